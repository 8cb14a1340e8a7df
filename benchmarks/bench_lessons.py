"""Time for each lesson to become interactive in headless Chromium, and its kernel's memory,
beside a bare ipywidgets page (not a test: run and read).

Starts Voila as ``pinochle-learn serve`` does, over a copy of the lessons plus ``bare.ipynb`` (a
Button that updates an HTML widget: the least an ipywidgets page can be, issue 21), opens every
page ``--views`` times, each in a fresh browser context (so a fresh kernel), and reports the
seconds from navigation until the first widget button is on screen and enabled, and the
kernel's RSS and PSS (``/proc/PID/smaps_rollup``) once the page's last cell has rendered.
Every lesson view is paired with a bare view opened just before it (bare, lesson, bare, lesson
...), so that both see the same load; each lesson's figures are given as the median and the
range of its per-pair ratios to the bare page's. By default every notebook of the course is
measured (course order, then the pages outside it: the index, the games page, scenarios).
With ``--code DIR`` the server and its kernels import the package from another checkout
(``DIR`` and ``DIR/widgets`` first on ``PYTHONPATH``, its notebooks served): run it for the
code before and after a change, in turns.
With ``--meld-clicks``, the time from two clicks on cards of the Meld lesson's picker (Q♠, J♦)
to the redrawn meld total.

    .venv/bin/python benchmarks/bench_lessons.py [--views 3] [--lessons meld_odds.ipynb ...]
        [--code DIR] [--json OUT]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import statistics
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from browser import chromium, serving
from playwright.sync_api import Browser, Page, sync_playwright

from pinochle_widgets.course.course import COURSE

WIDGET = "button.jupyter-button:not([disabled])"
NO_BUTTON = {"index.ipynb", "scenarios.ipynb", "teacher.ipynb"}
"""Pages with no button: interactive once the page has rendered its last cell (the index and
scenarios are links; the teacher's page without a class link and token is one line)."""
LOADED = "() => document.readyState === 'complete' && !document.querySelector('#loading')"
"""The page has rendered its last cell: Voila streamed the whole page (so ``#loading``, sent
near its top, has been sent; at navigation's commit the document is still empty, which the
test without ``readyState`` took for a page already loaded) and removed its loading box."""
BARE = {
    "cells": [
        {
            "cell_type": "code",
            "execution_count": None,
            "metadata": {},
            "outputs": [],
            "source": (
                "import ipywidgets as widgets\n"
                "out = widgets.HTML('<p>not yet</p>')\n"
                "button = widgets.Button(description='Click')\n"
                "button.on_click(lambda _b: setattr(out, 'value', '<p>clicked</p>'))\n"
                "widgets.VBox([button, out])"
            ),
        }
    ],
    "metadata": {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
    },
    "nbformat": 4,
    "nbformat_minor": 5,
}


def kernels(root: int) -> set[int]:
    """Pids of the ipykernel processes under ``root``."""
    found, todo = set(), [root]
    while todo:
        pid = todo.pop()
        for task in Path(f"/proc/{pid}/task").glob("*"):
            try:
                children = (task / "children").read_text().split()
            except OSError:
                continue
            for child in map(int, children):
                todo.append(child)
                try:
                    cmd = Path(f"/proc/{child}/cmdline").read_bytes()
                except OSError:
                    continue
                if b"ipykernel" in cmd:
                    found.add(child)
    return found


def memory_mb(pid: int) -> tuple[float, float]:
    """(RSS, PSS) of a process in MB."""
    rss = pss = 0.0
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        if line.startswith("Rss:"):
            rss = int(line.split()[1]) / 1024
        elif line.startswith("Pss:"):
            pss = int(line.split()[1]) / 1024
    return rss, pss


def meld_clicks(page: Page) -> float:
    total = page.locator("#meld-total")
    before = total.inner_text()
    click = time.monotonic()
    page.locator(".pl-picker button.plc-card[data-card='S12']").click()  # Q♠, J♦
    page.locator(".pl-picker button.plc-card[data-card='D11']").click()
    page.wait_for_function(
        "b => document.querySelector('#meld-total')?.innerText !== b", arg=before
    )
    return time.monotonic() - click


@contextlib.contextmanager
def cold_view(
    browser: Browser, url: str, name: str, server: int
) -> Iterator[tuple[dict[str, float], Page]]:
    """One cold view of the notebook ``name`` at ``url`` in a fresh browser context (so a fresh
    kernel of the server whose pid is ``server``): yields its figures, ``tti_s`` (seconds from
    navigation until the first enabled widget button shows; for a page in ``NO_BUTTON``, until
    its last cell rendered) and ``rss_mb``/``pss_mb`` of its kernel once its last cell
    rendered, and the page, open until the block ends."""
    before = kernels(server)
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    try:
        page = context.new_page()
        start = time.monotonic()
        page.goto(url, wait_until="commit")
        if name in NO_BUTTON:
            page.wait_for_function(LOADED, timeout=180_000)
        else:
            page.locator(WIDGET).first.wait_for(state="visible", timeout=180_000)
        row = {"tti_s": time.monotonic() - start}
        page.wait_for_function(LOADED, timeout=180_000)
        new = kernels(server) - before
        if len(new) == 1:
            row["rss_mb"], row["pss_mb"] = memory_mb(new.pop())
        yield row, page
    finally:
        context.close()


def spread(ratios: list[float]) -> str:
    """Per-pair ratios as ``x<median> (<lowest>-<highest>)``; ``n/a`` when there are none."""
    each = sorted(ratios)
    if not each:
        return "   n/a"
    return f"x{statistics.median(each):.2f} ({each[0]:.2f}-{each[-1]:.2f})"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--views", type=int, default=3)
    parser.add_argument("--lessons", nargs="*", help="notebooks (default: every one)")
    parser.add_argument("--code", type=Path, help="a checkout whose package and lessons to serve")
    parser.add_argument("--json", type=Path, help="write every view's figures here")
    parser.add_argument("--meld-clicks", action="store_true")
    args = parser.parse_args()
    root = (args.code or Path(__file__).resolve().parents[1]).resolve()
    env = dict(os.environ)
    if args.code:
        env["PYTHONPATH"] = f"{root}:{root / 'widgets'}"
    work = Path(tempfile.mkdtemp(prefix="bench-lessons-"))
    folder = work / "notebooks"
    shutil.copytree(root / "notebooks", folder)
    (folder / "bare.ipynb").write_text(json.dumps(BARE))
    course = [lesson.notebook for lesson in COURSE]
    others = sorted(p.name for p in folder.glob("*.ipynb") if p.name not in course)
    lessons = args.lessons or [*course, *(n for n in others if n != "bare.ipynb")]
    pages = ["bare.ipynb", *lessons]
    results: dict[str, list[dict[str, float]]] = {name: [] for name in pages}
    paired: dict[str, list[dict[str, float]]] = {name: [] for name in lessons}
    try:
        with serving(folder, env) as (base, proc), sync_playwright() as pw:
            browser, server = chromium(pw), proc.pid
            for view in range(args.views):
                # in turns, each lesson just after a bare view, so a load spike hits both alike
                for name in (n for lesson in lessons for n in ("bare.ipynb", lesson)):
                    url = base + "voila/render/" + name
                    with cold_view(browser, url, name, server) as (row, page):
                        if args.meld_clicks and name.startswith("01_meld") and view == 0:
                            clicks = meld_clicks(page)
                            print(f"  01_meld two clicks to redrawn total: {clicks:.2f} s")
                    results[name].append(row)
                    if name != "bare.ipynb":
                        paired[name].append(results["bare.ipynb"][-1])
            browser.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    report(results, paired, args.views)
    if args.json:
        args.json.write_text(
            json.dumps({"load": os.getloadavg(), "views": results, "bare": paired}, indent=1)
        )


def report(
    results: dict[str, list[dict[str, float]]],
    paired: dict[str, list[dict[str, float]]],
    views: int,
) -> None:
    def median(name: str, key: str) -> float:
        values = [row[key] for row in results[name] if key in row]
        return statistics.median(values) if values else float("nan")

    def ratio(name: str, key: str) -> str:
        return spread(
            [
                row[key] / bare[key]
                for row, bare in zip(results[name], paired[name], strict=True)
                if key in row and key in bare
            ]
        )

    print(
        f"load average {os.getloadavg()[0]:.1f}; {views} cold views a page, each after a bare one"
    )
    print(
        f"{'page':22} {'interactive':>12} {'ratio (range)':>19} {'RSS MB':>7} {'ratio (range)':>19}"
        f" {'PSS MB':>7} {'ratio (range)':>19}"
    )
    for name in results:
        tti, rss, pss = (median(name, k) for k in ("tti_s", "rss_mb", "pss_mb"))
        bare = name == "bare.ipynb"
        print(
            f"{name:22} {tti:10.2f} s {'' if bare else ratio(name, 'tti_s'):>19}"
            f" {rss:7.0f} {'' if bare else ratio(name, 'rss_mb'):>19}"
            f" {pss:7.0f} {'' if bare else ratio(name, 'pss_mb'):>19}"
        )


if __name__ == "__main__":
    main()
