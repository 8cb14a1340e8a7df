"""The bid advisor in the auction lesson (issue 19, point 4), in a real browser: the learner
opens "What is my hand worth?" on the worked example (Bill's hand) and reads the engine's own
figures for it; screenshots at 1280 and 420 px."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page

from pinochle_learn import Hand
from pinochle_learn.advisor import CHANCES, HandWorth, hand_worth
from pinochle_learn.render.advisor_text import rounded

pytestmark = pytest.mark.browser

BILL = Hand.parse("H14 H10 H13 H12 S14 C14 D14 S13 S12 D11 C9 D9")  # 03_bidding.ipynb's hand
SHOTS = Path(__file__).parent / "screenshots"


def test_the_auction_lesson_opens_the_advisor_on_its_worked_example(
    lesson_page: Callable[[str, str], Page], screenshot: Callable[[object, str], Path]
) -> None:
    page = lesson_page("03_bidding.ipynb", "button.pl-worth-open")
    page.set_viewport_size({"width": 1280, "height": 900})
    assert page.locator("#hand-worth-table").count() == 0  # closed until the learner opens it
    page.locator("button.pl-worth-open").click()
    page.locator("#hand-worth-table").wait_for(state="visible", timeout=180_000)
    worth = hand_worth(BILL)  # the panel's defaults: the shipped sample size, seed 0
    heads = [h.inner_text() for h in page.locator("#hand-worth-table thead th").all()]
    assert heads[1:] == [t.trump.symbol for t in worth.trumps]  # one column a trump
    assert _cells(page) == _expected(worth)
    labels = [h.inner_text() for h in page.locator("#hand-worth-table tbody th").all()]
    assert labels[:4] == [
        "Bill's meld",
        "Bill's partner's meld (average, before the pass)",
        "Bill's team's meld after the pass (average)",
        "Bill's team's counter points (average)",
    ]
    aligned = page.evaluate(
        "() => [...document.querySelectorAll('#hand-worth-table td')]"
        ".every(c => getComputedStyle(c).textAlign === 'right')"
    )
    assert aligned, "the numbers are not right-aligned under their heads"
    best = worth.best
    sentence = page.locator(".pl-worth-sentence").inner_text()
    assert f"{best.trump.symbol}: Bill's team makes {best.highest_bid(0.5)} or more" in sentence
    assert page.locator("#hand-worth-chart svg").count() == 1
    assert f"{worth.samples} deals" in page.locator(".pl-worth-method").inner_text()
    SHOTS.mkdir(exist_ok=True)
    panel = page.locator(".pl-hand-worth")
    panel.screenshot(path=str(SHOTS / "bidding_advisor_1280.png"))
    page.set_viewport_size({"width": 420, "height": 1600})
    page.locator("#hand-worth-chart svg").wait_for(state="visible")
    fits = page.evaluate(
        "() => { const p = document.querySelector('.pl-hand-worth');"
        " return p.scrollWidth <= p.clientWidth + 1; }"
    )
    panel.screenshot(path=str(SHOTS / "bidding_advisor_420.png"))
    assert fits, "the panel scrolls sideways at 420 px"


def _cells(page: Page) -> list[list[str]]:
    rows = page.locator("#hand-worth-table tbody tr")
    return [[c.inner_text() for c in rows.nth(i).locator("td").all()] for i in range(rows.count())]


def _expected(worth: HandWorth) -> list[list[str]]:
    """The table's cells worked out from the engine: one row a measure, one column a trump."""
    trumps = worth.trumps
    return [
        [str(t.meld) for t in trumps],
        [rounded(float(t.partner_meld)) for t in trumps],
        [rounded(t.meld_after_pass) for t in trumps],
        [rounded(t.trick_points) for t in trumps],
        *([str(t.highest_bid(c) or "none") for t in trumps] for c in CHANCES),
    ]


@pytest.mark.parametrize("lang", ["it", "fr"])
@pytest.mark.parametrize("lesson", ["03_bidding.ipynb", "05_play_round.ipynb"])
def test_the_advisor_fits_a_phone_in_italian_and_french(
    lesson_page: Callable[[str, str], Page], lesson: str, lang: str
) -> None:
    page = lesson_page(f"{lesson}?lang={lang}", "button.pl-worth-open")
    page.set_viewport_size({"width": 420, "height": 900})
    page.locator("button.pl-worth-open").click()
    page.locator("#hand-worth-chart svg").wait_for(state="visible", timeout=180_000)
    fits = page.evaluate(
        "() => { const p = document.querySelector('.pl-hand-worth');"
        " const r = p.getBoundingClientRect();"
        " return [p.scrollWidth, p.clientWidth, r.right, window.innerWidth]; }"
    )
    SHOTS.mkdir(exist_ok=True)
    page.locator(".pl-hand-worth").screenshot(
        path=str(SHOTS / f"advisor_{lesson[:2]}_{lang}_420.png")
    )
    assert fits[0] <= fits[1] + 1 and fits[2] <= fits[3] + 1, f"{lang} spills sideways: {fits}"
    page.set_viewport_size({"width": 1280, "height": 900})
    page.locator(".pl-hand-worth").screenshot(
        path=str(SHOTS / f"advisor_{lesson[:2]}_{lang}_1280.png")
    )


def test_the_round_tables_auction_opens_the_advisor_for_the_learners_hand(
    lesson_page: Callable[[str, str], Page],
) -> None:
    from pinochle_widgets.views.round_table import RoundTable

    page = lesson_page("05_play_round.ipynb", "button.pl-bid-250")  # seed 3: South bids first
    page.set_viewport_size({"width": 1280, "height": 900})
    hand_js = "() => document.querySelector('.pl-round-hand').getBoundingClientRect().top"
    closed_top = page.evaluate(hand_js)
    page.locator(".pl-hand-worth button.pl-worth-open").click()
    page.locator("#hand-worth-table").wait_for(state="visible", timeout=180_000)
    table = RoundTable(seed=3)
    worth = hand_worth(table.state.hands[table.seat])
    assert _cells(page) == _expected(worth)
    assert page.locator("#hand-worth-table tbody th").first.inner_text() == "Your meld"
    # The open panel keeps the learner's hand in view (its box scrolls; the hand follows it).
    hand_top = page.evaluate(hand_js)
    assert hand_top < 900, f"the learner's hand starts at {hand_top} px ({closed_top} closed)"
    SHOTS.mkdir(exist_ok=True)
    panel = page.locator(".pl-hand-worth")
    panel.screenshot(path=str(SHOTS / "round_advisor_1280.png"))
    page.set_viewport_size({"width": 420, "height": 1600})
    page.locator("#hand-worth-chart svg").wait_for(state="visible")
    fits = page.evaluate(
        "() => { const p = document.querySelector('.pl-hand-worth');"
        " const r = p.getBoundingClientRect();"
        " return p.scrollWidth <= p.clientWidth + 1 && r.right <= window.innerWidth + 1; }"
    )
    panel.screenshot(path=str(SHOTS / "round_advisor_420.png"))
    assert fits, "the round table's advisor panel spills sideways at 420 px"
