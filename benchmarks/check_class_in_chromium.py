"""A class of 60 in Chromium: every view of Play a round ends as a lesson that plays (issue 16).

Too heavy for ``make test`` (60 browser pages and 60 kernels on the machine): run it by hand,
``.venv/bin/python benchmarks/check_class_in_chromium.py [VIEWS]``. It serves the lessons with
the defaults of ``pinochle-learn serve``, opens VIEWS (default 60) pages of "Play a round" at
once in one headless Chromium (a context each), and waits for each to end as the lesson (its
bid buttons shown, then a bid answered by the kernel), the busy or class-full page (which
retry by themselves, so they are only passed through), or raw widget text (a broken page).
It prints the final states, the pages passed through, the wall time and the server log's
culling lines; exits 1 if any view did not end as a lesson that plays. Only the server and
browser it starts are stopped.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from browser import chromium_async, serving

from pinochle_learn.serve import notebooks_dir

LESSON = "voila/render/05_play_round.ipynb"
LIMIT_S = 420
STATE = """() => {
    if (document.querySelector('#pl-busy')) return 'busy';
    if (document.querySelector('#pl-full')) return 'full';
    const bid = document.querySelector('button.pl-bid-250');
    if (bid && bid.offsetParent) return 'lesson';
    if (document.body && document.body.innerText.includes('VBox(children')) return 'raw';
    return '';
}"""
TRUMP = "document.querySelector('#round-phase')?.dataset.phase === 'TRUMP'"


async def view(browser: Any, url: str) -> tuple[str, bool, bool, float]:
    """(final state, passed through the busy page, through the full page, seconds)."""
    context = await browser.new_context()
    page = await context.new_page()
    page.set_default_timeout(LIMIT_S * 1000)
    start = time.monotonic()
    busy = full = False
    try:
        await page.goto(url, wait_until="commit")
        state = "timeout"
        while time.monotonic() - start < LIMIT_S:
            now = await page.evaluate(STATE)
            busy, full = busy or now == "busy", full or now == "full"
            if now in ("lesson", "raw"):
                state = now
                break
            await asyncio.sleep(1)
        if state == "lesson":  # the kernel answers: a bid moves the round on to trump
            await page.click("button.pl-bid-250")
            await page.wait_for_function(TRUMP, timeout=180_000)
            state = "plays"
        return state, busy, full, time.monotonic() - start
    except Exception as error:
        return f"error {type(error).__name__}", busy, full, time.monotonic() - start
    finally:
        await context.close()


async def main(views: int) -> int:
    from playwright.async_api import async_playwright

    log = Path(tempfile.mkdtemp(prefix="class_in_chromium_")) / "server.log"
    with serving(notebooks_dir(), log=log) as (base, _proc):
        async with async_playwright() as pw:
            browser = await chromium_async(pw)
            start = time.monotonic()
            results = await asyncio.gather(*(view(browser, base + LESSON) for _ in range(views)))
            wall = time.monotonic() - start
            await browser.close()
    text = log.read_text(errors="replace")
    print("final states:", dict(Counter(r[0] for r in results)))
    print(
        f"passed through the busy page: {sum(r[1] for r in results)}, the full page: "
        f"{sum(r[2] for r in results)}"
    )
    print(f"wall {wall:.0f} s, slowest view {max(r[3] for r in results):.0f} s")
    print(
        f"server log: {text.count(chr(10))} lines, culling {text.count('Culling ' + chr(39))}, "
        f"TraitError {text.count('TraitError')}, Traceback {text.count('Traceback')}"
    )
    return 0 if all(r[0] == "plays" for r in results) else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 60)))
