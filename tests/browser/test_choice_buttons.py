"""The decision panel's buttons in a real page (issue 21.3): drawn from the table's board
(``views/choice_bar.py``), they are real buttons the keyboard reaches and presses, a bid that
ends the auction reaches the page as one update carrying the new buttons (and "Step back"),
and the widgets among them (the Other bid box, the bid advisor's hidden progress bar) keep
their layout.

Seed 3 (the Play a round lesson's): South bids first; after "Bid 250" the three computers
pass, so South names trump (``RoundTable(seed=3)`` in ``tests/widgets/test_choice_bar.py``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, WebSocket

pytestmark = pytest.mark.browser

SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
LESSON = "05_play_round.ipynb"


def _phase(page: Page) -> str:
    return page.locator("#round-phase").get_attribute("data-phase") or ""


def _kernel_updates(frames: list[bytes | str]) -> list[list[str]]:
    """The traits of each ``comm_msg`` update the kernel sent (binary or JSON frames)."""
    import struct

    found = []
    for frame in frames:
        if isinstance(frame, str):
            message = json.loads(frame)
        else:
            count = struct.unpack_from("<Q", frame, 0)[0]
            offsets = [struct.unpack_from("<Q", frame, 8 * (i + 1))[0] for i in range(count)]
            offsets.append(len(frame))
            parts = [frame[offsets[i] : offsets[i + 1]] for i in range(count)]
            message = {"header": json.loads(parts[1]), "content": json.loads(parts[4])}
        if message["header"]["msg_type"] == "comm_msg":
            state = message["content"].get("data", {}).get("state", {})
            if state:
                found.append(sorted(state))
    return found


def test_the_bid_buttons_are_keyboard_buttons_and_a_bid_is_one_update_with_the_trump_buttons(
    lesson_page: Callable[[str, str], Page],
) -> None:
    frames: list[bytes | str] = []
    recording = [False]

    def listen(ws: WebSocket) -> None:
        ws.on("framereceived", lambda f: frames.append(f) if recording[0] else None)

    opened = lesson_page(LESSON, "button.pl-bid-250")
    opened.on("websocket", listen)
    opened.reload(wait_until="commit")
    bid = opened.locator("button.pl-bid-250")
    bid.wait_for(state="visible", timeout=180_000)
    assert _phase(opened) == "AUCTION"
    # The advisor's progress bar is hidden until it samples; the Other bid box keeps its width.
    assert opened.locator(".pl-worth-progress").evaluate("e => getComputedStyle(e).visibility") == (
        "hidden"
    )
    assert opened.locator(".pl-bid-amount").evaluate("e => e.getBoundingClientRect().width") > 100
    assert bid.get_attribute("title")  # the tooltip
    SHOTS.mkdir(parents=True, exist_ok=True)
    opened.locator(".pl-column-main").screenshot(path=str(SHOTS / "choice_auction_1280.png"))
    # The keyboard: focus "Bid 250", Enter bids.
    bid.focus()
    assert opened.evaluate("document.activeElement.classList.contains('pl-bid-250')")
    frames.clear()
    recording[0] = True
    opened.keyboard.press("Enter")
    opened.locator("button.pl-trump-H").wait_for(state="visible")
    opened.wait_for_function("document.querySelector('#round-phase').dataset.phase === 'TRUMP'")
    recording[0] = False
    updates = _kernel_updates(frames)
    # One update: the board's, with the panel's buttons (c0), the advisor's place (c1), the
    # control row's buttons (c2: "Step back" comes alive) and the panes.
    assert len(updates) == 1 and {"c0", "c1", "c2"} <= set(updates[0]), updates
    assert opened.locator(".pl-hand-worth").count() == 0  # gone with the auction
    # Tab goes from ♠ to ♥; Space names hearts.
    opened.set_viewport_size({"width": 420, "height": 900})
    opened.locator(".pl-column-main").screenshot(path=str(SHOTS / "choice_trump_420.png"))
    opened.locator("button.pl-trump-S").focus()
    opened.keyboard.press("Tab")
    assert opened.evaluate("document.activeElement.classList.contains('pl-trump-H')")
    opened.keyboard.press("Space")
    opened.wait_for_function("document.querySelector('#round-phase').dataset.phase !== 'TRUMP'")
    assert _phase(opened) == "PASS_BACK"
    assert "trump ♥ hearts" in opened.locator("#round-phase").inner_text()
