"""The stock game's players on card indices (:mod:`pinochle_learn.stockindex`, read by
:mod:`pinochle_learn.faststock`) choose exactly as the players on cards, drawing the same
numbers from the same seeded ``random.Random``; the deal on indices is the engine's deal.

``tests/properties/test_fast_two_hand.py`` compares whole rounds with the round engine; these
tests reach what the default rules' rounds seldom or never meet: tables built by random melds
and plays, every lead, and the house rules of the last tricks (no heading, beating the led suit
after a trump, no trumping).
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_learn import PARTNERSHIP, TWO_HAND_STOCK, Card, Hand, Suit
from pinochle_learn.fastmeld import CARDS_BY_INDEX, card_index
from pinochle_learn.fastplan import _table_of, fast_plan, plan_steps
from pinochle_learn.fastround import _legal as quick_legal
from pinochle_learn.faststock import _deal
from pinochle_learn.players import _choose_card
from pinochle_learn.seats import Seat
from pinochle_learn.state import deal_from_seed
from pinochle_learn.stockindex import (
    choose_last_index,
    choose_stock_plan,
    trump_tables,
)
from pinochle_learn.stockplayer import choose_stock_card
from pinochle_learn.tablemeld import MeldTable
from tests.examples_budget import examples
from tests.properties.test_fast_players import _random_table, hands, meldy_hands

_LEADS = st.one_of(st.none(), st.sampled_from(TWO_HAND_STOCK.deck.unique_cards))


def _counts(hand: Hand) -> list[int]:
    counts = [0] * 24
    for card in hand.cards:
        counts[card_index(card)] += 1
    return counts


def _same_stock_card(hand, table, led, left, seed) -> None:
    _same_plan_card(hand, table, led, left, seed)
    if not hand.cards and not table.cards:
        return
    old, new = random.Random(seed), random.Random(seed)
    expected = choose_stock_card(hand, table, led, left, old)
    tables = trump_tables(TWO_HAND_STOCK, table.trump)
    led_index = -1 if led is None else card_index(led)
    chosen, _, _ = choose_stock_plan(_counts(hand), _table_of(table), led_index, left, new, tables)
    assert CARDS_BY_INDEX[chosen] == expected
    assert old.getstate() == new.getstate()


def _same_plan_card(hand, table, led, left, seed) -> None:
    """Every card of ``choose_stock_plan``'s hand-spare mask, played from the hand, leaves its
    best order the best: the order the search finds for the hand one card short (what the
    meld turn then takes)."""
    if not hand.cards and not table.cards:
        return
    tables = trump_tables(TWO_HAND_STOCK, table.trump)
    led_index = -1 if led is None else card_index(led)
    counts, packed = _counts(hand), _table_of(table)
    _, steps, hand_spare = choose_stock_plan(
        counts, packed, led_index, left, random.Random(seed), tables
    )
    assert steps == plan_steps(tables.specs, tuple(counts), packed, left, carry=False)
    for index in range(24):
        if hand_spare >> index & 1:
            assert counts[index] and all(i != index for i, _ in packed)
            short = list(counts)
            short[index] -= 1
            assert plan_steps(tables.specs, tuple(short), packed, left, carry=False) == steps


@settings(max_examples=examples(300), deadline=None)
@given(
    hands,
    st.sampled_from(list(Suit)),
    st.lists(st.integers(0, 60), max_size=6),
    _LEADS,
    st.integers(1, 12),
    st.integers(0, 2**16),
)
def test_the_stock_card_on_indices_is_the_players_card(cards, trump, steps, led, left, seed):
    hand, table = _random_table(cards, trump, steps)
    _same_stock_card(hand, table, led, left, seed)


@settings(max_examples=examples(300), deadline=None)
@given(
    meldy_hands,
    st.lists(st.integers(0, 60), max_size=8),
    _LEADS,
    st.integers(1, 8),
    st.integers(0, 2**16),
)
def test_the_stock_card_on_indices_matches_on_meld_rich_tables(cards, steps, led, left, seed):
    hand, table = _random_table(cards, Suit.HEARTS, steps)
    _same_stock_card(hand, table, led, left, seed)


_HOUSE = [
    TWO_HAND_STOCK,
    TWO_HAND_STOCK.variant(name="no heading", must_head_trick=False),
    TWO_HAND_STOCK.variant(name="no trumping", must_trump=False),
    TWO_HAND_STOCK.variant(name="beat the led suit", must_beat_led_suit_after_trump=True),
    PARTNERSHIP.variant(name="beat the led suit 4", must_beat_led_suit_after_trump=True),
]


@settings(max_examples=examples(400), deadline=None)
@given(
    hands.filter(bool),
    st.lists(st.sampled_from(TWO_HAND_STOCK.deck.unique_cards), max_size=3),
    st.sampled_from(list(Suit)),
    st.sampled_from(_HOUSE),
    st.booleans(),
    st.integers(0, 2**16),
)
def test_the_last_trick_card_on_indices_is_the_players_card(
    cards, played, trump, rules, partner, seed
):
    held = list(Hand(cards).cards)  # display order, as the round keeps it
    partner = partner and bool(played)
    legal, wins = quick_legal(held, played, trump, rules)
    old, new = random.Random(seed), random.Random(seed)
    expected = _choose_card(legal, wins, bool(played), trump, partner, old)
    winning = played[0] if played else None
    for card in played[1:]:
        if (card.suit is winning.suit and card.rank > winning.rank) or (
            card.suit is trump and winning.suit is not trump
        ):
            winning = card
    chosen = choose_last_index(
        [card_index(c) for c in held],
        [card_index(c) for c in played],
        -1 if winning is None else card_index(winning),
        partner,
        rules,
        trump_tables(rules, trump),
        new,
    )
    assert CARDS_BY_INDEX[chosen] == expected
    assert old.getstate() == new.getstate()


@settings(max_examples=examples(200), deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from([Seat.NORTH, Seat.EAST]))
def test_the_deal_on_indices_is_the_engines_deal(seed, dealer):
    old, new = random.Random(seed), random.Random(seed)
    deal = deal_from_seed(old, dealer, TWO_HAND_STOCK)
    counts, stock = _deal(new, int(dealer), TWO_HAND_STOCK)
    assert counts == [_counts(Hand(h)) for h in deal.hands]
    assert [CARDS_BY_INDEX[i] for i in stock] == list(deal.stock)
    assert old.getstate() == new.getstate()


def test_a_low_lead_is_contested_in_its_suit_only():
    """Worked by hand (trump ♥): the opponent leads J♠ (no counter); of the spare cards A♠ and
    9♥ both beat it, but a low lead is won only in its suit, so A♠ goes, not the trump."""
    tables = trump_tables(TWO_HAND_STOCK, Suit.HEARTS)
    hand = Hand.parse("S14 H9")
    card, _, _ = choose_stock_plan(
        _counts(hand), (), card_index(Card.parse("S11")), 5, random.Random(1), tables
    )
    assert CARDS_BY_INDEX[card] == Card.parse("S14")


def test_a_plan_is_carried_over_only_within_the_same_trump():
    """A plan remembered with trump ♥ (K♠ Q♠ a common marriage, 9♣ spare) is not carried to
    the same cards one card short with trump ♠, where K♠ Q♠ is the royal marriage (worked from
    the meld table: 40, not 20). The old planner carried it by table and tricks left alone."""
    remembered = fast_plan(Hand.parse("S13 S12 C9"), MeldTable(Suit.HEARTS, TWO_HAND_STOCK), 5)
    assert remembered.spare == (Card.parse("C9"),)  # read: the plan is remembered
    plan = fast_plan(Hand.parse("S13 S12"), MeldTable(Suit.SPADES, TWO_HAND_STOCK), 5)
    assert plan.first is not None
    assert (plan.first.kind.value, plan.first.points) == ("royal_marriage", 40)
