"""The stock game's meld planner (RULES.md, TWO_HAND_STOCK): the order of melds, one per trick
won, that scores the most. Points by hand from the TWO_HAND_STOCK list (run 150, royal marriage
40, kings around 80, queens around 60, pinochle 40, aces around 100, both sets 200)."""

from __future__ import annotations

from pinochle_learn import TWO_HAND_STOCK, Card, Hand, MeldKind, Suit
from pinochle_learn.meldplan import plan_melds
from pinochle_learn.tablemeld import MeldTable, TableRule

K = MeldKind


def table(trump: Suit = Suit.HEARTS) -> MeldTable:
    return MeldTable(trump, TWO_HAND_STOCK)


def labels(cards):
    return [c.label for c in cards]


def test_marriage_before_run_scores_190_run_first_150():
    advice = plan_melds(Hand.parse("H14 H10 H13 H12 H11"), table())
    assert [(p.kinds, p.total) for p in advice.by_first] == [
        ((K.ROYAL_MARRIAGE, K.RUN), 40 + 150),
        ((K.RUN,), 150),
    ]
    assert advice.best.steps[1].rule is TableRule.EXTENDS_MARRIAGE


def test_with_one_trick_left_the_run_alone_is_best():
    best = plan_melds(Hand.parse("H14 H10 H13 H12 H11"), table(), tricks=1).best
    assert best.kinds == (K.RUN,) and best.total == 150


def test_with_two_tricks_left_run_and_kings_beat_marriage_then_run():
    # Unlimited: royal marriage 40 + run 150 + kings around 80 = 270. Two tricks: run 150 +
    # kings around 80 = 230 beats marriage + run = 190.
    hand = Hand.parse("H14 H10 H13 H12 H11 S13 D13 C13")
    assert plan_melds(hand, table()).best.total == 270
    two = plan_melds(hand, table(), tricks=2).best
    assert set(two.kinds) == {K.RUN, K.KINGS_AROUND} and two.total == 230


def test_the_around_first_frees_three_queens_the_pinochle_still_needs_q_spades():
    # Queens around 60 then pinochle 40 = 100; after the around, Q♥ Q♦ Q♣ serve in no later
    # meld and may be played; Q♠ waits for the pinochle. The 9♣ is spare from the start.
    advice = plan_melds(Hand.parse("S12 H12 D12 C12 D11 C9"), table())
    assert advice.best.kinds == (K.QUEENS_AROUND, K.PINOCHLE) and advice.best.total == 100
    assert labels(advice.best.steps[0].freed) == ["Q♥", "Q♦", "Q♣"]
    assert labels(advice.best.steps[1].freed) == ["Q♠", "J♦"]
    assert labels(advice.spare) == ["9♣"]


def test_eight_aces_in_one_trick_rather_than_two():
    # Both sets of aces: 200 in one meld, or 100 + 100 over two tricks: fewer tricks wins.
    best = plan_melds(Hand.parse("S14 H14 D14 C14 S14 H14 D14 C14"), table()).best
    assert best.kinds == (K.DOUBLE_ACES_AROUND,) and best.total == 200


def test_the_plan_counts_cards_already_on_the_table():
    # K♥ Q♥ melded as a royal marriage earlier: the plan is the run, reusing them (150).
    hand, tbl = (
        table().after_trick(won=True).lay_down(Hand.parse("H14 H10 H13 H12 H11"), K.ROYAL_MARRIAGE)
    )
    best = plan_melds(hand, tbl).best
    assert best.kinds == (K.RUN,) and best.total == 150
    assert labels(tbl.shown) == ["K♥", "Q♥"]


def test_a_second_copy_is_spare_when_the_plan_needs_one():
    # Two Q♠ and one J♦: one pinochle (40); one Q♠ may be thrown, the J♦ may not.
    advice = plan_melds(Hand.parse("S12 S12 D11"), table())
    assert advice.best.total == 40
    assert advice.spare == (Card.parse("S12"),)


def test_no_plan_once_the_stock_is_gone():
    advice = plan_melds(Hand.parse("S12 D11"), table().close())
    assert advice.best.steps == () and advice.by_first == ()
