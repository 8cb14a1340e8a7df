"""The ``pinochle-learn`` command line: serve the lessons, and ask the engine from a shell.

Each subcommand is a small function taking the parsed arguments and returning an exit status.
Bad input prints one line naming the bad token on stderr and exits with status 2, always.

Every argument is read by one of the shared readers below (:func:`whole_number`,
:func:`whole_numbers`, :func:`cards_arg`, :func:`suit_arg`, :func:`rules_arg`, and
:func:`hand_of` for a hand that must hold a card), so each subcommand refuses ``３００``,
``ſ14`` or an empty hand the same way. Output goes through :func:`emit`, which still prints
when the terminal cannot show suit symbols (``PYTHONIOENCODING=ascii``): ``A♥`` becomes ``AH``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import unicodedata
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn

from . import serve as serving
from .cards import Card, Suit, as_suit, parse_cards
from .errors import AmbiguousCard, ParseError, PinochleError, shown
from .numbers import MAX_SEED, parse_whole_number
from .render.card_letters import ambiguous_text, rank_letters
from .render.command_language import (
    LANG_OPTION,
    command_language,
    take_language,
    unknown_language_line,
)
from .render.i18n import LANGUAGES, N_, UnknownLanguage, _, ngettext, speaking
from .render.usage_text import HelpFormatter, usage_error_text, word_help
from .ruleset import PRESETS, Ruleset, find_ruleset
from .scoring import MAX_GAME_POINTS
from .seats import Seat
from .serve import ServeOptions, default_max_kernels, notebooks_dir, voila_argv

__all__ = [  # notebooks_dir and voila_argv: from .serve
    "MAX_ROUNDS",
    "MAX_SAMPLES",
    "build_parser",
    "cards_arg",
    "decimal_number",
    "emit",
    "emit_json",
    "hand_of",
    "main",
    "notebooks_dir",
    "one_line",
    "rules_arg",
    "suit_arg",
    "voila_argv",
    "whole_number",
    "whole_numbers",
]

USAGE_ERROR = 2
MAX_ROUNDS = 10_000
"""Most rounds ``simulate`` plays in one run (about a minute on one core)."""
MAX_SAMPLES = 1_000_000
"""Most hands ``odds --samples`` deals (a few seconds on one core; the standard error of the
mean is then about 0.04 meld points, well below any difference a learner reads)."""
_MAX_MESSAGE = 300
TEAMS_ORDER = N_("team 0's then team 1's")
SIDE_COUNTS = tuple(sorted({preset.side_count for preset in PRESETS}))
"""How many sides a game may have (``--meld``, ``--tricks``, ``--totals``): 2 or 3."""
SIDES_ORDER = N_("one per side: team 0's then team 1's (three players: player 0's, 1's, 2's)")
DAY_S = 86_400
Handler = Callable[[argparse.Namespace], int]


# --- Shared argument readers: argparse ``type=`` functions (or helpers) every subcommand uses.


def _refuse(error: PinochleError) -> NoReturn:
    raise argparse.ArgumentTypeError(_said(error)) from None


def _said(error: PinochleError) -> str:
    """The line for ``error`` in the command's language: an ambiguous card's, else the
    learner's sentence for it (:func:`said`)."""
    return ambiguous_text(error) if isinstance(error, AmbiguousCard) else said(error)


