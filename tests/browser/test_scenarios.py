"""Scenario links in a real browser: a teacher's scenario page lists the links, and each link
opens its lesson with the explorer in exactly the state the link gives (compared through the
explorer's own state, read back by its Link to this button)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from pinochle_widgets.course.scenario_file import read_scenarios
from pinochle_widgets.course.scenarios import LESSON_EXPLORER, link_for, restore

pytestmark = pytest.mark.browser

FILE = Path(__file__).resolve().parents[2] / "notebooks" / "scenarios.txt"
_ALL = [s for s in read_scenarios(FILE.read_text()) if s.link.split("?")[0] in LESSON_EXPLORER]
SCENARIOS = sorted(
    {LESSON_EXPLORER[s.link.split("?")[0]]: s for s in reversed(_ALL)}.values(),
    key=lambda s: s.line,
)
"""One scenario per explorer (the file's first for each): one page load each."""


def test_the_example_file_has_a_scenario_for_each_explorer() -> None:
    kinds = [LESSON_EXPLORER[s.link.split("?")[0]] for s in SCENARIOS]
    assert len(kinds) == len(set(kinds))
    assert set(kinds) == set(LESSON_EXPLORER.values())
    assert all(not s.problems for s in read_scenarios(FILE.read_text()))


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s.name for s in SCENARIOS])
def test_a_scenario_link_restores_its_explorer(
    browser_page: Page,
    voila_url: str,
    assert_no_cell_error: Callable[[Page], None],
    scenario: object,
) -> None:
    s = scenario
    lesson, _, query = s.link.partition("?")  # type: ignore[attr-defined]
    kind = LESSON_EXPLORER[lesson]
    page = browser_page
    if s is SCENARIOS[0]:  # the first one as a teacher opens it: from the scenario page
        page.goto(voila_url + "voila/render/scenarios.ipynb", wait_until="commit")
        link = page.locator("a.pl-scenario", has_text=s.name)  # type: ignore[attr-defined]
        link.wait_for(state="visible")
        expect(page.locator("a.pl-scenario")).to_have_count(
            len([x for x in read_scenarios(FILE.read_text()) if not x.problems])
        )
        link.click()
    else:
        page.goto(voila_url + "voila/render/" + s.link, wait_until="commit")  # type: ignore[attr-defined]
    page.locator(".pl-link-bar button.pl-link-make").wait_for(state="visible")
    assert page.url.endswith(s.link)  # type: ignore[attr-defined]
    assert_no_cell_error(page)
    expect(page.locator(".pl-link-problems")).to_have_count(0)
    page.locator("button.pl-link-make").click()
    # the state the page's explorer is in, as its own Link to this reads it, is the state the
    # engine builds from the scenario's link
    # (and the lesson's self-check question set: the link's, else the lesson's first, 1)
    widget, check, _ = restore(kind, query)
    expected = link_for(kind, widget, lesson, 1 if check is None else check)
    # in full, as the page was served: a teacher pastes it into a message (issue 22)
    expect(page.locator(".pl-link-text input")).to_have_value(
        voila_url + "voila/render/" + expected
    )
