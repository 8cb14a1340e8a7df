"""One test per rule of meld laid down on the table in the stock game (RULES.md, TWO_HAND_STOCK;
seed 002, "Regole"). Trump is hearts unless the test says otherwise; meld points from the
RULES.md TWO_HAND_STOCK list: run 150, dix 10, royal marriage 40, common 20, pinochle 40 (double
80), aces 100 (both sets 200), kings 80, queens 60, jacks 40.
"""

from __future__ import annotations

import re

import pytest

from pinochle_learn import TWO_HAND_STOCK, Card, Hand, IllegalActionError, MeldKind, Suit
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.table_text import table_verdict_text
from pinochle_learn.tablemeld import MeldTable, TableRule

K = MeldKind


def fresh(trump: Suit = Suit.HEARTS) -> MeldTable:
    return MeldTable(trump, TWO_HAND_STOCK)


def meld_after_trick(hand: Hand, table: MeldTable, kind: MeldKind, suit=None):
    return table.after_trick(won=True).lay_down(hand, kind, suit)


def test_royal_marriage_then_a_10_j_added_scores_40_plus_150():
    # Seed: "a player may meld a trump marriage, then add the cards to make it a run, to score
    # for the marriage and then the run". K♥ Q♥ = 40, then A♥ 10♥ J♥ added = run 150: 190.
    hand = Hand.parse("H14 H10 H13 H12 H11 C9")
    hand, table = meld_after_trick(hand, fresh(), K.ROYAL_MARRIAGE)
    verdict = table.after_trick(won=True).check(hand, K.RUN)
    assert verdict.legal and verdict.rule is TableRule.EXTENDS_MARRIAGE
    assert [str(c) for c in verdict.from_table] == ["H13", "H12"]
    assert [str(c) for c in verdict.from_hand] == ["H14", "H10", "H11"]
    hand, table = meld_after_trick(hand, table, K.RUN)
    assert [m.points for m in table.laid] == [40, 150]
    assert table.points == 190
    assert str(hand) == "C9"


def test_run_first_then_its_marriage_is_refused():
    # Seed: "a player cannot meld a run, then take the points for the trump marriage in it".
    hand, table = meld_after_trick(Hand.parse("H14 H10 H13 H12 H11"), fresh(), K.RUN)
    verdict = table.after_trick(won=True).check(hand, K.ROYAL_MARRIAGE)
    assert not verdict.legal
    assert verdict.rule is TableRule.RUN_HOLDS_MARRIAGE
    assert [str(c) for c in verdict.blocking] == ["H13", "H12"]
    assert table.points == 150
    with pytest.raises(IllegalActionError) as caught:
        table.after_trick(won=True).lay_down(hand, K.ROYAL_MARRIAGE)
    assert re.search("run, melded first", error_text(caught.value))


def test_run_first_then_a_second_royal_marriage_of_new_cards_scores():
    # The run holds only its own K♥ Q♥; the other K♥ Q♥ from the hand make a new marriage: 40.
    hand, table = meld_after_trick(Hand.parse("H14 H10 H13 H13 H12 H12 H11"), fresh(), K.RUN)
    hand, table = meld_after_trick(hand, table, K.ROYAL_MARRIAGE)
    assert table.points == 150 + 40
    assert len(hand) == 0


def test_queens_around_one_played_a_fourth_queen_added_is_refused():
    # Seed: "if a queen is played from four queens melded, another queen cannot be added to the
    # remaining three to score again. All four queens must be new."
    hand = Hand.parse("S12 H12 D12 C12 H12")
    hand, table = meld_after_trick(hand, fresh(), K.QUEENS_AROUND)
    table = table.play(Card.parse("H12"))  # Q♥ from the table to a trick
    assert str(table.shown) == "S12 D12 C12" and str(hand) == "H12"
    verdict = table.after_trick(won=True).check(hand, K.QUEENS_AROUND)
    assert not verdict.legal
    assert verdict.rule is TableRule.AROUND_NEEDS_NEW_CARDS
    assert {str(c) for c in verdict.blocking} == {"S12", "D12", "C12"}
    assert verdict.earlier == (K.QUEENS_AROUND,)
    assert "needs four new cards" in table_verdict_text(verdict)