def _cards(text: str) -> list[Card]:
    """:func:`~pinochle_learn.cards.parse_cards` with the command language's own rank
    letters (``--lang it``: ``RH`` is the king of hearts); the usual codes in every language."""
    return parse_cards(text, rank_letters())


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type`` reading ASCII digits from ``low`` to ``high`` (both included).

    The message names the value and the range (:func:`~pinochle_learn.numbers.parse_whole_number`).

    Examples
    --------
    >>> whole_number(1, 65535)("8866")
    8866
    """

    def read(text: str) -> int:
        try:
            return parse_whole_number(text, name="", low=low, high=high)
        except PinochleError as error:
            _refuse(error)

    read.__name__ = f"whole number from {low} to {high}"
    return read


def decimal_number(low: float, high: float) -> Callable[[str], float]:
    """An argparse ``type`` reading a number such as ``90`` or ``2.5`` (ASCII digits, one
    optional decimal point) from ``low`` to ``high``; ``nan``, ``inf``, ``1e9`` are refused."""

    def read(text: str) -> float:
        if len(text) > 20 or not re.fullmatch(r"\s*[0-9]+(\.[0-9]+)?\s*", text, re.ASCII):
            raise argparse.ArgumentTypeError(
                _("{value}: give a number from {low} to {high} in the digits 0-9").format(
                    value=shown(text), low=f"{low:g}", high=f"{high:g}"
                )
            )
        value = float(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(
                _("{value}: give a number from {low} to {high}").format(
                    value=shown(text), low=f"{low:g}", high=f"{high:g}"
                )
            )
        return value

    read.__name__ = f"number from {low:g} to {high:g}"
    return read


def whole_numbers(
    count: int | tuple[int, ...], low: int, high: int, what: str
) -> Callable[[str], list[int]]:
    """An argparse ``type`` reading ``count`` whole numbers separated by commas (``"120,60"``),
    each ASCII digits from ``low`` to ``high``; ``count`` may list the counts allowed
    (``(2, 3)``: one per side, two or three sides); ``what`` says what they are in the message
    (``"team 0's then team 1's"``)."""
    counts = (count,) if isinstance(count, int) else count
    many = " or ".join(str(n) for n in counts)

    def read(text: str) -> list[int]:
        tokens = text.split(",")
        if len(tokens) not in counts:
            raise argparse.ArgumentTypeError(
                _("{value}: give {count} whole numbers, {order}, separated by commas").format(
                    value=shown(text),
                    count=(" " + _("or") + " ").join(str(n) for n in counts),
                    order=_(what),
                )
            )
        try:
            return [parse_whole_number(t, name="", low=low, high=high) for t in tokens]
        except PinochleError as error:
            _refuse(error)

    read.__name__ = f"{many} whole numbers"
    return read


def cards_arg(text: str) -> list[Card]:
    """An argparse ``type`` reading cards in notation (``"H14 KH Q♠"``; may be empty).

    Letters are ASCII and the suit symbols ``♠ ♥ ♦ ♣``; nothing that merely upper-cases to
    them (``ſ14`` is refused, see :meth:`~pinochle_learn.cards.Card.parse`).
    """
    try:
        return _cards(text)
    except PinochleError as error:
        _refuse(error)


def suit_arg(text: str) -> Suit:
    """An argparse ``type`` reading a suit: ``S H D C``, ``♠ ♥ ♦ ♣`` or its name."""
    try:
        return as_suit(text)
    except PinochleError as error:
        _refuse(error)


def rules_arg(text: str) -> Ruleset:
    """An argparse ``type`` reading a ruleset name (``partnership``, ``widow``...)."""
    try:
        return find_ruleset(text)
    except PinochleError as error:
        _refuse(error)


def level_arg(text: str) -> tuple[Seat, str]:
    """An argparse ``type`` reading ``SEAT=LEVEL`` (``N=strong``): a seat (N, E, S, W or 0 to
    3) and a computer level (:data:`~pinochle_learn.levels.LEVELS`).

    Examples
    --------
    >>> level_arg("e=Strong")
    (<Seat.EAST: 1>, 'strong')
    """
    from .levels import as_level

    seat_text, equals, level = text.partition("=")
    if not equals:
        raise argparse.ArgumentTypeError(
            _("{value}: write a seat and a level, e.g. N=strong").format(value=shown(text))
        )
    try:
        return Seat.parse(seat_text.strip()), as_level(level)
    except PinochleError as error:
        _refuse(error)


def hand_of(texts: Sequence[str], option: str) -> list[Card]:
    """The cards written in ``texts`` (the words of the command line), read as one hand so a
    bad card is named with its position; a hand with no card at all (``meld ""``, ``" "``,
    ``","``) is refused naming ``option``.

    Raises
    ------
    ParseError
        A bad card, or no card.
    """
    cards = _cards(" ".join(texts))
    if not cards:
        raise ParseError(
            _("{option} {value}: no cards given: write cards such as H14 KH Q♠").format(
                option=option, value=shown(" ".join(texts))
            )
        )
    return cards


# --- Output that survives any terminal.

_ASCII = str.maketrans(
    {
        "♠": "S",
        "♥": "H",
        "♦": "D",
        "♣": "C",
        "—": "-",
        "–": "-",
        "−": "-",
        "×": "x",
        "·": "-",
        "…": "...",
        "’": "'",
        "‘": "'",
        "“": '"',
        "”": '"',
        "✓": "ok",
        "✗": "x",
        "→": "->",
        "≥": ">=",
        "≤": "<=",
    }
)


def _fits(text: str, stream: object) -> str:
    """``text`` as ``stream`` can print it: suit symbols as letters where the encoding has no
    ``♠``, anything else it cannot encode as ``?``."""
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        plain = text.translate(_ASCII)
        return plain.encode(encoding, errors="replace").decode(encoding)
    except LookupError:
        return text
    return text


def emit(text: str, stream: Any = None) -> None:
    """Print ``text`` and a newline on ``stream`` (stdout), whatever its encoding."""
    out = stream if stream is not None else sys.stdout
    out.write(_fits(text, out) + "\n")


def emit_json(data: object | Callable[[], object]) -> None:
    """Print ``data`` as one line of JSON; ``\\u`` escapes where stdout cannot show a symbol.

    ``data`` may be a function making it (``result.to_dict``): it is called in English, so
    ``--json`` is the same whatever the language of the run (names such as a meld's are
    language-neutral there)."""
    if callable(data):
        with speaking("en"):
            data = data()
    text = json.dumps(data, ensure_ascii=False)
    if _fits(text, sys.stdout) != text:
        text = json.dumps(data, ensure_ascii=True)
    emit(text)


def said(error: BaseException) -> str:
    """The learner's sentence for an engine error (``render.error_text``): a refused action or
    score is worded there, the engine's own ``str()`` being a technical line."""
    from .render.error_text import error_text

    return error_text(error)


