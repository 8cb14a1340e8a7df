"""The stock game's meld planner on card counts, for the computer player (``RULES.md``,
TWO_HAND_STOCK).

:func:`~pinochle_learn.meldplan.plan_melds` explains a plan: every step a
:class:`~pinochle_learn.tablemeld.TableVerdict` with its rule and cards, every order that starts
with each legal meld. The computer player asks it twice a turn and needs only two answers: the
first meld of the best order and the *spare* cards (those of which a copy may go to a trick
without lowering the best order's meld points). This module gives exactly those two answers
by the same search over the same rules, on a compact picture of the cards:

- the hand as 24 counts (:func:`~pinochle_learn.fastmeld.card_index`);
- the table as a tuple of ``(card index, served)`` in the table's own order, ``served`` a bit
  mask of the meld families the copy has served in (:attr:`MeldKind.family`).

Every rule of :class:`~pinochle_learn.tablemeld.MeldTable` that the search meets is applied the
same way: a copy serves again only in another family and never in a royal marriage once in a
run; table copies are used before the hand's, in table order; the table stays ordered by
display order then by how many families a copy serves in; a card played from the table is the
copy serving in the most families. ``tests/properties/test_fastplan.py`` compares both planners
(and both players) over thousands of random hands and tables.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from .cards import Card, Rank, Suit
from .fastmeld import CARDS_BY_INDEX, SLOTS, card_index
from .fastpack import (
    _AFTER,
    _COUNT_MASKS_LIMIT,
    _TABLES_SEEN,
    _after,
    _count_masks,
    _lay_down,
    _leaving,
    _picks,
    _positions,
    _table_seen,
)
from .hand import Hand
from .meldkinds import MeldKind
from .ruleset import Ruleset
from .tablemeld import MeldTable, TableCard

__all__ = [
    "FastAdvice",
    "MeldSpec",
    "best_order",
    "fast_plan",
    "game_specs",
    "hand_counts",
    "has_legal_meld",
    "lay_down",
    "legal_melds",
    "meld_specs",
    "packed_table",
    "plan_steps",
    "spare_cards",
    "spare_mask",
]

_BIT = {kind: 1 << i for i, kind in enumerate(MeldKind)}
_KIND_ORDER = {kind: i for i, kind in enumerate(MeldKind)}
_SORT_KEY = tuple(c.sort_key for c in CARDS_BY_INDEX)

_Table = tuple[tuple[int, int], ...]
_Score = tuple[int, int, tuple[int, ...]]


@dataclass(frozen=True)
class MeldSpec:
    """One meld of the game as the planner tries it.

    Attributes
    ----------
    kind, suit
        The meld; ``suit`` only for a common marriage (as :meth:`MeldTable.check` takes it).
    points
        Its meld points (never 0: melds the game does not score are left out).
    needed
        ``(card index, copies)`` of its cards, in display order.
    family
        The bit of its family in a copy's ``served`` mask.
    blocked
        A copy whose ``served`` mask shares a bit with this one may not serve in it.
    cards
        Every card it needs (:meth:`MeldKind.cards`).
    ones, twos
        Bit masks of the card indices it needs at least once and at least twice (a quick
        test that hand and table together hold its cards); ``twos`` is -1 when it needs some
        card three times or more (then the counts are compared one by one).
    """

    kind: MeldKind
    suit: Suit | None
    points: int
    needed: tuple[tuple[int, int], ...]
    family: int
    blocked: int
    cards: tuple[Card, ...]
    ones: int = 0
    twos: int = 0


@lru_cache(maxsize=64)
def meld_specs(ruleset: Ruleset, trump: Suit) -> tuple[MeldSpec, ...]:
    """The melds of ``ruleset`` with trump ``trump``, in the order
    :meth:`MeldTable.options` lists legal ones: most meld points first, then kind, then suit."""
    from .tablemeld import _needed, meld_suit

    specs: list[tuple[tuple[int, int, int], MeldSpec]] = []
    for kind, points in ruleset.meld_points.items():
        if not points:
            continue
        suits: Sequence[Suit | None] = (
            [s for s in Suit if s is not trump] if kind.needs_suit else [None]
        )
        for suit in suits:
            needed = tuple((card_index(c), n) for c, n in _needed(kind, trump, suit))
            family = _BIT[kind.family]
            blocked = family | (_BIT[MeldKind.RUN] if kind is MeldKind.ROYAL_MARRIAGE else 0)
            ones = sum(1 << index for index, _ in needed)
            twos = sum(1 << index for index, n in needed if n >= 2)
            if any(n > 2 for _, n in needed):
                twos = -1
            spec = MeldSpec(
                kind, suit, points, needed, family, blocked, kind.cards(trump, suit), ones, twos
            )
            named = meld_suit(kind, trump, suit)
            specs.append(((-points, _KIND_ORDER[kind], int(named or 0)), spec))
    specs.sort(key=lambda item: item[0])
    return tuple(spec for _, spec in specs)


_SPECS: dict[tuple[int, int], tuple[Ruleset, tuple[MeldSpec, ...]]] = {}


def _specs_of(ruleset: Ruleset, trump: Suit) -> tuple[MeldSpec, ...]:
    """:func:`meld_specs`, found by the ruleset's identity (its cache compares rulesets field by
    field, a few microseconds at every turn); the ruleset is kept beside its specs."""
    key = (id(ruleset), int(trump))
    found = _SPECS.get(key)
    if found is None or found[0] is not ruleset:
        if len(_SPECS) >= 64:
            _SPECS.clear()
        found = _SPECS[key] = (ruleset, meld_specs(ruleset, trump))
    return found[1]


def _table_of(table: MeldTable) -> _Table:
    """The packed table, worked out once per tuple of table cards: kept on the table beside
    the very tuple it was made from (a table made from it by ``MeldTable._with`` copies the
    entry, and uses it only while its cards are that same tuple)."""
    cards = table.cards
    kept: tuple[tuple[TableCard, ...], _Table] | None = table.__dict__.get("_packed_cards")
    if kept is not None and kept[0] is cards:
        return kept[1]
    packed = tuple(_packed(tc) for tc in cards)
    object.__setattr__(table, "_packed_cards", (cards, packed))
    return packed


def _packed(table_card: TableCard) -> tuple[int, int]:
    """``(card index, served mask)`` of a copy on the table, worked out once per copy (a
    :class:`~pinochle_learn.tablemeld.TableCard` is immutable and lies on many tables)."""
    packed: tuple[int, int] | None = table_card.__dict__.get("_packed")
    if packed is None:
        packed = (card_index(table_card.card), sum(_BIT[k] for k in table_card.served))
        object.__setattr__(table_card, "_packed", packed)
    return packed


def _legal(
    counts: tuple[int, ...],
    table: _Table,
    specs: tuple[MeldSpec, ...],
    masks: tuple[int, int] | None = None,
) -> list[tuple[MeldSpec, list[int]]]:
    """The legal melds (in :func:`meld_specs` order) with their picks. A meld short of a card
    in hand and table together is passed over on two bit masks (cards held once, twice); a
    meld none of whose cards lies on the table is legal with no pick (the hand holds it).
    ``masks``: :func:`~pinochle_learn.fastpack._count_masks` of ``counts`` when known."""
    ones, twos = masks if masks is not None else _count_masks(counts)
    seen = _TABLES_SEEN.get(table)
    on_table, table_twice, positions = seen if seen is not None else _table_seen(table)
    twos |= table_twice | ones & on_table
    ones |= on_table
    held = _HELD.get((id(specs), ones, twos))
    if held is None or held[0] is not specs:
        held = (specs, _held_specs(specs, ones, twos))
    legal: list[tuple[MeldSpec, list[int]]] = []
    for spec in held[1]:
        if spec.twos < 0:  # a card needed three times or more: count one by one
            in_all = list(counts)
            for index, _ in table:
                in_all[index] += 1
            if any(in_all[index] < n for index, n in spec.needed):
                continue
        if not spec.ones & on_table:
            legal.append((spec, []))
            continue
        picked = _picks(counts, table, spec, positions)
        if picked is not None:
            legal.append((spec, picked))
    return legal


_HELD: dict[tuple[int, int, int], tuple[tuple[MeldSpec, ...], tuple[MeldSpec, ...]]] = {}


def _held_specs(specs: tuple[MeldSpec, ...], ones: int, twos: int) -> tuple[MeldSpec, ...]:
    """The melds of ``specs`` whose cards hand and table hold together (``ones``, ``twos``:
    the indices held at least once, twice), in order; worked out once per pair of masks (a
    meld needing a card three times is kept, to be counted one by one)."""
    key = (id(specs), ones, twos)
    found = _HELD.get(key)
    if found is not None and found[0] is specs:
        return found[1]
    lacking, lacking_twice = ~ones, ~twos
    held = tuple(
        [
            spec
            for need, twice, spec in _masks_of(specs)
            if not (need & lacking or twice & lacking_twice)
        ]
    )
    if len(_HELD) >= _COUNT_MASKS_LIMIT:
        _HELD.clear()
    _HELD[key] = (specs, held)
    return held


_MASKS_OF: dict[int, tuple[tuple[MeldSpec, ...], tuple[tuple[int, int, MeldSpec], ...]]] = {}


def _masks_of(specs: tuple[MeldSpec, ...]) -> tuple[tuple[int, int, MeldSpec], ...]:
    """``(ones, twos, spec)`` of each spec in order, ``twos`` 0 for a meld needing a card three
    times or more (counted one by one): read without an attribute look-up."""
    found = _MASKS_OF.get(id(specs))
    if found is None or found[0] is not specs:
        if len(_MASKS_OF) >= 64:
            _MASKS_OF.clear()
        masks = tuple((spec.ones, max(spec.twos, 0), spec) for spec in specs)
        found = _MASKS_OF[id(specs)] = (specs, masks)
    return found[1]


_Memo = dict[tuple[tuple[int, ...], _Table, int], tuple[_Score, tuple[MeldSpec, ...]]]
_MEMOS: dict[int, tuple[tuple[MeldSpec, ...], _Memo]] = {}
_MEMO_LIMIT = 4_000
"""Best orders kept per game and trump (up to this many, then forgotten at once): a position
met again in a later turn's search (the same cards, table and tricks left) is not searched
again. About 0.7 kB an entry, so at most about 3 MB a trump (a round adds about 70 entries).
Keyed by the identity of :func:`meld_specs`'s cached tuple, kept alive beside it."""


