"""Passing cards between partners after trump is named (``RULES.md``, PARTNERSHIP Trump and
passing).

The bid winner's partner gives exactly ``ruleset.pass_cards`` (4) cards to the bid winner;
then the bid winner gives exactly 4 back to the partner. The cards given back may be cards
just received. The other team does not pass. These helpers judge and apply one
:class:`~pinochle_learn.actions.PassCards` against the hands; the round state machine calls
them in its two passing phases.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from enum import Enum

from .actions import PassCards, Verdict
from .hand import Hand
from .ruleset import PARTNERSHIP, Ruleset
from .seats import Seat

__all__ = ["PassStep", "apply_pass", "check_pass"]


class PassStep(Enum):
    """The two passes; the value is the phase as it reads in a sentence."""

    TO_WINNER = "the passing to the bid winner"
    """The bid winner's partner gives cards to the bid winner."""
    BACK = "the passing back"
    """The bid winner gives cards back to the partner."""

    def giver(self, winner: Seat) -> Seat:
        """Who gives in this step: the partner, then the bid winner.

        Examples
        --------
        >>> PassStep.TO_WINNER.giver(Seat.EAST), PassStep.BACK.giver(Seat.EAST)
        (<Seat.WEST: 3>, <Seat.EAST: 1>)
        """
        return winner.partner if self is PassStep.TO_WINNER else winner

    def receiver(self, winner: Seat) -> Seat:
        """Who receives in this step: the bid winner, then the partner."""
        return winner if self is PassStep.TO_WINNER else winner.partner


def check_pass(
    action: PassCards,
    hands: Sequence[Hand],
    winner: Seat,
    step: PassStep,
    ruleset: Ruleset = PARTNERSHIP,
) -> Verdict:
    """Is this pass allowed: the right giver, exactly ``ruleset.pass_cards`` cards, all held?

    Parameters
    ----------
    action
        The pass.
    hands
        Every seat's hand, indexed by seat, as they are before this pass.
    winner
        The bid winner's seat.
    step
        Which of the two passes this is.
    ruleset
        Gives ``pass_cards`` (4 in PARTNERSHIP; 0 where nobody passes).

    Examples
    --------
    >>> hands = [Hand.parse("H14 H14 S12 D11 C9"), Hand(), Hand(), Hand()]
    >>> four = PassCards(Seat.NORTH, tuple(Hand.parse("H14 H14 S12 D11")))
    >>> check_pass(four, hands, Seat.SOUTH, PassStep.TO_WINNER).legal
    True
    >>> from pinochle_learn import parse_cards
    >>> aces = PassCards(Seat.NORTH, tuple(parse_cards("H14 H14 H14 S12")))
    >>> check_pass(aces, hands, Seat.SOUTH, PassStep.TO_WINNER).reason
    "North holds only 2 of 'H14' (A♥), not 3"
    """
    phase = step.value
    if ruleset.pass_cards == 0:
        return Verdict(False, f"nobody passes cards in {ruleset.name}", phase)
    if not isinstance(action, PassCards):
        return Verdict(
            False, f"only PassCards is an action here, not {type(action).__name__}", phase
        )
    giver = step.giver(winner)
    if action.seat != giver:
        role = "the bid winner's partner" if step is PassStep.TO_WINNER else "the bid winner"
        return Verdict(
            False, f"{giver.label}, {role}, passes now, not {_label(action.seat)}", phase
        )
    count = ruleset.pass_cards
    if len(action.cards) != count:
        return Verdict(False, f"pass exactly {count} cards, not {len(action.cards)}", phase)
    held = hands[giver].counter()
    for card, wanted in Counter(action.cards).items():
        if held[card] == 0:
            reason = f"{giver.label} holds no {str(card)!r} ({card.label}) to pass"
            return Verdict(False, reason, phase)
        if held[card] < wanted:
            reason = (
                f"{giver.label} holds only {held[card]} of {str(card)!r} ({card.label}), "
                f"not {wanted}"
            )
            return Verdict(False, reason, phase)
    receiver = step.receiver(winner)
    if step is PassStep.TO_WINNER:
        why = f"{giver.label} gives {count} cards to the bid winner, {receiver.label}"
    else:
        why = (
            f"{giver.label}, the bid winner, gives {count} cards back to {receiver.label} "
            "(they may be cards just received)"
        )
    return Verdict(True, why, phase)


def apply_pass(
    action: PassCards,
    hands: Sequence[Hand],
    winner: Seat,
    step: PassStep,
    ruleset: Ruleset = PARTNERSHIP,
) -> tuple[Hand, ...]:
    """Every seat's hand after the pass: the cards move from giver to receiver.

    Raises
    ------
    IllegalActionError
        The pass is refused; the message quotes the action (and so the cards) and the rule:
        ``PassCards(seat=NORTH, cards=(H14, S12, D11)) refused in the passing to the bid
        winner: pass exactly 4 cards, not 3``.

    Examples
    --------
    >>> hands = [Hand.parse("H14 H14 S12 D11 C9"), Hand(), Hand.parse("C10"), Hand()]
    >>> four = PassCards(Seat.NORTH, tuple(Hand.parse("H14 H14 S12 D11")))
    >>> [str(h) for h in apply_pass(four, hands, Seat.SOUTH, PassStep.TO_WINNER)]
    ['C9', '', 'S12 H14 H14 D11 C10', '']
    """
    verdict = check_pass(action, hands, winner, step, ruleset)
    if not verdict.legal:
        raise verdict.error(action)
    giver, receiver = step.giver(winner), step.receiver(winner)
    out = list(hands)
    out[giver] = Hand((hands[giver].counter() - Counter(action.cards)).elements())
    out[receiver] = Hand((*hands[receiver].cards, *action.cards))
    return tuple(out)


def _label(seat: object) -> str:
    return seat.label if isinstance(seat, Seat) else repr(seat)