def _shown(char: str) -> str:
    """One character as :func:`one_line` prints it: itself if printable or a space (Unicode
    category Zs), else its escape."""
    if char.isprintable() or unicodedata.category(char) == "Zs":
        return char
    return repr(char)[1:-1]


def one_line(text: str) -> str:
    """``text`` on one line: newlines and other control characters escaped, clipped; a space
    of another width (French puts a narrow no-break space before ":") is kept as it is."""
    flat = "".join(_shown(c) for c in text.strip())
    return flat if len(flat) <= _MAX_MESSAGE else flat[: _MAX_MESSAGE - 4] + " ..."


def _with_names(result: Any) -> dict[str, Any]:
    """A meld result's JSON with each meld's ``name`` (its kind as learners read it; given to
    :func:`emit_json` as a function, so made in English: the ``--json`` shape does not change
    with the language)."""
    from .render.meld_sentences import kind_name

    data: dict[str, Any] = result.to_dict()
    data["melds"] = [
        {"name": kind_name(m.kind), **d} for m, d in zip(result.melds, data["melds"], strict=True)
    ]
    return data


def _with_whys(analysis: Any) -> dict[str, Any]:
    """A play analysis's JSON with each verdict's ``why`` (its sentence; English through
    :func:`emit_json`) after ``code``, as the ``--json`` shape has it."""
    from .render.play_sentences import play_sentence

    data: dict[str, Any] = analysis.to_dict()
    for verdict in analysis.verdicts:
        fields: dict[str, Any] = {}
        for key, value in data["verdicts"][str(verdict.card)].items():
            fields[key] = value
            if key == "code":
                fields["why"] = play_sentence(verdict.reason)
        data["verdicts"][str(verdict.card)] = fields
    return data


def _with_score_whys(score: Any) -> dict[str, Any]:
    """A round score's JSON with ``why``: the bidding side's, the other sides' and the game's
    sentences (English through :func:`emit_json`), before ``codes``."""
    from .render.score_sentences import game_text, score_sentence

    data: dict[str, Any] = score.to_dict()
    codes = data.pop("codes")
    data["why"] = [*(score_sentence(r) for r in score.reasons), game_text(score.game_reason)]
    data["codes"] = codes
    return data


def _cmd_meld(args: argparse.Namespace) -> int:
    from .meld import solve_meld
    from .render.text import meld_text

    cards = hand_of(args.cards, "cards")
    result = solve_meld(cards, args.trump, args.rules, near_misses=0 if args.json else 5)
    if args.json:
        emit_json(lambda: _with_names(result))
    else:
        emit(meld_text(result))
    return 0


def _cmd_legal(args: argparse.Namespace) -> int:
    from .play import legal_plays
    from .render.trick_text import legal_text

    hand = hand_of([args.hand], "--hand")
    analysis = legal_plays(hand, args.trick, args.trump, args.rules, stock_empty=args.stock_empty)
    if args.json:
        emit_json(lambda: _with_whys(analysis))
    else:
        emit(legal_text(analysis))
    return 0


def _cmd_score(args: argparse.Namespace) -> int:
    from .render.score_text import score_text
    from .scoring import score_round

    score = score_round(
        args.rules,
        bid=args.bid,
        bidding_team=args.bidder_team,
        meld=args.meld,
        tricks=None if args.throw_in else args.tricks,
        totals=args.totals,
        thrown_in=args.throw_in,
    )
    if args.json:
        emit_json(lambda: _with_score_whys(score))
    else:
        emit(score_text(score))
    return 0


def _seat_hand(text: str) -> tuple[Seat, list[Card]]:
    """An argparse ``type`` reading ``SEAT=CARDS`` (``north=H14 H10 KH``) for ``solve --hand``."""
    seat_text, sep, cards = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(
            _("{value}: write a seat, '=' and its cards, e.g. north='H14 H10 KH'").format(
                value=shown(text)
            )
        )
    try:
        return Seat.parse(seat_text), _cards(cards)
    except PinochleError as error:
        _refuse(error)


def _seat_arg(text: str) -> Seat:
    """An argparse ``type`` reading a seat: ``north``, ``N``, ``east``..."""
    try:
        return Seat.parse(text)
    except PinochleError as error:
        _refuse(error)


