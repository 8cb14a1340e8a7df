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

from ..cards import Rank, Suit
from ..figure_checks import FigureProblem, FigureWhy
from ..ruleset import Ruleset
from ..seats import standard_sides
from .i18n import N_, _, ngettext, pgettext
from .person import listed
from .refusals import reason_text
from .score_sentences import Side, side_of

__all__ = ["deal_points_text", "figure_sentence", "problems_text"]

Sides = tuple[Side, ...]
"""Each side's name, side 0 first (two, or three in THREE_HAND_CUTTHROAT)."""


def _side_count(players: int) -> int:
    return len(standard_sides(players))


def _teams(players: int) -> bool:
    """Is a side a partnership (a "team"), rather than one player?"""
    return len(standard_sides(players)[0]) > 1


def _added(figures: Iterable[int]) -> str:
    """``"170 + 70 = 240"``: each side's figure and their sum."""
    values = list(figures)
    return f"{' + '.join(str(v) for v in values)} = {sum(values)}"


_WHAT = {
    "meld": N_("meld points"),
    "tricks": N_("trick points"),
    "tricks_won": N_("tricks won"),
    "totals": N_("game points before the round"),
    "bid": N_("bid"),
    "bidding_team": N_("side that won the auction"),
}
_STEPS = {10: N_("tens"), 5: N_("fives"), 2: N_("twos")}
_WHY_STEP = {
    "meld": N_("every meld is worth a multiple of {step}"),
    "tricks": N_("every counter and the last trick are worth a multiple of {step}"),
}


def _what(field: str) -> str:
    """The figure a field holds, in words (an unknown field by its own name)."""
    return _(_WHAT[field]) if field in _WHAT else field


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _raises(p: FigureProblem) -> str:
    or_text = _("or")
    return f" {or_text} ".join(f"+{r}" for r in p.figures)


def _side(p: FigureProblem, sides: Sides) -> Side:
    return sides[p.team or 0]


def _not_whole(p: FigureProblem, sides: Sides) -> str:
    what, named = _what(p.field), p.team is not None
    side = _side(p, sides) if named else Side("")
    if side.partner is not None:  # "of Bill and You": Italian "tuoi e di Bill", not "di Tu e Bill"
        text = (
            pgettext(
                "side: you and partner", "Type the {what} of {partner} and You: the box is empty."
            )
            if not p.token
            else pgettext(
                "side: you and partner",
                "The {what} of {partner} and You: {token} is not a whole number; type one in the "
                "digits 0-9.",
            )
        )
    elif not p.token:
        text = (
            _("Type the {what} of {side}: the box is empty.")
            if named
            else _("Type the {what}: the box is empty.")
        )
    else:
        text = (
            _("The {what} of {side}: {token} is not a whole number; type one in the digits 0-9.")
            if named
            else _("The {what}: {token} is not a whole number; type one in the digits 0-9.")
        )
    return text.format(what=what, side=side.name, partner=side.partner, token=repr(p.token))


def _no_auction(p: FigureProblem, sides: Sides) -> str:
    return _("The game {game} has no auction, so there is no bid to score.").format(
        game=repr(p.token)
    )


def _bid_too_low(p: FigureProblem, sides: Sides) -> str:
    return _(
        "No auction ends at {value}: the opening bid is {opening} and each raise is {raises}, "
        "so a bid is at least {opening}."
    ).format(value=p.value, opening=p.limit, raises=_raises(p))


def _bid_too_high(p: FigureProblem, sides: Sides) -> str:
    return _("No auction ends at {value}: bids stop at {limit}.").format(
        value=p.value, limit=p.limit
    )


def _bid_off_step(p: FigureProblem, sides: Sides) -> str:
    low, step = p.limit, p.step
    below, above = p.nearest or (low, low + step)
    return _(
        "No auction ends at {value}: the opening bid is {opening} and each raise is {raises}, "
        "so a bid is {opening}, {second}, {third}, … (try {below} or {above})."
    ).format(
        value=p.value,
        opening=low,
        raises=_raises(p),
        second=low + step,
        third=low + 2 * step,
        below=below,
        above=above,
    )


