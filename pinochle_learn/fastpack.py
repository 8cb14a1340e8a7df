"""The meld planner's packed positions, changed and read quickly (``RULES.md``, TWO_HAND_STOCK;
:mod:`pinochle_learn.fastplan`).

A position is the hand as 24 counts by card index and the table as a tuple of ``(card index,
served mask)`` in the table's own order. Here: the masks of the cards a hand holds once and
twice, the table copies a meld uses again, and the hand and table a meld leaves, each kept once
worked out (the search meets the same hands and tables again and again), by the rules of
:class:`~pinochle_learn.tablemeld.MeldTable` (``tests/properties/test_fast_players.py``
compares both planners).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .fastmeld import SLOTS
from .meldkinds import MeldKind

if TYPE_CHECKING:
    from .fastplan import MeldSpec

__all__: list[str] = []  # the planner's own helpers (fastplan, faststock)

_Table = tuple[tuple[int, int], ...]


def _positions(table: _Table) -> dict[int, list[int]]:
    """The table positions of each card index's copies, in table order."""
    positions: dict[int, list[int]] = {}
    for at, (index, _) in enumerate(table):
        found = positions.get(index)
        if found is None:
            positions[index] = [at]
        else:
            found.append(at)
    return positions


def _picks(
    counts: Sequence[int], table: _Table, spec: MeldSpec, positions: dict[int, list[int]]
) -> list[int] | None:
    """The table positions of the copies a legal meld uses again, or ``None`` when it is
    refused (the hand's copies make up the rest). ``positions``: :func:`_positions` of
    ``table``."""
    picked: list[int] = []
    blocked = spec.blocked
    for index, n in spec.needed:
        on_table = positions.get(index)
        if on_table is None:  # only the hand holds it: no copy on the table to use again
            if counts[index] < n:
                return None
            continue
        usable = 0
        for at in on_table:
            if not table[at][1] & blocked:
                if usable < n:
                    picked.append(at)
                usable += 1
        if usable + counts[index] < n:
            return None
    return picked


_COUNT_MASKS_LIMIT = 4_000
"""Entries kept in each of the planner's caches (then forgotten at once), as its memo: at most
about 0.3 kB an entry, so about 1 MB a cache."""


def _count_masks(counts: tuple[int, ...]) -> tuple[int, int]:
    """Bit masks of the card indices ``counts`` holds at least once and at least twice: the
    counts read as binary numerals (index 0 the lowest bit). Not kept: a cache of 4,000 hands
    missed five look-ups in six (the search derives a hand's masks from the hand before)."""
    raw = bytes(counts[::-1])
    return int(raw.translate(_AT_LEAST_ONE), 2), int(raw.translate(_AT_LEAST_TWO), 2)


_AT_LEAST_ONE = bytes([48] + [49] * 255)  # a count as the digit "0" or "1"
_AT_LEAST_TWO = bytes([48, 48] + [49] * 254)


_DISPLAY = tuple(16 * (6 * s + 5 - r) for s, r in (divmod(i, 6) for i in range(SLOTS)))
"""Each card index's place in display order (by suit, high rank first), times 16: a table copy
sorts by it plus the families it serves in (fewer than 16), as ``(sort_key, families)``."""
assert len({kind.family for kind in MeldKind}) < 16


def _order(entry: tuple[int, int]) -> int:
    return _DISPLAY[entry[0]] + entry[1].bit_count()


class _Orders(dict[tuple[int, int], int]):
    """:func:`_order` of each table entry met, worked out once: sorting reads it by a dict
    look-up (no Python call per entry). At most one entry per card index and set of families
    a copy serves in."""

    def __missing__(self, entry: tuple[int, int]) -> int:
        value = self[entry] = _order(entry)
        return value


_ORDERS = _Orders()


_AFTER: dict[tuple[_Table, int], tuple[MeldSpec, tuple[tuple[int, int], ...], _Table]] = {}
"""For each table and meld laid down on it: the copies taken from the hand and the table left
(both depend on the table and the meld only: the picks do), up to :data:`_COUNT_MASKS_LIMIT`
entries, then forgotten at once. Keyed by the spec's identity, kept beside it."""


def _lay_down(
    counts: Sequence[int], table: _Table, spec: MeldSpec, picked: Sequence[int]
) -> tuple[tuple[int, ...], _Table]:
    """The hand counts and table once ``spec`` (legal, ``picked`` its table copies) is laid
    down on ``table``."""
    found = _after(table, spec, picked)
    new_counts = list(counts)
    for index, n in found[1]:
        new_counts[index] -= n
    return tuple(new_counts), found[2]


def _after(
    table: _Table, spec: MeldSpec, picked: Sequence[int]
) -> tuple[MeldSpec, tuple[tuple[int, int], ...], _Table]:
    """:data:`_AFTER`'s entry of ``spec`` laid down on ``table`` (``picked`` its copies)."""
    key = (table, id(spec))
    found = _AFTER.get(key)
    if found is None or found[0] is not spec:
        cards = list(table)
        family = spec.family
        for at in picked:
            index, served = cards[at]
            cards[at] = (index, served | family)
        take = []
        for index, n in spec.needed:
            from_hand = n
            for at in picked:
                if table[at][0] == index:
                    from_hand -= 1
            if from_hand > 0:
                take.append((index, from_hand))
                cards.extend([(index, family)] * from_hand)
        if len(_AFTER) >= _COUNT_MASKS_LIMIT:
            _AFTER.clear()
        found = _AFTER[key] = (spec, tuple(take), tuple(sorted(cards, key=_ORDERS.__getitem__)))
    return found


def _leaving(
    counts: Sequence[int], table: _Table, spec: MeldSpec
) -> tuple[MeldSpec, tuple[tuple[int, int], ...], _Table]:
    """:func:`_after` of a meld known to be legal on ``table`` with ``counts`` in hand: its
    picks worked out only when the table and meld were not met before."""
    found = _AFTER.get((table, id(spec)))
    if found is None or found[0] is not spec:
        picked = _picks(counts, table, spec, _positions(table))
        assert picked is not None  # a legal meld
        found = _after(table, spec, picked)
    return found


_TABLES_SEEN: dict[_Table, tuple[int, int, dict[int, list[int]]]] = {}


def _table_seen(table: _Table) -> tuple[int, int, dict[int, list[int]]]:
    """The masks of the card indices ``table`` holds at least once and at least twice, and
    the positions of each index's copies (:func:`_positions`, read only), kept per table (up
    to :data:`_COUNT_MASKS_LIMIT`, then forgotten at once)."""
    once = twice = 0
    for index, _ in table:
        bit = 1 << index
        if once & bit:
            twice |= bit
        once |= bit
    if len(_TABLES_SEEN) >= _COUNT_MASKS_LIMIT:
        _TABLES_SEEN.clear()
    found = _TABLES_SEEN[table] = (once, twice, _positions(table))
    return found
