"""The Trump and passing lesson in a real browser: its examples numbered from 1, and its try-it:
click four cards of your hand to pass to Bill and see what Bill's meld becomes (worked out by
hand in tests/widgets/test_passing_try.py: Q♥ J♥ 9♥ 10♠ passed, Bill's 200 becomes 350, the team
melds 380)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

LESSON = "passing.ipynb"
HAND = ".pl-passing-try .pl-passing-hand"


def test_passing_lesson_examples_and_try_it(
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
) -> None:
    page = lesson_page(LESSON, f"{HAND} button.plc-card[data-card='H11']")
    headings = [
        h.split(":")[0] for h in page.locator("h3").all_inner_texts() if h.startswith("Example")
    ]
    assert headings == ["Example 1", "Example 2"]
    result = page.locator("#passing-try-result")
    expect(result).to_have_attribute("data-chosen", "0")
    for count, code in enumerate(["H12", "H11", "H9", "S10"], start=1):
        page.locator(f"{HAND} button.plc-card[data-card='{code}']").click()
        expect(result).to_have_attribute("data-chosen", str(count))
    expect(result).to_have_attribute("data-meld", "350")
    expect(result).to_have_attribute("data-team", "380")
    expect(result).to_contain_text("Bill's meld: 200 becomes 350")
    expect(page.locator(f"{HAND} button.plc-card.plc-selected")).to_have_count(4)
    page.locator(f"{HAND} button.plc-card[data-card='C10']").click()  # a fifth: refused
    expect(page.locator(".pl-passing-try .pl-message")).to_contain_text("You pass exactly 4 cards")
    expect(result).to_have_attribute("data-chosen", "4")
    page.set_viewport_size({"width": 1280, "height": 900})
    screenshot(page, "passing_try_1280")
    page.set_viewport_size({"width": 420, "height": 900})
    screenshot(page, "passing_try_420")