class _Search:
    def __init__(self, specs: tuple[MeldSpec, ...]) -> None:
        self.specs = specs
        kept = _MEMOS.get(id(specs))
        if kept is None or kept[0] is not specs or len(kept[1]) > _MEMO_LIMIT:
            if len(_MEMOS) > 2 * len(Suit):
                _MEMOS.clear()
            kept = _MEMOS[id(specs)] = (specs, {})
        self.memo = kept[1]

    def best(
        self,
        counts: tuple[int, ...],
        table: _Table,
        left: int,
        masks: tuple[int, int] | None = None,
    ) -> tuple[_Score, tuple[MeldSpec, ...]]:
        """The best order from the position (the first of equal scores) and its score;
        ``masks`` the hand's count masks when known (:func:`_legal`)."""
        if left == 0:
            return (0, 0, ()), ()
        key = (counts, table, left)
        found = self.memo.get(key)
        if found is not None:
            return found
        if masks is None:
            masks = _count_masks(counts)
        legal = _legal(counts, table, self.specs, masks)
        if not legal:
            result: tuple[_Score, tuple[MeldSpec, ...]] = ((0, 0, ()), ())
        elif left == 1:
            # One meld to go: the first legal one scores the most (the specs are in order of
            # meld points, most first) and is the first of equal scores.
            spec = legal[0][0]
            result = ((spec.points, -1, (spec.points,)), (spec,))
        else:
            result = self.follow(counts, table, legal, left, masks)
        self.memo[key] = result
        return result

    def follow(
        self,
        counts: tuple[int, ...],
        table: _Table,
        legal: list[tuple[MeldSpec, list[int]]],
        left: int,
        masks: tuple[int, int],
    ) -> tuple[_Score, tuple[MeldSpec, ...]]:
        """The best order that starts with one of the ``legal`` melds (the first of equal
        scores), ``left`` > 1; each hand left has its count masks worked out from ``masks``
        and the copies the meld takes."""
        result: tuple[_Score, tuple[MeldSpec, ...]] = ((0, 0, ()), ())
        for spec, picked in legal:
            found = _AFTER.get((table, id(spec)))
            if found is None or found[0] is not spec:
                found = _after(table, spec, picked)
            new_counts = list(counts)
            ones, twos = masks
            for index, n in found[1]:
                count = new_counts[index] = new_counts[index] - n
                if count < 2:
                    twos &= ~(1 << index)
                    if not count:
                        ones &= ~(1 << index)
            (points, count, steps), rest = self.best(
                tuple(new_counts), found[2], left - 1, (ones, twos)
            )
            score = (points + spec.points, count - 1, (spec.points, *steps))
            if score > result[0]:
                result = (score, (spec, *rest))
        return result


