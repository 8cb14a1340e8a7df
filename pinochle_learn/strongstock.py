"""The strong computer level's card while the stock lasts, in the two-hand stock game.

``RULES.md``, TWO_HAND_STOCK. While the stock lasts the game is not one of perfect
information: the other player's hand and the order of the face-down stock are hidden, any card
may be played (no duty to follow or win), and after each trick its winner may lay down one
meld, then both draw. The card is chosen by sampling and playing out (Perfect Information Monte
Carlo with rollouts, as :mod:`pinochle_learn.strongplay` does for the tricks):

1. **What the seat knows** (:func:`stock_view`, never the hidden cards): its own hand and
   table, the other's table (melds lie face up), every card played to a trick, the turn-up,
   how many cards the other holds and the stock has left, and, when the other exchanged the
   9 of trump, that the card it took (the first turn-up) is in its hand until played or shown.
   No void is read: while the stock lasts nobody has to follow suit.
2. **Deals** (:func:`sample_hidden`): the unseen cards are shuffled with the caller's seeded
   ``random.Random`` into the other's hand (around the cards known to be there) and the
   face-down stock.
3. **Rollouts**: in each deal, each legal card is played, then the round is played out to its
   end by the learner level's players on the fast round's own steps
   (:class:`~pinochle_learn.faststock.StockSteps`: :mod:`pinochle_learn.stockplayer`'s choices
   while the stock lasts, the meld turn of each trick's winner, the dix exchange and the draws;
   the plain rules of :mod:`pinochle_learn.players` for the last tricks, whose last
   :data:`TAIL_TRICKS` are solved exactly by :mod:`pinochle_learn.solver`). Every card of a
   deal is played out with the same seed, so the cards are compared on the same luck.
4. **Value**: the points the seat scores from here (meld laid, dix, counters and the last
   trick) less the other's, up to :data:`MAX_DEALS` deals, within a wall-clock budget. The
   learner level's card is played unless another is *clearly* better: ahead of it on average
   over the same deals by more than :data:`CLEARLY` standard errors (then the best mean of
   those, ties to the lowest card). A few noisy deals do not overturn the plain rules.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Deal, ExchangeDix, Play
from .cards import Card, Rank, Suit
from .fastmeld import CARDS_BY_INDEX, card_index
from .fastplan import hand_counts, packed_table
from .faststock import StockSteps
from .hand import Hand
from .meldkinds import MeldKind
from .procedure import Phase
from .ruleset import Ruleset
from .seats import Seat
from .solver.core import Search, SearchBudgetError, hand_int
from .stockpile import Stock
from .stockplayer import choose_stock_card
from .tablemeld import MeldTable

if TYPE_CHECKING:
    from .state import RoundState

__all__ = [
    "CLEARLY",
    "MAX_DEALS",
    "TAIL_TRICKS",
    "StockCardChoice",
    "StockView",
    "sample_hidden",
    "stock_view",
    "strong_stock_card",
]

MAX_DEALS = 8
"""Deals sampled at most for one card (each played out once per legal card)."""
TAIL_TRICKS = 3
"""The last tricks of a rollout solved exactly (a few hundred search nodes)."""
CLEARLY = 1.0
"""Standard errors by which a card must beat the learner level's card on average, over the
same deals, to be played instead of it: the rollouts are noisy (a meld of 150 won or lost
in one deal), and a card ahead by less is as likely ahead by chance."""
_TAIL_NODES = 2_000
"""Node budget of a rollout's exact tail; past it the tail is played by the plain rules."""


@dataclass(frozen=True)
class StockView:
    """What the seat to play knows while the stock lasts, as data (module docstring, 1).

    Attributes
    ----------
    ruleset, trump
        The game and the trump suit.
    seat
        The seat to play (index 0 or 1).
    hand
        Its hidden cards.
    tables
        Both players' melds on the table (face up), by seat index.
    trick, leader
        The cards of the trick in progress (play order) and the seat that led it.
    other_size
        How many hidden cards the other player holds.
    placed
        Cards known to be in the other's hidden hand (the first turn-up it took for the dix).
    pool
        The other unseen cards (sorted): the rest of the other's hand and the face-down stock.
    face_down, turn_up
        How many face-down cards the stock has left, and the turn-up (``None`` once drawn).
    tricks_done
        Tricks finished so far this round.
    dix_points
        Meld points of the other's 9 of trump (the dix), and of each one played.
    """

    ruleset: Ruleset
    trump: Suit
    seat: int
    hand: Hand
    tables: tuple[MeldTable, ...]
    trick: tuple[Card, ...]
    leader: int
    other_size: int
    placed: tuple[Card, ...]
    pool: tuple[Card, ...]
    face_down: int
    turn_up: Card | None
    tricks_done: int

    @property
    def other(self) -> int:
        """The other player's seat index (the seat after this one at a table of
        ``ruleset.players``, two in this game)."""
        return int(Seat(self.seat).next(self.ruleset.players))

    @property
    def choices(self) -> tuple[tuple[Card, bool], ...]:
        """The legal plays: ``(card, from_table)``, hand cards first (display order), each
        distinct card once from the hand and once from the table where it lies there."""
        own = tuple((c, False) for c in dict.fromkeys(self.hand.cards))
        shown = tuple((tc.card, True) for tc in self.tables[self.seat].cards)
        return own + tuple(dict.fromkeys(shown))


