"""Players' names in sentences: seat names, side names, and engine sentences put in those names.

Standard library only. Lessons name the seats (``("Bill", "Lisa", "You", "Mike")``) and call
the learner's seat "You" (the round table says "South (you)"). The engine writes its sentences
with seat labels ("North passes") and writes a card's verdict to the player to act ("you must
follow suit"); :func:`with_names` turns either kind into the lesson's names, with verbs that
agree, so a learner is never told "You" about another player's cards.

Examples
--------
>>> names = ("Bill", "Lisa", "You", "Mike")
>>> with_names("You hold hearts, the suit led: you must follow suit.", names, you=1)
'Lisa holds hearts, the suit led: Lisa must follow suit.'
>>> with_names("South passes", names), agree("You", "deals", "deal")
('You pass', 'You deal')
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..seats import Seat, seats, team_of

__all__ = ["agree", "is_learner", "seat_name", "team_label", "with_names"]


def seat_name(seat: int, names: Sequence[str] | None = None) -> str:
    """The name shown for a seat index: ``names[seat]`` if given, else ``"North"`` etc.

    Examples
    --------
    >>> seat_name(2), seat_name(2, ("Bill", "Lisa", "You", "Mike"))
    ('South', 'You')
    """
    if names is not None and seat < len(names):
        return names[seat]
    return Seat(seat).label


def team_label(team: int, players: int, names: Sequence[str] | None = None) -> str:
    """A side's name: ``"North–South"``, or ``"Bill and You"`` with names; one name for two players.

    Examples
    --------
    >>> team_label(1, 4), team_label(0, 4, ("Bill", "Lisa", "You", "Mike")), team_label(1, 2)
    ('East–West', 'Bill and You', 'East')
    """
    members = [seat_name(s, names) for s in range(players) if team_of(s) == team]
    return (" and " if names is not None else "–").join(members)


def is_learner(name: str) -> bool:
    """Is this the learner's own seat? Lessons call it "You", the round table "South (you)".

    Examples
    --------
    >>> is_learner("You"), is_learner("South (you)"), is_learner("Lisa")
    (True, True, False)
    """
    return name == "You" or name.endswith("(you)")


def agree(name: str, singular: str, plural: str) -> str:
    """``"Bill passes"`` but ``"You pass"``: the verb form that agrees with ``name``.

    Examples
    --------
    >>> agree("Bill", "wins", "win"), agree("You", "wins", "win")
    ('Bill wins', 'You win')
    """
    return f"{name} {plural if name == 'You' else singular}"


_AGREE = {
    "is": "are",
    "has": "have",
    "passes": "pass",
    "bids": "bid",
    "wins": "win",
    "gives": "give",
}
"""Third-person verbs of the engine's auction sentences and their form after "You"."""

_THIRD = {"hold": "holds", "have": "has", "lead": "leads"}
"""Verbs the engine's play verdicts put after "you", and their form after another name."""


def _speak_of(text: str, name: str) -> str:
    """A sentence written to "you" rewritten about ``name`` (third person, verbs agreeing)."""
    text = re.sub(r"\b[Yy]ou (hold|have|lead)\b", lambda m: f"{name} {_THIRD[m.group(1)]}", text)
    text = re.sub(r"\bbut hold\b", "but holds", text)  # "..., but hold trump"
    text = re.sub(r"\b[Yy]ours\b", f"{name}'s", text)  # "none of yours"
    text = re.sub(r"\b[Yy]our\b", f"{name}'s", text)
    return re.sub(r"\b[Yy]ou\b", name, text)  # "you must", "you may"


def with_names(
    text: str, names: Sequence[str] | None, players: int = 4, *, you: int | None = None
) -> str:
    """An engine sentence in the lesson's names, with verbs that agree.

    Parameters
    ----------
    text
        A sentence of the engine: seat labels (``North``) name players, and a card's verdict
        speaks to the player to act ("you hold hearts").
    names
        Players' names by seat index; ``None`` keeps the seat labels.
    players
        Seats at the table (4, or 2 for the two-hand games).
    you
        The seat the sentence speaks to (a play verdict speaks to the seat to play). Unless it
        is the learner's seat (:func:`is_learner`), "you" becomes that seat's name, so the
        learner is not told "you" about another player's cards.

    Examples
    --------
    >>> names = ("Bill", "Lisa", "You", "Mike")
    >>> with_names("South, the dealer, is stuck and wins at 250", names)
    'You, the dealer, are stuck and win at 250'
    >>> with_names("it is North's turn, not South's", names)
    "it is Bill's turn, not yours"
    >>> with_names("North, the bid winner, gives 4 cards back to South", names)
    'Bill, the bid winner, gives 4 cards back to you'
    >>> with_names("South has passed and is skipped for the rest of the auction", names)
    'You have passed and are skipped for the rest of the auction'
    >>> why = "You have no hearts, the suit led, but hold trump: you must trump."
    >>> with_names(why, names, you=3)
    'Mike has no hearts, the suit led, but holds trump: Mike must trump.'
    >>> with_names(why, names, you=2) == why, with_names("none of yours beats it", None, you=0)
    (True, "none of North's beats it")
    """
    if names is not None:
        for seat in seats(players):
            text = re.sub(rf"\b{seat.label}\b", seat_name(seat, names), text)
        text = re.sub(r"\b(to|not) You\b(?!')", r"\1 you", text)
        text = re.sub(r"\bnot You's\b", "not yours", text)
        text = re.sub(r"\bYou's\b", "your", text)
        text = re.sub(
            r"\bYou((?:, the dealer,)?) (is|has|passes|bids|wins|gives)\b",
            lambda m: f"You{m.group(1)} {_AGREE[m.group(2)]}",
            text,
        )
        text = re.sub(
            r"\bYou((?:, the dealer,)?) (are|have) (\w+) and (is|wins)\b",
            lambda m: f"You{m.group(1)} {m.group(2)} {m.group(3)} and {_AGREE[m.group(4)]}",
            text,
        )
    if you is not None:
        name = seat_name(you, names)
        if not is_learner(name):
            text = _speak_of(text, name)
    return text
