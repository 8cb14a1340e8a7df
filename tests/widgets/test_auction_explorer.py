"""AuctionExplorer driven headless by button clicks (RULES.md, PARTNERSHIP Auction)."""

from __future__ import annotations

import pytest

from pinochle_learn import Bid, Pass, Seat
from pinochle_widgets import AuctionExplorer


def labels(explorer: AuctionExplorer) -> list[str]:
    return [button.description for button in explorer.actions_box.children]


def test_opening_bid_is_250_and_the_seat_left_of_the_dealer_bids_first() -> None:
    explorer = AuctionExplorer(Seat.WEST)
    assert explorer.auction.to_act is Seat.NORTH
    assert labels(explorer) == ["Bid 250", "Pass"]
    assert 'data-seat="NORTH"' in explorer.to_act.value


def test_raise_of_30_is_not_offered_and_is_refused_with_the_rule() -> None:
    explorer = AuctionExplorer(Seat.WEST)
    explorer.button(Bid(Seat.NORTH, 250)).click()
    assert labels(explorer) == ["Bid 260", "Bid 270", "Pass"]
    with pytest.raises(KeyError):
        explorer.button(Bid(Seat.EAST, 280))
    explorer.try_amount.value = 280
    explorer.try_button.click()
    assert "a raise must be +10 or +20 over 250" in explorer.message.value
    assert 'class="pl-message pl-error"' in explorer.message.value
    assert explorer.auction.history == (Bid(Seat.NORTH, 250),)
    # +20 through the box is allowed.
    explorer.try_amount.value = 270
    explorer.try_button.click()
    assert explorer.auction.current_bid == 270


def test_all_pass_leaves_the_dealer_stuck_at_250() -> None:
    explorer = AuctionExplorer(Seat.SOUTH)
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        explorer.button(Pass(seat)).click()
    auction = explorer.auction
    assert auction.is_over and auction.stuck
    assert auction.winner is Seat.SOUTH and auction.winning_bid == 250
    assert labels(explorer) == []
    view = explorer.view.value
    assert '<strong id="auction-winner" data-seat="SOUTH">South</strong>' in view
    assert "South, the dealer, is stuck and wins at 250" in view
    assert explorer.try_button.disabled


def test_passed_players_are_skipped_and_the_last_bidder_wins() -> None:
    explorer = AuctionExplorer(Seat.WEST)
    for action in (
        Bid(Seat.NORTH, 250),
        Pass(Seat.EAST),
        Bid(Seat.SOUTH, 270),
        Bid(Seat.WEST, 280),
        Bid(Seat.NORTH, 300),
    ):
        explorer.button(action).click()
    # East passed: after North it is South's turn.
    assert explorer.auction.to_act is Seat.SOUTH
    assert 'data-seat="EAST" data-state="passed"' in explorer.view.value
    explorer.button(Pass(Seat.SOUTH)).click()
    explorer.button(Pass(Seat.WEST)).click()
    assert explorer.auction.winner is Seat.NORTH
    assert explorer.auction.winning_bid == 300
    assert "North won the auction at 300: every other player passed." in explorer.view.value


def test_step_back_and_change_of_dealer() -> None:
    explorer = AuctionExplorer(Seat.WEST)
    explorer.button(Bid(Seat.NORTH, 250)).click()
    explorer.button(Bid(Seat.EAST, 260)).click()
    explorer.back_button.click()
    assert explorer.auction.history == (Bid(Seat.NORTH, 250),)
    assert "Took back: East bids 260" in explorer.message.value
    assert labels(explorer) == ["Bid 260", "Bid 270", "Pass"]
    explorer.dealer_picker.value = Seat.EAST
    assert explorer.auction.dealer is Seat.EAST and explorer.auction.history == ()
    assert explorer.auction.to_act is Seat.SOUTH
    assert explorer.back_button.disabled


def test_names_replace_seats() -> None:
    explorer = AuctionExplorer(Seat.WEST, names=("Bill", "Lisa", "You", "Mike"))
    explorer.button(Pass(Seat.NORTH)).click()
    assert "Bill passes" in explorer.view.value
    assert "Lisa to bid" in explorer.view.value
    assert [label for label, _ in explorer.dealer_picker.options] == ["Bill", "Lisa", "You", "Mike"]


NAMES = ("Bill", "Lisa", "You", "Mike")


def test_the_learner_deals_and_wins_in_the_second_person() -> None:
    explorer = AuctionExplorer(Seat.SOUTH, names=NAMES)
    tooltips = list(explorer.dealer_picker.tooltips)
    assert tooltips[2] == "You deal; the next seat to the left bids first"
    assert tooltips[0] == "Bill deals; the next seat to the left bids first"
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        explorer.button(Pass(seat)).click()
    result = explorer.view.value
    assert "<strong>You</strong> win the auction at <strong>250</strong>: you name trump, " in (
        result.replace(' id="auction-winner" data-seat="SOUTH"', "")
    )
    assert "receive 4 cards from your partner and give 4 back, and lead the first trick." in result
    assert "names trump" not in result and "You wins" not in result


def test_another_winner_is_told_in_the_third_person() -> None:
    explorer = AuctionExplorer(Seat.WEST, names=NAMES)
    explorer.button(Bid(Seat.NORTH, 250)).click()
    for seat in (Seat.EAST, Seat.SOUTH, Seat.WEST):
        explorer.button(Pass(seat)).click()
    assert (
        "</strong> wins the auction at <strong>250</strong>: names trump, receives 4 cards from "
        "the partner and gives 4 back, and leads the first trick."
    ) in explorer.view.value
