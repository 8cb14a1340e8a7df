"""WidowTable headless: a whole widow round by button clicks, step back, refusals explained."""

from __future__ import annotations

from pinochle_learn import Seat
from pinochle_learn.procedure import Phase
from pinochle_widgets.widow_table import WidowTable


def buttons(table: WidowTable, css: str) -> list:
    return [b for b in table.choices.children if css in b._dom_classes]


def play_one(table: WidowTable) -> None:
    """One learner decision: keep, pass (or name the first trump), the first legal card."""
    phase = table.state.phase
    if table.state.is_over:
        return
    if phase is Phase.BUILD:
        table.keep_button.click()
    elif phase is Phase.AUCTION:
        buttons(table, "pl-widow-pass")[0].click()
    elif phase is Phase.TRUMP:
        buttons(table, "pl-widow-trump")[0].click()
    else:
        buttons(table, "pl-legal")[0].click()


def test_a_whole_widow_round_by_clicks_with_two_steps_back():
    table = WidowTable(seed=5)
    for _ in range(30):
        play_one(table)
    before = table.state
    table.back_button.click()
    table.back_button.click()
    assert len(table.state.history) < len(before.history)
    for _ in range(200):
        if table.state.is_over:
            break
        play_one(table)
    state = table.state
    assert state.is_over and len(state.tricks) == 24
    assert state.counters(0) + state.counters(1) == 250
    assert 'id="widow-score"' in table.prompt.value
    assert "Score" in table.prompt.value and "trick points" in table.prompt.value


def test_an_illegal_card_is_refused_with_its_reason_and_nothing_changes():
    table = WidowTable(seed=5)
    while not (table.state.phase is Phase.TRICKS and buttons(table, "pl-illegal")):
        if table.state.is_over:
            return
        play_one(table)
    state = table.state
    buttons(table, "pl-illegal")[0].click()
    assert table.state is state
    assert "Not allowed" in table.message.value


def test_the_same_seed_replays_the_same_game():
    one, two = WidowTable(seed=8), WidowTable(seed=8)
    for _ in range(60):
        play_one(one)
        play_one(two)
    assert one.state.summary() == two.state.summary()
    assert one.state.to_act in (Seat.NORTH, None)
