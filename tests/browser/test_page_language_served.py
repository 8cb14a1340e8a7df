"""A lesson page in the language its link or its browser asks for (issue 23, point 4): the
lesson's prose from the ``lessons`` catalogue, ``<html lang>``, and a notice for an unknown
``?lang=``.

The translations cannot wait for the real catalogues: the server reads a small Italian
catalogue compiled here into a temporary folder (``PINOCHLE_LEARN_LOCALE_DIR``).
"""

from __future__ import annotations

import urllib.request
from collections.abc import Iterator

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from browser_kit import serve_lessons
from playwright.sync_api import Browser, Page, expect

pytestmark = pytest.mark.browser

LESSON = "01_meld.ipynb"
READY = ".pl-picker button.plc-card[data-card='H14']"
PARAGRAPH = (
    "Before any card is played, the player who won the auction names **trump**, a suit that "
    "beats every other suit in this round. Then every player **melds**: shows the combinations "
    "in their hand and scores *meld points* for them. A partnership's meld is the sum of its two "
    "players' melds. Meld is not safe yet: a side that then takes no trick points at all (no "
    "counter and not the last trick) scores nothing for the round, whatever its meld."
)
ITALIAN = {
    "Meld": "Combinazioni",
    PARAGRAPH: "Prima che si giochi una carta, chi ha vinto l'asta sceglie la **briscola**.",
}
ITALIAN_PAGE_WORDS = {  # the "pinochle_learn" domain: Voila's loading text
    "Opening the lesson {title}…": "Apro la lezione {title}…",
    "Preparing part {index} of {count}…": "Preparo la parte {index} di {count}…",
}


@pytest.fixture(scope="module")
def italian_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Voila serving the lessons with a small Italian catalogue: two entries of the lessons'
    prose, two of the page's words."""
    folder = tmp_path_factory.mktemp("locale")
    (folder / "it" / "LC_MESSAGES").mkdir(parents=True)
    for domain, words in (("lessons", ITALIAN), ("pinochle_learn", ITALIAN_PAGE_WORDS)):
        catalog = Catalog(locale="it", domain=domain)
        for english, italian in words.items():
            catalog.add(english, italian)
        with (folder / "it" / "LC_MESSAGES" / f"{domain}.mo").open("wb") as handle:
            write_mo(handle, catalog)
    log = folder / "voila.log"
    with serve_lessons(log, env={"PINOCHLE_LEARN_LOCALE_DIR": str(folder)}) as base:
        yield base


def _open(browser: Browser, url: str, width: int, locale: str = "en-US") -> Page:
    context = browser.new_context(viewport={"width": width, "height": 900}, locale=locale)
    page = context.new_page()
    page.set_default_timeout(90_000)
    page.goto(url, wait_until="commit")
    page.locator(READY).first.wait_for(state="visible")
    return page


@pytest.mark.parametrize("width", [1280, 420])
def test_lang_it_shows_the_lesson_in_italian(
    chromium_browser: Browser,
    italian_url: str,
    width: int,
    screenshot: object,
) -> None:
    page = _open(chromium_browser, f"{italian_url}voila/render/{LESSON}?lang=it", width)
    try:
        assert page.locator("html").get_attribute("lang") == "it"
        expect(page.locator("#rendered_cells h1").first).to_contain_text("Combinazioni")
        paragraph = page.locator("#rendered_cells p", has_text="Prima che si giochi una carta")
        expect(paragraph).to_have_count(1)
        expect(paragraph.locator("strong")).to_have_text("briscola")  # markdown kept
        # An entry the catalogue lacks reads in English.
        expect(page.locator("#rendered_cells h2", has_text="The three classes")).to_have_count(1)
        expect(page.locator("#pl-lang-notice")).to_have_count(0)
        # A failed cell shows the page's own sentence here, not Voila's banner (the test
        # catalogue has no "pinochle_learn" domain: the sentence reads in English).
        assert "Part of this lesson could not be shown" not in page.content()
        assert callable(screenshot)
        screenshot(page, f"page_language_it_{width}")
    finally:
        page.context.close()


def test_the_browsers_language_decides_without_lang(
    chromium_browser: Browser, italian_url: str
) -> None:
    page = _open(chromium_browser, f"{italian_url}voila/render/{LESSON}", 1280, locale="it-IT")
    try:
        assert page.locator("html").get_attribute("lang") == "it"
        expect(page.locator("#rendered_cells h1").first).to_contain_text("Combinazioni")
        # the kernel speaks it too (Voila hands it the browser's Accept-Language): its
        # language switch marks Italian, and its links leave the language to the browser
        current = page.locator(".pl-language-switch [aria-current='page']")
        expect(current).to_have_attribute("hreflang", "it")
        expect(page.locator("a[href^='index.ipynb']").first).to_have_attribute(
            "href", "index.ipynb"
        )
    finally:
        page.context.close()


@pytest.mark.parametrize("width", [1280, 420])
def test_unknown_lang_opens_english_with_a_notice_naming_it(
    chromium_browser: Browser, italian_url: str, width: int, screenshot: object
) -> None:
    url = f"{italian_url}voila/render/{LESSON}?lang=xx"
    page = _open(chromium_browser, url, width, locale="it-IT")
    try:
        assert page.locator("html").get_attribute("lang") == "en"
        # one notice naming the value: the lesson kit's (#language-notice) once the kernel
        # runs, the template's (#pl-lang-notice) giving way to it, or the template's alone
        notice = page.locator("#language-notice:visible, #pl-lang-notice:visible")
        expect(notice).to_have_count(1)
        expect(notice).to_contain_text("xx")
        expect(page.locator("#rendered_cells h1").first).to_contain_text("Meld")
        assert callable(screenshot)
        screenshot(page, f"page_language_unknown_{width}")
    finally:
        page.context.close()


def test_voilas_loading_text_is_in_the_pages_language(italian_url: str) -> None:
    """The words Voila shows while the lesson starts ("Running 01_meld...", "Executing 3 of
    12") are the page's: read in the page as served, before any script runs."""
    url = f"{italian_url}voila/render/{LESSON}?lang=it"
    with urllib.request.urlopen(url, timeout=120) as response:  # the whole lesson, run
        page = response.read().decode("utf-8")
    assert '<html lang="it">' in page
    assert "Apro la lezione Combinazioni" in page
    assert "Preparo la parte {index} di {count}" in page


def test_the_notice_shows_an_unknown_value_as_text(italian_url: str) -> None:
    url = f"{italian_url}voila/render/{LESSON}?lang=%3Cb%3Ebold%3C/b%3E"
    with urllib.request.urlopen(url, timeout=120) as response:
        page = response.read().decode("utf-8")
    notice = page.split('id="pl-lang-notice"', 1)[1].split("</p>", 1)[0]
    assert "“&lt;b&gt;bold&lt;/b&gt;”" in notice
    assert "<b>bold</b>" not in page
