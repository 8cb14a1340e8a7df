"""The other side's pass at the Strong level in a real browser: the reason under "West passes
4 cards to East." names none of the four cards (the log hides them, the reason too); it says
how many and why. The same round is played in this process to know the cards passed."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import browser_kit as kit
import pytest
from playwright.sync_api import Page, expect

from pinochle_learn.actions import PassCards

pytestmark = pytest.mark.browser


def test_the_other_sides_pass_reason_names_no_card_on_the_page(
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
) -> None:
    game, page, table = kit.open_game(lesson_page, "partnership")
    kit.switch_to_strong(page, game, table)
    # Seed 3: the learner passes at its first bid; East wins it, East and West pass 4 each.
    kit.learner_step(page, game, table, random.Random(11))
    passes = [a for a in table.state.history if isinstance(a, PassCards)]
    rules = table.state.ruleset
    assert len(passes) == 2
    assert all(rules.side_of(a.seat) != rules.side_of(table.seat) for a in passes)
    log = page.locator(f"{game.game} {game.log}")
    for given in passes:
        item = log.locator("li", has_text=" passes 4 cards to ").nth(passes.index(given))
        aside = item.locator(".pl-aside")
        passer = table.names[int(given.seat)]  # the seat that passed, by its name on the table
        expect(aside).to_contain_text(f"{passer} passes 4 cards: of the 6 sets of cards weighed")
        text = aside.inner_text()
        assert not [card.label for card in given.cards if card.label in text], text
    kit.table_screenshots(page, game, screenshot, "hidden_pass_reason")
