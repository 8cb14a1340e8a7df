"""The tricks while the stock lasts, in the two-hand stock game (``RULES.md``, TWO_HAND_STOCK;
seed 002; ``docs/rules.md`` ``#stock.*``).

Entering the phase after the deal, the first card left is turned up for trump (a dealer who
turns up a 9 scores 10: :mod:`pinochle_learn.stockscore`) and the non-dealer leads. While the
stock lasts any card may be played, from the hand or from the player's melds on the table
(:func:`~pinochle_learn.play.legal_plays` with ``stock_empty=False``). After each trick comes
its winner's **meld turn**: lay down one meld (:class:`~pinochle_learn.tablemeld.MeldTable`),
exchange the dix (:class:`~pinochle_learn.stockpile.Stock`), then :class:`~pinochle_learn.
actions.Draw`: the winner draws the top card, the loser the next, and the winner leads. The
turn is passed through (the draw made at once) when the winner has nothing to lay down or
exchange, and ends by itself once nothing is left to do in it. When the last face-down card
goes to the winner and the turn-up to the loser, the stock is gone: each player takes the
melded cards back into the hand, and the last tricks (:class:`~pinochle_learn.phases.tricks.
TricksUnit`) follow, led by the winner of this last trick.

The rules themselves live in :mod:`pinochle_learn.stockpile`, :mod:`pinochle_learn.tablemeld`
and :mod:`pinochle_learn.play`; this unit puts them in the round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action, Draw, ExchangeDix, LayDown, Play, Verdict
from ..cards import Card, Rank
from ..fastplan import has_legal_meld
from ..hand import Hand
from ..meldkinds import MeldKind
from ..procedure import Phase
from ..reasons import Reason, Why
from ..seats import SEATS, Seat
from ..stockpile import Stock, StockVerdict, StockWhy
from ..tablemeld import MeldTable
from ..trick import Trick
from .base import PhaseUnit, evolve

if TYPE_CHECKING:
    from ..state import RoundState

__all__ = ["StockUnit", "check_lay_down", "pile"]


def pile(state: RoundState) -> Stock:
    """The round's stock as a :class:`~pinochle_learn.stockpile.Stock` (face-down cards and
    turn-up)."""
    assert state.trump is not None
    return Stock(state.trump, state.stock, state.turn_up)


def check_lay_down(state: RoundState, action: LayDown, phase: Phase) -> Verdict:
    """A meld, judged by the player's table: legal in the meld turn after a trick won, else
    refused with the table's rule (``NO_TRICK_WON``, ``ONE_MELD_PER_TRICK``, ``STOCK_GONE``, a
    card reused in the same kind, ...)."""
    trump = state.trump
    assert trump is not None and state.tables
    seat = action.seat
    if action.kind.needs_suit and (action.suit is None or action.suit is trump):
        nine = Card(Rank.NINE, trump)
        return Verdict(False, Reason(Why.MARRIAGE_SUIT, seat=seat, cards=(nine,)), phase)
    suit = action.suit if action.kind.needs_suit else None
    verdict = state.tables[seat].check(state.hands[seat], action.kind, suit)
    return Verdict(verdict.legal, verdict, phase)


def _winner(state: RoundState) -> Seat:
    return SEATS[state.tricks[-1].winner_seat]


class StockUnit(PhaseUnit):
    """Tricks while the stock lasts, each followed by its winner's meld turn and the draws."""

    phase = Phase.STOCK

    def enter(self, state: RoundState) -> RoundState:
        stock = Stock.after_deal(state.stock)
        rules = state.ruleset
        players = rules.players
        leader = state.dealer.next(players)  # FirstLead.NON_DEALER: there is no bid here
        tables = tuple(MeldTable(stock.trump, rules) for _ in range(players))
        return evolve(
            state,
            trump=stock.trump,
            stock=stock.face_down,
            turn_up=stock.turn_up,
            tables=tables,
            trick=Trick(stock.trump, (), int(leader), players),
        )

    def is_done(self, state: RoundState) -> bool:
        return bool(state.tables) and not state.stock and state.turn_up is None

    def to_act(self, state: RoundState) -> Seat | None:
        if state.trick is not None:
            to_play = state.trick.to_play
            return SEATS[to_play] if to_play is not None else None
        return _winner(state) if state.tricks else None

    # -- what may be done ------------------------------------------------------------------
    def legal_actions(self, state: RoundState) -> list[Action]:
        seat = self.to_act(state)
        if seat is None:
            return []
        hand, table = state.hands[seat], state.tables[seat]
        if state.trick is not None:
            plays: list[Action] = [Play(seat, c) for c in dict.fromkeys(hand)]
            shown = dict.fromkeys(tc.card for tc in table.cards)
            return plays + [Play(seat, c, from_table=True) for c in shown]
        actions: list[Action] = [
            LayDown(seat, v.kind, v.suit if v.kind.needs_suit else None)
            for v in table.options(hand)
            if v.legal
        ]
        if pile(state).check_exchange(hand, state.ruleset).legal:
            actions.append(ExchangeDix(seat))
        return [*actions, Draw(seat)]

    def check(self, state: RoundState, action: Action) -> Verdict:
        seat = action.seat
        if isinstance(action, LayDown):
            return check_lay_down(state, action, self.phase)
        if state.trick is not None:
            return self._check_in_trick(state, action)
        if isinstance(action, ExchangeDix):
            exchange = pile(state).check_exchange(state.hands[seat], state.ruleset)
            return Verdict(exchange.legal, exchange, self.phase)
        if isinstance(action, Draw):
            loser = seat.next(state.players)
            left = len(pile(state))
            return self.allow(Reason(Why.DRAWS, seat=seat, other=loser, count=left))
        return self.refuse(Reason(Why.MELD_OR_DRAW, seat=seat))

    def _check_in_trick(self, state: RoundState, action: Action) -> Verdict:
        seat = action.seat
        if isinstance(action, ExchangeDix):
            stock = pile(state)
            points = state.ruleset.points(MeldKind.DIX) or 0
            refusal = StockVerdict(False, StockWhy.NO_TRICK_WON, points, stock.nine, stock.turn_up)
            return Verdict(False, refusal, self.phase)
        if isinstance(action, Draw):
            return self.refuse(Reason(Why.DRAW_AFTER_TRICK, seat=seat))
        if not isinstance(action, Play):
            return self.refuse(Reason(Why.PLAY_ONE_CARD))
        if action.from_table and action.card not in state.tables[seat].shown:
            return self.refuse(Reason(Why.NOT_ON_TABLE, seat=seat, cards=(action.card,)))
        if not action.from_table and action.card not in state.hands[seat]:
            return self.refuse(Reason(Why.NO_SUCH_CARD, seat=seat, cards=(action.card,)))
        verdict = state.play_verdict(action.card)
        assert verdict is not None
        return Verdict(verdict.legal, verdict.reason, self.phase)

    # -- what an action does ----------------------------------------------------------------
    def apply(self, state: RoundState, action: Action) -> RoundState:
        seat = action.seat
        hand, table = state.hands[seat], state.tables[seat]
        if isinstance(action, Play):
            return self._play(state, action)
        if isinstance(action, LayDown):
            suit = action.suit if action.kind.needs_suit else None
            hand, table = table.lay_down(hand, action.kind, suit)
            state = _set(state, seat, hand, table)
        elif isinstance(action, ExchangeDix):
            hand, stock, _ = pile(state).exchange(hand, state.ruleset)
            state = evolve(_set(state, seat, hand, table), turn_up=stock.turn_up)
        else:
            return _draw(state)
        return state if _has_choice(state) else _draw(state)

    def _play(self, state: RoundState, action: Play) -> RoundState:
        assert state.trick is not None
        seat = action.seat
        hand, table = state.hands[seat], state.tables[seat]
        if action.from_table:
            table = table.play(action.card)
        else:
            hand = hand.remove(action.card)
        trick = state.trick.add(action.card)
        state = evolve(_set(state, seat, hand, table), trick=trick)
        if not trick.is_complete:
            return state
        winner = trick.winner_seat
        tables = tuple(t.after_trick(won=i == winner) for i, t in enumerate(state.tables))
        state = evolve(state, tricks=(*state.tricks, trick), trick=None, tables=tables)
        return state if _has_choice(state) else _draw(state)


