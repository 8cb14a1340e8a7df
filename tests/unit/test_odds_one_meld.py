"""The exact meld distribution where each card serves in one meld only (TWO_HAND_WIDOW).

Hand-worked small piles, every hand of small piles and of 4-card hands from the deck against
the batch evaluator (itself equal to the explained solver), and, for 24-card widow hands,
checks that must hold exactly against independent counts, plus the seeded sampler."""

from __future__ import annotations

import dataclasses
import itertools
import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_learn import PARTNERSHIP, TWO_HAND_WIDOW, Card, Hand, Suit, solve_meld
from pinochle_learn.fastmeld import card_index
from pinochle_learn.odds import batch_meld_totals, meld_chances, meld_distribution, sample_meld
from pinochle_learn.odds.onemeld import one_meld_distribution
from pinochle_learn.render.odds_text import chance_name
from pinochle_learn.ruleset import CardReuse

WIDOW_HANDS = 32_247_603_683_100
"""C(48,24), written out."""


def _pile(codes: str) -> list[int]:
    pile = [0] * 24
    for code in codes.split():
        pile[card_index(Card.parse(code))] += 1
    return pile


def _every_hand(pile: list[int], size: int, trump: Suit) -> dict[int, int]:
    """Every hand of ``size`` physical cards from ``pile``, by the batch evaluator."""
    cards = [i for i, n in enumerate(pile) for _ in range(n)]
    combos = np.array(list(itertools.combinations(range(len(cards)), size)), dtype=np.int64)
    kinds = np.array(cards, dtype=np.int64)[combos] if size else np.zeros((1, 0), np.int64)
    counts = np.zeros((kinds.shape[0], 24), dtype=np.uint8)
    np.add.at(counts, (np.arange(kinds.shape[0])[:, None], kinds), 1)
    values, freq = np.unique(batch_meld_totals(counts, trump, TWO_HAND_WIDOW), return_counts=True)
    return {int(v): int(n) for v, n in zip(values.tolist(), freq.tolist(), strict=True)}


def test_a_run_in_trump_beats_aces_around_when_they_share_the_trump_ace():
    # A 10 K Q J of hearts (trump) and the other three aces. All 8 cards: the run (150) beats
    # aces around + royal marriage (100 + 40): A♥ serves once. Seven of them: without A♥
    # only K♥ Q♥ (40); without 10♥ or J♥ aces around + royal marriage (140); without K♥ or
    # Q♥ aces around (100); without another ace the run (150).
    pile = _pile("AH TH KH QH JH AS AD AC")
    whole = one_meld_distribution(Suit.HEARTS, TWO_HAND_WIDOW, hand_size=8, available=pile)
    assert whole.counts == {150: 1}
    seven = one_meld_distribution(Suit.HEARTS, TWO_HAND_WIDOW, hand_size=7, available=pile)
    assert seven.counts == {40: 1, 100: 2, 140: 2, 150: 3}


def test_queen_of_spades_serves_in_a_pinochle_or_queens_around_not_both():
    # Q♠ J♦ and the other three queens, clubs trump: all 5 cards meld queens around (60) or
    # a pinochle (40), not 100.
    pile = _pile("QS JD QH QD QC")
    dist = one_meld_distribution(Suit.CLUBS, TWO_HAND_WIDOW, hand_size=5, available=pile)
    assert dist.counts == {60: 1}


@pytest.mark.parametrize(
    ("codes", "size", "trump"),
    [
        ("AH TH KH KH QH QH JH JH AS AD AC KS KD KC QS QD", 8, Suit.HEARTS),
        ("QS QS JD JD KS KS QH KH QC KC JS JH JC AS AD", 7, Suit.SPADES),
        ("QS QS JD JD AD TD KD QD JS JH JC KS KH KC 9D 9D", 8, Suit.DIAMONDS),
    ],
)
def test_every_hand_of_a_small_pile_agrees_with_the_batch_evaluator(codes, size, trump):
    pile = _pile(codes)
    dist = one_meld_distribution(trump, TWO_HAND_WIDOW, hand_size=size, available=pile)
    assert dist.counts == _every_hand(pile, size, trump)
    assert dist.total == math.comb(len(codes.split()), size)


def test_every_hand_of_a_small_pile_agrees_with_the_explained_solver():
    # Q♠ and J♦ twice, queens and jacks of every suit, K♠ A♠ (♠ trump): pinochles, double
    # pinochle, queens and jacks around and the royal marriage compete for the same cards.
    codes = "QS QS JD JD QH QD QC JS JH JC KS AS"
    cards = [Card.parse(c) for c in codes.split()]
    expected: dict[int, int] = {}
    for hand in itertools.combinations(cards, 5):
        total = solve_meld(Hand(hand), Suit.SPADES, TWO_HAND_WIDOW).total
        expected[total] = expected.get(total, 0) + 1
    dist = one_meld_distribution(Suit.SPADES, TWO_HAND_WIDOW, hand_size=5, available=_pile(codes))
    assert dist.counts == dict(sorted(expected.items()))


