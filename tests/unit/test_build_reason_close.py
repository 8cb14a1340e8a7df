"""The widow game's strong building: a discard whose two figures round alike says discarding
was worth a little more (a card is kept when keeping is worth at least as much)."""

from __future__ import annotations

from pinochle_learn.levels import LevelReason, LevelWhy
from pinochle_learn.render import i18n
from pinochle_learn.render.level_text import reason_text


def test_a_discard_whose_figures_round_alike_says_discarding_is_worth_a_little_more() -> None:
    # The newcomer read "keeping it leaves a hand worth 407 …, discarding it 407" beside a
    # discard: the card is kept when keeping is worth at least as much, so the discard was
    # worth a little more before rounding.
    close = LevelReason(LevelWhy.BUILD_DISCARD, {"samples": 48, "kept": 407, "discarded": 407})
    apart = LevelReason(LevelWhy.BUILD_DISCARD, {"samples": 48, "kept": 401, "discarded": 407})
    with i18n.speaking("en"):
        assert reason_text(close, "Lisa").endswith(
            "discarding it leaves a hand worth a little more on average (best meld and "
            "counters) than keeping it, though both round to 407 points."
        )
        assert reason_text(apart, "Lisa").endswith(
            "401 points on average (best meld and counters), discarding it 407."
        )
