"""The search itself: the trick phase as a game tree over small integers (``RULES.md``, Tricks).

A card is ``6 * suit + rank`` (0 to 23, :class:`~pinochle_learn.cards.Rank` order, so a higher
number in a suit wins); a hand is one integer holding two bits (the number of copies, 0 to 2) per
card, so suit ``s`` is the 12-bit field at ``12 * s``. :class:`Search` plays cards on those
integers and searches with fail-soft alpha-beta. Its switches turn on the solver's speed-ups:

- ``table``: a transposition table of value bounds at the start of each trick, keyed by the
  hands and the leader (points are counted from here, so the tricks already played do not matter);
- ``equivalence``: one card of each class of cards that play alike (same suit, same hand, same
  counter points, and no card of that suit held by another seat or lying in the trick with a
  rank between them, ends included): swapping two such cards changes no comparison and no count;
- ``ordering``: likely-best cards first (the table's best lead, then masters, then cheap cards).

With every switch off it is a plain alpha-beta, the benchmark's baseline. Legality mirrors
:func:`pinochle_learn.play.legal_plays` on these integers; ``tests/unit/test_solver.py`` checks
the two agree card for card on random positions of every game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from ..cards import Card, Rank, Suit
from ..ruleset import Ruleset

__all__ = ["Search", "SearchBudgetError", "card_int", "hand_int", "int_card"]

_SUIT_FIELD: Final = 0xFFF
_LOW_BITS: Final = 0x555555555555
_INFINITY: Final = 1 << 30


class SearchBudgetError(RuntimeError):
    """The search passed its node budget before the value was proved (never a hang).

    Attributes
    ----------
    nodes
        Nodes searched when it stopped.
    """

    def __init__(self, message: str, nodes: int, budget: int) -> None:
        super().__init__(message)
        self.nodes = nodes
        self.budget = budget


def card_int(card: Card) -> int:
    """``6 * suit + rank``: 0 (9♠) to 23 (A♣)."""
    return 6 * int(card.suit) + int(card.rank)


def int_card(number: int) -> Card:
    """The card of :func:`card_int`."""
    return Card(Rank(number % 6), Suit(number // 6))


def hand_int(cards: Sequence[Card]) -> int:
    """A hand as one integer: two bits per card holding its number of copies."""
    total = 0
    for card in cards:
        total += 1 << (2 * card_int(card))
    return total


def _presence(field: int) -> int:
    """A suit's 12-bit field of counts as a 6-bit set of the ranks present."""
    return sum(1 << r for r in range(6) if (field >> (2 * r)) & 3)


_PRESENCE: Final = tuple(_presence(f) for f in range(4096))
_RANKS_DOWN: Final = tuple(tuple(r for r in range(5, -1, -1) if p >> r & 1) for p in range(64))


def _between(low: int, high: int) -> int:
    """The ranks ``low`` to ``high``, both included, as a 6-bit set."""
    return ((1 << (high + 1)) - 1) & ~((1 << low) - 1)