def _cmd_solve(args: argparse.Namespace) -> int:
    from .render.solver_text import solution_text
    from .solver import Position, PositionError, SearchBudgetError, solve

    rules: Ruleset = args.rules
    hands: dict[Seat, list[Card]] = {}
    for seat, cards in args.hand:
        if seat >= rules.players:
            names = " and ".join(s.name.lower() for s in Seat if s < rules.players)
            raise PositionError(
                _("--hand {seat}=...: the seats in {rules} are {seats}").format(
                    seat=seat.name.lower(), rules=rules.name, seats=names
                )
            )
        if seat in hands:
            raise PositionError(
                _("--hand {seat}=... is given twice").format(seat=seat.name.lower())
            )
        hands[seat] = cards
    position = Position(rules, args.trump, hands, args.to_play, args.trick)
    try:
        solution = solve(position, max_nodes=args.max_nodes)
    except SearchBudgetError as error:
        emit(one_line(f"pinochle-learn solve: {error}"), sys.stderr)
        return 1
    if args.json:
        emit_json(solution.to_dict)
    else:
        emit(solution_text(solution))
    return 0


def _cmd_serve(args: argparse.Namespace) -> int:
    import signal
    import socket

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
        raise PinochleError(_("no lessons folder at {path}").format(path=repr(str(folder))))
    if args.scenarios is not None:
        _serve_scenarios(args.scenarios)
    if options.token:  # Link to this puts it in the links a teacher hands out (links.page_link)
        os.environ["PINOCHLE_CLASS_TOKEN"] = options.token
    with socket.socket(socket.AF_INET6 if ":" in options.ip else socket.AF_INET) as probe:
        # As the server binds (tornado sets SO_REUSEADDR): the connections of a server just
        # stopped (TIME-WAIT) do not hold the port, a server listening on it does.
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((options.ip, options.port))
        except OSError:
            raise PinochleError(
                _(
                    "--port {port}: the port is busy on {ip} (is the lessons server already "
                    "running?); choose another with --port"
                ).format(port=options.port, ip=options.ip)
            ) from None
    records = serving.check_records(args.database)
    host = socket.gethostname() if options.ip in ("0.0.0.0", "::") else None
    cap = options.max_kernels or _("no cap")
    emit(_("Serving the lessons: open {link}").format(link=options.url(host)))
    emit(
        "  "
        + _(
            "at most {cap} open lessons, {starting} starting at once; a closed tab's kernel is "
            "freed at once, one with no page after {idle} s, a page left untouched after "
            "{open} s"
        ).format(
            cap=cap,
            starting=options.max_starting,
            idle=options.cull_idle,
            open=options.cull_open or _("never"),
        )
    )
    emit(
        "  "
        + _("a class's self-check answers (pinochle-learn class new) go to {database}").format(
            database=records
        )
    )
    sys.stdout.flush()
    status = serving.run_until_stopped(voila_argv(options.port, folder, options), folder)
    return 0 if status in (0, -signal.SIGINT, -signal.SIGTERM, -signal.SIGHUP) else status


def _cmd_class(args: argparse.Namespace) -> int:
    """``class new|erase ...``: run by the records' own command line in a child process (its
    options, ``--help`` among them, are its own)."""
    import subprocess

    sys.stdout.flush()
    return subprocess.run(serving.records_argv(["class", *args.rest])).returncode


def _levels_of(given: Sequence[tuple[Seat, str]]) -> dict[Seat, str]:
    """The ``--level`` values as a level per seat; a seat given twice is refused (a
    :class:`~pinochle_learn.errors.ParseError` naming it), not the last one kept."""
    levels: dict[Seat, str] = {}
    for seat, level in given:
        if seat in levels:
            raise ParseError(
                _("--level {seat}=... is given twice: give each seat one level").format(
                    seat=seat.name[0]
                ),
                code="seat_given_twice",
                token=seat.name[0],
            )
        levels[seat] = level
    return levels


