"""A click redraws what changed (issue 21.3, 21.5): panes rebuilt and sent only when their
inputs changed, the round's history costs the new turn only, and scoring a round imports no
pandas.

Counts worked out from the round table's panes: during the tricks the melds (laid down once,
after the passing) and the score sheet (filled once, at the last card) do not change.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import ipywidgets as widgets
import pytest
from test_round_table import YOU, click_card, click_one_step, marked
from test_widow_table import play_one

from pinochle_learn import Suit, score_round
from pinochle_learn.render import partnership_panes as round_table_module
from pinochle_learn.render import round_html, round_view
from pinochle_learn.render.score_figures import score_table_html  # the function every table calls
from pinochle_learn.state import Phase
from pinochle_widgets.views.game_table import GameTable
from pinochle_widgets.views.pane_board import Pane, PaneBoard
from pinochle_widgets.views.panes import Memo, Panes
from pinochle_widgets.views.round_table import RoundTable
from pinochle_widgets.views.stock_table import StockTable
from pinochle_widgets.views.widow_table import WidowTable

HERE = Path(__file__).resolve().parent


def to_the_tricks(table: RoundTable) -> None:
    """Seed 3: South bids 250, names diamonds, passes four back; then South's first card."""
    while not (table.state.phase is Phase.TRICKS and table.state.to_act is YOU):
        click_one_step(table, bid_to=250, trump=Suit.DIAMONDS)


Sent = list[tuple[widgets.Widget, object]]


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> Iterator[Sent]:
    """Every state update the widgets send to the page: (widget, its traits) per message."""
    log: Sent = []
    original = widgets.Widget.send_state

    def recording(self: widgets.Widget, key: object = None) -> None:
        if self.get_state(key=key):  # ipywidgets sends no empty update
            log.append((self, set(key) if isinstance(key, (set, list, tuple)) else {key}))
        original(self, key)  # type: ignore[arg-type]

    monkeypatch.setattr(widgets.Widget, "send_state", recording)
    yield log


def one_decision(table: GameTable) -> None:
    """One decision of the learner's that is not a card of the hand played: the round's (bid to
    250, diamonds, the first four cards passed, play on), the widow's (keep, pass, the first
    trump), the stock's draw."""
    if isinstance(table, RoundTable):
        click_one_step(table, bid_to=250, trump=Suit.DIAMONDS)
    elif isinstance(table, WidowTable):
        play_one(table)
    elif isinstance(table, StockTable) and table.state.meld_turn:
        table.draw_button.click()
    else:
        raise AssertionError(f"no decision to make in {table.state.phase}")


def carrying(log: Sent, pane: Pane) -> int:
    """How many messages carried ``pane``'s HTML (its slot of the table's board)."""
    return sum(1 for w, keys in log if w is pane.board and pane.slot in keys)  # type: ignore[operator]


def test_a_refused_card_sends_only_the_message_line(sent: Sent) -> None:
    table = RoundTable(seed=3)
    to_the_tricks(table)
    # Play until a card of the hand is refused (a suit must be followed).
    while not marked(table, "refused"):
        click_card(table, marked(table, "playable")[0])
    before = table.state
    sent.clear()
    click_card(table, marked(table, "refused")[0])
    assert table.state is before
    assert sent == [(table.board, {table.message.slot})]


