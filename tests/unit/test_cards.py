"""Cards, notation, hands and rulesets: the written rules of RULES.md, Cards."""

from __future__ import annotations

import pytest

from pinochle_learn import (
    DECK,
    PARTNERSHIP,
    PRESETS,
    Card,
    Hand,
    HandError,
    ParseError,
    Rank,
    RulesetError,
    Suit,
    find_ruleset,
    parse_cards,
)


def test_deck_has_two_copies_of_24_cards():
    assert len(DECK) == 48
    assert all(DECK.count(c) == 2 for c in DECK)


def test_rank_order_in_tricks_is_a_10_k_q_j_9():
    assert sorted(Rank, reverse=True) == [
        Rank.ACE,
        Rank.TEN,
        Rank.KING,
        Rank.QUEEN,
        Rank.JACK,
        Rank.NINE,
    ]


@pytest.mark.parametrize("text", ["H14", "AH", "ah", "A♥", "♥A", "14H", "h14", "A♡"])
def test_ace_of_hearts_in_every_notation(text):
    assert Card.parse(text) == Card(Rank.ACE, Suit.HEARTS)


@pytest.mark.parametrize("text", ["H10", "TH", "10H", "th", "10♥"])
def test_ten_of_hearts_in_every_notation(text):
    assert Card.parse(text) == Card(Rank.TEN, Suit.HEARTS)


def test_seed_numbers():
    assert [str(c) for c in parse_cards("S13 S12 S11 S9 D10")] == ["S13", "S12", "S11", "S9", "D10"]
    assert [c.label for c in parse_cards("S13 S12 S11 S9 D10")] == ["K♠", "Q♠", "J♠", "9♠", "10♦"]


def test_commas_spaces_and_lower_case():
    assert parse_cards(" h14,c9 ; qs\tJD ") == parse_cards("H14 C9 S12 D11")


def test_bad_token_is_named_with_its_position():
    with pytest.raises(ParseError) as info:
        parse_cards("H14 H10 QX H9")
    assert str(info.value) == "invalid card 'QX' at position 3 in 'H14 H10 QX H9'"


@pytest.mark.parametrize("text", ["H8", "X14", "H15", "AA", "10", "♥"])
def test_not_a_card(text):
    with pytest.raises(ParseError, match=repr(text)):
        parse_cards(text)


def test_hand_refuses_a_third_copy():
    with pytest.raises(HandError, match="a third 'S12'"):
        Hand.parse("QS QS S12")


def test_hand_is_a_multiset_in_display_order():
    hand = Hand.parse("C9 S12 H14 S12")
    assert str(hand) == "S12 S12 H14 C9"
    assert hand == Hand.parse("S12 C9 S12 H14")
    assert hand.remove(Card.parse("QS")).count(Card.parse("QS")) == 1
    with pytest.raises(HandError, match="no 'D9'"):
        hand.remove(Card.parse("D9"))


def test_find_ruleset_by_name_and_alias():
    assert find_ruleset("PARTNERSHIP") is PARTNERSHIP
    assert {find_ruleset(p.name) for p in PRESETS} == set(PRESETS)
    with pytest.raises(RulesetError, match="no ruleset called 'bezique'") as error:
        find_ruleset("bezique")
    # Every preset is listed the same way: its name, then its first (short) alias.
    assert str(error.value).endswith(
        "choose one of partnership (or four-hand), two-hand-stock (or stock), two-hand-widow "
        "(or widow), cutthroat (or three-hand), double-deck (or double)"
    )
    assert find_ruleset("stock") is find_ruleset("two-hand-stock")


def test_every_preset_counts_250_trick_points():
    # The 48-card games; DOUBLE_DECK's 80 cards count 1 per A, 10, K and 2 for the last: 50.
    assert [p.total_trick_points for p in PRESETS] == [250, 250, 250, 250, 50]


def test_ruleset_validates_its_fields():
    with pytest.raises(RulesetError, match="players=5"):
        PARTNERSHIP.variant(players=5)
    # three players are seated now (THREE_HAND_CUTTHROAT), but 3 hands of 12 are not the deck
    with pytest.raises(RulesetError, match="hand_size=12: 3 hands of 12 and a widow of 0"):
        PARTNERSHIP.variant(players=3, pass_cards=0)
    with pytest.raises(RulesetError, match="hand_size=13"):
        PARTNERSHIP.variant(hand_size=13)
