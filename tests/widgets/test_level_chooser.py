"""The computer's level at every game table (issue 19, points 1 and 7): one chooser on the shared
table (Learner by default), the level kept by a replay, a new game and the round table's link,
a bad level refused in words naming it, and each strong computer move's reason in the log.

The expected reasons are worked out by the engine itself for the state and the seed the table
documents (``RoundSession``: the computer's random stream is ``"{seed}:{round}:{history}"``):
:func:`pinochle_learn.levels.decide` at the strong level, then its sentence
(:func:`pinochle_learn.render.level_text.reason_text`).
"""

from __future__ import annotations

import gettext
import html
import random
from typing import Any

import pytest

from pinochle_learn.levels import LevelWhy, decide
from pinochle_learn.players import choose_action
from pinochle_learn.render import i18n
from pinochle_learn.render.level_text import reason_text
from pinochle_learn.state import Phase, RoundState
from pinochle_widgets.course.scenarios import link_for, restore
from pinochle_widgets.sessions import round_session
from pinochle_widgets.sessions.round_session import PAGE_BUDGET_S
from pinochle_widgets.views.game_table import GameTable
from pinochle_widgets.views.round_table import RoundTable
from pinochle_widgets.views.stock_table import StockTable
from pinochle_widgets.views.widow_table import WidowTable


def _log(table: GameTable) -> str:
    return html.unescape(table.log_view.value)


def _play_as_learner_until(table: GameTable, cards_left: int) -> None:
    """The learner's seat played by the learner level's rules (seeded) until the tricks, with
    ``cards_left`` cards or fewer in the learner's hand, at the learner's turn to lead (so the
    computer plays after the learner's card)."""
    rng = random.Random(99)
    for _ in range(200):
        state = table.state
        in_hand = len(state.hands[table.seat].cards) if state.hands else 99
        leads = state.trick is None or not state.trick.cards
        if state.phase is Phase.TRICKS and in_hand <= cards_left and leads:
            return
        assert table.act(choose_action(state, rng))
    raise AssertionError("the learner's turn with so few cards never came")


def _expected_reasons(table: GameTable, start: int) -> list[tuple[RoundState, Any]]:
    """Each computer move after the session's state ``start``: the state before it and the
    engine's own strong decision for it, from the seed the session documents."""
    session = table.session
    states = session.states
    out = []
    for before, after in zip(states[start:], states[start + 1 :], strict=False):
        if after.history[-1].seat is table.seat or before.phase is not Phase.TRICKS:
            continue
        rng = random.Random(f"{session.seed}:{session.round_number}:{len(before.history)}")
        out.append((before, decide("strong", before, rng, budget_s=PAGE_BUDGET_S)))
    return out


def test_every_table_starts_at_the_learner_level_with_a_chooser_of_two() -> None:
    for table in (RoundTable(seed=3), WidowTable(seed=7), StockTable(seed=23)):
        chooser = table.level_chooser
        assert table.level == "learner" == chooser.value == table.session.level
        assert chooser.options == (("Learner", "learner"), ("Strong", "strong"))
        assert chooser.description == "Computer"
        assert chooser in table.controls.children and "pl-level" in chooser._dom_classes


def test_the_chooser_sets_the_level_and_a_replay_and_a_new_game_keep_it() -> None:
    table = WidowTable(seed=7)
    table.level_chooser.value = "strong"
    assert table.level == "strong" == table.session.level
    assert table.replay_button.click() is None and table.level == "strong"
    table.new_button.click()
    assert table.level == "strong" == table.level_chooser.value


def test_a_bad_level_is_refused_naming_it_and_changes_nothing() -> None:
    table = RoundTable(seed=3)
    assert table.set_level("strong")
    before = table.state
    assert not table.set_level("expert")
    message = html.unescape(table.message.value)
    assert "'expert'" in message and "learner, strong" in message and "pl-error" in message
    assert table.level == "strong" == table.level_chooser.value and table.state is before


def test_the_round_tables_link_keeps_the_level_and_names_a_bad_one() -> None:
    table, _, problems = restore("round", "seed=5&level=strong")
    assert problems == [] and table.level == "strong" == table.level_chooser.value
    link = link_for("round", table, "05_play_round.ipynb")
    assert link == "05_play_round.ipynb?seed=5&level=strong"
    again, _, _ = restore("round", link.partition("?")[2])
    assert (again.session.seed, again.level) == (5, "strong")
    # The default level stays out of the link, as before the chooser.
    table.level_chooser.value = "learner"
    assert link_for("round", table, "05_play_round.ipynb") == "05_play_round.ipynb?seed=5"
    bad, _, problems = restore("round", "seed=5&level=Expert")
    assert bad.level == "learner" and bad.session.seed == 5
    assert len(problems) == 1 and "level" in problems[0] and "'Expert'" in problems[0]


@pytest.mark.parametrize(
    ("make", "cards_left"),
    [(lambda: RoundTable(seed=3), 3), (lambda: WidowTable(seed=7), 3)],
    ids=["partnership", "widow"],
)
def test_each_strong_move_says_its_reason_in_the_log(make: Any, cards_left: int) -> None:
    table = make()
    _play_as_learner_until(table, cards_left)
    assert "plays the" not in _log(table).replace("plays the trick", "")
    table.set_level("strong")
    start = len(table.session.states) - 1
    assert table.act(choose_action(table.state, random.Random(1)))
    expected = _expected_reasons(table, start)
    assert expected, "no computer card after the learner's"
    log = _log(table)
    for before, decision in expected:
        assert decision.reason.code in {LevelWhy.EXACT, LevelWhy.SAMPLED, LevelWhy.ONLY_CARD}
        assert reason_text(decision.reason, table.names[decision.action.seat]) in log
        # the card the sentence names is the card played
        index = table.session.states.index(before)
        assert table.session.states[index + 1].history[-1] == decision.action


def test_the_learner_level_adds_no_reason_to_the_log() -> None:
    table = WidowTable(seed=7)
    _play_as_learner_until(table, 5)
    assert table.act(choose_action(table.state, random.Random(1)))
    assert "Lisa plays the" not in _log(table)
    assert all(r is None or r.code is LevelWhy.LEARNER for r in table.session.reasons)


def test_the_table_says_the_computer_is_thinking_while_a_strong_card_is_worked_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = RoundTable(seed=3)
    _play_as_learner_until(table, 4)
    table.set_level("strong")
    seen: list[str] = []
    real = round_session.decide

    def watched(level: str, state: RoundState, rng: random.Random, **kw: Any) -> Any:
        seen.append(table.thinking.value)
        return real(level, state, rng, **kw)

    monkeypatch.setattr(round_session, "decide", watched)
    assert table.act(choose_action(table.state, random.Random(1)))
    assert seen and all("The computer is thinking" in value for value in seen)
    assert 'id="pl-round-thinking"' in seen[0]
    assert table.thinking.value == ""  # cleared once the table is redrawn


class _Brackets(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return f"[[{message}]]"

    def pgettext(self, context: str, message: str) -> str:
        return f"[[{message}]]"


def test_the_choosers_words_go_through_the_catalogue(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "catalogue", lambda lang, domain=i18n.DOMAIN: _Brackets())
    with i18n.speaking("it"):
        table = WidowTable(seed=7)
    assert table.level_chooser.options == (("[[Learner]]", "learner"), ("[[Strong]]", "strong"))
    assert table.level_chooser.description == "[[Computer]]"
