"""Exact meld distribution where each card serves in one meld only (``RULES.md``, TWO_HAND_WIDOW).

With ``CardReuse.ONE_MELD`` an around or a pinochle takes its cards away from the runs and
marriages, so a hand's meld is not a sum over suits. It is a best choice, as in
:func:`pinochle_learn.fastmeld.meld_total_of_counts`: for every *choice* (how many arounds
of each rank, 0 to 2, and how many pinochles, 0 to 2: 3**5 = 243 choices) the points are the
arounds and pinochles chosen plus, suit by suit, the class-1 table of the cards left; the meld
is the largest over the choices. So one suit is described by a *profile*: a vector of 243
points, what the suit adds under each choice (or "impossible" when it lacks the cards the
choice takes). A hand's meld is ``max(choice points + sum of its four suits' profiles)``.

Counting: the cards no meld can use (in the widow game the 9s and 10s of the plain suits:
found from the tables, not assumed) only fill the hand; the others, 18 card kinds, are
enumerated suit by suit. The three plain suits are combined first, keeping one entry per
distinct sum of profiles (about 1,800 for the widow game) with the number of ways by cards
held; the trump suit (its 729 patterns give about 300 distinct profiles) is matched with every
entry at the end, on the choices the entry can make, and the fillers are counted by
``C(filler cards, hand size - cards used)``. Every count is an exact integer, and the hands
counted must sum to ``C(pile, hand size)``. About half a second for 24-card hands.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from functools import lru_cache

import numpy as np
from numpy.typing import NDArray

from ..cards import Rank, Suit
from ..fastmeld import BASE, PATTERNS, POWERS, MeldTables, meld_tables, trump_index
from ..ruleset import Ruleset
from .exact import FULL_DECK, Distribution

__all__ = ["one_meld_distribution"]

IMPOSSIBLE = -16_000
"""A profile entry for a choice the suit lacks the cards for. Possible entries are meld
points (>= 0, at most a few thousand), so a sum is negative exactly when a part is impossible,
and it is set back to this (two of them still fit an int16)."""

Profiles = NDArray[np.int16]
Ways = NDArray[np.int64]


def _choices(tables: MeldTables) -> tuple[list[tuple[int, ...]], NDArray[np.int16]]:
    """Every choice ``(arounds of each around rank..., pinochles)`` and its points."""
    pinochle = 3 if tables.pinochles[1] or tables.pinochles[2] else 1
    ranks = tables.around_ranks
    choices = list(itertools.product(*([range(tables.copies + 1)] * len(ranks)), range(pinochle)))
    points = [
        sum(tables.arounds[r][u] for r, u in zip(ranks, c[:-1], strict=True))
        + tables.pinochles[c[-1]]
        for c in choices
    ]
    return choices, np.array(points, dtype=np.int16)


def _relevant(suit: int, trump: int, tables: MeldTables, pinochle: bool) -> list[int]:
    """The ranks of ``suit`` that can change the meld: those its class-1 table depends on,
    the around ranks, and Q♠ / J♦ where pinochles score. The others only fill the hand."""
    table = tables.trump_suit if suit == trump else tables.plain_suit
    ranks = set(tables.around_ranks)
    for r in range(6):
        step = POWERS[r]
        if any(table[p] != table[p - p // step % BASE * step] for p in range(PATTERNS)):
            ranks.add(r)
    if pinochle and suit == Suit.SPADES:
        ranks.add(Rank.QUEEN)
    if pinochle and suit == Suit.DIAMONDS:
        ranks.add(Rank.JACK)
    return sorted(ranks)


def _suit_profiles(
    suit: int, trump: int, tables: MeldTables, available: Sequence[int]
) -> tuple[Profiles, list[int], list[int], int]:
    """One suit's patterns of its relevant cards: profiles ``(patterns, choices)``, cards held
    and ways (``prod C(copies, held)``) per pattern, and the suit's filler copies."""
    choices, _ = _choices(tables)
    pinochle = bool(tables.pinochles[1] or tables.pinochles[2])
    ranks = _relevant(suit, trump, tables, pinochle)
    avail = available[6 * suit : 6 * suit + 6]
    table = tables.trump_suit if suit == trump else tables.plain_suit
    taken = []  # cards of this suit each choice takes, by rank
    for c in choices:
        t = [0] * 6
        for r, u in zip(tables.around_ranks, c[:-1], strict=True):
            t[r] += u
        if suit == Suit.SPADES:
            t[Rank.QUEEN] += c[-1]
        elif suit == Suit.DIAMONDS:
            t[Rank.JACK] += c[-1]
        taken.append(t)
    grid = np.array(list(itertools.product(*(range(avail[r] + 1) for r in ranks))), dtype=np.int64)
    held_by_rank = np.zeros((grid.shape[0], 6), dtype=np.int64)
    held_by_rank[:, ranks] = grid.reshape(grid.shape[0], len(ranks))
    powers = np.array(POWERS, dtype=np.int64)
    take = np.array(taken, dtype=np.int64)
    left = held_by_rank[:, None, :] - take[None, :, :]  # (patterns, choices, ranks)
    values = np.asarray(table, dtype=np.int16)[np.maximum(left, 0) @ powers]
    rows = np.where((left >= 0).all(axis=2), values, np.int16(IMPOSSIBLE))
    held = held_by_rank.sum(axis=1).tolist()
    ways = [
        math.prod(math.comb(avail[r], int(n)) for r, n in zip(range(6), c, strict=True))
        for c in held_by_rank.tolist()
    ]
    filler = sum(avail[r] for r in range(6) if r not in ranks)
    return rows.astype(np.int16), held, ways, filler


