"""The widow lesson in a real browser: a whole round against Lisa, two steps back, the score.

Seed 7 (the lesson's): Lisa deals, you build first. You keep every card you draw, pass in the
auction (a pass ends it), name the first trump offered if you win it, and play by clicking the
first card picture marked ✓ each trick, at the two-seat table (you at the bottom, Lisa
across). Midway through the tricks you step back twice, then finish.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

pytestmark = pytest.mark.browser

LESSON = "widow.ipynb"
STATUS = "#widow-status"


def _step(page: Page) -> int:
    return int(page.locator(STATUS).get_attribute("data-step") or 0)


def _phase(page: Page) -> str:
    return page.locator(STATUS).get_attribute("data-phase") or ""


def _click_and_wait(page: Page, button: Locator) -> None:
    before = str(_step(page))
    button.click()
    message = page.locator(".pl-widow-table .pl-message")
    expect(page.locator(STATUS), message.inner_text()).not_to_have_attribute(
        "data-step", before, timeout=20_000
    )


def test_widow_lesson_play_a_whole_round_step_back_twice_and_read_the_score(
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
) -> None:
    page = lesson_page(LESSON, "button.pl-widow-keep")
    page.set_viewport_size({"width": 1280, "height": 900})
    expect(page.locator(STATUS)).to_have_attribute("data-phase", "BUILD")
    expect(page.locator(".pl-widow-prompt")).to_contain_text("from the widow (47 cards face down)")
    # No card in your hand yet: no empty row, no dangling "Your hand." line.
    expect(page.locator(".pl-widow-hand")).to_be_hidden()
    # You keep, Lisa keeps: 48 - 4 = 44 left, 2 discards; your drawn card is no longer face down:
    # 43 in the widow; each name with its number
    # (no-break spaces), looked at on a narrow screen.
    _click_and_wait(page, page.locator("button.pl-widow-keep"))
    expect(page.locator(".pl-widow-hand")).to_be_visible()
    note = page.locator(".pl-widow-table .pl-centre-note")
    expect(note).to_contain_text("widow\u00a043 · discards\u00a02")
    page.set_viewport_size({"width": 420, "height": 900})
    screenshot(page, "widow_build_420")
    page.set_viewport_size({"width": 1280, "height": 900})
    while _phase(page) == "BUILD":
        _click_and_wait(page, page.locator("button.pl-widow-keep"))
    screenshot(page, "widow_auction_1280")
    if _phase(page) == "AUCTION":
        _click_and_wait(page, page.locator("button.pl-widow-pass"))
    if _phase(page) == "TRUMP":
        _click_and_wait(page, page.locator("button.pl-widow-trump").first)
    expect(page.locator(".pl-widow-melds")).to_contain_text("meld points")
    # Two seats face each other on the felt, each with its meld in front of it; the hand
    # under the felt is card pictures, the refused ones saying why.
    felt = page.locator(".pl-widow-table .pl-felt")
    expect(felt).to_have_attribute("data-players", "2")
    expect(felt.locator(".pl-seat")).to_have_count(2)
    expect(felt.locator('.pl-seat[data-pos="bottom"] .pl-seat-name')).to_have_text("You")
    expect(felt.locator('.pl-seat[data-pos="top"] .pl-seat-name')).to_have_text("Lisa")
    expect(felt.locator(".pl-seat-melds")).to_have_count(2)
    cards = page.locator(".pl-widow-hand button.plc-card")
    expect(cards).to_have_count(24)
    refused = page.locator(".pl-widow-hand button.plc-card.plc-refused")
    if refused.count():
        assert "refused: " in (refused.first.get_attribute("aria-label") or "")
    screenshot(page, "widow_table_1280")
    page.set_viewport_size({"width": 420, "height": 900})
    page.wait_for_timeout(300)
    screenshot(page, "widow_table_420")
    width = page.evaluate("() => document.documentElement.clientWidth")
    boxes = page.evaluate(
        "() => [...document.querySelectorAll('.pl-widow-hand button.plc-card, .pl-felt')]"
        ".map(e => e.getBoundingClientRect().right)"
    )
    assert max(boxes) <= width + 1, "a card or the felt sticks out at 420 px"
    page.set_viewport_size({"width": 1280, "height": 900})
    plays = 0
    stepped_back = False
    while _phase(page) == "TRICKS":
        legal = page.locator(".pl-widow-hand button.plc-card.plc-playable")
        expect(legal.first).to_be_visible()
        _click_and_wait(page, legal.first)
        plays += 1
        if plays == 6 and not stepped_back:
            before = _step(page)
            page.locator("button.pl-widow-back").click()
            expect(page.locator(STATUS)).not_to_have_attribute("data-step", str(before))
            middle = _step(page)
            page.locator("button.pl-widow-back").click()
            expect(page.locator(STATUS)).not_to_have_attribute("data-step", str(middle))
            assert _step(page) < middle < before
            stepped_back = True
    assert stepped_back
    expect(page.locator(STATUS)).to_have_attribute("data-phase", "OVER")
    score = page.locator("#widow-score")
    expect(score).to_contain_text("trick points")
    text = score.inner_text()
    assert "You" in text and "Lisa" in text and "game" in text
    screenshot(page, "widow_score_1280")
    page.set_viewport_size({"width": 420, "height": 900})
    page.wait_for_timeout(300)
    screenshot(page, "widow_score_420")
    assert not page.js_errors  # type: ignore[attr-defined]
