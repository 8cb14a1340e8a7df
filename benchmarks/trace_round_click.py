"""Where a click of the Play a round lesson goes in the browser (issue 21.3): not a test.

Serves the lessons as ``bench_round_click.py`` does, plays to the tricks and, for ``--clicks``
card clicks (``--kind bid``: "Bid 250" after "Replay round", South bidding first), counts what
reaches the page (the kernel's ``comm_msg`` updates, its ``comm_open`` (new models) and the
bytes, read from the websocket's frames), the DOM nodes the redraw adds (a MutationObserver),
and the page's main-thread time from Chrome DevTools' ``Performance`` metrics (task, script, style
recalculation, layout), from the click until 300 ms after the redraw. With ``--trace FILE``,
the last click is also recorded as a Chromium trace (``chrome://tracing``, Perfetto).

    .venv/bin/python benchmarks/trace_round_click.py [--clicks 8] [--kind bid] [--trace OUT.json]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import tempfile
from collections import Counter
from pathlib import Path

from bench_round_click import LESSON, TIME_STEP, to_tricks
from browser import KernelWatch, chromium, decode, serving
from playwright.sync_api import sync_playwright

from pinochle_learn.cli import notebooks_dir

COUNT_NODES = """() => {
  window.__added = 0;
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) {
      window.__added += 1 + (n.querySelectorAll ? n.querySelectorAll('*').length : 0);
    }
  }).observe(document.body, {subtree: true, childList: true});
}"""

METRICS = ("TaskDuration", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=8)
    parser.add_argument(
        "--kind",
        choices=("card", "bid"),
        default="card",
        help="card: a playable card in the tricks; bid: 'Bid 250' after 'Replay round'",
    )
    parser.add_argument("--trace", type=Path, help="a Chromium trace of the last click")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "notebooks"
        shutil.copytree(notebooks_dir(), folder)
        rows: list[dict[str, float]] = []
        with serving(folder) as (base, _proc), sync_playwright() as playwright:
            browser = chromium(playwright)
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.set_default_timeout(180_000)
            watch = KernelWatch(page)
            frames: list[bytes | str] = []
            recording = [False]
            page.on(
                "websocket",
                lambda ws: ws.on(
                    "framereceived", lambda p: frames.append(p) if recording[0] else None
                ),
            )
            page.goto(f"{base}voila/render/{LESSON}", wait_until="commit")
            page.locator("#round-phase").wait_for(state="attached")
            to_tricks(page)
            page.evaluate(COUNT_NODES)
            cdp = page.context.new_cdp_session(page)
            cdp.send("Performance.enable")
            card = ".pl-round-hand button.plc-card.plc-playable"
            target = card if args.kind == "card" else "button.pl-bid-250"
            for click in range(args.clicks):
                if args.kind == "card":
                    to_tricks(page)
                else:
                    page.evaluate(TIME_STEP, "button.pl-round-replay")
                watch.settle()  # the untimed click's messages in and painted
                last = click == args.clicks - 1
                before = {
                    m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]
                }
                page.evaluate("window.__added = 0")
                frames.clear()
                recording[0] = True
                if last and args.trace:
                    browser.start_tracing(page=page, path=str(args.trace), screenshots=False)
                took = float(page.evaluate(TIME_STEP, target))
                page.wait_for_timeout(300)
                recording[0] = False
                if last and args.trace:
                    browser.stop_tracing()
                after = {
                    m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]
                }
                messages = [m for m in map(decode, frames) if m]
                updates = [m for m in messages if m["header"]["msg_type"] == "comm_msg"]
                opens = [m for m in messages if m["header"]["msg_type"] == "comm_open"]
                row = {"redraw_ms": took, "comm_msgs": len(updates), "comm_opens": len(opens)}
                row["kb"] = sum(len(f) for f in frames) / 1000
                row["nodes_added"] = float(page.evaluate("window.__added"))
                for name in METRICS:
                    row[name] = (after.get(name, 0) - before.get(name, 0)) * 1000
                kinds = Counter(
                    tuple(sorted(m["content"]["data"].get("state", {}))) for m in updates
                )
                print(f"click {click}: {row}  updates {dict(kinds)}")
                rows.append(row)
            browser.close()
    print(f"load average {os.getloadavg()[0]:.1f}; medians of {len(rows)} {args.kind} clicks:")
    for key in rows[0]:
        values = [row[key] for row in rows]
        print(f"  {key:20} {statistics.median(values):8.1f}  ({min(values):.1f}-{max(values):.1f})")


if __name__ == "__main__":
    main()
