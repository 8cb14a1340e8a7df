"""The felt's side seats at 420 px, three and four seats (the shared ``seat_table_html``): no
seat name or card caption breaks inside a word, nothing spills past the felt, and a side seat's
long melds take at most three lines (the whole words in its title, shown on focus)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page

from pinochle_learn import Card
from pinochle_learn.render.style import standalone
from pinochle_learn.render.table_view import TableSeat, seat_table_html

pytestmark = pytest.mark.browser

_LONG = "meld 18: royal marriage, common marriage in ♥, common marriage in ♣, kings around"
FOUR = [
    TableSeat("North (partner)", 17, note="won the bid at 76", melds="meld 29: run, aces around"),
    TableSeat("East", 17, note="dealer", melds=_LONG),
    TableSeat("South (you)", 18, melds="meld 6: jacks around"),
    TableSeat("West", 18, melds=_LONG),
]
THREE = [
    TableSeat("You", 15),
    TableSeat("Lisa", 15, note="bid 300", melds=_LONG),
    TableSeat("Mike", 15),
]

# For each element: its words that lie on more than one line (a word broken inside).
_BROKEN_WORDS_JS = """(selector) => [...document.querySelectorAll(selector)].flatMap(e => {
    const node = e.firstChild, text = node.textContent, broken = [];
    for (const m of text.matchAll(/\\S+/g)) {
        const r = document.createRange();
        r.setStart(node, m.index); r.setEnd(node, m.index + m[0].length);
        const tops = new Set([...r.getClientRects()].map(b => Math.round(b.top)));
        if (tops.size > 1) broken.push(m[0]);
    }
    return broken;
})"""

_BOX_JS = """(selector) => [...document.querySelectorAll(selector)].map(e => {
    const r = e.getBoundingClientRect(), s = getComputedStyle(e);
    return [r.left, r.right, r.height, parseFloat(s.lineHeight)];
})"""


@pytest.mark.parametrize("seats", [FOUR, THREE], ids=["four", "three"])
def test_side_seats_read_at_420_px(
    browser_page: Page, seats: list[TableSeat], screenshot: Callable[[object, str], Path]
) -> None:
    page = browser_page
    page.set_viewport_size({"width": 420, "height": 900})
    trick = [(1, Card.parse("C14")), (2, Card.parse("C12"))]
    html = seat_table_html(seats, bottom=0 if seats is THREE else 2, trick=trick, winner=1)
    page.set_content(f"<body style='margin:8px'>{standalone(html)}</body>")
    assert page.evaluate(_BROKEN_WORDS_JS, ".pl-felt .pl-seat-name") == []
    assert page.evaluate(_BROKEN_WORDS_JS, ".pl-felt figcaption") == []
    felt = page.evaluate(_BOX_JS, ".pl-felt")[0]
    for left, right, _, _ in page.evaluate(_BOX_JS, ".pl-felt .pl-seat, .pl-felt .pl-seat-melds"):
        assert felt[0] - 1 <= left and right <= felt[1] + 1, (left, right, felt)
    sides = page.evaluate(
        _BOX_JS, ".pl-seat[data-pos=left] .pl-seat-melds, .pl-seat[data-pos=right] .pl-seat-melds"
    )
    assert sides
    for _, _, height, line in sides:
        assert height <= 3 * line + 8, (height, line)  # three lines and the padding
    melds = page.locator(
        ".pl-seat[data-pos=left] .pl-seat-melds, .pl-seat[data-pos=right] .pl-seat-melds"
    )
    assert melds.first.get_attribute("title") == _LONG
    melds.first.focus()
    whole = page.evaluate(_BOX_JS, ".pl-seat-melds:focus")[0]
    assert whole[2] > 3 * whole[3] + 8  # focused, the melds show whole
    screenshot(page, f"felt_side_seats_{len(seats)}_420")
