"""Exact probabilities of hands by counting: dynamic programming over the four suits.

A hand of ``H`` cards drawn from a pile (the 48-card deck, or the 36 cards you do not hold; the
80-card deck of DOUBLE_DECK, four copies of each card) is described by how many copies of each
of the 24 cards it holds. The number of hands with a
given pattern is the product of ``C(available copies, copies held)`` over the cards
(the multivariate hypergeometric weights); all hands are ``C(pile size, H)``. Summing these
weights suit by suit, keeping only what the question needs (cards so far, the fewest copies of
A K Q J in any suit so far, how many Q♠ and J♦, and a running sum), gives exact counts, with no
sampling. Results are integer counts; :class:`Distribution` gives them as
:class:`fractions.Fraction` and floats.

numpy (int64 arrays; exact, as every count is below 2**63) is used only here, in the odds code.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from functools import lru_cache
from typing import Any

import numpy as np
from numpy.typing import NDArray

from ..cards import Card, Rank, Suit
from ..fastmeld import SUIT_COUNT, counts_of, meld_tables, meld_total_of_counts, trump_index
from ..meldkinds import MeldKind
from ..ruleset import Ruleset
from .figures import FULL_DECK, Distribution, MeldChance, deck_counts

__all__ = [
    "FULL_DECK",
    "Distribution",
    "MeldChance",
    "count_hands",
    "deck_counts",
    "meld_chances",
    "meld_distribution",
]

AROUND = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)
"""The ranks whose fewest copies in any suit the count keeps (arounds)."""
TRUMP_MARRIAGE = 4
"""What a marriage in trump adds to the marriage chances' running sum (a plain one adds 1):
at most three plain ones, so ``sum % 4`` counts the plain marriages (an encoding, not a seat
count)."""
MARRIAGE_CODES = 8
"""Values of that running sum (0 to 7): the low digit of the packed joint value."""

Ints = NDArray[np.int64]
SuitValue = Callable[[int, tuple[int, ...]], int]
"""``(suit, six counts by rank) -> int``: what one suit adds to the running sum (>= 0)."""
Final = Callable[[Ints, Ints, Ints, Ints], Ints]
"""``(running sum, Q♠ held, J♦ held, fewest-A/K/Q/J index) -> value``, broadcast arrays."""


def _min_index(c: Sequence[int], base: int = 3) -> int:
    return c[0] + base * c[1] + base**2 * c[2] + base**3 * c[3]


@lru_cache(maxsize=2)
def _min_maps(base: int = 3) -> Ints:
    """``maps[signature][state]``: the fewest-copies state after a suit holding ``signature``
    copies of A, K, Q, J (both encoded as ``a + 3k + 9q + 27j``; in powers of ``base`` for a
    deck of ``base - 1`` copies)."""
    mins = base**4
    maps = np.zeros((mins, mins), dtype=np.int64)
    for sig in range(mins):
        s = [sig // base**i % base for i in range(SUIT_COUNT)]
        for state in range(mins):
            m = [state // base**i % base for i in range(SUIT_COUNT)]
            maps[sig, state] = _min_index([min(a, b) for a, b in zip(s, m, strict=True)], base)
    return maps


def _suit_entries(
    suit: int, available: Sequence[int], value: SuitValue, base: int = 3
) -> dict[int, dict[tuple[int, int, int, int], int]]:
    """Patterns of one suit grouped by A/K/Q/J signature:
    ``{signature: {(cards, value, Q♠, J♦): ways}}``."""
    out: dict[int, dict[tuple[int, int, int, int], int]] = {}
    avail = available[6 * suit : 6 * suit + 6]
    for pattern in range(base**6):
        c = tuple(pattern // base**r % base for r in range(6))
        ways = 1
        for r in range(6):
            ways *= math.comb(avail[r], c[r])
        if not ways:
            continue
        sig = _min_index([c[r] for r in AROUND], base)
        q = c[Rank.QUEEN] if suit == Suit.SPADES else 0
        j = c[Rank.JACK] if suit == Suit.DIAMONDS else 0
        key = (sum(c), value(suit, c), q, j)
        group = out.setdefault(sig, {})
        group[key] = group.get(key, 0) + ways
    return out


def count_hands(
    hand_size: int,
    value: SuitValue,
    final: Final,
    *,
    available: Sequence[int] = FULL_DECK,
    last_suit: int = Suit.CLUBS,
) -> Distribution:
    """Exact counts of ``hand_size``-card hands from ``available`` by a value built suit by suit.

    A pile with at most two copies of a card counts in base 3 (copies 0, 1, 2); a pile with
    more (the 80-card deck: four) in base ``copies + 1``, and ``final`` then receives the
    fewest-copies index and the Q♠ / J♦ counts in that base.

    Parameters
    ----------
    hand_size
        Cards in the hand (12 in PARTNERSHIP, 24 from a widow).
    value
        What each suit adds to a running sum (an int >= 0; small for the first three suits).
    final
        The hand's value from the running sum, the Q♠ and J♦ held, and the fewest copies of
        A, K, Q, J in any suit (an index ``a + 3k + 9q + 27j``, or in powers of ``copies + 1``
        for a pile with more than two copies of a card); numpy arrays, broadcast.
    available
        Copies of each card (by ``card_index``) in the pile the hand is drawn from.
    last_suit
        The suit counted last (its value may be large: the trump suit).

    Raises
    ------
    ValueError
        The pile holds fewer than ``hand_size`` cards.

    Examples
    --------
    Exactly 4 hearts in 12 cards from the deck: C(12,4) C(36,8) / C(48,12).

    >>> hearts = count_hands(12, lambda s, c: sum(c) if s == Suit.HEARTS else 0,
    ...                      lambda acc, q, j, m: acc)
    >>> hearts.counts[4] == math.comb(12, 4) * math.comb(36, 8)
    True
    """
    pile = sum(available)
    if not 0 <= hand_size <= pile:
        raise ValueError(f"hand_size={hand_size!r}: the pile holds {pile} cards")
    last = Suit(last_suit)
    base = max(2, *available) + 1
    mins = base**4
    order = [s for s in Suit if s != last] + [last]
    entries = [_suit_entries(s, available, value, base) for s in order]
    firsts = [k[1] for e in entries[:3] for g in e.values() for k in g]
    unit = math.gcd(*firsts) or 1
    width = 1 + sum(max((k[1] for g in e.values() for k in g), default=0) for e in entries[:3])
    width = 1 + (width - 1) // unit
    # The fewest copies of A, K, Q, J so far are four axes (j, q, k, a: the index's digits),
    # each kept cumulatively: at m, the hands whose fewest copies are at least m. A suit
    # holding s copies of a rank then only cuts that axis after s (no sum over states).
    tail = (base,) * 4
    state = np.zeros((hand_size + 1, width, base, base, *tail), dtype=np.int64)
    state[0, 0, 0, 0] = 1
    for suit_entries in entries[:3]:
        new = np.zeros_like(state)
        for sig, group in suit_entries.items():
            held: tuple[Any, ...] = tuple(slice(0, sig // base**i % base + 1) for i in (3, 2, 1, 0))
            moved = state[_index([Ellipsis], held)]
            for (cards, add, q, j), ways in group.items():
                if cards > hand_size:
                    continue
                step = add // unit
                src = moved[: hand_size + 1 - cards, : width - step]
                at = [slice(cards, None), slice(step, None)]
                # Q♠ / J♦ are counted only by spades / diamonds: still 0 in the source
                if q:
                    new[_index([*at, q, slice(None)], held)] += ways * src[:, :, 0, :]
                elif j:
                    new[_index([*at, slice(None), j], held)] += ways * src[:, :, :, 0]
                else:
                    new[_index([*at, slice(None), slice(None)], held)] += ways * src
        state = new
    for axis in range(4, 8):  # back from "at least m" to "exactly m" on each axis
        upper = np.zeros_like(state)
        cut = [slice(None)] * state.ndim
        cut[axis] = slice(0, base - 1)
        above = [slice(None)] * state.ndim
        above[axis] = slice(1, base)
        upper[tuple(cut)] = state[tuple(above)]
        state = state - upper
    state = state.reshape(hand_size + 1, width, base, base, mins)
    total = math.comb(pile, hand_size)
    return _last_suit(state, entries[3], hand_size, unit, last, final, total, base)


def _index(head: list[Any], tail: tuple[Any, ...]) -> tuple[Any, ...]:
    """A numpy index: ``head`` then ``tail`` (the fewest-copies axes' slices)."""
    head.extend(tail)
    return tuple(head)


def _last_suit(
    state: Ints,
    entries: dict[int, dict[tuple[int, int, int, int], int]],
    hand_size: int,
    unit: int,
    last: Suit,
    final: Final,
    total: int,
    base: int = 3,
) -> Distribution:
    """Add the last suit and tally the hands by their final value."""
    maps = _min_maps(base)
    width = state.shape[1]
    acc = unit * np.arange(width, dtype=np.int64)[:, None, None, None]
    qs = np.arange(base, dtype=np.int64)[None, :, None, None]
    jd = np.arange(base, dtype=np.int64)[None, None, :, None]
    tally = np.zeros(1, dtype=np.int64)
    for sig, group in entries.items():
        mins = maps[sig][None, None, None, :]
        for (cards, add, q, j), ways in group.items():
            if cards > hand_size:
                continue
            src = state[hand_size - cards]
            q_now, j_now = qs, jd
            if last == Suit.SPADES:
                src, q_now = src[:, :1], np.full_like(qs[:, :1], q)
            elif last == Suit.DIAMONDS:
                src, j_now = src[:, :, :1], np.full_like(jd[:, :, :1], j)
            keep = src != 0
            if not keep.any():
                continue
            values = np.broadcast_to(final(acc + add, q_now, j_now, mins), src.shape)[keep]
            top = int(values.max())
            if top >= tally.size:
                tally = np.concatenate([tally, np.zeros(top + 1 - tally.size, dtype=np.int64)])
            np.add.at(tally, values, ways * src[keep])
    counts = {int(v): int(n) for v, n in enumerate(tally.tolist()) if n}
    got = sum(counts.values())
    if got != total:  # pragma: no cover - a wrong count is a bug here, never bad input
        raise ArithmeticError(f"counted {got} hands of {total}")
    return Distribution(counts, total)


@lru_cache(maxsize=2)
def _folds(base: int = 3) -> tuple[tuple[tuple[int, Ints], ...], ...]:
    """Per signature: (target state, source states) pairs of the fewest-copies update."""
    maps = _min_maps(base)
    out = []
    for sig in range(base**4):
        mapping = maps[sig]
        out.append(
            tuple(
                (int(t), np.flatnonzero(mapping == t).astype(np.int64))
                for t in np.unique(mapping).tolist()
            )
        )
    return tuple(out)


def _fold(state: Ints, fold: tuple[tuple[int, Ints], ...]) -> Ints:
    """Move each fewest-copies state to its image (summing the states that merge)."""
    if len(fold) == state.shape[-1]:  # the identity: the suit holds every copy of A, K, Q, J
        return state
    out = np.zeros_like(state)
    for target, sources in fold:
        out[..., target] = state[..., sources].sum(axis=-1)
    return out


def _meld_value(ruleset: Ruleset, trump: int, base: int = 3) -> tuple[SuitValue, Final]:
    tables = meld_tables(ruleset)
    if not tables.separable:
        raise ValueError(
            f"{ruleset.name}: each card serves in one meld only, so the meld total is not a sum "
            "over suits; count it with pinochle_learn.odds.onemeld.one_meld_distribution"
        )
    pin = np.zeros(base, dtype=np.int64)
    pin[: len(tables.pinochles)] = tables.pinochles
    arounds = np.zeros(base**4, dtype=np.int64)
    for state in range(base**4):
        m = [min(state // base**i % base, tables.copies) for i in range(SUIT_COUNT)]
        arounds[state] = sum(
            tables.arounds[rank][m[i]] if rank in tables.around_ranks else 0
            for i, rank in enumerate(AROUND)
        )
    powers = tables.powers

    def value(suit: int, c: tuple[int, ...]) -> int:
        pattern = sum(n * powers[r] for r, n in enumerate(c))
        return int((tables.trump_suit if suit == trump else tables.plain_suit)[pattern])

    def final(acc: Ints, qs: Ints, jd: Ints, mins: Ints) -> Ints:
        out: Ints = acc + pin[np.minimum(qs, jd)] + arounds[mins]
        return out

    return value, final


def meld_distribution(
    trump: Suit | int | str,
    ruleset: Ruleset,
    *,
    hand_size: int | None = None,
    available: Sequence[int] | None = None,
) -> Distribution:
    """The exact distribution of a hand's total meld points for a fixed trump.

    DOUBLE_DECK's 20-card hands from the 80-card deck are counted in base 5 (four copies):
    about 16 CPU seconds and 250 MB on one core (measured for issue 17), exact.

    Parameters
    ----------
    trump
        The trump suit.
    ruleset
        Whose meld table. Where the classes may share cards (PARTNERSHIP, TWO_HAND_STOCK) the
        total is a sum over suits, counted by :func:`count_hands`; where each card serves in
        one meld only (TWO_HAND_WIDOW) it is the best of 243 ways to take arounds and
        pinochles, counted by :func:`~pinochle_learn.odds.onemeld.one_meld_distribution`
        (about half a second for 24-card hands).
    hand_size
        Cards in the hand (default ``ruleset.hand_size``).
    available
        The pile the hand comes from (default the ruleset's deck, :func:`deck_counts`; for a
        partner's hand, the 36 cards you do not hold).

    Raises
    ------
    ValueError
        A hand larger than the pile.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> dist = meld_distribution(Suit.HEARTS, PARTNERSHIP)
    >>> dist.total, sum(dist.fractions.values())
    (69668534468, Fraction(1, 1))
    """
    size = ruleset.hand_size if hand_size is None else hand_size
    pile = deck_counts(ruleset) if available is None else tuple(available)
    if not meld_tables(ruleset).separable:
        from .onemeld import one_meld_distribution

        return one_meld_distribution(trump, ruleset, hand_size=size, available=pile)
    trump = trump_index(trump)
    value, final = _meld_value(ruleset, trump, max(2, *pile) + 1)
    return count_hands(size, value, final, available=pile, last_suit=trump)


_TRUMP_NEEDS: dict[MeldKind, dict[Rank, int]] = {
    MeldKind.RUN: {Rank.ACE: 1, Rank.TEN: 1, Rank.KING: 1, Rank.QUEEN: 1, Rank.JACK: 1},
    MeldKind.RUN_EXTRA_KING: {Rank.ACE: 1, Rank.TEN: 1, Rank.KING: 2, Rank.QUEEN: 1, Rank.JACK: 1},
    MeldKind.RUN_EXTRA_QUEEN: {
        Rank.ACE: 1,
        Rank.TEN: 1,
        Rank.KING: 1,
        Rank.QUEEN: 2,
        Rank.JACK: 1,
    },
    MeldKind.RUN_ROYAL_MARRIAGE: {
        Rank.ACE: 1,
        Rank.TEN: 1,
        Rank.KING: 2,
        Rank.QUEEN: 2,
        Rank.JACK: 1,
    },
    MeldKind.DOUBLE_RUN: {Rank.ACE: 2, Rank.TEN: 2, Rank.KING: 2, Rank.QUEEN: 2, Rank.JACK: 2},
    MeldKind.TRIPLE_RUN: {Rank.ACE: 3, Rank.TEN: 3, Rank.KING: 3, Rank.QUEEN: 3, Rank.JACK: 3},
    MeldKind.QUADRUPLE_RUN: {Rank.ACE: 4, Rank.TEN: 4, Rank.KING: 4, Rank.QUEEN: 4, Rank.JACK: 4},
    MeldKind.DIX: {Rank.NINE: 1},
    MeldKind.ROYAL_MARRIAGE: {Rank.KING: 1, Rank.QUEEN: 1},
}


def meld_chances(
    trump: Suit | int | str,
    ruleset: Ruleset,
    *,
    hand_size: int | None = None,
    available: Sequence[int] | None = None,
) -> list[MeldChance]:
    """The exact chance of holding the cards for each meld of ``ruleset``, for one trump.

    One row per kind the ruleset scores (in ``MeldKind`` order), plus "two dix" (both 9s of
    trump), "a common marriage" (K and Q of some plain suit) and "roundhouse" (K and Q of
    every suit: four marriages, kings and queens around). A row says the cards are held, not
    that the meld scores: a hand with a run holds a royal marriage too.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> rows = {r.code: r.chance for r in meld_chances(Suit.HEARTS, PARTNERSHIP)}
    >>> rows["dix"] == 1 - Fraction(math.comb(46, 12), math.comb(48, 12))
    True
    """
    available = deck_counts(ruleset) if available is None else available
    size = ruleset.hand_size if hand_size is None else hand_size
    trump = trump_index(trump)
    pile = sum(available)
    total = math.comb(pile, size)
    base = max(2, *available) + 1
    mins_states = base**4

    def trump_suit_chance(needs: Mapping[Rank, int]) -> Fraction:
        avail = available[6 * trump : 6 * trump + 6]
        rest = pile - sum(avail)
        hands = 0
        for pattern in range(base**6):
            c = [pattern // base**r % base for r in range(6)]
            if any(c[r] < n for r, n in needs.items()) or sum(c) > size:
                continue
            ways = math.prod(math.comb(avail[r], c[r]) for r in range(6))
            hands += ways * math.comb(rest, size - sum(c))
        return Fraction(hands, total)

    dist = _joint(trump, size, tuple(available))

    def chance(test: Callable[[int, int, int, list[int]], bool]) -> Fraction:
        hands = 0
        for value, n in dist.counts.items():
            acc, rest = value % MARRIAGE_CODES, value // MARRIAGE_CODES
            mins, qj = rest % mins_states, rest // mins_states
            fewest = [mins // base**i % base for i in range(SUIT_COUNT)]
            if test(acc, qj // base, qj % base, fewest):
                hands += n
        return Fraction(hands, total)

    rows = []
    for kind in MeldKind:
        points = ruleset.points(kind)
        if points is None:
            continue
        if kind in _TRUMP_NEEDS:
            p = trump_suit_chance(_TRUMP_NEEDS[kind])
        elif kind is MeldKind.COMMON_MARRIAGE:
            p = chance(lambda acc, q, j, m: acc % TRUMP_MARRIAGE >= 1)
        elif kind.meld_class == 2:
            p = chance(_pinochles(len(kind.parts)))
        else:
            rank = kind.around_rank
            assert rank is not None  # class 3: an around
            p = chance(_arounds(AROUND.index(rank), len(kind.parts)))
        rows.append(MeldChance(kind.value, kind, points, p))
        if kind is MeldKind.DIX:
            nines = [Card(Rank.NINE, Suit(trump))] * 2
            two_dix = _combination_points(nines, trump, ruleset)
            rows.append(MeldChance("two_dix", None, two_dix, trump_suit_chance({Rank.NINE: 2})))
    kings_queens = [Card(rank, suit) for suit in Suit for rank in (Rank.KING, Rank.QUEEN)]
    roundhouse = _combination_points(kings_queens, trump, ruleset)
    rows.append(
        MeldChance(
            "roundhouse", None, roundhouse, chance(lambda acc, q, j, m: acc == TRUMP_MARRIAGE + 3)
        )
    )
    return rows


def _combination_points(cards: Sequence[Card], trump: int, ruleset: Ruleset) -> int:
    """Meld points of ``cards`` alone, by the ruleset's meld table."""
    return meld_total_of_counts(counts_of(cards), Suit(trump), meld_tables(ruleset))


_Test = Callable[[int, int, int, list[int]], bool]


def _pinochles(copies: int) -> _Test:
    return lambda acc, q, j, m: min(q, j) >= copies


def _arounds(position: int, copies: int) -> _Test:
    return lambda acc, q, j, m: m[position] >= copies


@lru_cache(maxsize=16)
def _joint(trump: int, size: int, available: tuple[int, ...]) -> Distribution:
    """Hands counted by (plain suits with K and Q, trump K and Q, fewest A/K/Q/J, Q♠, J♦):
    shared by every ruleset with this hand size (the chances of holding cards do not depend
    on the meld table)."""

    def marriages(suit: int, c: tuple[int, ...]) -> int:
        held = c[Rank.KING] >= 1 and c[Rank.QUEEN] >= 1
        return (TRUMP_MARRIAGE if suit == trump else 1) * held

    base = max(2, *available) + 1

    def joint(acc: Ints, qs: Ints, jd: Ints, mins: Ints) -> Ints:
        out: Ints = acc + MARRIAGE_CODES * (mins + base**4 * (base * qs + jd))
        return out

    return count_hands(size, marriages, joint, available=available, last_suit=trump)
