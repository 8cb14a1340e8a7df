"""One test per auction rule of RULES.md (PARTNERSHIP Seats and deal, Auction; TWO_HAND_WIDOW).

Seats: NORTH, EAST, SOUTH, WEST clockwise; the player left of the dealer is the next clockwise.
"""

from __future__ import annotations

import re

import pytest

from pinochle_learn import (
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    Auction,
    Bid,
    IllegalActionError,
    Pass,
    Play,
    RulesetError,
    Seat,
    parse_cards,
    team_of,
)
from pinochle_learn.reasons import Reason, Why
from pinochle_learn.render.error_text import error_text

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def run(dealer, *actions, ruleset=None):
    auction = Auction(dealer) if ruleset is None else Auction(dealer, ruleset)
    for action in actions:
        auction = auction.apply(action)
    return auction


def test_partners_sit_opposite_and_play_passes_to_the_left():
    assert [N.partner, E.partner, S.partner, W.partner] == [S, W, N, E]
    assert [N.next(), E.next(), S.next(), W.next()] == [E, S, W, N]
    assert [team_of(s) for s in (N, E, S, W)] == [0, 1, 0, 1]


def test_player_left_of_dealer_bids_first():
    assert Auction(N).to_act is E
    assert Auction(W).to_act is N


def test_opening_bid_must_be_250():
    a = Auction(N)
    assert a.can(Bid(E, 250))
    assert not a.can(Bid(E, 260))
    assert a.check(Bid(E, 240)).reason == Reason(Why.OPENING_BID_IS, bid=250)
    assert a.allowed_bids() == (250,)


def test_raises_of_10_and_20_accepted():
    a = run(N, Bid(E, 250))
    assert a.can(Bid(S, 260))
    assert a.can(Bid(S, 270))
    assert a.allowed_bids() == (260, 270)
    assert run(N, Bid(E, 250), Bid(S, 270), Bid(W, 280)).current_bid == 280


def test_raise_of_30_refused_with_the_rule_in_the_message():
    a = run(N, Bid(E, 250))
    assert not a.can(Bid(S, 280))
    with pytest.raises(IllegalActionError) as info:
        a.apply(Bid(S, 280))
    assert error_text(info.value) == (
        "Bid(seat=SOUTH, amount=280) refused in the auction: a raise must be +10 or +20 over 250"
    )


def test_equal_or_lower_bid_refused():
    a = run(N, Bid(E, 250), Bid(S, 270))
    assert a.check(Bid(W, 270)).reason == Reason(Why.RAISE_NOT_ALLOWED, bid=270, figures=(10, 20))
    assert not a.can(Bid(W, 260))


def test_passed_player_may_not_bid_again():
    # East passes; South, West and North bid; East's turn would come again but East is out.
    a = run(N, Pass(E), Bid(S, 250), Bid(W, 260), Bid(N, 270))
    with pytest.raises(IllegalActionError) as info:
        a.apply(Bid(E, 280))
    assert error_text(info.value) == (
        "Bid(seat=EAST, amount=280) refused in the auction: "
        "East has passed and is skipped for the rest of the auction"
    )


def test_passed_players_are_skipped():
    # East passed: after North bids, South (not East) is next.
    a = run(N, Pass(E), Bid(S, 250), Bid(W, 260), Bid(N, 270))
    assert a.to_act is S
    assert a.passed == frozenset({E})
    assert a.active == (S, W, N)


def test_out_of_turn_refused():
    a = Auction(N)
    assert a.check(Bid(S, 250)).reason == Reason(Why.NOT_YOUR_TURN, seat=E, other=S)


def test_last_player_not_passed_wins_at_their_last_bid():
    # South bids 250 then 280 (after West's 260); West and North pass, East passed first.
    a = run(N, Pass(E), Bid(S, 250), Bid(W, 260), Pass(N), Bid(S, 280), Pass(W))
    assert a.is_over
    assert (a.winner, a.winning_bid, a.stuck) == (S, 280, False)
    assert a.last_bid(S) == 280
    assert a.to_act is None
    assert a.legal_actions() == ()


def test_all_pass_dealer_is_stuck_at_250():
    # The three players left of the dealer pass: the dealer wins at 250 without bidding.
    a = run(W, Pass(N), Pass(E), Pass(S))
    assert a.is_over
    assert (a.winner, a.winning_bid, a.stuck) == (W, 250, True)
    assert a.bids == ()
    assert a.why == Reason(Why.DEALER_STUCK, seat=W, bid=250)


def test_decision_stuck_dealer_gets_no_turn_to_bid_higher():
    a = run(W, Pass(N), Pass(E), Pass(S))
    with pytest.raises(IllegalActionError) as caught:
        a.apply(Bid(W, 260))
    assert re.search("the auction is over", error_text(caught.value))


def test_dealer_who_bids_wins_at_own_bid():
    a = run(W, Pass(N), Pass(E), Bid(S, 250), Bid(W, 270), Pass(S))
    assert (a.winner, a.winning_bid) == (W, 270)


def test_legal_actions_are_the_allowed_bids_then_pass():
    a = run(N, Bid(E, 250))
    assert a.legal_actions() == (Bid(S, 260), Bid(S, 270), Pass(S))


def test_only_bids_and_passes_belong_to_the_auction():
    card = parse_cards("H14")[0]
    assert Auction(N).check(Play(E, card)).reason == Reason(Why.NOT_AN_AUCTION_ACTION, token="Play")


def test_history_is_replayed_and_checked():
    a = Auction(N, history=(Bid(E, 250), Pass(S)))
    assert (a.current_bid, a.to_act) == (250, W)
    with pytest.raises(IllegalActionError) as caught:
        Auction(N, history=(Bid(E, 300),))
    assert re.search("opening bid must be 250", error_text(caught.value))


def test_apply_returns_a_new_auction_and_keeps_the_old():
    a = Auction(N)
    b = a.apply(Bid(E, 250))
    assert a.history == () and b.history == (Bid(E, 250),)


def test_two_hand_widow_raises_of_10_and_a_pass_ends_it():
    # Two players, NORTH and EAST. Dealer EAST: NORTH bids first; raises are +10 only.
    a = run(E, Bid(N, 250), ruleset=TWO_HAND_WIDOW)
    assert a.allowed_bids() == (260,)
    assert not a.can(Bid(E, 270))
    a = a.apply(Bid(E, 260)).apply(Pass(N))
    assert (a.is_over, a.winner, a.winning_bid) == (True, E, 260)


def test_two_hand_widow_first_pass_leaves_the_dealer_at_250():
    a = run(E, Pass(N), ruleset=TWO_HAND_WIDOW)
    assert (a.winner, a.winning_bid, a.stuck) == (E, 250, True)


def test_no_auction_in_the_stock_game_and_no_third_seat_in_two_hand():
    with pytest.raises(RulesetError, match="has no auction"):
        Auction(N, TWO_HAND_STOCK)
    with pytest.raises(RulesetError, match="NORTH and EAST"):
        Auction(S, TWO_HAND_WIDOW)
