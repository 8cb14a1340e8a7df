"""The stock game's computer player while the stock lasts (RULES.md, TWO_HAND_STOCK; the
documented heuristics of pinochle_learn.stockplayer). Counters: A 10 = 10, K Q = 5."""

from __future__ import annotations

import random

from pinochle_learn import TWO_HAND_STOCK, Card, Hand, MeldKind, Suit
from pinochle_learn.stockplayer import choose_stock_card, choose_stock_meld, exchanges_dix
from pinochle_learn.tablemeld import MeldTable

HEARTS = MeldTable(Suit.HEARTS, TWO_HAND_STOCK)


def test_keeps_the_royal_marriage_and_throws_a_nine():
    for seed in range(6):
        card = choose_stock_card(Hand.parse("H13 H12 S9 C9"), HEARTS, None, 4, random.Random(seed))
        assert card.label in {"9♠", "9♣"}


def test_takes_an_ace_led_with_a_spare_trump():
    # A♠ led is a counter (10): the spare J♥ (trump) wins it; the 9♣ would lose it.
    card = choose_stock_card(Hand.parse("H11 C9"), HEARTS, Card.parse("S14"), 4, random.Random(0))
    assert card.label == "J♥"


def test_lets_a_king_go_and_throws_the_least():
    # K♠ led is worth 5, less than an ace or ten: the player throws its least card, 9♣.
    card = choose_stock_card(Hand.parse("H11 C9"), HEARTS, Card.parse("S13"), 4, random.Random(0))
    assert card.label == "9♣"


def test_contests_a_low_lead_with_a_higher_spare_card_of_its_suit():
    # 9♠ led (no counter): the spare K♠ beats it in its own suit and takes the trick, and with
    # it the turn to meld; the spare J♥ (trump) is not spent on a low lead.
    hand = Hand.parse("H11 S13 C9")
    card = choose_stock_card(hand, HEARTS, Card.parse("S9"), 4, random.Random(0))
    assert card.label == "K♠"


def test_contests_a_low_lead_with_the_cheapest_winner_of_its_suit():
    # J♣ led: Q♣ and A♣ both beat it; the Q♣ (5 points) is worth less than the A♣ (10).
    hand = Hand.parse("C14 C12 D9")
    card = choose_stock_card(hand, HEARTS, Card.parse("C11"), 4, random.Random(0))
    assert card.label == "Q♣"


def test_does_not_break_a_meld_to_contest_a_low_lead():
    # A J♠ led: the K♠ would beat it but is needed for the spade marriage (K♠ Q♠), so the
    # player throws its least spare card, the 9♣.
    hand = Hand.parse("S13 S12 C9")
    card = choose_stock_card(hand, HEARTS, Card.parse("S11"), 4, random.Random(0))
    assert card.label == "9♣"


def test_melds_the_marriage_before_the_run_with_tricks_to_come():
    hand = Hand.parse("H14 H10 H13 H12 H11")
    ready = HEARTS.after_trick(won=True)
    assert choose_stock_meld(hand, ready, 3).kind is MeldKind.ROYAL_MARRIAGE
    assert choose_stock_meld(hand, ready, 1).kind is MeldKind.RUN
    assert choose_stock_meld(Hand.parse("C9 S10"), ready, 3) is None


def test_exchanges_the_dix_whenever_allowed():
    hand = Hand.parse("H9 S10")
    assert exchanges_dix(hand, Suit.HEARTS, Card.parse("H14"))
    assert not exchanges_dix(hand, Suit.HEARTS, Card.parse("H9"))  # the turn-up is the other 9
    assert not exchanges_dix(hand, Suit.HEARTS, None)  # no turn-up left
    assert not exchanges_dix(hand, Suit.SPADES, Card.parse("S14"))  # 9♥ is not trump