def _cmd_simulate(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from .levels import LevelReason, LevelWhy, strong_like_learner
    from .render.level_text import reason_text, seat_results_lines
    from .render.words import ruleset_title
    from .simulate import simulate

    ruleset = args.rules  # every preset has a round engine (RoundState refuses one without)
    # disable=None: tqdm draws the bar only when stderr is a terminal (not into a log or pipe)
    quiet = True if args.quiet else None
    levels = _levels_of(args.level) if args.level else None
    if levels is not None:
        from .simulate import check_levels

        check_levels(levels, ruleset)  # a seat outside the game: one line, before any round
    with tqdm(total=args.rounds, unit="round", file=sys.stderr, disable=quiet) as bar:
        stats = simulate(args.rounds, args.seed, ruleset, progress=bar.update, levels=levels)
    if args.json:
        emit_json(stats.to_dict)
        return 0
    rows = [
        (_("games finished"), stats.games),
        (_("mean meld of a side"), _("{points} meld points").format(points=stats.mean_team_meld)),
    ]
    per_side = _("{points} game points per side").format(points=stats.mean_round_score)
    if stats.mean_bid is None:  # no auction (TWO_HAND_STOCK): every point counts as scored
        rows.append((_("mean round score"), per_side))
    else:
        rows += [
            (_("mean winning bid"), _("{points} game points").format(points=stats.mean_bid)),
            (
                _("bids made"),
                _("{made} of {rounds}").format(made=stats.bids_made, rounds=stats.rounds),
            ),
        ]
        if ruleset.throw_in_margin is not None:
            rows.append((_("hands thrown in"), stats.thrown_in))
        rows += [
            (_("stuck dealers"), stats.stuck),
            (_("mean round score"), per_side),
            (
                _("mean bidders' score"),
                _("{points} game points").format(points=stats.mean_bidder_score),
            ),
        ]
    head = ngettext(
        "{rounds} computer-only round of {game} (seed {seed})",
        "{rounds} computer-only rounds of {game} (seed {seed})",
        stats.rounds,
    ).format(rounds=stats.rounds, game=ruleset_title(ruleset), seed=args.seed)
    lines = [head]
    for label, value in rows:  # the values in one column (as wide as the English labels)
        heading = _("{label}:").format(label=label)
        lines.append(f"  {heading:<22} {value}")
    totals = {Seat[name]: points for name, points in stats.totals_by_seat.items()}
    seat_levels = levels or {}
    if "strong" in seat_levels.values() and strong_like_learner(ruleset):
        # one line saying so, and the seats shown at the level they played
        lines.append(f"  {reason_text(LevelReason(LevelWhy.NOT_SOLVED, {'game': ruleset.name}))}")
        seat_levels = {}
    lines += [f"  {line}" for line in seat_results_lines(seat_levels, totals)]
    emit("\n".join(lines))
    return 0


def _odds_report(args: argparse.Namespace) -> dict[str, Any]:
    """What ``pinochle-learn odds`` prints, as data (the ``--json`` shape)."""
    from .fastmeld import CARDS_BY_INDEX, counts_of, gains_of_counts, meld_tables
    from .hand import Hand
    from .odds import meld_chances, meld_distribution, partner_holds, partner_meld, sample_meld
    from .odds.exact import Distribution
    from .render.odds_text import THRESHOLDS, chance_name

    ruleset = find_ruleset(args.rules)

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
        trump = Suit.HEARTS if args.trump is None else args.trump
        rows = meld_chances(trump, ruleset)
        total = summary(meld_distribution(trump, ruleset))
        import math

        report = {
            "rules": ruleset.name,
            "trump": trump.letter,
            "hand_size": ruleset.hand_size,
            "hands": math.comb(ruleset.deck.size, ruleset.hand_size),
            "melds": [{"meld": chance_name(r.code), **r.to_dict()} for r in rows],
            "total_meld": total,
        }
        if args.samples is not None:  # a check of the count: deal that many hands
            report["sampled_meld"] = summary(sample_meld(trump, ruleset, args.samples, args.seed))
        return report
    if not ruleset.partners(Seat.NORTH):  # seat 0 sits in every game
        raise PinochleError(
            f"--rules {args.rules!r}: the partner questions are for the four-hand game "
            "(partnership)"
        )
    hand = Hand.parse(args.hand, ruleset.deck)
    if args.trump is None:
        from .players import choose_trump

        if len(hand) != ruleset.hand_size:
            raise PinochleError(
                f"--hand {args.hand!r}: {len(hand)} cards; a hand holds {ruleset.hand_size}"
            )
        trump = choose_trump(hand, ruleset)
    else:
        trump = args.trump
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
        held = partner_holds(hand, card, ruleset).to_dict()
        cards.append({"label": card.label, "gain": gain, **held})
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

    if args.json:
        emit_json(lambda: _odds_report(args))
        return 0
    emit(odds_text(_odds_report(args)))
    return 0


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors: ``pinochle-learn meld: the following arguments ...``;
    errors and help's headings in the command's language (:mod:`.render.usage_text`)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)
        word_help(self)

    def error(self, message: str) -> NoReturn:
        self.exit(USAGE_ERROR, f"{one_line(f'{self.prog}: {usage_error_text(message)}')}\n")

    def _print_message(self, message: str, file: Any = None) -> None:
        # --help and errors, readable on a terminal without suit symbols too.
        if message:
            stream = file if file is not None else sys.stderr
            stream.write(_fits(message, stream))


def _rules_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rules",
        default=find_ruleset("partnership"),
        type=rules_arg,
        help=_("ruleset name (default partnership)"),
    )


