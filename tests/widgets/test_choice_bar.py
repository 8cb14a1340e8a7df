"""A bid click is one message (issue 21.3): the decision panel's buttons are drawn from the
table's board (:class:`~pinochle_widgets.views.choice_bar.ChoiceBar`), in the panes' message.

Before, a bid that ended the auction sent the panel box's new children, the advisor box's, "Step
back"'s state, then the panes: four messages (and a new button's models at the first time a
phase was shown).
"""

from __future__ import annotations

from collections.abc import Iterator

import ipywidgets as widgets
import pytest
from ipywidgets.widgets.widget import _instances

from pinochle_learn.actions import Bid
from pinochle_learn.procedure import Phase
from pinochle_widgets import CutthroatTable, DoubleDeckTable, WidowTable
from pinochle_widgets.views.choice_bar import Choice, ChoiceBar, ChoiceRow
from pinochle_widgets.views.game_table import GameTable
from pinochle_widgets.views.pane_board import PaneBoard
from pinochle_widgets.views.round_table import RoundTable

Sent = list[tuple[widgets.Widget, set[object]]]


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> Iterator[Sent]:
    """Every state update the widgets send to the page: (widget, its traits) per message."""
    log: Sent = []
    original = widgets.Widget.send_state

    def recording(self: widgets.Widget, key: object = None) -> None:
        if self.get_state(key=key):
            log.append((self, set(key) if isinstance(key, (set, list, tuple)) else {key}))
        original(self, key)  # type: ignore[arg-type]

    monkeypatch.setattr(widgets.Widget, "send_state", recording)
    yield log


def test_a_bid_that_ends_the_auction_is_one_message_with_the_trump_buttons(sent: Sent) -> None:
    # Seed 3: South bids first; after "Bid 250" the three computers pass, South names trump.
    table = RoundTable(seed=3)
    assert table.state.phase is Phase.AUCTION
    count = len(_instances)
    sent.clear()
    table.bid_button(250).click()
    assert table.state.phase is Phase.TRUMP
    senders = [w for w, _ in sent]
    assert senders == [table.board], sent
    carried = sent[-1][1]
    # With the panes: the trump buttons, the advisor's place emptied, and "Step back", which
    # comes alive at the learner's first decision (the control row's buttons).
    assert {table.choices.slot, table.below.slot, table.controls.bar.slot} <= carried
    assert table.status.slot in carried and not table.back_button.disabled
    drawn = getattr(table.board, table.choices.slot)
    assert [b["classes"][1] for b in drawn] == [f"pl-trump-{s}" for s in "SHDC"]
    assert getattr(table.board, table.below.slot) == []  # the bid advisor is gone with the auction
    assert len(_instances) == count  # no button model made


def test_a_bid_the_auction_goes_on_after_is_one_message(sent: Sent) -> None:
    # Seed 1: South opens; East bids 260 over it, and it is South's turn again: the row of
    # bids changes (270, 280, pass), in the board's message, with no new model.
    table = RoundTable(seed=1)
    low = min(a.amount for a in table.state.legal_actions() if isinstance(a, Bid))
    table.bid_button(low).click()
    assert table.state.phase is Phase.AUCTION and table.state.to_act is table.seat
    assert [b.description for b in table.bid_row.children] == ["Bid 270", "Bid 280", "Pass"]
    count = len(_instances)
    sent.clear()
    table.bid_button(270).click()
    assert [w for w, _ in sent] == [table.board], sent
    assert table.choices.slot in sent[-1][1]
    assert len(_instances) == count


@pytest.mark.parametrize(
    "make", [WidowTable, CutthroatTable, DoubleDeckTable], ids=["widow", "cutthroat", "double"]
)
def test_every_table_sends_its_decisions_in_the_board_message(make: type, sent: Sent) -> None:
    # Every game's table has the one panel: whatever the phase, the decision's new buttons go
    # to the page in the board's one message.
    table: GameTable = make(seed=3)
    for _ in range(6):
        shown = [
            c
            for c in table.on_show()
            if isinstance(c, Choice) and not c.disabled and "pl-bid-other" not in c._dom_classes
        ]
        if not shown or table.state.is_over:
            break
        sent.clear()
        before = len(table.session.states)
        shown[-1].click()  # the last choice: pass, the last trump ...
        assert len(table.session.states) > before, table.message.value
        # Other parts may change (the hand's hint, a pane shown): never a box's children, and
        # the panel's new buttons are in the board's message.
        assert not any("children" in keys for _, keys in sent), sent
        assert [w for w, _ in sent if isinstance(w, PaneBoard)] == [table.board]
        assert table.choices.slot in sent[-1][1]


def test_the_page_chooses_by_key_and_a_stale_or_disabled_key_does_nothing() -> None:
    board = PaneBoard()
    bar = ChoiceBar(board)
    clicked: list[str] = []
    keep = Choice("Keep", "keep it", lambda _b: clicked.append("keep"), "pl-keep")
    discard = Choice("Discard", "", lambda _b: clicked.append("discard"), "pl-discard")
    discard.disabled = True
    row = ChoiceRow([keep, discard], "pl-row")
    bar.children = (row,)
    drawn = getattr(board, bar.slot)
    assert drawn[0]["kind"] == "row" and drawn[0]["classes"] == ["pl-row"]
    keys = [item["key"] for item in drawn[0]["items"]]
    assert [item["disabled"] for item in drawn[0]["items"]] == [False, True]
    bar._on_message(bar, {"event": "choose", "key": keys[0]})  # the front end's message
    bar._on_message(bar, {"event": "choose", "key": keys[1]})  # disabled: nothing
    bar._on_message(bar, {"event": "choose", "key": "no such key"})
    bar._on_message(bar, {"event": "pick", "key": keys[0]})  # not a choice
    assert clicked == ["keep"]
    bar.children = ()
    bar._on_message(bar, {"event": "choose", "key": keys[0]})  # no longer on show
    assert clicked == ["keep"]


def test_a_choice_changed_after_it_is_drawn_is_drawn_again() -> None:
    board = PaneBoard()
    bar = ChoiceBar(board)
    box = widgets.IntText(value=250)
    bid = Choice("Bid this", "", None, "pl-bid-other")
    bar.children = (ChoiceRow([box, bid], "pl-other-bid-row", wrap=False),)
    row = getattr(board, bar.slot)[0]
    assert row["wrap"] is False
    assert row["items"][0] == {"kind": "widget", "ref": f"IPY_MODEL_{box.model_id}"}
    bid.disabled = True
    bid.add_class("pl-illegal")
    assert getattr(board, bar.slot)[0]["items"][1]["disabled"] is True
    assert "pl-illegal" in getattr(board, bar.slot)[0]["items"][1]["classes"]
