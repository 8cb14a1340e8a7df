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
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

import pytest
from browser_kit import settle
from playwright.sync_api import Page, expect

from pinochle_learn.actions import Action, Play
from pinochle_learn.levels import LevelWhy, decide
from pinochle_learn.players import choose_action
from pinochle_learn.render.level_text import reason_text
from pinochle_learn.state import Phase
from pinochle_widgets.sessions.round_session import PAGE_BUDGET_S
from pinochle_widgets.views.game_table import GameTable
from pinochle_widgets.views.round_table import RoundTable
from pinochle_widgets.views.stock_table import StockTable
from pinochle_widgets.views.widow_table import WidowTable

pytestmark = pytest.mark.browser


@dataclass(frozen=True)
class Game:
    lesson: str
    table: Callable[[], GameTable]  # the lesson's own table, in this process
    game: str  # the table's CSS class on the page
    status: str
    log: str
    buttons: dict[str, tuple[str, ...]]  # a phase's button the learner presses, by action type
    cards_left: int = 3  # Strong from the learner's first turn in the tricks with this many


GAMES = {
    "partnership": Game(
        "05_play_round.ipynb",
        lambda: RoundTable(seed=3),
        ".pl-round-table",
        "#round-phase",
        "#round-recent",
        {"Bid": ("pl-pass-bid",), "Pass": ("pl-pass-bid",)},
    ),
    "stock": Game(
        "stock.ipynb",
        lambda: StockTable(seed=23, opponent="Bill"),
        ".pl-stock-table",
        "#stock-status",
        "#stock-log",
        {
            "LayDown": ("pl-stock-draw",),
            "ExchangeDix": ("pl-stock-draw",),
            "Draw": ("pl-stock-draw",),
        },
        cards_left=6,  # the stock gone: the last tricks, with room for a card not forced
    ),
    "widow": Game(
        "widow.ipynb",
        lambda: WidowTable(seed=7),
        ".pl-widow-table",
        "#widow-status",
        ".pl-widow-log",
        {
            "Keep": ("pl-widow-keep",),
            "Discard": ("pl-widow-keep",),
            "Bid": ("pl-widow-pass", "pl-pass-bid"),
            "Pass": ("pl-widow-pass", "pl-pass-bid"),
        },
        cards_left=5,
    ),
}


def _cards_left(table: GameTable) -> int:
    state = table.state
    if not state.hands:
        return 99
    held = len(state.hands[table.seat].cards)
    return held + (len(state.tables[table.seat].cards) if state.tables else 0)


def _learner_move(table: GameTable, game: Game, rng: random.Random) -> tuple[str, str, Action]:
    """The learner's next move as ``("card", code)`` or ``("button", css class)``: a card as
    the learner level plays it; a pass in the auction, keep in the build, draw at a meld turn."""
    action = choose_action(table.state, rng)
    if isinstance(action, Play):
        return "card", str(action.card), action
    for css in game.buttons.get(type(action).__name__, ()):
        try:
            table._shown(css)
        except LookupError:
            continue
        return "button", css, action
    raise AssertionError(f"no button for {action} in {game.lesson}")


def _do(page: Page, game: Game, kind: str, what: str) -> None:
    """The same move on the page, waiting for the table's redraw."""
    status = page.locator(game.status)
    before = status.get_attribute("data-step") or ""
    if kind == "card":
        target = page.locator(f'{game.game} button.plc-card.plc-playable[data-card="{what}"]')
    else:
        target = page.locator(f"{game.game} button.{what}")
    target.first.click()
    message = page.locator(f"{game.game} .pl-message")
    expect(status, message.inner_text()).not_to_have_attribute("data-step", before, timeout=30_000)


def _both(page: Page, game: Game, table: GameTable, kind: str, what: str, action: Action) -> None:
    if kind == "card":
        assert table.act(action)
    else:
        table._shown(what).click()
    _do(page, game, kind, what)


@pytest.mark.parametrize("name", list(GAMES))
def test_switch_to_strong_and_read_why_each_computer_card(
    name: str,
    lesson_page: Callable[[str, str], Page],
    screenshot: Callable[[Page, str], Path],
) -> None:
    game = GAMES[name]
    page = lesson_page(game.lesson, game.status)
    page.set_viewport_size({"width": 1280, "height": 900})
    table = game.table()
    chooser = page.locator(f"{game.game} .pl-level")
    expect(chooser.get_by_role("button", name="Learner")).to_have_class(
        "widget-toggle-button jupyter-button mod-active"
    )
    rng = random.Random(11)
    for _ in range(400):
        if table.state.phase is Phase.TRICKS and _cards_left(table) <= game.cards_left:
            break
        assert not table.state.is_over, "the round ended before a late trick"
        _both(page, game, table, *_learner_move(table, game, rng))
    # The page and this process hold the same round: the same step.
    expect(page.locator(game.status)).to_have_attribute("data-step", str(len(table.state.history)))
    chooser.get_by_role("button", name="Strong").click()
    table.set_level("strong")
    expect(chooser.get_by_role("button", name="Strong")).to_have_class(
        "widget-toggle-button jupyter-button mod-active"
    )
    # Play on until a computer card is worked out (not its only card) after one of the
    # learner's; each computer card's reason is checked in the log on the way.
    solved = False
    log = page.locator(f"{game.game} {game.log}")
    while not solved and not table.state.is_over:
        start = len(table.session.states) - 1
        _both(page, game, table, *_learner_move(table, game, rng))
        for before, after in pairwise(table.session.states[start:]):
            if after.history[-1].seat is table.seat:
                continue
            session = table.session
            rng_seed = f"{session.seed}:{session.round_number}:{len(before.history)}"
            decision = decide("strong", before, random.Random(rng_seed), budget_s=PAGE_BUDGET_S)
            assert decision.action == after.history[-1]
            assert decision.reason.code in {LevelWhy.EXACT, LevelWhy.SAMPLED, LevelWhy.ONLY_CARD}
            assert not decision.reason.values.get("out_of_time")
            who = table.names[after.history[-1].seat]
            expect(log).to_contain_text(reason_text(decision.reason, who))
            solved = solved or decision.reason.code is not LevelWhy.ONLY_CARD
    assert solved, "no computer card worked out by the strong level"
    for width in (1280, 420):
        page.set_viewport_size({"width": width, "height": 900})
        whole = screenshot(page, f"strong_level_{name}_{width}")
        # the table alone (the page is long), in a viewport as tall as the table
        settle(page, {"width": width, "height": 3000})
        page.locator(game.game).screenshot(path=str(whole.with_name(f"{whole.stem}_table.png")))
    page.set_viewport_size({"width": 1280, "height": 900})
    assert not page.js_errors  # type: ignore[attr-defined]
