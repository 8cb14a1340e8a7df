"""The message of a refused action: the action quoted, where it was refused, and why.

:class:`~pinochle_learn.errors.IllegalActionError` carries the refusal as data (the action,
the explanation, the phase) and calls :func:`refusal_text` when its message is read, so the
engine raises without writing a sentence.

Examples
--------
>>> from pinochle_learn import PARTNERSHIP, play_card
>>> try:
...     play_card("C10", "H14 H9 C10", "H13 H12", "S", PARTNERSHIP)
... except ValueError as error:
...     error.reason.code.value
...     print(error)  # doctest: +NORMALIZE_WHITESPACE
'outside_tier'
cannot play 'C10': You hold hearts, the suit led: you must follow suit,
so 10♣ may not be played.
"""

from __future__ import annotations

from ..cards import Card
from ..play import PlayReason
from .person import YOU, Person
from .play_sentences import play_sentence

__all__ = ["reason_text", "refusal_text"]


def reason_text(reason: object, player: Person = YOU) -> str:
    """The sentence of any engine explanation, dispatched on its type.

    Raises
    ------
    TypeError
        ``reason`` is not an explanation the renderers know.
    """
    if isinstance(reason, PlayReason):
        return play_sentence(reason, player)
    if isinstance(reason, str):
        return reason
    raise TypeError(f"no sentence for {type(reason).__name__}")


def refusal_text(action: object, reason: object, phase: object = None) -> str:
    """``cannot play 'C10': ...`` for a card; ``<action> refused in <phase>: ...`` otherwise."""
    if isinstance(action, Card):
        return f"cannot play {str(action)!r}: {reason_text(reason)}"
    return f"{action} refused: {reason_text(reason)}"