class _Rules:
    """A ruleset's numbers for one trump, as tables over card integers."""

    def __init__(self, ruleset: Ruleset, trump: Suit) -> None:
        self.players = ruleset.players
        self.trump = int(trump)
        self.points = tuple(ruleset.counter_points[Rank(c % 6)] for c in range(24))
        self.last = ruleset.last_trick_points
        self.follow = ruleset.must_follow_suit
        self.must_trump = ruleset.must_trump
        self.head = ruleset.must_head_trick
        self.beat_led = ruleset.must_beat_led_suit_after_trump
        self.first_lead_trump = ruleset.first_lead_trump
        self.team = tuple(ruleset.side_of(s) for s in range(self.players))
        t = self.trump
        self.beats = tuple(
            tuple((c // 6 == w // 6 and c > w) or (c // 6 == t and w // 6 != t) for w in range(24))
            for c in range(24)
        )
        self._groups: dict[int, tuple[tuple[int, ...], ...]] = {}

    def groups(
        self, suit: int, mine: int, others: int, equivalence: bool
    ) -> tuple[tuple[int, ...], ...]:
        """The classes of the cards of ``suit`` in the 12-bit field ``mine``, highest first,
        given the 6-bit set ``others`` of ranks held elsewhere or lying in the trick."""
        key = (mine << 7 | others << 1 | equivalence) * 4 + suit
        found = self._groups.get(key)
        if found is None:
            found = self._make_groups(suit, mine, others, equivalence)
            self._groups[key] = found
        return found

    def _make_groups(
        self, suit: int, mine: int, others: int, equivalence: bool
    ) -> tuple[tuple[int, ...], ...]:
        out: list[list[int]] = []
        previous = -1
        for rank in _RANKS_DOWN[_PRESENCE[mine]]:
            card = 6 * suit + rank
            if (
                equivalence
                and out
                and not others & _between(rank, previous)
                and self.points[card] == self.points[out[-1][0]]
            ):
                out[-1].append(card)
            else:
                out.append([card])
            previous = rank
        return tuple(tuple(g) for g in out)


class Search:
    """A position of the trick phase on integers, with its alpha-beta search.

    Values are counter points (the last trick's bonus included) that team 0 (NORTH's side)
    takes from the current state to the end, cards already in the trick included.

    Parameters
    ----------
    ruleset, trump
        The game and the trump suit.
    hands
        Each seat's hand as a :func:`hand_int`, by seat index.
    trick, leader
        The cards of the trick in progress (card integers, play order) and the seat that led it.
    first_lead
        The trick (empty) is the round's first and its leader is the bidder, who must lead a
        trump if holding one under ``first_lead_trump`` (TWO_HAND_WIDOW).
    table, equivalence, ordering
        The speed-ups (module docstring); all off is the plain alpha-beta baseline.
    max_nodes
        Node budget; passing it raises :class:`SearchBudgetError`.
    """

    def __init__(
        self,
        ruleset: Ruleset,
        trump: Suit,
        hands: Sequence[int],
        trick: Sequence[int],
        leader: int,
        *,
        first_lead: bool = False,
        table: bool = True,
        equivalence: bool = True,
        ordering: bool = True,
        max_nodes: int = 20_000_000,
    ) -> None:
        self.rules = _Rules(ruleset, trump)
        self.hands = list(hands)
        self.trick = list(trick)
        self.leader = leader
        self.win = 0
        for i in range(1, len(self.trick)):
            if self.rules.beats[self.trick[i]][self.trick[self.win]]:
                self.win = i
        cards = sum(bin(h).count("1") + bin(h & 0xAAAAAAAAAAAA).count("1") for h in self.hands)
        self.tricks_left = (cards + len(self.trick)) // self.rules.players
        self.first_tricks = self.tricks_left if first_lead and not self.trick else -1
        self.use_table, self.equivalence, self.ordering = table, equivalence, ordering
        self.table: dict[tuple[int, ...], list[int]] = {}
        self.nodes = 0
        self.max_nodes = max_nodes
        self.hand_points = sum(
            self.rules.points[c] * ((h >> (2 * c)) & 3) for h in self.hands for c in range(24)
        )

    # -- where the state stands -------------------------------------------------------------
    @property
    def to_play(self) -> int:
        """The seat to play now."""
        return (self.leader + len(self.trick)) % self.rules.players

    @property
    def points_left(self) -> int:
        """Counter points still to be taken: the hands, the trick and the last trick's bonus."""
        lying = sum(self.rules.points[c] for c in self.trick)
        return self.hand_points + lying + (self.rules.last if self.tricks_left else 0)

    def classes(self, seat: int) -> list[tuple[int, ...]]:
        """The legal cards of ``seat`` (to play now) in classes of equivalent cards, each
        class's first card its representative, in search order."""
        r = self.rules
        hands, trick = self.hands, self.trick
        hand = hands[seat]
        if trick:
            led = trick[0] // 6
            suits: Sequence[int] = range(4)
            if r.follow and hand >> (12 * led) & _SUIT_FIELD:
                suits = (led,)
            elif r.must_trump and hand >> (12 * r.trump) & _SUIT_FIELD:
                suits = (r.trump,)
        elif (
            self.tricks_left == self.first_tricks
            and r.first_lead_trump
            and hand >> (12 * r.trump) & _SUIT_FIELD
        ):
            suits = (r.trump,)
        else:
            suits = range(4)
        out: list[tuple[int, ...]] = []
        elsewhere = 0  # the low bit of a card's two is set when another seat or the trick has it
        for o, h in enumerate(hands):
            if o != seat:
                elsewhere |= h | h >> 1
        elsewhere &= _LOW_BITS
        for c in trick:
            elsewhere |= 1 << (2 * c)
        for s in suits:
            mine = hand >> (12 * s) & _SUIT_FIELD
            if mine:
                others = _PRESENCE[elsewhere >> (12 * s) & _SUIT_FIELD]
                out.extend(r.groups(s, mine, others, self.equivalence))
        if trick:
            out = self._duties(out, suits)
        if self.ordering:
            self._order(out, seat)
        return out

    def _duties(self, out: list[tuple[int, ...]], suits: Sequence[int]) -> list[tuple[int, ...]]:
        """Within the allowed suits, head the trick if able (``must_head_trick``), or under the
        house rule beat the suit led once trumped (``must_beat_led_suit_after_trump``)."""
        r, trick = self.rules, self.trick
        winning = trick[self.win]
        if r.head:
            winners = [g for g in out if r.beats[g[0]][winning]]
            if winners:
                return winners
        led = trick[0] // 6
        trumped = led != r.trump and any(c // 6 == r.trump for c in trick)
        if r.beat_led and len(suits) == 1 and suits[0] == led and trumped:
            top = max(c for c in trick if c // 6 == led)
            beaters = [g for g in out if g[0] > top]
            if beaters:
                return beaters
        return out

    def _order(self, out: list[tuple[int, ...]], seat: int) -> None:
        r, trick = self.rules, self.trick
        points = r.points
        if trick:
            winning = trick[self.win]
            ours = r.team[(self.leader + self.win) % r.players] == r.team[seat]

            def follow_key(g: tuple[int, ...]) -> tuple[int, int]:
                wins = r.beats[g[0]][winning]
                if wins or ours:
                    return (0, -points[g[0]] if ours and not wins else g[0] % 6 - 6)
                return (1, points[g[0]] * 8 + g[0] % 6)

            out.sort(key=follow_key)
            return
        best = -1
        if self.use_table:
            entry = self.table.get((*self.hands, self.leader))
            if entry is not None:
                best = entry[2]

        def lead_key(g: tuple[int, ...]) -> tuple[int, int]:
            c = g[0]
            if c == best or best in g:
                return (0, 0)
            return (1 if c % 6 >= 4 else 2, -c % 6 if c % 6 >= 4 else points[c])

        out.sort(key=lead_key)

    # -- the search ----------------------------------------------------------------------------
    def value(self, alpha: int, beta: int) -> int:
        """Fail-soft alpha-beta from the current state: team 0's points from here. A result
        ``<= alpha`` is an upper bound, ``>= beta`` a lower bound, else exact."""
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise SearchBudgetError(
                f"the search passed its budget of {self.max_nodes:,} nodes before the value "
                "was proved: give a larger node budget, or solve a position nearer the end",
                self.nodes,
                self.max_nodes,
            )
        r = self.rules
        trick = self.trick
        entry: list[int] | None = None
        key: tuple[int, ...] = ()
        if not trick:
            if self.tricks_left <= 1:
                return self._last_trick() if self.tricks_left else 0
            left = self.hand_points + r.last
            if left <= alpha:
                return left
            if beta <= 0:
                return 0
            if self.use_table:
                key = (*self.hands, self.leader)
                entry = self.table.get(key)
                if entry is not None:
                    if entry[0] == entry[1] or entry[0] >= beta:
                        return entry[0]
                    if entry[1] <= alpha:
                        return entry[1]
                    alpha = max(alpha, entry[0])
                    beta = min(beta, entry[1])
                else:
                    entry = [0, left, -1]
                    self.table[key] = entry
        seat = (self.leader + len(trick)) % r.players
        maximize = r.team[seat] == 0
        best = -_INFINITY if maximize else _INFINITY
        best_card = -1
        a, b = alpha, beta
        for group in self.classes(seat):
            card = group[0]
            v = self.after(seat, card, a, b)
            if maximize:
                if v > best:
                    best, best_card = v, card
                    if v > a:
                        a = v
                        if a >= b:
                            break
            elif v < best:
                best, best_card = v, card
                if v < b:
                    b = v
                    if a >= b:
                        break
        if entry is not None:
            if best <= alpha:
                entry[1] = min(entry[1], best)
            elif best >= beta:
                entry[0] = max(entry[0], best)
                entry[2] = best_card
            else:
                entry[0] = entry[1] = best
                entry[2] = best_card
        return best

    def _last_trick(self) -> int:
        """The last trick, every card forced: team 0's points from it."""
        r = self.rules
        players, leader = r.players, self.leader
        cards = [(self.hands[(leader + i) % players].bit_length() - 1) // 2 for i in range(players)]
        win = 0
        for i in range(1, players):
            if r.beats[cards[i]][cards[win]]:
                win = i
        if r.team[(leader + win) % players]:
            return 0
        return sum(r.points[c] for c in cards) + r.last

    def after(self, seat: int, card: int, alpha: int, beta: int) -> int:
        """Team 0's points from here if ``seat`` plays ``card`` now (then best play)."""
        r = self.rules
        trick = self.trick
        bit = 1 << (2 * card)
        self.hands[seat] -= bit
        self.hand_points -= r.points[card]
        win = self.win
        n = len(trick)
        if n and r.beats[card][trick[win]]:
            self.win = n
        elif not n:
            self.win = 0
        trick.append(card)
        if n + 1 < r.players:
            v = self.value(alpha, beta)
        else:
            leader = self.leader
            winner = (leader + self.win) % r.players
            gain = 0
            if r.team[winner] == 0:
                gain = sum(r.points[c] for c in trick)
                if self.tricks_left == 1:
                    gain += r.last
            self.trick = []
            self.leader = winner
            self.tricks_left -= 1
            v = gain + self.value(alpha - gain, beta - gain)
            self.tricks_left += 1
            self.leader = leader
            self.trick = trick
        trick.pop()
        self.win = win
        self.hand_points += r.points[card]
        self.hands[seat] += bit
        return v

    def exact(self, evaluate: Callable[[int, int], int], guess: int) -> int:
        """MTD(f): the exact value of ``evaluate`` (a fail-soft search of a window) by
        zero-window searches converging from ``guess``."""
        low, high = -_INFINITY, _INFINITY
        g = guess
        while low < high:
            beta = g + 1 if g == low else g
            g = evaluate(beta - 1, beta)
            if g < beta:
                high = g
            else:
                low = g
        return g

    def play(self, card: int) -> int:
        """Play ``card`` for the seat to play, for good; returns team 0's points won by it
        (non-zero only when it completes a trick team 0 wins)."""
        r = self.rules
        seat = self.to_play
        self.hands[seat] -= 1 << (2 * card)
        self.hand_points -= r.points[card]
        n = len(self.trick)
        if n and r.beats[card][self.trick[self.win]]:
            self.win = n
        elif not n:
            self.win = 0
        self.trick.append(card)
        if n + 1 < r.players:
            return 0
        winner = (self.leader + self.win) % r.players
        gain = 0
        if r.team[winner] == 0:
            gain = sum(r.points[c] for c in self.trick) + (r.last if self.tricks_left == 1 else 0)
        self.trick, self.leader, self.win = [], winner, 0
        self.tricks_left -= 1
        return gain
