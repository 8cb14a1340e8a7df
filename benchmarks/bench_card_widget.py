"""Click-to-redraw time of the card widget against a stock ipywidgets Button, in one run.

Not a test: run and read. Serves a two-widget notebook with Voila (as ``pinochle-learn
serve`` does) on a free port of 127.0.0.1 and opens it in headless Chromium (Debian's, never
a downloaded browser). Each measurement is timed inside the page, from the click to the DOM
change that Python's answer causes:

* card widget: a click on a card picture of a 12-card :class:`~pinochle_widgets.CardHand`
  sends one message to Python, whose pick handler lifts (or lowers) the card and shows the hand
  again; timed until the clicked card's ``plc-selected`` class has flipped;
* Button: a click on an ``ipywidgets.Button`` whose ``on_click`` handler sets a new
  ``description``; timed until the button's text has changed.

The two are clicked in turn (``--clicks`` each), so both see the same machine load.

    .venv/bin/python benchmarks/bench_card_widget.py [--clicks 40]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from pathlib import Path

import browser
from playwright.sync_api import sync_playwright

NOTEBOOK_CODE = """\
import ipywidgets as widgets
from pinochle_learn import Hand
from pinochle_widgets import CardHand, CardView

cards = Hand.parse("S14 S10 S13 S12 H14 H10 D13 D12 D11 C14 C10 C9").cards
chosen = set()
hand = CardHand(label="bench hand")
hand.add_class("bench-hand")


def redraw():
    hand.show([CardView(c, selected=i in chosen) for i, c in enumerate(cards)])


def pick(index, card):
    chosen.symmetric_difference_update({index})
    redraw()


hand.on_pick(pick)
redraw()
button = widgets.Button(description="clicked 0")
button.add_class("bench-button")
clicks = [0]


def on_click(b):
    clicks[0] += 1
    b.description = f"clicked {clicks[0]}"


button.on_click(on_click)
widgets.VBox([hand, button])
"""

TIME_CARD = """(index) => new Promise((resolve) => {
  const card = () => document.querySelectorAll('.bench-hand button.plc-card')[index];
  const was = card().classList.contains('plc-selected');
  const root = document.querySelector('.bench-hand');
  const start = performance.now();
  const observer = new MutationObserver(() => {
    const now = card();
    if (now && now.classList.contains('plc-selected') !== was) {
      observer.disconnect();
      resolve(performance.now() - start);
    }
  });
  observer.observe(root, {subtree: true, childList: true, attributes: true});
  card().click();
})"""

TIME_BUTTON = """() => new Promise((resolve) => {
  const button = document.querySelector('button.bench-button');
  const was = button.textContent;
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (button.textContent !== was) {
      observer.disconnect();
      resolve(performance.now() - start);
    }
  });
  observer.observe(button, {subtree: true, childList: true, characterData: true});
  button.click();
})"""


def write_notebook(folder: Path) -> str:
    return browser.write_notebook(folder, "bench_card_widget.ipynb", NOTEBOOK_CODE)


def summary(label: str, times: list[float]) -> str:
    ordered = sorted(times)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    return (
        f"{label:12} median {statistics.median(times):6.1f} ms  p90 {p90:6.1f} ms  "
        f"min {ordered[0]:6.1f} ms  ({len(times)} clicks)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=40, help="clicks on each widget")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        name = write_notebook(folder)
        with browser.serving(folder) as (base, _proc), sync_playwright() as playwright:
            chromium = browser.chromium(playwright)
            page = chromium.new_page(viewport={"width": 1280, "height": 900})
            page.set_default_timeout(120_000)
            page.goto(base + "voila/render/" + name, wait_until="commit")
            page.locator(".bench-hand button.plc-card").first.wait_for(state="visible")
            page.locator("button.bench-button").wait_for(state="visible")
            for _ in range(3):  # warm up both paths
                page.evaluate(TIME_CARD, 0)
                page.evaluate(TIME_BUTTON)
            card_ms: list[float] = []
            button_ms: list[float] = []
            for i in range(args.clicks):
                card_ms.append(float(page.evaluate(TIME_CARD, i % 12)))
                button_ms.append(float(page.evaluate(TIME_BUTTON)))
            chromium.close()
    print("click to redraw, timed in the page (Voila + headless Chromium, same run):")
    print(summary("CardHand", card_ms))
    print(summary("Button", button_ms))
    ratio = statistics.median(card_ms) / statistics.median(button_ms)
    print(f"card widget / Button (medians): {ratio:.2f}")


if __name__ == "__main__":
    main()
