"""The fast round's parts on card counts and indices give what the parts on cards give, on
random hands of every game the fast path plays: the meld of the four trumps in one pass
(:func:`~pinochle_learn.fastmeld.suit_totals_of_counts`) against
:func:`~pinochle_learn.fastmeld.meld_total_of_counts` per trump, and the widow game's build
value on indices (:func:`~pinochle_learn.fastbuild.build_value_of_index`) against
:func:`~pinochle_learn.players.build_value_of_counts`, and its widow on indices against the
deal's; the legal cards of a trick on indices against those on cards."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_learn import fasttricks
from pinochle_learn.cards import Suit
from pinochle_learn.fastbuild import build_value_of_index, widow_from_seed
from pinochle_learn.fastmeld import (
    CARDS_BY_INDEX,
    card_index,
    counts_of,
    meld_tables,
    meld_total_of_counts,
    suit_totals_of_counts,
)
from pinochle_learn.fastround import _legal as fastround_legal
from pinochle_learn.players import build_value_of_counts
from pinochle_learn.ruleset import DOUBLE_DECK, PARTNERSHIP, TWO_HAND_WIDOW
from pinochle_learn.seats import Seat
from pinochle_learn.state import deal_from_seed
from pinochle_learn.trick import beats

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


HOUSES = (
    PARTNERSHIP,
    PARTNERSHIP.variant(name="beat-led", must_beat_led_suit_after_trump=True),
    PARTNERSHIP.variant(name="free", must_trump=False, must_head_trick=False),
    PARTNERSHIP.variant(name="first-trump", first_lead_trump=True, must_follow_suit=False),
)


@pytest.mark.parametrize("ruleset", HOUSES, ids=lambda r: r.name)
@settings(max_examples=200, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    size=st.integers(1, 12),
    count=st.integers(0, 3),
    trump=st.sampled_from(list(Suit)),
    first=st.booleans(),
)
def test_the_legal_cards_on_indices_are_the_legal_cards(ruleset, seed, size, count, trump, first):
    """A hand and a trick so far drawn from one shuffled deck: the legal cards and whether
    each heads the trick, on indices (``fasttricks``) and on cards (``fastround._legal``, the
    rule ``follow_duty`` explains), under house rules switching each duty."""
    cards = _hand(ruleset, seed, size + count)
    hand = sorted(cards[:size], key=lambda c: c.sort_key)
    played = cards[size:]
    best = 0
    for number, card in enumerate(played):
        if beats(card, played[best], trump):
            best = number
    expected = fastround_legal(hand, played, trump, ruleset, first)
    index = [card_index(c) for c in hand]
    got = fasttricks._legal(
        index,
        [card_index(c) for c in played],
        best,
        int(trump),
        ruleset,
        first,
        fasttricks._tables(int(trump))[0],
    )
    assert ([CARDS_BY_INDEX[i] for i in got[0]], got[1]) == expected
