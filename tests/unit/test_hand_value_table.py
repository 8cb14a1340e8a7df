"""The computer bidder's hand value as a table of its parts (render.bid_text.hand_value_html):
the table of 03_bidding.ipynb, its words through the catalogues (issue 23).

Figures worked out by hand from players.hand_value's rule: best meld over the trump named,
plus PARTNER_HELP 60, plus BASE_TRICK_POINTS 120, plus 10 an ace, plus 10 a trump beyond a
third of the hand (4 of 12 cards).
"""

from __future__ import annotations

import re

import pytest

from pinochle_learn import PARTNERSHIP, THREE_HAND_CUTTHROAT, Hand
from pinochle_learn.render.bid_text import hand_value_html
from pinochle_learn.render.i18n import speaking
from pinochle_learn.ruleset import DOUBLE_DECK, Ruleset

#: The lesson's hand: A♥ 10♥ K♥ Q♥ A♠ A♣ A♦ K♠ Q♠ J♦ 9♣ 9♦. Meld with ♥ trump: aces around
#: 100, pinochle (Q♠ J♦) 40, royal marriage K♥ Q♥ 40, marriage K♠ Q♠ 20 = 200.
BILL = Hand.parse("H14 H10 H13 H12 S14 C14 D14 S13 S12 D11 C9 D9")


def _rows(table: str) -> list[tuple[str, str]]:
    return re.findall(r"<t[dh][^>]*>([^<]*)</t[dh]><t[dh][^>]*>([^<]*)</t[dh]>", table)


def test_the_lessons_hand_in_parts() -> None:
    rows = _rows(hand_value_html(BILL, PARTNERSHIP))
    assert rows == [
        ("best meld (trump ♥)", "200"),
        ("the partner&#x27;s help", "60"),
        ("trick points to start with", "120"),
        ("4 aces × 10", "40"),
        ("0 trumps beyond 4 × 10", "0"),
        ("value: keeps bidding up to", "420"),
    ]


def test_long_trump_and_one_ace() -> None:
    # ♥ A 10 K Q J 9 9 (7 trumps: 3 beyond four), one ace. Meld: run 150 + two dix 20 = 170.
    hand = Hand.parse("H14 H10 H13 H12 H11 H9 H9 S9 C9 D9 S10 C10")
    table = hand_value_html(hand, PARTNERSHIP, value_id="v")
    assert _rows(table)[0] == ("best meld (trump ♥)", "170")
    assert _rows(table)[3:] == [
        ("1 ace × 10", "10"),
        ("3 trumps beyond 4 × 10", "30"),
        ("value: keeps bidding up to", "390"),
    ]
    assert '<th id="v">390</th>' in table


@pytest.mark.parametrize("ruleset", [THREE_HAND_CUTTHROAT, DOUBLE_DECK])
def test_a_game_whose_value_has_other_parts_is_refused(ruleset: Ruleset) -> None:
    hand = Hand.parse("H14 S14 C14")
    with pytest.raises(ValueError, match=re.escape(f"ruleset={ruleset.name!r}")):
        hand_value_html(hand, ruleset)


def test_every_word_goes_through_the_catalogue(pseudo_language: None) -> None:
    with speaking("it"):
        rows = _rows(hand_value_html(BILL, PARTNERSHIP))
    assert [what for what, _points in rows] == [
        "[[best meld (trump ♥)]]",
        "[[the partner&#x27;s help]]",
        "[[trick points to start with]]",
        "[[4 aces × 10]]",
        "[[0 trumps beyond 4 × 10]]",
        "[[value: keeps bidding up to]]",
    ]
