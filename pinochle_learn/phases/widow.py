"""The phases of a game with a widow for the bid winner: taking it, and burying as many cards.

``docs/rules.md``, THREE_HAND_CUTTHROAT (``#cutthroat.widow``, ``#cutthroat.bury``): the deal
leaves ``ruleset.kitty`` cards face down; once the auction is won the bid winner shows them and
takes them into hand, names trump, then buries as many cards face down. The buried cards are
out of play and count for the bid winner as if taken in a trick
(:meth:`~pinochle_learn.state.RoundState.counters`).
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import TYPE_CHECKING

from ..actions import Action, Bury, Verdict
from ..procedure import Phase
from ..reasons import Reason, Why
from ..seats import Seat
from .base import PhaseUnit, evolve

if TYPE_CHECKING:
    from ..state import RoundState

__all__ = ["BuryUnit", "WidowUnit", "check_bury"]


class WidowUnit(PhaseUnit):
    """The bid winner shows the widow and takes it into hand: no action, done as entered."""

    phase = Phase.WIDOW

    def enter(self, state: RoundState) -> RoundState:
        bidder = state.bidder
        assert bidder is not None  # the auction is over
        hands = list(state.hands)
        hand = hands[bidder]
        for card in state.stock:
            hand = hand.add(card)
        hands[bidder] = hand
        return evolve(state, hands=tuple(hands), stock=())

    def is_done(self, state: RoundState) -> bool:
        return not state.stock


def check_bury(state: RoundState, action: Bury, phase: Phase = Phase.BURY) -> Verdict:
    """May ``action`` bury its cards? Exactly ``ruleset.kitty`` cards, each held (as many
    copies as named); ``#cutthroat.bury``.

    Returns
    -------
    Verdict
        Refused with ``BURY_COUNT`` (a wrong number of cards, the number given in
        ``figures``) or ``BURY_NOT_HELD`` (the first card not held); allowed with ``BURIES``.
    """
    seat = action.seat
    need = state.ruleset.kitty
    if len(action.cards) != need:
        reason = Reason(Why.BURY_COUNT, seat=seat, count=need, figures=(len(action.cards),))
        return Verdict(False, reason, phase)
    hand = state.hands[seat]
    for card, wanted in Counter(action.cards).items():
        if hand.count(card) < wanted:
            return Verdict(False, Reason(Why.BURY_NOT_HELD, seat=seat, cards=(card,)), phase)
    return Verdict(True, Reason(Why.BURIES, seat=seat, cards=action.cards), phase)


class BuryUnit(PhaseUnit):
    """The bid winner buries ``ruleset.kitty`` cards (:class:`~pinochle_learn.actions.Bury`)."""

    phase = Phase.BURY

    def is_done(self, state: RoundState) -> bool:
        return bool(state.buried)

    def to_act(self, state: RoundState) -> Seat | None:
        return state.bidder

    def legal_actions(self, state: RoundState) -> list[Action]:
        seat = state.bidder
        if seat is None:
            return []
        cards = state.hands[seat].cards
        combos = dict.fromkeys(itertools.combinations(cards, state.ruleset.kitty))
        return [Bury(seat, combo) for combo in combos]

    def check(self, state: RoundState, action: Action) -> Verdict:
        if not isinstance(action, Bury):
            return self.refuse(Reason(Why.BURY_NOW, seat=state.bidder, count=state.ruleset.kitty))
        return check_bury(state, action, self.phase)

    def apply(self, state: RoundState, action: Action) -> RoundState:
        assert isinstance(action, Bury)
        hands = list(state.hands)
        hand = hands[action.seat]
        for card in action.cards:
            hand = hand.remove(card)
        hands[action.seat] = hand
        return evolve(state, hands=tuple(hands), buried=action.cards)
