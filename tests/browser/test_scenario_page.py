"""The Scenarios page as a class sees it (issue 16 B, issue 22): no server path, no script from a
crafted file name or scenario name, the teacher's instructions and the fields explained.

One server of its own, started as ``serve --scenarios`` leaves it (``PINOCHLE_SCENARIOS``), on
a file whose name is markup: first missing (the page says it cannot be read), then written
with a scenario whose name is markup (the page shows it as text, re-read as the file changed).
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from pinochle_learn.cli import notebooks_dir, voila_argv

pytestmark = pytest.mark.browser

MARKUP = "<img src=x onerror=window.__pwned=1>"
START_TIMEOUT_S = 90


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2):
            return True
    except urllib.error.HTTPError:
        return True  # 404 on /voila/static/ means the server is up
    except OSError:
        return False


@pytest.fixture(scope="module")
def scenario_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    folder = tmp_path_factory.mktemp("scen")
    path = folder / f"{MARKUP}.txt"
    port = _free_port()
    env = {**os.environ, "PINOCHLE_SCENARIOS": str(path)}
    log = (folder / "voila.log").open("wb")
    proc = subprocess.Popen(
        voila_argv(port, notebooks_dir()),
        cwd=notebooks_dir(),
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    base = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while not _answers(base + "voila/static/"):
            assert proc.poll() is None and time.monotonic() < deadline, "Voila did not start"
            time.sleep(0.25)
        yield base, path
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=15)
        log.close()


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
