"""The cutthroat table's words (render/cutthroat_text): the game's end said of you, the
widow shown once taken, the bury counted at the score."""

from __future__ import annotations

from pinochle_learn import THREE_HAND_CUTTHROAT, Bid, Bury, DeclareTrump, Pass, Seat, Suit
from pinochle_learn.render.cutthroat_text import (
    bury_counted_sentence,
    cutthroat_score_lines,
    widow_shown_sentence,
)
from pinochle_learn.scoring import score_round
from pinochle_learn.state import RoundState, deal_from_seed

NAMES = ("Bill", "Lisa", "You")


def test_the_higher_total_said_of_you_reads_yours():
    # #cutthroat.several-reach: Bill (the bid winner) is set at 1000; Lisa 1420 + 150 = 1570
    # and You 1480 + 100 = 1580 both pass 1500: the higher total, yours, wins.
    s = score_round(
        THREE_HAND_CUTTHROAT,
        bid=300,
        bidding_team=0,
        meld=(100, 50, 50),
        tricks=(100, 100, 50),
        totals=(1000, 1420, 1480),
    )
    assert cutthroat_score_lines(s, NAMES)[-1] == (
        "Both players reach 1500 at the count (1570 and 1580): the higher total, yours, "
        "wins the game."
    )


def _after_auction() -> RoundState:
    state = RoundState(THREE_HAND_CUTTHROAT, Seat.EAST)
    state = state.apply(deal_from_seed(4, Seat.EAST, THREE_HAND_CUTTHROAT))
    for action in (Bid(Seat.SOUTH, 250), Pass(Seat.NORTH)):
        state = state.apply(action)
    assert widow_shown_sentence(state, NAMES) == ""  # still face down
    return state.apply(Pass(Seat.EAST))


def test_the_widow_is_named_once_taken():
    state = _after_auction()
    widow = state.history[0].stock  # type: ignore[attr-defined]
    labels = " ".join(c.label for c in widow)
    assert widow_shown_sentence(state, NAMES) == (
        f"You turn the widow face up for all to see, {labels}, and take it: 18 cards."
    )


def test_the_bury_is_counted_for_the_bid_winner_by_hand():
    state = _after_auction().apply(DeclareTrump(Seat.SOUTH, Suit.SPADES))
    held = state.hands[Seat.SOUTH].cards[:3]
    state = state.apply(Bury(Seat.SOUTH, held))
    points = sum(10 for c in held if c.rank.short in ("A", "10", "K"))  # #cutthroat.counting
    labels = " ".join(c.label for c in held)
    assert bury_counted_sentence(state, NAMES) == (
        f"The bury, {labels}, held {points} counter point{'s' if points != 1 else ''}: "
        "counted in your trick points."
    )
