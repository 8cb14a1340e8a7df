"""Notation round-trips, and junk raises only ParseError (RULES.md, Cards)."""

from __future__ import annotations

import re
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from pinochle_learn import DECK, UNIQUE_CARDS, Card, Hand, HandError, ParseError, parse_cards
from pinochle_learn.render.card_letters import RANK_LETTERS, rank_letters

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
    tokens = [t for t in re.split(r"[\s,;]+", text) if t]
    try:
        hand = Hand.parse(text)
    except ParseError as error:
        # The message names the first bad token and its 1-based position among the tokens.
        found = re.match(r"invalid card '([^']*)' at position (\d+) in ", str(error))
        assert found is not None, str(error)
        token, position = found.group(1), int(found.group(2))
        assert tokens[position - 1] == token
        assert all(_is_card(t) for t in tokens[: position - 1])
        assert not _is_card(token)
    except HandError as error:
        # Every token is a card, and one of them is written a third time.
        assert all(_is_card(t) for t in tokens)
        counts = Counter(Card.parse(t) for t in tokens)
        third = re.match(r"a third '(\w+)'", str(error))
        assert third is not None and counts[Card.parse(third.group(1))] >= 3
    else:
        assert len(hand) == len(tokens)
        assert Counter(hand) == Counter(Card.parse(t) for t in tokens)
        assert Hand.parse(str(hand)) == hand


def _is_card(token: str) -> bool:
    try:
        Card.parse(token)
    except ParseError:
        return False
    return True


languages = st.sampled_from(sorted(RANK_LETTERS))


@given(st.lists(st.sampled_from(range(48)), max_size=12), languages)
def test_the_usual_codes_read_alike_with_any_languages_letters(picks, lang):
    # issue 23.5: a language's own rank letters never change what a usual code means
    hand = [DECK[i] for i in picks]
    letters = rank_letters(lang)
    for text in (" ".join(str(c) for c in hand), " ".join(c.label for c in hand)):
        assert parse_cards(text, letters) == hand


@given(cards, languages, st.booleans())
def test_each_letter_before_or_after_a_suit_reads_its_rank(card, lang, letter_first):
    for letter, rank in rank_letters(lang).items():
        suit = card.suit.symbol if letter_first else card.suit.letter
        token = letter + suit if letter_first else suit + letter.lower()
        assert Card.parse(token, rank_letters(lang)) == Card(rank, card.suit)


@given(st.text(alphabet="SHDCAKQJT9014♠♥♦♣RDFV ,x", max_size=40), languages)
def test_near_notation_with_letters_raises_only_parse_errors(text, lang):
    try:
        parse_cards(text, rank_letters(lang))
    except ParseError:  # AmbiguousCard is one; with the shipped letters it never comes
        pass
