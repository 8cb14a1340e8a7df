"""The auction hint's closing sentence (render/meld_hint) names who shares the tricks' points
and how many there are, read from the ruleset, in every game with an auction."""

from __future__ import annotations

import pytest

from pinochle_learn import PARTNERSHIP, THREE_HAND_CUTTHROAT, TWO_HAND_WIDOW
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.meld_hint import meld_hint_html
from pinochle_learn.ruleset import find_ruleset

# A run in spades and a lone king of clubs (no meld): 150 meld points in the single-deck
# games, 15 in double-deck (RULES.md, DOUBLE_DECK: meld and counters in tens, 50 trick points:
# 48 counters of 1 and 2 for the last trick). The single-deck tricks bring 250 (24 counters of
# 10 and 10 for the last trick).
RUN = "S14 S10 S13 S12 S11 C13"


@pytest.mark.parametrize(
    ("ruleset", "closing"),
    [
        (
            THREE_HAND_CUTTHROAT,
            "Your best is 150 meld points; the tricks bring up to 250 counter points for the "
            "three players, each scoring their own.",
        ),
        (
            find_ruleset("double-deck"),
            "Your best is 15 meld points; your partner's meld adds to it, and the tricks bring "
            "up to 50 counter points for the two teams together.",
        ),
        (
            PARTNERSHIP,
            "Your best is 150 meld points before any passing; your partner's meld and the "
            "cards passed add to it, and the tricks bring up to 250 counter points for the two "
            "teams together.",
        ),
        (
            TWO_HAND_WIDOW,
            "Your best is 150 meld points; the tricks bring up to 250 counter points for the "
            "two of you together.",
        ),
    ],
)
def test_the_closing_names_the_sides_and_the_trick_points(ruleset, closing):
    assert text_html(closing) in meld_hint_html(RUN, ruleset)
