"""The widow lesson in a real browser: a whole round against Lisa, two steps back, the score.

Seed 7 (the lesson's): Lisa deals, so she builds first and you bid first. You keep every card
you draw, open the auction's hint (your meld with each trump), pass (a pass ends the auction:
Lisa, the dealer, is stuck at 250), and play by clicking the first card picture marked ✓ each
trick, at the two-seat table (you at the bottom, Lisa across). Midway through the tricks you
step back twice, then finish.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from browser_kit import settle
from playwright.sync_api import Locator, Page, expect

pytestmark = pytest.mark.browser

LESSON = "widow.ipynb"
STATUS = "#widow-status"


def _step(page: Page) -> int:
    return int(page.locator(STATUS).get_attribute("data-step") or 0)


def _phase(page: Page) -> str:
    return page.locator(STATUS).get_attribute("data-phase") or ""


def _click_and_wait(page: Page, button: Locator) -> None:
    before = str(_step(page))
    button.click()
    message = page.locator(".pl-widow-table .pl-message")
    expect(page.locator(STATUS), message.inner_text()).not_to_have_attribute(
        "data-step", before, timeout=20_000
    )


def test_widow_lesson_play_a_whole_round_step_back_twice_and_read_the_score(
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
) -> None:
    page = lesson_page(LESSON, "button.pl-widow-keep")
    page.set_viewport_size({"width": 1280, "height": 900})
    expect(page.locator(STATUS)).to_have_attribute("data-phase", "BUILD")
    # Lisa deals and has built first: two cards gone, 46 in the widow, one of them the card
    # you have drawn and see: 45 face down.
    expect(page.locator(".pl-widow-prompt")).to_contain_text("from the widow (45 cards face down)")
    # No card in your hand yet: no empty row, no dangling "Your hand." line.
    expect(page.locator(".pl-widow-hand")).to_be_hidden()
    # Lisa kept first; you keep, Lisa keeps again: 48 - 6 = 42 in the widow, 3 discards, and
    # you have drawn the next card: 41 face down; each
    # name with its number (no-break spaces), looked at on a narrow screen.
    _click_and_wait(page, page.locator("button.pl-widow-keep"))
    expect(page.locator(".pl-widow-hand")).to_be_visible()
    note = page.locator(".pl-widow-table .pl-centre-note")
    expect(note).to_contain_text("widow\u00a041 · discards\u00a03")
    page.set_viewport_size({"width": 420, "height": 900})
    screenshot(page, "widow_build_420")
    page.set_viewport_size({"width": 1280, "height": 900})
    while _phase(page) == "BUILD":
        _click_and_wait(page, page.locator("button.pl-widow-keep"))
    # The non-dealer bids first: your turn in the auction, with the hint of the four-hand
    # auction: your meld with each trump (seed 7: ♣ 250 the best, worked out in
    # tests/widgets/test_widow_table.py).
    expect(page.locator(STATUS)).to_have_attribute("data-phase", "AUCTION")
    hint = page.locator(".pl-widow-table #auction-hint")
    expect(hint).to_be_visible()
    expect(hint).to_contain_text("your meld with each trump")
    hint.locator("summary").click()
    expect(hint.locator("tr[data-suit]")).to_have_count(4)
    expect(hint.locator('tr[data-suit="C"]')).to_have_attribute("data-meld", "250")
    expect(hint).to_contain_text("Your best is 250 meld points")
    screenshot(page, "widow_auction_hint_1280")
    settle(page, {"width": 420, "height": 900})
    screenshot(page, "widow_auction_hint_420")
    width = page.evaluate("() => document.documentElement.clientWidth")
    right = page.evaluate(
        "() => document.querySelector('.pl-widow-table #auction-hint').getBoundingClientRect()"
        ".right"
    )
    assert right <= width + 1, "the auction's hint sticks out at 420 px"
    page.set_viewport_size({"width": 1280, "height": 900})
    _click_and_wait(page, page.locator("button.pl-widow-pass"))
    expect(page.locator(".pl-widow-log")).to_contain_text("Lisa, the dealer, is stuck")
    expect(page.locator(".pl-widow-table #auction-hint")).to_have_count(0)
    if _phase(page) == "TRUMP":
        _click_and_wait(page, page.locator("button.pl-widow-trump").first)
    expect(page.locator(".pl-widow-melds")).to_contain_text("meld points")
    # Two seats face each other on the felt, each with its meld in front of it; the hand
    # under the felt is card pictures, the refused ones saying why.
    felt = page.locator(".pl-widow-table .pl-felt")
    expect(felt).to_have_attribute("data-players", "2")
    expect(felt.locator(".pl-seat")).to_have_count(2)
    expect(felt.locator('.pl-seat[data-pos="bottom"] .pl-seat-name')).to_have_text("You")
    expect(felt.locator('.pl-seat[data-pos="top"] .pl-seat-name')).to_have_text("Lisa")
    expect(felt.locator(".pl-seat-melds")).to_have_count(2)
    cards = page.locator(".pl-widow-hand button.plc-card")
    expect(cards).to_have_count(24)
    refused = page.locator(".pl-widow-hand button.plc-card.plc-refused")
    if refused.count():
        assert "refused: " in (refused.first.get_attribute("aria-label") or "")
    screenshot(page, "widow_table_1280")
    settle(page, {"width": 420, "height": 900})
    screenshot(page, "widow_table_420")
    width = page.evaluate("() => document.documentElement.clientWidth")
    boxes = page.evaluate(
        "() => [...document.querySelectorAll('.pl-widow-hand button.plc-card, .pl-felt')]"
        ".map(e => e.getBoundingClientRect().right)"
    )
    assert max(boxes) <= width + 1, "a card or the felt sticks out at 420 px"
    page.set_viewport_size({"width": 1280, "height": 900})
    plays = 0
    stepped_back = False
    while _phase(page) == "TRICKS":
        legal = page.locator(".pl-widow-hand button.plc-card.plc-playable")
        expect(legal.first).to_be_visible()
        _click_and_wait(page, legal.first)
        plays += 1
        if plays == 6 and not stepped_back:
            before = _step(page)
            page.locator("button.pl-widow-back").click()
            expect(page.locator(STATUS)).not_to_have_attribute("data-step", str(before))
            middle = _step(page)
            page.locator("button.pl-widow-back").click()
            expect(page.locator(STATUS)).not_to_have_attribute("data-step", str(middle))
            assert _step(page) < middle < before
            stepped_back = True
    assert stepped_back
    expect(page.locator(STATUS)).to_have_attribute("data-phase", "OVER")
    score = page.locator("#widow-score")
    expect(score).to_contain_text("trick points")
    text = score.inner_text()
    assert "You" in text and "Lisa" in text and "game" in text
    screenshot(page, "widow_score_1280")
    settle(page, {"width": 420, "height": 900})
    screenshot(page, "widow_score_420")
    assert not page.js_errors  # type: ignore[attr-defined]
