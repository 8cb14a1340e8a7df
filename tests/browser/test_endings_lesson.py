"""The last tricks' lesson in a real browser: its three worked endings are on the page, and a
puzzle of its self-check answered wrong (the line after that card appears: the card, the best
answers, the points given away), then the next answered right.

The page holds no answer: the test makes the question again with the engine from the kind, set
and number the page shows, as ``test_index.py`` does."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from browser_kit import settle
from playwright.sync_api import Page, expect

from pinochle_learn.ruleset import find_ruleset
from pinochle_widgets.course.questions import Question, make_question

pytestmark = pytest.mark.browser

LESSON = "endings.ipynb"


def _current(page: Page) -> Question:
    head = page.locator(".pl-q-head")
    kind = head.get_attribute("data-kind") or ""
    return make_question(
        kind,
        int(head.get_attribute("data-seed") or 0),
        int(head.get_attribute("data-number") or 0),
        find_ruleset(head.get_attribute("data-ruleset") or "partnership"),
        stream=head.get_attribute("data-stream") or "",
    )


def _click(page: Page, label: str) -> None:
    page.locator(".pl-self-check button.pl-q-choice").get_by_text(label, exact=True).click()


def test_endings_lesson_a_puzzle_answered_wrong_then_right(
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
) -> None:
    page = lesson_page(LESSON, ".pl-self-check button.pl-q-choice")
    settle(page, {"width": 1280, "height": 900})
    # The three worked endings, each with every card's value and line.
    expect(page.locator(".pl-ending-values")).to_have_count(3)
    expect(page.locator('.pl-ending-values li[data-card="S9"]')).to_contain_text("9♠: 25 (best)")
    expect(page.locator("body")).not_to_contain_text("Solution(")  # no value echoed by a cell

    q = _current(page)
    assert q.kind == "last_tricks_widow"
    expect(page.locator(".pl-self-check .pl-ending")).to_have_count(1)
    labels = dict((key, label) for label, key in q.choices)
    wrong = next(key for key in labels if key != q.answer[0])
    _click(page, labels[wrong])
    verdict = page.locator(".pl-q-verdict [data-right]")
    expect(verdict).to_have_attribute("data-right", "false")
    why = page.locator(f'.pl-q-verdict .pl-ending-why[data-card="{wrong}"]')
    expect(why).to_contain_text(f"Your {labels[wrong]}, then best play by both sides")
    expect(why).to_have_attribute("data-best", re.compile(r"^\d+$"))
    expect(page.locator(".pl-q-score-text")).to_have_attribute("data-answered", "1")
    screenshot(page, "endings-wrong-1280")
    settle(page, {"width": 420, "height": 900})
    screenshot(page, "endings-wrong-420")
    settle(page, {"width": 1280, "height": 900})

    expect(page.locator("body")).not_to_contain_text("Error displaying widget")
    page.locator(".pl-self-check button.pl-q-new").click()
    expect(page.locator(".pl-q-head")).to_have_attribute("data-number", "1")
    q = _current(page)
    assert q.kind == "last_tricks"  # the partnership game, the lesson's second kind
    expect(page.locator(".pl-self-check .pl-ending-hand")).to_have_count(4)
    _click(page, dict((key, label) for label, key in q.choices)[str(q.answer[0])])
    expect(verdict).to_have_attribute("data-right", "true")
    expect(page.locator(".pl-q-verdict .pl-ending-why")).to_have_count(0)
    expect(page.locator(".pl-q-score-text")).to_have_attribute("data-right", "1")
    expect(page.locator("body")).not_to_contain_text("Error displaying widget")
    screenshot(page, "endings-right-1280")
