"""The Strong level's steps around the tricks, in a real browser (issue 19 point 3): in the widow
lesson Lisa builds, bids and names trump by expected value; in the stock lesson Bill times his
melds. The learner switches the table's **Computer** chooser to Strong before the first move and
plays by the learner's rules; each computer action is the engine's strong one for the same
state and seed (the page's random stream ``"{seed}:{round}:{history}"`` of ``RoundSession``),
and the log shows the sentence of each building, trump and meld reason.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import browser_kit as kit
import pytest
from playwright.sync_api import Page, expect

from pinochle_learn.levels import LevelWhy
from pinochle_learn.render.level_text import reason_text
from pinochle_learn.state import Phase

pytestmark = pytest.mark.browser

SETUP = {
    "widow": {LevelWhy.BUILD_KEEP, LevelWhy.BUILD_DISCARD, LevelWhy.WIDOW_TRUMP},
    "stock": {LevelWhy.STOCK_MELD},
}
"""The codes each lesson must show at least once before the tricks (the widow game: building,
and the trump Lisa names when the learner passes; the stock game: a meld laid down by timing)."""


@pytest.mark.parametrize("name", list(SETUP))
def test_strong_from_the_start_says_why_it_builds_bids_and_melds(
    name: str,
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
) -> None:
    game, page, table = kit.open_game(lesson_page, name)
    kit.switch_to_strong(page, game, table)
    log = page.locator(f"{game.game} {game.log}")
    rng = random.Random(11)
    seen: set[LevelWhy] = set()
    for _ in range(300):
        if table.state.phase is Phase.TRICKS or table.state.is_over or SETUP[name] <= seen:
            break
        if name == "stock" and table.state.stock_left < 4:
            break
        start = len(table.session.states) - 1
        kit.learner_step(page, game, table, rng)
        for decision in kit.computer_decisions(table, start):
            if decision.reason.code in SETUP[name]:
                who = table.names[decision.action.seat]  # the seat that chose
                expect(log).to_contain_text(reason_text(decision.reason, who))
                seen.add(decision.reason.code)
    assert SETUP[name] <= seen, f"not seen: {SETUP[name] - seen}"
    kit.table_screenshots(page, game, screenshot, f"strong_setup_{name}")
