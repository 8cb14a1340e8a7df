"""Players' names: seat names and side names, and which name is the learner's.

Standard library only. Lessons name the seats (``("Bill", "Lisa", "You", "Mike")``) and call
the learner's seat "You" (the round table says "South (you)"). Sentences are made in the
``*_sentences`` modules from the engine's codes, with the grammatical person chosen by
:class:`~pinochle_learn.render.person.Person` (built on :func:`seat_name` and
:func:`is_learner`); nothing rewrites English afterwards.

Examples
--------
>>> seat_name(1, ("Bill", "Lisa", "You", "Mike")), agree("You", "deals", "deal")
('Lisa', 'You deal')
"""

from __future__ import annotations

from collections.abc import Sequence

from ..seats import standard_sides
from .i18n import _
from .words import seat_label

__all__ = [
    "CAST",
    "STOCK_OPPONENT",
    "WIDOW_OPPONENT",
    "agree",
    "is_learner",
    "is_you",
    "learner_partner",
    "partnered",
    "seat_name",
    "shown_names",
    "side_label",
    "team_label",
]

CAST = ("Bill", "Lisa", "You", "Mike")
"""The course's one cast, by seat (North, East, South, West): the learner is You, South; Bill,
North, is your partner; Lisa (East) and Mike (West) play against you. Every lesson, calculator
and self-check of the four-hand game names the seats so; the index says it once. A three-hand
table (THREE_HAND_CUTTHROAT: North, East, South) seats the first three, ``CAST[:3]``: Bill,
Lisa and You, each for themselves."""

STOCK_OPPONENT = "Bill"
"""Whom You play against in two-hand pinochle with a stock."""

WIDOW_OPPONENT = "Lisa"
"""Whom You play against in two-hand pinochle built from a widow."""


def partnered(players: int) -> bool:
    """Are the sides partnerships (more than one seat a side) at a table of ``players``?

    Examples
    --------
    >>> partnered(4), partnered(3), partnered(2)
    (True, False, False)
    """
    return len(standard_sides(players)[0]) > 1


def seat_name(seat: int, names: Sequence[str] | None = None) -> str:
    """The name shown for a seat index: ``names[seat]`` if given, else ``"North"`` etc.

    Examples
    --------
    >>> seat_name(2), seat_name(2, ("Bill", "Lisa", "You", "Mike"))
    ('South', 'You')
    """
    if names is not None and seat < len(names):
        name = names[seat]
        return _("You") if name == "You" else name
    return seat_label(seat)


def team_label(team: int, players: int, names: Sequence[str] | None = None) -> str:
    """A side's name: ``"North–South"``, or ``"Bill and You"`` with names; one name for two players.

    Examples
    --------
    >>> team_label(1, 4), team_label(0, 4, ("Bill", "Lisa", "You", "Mike")), team_label(1, 2)
    ('East–West', 'Bill and You', 'East')
    >>> team_label(2, 3), team_label(1, 3, CAST)
    ('South', 'Lisa')
    """
    sides = standard_sides(players)
    members = [seat_name(s, names) for s in (sides[team] if 0 <= team < len(sides) else ())]
    if names is None:
        return "–".join(members)
    return side_label(members)


def side_label(members: Sequence[str]) -> str:
    """A side named by its players' names, in the current language: one name alone (the
    learner's "You" translated); two joined, the learner's side as one whole label, "Bill and
    You" (where the learner comes and how "you" agrees is the language's: Italian "Tu e Bill",
    Spanish "Bill y tú"); more joined by commas.

    Examples
    --------
    >>> side_label(["Bill", "You"]), side_label(["You", "Bill"]), side_label(["Lisa", "Mike"])
    ('Bill and You', 'Bill and You', 'Lisa and Mike')
    >>> side_label(["You"]), side_label(["North", "South (you)"])
    ('You', 'North and South (you)')
    """
    shown = [_("You") if name == "You" else name for name in members]
    if len(shown) == 2:
        others = [name for name in shown if name != _("You")]
        if len(others) == 1:
            return _("{partner} and You").format(partner=others[0])
        return _("{name} and {other}").format(name=shown[0], other=shown[1])
    return ", ".join(shown)


def learner_partner(team: int, players: int, names: Sequence[str] | None) -> str | None:
    """The name of the learner's partner when side ``team`` holds the learner and one other
    seat (``"Bill"`` for "Bill and You"), else ``None`` (no names, a side of one player, or a
    side without the learner). A sentence then says "you and Bill", second person plural.

    Examples
    --------
    >>> learner_partner(0, 4, CAST), learner_partner(1, 4, CAST), learner_partner(0, 4, None)
    ('Bill', None, None)
    >>> learner_partner(2, 3, CAST)
    """
    sides = standard_sides(players)
    if names is None or not 0 <= team < len(sides):
        return None
    members = [seat_name(seat, names) for seat in sides[team]]
    others = [name for name in members if not is_learner(name)]
    return others[0] if len(members) == 2 and len(others) == 1 else None


def is_learner(name: str) -> bool:
    """Is this the learner's own seat? Lessons call it "You", the round table "South (you)".

    Examples
    --------
    >>> is_learner("You"), is_learner("South (you)"), is_learner("Lisa")
    (True, True, False)
    """
    you = _("You")
    return name in ("You", you) or name.endswith(("(you)", _("(you)")))


def is_you(name: str) -> bool:
    """Is ``name`` the learner spoken to as "you": the lessons' ``"You"`` or its translation in
    the current language (a table shows its names translated, :func:`shown_names`)? The round
    table's "South (you)" is not: it reads in the third person.

    Examples
    --------
    >>> is_you("You"), is_you("South (you)"), is_you("Lisa")
    (True, False, False)
    """
    return name in ("You", _("You"))


def shown_names(names: Sequence[str]) -> tuple[str, ...]:
    """A table's names by seat index as its sentences show them: the learner's ``"You"``
    translated into the current language (:func:`seat_name`), any other name as it is.

    Examples
    --------
    >>> shown_names(("You", "Lisa")), shown_names(("North", "East (you)"))
    (('You', 'Lisa'), ('North', 'East (you)'))
    """
    return tuple(seat_name(seat, names) for seat in range(len(names)))


def agree(name: str, singular: str, plural: str) -> str:
    """``"Bill passes"`` but ``"You pass"``: the verb form that agrees with ``name``.

    Examples
    --------
    >>> agree("Bill", "wins", "win"), agree("You", "wins", "win")
    ('Bill wins', 'You win')
    """
    return f"{name} {plural if is_you(name) else singular}"