def _add_serve_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    serve = sub.add_parser(
        "serve",
        help=_("serve the lessons with Voila (127.0.0.1 unless told), ready for a class"),
        description=_(
            "Serve the lessons with Voila. The README's 'Serving a class' explains the options."
        ),
    )
    serve.add_argument(
        "--port", type=whole_number(1, 65535), default=8866, help=_("port (default 8866)")
    )
    where = serve.add_mutually_exclusive_group()
    where.add_argument(
        "--ip", help=_("address to listen on (default 127.0.0.1, this machine only)")
    )
    where.add_argument(
        "--classroom",
        action="store_true",
        help=_(
            "listen on every network address (0.0.0.0) so a class can connect; a token is "
            "made unless --token is given"
        ),
    )
    serve.add_argument(
        "--token",
        default="",
        help=_("secret visitors need (?token=... in the link); made for you on a network address"),
    )
    serve.add_argument(
        "--max-kernels",
        type=whole_number(0, 100_000),
        default=None,
        help=_(
            "open lessons the server holds before showing 'the class is full' (default: half "
            "the memory at 100 MB each; 0: no cap)"
        ),
    )
    serve.add_argument(
        "--max-starting",
        type=whole_number(1, 1000),
        default=4,
        help=_("lessons started at once (default 4)"),
    )
    serve.add_argument(
        "--queue-timeout",
        type=decimal_number(1, DAY_S),
        default=90.0,
        help=_("seconds a visitor waits for a turn before the busy page (default 90)"),
    )
    serve.add_argument(
        "--cull-idle",
        type=whole_number(1, DAY_S),
        default=60,
        help=_("seconds after which a kernel with no page open is freed (default 60)"),
    )
    serve.add_argument(
        "--cull-open",
        type=whole_number(0, 7 * DAY_S),
        default=3600,
        help=_(
            "seconds after which a page left open but untouched loses its kernel "
            "(default 3600; 0: never)"
        ),
    )
    serve.add_argument(
        "--scenarios",
        metavar="FILE",
        help=_(
            "a teacher's scenario file (one 'name: lesson.ipynb?fields' a line), shown as "
            "links on the Scenarios page"
        ),
    )
    serve.add_argument(
        "--database",
        metavar="URL",
        help=_(
            "where a class's self-check answers are kept: sqlite:///FILE or "
            "postgresql://USER:PASSWORD@HOST/NAME (default: PINOCHLE_LEARN_DATABASE, else "
            "SQLite in the data folder); checked before the server starts"
        ),
    )
    serve.set_defaults(handler=_cmd_serve)


def _read_scenario_file(name: str, option: str) -> tuple[Path, list[Any]]:
    """The scenario file ``name`` (an argument, any text) read and checked: its resolved path
    and scenarios, or one PinochleError naming ``option``, the name and the line at fault."""
    # the lessons' own link readers, and the page's own check of the file
    from pinochle_widgets.course.scenario_file import MAX_BYTES, ScenarioError, read_scenarios

    label = f"{option} {shown(name, limit=60)}".strip()
    try:
        path = Path(name).resolve()
        with path.open("rb") as file:
            data = file.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise PinochleError(f"{label}: no such file") from None
    except IsADirectoryError:
        raise PinochleError(f"{label}: a folder, not a scenario file") from None
    except (OSError, ValueError) as error:  # too long a name, no permission, a NUL byte
        why = error.strerror if isinstance(error, OSError) and error.strerror else "a bad name"
        raise PinochleError(f"{label}: cannot be read ({why})") from None
    try:
        return path, read_scenarios(data)
    except ScenarioError as error:
        raise PinochleError(f"{label}: not a scenario file: {error}") from None


def _serve_scenarios(name: str) -> None:
    """Check ``--scenarios`` before the server starts, and hand the file to the Scenarios page
    (``PINOCHLE_SCENARIOS``) with a private folder for its parsed copy, so each page view reads
    a small JSON instead of parsing the file again."""
    import atexit
    import shutil
    import tempfile

    path, _ = _read_scenario_file(name, "--scenarios")
    cache = tempfile.mkdtemp(prefix="pinochle-learn-scenarios-")  # mode 0700: ours alone
    atexit.register(shutil.rmtree, cache, ignore_errors=True)
    os.environ["PINOCHLE_SCENARIOS"] = str(path)  # the Scenarios page reads it
    os.environ["PINOCHLE_SCENARIOS_CACHE"] = cache


