"""Exact meld odds: the cross-checks of issue 12, worked out by hand from the hypergeometric
formula, and the sampled frequencies within 4 standard errors of the exact values."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

from pinochle_learn import PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW, Card, Hand, Rank, Suit
from pinochle_learn.odds import (
    count_hands,
    meld_chances,
    meld_distribution,
    partner_holds,
    partner_meld,
    sample_meld,
    unseen,
)
from pinochle_learn.odds.exact import _meld_value
from pinochle_learn.render.odds_text import chance_name

ALL_HANDS = 69_668_534_468
"""C(48,12), written out."""


def _per_suit(f):
    return lambda suit, c: f(suit, c)


def _acc(acc, qs, jd, mins):
    return acc + 0 * (qs + jd + mins)


def test_twelve_card_hands_number_c_48_12():
    assert math.comb(48, 12) == ALL_HANDS
    assert count_hands(12, lambda s, c: 0, _acc).total == ALL_HANDS
    assert sum(count_hands(12, lambda s, c: 0, _acc).counts.values()) == ALL_HANDS


@pytest.mark.parametrize("k", [4, 5, 6, 7, 8])
def test_exactly_k_aces_is_hypergeometric(k):
    aces = count_hands(12, lambda s, c: c[Rank.ACE], _acc)
    expected = Fraction(math.comb(8, k) * math.comb(40, 12 - k), ALL_HANDS)
    assert aces.probability(k) == expected


def test_one_king_and_one_queen_of_every_suit_and_no_other():
    # Per suit 2 x 2 ways, then 4 of the 32 cards that are not K or Q: 256 * 35,960.
    exact = count_hands(12, lambda s, c: int(c[Rank.KING] == 1 and c[Rank.QUEEN] == 1), _acc)
    assert exact.counts[4] == 9_205_760 == 4**4 * math.comb(32, 4)
    assert exact.probability(4) == Fraction(9_205_760, ALL_HANDS)


def test_exactly_four_hearts():
    hearts = count_hands(12, lambda s, c: sum(c) if s == Suit.HEARTS else 0, _acc)
    assert hearts.probability(4) == Fraction(math.comb(12, 4) * math.comb(36, 8), ALL_HANDS)


@pytest.mark.parametrize("trump", [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS])
def test_meld_distribution_sums_to_one_as_a_fraction(trump):
    dist = meld_distribution(trump, PARTNERSHIP)
    assert dist.total == ALL_HANDS
    assert sum(dist.fractions.values()) == Fraction(1)
    # The mean is the same for every trump (each suit is trump with the same cards).
    assert dist.mean == meld_distribution(Suit.CLUBS, PARTNERSHIP).mean


def test_chance_of_a_meld_by_hand():
    rows = {chance_name(r.code): r.chance for r in meld_chances(Suit.HEARTS, PARTNERSHIP)}
    no_nine = Fraction(math.comb(46, 12), ALL_HANDS)
    assert rows["dix"] == 1 - no_nine
    assert rows["two dix"] == Fraction(math.comb(46, 10), ALL_HANDS)
    # Pinochle: at least one Q♠ and one J♦ (inclusion-exclusion over the 2 + 2 copies).
    no_q = Fraction(math.comb(46, 12), ALL_HANDS)
    neither = Fraction(math.comb(44, 12), ALL_HANDS)
    assert rows["pinochle"] == 1 - 2 * no_q + neither
    # Double run: both copies of A 10 K Q J of trump, 10 cards, 2 of the other 38 cards.
    assert rows["double run"] == Fraction(math.comb(38, 2), ALL_HANDS)
    # The royal marriage needs K and Q of trump: the same count as a pinochle's Q♠ and J♦.
    assert rows["royal marriage"] == rows["pinochle"]


def test_sampled_frequencies_within_four_standard_errors():
    n = 100_000
    exact = meld_distribution(Suit.HEARTS, PARTNERSHIP)
    sampled = sample_meld(Suit.HEARTS, PARTNERSHIP, n, seed=7)
    for value, p in exact.fractions.items():
        p = float(p)
        se = math.sqrt(p * (1 - p) / n)
        if p > 1e-3:
            assert abs(sampled.probability(value) - p) <= 4 * se, value
    assert abs(sampled.mean - float(exact.mean)) <= 4 * sampled.standard_error
    # And a meld's chance: aces around.
    counts = sampled.samples
    aces = {chance_name(r.code): float(r.chance) for r in meld_chances(Suit.HEARTS, PARTNERSHIP)}
    rng = np.random.default_rng(3)
    from pinochle_learn.odds.batch import random_counts

    hands = random_counts(rng, counts, 12).reshape(-1, 4, 6)
    share = float((hands[:, :, Rank.ACE].min(axis=1) >= 1).mean())
    p = aces["aces around"]
    assert abs(share - p) <= 4 * math.sqrt(p * (1 - p) / counts)


def test_partner_holds_a_card_exactly():
    hand = Hand.parse("S14 S14 S10 S13 S12 H14 H10 H13 C14 C10 C13 C12")
    jack = partner_holds(hand, Card.parse("D11"))
    assert jack.unseen == 2
    assert jack.at_least_one == 1 - Fraction(math.comb(34, 12), math.comb(36, 12))
    assert jack.both == Fraction(math.comb(34, 10), math.comb(36, 12))
    king = partner_holds(hand, Card.parse("S13"))  # you hold one: one copy left unseen
    assert king.at_least_one == Fraction(12, 36) and king.both == 0
    assert partner_holds(hand, Card.parse("S14")).at_least_one == 0


def test_partner_meld_exact_against_sampling():
    hand = Hand.parse("S14 S14 S10 S13 S12 H14 H10 H13 C14 C10 C13 C12")
    exact = partner_meld(hand, Suit.SPADES)
    assert exact.total == math.comb(36, 12)
    sampled = sample_meld(
        Suit.SPADES, PARTNERSHIP, 40_000, seed=1, available=unseen(hand), hand_size=12
    )
    assert abs(sampled.mean - float(exact.mean)) <= 4 * sampled.standard_error


def test_stock_distribution_is_exact_and_the_widow_count_needs_its_own_method():
    assert meld_distribution(Suit.CLUBS, TWO_HAND_STOCK).total == ALL_HANDS
    with pytest.raises(ValueError, match="one meld only"):  # not a sum over suits
        count_hands(24, *_meld_value(TWO_HAND_WIDOW, Suit.CLUBS))
    # 24-card widow hands: each meld's chance is still exact (C(48,24) hands).
    rows = {chance_name(r.code): r.chance for r in meld_chances(Suit.CLUBS, TWO_HAND_WIDOW)}
    assert rows["dix"] == 1 - Fraction(math.comb(46, 24), math.comb(48, 24))


def test_import_pinochle_learn_loads_no_numpy():
    import subprocess
    import sys

    code = "import sys, pinochle_learn, pinochle_learn.players; print('numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize(
    ("ruleset", "two_dix", "roundhouse"),
    [
        # Two dixes 2 x 10. Roundhouse: royal marriage 40 + three common marriages 3 x 20 +
        # kings around 80 + queens around 60 = 240, the cards serving in melds of each class.
        (PARTNERSHIP, 20, 240),
        (TWO_HAND_STOCK, 20, 240),
        # Each card in one meld only: kings around 80 + queens around 60 = 140 beats the four
        # marriages 40 + 3 x 20 = 100 (RULES.md, TWO_HAND_WIDOW).
        (TWO_HAND_WIDOW, 20, 140),
    ],
)
def test_combination_rows_give_their_meld_points(ruleset, two_dix, roundhouse):
    rows = {chance_name(r.code): r.points for r in meld_chances(Suit.DIAMONDS, ruleset)}
    assert rows["two dix"] == two_dix
    assert rows["roundhouse"] == roundhouse


def test_double_deck_hands_of_four_from_80_cards_counted_exactly():
    """DOUBLE_DECK (four copies, no nines): the count in base 5 against every 4-card multiset of
    the 20 kinds of card, each weighted by the product of C(4, copies held)."""
    from itertools import combinations_with_replacement

    from pinochle_learn.cards import EIGHTY_CARD_DECK
    from pinochle_learn.fastmeld import meld_total
    from pinochle_learn.odds.exact import deck_counts
    from pinochle_learn.ruleset import DOUBLE_DECK

    assert deck_counts(DOUBLE_DECK) == tuple(0 if i % 6 == 0 else 4 for i in range(24))
    expected: dict[int, int] = {}
    for cards in combinations_with_replacement(EIGHTY_CARD_DECK.unique_cards, 4):
        ways = math.prod(math.comb(4, cards.count(c)) for c in set(cards))
        points = meld_total(cards, Suit.HEARTS, DOUBLE_DECK)
        expected[points] = expected.get(points, 0) + ways
    dist = meld_distribution(Suit.HEARTS, DOUBLE_DECK, hand_size=4)
    assert dist.total == math.comb(80, 4) == sum(expected.values())
    assert dist.counts == expected
    # One ace of each suit is the only 4-card hand worth 10 (aces around): 4**4 ways.
    assert dist.counts[10] == 4**4
