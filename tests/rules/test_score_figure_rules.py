"""Figures that cannot be a round, one test per problem code (``pinochle_learn.figure_checks``).

Each expected value is worked out by hand from RULES.md in the comment above it: PARTNERSHIP
Auction (open 250, raise +10 or +20), Meld (every meld a multiple of 10), Counting (A, 10, K
at 10 and the last trick 10: 250), Throw-in (bid > meld + 250); TWO_HAND_WIDOW (raises of 10,
traditional counting A 11 10 10 K 4 Q 3 J 2, no throw-in); TWO_HAND_STOCK (K and Q at 5, no
auction). The sentences are checked in their one home, ``render.figure_sentences``.
"""

from __future__ import annotations

import pytest

from pinochle_learn import (
    PARTNERSHIP,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    FigureWhy,
    ScoreError,
    ZeroTrickRule,
    check_figures,
    score_round,
)
from pinochle_learn.figure_checks import meld_step, read_figure, trick_step
from pinochle_learn.reasons import Reason, Why
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.figure_sentences import (
    _SENTENCES,
    deal_points_text,
    figure_sentence,
    problems_text,
)
from pinochle_learn.render.score_sentences import Side

GOOD = {"bid": 300, "bidding_team": 0, "meld": (120, 60), "tricks": (180, 70)}
SIDES = (Side("Bill and You", plural=True), Side("Lisa and Mike", plural=True))


def problems(ruleset=PARTNERSHIP, **changes):
    return check_figures(ruleset, **{**GOOD, **changes})


def only(ruleset=PARTNERSHIP, **changes):
    found = problems(ruleset, **changes)
    assert len(found) == 1, found
    return found[0]


def test_good_figures_have_no_problem():
    # 300 is 250 + 10 + 20 + 20; meld 120 and 60 in tens; 180 + 70 = 250.
    assert problems() == ()


def test_every_code_has_a_sentence():
    assert set(_SENTENCES) == set(FigureWhy)


def test_steps_come_from_the_ruleset_tables():
    # Every meld value is a multiple of 10 in all three games. Counters: PARTNERSHIP 10s;
    # the stock game's K and Q are 5; the widow game's K 4, Q 3, J 2 leave steps of 1.
    assert [meld_step(r) for r in (PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW)] == [10, 10, 10]
    assert [trick_step(r) for r in (PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW)] == [10, 5, 1]


def test_not_whole():
    assert read_figure("300", "bid") == 300
    bad = read_figure("3o0", "meld", 1)
    assert (bad.code, bad.field, bad.team, bad.token) == (FigureWhy.NOT_WHOLE, "meld", 1, "3o0")
    assert figure_sentence(bad, SIDES) == (
        "The meld points of Lisa and Mike: '3o0' is not a whole number; type one in the digits 0-9."
    )
    assert figure_sentence(read_figure(" ", "bid")) == "Type the bid: the box is empty."


def test_no_auction_in_the_stock_game():
    p = only(TWO_HAND_STOCK)
    assert (p.code, p.token) == (FigureWhy.NO_AUCTION, "two-hand-stock")


def test_bid_too_low():
    # 240 < 250, the opening bid.
    p = only(bid=240)
    assert (p.code, p.value, p.limit, p.figures) == (FigureWhy.BID_TOO_LOW, 240, 250, (10, 20))
    assert figure_sentence(p) == (
        "No auction ends at 240: the opening bid is 250 and each raise is +10 or +20, so a bid "
        "is at least 250."
    )


def test_bid_too_high():
    p = only(bid=10_010)
    assert (p.code, p.value, p.limit) == (FigureWhy.BID_TOO_HIGH, 10_010, 10_000)


def test_bid_not_on_a_bid_step():
    # 255 - 250 = 5: raises of 10 and 20 move in steps of 10, so 250 and 260 are the nearest.
    p = only(bid=255)
    assert (p.code, p.value, p.limit, p.step, p.nearest) == (
        FigureWhy.BID_OFF_STEP,
        255,
        250,
        10,
        (250, 260),
    )
    assert "so a bid is 250, 260, 270, … (try 250 or 260)." in figure_sentence(p)
    # The widow game raises by 10 only: 305 lies between 300 and 310.
    w = only(TWO_HAND_WIDOW, bid=305, tricks=(180, 70))
    assert (w.code, w.figures, w.nearest) == (FigureWhy.BID_OFF_STEP, (10,), (300, 310))
    assert "each raise is +10, so" in figure_sentence(w)


def test_not_a_side():
    p = only(bidding_team=2)
    assert (p.code, p.field, p.token) == (FigureWhy.NOT_A_SIDE, "bidding_team", "2")
    w = only(TWO_HAND_WIDOW, bidding_team=-1)
    assert figure_sentence(w) == "-1 is not a side: the players are 0 and 1."


def test_negative_meld():
    p = only(meld=(-50, 60))
    assert (p.code, p.field, p.team, p.value) == (FigureWhy.NEGATIVE, "meld", 0, -50)
    assert figure_sentence(p, SIDES) == "Meld points cannot be negative: Bill and You have -50."


