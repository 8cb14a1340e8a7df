"""A link with the computer's level opens the widow lesson's table at that level (issue 19):
the chooser shows Strong, the computer's first move (Lisa builds first) is explained by the
strong level's reason in the table's log, **Link to this** gives the level back, and a bad
level in a link is named on the page.

The expected sentence is not written here: the same table is built in this process from the
same link and its first computer reason (:attr:`RoundSession.reasons`) gives it
(:func:`pinochle_learn.render.level_text.reason_text`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from browser_kit import settle
from playwright.sync_api import Page, expect

from pinochle_learn.levels import LevelWhy
from pinochle_learn.render.level_text import reason_text
from pinochle_widgets.course.scenarios import restore

pytestmark = pytest.mark.browser

ACTIVE = "widget-toggle-button jupyter-button mod-active"


def test_the_widow_lesson_opens_at_the_level_of_its_link(
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
    voila_url: str,
) -> None:
    page = lesson_page("widow.ipynb?seed=7&level=strong", "#widow-status")
    page.set_viewport_size({"width": 1280, "height": 900})
    table = page.locator(".pl-widow-table")
    chooser = table.locator(".pl-level")
    expect(chooser.get_by_role("button", name="Strong")).to_have_class(ACTIVE)
    expect(chooser.get_by_role("button", name="Learner")).not_to_have_class(ACTIVE)
    # the same table in this process, from the same link: its first computer reason
    here, _, problems = restore("widow", "seed=7&level=strong")
    assert problems == []
    first = next(r for r in here.session.reasons if r is not None)
    assert first.code is not LevelWhy.LEARNER  # a strong level's reason, not the learner's
    expect(table.locator(".pl-widow-log")).to_contain_text(reason_text(first, "Lisa"))
    expect(page.locator(".pl-link-problems")).to_have_count(0)
    page.locator("button.pl-link-make").click()
    # (and the lesson's self-check question set, as on every lesson with a link)
    expect(page.locator(".pl-link-text input")).to_have_value(
        voila_url + "voila/render/widow.ipynb?seed=7&level=strong&check=1"
    )
    for width in (1280, 420):
        page.set_viewport_size({"width": width, "height": 900})
        whole = screenshot(page, f"widow_level_link_{width}")
        settle(page, {"width": width, "height": 3000})
        table.screenshot(path=str(whole.with_name(f"{whole.stem}_table.png")))
    assert not page.js_errors  # type: ignore[attr-defined]


def test_a_bad_level_in_the_stock_lessons_link_is_named(
    lesson_page: Callable[[str, str], Page],
) -> None:
    page = lesson_page("stock.ipynb?level=expert", "#stock-status")
    problems = page.locator(".pl-link-problems")
    expect(problems).to_contain_text("'expert'")
    expect(problems).to_contain_text("learner, strong")
    chooser = page.locator(".pl-stock-table .pl-level")
    expect(chooser.get_by_role("button", name="Learner")).to_have_class(ACTIVE)
    assert not page.js_errors  # type: ignore[attr-defined]


def test_link_to_this_keeps_the_language_of_the_page(
    lesson_page: Callable[[str, str], Page],
    voila_url: str,
) -> None:
    # s10: made on an Italian page, the link opened in English (it dropped ``lang``)
    page = lesson_page("05_play_round.ipynb?lang=it&seed=3", "button.pl-bid-250")
    expect(page.locator(".pl-link-problems")).to_have_count(0)
    page.locator("button.pl-link-make").click()
    expect(page.locator(".pl-link-text input")).to_have_value(
        voila_url + "voila/render/05_play_round.ipynb?seed=3&check=1&lang=it"
    )
    assert not page.js_errors  # type: ignore[attr-defined]


def test_the_computer_chooser_keeps_its_buttons_beside_its_label(
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
) -> None:
    """s10: at 1280 px the stock table's Computer chooser wrapped its buttons below its label
    (the row of controls too narrow for it); the chooser now moves as one piece."""
    page = lesson_page("stock.ipynb", "#stock-status")
    for width in (1280, 420):
        page.set_viewport_size({"width": width, "height": 900})
        chooser = page.locator(".pl-stock-table .pl-level")
        label = chooser.locator("label.widget-label").bounding_box()
        first = chooser.get_by_role("button", name="Learner").bounding_box()
        second = chooser.get_by_role("button", name="Strong").bounding_box()
        assert label is not None and first is not None and second is not None
        assert first["x"] > label["x"] + label["width"] - 1  # beside the label, not under it
        assert abs(first["y"] - second["y"]) < 2 and first["y"] < label["y"] + label["height"]
        screenshot(page, f"stock_chooser_{width}")


def test_the_cutthroat_and_double_deck_lessons_read_the_level_of_their_link(
    lesson_page: Callable[[str, str], Page],
) -> None:
    """s10: ``level=strong`` was ignored by the cutthroat lesson and refused by the
    double-deck one ("unknown field 'level'")."""
    for lesson, prefix in (("double_deck.ipynb", "pl-dd"), ("cutthroat.ipynb", "pl-cutthroat")):
        page = lesson_page(f"{lesson}?seed=3&level=strong", f".{prefix}-table .pl-level")
        chooser = page.locator(f".{prefix}-table .pl-level")
        expect(chooser.get_by_role("button", name="Strong")).to_have_class(ACTIVE)
        expect(page.locator(".pl-link-problems")).to_have_count(0)
        assert not page.js_errors  # type: ignore[attr-defined]
