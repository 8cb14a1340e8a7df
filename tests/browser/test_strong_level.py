"""The computer's Strong level in a real browser, in the three games of the lessons (issue 19,
points 1 and 7): the learner plays by simple rules to a late trick of the round, switches the
table's **Computer** chooser to Strong and leads a card; each computer card after it is followed
in the log by its reason's sentence.

The expected sentences are not written here: the same moves are made on the same table in this
process, and for each computer card the engine's own strong decision for that state and seed
(:func:`pinochle_learn.levels.decide`, the computer's random stream ``"{seed}:{round}:{history}"``
of ``RoundSession``, the page's budget) gives the sentence
(:func:`pinochle_learn.render.level_text.reason_text`). Late in the round (three cards a hand
or fewer) a strong card is worked out in a small part of its budget, so the page's decision
and this one are the same.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import browser_kit as kit
import pytest
from playwright.sync_api import Page, expect

from pinochle_learn.levels import LevelWhy
from pinochle_learn.render.level_text import reason_text
from pinochle_learn.state import Phase
from pinochle_widgets.views.game_table import GameTable

pytestmark = pytest.mark.browser


def _cards_left(table: GameTable) -> int:
    state = table.state
    if not state.hands:
        return 99
    held = len(state.hands[table.seat].cards)
    return held + (len(state.tables[table.seat].cards) if state.tables else 0)


@pytest.mark.parametrize("name", list(kit.GAMES))
def test_switch_to_strong_and_read_why_each_computer_card(
    name: str,
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
) -> None:
    game, page, table = kit.open_game(lesson_page, name)
    chooser = page.locator(f"{game.game} .pl-level")
    expect(chooser.get_by_role("button", name="Learner")).to_have_class(
        "widget-toggle-button jupyter-button mod-active"
    )
    rng = random.Random(11)
    for _ in range(400):
        if table.state.phase is Phase.TRICKS and _cards_left(table) <= game.cards_left:
            break
        assert not table.state.is_over, "the round ended before a late trick"
        kit.learner_step(page, game, table, rng)
    # The page and this process hold the same round: the same step.
    expect(page.locator(game.status)).to_have_attribute("data-step", str(len(table.state.history)))
    kit.switch_to_strong(page, game, table)
    # Play on until a computer card is worked out (not its only card) after one of the
    # learner's; each computer card's reason is checked in the log on the way.
    solved = False
    log = page.locator(f"{game.game} {game.log}")
    while not solved and not table.state.is_over:
        start = len(table.session.states) - 1
        kit.learner_step(page, game, table, rng)
        for decision in kit.computer_decisions(table, start):
            assert decision.reason.code in {LevelWhy.EXACT, LevelWhy.SAMPLED, LevelWhy.ONLY_CARD}
            assert not decision.reason.values.get("out_of_time")
            who = table.names[decision.action.seat]  # the seat that chose
            expect(log).to_contain_text(reason_text(decision.reason, who))
            solved = solved or decision.reason.code is not LevelWhy.ONLY_CARD
    assert solved, "no computer card worked out by the strong level"
    kit.table_screenshots(page, game, screenshot, f"strong_level_{name}")