def test_a_card_click_in_the_tricks_leaves_the_melds_and_score_panes_alone(
    monkeypatch: pytest.MonkeyPatch, sent: Sent
) -> None:
    built = {"melds": 0, "score": 0}
    melds_html, score_pane_html = round_table_module.melds_html, round_table_module.score_pane_html

    def melds(*args: object, **kwargs: object) -> str:
        built["melds"] += 1
        return melds_html(*args, **kwargs)  # type: ignore[arg-type]

    def score(*args: object, **kwargs: object) -> str:
        built["score"] += 1
        return score_pane_html(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(round_table_module, "melds_html", melds)
    monkeypatch.setattr(round_table_module, "score_pane_html", score)
    table = RoundTable(seed=3)
    to_the_tricks(table)
    built.update(melds=0, score=0)
    sent.clear()
    cards = 0
    while not table.state.is_over:
        click_card(table, marked(table, "playable")[0])
        cards += 1
    assert cards == 12
    # The melds were laid down before the first card: never rebuilt nor sent in the tricks.
    # The score sheet: built once, at the last card, and sent once.
    assert built == {"melds": 0, "score": 1}
    assert carrying(sent, table.melds_view) == 0
    assert carrying(sent, table.score_view) == 1
    assert 'id="score-sheet"' in table.score_view.value


@pytest.mark.parametrize("game", ["round", "stock", "widow"])
def test_a_card_click_sends_one_message_the_panes_and_the_hand_that_changed(
    game: str, sent: Sent
) -> None:
    # Issue 21.3: a click sent one message a pane that changed (the felt, the phase line,
    # what happened, the tricks ...: 6 and the hand, 7); the panes and the hand's cards are
    # one model now. Each of the learner's first 6 cards in the tricks: one message, the
    # board's, with the phase line and the hand in it.
    table: GameTable = {"round": RoundTable, "stock": StockTable, "widow": WidowTable}[game](seed=3)
    clicks = 0
    for _ in range(120):
        state = table.state
        if state.is_over or clicks == 6:
            break
        mine = state.to_act is table.seat and not state.meld_turn
        if not (mine and state.trick is not None and marked(table, "playable")):
            one_decision(table)
            continue
        sent.clear()
        click_card(table, marked(table, "playable")[0])
        clicks += 1
        # Besides: "Step back" comes alive at the learner's first decision of the game.
        senders = [w for w, _ in sent]
        assert senders in ([table.board], [table.back_button, table.board]), (game, clicks, sent)
        # The phase line (its data-step) and the hand change at every card, in that message.
        assert {table.status.slot, f"{table.hand.board_slot}_cards"} <= sent[-1][1]  # type: ignore[operator]
    assert clicks == 6


def test_a_board_sends_changed_panes_once_at_the_end_of_a_batch(sent: Sent) -> None:
    board = PaneBoard()
    felt, line, melds = board.pane("pl-round-felt"), board.pane(), board.pane(value="<p>m</p>")
    sent.clear()
    with board.batch():
        felt.value = "<p>1</p>"
        with board.batch():  # nested: sent with the outer block
            line.value = "<p>2</p>"
        melds.value = "<p>m</p>"  # unchanged: not sent
        assert sent == []
    assert sent == [(board, {felt.slot, line.slot})]
    sent.clear()
    with board.batch():
        felt.value = "<p>x</p>"
        felt.value = "<p>1</p>"  # back to what the page shows: nothing to send
    assert sent == []
    assert "pl-round-felt" in felt._dom_classes and board.get_state()[felt.slot] == "<p>1</p>"


def test_the_history_works_out_each_turn_s_reasons_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # Each click on a card: one new turn of the learner, so the reasons are worked out for the
    # table's "why each card" pane and once for the history (that turn, memoised) -- never
    # again for the turns before it.
    calls = [0]
    reasons = round_view.reasons_html

    def counting(*args: object, **kwargs: object) -> str:
        calls[0] += 1
        return reasons(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(round_view, "reasons_html", counting)
    monkeypatch.setattr(round_html, "reasons_html", counting)
    table = RoundTable(seed=3)
    to_the_tricks(table)
    per_click = []
    while not table.state.is_over:
        calls[0] = 0
        click_card(table, marked(table, "playable")[0])
        per_click.append(calls[0])
    assert len(per_click) == 12
    assert max(per_click) <= 2, per_click
    history = table.history_view.value
    assert history.count('class="pl-history-trick"') == 12
    assert history.count('class="pl-history-reasons"') == 12


def test_panes_rebuild_only_for_new_inputs_and_after_an_outside_change() -> None:
    pane, panes, made = widgets.HTML(), Panes(), []
    state = object()

    def make() -> str:
        made.append(1)
        return f"<p>{len(made)}</p>"

    assert panes.draw(pane, (state, "You", ("a", 1)), make)
    assert not panes.draw(pane, (state, "You", ("a", 1)), make)  # equal plain values
    assert len(made) == 1
    assert panes.draw(pane, (object(), "You", ("a", 1)), make)  # a new object
    pane.value = "set elsewhere"
    assert panes.draw(pane, (None,), make) and pane.value == "<p>3</p>"
    pane.value = "set elsewhere"
    assert panes.draw(pane, (None,), make)  # same inputs, but the pane was changed outside
    assert pane.value == "<p>4</p>"


def test_memo_keeps_values_by_identity_and_forgets_the_oldest() -> None:
    made: list[tuple[int, ...]] = []
    memo: Memo[tuple[int, ...], int] = Memo(lambda k: made.append(k) or sum(k), size=2)
    a, b, c = (1, 2), (3, 4), (5, 6)
    assert [memo(a), memo(b), memo(a), memo(c), memo(b)] == [3, 7, 3, 11, 7]
    # a, b made; a again from the memo; c pushes out b (a was used since); b made again.
    assert made == [a, b, c, b]


def test_score_table_has_one_header_row_and_no_empty_header() -> None:
    # RULES.md, Round score: bid 300, meld 120 + tricks 170 = 290 < 300: set, -300; East-West
    # 60 + 80 = 140.
    score = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(170, 80))
    for by_figure in (False, True):
        html = score_table_html(score, table_id="score-sheet", by_figure=by_figure)
        head = html[html.index("<thead>") : html.index("</thead>")]
        assert head.count("<tr") == 1
        headers = re.findall(r"<th[^>]*>([^<]*)</th>", html)
        assert all(h.strip() for h in headers), headers
        assert 'id="score-sheet"' in html and "pl-score-table" in html
    assert re.findall(r"<th>([^<]*)</th>", head) == ["team", "North–South", "East–West"]
    rows = dict(re.findall(r"<tr><th scope=\"row\">([^<]*)</th>(.*?)</tr>", html))
    assert list(rows) == [
        "role",
        "outcome",
        "bid",
        "meld",
        "trick points",
        "counted",
        "before",
        "change",
        "after",
    ]
    assert re.findall(r"<td>([^<]*)</td>", rows["change"]) == ["-300", "+140"]
    assert re.findall(r"<td>([^<]*)</td>", rows["bid"]) == ["300", "—"]


SCRIPT = f"""
import sys
sys.path.insert(0, {str(HERE)!r})
from test_round_table import click_to_the_end
from pinochle_learn import Suit
from pinochle_widgets.views.round_table import RoundTable
table = RoundTable(seed=3)
click_to_the_end(table, bid_to=250, trump=Suit.DIAMONDS)
assert table.state.is_over and 'id="score-sheet"' in table.score_view.value
print("pandas" in sys.modules, "numpy" in sys.modules)
"""


def test_a_whole_round_imports_no_pandas() -> None:
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["False", "False"]
