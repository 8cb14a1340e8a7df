"""Notation round-trips, and junk raises only ParseError (RULES.md, Cards)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pinochle_learn import DECK, UNIQUE_CARDS, Card, Hand, HandError, ParseError, parse_cards

cards = st.sampled_from(UNIQUE_CARDS)


@given(cards)
def test_card_round_trips_through_seed_notation(card):
    assert Card.parse(str(card)) == card
    assert Card.parse(card.label) == card


@given(st.lists(st.sampled_from(range(48)), unique=True, max_size=24))
def test_hand_round_trips(picks):
    hand = Hand(DECK[i] for i in picks)
    assert Hand.parse(str(hand)) == hand
    assert Hand.parse(hand.label) == hand


@given(st.text(max_size=30))
def test_junk_raises_only_parse_error(text):
    try:
        parse_cards(text)
    except ParseError as error:
        assert "invalid card" in str(error)


@given(st.text(alphabet="SHDCAKQJT9014♠♥♦♣ ,x", max_size=40))
def test_near_notation_raises_only_parse_or_hand_error(text):
    try:
        Hand.parse(text)
    except (ParseError, HandError):
        pass
