"""Computer-only rounds of the two-hand stock game on the fast path, for simulations and
benchmarks (``RULES.md``, TWO_HAND_STOCK; seed 002).

:class:`~pinochle_learn.state.RoundState` explains every step of a round (a verdict with its
reason for every action, a new immutable state per action, the score read back from the
history): right for lessons and replays, slow for thousands of rounds. Here the same computer
players (:mod:`pinochle_learn.stockplayer` while the stock lasts, :mod:`pinochle_learn.players`
for the last tricks) make the same decisions from the same seeded ``random.Random``, on the
same :class:`~pinochle_learn.hand.Hand`, :class:`~pinochle_learn.tablemeld.MeldTable` and
:class:`~pinochle_learn.stockpile.Stock` the round engine keeps, in the order
:class:`~pinochle_learn.phases.stock.StockUnit` and :class:`~pinochle_learn.phases.tricks.
TricksUnit` ask for them:

- the deal in packets of four, the turn-up for trump (a 9 turned up scores the dealer's dix),
  the non-dealer leading;
- while the stock lasts, any card from the hand or the table; after each trick its winner's
  meld turn while it has a choice (exchange the dix, lay down one meld), then the draws; when
  the stock is gone the melded cards go back to the hands;
- the last tricks with the duties to follow, trump and head the trick
  (:func:`~pinochle_learn.play.follow_duty`, as :func:`~pinochle_learn.fastround.quick_legal`);
- the score by :func:`~pinochle_learn.scoring.running_score`, each meld scored in the order it
  happened (:func:`~pinochle_learn.stockscore.meld_scored`'s events: the turn-up, each meld
  laid, the exchange, each 9 of trump played) for the first to reach the target.

``tests/properties/test_faststock.py`` plays the same seeds both ways and checks every action
and score is the same, so the state machine stays the judge of legality.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field

from .cards import Card, Rank, Suit
from .errors import RulesetError
from .fastplan import has_legal_meld
from .fastround import _legal as _legal_cards
from .hand import Hand
from .meldkinds import MeldKind
from .players import _choose_card
from .procedure import STOCK_ROUND
from .ruleset import TWO_HAND_STOCK, BothReach, Ruleset
from .scoring import RoundScore, running_score
from .seats import Seat, seats
from .stockpile import Stock
from .stockplayer import choose_stock_card, exchanges_dix, stock_meld_spec
from .tablemeld import MeldTable
from .trick import beats

__all__ = ["StockRound", "play_stock_round", "stock_rounds"]

_Actions = list[tuple[str, Seat, object]]


@dataclass(frozen=True)
class StockRound:
    """One computer-only round of the stock game played on the fast path.

    Attributes
    ----------
    dealer, trump
        Who dealt, and the trump turned up.
    melds
        Meld points each player scored this round (turn-up, melds laid, exchange, 9s played),
        by seat index.
    counters
        Trick points each player took (counters and the last trick), by seat index.
    score
        The round's score (:func:`~pinochle_learn.scoring.running_score`).
    actions
        Every decision as ``(kind, seat, value)``: ``("play", seat, (card, from_table))``,
        ``("exchange", seat, None)``, ``("lay_down", seat, (kind, suit))``,
        ``("draw", seat, None)`` (a draw chosen in a meld turn; the draws made at once are not
        decisions); the deal is not listed.
    """

    dealer: Seat
    trump: Suit
    melds: tuple[int, ...]
    counters: tuple[int, ...]
    score: RoundScore
    actions: tuple[tuple[str, Seat, object], ...] = field(default=(), compare=False)

    bid: None = None
    bidder: None = None
    thrown_in: bool = False
    stuck: bool = False

    def team_meld(self, team: int) -> int:
        """Meld points of a side (one player a side in the stock game)."""
        return self.melds[team]


class _Round:
    """The round's changing parts, and what is scored as it happens."""

    def __init__(self, rng: random.Random, dealer: Seat, ruleset: Ruleset, record: bool) -> None:
        from .state import deal_from_seed

        deal = deal_from_seed(rng, dealer, ruleset)
        self.rng, self.ruleset = rng, ruleset
        self.players = ruleset.players
        self.pile = Stock.after_deal(deal.stock)
        trump = self.pile.trump
        self.trump = trump
        self.hands = [Hand(h, ruleset.deck) for h in deal.hands]
        self.tables = [MeldTable(trump, ruleset) for _ in range(self.players)]
        self.nine = Card(Rank.NINE, trump)
        self.dix = ruleset.points(MeldKind.DIX) or 0
        self.events: list[tuple[int, int]] = []  # (seat, meld points), in the order scored
        if deal.stock[0] == self.nine and self.dix:
            self.events.append((int(dealer), self.dix))
        self.counters = [0] * self.players
        self.tricks = 0
        self.seats = seats(self.players)
        self.actions: _Actions | None = [] if record else None
        self.held: list[list[Card]] = []  # the hands as lists once the stock is gone

    def note(self, kind: str, seat: Seat, value: object) -> None:
        if self.actions is not None:
            self.actions.append((kind, seat, value))

    def scored_play(self, seat: int, card: Card) -> None:
        if card == self.nine and self.ruleset.dix_scores_when_played and self.dix:
            self.events.append((seat, self.dix))

    def close_trick(self, played: list[Card], leader: int) -> int:
        """Score a complete trick; returns its winner's seat index."""
        trump, best = self.trump, 0
        for at in range(1, len(played)):
            if beats(played[at], played[best], trump):
                best = at
        winner = (leader + best) % self.players
        points = self.ruleset.counter_points
        self.tricks += 1
        value = sum(points[c.rank] for c in played)
        if self.tricks == self.ruleset.tricks_per_round:
            value += self.ruleset.last_trick_points
        self.counters[winner] += value
        return winner

    # -- while the stock lasts ---------------------------------------------------------------
    def stock_trick(self, leader: int) -> int:
        tricks_left = len(self.pile) // self.players
        played: list[Card] = []
        for offset in range(self.players):
            seat = (leader + offset) % self.players
            hand, table = self.hands[seat], self.tables[seat]
            led = played[0] if played else None
            card = choose_stock_card(hand, table, led, tricks_left, self.rng)
            from_table = any(tc.card == card for tc in table.cards)
            if from_table:
                self.tables[seat] = table.play(card)
            else:
                self.hands[seat] = hand.remove(card)
            self.note("play", self.seats[seat], (card, from_table))
            self.scored_play(seat, card)
            played.append(card)
        winner = self.close_trick(played, leader)
        self.tables = [t.after_trick(won=i == winner) for i, t in enumerate(self.tables)]
        return winner

    def has_choice(self, seat: int) -> bool:
        """:func:`~pinochle_learn.phases.stock._has_choice`: a dix to exchange or a meld."""
        hand = self.hands[seat]
        if self.may_exchange(hand):
            return True
        return has_legal_meld(hand, self.tables[seat])

    def may_exchange(self, hand: Hand) -> bool:
        """``Stock.check_exchange(hand, ...).legal``, without its verdict: a turn-up that is not
        the 9 of trump, and the 9 in the hand."""
        turn_up = self.pile.turn_up
        return turn_up is not None and turn_up != self.nine and self.nine in hand.cards

    def meld_turn(self, seat: int) -> None:
        """The winner's choices after the trick (as ``players._choose_stock`` makes them), while
        it has one; a draw chosen ends the turn (with no choice left the draw is made at once,
        not a decision).

        Unrecorded, the question "is there a choice?" is not asked: with none, the player's own
        rule draws too (no dix to exchange, and the planner finds no legal meld), so the round
        is the same; only the record tells a draw chosen from one made at once."""
        who = self.seats[seat]
        recording = self.actions is not None
        while not recording or self.has_choice(seat):
            hand, table = self.hands[seat], self.tables[seat]
            tricks_left = len(self.pile) // self.players
            if exchanges_dix(hand, self.trump, self.pile.turn_up) and self.may_exchange(hand):
                self.hands[seat], self.pile, _ = self.pile.exchange(hand, self.ruleset)
                self.note("exchange", who, None)
                if self.dix:
                    self.events.append((seat, self.dix))
                continue
            meld = stock_meld_spec(hand, table, tricks_left)
            if meld is None:
                self.note("draw", who, None)  # the player chooses to draw
                return
            self.hands[seat], self.tables[seat] = table.lay_down(hand, meld.kind, meld.suit)
            self.note("lay_down", who, (meld.kind, meld.suit))
            self.events.append((seat, self.tables[seat].laid[-1].points))

    def draw(self, winner: int) -> bool:
        """The draws after a trick; ``True`` once the stock is gone (the melded cards back in
        the hands)."""
        loser = (winner + 1) % self.players
        first, second, self.pile = self.pile.draw()
        self.hands[winner] = self.hands[winner].add(first)
        if second is not None:
            self.hands[loser] = self.hands[loser].add(second)
        self.tables = [t.lapse() for t in self.tables]
        if not self.pile.is_empty:
            return False
        for seat, table in enumerate(self.tables):
            cards, self.tables[seat] = table.take_back()
            for card in cards:
                self.hands[seat] = self.hands[seat].add(card)
        self.held = [list(h.cards) for h in self.hands]  # the last tricks: display order
        return True

    # -- the last tricks ---------------------------------------------------------------------
    def last_trick(self, leader: int) -> int:
        played: list[Card] = []
        best = 0
        for offset in range(self.players):
            seat = (leader + offset) % self.players
            held = self.held[seat]
            legal, wins = _legal_cards(held, played, self.trump, self.ruleset)
            winning = (leader + best) % self.players
            partner = bool(played) and winning != seat and self._side(winning) == self._side(seat)
            card = _choose_card(legal, wins, bool(played), self.trump, partner, self.rng)
            held.remove(card)
            self.note("play", self.seats[seat], (card, False))
            self.scored_play(seat, card)
            if played and beats(card, played[best], self.trump):
                best = len(played)
            played.append(card)
        return self.close_trick(played, leader)

    def _side(self, seat: int) -> int:
        return self.ruleset.side_of(seat)

    def score(self, totals: tuple[int, ...]) -> RoundScore:
        """:func:`~pinochle_learn.stockscore.running_total_score` of the events scored."""
        melds = [0] * self.players
        for seat, points in self.events:
            melds[seat] += points
        first = None
        if self.ruleset.both_reach is BothReach.FIRST_TO_REACH:
            running = list(totals)
            for seat, points in self.events:
                running[seat] += points
                if running[seat] >= self.ruleset.target_score:
                    first = seat
                    break
        return running_score(
            self.ruleset,
            meld=(melds[0], melds[1]),
            tricks=(self.counters[0], self.counters[1]),
            totals=totals,
            first=first,
        )


