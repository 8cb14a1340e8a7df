"""The games side by side in a real browser: the comparison table read from the rulesets (five
columns: partnership, two-hand stock, two-hand widow, three-hand cutthroat, double deck), the
meld table, and the house-rules widget following the game picked, at 1280 and 420 px."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page

from pinochle_learn import PRESETS, THREE_HAND_CUTTHROAT, TWO_HAND_STOCK
from pinochle_learn.compare import Topic, compare_rulesets
from pinochle_learn.render.compare_html import cell_text
from pinochle_learn.render.words import ruleset_title
from pinochle_learn.ruleset import DOUBLE_DECK

pytestmark = pytest.mark.browser


def _fits(page: Page, selector: str) -> bool:
    """No part of ``selector`` reaches past the right edge of the window (no sideways scroll)."""
    return bool(
        page.evaluate(
            "s => [...document.querySelectorAll(s)].every("
            "e => e.getBoundingClientRect().right <= window.innerWidth + 1)",
            selector,
        )
    )


def test_games_page_compares_the_rulesets_and_lists_house_rules(
    lesson_page: Callable[[str, str], Page], screenshot: Callable[[object, str], Path]
) -> None:
    page = lesson_page("games.ipynb", ".pl-house tr[data-option='counting']")
    page.set_viewport_size({"width": 1280, "height": 900})
    # Five columns, headed by the five games' titles.
    heads = page.locator("#games-compare thead th").all_inner_texts()
    assert heads == ["Rule", *(ruleset_title(r) for r in PRESETS)]
    assert len(heads) == 6
    # Every topic row shows, in each game's column, the words made from that game's data.
    comparison = compare_rulesets(PRESETS)
    for topic in (Topic.PLAYERS, Topic.DECK, Topic.DEAL, Topic.COUNTING, Topic.GAME_END):
        cells = page.locator(f"#games-compare tr[data-topic='{topic.value}'] td")
        assert cells.all_inner_texts() == [cell_text(c) for c in comparison.row(topic)]
    deck = page.locator("#games-compare tr[data-topic='deck'] td").all_inner_texts()
    assert deck[4] == "80 cards: four copies of each of A 10 K Q J in the four suits; no 9s"
    # partnership 1000, stock 200, widow 1000, cutthroat 1000 (the partnership table), dd 100
    double_aces = page.locator("#games-melds tr[data-kind='DOUBLE_ACES_AROUND'] td")
    assert double_aces.all_inner_texts() == ["1000", "200", "1000", "1000", "100"]
    triple_run = page.locator("#games-melds tr[data-kind='TRIPLE_RUN'] td")
    assert triple_run.all_inner_texts() == ["—", "—", "—", "—", "225"]
    assert "three games" not in page.locator("h1").first.inner_text()
    screenshot(page, "games_1280")
    # The stock game's house rules: its own options, none of the auction's.
    picker = page.locator(".pl-rules-picker select")
    picker.select_option(label=ruleset_title(TWO_HAND_STOCK))
    page.locator(".pl-house tr[data-option='free_play_while_stock']").wait_for(state="visible")
    assert page.locator(".pl-house tr[data-option='set_penalty']").count() == 0
    # Cutthroat: its bury rule's game, no stock options, each option naming its rule.
    picker.select_option(label=ruleset_title(THREE_HAND_CUTTHROAT))
    page.locator(".pl-house tr[data-rule='cutthroat.set']").first.wait_for(state="visible")
    assert page.locator(".pl-house tr[data-option='free_play_while_stock']").count() == 0
    assert page.locator(".pl-house tr[data-option='dix_scores_when_played']").count() == 0
    assert (
        "#cutthroat.set"
        in page.locator(".pl-house tr[data-option='set_penalty']").first.inner_text()
    )
    screenshot(page, "games_cutthroat_1280")
    # Double deck: no counting or target of the 250-point games offered.
    picker.select_option(label=ruleset_title(DOUBLE_DECK))
    page.locator(".pl-house tr[data-rule='dd.throw-in']").first.wait_for(state="visible")
    assert page.locator(".pl-house tr[data-option='counting']").count() == 0
    assert page.locator(".pl-house tr[data-option='target_score']").count() == 0
    page.set_viewport_size({"width": 420, "height": 900})
    page.locator("#games-compare tr[data-topic='deck'] td").first.wait_for(state="visible")
    assert _fits(page, "#games-compare td, #games-melds td, .pl-house td")
    screenshot(page, "games_420")
