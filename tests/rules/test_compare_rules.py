"""The games side by side are read from the rulesets' data (RULES.md, the three games)."""

from __future__ import annotations

from pinochle_learn import PARTNERSHIP, PRESETS, TWO_HAND_STOCK, TWO_HAND_WIDOW, MeldKind
from pinochle_learn.compare import Topic, compare_rulesets, meld_rows
from pinochle_learn.render.compare_html import cell_text


def texts(rulesets, topic):
    return [cell_text(c) for c in compare_rulesets(rulesets).row(topic)]


def test_a_house_variant_changes_its_cell_and_only_its_cell():
    house = PARTNERSHIP.variant(name="to-1000", target_score=1000, must_head_trick=False)
    both = "if both sides reach it in one round, the side that held the bid wins"
    assert texts([PARTNERSHIP, house], Topic.GAME_END) == [
        f"the first to 1500 game points; {both}",
        f"the first to 1000 game points; {both}",
    ]
    duties = texts([PARTNERSHIP, house], Topic.TRICK_DUTIES)
    assert duties == [
        "12 tricks; must follow suit, trump when void, win the trick if able",
        "12 tricks; must follow suit, trump when void",
    ]
    assert len(set(texts([PARTNERSHIP, house], Topic.COUNTING))) == 1


def test_every_game_counts_250_in_tricks():
    # The 48-card games; DOUBLE_DECK counts 1 per A, 10, K of its 80 cards and 2 for the last.
    totals = [cell.params["total"] for cell in compare_rulesets(PRESETS).row(Topic.COUNTING)]
    assert totals == [250, 250, 250, 250, 50]


def test_the_stock_game_deals_12_and_leaves_24_in_the_stock():
    cell = compare_rulesets([TWO_HAND_STOCK]).row(Topic.DEAL)[0]
    assert (cell.params["hand_size"], cell.params["stock"]) == (12, 24)
    assert "24 cards are the stock" in cell_text(cell)


def test_meld_rows_list_each_kind_with_each_games_points():
    rows = dict(meld_rows(PRESETS))
    # partnership, two-hand stock, two-hand widow, three-hand cutthroat (the partnership table),
    # double deck
    assert rows[MeldKind.RUN_ROYAL_MARRIAGE] == (230, None, None, 230, None)
    assert rows[MeldKind.DOUBLE_ACES_AROUND] == (1000, 200, 1000, 1000, 100)
    assert rows[MeldKind.DOUBLE_RUN] == (1500, None, 1500, 1500, 150)
    assert rows[MeldKind.QUADRUPLE_PINOCHLE] == (None, None, None, None, 500)
    assert len(rows) == len(MeldKind)  # every kind is scored by at least one game


def test_the_widow_deal_is_read_from_its_round_procedure():
    # TWO_HAND_WIDOW's procedure deals nothing: the hands are built from the widow.
    cell = compare_rulesets([TWO_HAND_WIDOW]).row(Topic.DEAL)[0]
    assert cell.params["deal"] is TWO_HAND_WIDOW.procedure.deal
    assert cell_text(cell).startswith("none: the whole deck is a face-down widow")


def test_the_stock_games_trump_and_meld_timing_are_read_from_its_round_procedure():
    # No inference from the stock's size: the procedure says the deal turns trump up and meld
    # is laid down after each trick won; a variant with another procedure changes the cells.
    trump, timing = (
        compare_rulesets([TWO_HAND_STOCK]).row(topic)[0]
        for topic in (Topic.TRUMP, Topic.MELD_TIMING)
    )
    assert trump.params["deal"] is TWO_HAND_STOCK.procedure.deal
    assert cell_text(trump) == "the card after the deal is turned up: its suit is trump"
    assert timing.params["timing"] is TWO_HAND_STOCK.procedure.meld_timing
    assert cell_text(timing).startswith("one meld at a time, by the winner of a trick")
    melds_once = TWO_HAND_STOCK.variant(procedure=TWO_HAND_WIDOW.procedure)
    assert texts([melds_once], Topic.MELD_TIMING) == [
        "all at once, before the first trick; then the cards go back to the hand"
    ]


def test_the_game_end_says_who_wins_when_both_reach_the_target():
    ends = texts(PRESETS, Topic.GAME_END)
    assert ends[0].endswith("the side that held the bid wins")
    assert "the first to reach it wins" in ends[1]