def _set(state: RoundState, seat: Seat, hand: Hand, table: MeldTable) -> RoundState:
    hands = list(state.hands)
    tables = list(state.tables)
    hands[seat], tables[seat] = hand, table
    return evolve(state, hands=tuple(hands), tables=tuple(tables))


def _has_choice(state: RoundState) -> bool:
    """Has the last trick's winner a meld to lay down or a dix to exchange?"""
    seat = _winner(state)
    hand, table = state.hands[seat], state.tables[seat]
    if pile(state).check_exchange(hand, state.ruleset).legal:
        return True
    return has_legal_meld(hand, table)


def _draw(state: RoundState) -> RoundState:
    """The winner draws the top card, the loser the next (the turn-up with the last face-down
    card); the winner leads. Once the stock is gone the melded cards go back to the hands."""
    winner = _winner(state)
    players = state.players
    loser = winner.next(players)
    first, second, stock = pile(state).draw()
    hands = list(state.hands)
    hands[winner] = hands[winner].add(first)
    if second is not None:
        hands[loser] = hands[loser].add(second)
    tables = [t.lapse() for t in state.tables]
    trick: Trick | None = Trick(stock.trump, (), int(winner), players)
    if stock.is_empty:
        trick = None  # the last tricks' unit leads with the winner of this one
        for seat, table in enumerate(tables):
            cards, tables[seat] = table.take_back()
            for card in cards:
                hands[seat] = hands[seat].add(card)
    return evolve(
        state,
        hands=tuple(hands),
        tables=tuple(tables),
        stock=stock.face_down,
        turn_up=stock.turn_up,
        trick=trick,
    )
