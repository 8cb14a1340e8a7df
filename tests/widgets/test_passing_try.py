"""The Trump and passing lesson's try-it: choose four cards to pass, see what the meld becomes.

Worked out by hand (RULES.md, PARTNERSHIP Meld; the lesson's Example 1, trump ♥): Bill holds
A♥ 10♥ K♥ Q♥ A♠ A♣ A♦ K♠ Q♠ J♦ 9♣ 9♦: royal marriage 40 + spade marriage 20 + pinochle 40 +
aces around 100 = 200. You pass Q♥ J♥ 9♥ 10♠; Bill gives back 9♦ 9♣ 10♠ 9♥ (least meld lost)
and keeps A♥ 10♥ K♥ Q♥ Q♥ J♥ (run with extra queen 190) + K♠ Q♠ (20) + Q♠ J♦ (40) + aces
around (100) = 350. You then hold 9♥, the dix (10), and K♣ Q♣ (20): the team melds 380.
"""

from __future__ import annotations

import re

from pinochle_learn import Seat, Suit
from pinochle_widgets.views.passing_try import PassingTry

BILL = "H14 H10 H13 H12 S14 C14 D14 S13 S12 D11 C9 D9"
YOU = "H11 H9 H12 C10 C13 C12 S9 S11 D10 D13 C11 S10"


def attr(html: str, name: str) -> str:
    found = re.search(rf'{name}="([^"]*)"', html)
    assert found, html
    return found.group(1)


def test_four_cards_passed_show_what_bills_meld_becomes() -> None:
    t = PassingTry(Seat.NORTH, BILL, YOU, Suit.HEARTS)
    assert attr(t.result.value, "data-chosen") == "0" and "Bill melds <strong>200</strong>" in (
        t.result.value
    )
    for code in ("H12", "H11", "H9", "S10"):
        t.hand.click(code)
    assert sorted(c["code"] for c in t.hand.cards if c["selected"]) == ["H11", "H12", "H9", "S10"]
    html = t.result.value
    assert (attr(html, "data-meld"), attr(html, "data-team")) == ("350", "380")
    assert "Bill's meld: 200 becomes 350" in html and "run with extra queen" in html


def test_a_fifth_card_is_refused_and_a_chosen_card_taken_back() -> None:
    t = PassingTry(Seat.NORTH, BILL, YOU, Suit.HEARTS)
    for code in ("H12", "H11", "H9", "S10"):
        t.hand.click(code)
    t.hand.click("C10")
    assert "You pass exactly 4 cards" in t.message.value
    assert [str(c) for c in t.chosen] == ["H12", "H11", "H9", "S10"]
    assert attr(t.result.value, "data-meld") == "350"  # unchanged
    t.hand.click("H9")  # taken back
    assert attr(t.result.value, "data-chosen") == "3" and t.message.value.count("✗") == 0
