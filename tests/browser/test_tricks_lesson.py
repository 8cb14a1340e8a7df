"""The Playing tricks lesson in a real browser: play the rules' example trick by clicking cards.

The example of the rules (RULES.md, PARTNERSHIP Tricks): trump ♠, Bill leads Q♥, Lisa (no hearts, no
spades) plays any card, You must head the trick with 10♥ or A♥ (9♥ is refused), Mike must trump
and wins with Q♠. Counters, worked out by hand: Q♥ 0 + 9♣ 0 + A♥ 10 + Q♠ 0 = 10.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from pinochle_learn import TWO_HAND_STOCK
from pinochle_learn.render.words import ruleset_title

pytestmark = pytest.mark.browser

LESSON = "02_tricks.ipynb"
READY = ".pl-play-hand button.plc-card[data-card='H12']"


def card(page: Page, code: str) -> object:
    """The card picture ``code`` (like ``H14``) in the hand of the seat to play: the control."""
    return page.locator(f".pl-play-hand button.plc-card[data-card='{code}']")


def test_tricks_lesson_play_the_seed_trick_by_clicking(
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
    assert_no_cell_error: Callable[[Page], None],
) -> None:
    page = lesson_page(LESSON, READY)
    # The worked examples are drawn by the engine: of two identical A♦ the first (Lisa's) wins;
    # in the rules' example trick Mike's Q♠ wins.
    expect(page.locator("#identical-winner")).to_have_attribute("data-card", "D14")
    expect(page.locator("#identical-winner")).to_have_attribute("data-seat", "E")
    expect(page.locator("#seed-winner")).to_have_attribute("data-card", "S12")
    expect(page.locator(".pl-mark[data-card='H9'][data-legal='false']").first).to_be_visible()

    stepper = page.locator(".pl-trick-stepper")
    played = stepper.locator(".pl-trick-view .pl-play:not(.pl-slot)")
    message = stepper.locator(".pl-trick-message .pl-message")
    expect(played).to_have_count(0)
    card(page, "H12").click()  # Bill leads Q♥ (a click on the card picture)
    expect(played).to_have_count(1)
    # Lisa to play: the engine's "you" is Lisa, and the reasons say so.
    reasons = stepper.locator(".pl-reasons-view")
    expect(reasons.locator(".pl-reasons-whose")).to_contain_text(
        "Lisa is to play: these are Lisa's cards"
    )
    expect(reasons).to_contain_text("Lisa has no hearts, the suit led, and no trump: Lisa may play")
    expect(reasons).not_to_contain_text("You have")
    screenshot(page, "tricks_lisa")
    card(page, "C9").click()  # Lisa: any card
    expect(played).to_have_count(2)

    # You: 9♥ is refused with its reason, and nothing changes.
    nine = card(page, "H9")
    expect(nine).to_have_class("plc-card plc-refused")
    expect(nine.locator(".plc-mark")).to_have_text("✗")
    expect(nine).to_have_attribute("aria-label", re.compile(r"^nine of hearts, refused: 9♥ does"))
    expect(card(page, "H14")).to_have_class("plc-card plc-playable")
    nine.focus()  # the reason shows on keyboard focus too
    expect(stepper.locator(".pl-play-hand .plc-reason")).to_contain_text("you must head the trick")
    expect(stepper.locator(".pl-reasons-view")).to_contain_text(
        "9♥ may not be played: 9♥ does not beat the Q♥ now winning"
    )
    nine.click()
    expect(message).to_contain_text("You may not play 9♥")
    expect(message).to_contain_text("you must head the trick")
    expect(played).to_have_count(2)
    expect(nine).to_be_visible()
    screenshot(page, "tricks")

    card(page, "H14").click()  # You head the trick with A♥
    expect(card(page, "D9")).to_have_class(re.compile("plc-refused"))
    card(page, "D9").click()  # Mike may not discard: he must trump
    expect(message).to_contain_text(
        "Mike may not play 9♦. Mike has no hearts, the suit led, but holds trump (spades): "
        "Mike must trump"
    )
    card(page, "S12").click()  # Mike trumps and wins

    result = stepper.locator("#trick-result")
    expect(result).to_have_attribute("data-winner", "W")
    expect(result).to_have_attribute("data-points", "10")
    expect(result).to_contain_text("Mike wins the trick with Q♠; Lisa and Mike take 10")
    expect(stepper.locator("#trick-winner")).to_have_attribute("data-card", "S12")
    expect(stepper.locator(".pl-score[data-team='1']")).to_have_attribute("data-points", "10")
    assert_no_cell_error(page)
    screenshot(page, "tricks_result")

    # ◀ Back: Mike is to play again, with his three cards.
    page.get_by_role("button", name="◀ Back").click()
    expect(card(page, "S12")).to_have_class(re.compile("plc-playable"))
    expect(stepper.locator("#trick-result")).to_have_count(0)

    # Trick 2 with the keyboard only: Mike (who won) leads from 9♦ K♣; Bill must trump
    # with 9♠ (no clubs, holds trump); Lisa must follow with J♣; You, with neither clubs nor
    # trump, may play any card. Bill's 9♠ wins (RULES.md, Tricks).
    page.get_by_role("button", name="Forward ▶").click()
    page.get_by_role("button", name="Next trick").click()
    expect(card(page, "C13")).to_be_visible()
    hand = stepper.locator(".pl-play-hand")
    card(page, "D9").focus()  # Tab lands on the first card; from here on only keys
    focused = hand.locator("button.plc-card:focus")
    for keys, code in (
        (["ArrowRight", "Enter"], "C13"),  # Mike leads K♣
        (["Home", "Space"], "S9"),  # Bill: 9♠ (Space presses the card as Enter does)
        (["End", "Enter"], "C11"),  # Lisa: J♣
        (["Enter"], None),  # You: the focused card, any card may be played
    ):
        before = played.count()
        for key in keys[:-1]:
            page.keyboard.press(key)
        if code is not None:
            expect(focused).to_have_attribute("data-card", code)
            expect(stepper.locator(".pl-play-hand .plc-reason")).not_to_be_empty()
        page.keyboard.press(keys[-1])
        expect(played).to_have_count(before + 1)
    expect(stepper.locator("#trick-result")).to_have_attribute("data-winner", "N")
    expect(stepper.locator("#trick-winner")).to_have_attribute("data-card", "S9")
    page.get_by_role("button", name="◀ Back").click()
    # Two-hand pinochle with a stock: Bill against You, as in the lesson's stock example.
    stepper.locator(".pl-rules-picker select").select_option(label=ruleset_title(TWO_HAND_STOCK))
    expect(stepper.locator(".pl-leader-picker select option")).to_have_text(["Bill", "You"])
    expect(stepper.locator(".pl-seat-hand")).to_have_count(2)
    expect(stepper.locator(".pl-seat-hand").nth(1)).to_contain_text("You")
    assert_no_cell_error(page)
    assert page.js_errors == []  # type: ignore[attr-defined]


def test_the_why_line_leaves_with_the_pointer(lesson_page: Callable[[str, str], Page]) -> None:
    """The reason under the hand is the hovered card's while the pointer is on it; when the
    pointer leaves, the line goes back to the hint, also after a click has played the card and
    the next seat's hand was drawn (the old line then showed a reason for a card of Lisa's the
    pointer had never been on)."""
    page = lesson_page(LESSON, READY)
    stepper = page.locator(".pl-trick-stepper")
    reason = stepper.locator(".pl-play-hand .plc-reason")
    played = stepper.locator(".pl-trick-view .pl-play:not(.pl-slot)")
    hint = reason.inner_text()
    assert hint == "Click a card to play it."
    card(page, "H12").hover()
    expect(reason).to_have_text("Bill leads: any card may be led, Q♥ too.")
    card(page, "H12").click()
    expect(played).to_have_count(1)
    page.mouse.move(2, 2)
    expect(reason).to_have_text(hint)
    card(page, "C9").click()  # Lisa
    expect(played).to_have_count(2)
    nine = card(page, "H9")
    nine.hover()
    expect(reason).to_contain_text("you must head the trick")
    page.mouse.move(2, 2)
    expect(reason).to_have_text(hint)
    nine.click()  # refused: the focus stays on it, the pointer leaves
    expect(stepper.locator(".pl-trick-message .pl-message")).to_contain_text("You may not play 9♥")
    page.mouse.move(2, 2)
    expect(reason).to_have_text(hint)
    page.keyboard.press("ArrowRight")  # the keyboard's focus shows its card's reason
    expect(reason).not_to_have_text(hint)


_FELT_JS = """() => {
    const mid = e => { const r = e.getBoundingClientRect();
                       return [(r.left + r.right) / 2, (r.top + r.bottom) / 2]; };
    const felt = document.querySelector('.pl-trick-stepper .pl-felt');
    const seats = Object.fromEntries([...felt.querySelectorAll('.pl-seat')].map(
        s => [s.querySelector('.pl-seat-name').textContent, mid(s)]));
    return {seats, cards: [...felt.querySelectorAll('.pl-table-card')].map(
        t => [t.querySelector('figcaption').textContent.split(' ·')[0], mid(t)])};
}"""


@pytest.mark.parametrize("width", [1280, 420])
def test_each_card_on_the_felt_lies_by_its_own_seat(
    lesson_page: Callable[[str, str], Page], width: int
) -> None:
    """Lisa leads and the trick goes round (Lisa 9♣, You 9♥, Mike K♣, Bill 9♠): after every
    card, each card on the felt is nearer its own seat than any other seat, and the left and
    right cards lie level with their seats' names (the empty top place had collapsed, lifting
    Lisa's card beside Bill's name)."""
    page = lesson_page(LESSON, READY)
    page.set_viewport_size({"width": width, "height": 900})
    stepper = page.locator(".pl-trick-stepper")
    played = stepper.locator(".pl-trick-view .pl-play:not(.pl-slot)")
    stepper.locator(".pl-leader-picker select").select_option(label="Lisa")
    expect(stepper.locator(".pl-felt .pl-to-act")).to_contain_text("Lisa")
    for count, code in enumerate(["C9", "H9", "C13", "S9"], start=1):
        card(page, code).click()
        expect(played).to_have_count(count)
        # the felt is a pane of its own: wait for its cards too, not only the trick's list
        expect(stepper.locator(".pl-felt .pl-table-card")).to_have_count(count)
        felt = page.evaluate(_FELT_JS)
        seats = felt["seats"]
        assert len(felt["cards"]) == count, felt
        for owner, (x, y) in felt["cards"]:
            distance = {name: abs(x - sx) + abs(y - sy) for name, (sx, sy) in seats.items()}
            assert min(distance, key=distance.__getitem__) == owner, (count, owner, felt)
            if owner in ("Lisa", "Mike"):
                assert abs(y - seats[owner][1]) < 12, (count, owner, felt)
