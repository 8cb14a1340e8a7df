"""Sentences for a round's figures that cannot be scored, and for what a deal's trick points are.

The engine gives :class:`~pinochle_learn.figure_checks.FigureProblem` (a code and its
numbers); this module has one function per code (``_SENTENCES``, the pattern of
``render/score_sentences.py``). The sides are named by the caller: "Team 0" / "Player 0" by
default, or a lesson's own names (:class:`~pinochle_learn.render.score_sentences.Side`), with
the verb agreeing ("Bill and You have", "You have", "Lisa has").

Examples
--------
>>> from pinochle_learn.figure_checks import check_figures
>>> from pinochle_learn.render.score_sentences import Side
>>> problems = check_figures(bid=300, bidding_team=0, meld=(95, 60), tricks=(180, 70))
>>> print(figure_sentence(problems[0]))  # doctest: +NORMALIZE_WHITESPACE
Meld points come in tens (every meld is worth a multiple of 10): Team 0 cannot have 95; try 90
or 100.
>>> sides = (Side("Bill and You", plural=True), Side("Lisa and Mike", plural=True))
>>> print(figure_sentence(problems[0], sides))  # doctest: +NORMALIZE_WHITESPACE
Meld points come in tens (every meld is worth a multiple of 10): Bill and You cannot have 95;
try 90 or 100.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..cards import Suit
from ..figure_checks import FigureProblem, FigureWhy
from ..ruleset import Ruleset
from ..seats import standard_sides
from .refusals import reason_text
from .score_sentences import Side, side_of
from .words import rank_noun

__all__ = ["deal_points_text", "figure_sentence", "problems_text"]

Sides = tuple[Side, ...]
"""Each side's name, side 0 first (two, or three in THREE_HAND_CUTTHROAT)."""


def _side_count(players: int) -> int:
    return len(standard_sides(players))


def _side_word(players: int) -> str:
    """ "team" where a side is a partnership, else "player"."""
    return "team" if len(standard_sides(players)[0]) > 1 else "player"


def _added(figures: Iterable[int]) -> str:
    """``"170 + 70 = 240"``: each side's figure and their sum."""
    values = list(figures)
    return f"{' + '.join(str(v) for v in values)} = {sum(values)}"


_WHAT = {
    "meld": "meld points",
    "tricks": "trick points",
    "tricks_won": "tricks won",
    "totals": "game points before the round",
    "bid": "bid",
    "bidding_team": "side that won the auction",
}
_STEPS = {10: "tens", 5: "fives", 2: "twos"}
_WHY_STEP = {
    "meld": "every meld is worth a multiple of {step}",
    "tricks": "every counter and the last trick are worth a multiple of {step}",
}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _raises(p: FigureProblem) -> str:
    return " or ".join(f"+{r}" for r in p.figures)


def _side(p: FigureProblem, sides: Sides) -> Side:
    return sides[p.team or 0]


def _not_whole(p: FigureProblem, sides: Sides) -> str:
    what = f"the {_WHAT.get(p.field, p.field)}"
    if p.team is not None:
        what = f"{what} of {_side(p, sides).name}"
    if not p.token:
        return f"Type {what}: the box is empty."
    return f"{_cap(what)}: {p.token!r} is not a whole number; type one in the digits 0-9."


def _no_auction(p: FigureProblem, sides: Sides) -> str:
    return f"The game {p.token!r} has no auction, so there is no bid to score."


def _bid_rule(p: FigureProblem) -> str:
    return f"the opening bid is {p.limit} and each raise is {_raises(p)}"


def _bid_too_low(p: FigureProblem, sides: Sides) -> str:
    return f"No auction ends at {p.value}: {_bid_rule(p)}, so a bid is at least {p.limit}."


def _bid_too_high(p: FigureProblem, sides: Sides) -> str:
    return f"No auction ends at {p.value}: bids stop at {p.limit}."


def _bid_off_step(p: FigureProblem, sides: Sides) -> str:
    low, step = p.limit, p.step
    below, above = p.nearest or (low, low + step)
    return (
        f"No auction ends at {p.value}: {_bid_rule(p)}, so a bid is {low}, {low + step}, "
        f"{low + 2 * step}, … (try {below} or {above})."
    )


def _not_a_side(p: FigureProblem, sides: Sides) -> str:
    indices = [str(side) for side in range(_side_count(p.players))]
    listed = f"{', '.join(indices[:-1])} and {indices[-1]}"
    return f"{p.token} is not a side: the {_side_word(p.players)}s are {listed}."


def _negative(p: FigureProblem, sides: Sides) -> str:
    s = _side(p, sides)
    return f"{_cap(_WHAT[p.field])} cannot be negative: {s.name} {s.verb('has', 'have')} {p.value}."


def _out_of_range(p: FigureProblem, sides: Sides) -> str:
    s = _side(p, sides)
    has = s.verb("has", "have")
    return f"{_cap(_WHAT[p.field])} stop at {p.limit}: {s.name} {has} {p.value}."


def _off_step(p: FigureProblem, sides: Sides) -> str:
    s = _side(p, sides)
    steps = _STEPS.get(p.step, f"multiples of {p.step}")
    why = _WHY_STEP.get(p.field, "").format(step=p.step)
    because = f" ({why})" if why else ""
    below, above = p.nearest or (0, p.step)
    return (
        f"{_cap(_WHAT[p.field])} come in {steps}{because}: {s.name} cannot have {p.value}; "
        f"try {below} or {above}."
    )


