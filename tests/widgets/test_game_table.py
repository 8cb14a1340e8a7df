"""The one GameTable (issue 17.2): a panel per phase, one control row with one set of words,
one refusal path; the widow and stock tables are configurations of it."""

from __future__ import annotations

import pytest

from pinochle_learn import PRESETS, TWO_HAND_STOCK, TWO_HAND_WIDOW, Seat
from pinochle_learn.actions import Bid
from pinochle_learn.procedure import Phase
from pinochle_learn.render.game_panes import WIDOW_PANES
from pinochle_learn.render.game_text import CONTROLS, PANEL_WORDS
from pinochle_widgets import StockTable, WidowTable
from pinochle_widgets.views.choice_bar import Choice
from pinochle_widgets.views.game_table import GameTable
from pinochle_widgets.views.panels import PANELS, panel_for

NO_DECISION = {Phase.DEAL, Phase.WIDOW, Phase.MELD, Phase.OVER}
"""The phases in which no player chooses: the deal, the widow taken, the meld worked out, the
score."""


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
    bids = [b for b in table.on_show() if "pl-bid" in b._dom_classes]
    assert [b.description for b in bids] == [
        PANEL_WORDS["bid"][0].format(amount=a) for a in allowed
    ]
    assert all("pl-widow-bid" in b._dom_classes for b in bids)  # the configuration's hook


def test_a_refused_action_is_said_in_one_wording_and_changes_nothing_on_every_table():
    # One refusal path and one wording (render/round_panes.refusal_text): a bid under the
    # minimum in the widow game, drawing with no trick won in the stock game, both refused
    # with what was refused and the rule, nothing changed.
    widow = WidowTable(seed=3)
    while widow.state.phase is Phase.BUILD:
        widow.keep_button.click()
    state = widow.state
    assert not widow.act(Bid(Seat.NORTH, TWO_HAND_WIDOW.min_bid - 10))
    low = TWO_HAND_WIDOW.min_bid - 10
    assert widow.state is state and f"A bid of {low} is refused: " in widow.message.value
    stock = StockTable(seed=3)
    state = stock.state
    from pinochle_learn.actions import Draw

    assert not stock.act(Draw(Seat.NORTH))
    assert stock.state is state and "Refused in " in stock.message.value


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
                for b in table.on_show()
                if isinstance(b, Choice)
                and not b.disabled
                and "pl-illegal" not in b._dom_classes
                and "pl-bid-other" not in b._dom_classes  # the box's amount: not a choice
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


def test_every_game_with_an_auction_has_the_other_bid_box_judged_by_the_engine():
    # The auction panel's "Other bid" box is the panel's, so the widow game has it too: a
    # bid of 355 is no step of 10 over TWO_HAND_WIDOW's minimum (RULES.md, TWO_HAND_WIDOW,
    # auction), refused in the one wording with nothing changed.
    table = WidowTable(seed=3)
    while table.state.phase is Phase.BUILD:
        table.keep_button.click()
    state = table.state
    shown = table.on_show()
    box = next(w for w in shown if "pl-bid-amount" in w._dom_classes)
    other = next(w for w in shown if "pl-bid-other" in w._dom_classes)
    assert box.value == TWO_HAND_WIDOW.min_bid
    box.value = TWO_HAND_WIDOW.min_bid + 5
    other.click()
    assert table.state is state
    assert f"A bid of {TWO_HAND_WIDOW.min_bid + 5} is refused: " in table.message.value
    box.value = TWO_HAND_WIDOW.min_bid
    other.click()
    assert Bid(Seat.NORTH, TWO_HAND_WIDOW.min_bid) in table.state.history


def test_the_round_table_is_a_game_table_with_the_seed_box_and_show_all_as_options():
    from pinochle_widgets.views.game_table import GameTable
    from pinochle_widgets.views.round_table import RoundTable

    round_table, widow = RoundTable(seed=3), WidowTable(seed=3)
    assert isinstance(round_table, GameTable)
    assert round_table.seed_box in round_table.controls.children
    assert round_table.show_all in round_table.controls.children
    assert widow.seed_box not in widow.controls.children
    assert widow.show_all not in widow.controls.children
    # The pass preview is the pass panel's pane: only a game that passes has it.
    # (The review, on every table, is not a phase's.)
    phases = [v for v in round_table.phase_views if v is not round_table.review]
    assert [w for v in phases for w in v.side] == [round_table.preview_view]
    assert not any(v.side for v in widow.phase_views if v is not widow.review)


def test_the_bury_panel_chooses_the_widow_s_count_and_buries_them():
    # THREE_HAND_CUTTHROAT (docs/rules.md, #cutthroat.bury): the bid winner buries as many
    # cards as the widow held (3). A GameTable over the ruleset, played to the learner's bury.
    from pinochle_learn import THREE_HAND_CUTTHROAT
    from pinochle_learn.render.game_panes import WIDOW_PANES
    from pinochle_widgets.views.panels import BuryPanel

    assert isinstance(panel_for(Phase.BURY), BuryPanel)
    for seed in range(40):
        table = GameTable(
            seed,
            ruleset=THREE_HAND_CUTTHROAT,
            seat=Seat.NORTH,
            names=("You", "Lisa", "Bill"),
            panes=WIDOW_PANES,
        )
        while table.state.phase is Phase.AUCTION and table.state.to_act is Seat.NORTH:
            bids = [a for a in table.state.legal_actions() if isinstance(a, Bid)]
            table.act(bids[0])
        if table.state.phase is Phase.TRUMP and table.state.to_act is Seat.NORTH:
            table.act(table.state.legal_actions()[0])
        if table.state.phase is Phase.BURY and table.state.to_act is Seat.NORTH:
            break
    else:
        pytest.fail("no seed under 40 lets the learner win the auction")
    held = table.state.hands[Seat.NORTH].cards
    assert len(held) == THREE_HAND_CUTTHROAT.hand_size + 3
    for index in range(4):
        table.hand.click(index)
    assert "chosen 3 cards already" in table.message.value  # the fourth is refused
    assert table.chosen == held[:3]
    assert 'data-chosen="3">Chosen to bury:' in table.on_show()[0].value
    table._shown("pl-bury-confirm").click()
    assert table.state.phase is not Phase.BURY
    assert len(table.state.hands[Seat.NORTH]) == THREE_HAND_CUTTHROAT.hand_size
