"""The strong level's steps before and between the tricks of the two-hand games, as
:class:`~pinochle_learn.levels.Decision`\\ s with their reasons.

- TWO_HAND_WIDOW (any ruleset of the widow round): building, the bid and the trump by expected
  value (:mod:`pinochle_learn.strongwidow`). The other hand is read as the deck less the seat's
  own (after building, the two hands are the whole deck), never from the state.
- TWO_HAND_STOCK: the meld turn after a trick won while the stock lasts
  (:mod:`pinochle_learn.strongmeld`); the 9 of trump is exchanged as the learner does.

:func:`strong_setup` answers ``None`` for every other step: the caller plays it as before.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

from .actions import Bid, DeclareTrump, Discard, Draw, ExchangeDix, Keep, LayDown, Pass
from .cards import Card
from .levels import Decision, LevelReason, LevelWhy
from .procedure import WIDOW_ROUND, Phase
from .seats import Seat
from .stockplayer import exchanges_dix
from .strongmeld import strong_stock_meld
from .strongwidow import (
    TrumpValue,
    build_view,
    strong_bid,
    strong_build,
    strong_trump,
    widow_values,
)

if TYPE_CHECKING:
    from .state import RoundState

__all__ = ["strong_setup"]


def strong_setup(state: RoundState, rng: random.Random) -> Decision | None:
    """The strong level's decision at a building turn, the widow game's auction and trump,
    or the stock game's meld turn; ``None`` at any other step (module docstring)."""
    seat = state.to_act
    if seat is None:
        return None
    phase = state.phase
    widow = state.ruleset.procedure is WIDOW_ROUND
    if phase is Phase.BUILD:
        return _build(state, seat, rng)
    if widow and phase is Phase.AUCTION:
        return _bid(state, seat)
    if widow and phase is Phase.TRUMP:
        return _trump(state, seat)
    if phase is Phase.STOCK and state.trick is None and state.tables:
        return _meld(state, seat)
    return None


def _build(state: RoundState, seat: Seat, rng: random.Random) -> Decision:
    view = build_view(state)
    if len(state.legal_actions()) == 1:
        return Decision(Keep(seat), LevelReason(LevelWhy.BUILD_LAST, {"card": view.drawn}))
    choice = strong_build(view, rng)
    values = {
        "card": view.drawn,
        "kept": choice.kept,
        "discarded": choice.discarded,
        "samples": choice.samples,
    }
    if choice.keep:
        return Decision(Keep(seat), LevelReason(LevelWhy.BUILD_KEEP, values))
    return Decision(Discard(seat), LevelReason(LevelWhy.BUILD_DISCARD, values))


def _hands(state: RoundState, seat: Seat) -> tuple[tuple[Card, ...], tuple[Card, ...], Seat]:
    """The seat's hand, the other's (the deck less the seat's own) and the other seat."""
    rules = state.ruleset
    own = state.hands[seat].cards
    rest = Counter({c: rules.deck.copies for c in rules.deck.unique_cards}) - Counter(own)
    other = Seat((int(seat) + 1) % rules.players)
    return own, tuple(rest.elements()), other


def _values(value: TrumpValue) -> dict[str, object]:
    return {
        "trump": value.trump,
        "meld": value.meld,
        "tricks": value.tricks,
        "total": value.total,
    }


def _bid(state: RoundState, seat: Seat) -> Decision:
    own, other, other_seat = _hands(state, seat)
    rules = state.ruleset
    mine = widow_values(own, other, rules, seat)
    theirs = widow_values(other, own, rules, other_seat)
    allowed = tuple(sorted(a.amount for a in state.legal_actions() if isinstance(a, Bid)))
    assert state.auction is not None
    standing = state.auction.current_bid or state.auction.min_bid
    choice = strong_bid(mine, theirs, rules, standing, allowed)
    values = _values(choice.value)
    if choice.bid is None:
        values["standing"] = standing
        return Decision(Pass(seat), LevelReason(LevelWhy.WIDOW_PASS, values))
    values.update(bid=choice.bid, ceiling=choice.ceiling)
    return Decision(Bid(seat, choice.bid), LevelReason(LevelWhy.WIDOW_BID, values))


def _trump(state: RoundState, seat: Seat) -> Decision:
    own, other, _other_seat = _hands(state, seat)
    bid = state.bid or state.ruleset.min_bid or 0
    value = strong_trump(widow_values(own, other, state.ruleset, seat), state.ruleset, bid)
    values = _values(value)
    values["bid"] = bid
    return Decision(DeclareTrump(seat, value.trump), LevelReason(LevelWhy.WIDOW_TRUMP, values))


def _meld(state: RoundState, seat: Seat) -> Decision | None:
    trump = state.trump
    assert trump is not None
    hand, table = state.hands[seat], state.tables[seat]
    if exchanges_dix(hand, trump, state.turn_up) and state.can(ExchangeDix(seat)):
        return None  # the learner's exchange: 10 points, never a worse card
    timing = strong_stock_meld(hand, table, state.stock_left // state.players)
    if timing is None:
        return None
    values = {
        "kind": timing.spec.kind if timing.spec is not None else None,
        "suit": timing.spec.suit if timing.spec is not None else None,
        "points": timing.points,
        "future": timing.future,
        "turns": timing.turns,
        "left": max(timing.left - 1, 0),
        "planner": timing.planner.kind if timing.planner is not None else None,
    }
    if timing.spec is None:
        return Decision(Draw(seat), LevelReason(LevelWhy.STOCK_NO_MELD, values))
    action = LayDown(seat, timing.spec.kind, timing.spec.suit)
    return Decision(action, LevelReason(LevelWhy.STOCK_MELD, values))