def _tricks_sum(p: FigureProblem, sides: Sides) -> str:
    return f"Trick points must add up to {p.limit}: {_added(p.figures)}."


def _tricks_missing(p: FigureProblem, sides: Sides) -> str:
    return f"Give each {_side_word(p.players)}'s trick points, or say that the hand was thrown in."


def _tricks_thrown_in(p: FigureProblem, sides: Sides) -> str:
    return "A hand thrown in plays no tricks, so it has no trick points."


def _won_sum(p: FigureProblem, sides: Sides) -> str:
    return f"Tricks won must add up to {p.limit}: {_added(p.figures)}."


def _points_without_trick(p: FigureProblem, sides: Sides) -> str:
    s = _side(p, sides)
    return (
        f"{s.name} took no trick but {p.value} trick points: trick points come only with "
        "tricks won."
    )


def _won_needed(p: FigureProblem, sides: Sides) -> str:
    s = _side(p, sides)
    return (
        f"{s.name} took no trick points: under the rule that only a side with no trick at all "
        f"loses its meld, say how many tricks {s.name} took."
    )


def _throw_in_refused(p: FigureProblem, sides: Sides) -> str:
    return f"The hand may not be thrown in: {reason_text(p.reason)}."


_SENTENCES: dict[FigureWhy, Callable[[FigureProblem, Sides], str]] = {
    FigureWhy.NOT_WHOLE: _not_whole,
    FigureWhy.NO_AUCTION: _no_auction,
    FigureWhy.BID_TOO_LOW: _bid_too_low,
    FigureWhy.BID_TOO_HIGH: _bid_too_high,
    FigureWhy.BID_OFF_STEP: _bid_off_step,
    FigureWhy.NOT_A_SIDE: _not_a_side,
    FigureWhy.NEGATIVE: _negative,
    FigureWhy.TOO_HIGH: _out_of_range,
    FigureWhy.TOO_LOW: _out_of_range,
    FigureWhy.OFF_STEP: _off_step,
    FigureWhy.TRICKS_SUM: _tricks_sum,
    FigureWhy.TRICKS_MISSING: _tricks_missing,
    FigureWhy.TRICKS_THROWN_IN: _tricks_thrown_in,
    FigureWhy.WON_SUM: _won_sum,
    FigureWhy.POINTS_WITHOUT_TRICK: _points_without_trick,
    FigureWhy.WON_NEEDED: _won_needed,
    FigureWhy.THROW_IN_REFUSED: _throw_in_refused,
}


def figure_sentence(problem: FigureProblem, sides: Sides | None = None) -> str:
    """Why one figure cannot be a round's, the sides named ``sides`` ("Team 0", "Team 1", or
    "Player 0", "Player 1" in a two-player game, by default)."""
    if sides is None:
        sides = tuple(side_of(t, problem.players) for t in range(_side_count(problem.players)))
    return _SENTENCES[problem.code](problem, sides)


def problems_text(problems: Iterable[object], sides: Sides | None = None) -> str:
    """Every problem's sentence, one after the other (the message of a
    :class:`~pinochle_learn.errors.ScoreError`).

    Examples
    --------
    >>> from pinochle_learn import ScoreError, score_round
    >>> try:
    ...     score_round(bid=255, bidding_team=0, meld=(120, 60), tricks=(180, 60))
    ... except ScoreError as error:
    ...     print(problems_text(error.problems))  # doctest: +NORMALIZE_WHITESPACE
    No auction ends at 255: the opening bid is 250 and each raise is +10 or +20, so a bid is
    250, 260, 270, … (try 250 or 260). Trick points must add up to 250: 180 + 60 = 240.
    """
    return " ".join(figure_sentence(p, sides) for p in problems if isinstance(p, FigureProblem))


def deal_points_text(ruleset: Ruleset) -> str:
    """What a deal's trick points are made of, from the ruleset's counter values.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, TWO_HAND_WIDOW
    >>> print(deal_points_text(PARTNERSHIP))
    a deal holds 250: 8 aces, 8 tens and 8 kings at 10 each, and 10 for the last trick
    >>> print(deal_points_text(TWO_HAND_WIDOW))  # doctest: +NORMALIZE_WHITESPACE
    a deal holds 250: 8 aces at 11, 8 tens at 10, 8 kings at 4, 8 queens at 3, 8 jacks at 2,
    and 10 for the last trick
    >>> from pinochle_learn.ruleset import DOUBLE_DECK
    >>> print(deal_points_text(DOUBLE_DECK))  # four copies in four suits: 16 of each rank
    a deal holds 50: 16 aces, 16 tens and 16 kings at 1 each, and 2 for the last trick
    """
    values: dict[int, list[str]] = {}
    each = ruleset.deck.copies * len(Suit)  # cards of one rank in the deck
    for rank in ruleset.deck.ranks:
        points = ruleset.counter_points[rank]
        if points:
            values.setdefault(points, []).append(f"{each} {rank_noun(rank)}s")
    parts = []
    for points, ranks in values.items():
        listed = ranks[0] if len(ranks) == 1 else f"{', '.join(ranks[:-1])} and {ranks[-1]}"
        parts.append(f"{listed} at {points}{' each' if len(ranks) > 1 else ''}")
    return (
        f"a deal holds {ruleset.total_trick_points}: {', '.join(parts)}, and "
        f"{ruleset.last_trick_points} for the last trick"
    )
