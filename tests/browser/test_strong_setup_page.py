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
from itertools import pairwise
from pathlib import Path

import pytest
from browser_kit import settle
from playwright.sync_api import Page, expect
from test_strong_level import GAMES, _both, _learner_move

from pinochle_learn.levels import LevelWhy, decide
from pinochle_learn.render.level_text import reason_text
from pinochle_learn.state import Phase
from pinochle_widgets.sessions.round_session import PAGE_BUDGET_S

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
    game = GAMES[name]
    page = lesson_page(game.lesson, game.status)
    page.set_viewport_size({"width": 1280, "height": 900})
    table = game.table()
    chooser = page.locator(f"{game.game} .pl-level")
    chooser.get_by_role("button", name="Strong").click()
    table.set_level("strong")
    expect(chooser.get_by_role("button", name="Strong")).to_have_class(
        "widget-toggle-button jupyter-button mod-active"
    )
    log = page.locator(f"{game.game} {game.log}")
    rng = random.Random(11)
    seen: set[LevelWhy] = set()
    for _ in range(300):
        if table.state.phase is Phase.TRICKS or table.state.is_over or SETUP[name] <= seen:
            break
        if name == "stock" and table.state.stock_left < 4:
            break
        start = len(table.session.states) - 1
        _both(page, game, table, *_learner_move(table, game, rng))
        for before, after in pairwise(table.session.states[start:]):
            if after.history[-1].seat is table.seat:
                continue
            session = table.session
            seed = f"{session.seed}:{session.round_number}:{len(before.history)}"
            decision = decide("strong", before, random.Random(seed), budget_s=PAGE_BUDGET_S)
            assert decision.action == after.history[-1]
            if decision.reason.code in SETUP[name]:
                who = table.names[after.history[-1].seat]
                expect(log).to_contain_text(reason_text(decision.reason, who))
                seen.add(decision.reason.code)
    assert SETUP[name] <= seen, f"not seen: {SETUP[name] - seen}"
    for width in (1280, 420):
        page.set_viewport_size({"width": width, "height": 900})
        whole = screenshot(page, f"strong_setup_{name}_{width}")
        settle(page, {"width": width, "height": 3000})
        page.locator(game.game).screenshot(path=str(whole.with_name(f"{whole.stem}_table.png")))
    page.set_viewport_size({"width": 1280, "height": 900})
    assert not page.js_errors  # type: ignore[attr-defined]
