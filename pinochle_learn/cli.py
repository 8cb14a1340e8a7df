"""The ``pinochle-learn`` command line: serve the lessons, and ask the engine from a shell.

Each subcommand is a small function taking the parsed arguments and returning an exit status.
Bad input prints one line naming the bad token on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from .errors import ParseError, PinochleError
from .ruleset import find_ruleset
from .serve import ServeOptions, default_max_kernels, notebooks_dir, voila_argv

__all__ = ["build_parser", "main", "notebooks_dir", "voila_argv"]  # the last two: from .serve

USAGE_ERROR = 2
Handler = Callable[[argparse.Namespace], int]


def _cmd_meld(args: argparse.Namespace) -> int:
    from .meld import solve_meld
    from .render.text import meld_text

    ruleset = find_ruleset(args.rules)
    result = solve_meld(
        " ".join(args.cards), args.trump, ruleset, near_misses=0 if args.json else 5
    )
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False))
    else:
        print(meld_text(result))
    return 0


def _cmd_legal(args: argparse.Namespace) -> int:
    from .play import legal_plays
    from .render.trick_text import legal_text

    ruleset = find_ruleset(args.rules)
    analysis = legal_plays(args.hand, args.trick, args.trump, ruleset, stock_empty=args.stock_empty)
    if args.json:
        print(json.dumps(analysis.to_dict(), ensure_ascii=False))
    else:
        print(legal_text(analysis))
    return 0


def _numbers(option: str, text: str, count: int) -> list[int]:
    """Whole numbers separated by commas, e.g. ``--meld 120,60``; ParseError names the token."""
    import re

    tokens = text.split(",")
    for token in tokens:
        if not re.fullmatch(r"\s*[+-]?\d+\s*", token):
            raise ParseError(f"invalid number {token!r} in {option} {text!r}")
    if len(tokens) != count:
        what = "a whole number" if count == 1 else "team 0's then team 1's, separated by a comma"
        raise ParseError(f"{option} {text!r}: give {what}")
    return [int(t) for t in tokens]


def _cmd_score(args: argparse.Namespace) -> int:
    from .render.score_text import score_text
    from .scoring import score_round

    ruleset = find_ruleset(args.rules)
    (bid,) = _numbers("--bid", args.bid, 1)
    (team,) = _numbers("--bidder-team", args.bidder_team, 1)
    if team not in (0, 1):
        raise ParseError(f"--bidder-team {args.bidder_team!r}: the teams are 0 and 1")
    score = score_round(
        ruleset,
        bid=bid,
        bidding_team=team,
        meld=_numbers("--meld", args.meld, 2),
        tricks=None if args.throw_in else _numbers("--tricks", args.tricks, 2),
        totals=_numbers("--totals", args.totals, 2),
        thrown_in=args.throw_in,
    )
    if args.json:
        print(json.dumps(score.to_dict(), ensure_ascii=False))
    else:
        print(score_text(score))
    return 0


def _cmd_serve(args: argparse.Namespace) -> int:
    import socket
    import subprocess

    options = ServeOptions(
        port=args.port,
        ip=args.ip or ("0.0.0.0" if args.classroom else "127.0.0.1"),
        token=args.token,
        max_kernels=default_max_kernels() if args.max_kernels is None else args.max_kernels,
        max_starting=args.max_starting,
        queue_timeout=args.queue_timeout,
        cull_idle=args.cull_idle,
        cull_open=args.cull_open,
    )
    folder = notebooks_dir()
    if not folder.is_dir():
        raise PinochleError(f"no lessons folder at {str(folder)!r}")
    with socket.socket(socket.AF_INET6 if ":" in options.ip else socket.AF_INET) as probe:
        try:
            probe.bind((options.ip, options.port))
        except OSError:
            raise PinochleError(
                f"--port {options.port!r}: the port is busy on {options.ip} (is the lessons "
                "server already running?); choose another with --port"
            ) from None
    host = socket.gethostname() if options.ip in ("0.0.0.0", "::") else None
    cap = options.max_kernels or "no cap"
    print(f"Serving the lessons: open {options.url(host)}", flush=True)
    print(
        f"  at most {cap} open lessons, {options.max_starting} starting at once; a closed tab's "
        f"kernel is freed at once, one with no page after {options.cull_idle} s, a page left "
        f"untouched after {options.cull_open or 'never'} s",
        flush=True,
    )
    try:
        return subprocess.call(voila_argv(options.port, folder, options), cwd=folder)
    except KeyboardInterrupt:
        return 0


def _cmd_simulate(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from .simulate import simulate

    if args.rounds < 1:
        raise PinochleError(f"--rounds {args.rounds!r}: simulate at least one round")
    ruleset = find_ruleset(args.rules)
    if ruleset.players != 4 or ruleset.min_bid is None:
        raise PinochleError(
            f"--rules {args.rules!r}: whole rounds are played for the four-hand auction game "
            "(partnership) only"
        )
    with tqdm(total=args.rounds, unit="round", file=sys.stderr, disable=args.quiet) as bar:
        stats = simulate(args.rounds, args.seed, ruleset, progress=bar.update)
    if args.json:
        print(json.dumps(stats.to_dict()))
        return 0
    print(f"{stats.rounds} computer-only rounds of {ruleset.name} (seed {args.seed})")
    print(f"  games finished:        {stats.games}")
    print(f"  mean meld of a team:   {stats.mean_team_meld} meld points")
    print(f"  mean winning bid:      {stats.mean_bid} game points")
    print(f"  bids made:             {stats.bids_made} of {stats.rounds}")
    print(f"  hands thrown in:       {stats.thrown_in}")
    print(f"  stuck dealers:         {stats.stuck}")
    print(f"  mean round score:      {stats.mean_round_score} game points per team")
    print(f"  mean bidders' score:   {stats.mean_bidder_score} game points")
    return 0


def _odds_report(args: argparse.Namespace) -> dict[str, Any]:
    """What ``pinochle-learn odds`` prints, as data (the ``--json`` shape)."""
    from .cards import Suit
    from .fastmeld import CARDS_BY_INDEX, counts_of, gains_of_counts, meld_tables
    from .hand import Hand
    from .odds import meld_chances, meld_distribution, partner_holds, partner_meld, sample_meld
    from .odds.exact import Distribution
    from .render.odds_text import THRESHOLDS

    ruleset = find_ruleset(args.rules)
    if args.samples < 2:
        raise PinochleError(f"--samples {args.samples!r}: sample at least 2 hands")

    def summary(dist: Any) -> dict[str, Any]:
        if isinstance(dist, Distribution):
            return {
                "method": "exact",
                "hands": dist.total,
                "mean": float(dist.mean),
                "at_least": {str(v): float(dist.at_least(v)) for v in THRESHOLDS},
            }
        data: dict[str, Any] = dist.to_dict()
        data.pop("counts")
        data["at_least"] = {str(v): dist.at_least(v) for v in THRESHOLDS}
        return data

    if args.hand is None:
        trump = Suit.parse(args.trump or "H")
        rows = meld_chances(trump, ruleset)
        if ruleset.card_reuse.value == "one_meld":
            total = summary(sample_meld(trump, ruleset, args.samples, args.seed))
        else:
            total = summary(meld_distribution(trump, ruleset))
        import math

        return {
            "rules": ruleset.name,
            "trump": trump.letter,
            "hand_size": ruleset.hand_size,
            "hands": math.comb(48, ruleset.hand_size),
            "melds": [r.to_dict() for r in rows],
            "total_meld": total,
        }
    if ruleset.players != 4:
        raise PinochleError(
            f"--rules {args.rules!r}: the partner questions are for the four-hand game "
            "(partnership)"
        )
    hand = Hand.parse(args.hand)
    if args.trump is None:
        from .players import choose_trump

        if len(hand) != ruleset.hand_size:
            raise PinochleError(
                f"--hand {args.hand!r}: {len(hand)} cards; a hand holds {ruleset.hand_size}"
            )
        trump = choose_trump(hand, ruleset)
    else:
        trump = Suit.parse(args.trump)
    tables = meld_tables(ruleset)
    counts = counts_of(hand)
    total = summary(partner_meld(hand, trump, ruleset))
    gains = sorted(
        ((gain, i) for i, gain in enumerate(gains_of_counts(counts, trump, tables)) if gain > 0),
        key=lambda item: (-item[0], CARDS_BY_INDEX[item[1]].sort_key),
    )
    cards = []
    for gain, index in gains[:5]:
        card = CARDS_BY_INDEX[index]
        cards.append({"label": card.label, "gain": gain, **partner_holds(hand, card).to_dict()})
    from .fastmeld import meld_total_of_counts

    return {
        "rules": ruleset.name,
        "trump": trump.letter,
        "hand": str(hand),
        "hand_label": hand.label,
        "your_meld": meld_total_of_counts(counts, trump, tables),
        "total_meld": total,
        "partner_cards": cards,
    }


def _cmd_odds(args: argparse.Namespace) -> int:
    from .render.odds_text import odds_text

    report = _odds_report(args)
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        print(odds_text(report))
    return 0


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors: ``pinochle-learn meld: the following arguments ...``."""

    def error(self, message: str) -> NoReturn:
        if "expected one argument" in message:
            message += " (write a negative value with =, e.g. --meld=-5,60)"
        self.exit(USAGE_ERROR, f"{self.prog}: {message}\n")


