"""The words the double-deck lesson and table show are the double deck's (docs/rules.md,
DOUBLE_DECK): no dix where there are no nines, 1 per counter and 2 for the last trick (50),
16 of each rank, its title."""

from __future__ import annotations

from pinochle_learn import PARTNERSHIP, solve_meld
from pinochle_learn.render.figure_sentences import deal_points_text
from pinochle_learn.render.html import meld_html
from pinochle_learn.render.round_html import tricks_won_html
from pinochle_learn.render.text import meld_text
from pinochle_learn.render.words import ruleset_title
from pinochle_learn.ruleset import DOUBLE_DECK
from pinochle_learn.state import RoundState


def test_the_double_decks_meld_headings_name_no_dix() -> None:
    # #dd.no-dix: the heading of class 1 names runs and marriages only.
    result = solve_meld("S12 S12 S12 D11 D11 D11", "H", DOUBLE_DECK)
    assert "Class 1: runs and marriages" in meld_html(result)
    assert "dix" not in meld_html(result) and "dix" not in meld_text(result)
    assert "Class 1: runs, dix and marriages" in meld_html(solve_meld("S9", "S", PARTNERSHIP))


def test_the_double_decks_counters_are_said_as_1_and_2_to_50() -> None:
    # #dd.counters: each A, 10 and K is 1, the last trick 2: 50 in all (16 of each rank).
    html = tricks_won_html(RoundState(DOUBLE_DECK))
    assert "counter worth 1; the last trick is worth 2 more: 50 in all" in html
    assert "Tricks so far: 0 of 20" in html
    assert "worth 10; the last trick is worth 10 more: 250 in all" in tricks_won_html(RoundState())
    assert deal_points_text(DOUBLE_DECK) == (
        "a deal holds 50: 16 aces, 16 tens and 16 kings at 1 each, and 2 for the last trick"
    )


def test_the_double_deck_has_a_title() -> None:
    assert ruleset_title(DOUBLE_DECK) == "Double-deck partnership pinochle (80 cards)"
