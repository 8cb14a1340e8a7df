"""Why the computer chose its action, in a sentence (:mod:`pinochle_learn.levels`).

One sentence function per :class:`~pinochle_learn.levels.LevelWhy` code, in :data:`SENTENCES`
(``tests/unit/test_levels.py`` checks every code has one). The subject is the computer seat,
"it"; cards as ``10♠``; points in the counting of the game being played.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..levels import Decision, LevelReason, LevelWhy
from ..seats import Seat
from .i18n import _, ngettext, pgettext
from .markup import text_html
from .words import ruleset_title, seat_label

__all__ = [
    "SENTENCES",
    "decision_text",
    "level_chooser_words",
    "level_label",
    "reason_lines",
    "reason_text",
    "seat_results_lines",
    "thinking_html",
]


def _seconds(values: Mapping[str, Any]) -> str:
    """The safety net's seconds (none when the work alone bounded the decision)."""
    budget = values.get("budget")
    return "" if budget is None else f"{float(budget):g}"


def _exact(values: Mapping[str, Any]) -> str:
    return ngettext(
        "It plays the {card}: with best play from here its side takes {points} of the {left} "
        "point left.",
        "It plays the {card}: with best play from here its side takes {points} of the {left} "
        "points left.",
        int(values["left"]),
    ).format(card=values["card"].label, points=values["points"], left=values["left"])


def _estimated(values: Mapping[str, Any]) -> str:
    if values.get("out_of_time"):
        sentence = _(
            "It plays the {card}: the position is known but did not solve within its "
            "{seconds}-second budget, so each card was played out by simple rules to the last "
            "{tail} tricks, solved exactly; with this one its side takes about {points} of the "
            "{left} points left."
        )
    else:
        sentence = _(
            "It plays the {card}: the position is known but too big to solve in time, so each "
            "card was played out by simple rules to the last {tail} tricks, solved exactly; "
            "with this one its side takes about {points} of the {left} points left."
        )
    return sentence.format(
        card=values["card"].label,
        seconds=_seconds(values),
        tail=values["tail"],
        points=values["points"],
        left=values["left"],
    )


def _sampled(values: Mapping[str, Any]) -> str:
    deals = int(values["deals"])
    if values.get("out_of_time"):
        sentence = ngettext(
            "It plays the {card}: its {seconds}-second budget ran out after {deals} sampled "
            "deal of the hidden cards; this card did best in {best} of them, taking {points} "
            "points on average.",
            "It plays the {card}: its {seconds}-second budget ran out after {deals} sampled "
            "deals of the hidden cards; this card did best in {best} of them, taking {points} "
            "points on average.",
            deals,
        )
    else:
        sentence = ngettext(
            "It plays the {card}: in {best} of the {deals} deal of the hidden cards it sampled "
            "and solved, this card did best, taking {points} points on average.",
            "It plays the {card}: in {best} of the {deals} deals of the hidden cards it sampled "
            "and solved, this card did best, taking {points} points on average.",
            deals,
        )
    return sentence.format(
        card=values["card"].label,
        seconds=_seconds(values),
        deals=deals,
        best=values["best_in"],
        points=values["points"],
    )


SENTENCES: dict[LevelWhy, Callable[[Mapping[str, Any]], str]] = {
    LevelWhy.LEARNER: lambda values: _("It follows the learner level's few plain rules."),
    LevelWhy.LIKE_LEARNER: lambda values: _(
        "The strong level plays this step like the learner level for now."
    ),
    LevelWhy.NOT_SOLVED: lambda values: _(
        "The strong level plays {game} like the learner level: the solver does not take this game."
    ).format(game=ruleset_title(str(values["game"]))),
    LevelWhy.ONLY_CARD: lambda values: _("It plays the {card}: its only legal card.").format(
        card=values["card"].label
    ),
    LevelWhy.EXACT: _exact,
    LevelWhy.ESTIMATED: _estimated,
    LevelWhy.SAMPLED: _sampled,
}
"""The sentence of each code, filled with the reason's values."""