def _cmd_scenarios(args: argparse.Namespace) -> int:
    _path, scenarios = _read_scenario_file(args.file, "")
    base = args.base.rstrip("/") + "/" if args.base else ""
    bad = 0
    for s in scenarios:
        if s.problems:
            bad += 1
            line = _("line {number}, {name}: {problems}").format(
                number=s.line, name=s.name, problems="; ".join(s.problems)
            )
            print(line, file=sys.stderr)
        else:
            emit(f"{s.name}: {base}{s.link}")
    return 2 if bad else 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    parser = _Parser(
        prog="pinochle-learn",
        description=_("Learn pinochle: lessons and an explained rules engine."),
    )
    sub = parser.add_subparsers(dest="command", required=True)

    _add_serve_parser(sub)
    scen = sub.add_parser(
        "scenarios", help=_("check a teacher's scenario file and print its links")
    )
    scen.add_argument("file", help=_("one 'name: lesson.ipynb?fields' a line"))
    scen.add_argument(
        "--base",
        default="http://127.0.0.1:8866/voila/render/",
        help=_("where the lessons are served (default http://127.0.0.1:8866/voila/render/)"),
    )
    scen.set_defaults(handler=_cmd_scenarios)
    klass = sub.add_parser(
        "class",
        help=_(
            "a class whose self-check answers are recorded: 'class new \"Tuesday group\"' "
            "prints its code and links, 'class erase CODE' deletes its records"
        ),
        add_help=False,
    )
    klass.add_argument("rest", nargs=argparse.REMAINDER, help=_("new TITLE | erase CODE"))
    klass.set_defaults(handler=_cmd_class)

    meld = sub.add_parser("meld", help=_("the best meld of a hand, explained"))
    meld.add_argument("cards", nargs="+", help=_("cards, e.g. H14 H10 KH Q♠"))
    meld.add_argument("--trump", required=True, type=suit_arg, help=_("trump suit: S, H, D or C"))
    _rules_option(meld)
    meld.add_argument("--json", action="store_true", help=_("print JSON"))
    meld.set_defaults(handler=_cmd_meld)

    legal = sub.add_parser("legal", help=_("which cards may be played to a trick, and why"))
    legal.add_argument("--hand", required=True, help=_("your cards, e.g. 'H14 H9 C10'"))
    legal.add_argument(
        "--trick",
        default=[],
        type=cards_arg,
        help=_("cards already in the trick, in play order (empty: you lead)"),
    )
    legal.add_argument("--trump", required=True, type=suit_arg, help=_("trump suit: S, H, D or C"))
    _rules_option(legal)
    legal.add_argument(
        "--stock-empty",
        action="store_true",
        help=_("two-hand-stock: the stock is gone, so the end-game trick rules apply"),
    )
    legal.add_argument("--json", action="store_true", help=_("print JSON"))
    legal.set_defaults(handler=_cmd_legal)

    score = sub.add_parser("score", help=_("score a round of partnership pinochle, explained"))
    points = (0, MAX_GAME_POINTS)
    score.add_argument(
        "--bid",
        required=True,
        type=whole_number(*points),
        help=_("the contract, game points (e.g. 300)"),
    )
    score.add_argument(
        "--bidder-team",
        required=True,
        type=whole_number(0, 2),
        help=_("the side that won the auction: 0 or 1 (0 to 2 with --rules cutthroat)"),
    )
    score.add_argument(
        "--meld",
        required=True,
        type=whole_numbers(SIDE_COUNTS, *points, SIDES_ORDER),
        help=_("meld points, team 0's then team 1's: 120,60 (cutthroat: one per player)"),
    )
    played = score.add_mutually_exclusive_group(required=True)
    played.add_argument(
        "--tricks",
        type=whole_numbers(SIDE_COUNTS, *points, SIDES_ORDER),
        help=_("trick points (counters + last trick), team 0's then team 1's: 180,70"),
    )
    played.add_argument(
        "--throw-in", action="store_true", help=_("the bid winner threw the hand in (no tricks)")
    )
    score.add_argument(
        "--totals",
        default=None,
        type=whole_numbers(SIDE_COUNTS, -MAX_GAME_POINTS, MAX_GAME_POINTS, SIDES_ORDER),
        help=_("game points before the round (negative: --totals=-300,80)"),
    )
    _rules_option(score)
    score.add_argument("--json", action="store_true", help=_("print JSON"))
    score.set_defaults(handler=_cmd_score)

    solve = sub.add_parser(
        "solve", help=_("every legal card's value with best play by both sides (all hands open)")
    )
    solve.add_argument(
        "--hand",
        action="append",
        required=True,
        type=_seat_hand,
        metavar="SEAT=CARDS",
        help=_("a seat's cards, once per seat: north='H14 H10 KH' (two-hand games: north, east)"),
    )
    solve.add_argument("--trump", required=True, type=suit_arg, help=_("trump suit: S, H, D or C"))
    solve.add_argument("--to-play", required=True, type=_seat_arg, help=_("the seat to play next"))
    solve.add_argument(
        "--trick",
        default=[],
        type=cards_arg,
        help=_("cards already in the trick, in play order (empty: the seat to play leads)"),
    )
    _rules_option(solve)
    solve.add_argument(
        "--max-nodes",
        type=whole_number(1, 10**9),
        default=20_000_000,
        help=_("stop (exit 1) past this many search nodes (default 20000000)"),
    )
    solve.add_argument("--json", action="store_true", help=_("print JSON"))
    solve.set_defaults(handler=_cmd_solve)

    sim = sub.add_parser("simulate", help=_("computer-only rounds, with summary statistics"))
    sim.add_argument(
        "--rounds",
        type=whole_number(1, MAX_ROUNDS),
        default=100,
        help=_("rounds to play, 1 to {most} (default 100)").format(most=MAX_ROUNDS),
    )
    sim.add_argument(
        "--seed",
        type=whole_number(0, MAX_SEED),
        default=0,
        help=_("seed of the deals and the players, 0 to {most}").format(most=MAX_SEED),
    )
    _rules_option(sim)
    sim.add_argument(
        "--level",
        action="append",
        type=level_arg,
        metavar="SEAT=LEVEL",
        help=_(
            "a seat's computer level, learner or strong; the seat as N, E, S, W, its full "
            "name (NORTH, as the --json keys) or 0 to 3 (repeat for other seats, each once; "
            "the others play learner; with any level the deals depend on the seed alone)"
        ),
    )
    sim.add_argument("--json", action="store_true", help=_("print JSON"))
    sim.add_argument("--quiet", action="store_true", help=_("no progress bar"))
    sim.set_defaults(handler=_cmd_simulate)

    odds = sub.add_parser(
        "odds", help=_("exact meld odds; with --hand, what your partner may bring")
    )
    odds.add_argument("--hand", help=_("your 12 cards, e.g. 'H14 H10 KH Q♠ ...' (partnership)"))
    odds.add_argument(
        "--trump",
        type=suit_arg,
        help=_("trump suit: S, H, D or C (default H; with --hand, the computer's pick)"),
    )
    odds.add_argument(
        "--rules", default="partnership", help=_("ruleset name (default partnership)")
    )
    odds.add_argument(
        "--samples",
        type=whole_number(2, MAX_SAMPLES),
        help=_(
            "also deal this many random hands (2 to {most}) and give their mean meld beside "
            "the exact one"
        ).format(most=f"{MAX_SAMPLES:,}"),
    )
    odds.add_argument(
        "--seed",
        type=whole_number(0, MAX_SEED),
        default=0,
        help=_("seed of that sampling, 0 to {most}").format(most=MAX_SEED),
    )
    odds.add_argument("--json", action="store_true", help=_("print JSON"))
    odds.set_defaults(handler=_cmd_odds)
    for each in (parser, *sub.choices.values()):
        if each is not klass:  # the records' command line reads its own --lang
            _language_option(each)
    return parser


