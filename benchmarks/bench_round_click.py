"""Click-to-redraw in the Play a round lesson against a bare Button -> HTML page (issue 21.3, 21.5).

Not a test: run and read. Copies the lessons into a temporary folder with one more notebook, a
bare page (an ``ipywidgets.Button`` whose ``on_click`` sets an ``HTML``'s value), serves the
folder with Voila as ``pinochle-learn serve`` does and opens both pages in one headless Chromium
(Debian's). Each click is timed inside its page, from the click to the DOM change Python's answer
causes:

* card: a click on a playable card of the learner's hand (``05_play_round.ipynb``, seed 3) until
  ``#round-phase`` has a new ``data-step`` (the phase line comes in the one update that
  redraws every pane and the hand: ``views/pane_board.py``); a finished round is replayed
  (untimed) and played up to the tricks again;
* bid: after "Replay round" (untimed), a click on "Bid 250" (South bids first) until the new
  ``data-step``;
* bare: a click on the bare page's button until its HTML's text has changed.

Lesson and bare clicks alternate (card, bare, bid, bare ...) so that both see the same load;
the ratios are of the medians, and the median and spread of each click's time over its
paired bare click's. Before each timed click the page settles: its kernel has reported idle and
the page has drawn two frames (``browser.KernelWatch``), so that a timed bid does not wait for
the replay's messages still on their way, as a learner who reads the new deal never does.
With ``--code CHECKOUT`` the lesson is also served from another checkout's code (a second
server, e.g. ``/work/main``) and its card and bid clicked in turns with this one's. Then the
Python side of the last card of a round (the click that scores the round) in a fresh
interpreter, ``--fresh`` times: the first score of a process.

    .venv/bin/python benchmarks/bench_round_click.py [--pairs 8] [--fresh 3] [--code ../main]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import browser
from playwright.sync_api import Browser, Page, sync_playwright

from pinochle_learn.cli import notebooks_dir

LESSON = "05_play_round.ipynb"

BARE_CODE = """\
import ipywidgets as widgets

button = widgets.Button(description="Click")
button.add_class("bench-button")
shown = widgets.HTML("<p>clicked 0</p>")
shown.add_class("bench-html")
clicks = [0]


def on_click(_b):
    clicks[0] += 1
    shown.value = f"<p>clicked {clicks[0]}</p>"


button.on_click(on_click)
widgets.VBox([button, shown])
"""

TIME_STEP = """(selector) => new Promise((resolve) => {
  const phase = () => document.querySelector('#round-phase');
  const was = phase().dataset.step;
  const start = performance.now();
  const observer = new MutationObserver(() => {
    const now = phase();
    if (now && now.dataset.step !== was) {
      observer.disconnect();
      resolve(performance.now() - start);
    }
  });
  observer.observe(document.querySelector('.pl-round-table'),
                   {subtree: true, childList: true, attributes: true, characterData: true});
  document.querySelector(selector).click();
})"""

TIME_BARE = """() => new Promise((resolve) => {
  const shown = document.querySelector('.bench-html');
  const was = shown.textContent;
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (shown.textContent !== was) {
      observer.disconnect();
      resolve(performance.now() - start);
    }
  });
  observer.observe(shown, {subtree: true, childList: true, characterData: true});
  document.querySelector('button.bench-button').click();
})"""

LAST_CARD = """\
import sys, time
sys.path.insert(0, {tests!r})
from test_round_table import click_one_step
from pinochle_widgets.views.round_table import RoundTable
table = RoundTable(seed=3)
while len(table.state.hands[table.seat]) != 1 or table.state.to_act is not table.seat:
    click_one_step(table, bid_to=250)
start = time.perf_counter()
click_one_step(table)
took = time.perf_counter() - start
assert table.state.is_over
print(f"{{took * 1000:.1f}} {{'pandas' in sys.modules}}")
"""


FIGURES = ("card", "bid", "bare_card", "bare_bid", "card_code", "bid_code")


class Opened:
    """A page of the benchmark and what its kernel last reported (:class:`browser.KernelWatch`)."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.watch = browser.KernelWatch(page)

    def timed(self, script: str, *arg: str) -> float:
        """Time ``script`` in the page once what the untimed clicks before sent has settled."""
        self.watch.settle()
        return float(self.page.evaluate(script, *arg))


def opened(chromium: Browser, url: str, ready: str) -> Opened:
    """A new 1280 x 900 page of ``url``, once ``ready`` (a selector) is on it."""
    page = chromium.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(180_000)
    made = Opened(page)
    page.goto(url, wait_until="commit")
    page.locator(ready).first.wait_for(state="attached")
    return made


def write_bare(folder: Path) -> str:
    return browser.write_notebook(folder, "bench_bare.ipynb", BARE_CODE)


def phase(page: Page) -> tuple[str, str]:
    found = page.locator("#round-phase")
    return found.get_attribute("data-phase") or "", found.get_attribute("data-to-act") or ""


def untimed(page: Page, selector: str) -> None:
    page.evaluate(TIME_STEP, selector)


def to_tricks(page: Page) -> None:
    """Click (untimed) until it is South's turn to play a card: bid 250, name spades, pass the
    first four cards, play on."""
    for _ in range(40):
        now, to_act = phase(page)
        if now == "TRICKS" and to_act == "SOUTH":
            return
        if now == "AUCTION":
            bid = page.locator("button.pl-bid-250")
            untimed(page, "button.pl-bid-250" if bid.count() else "button.pl-pass-bid")
        elif now == "TRUMP":
            untimed(page, "button.pl-trump-S")
        elif now in ("PASS_TO_BIDDER", "PASS_BACK"):
            for i in range(4):
                # The hand is redrawn after the pass status: wait for the lifted cards, so that
                # the next click never lands on a card being replaced.
                page.locator(".pl-round-hand button.plc-card").nth(i).click()
                page.wait_for_function(
                    "n => document.querySelectorAll("
                    "'.pl-round-hand button.plc-card.plc-selected').length === n",
                    arg=i + 1,
                )
            untimed(page, "button.pl-pass-confirm")
        elif now == "THROW_IN":
            untimed(page, "button.pl-play-on")
        else:  # round over
            untimed(page, "button.pl-round-replay")
    raise SystemExit(f"never reached the tricks: {phase(page)}")