def _not_a_side(p: FigureProblem, sides: Sides) -> str:
    indices = listed([str(side) for side in range(_side_count(p.players))], _("and"))
    text = (
        _("{token} is not a side: the teams are {sides}.")
        if _teams(p.players)
        else _("{token} is not a side: the players are {sides}.")
    )
    return text.format(token=p.token, sides=indices)


def _negative(p: FigureProblem, sides: Sides) -> str:
    s = _side(p, sides)
    return s.pick(
        pgettext("side: you", "{what} cannot be negative: {name} have {value}."),
        pgettext(
            "side: you and partner", "{what} cannot be negative: you and {partner} have {value}."
        ),
        pgettext("side: team", "{what} cannot be negative: {name} has {value}."),
        pgettext("side: players", "{what} cannot be negative: {name} have {value}."),
        pgettext("side: player", "{what} cannot be negative: {name} has {value}."),
    ).format(what=_cap(_what(p.field)), name=s.name, value=p.value, partner=s.partner)


def _out_of_range(p: FigureProblem, sides: Sides) -> str:
    s = _side(p, sides)
    return s.pick(
        pgettext("side: you", "{what} stop at {limit}: {name} have {value}."),
        pgettext(
            "side: you and partner", "{what} stop at {limit}: you and {partner} have {value}."
        ),
        pgettext("side: team", "{what} stop at {limit}: {name} has {value}."),
        pgettext("side: players", "{what} stop at {limit}: {name} have {value}."),
        pgettext("side: player", "{what} stop at {limit}: {name} has {value}."),
    ).format(
        what=_cap(_what(p.field)), limit=p.limit, name=s.name, value=p.value, partner=s.partner
    )


def _off_step_text(s: Side, why: bool) -> str:
    """The sentence of a figure off its step, agreeing with the side (:meth:`Side.pick`)."""
    if why:
        return s.pick(
            pgettext(
                "side: you",
                "{what} come in {steps} ({why}): {name} cannot have {value}; try {below} or "
                "{above}.",
            ),
            pgettext(
                "side: you and partner",
                "{what} come in {steps} ({why}): you and {partner} cannot have {value}; try "
                "{below} or {above}.",
            ),
            pgettext(
                "side: team",
                "{what} come in {steps} ({why}): {name} cannot have {value}; try {below} or "
                "{above}.",
            ),
            pgettext(
                "side: players",
                "{what} come in {steps} ({why}): {name} cannot have {value}; try {below} or "
                "{above}.",
            ),
            pgettext(
                "side: player",
                "{what} come in {steps} ({why}): {name} cannot have {value}; try {below} or "
                "{above}.",
            ),
        )
    return s.pick(
        pgettext(
            "side: you",
            "{what} come in {steps}: {name} cannot have {value}; try {below} or {above}.",
        ),
        pgettext(
            "side: you and partner",
            "{what} come in {steps}: you and {partner} cannot have {value}; try {below} or "
            "{above}.",
        ),
        pgettext(
            "side: team",
            "{what} come in {steps}: {name} cannot have {value}; try {below} or {above}.",
        ),
        pgettext(
            "side: players",
            "{what} come in {steps}: {name} cannot have {value}; try {below} or {above}.",
        ),
        pgettext(
            "side: player",
            "{what} come in {steps}: {name} cannot have {value}; try {below} or {above}.",
        ),
    )


def _off_step(p: FigureProblem, sides: Sides) -> str:
    s = _side(p, sides)
    steps = _(_STEPS[p.step]) if p.step in _STEPS else _("multiples of {step}").format(step=p.step)
    below, above = p.nearest or (0, p.step)
    return _off_step_text(s, p.field in _WHY_STEP).format(
        what=_cap(_what(p.field)),
        steps=steps,
        why=_(_WHY_STEP.get(p.field, "")).format(step=p.step) if p.field in _WHY_STEP else "",
        name=s.name,
        partner=s.partner,
        value=p.value,
        below=below,
        above=above,
    )


