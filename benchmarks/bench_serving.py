"""Serving a class, measured against a bare ipywidgets notebook served the same way (issue 9).

Not a test: run and read. In one run, for the bare notebook (one IntSlider) and two lessons
(Meld, Play a round), each served exactly as `pinochle-learn serve` serves (``voila_argv``),
a fresh server for every measurement:

- time to interactive: page open in headless Chromium until the first widget is on screen
  (cold kernel, ``--views`` times, median);
- a closed tab's kernel: seconds from closing the tab until its kernel process is gone;
- bursts of 10, 30 and 60 simultaneous HTTP views: pages with their working widget, busy
  pages, class-full pages, broken pages, wall time; kernel memory per view (RSS and PSS of the
  kernel processes). A page counts as working only if, once the whole burst is answered, its
  kernel's websocket opens and its first widget answers (as a slow browser would connect:
  issue 16 found pages whose kernel had been culled before their script connected);

then every figure of a lesson as a ratio to the bare notebook's.

    .venv/bin/python benchmarks/bench_serving.py [--views 3] [--bursts 10,30,60] [--json out.json]

``--views 0`` skips the times to interactive (only the bursts).

``--defaults`` measures Voila's own settings instead (no admission, nbclient's 4 s IOPub wait):
the "before" of issue 9. Only servers and kernels this script starts are stopped.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "serving"))

from browser import chromium  # noqa: E402
from serving_kit import (  # noqa: E402
    CELL_ERROR,
    WIDGET_MIME,
    Server,
    free_port,
    get,
    start_server,
    wait_until,
    widget_answers,
)

from pinochle_learn.serve import CELL_TIMEOUT_TEXT, ServeOptions, notebooks_dir  # noqa: E402

BARE = {
    "cells": [
        {
            "cell_type": "code",
            "execution_count": None,
            "metadata": {},
            "outputs": [],
            "source": "import ipywidgets as widgets\nwidgets.IntSlider(description='bare')",
        }
    ],
    "metadata": {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
    },
    "nbformat": 4,
    "nbformat_minor": 5,
}


def memory_mb(pid: int) -> tuple[float, float]:
    """(RSS, PSS) of a process in MB."""
    rss = pss = 0.0
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Rss:"):
                rss = int(line.split()[1]) / 1024
            elif line.startswith("Pss:"):
                pss = int(line.split()[1]) / 1024
    except OSError:
        pass
    return rss, pss


class Target:
    def __init__(self, name: str, folder: Path, notebook: str, options: ServeOptions, log: Path):
        self.name, self.folder, self.notebook = name, folder, notebook
        self.options, self.log = options, log

    def serve(self) -> Server:
        opts = replace(self.options, port=free_port())
        return start_server(opts, self.folder, self.log)

    def path(self) -> str:
        return "voila/render/" + self.notebook


def time_to_interactive(target: Target, views: int) -> dict[str, float]:
    from playwright.sync_api import sync_playwright

    server = target.serve()
    times, closed = [], []
    try:
        with sync_playwright() as pw:
            browser = chromium(pw)
            for _ in range(views):
                context = browser.new_context()
                page = context.new_page()
                page.set_default_timeout(180_000)
                start = time.monotonic()
                page.goto(server.url + target.path(), wait_until="commit")
                page.locator(".jupyter-widgets").first.wait_for(state="visible")
                times.append(time.monotonic() - start)
                before = len(server.kernel_pids())
                start = time.monotonic()
                page.close(run_before_unload=True)
                gone = wait_until(lambda b=before: len(server.kernel_pids()) < b, 120, 0.1)
                closed.append(time.monotonic() - start if gone else float("inf"))
                context.close()
            browser.close()
    finally:
        server.stop()
    return {"tti_s": statistics.median(times), "closed_tab_kernel_s": statistics.median(closed)}


def burst(target: Target, views: int) -> dict[str, float]:
    server = target.serve()
    try:
        _, alone, _ = get(server.url + target.path())
        widgets = alone.count(WIDGET_MIME)
        start = time.monotonic()
        with ThreadPoolExecutor(views) as pool:
            pages = list(pool.map(lambda _: get(server.url + target.path(), 300), range(views)))
        wall = time.monotonic() - start
        kernels = server.kernel_pids()
        mem = [memory_mb(pid) for pid in kernels]
        rendered = [
            body
            for code, body, _ in pages
            if code == 200
            and body.count(WIDGET_MIME) == widgets
            and CELL_ERROR not in body
            and CELL_TIMEOUT_TEXT not in body
        ]
        with ThreadPoolExecutor(8) as pool:
            working = sum(pool.map(lambda body: widget_answers(server, body), rendered))
    finally:
        server.stop()
    busy = sum(1 for code, body, _ in pages if code == 503 and 'id="pl-busy"' in body)
    full = sum(1 for code, body, _ in pages if code == 503 and 'id="pl-full"' in body)
    return {
        "views": views,
        "working": working,
        "busy": busy,
        "full": full,
        "broken": views - working - busy - full,
        "wall_s": wall,
        "kernel_rss_mb": statistics.mean(m[0] for m in mem) if mem else 0.0,
        "kernel_pss_mb": statistics.mean(m[1] for m in mem) if mem else 0.0,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--views", type=int, default=3, help="cold views for time to interactive")
    parser.add_argument("--bursts", default="10,30,60", help="simultaneous views, comma-separated")
    parser.add_argument("--lessons", default="01_meld.ipynb,05_play_round.ipynb")
    parser.add_argument("--defaults", action="store_true", help="Voila's own settings instead")
    parser.add_argument("--json", type=Path, help="write the figures here too")
    args = parser.parse_args()

    options = ServeOptions(max_kernels=0)  # no cap; culling as `serve` does (issue 16)
    if args.defaults:  # what issue 9 measured before: Voila's waits, no admission control
        options = replace(options, max_starting=1000, iopub_timeout=4)
    work = Path(tempfile.mkdtemp(prefix="bench_serving_"))
    bare_dir = work / "bare"
    bare_dir.mkdir()
    (bare_dir / "bare.ipynb").write_text(json.dumps(BARE))
    targets = [Target("bare ipywidgets", bare_dir, "bare.ipynb", options, work / "bare.log")]
    for lesson in args.lessons.split(","):
        targets.append(Target(lesson, notebooks_dir(), lesson, options, work / f"{lesson}.log"))

    results: dict[str, dict[str, object]] = {}
    for target in targets:
        row: dict[str, object] = {"tti_s": float("nan"), "closed_tab_kernel_s": float("nan")}
        if args.views > 0:
            row = time_to_interactive(target, args.views)
        for size in (int(n) for n in args.bursts.split(",")):
            row[f"burst{size}"] = burst(target, size)
        results[target.name] = row
        print(target.name, json.dumps(row), flush=True)

    base = results["bare ipywidgets"]
    print(f"\n{'':22}{'TTI s':>8}{'closed s':>9}", end="")
    sizes = [int(n) for n in args.bursts.split(",")]
    for size in sizes:
        print(f"{f'{size}: ok/busy/bad':>18}{'wall s':>8}{'PSS MB':>8}", end="")
    print()
    for name, row in results.items():
        print(f"{name:22}{row['tti_s']:8.1f}{row['closed_tab_kernel_s']:9.1f}", end="")
        for size in sizes:
            b = row[f"burst{size}"]
            assert isinstance(b, dict)
            counts = f"{b['working']}/{b['busy']}/{b['broken']}"
            print(f"{counts:>18}{b['wall_s']:8.0f}{b['kernel_pss_mb']:8.0f}", end="")
        print()
        if name != "bare ipywidgets":
            ratio = f"  ratio to bare: TTI x{row['tti_s'] / base['tti_s']:.2f}"
            for size in sizes:
                b, bb = row[f"burst{size}"], base[f"burst{size}"]
                assert isinstance(b, dict) and isinstance(bb, dict)
                ratio += (
                    f", burst {size} wall x{b['wall_s'] / bb['wall_s']:.2f}"
                    f" PSS x{b['kernel_pss_mb'] / max(bb['kernel_pss_mb'], 1):.2f}"
                )
            print(ratio)
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
