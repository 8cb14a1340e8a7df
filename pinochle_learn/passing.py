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

from .actions import PassCards, Phase, Verdict
from .hand import Hand
from .reasons import Reason, Why
from .ruleset import PARTNERSHIP, Ruleset
from .seats import Seat

__all__ = ["PassStep", "apply_pass", "check_pass"]


class PassStep(Enum):
    """The two passes; the value is an identifier."""

    TO_WINNER = "to_winner"
    """The bid winner's partner gives cards to the bid winner."""
    BACK = "back"
    """The bid winner gives cards back to the partner."""

    @property
    def phase(self) -> Phase:
        """The round's phase for this step: ``PASS_TO_BIDDER`` or ``PASS_BACK``."""
        return Phase.PASS_TO_BIDDER if self is PassStep.TO_WINNER else Phase.PASS_BACK

    def giver(self, winner: Seat, ruleset: Ruleset = PARTNERSHIP) -> Seat:
        """Who gives in this step: the partner, then the bid winner.

        Examples
        --------
        >>> PassStep.TO_WINNER.giver(Seat.EAST), PassStep.BACK.giver(Seat.EAST)
        (<Seat.WEST: 3>, <Seat.EAST: 1>)
        """
        return ruleset.partner(winner) if self is PassStep.TO_WINNER else winner

    def receiver(self, winner: Seat, ruleset: Ruleset = PARTNERSHIP) -> Seat:
        """Who receives in this step: the bid winner, then the partner (``ruleset.partner``)."""
        return winner if self is PassStep.TO_WINNER else ruleset.partner(winner)


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
    >>> reason = check_pass(aces, hands, Seat.SOUTH, PassStep.TO_WINNER).reason
    >>> reason.code.value, reason.seat, [str(c) for c in reason.cards], reason.figures
    ('holds_too_few', <Seat.NORTH: 0>, ['H14'], (2, 3))
    """
    phase = step.phase
    if ruleset.pass_cards == 0:
        return Verdict(False, Reason(Why.NO_PASSING, token=ruleset.name), phase)
    if not isinstance(action, PassCards):
        return Verdict(False, Reason(Why.NOT_A_PASS, token=type(action).__name__), phase)
    giver = step.giver(winner, ruleset)
    if action.seat != giver:
        code = Why.PARTNER_PASSES_NOW if step is PassStep.TO_WINNER else Why.WINNER_PASSES_NOW
        if isinstance(action.seat, Seat):
            return Verdict(False, Reason(code, seat=giver, other=action.seat), phase)
        return Verdict(False, Reason(code, seat=giver, token=repr(action.seat)), phase)
    count = ruleset.pass_cards
    if len(action.cards) != count:
        reason = Reason(Why.PASS_COUNT, count=count, figures=(len(action.cards),))
        return Verdict(False, reason, phase)
    held = hands[giver].counter()
    for card, wanted in Counter(action.cards).items():
        if held[card] == 0:
            return Verdict(False, Reason(Why.NOT_HELD, seat=giver, cards=(card,)), phase)
        if held[card] < wanted:
            reason = Reason(
                Why.HOLDS_TOO_FEW, seat=giver, cards=(card,), figures=(held[card], wanted)
            )
            return Verdict(False, reason, phase)
    receiver = step.receiver(winner, ruleset)
    code = Why.GIVES_TO_WINNER if step is PassStep.TO_WINNER else Why.GIVES_BACK
    return Verdict(True, Reason(code, seat=giver, other=receiver, count=count), phase)


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
        ``PassCards(seat=NORTH, cards=(H14, S12, D11)) refused in passing to the bidder:
        pass exactly 4 cards, not 3``; it carries the verdict's reason and phase as data.

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
    giver, receiver = step.giver(winner, ruleset), step.receiver(winner, ruleset)
    out = list(hands)
    deck = hands[giver].deck
    out[giver] = Hand((hands[giver].counter() - Counter(action.cards)).elements(), deck)
    out[receiver] = Hand((*hands[receiver].cards, *action.cards), deck)
    return tuple(out)