class FastAdvice:
    """The two answers the computer player reads of a plan.

    Attributes
    ----------
    first
        The first meld of the best order (``plan_melds(...).best.first``), or ``None``.
    spare
        ``plan_melds(...).spare``: cards of which a copy may be played without lowering the
        best order's meld points, in display order. Worked out when first read (a meld turn
        reads only ``first``).
    """

    __slots__ = ("_position", "_spare", "first")

    def __init__(
        self,
        first: MeldSpec | None,
        spare: tuple[Card, ...] | None = None,
        position: tuple[tuple[MeldSpec, ...], tuple[int, ...], _Table, tuple[MeldSpec, ...], int]
        | None = None,
    ) -> None:
        self.first = first
        self._spare = spare
        self._position = position

    @property
    def spare(self) -> tuple[Card, ...]:
        if self._spare is None:
            assert self._position is not None
            specs, counts, table, steps, left = self._position
            self._spare = _cards_of_mask(spare_mask(specs, counts, table, steps, left))
        return self._spare


_Kept = tuple[tuple[MeldSpec, ...], tuple[int, ...], int, tuple[MeldSpec, ...], int]
_KEPT: dict[tuple[int, _Table, int], list[_Kept]] = {}
_KEPT_PER_TABLE = 4
"""The last plans whose spare cards were read, by game and trump (the identity of
:func:`meld_specs`' tuple, kept beside it), table and tricks left (up to
:data:`_KEPT_PER_TABLE` each, then forgotten at once, as :data:`_COUNT_MASKS_LIMIT` entries in
all): ``(specs, hand counts, mask of the hand-only spare cards, best order, cards in hand)``.
The next plan asked for is most often the same player's meld turn, after playing one of those
cards from the hand."""


