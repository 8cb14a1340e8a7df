"""The numpy batch evaluator equals the fast evaluator on 100,000 seeded random hands of each
preset, for every trump (the fast evaluator equals the explained solver: test_fastmeld.py)."""

from __future__ import annotations

import numpy as np
import pytest

from pinochle_learn import PRESETS, Hand, Suit
from pinochle_learn.fastmeld import meld_tables, meld_total_of_counts
from pinochle_learn.meld import _solve
from pinochle_learn.odds.batch import batch_meld_totals, counts_array, random_counts
from pinochle_learn.odds.exact import deck_counts

HANDS = 100_000


@pytest.mark.parametrize("ruleset", PRESETS, ids=lambda r: r.name)
def test_batch_equals_fast_evaluator_on_100000_hands(ruleset):
    rng = np.random.default_rng(2024)
    counts = random_counts(rng, HANDS, ruleset.hand_size, deck_counts(ruleset))
    assert (counts.sum(axis=1) == ruleset.hand_size).all()
    assert counts.max() <= ruleset.deck.copies
    trumps = rng.integers(0, 4, HANDS)
    tables = meld_tables(ruleset)
    for trump in Suit:
        rows = np.flatnonzero(trumps == trump)
        batch = batch_meld_totals(counts[rows], trump, ruleset).tolist()
        fast = [meld_total_of_counts(c, trump, tables) for c in counts[rows].tolist()]
        assert batch == fast
        # And a slice straight against the explained solver.
        for c, total in list(zip(counts[rows].tolist(), batch, strict=True))[:200]:
            hand = Hand((card for i, n in enumerate(c) for card in [_card(i)] * n), ruleset.deck)
            assert total == sum(m.points for m in _solve(hand, trump, ruleset))


def _card(index):
    from pinochle_learn.fastmeld import CARDS_BY_INDEX

    return CARDS_BY_INDEX[index]


def test_batch_of_named_hands():
    from pinochle_learn import PARTNERSHIP, TWO_HAND_WIDOW

    hands = [
        Hand.parse("H14 H10 H13 H13 H12 H12 H11"),
        Hand.parse("S12 D11 S12 D11"),
        Hand.parse("S14 S10 S13 S12 S11 D11"),
        Hand(),
    ]
    assert batch_meld_totals(counts_array(hands), Suit.HEARTS, PARTNERSHIP).tolist() == [
        230,
        300,
        60,  # spade marriage 20 + pinochle 40
        0,
    ]
    # Widow: Q♠ serves in the spade run or the pinochle, not both.
    assert batch_meld_totals(counts_array(hands), Suit.SPADES, TWO_HAND_WIDOW).tolist()[2] == 150
