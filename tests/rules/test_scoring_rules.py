"""One test per scoring rule of RULES.md (PARTNERSHIP Counting, Throw-in, Round score, Game).

Every expected value is worked out by hand in the comment above it. Units: meld points, trick
points (counters plus the last trick, 250 in a deal) and game points.
"""

from __future__ import annotations

import re

import pytest

from pinochle_learn import (
    PARTNERSHIP,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    Outcome,
    ScoreError,
    SetPenalty,
    ZeroTrickRule,
    can_throw_in,
    check_throw_in,
    game_result,
    score_round,
)
from pinochle_learn.figure_checks import FigureWhy
from pinochle_learn.reasons import Reason, Why
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.score_sentences import game_text, score_sentence
from pinochle_learn.render.score_text import score_rows
from pinochle_learn.scoring import GameReason, GameWhy, ScoreReason, ScoreWhy


def test_deal_holds_250_trick_points():
    # 8 aces, 8 tens, 8 kings at 10 each = 240, plus 10 for the last trick = 250.
    assert PARTNERSHIP.total_trick_points == 250


def test_bidders_who_reach_the_bid_add_meld_and_all_trick_points():
    # Bid 300; bidders 120 meld + 180 trick points = 300 >= 300: made, +300.
    # Others took 70 trick points, so their 60 meld counts: 60 + 70 = +130.
    s = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(180, 70))
    assert s.deltas == (300, 130)
    assert s.totals == (300, 130)
    assert s.made is True
    assert s.teams[0].outcome is Outcome.MADE
    assert s.teams[1].outcome is Outcome.COUNTED


def test_bidders_add_all_their_points_not_just_the_bid():
    # Bid 250; 200 meld + 200 trick points = 400 >= 250: +400, not +250.
    s = score_round(bid=250, bidding_team=1, meld=(0, 200), tricks=(50, 200))
    assert s.deltas == (50, 400)


def test_bidders_short_of_the_bid_are_set_and_lose_the_bid():
    # Bid 300; 120 meld + 170 trick points = 290 < 300: set, adds nothing, -300.
    # Others: 60 meld + 80 trick points = +140.
    s = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(170, 80))
    assert s.deltas == (-300, 140)
    assert s.made is False
    assert s.teams[0].outcome is Outcome.SET
    assert s.teams[0].counted is False
    assert s.teams[0].reason == ScoreReason(
        ScoreWhy.SET, 0, 4, 120, 170, 300, ZeroTrickRule.TRICK_POINTS, SetPenalty.BID, 290, 300
    )


def test_bidders_reaching_the_bid_exactly_make_it():
    # Bid 300; 100 meld + 200 trick points = 300, "at least the bid": made.
    s = score_round(bid=300, bidding_team=0, meld=(100, 0), tricks=(200, 50))
    assert (s.made, s.deltas) == (True, (300, 50))


def test_team_with_no_trick_points_scores_nothing_whatever_its_meld():
    # Others' tricks hold no counter and not the last trick: 0 trick points, so their
    # 60 meld is lost: 0. Bidders: 120 + 250 = 370 >= 300: +370.
    s = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(250, 0))
    assert s.deltas == (370, 0)
    assert s.teams[1].outcome is Outcome.NOTHING
    assert s.teams[1].counted is False
    reason = s.teams[1].reason
    assert (reason.code, reason.points, reason.zero_rule) == (
        ScoreWhy.NOTHING,
        0,
        ZeroTrickRule.TRICK_POINTS,
    )


def test_other_team_with_10_trick_points_adds_meld_and_trick_points():
    # Only the last trick (10): 60 meld + 10 = +70.
    s = score_round(bid=250, bidding_team=0, meld=(100, 60), tricks=(240, 10))
    assert s.deltas == (340, 70)


def test_decision_bidding_team_with_no_trick_points_is_set():
    # Bidders meld 400 >= bid 300, but no trick points: set, meld does not count: -300.
    # Others: 60 + 250 = +310.
    s = score_round(bid=300, bidding_team=0, meld=(400, 60), tricks=(0, 250))
    assert s.deltas == (-300, 310)
    assert s.made is False
    assert s.teams[0].outcome is Outcome.SET
    assert (s.teams[0].reason.code, s.teams[0].reason.loss) == (ScoreWhy.SET_NO_TRICKS, 300)


def test_throw_in_allowed_when_bid_exceeds_meld_plus_250():
    # 300 > 40 + 250 = 290: allowed. 300 > 50 + 250 = 300 is false: refused.
    assert can_throw_in(300, 40) is True
    assert can_throw_in(300, 50) is False
    assert check_throw_in(300, 50).reason == Reason(Why.MUST_PLAY, bid=300, figures=(50, 250, 300))


def test_throw_in_seed_example_bill_330_with_60_meld():
    # The seeds: Bill bid 330 with 60 meld: 330 > 60 + 250 = 310, so he may throw in.
    assert can_throw_in(330, 60) is True


