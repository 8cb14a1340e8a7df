"""The one small family of errors the engine raises, all ``ValueError`` subclasses.

Every message quotes the offending token with ``!r`` and says where it was found, so a
widget can show it to a learner as it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .cards import Card

__all__ = [
    "AmbiguousCard",
    "HandError",
    "IllegalActionError",
    "InputTypeError",
    "ParseError",
    "PinochleError",
    "RulesetError",
    "ScoreError",
    "shown",
]


def shown(value: object, limit: int = 40) -> str:
    """``repr(value)`` for a message: clipped to about ``limit`` characters, always one line,
    and safe for any value (``repr`` of an int of 5,000 digits raises ``ValueError``).

    Examples
    --------
    >>> print(shown("a" + chr(10) + "b"), shown(None))
    'a\\nb' None
    >>> shown("9" * 100, limit=10)
    "'999999…' (100 characters)"
    >>> shown(10**5000)
    'a whole number of more than 40 digits'
    """
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**limit:
        return f"a whole number of more than {limit} digits"
    if isinstance(value, str) and len(value) > limit:
        quoted = repr(value[: limit - 4])
        return f"{quoted[:-1]}…{quoted[-1]} ({len(value)} characters)"
    try:
        text = repr(value)
    except Exception:  # a broken __repr__ must not hide the real problem
        text = f"<{type(value).__name__}>"
    text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    return text if len(text) <= limit else text[: limit - 4] + " ..."


class PinochleError(ValueError):
    """Base of every error about bad input to pinochle-learn.

    Raised with a ``code`` (a short identifier such as ``"card_in_hand"``) and the bad values
    as data (``values``: ``token``, ``position``, ``text``...), ``str()`` is the technical line
    given (English, for developers, naming the bad value); the sentence a learner reads, in a
    language, is made by the renderer from the code and values
    (``render.error_text.error_text``). Raised with no code, the message is all there is.

    Attributes
    ----------
    code
        The kind of problem, or ``None``.
    values
        The values the sentence names, by name (texts, numbers, cards, suits, seats).

    Examples
    --------
    >>> error = PinochleError("invalid suit 'Z'", code="suit", token="Z")
    >>> str(error), error.code, dict(error.values)
    ("invalid suit 'Z'", 'suit', {'token': 'Z'})
    """

    def __init__(self, message: str = "", *, code: str | None = None, **values: object) -> None:
        super().__init__(message)
        self.code = code
        self.values: Mapping[str, object] = dict(values)  # a dict: the error pickles


class InputTypeError(PinochleError, TypeError):
    """A value of the wrong type reached the engine (``None`` or a list where text of cards
    belongs, ``8`` where a suit belongs). Both a ``TypeError`` and a :class:`PinochleError`, so
    code that shows a :class:`PinochleError` to a learner shows this one too.

    Examples
    --------
    >>> from pinochle_learn import parse_cards
    >>> parse_cards(None)
    Traceback (most recent call last):
    ...
    pinochle_learn.errors.InputTypeError: cards: expected text such as 'H14 KH Q♠', got None
    """


class ParseError(PinochleError):
    """A card or hand in notation could not be read (``RULES.md``, Cards).

    Examples
    --------
    >>> from pinochle_learn import parse_cards
    >>> parse_cards("H14 QX")
    Traceback (most recent call last):
    ...
    pinochle_learn.errors.ParseError: invalid card 'QX' at position 2 in 'H14 QX'
    """


class AmbiguousCard(ParseError):
    """A typed token reads as two (or more) different cards once a language's own rank letters
    are accepted (:func:`~pinochle_learn.cards.parse_cards` with ``extra_ranks``).

    Carries data, no sentence: the renderer words it in the learner's language
    (``render.card_letters.ambiguous_text``).

    Attributes
    ----------
    token
        The token as typed (``"SD"``).
    readings
        The different cards it reads as, in display order (``Card.sort_key``), at least two.
    position
        Its place (1-based) in the text read, or ``None`` when one card was read.

    Examples
    --------
    >>> from pinochle_learn import Rank, parse_cards
    >>> parse_cards("H14 SD", extra_ranks={"S": Rank.JACK, "D": Rank.QUEEN})
    Traceback (most recent call last):
    ...
    pinochle_learn.errors.AmbiguousCard: 'SD' (position 2): S12 | D11
    """

    def __init__(self, token: str, readings: tuple[Card, ...], position: int | None = None):
        self.token, self.readings, self.position = token, readings, position
        where = "" if position is None else f" (position {position})"
        codes = " | ".join(str(card) for card in readings)
        super().__init__(f"{token!r}{where}: {codes}")  # codes; render.card_letters words it

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.token, self.readings, self.position))


class HandError(PinochleError):
    """A hand breaks the deck: a third copy of a card, or more cards than a deal holds."""


class RulesetError(PinochleError):
    """A ruleset is inconsistent, or no ruleset has the name asked for."""


class IllegalActionError(PinochleError):
    """An action is not allowed in the current state; the message gives the rule that refuses it.

    Raised with the refusal as data (``action``, ``reason``: an explanation with a code and its
    parameters, ``phase``), ``str()`` is a short technical line in no learner's words, naming
    the action and the reason's code (``cannot play 'C10' (outside_tier)``); the sentence a
    learner reads, in a language, is made by the renderer:
    ``render.refusals.error_text(error, lang=...)``. The engine holds no sentence and imports
    no renderer. Raised with a plain ``message`` (bad input that is no game move, such as a
    trick for the wrong number of players), that message is used; with a ``code`` and values
    as well (:class:`PinochleError`), the renderer words it by the code.

    Attributes
    ----------
    action
        The refused action (or card), ``None`` when raised with a plain message.
    reason
        The explanation (``PlayReason``, ``Reason``), ``None`` when raised with a message.
    phase
        Where the action was refused (``Phase`` or ``PassStep``), or ``None``.
    """

    def __init__(
        self,
        message: str = "",
        *,
        action: object = None,
        reason: object = None,
        phase: object = None,
        code: str | None = None,
        **values: object,
    ) -> None:
        super().__init__(message, code=code, **values)
        self.message, self.action, self.reason, self.phase = message, action, reason, phase

    def __str__(self) -> str:
        if self.reason is None:
            return self.message
        return _refused_line(self.action, self.reason, self.phase)


def _refused_line(action: object, reason: object, phase: object) -> str:
    """The technical line of a refusal: the action, the phase and the reason's code."""
    code = _code(reason)
    if action is None:
        return f"refused ({code})"
    if type(action).__name__ == "Card":
        return f"cannot play {str(action)!r} ({code})"
    where = f" in {_code(phase)}" if phase is not None else ""
    return f"{action} refused{where} ({code})"


