"""The search itself: the trick phase as a game tree over small integers (``RULES.md``, Tricks).

A card is ``6 * suit + rank`` (0 to 23, :class:`~pinochle_learn.cards.Rank` order, so a higher
number in a suit wins); a hand is one integer holding two bits (the number of copies, 0 to 2) per
card, so suit ``s`` is the 12-bit field at ``12 * s``. :class:`Search` plays cards on those
integers and searches with fail-soft alpha-beta. Its switches turn on the solver's speed-ups:

- ``table``: a transposition table of value bounds at the start of each trick, keyed by the
  exact hands and the leader in front of a canonical key (:meth:`Search.key`: ranks held by
  nobody left out, neighbours of equal points held by one seat merged, plain suits sorted), so
  positions that play alike share an entry (points are counted from here, so the tricks
  already played do not matter); an entry keeps its best card, searched first next time;
- ``equivalence``: one card of each class of cards that play alike (same suit, same hand, same
  counter points, and no card of that suit held by another seat or lying in the trick with a
  rank between them, ends included): swapping two such cards changes no comparison and no count;
- ``ordering``: likely-best cards first (:meth:`Search.classes`: the table's best lead, masters,
  a history of leads that cut; a follow that wins cheaply, or points onto a partner's trick);
- ``bounds``: sure points from a trick's start (:mod:`pinochle_learn.solver.bounds`: trumps
  no other side can beat, the leader's quick tricks) seed a new table entry and cut at once.

With every switch off it is a plain alpha-beta, the benchmark's baseline. Legality mirrors
:func:`pinochle_learn.play.legal_plays` on these integers; ``tests/unit/test_solver.py`` checks
the two agree card for card on random positions of every game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from ..cards import Card, Rank, Suit
from ..ruleset import Ruleset
from .bounds import quick, quick_partnership, sure
from .tables import PRESENCE, SUIT_FIELD, rules_for

__all__ = ["Search", "SearchBudgetError", "card_int", "hand_int", "int_card"]

_LOW_BITS: Final = 0x555555555555
_INFINITY: Final = 1 << 30
_TIER: Final = 1 << 50  # a lead's tier in its sort key, above any history (< 2 ** 43)

_Leads = tuple[list[int], list[int], list[tuple[int, ...]]]
"""A hand's lead classes: static sort keys (index in the low 5 bits), representatives, classes."""


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
        bounds: bool = True,
        max_nodes: int = 20_000_000,
    ) -> None:
        self.rules = rules_for(ruleset, trump)
        self.rules.trim()
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
        self.bounds = bounds
        self.table: dict[tuple[int, ...], list[int]] = {}
        self.shared: dict[tuple[int, ...], list[int]] = {}
        self.history = [0] * (24 * self.rules.players)  # leads that cut, by seat and card
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

    def classes(self, seat: int, hint: int = -1) -> list[tuple[int, ...]]:
        """The legal cards of ``seat`` (to play now) in classes of equivalent cards, each
        class's first card its representative, in search order (``hint``, a card, first).

        A follow held to one suit (the suit led, or trumps) is kept in a memo keyed by all it
        depends on: that suit's cards in the hand and elsewhere, and the trick. The list
        returned may be shared: do not change it."""
        r = self.rules
        hands, trick = self.hands, self.trick
        hand = hands[seat]
        if trick:
            led = trick[0] // 6
            suit = -1
            if r.follow and hand >> (12 * led) & SUIT_FIELD:
                suit = led
            elif r.must_trump and hand >> (12 * r.trump) & SUIT_FIELD:
                suit = r.trump
            if suit >= 0:
                return self._follow(seat, suit)
        hand, suits, elsewhere = self._lead_suits(seat)
        if not trick and self.ordering:
            return self._leads(hand, suits, elsewhere, seat, hint)
        out: list[tuple[int, ...]] = []
        for s in suits:
            mine = hand >> (12 * s) & SUIT_FIELD
            if mine:
                others = PRESENCE[elsewhere >> (12 * s) & SUIT_FIELD]
                out.extend(r.groups(s, mine, others, self.equivalence))
        if trick:
            out = self._duties(out, suits)
        if self.ordering and trick:
            self._order(out, seat)
        return out

    def _lead_suits(self, seat: int) -> tuple[int, Sequence[int], int]:
        """``seat``'s hand, the suits it may play (all but under a follow or first-lead duty)
        and the cards elsewhere: the low bit of a card's two set when another seat or the
        trick has it."""
        r = self.rules
        hands, trick = self.hands, self.trick
        hand = hands[seat]
        elsewhere = 0
        for o, h in enumerate(hands):
            if o != seat:
                elsewhere |= h | h >> 1
        elsewhere &= _LOW_BITS
        for c in trick:
            elsewhere |= 1 << (2 * c)
        first = not trick and self.tricks_left == self.first_tricks
        if trick:
            led = trick[0] // 6
            suits: Sequence[int] = range(4)
            if r.follow and hand >> (12 * led) & SUIT_FIELD:
                suits = (led,)
            elif r.must_trump and hand >> (12 * r.trump) & SUIT_FIELD:
                suits = (r.trump,)
        elif first and r.first_lead_trump and hand >> (12 * r.trump) & SUIT_FIELD:
            suits = (r.trump,)
        else:
            suits = range(4)
        return hand, suits, elsewhere

    def _follow(self, seat: int, suit: int) -> list[tuple[int, ...]]:
        """The classes of a follow held to ``suit`` (:meth:`classes`), through the memo."""
        shift = 12 * suit
        field = 0
        for o, h in enumerate(self.hands):
            if o != seat:
                field |= h >> shift & SUIT_FIELD
        others = PRESENCE[field]
        for c in self.trick:
            if c // 6 == suit:
                others |= 1 << (c % 6)
        mine = self.hands[seat] >> shift & SUIT_FIELD
        flags = self.equivalence << 1 | self.ordering
        key = (((mine << 6 | others) << 2 | suit) << 2 | flags, *self.trick)
        found = self.rules.follows.get(key)
        if found is None:
            found = list(self.rules.groups(suit, mine, others, self.equivalence))
            found = self._duties(found, (suit,))
            if self.ordering:
                self._order(found, seat)
            self.rules.follows[key] = found
        return found

    def _leads(
        self, hand: int, suits: Sequence[int], elsewhere: int, seat: int, hint: int
    ) -> list[tuple[int, ...]]:
        """The leads in search order (:meth:`_lead_keys`, :meth:`_ranked`)."""
        return self._ranked(self._lead_keys(hand, suits, elsewhere), seat, hint)

    def _lead_keys(self, hand: int, suits: Sequence[int], elsewhere: int) -> _Leads:
        """The lead classes of ``hand`` with the part of their sort key that depends on the
        position alone: with two hands, masters (nothing higher elsewhere, and the suit trump,
        or held elsewhere, or no trump elsewhere: it wins the trick), lowest first, then the
        rest cheapest first; with four hands (a partner to lead to: masters-first measured
        worse there) nothing; ties in suit order, high cards first (the index, last). The
        history is added by :meth:`_ranked`."""
        r = self.rules
        no_trumps = not elsewhere >> (12 * r.trump) & SUIT_FIELD
        partners = r.players == 4
        points = r.points
        keys: list[int] = []
        found: list[tuple[int, ...]] = []
        for s in suits:
            mine = hand >> (12 * s) & SUIT_FIELD
            if mine:
                others = PRESENCE[elsewhere >> (12 * s) & SUIT_FIELD]
                open_ = s == r.trump or others or no_trumps
                for g in r.groups(s, mine, others, self.equivalence):
                    c = g[0]
                    if partners:
                        k = _TIER
                    elif open_ and not others >> (c % 6 + 1):
                        k = _TIER + c % 6
                    else:
                        k = 2 * _TIER + points[c]
                    keys.append(k << 5 | len(found))
                    found.append(g)
        return keys, [g[0] for g in found], found

    def _ranked(self, leads: _Leads, seat: int, hint: int) -> list[tuple[int, ...]]:
        """The leads in search order: the table's best lead (``hint``) first, then by the
        static key (:meth:`_lead_keys`), within it the leads that cut the search most often
        first (history)."""
        statics, reps, groups = leads
        history = self.history
        at = 24 * seat
        keys = [k - (history[at + c] << 11) for k, c in zip(statics, reps, strict=True)]
        if hint >= 0:
            for i, g in enumerate(groups):
                if hint in g:
                    keys[i] = i
                    break
        keys.sort()
        return [groups[k & 31] for k in keys]

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
        """Follows in search order: a card that wins the trick, lowest first, or, when the
        trick is the side's already, the most points onto it; then the cheapest losers."""
        r, trick = self.rules, self.trick
        points = r.points
        winning = trick[self.win]
        ours = r.team[(self.leader + self.win) % r.players] == r.team[seat]

        def follow_key(g: tuple[int, ...]) -> tuple[int, int]:
            wins = r.beats[g[0]][winning]
            if wins or ours:
                return (0, -points[g[0]] if ours and not wins else g[0] % 6 - 6)
            return (1, points[g[0]] * 8 + g[0] % 6)

        out.sort(key=follow_key)

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
        hint = -1
        if not trick:
            if self.tricks_left <= 1:
                return self._last_trick() if self.tricks_left else 0
            left = self.hand_points + r.last
            if left <= alpha:
                return left
            if beta <= 0:
                return 0
            if self.use_table:
                exact = (*self.hands, self.leader)
                entry = self.table.get(exact)
                if entry is None:
                    canonical = self.key()
                    entry = self.shared.get(canonical)
                    if entry is None:
                        low, high = self._bounds(left) if self.bounds else (0, left)
                        entry = self.shared[canonical] = [low, high, -1]
                    self.table[exact] = entry
                low, high = entry[0], entry[1]
                if low == high or low >= beta:
                    return low
                if high <= alpha:
                    return high
                alpha = max(alpha, low)
                beta = min(beta, high)
                hint = entry[2]
            elif self.bounds:
                low, high = self._bounds(left)
                if low == high or low >= beta:
                    return low
                if high <= alpha:
                    return high
        n = len(trick)
        players = r.players
        leader = self.leader
        seat = (leader + n) % players
        maximize = r.team[seat] == 0
        best = -_INFINITY if maximize else _INFINITY
        best_card = -1
        a, b = alpha, beta
        # make and unmake each card in place (what :meth:`after` does, inlined: the hot loop)
        hands, points, beats = self.hands, r.points, r.beats
        hand, hand_points, win = hands[seat], self.hand_points, self.win
        closing = n + 1 == players
        if closing:
            beats_winning = trick[win]
            lying = sum(points[c] for c in trick)
            team, tricks_left = r.team, self.tricks_left
            bonus = r.last if tricks_left == 1 else 0
        for group in self.classes(seat, hint):
            card = group[0]
            hands[seat] = hand - (1 << (2 * card))
            self.hand_points = hand_points - points[card]
            if not closing:
                self.win = (n if beats[card][trick[win]] else win) if n else 0
                trick.append(card)
                v = self.value(a, b)
                trick.pop()
            else:
                winning = (leader + (n if beats[card][beats_winning] else win)) % players
                gain = 0 if team[winning] else lying + points[card] + bonus
                self.trick, self.leader, self.win = [], winning, 0
                self.tricks_left = tricks_left - 1
                v = gain + self.value(a - gain, b - gain)
                self.trick, self.leader, self.tricks_left = trick, leader, tricks_left
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
        hands[seat], self.hand_points, self.win = hand, hand_points, win
        if not trick and best_card >= 0 and (best >= beta if maximize else best <= alpha):
            self.history[24 * seat + best_card] += self.tricks_left * self.tricks_left
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

    def key(self) -> tuple[int, ...]:
        """The shared table's key of the state at a trick's start: the leader, the trump
        suit's code and the other suits' codes sorted (:meth:`Rules.code`; plain suits are
        alike: swapping two changes no value)."""
        r = self.rules
        code = r.code
        hands = self.hands
        codes = []
        for s in range(4):
            combined = 0
            shift = 12 * s
            for i, h in enumerate(hands):
                combined |= (h >> shift & SUIT_FIELD) << (12 * i)
            codes.append(code(combined))
        o1, o2, o3 = r.others
        return (self.leader, codes[r.trump], *sorted((codes[o1], codes[o2], codes[o3])))

    def _bounds(self, left: int) -> tuple[int, int]:
        """Bounds on team 0's points from a trick's start (:mod:`.bounds`)."""
        r = self.rules
        low, high = sure(r, self.hands, self.tricks_left, left)
        if r.follow and self.tricks_left != self.first_tricks:
            leader, hands = self.leader, self.hands
            q = 0
            if r.players == 2:
                q = quick(r, hands[leader], hands[1 - leader], self.tricks_left, left)
            elif r.players == 4:
                q = quick_partnership(r, hands, leader, self.tricks_left, left)
            if r.team[leader]:
                high = min(high, left - q)
            else:
                low = max(low, q)
        return low, high

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