def test_second_around_of_four_new_cards_scores_again():
    # Eight aces: aces around 100, then four new aces another 100 = 200.
    hand = Hand.parse("S14 H14 D14 C14 S14 H14 D14 C14")
    hand, table = meld_after_trick(hand, fresh(), K.ACES_AROUND)
    hand, table = meld_after_trick(hand, table, K.ACES_AROUND)
    assert table.points == 200
    assert all(s == frozenset({K.ACES_AROUND}) for s in map(lambda tc: tc.served, table.cards))


def test_eight_aces_in_the_stock_game_are_200():
    # RULES.md TWO_HAND_STOCK: "aces around 100 (both sets 200)": one meld after one trick.
    hand = Hand.parse("S14 H14 D14 C14 S14 H14 D14 C14")
    verdict = fresh().after_trick(won=True).check(hand, K.DOUBLE_ACES_AROUND)
    assert verdict.legal and verdict.points == 200


def test_two_melds_after_one_trick_the_second_is_refused():
    # Seed: "only one meld may be scored after a trick is won"; the Q♠ of a marriage melded
    # before and a J♦ of jacks around could make a pinochle, but only after another trick.
    hand = Hand.parse("S13 S12 S11 H11 D11 C11")
    hand, table = meld_after_trick(hand, fresh(Suit.CLUBS), K.COMMON_MARRIAGE, Suit.SPADES)
    hand, table = meld_after_trick(hand, table, K.JACKS_AROUND)
    second = table.check(hand, K.PINOCHLE)
    assert not second.legal and second.rule is TableRule.ONE_MELD_PER_TRICK
    with pytest.raises(IllegalActionError) as caught:
        table.lay_down(hand, K.PINOCHLE)
    assert re.search("one meld per trick won", error_text(caught.value))
    # After another trick won, the pinochle scores from the cards on the table: 20 + 40 + 40.
    hand, table = meld_after_trick(hand, table, K.PINOCHLE)
    assert table.laid[-1].points == 40 and table.points == 100
    assert table.check(hand, K.PINOCHLE).rule is TableRule.ONE_MELD_PER_TRICK


def test_a_card_serves_again_only_in_a_meld_of_a_different_kind():
    # Seed: the Q♠ may be in a marriage, a run, a pinochle and queens around (trump ♠).
    hand = Hand.parse("S14 S10 S13 S12 S11 D11 H12 D12 C12")
    table = fresh(Suit.SPADES)
    steps = [K.ROYAL_MARRIAGE, K.RUN, K.PINOCHLE, K.QUEENS_AROUND]
    for kind in steps:
        hand, table = meld_after_trick(hand, table, kind)
    assert table.points == 40 + 150 + 40 + 60
    assert table.served_in(Card.parse("S12")) == (frozenset(steps),)
    # ... never in a second pinochle: one Q♠ and one J♦ held, both already in a pinochle.
    verdict = table.after_trick(won=True).check(hand, K.PINOCHLE)
    assert verdict.rule is TableRule.SAME_KIND
    assert [str(c) for c in verdict.blocking] == ["S12", "D11"]


def test_meld_only_after_winning_a_trick():
    table = fresh().after_trick(won=False)
    verdict = table.check(Hand.parse("S12 D11"), K.PINOCHLE)
    assert verdict.rule is TableRule.NO_TRICK_WON


def test_no_meld_after_the_stock_is_gone():
    table = fresh().after_trick(won=True).close()
    assert table.check(Hand.parse("S12 D11"), K.PINOCHLE).rule is TableRule.STOCK_GONE
    assert not table.after_trick(won=True).may_meld


def test_a_meld_needs_its_cards_in_hand_or_on_the_table():
    verdict = fresh().after_trick(won=True).check(Hand.parse("S12"), K.PINOCHLE)
    assert verdict.rule is TableRule.NOT_HELD and [str(c) for c in verdict.blocking] == ["D11"]


def test_the_stock_game_scores_no_run_with_extras():
    hand = Hand.parse("H14 H10 H13 H13 H12 H11")
    verdict = fresh().after_trick(won=True).check(hand, K.RUN_EXTRA_KING)
    assert verdict.rule is TableRule.NOT_SCORED


def test_melded_dix_scores_10():
    # RULES.md: melding a 9 of trump scores 10.
    hand, table = meld_after_trick(Hand.parse("H9 S9"), fresh(), K.DIX)
    assert table.points == 10 and str(hand) == "S9"