def replay(page: Page) -> None:
    untimed(page, "button.pl-round-replay")


def summary(label: str, times: list[float]) -> str:
    return (
        f"{label:6} median {statistics.median(times):6.1f} ms  min {min(times):6.1f}  "
        f"max {max(times):6.1f}  ({len(times)} clicks)"
    )


def ratios(label: str, times: list[float], bare: list[float]) -> str:
    """The median and quartiles of each click's time over its paired bare click's."""
    each = sorted(t / b for t, b in zip(times, bare, strict=True))
    quarters = statistics.quantiles(each, n=4) if len(each) > 1 else [each[0]] * 3
    return (
        f"{label} / bare, per pair: median {statistics.median(each):.2f}  "
        f"quartiles {quarters[0]:.2f}-{quarters[2]:.2f}  range {each[0]:.2f}-{each[-1]:.2f}"
    )


def last_card(fresh: int) -> None:
    tests = str(Path(__file__).resolve().parents[1] / "tests" / "widgets")
    code = LAST_CARD.format(tests=tests)
    runs = []
    for _ in range(fresh):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
        if out.returncode:
            raise SystemExit(out.stderr)
        took, pandas = out.stdout.split()
        runs.append(float(took))
    print(
        f"last card of the round (first score, fresh process): median "
        f"{statistics.median(runs):.1f} ms  ({', '.join(f'{r:.1f}' for r in runs)}); "
        f"pandas imported: {pandas}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=8, help="timed clicks of each kind")
    parser.add_argument("--fresh", type=int, default=3, help="fresh processes for the last card")
    parser.add_argument("--json", type=Path, help="write every click's time here")
    parser.add_argument(
        "--code",
        type=Path,
        help="also click the lesson served from this checkout's code (a second server), in turns",
    )
    args = parser.parse_args()
    print("load average:", " ".join(f"{x:.2f}" for x in os.getloadavg()))
    last_card(args.fresh)
    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as stack:
        folder = Path(tmp) / "notebooks"
        shutil.copytree(notebooks_dir(), folder)
        bare_name = write_bare(folder)
        base, _proc = stack.enter_context(browser.serving(folder))
        other_base = ""
        if args.code:
            code = args.code.resolve()
            other_folder = Path(tmp) / "other"
            shutil.copytree(code / "notebooks", other_folder)
            env = {**os.environ, "PYTHONPATH": f"{code}:{code / 'widgets'}"}
            other_base, _other = stack.enter_context(browser.serving(other_folder, env))
        playwright = stack.enter_context(sync_playwright())
        chromium = browser.chromium(playwright)
        lesson = opened(chromium, base + "voila/render/" + LESSON, "#round-phase")
        bare = opened(chromium, base + "voila/render/" + bare_name, "button.bench-button")
        other = None
        if other_base:
            other = opened(chromium, other_base + "voila/render/" + LESSON, "#round-phase")
        lessons = [page for page in (lesson, other) if page is not None]
        for _ in range(3):  # warm up
            bare.page.evaluate(TIME_BARE)
        card = ".pl-round-hand button.plc-card.plc-playable"
        for page in lessons:
            to_tricks(page.page)
            untimed(page.page, card)
        times: dict[str, list[float]] = {name: [] for name in FIGURES}
        for _ in range(args.pairs):
            for page, name in ((lesson, "card"), (other, "card_code")):
                if page is not None:
                    to_tricks(page.page)
                    times[name].append(page.timed(TIME_STEP, card))
            times["bare_card"].append(bare.timed(TIME_BARE))
        for _ in range(args.pairs):
            for page, name in ((lesson, "bid"), (other, "bid_code")):
                if page is not None:
                    replay(page.page)
                    times[name].append(page.timed(TIME_STEP, "button.pl-bid-250"))
            times["bare_bid"].append(bare.timed(TIME_BARE))
        chromium.close()
    card_ms, bid_ms = times["card"], times["bid"]
    bare_card, bare_bid = times["bare_card"], times["bare_bid"]
    print("click to redraw, timed in the page (Voila + headless Chromium, interleaved):")
    print(summary("card", card_ms))
    print(summary("bid", bid_ms))
    print(summary("bare", bare_card + bare_bid))
    base_ms = statistics.median(bare_card + bare_bid)
    print(
        f"card / bare: {statistics.median(card_ms) / base_ms:.2f}   "
        f"bid / bare: {statistics.median(bid_ms) / base_ms:.2f}  (medians)"
    )
    print(ratios("card", card_ms, bare_card))
    print(ratios("bid", bid_ms, bare_bid))
    for kind, bare_ms in (("card", bare_card), ("bid", bare_bid)):
        other_ms = times[f"{kind}_code"]
        if other_ms:
            print(summary(f"{kind}, --code", other_ms))
            print(ratios(f"{kind}, --code", other_ms, bare_ms))
            print(ratios(f"{kind} / {kind} --code,", times[kind], other_ms).replace(" / bare", ""))
    print("load average:", " ".join(f"{x:.2f}" for x in os.getloadavg()))
    if args.json:
        args.json.write_text(json.dumps({"load": os.getloadavg(), **times}, indent=1))


if __name__ == "__main__":
    main()
