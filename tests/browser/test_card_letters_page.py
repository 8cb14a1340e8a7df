"""Typing cards in the page's language (issue 23, point 5): on the meld lesson under
``?lang=it`` the hand box reads Italian rank letters (R re, D donna, F fante) besides the usual
codes, and says so under the box in Italian.

The words cannot wait for the real catalogues: the server reads a small Italian catalogue
compiled here into a temporary folder (``PINOCHLE_LEARN_LOCALE_DIR``), as in
``test_page_language.py``.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from browser_kit import serve_lessons
from playwright.sync_api import Browser, expect

pytestmark = pytest.mark.browser

LESSON = "01_meld.ipynb"
READY = ".pl-picker button.plc-card[data-card='H14']"
CONTEXT = "the rank a typed letter stands for"
ITALIAN = {
    ("You may also type {letters} for the ranks.", None): "Puoi scrivere anche {letters}.",
    ("king", CONTEXT): "re",
    ("queen", CONTEXT): "donna",
    ("jack", CONTEXT): "fante",
}


@pytest.fixture(scope="module")
def italian_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Voila serving the lessons with the letters' words in a small Italian catalogue."""
    folder = tmp_path_factory.mktemp("locale")
    (folder / "it" / "LC_MESSAGES").mkdir(parents=True)
    catalog = Catalog(locale="it", domain="pinochle_learn")
    for (english, context), italian in ITALIAN.items():
        catalog.add(english, italian, context=context)
    with (folder / "it" / "LC_MESSAGES" / "pinochle_learn.mo").open("wb") as handle:
        write_mo(handle, catalog)
    with serve_lessons(
        folder / "voila.log", env={"PINOCHLE_LEARN_LOCALE_DIR": str(folder)}
    ) as base:
        yield base


@pytest.mark.parametrize("width", [1280, 420])
def test_italian_rank_letters_typed_in_the_meld_lesson(
    chromium_browser: Browser, italian_url: str, width: int, screenshot: object
) -> None:
    context = chromium_browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    page.set_default_timeout(90_000)
    try:
        page.goto(f"{italian_url}voila/render/{LESSON}?lang=it", wait_until="commit")
        page.locator(READY).first.wait_for(state="visible")
        builder = page.locator(".pl-hand-builder").first
        expect(builder.locator(".pl-letters-note")).to_have_text(
            "Puoi scrivere anche R (re), D (donna), F (fante)."
        )
        # R re, D donna, F fante of hearts, with the usual codes H14 and 10H: the run, 150
        builder.locator(".pl-hand-text input").fill("RH DH FH H14 10H")
        builder.locator("button", has_text="Set hand").click()
        expect(builder.locator(".pl-hand-text input")).to_have_value("A♥ 10♥ K♥ Q♥ J♥")
        expect(builder.locator(".pl-hand-cards button.plc-card")).to_have_count(5)
        assert callable(screenshot)
        screenshot(page, f"card_letters_it_{width}")
    finally:
        context.close()
