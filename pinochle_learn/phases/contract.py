"""The phases that settle the contract: the auction, trump, partners passing, the throw-in.

``RULES.md``, PARTNERSHIP Auction, Trump and passing, Throw-in; TWO_HAND_WIDOW Auction. The
rules themselves live in :mod:`pinochle_learn.auction`, :mod:`pinochle_learn.passing` and
:mod:`pinochle_learn.scoring`; these units put them in the round.
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import TYPE_CHECKING

from ..actions import Action, Bid, DeclareTrump, Pass, PassCards, PlayOn, ThrowIn, Verdict
from ..auction import Auction
from ..cards import Suit
from ..passing import PassStep, apply_pass, check_pass
from ..procedure import Phase
from ..reasons import Reason, Why
from ..scoring import check_throw_in
from ..seats import Seat
from .base import PhaseUnit, evolve

if TYPE_CHECKING:
    from ..state import RoundState

__all__ = ["AuctionUnit", "PassUnit", "ThrowInUnit", "TrumpUnit"]


class AuctionUnit(PhaseUnit):
    """Players bid or pass until one is left (:class:`~pinochle_learn.auction.Auction`)."""

    phase = Phase.AUCTION

    def enter(self, state: RoundState) -> RoundState:
        return evolve(state, auction=Auction(state.dealer, state.ruleset))

    def is_done(self, state: RoundState) -> bool:
        return state.auction is not None and state.auction.is_over

    def to_act(self, state: RoundState) -> Seat | None:
        return state.auction.to_act if state.auction is not None else None

    def legal_actions(self, state: RoundState) -> list[Action]:
        return list(state.auction.legal_actions()) if state.auction is not None else []

    def check(self, state: RoundState, action: Action) -> Verdict:
        if not isinstance(action, Bid | Pass) or state.auction is None:
            return self.refuse(Reason(Why.BID_OR_PASS))
        return state.auction.check(action)

    def apply(self, state: RoundState, action: Action) -> RoundState:
        assert state.auction is not None and isinstance(action, Bid | Pass)
        return evolve(state, auction=state.auction.apply(action))


class TrumpUnit(PhaseUnit):
    """The bid winner names trump."""

    phase = Phase.TRUMP

    def is_done(self, state: RoundState) -> bool:
        return state.trump is not None

    def to_act(self, state: RoundState) -> Seat | None:
        return state.bidder

    def legal_actions(self, state: RoundState) -> list[Action]:
        seat = state.bidder
        return [DeclareTrump(seat, suit) for suit in Suit] if seat is not None else []

    def check(self, state: RoundState, action: Action) -> Verdict:
        seat = action.seat
        if not isinstance(action, DeclareTrump):
            return self.refuse(Reason(Why.MUST_NAME_TRUMP, seat=seat))
        return self.allow(Reason(Why.NAMES_TRUMP, seat=seat))

    def apply(self, state: RoundState, action: Action) -> RoundState:
        assert isinstance(action, DeclareTrump)
        return evolve(state, trump=action.suit)


class PassUnit(PhaseUnit):
    """Partners pass ``ruleset.pass_cards`` cards: to the bid winner, or back. A game where
    nobody passes (``pass_cards`` 0) is done at once."""

    def __init__(self, step: PassStep) -> None:
        self.step = step
        self.phase = Phase.PASS_TO_BIDDER if step is PassStep.TO_WINNER else Phase.PASS_BACK

    def is_done(self, state: RoundState) -> bool:
        if state.ruleset.pass_cards == 0:
            return True
        if self.step is PassStep.TO_WINNER:
            return state.passed_to_bidder is not None
        return state.passed_back is not None

    def to_act(self, state: RoundState) -> Seat | None:
        bidder = state.bidder
        return None if bidder is None else self.step.giver(bidder, state.ruleset)

    def legal_actions(self, state: RoundState) -> list[Action]:
        seat = self.to_act(state)
        if seat is None:
            return []
        cards = state.hands[seat].cards
        combos = dict.fromkeys(itertools.combinations(cards, state.ruleset.pass_cards))
        return [PassCards(seat, combo) for combo in combos]

    def check(self, state: RoundState, action: Action) -> Verdict:
        if not isinstance(action, PassCards) or state.bidder is None:
            return self.refuse(Reason(Why.PASS_NOW, count=state.ruleset.pass_cards))
        verdict = check_pass(action, state.hands, state.bidder, self.step, state.ruleset)
        return replace(verdict, phase=self.phase)

    def apply(self, state: RoundState, action: Action) -> RoundState:
        assert isinstance(action, PassCards) and state.bidder is not None
        hands = apply_pass(action, state.hands, state.bidder, self.step, state.ruleset)
        if self.step is PassStep.TO_WINNER:
            return evolve(state, hands=hands, passed_to_bidder=action.cards)
        return evolve(state, hands=hands, passed_back=action.cards)


class ThrowInUnit(PhaseUnit):
    """After meld the bid winner may throw the hand in, when the rules allow it; otherwise the
    hand is played (``thrown_in`` False) without a decision."""

    phase = Phase.THROW_IN

    def enter(self, state: RoundState) -> RoundState:
        return state if state.may_throw_in else evolve(state, thrown_in=False)

    def is_done(self, state: RoundState) -> bool:
        return state.thrown_in is not None

    def next_phase(self, state: RoundState) -> Phase:
        return Phase.OVER if state.thrown_in else super().next_phase(state)

    def to_act(self, state: RoundState) -> Seat | None:
        return state.bidder

    def legal_actions(self, state: RoundState) -> list[Action]:
        seat = state.bidder
        return [ThrowIn(seat), PlayOn(seat)] if seat is not None else []

    def check(self, state: RoundState, action: Action) -> Verdict:
        if not isinstance(action, ThrowIn | PlayOn):
            return self.refuse(Reason(Why.THROW_IN_OR_PLAY))
        assert state.bid is not None and state.bidder is not None  # the auction is over
        return check_throw_in(
            state.bid, state.team_meld(state.side_of(state.bidder)), state.ruleset
        )

    def apply(self, state: RoundState, action: Action) -> RoundState:
        return evolve(state, thrown_in=isinstance(action, ThrowIn))
