"""The counters table of the lessons 04_scoring, cards and stock
(render.counters_html.counters_table_html), its words through the catalogues (issue 23).

Figures by hand from RULES.md, Counters: A, 10 and K 10 trick points each (1 in the double
deck), Q, J and 9 nothing; the last trick 10 (2 in the double deck); 48 cards hold 8 of each
rank: 3 × 8 × 10 + 10 = 250; 80 cards hold 16 of each of five ranks: 3 × 16 × 1 + 2 = 50.
"""

from __future__ import annotations

import re

from pinochle_learn import PARTNERSHIP
from pinochle_learn.render.counters_html import counters_table_html
from pinochle_learn.render.i18n import speaking
from pinochle_learn.ruleset import DOUBLE_DECK


def _rows(table: str) -> list[list[str]]:
    return [re.findall(r"<t[dh][^>]*>([^<]*)</t[dh]>", row) for row in table.split("<tr>")[1:]]


def test_partnership_with_all_eight_copies() -> None:
    table = counters_table_html(PARTNERSHIP, all_copies=True, total_id="trick-total")
    assert _rows(table) == [
        ["card", "each", "all 8"],
        ["A", "10", "80"],
        ["10", "10", "80"],
        ["K", "10", "80"],
        ["Q", "0", "0"],
        ["J", "0", "0"],
        ["9", "0", "0"],
        ["last trick", "", "10"],
        ["in all", "250"],
    ]
    assert '<th scope="row" colspan="2">in all</th><th id="trick-total">250</th>' in table


def test_without_the_total() -> None:
    rows = _rows(counters_table_html(PARTNERSHIP, total=False))
    assert rows[0] == ["card", "each"]
    assert rows[-1] == ["last trick", "10"]
    assert "in all" not in counters_table_html(PARTNERSHIP, total=False)


def test_double_deck_has_no_nines_and_sixteen_copies() -> None:
    rows = _rows(counters_table_html(DOUBLE_DECK, all_copies=True))
    assert [row[0] for row in rows[1:6]] == ["A", "10", "K", "Q", "J"]
    assert rows[0] == ["card", "each", "all 16"]
    assert rows[1] == ["A", "1", "16"]
    assert rows[-2:] == [["last trick", "", "2"], ["in all", "50"]]


def test_every_word_goes_through_the_catalogue(pseudo_language: None) -> None:
    with speaking("it"):
        rows = _rows(counters_table_html(PARTNERSHIP, all_copies=True))
    assert rows[0] == ["[[card]]", "[[each]]", "[[all 8]]"]
    assert rows[-2][0] == "[[last trick]]" and rows[-1][0] == "[[in all]]"
