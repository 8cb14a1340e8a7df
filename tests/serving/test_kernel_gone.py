"""A lesson whose kernel is gone says so (issue 16): when the kernel dies (``kill -9``) or the
server restarts, the page shows "The lesson stopped on the server…" with a reload button, the
dead kernel is not restarted blank behind it, and a page whose connection merely drops does not
show it. Nothing sent over the kernel websocket brings back a traceback or a server path."""

from __future__ import annotations

import json
import os
import re
import signal
import uuid
from collections.abc import Callable
from pathlib import Path

import pytest
from serving_kit import Server, get, start_server, wait_until

from pinochle_learn.serve import notebooks_dir

pytestmark = pytest.mark.serving

LESSON = "voila/render/01_meld.ipynb"
GONE = "#pl-kernel-gone"
GONE_TEXT = "The lesson stopped on the server. Reload the page to start again."
SHOWN_WITHIN_MS = 15_000  # the server notices a dead kernel in 3 s (KernelRestarter.time_to_dead)
SHOTS = Path(__file__).parents[1] / "browser" / "screenshots"  # lesson-stopped-<width>.png

WATCHING_JS = """() => {
    const manager = window.jupyterapp && window.jupyterapp.widgetManager;
    return !!(manager && manager.kernel && manager.kernel.connectionStatus === 'connected');
}"""


def _open_lesson(browser: object, url: str, width: int = 1280) -> object:
    from playwright.sync_api import Browser

    assert isinstance(browser, Browser)
    page = browser.new_page(viewport={"width": width, "height": 900})
    page.set_default_timeout(120_000)
    page.goto(url + LESSON, wait_until="commit")
    page.locator(".jupyter-widgets").first.wait_for(state="visible")
    page.wait_for_function(WATCHING_JS)
    return page


def _assert_gone_message(page: object) -> None:
    from playwright.sync_api import Page

    assert isinstance(page, Page)
    message = page.locator(GONE)
    message.wait_for(state="visible", timeout=SHOWN_WITHIN_MS)
    assert message.inner_text().startswith(GONE_TEXT)
    assert page.get_by_role("button", name="Reload the page").is_visible()


@pytest.mark.browser
def test_a_killed_kernel_shows_the_message_and_is_not_restarted_blank(
    lessons_server: Callable[..., Server], chromium_browser: object
) -> None:
    from playwright.sync_api import Page

    server = lessons_server(cull_idle=600)
    page = _open_lesson(chromium_browser, server.url)
    assert isinstance(page, Page)
    [kernel] = server.kernel_pids()

    os.kill(kernel, signal.SIGKILL)

    _assert_gone_message(page)
    assert wait_until(lambda: server.kernel_pids() == [], 10), "a blank kernel was started again"
    for width in (1280, 420):
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.set_viewport_size({"width": width, "height": 800})
        page.screenshot(path=str(SHOTS / f"lesson-stopped-{width}.png"))
    # The button reloads the page: a new kernel, the lesson again, no message.
    page.get_by_role("button", name="Reload the page").click()
    page.locator(".jupyter-widgets").first.wait_for(state="visible")
    page.wait_for_function(WATCHING_JS)
    assert page.locator(GONE).count() == 0
    assert len(server.kernel_pids()) == 1
    page.close()


@pytest.mark.browser
def test_a_restarted_server_shows_the_message(
    lessons_server: Callable[..., Server], chromium_browser: object, tmp_path: Path
) -> None:
    from playwright.sync_api import Page

    server = lessons_server(cull_idle=600)
    page = _open_lesson(chromium_browser, server.url)
    assert isinstance(page, Page)

    server.stop()
    again = start_server(server.options, notebooks_dir(), tmp_path / "again.log")
    try:
        _assert_gone_message(page)
        assert again.kernel_pids() == []
    finally:
        again.stop()
    page.close()


