"""The bid advisor in the auction lesson (issue 19, point 4), in a real browser: the learner
opens "What is my hand worth?" on the worked example (Bill's hand) and reads the engine's own
figures for it; screenshots at 1280 and 420 px."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page

from pinochle_learn import Hand
from pinochle_learn.advisor import CHANCES, hand_worth
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
    rows = page.locator("#hand-worth-table tbody tr")
    assert rows.count() == 4
    for number, trump in enumerate(worth.trumps):
        row = rows.nth(number)
        assert row.locator("th").inner_text() == trump.trump.symbol
        cells = [c.inner_text() for c in row.locator("td").all()]
        bids = [str(trump.highest_bid(c) or "none") for c in CHANCES]
        expected = [
            str(trump.meld),
            rounded(float(trump.partner_meld)),
            rounded(trump.trick_points),
            *bids,
        ]
        assert cells == expected
    best = worth.best
    sentence = page.locator(".pl-worth-sentence").inner_text()
    assert f"{best.trump.symbol}: your team makes {best.highest_bid(0.5)} or more" in sentence
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


def test_the_round_tables_auction_opens_the_advisor_for_the_learners_hand(
    lesson_page: Callable[[str, str], Page],
) -> None:
    from pinochle_widgets.views.round_table import RoundTable

    page = lesson_page("05_play_round.ipynb", "button.pl-bid-250")  # seed 3: South bids first
    page.set_viewport_size({"width": 1280, "height": 900})
    page.locator(".pl-hand-worth button.pl-worth-open").click()
    page.locator("#hand-worth-table").wait_for(state="visible", timeout=180_000)
    table = RoundTable(seed=3)
    worth = hand_worth(table.state.hands[table.seat])
    cells = [c.inner_text() for c in page.locator("#hand-worth-table tbody td").all()]
    expected = [
        cell
        for t in worth.trumps
        for cell in (
            str(t.meld),
            rounded(float(t.partner_meld)),
            rounded(t.trick_points),
            *(str(t.highest_bid(c) or "none") for c in CHANCES),
        )
    ]
    assert cells == expected
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