def _remember(
    specs: tuple[MeldSpec, ...],
    counts: tuple[int, ...],
    table: _Table,
    left: int,
    steps: tuple[MeldSpec, ...],
    mask: int,
) -> None:
    if not mask:
        return
    key = (id(specs), table, left)
    kept = _KEPT.get(key)
    if kept is None:
        if len(_KEPT) >= _COUNT_MASKS_LIMIT:
            _KEPT.clear()
        kept = _KEPT[key] = []
    elif len(kept) >= _KEPT_PER_TABLE:
        del kept[0]
    kept.append((specs, counts, mask, steps, sum(counts)))


def _carried(
    specs: tuple[MeldSpec, ...], counts: tuple[int, ...], table: _Table, left: int
) -> tuple[MeldSpec, ...] | None:
    """The best order of a position one hand card short of a remembered one, when that card
    was spare there (:data:`_KEPT`), else ``None``.

    Taking a card from the hand only takes orders away (the table picks never depend on the
    hand's counts), and the old best order is still there (the card is spare), so it is still
    the best, and the first found (the search keeps the first of equal scores, in the order
    of :func:`meld_specs`). Only a plan of the same game and trump (``specs``) is carried."""
    kept = _KEPT.get((id(specs), table, left))
    if kept is None:
        return None
    total = sum(counts) + 1
    for kept_specs, before, mask, steps, before_total in kept:
        if before_total != total or kept_specs is not specs:
            continue
        while mask:  # the hand-only spare cards of the remembered plan, each tried
            low = mask & -mask
            index = low.bit_length() - 1
            mask ^= low
            if before[index] == counts[index] + 1 and (
                before[:index] == counts[:index] and before[index + 1 :] == counts[index + 1 :]
            ):
                return steps  # the one card fewer is of ``index``
    return None


def fast_plan(hand: Hand, table: MeldTable, tricks: int | None = None) -> FastAdvice:
    """:func:`~pinochle_learn.meldplan.plan_melds`'s best first meld and spare cards, found
    by the same search on counts (same arguments; ``table.may_meld`` is ignored likewise).

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_STOCK
    >>> advice = fast_plan(Hand.parse("H14 H10 H13 H12 H11 C9"), MeldTable(Suit.HEARTS,
    ...     TWO_HAND_STOCK))
    >>> advice.first.kind.value, [c.label for c in advice.spare]
    ('royal_marriage', ['9♣'])
    """
    if table.stock_gone or tricks == 0:
        return FastAdvice(None, Hand(dict.fromkeys(hand.cards)).cards)
    counts = [0] * SLOTS
    for card in hand.cards:
        counts[6 * card.suit + card.rank] += 1
    start = tuple(counts)
    packed = _table_of(table)
    left = tricks if tricks is not None else len(hand) + len(packed)
    specs = _specs_of(table.ruleset, table.trump)
    steps = plan_steps(specs, start, packed, left)
    return FastAdvice(steps[0] if steps else None, None, (specs, start, packed, steps, left))


