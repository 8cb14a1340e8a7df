"""Hypothesis properties of round scoring (RULES.md, PARTNERSHIP Round score, Throw-in, Game)."""

from __future__ import annotations

from hypothesis import assume, given
from hypothesis import strategies as st

from pinochle_learn import PARTNERSHIP, Outcome, can_throw_in, score_round

TOTAL = PARTNERSHIP.total_trick_points


@st.composite
def rounds(draw):
    bid = draw(st.integers(25, 60)) * 10
    team = draw(st.integers(0, 1))
    meld = (draw(st.integers(0, 80)) * 10, draw(st.integers(0, 80)) * 10)
    taken = draw(st.integers(0, TOTAL // 10)) * 10
    totals = (draw(st.integers(-200, 200)) * 10, draw(st.integers(-200, 200)) * 10)
    return {
        "bid": bid,
        "bidding_team": team,
        "meld": meld,
        "tricks": (taken, TOTAL - taken),
        "totals": totals,
    }


@given(rounds())
def test_totals_are_the_old_totals_plus_the_deltas(figures):
    s = score_round(**figures)
    assert s.totals == tuple(t + d for t, d in zip(figures["totals"], s.deltas, strict=True))


@given(rounds())
def test_bidders_either_make_it_with_at_least_the_bid_or_lose_exactly_the_bid(figures):
    s = score_round(**figures)
    delta = s.deltas[figures["bidding_team"]]
    assert (s.made and delta >= figures["bid"]) or (not s.made and delta == -figures["bid"])


@given(rounds())
def test_opponents_never_lose_points(figures):
    s = score_round(**figures)
    other = 1 - figures["bidding_team"]
    assert s.deltas[other] >= 0
    assert s.teams[other].outcome in (Outcome.COUNTED, Outcome.NOTHING)


@given(rounds())
def test_a_team_without_trick_points_never_gains(figures):
    s = score_round(**figures)
    for team in (0, 1):
        if figures["tricks"][team] == 0:
            assert s.deltas[team] <= 0


@given(rounds())
def test_throw_in_costs_the_bid_and_gives_the_others_their_meld(figures):
    bid, team, meld = figures["bid"], figures["bidding_team"], figures["meld"]
    assume(can_throw_in(bid, meld[team]))
    s = score_round(bid=bid, bidding_team=team, meld=meld, totals=figures["totals"])
    assert s.deltas[team] == -bid
    assert s.deltas[1 - team] == meld[1 - team]
    assert s.made is False


@given(rounds())
def test_game_over_exactly_when_a_team_reaches_the_target(figures):
    s = score_round(**figures)
    reached = [t for t in (0, 1) if s.totals[t] >= PARTNERSHIP.target_score]
    assert s.game_over == bool(reached)
    if len(reached) == 2:
        assert s.winner == figures["bidding_team"]
    elif reached:
        assert s.winner == reached[0]