def _tricks_sum(p: FigureProblem, sides: Sides) -> str:
    return _("Trick points must add up to {total}: {sums}.").format(
        total=p.limit, sums=_added(p.figures)
    )


def _tricks_missing(p: FigureProblem, sides: Sides) -> str:
    if _teams(p.players):
        return _("Give each team's trick points, or say that the hand was thrown in.")
    return _("Give each player's trick points, or say that the hand was thrown in.")


def _tricks_thrown_in(p: FigureProblem, sides: Sides) -> str:
    return _("A hand thrown in plays no tricks, so it has no trick points.")


def _won_sum(p: FigureProblem, sides: Sides) -> str:
    return _("Tricks won must add up to {total}: {sums}.").format(
        total=p.limit, sums=_added(p.figures)
    )


def _points_without_trick(p: FigureProblem, sides: Sides) -> str:
    s = _side(p, sides)
    return s.pick(
        pgettext(
            "side: you",
            "{name} took no trick but {points} trick points: trick points come only with "
            "tricks won.",
        ),
        pgettext(
            "side: you and partner",
            "You and {partner} took no trick but {points} trick points: trick points come only "
            "with tricks won.",
        ),
        pgettext(
            "side: team",
            "{name} took no trick but {points} trick points: trick points come only with "
            "tricks won.",
        ),
        pgettext(
            "side: players",
            "{name} took no trick but {points} trick points: trick points come only with "
            "tricks won.",
        ),
        pgettext(
            "side: player",
            "{name} took no trick but {points} trick points: trick points come only with "
            "tricks won.",
        ),
    ).format(name=s.name, partner=s.partner, points=p.value)


def _won_needed(p: FigureProblem, sides: Sides) -> str:
    s = _side(p, sides)
    return s.pick(
        pgettext(
            "side: you",
            "{name} took no trick points: under the rule that only a side with no trick at all "
            "loses its meld, say how many tricks you took.",
        ),
        pgettext(
            "side: you and partner",
            "You and {partner} took no trick points: under the rule that only a side with no "
            "trick at all loses its meld, say how many tricks you took.",
        ),
        pgettext(
            "side: team",
            "{name} took no trick points: under the rule that only a side with no trick at all "
            "loses its meld, say how many tricks {name} took.",
        ),
        pgettext(
            "side: players",
            "{name} took no trick points: under the rule that only a side with no trick at all "
            "loses its meld, say how many tricks {name} took.",
        ),
        pgettext(
            "side: player",
            "{name} took no trick points: under the rule that only a side with no trick at all "
            "loses its meld, say how many tricks {name} took.",
        ),
    ).format(name=s.name, partner=s.partner)


def _throw_in_refused(p: FigureProblem, sides: Sides) -> str:
    return _("The hand may not be thrown in: {reason}.").format(reason=reason_text(p.reason))


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
            values.setdefault(points, []).append(_rank_count(rank, each))
    parts = []
    for points, ranks in values.items():
        if len(ranks) == 1:
            parts.append(_("{cards} at {points}").format(cards=ranks[0], points=points))
        else:
            cards = listed(ranks, _("and"))
            parts.append(_("{cards} at {points} each").format(cards=cards, points=points))
    return _("a deal holds {total}: {counters}, and {last} for the last trick").format(
        total=ruleset.total_trick_points, counters=", ".join(parts), last=ruleset.last_trick_points
    )


def _rank_count(rank: Rank, count: int) -> str:
    """``"8 aces"``: ``count`` cards of ``rank``."""
    words = {
        Rank.ACE: ngettext("{count} ace", "{count} aces", count),
        Rank.TEN: ngettext("{count} ten", "{count} tens", count),
        Rank.KING: ngettext("{count} king", "{count} kings", count),
        Rank.QUEEN: ngettext("{count} queen", "{count} queens", count),
        Rank.JACK: ngettext("{count} jack", "{count} jacks", count),
        Rank.NINE: ngettext("{count} nine", "{count} nines", count),
    }
    return words[rank].format(count=count)
