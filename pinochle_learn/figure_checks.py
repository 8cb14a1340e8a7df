"""Whether a round's figures can be scored, as data: each problem a code and its numbers.

:func:`check_figures` takes the figures :func:`~pinochle_learn.scoring.score_round` takes (the
bid, the bidding side, each side's meld, trick points, tricks won and game points before the
round, whether the hand was thrown in) and returns every :class:`FigureProblem` it finds, in
the order of the figures; an empty tuple means the round can be scored. ``score_round`` raises
:class:`~pinochle_learn.errors.ScoreError` carrying these problems, and ``render/`` words them
(``render.figure_sentences``), so a widget shows "Meld points come in tens ..." in its own
players' names and the command line shows the same sentence.

What the rules give (``RULES.md``, each game's Auction, Meld, Counting and Throw-in), all read
from the :class:`~pinochle_learn.ruleset.Ruleset`, never written here:

- a bid is the opening bid (``min_bid``) plus raises (``bid_raises``): 250, 260, 270, ... in
  PARTNERSHIP (raises of 10 or 20), never 255; bids stop at :data:`MAX_GAME_POINTS`;
- meld points are a sum of meld values, so they come in the steps of the meld table (tens in
  every preset: no meld total is 95);
- trick points are counters plus the last trick: each side's come in the steps of the counter
  values (tens in PARTNERSHIP, fives with a stock, ones in the widow game's traditional
  counting) and the two sides' add up to ``total_trick_points`` (250);
- tricks won add up to the round's tricks, and trick points come only with a trick won;
- a throw-in only when the bid is more than the bidding side's meld + ``throw_in_margin``
  (:func:`~pinochle_learn.scoring.check_throw_in`), and then no trick points.

Examples
--------
>>> [p.code.value for p in check_figures(bid=255, bidding_team=0, meld=(95, 60),
...                                      tricks=(180, 60))]
['bid_off_step', 'off_step', 'tricks_sum']
>>> check_figures(bid=300, bidding_team=0, meld=(120, 60), tricks=(180, 70))
()
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from .actions import Phase, Verdict
from .errors import ParseError, ScoreError, shown
from .numbers import parse_whole_number
from .reasons import Reason, Why
from .ruleset import MAX_GAME_POINTS, PARTNERSHIP, Ruleset, ZeroTrickRule, as_ruleset

__all__ = [
    "FigureProblem",
    "FigureWhy",
    "check_figures",
    "meld_step",
    "read_figure",
    "throw_in_verdict",
    "trick_step",
]


class FigureWhy(Enum):
    """The code of a figure that cannot be a round's; ``render.figure_sentences`` words each.

    The parameters each code uses are named (see :class:`FigureProblem`).
    """

    NOT_WHOLE = "not_whole"
    """``field`` of ``team`` holds ``token``, no whole number (``""``: the box is empty)."""
    NO_AUCTION = "no_auction"
    """The game ``token`` (a ruleset's name) has no auction, so no bid to score."""
    BID_TOO_LOW = "bid_too_low"
    """The bid ``value`` is under the opening bid ``limit``; ``figures`` are the raises."""
    BID_TOO_HIGH = "bid_too_high"
    """The bid ``value`` is over ``limit``, where every auction stops."""
    BID_OFF_STEP = "bid_off_step"
    """No auction ends at ``value``: bids open at ``limit`` and rise by ``figures`` (the
    raises), so they go in steps of ``step``; the nearest bids are ``nearest``."""
    NOT_A_SIDE = "not_a_side"
    """``token`` is no side: the sides are 0 and 1 (``limit``: the players)."""
    NEGATIVE = "negative"
    """``field`` of ``team`` is ``value``, below 0."""
    TOO_HIGH = "too_high"
    """``field`` of ``team`` is ``value``, above ``limit``."""
    TOO_LOW = "too_low"
    """``field`` of ``team`` is ``value``, below ``limit`` (the totals before the round)."""
    OFF_STEP = "off_step"
    """``field`` (meld or trick points) of ``team`` is ``value``, which is no sum of this
    game's values: they come in steps of ``step``; the nearest figures are ``nearest``."""
    TRICKS_SUM = "tricks_sum"
    """The trick points ``figures`` add up to their sum, not to ``limit``, the deal's total."""
    TRICKS_MISSING = "tricks_missing"
    """The hand was played but no trick points were given."""
    TRICKS_THROWN_IN = "tricks_thrown_in"
    """The hand was thrown in, yet trick points ``figures`` were given."""
    WON_SUM = "won_sum"
    """The tricks won ``figures`` add up to their sum, not to ``limit``, the round's tricks."""
    POINTS_WITHOUT_TRICK = "points_without_trick"
    """``team`` took no trick but ``value`` trick points."""
    WON_NEEDED = "won_needed"
    """``team`` has no trick points; under ``ZeroTrickRule.TRICKS`` the tricks won decide."""
    THROW_IN_REFUSED = "throw_in_refused"
    """The hand may not be thrown in: ``reason`` is the throw-in verdict's
    (:attr:`Why.MUST_PLAY <pinochle_learn.reasons.Why.MUST_PLAY>` with the sums, or
    :attr:`Why.NO_THROW_IN <pinochle_learn.reasons.Why.NO_THROW_IN>`)."""


@dataclass(frozen=True)
class FigureProblem:
    """One reason why a round's figures cannot be scored, as data (a :class:`FigureWhy` code).

    Attributes
    ----------
    code
        :class:`FigureWhy`.
    field
        The argument of :func:`~pinochle_learn.scoring.score_round` it is about: ``"bid"``,
        ``"bidding_team"``, ``"meld"``, ``"tricks"``, ``"tricks_won"``, ``"totals"``,
        ``"thrown_in"``.
    team
        The side the figure belongs to (0 or 1), ``None`` for a figure of the round.
    value
        The figure refused.
    limit, step
        The bound or total the rule gives; the step figures come in.
    figures
        The numbers the rule names (each code says which).
    nearest
        The nearest figures that the rule allows, below and above ``value``.
    reason
        The throw-in verdict's :class:`~pinochle_learn.reasons.Reason` (``THROW_IN_REFUSED``).
    token
        Text quoted as it was given (``NOT_WHOLE``, ``NOT_A_SIDE``, ``NO_AUCTION``).
    players
        Players in the game (4: sides are teams; 2: players).
    """

    code: FigureWhy
    field: str
    team: int | None = None
    value: int | None = None
    limit: int = 0
    step: int = 0
    figures: tuple[int, ...] = ()
    nearest: tuple[int, int] | None = None
    reason: Reason | None = None
    token: str = ""
    players: int = 4


def meld_step(ruleset: Ruleset) -> int:
    """The step meld points come in: the greatest common divisor of the meld table (10 in
    every preset), 0 when there is no meld.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_WIDOW
    >>> meld_step(PARTNERSHIP), meld_step(TWO_HAND_WIDOW)
    (10, 10)
    """
    return math.gcd(*ruleset.meld_points.values())


def trick_step(ruleset: Ruleset) -> int:
    """The step trick points come in: the greatest common divisor of the counter values and
    the last trick's (PARTNERSHIP 10, TWO_HAND_STOCK 5, TWO_HAND_WIDOW 1).

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_STOCK, TWO_HAND_WIDOW
    >>> trick_step(PARTNERSHIP), trick_step(TWO_HAND_STOCK), trick_step(TWO_HAND_WIDOW)
    (10, 5, 1)
    """
    return math.gcd(*ruleset.counter_points.values(), ruleset.last_trick_points)


def read_figure(text: str, field: str, team: int | None = None) -> int | FigureProblem:
    """A figure typed in a box: the whole number, or the ``NOT_WHOLE`` problem naming it.

    Examples
    --------
    >>> read_figure(" 95 ", "meld", 0)
    95
    >>> read_figure("9.5", "meld", 0).code.value, read_figure("", "bid").token
    ('not_whole', '')
    """
    try:
        return parse_whole_number(
            text, name="", low=-10 * MAX_GAME_POINTS, high=10 * MAX_GAME_POINTS
        )
    except ParseError:
        return FigureProblem(FigureWhy.NOT_WHOLE, field, team, token=text.strip())


def throw_in_verdict(bid: int, bidding_team_meld: int, ruleset: Ruleset) -> Verdict:
    """May the bid winner throw the hand in (``RULES.md``, PARTNERSHIP Throw-in)? Only when the
    bid exceeds the bidding side's meld by **more than** ``ruleset.throw_in_margin``; a game
    without a margin has no throw-in. (:func:`~pinochle_learn.scoring.check_throw_in`.)"""
    reason = _throw_in_reason(bid, bidding_team_meld, ruleset)
    return Verdict(reason.code is Why.MAY_THROW_IN, reason, Phase.THROW_IN)


def _throw_in_reason(bid: int, meld: int, ruleset: Ruleset) -> Reason:
    margin = ruleset.throw_in_margin
    if margin is None:
        return Reason(Why.NO_THROW_IN, token=ruleset.name)
    limit = meld + margin
    code = Why.MAY_THROW_IN if bid > limit else Why.MUST_PLAY
    return Reason(code, bid=bid, figures=(meld, margin, limit))


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _pair(name: str, values: object, sides: int = PARTNERSHIP.side_count) -> tuple[int, ...]:
    """One whole number per side, side 0's first (a wrong shape is a programming error)."""
    want = (
        "two whole numbers, team 0's then team 1's"
        if sides == PARTNERSHIP.side_count
        else (f"{sides} whole numbers, one per side, side 0's first")
    )
    if isinstance(values, (str, bytes)) or not isinstance(values, Sequence):
        from .errors import InputTypeError

        raise InputTypeError(f"{name}={shown(values)}: give {want}")
    items = tuple(values)
    if len(items) != sides or not all(_whole(v) for v in items):
        raise ScoreError(f"{name}={shown(values)}: give {want}")
    return items


def _nearest(value: int, base: int, step: int) -> tuple[int, int]:
    below = value - (value - base) % step
    return (below, below + step)


def _pair_problems(
    field: str, values: tuple[int, ...], players: int, *, low: int, step: int = 0
) -> list[FigureProblem]:
    found = []
    for team, value in enumerate(values):
        if value < low:
            code = FigureWhy.NEGATIVE if low == 0 else FigureWhy.TOO_LOW
            found.append(FigureProblem(code, field, team, value, limit=low, players=players))
        elif value > MAX_GAME_POINTS:
            found.append(
                FigureProblem(
                    FigureWhy.TOO_HIGH, field, team, value, limit=MAX_GAME_POINTS, players=players
                )
            )
        elif step > 1 and value % step:
            found.append(
                FigureProblem(
                    FigureWhy.OFF_STEP,
                    field,
                    team,
                    value,
                    step=step,
                    nearest=_nearest(value, 0, step),
                    players=players,
                )
            )
    return found


def _bid_problems(bid: object, ruleset: Ruleset) -> list[FigureProblem]:
    low = ruleset.min_bid or 0
    raises = ruleset.bid_raises
    if isinstance(bid, bool) or not isinstance(bid, int):
        return [FigureProblem(FigureWhy.NOT_WHOLE, "bid", token=shown(bid))]
    if bid < low:
        return [FigureProblem(FigureWhy.BID_TOO_LOW, "bid", value=bid, limit=low, figures=raises)]
    if bid > MAX_GAME_POINTS:
        return [FigureProblem(FigureWhy.BID_TOO_HIGH, "bid", value=bid, limit=MAX_GAME_POINTS)]
    step = math.gcd(*raises)
    if (bid - low) % step:
        nearest = _nearest(bid, low, step)
        return [
            FigureProblem(
                FigureWhy.BID_OFF_STEP,
                "bid",
                value=bid,
                limit=low,
                step=step,
                figures=raises,
                nearest=nearest,
            )
        ]
    return []


def check_figures(
    ruleset: Ruleset | str = PARTNERSHIP,
    *,
    bid: int,
    bidding_team: int,
    meld: Sequence[int],
    tricks: Sequence[int] | None = None,
    totals: Sequence[int] | None = None,
    thrown_in: bool | None = None,
    tricks_won: Sequence[int] | None = None,
) -> tuple[FigureProblem, ...]:
    """Every reason why these figures cannot be a round of ``ruleset``, in the order of the
    figures; ``()`` when :func:`~pinochle_learn.scoring.score_round` can score them.

    Parameters are those of :func:`~pinochle_learn.scoring.score_round` (``thrown_in``
    defaults to ``tricks is None``).

    Raises
    ------
    ScoreError, InputTypeError
        A pair that is not two whole numbers (a programming error, not a figure).

    Examples
    --------
    >>> [p.code.value for p in check_figures(bid=300, bidding_team=0, meld=(50, 60),
    ...                                      thrown_in=True)]
    ['throw_in_refused']
    >>> p = check_figures(bid=300, bidding_team=0, meld=(120, 60), tricks=(185, 65))[0]
    >>> p.code.value, p.field, p.team, p.value, p.step, p.nearest
    ('off_step', 'tricks', 0, 185, 10, (180, 190))
    """
    ruleset = as_ruleset(ruleset)
    players = ruleset.players
    if totals is None:
        totals = (0,) * ruleset.side_count
    if ruleset.min_bid is None:
        return (FigureProblem(FigureWhy.NO_AUCTION, "bid", token=ruleset.name, players=players),)
    found = _bid_problems(bid, ruleset)
    sides = ruleset.side_count
    side_ok = _whole(bidding_team) and bidding_team in range(sides)
    if not side_ok:
        found.append(
            FigureProblem(
                FigureWhy.NOT_A_SIDE, "bidding_team", token=shown(bidding_team), players=players
            )
        )
    melds = _pair("meld", meld, sides)
    meld_found = _pair_problems("meld", melds, players, low=0, step=meld_step(ruleset))
    found += meld_found
    if thrown_in is None:
        thrown_in = tricks is None
    if thrown_in:
        if tricks is not None:
            figures = _pair("tricks", tricks, sides)
            found.append(
                FigureProblem(
                    FigureWhy.TRICKS_THROWN_IN, "tricks", figures=figures, players=players
                )
            )
    elif tricks is None:
        found.append(FigureProblem(FigureWhy.TRICKS_MISSING, "tricks", players=players))
    else:
        points = _pair("tricks", tricks, sides)
        found += _trick_problems(points, tricks_won, ruleset, bidding_team)
    before = _pair("totals", totals, sides)
    found += _pair_problems("totals", before, players, low=-MAX_GAME_POINTS)
    bidder_meld_ok = side_ok and not any(p.team == bidding_team for p in meld_found)
    if thrown_in and not any(p.field == "bid" for p in found) and bidder_meld_ok:
        reason = _throw_in_reason(bid, melds[bidding_team], ruleset)
        if reason.code is not Why.MAY_THROW_IN:
            found.append(
                FigureProblem(
                    FigureWhy.THROW_IN_REFUSED,
                    "thrown_in",
                    bidding_team,
                    bid,
                    reason=reason,
                    players=players,
                )
            )
    return tuple(found)


def _trick_problems(
    points: tuple[int, ...],
    tricks_won: Sequence[int] | None,
    ruleset: Ruleset,
    bidding_team: object = None,
) -> list[FigureProblem]:
    players = ruleset.players
    sides = ruleset.side_count
    found = _pair_problems("tricks", points, players, low=0, step=trick_step(ruleset))
    total = ruleset.total_trick_points
    if sum(points) != total and not any(p.code is FigureWhy.NEGATIVE for p in found):
        found.append(
            FigureProblem(
                FigureWhy.TRICKS_SUM, "tricks", limit=total, figures=points, players=players
            )
        )
    if found:
        return found
    if tricks_won is None:
        if ruleset.zero_trick_rule is ZeroTrickRule.TRICKS:
            found += [
                FigureProblem(FigureWhy.WON_NEEDED, "tricks_won", team, players=players)
                for team in range(sides)
                if points[team] == 0
            ]
        return found
    won = _pair("tricks_won", tricks_won, sides)
    found += [
        FigureProblem(FigureWhy.NEGATIVE, "tricks_won", team, value, players=players)
        for team, value in enumerate(won)
        if value < 0
    ]
    rounds = ruleset.tricks_per_round
    if not found and sum(won) != rounds:
        found.append(
            FigureProblem(
                FigureWhy.WON_SUM, "tricks_won", limit=rounds, figures=won, players=players
            )
        )
    if not found:
        found += [
            FigureProblem(
                FigureWhy.POINTS_WITHOUT_TRICK, "tricks_won", team, points[team], players=players
            )
            for team in range(sides)
            if won[team] == 0
            and points[team] > 0
            # the bid winner's buried cards count as trick points won without a trick
            and not (ruleset.kitty and team == bidding_team)
        ]
    return found
