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
