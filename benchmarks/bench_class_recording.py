"""Time to interactive of a lesson opened with a class code (recording) beside the same lesson
without one, in headless Chromium (issue 20's target: at most 1.05 times). Not a test: run and
read.

Serves the lessons as ``pinochle-learn serve`` does, with a fresh SQLite database (the kernels
see it through ``PINOCHLE_LEARN_DATABASE``) holding one class; opens each lesson ``--views``
times without and with ``?class=CODE``, in turns, each view in a fresh browser context (a fresh
kernel), and reports the seconds from navigation until the page is whole: Voila's loading
screen gone and the self-check's question on screen (the lesson's last widget). With the class
code, also until the class line says the store was reached (the name asked of that class).
Then, without a browser (a figure the machine's load disturbs less): the kernel's cost of the
lesson kit's start and self-check with and without a class code, each in a fresh interpreter
(``--starts`` times), wall and CPU seconds.

    .venv/bin/python benchmarks/bench_class_recording.py [--views 5] [--starts 15]
        [--lessons cards.ipynb ...]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from browser import chromium, serving
from playwright.sync_api import Page, sync_playwright

from pinochle_learn.cli import notebooks_dir
from pinochle_widgets.records import ClassStore

WHOLE = ".pl-self-check .pl-q-head"
REACHED = '.pl-class-state[data-state="needs-name"]:has-text("Tuesday")'


def _open(page: Page, url: str, *, class_code: bool) -> dict[str, float]:
    start = time.monotonic()
    page.goto(url, wait_until="commit")
    page.locator(WHOLE).first.wait_for(state="visible", timeout=180_000)
    page.wait_for_function("() => !document.querySelector('#loading')", timeout=180_000)
    row = {"tti_s": time.monotonic() - start}
    if class_code:
        page.locator(REACHED).wait_for(state="visible", timeout=180_000)
        row["reached_s"] = time.monotonic() - start
    return row


START = """
import os, sys, time
os.environ["QUERY_STRING"] = sys.argv[1]
from pinochle_widgets import lesson as kit
import pinochle_widgets.course.self_check, pinochle_widgets.views.card_hand
kit.display = lambda widget: None
wall, cpu = time.perf_counter(), time.process_time()
kit.start("cards.ipynb")
kit.self_check(["winner", "counters"])
print(time.perf_counter() - wall, time.process_time() - cpu)
"""


def kit_starts(code: str, starts: int) -> None:
    """Median wall and CPU seconds of the kit's start and self-check, without and with a class
    code, each in a fresh interpreter (in turns)."""
    figures: dict[bool, list[tuple[float, float]]] = {False: [], True: []}
    for _ in range(starts):
        for with_class in (False, True):
            query = f"class={code}" if with_class else ""
            out = subprocess.run(
                [sys.executable, "-c", START, query], capture_output=True, text=True, check=True
            ).stdout.split()
            figures[with_class].append((float(out[0]), float(out[1])))
    for with_class, rows in figures.items():
        wall = statistics.median(r[0] for r in rows) * 1000
        cpu = statistics.median(r[1] for r in rows) * 1000
        label = "with ?class=" if with_class else "without a class"
        print(f"kit.start + self_check {label:16} {wall:6.1f} ms wall {cpu:6.1f} ms CPU")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--views", type=int, default=5)
    parser.add_argument("--lessons", nargs="*", default=["cards.ipynb", "02_tricks.ipynb"])
    parser.add_argument("--starts", type=int, default=15)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bench-class-"))
    url = f"sqlite:///{work / 'records.sqlite'}"
    code = ClassStore(url).new_class("Tuesday group").code
    folder = notebooks_dir()
    rows: dict[tuple[str, bool], list[dict[str, float]]] = {}
    env = {**os.environ, "PINOCHLE_LEARN_DATABASE": url}
    try:
        with serving(folder, env) as (base, _proc), sync_playwright() as pw:
            browser = chromium(pw)
            for _ in range(args.views):
                for lesson in args.lessons:
                    for with_class in (False, True):  # in turns: a load spike hits both alike
                        query = f"?class={code}" if with_class else ""
                        context = browser.new_context(viewport={"width": 1100, "height": 900})
                        page = context.new_page()
                        row = _open(
                            page, f"{base}voila/render/{lesson}{query}", class_code=with_class
                        )
                        context.close()
                        rows.setdefault((lesson, with_class), []).append(row)
            browser.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"load average {os.getloadavg()[0]:.1f}; medians of {args.views} cold views")
    for lesson in args.lessons:
        plain = statistics.median(r["tti_s"] for r in rows[(lesson, False)])
        recorded = statistics.median(r["tti_s"] for r in rows[(lesson, True)])
        reached = statistics.median(r["reached_s"] for r in rows[(lesson, True)])
        print(
            f"{lesson:18} without a class {plain:5.2f} s   with ?class= {recorded:5.2f} s"
            f" (x{recorded / plain:.3f})   class line from the store at {reached:5.2f} s"
        )
    kit_starts(code, args.starts)


if __name__ == "__main__":
    main()