def stock_view(state: RoundState) -> StockView:
    """The knowledge of the seat to play a card in a stock-game round while the stock lasts.

    Reads the seat's own hand, both tables, the tricks, the turn-up, the sizes of the hidden
    hand and stock, and, of the history, the turn-up at the deal and who exchanged the dix;
    never the other's hidden cards nor the order of the stock.

    Raises
    ------
    ValueError
        The round is not in its ``STOCK`` phase with a card to play.
    """
    seat = state.to_act
    if state.phase is not Phase.STOCK or seat is None or state.trick is None:
        raise ValueError(f"stock_view: the round is in its {state.phase.name} phase, no card due")
    assert state.trump is not None
    me, other = int(seat), int(seat.next(state.ruleset.players))
    rules = state.ruleset
    tricks = (*state.tricks, state.trick)
    played: Counter[Card] = Counter(c for t in tricks for c in t.cards)
    placed = _placed(state, other)
    seen = Counter(state.hands[me].cards) + played + Counter(placed)
    for table in state.tables:
        seen += Counter(tc.card for tc in table.cards)
    if state.turn_up is not None:
        seen[state.turn_up] += 1
    unseen = Counter({c: rules.deck.copies for c in rules.deck.unique_cards}) - seen
    return StockView(
        ruleset=rules,
        trump=state.trump,
        seat=me,
        hand=state.hands[me],
        tables=tuple(state.tables),
        trick=state.trick.cards,
        leader=int(state.trick.leader or 0),
        other_size=len(state.hands[other]),
        placed=placed,
        pool=tuple(sorted(unseen.elements(), key=lambda c: (int(c.suit), int(c.rank)))),
        face_down=len(state.stock),
        turn_up=state.turn_up,
        tricks_done=len(state.tricks),
    )


def _placed(state: RoundState, other: int) -> tuple[Card, ...]:
    """The first turn-up when ``other`` took it for the dix and has neither played a copy of
    it since nor shows one on its table (a shown copy leaves it unplaced: less knowledge,
    never wrong)."""
    history = state.history
    deals = [a for a in history if isinstance(a, Deal)]
    if not deals or not deals[0].stock:
        return ()
    first = deals[0].stock[0]  # the turn-up, seen by both
    for at, action in enumerate(history):
        if isinstance(action, ExchangeDix) and int(action.seat) == other:
            later = history[at + 1 :]
            if any(isinstance(a, Play) and int(a.seat) == other and a.card == first for a in later):
                return ()
            if any(tc.card == first for tc in state.tables[other].cards):
                return ()
            return (first,)
    return ()


def sample_hidden(view: StockView, rng: random.Random) -> tuple[Hand, Stock]:
    """One deal of the hidden cards consistent with ``view``: the other's hand (its placed
    cards and a share of the pool) and the stock (the rest of the pool face down, in a random
    order, the turn-up under it)."""
    pool = list(view.pool)
    rng.shuffle(pool)
    room = view.other_size - len(view.placed)
    hand = Hand((*view.placed, *pool[:room]), view.ruleset.deck)
    return hand, Stock(view.trump, tuple(pool[room:]), view.turn_up)


@dataclass(frozen=True)
class StockCardChoice:
    """The strong level's card while the stock lasts, with what it rests on.

    Attributes
    ----------
    card, from_table
        The card to play, and whether it is played from the seat's table.
    margin
        The mean over the deals of the points the seat scores from here less the other's
        (meld, dix, counters, last trick), with this card, rounded to a whole point.
    deals, best_in
        Deals played out, and in how many of them this card was among the best.
    out_of_time, budget_s
        The time budget (seconds) ran out before :data:`MAX_DEALS` deals.
    plain
        The card is the learner level's: no other card was clearly better (:data:`CLEARLY`).
    """

    card: Card
    from_table: bool
    margin: int
    deals: int
    best_in: int
    out_of_time: bool
    budget_s: float | None
    plain: bool = False