def reason_text(reason: LevelReason) -> str:
    """The sentence of a decision's reason, in the current language.

    Examples
    --------
    >>> from pinochle_learn import Card
    >>> from pinochle_learn.render.i18n import speaking
    >>> reason = LevelReason(LevelWhy.SAMPLED, {"card": Card.parse("S10"), "deals": 30,
    ...     "best_in": 24, "points": 62, "left": 130, "out_of_time": False, "budget": 1.0})
    >>> with speaking("en"):
    ...     text = reason_text(reason)
    >>> text[:66]
    'It plays the 10♠: in 24 of the 30 deals of the hidden cards it sam'
    >>> text[66:]
    'pled and solved, this card did best, taking 62 points on average.'
    """
    return SENTENCES[reason.code](reason.values)


def decision_text(decision: Decision) -> str:
    """:func:`reason_text` of a :class:`~pinochle_learn.levels.Decision`."""
    return reason_text(decision.reason)


def level_label(level: str) -> str:
    """The name of a computer level (:data:`~pinochle_learn.levels.LEVELS`) on the table's
    chooser: ``"Learner"``, ``"Strong"``.

    Raises
    ------
    KeyError
        ``level`` is none of the levels.

    >>> level_label("strong")
    'Strong'
    """
    labels = {
        "learner": pgettext("a level of the computer players", "Learner"),
        "strong": pgettext("a level of the computer players", "Strong"),
    }
    return labels[level]


def level_chooser_words() -> tuple[str, str]:
    """The table's level chooser: its label and its tooltip."""
    return (
        _("Computer"),
        _(
            "How the computer players play. Learner: a few plain rules. Strong: in the tricks "
            "it works out its card by solving deals of the cards it cannot see, and says why."
        ),
    )


def thinking_html(element_id: str) -> str:
    """ "The computer is thinking" under a table, while a strong card is worked out: shown
    only when it takes more than a moment (``pl-thinking``: CSS fades it in after 0.3 s).

    >>> thinking_html("pl-round-thinking")[:60]
    '<div class="pl-thinking" id="pl-round-thinking" role="status'
    """
    text = _("The computer is thinking…")
    return (
        f'<div class="pl-thinking" id="{text_html(element_id)}" role="status">'
        f"{text_html(text)}</div>"
    )


def reason_lines(reasons: Sequence[LevelReason | None]) -> list[str | None]:
    """The sentence to show under each computer action of a table's log, one per reason:
    ``None`` for a learner's action, a learner-level move (its rules are the lesson's) and a
    sentence already said above in the same log (the strong level's "like the learner" for
    each bid of an auction is said once).

    >>> from pinochle_learn.levels import LevelReason, LevelWhy
    >>> same = LevelReason(LevelWhy.LIKE_LEARNER, {"phase": "AUCTION"})
    >>> [line is None for line in reason_lines([None, same, same, LevelReason(LevelWhy.LEARNER)])]
    [True, False, True, True]
    """
    said: set[str] = set()
    out: list[str | None] = []
    for reason in reasons:
        if reason is None or reason.code is LevelWhy.LEARNER:
            out.append(None)
            continue
        text = reason_text(reason)
        out.append(None if text in said else text)
        said.add(text)
    return out


def seat_results_lines(levels: Mapping[Seat, str], totals: Mapping[Seat, int]) -> list[str]:
    """The lines of ``pinochle-learn simulate`` for each seat of ``totals`` (in its order):
    the seat, its computer level (``levels``; a seat not named plays learner) and the game
    points its side scored over the run (partners show the same number), after a heading.

    >>> from pinochle_learn.seats import Seat
    >>> for line in seat_results_lines({Seat.EAST: "strong"}, {Seat.NORTH: -30, Seat.EAST: 1}):
    ...     print(line)
    each seat, its level and its side's game points:
      North (Learner): -30 game points
      East (Strong): 1 game point
    """
    lines = [_("each seat, its level and its side's game points:")]
    for seat, points in totals.items():
        line = ngettext(
            "{seat} ({level}): {points} game point",
            "{seat} ({level}): {points} game points",
            abs(points),
        ).format(
            seat=seat_label(seat), level=level_label(levels.get(seat, "learner")), points=points
        )
        lines.append(f"  {line}")
    return lines
