"""The phases that put cards in hands: the deal, and building from the widow.

``RULES.md``, PARTNERSHIP Seats and deal; TWO_HAND_WIDOW (building): the player to move draws a
card and either keeps it (then draws a second card and discards it unseen) or discards it (then
must keep the second). Players alternate, the dealer first (seed 004 item 3: "le croupier tire
la carte du dessus de la veuve"). When the widow is empty the
discard pile is turned over and becomes the widow (the first card discarded is drawn first); a
player who can draw only one card keeps it. Each turn keeps exactly one card, so the deck ends
as ``players`` hands of ``hand_size``.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

from ..actions import Action, Deal, Discard, Keep, Verdict
from ..cards import Card
from ..hand import Hand
from ..procedure import DealKind, Phase
from ..reasons import Reason, Why
from ..ruleset import Ruleset
from ..seats import Seat
from .base import PhaseUnit, evolve

if TYPE_CHECKING:
    from ..state import RoundState

__all__ = ["BuildUnit", "DealUnit", "cards_dealt", "deal_from_seed"]


def cards_dealt(ruleset: Ruleset) -> int:
    """Cards dealt to each hand: ``hand_size``, or none when hands are built from a widow."""
    procedure = ruleset.procedure
    if procedure is not None and procedure.deal is DealKind.WIDOW:
        return 0
    return ruleset.hand_size


def deal_from_seed(seed: int | random.Random, dealer: Seat, ruleset: Ruleset) -> Deal:
    """Shuffle the deck's cards (``ruleset.deck``: 48, or 80 in DOUBLE_DECK) with ``seed``,
    deal :func:`cards_dealt` to each seat and leave the rest face down as the stock or widow
    (top first).

    With a procedure's ``packet`` the cards go round from the top in packets of that many, the
    player left of the dealer first and the dealer last (``RULES.md``, TWO_HAND_STOCK: "Deal
    12 each in packets of four"); the first card left is the one turned up for trump. Without
    one each seat's hand is dealt whole, by seat index. A ruleset's ``hand_size`` is always a
    multiple of its packet (:class:`~pinochle_learn.ruleset.Ruleset` refuses any other).

    Examples
    --------
    Seed 2, East deals the stock game: North, left of the dealer, gets the shuffled deck's
    cards 0-3, 8-11 and 16-19, East 4-7, 12-15 and 20-23; card 24 is turned up.

    >>> from pinochle_learn import TWO_HAND_STOCK
    >>> cards = list(TWO_HAND_STOCK.deck.cards)
    >>> random.Random(2).shuffle(cards)
    >>> deal = deal_from_seed(2, Seat.EAST, TWO_HAND_STOCK)
    >>> deal.hands[Seat.NORTH] == tuple(cards[0:4] + cards[8:12] + cards[16:20])
    True
    >>> deal.hands[Seat.EAST] == tuple(cards[4:8] + cards[12:16] + cards[20:24])
    True
    >>> deal.stock[0] == cards[24], len(deal.stock)
    (True, 24)
    """
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    cards = list(ruleset.deck.cards)
    rng.shuffle(cards)
    size = cards_dealt(ruleset)
    players = ruleset.players
    procedure = ruleset.procedure
    packet = procedure.packet if procedure is not None else 0
    if not packet:
        hands = tuple(tuple(cards[i * size : (i + 1) * size]) for i in range(players))
        return Deal(dealer, hands, tuple(cards[size * players :]))
    dealt: list[list[Card]] = [[] for _ in range(players)]
    top = 0
    for _ in range(size // packet):
        for k in range(1, players + 1):  # left of the dealer first, the dealer last
            dealt[dealer.ahead(k, players)].extend(cards[top : top + packet])
            top += packet
    return Deal(dealer, tuple(tuple(h) for h in dealt), tuple(cards[top:]))


class DealUnit(PhaseUnit):
    """The dealer deals: a :class:`~pinochle_learn.actions.Deal` of the whole deck."""

    phase = Phase.DEAL

    def is_done(self, state: RoundState) -> bool:
        return bool(state.dealt)

    def to_act(self, state: RoundState) -> Seat | None:
        return state.dealer

    def legal_actions(self, state: RoundState) -> list[Action]:
        return []  # dealing is a chance event: use deal_from_seed(...) or a scripted Deal

    def check(self, state: RoundState, action: Action) -> Verdict:
        if not isinstance(action, Deal):
            return self.refuse(Reason(Why.DEALER_DEALS, seat=state.dealer))
        ruleset = state.ruleset
        size = cards_dealt(ruleset)
        players = ruleset.players
        if len(action.hands) != players or any(len(h) != size for h in action.hands):
            return self.refuse(Reason(Why.DEAL_SHAPE, count=players, figures=(size,)))
        cards = Counter(c for h in (*action.hands, action.stock) for c in h)
        if cards != Counter(ruleset.deck.cards):
            return self.refuse(Reason(Why.DEAL_DECK, count=ruleset.deck.size))
        if size == 0:
            return self.allow(Reason(Why.DEALS_WIDOW, seat=state.dealer))
        return self.allow(Reason(Why.DEALS, seat=state.dealer, count=size))

    def apply(self, state: RoundState, action: Action) -> RoundState:
        assert isinstance(action, Deal)
        hands = tuple(Hand(h, state.ruleset.deck) for h in action.hands)
        return evolve(state, hands=hands, dealt=hands, stock=action.stock)


def _draw(
    stock: tuple[Card, ...], discards: tuple[Card, ...]
) -> tuple[Card, tuple[Card, ...], tuple[Card, ...]]:
    """The top card, and the widow and discard pile after drawing it (the pile is turned
    over when the widow is empty)."""
    if not stock:
        stock, discards = discards, ()
    return stock[0], stock[1:], discards


class BuildUnit(PhaseUnit):
    """Building hands from the widow, one turn at a time (TWO_HAND_WIDOW)."""

    phase = Phase.BUILD

    def is_done(self, state: RoundState) -> bool:
        return not state.stock and not state.discards

    def to_act(self, state: RoundState) -> Seat | None:
        players = state.ruleset.players
        turns = sum(len(h) for h in state.hands)  # each turn keeps exactly one card
        return state.dealer.ahead(turns, players)  # the dealer draws first (seed 004 item 3)

    @staticmethod
    def drawn(state: RoundState) -> Card | None:
        """The card the player to move draws first (``None`` when nothing is left)."""
        if state.stock:
            return state.stock[0]
        return state.discards[0] if state.discards else None

    def legal_actions(self, state: RoundState) -> list[Action]:
        seat = self.to_act(state)
        assert seat is not None
        if len(state.stock) + len(state.discards) == 1:
            return [Keep(seat)]
        return [Keep(seat), Discard(seat)]

    def check(self, state: RoundState, action: Action) -> Verdict:
        if not isinstance(action, Keep | Discard):
            return self.refuse(Reason(Why.KEEP_OR_DISCARD))
        seat = action.seat
        if len(state.stock) + len(state.discards) == 1:
            if isinstance(action, Discard):
                return self.refuse(Reason(Why.MUST_KEEP_LAST, seat=seat))
            return self.allow(Reason(Why.KEEPS_LAST, seat=seat))
        if isinstance(action, Keep):
            return self.allow(Reason(Why.KEEPS, seat=seat))
        return self.allow(Reason(Why.DISCARDS, seat=seat))

    def apply(self, state: RoundState, action: Action) -> RoundState:
        seat = action.seat
        first, stock, discards = _draw(state.stock, state.discards)
        if isinstance(action, Keep):
            kept = first
            if stock or discards:
                second, stock, discards = _draw(stock, discards)
                discards = (*discards, second)
        else:
            discards = (*discards, first)
            kept, stock, discards = _draw(stock, discards)
        hands = list(state.hands)
        hands[seat] = hands[seat].add(kept)
        return evolve(state, hands=tuple(hands), stock=stock, discards=discards)
