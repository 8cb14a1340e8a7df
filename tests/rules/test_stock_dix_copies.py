"""Issue 22 point 9: a 9 of trump played scores again as "the same card" only when it is
certainly a copy already scored as dix (``RULES.md``, TWO_HAND_STOCK: the dix scores when
turned up, exchanged or melded; ``dix_scores_when_played``: every 9 of trump played scores).

The two copies of a card are the same card to the engine; ``pinochle_learn.dixcopies`` follows
them as possible worlds. Seeded computer rounds, East dealing; where the copies went is read
from the states (worked out step by step in the comments)."""

from __future__ import annotations

import random

from pinochle_learn import TWO_HAND_STOCK, Seat
from pinochle_learn.players import choose_action
from pinochle_learn.state import RoundState, deal_from_seed
from pinochle_learn.stockscore import MeldSource, meld_scored


def played(seed: int) -> dict[int, tuple[str, bool, int | None]]:
    rng = random.Random(seed)
    state = RoundState(TWO_HAND_STOCK, Seat.EAST).apply(
        deal_from_seed(seed, Seat.EAST, TWO_HAND_STOCK)
    )
    while not state.is_over:
        state = state.apply(choose_action(state, rng))
    return {
        e.step: (e.seat.name, e.twice, e.first)
        for e in meld_scored(state, copies=True)
        if e.source is MeldSource.PLAYED
    }


def test_a_dix_laid_then_played_from_the_table_and_the_exchanged_copy_played_last():
    # Seed 5, trump ♠: North exchanges a 9♠ at step 5 (it lies as the turn-up). East draws the
    # other copy, lays it down as dix at step 24 and plays it from the table at 25: the same
    # card. North wins the trick of the last draw and East takes the turn-up, the exchanged 9♠;
    # the other is in a trick, so the 9♠ East plays at 36 is the exchanged one.
    assert played(5) == {25: ("EAST", True, 24), 36: ("EAST", True, 5)}


def test_a_9_played_while_the_exchanged_one_still_lies_as_the_turn_up_is_the_other_copy():
    # Seed 57, trump ♥: East exchanges at step 3; the 9 East plays at 42 is the other copy (the
    # exchanged one lay as the turn-up until the last draw); North, who took the turn-up with
    # the last draw, plays it at 44.
    assert played(57) == {42: ("EAST", False, None), 44: ("NORTH", True, 3)}


def test_a_player_holding_both_copies_cannot_say_which_was_exchanged():
    # Seed 3, trump ♦: East exchanges one 9 at step 3, draws the other from the stock, and
    # takes the turn-up (the exchanged one) with the last draw: of the two 9s East plays, at 46
    # and 50, one is the exchanged card but neither is certainly it, so neither says so.
    assert played(3) == {46: ("EAST", False, None), 50: ("EAST", False, None)}


def test_without_copies_asked_for_no_9_played_is_marked():
    rng = random.Random(5)
    state = RoundState(TWO_HAND_STOCK, Seat.EAST).apply(
        deal_from_seed(5, Seat.EAST, TWO_HAND_STOCK)
    )
    while not state.is_over:
        state = state.apply(choose_action(state, rng))
    assert not any(e.twice for e in meld_scored(state))
