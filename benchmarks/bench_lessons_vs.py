"""A lesson served from this checkout beside the same lesson from another one, view for view
(not a test: run and read).

``bench_lessons.py`` measures a lesson against the bare page; on a loaded machine its ratios move
by a fifth from run to run, more than most changes to the lessons. This runs two servers at
once, this checkout's and ``--against DIR``'s (its package and notebooks first on
``PYTHONPATH``, as ``bench_lessons.py --code`` does), and opens each page from both in turns
(the order swapped each pair), each view cold; it reports per page the median and range of the
per-pair ratios new / old of the time to interactive and of the kernel's RSS and PSS.

    .venv/bin/python benchmarks/bench_lessons_vs.py --against DIR [--pairs 4]
        [--lessons cards.ipynb ...]
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import statistics
import tempfile
from pathlib import Path

from bench_lessons import cold_view, serving, spread
from browser import chromium
from playwright.sync_api import sync_playwright


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--against", type=Path, required=True, help="the checkout to compare to")
    parser.add_argument("--pairs", type=int, default=4)
    parser.add_argument("--lessons", nargs="+", default=["cards.ipynb", "04_scoring.ipynb"])
    args = parser.parse_args()
    here = Path(__file__).resolve().parents[1]
    old_root = args.against.resolve()
    work = Path(tempfile.mkdtemp(prefix="bench-vs-"))
    rows: dict[str, list[tuple[dict[str, float], dict[str, float]]]] = {
        name: [] for name in args.lessons
    }
    try:
        new_dir, old_dir = work / "new", work / "old"
        shutil.copytree(here / "notebooks", new_dir)
        shutil.copytree(old_root / "notebooks", old_dir)
        old_env = dict(os.environ, PYTHONPATH=f"{old_root}:{old_root / 'widgets'}")
        with contextlib.ExitStack() as stack:
            new_base, new_pid = stack.enter_context(serving(new_dir, dict(os.environ)))
            old_base, old_pid = stack.enter_context(serving(old_dir, old_env))
            pw = stack.enter_context(sync_playwright())
            browser = chromium(pw)
            for pair in range(args.pairs):
                for name in args.lessons:
                    got: dict[str, dict[str, float]] = {}
                    sides = [("new", new_base, new_pid), ("old", old_base, old_pid)]
                    for side, base, pid in sides if pair % 2 == 0 else sides[::-1]:
                        url = base + "voila/render/" + name
                        with cold_view(browser, url, name, pid) as (row, _page):
                            got[side] = row
                    rows[name].append((got["new"], got["old"]))
            browser.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"load average {os.getloadavg()[0]:.1f}; {args.pairs} pairs a page, new / old")
    print(f"{'page':22} {'interactive':>19} {'RSS':>19} {'PSS':>19}  new / old median")
    for name, pairs in rows.items():
        cols = []
        for key in ("tti_s", "rss_mb", "pss_mb"):
            cols.append(
                spread([new[key] / old[key] for new, old in pairs if key in new and key in old])
            )
        med = [
            f"{statistics.median(new[k] for new, _ in pairs):.2f}/"
            f"{statistics.median(old[k] for _, old in pairs):.2f}"
            for k in ("tti_s", "rss_mb")
        ]
        print(f"{name:22} {cols[0]:>19} {cols[1]:>19} {cols[2]:>19}  {' '.join(med)}")


if __name__ == "__main__":
    main()
