"""The cutthroat table's words (render/cutthroat_text): the game's end said of you, the
widow shown once taken, the bury counted at the score."""

from __future__ import annotations

from pinochle_learn import THREE_HAND_CUTTHROAT, Bid, Bury, DeclareTrump, Pass, Seat, Suit
from pinochle_learn.render.cutthroat_text import (
    bury_counted_sentence,
    cutthroat_prompt,
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
        "Two players reach 1500 at the count (1570 and 1580): the higher total, yours, "
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


def test_the_bid_prompt_offers_what_the_auction_allows():
    # RULES.md, THREE_HAND_CUTTHROAT: the opening bid is exactly 250 (min_bid), each later bid
    # raises by 10 (bid_raises); the engine refuses 260 as an opening, so the prompt may not
    # say "250 or more". You (South) bid first (East deals); after your 250 and Bill's pass,
    # Lisa may bid 260 only.
    state = RoundState(THREE_HAND_CUTTHROAT, Seat.EAST)
    state = state.apply(deal_from_seed(4, Seat.EAST, THREE_HAND_CUTTHROAT))
    assert not state.can(Bid(Seat.SOUTH, 260))
    assert cutthroat_prompt(state, Seat.SOUTH, NAMES) == (
        "Your bid: open at exactly 250 (each later bid raises the bid by 10), or pass (a player "
        "who passes is out of the auction; the widow goes to the bid winner)."
    )
    state = state.apply(Bid(Seat.SOUTH, 250)).apply(Pass(Seat.NORTH))
    assert cutthroat_prompt(state, Seat.EAST, NAMES) == (
        "The bid is 250 (you). Bid 260, or pass: a player who passes is out of the auction."
    )


def test_the_score_table_names_one_player_bidder_or_opponent():
    # A side of one player is "bidder"/"opponent", not "bidders"/"opponents" (East won the bid).
    from pinochle_learn.render.score_text import score_rows

    s = score_round(
        THREE_HAND_CUTTHROAT, bid=300, bidding_team=1, meld=(60, 200, 20), tricks=(50, 120, 80)
    )
    assert [row["role"] for row in score_rows(s)] == ["opponent", "bidder", "opponent"]