def plan_steps(
    specs: tuple[MeldSpec, ...],
    counts: tuple[int, ...],
    table: _Table,
    left: int,
    carry: bool = True,
) -> tuple[MeldSpec, ...]:
    """:func:`fast_plan`'s best order on the packed position (hand counts by card index, the
    packed table, ``left`` > 0 tricks): the order a plan carried over from the same player's
    last plan (:func:`_carried`), else the search's (the first of equal scores; the same
    order). ``carry=False``: no carried plan is looked for (a card choice after the draw,
    which holds a card more than any plan remembered)."""
    if carry:
        carried = _carried(specs, counts, table, left)
        if carried is not None:
            return carried
    return _Search(specs).best(counts, table, left)[1]


def spare_mask(
    specs: tuple[MeldSpec, ...],
    counts: tuple[int, ...],
    table: _Table,
    steps: tuple[MeldSpec, ...],
    left: int,
) -> int:
    """:attr:`FastAdvice.spare` as a mask of card indices, for the best order ``steps`` of the
    position; remembered for the next plan of the position one hand card short
    (:func:`_carried`)."""
    spare, hand_spare = _spare(counts, table, steps)
    _remember(specs, counts, table, left, steps, hand_spare)
    return spare


def _spare(counts: tuple[int, ...], table: _Table, steps: tuple[MeldSpec, ...]) -> tuple[int, int]:
    """The mask of spare card indices (hand counts and table copies), and the mask of those
    only the hand holds (a copy played from the hand, the best order stays).

    A card the best order does not use is spare. A card it uses is spare when the order can
    still be laid down without one copy of it: one from the hand, else the table copy serving
    in the most families (the one a play from the table takes). The order is replayed from
    the step before the first meld needing that card: the steps before it neither use nor
    move any copy of it, so their positions are those of the whole order's replay."""
    in_hand = held = _count_masks(counts)[0]
    on_table = 0
    for index, _ in table:
        on_table |= 1 << index
    held |= on_table
    hand_only = in_hand & ~on_table
    if not steps:
        return held, hand_only
    used = 0
    for step in steps:
        used |= step.ones
    spare = held & ~used
    states = [(counts, table)]  # the position before each step of the order
    from_hand = [0] * SLOTS  # copies of each card the order brings out of the hand
    last = len(steps) - 1
    for k, spec in enumerate(steps):
        before_counts, before_table = states[-1]
        _, take, after = _leaving(before_counts, before_table, spec)  # the order is feasible
        for index, n in take:
            from_hand[index] += n
        if k < last:
            after_counts = list(before_counts)
            for index, n in take:
                after_counts[index] -= n
            states.append((tuple(after_counts), after))
    for index in _indices(held & used):
        bit = 1 << index
        # One copy fewer in the hand: the order's picks on the table do not depend on the
        # hand's counts, so it stays feasible exactly when the hand still has every copy the
        # order brings out of it.
        if counts[index] and counts[index] - 1 >= from_hand[index]:
            spare |= bit
            continue
        first = next(k for k, step in enumerate(steps) if step.ones & bit)
        at_counts, at_table = states[first]
        rest = steps[first:]
        copies = [i for i, (c, _) in enumerate(table) if c == index]
        if copies:
            leaving = table[max(copies, key=lambda i: table[i][1].bit_count())]
            at = at_table.index(leaving)  # the same copy, unmoved by the steps before
            if _feasible(at_counts, at_table[:at] + at_table[at + 1 :], rest):
                spare |= bit
    return spare, spare & hand_only


_DISPLAY_ORDER = tuple(sorted(range(SLOTS), key=_SORT_KEY.__getitem__))
_MASK_CARDS: dict[int, tuple[Card, ...]] = {}


def _cards_of_mask(mask: int) -> tuple[Card, ...]:
    """The distinct cards of a mask of card indices, in display order (worked out once)."""
    found = _MASK_CARDS.get(mask)
    if found is None:
        found = tuple(CARDS_BY_INDEX[i] for i in _DISPLAY_ORDER if mask >> i & 1)
        if len(_MASK_CARDS) >= _COUNT_MASKS_LIMIT:
            _MASK_CARDS.clear()
        _MASK_CARDS[mask] = found
    return found


