"""Markup in a lesson's link is shown as text and runs nothing (issue 16).

Every lesson with an explorer is opened once with every field of its link, ``check`` and a
field name it does not know all holding ``<img src=x onerror=...>``: no handler may run (it
would set ``window.__pwned`` and open an alert), the link bar names each field, and what it
quotes is text on the page (``<img`` read as text, no ``img`` element in the line).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Dialog, Page, expect

from pinochle_widgets.course.scenarios import CHECK_READERS, EXPLORERS, LESSON_EXPLORER

pytestmark = pytest.mark.browser

PAYLOAD = '<img src=x onerror="window.__pwned=1;alert(document.domain)">'
UNKNOWN = "<img src=x onerror=window.__pwned=2>"
"""A field name no lesson reads, itself markup."""


def markup_link(notebook: str) -> str:
    """The lesson with every field of its link (and ``check`` and an unknown name) as markup."""
    fields = [*EXPLORERS[LESSON_EXPLORER[notebook]].readers, *CHECK_READERS]
    parts = [f"{field}={quote(PAYLOAD, safe='')}" for field in fields]
    parts.append(f"{quote(UNKNOWN, safe='')}=1")
    return f"{notebook}?{'&'.join(parts)}"


def _open_with_markup(page: Page, url: str) -> list[str]:
    dialogs: list[str] = []

    def dismiss(dialog: Dialog) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", dismiss)
    page.goto(url, wait_until="commit")
    # a page with two explorers (double-deck: the meld builder and the table) has a link bar each
    page.locator(".pl-link-problems").first.wait_for(state="visible")
    # An img of the same broken src added now: its error handler runs after those of any img
    # the page made before it, so once it has run, an injected handler would have run too.
    page.evaluate(
        """() => new Promise(done => {
            const probe = new Image();
            probe.onerror = () => { probe.remove(); done(); };
            probe.src = "x";
            document.body.append(probe);
        })"""
    )
    return dialogs


@pytest.mark.parametrize("notebook", list(LESSON_EXPLORER))
def test_markup_in_every_link_field_is_text(
    browser_page: Page,
    voila_url: str,
    assert_no_cell_error: Callable[[Page], None],
    notebook: str,
) -> None:
    page = browser_page
    dialogs = _open_with_markup(page, voila_url + "voila/render/" + markup_link(notebook))
    assert_no_cell_error(page)
    assert page.evaluate("() => window.__pwned === undefined"), "a handler from the link ran"
    assert dialogs == []
    lines = page.locator(".pl-link-problems")
    expect(lines.locator("img")).to_have_count(0)
    text = " ".join(lines.all_inner_texts())
    assert "<img src=x" in text  # the link's own text, shown as written
    assert f"unknown field '{UNKNOWN[:36]}" in text
    for field in [*EXPLORERS[LESSON_EXPLORER[notebook]].readers, *CHECK_READERS]:
        assert f"{field}" in text
    expect(page.locator(".jp-OutputArea-output img, .widget-html img")).to_have_count(0)


@pytest.mark.parametrize("width", [1280, 420])
def test_a_markup_link_looks_like_text(
    browser_page: Page,
    voila_url: str,
    screenshot: Callable[[Page, str], Path],
    width: int,
) -> None:
    page = browser_page
    page.set_viewport_size({"width": width, "height": 900})
    _open_with_markup(page, voila_url + "voila/render/" + markup_link("05_play_round.ipynb"))
    page.locator(".pl-link-problems").first.scroll_into_view_if_needed()
    assert page.evaluate("() => window.__pwned === undefined")
    screenshot(page, f"link-markup-{width}")
