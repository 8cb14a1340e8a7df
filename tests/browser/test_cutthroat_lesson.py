"""The cutthroat lesson in a real browser: a whole round against Bill and Lisa to its score,
with a refused bury and a step back.

Seed 7 (the lesson's): Lisa deals, you bid first, open at 250 and win the auction (Bill and
Lisa pass). The widow is
turned face up for all (the log names its three cards, the felt shows them) and goes into your
hand: 18 cards. You name the first trump offered, choose two cards and press Bury: refused,
the message line says the rule (exactly 3). You step back (to trump, nothing chosen), name
trump again, bury three cards: 15 left. Then you play by clicking the first card picture marked
✓ each trick, at the three-seat table (you at the bottom, Bill left, Lisa right), to the score:
what the bury held, one line a player.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from browser_kit import settle
from playwright.sync_api import Locator, Page, expect

pytestmark = pytest.mark.browser

LESSON = "cutthroat.ipynb"
STATUS = "#cutthroat-status"
TABLE = ".pl-cutthroat-table"


def _step(page: Page) -> int:
    return int(page.locator(STATUS).get_attribute("data-step") or 0)


def _phase(page: Page) -> str:
    return page.locator(STATUS).get_attribute("data-phase") or ""


def _click_and_wait(page: Page, button: Locator) -> None:
    before = str(_step(page))
    button.click()
    message = page.locator(f"{TABLE} .pl-message")
    expect(page.locator(STATUS), message.inner_text()).not_to_have_attribute(
        "data-step", before, timeout=20_000
    )


def _choose(page: Page, count: int) -> None:
    cards = page.locator(f"{TABLE} .pl-cutthroat-hand button.plc-card")
    for index in range(count):
        cards.nth(index).click()
        expect(page.locator(f"{TABLE} .pl-pass-status")).to_have_attribute(
            "data-chosen", str(index + 1)
        )


def _fits(page: Page, selector: str) -> None:
    width = page.evaluate("() => document.documentElement.clientWidth")
    rights = page.evaluate(
        f"() => [...document.querySelectorAll({selector!r})]"
        ".map(e => e.getBoundingClientRect().right)"
    )
    assert rights and max(rights) <= width + 1, f"{selector} sticks out at {width} px"


def test_cutthroat_lesson_a_whole_round_with_a_refused_bury_and_a_step_back(
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
) -> None:
    page = lesson_page(LESSON, "button.pl-cutthroat-bid")
    page.set_viewport_size({"width": 1280, "height": 900})
    expect(page.locator(STATUS)).to_have_attribute("data-phase", "AUCTION")
    status = page.locator(STATUS)
    expect(status).to_contain_text("Bill\u00a00 · Lisa\u00a00 · You\u00a00 (game to 1500)")
    felt = page.locator(f"{TABLE} .pl-felt")
    expect(felt).to_have_attribute("data-players", "3")
    expect(felt.locator('.pl-seat[data-pos="bottom"] .pl-seat-name')).to_have_text("You")
    expect(felt.locator('.pl-seat[data-pos="left"] .pl-seat-name')).to_have_text("Bill")
    expect(felt.locator('.pl-seat[data-pos="right"] .pl-seat-name')).to_have_text("Lisa")
    expect(felt.locator(".pl-centre-note")).to_have_text("widow\u00a03 face down")
    cards = page.locator(f"{TABLE} .pl-cutthroat-hand button.plc-card")
    expect(cards).to_have_count(15)
    _click_and_wait(page, page.locator("button.pl-cutthroat-bid").first)
    # The widow, face up for all: named in the log and in the middle of the felt.
    expect(status).to_have_attribute("data-phase", "TRUMP")
    log = page.locator(f"{TABLE} .pl-cutthroat-log")
    expect(log).to_contain_text("You turn the widow face up for all to see")
    expect(felt.locator(".pl-centre-note")).to_contain_text("widow:")
    expect(cards).to_have_count(18)
    _click_and_wait(page, page.locator("button.pl-cutthroat-trump").first)
    expect(status).to_have_attribute("data-phase", "BURY")
    prompt = page.locator(f"{TABLE} .pl-cutthroat-prompt")
    expect(prompt).to_contain_text("Bury 3 of your 18 cards")
    # Two cards chosen: the bury is refused with its rule, and nothing changes.
    _choose(page, 2)
    before = _step(page)
    page.locator("button.pl-cutthroat-bury").click()
    message = page.locator(f"{TABLE} .pl-message")
    expect(message).to_contain_text("That bury is refused: you must bury exactly 3 cards, not 2.")
    assert _step(page) == before
    screenshot(page, "cutthroat_bury_refused_1280")
    settle(page, {"width": 420, "height": 900})
    screenshot(page, "cutthroat_bury_refused_420")
    _fits(page, f"{TABLE} .pl-cutthroat-hand button.plc-card, {TABLE} .pl-felt")
    page.set_viewport_size({"width": 1280, "height": 900})
    # Step back: trump again, the cards chosen forgotten.
    page.locator("button.pl-cutthroat-back").click()
    expect(status).to_have_attribute("data-phase", "TRUMP")
    expect(message).to_contain_text("Stepped back")
    _click_and_wait(page, page.locator("button.pl-cutthroat-trump").first)
    expect(page.locator(f"{TABLE} .pl-pass-status")).to_have_attribute("data-chosen", "0")
    _choose(page, 3)
    _click_and_wait(page, page.locator("button.pl-cutthroat-bury"))
    expect(log).to_contain_text("face down: their counters count for you.")
    expect(cards).to_have_count(15)
    expect(page.locator(f"{TABLE} .pl-cutthroat-melds")).to_contain_text("meld points")
    while _phase(page) == "TRICKS":
        legal = page.locator(f"{TABLE} .pl-cutthroat-hand button.plc-card.plc-playable")
        expect(legal.first).to_be_visible()
        _click_and_wait(page, legal.first)
    expect(status).to_have_attribute("data-phase", "OVER")
    score = page.locator("#cutthroat-score")
    # What the bury held, one line a player (the bid winner first), then the game.
    expect(score.locator("li")).to_have_count(5)
    expect(score.locator("li").first).to_contain_text("counted in your trick points")
    text = score.inner_text()
    assert text.index("You") < text.index("Bill") and "Lisa" in text
    assert "1500" in text
    screenshot(page, "cutthroat_score_1280")
    settle(page, {"width": 420, "height": 900})
    screenshot(page, "cutthroat_score_420")
    _fits(page, f"{TABLE} .pl-felt, #cutthroat-score")
    assert not page.js_errors  # type: ignore[attr-defined]