_SUIT_BITS = tuple(
    tuple(tuple(6 * suit + r for r in range(6) if bits >> r & 1) for bits in range(64))
    for suit in range(len(Suit))
)
assert SLOTS == len(Suit) * len(Rank)  # four suits of six ranks


def _indices(mask: int) -> tuple[int, ...]:
    """The card indices of a mask, lowest first (one suit's six bits at a time)."""
    bits = _SUIT_BITS
    low = bits[0][mask & 63] + bits[1][mask >> 6 & 63]
    return low + bits[2][mask >> 12 & 63] + bits[3][mask >> 18]


def _feasible(counts: tuple[int, ...], table: _Table, steps: tuple[MeldSpec, ...]) -> bool:
    for spec in steps:
        picked = _picks(counts, table, spec, _positions(table))
        if picked is None:
            return False
        counts, table = _lay_down(counts, table, spec, picked)
    return True


def has_legal_meld(hand: Hand, table: MeldTable) -> bool:
    """``any(v.legal for v in table.options(hand))``: may a meld be laid down now?"""
    if table.stock_gone or table.melded or not table.may_meld:
        return False
    counts = [0] * SLOTS
    for card in hand.cards:
        counts[6 * card.suit + card.rank] += 1
    packed = _table_of(table)
    return bool(_legal(tuple(counts), packed, _specs_of(table.ruleset, table.trump)))


# -- The packed planner as public pieces (the strong level's meld timing and rollouts,
# :mod:`pinochle_learn.strongmeld`, :mod:`pinochle_learn.faststock`) ------------------------


def hand_counts(hand: Hand) -> tuple[int, ...]:
    """``hand`` as 24 counts by card index (``6 * suit + rank``, :func:`~pinochle_learn.
    fastmeld.card_index`): the planner's hand.

    >>> hand_counts(Hand.parse("H14 H14 C9"))[6:12], sum(hand_counts(Hand.parse("H14 C9")))
    ((0, 0, 0, 0, 0, 2), 2)
    """
    counts = [0] * SLOTS
    for card in hand.cards:
        counts[6 * card.suit + card.rank] += 1
    return tuple(counts)


def packed_table(table: MeldTable) -> _Table:
    """``table``'s cards as the planner's packed tuple of ``(card index, served mask)``, in
    the table's own order (``served``: the bits of the meld families the copy has served in);
    worked out once per tuple of table cards."""
    return _table_of(table)


def game_specs(ruleset: Ruleset, trump: Suit) -> tuple[MeldSpec, ...]:
    """:func:`meld_specs` of ``ruleset`` and ``trump``, found by the ruleset's identity (the
    very tuple the planner's memory is kept by)."""
    return _specs_of(ruleset, trump)


def legal_melds(
    counts: tuple[int, ...], table: _Table, specs: tuple[MeldSpec, ...]
) -> list[tuple[MeldSpec, list[int]]]:
    """The melds of ``specs`` that hand ``counts`` (:func:`hand_counts`) and packed ``table``
    may lay down now, in :func:`meld_specs` order, each with the table positions of the copies
    it uses again (``[]``: the hand holds every card); by :meth:`MeldTable.check`'s rules."""
    return _legal(counts, table, specs)


def lay_down(
    counts: tuple[int, ...], table: _Table, spec: MeldSpec, picked: Sequence[int]
) -> tuple[tuple[int, ...], _Table]:
    """The hand counts and packed table once the legal meld ``spec`` is laid down with the
    table copies ``picked`` (as :func:`legal_melds` gives them): ``MeldTable.lay_down``."""
    return _lay_down(counts, table, spec, picked)


def best_order(
    specs: tuple[MeldSpec, ...], counts: tuple[int, ...], table: _Table, left: int
) -> tuple[int, tuple[MeldSpec, ...]]:
    """The planner's best order of melds over ``left`` >= 0 meld turns from the packed
    position, and its meld points (``(0, ())`` with no turn or no meld): the most meld points,
    then the fewest melds, then the most points first, the first found of equal ones."""
    score, steps = _Search(specs).best(counts, table, left)
    return score[0], steps


def spare_cards(
    counts: tuple[int, ...], table: _Table, steps: tuple[MeldSpec, ...]
) -> tuple[Card, ...]:
    """The distinct cards of the packed position of which a copy may go to a trick and the
    order ``steps`` (:func:`best_order`'s) still be laid down, in display order
    (:attr:`FastAdvice.spare`)."""
    return _cards_of_mask(_spare(counts, table, steps)[0])
