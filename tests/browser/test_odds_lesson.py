"""The "Meld odds" lesson in a real browser: exact tables and plots on the page (SVG, no
Output widget), the partner explorer answering for the learner's own hand, a simulation."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page

pytestmark = pytest.mark.browser


def test_meld_odds_lesson_shows_exact_odds_and_the_partner_explorer(
    lesson_page: Callable[[str, str], Page], screenshot: Callable[[object, str], Path]
) -> None:
    page = lesson_page("meld_odds.ipynb", "#odds-result svg")
    # Dix with ♥ trump: 1 - C(46,12)/C(48,12) = 44.15%, in the partnership column.
    dix = page.locator("#odds-chances tr", has_text="dix").first.locator("td").first
    p = 1 - math.comb(46, 12) / math.comb(48, 12)
    assert dix.inner_text().startswith(f"{p * 100:.2f}%")
    assert page.locator("#odds-total-plot svg").count() == 1
    # The widow game's exact total meld: its bars and, per trump, 1 hand in 2,489 melds 0.
    assert page.locator("#odds-widow-plot svg").count() == 1
    assert "1 in 2,489" in page.locator("#odds-widow-trumps").inner_text()
    assert "+54%" in page.locator("#odds-binomial").inner_text()  # double pinochle
    assert "1,251,677,700" in page.locator("#odds-result").inner_text()
    screenshot(page, "meld_odds_1280")
    # Simulate the pass: a sampled answer with its seed and margin replaces nothing exact.
    page.locator("button.pl-odds-pass").click()
    page.locator("#odds-simulated svg").wait_for(state="visible")
    assert "95% margin" in page.locator("#odds-simulated").inner_text()
    page.set_viewport_size({"width": 420, "height": 900})
    screenshot(page, "meld_odds_420")
    assert page.locator(".pl-partner-odds").count() == 1
