"""The meld solver: the highest-scoring legal set of melds, explained (``RULES.md``, Meld).

:func:`solve_meld` returns a :class:`MeldResult`: every meld with the exact cards that fill it
and its meld points, per class; the cards no meld uses; the single cards that would add most
meld if held (near misses); and notes on why a combined meld counts instead of its parts.
The search is exact: a branch-and-bound over how many of each possible meld to take, inside
each group of melds that may not share a card (a class in PARTNERSHIP, the whole hand in
TWO_HAND_WIDOW, one kind of meld in TWO_HAND_STOCK).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache
from typing import Any

from .cards import Card, Suit, as_suit
from .errors import HandError
from .fastmeld import (
    CARDS_BY_INDEX,
    SLOTS,
    card_index,
    counts_of,
    gains_of_counts,
    meld_tables,
    meld_total_of_counts,
)
from .hand import Hand, as_hand
from .meldkinds import MeldKind
from .ruleset import CardReuse, Ruleset, as_ruleset

__all__ = [
    "Meld",
    "MeldNote",
    "MeldResult",
    "NearMiss",
    "NoteWhy",
    "meld_candidates",
    "meld_points",
    "solve_meld",
]


@dataclass(frozen=True)
class Meld:
    """One meld as laid down: its kind, the exact cards, and its meld points.

    ``suit`` is the suit of a marriage or run (trump for a royal marriage), else ``None``.
    """

    kind: MeldKind
    cards: tuple[Card, ...]
    points: int
    suit: Suit | None = None

    @property
    def meld_class(self) -> int:
        """Class 1, 2 or 3 (``RULES.md``, Meld)."""
        return self.kind.meld_class

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``{"kind", "class", "points", "cards"}`` with cards in seed notation;
        ``kind`` is the identifier (the command line adds ``name``, the kind as learners read
        it, from ``render.meld_sentences.kind_name``)."""
        return {
            "kind": self.kind.value,
            "class": self.meld_class,
            "points": self.points,
            "cards": [str(c) for c in self.cards],
        }


@dataclass(frozen=True)
class NearMiss:
    """A card that would add meld if held: ``gain`` meld points, the melds it brings (``gained``)
    and those they replace (``replaced``)."""

    card: Card
    gain: int
    gained: tuple[Meld, ...]
    replaced: tuple[Meld, ...]


class NoteWhy(Enum):
    """The code of a note on a meld result; ``render.meld_sentences`` words each one."""

    EXTRA_CARD = "extra_card"
    """``kind`` (a run with an extra king or queen) counts ``points`` as one meld: a run alone
    is ``parts_total``, and the extra card alone makes no meld."""
    COMBINED = "combined"
    """``kind`` counts ``points`` as one meld rather than its ``parts`` (kind, points) that
    add up to ``parts_total``."""
    CROWDED_OUT = "crowded_out"
    """``meld`` is held but not scored: ``card`` already serves in ``other``, and the
    ruleset's ``reuse`` allows it once."""


@dataclass(frozen=True)
class MeldNote:
    """A note on a meld result, as data: a :class:`NoteWhy` code and its parameters."""

    code: NoteWhy
    kind: MeldKind
    points: int = 0
    parts: tuple[tuple[MeldKind, int], ...] = ()
    parts_total: int = 0
    meld: Meld | None = None
    card: Card | None = None
    other: Meld | None = None
    reuse: CardReuse = CardReuse.PER_CLASS


