"""The strong level's bids say its limit only once the auction is over (s10): while the auction
runs, a learner who read "it would bid up to 350" could push it to exactly 350. The decision is
the same; only the sentence shown changes (``reason_text(..., auction_over=False)``)."""

from __future__ import annotations

import pytest

from pinochle_learn import THREE_HAND_CUTTHROAT, TWO_HAND_STOCK, TWO_HAND_WIDOW, Suit
from pinochle_learn.levels import LevelReason, LevelWhy, strong_like_learner
from pinochle_learn.render import i18n
from pinochle_learn.render.level_text import LIMIT_SAID, reason_lines, reason_text
from pinochle_learn.ruleset import DOUBLE_DECK, PARTNERSHIP

BID = LevelReason(
    LevelWhy.BID,
    {"bid": 300, "trump": Suit.SPADES, "expected": 322, "made": 21, "deals": 30, "limit": 350},
)
WIDOW_BID = LevelReason(
    LevelWhy.WIDOW_BID,
    {"bid": 320, "trump": Suit.HEARTS, "total": 560, "meld": 190, "tricks": 370, "ceiling": 540},
)


def test_a_partnership_bid_says_its_limit_only_after_the_auction() -> None:
    with i18n.speaking("en"):
        running = reason_text(BID, "East", auction_over=False)
        over = reason_text(BID, "East")
    assert running == (
        "East bids 300: with ♠ spades trump East counts on 322 and makes 300 in 21 of the 30 "
        "possible deals tried."
    )
    assert over == running[:-1] + "; East would bid up to 350."


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
    assert LIMIT_SAID == {LevelWhy.BID, LevelWhy.WIDOW_BID}
    assert reason_text(passing, auction_over=False) == reason_text(passing)
    lines = reason_lines([None, BID, passing], auction_over=False)
    assert lines[0] is None and "350" not in str(lines[1]) and lines[2] == reason_text(passing)
    assert "350" in str(reason_lines([BID])[0])


@pytest.mark.usefixtures("pseudo_language")
def test_the_running_sentences_go_through_the_catalogue() -> None:
    for reason in (BID, WIDOW_BID):
        text = reason_text(reason, auction_over=False)
        assert text.startswith("[[") and text.endswith("]]") and "{" not in text


def test_the_games_the_strong_level_plays_like_the_learner() -> None:
    """Cutthroat (three sides) and the double deck (four copies): the solver refuses their
    tricks and no strong step of its own applies; every other game has its own steps."""
    assert strong_like_learner(THREE_HAND_CUTTHROAT) and strong_like_learner(DOUBLE_DECK)
    for rules in (PARTNERSHIP, TWO_HAND_WIDOW, TWO_HAND_STOCK):
        assert not strong_like_learner(rules)
