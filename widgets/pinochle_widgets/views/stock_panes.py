"""The stock phase's panes on a game table: the stock and the other player's table, your table
of clickable melded cards, the melds you could lay down, and the meld planner's hint.

Made once per table by the stock phase's panel (:class:`~.panels.StockPanel`, its ``attach``)
for a game whose procedure has the stock phase (TWO_HAND_STOCK), and drawn by the
:class:`~.game_table.GameTable` at every redraw. The HTML is
:mod:`pinochle_learn.render.game_panes` (``stock_top_html``, ``own_melds_html``,
``stock_options_html``), :mod:`~pinochle_learn.render.table_html` and
:mod:`~pinochle_learn.render.stock_round_text`; a card of your table clicked is played from the
table, through the table's one refusal path.

Stable hooks for tests: the stock and their table ``id="stock-pile"`` (``data-stock``) in
``pl-stock-top``; your table ``pl-stock-mine`` holding ``id="stock-melds"`` (``data-points``) and
the cards ``.pl-stock-table-cards`` (``button.plc-card[data-card]``); ``pl-stock-options``;
``button.pl-stock-hint`` and ``id="meld-plan"``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import ipywidgets as widgets

from pinochle_learn import Card
from pinochle_learn.actions import Play
from pinochle_learn.meldplan import plan_melds
from pinochle_learn.procedure import Phase
from pinochle_learn.render.card_view import CardView
from pinochle_learn.render.game_panes import own_melds_html, stock_options_html, stock_top_html
from pinochle_learn.render.stock_round_text import STOCK_MESSAGES, no_hint_text, table_card_note
from pinochle_learn.render.table_html import plan_html, served_caption
from pinochle_learn.render.table_labels import label, tooltip
from pinochle_learn.render.trick_html import verdict_why
from pinochle_learn.state import RoundState

from .card_hand import CardHand
from .kit import button

if TYPE_CHECKING:
    from .game_table import GameTable

__all__ = ["StockPanes"]


class StockPanes:
    """The stock phase's panes of ``table`` (see the module docstring).

    Attributes
    ----------
    their_table, my_melds, options, hint_box : Pane
    table_cards : CardHand
        The cards on your table, clickable (a card there may still be played).
    mine : widgets.VBox
        Your table: the melds scored, then the cards lying there.
    hint_button : widgets.Button
        The meld planner (only while the stock lasts).
    """

    def __init__(self, table: GameTable) -> None:
        self.table = table
        # Panes of the table's board: redrawn with the table, in its one message.
        pane = table.board.pane
        self.their_table = pane()
        self.my_melds = pane()
        self.options = pane()
        self.hint_box = pane()
        self.table_cards = CardHand(label=label("stock.your_table"), hint="", height=76)
        self.table_cards.add_class("pl-stock-table-cards")
        self.table_cards.on_pick(self._on_table_card)
        self.mine = widgets.VBox([self.my_melds, self.table_cards])
        self.mine.add_class("pl-stock-mine")
        self.mine.add_class("pl-meld-table")
        self.hint_button = button(
            label("stock.hint"), tooltip("stock.hint"), self._hint, "pl-stock-hint"
        )
        self.above = (self.their_table,)
        self.between = (self.mine,)
        self.side = (self.hint_box, self.options)
        self.controls = (self.hint_button,)

    def reset(self) -> None:
        """Forget the planner's hint (after an action, a replay, a new round or game)."""
        self.hint_box.value = ""

    def draw(self, state: RoundState) -> None:
        """Draw the panes for ``state`` (empty and hidden once the stock is gone)."""
        seat = self.table.seat
        mine = state.to_act is seat and not state.is_over
        self.their_table.value = stock_top_html(state, seat, self.table.names)
        self._mark_table_cards(state, mine)
        self.my_melds.value = own_melds_html(state, seat)
        self.options.value = stock_options_html(state, seat)
        # The planner speaks only while the stock lasts: no button with nothing to do.
        self.hint_button.disabled = not state.tables or state.phase is not Phase.STOCK

    def _mark_table_cards(self, state: RoundState, mine: bool) -> None:
        """The cards on the learner's table, each marked as the hand's are, with the melds it
        serves in."""
        seat, names = self.table.seat, self.table.names
        analysis = state.play_analysis() if mine and state.phase is Phase.STOCK else None
        verdicts = {v.card: v for v in analysis.verdicts} if analysis is not None else {}
        own = state.tables[seat] if state.tables and state.phase is Phase.STOCK else None
        on_table = []
        for tc in own.cards if own is not None else ():
            mark, reason = "", table_card_note(tc.served)
            if analysis is not None and tc.card in verdicts:
                verdict = verdicts[tc.card]
                mark = "playable" if verdict.legal else "refused"
                reason = f"{verdict_why(verdict, analysis, names)} {reason}"
            on_table.append(CardView(tc.card, mark, reason, caption=served_caption(tc.served)))
        self.table_cards.show(on_table, group_suits=False)
        self.table_cards.layout.display = "" if on_table else "none"
        self.mine.layout.display = "" if own is not None else "none"
        key = "table_to_play" if on_table and mine and state.trick is not None else "table"
        self.table_cards.hint = STOCK_MESSAGES[key]

    def _on_table_card(self, _index: int, card: Card) -> None:
        self.table.act(Play(self.table.seat, card, from_table=True))

    def _hint(self, _: object = None) -> None:
        state, seat = self.table.state, self.table.seat
        if not state.tables or state.phase is not Phase.STOCK:
            self.hint_box.value = ""
            self.table.say(no_hint_text(state), "error")
            return
        own = state.tables[seat]
        now = own.may_meld and not own.melded
        plan = plan_melds(state.hands[seat], own, state.stock_left // 2)
        self.hint_box.value = plan_html(plan, now=now)
