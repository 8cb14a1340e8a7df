"""StockTable: a game of two-hand pinochle with a stock, against the computer.

The learner (North, "You") plays against one computer seat (East, Bill in the course's cast,
:func:`pinochle_learn.players.choose_action`) on the round engine with TWO_HAND_STOCK
(``RULES.md``, TWO_HAND_STOCK): the turn-up for trump, the tricks while the stock lasts (any
card, from the hand or from the melds on the table), after each trick won one meld laid down
and the dix exchanged, the draws, then the last tricks with the duties to follow, trump and
win, and the score, round after round to 1000. The model is a
:class:`~pinochle_widgets.sessions.round_session.RoundSession` (every state kept: step back,
forward, replay, under the shared :class:`~.game_controls.GameControls`); the felt and the hand of
clickable cards are the shared :class:`~pinochle_widgets.views.seat_table.SeatTable`; the cards
melded on the table are clickable cards too, apart from the hand, inside the "Your table" box
under the melds scored (each captioned with the melds it serves in), as the other player's
table shows its cards. The words come from :mod:`pinochle_learn.render.stock_round_text`,
:mod:`~pinochle_learn.render.table_text` and
:mod:`~pinochle_learn.render.table_html`; every refusal is explained in the message line and
nothing is lost.

Stable hooks for tests: ``class="pl-stock-table"``; ``id="stock-status"`` with ``data-phase``,
``data-step`` (actions so far), ``data-stock`` (cards left to draw) and ``data-meld-turn``;
the hand ``.pl-stock-hand`` and the table cards ``.pl-stock-table-cards`` (``button.plc-card
[data-card]``); the meld choices ``button.pl-stock-meld`` (``pl-legal`` / ``pl-illegal``),
``button.pl-stock-dix``, ``button.pl-stock-draw``; ``id="stock-melds"`` (``data-points``);
``button.pl-stock-hint`` and ``id="meld-plan"``; ``id="stock-score"``; the controls
``pl-stock-back``, ``pl-stock-forward``, ``pl-stock-replay``, ``pl-stock-next``,
``pl-stock-new``.
"""

from __future__ import annotations

from collections import Counter

import ipywidgets as widgets

from pinochle_learn import TWO_HAND_STOCK, Card, Rank, Ruleset, Seat
from pinochle_learn.actions import Action, Draw, ExchangeDix, LayDown, Play
from pinochle_learn.meldplan import plan_melds
from pinochle_learn.reasons import Reason
from pinochle_learn.render.game_text import GAME_MESSAGES
from pinochle_learn.render.html import card_svg
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.names import STOCK_OPPONENT
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.render.stock_round_text import (
    STOCK_MESSAGES,
    no_hint_text,
    options_heading,
    stock_event_lines,
    stock_log_html,
    stock_pile_text,
    stock_prompt,
    stock_score_html,
    stock_status_html,
    table_card_note,
)
from pinochle_learn.render.table_html import (
    options_html,
    plan_html,
    served_caption,
    table_html,
)
from pinochle_learn.render.table_text import meld_title, table_verdict_text
from pinochle_learn.render.table_view import card_back_svg
from pinochle_learn.render.trick_html import verdict_why
from pinochle_learn.state import Phase, RoundState
from pinochle_learn.stockscore import meld_scored
from pinochle_widgets.sessions.round_session import RoundSession

from .card_hand import CardHand, CardView
from .game_controls import GameControls
from .kit import button, guard_inputs, message_html, styled, two_columns
from .seat_table import SeatTable

__all__ = ["StockTable"]

YOU = Seat.NORTH
LISA = Seat.EAST


