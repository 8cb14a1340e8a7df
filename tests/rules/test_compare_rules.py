"""The games side by side are read from the rulesets' data (RULES.md and docs/rules.md, the five
games)."""

from __future__ import annotations

from pinochle_learn import (
    PARTNERSHIP,
    PRESETS,
    THREE_HAND_CUTTHROAT,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    MeldKind,
)
from pinochle_learn.compare import Topic, compare_rulesets, meld_rows
from pinochle_learn.render.compare_html import cell_text, comparison_html
from pinochle_learn.ruleset import DOUBLE_DECK


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


# The five columns, row by row, each value worked out by hand from docs/rules.md: partnership
# (deal.hands, auction.*, passing.*, count.*, game.target), two-hand stock (stock.*), two-hand
# widow (widow.*), three-hand cutthroat (cutthroat.*), double deck (dd.*).
FIVE = (PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW, THREE_HAND_CUTTHROAT, DOUBLE_DECK)


def test_the_five_columns_are_the_five_presets_titled() -> None:
    html = comparison_html(compare_rulesets(FIVE))
    for title in (
        "Partnership auction pinochle (four hands)",
        "Two-hand pinochle with a stock",
        "Two-hand pinochle built from a widow",
        "Three-hand cutthroat pinochle",
        "Double-deck partnership pinochle (80 cards)",
    ):
        assert f"<th>{title}</th>" in html
    assert tuple(PRESETS) == FIVE


def test_players_and_sides_in_each_game() -> None:
    assert texts(FIVE, Topic.PLAYERS) == [
        "4, in 2 partnerships (partners sit opposite)",
        "2, each for themselves",
        "2, each for themselves",
        "3, each for themselves: in the tricks the other 2 play against the bid winner, "
        "but each scores alone",
        "4, in 2 partnerships (partners sit opposite)",
    ]


def test_the_deck_and_its_copies_in_each_game() -> None:
    standard = "48 cards: two copies of each of A 10 K Q J 9 in the four suits"
    assert texts(FIVE, Topic.DECK) == [standard] * 4 + [
        "80 cards: four copies of each of A 10 K Q J in the four suits; no 9s"
    ]


def test_hand_size_widow_and_bury_in_each_game() -> None:
    cells = compare_rulesets(FIVE).row(Topic.DEAL)
    # 48 = 4 x 12; 12 x 2 + 24 stock; widow game builds 24 each; 15 x 3 + 3 widow; 80 = 4 x 20.
    assert [c.params["hand_size"] for c in cells] == [12, 12, 24, 15, 20]
    assert [c.params["kitty"] for c in cells] == [0, 0, 0, 3, 0]
    deal = texts(FIVE, Topic.DEAL)
    assert deal[0] == "12 cards each: the whole deck"
    assert deal[3] == (
        "15 cards each; the other 3 cards are a face-down widow for the bid winner, "
        "who shows it, takes it and buries as many cards"
    )
    assert deal[4] == "20 cards each: the whole deck"


def test_auction_and_passing_in_each_game() -> None:
    assert texts(FIVE, Topic.BIDDING) == [
        "an auction from 250, raising by +10 or +20; the winner's partner passes 4 cards, "
        "and gets as many back",
        "no auction",
        "an auction from 250, raising by +10",
        "an auction from 250, raising by +10",  # cutthroat.auction: no passing, no partner
        "an auction from 50, raising by +1 or +2 or +3 or +4 or +5 or +10",  # dd.no-passing
    ]


def test_tricks_counting_and_targets_in_each_game() -> None:
    tricks = [c.params["tricks"] for c in compare_rulesets(FIVE).row(Topic.TRICK_DUTIES)]
    # 48 / 4, 48 / 2, 48 / 2, (48 - 3 buried) / 3, 80 / 4
    assert tricks == [12, 24, 24, 15, 20]
    counting = texts(FIVE, Topic.COUNTING)
    assert counting[3] == "A 10, 10 10, K 10; last trick 10; 250 in all"  # 24 x 10 + 10
    assert counting[4] == "A 1, 10 1, K 1; last trick 2; 50 in all"  # 48 x 1 + 2
    ends = texts(FIVE, Topic.GAME_END)
    assert [c.params["target"] for c in compare_rulesets(FIVE).row(Topic.GAME_END)] == [
        1500,
        1000,
        1000,
        1500,
        500,
    ]
    assert ends[3] == (
        "the first to 1500 game points; if several players reach it in one round, the bid "
        "winner wins if among them, else the higher total"
    )
    assert ends[4] == (
        "the first to 500 game points; if both sides reach it in one round, the side that "
        "held the bid wins"
    )


def test_failing_the_bid_names_a_player_in_cutthroat_and_the_50_margin_in_the_double_deck():
    sets = texts(FIVE, Topic.SET_PENALTY)
    assert sets[3] == (
        "set: the bid is subtracted; a player without trick points scores nothing, meld included"
    )
    assert sets[4] == (
        "set: the bid is subtracted; the bidder may throw the hand in when the bid exceeds the "
        "bidders' meld by more than 50; a side without trick points scores nothing, meld "
        "included"
    )


def test_the_triple_and_quadruple_melds_are_the_double_decks_only():
    rows = dict(meld_rows(FIVE))
    # dd.run, dd.pinochle, dd.around
    assert rows[MeldKind.TRIPLE_RUN] == (None, None, None, None, 225)
    assert rows[MeldKind.QUADRUPLE_RUN] == (None, None, None, None, 300)
    assert rows[MeldKind.TRIPLE_PINOCHLE] == (None, None, None, None, 90)
    assert rows[MeldKind.TRIPLE_ACES_AROUND] == (None, None, None, None, 150)
    assert rows[MeldKind.QUADRUPLE_JACKS_AROUND] == (None, None, None, None, 80)
    # cutthroat.meld: the partnership's table
    assert rows[MeldKind.RUN] == (150, 150, 150, 150, 15)
    assert rows[MeldKind.DIX] == (10, 10, 10, 10, None)  # dd.no-dix: no nines


def test_the_games_lesson_says_five_games_and_lists_each():
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "notebooks" / "games.ipynb"
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    intro = "".join(cells[0]["source"])
    assert intro.startswith("# The five games side by side")
    assert "three games" not in intro and "three of them" not in intro
    assert intro.count("\n* **") == len(PRESETS) == 5


def test_the_games_lesson_meld_claims_are_the_tables():
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "notebooks" / "games.ipynb"
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    text = " ".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown").split()
    said = " ".join(text)
    dd, partnership = DOUBLE_DECK.meld_points, PARTNERSHIP.meld_points
    assert (dd[MeldKind.RUN], partnership[MeldKind.RUN]) == (15, 150)
    assert (dd[MeldKind.DOUBLE_ACES_AROUND], partnership[MeldKind.DOUBLE_ACES_AROUND]) == (
        100,
        1000,
    )
    assert "(a run 15, not 150; double aces 100, not 1000)" in said
    assert DOUBLE_DECK.total_trick_points == 50 and "its 50 trick points" in said
