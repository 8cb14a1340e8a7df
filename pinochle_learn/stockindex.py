"""The stock game's computer players on card indices, for :mod:`pinochle_learn.faststock`
(``RULES.md``, TWO_HAND_STOCK).

The same choices as :func:`~pinochle_learn.stockplayer.choose_stock_card` (while the stock
lasts) and :func:`~pinochle_learn.players.choose_play` (the last tricks, two players), drawing
the same numbers from the same ``random.Random``, on a compact picture of the cards: a card is
its index ``6 * suit + rank`` (:func:`~pinochle_learn.fastmeld.card_index`), a hand a list of
24 counts, a table the planner's packed tuple of ``(card index, served mask)``
(:mod:`pinochle_learn.fastplan`). What depends on the trump and the rules (which card beats
which, each card's worth, the meld specs) is worked out once per ruleset and trump
(:func:`trump_tables`). ``tests/properties/test_fast_two_hand.py`` plays the round engine and
the fast path from the same seeds and compares every decision.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .cards import Rank, Suit
from .fastmeld import CARDS_BY_INDEX, SLOTS
from .fastplan import MeldSpec, _spare, meld_specs, plan_steps
from .ruleset import Ruleset
from .trick import beats

__all__ = [
    "DISPLAY",
    "TrumpTables",
    "choose_last_index",
    "choose_stock_plan",
    "trump_tables",
]

_Table = tuple[tuple[int, int], ...]

DISPLAY = tuple(sorted(range(SLOTS), key=lambda i: CARDS_BY_INDEX[i].sort_key))
"""The card indices in display order (by suit, high rank first)."""


class TrumpTables:
    """What the players read of the rules and the trump, per card index.

    Attributes
    ----------
    beaten_by
        For each index ``w``, the mask of indices that beat ``w`` (:func:`~pinochle_learn.
        trick.beats`: a higher card of its suit, or a trump on a plain card).
    points
        Counter points of each index (``ruleset.counter_points``).
    stock_worth
        The stock player's order for throwing (:func:`~pinochle_learn.stockplayer._lowest`):
        counter points, then trump, then rank, as one number (least first).
    play_worth
        The trick player's order (:func:`~pinochle_learn.players._lowest`): trump, then rank.
    low_lead
        For each index, is it a lead worth less than a ten (then only its suit is contested)?
    aces_led
        The mask of the aces of plain suits (the trick player leads one when it holds one).
    specs
        :func:`~pinochle_learn.fastplan.meld_specs` of the ruleset and trump.
    """

    __slots__ = (
        "aces_led",
        "beaten_by",
        "low_lead",
        "play_worth",
        "points",
        "specs",
        "stock_worth",
        "trump",
    )

    def __init__(self, ruleset: Ruleset, trump: Suit) -> None:
        cards = CARDS_BY_INDEX
        self.trump = int(trump)
        self.beaten_by = tuple(
            sum(1 << c for c in range(SLOTS) if beats(cards[c], cards[w], trump))
            for w in range(SLOTS)
        )
        points = ruleset.counter_points
        self.points = tuple(points[c.rank] for c in cards)
        self.stock_worth = tuple(
            (points[c.rank] * 2 + (c.suit is trump)) * 8 + int(c.rank) for c in cards
        )
        self.play_worth = tuple((c.suit is trump) * 8 + int(c.rank) for c in cards)
        ten = points[Rank.TEN]
        self.low_lead = tuple(points[c.rank] < ten for c in cards)
        self.specs: tuple[MeldSpec, ...] = meld_specs(ruleset, trump)
        self.aces_led = sum(1 << 6 * s + Rank.ACE for s in range(len(Suit)) if s != trump)


_TABLES: dict[tuple[int, int], tuple[Ruleset, TrumpTables]] = {}


def trump_tables(ruleset: Ruleset, trump: Suit) -> TrumpTables:
    """:class:`TrumpTables` of ``ruleset`` and ``trump``, worked out once (found by the
    ruleset's identity, kept beside it)."""
    key = (id(ruleset), int(trump))
    found = _TABLES.get(key)
    if found is None or found[0] is not ruleset:
        if len(_TABLES) >= 64:
            _TABLES.clear()
        found = _TABLES[key] = (ruleset, TrumpTables(ruleset, trump))
    return found[1]


_SHOWN_SUITS = tuple(dict.fromkeys(i // 6 for i in DISPLAY))
assert len(_SHOWN_SUITS) == 4 and all(
    DISPLAY[6 * k + r] // 6 == suit for k, suit in enumerate(_SHOWN_SUITS) for r in range(6)
)  # display order shows one suit after another
_SUIT_INDICES = tuple(
    tuple(tuple(i for i in DISPLAY if i // 6 == suit and bits >> i % 6 & 1) for bits in range(64))
    for suit in range(len(Suit))
)
"""For each suit and 6-bit mask of its ranks, the card indices in display order."""


def _indices_of(mask: int) -> tuple[int, ...]:
    """The card indices of a mask in display order (one suit's six bits at a time)."""
    a, b, c, d = _SHOWN_SUITS
    by_suit = _SUIT_INDICES
    return (
        by_suit[a][mask >> 6 * a & 63]
        + by_suit[b][mask >> 6 * b & 63]
        + by_suit[c][mask >> 6 * c & 63]
        + by_suit[d][mask >> 6 * d & 63]
    )


def held_indices(counts: Sequence[int]) -> list[int]:
    """The hand's cards in display order, a copy per count (as ``Hand.cards``)."""
    held: list[int] = []
    for i in DISPLAY:
        n = counts[i]
        if n:
            held.append(i)
            if n > 1:
                held.extend([i] * (n - 1))
    return held


def _lowest(cards: Sequence[int], worth: tuple[int, ...], rng: random.Random) -> int:
    if len(cards) == 1:
        return rng.choice(cards)  # the draw is made all the same
    least = min(map(worth.__getitem__, cards))
    return rng.choice([c for c in cards if worth[c] == least])


def choose_stock_plan(
    counts: list[int],
    table: _Table,
    led: int,
    left: int,
    rng: random.Random,
    tables: TrumpTables,
) -> tuple[int, tuple[MeldSpec, ...], int]:
    """:func:`~pinochle_learn.stockplayer.choose_stock_card` on indices: ``counts`` the hand,
    ``table`` the packed table, ``led`` the opponent's card (-1 when leading), ``left`` > 0
    the tricks still to win while the stock lasts. Returns the card's index (the same card,
    the same draws), the best order of the position and the mask of its spare cards only the
    hand holds: a card of that mask played from the hand leaves the same best order for the
    meld turn after the trick (:func:`~pinochle_learn.fastplan._carried`, here handed over
    rather than remembered)."""
    position = tuple(counts)
    steps = plan_steps(tables.specs, position, table, left, carry=False)
    mask, hand_spare = _spare(position, table, steps)
    return _choose(counts, table, led, mask, rng, tables), steps, hand_spare


def _choose(
    counts: list[int], table: _Table, led: int, mask: int, rng: random.Random, tables: TrumpTables
) -> int:
    """The stock player's card of the spare cards ``mask`` (all the cards when none): the
    lowest that takes the lead (of its suit when it is worth less than a ten), else the
    lowest."""
    worth = tables.stock_worth
    if not mask:
        spare = held_indices(counts) + [index for index, _ in table]
        if led >= 0:
            beating = tables.beaten_by[led]
            winners = [c for c in spare if beating >> c & 1]
            if winners and tables.low_lead[led]:
                winners = [c for c in winners if c // 6 == led // 6]  # no trump spent
            if winners:
                return _lowest(winners, worth, rng)
        return _lowest(spare, worth, rng)
    if led >= 0:
        winning = mask & tables.beaten_by[led]
        if winning and tables.low_lead[led]:
            winning &= 63 << led // 6 * 6  # a low lead: no trump spent
        if winning:
            return _lowest(_indices_of(winning), worth, rng)
    return _lowest(_indices_of(mask), worth, rng)


def _allowed(
    distinct: list[int], played: Sequence[int], winning: int, ruleset: Ruleset, tables: TrumpTables
) -> list[int]:
    """:func:`~pinochle_learn.play.follow_duty`'s allowed cards on indices."""
    led = played[0] // 6
    trump = tables.trump
    follow = [c for c in distinct if c // 6 == led]
    must_follow = ruleset.must_follow_suit and bool(follow)
    if must_follow:
        tier = follow
    elif ruleset.must_trump and not follow and any(c // 6 == trump for c in distinct):
        tier = [c for c in distinct if c // 6 == trump]
    else:
        tier = distinct
    beating = tables.beaten_by[winning]
    winners = [c for c in tier if beating >> c & 1]
    if ruleset.must_head_trick and winners and len(winners) < len(tier):
        return winners
    if (
        ruleset.must_beat_led_suit_after_trump
        and must_follow
        and led != trump
        and any(c // 6 == trump for c in played)
    ):
        top = max(c % 6 for c in played if c // 6 == led)
        beaters = [c for c in tier if c % 6 > top]
        if beaters and len(beaters) < len(tier):
            return beaters
    return tier


def choose_last_index(
    held: list[int],
    played: Sequence[int],
    winning: int,
    partner_winning: bool,
    ruleset: Ruleset,
    tables: TrumpTables,
    rng: random.Random,
) -> int:
    """:func:`~pinochle_learn.players._choose_card` on the legal cards of ``held`` (display
    order) once the stock is gone: ``played`` the trick so far, ``winning`` the card heading
    it (ignored when leading). Returns the card's index."""
    distinct = list(dict.fromkeys(held))
    worth = tables.play_worth
    if not played:
        aces_led = tables.aces_led
        aces = [c for c in distinct if aces_led >> c & 1]
        if aces:
            return rng.choice(aces)
        return _lowest(distinct, worth, rng)
    legal = _allowed(distinct, played, winning, ruleset, tables)
    if partner_winning:
        return _partner_card(legal, winning, tables, rng)
    beating = tables.beaten_by[winning]
    winners = [c for c in legal if beating >> c & 1]
    return _lowest(winners or legal, worth, rng)


_COUNTERS = (Rank.ACE, Rank.TEN, Rank.KING)


def _partner_card(legal: list[int], winning: int, tables: TrumpTables, rng: random.Random) -> int:
    """A partner heading the trick (never in the two-hand game): its best counter that does
    not take the trick, else the lowest card (``players._choose_card``)."""
    beating = tables.beaten_by[winning]
    losers = [c for c in legal if c % 6 in _COUNTERS and not beating >> c & 1]
    if losers:
        return max(losers, key=lambda c: (c % 6, c // 6 != tables.trump))
    return _lowest(legal, tables.play_worth, rng)
