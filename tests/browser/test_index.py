"""The lesson index in a real browser: ``/`` leads to it, and each link opens its lesson."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

# (notebook, link text on the index, a selector that shows the lesson's widgets are up)
LESSONS = [
    ("01_meld.ipynb", "Meld", "button.pl-pick-H14"),
    ("02_tricks.ipynb", "Playing tricks", "button.plc-card[data-card='H12']"),
    ("03_bidding.ipynb", "Bidding and passing", "button.jupyter-button"),
    ("04_scoring.ipynb", "Scoring a round", "#score-totals"),
    ("05_play_round.ipynb", "Play a round", "button.pl-bid-250"),
]


@pytest.mark.parametrize(("notebook", "text", "ready"), LESSONS)
def test_index_links_to_the_lesson(
    browser_page: Page,
    voila_url: str,
    assert_no_cell_error: Callable[[Page], None],
    notebook: str,
    text: str,
    ready: str,
) -> None:
    page = browser_page
    page.goto(voila_url, wait_until="commit")  # "/" leads to the lesson index
    link = page.locator(f'a[href="{notebook}"]')
    link.wait_for(state="visible")
    assert page.url.endswith("/voila/render/index.ipynb")
    expect(link).to_have_text(text)
    assert_no_cell_error(page)
    link.click()
    page.locator(ready).first.wait_for(state="visible")
    assert page.url.endswith(f"/voila/render/{notebook}")
    assert_no_cell_error(page)
