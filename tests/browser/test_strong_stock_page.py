"""The stock lesson's table at the Strong level while the stock lasts, in a real browser (issue
19 point 2): the learner switches the **Computer** chooser to Strong at the first trick and
plays a card; the computer's card that answers it (or leads the next trick) is followed in the
log by its reason: deals of the hidden hand and the stock, each played out.

The sentence's numbers rest on a wall-clock budget (the page's), so only its fixed words are
checked here; ``tests/unit/test_strongstock.py`` checks the card and its values."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from browser_kit import settle
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

TABLE = ".pl-stock-table"


def test_strong_while_the_stock_lasts_says_why_under_the_computers_card(
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
) -> None:
    page = lesson_page("stock.ipynb", "#stock-status")
    page.set_viewport_size({"width": 1280, "height": 900})
    chooser = page.locator(f"{TABLE} .pl-level")
    chooser.get_by_role("button", name="Strong").click()
    expect(chooser.get_by_role("button", name="Strong")).to_have_class(
        "widget-toggle-button jupyter-button mod-active"
    )
    status = page.locator("#stock-status")
    before = status.get_attribute("data-step") or ""
    page.locator(f"{TABLE} button.plc-card.plc-playable").first.click()
    expect(status).not_to_have_attribute("data-step", before, timeout=30_000)
    log = page.locator(f"{TABLE} #stock-log")
    expect(log).to_contain_text("deals of the hidden hand and stock", timeout=30_000)
    expect(log).to_contain_text("the opponent from here on average (meld and counters).")
    for width in (1280, 420):
        page.set_viewport_size({"width": width, "height": 900})
        whole = screenshot(page, f"strong_stock_phase_{width}")
        settle(page, {"width": width, "height": 3000})
        page.locator(TABLE).screenshot(path=str(whole.with_name(f"{whole.stem}_table.png")))
    page.set_viewport_size({"width": 1280, "height": 900})
    assert not page.js_errors  # type: ignore[attr-defined]