class StockTable(widgets.VBox):
    """A whole stock game in a lesson: cards to click, meld choices, every step explained.

    Parameters
    ----------
    seed
        The game's seed: the deal, every computer choice. The same seed replays the same game.
    ruleset
        TWO_HAND_STOCK or a house-rule variant of it (e.g. ``dix_scores_when_played=False``).
    opponent
        The computer player's name (the course's cast: ``render.names.STOCK_OPPONENT``, Bill).

    Raises
    ------
    ValueError
        An empty opponent name, or "You".

    Examples
    --------
    >>> table = StockTable(seed=3)
    >>> table.state.phase.name, table.state.to_act.name, table.state.stock_left
    ('STOCK', 'NORTH', 24)
    >>> table.play(table.state.hands[0].cards[0])
    True
    >>> table.back()
    True
    >>> table.state.stock_left, len(table.state.hands[0])
    (24, 12)
    """

    def __init__(
        self, seed: int = 1, *, ruleset: Ruleset = TWO_HAND_STOCK, opponent: str = STOCK_OPPONENT
    ) -> None:
        if not opponent.strip() or opponent.strip().lower() in ("you", "your"):
            raise ValueError(f"the computer player needs a name other than 'You', not {opponent!r}")
        self.names = ("You", opponent.strip())
        self.session = RoundSession(seed, seat=YOU, ruleset=ruleset, first_dealer=LISA)
        self.status = widgets.HTML()
        self.prompt = widgets.HTML()
        self.message = widgets.HTML(message_html(""))
        self.choices = widgets.Box(
            layout=widgets.Layout(display="flex", flex_flow="row wrap", max_width="100%")
        )
        self.seats = SeatTable(YOU, self.names, hand_class="pl-stock-hand")
        self.seats.on_pick(self._on_hand_card)
        self.their_table = widgets.HTML()
        self.table_cards = CardHand(label="Your table", hint="", height=76)
        self.table_cards.add_class("pl-stock-table-cards")
        self.table_cards.on_pick(self._on_table_card)
        self.my_melds = widgets.HTML()
        self.options = widgets.HTML()
        self.hint_box = widgets.HTML()
        self.log_box = widgets.HTML()
        self.tricks_view = widgets.HTML()
        self.hint_button = button(
            "Hint", "the meld planner: which meld now, in what order", self._hint, "pl-stock-hint"
        )
        self.draw_button = button(
            "Draw: no more meld",
            f"end your meld turn: draw, then {self.names[1]} draws",
            self._draw,
            "pl-stock-draw",
        )
        self.dix_button = button(
            "Exchange the dix",
            "the 9 of trump for the turn-up: 10 meld points",
            self._dix,
            "pl-stock-dix",
        )
        self.controls = GameControls(
            self.session,
            "pl-stock",
            say=self._show,
            reset=self._clear_hint,
            first=[self.hint_button],
        )
        self.back_button = self.controls.back_button
        self.forward_button = self.controls.forward_button
        self.replay_button = self.controls.replay_button
        self.next_button = self.controls.next_button
        self.new_button = self.controls.new_button
        # Your table in one box, as the other player's: the melds scored, then the cards lying
        # there now, clickable (a card there may still be played), each captioned.
        mine = self.mine = widgets.VBox([self.my_melds, self.table_cards])
        mine.add_class("pl-stock-mine")
        mine.add_class("pl-meld-table")
        columns = two_columns(
            [
                self.prompt,
                self.message,
                self.choices,
                self.their_table,
                self.seats.felt,
                mine,
                self.seats.hand,
                self.log_box,
                self.controls,
            ],
            [self.hint_box, self.options, self.tricks_view],
            "pl-stock-columns",
        )
        super().__init__(styled([self.status, columns]), layout=widgets.Layout(max_width="100%"))
        self.add_class("pl-stock-table")
        guard_inputs(self, self.message)
        self._show()

    # ---- queries ---------------------------------------------------------------------
    @property
    def state(self) -> RoundState:
        """The round as it stands (an immutable :class:`~pinochle_learn.state.RoundState`)."""
        return self.session.state

    def meld_buttons(self) -> tuple[widgets.Button, ...]:
        """The meld choices on show (after a trick won), legal ones first."""
        return tuple(
            b
            for b in self.choices.children
            if isinstance(b, widgets.Button) and "pl-stock-meld" in b._dom_classes
        )

    # ---- actions -------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """Apply the learner's ``action``; a refusal is explained and changes nothing."""
        verdict = self.session.apply(action)
        if verdict.legal:
            self.hint_box.value = ""
            self._show()
        else:
            words = reason_text(verdict.reason, self.names, int(YOU))
            text = (
                GAME_MESSAGES["refused"].format(reason=words)
                if isinstance(verdict.reason, Reason)
                else words
            )
            self._show(text, "error")
        return verdict.legal

    def play(self, card: Card | str, *, from_table: bool = False) -> bool:
        """Play ``card`` (a card or its notation) from the hand, or from the table."""
        card = Card.parse(card) if isinstance(card, str) else card
        return self.act(Play(YOU, card, from_table=from_table))

    def lay_down(self, index: int) -> bool:
        """Click the ``index``-th meld choice on show (legal or refused)."""
        buttons = self.meld_buttons()
        if not 0 <= index < len(buttons):
            self._show(STOCK_MESSAGES["no_meld_offered"], "error")
            return False
        buttons[index].click()
        return True

    def back(self) -> bool:
        """Step back to the learner's previous choice."""
        return self.controls.back()

    def forward(self) -> bool:
        """Redo what the last step back undid."""
        return self.controls.forward()

    def _on_hand_card(self, _index: int, card: Card) -> None:
        self.play(card)

    def _on_table_card(self, _index: int, card: Card) -> None:
        self.play(card, from_table=True)

    def _draw(self, _: object = None) -> None:
        self.act(Draw(YOU))

    def _dix(self, _: object = None) -> None:
        self.act(ExchangeDix(YOU))

    def _hint(self, _: object = None) -> None:
        state = self.state
        if not state.tables or state.phase is not Phase.STOCK:
            self.hint_box.value = ""
            self._show(no_hint_text(state), "error")
            return
        tricks = state.stock_left // 2
        table = state.tables[YOU]
        now = table.may_meld and not table.melded
        self.hint_box.value = plan_html(plan_melds(state.hands[YOU], table, tricks), now=now)

    def _clear_hint(self) -> None:
        self.hint_box.value = ""

    # ---- drawing ---------------------------------------------------------------------
    def _show(self, text: str = "", kind: str = "info") -> None:
        state = self.state
        mine = state.to_act is YOU and not state.is_over
        self.message.value = message_html(text, kind, element_id="stock-message")
        self.prompt.value = self._prompt_html(state)
        self.choices.children = self._choice_buttons(state) if mine and state.meld_turn else ()
        self.their_table.value = self._top_html(state)
        self.seats.show(state, received=self._just_drawn())
        self._mark_table_cards(state, mine)
        self.options.value = self._options_html(state)
        # The planner speaks only while the stock lasts: no button with nothing to do.
        self.hint_button.disabled = not state.tables or state.phase is not Phase.STOCK
        self.log_box.value = self._log_html()
        self.tricks_view.value = self.seats.history_html(self.session.states)
        self.controls.update()
        totals, number = self.session.game.totals, self.session.round_number
        # The status last: its data-step tells a browser the whole table is redrawn.
        self.status.value = stock_status_html(state, totals, number, self.names)

    def _top_html(self, state: RoundState) -> str:
        """The stock (face down, the turn-up under it) beside the other player's table."""
        if not state.tables or state.phase is not Phase.STOCK:
            return ""
        turn_up = (
            f"<figure>{card_svg(state.turn_up, height=54)}<figcaption>turn-up</figcaption></figure>"
            if state.turn_up is not None
            else ""
        )
        pile = (
            f'<div class="pl-stock-box pl-stock-pile" id="stock-pile" '
            f'data-stock="{state.stock_left}" role="group" aria-label="the stock">'
            f"<figure>{card_back_svg(39, 54)}<figcaption>face down</figcaption>"
            f'</figure>{turn_up}<p class="pl-stock-count">{text_html(stock_pile_text(state))}</p>'
            "</div>"
        )
        theirs = table_html(state.tables[LISA], who=self.names[1])
        return f'<div class="pl-stock-top">{pile}<div class="pl-stock-theirs">{theirs}</div></div>'

    def _prompt_html(self, state: RoundState) -> str:
        if state.is_over and state.score is not None:
            number = self.session.round_number
            return stock_score_html(
                state.score, self.names, number, meld_scored(state, copies=True)
            )
        text = stock_prompt(state, self.names, learner=YOU)
        return f'<div class="pl-stock-prompt">{text_html(text)}</div>'

    def _mark_table_cards(self, state: RoundState, mine: bool) -> None:
        """The cards on the learner's table, each marked as the hand's are, with the melds it
        serves in; the melds laid down and their points."""
        analysis = state.play_analysis() if mine and state.phase is Phase.STOCK else None
        verdicts = {v.card: v for v in analysis.verdicts} if analysis is not None else {}
        table = state.tables[YOU] if state.tables and state.phase is Phase.STOCK else None
        on_table = []
        if table is not None:
            for tc in table.cards:
                mark, reason = "", table_card_note(tc.served)
                if analysis is not None and tc.card in verdicts:
                    verdict = verdicts[tc.card]
                    mark = "playable" if verdict.legal else "refused"
                    reason = f"{verdict_why(verdict, analysis, self.names)} {reason}"
                on_table.append(CardView(tc.card, mark, reason, caption=served_caption(tc.served)))
        self.table_cards.show(on_table, group_suits=False)
        self.table_cards.layout.display = "" if on_table else "none"
        self.mine.layout.display = "" if table is not None else "none"
        key = "table_to_play" if on_table and mine and state.trick is not None else "table"
        self.table_cards.hint = STOCK_MESSAGES[key]
        self.my_melds.value = (
            f'<div id="stock-melds" data-points="{table.points}">'
            f"{table_html(table, cards=False)}</div>"
            if table is not None
            else ""
        )

    def _just_drawn(self) -> list[Card]:
        """The cards the learner drew since the previous choice (shown with a "new" ribbon)."""
        states = self.session.states
        now = states[-1]
        if not now.hands or not now.tables:
            return []
        for index in range(len(states) - 2, -1, -1):
            if self.session.is_decision(states[index]):
                then = states[index]
                break
        else:
            return []
        had = Counter(then.hands[YOU].cards)
        had.update(tc.card for tc in then.tables[YOU].cards)
        has = Counter(now.hands[YOU].cards)
        has.update(tc.card for tc in now.tables[YOU].cards)
        return list((has - had).elements())

    def _choice_buttons(self, state: RoundState) -> tuple[widgets.Widget, ...]:
        hand, table = state.hands[YOU], state.tables[YOU]
        made: list[widgets.Widget] = []
        for verdict in table.options(hand):
            cards = " ".join(c.label for c in verdict.cards)
            label = (
                f"{'✓' if verdict.legal else '✗'} {meld_title(verdict.kind, verdict.suit)} "
                f"{cards} ({verdict.points})"
            )
            suit = verdict.suit if verdict.kind.needs_suit else None
            action = LayDown(YOU, verdict.kind, suit)

            def chosen(_: object = None, action: Action = action) -> None:
                self.act(action)

            b = button(label, table_verdict_text(verdict), chosen, "pl-stock-meld", min_width="3em")
            b.add_class("pl-legal" if verdict.legal else "pl-illegal")
            made.append(b)
        trump = state.trump
        if trump is not None and Card(Rank.NINE, trump) in hand and state.turn_up is not None:
            self.dix_button.description = (
                f"Exchange {Card(Rank.NINE, trump).label} for {state.turn_up.label}"
            )
            made.append(self.dix_button)
        made.append(self.draw_button)
        return tuple(made)

    def _options_html(self, state: RoundState) -> str:
        if not state.tables or state.phase is not Phase.STOCK:
            return ""
        table = state.tables[YOU]
        hand = state.hands[YOU]
        now = state.meld_turn and state.to_act is YOU
        verdicts = (table if now else table.after_trick(won=True)).options(hand)
        heading = options_heading(now)
        return (
            f'<div class="pl-stock-box pl-stock-options"><b>{heading}</b>'
            f"{options_html(verdicts)}</div>"
        )

    def _log_html(self) -> str:
        states = self.session.states
        start = 1
        for index in range(len(states) - 2, -1, -1):
            if self.session.is_decision(states[index]):
                start = index + 1
                break
        lines: list[str] = []
        for index in range(start, len(states)):
            before, after = states[index - 1], states[index]
            lines.extend(
                stock_event_lines(after.history[-1], before, after, self.names, learner=YOU)
            )
        return stock_log_html(lines[-14:])