def _language_option(parser: argparse.ArgumentParser) -> None:
    """``--lang CODE`` in ``parser``'s help (:func:`main` reads it before any parser runs)."""
    parser.add_argument(
        LANG_OPTION,
        metavar="CODE",
        default=argparse.SUPPRESS,
        help=_(
            "the language of the words: {choices} (default: the LANGUAGE, LC_ALL, LC_MESSAGES "
            "or LANG variable, else en); --json stays the same in every language"
        ).format(choices=", ".join(LANGUAGES)),
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (2 for bad input).

    The command speaks ``--lang CODE`` (anywhere in the line), else the language of the
    environment (:func:`~pinochle_learn.render.command_language.command_language`) for its
    whole run: help, one-line errors, explanations. ``--json`` output is the same in every
    language (codes and numbers, and on purpose in English the ``why`` sentences of ``score``
    and ``legal`` and the meld names of ``meld``). An unknown ``--lang`` is one line naming it
    and the choices, exit status 2."""
    words = list(sys.argv[1:] if argv is None else argv)
    with speaking(command_language(None, os.environ)):  # the words of a bad --lang
        try:
            given, words = take_language(words)
            lang = command_language(given, os.environ)
        except UnknownLanguage as error:
            emit(one_line(f"pinochle-learn: {unknown_language_line(error)}"), sys.stderr)
            return USAGE_ERROR
    with speaking(lang):
        return _run(words, lang)


def _run(words: list[str], lang: str) -> int:
    """:func:`main` within the command's language ``lang``."""
    parser = build_parser()
    try:
        if words[:1] == ["class"]:  # everything after it, --help too, is the records' to read
            rest = [*words[1:], LANG_OPTION, lang]
            args = argparse.Namespace(command="class", handler=_cmd_class, rest=rest)
        else:
            args = parser.parse_args(words)
    except SystemExit as stop:  # argparse: --help (0) or a usage error (2, one line printed)
        return stop.code if isinstance(stop.code, int) else USAGE_ERROR
    handler: Handler = args.handler
    try:
        status = handler(args)
        sys.stdout.flush()  # here, so a reader gone early (`| head`) is caught below
        return status
    except PinochleError as error:
        emit(one_line(f"pinochle-learn {args.command}: {_said(error)}"), sys.stderr)
        return USAGE_ERROR
    except BrokenPipeError:
        # The reader of stdout left (`pinochle-learn odds | head`): stop quietly, no traceback.
        # Python's own advice: point stdout at devnull so the flush at exit raises nothing.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
