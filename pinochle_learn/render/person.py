"""Grammatical person: who a sentence speaks of, and the words that agree with it.

The engine's explanations carry seats, never pronouns. A sentence function in ``render/``
takes a :class:`Person` for each player it names and asks it for the words: ``"You hold"``
when the sentence speaks to the reader, ``"Lisa holds"`` (or ``"North holds"``) otherwise.
A sentence marked for the catalogues (:mod:`.i18n`) is written whole twice and chosen with
:meth:`Person.pick`; :meth:`Person.says`, :meth:`Person.does` and :attr:`Person.possessive`
glue English words and serve English sentences not yet moved to the catalogues.

Examples
--------
>>> names = ("Bill", "Lisa", "You", "Mike")
>>> lisa, you = Person.of(1, names), Person.of(2, names)
>>> lisa.says("hold", "holds"), you.says("hold", "holds"), lisa.possessive, you.own
('Lisa holds', 'You hold', "Lisa's", 'yours')
>>> Person.of(0).says("pass", "passes"), YOU.name
('North passes', 'you')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .i18n import _
from .names import is_learner, seat_name

__all__ = ["YOU", "Person", "capital", "listed"]


@dataclass(frozen=True)
class Person:
    """A player as a sentence names them.

    Attributes
    ----------
    name
        As it reads inside a sentence: ``"you"`` for the reader, else a name (``"Lisa"``).
    second
        ``True`` when the sentence speaks to the reader ("you").
    """

    name: str
    second: bool = False

    @classmethod
    def of(cls, seat: int, names: Sequence[str] | None = None) -> Person:
        """The player at ``seat``: the learner's seat (:func:`is_learner`) is spoken to as
        "you", any other is named (seat labels such as ``"North"`` without ``names``)."""
        name = seat_name(seat, names)
        return YOU if is_learner(name) else cls(name)

    @property
    def subject(self) -> str:
        """The name at the start of a sentence: ``"You"`` or ``"Lisa"``."""
        return capital(self.name)

    def pick(self, to_you: str, of_other: str) -> str:
        """The whole sentence that agrees with this person, for a translation: ``to_you`` when
        the sentence speaks to the reader, else ``of_other`` (which names them as
        ``{name}``). Both are already translated; fill the placeholders after::

            person.pick(_("You hold {cards}."), _("{name} holds {cards}.")).format(
                name=person.name, cards=cards)

        (:meth:`says`, :meth:`does` and :meth:`possessive` glue English words together and
        cannot be translated: a sentence moving to the catalogues uses :meth:`pick`.)"""
        return to_you if self.second else of_other

    @property
    def called(self) -> str:
        """The name inside a sentence, in the current language: ``"you"`` (translated) for
        the reader, else the name."""
        return _("you") if self.second else self.name

    def verb(self, you_form: str, other_form: str) -> str:
        """The verb form that agrees: ``you_form`` ("hold") for "you", else ``other_form``."""
        return you_form if self.second else other_form

    def says(self, you_form: str, other_form: str) -> str:
        """Subject and verb at the start of a sentence: ``"You hold"`` / ``"Lisa holds"``."""
        return f"{self.subject} {self.verb(you_form, other_form)}"

    def does(self, you_form: str, other_form: str) -> str:
        """Subject and verb inside a sentence: ``"you hold"`` / ``"Lisa holds"``."""
        return f"{self.name} {self.verb(you_form, other_form)}"

    @property
    def possessive(self) -> str:
        """``"your"`` or ``"Lisa's"``."""
        return "your" if self.second else f"{self.name}'s"

    @property
    def own(self) -> str:
        """``"yours"`` or ``"Lisa's"`` (standing alone: "none of yours")."""
        return "yours" if self.second else f"{self.name}'s"


YOU = Person("you", second=True)
"""The reader, spoken to."""


def capital(text: str) -> str:
    """``text`` with its first letter in upper case (the rest untouched)."""
    return text[:1].upper() + text[1:]


def listed(words: Sequence[str], conjunction: str | None = None) -> str:
    """``"a, b and c"``; one word alone; ``""`` for none. ``conjunction`` is already
    translated (``_("or")``); by default ``"and"`` in the current language.

    Examples
    --------
    >>> listed(["run", "pinochle", "queens around"]), listed(["+10", "+20"], "or")
    ('run, pinochle and queens around', '+10 or +20')
    """
    if len(words) <= 1:
        return "".join(words)
    word = _("and") if conjunction is None else conjunction
    return ", ".join(words[:-1]) + f" {word} " + words[-1]
