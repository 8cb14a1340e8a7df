"""Meld points of many hands at once: numpy over the 24-count arrays (``RULES.md``, Meld).

The same tables as :mod:`pinochle_learn.fastmeld` (and so the same totals as the explained
solver), applied to an ``(N, 24)`` array of card counts: one gather per suit, one for the
pinochles, one minimum per around rank. Where a card serves in one meld only (TWO_HAND_WIDOW)
every number of arounds and pinochles is tried for all hands together.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from functools import lru_cache

import numpy as np
from numpy.typing import NDArray

from ..cards import Card, Rank, Suit
from ..fastmeld import (
    JACK_OF_DIAMONDS,
    POWERS,
    QUEEN_OF_SPADES,
    SLOTS,
    SUIT_COUNT,
    counts_of,
    meld_tables,
    trump_index,
)
from ..ruleset import Ruleset
from .exact import FULL_DECK

__all__ = ["batch_meld_totals", "counts_array", "random_counts"]

Counts = NDArray[np.uint8]
Totals = NDArray[np.int32]


def counts_array(hands: Iterable[Iterable[Card]]) -> Counts:
    """An ``(N, 24)`` uint8 array of card counts from hands of cards."""
    return np.array([counts_of(h) for h in hands], dtype=np.uint8).reshape(-1, SLOTS)


def random_counts(
    rng: np.random.Generator,
    n: int,
    hand_size: int,
    available: Sequence[int] = FULL_DECK,
) -> Counts:
    """``n`` hands of ``hand_size`` cards dealt at random from ``available`` (24 copy counts).

    Every set of ``hand_size`` physical cards is equally likely (a shuffled deal).

    Raises
    ------
    ValueError
        More cards asked for than the pile holds.
    """
    pile = np.repeat(np.arange(SLOTS), np.asarray(available, dtype=np.int64))
    if not 0 <= hand_size <= pile.size:
        raise ValueError(f"hand_size={hand_size!r}: the pile holds {pile.size} cards")
    if hand_size == 0 or n == 0:
        return np.zeros((n, SLOTS), dtype=np.uint8)
    keys = rng.random((n, pile.size))
    chosen = np.argpartition(keys, hand_size - 1, axis=1)[:, :hand_size]
    flat = pile[chosen] + SLOTS * np.arange(n)[:, None]
    return np.bincount(flat.ravel(), minlength=SLOTS * n).reshape(n, SLOTS).astype(np.uint8)


@lru_cache(maxsize=32)
def _arrays(
    ruleset: Ruleset,
) -> tuple[NDArray[np.int32], NDArray[np.int32], NDArray[np.int32], NDArray[np.int32]]:
    """Tables as arrays: trump suit, plain suit, pinochles, arounds by fewest-copies index
    ``a + 3k + 9q + 27j`` (fewest copies of A, K, Q, J in any suit; in powers of 5 for the
    80-card deck's four copies)."""
    t = meld_tables(ruleset)
    base = t.copies + 1
    arounds = np.zeros(base**4, dtype=np.int32)
    for index in range(base**4):
        fewest = [index // base**i % base for i in range(SUIT_COUNT)]
        arounds[index] = sum(
            t.arounds[rank][fewest[i]]
            for i, rank in enumerate(_AROUND)
            if int(rank) in t.around_ranks
        )
    return (
        np.array(t.trump_suit, dtype=np.int32),
        np.array(t.plain_suit, dtype=np.int32),
        np.array(t.pinochles, dtype=np.int32),
        arounds,
    )


_AROUND = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)


def _by_card(counts: Counts) -> Counts:
    """Card-major ``(24, N)`` copy: each card's counts contiguous (fast row arithmetic)."""
    return np.ascontiguousarray(np.asarray(counts, dtype=np.uint8).reshape(-1, SLOTS).T)


def _suit_patterns(cards: Counts, powers: Sequence[int] = POWERS) -> list[NDArray[np.uint16]]:
    pats = []
    for s in range(SUIT_COUNT):
        pat = cards[6 * s].astype(np.uint16)
        for r in range(1, 6):
            pat += np.multiply(cards[6 * s + r], powers[r], dtype=np.uint16)
        pats.append(pat)
    return pats


def batch_meld_totals(counts: Counts, trump: Suit | int | str, ruleset: Ruleset) -> Totals:
    """Meld points of each hand of an ``(N, 24)`` count array, for one trump.

    Parameters
    ----------
    counts
        Card counts (0 up to the deck's copies) by ``card_index``, one hand per row.
    trump
        The trump suit.
    ruleset
        Whose meld table and card-reuse rule.

    Returns
    -------
    numpy.ndarray
        ``(N,)`` int32 meld points, equal to ``solve_meld(hand, trump, ruleset).total``.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, Hand
    >>> hands = [Hand.parse("H14 H10 H13 H13 H12 H12 H11"), Hand.parse("S12 D11 S12 D11")]
    >>> batch_meld_totals(counts_array(hands), Suit.HEARTS, PARTNERSHIP).tolist()
    [230, 300]
    """
    tables = meld_tables(ruleset)
    trump_t, plain_t, pin_t, around_t = _arrays(ruleset)
    cards = _by_card(counts)
    pats = _suit_patterns(cards, tables.powers)
    trump = trump_index(trump)
    fewest = [
        np.minimum(np.minimum(cards[r], cards[6 + r]), np.minimum(cards[12 + r], cards[18 + r]))
        for r in range(6)
    ]
    if tables.separable:
        total = trump_t[pats[trump]]
        for s in range(SUIT_COUNT):
            if s != trump:
                total += plain_t[pats[s]]
        total += pin_t[np.minimum(cards[QUEEN_OF_SPADES], cards[JACK_OF_DIAMONDS])]
        base = tables.copies + 1
        index = fewest[Rank.ACE].astype(np.uint16)
        index += base * fewest[Rank.KING]
        index += base**2 * fewest[Rank.QUEEN]
        index += base**3 * fewest[Rank.JACK]
        total += around_t[index]
        return total
    return _one_meld(cards, pats, fewest, trump, tables.around_ranks, ruleset)


def _one_meld(
    cards: Counts,
    pats: list[NDArray[np.uint16]],
    fewest: list[NDArray[np.uint8]],
    trump: int,
    around_ranks: tuple[int, ...],
    ruleset: Ruleset,
) -> Totals:
    """ONE_MELD: the best over every number of arounds per rank and of pinochles."""
    tables = meld_tables(ruleset)
    trump_t, plain_t, pin_t, _ = _arrays(ruleset)
    ranks = [r for r in around_ranks if fewest[r].max(initial=0) > 0]
    qs = cards[QUEEN_OF_SPADES].astype(np.int32)
    jd = cards[JACK_OF_DIAMONDS].astype(np.int32)
    pin_most = int(np.minimum(qs, jd).max(initial=0)) if pin_t[1] or pin_t[2] else 0
    best = np.zeros(cards.shape[1], dtype=np.int32)
    for units in itertools.product(*(range(int(fewest[r].max()) + 1) for r in ranks)):
        used = dict(zip(ranks, units, strict=True))
        ok = np.ones(cards.shape[1], dtype=bool)
        taken = 0
        three = 0
        for r, u in used.items():
            ok &= fewest[r] >= u
            taken += u * tables.powers[r]
            three += tables.arounds[r][u]
        for p in range(pin_most + 1):
            fits = ok & (qs - used.get(Rank.QUEEN, 0) >= p) & (jd - used.get(Rank.JACK, 0) >= p)
            if not fits.any():
                continue
            rows = np.flatnonzero(fits)
            value = np.full(rows.size, three + int(pin_t[p]), dtype=np.int32)
            for s in range(SUIT_COUNT):
                pat = pats[s][rows].astype(np.int32) - taken
                if s == Suit.SPADES:
                    pat -= p * tables.powers[Rank.QUEEN]
                elif s == Suit.DIAMONDS:
                    pat -= p * tables.powers[Rank.JACK]
                value += (trump_t if s == trump else plain_t)[pat]
            best[rows] = np.maximum(best[rows], value)
    return best
