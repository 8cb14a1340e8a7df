"""The Meld lesson in a real browser: build a hand by clicking, change trump and rules.

Expected totals are worked out by hand from RULES.md, Meld (PARTNERSHIP and TWO_HAND_WIDOW).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

LESSON = "01_meld.ipynb"
READY = ".pl-picker button.plc-card[data-card='H14']"


def pick(page: Page, code: str) -> object:
    """The card picture ``code`` in the deck picker: clicking it adds a copy to the hand."""
    return page.locator(f".pl-picker button.plc-card[data-card='{code}']")


Q_SPADES_HAND = "S12 D11 H12 C12 D12 S13 S14 S10 S11 H10 C10 D10"


def test_meld_lesson_build_a_hand_change_trump_and_rules(
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
    assert_no_cell_error: Callable[[Page], None],
) -> None:
    page = lesson_page(LESSON, READY)
    opened_in = page.opened_in_s  # type: ignore[attr-defined]
    start = time.monotonic()
    total = page.locator("#meld-total")
    expect(total).to_have_text("0")
    # A 10 K Q J of hearts with hearts trump: a run, 150 (class 1).
    pick(page, "H14").click()
    expect(pick(page, "H14").locator(".plc-badge")).to_have_text("×1")
    expect(pick(page, "H14")).to_have_class(re.compile("plc-selected"))
    interactive_in = opened_in + (time.monotonic() - start)
    for card in ("H10", "H13", "H12", "H11"):
        pick(page, card).click()
    expect(total).to_have_text("150")
    expect(pick(page, "H12").locator(".plc-badge")).to_have_text("×1")
    expect(page.locator(".pl-hand-cards button.plc-card")).to_have_count(5)
    # Spades trump: no run; K♥ Q♥ is a common marriage, 20.
    page.locator(".pl-trump-picker button", has_text="♠").click()
    expect(total).to_have_text("20")
    # A second K♥ and Q♥ with hearts trump: run with royal marriage, 230 (not 190).
    page.locator(".pl-trump-picker button", has_text="♥").click()
    pick(page, "H13").click()
    pick(page, "H12").click()
    expect(total).to_have_text("230")
    screenshot(page, "meld")
    # The Q♠ hand: 250 in partnership (Q♠ in run, pinochle and queens around), 150 in the widow
    # game (each card in one meld only: the run).
    page.locator(".pl-hand-text input").fill(Q_SPADES_HAND)
    page.get_by_role("button", name="Set hand").click()
    page.locator(".pl-trump-picker button", has_text="♠").click()
    expect(total).to_have_text("250")
    # Twelve cards: the hand is full, so near misses need a card given up; the rules by title.
    expect(page.locator(".pl-hand-status")).to_contain_text(
        "12 of 12 cards — full · rules: Partnership auction pinochle (four hands)"
    )
    expect(page.locator(".pl-near h3")).to_contain_text("The hand is full (12 of 12)")
    expect(page.locator(".pl-meld-explainer")).not_to_contain_text("one more card would add")
    screenshot(page, "meld_full")
    page.locator(".pl-rules-picker select").select_option(
        label="Two-hand pinochle built from a widow"
    )
    expect(total).to_have_text("150")
    # A bad paste names the bad token and leaves the hand as it was.
    page.locator(".pl-hand-text input").fill("H14 QX")
    page.get_by_role("button", name="Set hand").click()
    expect(page.locator(".pl-builder-message")).to_contain_text("invalid card 'QX'")
    expect(total).to_have_text("150")
    assert_no_cell_error(page)
    assert page.js_errors == []  # type: ignore[attr-defined]
    print(
        f"\nmeld lesson: selector visible {opened_in:.2f} s after navigation; "
        f"first click answered {interactive_in:.2f} s after navigation"
    )


def test_a_teachers_link_opens_the_playground_with_a_hand(
    lesson_page: Callable[[str, str], Page],
) -> None:
    # A 10 K K Q Q J of hearts, trump hearts: run with royal marriage, 230 (RULES.md, Meld).
    page = lesson_page(LESSON + "?hand=H14+H10+KH+KH+QH+QH+JH&trump=H", READY)
    expect(page.locator("#meld-total")).to_have_text("230")
    expect(page.locator(".pl-hand-cards button.plc-card")).to_have_count(7)
    # Trump spades: the same hearts are two common marriages in ♥, 2 x 20 = 40.
    page = lesson_page(LESSON + "?hand=H14+H10+KH+KH+QH+QH+JH&trump=S", READY)
    expect(page.locator("#meld-total")).to_have_text("40")


def test_link_to_this_gives_a_link_that_opens_the_same_playground(
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
) -> None:
    # A 10 K Q J of hearts, then spades trump: no run, K♥ Q♥ a common marriage, 20.
    page = lesson_page(LESSON, READY)
    for card in ("H14", "H10", "H13", "H12", "H11"):
        pick(page, card).click()
    expect(page.locator("#meld-total")).to_have_text("150")
    page.locator(".pl-trump-picker button", has_text="♠").click()
    expect(page.locator("#meld-total")).to_have_text("20")
    bar = page.locator(".pl-link-bar")
    bar.locator("button.pl-link-make").click()
    link = bar.locator(".pl-link-text input")
    # The whole link a teacher pastes into a message: scheme, host, port, path, fields.
    full = re.compile(
        r"^http://127\.0\.0\.1:\d+/voila/render/"
        r"01_meld\.ipynb\?trump=S&hand=H14\+H10\+H13\+H12\+H11&check=1$"
    )
    expect(link).to_have_value(full)
    screenshot(page, "meld_link")
    # The link opens the playground as it was: five hearts, spades trump, 20.
    page = lesson_page(link.input_value().split("/voila/render/", 1)[1], READY)
    expect(page.locator(".pl-hand-cards button.plc-card")).to_have_count(5)
    expect(page.locator(".pl-trump-picker button.mod-active")).to_contain_text("♠")
    expect(page.locator("#meld-total")).to_have_text("20")
    expect(page.locator(".pl-link-problems")).to_have_count(0)


def test_a_bad_link_names_the_bad_token_and_starts_empty(
    lesson_page: Callable[[str, str], Page],
) -> None:
    page = lesson_page(LESSON + "?hand=H14+QX&trump=H", READY)
    expect(page.locator(".pl-link-problems")).to_contain_text("'QX'")
    expect(page.locator(".pl-hand-cards button.plc-card")).to_have_count(0)


def test_meld_link_with_eleven_empty_fields_opens_the_widget(
    lesson_page: Callable[[str, str], Page],
) -> None:
    # Issue 13: `?&&&&&&&&&&` showed Voila's cell error and no widget; a link of 40 fields with
    # junk, a newline and a U+017F 'ſ' for the trump opens the playground and names the problems.
    page = lesson_page(LESSON + "?&&&&&&&&&&", READY)
    expect(page.locator("#meld-total")).to_have_text("0")
    junk = "&".join(["x=%0A%FF"] * 39 + ["trump=%C5%BF"])
    page = lesson_page(LESSON + "?trump=%C5%BF&" + junk, READY)
    expect(page.locator(".pl-link-problems")).to_contain_text("the link has 41 fields")
    expect(page.locator(".pl-link-problems")).to_contain_text("invalid suit 'ſ'")
    pick(page, "H14").click()
    expect(page.locator("#meld-total")).to_have_text("0")
    expect(page.locator(".pl-hand-cards button.plc-card")).to_have_count(1)