def test_throw_in_loses_the_bid_and_other_team_adds_its_meld():
    # Team 1 bid 330 with 60 meld and throws in: -330. Team 0 adds its meld, 90; no tricks.
    s = score_round(bid=330, bidding_team=1, meld=(90, 60), totals=(200, 100))
    assert s.thrown_in is True
    assert s.deltas == (90, -330)
    assert s.totals == (290, -230)
    assert s.made is False
    assert s.teams[1].outcome is Outcome.THROWN_IN
    assert s.teams[0].outcome is Outcome.MELD_ONLY
    assert s.teams[0].trick_points is None


def test_throw_in_refused_at_a_difference_of_250():
    # 300 - 50 = 250: not more than 250, so the hand must be played.
    with pytest.raises(ScoreError) as caught:
        score_round(bid=300, bidding_team=0, meld=(50, 60), thrown_in=True)
    assert re.search(r"not more than 50 meld \+ 250 = 300", error_text(caught.value))
    (problem,) = caught.value.problems
    assert problem.code is FigureWhy.THROW_IN_REFUSED
    assert problem.reason == Reason(Why.MUST_PLAY, bid=300, figures=(50, 250, 300))


def test_scores_may_go_negative():
    # From 100, set at 300: 100 - 300 = -200.
    s = score_round(bid=300, bidding_team=0, meld=(20, 60), tricks=(100, 150), totals=(100, 0))
    assert s.totals == (-200, 210)


def test_game_won_by_the_team_reaching_1500():
    # Team 1: 1400 + 60 + 80 = 1540 >= 1500; team 0: 1000 - 300 = 700.
    s = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(170, 80), totals=(1000, 1400))
    assert s.totals == (700, 1540)
    assert (s.game_over, s.winner) == (True, 1)


def test_both_over_1500_the_bidders_win_whatever_the_scores():
    # Bidders 1300 + 250 = 1550; others 1490 + 120 = 1610, more, but the bidders win.
    s = score_round(bid=250, bidding_team=0, meld=(100, 20), tricks=(150, 100), totals=(1300, 1490))
    assert s.totals == (1550, 1610)
    assert s.winner == 0
    assert s.game_reason == GameReason(GameWhy.BOTH_REACH, (1550, 1610), 1500, 4, 0)


def test_game_goes_on_below_1500():
    assert game_result((1490, 1200), bidding_team=0) == (
        None,
        GameReason(GameWhy.GOES_ON, (1490, 1200), 1500, 4),
    )


def test_why_lists_bidders_then_others_then_the_game():
    s = score_round(bid=300, bidding_team=1, meld=(120, 60), tricks=(60, 190))
    assert [*(score_sentence(r) for r in s.reasons), game_text(s.game_reason)] == [
        "Team 1 is set on its bid of 300: 60 meld + 190 trick points = 250 is less, "
        "so it adds nothing and loses the bid, 300.",
        "Team 0 took trick points, so its meld counts: it adds 120 meld + 60 trick points = 180.",
        "Neither team has reached 1500: the game goes on.",
    ]


def test_to_rows_is_one_dict_per_team_of_figures_and_codes():
    # Bid 300 made with 120 meld + 180 trick points = 300: the bidders add 300; the
    # opponents add 60 + 70 = 130 (RULES.md, PARTNERSHIP Round score).
    s = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(180, 70))
    rows = s.to_rows()
    assert [r["team"] for r in rows] == [0, 1]
    assert rows[0] == {
        "team": 0,
        "bidding": True,
        "bid": 300,
        "meld": 120,
        "trick_points": 180,
        "counted": True,
        "outcome": "made",
        "before": 0,
        "change": 300,
        "after": 300,
        "code": "made",
    }
    assert rows[1]["bidding"] is False and rows[1]["bid"] is None and rows[1]["change"] == 130


def test_score_rows_word_the_columns_in_render():
    s = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(180, 70))
    rows = score_rows(s)
    assert {k: rows[0][k] for k in ("seats", "role", "trick points", "change")} == {
        "seats": "North–South",
        "role": "bidders",
        "trick points": 180,
        "change": 300,
    }
    assert (rows[1]["seats"], rows[1]["role"]) == ("East–West", "opponents")
    assert rows[0]["why"] == score_sentence(s.teams[0].reason)


# -- rule options --------------------------------------------------------------------------------


def test_option_set_penalty_shortfall_loses_bid_minus_points_made():
    # Bid 300, 120 + 110 = 230: shortfall 300 - 230 = 70.
    rules = PARTNERSHIP.variant(set_penalty=SetPenalty.SHORTFALL)
    s = score_round(rules, bid=300, bidding_team=0, meld=(120, 60), tricks=(110, 140))
    assert s.deltas == (-70, 200)


