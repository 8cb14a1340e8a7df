"""The Play a round lesson in a real browser: a whole round by clicks, to the score sheet.

Seed 3 (the lesson's): East deals, South (you) bids first. You bid 250 and the computer seats
pass; you name ♦ trump, pass back the first four cards shown, and play the first legal card of
every trick, each time by clicking the card picture itself (the card widget). The score,
worked out by hand in tests/widgets/test_round_table.py
(test_score_sheet_is_worked_out_by_hand_for_seed_3): North–South meld 20 and take 170 trick
points, 190 < 250, set: -250; East–West meld 20 and take 80: +100.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest
from browser_kit import settle
from playwright.sync_api import Locator, Page, expect

pytestmark = pytest.mark.browser

LESSON = "05_play_round.ipynb"
READY = "button.pl-bid-250"


def _step(page: Page) -> str:
    return page.locator("#round-phase").get_attribute("data-step") or ""


def _click_and_wait(page: Page, button: Locator) -> None:
    """Click a button that applies an action, and wait until the round has moved on."""
    before = _step(page)
    button.click()
    # The table redraws the phase line last, so the new step means the new hand is on show;
    # the computer seats play first, which on a loaded machine may take a few seconds.
    expect(page.locator("#round-phase")).not_to_have_attribute("data-step", before, timeout=30_000)


def _phase(page: Page) -> str:
    return page.locator("#round-phase").get_attribute("data-phase") or ""


_BOXES_JS = """(selector) => [...document.querySelectorAll(selector)].map(e => {
    const r = e.getBoundingClientRect();
    return [r.left, r.top, r.right, r.bottom];
})"""


def _overlap(a: list[float], b: list[float]) -> float:
    """The area two boxes ``[left, top, right, bottom]`` share (0 if apart)."""
    width = min(a[2], b[2]) - max(a[0], b[0])
    height = min(a[3], b[3]) - max(a[1], b[1])
    return max(width, 0) * max(height, 0)


def check_layout(page: Page, width: int) -> None:
    """At ``width`` px: every card inside the viewport's width, no two cards of the hand or of
    the trick overlapping, and the table column not overlapping the explanation column."""
    settle(page, {"width": width, "height": 900})
    hand = page.evaluate(_BOXES_JS, ".pl-round-hand button.plc-card")
    trick = page.evaluate(_BOXES_JS, ".pl-felt .pl-table-card, .pl-felt .pl-seat")
    assert hand, "no card of the hand on show"
    for box in hand + trick:
        assert box[0] >= 0 and box[2] <= width + 0.5, (width, box)
    for group in (hand, trick):
        for i, a in enumerate(group):
            for b in group[i + 1 :]:
                assert _overlap(a, b) < 1, (width, a, b)
    main = page.evaluate(_BOXES_JS, ".pl-round-columns > .pl-column-main")
    side = page.evaluate(_BOXES_JS, ".pl-round-columns > .pl-column-side")
    assert _overlap(main[0], side[0]) < 1, (width, main, side)
    if width >= 1280:
        assert side[0][0] >= main[0][2] - 1  # side by side: the explanation on the right
    else:
        assert side[0][1] >= main[0][3] - 1  # stacked: the explanation under the table


_FITS_JS = """(sheet) => {
    const side = sheet.closest('.pl-column-side').getBoundingClientRect();
    const cells = [...sheet.querySelectorAll('th, td')].map(c => c.getBoundingClientRect());
    const scroll = sheet.closest('.pl-score-table-scroll');
    return {side: [side.left, side.right], right: Math.max(...cells.map(c => c.right)),
            left: Math.min(...cells.map(c => c.left)),
            scrolls: scroll.scrollWidth > scroll.clientWidth + 1,
            font: parseFloat(getComputedStyle(sheet.querySelector('td')).fontSize)};
}"""


def check_score_sheet_fits(page: Page, width: int) -> None:
    """At ``width`` px the score sheet is whole inside its column and the window: every cell
    (the before / change / after figures too) within both, no sideways scrolling, and its
    figures in a readable size (at least 12 px)."""
    settle(page, {"width": width, "height": 900})
    sheet = page.locator("#score-sheet")
    fit = sheet.evaluate(_FITS_JS)
    assert not fit["scrolls"], (width, fit)
    assert fit["side"][0] - 0.5 <= fit["left"] and fit["right"] <= fit["side"][1] + 0.5, (
        width,
        fit,
    )
    assert fit["right"] <= width, (width, fit)
    assert fit["font"] >= 12, (width, fit)


def test_round_lesson_play_a_whole_round_step_back_and_read_the_score_sheet(
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
    assert_no_cell_error: Callable[[Page], None],
) -> None:
    page = lesson_page(LESSON, READY)
    page.set_viewport_size({"width": 1280, "height": 900})
    opened_in = page.opened_in_s  # type: ignore[attr-defined]
    start = time.monotonic()
    phase = page.locator("#round-phase")
    message = page.locator("#round-message")
    expect(phase).to_have_attribute("data-phase", "AUCTION")
    expect(phase).to_contain_text("your turn to bid or pass")
    # The one stylesheet is on the page once (however many widgets bring it), and applies.
    sheets = page.evaluate(
        "() => [...document.querySelectorAll('style')]"
        ".filter(s => s.textContent.includes('.pl-felt')).map(s => s.id)"
    )
    assert sheets == ["pinochle-learn-stylesheet"], sheets
    felt = page.locator(".pl-round-table .pl-felt")
    assert felt.evaluate("e => getComputedStyle(e).borderRadius") == "18px"

    # The auction: a bid the rules refuse, then the opening bid.
    page.locator(".pl-bid-amount input").fill("300")
    page.get_by_role("button", name="Bid this").click()
    expect(message).to_contain_text("A bid of 300 is refused: the opening bid must be 250.")
    interactive_in = opened_in + (time.monotonic() - start)
    _click_and_wait(page, page.locator(READY))
    expect(phase).to_have_attribute("data-phase", "TRUMP")
    expect(page.locator("#round-recent")).to_contain_text("East passes.")

    # Trump, then four cards back to the partner.
    _click_and_wait(page, page.locator("button.pl-trump-D"))
    expect(phase).to_have_attribute("data-phase", "PASS_BACK")
    expect(page.locator("#round-passing")).to_contain_text("Your partner passed you")
    # The cards are chosen by clicking their pictures: 16 with the 4 just received marked.
    cards = page.locator(".pl-round-hand button.plc-card")
    expect(cards).to_have_count(16)
    expect(page.locator(".pl-round-hand button.plc-card.plc-received")).to_have_count(4)
    expect(page.locator("#pass-preview")).to_contain_text("Choose 4 more cards")
    status = page.locator(".pl-pass-status")
    for index in range(4):
        cards.nth(index).click()
        expect(status).to_have_attribute("data-chosen", str(index + 1))
        expect(cards.nth(index)).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#pass-preview")).to_contain_text("With the 12 cards you keep")
    screenshot(page, "round_passing_1280")
    _click_and_wait(page, page.get_by_role("button", name="Pass these cards"))
    expect(phase).to_have_attribute("data-phase", "TRICKS")
    expect(page.locator("#round-melds .pl-seat-meld")).to_have_count(4)
    expect(page.locator("#team-meld-0")).to_have_text("20")
    # The suit picture in the meld heading reads and copies as its symbol: "trump ♦ diamonds".
    heading = page.locator("#round-melds h3").first
    assert heading.inner_text() == "Meld, trump ♦ diamonds"
    copied = heading.evaluate(
        "h => { const r = document.createRange(); r.selectNodeContents(h);"
        " const s = getSelection(); s.removeAllRanges(); s.addRange(r); return s.toString(); }"
    )
    assert copied == "Meld, trump ♦ diamonds"

    # The tricks: the first legal card each time; once, a refused card first.
    legal = page.locator(".pl-round-hand button.plc-card.plc-playable")
    illegal = page.locator(".pl-round-hand button.plc-card.plc-refused")
    played = page.locator("#tricks-won")
    refused_once = stepped_back = said_once = False
    while _phase(page) == "TRICKS":
        expect(legal.first).to_be_visible()
        if not said_once and played.get_attribute("data-played") == "1":
            # The first trick's result is said once on the page (in What happened): not in a
            # "Just played" pane, not again in the history, which lists it as a record.
            text = page.locator(".pl-round-table").inner_text()
            assert text.count("wins trick 1 with") == 1, text
            expect(page.locator("#round-recent")).to_contain_text("wins trick 1 with")
            expect(page.locator("#round-history .pl-history-trick")).to_have_count(1)
            said_once = True
        if not refused_once and illegal.count():
            before = _step(page)
            # The refused card's aria-label gives its reason, as the reasons list does.
            aria = illegal.first.get_attribute("aria-label") or ""
            name, _, reason = aria.partition(", refused: ")
            assert name and reason, aria
            code = illegal.first.get_attribute("data-card") or ""
            expect(page.locator(f"#round-reasons [data-card='{code}']")).to_contain_text(
                reason.split(":")[0]
            )
            illegal.first.click()
            expect(message).to_contain_text("may not be played:")
            expect(message).to_contain_text("Nothing was played.")
            assert _step(page) == before
            refused_once = True
            screenshot(page, "round_trick_1280")
            check_layout(page, 1280)
            check_layout(page, 420)
            screenshot(page, "round_trick_420")
            page.set_viewport_size({"width": 1280, "height": 900})
        if not stepped_back and played.get_attribute("data-played") == "4":
            hand = page.locator(".pl-round-hand button.plc-card")
            cards_now = hand.count()
            back = page.get_by_role("button", name="◀ Step back")
            _click_and_wait(page, back)
            _click_and_wait(page, back)
            expect(message).to_contain_text("Stepped back")
            expect(hand).to_have_count(cards_now + 2)
            stepped_back = True
        _click_and_wait(page, legal.first)
    assert refused_once and stepped_back and said_once

    # The score sheet.
    expect(phase).to_have_attribute("data-phase", "OVER")
    sheet = page.locator("#score-sheet")
    expect(sheet).to_be_visible()
    # The sheet stands on its side: one row per figure, one column per team.
    teams = [h.strip() for h in sheet.locator("thead th").all_text_contents()]
    assert teams == ["team", "North–South", "East–West"], teams  # the corner has words
    figures = {
        row.locator("th").inner_text().strip(): [
            c.strip() for c in row.locator("td").all_text_contents()
        ]
        for row in sheet.locator("tbody tr").all()
    }
    assert figures["outcome"] == ["set", "counted"]
    assert (figures["before"], figures["change"], figures["after"]) == (
        ["0", "0"],
        ["-250", "+100"],
        ["-250", "100"],
    )
    check_score_sheet_fits(page, 1280)
    screenshot(page, "round_score_sheet_1280")
    check_score_sheet_fits(page, 420)
    screenshot(page, "round_score_sheet_420")
    page.set_viewport_size({"width": 1280, "height": 900})
    expect(page.locator("#total-team-0")).to_have_text("-250")
    expect(page.locator("#total-team-1")).to_have_text("100")
    expect(page.locator("#round-score")).to_contain_text("20 meld + 170 trick points = 190")
    # The sides by their names, as in the totals; the learner's hand is played out.
    expect(page.locator("#round-score .pl-facts")).to_contain_text("Bid 250 by North–South")
    expect(page.locator("#round-score")).not_to_contain_text("(you) (team")
    expect(page.locator("#round-score .pl-why")).to_contain_text("North–South is set on its bid")
    expect(page.locator("#round-hands")).to_contain_text("the hand is played out")
    expect(page.locator("#round-hands")).not_to_contain_text("No cards yet")
    expect(page.get_by_role("button", name="Next round")).to_be_enabled()
    expect(page.locator("#round-history .pl-history-trick")).to_have_count(12)
    assert_no_cell_error(page)
    screenshot(page, "round_score")
    assert page.js_errors == []  # type: ignore[attr-defined]
    print(
        f"\nround lesson: bid button visible {opened_in:.2f} s after navigation; "
        f"first click answered {interactive_in:.2f} s after navigation; "
        f"whole round {time.monotonic() - start:.1f} s"
    )
