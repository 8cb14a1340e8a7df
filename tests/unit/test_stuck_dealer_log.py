"""Issue 22 point 21: the round log says the dealer was stuck at 250 when all others passed
(``RULES.md``, PARTNERSHIP Auction: "If the first three players pass, the dealer ... is
'stuck': the dealer wins the auction at 250"; TWO_HAND_WIDOW: "if the non-dealer passes before
any bid the dealer holds the contract at 250"). One sentence, made in ``render/``, in the
four-hand log and the widow log."""

from __future__ import annotations

from pinochle_learn import PARTNERSHIP, TWO_HAND_WIDOW
from pinochle_learn.actions import Bid, Keep, Pass
from pinochle_learn.render.action_sentences import action_sentence, people_of
from pinochle_learn.render.round_html import action_sentence as round_sentence
from pinochle_learn.render.round_html import seat_names
from pinochle_learn.render.widow_text import widow_action_sentence
from pinochle_learn.seats import Seat
from pinochle_learn.state import Phase, RoundState, deal_from_seed

STUCK = ", the dealer, is stuck and wins at 250: everyone else passed and nobody bid."


def test_the_four_hand_log_says_the_dealer_is_stuck_after_the_third_pass():
    # West deals: North, East, South pass in turn; the third pass leaves West stuck at 250.
    state = RoundState(PARTNERSHIP, Seat.WEST).apply(deal_from_seed(1, Seat.WEST, PARTNERSHIP))
    names = seat_names(Seat.SOUTH)
    lines = []
    for seat in (Seat.NORTH, Seat.EAST, Seat.SOUTH):
        lines.append(round_sentence(Pass(seat), state, names))
        state = state.apply(Pass(seat))
    assert (state.bidder, state.bid) == (Seat.WEST, 250)
    assert lines[:2] == ["North (partner) passes.", "East passes."]
    assert lines[2] == f"South (you) passes. West{STUCK}"


def test_a_pass_that_leaves_a_bid_standing_says_nothing_of_a_stuck_dealer():
    state = RoundState(PARTNERSHIP, Seat.WEST).apply(deal_from_seed(1, Seat.WEST, PARTNERSHIP))
    state = state.apply(Pass(Seat.NORTH))
    people = people_of(("North", "East", "South", "West"))
    state = state.apply(Bid(Seat.EAST, 250))
    assert action_sentence(Pass(Seat.SOUTH), state, people) == "South passes."


def test_the_widow_log_says_the_dealer_is_stuck_when_the_non_dealer_passes_first():
    state = RoundState(TWO_HAND_WIDOW, Seat.EAST)
    state = state.apply(deal_from_seed(7, Seat.EAST, TWO_HAND_WIDOW))
    while state.phase is Phase.BUILD:
        state = state.apply(Keep(state.to_act))
    assert state.to_act is Seat.NORTH  # the non-dealer bids first
    line = widow_action_sentence(Pass(Seat.NORTH), state, ("You", "Lisa"), learner=Seat.NORTH)
    assert line == f"You pass. Lisa{STUCK}"
    # When you deal, the sentence speaks to you.
    state = RoundState(TWO_HAND_WIDOW, Seat.NORTH)
    state = state.apply(deal_from_seed(7, Seat.NORTH, TWO_HAND_WIDOW))
    while state.phase is Phase.BUILD:
        state = state.apply(Keep(state.to_act))
    line = widow_action_sentence(Pass(Seat.EAST), state, ("You", "Lisa"), learner=Seat.NORTH)
    assert line == (
        "Lisa passes. You, the dealer, are stuck and win at 250: everyone else passed and "
        "nobody bid."
    )
