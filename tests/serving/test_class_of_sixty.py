"""A class of 60 on one machine (issue 16): no kernel culled before its page has connected, the
kernel cap exact, and 60 simultaneous views each a working lesson or a page that retries.

Found with 60 Chromium views of "Play a round": 38-47 pages came back HTTP 200 but broken (raw
``VBox(children=...`` text), each with a "Culling 'idle' kernel ... 0 connections" in the log:
the page connects its kernel's websocket only once the whole page has loaded, which on a loaded
machine came after ``cull_idle`` seconds, and the culler freed the kernel first. Here a page is
fetched over plain HTTP and its websocket opened later, as a slow browser would.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from serving_kit import (
    CELL_ERROR,
    WIDGET_MIME,
    Server,
    get,
    kernel_id_of,
    wait_until,
    widget_answers,
)

from pinochle_learn.serve import CELL_TIMEOUT_TEXT

pytestmark = pytest.mark.serving

LESSON = "voila/render/05_play_round.ipynb"
CULL_IDLE_S = 3
REQUEST_TIMEOUT_S = 240


def _kernel_listed(server: Server, kernel: str) -> bool:
    status, _, _ = get(server.url + f"api/kernels/{kernel}", timeout=20)
    assert status in (200, 404), f"HTTP {status} asking for kernel {kernel}"
    return status == 200


def test_a_page_that_connects_after_cull_idle_keeps_its_kernel_and_its_widget_answers(
    lessons_server: Callable[..., Server],
) -> None:
    server = lessons_server(cull_idle=CULL_IDLE_S)
    status, page, _ = get(server.url + LESSON)
    assert status == 200 and page.count(WIDGET_MIME) >= 1
    kernel = kernel_id_of(page)

    # The page's scripts held back: no websocket until the culler has run several times past
    # cull_idle (cull_interval is 1 s here). A scenario's delay, not a wait for state.
    time.sleep(CULL_IDLE_S + 5)

    assert _kernel_listed(server, kernel), "the kernel was freed before its page connected"
    assert "Culling '" not in server.log_text()
    assert widget_answers(server, page), "the page's widget does not answer"

    # The page gone without a word (a crashed browser: the websocket closed, no shutdown
    # request): its kernel is freed after cull_idle, as before.
    assert wait_until(lambda: not _kernel_listed(server, kernel), 30), "never freed"
    log = server.log_text()
    assert "Culling 'idle' kernel" in log
    assert "TraitError" not in log and "Traceback" not in log


def _bare_lesson(folder: Path) -> None:
    cell = {
        "cell_type": "code",
        "execution_count": None,
        "metadata": {},
        "outputs": [],
        "source": "import ipywidgets as widgets\nwidgets.IntSlider(description='bare')",
    }
    notebook = {
        "cells": [cell],
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (folder / "bare.ipynb").write_text(json.dumps(notebook))


@pytest.mark.load  # counts that a loaded machine must keep: runs alone
def test_the_kernel_cap_counts_kernels_starting_and_visitors_waiting(
    lessons_server: Callable[..., Server], tmp_path: Path
) -> None:
    # 12 visitors at once, 5 places, 4 renders at a time: exactly 5 lessons and 7 class-full
    # pages. Before, the visitors rendering were not counted until their kernel was listed,
    # and 4 rendering + 5 waiting = 9 kernels got in under a cap of 5.
    folder = tmp_path / "lessons"
    folder.mkdir()
    _bare_lesson(folder)
    server = lessons_server(folder, max_kernels=5, max_starting=4, cull_idle=600)

    with ThreadPoolExecutor(12) as pool:
        views = list(pool.map(lambda _: get(server.url + "voila/render/bare.ipynb"), range(12)))

    lessons = [body for status, body, _ in views if status == 200 and WIDGET_MIME in body]
    full = [body for status, body, _ in views if status == 503 and 'id="pl-full"' in body]
    assert (len(lessons), len(full)) == (5, 7)
    assert len(server.kernel_pids()) == 5


def _verdict(server: Server, status: int, body: str, widgets: int) -> str:
    if status == 503 and 'id="pl-busy"' in body:
        return "busy"
    if status == 503 and 'id="pl-full"' in body:
        return "full"
    rendered = (
        status == 200
        and body.count(WIDGET_MIME) == widgets
        and CELL_ERROR not in body
        and CELL_TIMEOUT_TEXT not in body
        and body.rstrip().endswith("</html>")
    )
    if rendered and widget_answers(server, body):
        return "lesson"
    return f"BROKEN (HTTP {status}, {body.count(WIDGET_MIME)} of {widgets} widgets)"


@pytest.mark.load  # counts that a loaded machine must keep: runs alone
def test_sixty_simultaneous_views_each_a_working_lesson_or_a_page_that_retries(
    lessons_server: Callable[..., Server],
) -> None:
    # A class of 60 on 40 places, pages whose scripts connect only once the whole burst is
    # answered (a slow browser), a short cull_idle: every view is a lesson whose widget answers,
    # the busy page or the class-full page; never more than 40 kernels. Before, the first
    # pages' kernels were culled before they connected, and more than 40 got in.
    server = lessons_server(max_kernels=40, cull_idle=CULL_IDLE_S, queue_timeout=60)
    status, alone, _ = get(server.url + LESSON)
    widgets = alone.count(WIDGET_MIME)
    assert status == 200 and widgets >= 1
    assert widget_answers(server, alone)
    assert wait_until(lambda: server.kernel_pids() == [], 30), "the lone view's kernel stays"

    most = [0]
    done = threading.Event()

    def count_kernels() -> None:
        while not done.is_set():
            most[0] = max(most[0], len(server.kernel_pids()))
            time.sleep(0.2)

    sampler = threading.Thread(target=count_kernels)
    sampler.start()
    start = time.monotonic()
    try:
        with ThreadPoolExecutor(60) as pool:
            views = list(pool.map(lambda _: get(server.url + LESSON, REQUEST_TIMEOUT_S), range(60)))
            wall = time.monotonic() - start
            verdicts = list(
                pool.map(lambda view: _verdict(server, view[0], view[1], widgets), views)
            )
    finally:
        done.set()
        sampler.join()

    counts = {kind: verdicts.count(kind) for kind in ("lesson", "busy", "full")}
    print(f"60 views in {wall:.0f} s: {counts}, at most {most[0]} kernels")
    assert [v for v in verdicts if v not in counts] == []
    # 40 places for 60 visitors arriving together: at least 20 class-full pages (one more when
    # the lone view's kernel, its process gone, is still being let go by the server as the
    # burst arrives); the exact count is test_the_kernel_cap_counts_kernels_starting_and_...
    assert 20 <= counts["full"] <= 21, "40 places for 60 visitors arriving together"
    assert counts["lesson"] + counts["busy"] == 60 - counts["full"]
    assert most[0] <= 40
    log = server.log_text()
    assert "TraitError" not in log and "Traceback" not in log
    assert wall < REQUEST_TIMEOUT_S


@pytest.mark.browser
def test_in_chromium_a_page_whose_script_loads_after_cull_idle_plays(
    lessons_server: Callable[..., Server], chromium_browser: object, tmp_path: Path
) -> None:
    # The browser of a loaded machine: Voila's script (which opens the kernel's websocket)
    # arrives well after cull_idle. Before issue 16 the page then showed raw widget text.
    from playwright.sync_api import Browser, Route, expect

    assert isinstance(chromium_browser, Browser)
    server = lessons_server(cull_idle=CULL_IDLE_S)
    page = chromium_browser.new_page()
    page.set_default_timeout(120_000)
    held_back = threading.Event()

    def late_script(route: Route) -> None:
        held_back.wait(CULL_IDLE_S + 6)  # the scenario's delay: several culler passes
        route.continue_()

    page.route("**/voila/static/voila.js", late_script)
    page.goto(server.url + LESSON, wait_until="commit")
    button = page.locator("button.pl-bid-250")
    button.wait_for(state="visible")
    expect(page.locator("#round-phase")).to_have_attribute("data-phase", "AUCTION")
    before = page.locator("#round-phase").get_attribute("data-step")
    button.click()  # the kernel answers: the round moves on to trump
    expect(page.locator("#round-phase")).not_to_have_attribute("data-step", before or "")
    expect(page.locator("#round-phase")).to_have_attribute("data-phase", "TRUMP")
    assert "VBox(children" not in page.inner_text("body")
    for width in (1280, 420):
        page.set_viewport_size({"width": width, "height": 900})
        page.screenshot(path=str(tmp_path / f"late-script-{width}.png"), full_page=True)
    assert "Culling '" not in server.log_text()
    page.close()
