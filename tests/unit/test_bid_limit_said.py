"""The strong level's bids say its limit only once the auction is over (s10): while the auction
runs, a learner who read "it would bid up to 350" could push it to exactly 350. A partnership
bid or pass names no trump and no figure while the auction runs either (s11): "with ♥ hearts
trump North counts on 301" would tell the table, the partner too, what North holds ("No talk
between partners", RULES.md). The decision is the same; only the sentence shown changes
(``reason_text(..., auction_over=False)``)."""

from __future__ import annotations

import pytest

from pinochle_learn import THREE_HAND_CUTTHROAT, TWO_HAND_STOCK, TWO_HAND_WIDOW, Suit
from pinochle_learn.levels import LevelReason, LevelWhy, strong_like_learner
from pinochle_learn.render import i18n
from pinochle_learn.render.level_text import RUNNING_SAID, reason_lines, reason_text
from pinochle_learn.ruleset import DOUBLE_DECK, PARTNERSHIP

BID = LevelReason(
    LevelWhy.BID,
    {"bid": 300, "trump": Suit.SPADES, "expected": 322, "made": 21, "deals": 30, "limit": 350},
)
WIDOW_BID = LevelReason(
    LevelWhy.WIDOW_BID,
    {"bid": 320, "trump": Suit.HEARTS, "total": 560, "meld": 190, "tricks": 370, "ceiling": 540},
)


def test_a_partnership_bid_says_its_trump_figures_and_limit_only_after_the_auction() -> None:
    with i18n.speaking("en"):
        running = reason_text(BID, "East", auction_over=False)
        over = reason_text(BID, "East")
    assert running == (
        "East bids 300: over the possible deals East tried, holding the contract at 300 is "
        "worth more than letting the other side have it. The trump East has in mind and the "
        "figures are said once the auction is over."
    )
    assert over == (
        "East bids 300: with ♠ spades trump East counts on 322 and makes 300 in 21 of the 30 "
        "possible deals tried; East would bid up to 350."
    )


PASS = LevelReason(
    LevelWhy.BID_PASS,
    {"bid": 260, "trump": Suit.SPADES, "expected": 354, "made": 23, "deals": 24, "limit": None},
)
HOLDS = LevelReason(
    LevelWhy.PARTNER_HOLDS,
    {"bid": 280, "trump": Suit.HEARTS, "expected": 301, "made": 17, "deals": 24, "margin": 50},
)


def test_a_partnership_pass_names_no_trump_while_the_auction_runs() -> None:
    with i18n.speaking("en"):
        passing = reason_text(PASS, "West", auction_over=False)
        holding = reason_text(HOLDS, "North", auction_over=False)
        after = reason_text(PASS, "West"), reason_text(HOLDS, "North")
    assert passing == (
        "West passes: over the possible deals West tried, letting the other side have the "
        "contract costs less than holding it at 260. The trump West had in mind and the "
        "figures are said once the auction is over."
    )
    assert holding == (
        "North passes and leaves the contract with the partner: North bids over the partner "
        "only when the hand counts on 50 more than the next bid, 280, and bidding is worth "
        "more than passing. The figures are said once the auction is over."
    )
    for text in (passing, holding):
        assert "♠" not in text and "♥" not in text and "354" not in text and "301" not in text
    assert "♠ spades trump, West counts on 354" in after[0]
    assert "♥ hearts trump North counts on 301" in after[1]


def test_a_pass_where_no_bid_is_allowed_reads_the_same() -> None:
    no_bid = LevelReason(LevelWhy.BID_PASS, {"bid": None})
    with i18n.speaking("en"):
        assert reason_text(no_bid, "West", auction_over=False) == reason_text(no_bid, "West")


def test_a_widow_bid_says_its_ceiling_only_after_the_auction() -> None:
    with i18n.speaking("en"):
        running = reason_text(WIDOW_BID, "Lisa", auction_over=False)
        over = reason_text(WIDOW_BID, "Lisa", auction_over=True)
    assert "540" not in running
    assert running == (
        "Lisa bids 320: with hearts trump Lisa counts on about 560 (190 meld and about 370 in "
        "tricks, played out from the two known hands), and bidding is worth more than "
        "passing."
    )
    assert "any bid up to 540 is worth more than passing" in over


def test_the_other_reasons_read_the_same_during_the_auction() -> None:
    passing = LevelReason(LevelWhy.LIKE_LEARNER, {"phase": "AUCTION"})
    assert RUNNING_SAID == {
        LevelWhy.BID,
        LevelWhy.BID_PASS,
        LevelWhy.PARTNER_HOLDS,
        LevelWhy.WIDOW_BID,
    }
    assert reason_text(passing, auction_over=False) == reason_text(passing)
    lines = reason_lines([None, BID, passing], auction_over=False)
    assert lines[0] is None and "350" not in str(lines[1]) and lines[2] == reason_text(passing)
    assert "350" in str(reason_lines([BID])[0])


@pytest.mark.usefixtures("pseudo_language")
def test_the_running_sentences_go_through_the_catalogue() -> None:
    for reason in (BID, PASS, HOLDS, WIDOW_BID):
        text = reason_text(reason, auction_over=False)
        assert text.startswith("[[") and text.endswith("]]") and "{" not in text


def test_the_games_the_strong_level_plays_like_the_learner() -> None:
    """Cutthroat (three sides) and the double deck (four copies): the solver refuses their
    tricks and no strong step of its own applies; every other game has its own steps."""
    assert strong_like_learner(THREE_HAND_CUTTHROAT) and strong_like_learner(DOUBLE_DECK)
    for rules in (PARTNERSHIP, TWO_HAND_WIDOW, TWO_HAND_STOCK):
        assert not strong_like_learner(rules)
