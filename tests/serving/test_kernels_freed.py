"""Kernels of closed tabs are freed: at once by the page's own shutdown request (Voila's
beacon, accepted now that the xsrf cookie is set), and by culling when no page ever connects
(after ``cull_unconnected``, longer than ``cull_idle``)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from serving_kit import Server, get, wait_until

pytestmark = pytest.mark.serving

LESSON = "voila/render/05_play_round.ipynb"
CLOSED_TAB_KERNEL_S = 10


@pytest.mark.browser
def test_closing_the_tab_frees_its_kernel_within_seconds(
    lessons_server: Callable[..., Server], chromium_browser: object
) -> None:
    from playwright.sync_api import Browser

    assert isinstance(chromium_browser, Browser)
    server = lessons_server(cull_idle=600)  # culling out of the way: the beacon must do it
    context = chromium_browser.new_context()
    page = context.new_page()
    page.set_default_timeout(120_000)
    page.goto(server.url + LESSON, wait_until="commit")
    page.locator(".jupyter-widgets").first.wait_for(state="visible")
    assert any(c["name"] == "_xsrf" for c in context.cookies()), "the beacon needs the cookie"
    assert len(server.kernel_pids()) == 1

    page.close(run_before_unload=True)

    assert wait_until(lambda: server.kernel_pids() == [], CLOSED_TAB_KERNEL_S), (
        f"the closed tab's kernel still runs after {CLOSED_TAB_KERNEL_S} s"
    )
    log = server.log_text()
    assert "Kernel shutdown" in log and "_xsrf" not in log and "403" not in log
    context.close()


def test_a_kernel_no_page_connects_to_is_culled_after_the_longer_wait(
    lessons_server: Callable[..., Server],
) -> None:
    # A plain HTTP view never opens the kernel's websocket: its kernel is kept past cull_idle
    # (its page may still be loading, issue 16) and freed after cull_unconnected.
    server = lessons_server(cull_idle=2, cull_unconnected=12)
    status, _, _ = get(server.url + LESSON)
    assert status == 200 and len(server.kernel_pids()) == 1

    assert wait_until(lambda: server.kernel_pids() == [], 60), "the kernel was not culled"
    log = server.log_text()
    culled = [line for line in log.splitlines() if "Culling 'idle' kernel" in line]
    assert len(culled) == 1 and "0 connections" in culled[0]
    idle_s = int(culled[0].split("due to ")[1].split()[0])
    assert idle_s >= 12, f"culled after {idle_s} s idle, before cull_unconnected"