def strong_stock_card(
    view: StockView, rng: random.Random, budget_s: float | None = None
) -> StockCardChoice:
    """The card the strong level plays while the stock lasts, from ``view`` alone.

    Parameters
    ----------
    view
        The seat's knowledge (:func:`stock_view`).
    rng
        Draws the deals and seeds their rollouts: the same seed, the same card, whenever
        :data:`MAX_DEALS` deals are played out (always, with no ``budget_s``).
    budget_s
        A wall-clock safety net in seconds (> 0), or ``None`` (default): the clock is never
        read and :data:`MAX_DEALS` deals are played out, so the choice repeats at any load
        (the command line and the tournament). Past the net the card is chosen on the deals
        played so far (at least one) and ``out_of_time`` says so.

    Raises
    ------
    ValueError
        ``budget_s`` is not positive.
    """
    if budget_s is not None and not budget_s > 0:
        raise ValueError(f"budget_s={budget_s!r}: give a positive number of seconds")
    deadline = None if budget_s is None else time.perf_counter() + budget_s
    choices = view.choices
    plain = _plain_choice(view, random.Random(rng.randrange(2**32)))
    margins: dict[tuple[Card, bool], list[int]] = {c: [] for c in choices}
    best_in = dict.fromkeys(choices, 0)
    deals, out_of_time = 0, False
    while deals < MAX_DEALS:
        if deals and deadline is not None and time.perf_counter() >= deadline:
            out_of_time = True
            break
        other, pile = sample_hidden(view, rng)
        seed = rng.randrange(2**32)
        deal = {c: _rollout(view, other, pile, c, random.Random(seed)) for c in choices}
        deals += 1
        top = max(deal.values())
        for choice, margin in deal.items():
            margins[choice].append(margin)
            best_in[choice] += margin == top
    best = _clearly_better(margins, plain)
    return StockCardChoice(
        best[0],
        best[1],
        round(statistics.fmean(margins[best])),
        deals,
        best_in[best],
        out_of_time,
        budget_s,
        best == plain,
    )


def _plain_choice(view: StockView, rng: random.Random) -> tuple[Card, bool]:
    """The learner level's card here (:func:`~pinochle_learn.stockplayer.choose_stock_card`,
    from the table where faststock plays it from)."""
    table = view.tables[view.seat]
    led = view.trick[0] if view.trick else None
    left = (view.face_down + (view.turn_up is not None)) // 2
    card = choose_stock_card(view.hand, table, led, left, rng)
    return card, any(tc.card == card for tc in table.cards)


def _clearly_better(
    margins: dict[tuple[Card, bool], list[int]], plain: tuple[Card, bool]
) -> tuple[Card, bool]:
    """The card of the best mean among those ahead of ``plain`` by more than
    :data:`CLEARLY` standard errors of their paired differences over the deals (each deal
    plays every card on the same cards and seed); ``plain`` when none is."""
    base = margins[plain]
    ahead: list[tuple[float, int, int, bool, tuple[Card, bool]]] = []
    for choice, values in margins.items():
        diffs = [v - b for v, b in zip(values, base, strict=True)]
        mean = statistics.fmean(diffs)
        spread = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.inf
        if mean > 0 and mean > CLEARLY * spread:
            card = choice[0]
            ahead.append((mean, -int(card.suit), -int(card.rank), not choice[1], choice))
    return max(ahead)[-1] if ahead else plain


def _rollout(
    view: StockView, other: Hand, pile: Stock, choice: tuple[Card, bool], rng: random.Random
) -> int:
    """The seat's points from here less the other's: ``choice`` played, then the round played
    on by the learner level's players (:class:`~pinochle_learn.faststock.StockSteps`, on card
    indices) until :data:`TAIL_TRICKS` tricks are left, those solved exactly."""
    hands = [view.hand, other] if view.seat == 0 else [other, view.hand]
    counts = [hand_counts(hand) for hand in hands]
    tables = [packed_table(table) for table in view.tables]
    game = StockSteps.at(rng, view.ruleset, view.trump, counts, tables, pile, view.tricks_done)
    card = card_index(choice[0])
    game.play_card(view.seat, card, choice[1])
    played = [*(card_index(c) for c in view.trick), card]
    leader = game.play_out(view.leader, played, tail=TAIL_TRICKS)
    held = [[CARDS_BY_INDEX[index] for index in cards] for cards in game.held]
    tail = _tail(view.ruleset, view.trump, held, leader)
    points = [sum(kinds) for kinds in zip(game.meld_points(), game.counters, tail, strict=True)]
    return points[view.seat] - points[view.other]


def _tail(rules: Ruleset, trump: Suit, held: list[list[Card]], leader: int) -> list[int]:
    """Each seat's points in the last tricks, solved exactly from ``held`` (each seat's cards)
    with ``leader`` to lead: counters and the last trick; a 9 of trump played there scores its
    dix to whoever holds it. Past :data:`_TAIL_NODES` played out by the solver's first-ordered
    cards."""
    points = [0] * rules.players
    if not held[0]:
        return points
    nine = Card(Rank.NINE, trump)
    if rules.dix_scores_when_played:
        for seat in range(rules.players):
            points[seat] += (rules.points(MeldKind.DIX) or 0) * held[seat].count(nine)
    search = Search(rules, trump, [hand_int(h) for h in held], [], leader, max_nodes=_TAIL_NODES)
    total = search.points_left
    try:
        team0 = search.exact(search.value, total // 2)
    except SearchBudgetError:
        search = Search(rules, trump, [hand_int(h) for h in held], [], leader)
        team0 = 0
        while search.tricks_left:
            team0 += search.play(search.classes(search.to_play)[0][0])
    points[0] += team0
    points[1] += total - team0
    return points
