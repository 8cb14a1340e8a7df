"""Hypothesis properties of the auction (RULES.md, PARTNERSHIP Auction; TWO_HAND_WIDOW).

Random legal auctions end; the winner holds the highest bid made (or the dealer is stuck at
the minimum); ``apply`` accepts exactly what ``check`` allows.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pinochle_learn import (
    PARTNERSHIP,
    TWO_HAND_WIDOW,
    Auction,
    Bid,
    IllegalActionError,
    Pass,
    Seat,
)
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.seats import seats

RULESETS = st.sampled_from([PARTNERSHIP, TWO_HAND_WIDOW])


@st.composite
def auctions(draw):
    """A random legal auction, possibly unfinished: each step picks one of the legal actions."""
    ruleset = draw(RULESETS)
    auction = Auction(draw(st.sampled_from(seats(ruleset.players))), ruleset)
    for choice in draw(st.lists(st.integers(0, 9), max_size=40)):
        actions = auction.legal_actions()
        if not actions:
            break
        auction = auction.apply(actions[choice % len(actions)])
    return auction


def finish(auction):
    """Everyone still to act passes; returns the finished auction and the passes made."""
    steps = 0
    while not auction.is_over:
        auction = auction.apply(Pass(auction.to_act))
        steps += 1
    return auction, steps


@given(auctions())
def test_random_legal_auctions_end_once_the_others_pass(auction):
    done, steps = finish(auction)
    assert done.is_over
    assert steps <= auction.ruleset.players - 1
    assert done.legal_actions() == ()
    assert done.to_act is None


@given(auctions())
def test_winner_holds_the_highest_bid_or_the_dealer_is_stuck_at_the_minimum(auction):
    done, _ = finish(auction)
    if done.bids:
        top = max(done.bids, key=lambda b: b.amount)
        assert (done.winner, done.winning_bid) == (top.seat, top.amount)
        assert done.bids[-1] == top
        assert not done.stuck
    else:
        assert (done.winner, done.winning_bid) == (done.dealer, done.ruleset.min_bid)
        assert done.stuck
    assert done.winner not in done.passed
    assert len(done.passed) == done.ruleset.players - 1


@given(auctions())
def test_bids_rise_by_an_allowed_raise_and_open_at_the_minimum(auction):
    amounts = [b.amount for b in auction.bids]
    if amounts:
        assert amounts[0] == auction.ruleset.min_bid
    for low, high in itertools.pairwise(amounts):
        assert high - low in auction.ruleset.bid_raises


@given(auctions())
def test_passed_players_never_act_again(auction):
    passed: set[Seat] = set()
    for action in auction.history:
        assert action.seat not in passed
        if isinstance(action, Pass):
            passed.add(action.seat)


@given(
    auctions(),
    st.sampled_from(list(Seat)),
    st.one_of(st.none(), st.integers(200, 400)),
)
def test_apply_accepts_exactly_what_check_allows(auction, seat, amount):
    action = Pass(seat) if amount is None else Bid(seat, amount)
    verdict = auction.check(action)
    assert verdict.legal == auction.can(action)
    assert verdict.legal == (action in auction.legal_actions())
    if verdict.legal:
        after = auction.apply(action)
        assert after.history == (*auction.history, action)
    else:
        with pytest.raises(IllegalActionError) as info:
            auction.apply(action)
        assert error_text(info.value) == (
            f"{action} refused in the auction: {reason_text(verdict.reason)}"
        )


@given(auctions())
def test_history_replays_to_the_same_auction(auction):
    again = Auction(auction.dealer, auction.ruleset, auction.history)
    assert again == auction
    assert again._tally == auction._tally  # apply moves the tally on without replaying
    assert (again.to_act, again.current_bid, again.passed) == (
        auction.to_act,
        auction.current_bid,
        auction.passed,
    )
