"""The fast meld evaluator equals the explained solver (the old search stays the reference).

``tests/rules/conftest.py`` also checks it on every hand the meld rule tests solve; the numpy
batch evaluator is compared on 100,000 hands per preset in ``test_odds_batch.py``.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pinochle_learn import DECK, PRESETS, Card, Hand, Rank, Suit
from pinochle_learn.cards import STANDARD_DECK
from pinochle_learn.fastmeld import (
    CARDS_BY_INDEX,
    class_totals_of_counts,
    counts_of,
    gains_of_counts,
    meld_tables,
    meld_total,
    meld_total_of_counts,
)
from pinochle_learn.meld import NearMiss, _near_misses, _solve, solve_meld
from pinochle_learn.render.meld_sentences import near_miss_text

REFERENCE_HANDS = 1500
"""Random hands per preset compared with the old search (it takes 0.1-0.4 ms a hand)."""
DENSE_DECK = tuple(c for c in DECK if c.rank in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK))
"""32 cards where arounds, marriages and pinochles compete for the same cards."""


def _hands(ruleset, seed, n, deck=DECK):
    rng = random.Random(seed)
    if ruleset.deck != STANDARD_DECK:  # DOUBLE_DECK: the same ranks, as its deck holds them
        copies = ruleset.deck.copies
        deck = tuple(c for c in dict.fromkeys(deck) if ruleset.deck.holds(c) for _ in range(copies))
    for _ in range(n):
        size = ruleset.hand_size if rng.random() < 0.8 else rng.randint(0, ruleset.hand_size)
        yield Hand(rng.sample(deck, size), ruleset.deck), rng.choice(list(Suit))


@pytest.mark.parametrize("ruleset", PRESETS, ids=lambda r: r.name)
@pytest.mark.parametrize("deck", [DECK, DENSE_DECK], ids=["deck", "dense"])
def test_fast_total_equals_the_explained_solver(ruleset, deck):
    tables = meld_tables(ruleset)
    for hand, trump in _hands(ruleset, 12, REFERENCE_HANDS, deck):
        melds = _solve(hand, trump, ruleset)
        counts = counts_of(hand)
        assert meld_total_of_counts(counts, trump, tables) == sum(m.points for m in melds), (
            str(hand),
            trump,
        )
        classes = class_totals_of_counts(counts, trump, tables)
        assert sum(classes) == sum(m.points for m in melds)
        if tables.separable:  # each class is its own best packing: the split is unique
            expected = tuple(sum(m.points for m in melds if m.meld_class == k) for k in (1, 2, 3))
            assert classes == expected


def test_fast_total_of_worked_examples():
    # RULES.md, Meld: J Q Q K K 10 A of hearts is one run with royal marriage, 230.
    from pinochle_learn import PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW

    hearts = Hand.parse("H14 H10 H13 H13 H12 H12 H11")
    assert meld_total(hearts, Suit.HEARTS, PARTNERSHIP) == 230
    # Widow: each card in one meld; K♥ Q♥ Q♥ K♥ are two royal marriages 80 + run 150 -> 230?
    # no: the run takes one K and one Q, leaving K Q for one royal marriage: 150 + 40.
    assert meld_total(hearts, Suit.HEARTS, TWO_HAND_WIDOW) == 190
    # Widow: Q♠ serves in the spade run or in a pinochle, not both: run 150 + dix 0 = 150.
    assert meld_total(Hand.parse("S14 S10 S13 S12 S11 D11"), Suit.SPADES, TWO_HAND_WIDOW) == 150
    # Stock: double pinochle 80, all eight aces 200.
    assert meld_total(Hand.parse("S12 S12 D11 D11"), Suit.HEARTS, TWO_HAND_STOCK) == 80
    eight_aces = Hand([Card(Rank.ACE, s) for s in Suit for _ in range(2)])
    assert meld_total(eight_aces, Suit.HEARTS, TWO_HAND_STOCK) == 200
    assert meld_total(eight_aces, Suit.HEARTS, PARTNERSHIP) == 1000


def _near_misses_by_full_solves(hand, trump, ruleset, melds, limit):
    """The near misses as worked out before the fast evaluator: one full solve per card."""
    total = sum(m.points for m in melds)
    misses = []
    for card in hand.missing():
        better = _solve(hand.add(card), trump, ruleset)
        gain = sum(m.points for m in better) - total
        if gain > 0:
            before, after = Counter(melds), Counter(better)
            gained = tuple((after - before).elements())
            replaced = tuple((before - after).elements())
            misses.append(NearMiss(card, gain, gained, replaced))
    misses.sort(key=lambda n: (-n.gain, n.card.sort_key))
    return tuple(misses[:limit])


@pytest.mark.parametrize("ruleset", PRESETS, ids=lambda r: r.name)
def test_near_misses_are_unchanged(ruleset):
    for hand, trump in _hands(ruleset, 5, 150, DENSE_DECK):
        melds = _solve(hand, trump, ruleset)
        assert _near_misses(hand, trump, ruleset, melds, 5) == _near_misses_by_full_solves(
            hand, trump, ruleset, melds, 5
        ), (str(hand), trump)


@pytest.mark.parametrize("ruleset", PRESETS, ids=lambda r: r.name)
def test_gains_are_one_more_card_each(ruleset):
    tables = meld_tables(ruleset)
    for hand, trump in _hands(ruleset, 9, 100):
        counts = counts_of(hand)
        base = meld_total_of_counts(counts, trump, tables)
        for i, gain in enumerate(gains_of_counts(counts, trump, tables)):
            if counts[i] == ruleset.deck.copies or not ruleset.deck.holds(CARDS_BY_INDEX[i]):
                assert gain == 0
                continue
            counts[i] += 1
            assert gain == meld_total_of_counts(counts, trump, tables) - base
            counts[i] -= 1


def test_explained_result_keeps_its_output():
    from pinochle_learn import PARTNERSHIP

    result = solve_meld("H14 H10 H13 H12", "H", PARTNERSHIP)
    assert [(m.card.label, m.gain) for m in result.near_misses][:1] == [("J♥", 110)]
    assert (
        near_miss_text(result.near_misses[0]) == "one more J♥: run (replaces royal marriage), +110"
    )


@pytest.mark.parametrize("ruleset", PRESETS, ids=lambda r: r.name)
def test_suit_tables_equal_the_reference_packing_of_every_pattern(ruleset):
    """The class-1 tables, built trying only the melds of one suit's cards, hold for every
    reachable pattern what the explained solver packs of that pattern's cards."""
    from pinochle_learn.fastmeld import _packed, _pattern_cards, _reachable_patterns

    tables = meld_tables(ruleset)
    base = ruleset.deck.copies + 1
    reachable = _reachable_patterns(base, tuple(int(r) for r in ruleset.deck.ranks))
    step = 1 if base == 3 else 7  # every pattern of the standard deck, a sample of 5**5
    for pattern in reachable[::step]:
        for table, suit in ((tables.trump_suit, Suit.SPADES), (tables.plain_suit, Suit.HEARTS)):
            cards = _pattern_cards(pattern, suit, base)
            assert table[pattern] == _packed(cards, Suit.SPADES, ruleset, 1), (pattern, suit)
