"""The strong stock player's reason at the last meld turn of the stock (s10, leftover 4): the
stock page read "it expects to win 0 of the 0 tricks still to play while the stock lasts";
with no trick left the sentence says it is the last meld turn."""

from __future__ import annotations

from pinochle_learn.levels import LevelReason, LevelWhy
from pinochle_learn.meldkinds import MeldKind
from pinochle_learn.render.level_text import reason_text


def _meld(left: int, turns: int) -> LevelReason:
    values = {"kind": MeldKind.ROYAL_MARRIAGE, "points": 40, "turns": turns, "left": left}
    return LevelReason(LevelWhy.STOCK_MELD, values)


def test_the_last_meld_turn_of_the_stock_says_so():
    assert reason_text(_meld(0, 0), "Bill") == (
        "Bill lays down the royal marriage for 40: no trick is left to play while the stock "
        "lasts, so this meld turn is the last one, and this meld is worth the most."
    )


def test_a_meld_turn_with_tricks_left_counts_them():
    # one trick left, none expected won; one left and won; 2 of 5
    assert reason_text(_meld(1, 0), "Bill").startswith(
        "Bill lays down the royal marriage for 40: Bill counts on winning none of the tricks "
        "still to play while the stock lasts"
    )
    assert "counts on winning the one trick still to play" in reason_text(_meld(1, 1), "Bill")
    assert "winning 2 of the 5 tricks" in reason_text(_meld(5, 2), "Bill")