def _stock_ruleset(ruleset: Ruleset) -> Ruleset:
    if ruleset.procedure is not STOCK_ROUND:
        raise RulesetError(
            f"ruleset={ruleset.name!r}: this fast path plays the stock round (TWO_HAND_STOCK); "
            "play this game with simulate.play_rounds or pinochle_learn.fastround"
        )
    return ruleset


def play_stock_round(
    rng: random.Random,
    dealer: Seat,
    totals: tuple[int, ...] | None = None,
    ruleset: Ruleset = TWO_HAND_STOCK,
    *,
    record: bool = False,
) -> StockRound:
    """Deal with ``rng`` and play one stock-game round with the computer players.

    The same ``rng`` state and dealer give the same round as
    :class:`~pinochle_learn.state.RoundState` driven by
    :func:`~pinochle_learn.players.choose_action`. ``totals``: each player's game points
    before the round (none: a new game).

    Raises
    ------
    RulesetError
        ``ruleset``'s procedure is not the stock round.
    """
    _stock_ruleset(ruleset)
    game = _Round(rng, dealer, ruleset, record)
    leader = int(dealer.next(ruleset.players))  # FirstLead.NON_DEALER
    while True:
        winner = game.stock_trick(leader)
        game.meld_turn(winner)
        leader = winner
        if game.draw(winner):
            break
    while game.tricks < ruleset.tricks_per_round:
        leader = game.last_trick(leader)
    before = totals if totals is not None else (0,) * ruleset.side_count
    return StockRound(
        dealer,
        game.trump,
        tuple(sum(p for s, p in game.events if s == seat) for seat in range(game.players)),
        tuple(game.counters),
        game.score(before),
        tuple(game.actions or ()),
    )


def stock_rounds(
    rounds: int, seed: int, ruleset: Ruleset = TWO_HAND_STOCK, *, record: bool = False
) -> Iterator[StockRound]:
    """``rounds`` computer-only rounds of the stock game from ``seed``, a new game whenever one
    ends: the same rounds as :func:`pinochle_learn.simulate.play_rounds`, faster.

    Raises
    ------
    RulesetError
        ``ruleset``'s procedure is not the stock round.
    """
    _stock_ruleset(ruleset)
    rng = random.Random(seed)
    table = seats(ruleset.players)
    dealer = random.Random(seed).choice(table)
    totals: tuple[int, ...] | None = None
    for _ in range(rounds):
        result = play_stock_round(rng, dealer, totals, ruleset, record=record)
        yield result
        if result.score.winner is not None:
            dealer = random.Random(rng.randrange(2**32)).choice(table)
            totals = None
        else:
            dealer = dealer.next(ruleset.players)
            totals = tuple(result.score.totals)