@pytest.mark.browser
def test_a_stopped_server_shows_the_message(
    lessons_server: Callable[..., Server], chromium_browser: object
) -> None:
    """A server that stays down answers nothing: after 10 s of no answer (five asks, 2 s apart)
    the page says the lesson stopped, as it does for a restarted server."""
    from playwright.sync_api import Page

    server = lessons_server(cull_idle=600)
    page = _open_lesson(chromium_browser, server.url)
    assert isinstance(page, Page)

    server.stop()

    page.locator(GONE).wait_for(state="visible", timeout=SHOWN_WITHIN_MS + 10_000)
    assert page.locator(GONE).inner_text().startswith(GONE_TEXT)
    page.close()


@pytest.mark.browser
def test_a_dropped_connection_to_a_live_kernel_shows_nothing(
    lessons_server: Callable[..., Server], chromium_browser: object
) -> None:
    from playwright.sync_api import Page

    server = lessons_server(cull_idle=600)
    page = _open_lesson(chromium_browser, server.url)
    assert isinstance(page, Page)
    kernel_id = page.evaluate("() => window.jupyterapp.widgetManager.kernel.id")

    # The websocket closes and reconnects; the page asks the server, which knows the kernel.
    with page.expect_response(
        lambda r: r.url.endswith(f"/api/kernels/{kernel_id}") and r.request.method == "GET",
        timeout=SHOWN_WITHIN_MS,
    ) as asked:
        page.evaluate("() => window.jupyterapp.widgetManager.kernel.reconnect()")
    assert asked.value.status == 200
    page.wait_for_function(WATCHING_JS)

    assert page.locator(GONE).count() == 0
    assert len(server.kernel_pids()) == 1
    page.close()


def _comm_open(content: object) -> str:
    header = {
        "msg_id": uuid.uuid4().hex,
        "msg_type": "comm_open",
        "username": "visitor",
        "session": uuid.uuid4().hex,
        "date": "2025-01-01T00:00:00Z",
        "version": "5.3",
    }
    message = {"header": header, "parent_header": {}, "metadata": {}, "content": content}
    return json.dumps({**message, "channel": "shell", "buffers": []})


def _replies(ws_url: str, sent: list[str], expect_closes: int) -> list[str]:
    """Send ``sent`` on a kernel websocket; every message received until ``expect_closes``
    ``comm_close`` replies have come (the kernel's answer to each refused comm_open).

    websocket-client (a dependency of Jupyter Server) is synchronous: Playwright's sync API
    already runs an event loop in this thread."""
    import websocket

    ws = websocket.create_connection(ws_url, timeout=30)
    try:
        for message in sent:
            ws.send(message)
        received: list[str] = []
        while sum('"msg_type": "comm_close"' in r for r in received) < expect_closes:
            reply = ws.recv()
            assert isinstance(reply, str), "a binary message on the JSON protocol"
            received.append(reply)
    finally:
        ws.close()
    return received


def test_a_malformed_comm_open_brings_back_no_traceback_or_path(
    lessons_server: Callable[..., Server],
) -> None:
    server = lessons_server(cull_idle=600)
    status, body, _ = get(server.url + LESSON)
    assert status == 200
    kernel_id = re.search(r'"kernelId": "([0-9a-f-]+)"', body)
    assert kernel_id is not None
    ws_url = (
        server.url.replace("http://", "ws://")
        + f"api/kernels/{kernel_id.group(1)}/channels?session_id={uuid.uuid4().hex}"
    )
    malformed = [
        {},  # no comm_id, no target
        {"comm_id": "a"},  # no target
        {"comm_id": "b", "target_name": "jupyter.widget", "data": {}},  # no widget state
        {"comm_id": "c", "target_name": "jupyter.widget", "data": {"state": {"_model_name": 1}}},
        {"comm_id": "d", "target_name": "no.such.target"},
        "not a dict",
    ]

    replies = _replies(ws_url, [_comm_open(c) for c in malformed], expect_closes=3)

    text = "\n".join(replies)
    for leak in ("Traceback", "/work", "site-packages", str(Path.home()), ".py", 'File "'):
        assert leak not in text, f"{leak!r} sent back over the websocket:\n{text[:2000]}"
    assert "kept from the page" in server.log_text(), "the server's log keeps what was held back"