def test_option_set_penalty_bid_plus_meld():
    # Bid 300, 120 meld, set: -(300 + 120) = -420.
    rules = PARTNERSHIP.variant(set_penalty=SetPenalty.BID_PLUS_MELD)
    s = score_round(rules, bid=300, bidding_team=0, meld=(120, 60), tricks=(110, 140))
    assert s.deltas == (-420, 200)


def test_option_shortfall_with_no_trick_points_loses_the_whole_bid():
    # No trick points: the meld does not count, so nothing was made: shortfall = 300.
    rules = PARTNERSHIP.variant(set_penalty=SetPenalty.SHORTFALL)
    s = score_round(rules, bid=300, bidding_team=0, meld=(120, 60), tricks=(0, 250))
    assert s.deltas[0] == -300


def test_option_zero_trick_rule_tricks_saves_meld_with_a_trick_of_no_counters():
    # Others took one trick of no counters: 0 trick points, but a trick: 60 meld counts.
    rules = PARTNERSHIP.variant(zero_trick_rule=ZeroTrickRule.TRICKS)
    s = score_round(
        rules, bid=300, bidding_team=0, meld=(120, 60), tricks=(250, 0), tricks_won=(11, 1)
    )
    assert s.deltas == (370, 60)
    s = score_round(
        rules, bid=300, bidding_team=0, meld=(120, 60), tricks=(250, 0), tricks_won=(12, 0)
    )
    assert s.deltas == (370, 0)


def test_option_zero_trick_rule_tricks_needs_tricks_won_for_a_team_without_points():
    rules = PARTNERSHIP.variant(zero_trick_rule=ZeroTrickRule.TRICKS)
    with pytest.raises(ScoreError) as caught:
        score_round(rules, bid=300, bidding_team=0, meld=(120, 60), tricks=(250, 0))
    assert re.search("say how many tricks Team 1 took", error_text(caught.value))
    assert [(p.code, p.team) for p in caught.value.problems] == [(FigureWhy.WON_NEEDED, 1)]


def test_option_zero_trick_rule_none_counts_meld_without_trick_points():
    rules = PARTNERSHIP.variant(zero_trick_rule=ZeroTrickRule.NONE)
    s = score_round(rules, bid=300, bidding_team=0, meld=(120, 60), tricks=(250, 0))
    assert s.deltas == (370, 60)


def test_option_throw_in_margin():
    rules = PARTNERSHIP.variant(throw_in_margin=200)
    assert can_throw_in(300, 90, rules) is True  # 300 > 290
    assert can_throw_in(300, 100, rules) is False  # 300 = 300


def test_two_hand_widow_defaults_shortfall_and_no_zero_trick_rule_to_1000():
    # Widow: bidder (player 1) 60 + 200 = 260 < 300: shortfall 40. Player 0: 90 + 50 = 140.
    s = score_round(TWO_HAND_WIDOW, bid=300, bidding_team=1, meld=(90, 60), tricks=(50, 200))
    assert s.deltas == (140, -40)
    s = score_round(TWO_HAND_WIDOW, bid=250, bidding_team=1, meld=(90, 300), tricks=(0, 250))
    assert s.deltas == (90, 550)
    s = score_round(
        TWO_HAND_WIDOW, bid=250, bidding_team=0, meld=(0, 0), tricks=(250, 0), totals=(800, 0)
    )
    assert s.winner == 0
    assert not can_throw_in(600, 0, TWO_HAND_WIDOW)


# -- figures that are not a round --------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"tricks": (180, 60)}, r"Trick points must add up to 250: 180 \+ 60 = 240\."),
        ({"tricks": (260, -10)}, "Trick points cannot be negative: Team 1 has -10."),
        ({"bidding_team": 2}, "2 is not a side: the teams are 0 and 1."),
        ({"bid": 240}, "No auction ends at 240: .* so a bid is at least 250."),
        # Opening 250, raises of exactly +10 or +20 (RULES.md, Auction): no auction ends at 255.
        ({"bid": 255}, "No auction ends at 255: the opening bid is 250 and each raise is [+]10 or"),
        ({"meld": (120,)}, "two whole numbers"),
        ({"thrown_in": False, "tricks": None}, "Give each team's trick points"),
        ({"thrown_in": True}, "A hand thrown in plays no tricks"),
        ({"tricks_won": (12, 0)}, "Team 1 took no trick but 70 trick points"),
    ],
)
def test_bad_figures_raise_score_error_quoting_them(kwargs, message):
    figures = {"bid": 300, "bidding_team": 0, "meld": (120, 60), "tricks": (180, 70), **kwargs}
    with pytest.raises(ScoreError) as caught:
        score_round(**figures)
    assert re.search(message, error_text(caught.value))


def test_stock_game_has_no_bid_to_score():
    with pytest.raises(ScoreError) as caught:
        score_round(TWO_HAND_STOCK, bid=300, bidding_team=0, meld=(0, 0), tricks=(250, 0))
    assert re.search("no auction", error_text(caught.value))
