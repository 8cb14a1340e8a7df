"""A lesson in another language beside the same lesson in English, side by side in one run
(issue 23: time to interactive and kernel memory within 1.05x of English; not a test: run and
read).

Serves the lessons as ``bench_lessons.py`` does (its :func:`~bench_lessons.serving` and
:func:`~bench_lessons.cold_view`: a fresh browser context and kernel a view; time to the first
enabled widget button, or to the last rendered cell on a page of links; the kernel's RSS and
PSS then) and opens each lesson in pairs: English (the plain link) and ``?lang=LANG``, the
order of the two swapped from one pair to the next so neither always goes first. A view in
the other language must come up in it (``<html lang>``), else the run stops. One pair of the
first lesson is opened first and not counted (the server's first kernel, and its first
catalogue read). Each lesson's figures: the medians of each language's views, and the median
and range of the per-pair ratios (language / English).

The translations a page shows are the compiled catalogues of the checkout
(``pinochle_learn/locale/LANG/LC_MESSAGES/*.mo``): compile them first (``make catalogues`` or
``pybabel compile``), or the page is in the other language in name and English in words.

    .venv/bin/python benchmarks/bench_languages.py [--lang it] [--pairs 3]
        [--lessons 01_meld.ipynb ...] [--all] [--code DIR] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import tempfile
from pathlib import Path

from bench_lessons import cold_view, spread
from browser import chromium, serving
from playwright.sync_api import Page, sync_playwright

from pinochle_learn.render.i18n import LANGUAGES, SOURCE_LANGUAGE
from pinochle_widgets.course.course import COURSE

DEFAULT_LESSONS = ["01_meld.ipynb", "05_play_round.ipynb", "meld_odds.ipynb", "index.ipynb"]
KEYS = ("tti_s", "rss_mb", "pss_mb")
NOT_MEASURED = {"teacher.ipynb"}
"""Pages that show only a line without a teacher's link: nothing to compare."""


def page_language(page: Page) -> str:
    """The language the page says it is in (``<html lang>``)."""
    return str(page.evaluate("() => document.documentElement.lang"))


def link(base: str, name: str, lang: str) -> str:
    """The address of the notebook ``name`` in ``lang`` (English: the plain link)."""
    url = base + "voila/render/" + name
    return url if lang == SOURCE_LANGUAGE else f"{url}?lang={lang}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="it", choices=[c for c in LANGUAGES if c != "en"])
    parser.add_argument("--pairs", type=int, default=3)
    parser.add_argument("--lessons", nargs="*", help=f"notebooks (default: {DEFAULT_LESSONS})")
    parser.add_argument("--all", action="store_true", help="every notebook of the course")
    parser.add_argument("--code", type=Path, help="a checkout whose package and lessons to serve")
    parser.add_argument("--json", type=Path, help="write every view's figures here")
    args = parser.parse_args()
    root = (args.code or Path(__file__).resolve().parents[1]).resolve()
    env = dict(os.environ)
    if args.code:
        env["PYTHONPATH"] = f"{root}:{root / 'widgets'}"
    work = Path(tempfile.mkdtemp(prefix="bench-languages-"))
    folder = work / "notebooks"
    shutil.copytree(root / "notebooks", folder)
    course = [lesson.notebook for lesson in COURSE]
    others = sorted(p.name for p in folder.glob("*.ipynb") if p.name not in course)
    every = [n for n in [*course, *others] if n not in NOT_MEASURED]
    lessons = every if args.all else (args.lessons or DEFAULT_LESSONS)
    langs = (SOURCE_LANGUAGE, args.lang)
    results: dict[str, dict[str, list[dict[str, float]]]] = {
        name: {lang: [] for lang in langs} for name in lessons
    }
    try:
        with serving(folder, env) as (base, proc), sync_playwright() as pw:
            browser, server = chromium(pw), proc.pid
            for lang in langs:  # warm-up, not counted
                with cold_view(browser, link(base, lessons[0], lang), lessons[0], server):
                    pass
            for pair in range(args.pairs):
                for name in lessons:
                    for lang in langs if pair % 2 == 0 else langs[::-1]:
                        with cold_view(browser, link(base, name, lang), name, server) as (
                            row,
                            page,
                        ):
                            shown = page_language(page)
                        if shown != lang:
                            raise SystemExit(f"{name}?lang={lang} came up in {shown!r}")
                        results[name][lang].append(row)
            browser.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    report(results, args.lang, args.pairs)
    if args.json:
        args.json.write_text(json.dumps({"load": os.getloadavg(), "views": results}, indent=1))


def report(results: dict[str, dict[str, list[dict[str, float]]]], lang: str, pairs: int) -> None:
    """Print each lesson's medians in English and ``lang`` and the per-pair ratios; last, the
    ratios of every pair of every lesson together."""
    pooled: dict[str, list[float]] = {key: [] for key in KEYS}

    def median(rows: list[dict[str, float]], key: str) -> float:
        values = [row[key] for row in rows if key in row]
        return statistics.median(values) if values else float("nan")

    def ratios(name: str, key: str) -> list[float]:
        rows = zip(results[name][SOURCE_LANGUAGE], results[name][lang], strict=True)
        return [other[key] / en[key] for en, other in rows if key in en and key in other]

    print(
        f"load average {os.getloadavg()[0]:.1f}; {pairs} pairs of cold views a page,"
        f" English and {lang} in turns"
    )
    units = {"tti_s": ("interactive s", "{:.2f}"), "rss_mb": ("RSS MB", "{:.0f}")}
    units["pss_mb"] = ("PSS MB", "{:.0f}")
    print(
        f"{'page':20}"
        + "".join(
            f" {f'{title} en/{lang}':>20} {'ratio (range)':>19}" for title, _ in units.values()
        )
    )
    for name in results:
        line = f"{name:20}"
        for key, (_title, form) in units.items():
            en, other = (median(results[name][code], key) for code in (SOURCE_LANGUAGE, lang))
            each = ratios(name, key)
            pooled[key] += each
            line += f" {form.format(en) + ' / ' + form.format(other):>20} {spread(each):>19}"
        print(line)
    print(f"{'every pair':20}" + "".join(f" {'':>20} {spread(pooled[k]):>19}" for k in KEYS))


if __name__ == "__main__":
    main()
