"""The Scenarios page as a class sees it (issue 16 B, issue 22): no server path, no script from a
crafted file name or scenario name, the teacher's instructions and the fields explained.

One server of its own, started as ``serve --scenarios`` leaves it (``PINOCHLE_SCENARIOS``), on
a file whose name is markup: first missing (the page says it cannot be read), then written
with a scenario whose name is markup (the page shows it as text, re-read as the file changed).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from browser_kit import serve_lessons
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

MARKUP = "<img src=x onerror=window.__pwned=1>"


@pytest.fixture(scope="module")
def scenario_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    folder = tmp_path_factory.mktemp("scen")
    path = folder / f"{MARKUP}.txt"
    with serve_lessons(folder / "voila.log", {"PINOCHLE_SCENARIOS": str(path)}) as base:
        yield base, path


def _open(page: Page, base: str, selector: str) -> None:
    page.goto(base + "voila/render/scenarios.ipynb", wait_until="commit")
    page.locator(selector).first.wait_for(state="visible")
    page.evaluate(  # an img of the same broken src: once its handler ran, any injected one had
        """() => new Promise(done => {
            const probe = new Image();
            probe.onerror = () => { probe.remove(); done(); };
            probe.src = "x";
            document.body.append(probe);
        })"""
    )


def test_an_unreadable_file_shows_no_path_and_runs_nothing(
    browser_page: Page, scenario_server: tuple[str, Path]
) -> None:
    base, path = scenario_server
    if path.exists():
        path.unlink()
    page = browser_page
    _open(page, base, ".pl-scenarios-none")
    assert page.evaluate("() => window.__pwned === undefined")
    text = page.locator("body").inner_text()
    assert "cannot be read now" in text
    assert str(path.parent) not in page.content() and "<img src=x" not in text


def test_the_page_shows_the_scenarios_as_text_with_the_teachers_way_in(
    browser_page: Page,
    scenario_server: tuple[str, Path],
    screenshot: Callable[[Page, str], Path],
) -> None:
    base, path = scenario_server
    path.write_text(
        f"{MARKUP} trick: 02_tricks.ipynb?trump=S\nThe stuck dealer: 03_bidding.ipynb?dealer=S\n",
        encoding="utf-8",
    )
    page = browser_page
    for width in (1280, 420):
        page.set_viewport_size({"width": width, "height": 900})
        _open(page, base, "a.pl-scenario")
        assert page.evaluate("() => window.__pwned === undefined")
        expect(page.locator("a.pl-scenario")).to_have_count(2)
        expect(page.locator("a.pl-scenario").first).to_have_text(f"{MARKUP} trick")
        body = page.locator("body")
        expect(body).to_contain_text("pinochle-learn serve --classroom")
        expect(body).to_contain_text("Hand out that whole link")
        expect(body).to_contain_text("the self-check's question set")
        screenshot(page, f"scenarios-page-{width}")
