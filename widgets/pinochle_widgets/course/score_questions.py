"""Self-check questions on the auction and the score: ``score``, ``throw_in``, ``next_bid``,
``cutthroat_score``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from pinochle_learn import (
    PARTNERSHIP,
    THREE_HAND_CUTTHROAT,
    Auction,
    Bid,
    Pass,
    RoundScore,
    Ruleset,
    Seat,
    check_throw_in,
    score_round,
)
from pinochle_learn.render import score_question_text as words
from pinochle_learn.render.cutthroat_text import cutthroat_score_html
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.names import CAST, learner_partner, seat_name, team_label
from pinochle_learn.render.question_text import yes_no
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.render.score_html import action_words, score_html

from .question_model import Question, seat_and_names
from .question_model import p_html as _p

__all__ = ["make_cutthroat_score", "make_next_bid", "make_score", "make_throw_in"]


# ---------------------------------------------------------------- scoring
def _tens(rng: random.Random, low: int, high: int) -> int:
    return 10 * rng.randrange(low // 10, high // 10 + 1)


def _bidder_takes(rng: random.Random, bid: int, meld: int, total: int) -> int:
    """The trick points the bidding side takes: in tens, from 60 short of making the bid to 40
    over it (within 0 to ``total``), so that both made and set rounds come up."""
    low = min(max(0, bid - meld - 60), total)
    return _tens(rng, low, max(low, min(total, bid - meld + 40)))


def _score_question(
    kind: str,
    prompt: str,
    sides: Sequence[str],
    meld: Sequence[int],
    tricks: Sequence[int],
    *,
    players: bool,
    score: RoundScore,
    situation: dict[str, object],
    explanation: str,
    partners: Sequence[str | None] = (),
) -> Question:
    """A "what does each side add" question: ``prompt`` (plain text) over the table of each
    side's meld and trick points, one number field a side; ``players``: the sides are players
    (cutthroat), not teams."""
    rows = [(side, meld[i], tricks[i]) for i, side in enumerate(sides)]
    return Question(
        kind=kind,
        prompt=_p(prompt)
        + words.figures_table_html(rows, players=players)
        + _p(words.score_ask(players=players)),
        form="numbers",
        fields=tuple(
            words.side_adds(side, partners[i] if i < len(partners) else None, person=players)
            for i, side in enumerate(sides)
        ),
        answer=score.deltas,
        answer_words=", ".join(
            f"{side} {delta:+}" for side, delta in zip(sides, score.deltas, strict=True)
        ),
        situation=situation,
        explanation=explanation,
    )


def make_score(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """What does each team add this round? (``RULES.md``, PARTNERSHIP Round score; in a game
    of several opponents, :func:`make_cutthroat_score` in that game.)"""
    if ruleset.several_opponents:
        return replace(make_cutthroat_score(rng, ruleset), kind="score")
    _, names = seat_and_names(ruleset)
    bid = _tens(rng, ruleset.min_bid or 250, 360)
    team = rng.randrange(ruleset.side_count)
    meld = [_tens(rng, 0, 200), _tens(rng, 0, 160)]
    total = ruleset.total_trick_points
    bidding = _bidder_takes(rng, bid, meld[team], total)
    if rng.random() < 0.15:
        bidding = rng.choice([0, 250])
    tricks = [total - bidding] * ruleset.side_count  # two sides: the other takes the rest
    tricks[team] = bidding
    score = score_round(ruleset, bid=bid, bidding_team=team, meld=meld, tricks=tricks)
    sides = range(ruleset.side_count)
    teams = [team_label(t, ruleset.players, names) for t in sides]
    partners = [learner_partner(t, ruleset.players, names) for t in sides]  # "you and Bill"
    return _score_question(
        "score",
        words.score_prompt(teams[team], bid, partners[team]),
        teams,
        meld,
        tricks,
        players=False,
        score=score,
        situation={"bid": bid, "team": team, "meld": tuple(meld), "tricks": tuple(tricks)},
        explanation=score_html(score, totals_id=None, names=names),
        partners=partners,
    )


def make_throw_in(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """May the bidder throw the hand in? (``RULES.md``, PARTNERSHIP Throw-in.)"""
    bid = _tens(rng, ruleset.min_bid or 250, 450)
    meld = max(0, bid - ruleset.total_trick_points + rng.choice([-40, -20, -10, 0, 10, 30]))
    verdict = check_throw_in(bid, meld, ruleset)
    (yes, _yes), (no, _no) = yes_no()
    return Question(
        kind="throw_in",
        prompt=_p(words.throw_in_prompt(CAST[Seat.NORTH], CAST[Seat.SOUTH], bid, meld)),
        form="one",
        choices=words.throw_in_choices(),
        answer=("yes" if verdict.legal else "no",),
        answer_words=yes if verdict.legal else no,
        explanation=_p(text_html(reason_text(verdict.reason, CAST)) + ".", "pl-q-why"),
        situation={"bid": bid, "meld": meld},
    )


# ---------------------------------------------------------------- auction and passing
def make_next_bid(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """Which of these may the player to act do now? (``RULES.md``, PARTNERSHIP Auction.)"""
    _, names = seat_and_names(ruleset)
    while True:
        auction = Auction(Seat(rng.randrange(ruleset.players)), ruleset)
        for _ in range(rng.randrange(0, 6)):
            actions = auction.legal_actions()
            bids = [a for a in actions if isinstance(a, Bid)]
            auction = auction.apply(rng.choice(bids) if rng.random() < 0.7 else actions[-1])
            if auction.is_over:
                break
        if not auction.is_over and auction.to_act is not None:
            break
    seat = auction.to_act
    current = auction.current_bid
    base = current if current is not None else auction.min_bid
    amounts = sorted({base - 10, base, base + 5, base + 10, base + 20, base + 30})
    candidates = [Bid(seat, a) for a in amounts if a > 0] + [Pass(seat)]
    verdicts = [(action, auction.check(action)) for action in candidates]
    history = "".join(f"<li>{text_html(action_words(a, names))}</li>" for a in auction.history)
    dealer = seat_name(auction.dealer, names)
    who = seat_name(seat, names)
    items = "".join(
        f'<li><span class="pl-q-{"ok" if v.legal else "no"}">{"✓" if v.legal else "✗"}</span> '
        f"{text_html(action_words(a, names))}: {text_html(reason_text(v.reason, names))}</li>"
        for a, v in verdicts
    )
    return Question(
        kind="next_bid",
        prompt=_p(words.auction_so_far(dealer))
        + (f'<ol class="pl-q-history">{history}</ol>' if history else _p(words.nobody_spoke()))
        + _p(words.next_bid_ask(who)),
        form="many",
        choices=tuple((words.bid_choice(_amount(a)), _action_key(a)) for a, _ in verdicts),
        answer=tuple(_action_key(a) for a, v in verdicts if v.legal),
        answer_words=", ".join(words.bid_answer(_amount(a)) for a, v in verdicts if v.legal),
        explanation=f'<ul class="pl-q-why">{items}</ul>',
        situation={"history": [str(a) for a in auction.history], "dealer": int(auction.dealer)},
    )


def _amount(action: Bid | Pass) -> int | None:
    return None if isinstance(action, Pass) else action.amount


def _action_key(action: Bid | Pass) -> str:
    return "pass" if isinstance(action, Pass) else str(action.amount)


def make_cutthroat_score(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """What does each player add this round of three-hand cutthroat? (``docs/rules.md``,
    ``#cutthroat.made``, ``#cutthroat.set``, ``#cutthroat.defenders``, ``#cutthroat.no-tricks``.)
    Always THREE_HAND_CUTTHROAT (or the three-player ruleset given): each player a side."""
    rules = ruleset if ruleset.several_opponents else THREE_HAND_CUTTHROAT
    seats = range(rules.players)
    names = CAST[: rules.players]
    bidder = rng.randrange(rules.players)
    bid = _tens(rng, rules.min_bid or 250, 360)
    meld = [_tens(rng, 0, 120) for _ in seats]
    meld[bidder] = _tens(rng, 40, 200)
    total = rules.total_trick_points
    taken = _bidder_takes(rng, bid, meld[bidder], total)
    other = [s for s in seats if s != bidder]
    tricks = [0] * rules.players
    tricks[bidder] = taken
    first = _tens(rng, 0, total - taken) if rng.random() > 0.2 else 0
    tricks[other[0]], tricks[other[1]] = first, total - taken - first
    score = score_round(rules, bid=bid, bidding_team=bidder, meld=meld, tricks=tricks)
    return _score_question(
        "cutthroat_score",
        words.cutthroat_prompt(names[bidder], bid),
        names,
        meld,
        tricks,
        players=True,
        score=score,
        situation={"bid": bid, "bidder": bidder, "meld": tuple(meld), "tricks": tuple(tricks)},
        explanation=cutthroat_score_html(score, names),
    )
