"""The language switch in a real browser (issue 23, point 4): on a lesson, the index and the
games page, the five languages in their own names, the page's own marked, each a link to the
same page and query with ``lang`` changed; the course's links keep ``lang``; an unknown
``?lang=`` opens English with one line naming it. Screenshots at 1280 and 420 px."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from browser_kit import settle
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

NAMES = ["English", "Italiano", "Español", "Română", "Français"]
SWITCH = "nav.pl-language-switch"
SCREENSHOTS = Path(__file__).parent / "screenshots"


def _open(page: Page, voila_url: str, link: str, assert_no_cell_error) -> None:  # type: ignore[no-untyped-def]
    page.goto(voila_url + "voila/render/" + link, wait_until="commit")
    page.locator(SWITCH).first.wait_for(state="visible")
    assert_no_cell_error(page)


def _shoot(page: Page, name: str) -> None:
    """The top of the page at 1280 and at 420 px wide (tests/browser/screenshots/)."""
    SCREENSHOTS.mkdir(exist_ok=True)
    for width in (1280, 420):
        settle(page, {"width": width, "height": 700})
        page.screenshot(path=str(SCREENSHOTS / f"language-{name}-{width}.png"))
        switch = page.locator(SWITCH).first.bounding_box()
        assert switch is not None and switch["x"] + switch["width"] <= width  # never cut off


def test_a_lesson_switches_language_and_keeps_its_scenario(
    browser_page: Page, voila_url: str, assert_no_cell_error
) -> None:  # type: ignore[no-untyped-def]
    page = browser_page
    _open(page, voila_url, "02_tricks.ipynb?seed=3&lang=it", assert_no_cell_error)
    switch = page.locator(SWITCH).first
    expect(switch.locator("a")).to_have_text(NAMES)
    expect(switch.locator('a[aria-current="page"]')).to_have_text("Italiano")
    expect(switch.locator('a[hreflang="ro"]')).to_have_attribute("href", "?seed=3&lang=ro")
    nav = page.locator("nav.pl-course-nav").first  # previous / next keep the language
    expect(nav.locator("a.pl-next")).to_have_attribute("href", "04_scoring.ipynb?lang=it")
    expect(nav.locator("a.pl-all")).to_have_attribute("href", "index.ipynb?lang=it")
    _shoot(page, "lesson")
    switch.get_by_text("Français").click()
    page.wait_for_url(re.compile(r"/02_tricks\.ipynb\?seed=3&lang=fr$"))
    expect(page.locator(SWITCH).first.locator('a[aria-current="page"]')).to_have_text("Français")


def test_the_index_keeps_the_language_in_its_lesson_links(
    browser_page: Page, voila_url: str, assert_no_cell_error
) -> None:  # type: ignore[no-untyped-def]
    page = browser_page
    _open(page, voila_url, "index.ipynb?lang=es", assert_no_cell_error)
    links = page.locator("a.pl-lesson-link")
    expect(links.first).to_have_attribute("href", "cards.ipynb?lang=es")
    assert all(
        h.endswith("?lang=es")
        for h in links.evaluate_all("ls => ls.map(l => l.getAttribute('href'))")
    )
    expect(page.locator(SWITCH).first.locator('a[aria-current="page"]')).to_have_text("Español")
    _shoot(page, "index")


def test_an_unknown_language_opens_english_with_one_line(
    browser_page: Page, voila_url: str, assert_no_cell_error
) -> None:  # type: ignore[no-untyped-def]
    page = browser_page
    _open(page, voila_url, "games.ipynb?lang=klingon", assert_no_cell_error)
    notice = page.locator("#language-notice")
    expect(notice).to_have_text(
        "✗ The link asks for the language 'klingon', which this course does not speak: the "
        "page is in English."
    )
    expect(page.locator(SWITCH).first.locator('a[aria-current="page"]')).to_have_text("English")
    _shoot(page, "games-unknown")
