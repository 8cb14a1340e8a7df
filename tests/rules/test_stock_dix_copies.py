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
    # Seed 52, trump ♦: North exchanges a 9♦ at step 11 (it lies as the turn-up) and draws the
    # other from the stock in the same step; lays that one down as dix at 14 and plays it from
    # the table at 15: the same card. The exchanged 9♦ comes back to North with the last draw;
    # the other is in a trick, so the 9♦ North plays at 46 is the exchanged one.
    assert played(52) == {15: ("NORTH", True, 14), 46: ("NORTH", True, 11)}


def test_a_9_played_while_the_exchanged_one_still_lies_as_the_turn_up_is_the_other_copy():
    # Seed 2: East exchanges at step 3; the 9 East plays at 30 is the other copy (the exchanged
    # one is still the turn-up); North, who took the turn-up with the last draw, plays it at 43.
    assert played(2) == {30: ("EAST", False, None), 43: ("NORTH", True, 3)}


def test_a_player_holding_both_copies_cannot_say_which_was_exchanged():
    # Seed 3: East exchanges one 9 at step 6 and later holds both copies: of the two 9s East
    # plays, one is the exchanged card but neither is certainly it, so neither says so.
    assert played(3) == {37: ("EAST", False, None), 47: ("EAST", False, None)}


def test_without_copies_asked_for_no_9_played_is_marked():
    rng = random.Random(52)
    state = RoundState(TWO_HAND_STOCK, Seat.EAST).apply(
        deal_from_seed(52, Seat.EAST, TWO_HAND_STOCK)
    )
    while not state.is_over:
        state = state.apply(choose_action(state, rng))
    assert not any(e.twice for e in meld_scored(state))
