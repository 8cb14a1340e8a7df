"""The double-deck lesson in a real browser: a whole round of DOUBLE_DECK by clicks, to its
score (docs/rules.md, DOUBLE_DECK), with the 20-card hand checked at 1280 and 420 px.

Seed 3 (the lesson's). The learner bids 50 when 50 may be bid and passes otherwise, names ♥ if
the auction is theirs, plays on, and plays the first card marked ✓ in every trick, each time by
clicking the card picture. The score sheet on the page must give the figures the engine gives
for the same choices (worked out headless with the same table, ``DoubleDeckTable(seed=3)``), and
the trick points of both sides must add up to 50 (#dd.counters).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from browser_kit import settle
from playwright.sync_api import Locator, Page, expect

pytestmark = pytest.mark.browser

LESSON = "double_deck.ipynb"
READY = ".pl-dd-table button.pl-bid-50"
SEED = 3

_BOXES_JS = """(selector) => [...document.querySelectorAll(selector)].map(e => {
    const r = e.getBoundingClientRect();
    return [r.left, r.top, r.right, r.bottom];
})"""


def _overlap(a: list[float], b: list[float]) -> float:
    width = min(a[2], b[2]) - max(a[0], b[0])
    height = min(a[3], b[3]) - max(a[1], b[1])
    return max(width, 0) * max(height, 0)


def _step(page: Page) -> str:
    return page.locator("#round-phase").get_attribute("data-step") or ""


def _phase(page: Page) -> str:
    return page.locator("#round-phase").get_attribute("data-phase") or ""


def _click_and_wait(page: Page, button: Locator) -> None:
    """Click what applies an action and wait until the round has moved on (the phase line is
    drawn last, with the new step)."""
    before = _step(page)
    button.click()
    expect(page.locator("#round-phase")).not_to_have_attribute("data-step", before, timeout=30_000)


def check_hand_fits(page: Page, width: int) -> int:
    """At ``width`` px every card of the hand is whole inside the window, none overlaps
    another, and each is at least 30 px wide (a finger's target); returns the cards shown."""
    settle(page, {"width": width, "height": 900})
    hand = page.evaluate(_BOXES_JS, ".pl-dd-hand button.plc-card")
    assert hand, "no card of the hand on show"
    for box in hand:
        assert box[0] >= 0 and box[2] <= width + 0.5, (width, box)
        assert box[2] - box[0] >= 30, (width, box)
    for i, a in enumerate(hand):
        for b in hand[i + 1 :]:
            assert _overlap(a, b) < 1, (width, a, b)
    felt = page.evaluate(_BOXES_JS, ".pl-dd-table .pl-felt .pl-seat")
    for box in felt:
        assert box[0] >= 0 and box[2] <= width + 0.5, (width, box)
    return len(hand)


def table_shot(page: Page, screenshot: Callable[[Page, str], Path], name: str, where: str) -> None:
    """The whole lesson (``screenshot``), then the window scrolled to ``where`` on the table:
    what a learner sees of it at this width (``<name>_view.png``)."""
    path = screenshot(page, name)
    page.locator(where).first.scroll_into_view_if_needed()
    page.screenshot(path=str(path.with_name(f"{name}_view.png")))


def expected_round() -> dict[str, list[str]]:
    """The score sheet's figures for the same choices, from the engine (headless table)."""
    from pinochle_learn import Bid, Card, DeclareTrump, Pass, Play, Suit
    from pinochle_learn.actions import Action, PlayOn
    from pinochle_learn.state import Phase
    from pinochle_widgets import DoubleDeckTable

    table = DoubleDeckTable(seed=SEED)
    while not table.state.is_over:
        state = table.state
        seat = state.to_act
        assert seat is not None
        action: Action
        if state.phase is Phase.AUCTION:
            allowed = state.auction.allowed_bids() if state.auction else ()
            action = Bid(seat, 50) if 50 in allowed else Pass(seat)
        elif state.phase is Phase.TRUMP:
            action = DeclareTrump(seat, Suit.HEARTS)
        elif state.phase is Phase.THROW_IN:
            action = PlayOn(seat)
        else:
            code = next(c["code"] for c in table.hand.cards if c["mark"] == "playable")
            action = Play(seat, Card.parse(code))
        table.act(action)
    score = table.state.score
    assert score is not None
    return {
        "meld": [str(t.meld) for t in score.teams],
        "trick points": [str(t.trick_points) for t in score.teams],
        "after": [str(t.after) for t in score.teams],
    }


def test_double_deck_lesson_plays_a_whole_round_to_its_score(
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
    assert_no_cell_error: Callable[[Page], None],
) -> None:
    page = lesson_page(LESSON, READY)
    page.set_viewport_size({"width": 1280, "height": 900})
    phase = page.locator("#round-phase")
    expect(phase).to_have_attribute("data-phase", "AUCTION")
    cards = page.locator(".pl-dd-hand button.plc-card")
    expect(cards).to_have_count(20)  # #dd.hands
    expect(page.locator(".pl-dd-hand button.plc-card[data-card$='9']")).to_have_count(0)
    # The meld odds are on the page, read from the shipped figures (#dd.deck: C(80, 20) hands).
    expect(page.locator("#dd-odds-chances")).to_contain_text("double run")
    # A bid the rules refuse (#dd.min-bid), then the opening bid of 50.
    message = page.locator("#round-message")
    page.locator(".pl-dd-table .pl-bid-amount input").fill("55")
    page.locator(".pl-dd-table").get_by_role("button", name="Bid this").click()
    expect(message).to_contain_text("refused")
    screenshot(page, "dd_auction_1280")

    checked = False
    while _phase(page) != "OVER":
        now = _phase(page)
        if now == "AUCTION":
            bid = page.locator(READY)
            button = bid if bid.count() else page.locator(".pl-dd-table button.pl-pass-bid")
            _click_and_wait(page, button)
        elif now == "TRUMP":
            _click_and_wait(page, page.locator(".pl-dd-table button.pl-trump-H"))
        elif now == "THROW_IN":
            _click_and_wait(page, page.locator(".pl-dd-table button.pl-play-on"))
        else:
            assert now == "TRICKS", now  # no passing (#dd.no-passing)
            legal = page.locator(".pl-dd-hand button.plc-card.plc-playable")
            expect(legal.first).to_be_visible()
            if not checked:
                assert check_hand_fits(page, 1280) == 20
                table_shot(page, screenshot, "dd_trick_1280", ".pl-dd-table .pl-felt")
                assert check_hand_fits(page, 420) == 20
                table_shot(page, screenshot, "dd_trick_420", ".pl-dd-hand")
                # The first card is clicked at 420 px: the hand stays clickable on a phone.
                _click_and_wait(page, legal.first)
                settle(page, {"width": 1280, "height": 900})
                checked = True
                continue
            _click_and_wait(page, legal.first)
    assert checked

    sheet = page.locator("#score-sheet")
    expect(sheet).to_be_visible()
    figures = {
        row.locator("th").inner_text().strip(): [
            c.strip() for c in row.locator("td").all_text_contents()
        ]
        for row in sheet.locator("tbody tr").all()
    }
    expected = expected_round()
    for name, values in expected.items():
        assert figures[name] == values, (name, figures)
    assert sum(int(v) for v in figures["trick points"]) == 50  # #dd.counters
    expect(page.locator("#round-history .pl-history-trick")).to_have_count(20)  # #dd.tricks
    table_shot(page, screenshot, "dd_score_1280", "#score-sheet")
    settle(page, {"width": 420, "height": 900})
    table_shot(page, screenshot, "dd_score_420", "#score-sheet")
    assert_no_cell_error(page)
    assert page.js_errors == []  # type: ignore[attr-defined]
