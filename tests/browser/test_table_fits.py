"""The partnership table of every four-hand preset fits a 420 px page with the whole hand on
show (a double deck deals 20 cards a hand): Voila serving a one-cell notebook of the table, one
notebook a game, one server for the module."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from itertools import pairwise
from pathlib import Path

import pytest
from browser_kit import serve_lessons, settle
from playwright.sync_api import Page

from pinochle_learn import PRESETS, Ruleset

pytestmark = pytest.mark.browser

FOUR_HANDED = [r for r in PRESETS if r.players == 4]
"""The partnership games (four seats, two sides): the round table's games."""

_BOXES_JS = """(selector) => [...document.querySelectorAll(selector)].map(e => {
    const r = e.getBoundingClientRect();
    return [r.left, r.top, r.right, r.bottom];
})"""


def _write_table_notebook(folder: Path, ruleset: Ruleset) -> None:
    code = (
        "from pinochle_learn.ruleset import as_ruleset\n"
        "from pinochle_widgets.views.round_table import RoundTable\n"
        f"RoundTable(seed=3, ruleset=as_ruleset({ruleset.name!r}))"
    )
    notebook = {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "metadata": {},
                "outputs": [],
                "source": code,
            }
        ],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (folder / _table_notebook(ruleset)).write_text(json.dumps(notebook))


def _table_notebook(ruleset: Ruleset) -> str:
    return f"table_{ruleset.name}.ipynb"


@pytest.fixture(scope="module")
def tables_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One Voila server for the module, serving a one-cell notebook of the round table for each
    partnership game (``table_<ruleset>.ipynb``): one server start instead of one a test."""
    folder = tmp_path_factory.mktemp("tables")
    for ruleset in FOUR_HANDED:
        _write_table_notebook(folder, ruleset)
    with serve_lessons(folder / "voila.log", folder=folder) as base:
        yield base + "voila/render/"


@pytest.mark.parametrize("ruleset", FOUR_HANDED, ids=lambda r: r.name)
def test_the_whole_hand_fits_a_420_px_page(
    browser_page: Page,
    tables_url: str,
    ruleset: Ruleset,
    screenshot: Callable[[object, str], Path],
    assert_no_cell_error: Callable[[object], None],
) -> None:
    page = browser_page
    page.goto(tables_url + _table_notebook(ruleset), wait_until="commit")
    cards = page.locator(".pl-round-hand button.plc-card")
    cards.first.wait_for(state="visible")
    assert_no_cell_error(page)
    settle(page, {"width": 420, "height": 900})
    assert cards.count() == ruleset.hand_size
    hand = page.evaluate(_BOXES_JS, ".pl-round-hand button.plc-card")
    table = page.evaluate(_BOXES_JS, ".pl-round-table")[0]
    felt = page.evaluate(_BOXES_JS, ".pl-round-table .pl-felt")[0]
    width = page.evaluate("() => document.documentElement.clientWidth")
    assert table[2] <= width + 1 and felt[2] <= width + 1
    assert all(box[0] >= -1 and box[2] <= width + 1 for box in hand), hand
    # No card hides another: each one's box is its own.
    for a, b in pairwise(hand):
        assert a[2] <= b[0] + 1 or a[3] <= b[1] + 1, (a, b)
    screenshot(page, f"table_fits_{ruleset.name}_420")
    assert page.js_errors == []  # type: ignore[attr-defined]


_ROWS_JS = """() => [...document.querySelectorAll('.pl-round-hand button.plc-card')].map(b => {
    const r = b.getBoundingClientRect();
    return {card: b.dataset.card, top: Math.round(r.top), width: r.width,
            row: b.closest('.plc-hand').getBoundingClientRect().width};
})"""


@pytest.mark.parametrize("width", [1280, 420])
def test_the_hand_breaks_rows_between_suits(
    browser_page: Page,
    tables_url: str,
    width: int,
    assert_no_cell_error: Callable[[object], None],
) -> None:
    # The double deck's 20 cards: a row ends inside a suit (first letter of data-card) only
    # when that suit's cards alone are wider than the row.
    page = browser_page
    ruleset = next(r for r in FOUR_HANDED if r.hand_size > 12)
    page.goto(tables_url + _table_notebook(ruleset), wait_until="commit")
    page.locator(".pl-round-hand button.plc-card").first.wait_for(state="visible")
    assert_no_cell_error(page)
    settle(page, {"width": width, "height": 900})
    cards = page.evaluate(_ROWS_JS)
    assert len({c["top"] for c in cards}) > 1  # the hand takes more than one row
    suits = [c["card"][0] for c in cards]
    for before, after in pairwise(cards):
        if after["top"] > before["top"] + 5 and before["card"][0] == after["card"][0]:
            assert after["width"] * suits.count(after["card"][0]) > after["row"], (before, after)


def test_the_playable_mark_leaves_the_corner_index(browser_page: Page) -> None:
    # The card widget's markup (card_hand.js): the ✓ mark lies clear of the bottom-right
    # corner index, the card's right fifth (12 of its 60 units), at both card heights.
    from pinochle_learn import Card
    from pinochle_learn.render.html import card_svg
    from pinochle_learn.render.style import standalone

    page = browser_page
    button = (
        '<button class="plc-card plc-playable" type="button">'
        f'{card_svg(Card.parse("C10"), height=98)}<span class="plc-mark">✓</span></button>'
    )
    page.set_content(
        standalone(f'<div class="plc-root"><div class="plc-hand">{button}</div></div>')
    )
    for width in (1280, 420):
        page.set_viewport_size({"width": width, "height": 600})
        card = page.locator(".plc-card svg").bounding_box()
        mark = page.locator(".plc-mark").bounding_box()
        assert card is not None and mark is not None
        corner = card["x"] + card["width"] * 48 / 60
        assert mark["x"] + mark["width"] <= corner + 0.5, (card, mark)
