"""A hand's meld points from its 24 card counts, by table look-up (``RULES.md``, Meld).

The explained solver (:func:`~pinochle_learn.meld.solve_meld`) searches over candidate melds
and says which cards fill each one. Computer seats, simulations and the odds only need the
*number*, thousands of times per round, so this module works it out from counts:

- every meld of class 1 (runs, dix, marriages) lies inside one suit, so class 1 is a sum of
  one table look-up per suit: a table of 729 entries (each of the 6 ranks held 0, 1 or 2 times)
  for the trump suit and one for a plain suit; with the 80-card deck (four copies, no nines:
  DOUBLE_DECK) each rank is held 0 to 4 times, a table of 5**6 entries of which the 5**5
  without a nine are filled;
- class 2 (pinochles) depends only on how many Q♠ and J♦ are held;
- class 3 (arounds) depends only on the fewest copies of each rank held in any suit.

The tables are built once per ruleset by the explained solver's own exact packing on those
small sub-hands, so they are exact by construction. Where a card may serve in one meld only
(``CardReuse.ONE_MELD``, TWO_HAND_WIDOW) the classes interact; then a small exact search
tries every number of arounds of each rank and of pinochles (at most 3^5 choices, usually 1)
and adds the per-suit tables of the cards left.

A hand as counts is a list of 24 ints (0 up to the deck's copies) indexed by
:func:`card_index`: ``6 * suit + rank`` (suits ♠ ♥ ♦ ♣, ranks 9 J Q K 10 A); a rank the deck
lacks (the nines of the double deck) keeps its slots at 0.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .cards import STANDARD_DECK, UNIQUE_CARDS, Card, Rank, Suit, as_suit
from .ruleset import CardReuse, Ruleset

__all__ = [
    "CARDS_BY_INDEX",
    "MeldTables",
    "card_index",
    "class_totals_of_counts",
    "counts_of",
    "gains_of_counts",
    "meld_tables",
    "meld_total",
    "meld_total_of_counts",
    "suit_totals_of_counts",
]

SLOTS = len(UNIQUE_CARDS)
"""Counts in a hand's count array: one per distinct card of the full rank set (9 to A in
four suits), by :func:`card_index`; a deck without nines leaves their slots at 0."""
SUIT_COUNT = len(Suit)
"""Suits, each a run of ``len(Rank)`` slots of the count array."""
BASE = STANDARD_DECK.copies + 1
"""Counts a rank may have in the standard deck's suit patterns: 0 to ``copies``."""
PATTERNS = 3**6
"""Patterns of one suit in the standard deck: each of its 6 ranks held 0, 1 or 2 times."""
POWERS = tuple(3**r for r in range(6))
"""Weight of each rank (by :class:`~pinochle_learn.cards.Rank` value) in a suit's pattern
(standard deck; a deck of ``copies`` copies uses powers of ``copies + 1``)."""
CARDS_BY_INDEX: tuple[Card, ...] = tuple(Card(Rank(i % 6), Suit(i // 6)) for i in range(SLOTS))
"""The 24 distinct cards by :func:`card_index`."""
QUEEN_OF_SPADES = 6 * Suit.SPADES + Rank.QUEEN
JACK_OF_DIAMONDS = 6 * Suit.DIAMONDS + Rank.JACK


def card_index(card: Card) -> int:
    """Index of ``card`` in a 24-count array: ``6 * suit + rank`` (0 is 9♠, 23 is A♣)."""
    return 6 * card.suit + card.rank


def counts_of(cards: Iterable[Card]) -> list[int]:
    """The 24 card counts of a hand (a list of ints, see :func:`card_index`)."""
    counts = [0] * SLOTS
    for card in cards:
        counts[6 * card.suit + card.rank] += 1
    return counts


@dataclass(frozen=True)
class MeldTables:
    """Meld points of the parts of a hand, for one ruleset (any trump).

    Attributes
    ----------
    trump_suit, plain_suit
        Class-1 meld points of the trump suit and of a plain suit, indexed by the suit's
        pattern ``sum(count[rank] * 3**rank)`` (729 entries each).
    pinochles
        Class-2 meld points of 0, 1 or 2 pinochles (Q♠ J♦ pairs).
    arounds
        Per rank (by ``Rank`` value): class-3 meld points of 0, 1 or 2 arounds of that rank.
    around_ranks
        The ranks with an around in this ruleset.
    separable
        Whether classes share no card (every policy but ``ONE_MELD``): then the total is the
        plain sum of the parts.
    copies
        Copies of each card in the ruleset's deck (2, or 4 in DOUBLE_DECK): ``pinochles`` and
        each ``arounds`` row have ``copies + 1`` entries, a pattern weighs rank ``r`` by
        ``(copies + 1) ** r``.
    ranks
        The ranks of the deck (by ``Rank`` value); a card of another rank gains nothing.
    """

    trump_suit: tuple[int, ...]
    plain_suit: tuple[int, ...]
    pinochles: tuple[int, ...]
    arounds: tuple[tuple[int, ...], ...]
    around_ranks: tuple[int, ...]
    separable: bool
    copies: int = 2
    ranks: tuple[int, ...] = tuple(range(6))

    @property
    def powers(self) -> tuple[int, ...]:
        """Weight of each rank in a suit's pattern: ``(copies + 1) ** rank``."""
        return tuple((self.copies + 1) ** r for r in range(6))


def _pattern_cards(pattern: int, suit: Suit, base: int = 3) -> Counter[Card]:
    counts: Counter[Card] = Counter()
    for rank in Rank:
        n = pattern // base**rank % base
        if n:
            counts[Card(rank, suit)] = n
    return counts


def _packed(counts: Counter[Card], trump: Suit, ruleset: Ruleset, meld_class: int) -> int:
    """Reference value: the explained solver's exact packing of one class of ``counts``."""
    return _packed_held(counts_of(counts.elements()), _class_specs(trump, ruleset, meld_class))


def _class_specs(
    trump: Suit, ruleset: Ruleset, meld_class: int, within: range | None = None
) -> tuple[Any, ...]:
    """The explained solver's melds of one class (in its order), only those whose cards all
    lie ``within`` these count slots when given (a meld needing a card outside them packs 0
    times in counts that hold nothing there)."""
    from .meld import _specs

    return tuple(
        spec
        for spec in _specs(trump, ruleset)
        if spec[5][0] == meld_class and (within is None or all(i in within for i, _ in spec[6]))
    )


def _packed_held(held: Sequence[int], specs: tuple[Any, ...]) -> int:
    """:func:`_packed` of 24 counts over the melds ``specs`` (:func:`_class_specs`)."""
    from .meld import _best_packing, _Candidate

    grouped: dict[object, list[_Candidate]] = {}
    for kind, suit, need, points, group, _order, indexed in specs:
        most = min(held[i] // n for i, n in indexed)
        if most > 0:
            cand = _Candidate(kind, suit, need, points, most, indexed)
            grouped.setdefault(group, []).append(cand)
    return sum(
        cand.points * k for group in grouped.values() for cand, k in _best_packing(group, held)
    )


def _suit_table(
    reachable: list[int], suit: Suit, trump: Suit, ruleset: Ruleset, base: int
) -> list[int]:
    """Class-1 meld points of every reachable pattern of ``suit`` (as :func:`_packed` of
    :func:`_pattern_cards`), the melds tried only those of that suit's cards."""
    slots = range(len(Rank) * suit, len(Rank) * (suit + 1))
    specs = _class_specs(trump, ruleset, 1, slots)
    table = [0] * base ** len(Rank)
    held = [0] * SLOTS
    for pattern in reachable:
        for rank in range(len(Rank)):
            held[slots[rank]] = pattern // base**rank % base
        table[pattern] = _packed_held(held, specs)
    return table


@lru_cache(maxsize=32)
def meld_tables(ruleset: Ruleset) -> MeldTables:
    """The tables of ``ruleset`` (built once per ruleset, then cached: about 20 ms for the
    standard deck, about a second for the 80-card deck's 5**5 patterns a suit)."""
    trump, plain = Suit.SPADES, Suit.HEARTS
    deck = ruleset.deck
    copies = deck.copies
    base = copies + 1
    reachable = _reachable_patterns(base, tuple(int(r) for r in deck.ranks))
    trump_suit = _suit_table(reachable, trump, trump, ruleset, base)
    plain_suit = _suit_table(reachable, plain, trump, ruleset, base)
    pinochles = tuple(
        _packed(
            Counter({Card(Rank.QUEEN, Suit.SPADES): n, Card(Rank.JACK, Suit.DIAMONDS): n}),
            trump,
            ruleset,
            2,
        )
        for n in range(base)
    )
    arounds = tuple(
        tuple(
            _packed(Counter({Card(rank, s): n for s in Suit}), trump, ruleset, 3)
            for n in range(base)
        )
        for rank in Rank
    )
    around_ranks = tuple(
        int(k.around_rank) for k in ruleset.meld_points if k.around_rank is not None
    )
    return MeldTables(
        tuple(trump_suit),
        tuple(plain_suit),
        pinochles,
        arounds,
        tuple(sorted(set(around_ranks))),
        ruleset.card_reuse is not CardReuse.ONE_MELD,
        copies,
        tuple(sorted(int(r) for r in deck.ranks)),
    )


def _reachable_patterns(base: int, ranks: tuple[int, ...]) -> list[int]:
    """The suit patterns a hand of this deck can show: 0 copies of every rank it lacks."""
    out = [0]
    for r in ranks:
        out = [p + n * base**r for p in out for n in range(base)]
    return sorted(out)


def _patterns(c: Sequence[int], base: int = 3) -> tuple[int, int, int, int]:
    if base != 3:
        w = tuple(base**r for r in range(6))
        return (
            sum(c[r] * w[r] for r in range(6)),
            sum(c[6 + r] * w[r] for r in range(6)),
            sum(c[12 + r] * w[r] for r in range(6)),
            sum(c[18 + r] * w[r] for r in range(6)),
        )
    return (
        c[0] + 3 * c[1] + 9 * c[2] + 27 * c[3] + 81 * c[4] + 243 * c[5],
        c[6] + 3 * c[7] + 9 * c[8] + 27 * c[9] + 81 * c[10] + 243 * c[11],
        c[12] + 3 * c[13] + 9 * c[14] + 27 * c[15] + 81 * c[16] + 243 * c[17],
        c[18] + 3 * c[19] + 9 * c[20] + 27 * c[21] + 81 * c[22] + 243 * c[23],
    )


def class_totals_of_counts(
    counts: Sequence[int], trump: int, tables: MeldTables
) -> tuple[int, int, int]:
    """Meld points per class ``(class 1, class 2, class 3)`` of a hand given as 24 counts.

    With ``ONE_MELD`` the classes compete for cards; the split returned is one of the best
    arrangements (the total is exact; where two arrangements tie, the explained solver may
    show the other split).

    Parameters
    ----------
    counts
        24 card counts (0 up to the deck's copies), see :func:`card_index`.
    trump
        The trump suit (``Suit`` or its int value).
    tables
        From :func:`meld_tables`.
    """
    pats = _patterns(counts, tables.copies + 1)
    qs, jd = counts[QUEEN_OF_SPADES], counts[JACK_OF_DIAMONDS]
    plain = tables.plain_suit
    if tables.separable:
        one = tables.trump_suit[pats[trump]] + sum(
            plain[p] for s, p in enumerate(pats) if s != trump
        )
        three = 0
        for r in tables.around_ranks:
            three += tables.arounds[r][
                min(counts[r], counts[6 + r], counts[12 + r], counts[18 + r])
            ]
        return one, tables.pinochles[min(qs, jd)], three
    return _one_meld(counts, pats, trump, tables)


def _arrangements(
    counts: Sequence[int], pats: Sequence[int], tables: MeldTables
) -> Iterator[tuple[list[int], int, int]]:
    """ONE_MELD's arrangements, each number of arounds per rank and of pinochles in turn: the
    four suit patterns left for the suits' tables, the pinochles taken, the arounds' points."""
    held = {r: min(counts[r], counts[6 + r], counts[12 + r], counts[18 + r]) for r in range(6)}
    ranks = [r for r in tables.around_ranks if held[r] > 0]
    choices = [range(held[r] + 1) for r in ranks]
    pinochles = tables.pinochles[1] > 0 or tables.pinochles[2] > 0
    arounds, powers = tables.arounds, _powers(tables.copies)
    q_weight, j_weight = powers[Rank.QUEEN], powers[Rank.JACK]
    spades, diamonds = int(Suit.SPADES), int(Suit.DIAMONDS)
    for units in itertools.product(*choices):
        used = dict(zip(ranks, units, strict=True))
        taken = sum(u * powers[r] for r, u in used.items())
        three = sum(arounds[r][u] for r, u in used.items())
        pin_most = (
            min(
                counts[QUEEN_OF_SPADES] - used.get(Rank.QUEEN, 0),
                counts[JACK_OF_DIAMONDS] - used.get(Rank.JACK, 0),
            )
            if pinochles
            else 0
        )
        for p in range(pin_most + 1):
            left = [pat - taken for pat in pats]
            left[spades] -= p * q_weight
            left[diamonds] -= p * j_weight
            yield left, p, three


def _one_meld(
    counts: Sequence[int], pats: Sequence[int], trump: int, tables: MeldTables
) -> tuple[int, int, int]:
    """ONE_MELD: try every number of arounds per rank and of pinochles, tables for the rest."""
    best: tuple[int, int, int] = (-1, 0, 0)
    best_total = -1
    trump_t, plain_t = tables.trump_suit, tables.plain_suit
    for left, p, three in _arrangements(counts, pats, tables):
        one = sum(trump_t[x] if s == trump else plain_t[x] for s, x in enumerate(left))
        two = tables.pinochles[p]
        if one + two + three > best_total:
            best_total, best = one + two + three, (one, two, three)
    return best


def meld_total_of_counts(counts: Sequence[int], trump: int, tables: MeldTables) -> int:
    """Meld points of a hand given as 24 counts (see :func:`class_totals_of_counts`)."""
    if not tables.separable:
        return sum(_one_meld(counts, _patterns(counts, tables.copies + 1), trump, tables))
    c = counts
    pats = _patterns(c, tables.copies + 1)
    plain = tables.plain_suit
    total = (
        plain[pats[0]]
        + plain[pats[1]]
        + plain[pats[2]]
        + plain[pats[3]]
        - plain[pats[trump]]
        + tables.trump_suit[pats[trump]]
        + tables.pinochles[min(c[QUEEN_OF_SPADES], c[JACK_OF_DIAMONDS])]
    )
    arounds = tables.arounds
    for r in tables.around_ranks:
        total += arounds[r][min(c[r], c[6 + r], c[12 + r], c[18 + r])]
    return total


@lru_cache(maxsize=4)
def _powers(copies: int) -> tuple[int, ...]:
    """:attr:`MeldTables.powers` of a deck of ``copies`` (made once)."""
    return tuple((copies + 1) ** r for r in range(6))


def suit_totals_of_counts(counts: Sequence[int], tables: MeldTables) -> tuple[int, ...]:
    """:func:`meld_total_of_counts` with each suit as trump, by suit index, in one pass.

    With ``ONE_MELD`` the arrangements tried (arounds per rank, pinochles) do not depend on
    the trump, so each is scored for the four trumps at once: the best total per trump is
    the one :func:`meld_total_of_counts` finds (the bidding and the trump read all four).
    """
    if tables.separable:
        return tuple(meld_total_of_counts(counts, s, tables) for s in range(SUIT_COUNT))
    trump_t, plain_t = tables.trump_suit, tables.plain_suit
    best = [-1] * SUIT_COUNT
    for left, p, three in _arrangements(counts, _patterns(counts, tables.copies + 1), tables):
        plains = [plain_t[x] for x in left]
        rest = sum(plains) + tables.pinochles[p] + three
        for s in range(SUIT_COUNT):
            total = rest - plains[s] + trump_t[left[s]]
            if total > best[s]:
                best[s] = total
    return tuple(best)


def meld_total(cards: Iterable[Card], trump: Suit, ruleset: Ruleset) -> int:
    """Meld points of the best meld of ``cards`` (no hand-size check, no explanation).

    Exact for every card-reuse policy; equal to ``solve_meld(...).total`` (tested on every
    hand of the meld rule tests and on 100,000 random hands of each preset).

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, TWO_HAND_WIDOW, Hand
    >>> meld_total(Hand.parse("H14 H10 H13 H13 H12 H12 H11"), Suit.HEARTS, PARTNERSHIP)
    230
    >>> meld_total(Hand.parse("S14 S10 S13 S12 S11 D11"), Suit.SPADES, TWO_HAND_WIDOW)
    150
    """
    return meld_total_of_counts(counts_of(cards), int(trump), meld_tables(ruleset))


def gains_of_counts(counts: Sequence[int], trump: int, tables: MeldTables) -> list[int]:
    """Meld points one more copy of each card would add: 24 ints (``None``-free; a card already
    held as often as the deck holds it, or of a rank the deck lacks, gains 0). The near misses
    of the explained solver are screened with this.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, Card, Hand
    >>> counts = counts_of(Hand.parse("H14 H10 H13 H12"))
    >>> gains = gains_of_counts(counts, Suit.HEARTS, meld_tables(PARTNERSHIP))
    >>> gains[card_index(Card.parse("H11"))]
    110
    """
    most = tables.copies
    weight = tables.powers
    in_deck = set(tables.ranks)
    pats = list(_patterns(counts, most + 1))
    if not tables.separable:
        base = sum(_one_meld(counts, pats, trump, tables))
        out: list[int] = []
        work = list(counts)
        for i in range(SLOTS):
            if work[i] >= most or i % 6 not in in_deck:
                out.append(0)
                continue
            work[i] += 1
            out.append(sum(_one_meld(work, _patterns(work, most + 1), trump, tables)) - base)
            work[i] -= 1
        return out
    gains = [0] * SLOTS
    around = set(tables.around_ranks)
    pin = tables.pinochles
    qs, jd = counts[QUEEN_OF_SPADES], counts[JACK_OF_DIAMONDS]
    for s in range(SUIT_COUNT):
        table = tables.trump_suit if s == trump else tables.plain_suit
        pat = pats[s]
        here = table[pat]
        for r in range(6):
            i = 6 * s + r
            if counts[i] >= most or r not in in_deck:
                continue
            gain = table[pat + weight[r]] - here
            if i == QUEEN_OF_SPADES:
                gain += pin[min(qs + 1, jd)] - pin[min(qs, jd)]
            elif i == JACK_OF_DIAMONDS:
                gain += pin[min(qs, jd + 1)] - pin[min(qs, jd)]
            if r in around:
                column = [counts[r], counts[6 + r], counts[12 + r], counts[18 + r]]
                before = min(column)
                column[s] += 1
                gain += tables.arounds[r][min(column)] - tables.arounds[r][before]
            gains[i] = gain
    return gains


def trump_index(trump: Suit | int | str) -> int:
    """The index (0 to 3, :class:`Suit` order) of a trump given as a :class:`Suit`, its index
    or its notation (``"D"``, ``"♦"``, ``"diamonds"``), for the odds' tables.

    Raises
    ------
    ParseError
        Text that names no suit.
    InputTypeError
        Anything else (an int outside 0 to 3, ``None``, ``True``), naming it.

    Examples
    --------
    >>> trump_index(Suit.DIAMONDS), trump_index(2), trump_index("D"), trump_index("♦")
    (2, 2, 2, 2)
    """
    if isinstance(trump, int) and not isinstance(trump, bool | Suit) and 0 <= trump < len(Suit):
        return trump
    return int(as_suit(trump))  # type: ignore[arg-type]
