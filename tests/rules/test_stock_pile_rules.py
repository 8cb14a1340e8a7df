"""The stock of the two-hand stock game (RULES.md, TWO_HAND_STOCK; seed 002): the turn-up, the
dix exchange, the draws. The dix is worth 10 (RULES.md TWO_HAND_STOCK melds)."""

from __future__ import annotations

import random
import re

import pytest

from pinochle_learn import DECK, TWO_HAND_STOCK, Card, Hand, IllegalActionError, parse_cards
from pinochle_learn.render.error_text import error_text
from pinochle_learn.stockpile import Stock, StockWhy


def test_a_dealer_turning_up_a_nine_scores_10():
    assert Stock.after_deal(parse_cards("D9 S14 C10")).dealer_points(TWO_HAND_STOCK) == 10
    assert Stock.after_deal(parse_cards("D14 S9 C10")).dealer_points(TWO_HAND_STOCK) == 0


def test_the_first_card_left_after_the_deal_is_turned_up_for_trump():
    stock = Stock.after_deal(parse_cards("C12 S14 H10"))
    assert (stock.trump.letter, str(stock.turn_up), len(stock)) == ("C", "C12", 3)


def test_dix_exchange_scores_10_and_puts_the_9_under_the_stock():
    stock = Stock.after_deal(parse_cards("H14 S10 C11"))  # A♥ turned up: trump hearts
    hand, stock, points = stock.exchange(Hand.parse("H9 S12"), TWO_HAND_STOCK)
    assert points == 10
    assert str(hand) == "S12 H14"
    assert str(stock.turn_up) == "H9"
    # The 9 lies where the turn-up lay: it is the last card drawn, by the loser of that trick.
    winner, loser, stock = stock.draw()
    assert (str(winner), str(loser), stock.is_empty) == ("S10", "C11", False)
    assert stock.draw()[0] == Card.parse("H9")


def test_dix_exchange_refused_without_the_nine_or_the_turn_up():
    stock = Stock.after_deal(parse_cards("H14 S10 C11"))
    assert stock.check_exchange(Hand.parse("S9"), TWO_HAND_STOCK).code is StockWhy.NO_NINE
    _, exchanged, _ = stock.exchange(Hand.parse("H9"), TWO_HAND_STOCK)
    again = exchanged.check_exchange(Hand.parse("H9"), TWO_HAND_STOCK)  # the other 9♥
    assert again.code is StockWhy.TURN_UP_IS_NINE
    drawn = Stock(stock.trump, (), None)
    assert drawn.check_exchange(Hand.parse("H9"), TWO_HAND_STOCK).code is StockWhy.NO_TURN_UP
    with pytest.raises(IllegalActionError) as caught:
        stock.exchange(Hand.parse("S9"), TWO_HAND_STOCK)
    assert re.search("hold no 9♥", error_text(caught.value))


def test_the_last_face_down_card_goes_to_the_winner_and_the_turn_up_to_the_loser():
    stock = Stock.after_deal(parse_cards("S13 D14"))
    winner, loser, stock = stock.draw()
    assert (str(winner), str(loser), stock.is_empty) == ("D14", "S13", True)
    with pytest.raises(IllegalActionError) as caught:
        stock.draw()
    assert re.search("empty", error_text(caught.value))


def test_the_24_undealt_cards_make_12_draws_of_two():
    deck = list(DECK)
    random.Random(3).shuffle(deck)
    stock, drawn = Stock.after_deal(deck[24:]), []
    while not stock.is_empty:
        winner, loser, stock = stock.draw()
        drawn += [winner, loser]
    assert len(drawn) == 24 and sorted(drawn) == sorted(deck[24:])
    assert drawn[-1] == deck[24]  # the turn-up is the very last card drawn
