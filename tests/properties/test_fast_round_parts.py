"""The fast round's parts on card counts and indices give what the parts on cards give, on
random hands of every game the fast path plays: the meld of the four trumps in one pass
(:func:`~pinochle_learn.fastmeld.suit_totals_of_counts`) against
:func:`~pinochle_learn.fastmeld.meld_total_of_counts` per trump, and the widow game's build
value on indices (:func:`~pinochle_learn.fastbuild.build_value_of_index`) against
:func:`~pinochle_learn.players.build_value_of_counts`, and its widow on indices against the
deal's."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_learn.cards import Suit
from pinochle_learn.fastbuild import build_value_of_index, widow_from_seed
from pinochle_learn.fastmeld import (
    CARDS_BY_INDEX,
    counts_of,
    meld_tables,
    meld_total_of_counts,
    suit_totals_of_counts,
)
from pinochle_learn.players import build_value_of_counts
from pinochle_learn.ruleset import DOUBLE_DECK, PARTNERSHIP, TWO_HAND_WIDOW
from pinochle_learn.seats import Seat
from pinochle_learn.state import deal_from_seed

GAMES = (PARTNERSHIP, TWO_HAND_WIDOW, DOUBLE_DECK)


def _hand(ruleset, seed, size):
    cards = list(ruleset.deck.cards)
    random.Random(seed).shuffle(cards)
    return cards[:size]


@pytest.mark.parametrize("ruleset", GAMES, ids=lambda r: r.name)
@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), size=st.integers(0, 32))
def test_the_four_trumps_in_one_pass_are_each_trumps_total(ruleset, seed, size):
    counts = counts_of(_hand(ruleset, seed, size))
    tables = meld_tables(ruleset)
    expected = tuple(meld_total_of_counts(counts, s, tables) for s in Suit)
    assert suit_totals_of_counts(counts, tables) == expected


def test_a_hand_rich_in_arounds_and_pinochles():
    """Every choice of the one-meld search: two arounds of each rank and double pinochle
    (the widow game: each card in one meld only)."""
    cards = [c for c in TWO_HAND_WIDOW.deck.unique_cards if c.rank.name != "NINE"] * 2
    counts = counts_of(cards[:24] + cards[24:28])
    tables = meld_tables(TWO_HAND_WIDOW)
    expected = tuple(meld_total_of_counts(counts, s, tables) for s in Suit)
    assert suit_totals_of_counts(counts, tables) == expected


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), size=st.integers(0, 24), card=st.integers(0, 23))
def test_the_build_value_on_indices_is_the_build_value_on_cards(seed, size, card):
    """Every card drawn against random hands of the widow game (and the 9s' slots left
    empty as in the 80-card deck): what keeping it is worth."""
    counts = counts_of(_hand(TWO_HAND_WIDOW, seed, size))
    drawn = CARDS_BY_INDEX[card]
    expected = build_value_of_counts(drawn, counts, TWO_HAND_WIDOW)
    assert build_value_of_index(card, counts, TWO_HAND_WIDOW) == expected


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_the_widow_on_indices_is_the_dealt_widow(seed):
    """The widow game's deal: the same cards in the same order, and the seeded generator left
    in the same state for the rest of the round."""
    mine, theirs = random.Random(seed), random.Random(seed)
    widow = widow_from_seed(mine, TWO_HAND_WIDOW)
    deal = deal_from_seed(theirs, Seat.NORTH, TWO_HAND_WIDOW)
    assert [CARDS_BY_INDEX[i] for i in widow] == list(deal.stock)
    assert mine.random() == theirs.random()
