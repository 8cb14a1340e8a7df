"""Plain-text explanations of legal plays and tricks, for the command line, doctests and the
trick stepper's messages."""

from __future__ import annotations

from collections.abc import Sequence

from ..play import PlayAnalysis, PlayReason
from ..reasons import Reason, Why
from ..trick import Trick
from .person import Person, capital
from .play_sentences import play_sentence
from .reason_sentences import reason_sentence
from .trick_html import RULE_TITLES
from .words import ruleset_title, suit_noun

__all__ = ["legal_text", "stepper_refusal", "trick_text"]


def trick_text(trick: Trick) -> str:
    """One line: the cards played, the trump and the card now winning.

    Examples
    --------
    >>> from pinochle_learn import Trick
    >>> print(trick_text(Trick.parse("H13 H12", "S")))
    Trick: K♥ Q♥   trump ♠ (spades)   winning so far: K♥ (card 1)
    >>> print(trick_text(Trick.parse("", "S")))
    Trick: (you lead)   trump ♠ (spades)
    """
    trump = trick.trump
    head = f"Trick: {trick.label or '(you lead)'}   trump {trump.symbol} ({suit_noun(trump)})"
    card, index = trick.winning_card, trick.winning_so_far
    if card is None or index is None:
        return head
    return f"{head}   winning so far: {card.label} (card {index + 1})"


def legal_text(analysis: PlayAnalysis) -> str:
    """The legal cards and, card by card, the rule that decides and why.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, legal_plays
    >>> print(legal_text(legal_plays("H14 H9 C10", "H13 H12", "S", PARTNERSHIP)))
    ... # doctest: +NORMALIZE_WHITESPACE
    Trick: K♥ Q♥   trump ♠ (spades)   winning so far: K♥ (card 1)   rules: Partnership auction
    pinochle (four hands)
    Hand: A♥ 9♥ 10♣
    Legal: A♥ (head (win) the trick)
      A♥   legal, wins: You hold hearts, the suit led, and A♥ beats the K♥ now winning:
      you must head the trick.
      9♥   not legal: 9♥ does not beat the K♥ now winning, and you hold a heart that does (A♥):
      you must head the trick.
      10♣  not legal: You hold hearts, the suit led: you must follow suit,
      so 10♣ may not be played.
    """
    a = analysis
    lines = [
        f"{trick_text(a.trick)}   rules: {ruleset_title(a.ruleset)}",
        f"Hand: {a.hand.label}",
        f"Legal: {' '.join(c.label for c in a.legal)} ({RULE_TITLES[a.rule]})",
    ]
    for v in a.verdicts:
        status = ("legal" if v.legal else "not legal") + (", wins" if v.wins else "")
        lines.append(f"  {v.card.label:<4} {status}: {play_sentence(v.reason)}")
    return "\n".join(lines)


def stepper_refusal(
    why: Reason | PlayReason, seat: int | None, names: Sequence[str] | None = None
) -> str:
    """The trick stepper's message for a refused move (``TrickSession``'s ``Refusal``).

    Parameters
    ----------
    why
        The refusal's reason: a :class:`~pinochle_learn.reasons.Reason`, or a refused card's
        :class:`~pinochle_learn.play.PlayReason`.
    seat
        The seat index to play (for a card's reason), else ``None``.
    names
        Players' names by seat index (seat labels by default).

    Examples
    --------
    >>> from pinochle_learn import Card, Seat
    >>> names = ("Bill", "Lisa", "You", "Mike")
    >>> no_ace = Reason(Why.NO_SUCH_CARD, Seat.EAST, cards=(Card.parse("SA"),))
    >>> stepper_refusal(no_ace, 1, names)
    "Lisa holds no A♠: only a card in Lisa's hand may be played."
    >>> stepper_refusal(Reason(Why.TRICK_COMPLETE), None)
    'The trick is complete: press “Next trick”, or ◀ to step back.'
    """
    if isinstance(why, PlayReason):
        person = Person.of(seat if seat is not None else 0, names)
        sentence = play_sentence(why, person)
        return f"{person.subject} may not play {why.card.label}. {sentence} Nothing was played."
    if why.code is Why.NO_SUCH_CARD and why.seat is not None:
        person = Person.of(why.seat, names)
        return (
            f"{person.says('hold', 'holds')} no {why.cards[0].label}: only a card in "
            f"{person.possessive} hand may be played."
        )
    if why.code is Why.TRICK_COMPLETE:
        return "The trick is complete: press “Next trick”, or ◀ to step back."
    return f"{capital(reason_sentence(why, names))}."
