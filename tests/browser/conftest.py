"""Fixtures for browser tests: the lessons served by Voila, opened in headless Chromium.

Reusable by every lesson's browser test::

    @pytest.mark.browser
    def test_something(lesson_page):
        page = lesson_page("02_tricks.ipynb", "button.pl-some-hook")
        ...

Voila is started exactly as ``pinochle-learn serve`` starts it (``cli.voila_argv``), on a free
port, in its own process group (killed at the end). Chromium is Debian's (``shutil.which``);
Playwright never downloads a browser here (VOILA.md). A missing Chromium fails loudly.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from browser_kit import serve_lessons, settle

from pinochle_learn.render.i18n import LANGUAGES, SOURCE_LANGUAGE

CELL_ERROR = "There was an error when executing cell"
PAGE_TIMEOUT_MS = 90_000
SCREENSHOTS = Path(__file__).parent / "screenshots"

ROTATION = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)
"""The languages other than English, in turn: ``make test`` shows page ``i`` of
``language_pages.PAGES`` in ``ROTATION[i % 4]`` only (4 pages a language)."""


@pytest.hookimpl(tryfirst=True)  # before ``-m`` deselects by marker
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Marks ``languages`` each view of a page (a test using ``language_page``) in a language
    that is not the page's turn in :data:`ROTATION`: ``make test`` leaves them out and shows
    each page in one language, the same split in every run (by page index, so a failure found
    by CI reproduces); ``make test-languages`` runs every page in every language."""
    from language_pages import PAGES

    for item in items:
        if isinstance(item, pytest.Function) and "language_page" in item.fixturenames:
            params = item.callspec.params
            turn = ROTATION[PAGES.index(params["notebook"]) % len(ROTATION)]
            if params["language"] != turn:
                item.add_marker(pytest.mark.languages)


@pytest.fixture(scope="session")
def voila_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Base URL (``http://127.0.0.1:PORT/``) of Voila serving ``notebooks/``."""
    with serve_lessons(tmp_path_factory.mktemp("voila") / "voila.log") as base:
        yield base


@pytest.fixture
def browser_page(chromium_browser: object) -> Iterator[object]:
    """A fresh page (own context); uncaught page errors are collected in ``page.js_errors``."""
    from playwright.sync_api import Browser

    assert isinstance(chromium_browser, Browser)
    context = chromium_browser.new_context(viewport={"width": 1100, "height": 900})
    page = context.new_page()
    page.set_default_timeout(PAGE_TIMEOUT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.js_errors = errors  # type: ignore[attr-defined]
    yield page
    context.close()


def _assert_no_cell_error(page: object) -> None:
    """Voila answers 200 even when a cell failed: the page must not show its error banner."""
    from playwright.sync_api import Page

    assert isinstance(page, Page)
    assert CELL_ERROR not in page.content(), f"a cell failed on {page.url}"


@pytest.fixture
def lesson_page(browser_page: object, voila_url: str) -> Callable[[str, str], object]:
    """Open ``voila/render/<name>`` and wait until ``selector`` is visible.

    Returns a function ``open(name, selector) -> Page``; the page's ``opened_in_s`` attribute
    holds the seconds from navigation until ``selector`` was visible.
    """
    from playwright.sync_api import Page

    assert isinstance(browser_page, Page)
    page = browser_page

    def open_lesson(name: str, selector: str) -> Page:
        start = time.monotonic()
        page.goto(voila_url + "voila/render/" + name, wait_until="commit")
        page.locator(selector).first.wait_for(state="visible")
        page.opened_in_s = time.monotonic() - start  # type: ignore[attr-defined]
        _assert_no_cell_error(page)
        return page

    return open_lesson


@pytest.fixture(scope="session")
def assert_no_cell_error() -> Callable[[object], None]:
    """A check for any page: it must not show Voila's "error when executing cell" banner."""
    return _assert_no_cell_error


_PAGE_HEIGHT_JS = """() => Math.max(document.body.scrollHeight,
    ...[...document.querySelectorAll('.lm-BoxPanel-child, .jp-Notebook, main')]
        .map(e => e.scrollHeight))"""


@pytest.fixture(scope="session")
def screenshot() -> Callable[[object, str], Path]:
    """``screenshot(page, "meld")`` saves the whole lesson to ``tests/browser/screenshots/``.

    Voila scrolls an inner panel, not the document, so ``full_page=True`` alone would show one
    screen: the viewport is made as tall as the content first, then restored.
    """
    from playwright.sync_api import Page

    def take(page: object, name: str) -> Path:
        assert isinstance(page, Page)
        SCREENSHOTS.mkdir(exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        size = page.viewport_size or {"width": 1100, "height": 900}
        height = int(page.evaluate(_PAGE_HEIGHT_JS))
        settle(page, {"width": size["width"], "height": max(height, size["height"])})
        page.screenshot(path=str(path), full_page=True)
        page.set_viewport_size(size)
        return path

    return take


@pytest.fixture(scope="module")
def language_page(chromium_browser: object, voila_url: str, language: str) -> Iterator[object]:
    """One page at 420 px that opens the course's pages in ``language`` (a parameter of the
    test module, ``scope="module"``), reused for every page of the module's tests."""
    from language_pages import WIDTH, LanguagePage
    from playwright.sync_api import Browser

    assert isinstance(chromium_browser, Browser)
    context = chromium_browser.new_context(viewport={"width": WIDTH, "height": 900})
    page = context.new_page()
    page.set_default_timeout(PAGE_TIMEOUT_MS)
    yield LanguagePage(page, language, voila_url)
    context.close()