def _distinct(rows: Profiles) -> tuple[Profiles, NDArray[np.intp]]:
    """The distinct rows and each row's index among them (rows hashed to one 64-bit number
    each, then checked equal to their representative: exact, never a guess)."""
    weights = np.random.default_rng(0).integers(1, 2**62, size=rows.shape[1], dtype=np.int64)
    keys = np.concatenate(  # in slices: a 64-bit copy of every row at once would be large
        [rows[i : i + 8192].astype(np.int64) @ weights for i in range(0, rows.shape[0], 8192)]
    )
    _, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
    inverse = inverse.ravel()
    distinct = rows[first]
    if not np.array_equal(distinct[inverse], rows):  # pragma: no cover - a 64-bit collision
        distinct, inverse = np.unique(rows, axis=0, return_inverse=True)
        inverse = inverse.ravel()
    return distinct, inverse


def _combine(
    profiles: Profiles, by_held: Ways, suit: tuple[Profiles, list[int], list[int], int]
) -> tuple[Profiles, Ways]:
    """Add one suit: every entry with every pattern, one entry per distinct profile sum,
    its ways by cards held (columns) summed. Entries over the hand size are dropped."""
    rows, held, ways, _ = suit
    size = by_held.shape[1]
    sums = (profiles[:, None, :] + rows[None, :, :]).astype(np.int16)
    sums[sums < 0] = IMPOSSIBLE
    weights = np.zeros((profiles.shape[0], rows.shape[0], size), dtype=np.int64)
    for j, n in enumerate(held):
        if n < size:
            weights[:, j, n:] = ways[j] * by_held[:, : size - n]
    flat = weights.reshape(-1, size)
    live = flat.any(axis=1)
    distinct, inverse = _distinct(sums.reshape(-1, rows.shape[1])[live])
    out = np.zeros((distinct.shape[0], size), dtype=np.int64)
    np.add.at(out, inverse, flat[live])
    return distinct, out


def one_meld_distribution(
    trump: Suit | int | str,
    ruleset: Ruleset,
    *,
    hand_size: int | None = None,
    available: Sequence[int] = FULL_DECK,
    chunk: int = 256,
) -> Distribution:
    """Count hands by their meld points where each card serves in one meld only (exact).

    Parameters
    ----------
    trump
        The trump suit.
    ruleset
        Whose meld tables; its card reuse must be ``ONE_MELD`` (the other policies are sums
        over suits: :func:`~pinochle_learn.odds.meld_distribution` counts them).
    hand_size
        Cards in the hand (default ``ruleset.hand_size``: 24 in TWO_HAND_WIDOW).
    available
        Copies of each card (24 counts by ``card_index``) in the pile the hand comes from.
    chunk
        Entries matched with the trump suit at once (memory: about ``chunk * 300 * 243``
        small ints).

    Returns
    -------
    Distribution
        Hands by meld points, out of ``C(pile, hand_size)``.

    Raises
    ------
    ValueError
        The pile holds fewer than ``hand_size`` cards, or the ruleset lets a card serve in
        more than one meld.

    Examples
    --------
    Three cards from a pile of K♥ Q♥ K♠ Q♠ J♦ (♥ trump): 10 hands. Six meld 40 (a royal
    marriage, or a pinochle; K♠ Q♠ J♦ is a pinochle only, as Q♠ serves once), two meld 20
    (K♠ Q♠ with K♥ or Q♥) and two nothing (K♠ J♦ with K♥ or Q♥).

    >>> from pinochle_learn import TWO_HAND_WIDOW, Card
    >>> from pinochle_learn.fastmeld import card_index
    >>> pile = [0] * 24
    >>> for code in ("KH", "QH", "KS", "QS", "JD"):
    ...     pile[card_index(Card.parse(code))] = 1
    >>> dist = one_meld_distribution(Suit.HEARTS, TWO_HAND_WIDOW, hand_size=3, available=pile)
    >>> dist.counts, dist.total
    ({0: 2, 20: 2, 40: 6}, 10)
    """
    size = ruleset.hand_size if hand_size is None else hand_size
    pile = sum(available)
    if not 0 <= size <= pile:
        raise ValueError(f"hand_size={size!r}: the pile holds {pile} cards")
    return _counted(trump_index(trump), ruleset, size, tuple(available), chunk)