def _add_serve_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    serve = sub.add_parser(
        "serve",
        help="serve the lessons with Voila (127.0.0.1 unless told), ready for a class",
        description="Serve the lessons with Voila. The README's 'Serving a class' explains "
        "the options.",
    )
    serve.add_argument("--port", type=int, default=8866, help="port (default 8866)")
    where = serve.add_mutually_exclusive_group()
    where.add_argument("--ip", help="address to listen on (default 127.0.0.1, this machine only)")
    where.add_argument(
        "--classroom",
        action="store_true",
        help="listen on every network address (0.0.0.0) so a class can connect; a token is "
        "made unless --token is given",
    )
    serve.add_argument(
        "--token",
        default="",
        help="secret visitors need (?token=... in the link); made for you on a network address",
    )
    serve.add_argument(
        "--max-kernels",
        type=int,
        default=None,
        help="open lessons the server holds before showing 'the class is full' (default: half "
        "the memory at 100 MB each; 0: no cap)",
    )
    serve.add_argument(
        "--max-starting", type=int, default=4, help="lessons started at once (default 4)"
    )
    serve.add_argument(
        "--queue-timeout",
        type=float,
        default=90.0,
        help="seconds a visitor waits for a turn before the busy page (default 90)",
    )
    serve.add_argument(
        "--cull-idle",
        type=int,
        default=60,
        help="seconds after which a kernel with no page open is freed (default 60)",
    )
    serve.add_argument(
        "--cull-open",
        type=int,
        default=3600,
        help="seconds after which a page left open but untouched loses its kernel "
        "(default 3600; 0: never)",
    )
    serve.set_defaults(handler=_cmd_serve)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    parser = _Parser(
        prog="pinochle-learn", description="Learn pinochle: lessons and an explained rules engine."
    )
    sub = parser.add_subparsers(dest="command", required=True)

    _add_serve_parser(sub)

    meld = sub.add_parser("meld", help="the best meld of a hand, explained")
    meld.add_argument("cards", nargs="+", help="cards, e.g. H14 H10 KH Q♠")
    meld.add_argument("--trump", required=True, help="trump suit: S, H, D or C")
    meld.add_argument("--rules", default="partnership", help="ruleset name (default partnership)")
    meld.add_argument("--json", action="store_true", help="print JSON")
    meld.set_defaults(handler=_cmd_meld)

    legal = sub.add_parser("legal", help="which cards may be played to a trick, and why")
    legal.add_argument("--hand", required=True, help="your cards, e.g. 'H14 H9 C10'")
    legal.add_argument(
        "--trick", default="", help="cards already in the trick, in play order (empty: you lead)"
    )
    legal.add_argument("--trump", required=True, help="trump suit: S, H, D or C")
    legal.add_argument("--rules", default="partnership", help="ruleset name (default partnership)")
    legal.add_argument(
        "--stock-empty",
        action="store_true",
        help="two-hand-stock: the stock is gone, so the end-game trick rules apply",
    )
    legal.add_argument("--json", action="store_true", help="print JSON")
    legal.set_defaults(handler=_cmd_legal)

    score = sub.add_parser("score", help="score a round of partnership pinochle, explained")
    score.add_argument("--bid", required=True, help="the contract, game points (e.g. 300)")
    score.add_argument("--bidder-team", required=True, help="the team that won the auction: 0 or 1")
    score.add_argument("--meld", required=True, help="meld points, team 0's then team 1's: 120,60")
    played = score.add_mutually_exclusive_group(required=True)
    played.add_argument(
        "--tricks", help="trick points (counters + last trick), team 0's then team 1's: 180,70"
    )
    played.add_argument(
        "--throw-in", action="store_true", help="the bid winner threw the hand in (no tricks)"
    )
    score.add_argument(
        "--totals", default="0,0", help="game points before the round (negative: --totals=-300,80)"
    )
    score.add_argument("--rules", default="partnership", help="ruleset name (default partnership)")
    score.add_argument("--json", action="store_true", help="print JSON")
    score.set_defaults(handler=_cmd_score)

    sim = sub.add_parser("simulate", help="computer-only rounds, with summary statistics")
    sim.add_argument("--rounds", type=int, default=100, help="rounds to play (default 100)")
    sim.add_argument("--seed", type=int, default=0, help="seed of the deals and the players")
    sim.add_argument("--rules", default="partnership", help="ruleset name (default partnership)")
    sim.add_argument("--json", action="store_true", help="print JSON")
    sim.add_argument("--quiet", action="store_true", help="no progress bar")
    sim.set_defaults(handler=_cmd_simulate)

    odds = sub.add_parser("odds", help="exact meld odds; with --hand, what your partner may bring")
    odds.add_argument("--hand", help="your 12 cards, e.g. 'H14 H10 KH Q♠ ...' (partnership)")
    odds.add_argument(
        "--trump", help="trump suit: S, H, D or C (default H; with --hand, the computer's pick)"
    )
    odds.add_argument("--rules", default="partnership", help="ruleset name (default partnership)")
    odds.add_argument(
        "--samples",
        type=int,
        default=100_000,
        help="hands sampled where the total cannot be counted exactly (two-hand-widow)",
    )
    odds.add_argument("--seed", type=int, default=0, help="seed of that sampling")
    odds.add_argument("--json", action="store_true", help="print JSON")
    odds.set_defaults(handler=_cmd_odds)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (2 for bad input)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    handler: Handler = args.handler
    try:
        return handler(args)
    except PinochleError as error:
        print(f"pinochle-learn {args.command}: {error}", file=sys.stderr)
        return USAGE_ERROR


if __name__ == "__main__":
    raise SystemExit(main())
