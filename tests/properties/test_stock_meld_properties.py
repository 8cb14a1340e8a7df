"""Melds on the table in the stock game under random hands and random steps (RULES.md,
TWO_HAND_STOCK): cards are conserved between hand, table and tricks; a table's meld points are
the sum of what was laid down; ``lay_down`` accepts exactly what ``check`` allows; every step of
the planner's best order is legal when replayed, and no first choice beats it."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_learn import DECK, TWO_HAND_STOCK, Hand, IllegalActionError, Suit
from pinochle_learn.meldplan import plan_melds
from pinochle_learn.tablemeld import MeldTable

hands = st.lists(st.sampled_from(DECK), min_size=4, max_size=12).filter(
    lambda cards: max(Counter(cards).values()) <= 2
)


@settings(max_examples=40, deadline=None)
@given(hands, st.sampled_from(list(Suit)), st.lists(st.integers(0, 40), max_size=12))
def test_cards_are_conserved_and_points_add_up(cards, trump, choices):
    hand, table = Hand(cards), MeldTable(trump, TWO_HAND_STOCK)
    played = []
    for choice in choices:
        table = table.after_trick(won=choice % 3 != 0)
        options = table.options(hand)
        if options:
            verdict = options[choice % len(options)]
            suit = verdict.suit if verdict.kind.needs_suit else None
            try:
                hand, table = table.lay_down(hand, verdict.kind, suit)
                assert verdict.legal
            except IllegalActionError:
                assert not verdict.legal
        if choice % 2 and table.cards:  # a card from the table to a trick
            card = table.cards[choice % len(table.cards)].card
            table, played = table.play(card), [*played, card]
        held = Counter(hand.cards) + Counter(tc.card for tc in table.cards) + Counter(played)
        assert held == Counter(cards)
        assert table.points == sum(m.points for m in table.laid)


@settings(max_examples=25, deadline=None)
@given(hands, st.sampled_from(list(Suit)), st.one_of(st.none(), st.integers(1, 4)))
def test_the_best_plan_replays_and_no_first_choice_beats_it(cards, trump, tricks):
    hand, table = Hand(cards), MeldTable(trump, TWO_HAND_STOCK)
    advice = plan_melds(hand, table, tricks)
    assert all(advice.best.total >= plan.total for plan in advice.by_first)
    assert tricks is None or len(advice.best.steps) <= tricks
    total = 0
    for step in advice.best.steps:
        suit = step.meld.suit if step.meld.kind.needs_suit else None
        hand, table = table.after_trick(won=True).lay_down(hand, step.meld.kind, suit)
        total += step.meld.points
    assert table.points == total == advice.best.total