@lru_cache(maxsize=16)  # a lesson page asks for the same trumps more than once
def _counted(
    trump: int, ruleset: Ruleset, size: int, available: tuple[int, ...], chunk: int
) -> Distribution:
    pile = sum(available)
    tables = meld_tables(ruleset)
    if tables.separable:
        raise ValueError(
            f"{ruleset.name}: a card may serve in melds of different classes, so the meld "
            "total is a sum over suits; use meld_distribution"
        )
    _, points = _choices(tables)
    largest = max(max(tables.trump_suit), max(tables.plain_suit))
    if int(points.max()) + 4 * largest >= -IMPOSSIBLE:  # pragma: no cover - no preset is near
        raise ValueError(f"{ruleset.name}: meld points too large to count in 16-bit sums")
    suits = [_suit_profiles(s, trump, tables, available) for s in Suit]
    profiles = np.zeros((1, points.size), dtype=np.int16)
    by_held = np.zeros((1, size + 1), dtype=np.int64)
    by_held[0, 0] = 1
    for s in Suit:
        if s != trump:
            profiles, by_held = _combine(profiles, by_held, suits[s])
    last, held, ways, _ = suits[trump]
    filler = sum(s[3] for s in suits)
    # the trump suit: one column per distinct profile, its ways by cards held
    trump_rows, inverse = np.unique(last, axis=0, return_inverse=True)
    trump_ways = np.zeros((trump_rows.shape[0], size + 1), dtype=np.int64)
    for j, k in enumerate(inverse.ravel().tolist()):
        if held[j] <= size:
            trump_ways[k, held[j]] += ways[j]
    # fill[a, b]: ways to fill the hand when a plain and b trump cards are held
    fill = np.array(
        [
            [math.comb(filler, size - a - b) if a + b <= size else 0 for b in range(size + 1)]
            for a in range(size + 1)
        ],
        dtype=np.int64,
    )
    through = by_held @ fill  # (entries, trump cards held): plain cards and fillers
    start = (profiles + points).astype(np.int16)
    tally = np.zeros(1, dtype=np.int64)
    # Entries that lack the cards for the same choices are matched together, on the choices
    # they can make only (most hands can make few of the 243).
    masks, group = _distinct((profiles >= 0).astype(np.int16))
    for g in range(masks.shape[0]):
        cols = np.flatnonzero(masks[g])
        members = np.flatnonzero(group == g)
        ours, theirs = start[np.ix_(members, cols)], trump_rows[:, cols]
        for i in range(0, members.size, chunk):
            values = (ours[i : i + chunk, None, :] + theirs[None, :, :]).max(axis=2)
            counts = through[members[i : i + chunk]] @ trump_ways.T
            keep = counts != 0
            vals = values[keep].astype(np.int64)
            top = int(vals.max(initial=0))
            if top >= tally.size:
                tally = np.concatenate([tally, np.zeros(top + 1 - tally.size, dtype=np.int64)])
            np.add.at(tally, vals, counts[keep])
    result = {int(v): int(n) for v, n in enumerate(tally.tolist()) if n}
    total = math.comb(pile, size)
    got = sum(result.values())
    if got != total:  # pragma: no cover - a wrong count is a bug here, never bad input
        raise ArithmeticError(f"counted {got} hands of {total}")
    return Distribution(result, total)