def _code(value: object) -> str:
    """The code of an explanation (its ``code``'s value, a table verdict's ``rule``) or of an
    enum member, as text."""
    code = getattr(value, "code", None) or getattr(value, "rule", value)
    return str(getattr(code, "value", code))


class ScoreError(PinochleError):
    """The figures of a round cannot be scored: trick points that do not add up to the deal's
    total, a bid no auction ends at, meld that is no sum of melds, a throw-in the rules do not
    allow (``RULES.md``, PARTNERSHIP Round score).

    Raised with the problems as data (``problems``: each a
    :class:`~pinochle_learn.figure_checks.FigureProblem`, a code and its numbers), ``str()`` is
    a short technical line naming each problem's code, field and figure
    (``figures refused: bid_off_step (bid=255)``); the sentences a learner reads are made by
    the renderer (``render.refusals.error_text``, ``render.figure_sentences.problems_text``),
    so the engine holds no sentence and a widget words ``problems`` in its own players' names.
    Raised with a plain ``message`` (a figure of the wrong shape, a round with no score yet),
    that message is used.

    Attributes
    ----------
    problems
        The problems found, in the order of the figures; empty when raised with a message.
    """

    def __init__(self, message: str = "", *, problems: tuple[object, ...] = ()) -> None:
        super().__init__(message)
        self.message, self.problems = message, tuple(problems)

    def __str__(self) -> str:
        if not self.problems:
            return self.message
        return _problems_line(self.problems)


def _problems_line(problems: tuple[object, ...]) -> str:
    """The technical line of a score refused: each problem's code and figure."""
    return "figures refused: " + "; ".join(_problem(p) for p in problems)


def _problem(problem: object) -> str:
    """``bid_off_step (bid=255)``: a figure problem's code, and its field and value if any."""
    field, value = getattr(problem, "field", ""), getattr(problem, "value", None)
    where = f" ({field}={shown(value)})" if field and value is not None else ""
    return f"{_code(problem)}{where}"
