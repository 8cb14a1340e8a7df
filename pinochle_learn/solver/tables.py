"""The solver's tables of a game and trump: trick rules, counters and memos over card integers.

One :class:`Rules` per ruleset and trump (:func:`rules_for`, cached), so its memos serve every
solve: the classes of equivalent cards of a suit, the canonical codes of a suit's holdings (the
transposition table's key), the counts and points of parts of a suit (the bounds), the
follows. Cards and hands as in :mod:`pinochle_learn.solver.core`.
"""

from __future__ import annotations

import functools
from typing import Final

from ..cards import Rank, Suit
from ..ruleset import Ruleset

__all__ = ["PRESENCE", "RANKS_DOWN", "SUIT_FIELD", "Rules", "rules_for"]

SUIT_FIELD: Final = 0xFFF
_MEMO_SIZE: Final = 500_000


def _presence(field: int) -> int:
    """A suit's 12-bit field of counts as a 6-bit set of the ranks present."""
    return sum(1 << r for r in range(6) if (field >> (2 * r)) & 3)


PRESENCE: Final = tuple(_presence(f) for f in range(4096))
RANKS_DOWN: Final = tuple(tuple(r for r in range(5, -1, -1) if p >> r & 1) for p in range(64))


def _between(low: int, high: int) -> int:
    """The ranks ``low`` to ``high``, both included, as a 6-bit set."""
    return ((1 << (high + 1)) - 1) & ~((1 << low) - 1)


class Rules:
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
        self._codes: dict[int, int] = {}
        self._above: dict[int, tuple[int, int]] = {}
        self._end: dict[int, tuple[int, int]] = {}
        self.sure_memo: dict[int, tuple[int, int, int, int]] = {}
        self.quick_memo: dict[int, tuple[int, int]] = {}
        self.follows: dict[tuple[int, ...], list[tuple[int, ...]]] = {}
        self.others = tuple(s for s in range(4) if s != t)

    def trim(self) -> None:
        """Empties any memo grown past ``_MEMO_SIZE`` entries (they live across solves)."""
        for memo in (
            self._groups,
            self._codes,
            self._above,
            self._end,
            self.sure_memo,
            self.quick_memo,
            self.follows,
        ):
            if len(memo) > _MEMO_SIZE:
                memo.clear()

    def above(self, field: int, low: int) -> tuple[int, int]:
        """The cards of a 12-bit field of the trump suit of rank ``low`` or higher: their
        number and their counter points."""
        key = field << 3 | low
        found = self._above.get(key)
        if found is None:
            count = points = 0
            for rank in range(low, 6):
                n = (field >> (2 * rank)) & 3
                count += n
                points += n * self.points[rank]
            found = self._above[key] = (count, points)
        return found

    def best(self, field: int, n: int) -> int:
        """The counter points of the ``n`` highest cards of a 12-bit field."""
        return self._ends(field, n)[0]

    def cheapest(self, field: int, n: int) -> int:
        """The counter points of the ``n`` lowest cards of a 12-bit field."""
        return self._ends(field, n)[1]

    def _ends(self, field: int, n: int) -> tuple[int, int]:
        key = field << 5 | n
        found = self._end.get(key)
        if found is None:
            cards = [r for r in range(6) for _ in range((field >> (2 * r)) & 3)]
            low = sum(self.points[r] for r in cards[:n])
            high = sum(self.points[r] for r in cards[len(cards) - n :]) if n else 0
            found = self._end[key] = (high, low)
        return found

    def code(self, combined: int) -> int:
        """A suit's holdings, all seats' 12-bit fields side by side (seat ``i`` at ``12 * i``),
        as a canonical number: for each rank present anywhere, highest first, its counter
        points and each seat's number of copies; ranks held by nobody are left out, and
        neighbours (no rank present between them) of equal points held by one seat alone are
        one entry (they play alike: the seat's own copies never meet in a trick). Two suits
        with the same code play alike (only the order of the cards, their copies and their
        points matter), so positions that differ only by cards gone are one table entry."""
        found = self._codes.get(combined)
        if found is None:
            values = sorted(set(self.points[:6]))
            entries: list[tuple[int, int, list[int]]] = []  # points, lone holder or -1, copies
            for rank in range(5, -1, -1):
                counts = [(combined >> (12 * i + 2 * rank)) & 3 for i in range(self.players)]
                holders = [i for i, n in enumerate(counts) if n]
                if not holders:
                    continue
                value = values.index(self.points[rank])
                alone = holders[0] if len(holders) == 1 else -1
                if alone >= 0 and entries and entries[-1][:2] == (value, alone):
                    entries[-1][2][alone] += counts[alone]
                else:
                    entries.append((value, alone, counts))
            found = 1
            for value, _, counts in entries:
                found = found << 3 | value
                for n in counts:
                    found = found << 3 | n
            self._codes[combined] = found
        return found

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
        for rank in RANKS_DOWN[PRESENCE[mine]]:
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


@functools.lru_cache(maxsize=32)
def rules_for(ruleset: Ruleset, trump: Suit) -> Rules:
    """One :class:`Rules` per game and trump, so its memos serve every solve."""
    return Rules(ruleset, trump)
