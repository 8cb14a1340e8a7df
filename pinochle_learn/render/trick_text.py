"""Plain-text explanations of legal plays and tricks, for the command line, doctests and the
trick stepper's messages."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..play import PlayAnalysis, PlayReason
from ..reasons import Reason, Why
from ..trick import Trick
from .error_text import error_text
from .i18n import _
from .person import Person, capital
from .play_sentences import play_sentence
from .reason_sentences import reason_sentence
from .trick_html import play_rule_title
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
    head = _("Trick: {cards}   trump {symbol} ({suit})").format(
        cards=trick.label or _("(you lead)"), symbol=trump.symbol, suit=suit_noun(trump)
    )
    card, index = trick.winning_card, trick.winning_so_far
    if card is None or index is None:
        return head
    return _("{trick}   winning so far: {card} (card {number})").format(
        trick=head, card=card.label, number=index + 1
    )


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
        _("{trick}   rules: {rules}").format(
            trick=trick_text(a.trick), rules=ruleset_title(a.ruleset)
        ),
        _("Hand: {cards}").format(cards=a.hand.label),
        _("Legal: {cards} ({rule})").format(
            cards=" ".join(c.label for c in a.legal), rule=play_rule_title(a.rule)
        ),
    ]
    for v in a.verdicts:
        if v.legal:
            status = _("legal, wins") if v.wins else _("legal")
        else:
            status = _("not legal, wins") if v.wins else _("not legal")
        lines.append(f"  {v.card.label:<4} {status}: {play_sentence(v.reason)}")
    return "\n".join(lines)


def stepper_refusal(
    why: Reason | PlayReason,
    seat: int | None,
    names: Sequence[str] | None = None,
    *,
    error: BaseException | None = None,
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
    error
        The engine's error behind the refusal (``Why.CANNOT_PLAY``): worded here in the current
        language (:func:`~pinochle_learn.render.error_text.error_text`) instead of its
        technical line in ``why.token``.

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
        return person.pick(
            _("You may not play {card}. {why} Nothing was played."),
            _("{name} may not play {card}. {why} Nothing was played."),
        ).format(name=person.subject, card=why.card.label, why=play_sentence(why, person))
    if why.code is Why.NO_SUCH_CARD and why.seat is not None:
        person = Person.of(why.seat, names)
        return person.pick(
            _("You hold no {card}: only a card in your hand may be played."),
            _("{name} holds no {card}: only a card in {name}'s hand may be played."),
        ).format(name=person.name, card=why.cards[0].label)
    if why.code is Why.TRICK_COMPLETE:
        return _("The trick is complete: press “Next trick”, or ◀ to step back.")
    if error is not None:
        why = replace(why, token=error_text(error))
    return f"{capital(reason_sentence(why, names))}."