def test_too_high_and_too_low():
    high = only(meld=(120, 10_010))
    assert (high.code, high.team, high.value, high.limit) == (FigureWhy.TOO_HIGH, 1, 10_010, 10_000)
    low = only(totals=(-10_010, 0))
    assert (low.code, low.field, low.value, low.limit) == (
        FigureWhy.TOO_LOW,
        "totals",
        -10_010,
        -10_000,
    )


def test_meld_comes_in_tens():
    # 95 is no sum of melds: every meld is a multiple of 10; the nearest are 90 and 100.
    p = only(meld=(95, 60))
    assert (p.code, p.field, p.team, p.value, p.step, p.nearest) == (
        FigureWhy.OFF_STEP,
        "meld",
        0,
        95,
        10,
        (90, 100),
    )
    assert figure_sentence(p, SIDES) == (
        "Meld points come in tens (every meld is worth a multiple of 10): Bill and You cannot "
        "have 95; try 90 or 100."
    )
    # The widow game's meld table is in tens too.
    assert only(TWO_HAND_WIDOW, meld=(120, 65)).code is FigureWhy.OFF_STEP


def test_trick_points_come_in_the_counters_steps():
    # PARTNERSHIP: 185 + 65 = 250, but each is no sum of tens: two problems, one per side.
    found = problems(tricks=(185, 65))
    assert [(p.code, p.team, p.nearest) for p in found] == [
        (FigureWhy.OFF_STEP, 0, (180, 190)),
        (FigureWhy.OFF_STEP, 1, (60, 70)),
    ]
    # The widow game counts A 11, 10 10, K 4, Q 3, J 2: 183 + 67 = 250 is a deal's split.
    assert problems(TWO_HAND_WIDOW, tricks=(183, 67)) == ()


def test_trick_points_must_add_up_to_the_deal():
    # 180 + 60 = 240, not 250.
    p = only(tricks=(180, 60))
    assert (p.code, p.figures, p.limit) == (FigureWhy.TRICKS_SUM, (180, 60), 250)
    assert figure_sentence(p) == "Trick points must add up to 250: 180 + 60 = 240."


def test_tricks_missing_and_tricks_in_a_throw_in():
    assert only(tricks=None, thrown_in=False).code is FigureWhy.TRICKS_MISSING
    # Bid 330 with 60 meld may be thrown in (330 > 310), but then no trick points.
    p = only(bid=330, meld=(60, 90), tricks=(250, 0), thrown_in=True)
    assert (p.code, p.figures) == (FigureWhy.TRICKS_THROWN_IN, (250, 0))


def test_tricks_won_must_add_up_to_the_round():
    # 12 tricks in a four-hand round: 7 + 6 = 13.
    p = only(tricks_won=(7, 6))
    assert (p.code, p.figures, p.limit) == (FigureWhy.WON_SUM, (7, 6), 12)
    assert figure_sentence(p) == "Tricks won must add up to 12: 7 + 6 = 13."


def test_trick_points_come_only_with_a_trick_won():
    p = only(tricks_won=(12, 0))
    assert (p.code, p.team, p.value) == (FigureWhy.POINTS_WITHOUT_TRICK, 1, 70)


def test_tricks_won_needed_under_the_no_trick_house_rule():
    rules = PARTNERSHIP.variant(zero_trick_rule=ZeroTrickRule.TRICKS)
    p = only(rules, tricks=(250, 0))
    assert (p.code, p.team) == (FigureWhy.WON_NEEDED, 1)


def test_throw_in_not_allowed():
    # 300 is not more than 50 + 250 = 300: the hand must be played.
    p = only(meld=(50, 60), tricks=None, thrown_in=True)
    assert (p.code, p.team, p.value) == (FigureWhy.THROW_IN_REFUSED, 0, 300)
    assert p.reason == Reason(Why.MUST_PLAY, bid=300, figures=(50, 250, 300))
    assert figure_sentence(p) == (
        "The hand may not be thrown in: the bid, 300, is not more than 50 meld + 250 = 300: "
        "the hand must be played."
    )
    # The widow game has no throw-in at all.
    w = only(TWO_HAND_WIDOW, meld=(0, 60), tricks=None, thrown_in=True)
    assert w.reason == Reason(Why.NO_THROW_IN, token="two-hand-widow")


def test_throw_in_not_judged_on_a_bad_bid_or_meld():
    # A bid off its step, or the bidders' meld not in tens: only those are named.
    assert [p.code for p in problems(bid=255, tricks=None, thrown_in=True)] == [
        FigureWhy.BID_OFF_STEP
    ]
    assert [p.code for p in problems(meld=(55, 0), tricks=None, thrown_in=True)] == [
        FigureWhy.OFF_STEP
    ]


def test_score_error_carries_every_problem_in_order():
    with pytest.raises(ScoreError) as caught:
        score_round(bid=255, bidding_team=0, meld=(95, 60), tricks=(180, 60))
    codes = [p.code for p in caught.value.problems]
    assert codes == [FigureWhy.BID_OFF_STEP, FigureWhy.OFF_STEP, FigureWhy.TRICKS_SUM]
    assert error_text(caught.value) == problems_text(caught.value.problems)


def test_deal_points_text_names_the_game_counters():
    assert deal_points_text(TWO_HAND_STOCK) == (
        "a deal holds 250: 8 aces and 8 tens at 10 each, 8 kings and 8 queens at 5 each, and "
        "10 for the last trick"
    )