def test_every_four_card_hand_from_the_deck_agrees_with_the_batch_evaluator():
    dist = one_meld_distribution(Suit.SPADES, TWO_HAND_WIDOW, hand_size=4)
    assert dist.counts == _every_hand([2] * 24, 4, Suit.SPADES)
    assert dist.total == math.comb(48, 4)


@pytest.fixture(scope="module")
def widow() -> dict[Suit, object]:
    return {trump: meld_distribution(trump, TWO_HAND_WIDOW) for trump in Suit}


def test_widow_distribution_counts_every_hand_and_sums_to_one(widow):
    assert math.comb(48, 24) == WIDOW_HANDS
    for dist in widow.values():
        assert dist.total == WIDOW_HANDS
        assert sum(dist.counts.values()) == WIDOW_HANDS
        assert sum(dist.fractions.values()) == Fraction(1)


def test_the_best_widow_hand_is_one_hand_all_aces_kings_and_queens(widow):
    # All 8 aces, kings and queens are 24 cards: double aces, kings and queens around,
    # 1000 + 800 + 600 = 2400. Swapping any card loses a double around (at least 600 - 60
    # for a single one); a double run (1500) uses both trump A K Q J, so no around is left
    # beside it (double pinochle, two dix and marriages add under 500): 2400 is held once.
    for dist in widow.values():
        assert max(dist.counts) == 2400
        assert dist.counts[2400] == 1


def test_hearts_and_clubs_trump_meld_alike_spades_and_diamonds_do_not(widow):
    # Swapping hearts and clubs maps the pinochle cards (Q♠ J♦) to themselves; with spades
    # or diamonds trump one pinochle card is a trump, so their distributions differ.
    assert widow[Suit.HEARTS].counts == widow[Suit.CLUBS].counts
    assert widow[Suit.SPADES].counts != widow[Suit.HEARTS].counts
    assert widow[Suit.DIAMONDS].counts != widow[Suit.HEARTS].counts


@pytest.mark.parametrize("trump", [Suit.SPADES, Suit.HEARTS])
def test_widow_against_counting_with_cards_shared_between_classes(widow, trump):
    # Letting a card serve once per class (PER_CLASS) never lowers a hand's meld, and a hand
    # melds 0 under either rule exactly when it holds the cards of no meld: an independent
    # count (sum over suits) must give the same P(0) and dominate at every value.
    shared = dataclasses.replace(TWO_HAND_WIDOW, card_reuse=CardReuse.PER_CLASS)
    other = meld_distribution(trump, shared)
    once = widow[trump]
    assert once.counts[0] == other.counts[0]
    for value in other.counts:
        assert once.at_least(value) <= other.at_least(value)
    assert once.mean < other.mean


@pytest.mark.parametrize("trump", [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS])
def test_widow_against_the_exact_chance_of_each_meld(widow, trump):
    dist = widow[trump]
    chances = {chance_name(row.code): row.chance for row in meld_chances(trump, TWO_HAND_WIDOW)}
    # a hand holding a double run melds at least 1500; one holding a dix at least 10
    assert dist.at_least(1500) >= chances["double run"]
    assert dist.at_least(10) >= chances["dix"]
    # a hand holding any single meld's cards melds at least that meld's points
    for row in meld_chances(trump, TWO_HAND_WIDOW):
        if row.points is not None:
            assert dist.at_least(row.points) >= row.chance


@pytest.mark.parametrize("trump", [Suit.SPADES, Suit.DIAMONDS])
def test_widow_mean_and_p0_within_four_standard_errors_of_sampling(widow, trump):
    n = 40_000
    sampled = sample_meld(trump, TWO_HAND_WIDOW, n, seed=11)
    exact = widow[trump]
    assert abs(sampled.mean - float(exact.mean)) <= 4 * sampled.standard_error
    p0 = float(exact.probability(0))
    assert abs(sampled.counts.get(0, 0) / n - p0) <= 4 * math.sqrt(p0 * (1 - p0) / n)


def test_one_meld_counting_refuses_a_ruleset_whose_classes_share_cards():
    with pytest.raises(ValueError, match="sum over suits"):
        one_meld_distribution(Suit.HEARTS, PARTNERSHIP)
    with pytest.raises(ValueError, match="hand_size=49"):
        one_meld_distribution(Suit.HEARTS, TWO_HAND_WIDOW, hand_size=49)


_AKQJ = [i for i in range(48) if i // 2 % 6 in (1, 2, 3, 5)]  # physical A K Q J: 2 per index


@settings(max_examples=25, deadline=None)
@given(
    cards=st.lists(
        st.one_of(st.sampled_from(_AKQJ), st.integers(0, 47)), unique=True, min_size=4, max_size=13
    ),
    trump=st.sampled_from(list(Suit)),
    data=st.data(),
)
def test_any_small_pile_agrees_with_the_batch_evaluator_hand_by_hand(cards, trump, data):
    # physical card c is a copy of card index c // 2; A K Q J are drawn more often (arounds)
    pile = [0] * 24
    for c in cards:
        pile[c // 2] += 1
    size = data.draw(st.integers(0, len(cards)), label="hand size")
    dist = one_meld_distribution(trump, TWO_HAND_WIDOW, hand_size=size, available=pile)
    assert dist.counts == _every_hand(pile, size, trump)
