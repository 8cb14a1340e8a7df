"""The stock lesson's full game in a real browser: a whole round against Bill by clicking cards,
a meld laid down and a second one refused, a step back, the end of the stock, the score
(RULES.md, TWO_HAND_STOCK).

Seed 23 (the lesson's): you lead K♠ and win the first trick holding Q♠ J♦ and the 9 of trump,
so the first meld turn offers a pinochle (40). You lay it down, try a second meld after the
same trick (refused: one meld per trick won), step back (the pinochle is undone) and lay it
down again; then you play the first card the rules allow each trick and draw at every later
meld turn.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

pytestmark = pytest.mark.browser

LESSON = "stock.ipynb"
STATUS = "#stock-status"
GAME = ".pl-stock-table"


def _step(page: Page) -> str:
    return page.locator(STATUS).get_attribute("data-step") or ""


def _click_and_wait(page: Page, target: Locator) -> None:
    before = _step(page)
    target.click()
    message = page.locator(f"{GAME} .pl-message")
    expect(page.locator(STATUS), message.inner_text()).not_to_have_attribute(
        "data-step", before, timeout=20_000
    )


def _screenshots(page: Page, game: Locator, screenshot: Callable[[Page, str], Path]) -> None:
    """The lesson at 1280 and 420 px wide (``tests/browser/screenshots/``)."""
    for width in (1280, 420):
        page.set_viewport_size({"width": width, "height": 900})
        expect(game).to_be_visible()
        screenshot(page, f"stock_game_melded_{width}")
    page.set_viewport_size({"width": 1280, "height": 900})


def test_stock_lesson_whole_round_meld_refusal_step_back_and_score(
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
) -> None:
    page = lesson_page(LESSON, STATUS)
    page.set_viewport_size({"width": 1280, "height": 900})
    status = page.locator(STATUS)
    expect(status).to_have_attribute("data-phase", "STOCK")
    expect(status).to_have_attribute("data-stock", "24")
    game = page.locator(GAME)
    # The stock counted once, beside its pile: 48 - 2 x 12 = 24, the turn-up drawn last.
    expect(game.locator("#stock-pile")).to_contain_text("+ the turn-up")
    expect(game.locator("#stock-pile")).to_contain_text("= 24 cards to draw")
    expect(status).not_to_contain_text("to draw")
    hand = game.locator(".pl-stock-hand button.plc-card")
    expect(hand).to_have_count(12)
    # Trick 1: you lead; you win it and the meld turn offers the pinochle.
    _click_and_wait(page, game.locator(".pl-stock-hand button.plc-card.plc-playable").first)
    expect(status).to_have_attribute("data-meld-turn", "true")
    game.locator("button.pl-stock-hint").click()
    expect(game.locator("#meld-plan")).to_contain_text("lay down the pinochle now")
    pinochle = game.locator("button.pl-stock-meld.pl-legal", has_text="pinochle")
    _click_and_wait(page, pinochle)
    melds = game.locator("#stock-melds")
    expect(melds).to_have_attribute("data-points", "40")
    expect(game.locator(".pl-stock-table-cards button.plc-card")).to_have_count(2)
    # A second meld after the same trick: refused with its rule, nothing changes.
    before = _step(page)
    game.locator("button.pl-stock-meld.pl-illegal").first.click()
    expect(game.locator(".pl-message.pl-error")).to_contain_text("one meld per trick won")
    assert _step(page) == before
    # Step back: the pinochle is undone; lay it down again.
    back_from = int(before)
    game.locator("button.pl-stock-back").click()
    expect(status).not_to_have_attribute("data-step", before)
    assert int(_step(page)) < back_from
    expect(melds).to_have_attribute("data-points", "0")
    _click_and_wait(page, game.locator("button.pl-stock-meld.pl-legal", has_text="pinochle"))
    expect(melds).to_have_attribute("data-points", "40")
    # The rest of the round: draw at each meld turn, play the first card allowed.
    saw_end_of_stock = False
    shot = False
    for _ in range(60):
        phase = status.get_attribute("data-phase")
        if phase == "OVER":
            break
        if phase == "TRICKS" and not saw_end_of_stock:
            expect(game.locator("#stock-log")).to_contain_text("The stock is gone")
            expect(game.locator(".pl-stock-prompt")).to_contain_text("follow suit")
            saw_end_of_stock = True
        if not shot and game.locator(".pl-stock-theirs .pl-table-cards figure").count():
            _screenshots(page, game, screenshot)  # both players' melds on the table
            shot = True
        if status.get_attribute("data-meld-turn") == "true":
            _click_and_wait(page, game.locator("button.pl-stock-draw"))
        else:
            playable = game.locator(
                ".pl-stock-hand button.plc-card.plc-playable, "
                ".pl-stock-table-cards button.plc-card.plc-playable"
            )
            _click_and_wait(page, playable.first)
    assert saw_end_of_stock and shot
    expect(status).to_have_attribute("data-phase", "OVER")
    score = game.locator("#stock-score")
    expect(score).to_contain_text("counter points")
    text = score.inner_text()
    assert "You add" in text and "Bill adds" in text and "1000" in text
    screenshot(page, "stock_game_score_1280")
    assert not page.js_errors  # type: ignore[attr-defined]
