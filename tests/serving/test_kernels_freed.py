"""Kernels of closed tabs are freed: at once by the page's own shutdown request (Voila's
beacon, accepted now that the xsrf cookie is set), and by culling when no page ever connects."""

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


def test_a_kernel_no_page_connects_to_is_culled(lessons_server: Callable[..., Server]) -> None:
    server = lessons_server(cull_idle=3)  # a plain HTTP view never opens the kernel's websocket
    status, _, _ = get(server.url + LESSON)
    assert status == 200 and len(server.kernel_pids()) == 1

    assert wait_until(lambda: server.kernel_pids() == [], 30), "the kernel was not culled"
    assert "Culling 'idle' kernel" in server.log_text()