@dataclass(frozen=True)
class MeldResult:
    """The best meld of one hand, explained.

    Attributes
    ----------
    hand, trump, ruleset
        What was solved.
    melds
        The melds, by class then meld points (highest first).
    total
        Sum of the melds' meld points.
    near_misses
        Up to the number asked of :func:`solve_meld`, best gain first.
    """

    hand: Hand
    trump: Suit
    ruleset: Ruleset
    melds: tuple[Meld, ...]
    near_misses: tuple[NearMiss, ...] = field(default=())

    @property
    def total(self) -> int:
        """Meld points of the whole hand."""
        return sum(m.points for m in self.melds)

    @property
    def class_totals(self) -> dict[int, int]:
        """Meld points per class: ``{1: ..., 2: ..., 3: ...}``."""
        totals = {1: 0, 2: 0, 3: 0}
        for meld in self.melds:
            totals[meld.meld_class] += meld.points
        return totals

    def by_class(self, meld_class: int) -> tuple[Meld, ...]:
        """The melds of one class."""
        return tuple(m for m in self.melds if m.meld_class == meld_class)

    def uses_of(self, card: Card) -> tuple[Meld, ...]:
        """Every meld ``card`` serves in (a card may serve once per class in PARTNERSHIP)."""
        return tuple(m for m in self.melds if card in m.cards)

    @property
    def used(self) -> Hand:
        """The copies of cards that serve in at least one meld."""
        need: Counter[Card] = Counter()
        for group in _groups(self.melds, self.ruleset).values():
            for card, n in Counter(c for m in group for c in m.cards).items():
                need[card] = max(need[card], n)
        return Hand(need.elements(), self.ruleset.deck)

    @property
    def unused(self) -> tuple[Card, ...]:
        """The cards of the hand no meld uses, in display order."""
        left = self.hand.counter() - self.used.counter()
        return Hand(left.elements(), self.ruleset.deck).cards

    @property
    def reused(self) -> tuple[tuple[Card, tuple[Meld, ...]], ...]:
        """Cards serving in melds of more than one class (or kind), with those melds."""
        out = []
        for card in sorted(set(self.used), key=lambda c: c.sort_key):
            uses = self.uses_of(card)
            if len({_group_key(m.kind, self.ruleset) for m in uses}) > 1:
                out.append((card, uses))
        return tuple(out)

    @property
    def notes(self) -> tuple[MeldNote, ...]:
        """Why each combined meld counts instead of its parts (230 rather than 150 + 40), and which
        melds the hand holds but cannot score because their cards already serve elsewhere, as
        :class:`MeldNote` data (``render.meld_sentences.note_text`` words each)."""
        notes = []
        for kind in dict.fromkeys(m.kind for m in self.melds):
            if kind.parts == (kind,):
                continue
            part_points = [self.ruleset.points(p) for p in kind.parts]
            if any(p is None for p in part_points):
                continue
            whole = self.ruleset.points(kind) or 0
            values = tuple(v or 0 for v in part_points)
            code = NoteWhy.EXTRA_CARD if len(kind.parts) == 1 else NoteWhy.COMBINED
            parts = tuple(zip(kind.parts, values, strict=True))
            notes.append(MeldNote(code, kind, whole, parts, sum(values)))
        notes.extend(self._crowded_out())
        return tuple(notes)

    def _crowded_out(self) -> list[MeldNote]:
        """Melds the hand holds but cannot score because their cards already serve elsewhere
        (a card serves once per class, or in one meld only: ``ruleset.card_reuse``)."""
        scored = {(part.family, m.suit) for m in self.melds for part in m.kind.parts}
        groups = _groups(self.melds, self.ruleset)
        out = []
        for meld in meld_candidates(self.hand, self.trump, self.ruleset):
            if meld.kind.parts != (meld.kind,) or (meld.kind.family, meld.suit) in scored:
                continue
            rivals = groups.get(_group_key(meld.kind, self.ruleset), [])
            in_use = Counter(c for m in rivals for c in m.cards)
            for card in dict.fromkeys(meld.cards):
                if in_use[card] >= self.hand.count(card):
                    other = next(m for m in rivals if card in m.cards)
                    out.append(
                        MeldNote(
                            NoteWhy.CROWDED_OUT,
                            meld.kind,
                            meld.points,
                            meld=meld,
                            card=card,
                            other=other,
                            reuse=self.ruleset.card_reuse,
                        )
                    )
                    break
        return out

    def to_dict(self) -> dict[str, Any]:
        """The CLI's JSON shape: ``rules, trump, total, classes, melds, unused``."""
        return {
            "rules": self.ruleset.name,
            "trump": self.trump.letter,
            "total": self.total,
            "classes": {str(k): v for k, v in self.class_totals.items()},
            "melds": [m.to_dict() for m in self.melds],
            "unused": [str(c) for c in self.unused],
        }


@dataclass(frozen=True)
class _Candidate:
    kind: MeldKind
    suit: Suit | None
    need: tuple[tuple[Card, int], ...]
    points: int
    most: int
    indexed: tuple[tuple[int, int], ...] = ()
    """``need`` as (index in a 24-count list, copies)."""


def meld_candidates(hand: Hand, trump: Suit | str, ruleset: Ruleset) -> list[Meld]:
    """Every meld the hand could lay down on its own (each once), before choosing.

    ``trump`` is a :class:`Suit` or its notation (``"D"``, ``"♦"``).

    Returns
    -------
    list of Meld
        One entry per kind (and suit, for common marriages) the hand holds the cards for.
    """
    return [
        Meld(c.kind, _cards(c), c.points, c.suit)
        for c in _candidates(hand.counter(), as_suit(trump), ruleset)
    ]


def _cards(candidate: _Candidate) -> tuple[Card, ...]:
    return tuple(card for card, n in candidate.need for _ in range(n))


_Spec = tuple[
    MeldKind,
    "Suit | None",
    tuple[tuple[Card, int], ...],
    int,
    object,
    tuple[int, int],
    tuple[tuple[int, int], ...],
]


