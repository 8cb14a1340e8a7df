"""The stock-game lesson in a real browser: melds laid down one per trick won, a refusal, a step
back and the planner's hint (RULES.md, TWO_HAND_STOCK)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser


def test_stock_lesson_melds_one_per_trick_steps_back_and_hints(
    lesson_page: Callable[[str, str], Page], screenshot: Callable[[object, str], Path]
) -> None:
    page = lesson_page("stock.ipynb", ".pl-win-trick")
    widget = page.locator(".pl-table-meld-widget")
    points = widget.locator(".pl-table-points")
    picker = widget.locator(".pl-meld-picker select")
    # The hand: A♠ 10♠ K♠ Q♠ J♠, Q♥ Q♦ Q♣, J♦; trump ♠. Queens around first: 60.
    widget.locator(".pl-win-trick").click()
    picker.select_option(label="queens around Q♠ Q♥ Q♦ Q♣ (60)")
    widget.locator(".pl-lay-down").click()
    expect(points).to_have_attribute("data-points", "60")
    # A second meld after the same trick is refused, with its reason; nothing changes.
    picker.select_option(label="pinochle Q♠ J♦ (40)")
    widget.locator(".pl-lay-down").click()
    expect(widget.locator(".pl-message.pl-error")).to_contain_text("one meld per trick won")
    expect(points).to_have_attribute("data-points", "60")
    # Another trick: the pinochle reuses the Q♠ on the table: 100.
    widget.locator(".pl-win-trick").click()
    widget.locator(".pl-lay-down").click()
    expect(points).to_have_attribute("data-points", "100")
    widget.locator(".pl-back").click()
    widget.locator(".pl-back").click()
    expect(points).to_have_attribute("data-points", "60")
    widget.locator(".pl-hint").click()
    expect(widget.locator("#meld-plan")).to_contain_text("lay down the")
    screenshot(page, "stock_1280")
    page.set_viewport_size({"width": 420, "height": 900})
    screenshot(page, "stock_420")
