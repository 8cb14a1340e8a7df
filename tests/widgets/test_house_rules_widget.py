"""HouseRules driven headless: the table follows the game picked and the seed dealt."""

from __future__ import annotations

import re

from pinochle_learn import PARTNERSHIP, TWO_HAND_STOCK
from pinochle_learn.houserules import house_effects, options_for
from pinochle_widgets import HouseRules, house_situation


def rows(widget: HouseRules) -> list[str]:
    return re.findall(r'data-option="([a-z_]+)"', widget.table.value)


def test_partnership_table_lists_every_alternative_of_every_option():
    widget = HouseRules(PARTNERSHIP, seed=3)
    expected = [
        o.code.value
        for o in options_for(PARTNERSHIP)
        for v in o.values(PARTNERSHIP)
        if v != o.read(PARTNERSHIP)
    ]
    assert rows(widget) == expected
    assert "A round was played" in widget.caption.value
    changed = sum(e.changed for e in house_effects(widget.setup.situation))
    assert f"{changed} of {len(expected)} house rules change" in widget.message.value
    assert widget.table.value.count('class="pl-changed"') == changed


def test_picking_the_stock_game_lists_its_options_and_its_turn_up_trump():
    widget = HouseRules(PARTNERSHIP, seed=3)
    widget.rules.value = TWO_HAND_STOCK
    assert "free_play_while_stock" in rows(widget) and "set_penalty" not in rows(widget)
    setup = house_situation(TWO_HAND_STOCK, 3)
    assert setup.situation.trump.symbol in widget.caption.value
    # The round engine plays the stock game: the caption sums up a round played from the hand.
    assert "A round was played" in widget.caption.value


def test_a_new_seed_deals_a_new_hand():
    widget = HouseRules(TWO_HAND_STOCK, seed=3)
    before = widget.hand.value
    widget.seed.value = 4
    widget.deal_button.click()
    assert widget.hand.value != before
    assert widget.setup.situation.hand == house_situation(TWO_HAND_STOCK, 4).situation.hand


def test_the_widow_game_plays_a_round_for_its_scoring_rows():
    from pinochle_learn import TWO_HAND_WIDOW

    widget = HouseRules(TWO_HAND_WIDOW, seed=2)
    assert "A round was played" in widget.caption.value
    figures = widget.setup.situation.round
    assert figures is not None and sum(figures.tricks_won) == 24
    assert "set_penalty" in rows(widget) and "free_play_while_stock" not in rows(widget)


def test_cutthroat_plays_a_three_player_round_with_three_sides():
    from pinochle_learn import THREE_HAND_CUTTHROAT

    widget = HouseRules(PARTNERSHIP, seed=5)
    widget.rules.value = THREE_HAND_CUTTHROAT
    setup = widget.setup
    assert setup is not None and setup.sides == ("Bill", "Lisa", "You")
    assert setup.others == ("Bill", "Lisa")  # after You (seat 2), round the table
    figures = setup.situation.round
    assert figures is not None
    # #cutthroat.tricks: 15 tricks; #cutthroat.counting: 250 with the bury counted for the bidder.
    assert len(figures.tricks_won) == 3 and sum(figures.tricks_won) == 15
    assert len(setup.situation.hand) == 15
    counted = [
        sum(THREE_HAND_CUTTHROAT.counter_points[c.rank] for c in cards) for cards in figures.taken
    ]
    assert sum(counted) + THREE_HAND_CUTTHROAT.last_trick_points == 250
    assert "free_play_while_stock" not in rows(widget) and "set_penalty" in rows(widget)
    assert 'data-rule="cutthroat.set"' in widget.table.value


def test_the_double_deck_deals_from_its_80_cards_and_offers_its_own_options():
    from pinochle_learn.ruleset import DOUBLE_DECK

    widget = HouseRules(DOUBLE_DECK, seed=2)
    setup = widget.setup
    assert setup is not None and setup.sides == ("Bill and You", "Lisa and Mike")
    assert len(setup.situation.hand) == 20
    figures = setup.situation.round
    assert figures is not None and sum(figures.tricks_won) == 20  # #dd.tricks
    counted = [sum(DOUBLE_DECK.counter_points[c.rank] for c in cards) for cards in figures.taken]
    assert sum(counted) + DOUBLE_DECK.last_trick_points == 50  # #dd.counters
    assert "counting" not in rows(widget) and "target_score" not in rows(widget)
    assert 'data-rule="dd.throw-in"' in widget.table.value
