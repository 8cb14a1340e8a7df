"""Time for each lesson to become interactive in headless Chromium (not a test: run and read).

Starts Voila as ``pinochle-learn serve`` does, opens every lesson ``--views`` times, each in a
fresh browser context (so a fresh kernel), and reports the seconds from navigation until the
first widget button is on screen and enabled, then the time from two clicks on cards of the
Meld lesson's picker (Q♠, J♦) to the redrawn meld total.

    .venv/bin/python benchmarks/bench_lessons.py [--views 3]
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import statistics
import subprocess
import time

from browser import FLAGS, free_port, wait_up
from playwright.sync_api import sync_playwright

from pinochle_learn.cli import notebooks_dir, voila_argv

WIDGET = "button.jupyter-button:not([disabled])"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--views", type=int, default=3)
    args = parser.parse_args()
    folder = notebooks_dir()
    lessons = sorted(p.name for p in folder.glob("[0-9]*.ipynb"))
    port = free_port()
    proc = subprocess.Popen(
        voila_argv(port, folder),
        cwd=folder,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    base = f"http://127.0.0.1:{port}/"
    try:
        wait_up(base + "voila/static/", proc)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=shutil.which("chromium"), args=FLAGS)
            for name in lessons:
                times = []
                for _ in range(args.views):
                    context = browser.new_context(viewport={"width": 1100, "height": 900})
                    page = context.new_page()
                    start = time.monotonic()
                    page.goto(base + "voila/render/" + name, wait_until="commit")
                    page.locator(WIDGET).first.wait_for(state="visible", timeout=120_000)
                    times.append(time.monotonic() - start)
                    if name.startswith("01_meld") and len(times) == 1:
                        total = page.locator("#meld-total")
                        before = total.inner_text()
                        click = time.monotonic()
                        page.locator(
                            ".pl-picker button.plc-card[data-card='S12']"
                        ).click()  # Q♠, J♦
                        page.locator(".pl-picker button.plc-card[data-card='D11']").click()
                        page.wait_for_function(
                            "b => document.querySelector('#meld-total')?.innerText !== b",
                            arg=before,
                        )
                        took = time.monotonic() - click
                        print(f"  01_meld two clicks to redrawn total: {took:.2f} s")
                    context.close()
                print(
                    f"{name:24} interactive in median {statistics.median(times):.2f} s "
                    f"(min {min(times):.2f}, max {max(times):.2f}; {args.views} cold views)"
                )
            browser.close()
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=15)


if __name__ == "__main__":
    main()
