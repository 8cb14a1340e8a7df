"""The stock table's words for the end of a round and of the game (RULES.md, TWO_HAND_STOCK:
meld and counters added to the running total, game to 1000; the decision on both reaching 1000
in one round is the ruleset's ``both_reach``). Totals worked out by hand."""

from __future__ import annotations

import random

from pinochle_learn import TWO_HAND_STOCK, Card, Hand, Meld, MeldKind, RoundState, Seat, Suit
from pinochle_learn.players import choose_action
from pinochle_learn.procedure import Phase
from pinochle_learn.render.stock_round_text import (
    end_of_stock_text,
    last_tricks_duties,
    meld_detail_lines,
    stock_score_lines,
)
from pinochle_learn.scoring import running_score
from pinochle_learn.state import deal_from_seed
from pinochle_learn.stockscore import MeldScored, MeldSource

NAMES = ("You", "Lisa")


def test_each_player_adds_meld_and_counters_and_the_game_goes_on() -> None:
    # 60 + 140 = 200 and 230 + 110 = 340; 1000 - 200 = 800 and 1000 - 340 = 660 to go.
    score = running_score(TWO_HAND_STOCK, meld=(60, 230), tricks=(140, 110))
    assert stock_score_lines(score, NAMES) == [
        "You add 60 meld + 140 counter points = 200: 200 in the game.",
        "Lisa adds 230 meld + 110 counter points = 340: 340 in the game.",
        "Nobody has reached 1000 yet: the game goes on (800 and 660 to go).",
    ]


def test_one_player_reaching_1000_wins() -> None:
    # 900 + 0 + 150 = 1050; 0 + 0 + 100 = 100.
    score = running_score(TWO_HAND_STOCK, meld=(0, 0), tricks=(150, 100), totals=(900, 0))
    assert stock_score_lines(score, NAMES)[-1] == "You reach 1050 and win the game."


def test_both_reaching_1000_at_the_count_the_higher_total_wins() -> None:
    # 900 + 60 + 140 = 1100 and 700 + 230 + 110 = 1040: nobody reached 1000 while meld was
    # scored, so the count decides: 1100 is higher.
    score = running_score(TWO_HAND_STOCK, meld=(60, 230), tricks=(140, 110), totals=(900, 700))
    assert stock_score_lines(score, NAMES)[-1] == (
        "Both reach 1000 at the count (1100 and 1040): the higher total wins, and you win the game."
    )


def test_the_first_to_reach_1000_while_meld_is_scored_wins_whatever_the_count() -> None:
    score = running_score(
        TWO_HAND_STOCK, meld=(60, 230), tricks=(140, 110), totals=(900, 700), first=1
    )
    assert stock_score_lines(score, NAMES)[-1] == (
        "Lisa reached 1000 first, while meld was scored: Lisa wins the game."
    )


def test_equal_totals_over_1000_play_another_round() -> None:
    # 900 + 125 = 1025 each.
    score = running_score(TWO_HAND_STOCK, meld=(0, 0), tricks=(125, 125), totals=(900, 900))
    assert stock_score_lines(score, NAMES)[-1] == (
        "Both reach 1000 with 1025 each: another round is played."
    )


def test_the_end_of_the_stock_names_the_duties_and_the_12_tricks_left() -> None:
    state = RoundState(TWO_HAND_STOCK, Seat.EAST).apply(
        deal_from_seed(2, Seat.EAST, TWO_HAND_STOCK)
    )
    rng = random.Random(0)
    while state.phase is Phase.STOCK:
        state = state.apply(choose_action(state, rng))
    # 24 stock cards drawn two a trick: 12 tricks while the stock lasts, 12 after.
    assert len(state.tricks) == 12
    assert end_of_stock_text(state) == (
        "The stock is gone: no more meld is laid down, and the cards melded on the table go "
        "back into each hand. The last 12 tricks: follow suit if you can, else trump if you "
        "can; and win the trick if you can."
    )


def test_the_duties_are_read_from_the_rulesets_switches() -> None:
    lax = RoundState(TWO_HAND_STOCK.variant(must_head_trick=False, must_trump=False))
    assert last_tricks_duties(lax) == "follow suit if you can"


def test_where_each_players_meld_came_from() -> None:
    nine = Card.parse("H9")
    dix = Meld(MeldKind.DIX, (nine,), 10, Suit.HEARTS)
    pinochle = Meld(MeldKind.PINOCHLE, Hand.parse("S12 D11").cards, 40)
    events = (
        MeldScored(Seat.EAST, 10, MeldSource.TURN_UP, 0, dix),
        MeldScored(Seat.NORTH, 40, MeldSource.LAID, 3, pinochle),
        MeldScored(Seat.NORTH, 10, MeldSource.EXCHANGE, 4, dix),
        MeldScored(Seat.NORTH, 10, MeldSource.PLAYED, 9, dix, twice=True, first=4),
    )
    # You: 40 + 10 + 10 = 60; Lisa: the 9 turned up at the deal, 10. Each 9 named by its card;
    # the 9 played is the very card exchanged (twice): it scores again, said in words.
    assert meld_detail_lines(events, NAMES) == [
        "Your meld: pinochle (40) + the dix 9♥ exchanged (10) + 9♥ played (10) = 60.",
        "The 9♥ you played had already scored as dix (the dix 9♥ exchanged, 10), and it scored "
        "again (10): in this game every 9 of trump played to a trick scores, even a card already "
        "scored as dix.",
        "Lisa's meld: 9♥ turned up (10).",
    ]
    # The same events where the 9 played might be the other copy: no such line.
    other = (*events[:3], MeldScored(Seat.NORTH, 10, MeldSource.PLAYED, 9, dix))
    assert len(meld_detail_lines(other, NAMES)) == 2


def test_a_9_scored_by_the_other_player_then_played_names_who_scored_it_first() -> None:
    # Lisa deals and turns up 9♥ (10); you take the turn-up with the last draw and play it.
    nine = Card.parse("H9")
    dix = Meld(MeldKind.DIX, (nine,), 10, Suit.HEARTS)
    events = (
        MeldScored(Seat.EAST, 10, MeldSource.TURN_UP, 0, dix),
        MeldScored(Seat.NORTH, 10, MeldSource.PLAYED, 40, dix, twice=True, first=0),
    )
    assert meld_detail_lines(events, NAMES)[1] == (
        "The 9♥ you played had already scored as dix (9♥ turned up by Lisa, 10), and it scored "
        "again (10): in this game every 9 of trump played to a trick scores, even a card already "
        "scored as dix."
    )
    assert meld_detail_lines((), NAMES) == []