@lru_cache(maxsize=64)
def _specs(trump: Suit, ruleset: Ruleset) -> tuple[_Spec, ...]:
    """Every meld ``ruleset`` scores with ``trump``: kind, suit, cards needed, meld points,
    the group of melds that may not share a card, the display order (class, kind), and the
    cards needed as (index in a 24-count list, copies)."""
    kind_order = list(MeldKind)
    out = []
    for kind, points in ruleset.meld_points.items():
        if points <= 0:
            continue
        suits: Sequence[Suit | None] = (
            [s for s in Suit if s is not trump] if kind.needs_suit else [None]
        )
        for suit in suits:
            need = Counter(kind.cards(trump, suit))
            meld_suit = suit if suit is not None else (trump if kind.meld_class == 1 else None)
            ordered = tuple(sorted(need.items(), key=lambda item: item[0].sort_key))
            order = (kind.meld_class, kind_order.index(kind))
            indexed = tuple((card_index(card), n) for card, n in ordered)
            group = _group_key(kind, ruleset)
            out.append((kind, meld_suit, ordered, points, group, order, indexed))
    return tuple(out)


def _candidates(counts: Mapping[Card, int], trump: Suit, ruleset: Ruleset) -> list[_Candidate]:
    listed = [0] * SLOTS
    for card, n in counts.items():
        listed[card_index(card)] = n
    return [cand for cand, _, _ in _grouped_candidates(listed, trump, ruleset)]


def _grouped_candidates(
    counts: Sequence[int], trump: Suit, ruleset: Ruleset
) -> list[tuple[_Candidate, object, tuple[int, int]]]:
    """The melds ``counts`` (24 card counts) holds, each with its group and display order."""
    out = []
    copies = ruleset.deck.copies
    for kind, meld_suit, need, points, group, order, indexed in _specs(trump, ruleset):
        most = copies
        for i, n in indexed:
            held = counts[i] // n
            if held < most:
                most = held
                if not most:
                    break
        if most:
            cand = _Candidate(kind, meld_suit, need, points, most, indexed)
            out.append((cand, group, order))
    return out


def _group_key(kind: MeldKind, ruleset: Ruleset) -> object:
    if ruleset.card_reuse is CardReuse.PER_CLASS:
        return kind.meld_class
    if ruleset.card_reuse is CardReuse.PER_KIND:
        return kind.family
    return 0


def _groups(melds: Iterable[Meld], ruleset: Ruleset) -> dict[object, list[Meld]]:
    groups: dict[object, list[Meld]] = {}
    for meld in melds:
        groups.setdefault(_group_key(meld.kind, ruleset), []).append(meld)
    return groups


