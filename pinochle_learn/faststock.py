"""Computer-only rounds of the two-hand stock game on the fast path, for simulations and
benchmarks (``RULES.md``, TWO_HAND_STOCK; seed 002).

:class:`~pinochle_learn.state.RoundState` explains every step of a round (a verdict with its
reason for every action, a new immutable state per action, the score read back from the
history): right for lessons and replays, slow for thousands of rounds. Here the same computer
players make the same decisions from the same seeded ``random.Random``
(:mod:`pinochle_learn.stockindex`: :mod:`pinochle_learn.stockplayer`'s choices while the stock
lasts, :mod:`pinochle_learn.players`' for the last tricks) on card indices: each hand as 24
counts, each table as the meld planner's packed tuple (:mod:`pinochle_learn.fastplan`, the
same rules as :class:`~pinochle_learn.tablemeld.MeldTable`), the stock as a list, in the order
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

``tests/properties/test_fast_two_hand.py`` plays the same seeds both ways and checks every action
and score is the same, so the state machine stays the judge of legality.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .cards import Suit
from .errors import RulesetError
from .fastmeld import CARDS_BY_INDEX, SLOTS, card_index
from .fastpack import _leaving
from .fastplan import MeldSpec, _legal, plan_steps
from .meldkinds import MeldKind
from .phases.setup import cards_dealt
from .procedure import STOCK_ROUND
from .ruleset import TWO_HAND_STOCK, BothReach, Ruleset
from .scoring import RoundScore, running_score
from .seats import Seat, seats
from .stockindex import choose_last_index, choose_stock_plan, held_indices, trump_tables

if TYPE_CHECKING:
    from .stockpile import Stock

__all__ = ["StockRound", "StockSteps", "play_stock_round", "stock_rounds"]

_Actions = list[tuple[str, Seat, object]]
_Table = tuple[tuple[int, int], ...]


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


class StockSteps:
    """A stock-game round's steps with the computer players (the learner level), on card
    indices (:mod:`pinochle_learn.stockindex`): :meth:`play_out` plays the round on from a
    trick, one step a method (:meth:`stock_trick`, :meth:`meld_turn`, :meth:`draw`,
    :meth:`last_trick`), scoring as it goes. Made from a deal (:meth:`dealt`) or from a
    position while the stock lasts (:meth:`at`: the strong level's rollouts,
    :mod:`pinochle_learn.strongstock`).

    Attributes
    ----------
    counts
        Each seat's hidden hand as 24 counts by card index (``6 * suit + rank``).
    tables
        Each seat's table as the planner's packed tuple of ``(card index, served mask)``
        (:func:`~pinochle_learn.fastplan.packed_table`).
    face_down, turn_up
        The face-down stock's card indices, top first, and the turn-up's index (-1 once drawn).
    tricks
        Tricks finished this round (those before the position included).
    events
        ``(seat index, meld points)`` of each meld scored, in order: the turn-up, each meld
        laid, each exchange of the dix, each 9 of trump played (from the position on).
    counters
        Trick points each seat took (counters and the last trick), from the position on.
    held
        Once the stock is gone, each seat's cards (hand and table) in display order, a list of
        card indices; empty before.
    """

    def __init__(
        self,
        rng: random.Random,
        ruleset: Ruleset,
        trump: Suit,
        counts: list[list[int]],
        stock: list[int],
        record: bool = False,
        tables: Sequence[_Table] = (),
    ) -> None:
        """The round with ``counts`` the hands, ``stock`` the turn-up's index then the face-down
        cards' (top first), ``tables`` the packed tables (none: empty), nothing scored yet."""
        self.rng, self.ruleset = rng, ruleset
        self.players = ruleset.players
        self.counts = counts
        self.trump = trump
        self.tab = trump_tables(ruleset, self.trump)
        self.tables: list[_Table] = list(tables) or [() for _ in range(self.players)]
        self.face_down = stock[1:]
        self.turn_up = stock[0]  # -1 once drawn
        self.nine = 6 * int(self.trump)
        self.dix = ruleset.points(MeldKind.DIX) or 0
        self.dix_played = self.dix if ruleset.dix_scores_when_played else 0
        self.events: list[tuple[int, int]] = []  # (seat, meld points), in the order scored
        self.counters = [0] * self.players
        self.tricks = 0
        self.tricks_in_round = ruleset.tricks_per_round
        self.seats = seats(self.players)
        self.sides = tuple(ruleset.side_of(seat) for seat in range(self.players))
        self.actions: _Actions | None = [] if record else None
        self.held: list[list[int]] = []  # the hands in display order once the stock is gone
        # Each seat's best order after its card of this trick, when that card (spare, from
        # the hand) leaves it the best (``fastplan._carried``): its meld turn searches no more.
        self.carried: list[tuple[MeldSpec, ...] | None] = [None] * self.players

    def note(self, kind: str, seat: Seat, value: object) -> None:
        if self.actions is not None:
            self.actions.append((kind, seat, value))

    def stock_left(self) -> int:
        return len(self.face_down) + (self.turn_up >= 0)

    @classmethod
    def dealt(
        cls, rng: random.Random, dealer: Seat, ruleset: Ruleset, record: bool = False
    ) -> StockSteps:
        """A new round dealt with ``rng`` by ``dealer`` (:func:`_deal`), the turn-up naming
        trump (a 9 turned up scores the dealer's dix); ``record``: list every decision."""
        counts, stock = _deal(rng, int(dealer), ruleset)
        game = cls(rng, ruleset, Suit(stock[0] // 6), counts, stock, record)
        if game.turn_up == game.nine and game.dix:
            game.events.append((int(dealer), game.dix))
        return game

    @classmethod
    def at(
        cls,
        rng: random.Random,
        ruleset: Ruleset,
        trump: Suit,
        counts: Sequence[Sequence[int]],
        tables: Sequence[_Table],
        stock: Stock,
        tricks: int,
    ) -> StockSteps:
        """The round at a position while the stock lasts: each seat's hidden hand as 24 counts
        (:func:`~pinochle_learn.fastplan.hand_counts`) and its packed table
        (:func:`~pinochle_learn.fastplan.packed_table`), by seat index; the stock (face-down
        cards in order, the turn-up) and the tricks finished. :attr:`events` and
        :attr:`counters` count from here."""
        turn_up = -1 if stock.turn_up is None else card_index(stock.turn_up)
        pile = [turn_up, *(card_index(c) for c in stock.face_down)]
        game = cls(rng, ruleset, trump, [list(c) for c in counts], pile, tables=tables)
        game.tricks = tricks
        return game

    def meld_points(self) -> list[int]:
        """Meld points each seat scored (:attr:`events`), by seat index."""
        melds = [0] * self.players
        for seat, points in self.events:
            melds[seat] += points
        return melds

    def play_out(self, leader: int, played: list[int] | None = None, tail: int = 0) -> int:
        """Play the round on from a trick led by ``leader`` (``played``: its cards so far, as
        :meth:`stock_trick` takes them) until ``tail`` tricks are left (0: to its end);
        returns the seat index to lead the next trick."""
        while True:
            winner = self.stock_trick(leader, played)
            self.meld_turn(winner)
            leader, played = winner, None
            if self.draw(winner):
                break
        while self.tricks < self.tricks_in_round - tail:
            leader = self.last_trick(leader)
        return leader

    def close_trick(self, played: list[int], leader: int) -> int:
        """Score a complete trick; returns its winner's seat index."""
        beaten_by, best = self.tab.beaten_by, 0
        for at in range(1, len(played)):
            if beaten_by[played[best]] >> played[at] & 1:
                best = at
        winner = (leader + best) % self.players
        self.tricks += 1
        value = sum(map(self.tab.points.__getitem__, played))
        if self.tricks == self.tricks_in_round:
            value += self.ruleset.last_trick_points
        self.counters[winner] += value
        return winner

    def played(self, seat: int, card: int, from_table: bool) -> None:
        if self.actions is not None:
            self.actions.append(("play", self.seats[seat], (CARDS_BY_INDEX[card], from_table)))
        if card == self.nine and self.dix_played:
            self.events.append((seat, self.dix_played))

    # -- while the stock lasts ---------------------------------------------------------------
    def stock_trick(self, leader: int, played: list[int] | None = None) -> int:
        """A trick while the stock lasts led by ``leader``, the players choosing each card not
        yet in ``played`` (the trick's cards so far, each taken with :meth:`play_card`);
        returns its winner's seat index."""
        left = self.stock_left() // self.players
        played = [] if played is None else played
        led = played[0] if played else -1
        for offset in range(len(played), self.players):
            seat = (leader + offset) % self.players
            table = self.tables[seat]
            card, steps, hand_spare = choose_stock_plan(
                self.counts[seat], table, led, left, self.rng, self.tab
            )
            from_table = False
            for index, _ in table:
                if index == card:
                    from_table = True
                    break
            self.play_card(seat, card, from_table)
            if not from_table and hand_spare >> card & 1:
                self.carried[seat] = steps
            if led < 0:
                led = card
            played.append(card)
        return self.close_trick(played, leader)

    def play_card(self, seat: int, card: int, from_table: bool) -> None:
        """``seat`` plays the card of index ``card`` while the stock lasts, from its table
        (the copy serving in the most kinds of meld) or from its hand."""
        if from_table:
            self.tables[seat] = _play_from(self.tables[seat], card)
        else:
            self.counts[seat][card] -= 1
        self.carried[seat] = None  # a plan is carried only from the card choice's own search
        self.played(seat, card, from_table)

    def may_exchange(self, seat: int) -> bool:
        """``Stock.check_exchange(hand, ...).legal`` (and the player's own rule, which always
        exchanges when allowed): a turn-up that is not the 9 of trump, and the 9 in the hand."""
        return self.turn_up >= 0 and self.turn_up != self.nine and self.counts[seat][self.nine] > 0

    def has_choice(self, seat: int, melded: bool) -> bool:
        """:func:`~pinochle_learn.phases.stock._has_choice`: a dix to exchange or a meld."""
        if self.may_exchange(seat):
            return True
        if melded:
            return False
        return bool(_legal(tuple(self.counts[seat]), self.tables[seat], self.tab.specs))

    def meld_turn(self, seat: int) -> None:
        """The winner's choices after the trick (as ``players._choose_stock`` makes them), while
        it has one: exchange the dix, lay down one meld; a draw chosen ends the turn (with no
        choice left the draw is made at once, not a decision).

        Unrecorded, the question "is there a choice?" is not asked: with none, the player's own
        rule draws too (no dix to exchange, and the planner finds no legal meld), so the round
        is the same; only the record tells a draw chosen from one made at once."""
        who = self.seats[seat]
        recording = self.actions is not None
        melded = False
        carried = self.carried[seat]
        while not recording or self.has_choice(seat, melded):
            counts = self.counts[seat]
            if self.may_exchange(seat):
                counts[self.nine] -= 1
                counts[self.turn_up] += 1
                self.turn_up = self.nine
                self.note("exchange", who, None)
                if self.dix:
                    self.events.append((seat, self.dix))
                carried = None  # another hand
                continue
            left = self.stock_left() // self.players
            table = self.tables[seat]
            position = tuple(counts)
            if melded:
                steps: tuple[MeldSpec, ...] = ()
            elif carried is not None:
                steps = carried
            else:
                steps = plan_steps(self.tab.specs, position, table, left, carry=False)
            if not steps:
                self.note("draw", who, None)  # the player chooses to draw
                return
            meld = steps[0]
            _, take, self.tables[seat] = _leaving(position, table, meld)  # a legal meld
            for index, n in take:
                counts[index] -= n
            melded = True
            self.note("lay_down", who, (meld.kind, meld.suit))
            self.events.append((seat, meld.points))

    def draw(self, winner: int) -> bool:
        """The draws after a trick (``Stock.draw``: the top card to the winner, the next, or
        the turn-up, to the loser); ``True`` once the stock is gone (the melded cards back in
        the hands)."""
        loser = (winner + 1) % self.players
        face_down = self.face_down
        if face_down:
            self.counts[winner][face_down.pop(0)] += 1
            if face_down:
                self.counts[loser][face_down.pop(0)] += 1
            else:
                self.counts[loser][self.turn_up] += 1
                self.turn_up = -1
        else:
            self.counts[winner][self.turn_up] += 1
            self.turn_up = -1
        if self.stock_left():
            return False
        for seat, table in enumerate(self.tables):
            for index, _ in table:
                self.counts[seat][index] += 1
            self.tables[seat] = ()
        self.held = [held_indices(c) for c in self.counts]  # the last tricks: display order
        return True

    # -- the last tricks ---------------------------------------------------------------------
    def last_trick(self, leader: int) -> int:
        played: list[int] = []
        best = 0
        beaten_by, sides = self.tab.beaten_by, self.sides
        for offset in range(self.players):
            seat = (leader + offset) % self.players
            held = self.held[seat]
            winning = (leader + best) % self.players
            partner = bool(played) and winning != seat and sides[winning] == sides[seat]
            top = played[best] if played else -1
            card = choose_last_index(held, played, top, partner, self.ruleset, self.tab, self.rng)
            held.remove(card)
            self.played(seat, card, False)
            if played and beaten_by[played[best]] >> card & 1:
                best = len(played)
            played.append(card)
        return self.close_trick(played, leader)

    def score(self, totals: tuple[int, ...]) -> RoundScore:
        """:func:`~pinochle_learn.stockscore.running_total_score` of the events scored."""
        melds = self.meld_points()
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


_DECKS: dict[int, tuple[Ruleset, tuple[int, ...]]] = {}


def _deal(rng: random.Random, dealer: int, ruleset: Ruleset) -> tuple[list[list[int]], list[int]]:
    """:func:`~pinochle_learn.phases.setup.deal_from_seed` on card indices (the same shuffle
    of the deck's cards in the same order, the same packets): each seat's counts, and the
    stock top first (the turn-up first)."""
    found = _DECKS.get(id(ruleset))
    if found is None or found[0] is not ruleset:
        found = _DECKS[id(ruleset)] = (ruleset, tuple(card_index(c) for c in ruleset.deck.cards))
    cards = list(found[1])
    rng.shuffle(cards)
    size, players = cards_dealt(ruleset), ruleset.players
    procedure = ruleset.procedure
    packet = procedure.packet if procedure is not None else 0
    counts = [[0] * SLOTS for _ in range(players)]
    top = 0
    if not packet:
        for seat in range(players):
            for card in cards[seat * size : (seat + 1) * size]:
                counts[seat][card] += 1
        return counts, cards[size * players :]
    for _ in range(size // packet):
        for k in range(1, players + 1):  # left of the dealer first, the dealer last
            held = counts[(dealer + k) % players]
            for card in cards[top : top + packet]:
                held[card] += 1
            top += packet
    return counts, cards[top:]


def _play_from(table: _Table, card: int) -> _Table:
    """``MeldTable.play``: of the copies of ``card`` on the table, the first serving in the
    most kinds of meld leaves."""
    leaving, most = -1, -1
    for at, (index, served) in enumerate(table):
        if index == card and served.bit_count() > most:
            leaving, most = at, served.bit_count()
    return table[:leaving] + table[leaving + 1 :]


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
    game = StockSteps.dealt(rng, dealer, ruleset, record)
    game.play_out(int(dealer.next(ruleset.players)))  # FirstLead.NON_DEALER
    before = totals if totals is not None else (0,) * ruleset.side_count
    return StockRound(
        dealer,
        game.trump,
        tuple(game.meld_points()),
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
