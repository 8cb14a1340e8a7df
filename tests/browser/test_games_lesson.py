"""The games side by side in a real browser: the comparison table read from the rulesets, the
meld table, and the house-rules widget following the game picked."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page

from pinochle_learn import PRESETS, TWO_HAND_STOCK
from pinochle_learn.compare import Topic, compare_rulesets
from pinochle_learn.render.compare_html import cell_text
from pinochle_learn.render.words import ruleset_title

pytestmark = pytest.mark.browser


def test_games_page_compares_the_rulesets_and_lists_house_rules(
    lesson_page: Callable[[str, str], Page], screenshot: Callable[[object, str], Path]
) -> None:
    page = lesson_page("games.ipynb", ".pl-house tr[data-option='counting']")
    # Every topic row shows, in each game's column, the words made from that game's data.
    comparison = compare_rulesets(PRESETS)
    for topic in (Topic.COUNTING, Topic.CARD_REUSE, Topic.GAME_END):
        cells = page.locator(f"#games-compare tr[data-topic='{topic.value}'] td")
        assert cells.all_inner_texts() == [cell_text(c) for c in comparison.row(topic)]
    double_aces = page.locator("#games-melds tr[data-kind='DOUBLE_ACES_AROUND'] td")
    assert double_aces.all_inner_texts() == ["1000", "200", "1000", "1000"]
    screenshot(page, "games_1280")
    # The stock game's house rules: its own options, none of the auction's.
    page.locator(".pl-rules-picker select").select_option(label=ruleset_title(TWO_HAND_STOCK))
    page.locator(".pl-house tr[data-option='free_play_while_stock']").wait_for(state="visible")
    assert page.locator(".pl-house tr[data-option='set_penalty']").count() == 0
    page.set_viewport_size({"width": 420, "height": 900})
    screenshot(page, "games_420")