def _best_packing(
    candidates: list[_Candidate], counts: Sequence[int]
) -> list[tuple[_Candidate, int]]:
    """Exact max meld points of candidates sharing no card copy: branch and bound.

    ``counts`` holds the 24 card counts (:func:`~pinochle_learn.fastmeld.counts_of`). Of two
    packings worth the same, the one found first is kept: a double meld is tried before twice
    its single meld, so a double worth exactly two singles (the stock game's double pinochle 80,
    ``RULES.md`` TWO_HAND_STOCK) is shown as the one meld the rules name."""
    candidates = sorted(candidates, key=lambda c: (-c.points * c.most, c.most))
    bound_after = [0] * (len(candidates) + 1)
    for i in range(len(candidates) - 1, -1, -1):
        bound_after[i] = bound_after[i + 1] + candidates[i].points * candidates[i].most
    best_points = -1
    best: list[tuple[_Candidate, int]] = []
    chosen: list[tuple[_Candidate, int]] = []
    left = list(counts)

    def search(i: int, points: int) -> None:
        nonlocal best_points, best
        if points + bound_after[i] <= best_points:
            return
        if i == len(candidates):
            best_points, best = points, list(chosen)
            return
        cand = candidates[i]
        need = cand.indexed
        most = min(left[j] // n for j, n in need)
        for k in range(most, -1, -1):
            for j, n in need:
                left[j] -= k * n
            if k:
                chosen.append((cand, k))
            search(i + 1, points + k * cand.points)
            if k:
                chosen.pop()
            for j, n in need:
                left[j] += k * n

    search(0, 0)
    return best


def _solve(hand: Hand, trump: Suit, ruleset: Ruleset) -> tuple[Meld, ...]:
    return _solve_counts(counts_of(hand), trump, ruleset)


def _solve_counts(counts: Sequence[int], trump: Suit, ruleset: Ruleset) -> tuple[Meld, ...]:
    """The explained solve of a hand given as 24 card counts."""
    grouped: dict[object, list[_Candidate]] = {}
    orders: dict[int, tuple[int, int]] = {}
    for cand, group, order in _grouped_candidates(counts, trump, ruleset):
        grouped.setdefault(group, []).append(cand)
        orders[id(cand)] = order
    keyed = [
        (
            (orders[id(cand)][0], -cand.points, orders[id(cand)][1], cand.suit or 0),
            Meld(cand.kind, _cards(cand), cand.points, cand.suit),
        )
        for group in grouped.values()
        for cand, k in _best_packing(group, counts)
        for _ in range(k)
    ]
    keyed.sort(key=lambda item: item[0])
    return tuple(meld for _, meld in keyed)


def _difference(melds: Sequence[Meld], other: Sequence[Meld]) -> tuple[Meld, ...]:
    """``melds`` less ``other`` as multisets, in the order of ``melds`` (a meld's cards and
    points identify it; cheaper than hashing whole melds)."""
    left = Counter((m.cards, m.points) for m in other)
    out = []
    for meld in melds:
        key = (meld.cards, meld.points)
        if left[key]:
            left[key] -= 1
        else:
            out.append(meld)
    return tuple(out)


def _near_misses(
    hand: Hand, trump: Suit, ruleset: Ruleset, melds: tuple[Meld, ...], limit: int
) -> tuple[NearMiss, ...]:
    # The fast evaluator finds every card's gain; only the best few are solved with their melds.
    tables = meld_tables(ruleset)
    counts = counts_of(hand)
    gains = []
    for card, gain in zip(CARDS_BY_INDEX, gains_of_counts(counts, trump, tables), strict=True):
        if gain > 0:
            gains.append((-gain, card.sort_key, card))
    gains.sort()
    total = sum(m.points for m in melds)
    misses = []
    for _, _, card in gains[:limit]:
        index = card_index(card)
        counts[index] += 1
        better = _solve_counts(counts, trump, ruleset)
        counts[index] -= 1
        gain = sum(m.points for m in better) - total
        if gain > 0:
            gained = _difference(better, melds)
            replaced = _difference(melds, better)
            misses.append(NearMiss(card, gain, gained, replaced))
    misses.sort(key=lambda n: (-n.gain, n.card.sort_key))
    return tuple(misses[:limit])


def meld_points(hand: Hand, trump: Suit, ruleset: Ruleset) -> int:
    """Meld points of the best meld of ``hand``, with no hand-size check and no explanation.

    For a bid winner weighing 16 cards while passing back, and for computer players: the
    fast table evaluator of :mod:`pinochle_learn.fastmeld` (exact; equal to
    ``solve_meld(...).total``).

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> meld_points(Hand.parse("S12 D11 S12 D11"), Suit.HEARTS, PARTNERSHIP)
    300
    """
    return meld_total_of_counts(counts_of(hand), trump, meld_tables(ruleset))


def solve_meld(
    hand: Hand | Iterable[Card] | str,
    trump: Suit | str,
    ruleset: Ruleset,
    *,
    near_misses: int = 5,
) -> MeldResult:
    """The highest-scoring legal set of melds for one hand (``RULES.md``, Meld).

    Parameters
    ----------
    hand
        A :class:`Hand`, cards, or notation such as ``"H14 H10 H13 H12 H11"``. It may hold fewer
        cards than a deal (learners explore partial hands), never more than ``ruleset.hand_size``.
    trump
        The trump suit, or its letter/symbol.
    ruleset
        Which game's meld table and card-reuse rule to use.
    near_misses
        How many near misses to work out (0 for none; each costs one more solve per missing card).

    Returns
    -------
    MeldResult
        Melds with their cards and meld points, totals per class, unused cards, near misses.

    Raises
    ------
    ParseError
        ``hand`` or ``trump`` is bad notation.
    HandError
        More copies of a card than ``ruleset.deck`` holds (a third in the standard deck, a
        fifth in DOUBLE_DECK's), a card the deck lacks (a 9 in DOUBLE_DECK), or more cards
        than ``ruleset.hand_size``.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> result = solve_meld("H14 H10 H13 H13 H12 H12 H11", "H", PARTNERSHIP)
    >>> [(m.kind.value, m.points) for m in result.melds], result.total
    ([('run_royal_marriage', 230)], 230)
    """
    ruleset = as_ruleset(ruleset)
    hand = as_hand(hand, ruleset.deck)
    trump = as_suit(trump)
    if len(hand) > ruleset.hand_size:
        raise HandError(
            f"{len(hand)} cards: a hand in {ruleset.name} holds at most {ruleset.hand_size}",
            code="hand_too_big",
            count=len(hand),
            size=ruleset.hand_size,
            game=ruleset.name,
        )
    melds = _solve(hand, trump, ruleset)
    misses = _near_misses(hand, trump, ruleset, melds, near_misses) if near_misses > 0 else ()
    return MeldResult(hand, trump, ruleset, melds, misses)
