"""The one GameTable (issue 17.2): a panel per phase, one control row with one set of words,
one refusal path; the widow and stock tables are configurations of it."""

from __future__ import annotations

import ipywidgets as widgets
import pytest

from pinochle_learn import PRESETS, TWO_HAND_STOCK, TWO_HAND_WIDOW, Seat
from pinochle_learn.actions import Bid
from pinochle_learn.procedure import Phase
from pinochle_learn.render.game_panes import WIDOW_PANES
from pinochle_learn.render.game_text import CONTROLS, PANEL_WORDS
from pinochle_widgets import StockTable, WidowTable
from pinochle_widgets.views.game_table import GameTable
from pinochle_widgets.views.panels import PANELS, panel_for

NO_DECISION = {Phase.DEAL, Phase.WIDOW, Phase.MELD, Phase.OVER}
"""The phases in which no player chooses: the deal, the widow taken (three-hand: the bid winner
takes it as the phase is entered, no action), the meld worked out, the score."""


@pytest.mark.parametrize("ruleset", PRESETS, ids=lambda r: r.name)
def test_every_phase_a_player_chooses_in_has_a_panel(ruleset):
    assert ruleset.procedure is not None
    for phase in ruleset.procedure.phases:
        assert (panel_for(phase) is None) == (phase in NO_DECISION), phase
    assert not NO_DECISION & set(PANELS)


def test_the_tables_are_configurations_of_the_one_table():
    widow, stock = WidowTable(seed=3), StockTable(seed=3)
    assert isinstance(widow, GameTable) and isinstance(stock, GameTable)
    assert type(widow).__dict__.keys().isdisjoint({"act", "_show", "_on_card", "_say"})
    assert type(stock).__dict__.keys().isdisjoint({"act", "_show", "_on_card", "_say"})


def test_one_set_of_words_on_every_tables_control_row():
    widow, stock = WidowTable(seed=3), StockTable(seed=3)
    for table in (widow, stock):
        labels = [
            table.back_button.description,
            table.forward_button.description,
            table.replay_button.description,
            table.next_button.description,
            table.new_button.description,
        ]
        assert labels == [CONTROLS[k][0] for k in ("back", "forward", "replay", "next", "new")]
    assert widow.back_button.description == "◀ Step back"


def test_the_auction_panel_offers_exactly_the_bids_the_engine_allows():
    table = WidowTable(seed=3)
    while table.state.phase is Phase.BUILD:
        table.keep_button.click()
    assert table.state.phase is Phase.AUCTION and table.state.to_act is Seat.NORTH
    allowed = [a.amount for a in table.state.legal_actions() if isinstance(a, Bid)]
    bids = [b for b in table.choices.children if "pl-bid" in b._dom_classes]
    assert [b.description for b in bids] == [
        PANEL_WORDS["bid"][0].format(amount=a) for a in allowed
    ]
    assert all("pl-widow-bid" in b._dom_classes for b in bids)  # the configuration's hook


def test_a_refused_action_says_not_allowed_and_changes_nothing_on_every_table():
    # One refusal path: a bid under the minimum in the widow game, drawing with no trick
    # won in the stock game, both refused with the rule and nothing changed.
    widow = WidowTable(seed=3)
    while widow.state.phase is Phase.BUILD:
        widow.keep_button.click()
    state = widow.state
    assert not widow.act(Bid(Seat.NORTH, TWO_HAND_WIDOW.min_bid - 10))
    assert widow.state is state and "Not allowed" in widow.message.value
    stock = StockTable(seed=3)
    state = stock.state
    from pinochle_learn.actions import Draw

    assert not stock.act(Draw(Seat.NORTH))
    assert stock.state is state and "Not allowed" in stock.message.value


def test_a_card_clicked_with_no_decision_to_make_is_refused_in_words():
    table = WidowTable(seed=3)
    assert table.state.phase is Phase.BUILD
    table.keep_button.click()
    card = table.state.hands[Seat.NORTH].cards[0]
    table.hand.click(card)
    assert f"{card.label} cannot be played now" in table.message.value


def test_names_must_name_every_seat_of_the_ruleset():
    with pytest.raises(ValueError, match="2 seats"):
        GameTable(ruleset=TWO_HAND_STOCK, seat=Seat.NORTH, names=("You",), panes=WIDOW_PANES)


@pytest.mark.parametrize("make", [WidowTable, StockTable], ids=["widow", "stock"])
def test_playing_a_whole_round_makes_no_new_widget_after_the_first_of_each(make):
    # Buttons are pooled on the table: a second round played the same way (a replay) creates
    # no widget (ipywidgets keeps each widget's model alive until closed: a redraw that made
    # buttons would leak them).
    from ipywidgets.widgets.widget import _instances

    def play_out(table):
        steps = 0
        while not table.state.is_over:
            before = len(table.session.states)
            shown = [
                b
                for b in table.choices.children
                if isinstance(b, widgets.Button)
                and not b.disabled
                and "pl-illegal" not in b._dom_classes
            ]
            if table.state.phase in (Phase.TRICKS, Phase.STOCK) and not table.state.meld_turn:
                playable = [i for i, c in enumerate(table.hand.cards) if c["mark"] == "playable"]
                table.hand.click(playable[0])
            else:
                shown[-1].click()  # the last choice: pass, draw, or the last trump
            assert len(table.session.states) > before, table.message.value
            steps += 1
            assert steps < 200

    table = make(seed=4)
    play_out(table)
    count = len(_instances)
    table.replay_button.click()
    play_out(table)
    table.back()
    assert len(_instances) == count
