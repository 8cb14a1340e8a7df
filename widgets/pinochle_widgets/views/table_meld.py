"""TableMeld: lay melds down one at a time in the stock game, as after tricks won, with the
cards on the table shown apart from the hand; every refusal explained, every step reversible,
and the planner's hint on request.

A thin view over :class:`pinochle_learn.tablemeld.MeldTable` (the rules: ``RULES.md``,
TWO_HAND_STOCK) and :func:`pinochle_learn.meldplan.plan_melds`. Each step is an immutable
(hand, table) pair kept in a list, so "Step back" shows the one before.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import ipywidgets as widgets

from pinochle_learn import TWO_HAND_STOCK, Card, Hand, MeldKind, PinochleError, Ruleset, Suit
from pinochle_learn.meldplan import plan_melds
from pinochle_learn.render import table_messages as say
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.html import hand_html
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.table_html import options_html, plan_html, table_html
from pinochle_learn.render.table_labels import label, tooltip
from pinochle_learn.render.table_text import meld_title, table_verdict_text
from pinochle_learn.tablemeld import MeldTable

from .kit import button, guard_inputs, message_html, two_columns
from .speech import in_language

__all__ = ["TableMeld", "TableMeldStep"]


@dataclass(frozen=True)
class TableMeldStep:
    """One moment: the hand, the table, and what was just done (a sentence for the log)."""

    hand: Hand
    table: MeldTable
    done: str


class TableMeld(widgets.VBox):
    """Melds on the table in the stock game, one per trick won.

    Parameters
    ----------
    hand
        The cards in the hand at the start (notation or a :class:`Hand`).
    trump
        The trump suit (or its letter or symbol).
    ruleset
        The game (TWO_HAND_STOCK or a house variant of it).
    tricks
        How many more tricks the planner's hint may count on (``None``: no limit).
    lang
        The language of its words (``"it"``, ...); ``None``: the page's.

    Raises
    ------
    ParseError, HandError
        Bad notation for the hand or trump.
    """

    def __init__(
        self,
        hand: Hand | str = "S14 S10 S13 S12 S11 D11 H12 D12 C12",
        trump: Suit | str = Suit.SPADES,
        ruleset: Ruleset = TWO_HAND_STOCK,
        tricks: int | None = None,
        lang: str | None = None,
    ) -> None:
        self.lang = lang
        with speaking(lang):
            self._build(hand, trump, ruleset, tricks)

    def _build(
        self, hand: Hand | str, trump: Suit | str, ruleset: Ruleset, tricks: int | None
    ) -> None:
        hand = Hand.parse(hand) if isinstance(hand, str) else hand
        trump = Suit.parse(trump) if isinstance(trump, str) else trump
        self.tricks = tricks
        self.steps = [TableMeldStep(hand, MeldTable(trump, ruleset), "")]
        self.hand_box = widgets.HTML()
        self.table_box = widgets.HTML()
        self.options_box = widgets.HTML()
        self.hint_box = widgets.HTML()
        self.message = widgets.HTML(message_html(""))
        self.win_button = _button("meld.win", self._win, "pl-win-trick")
        self.meld_picker = widgets.Dropdown(
            description=label("meld.meld"), options=[], tooltip=tooltip("meld.meld")
        )
        self.meld_picker.add_class("pl-meld-picker")
        self.meld_button = _button("meld.lay_down", self._lay_down, "pl-lay-down")
        self.play_picker = widgets.Dropdown(
            description=label("meld.table_card"), options=[], tooltip=tooltip("meld.table_card")
        )
        self.play_picker.add_class("pl-play-picker")
        self.play_button = _button("meld.play", self._play, "pl-play-table")
        self.back_button = _button("meld.back", self._back, "pl-back")
        self.hint_button = _button("meld.hint", self._hint, "pl-hint")
        controls = widgets.VBox(
            [
                widgets.HBox([self.win_button, self.back_button, self.hint_button]),
                widgets.HBox([self.meld_picker, self.meld_button]),
                widgets.HBox([self.play_picker, self.play_button]),
            ]
        )
        columns = two_columns(
            [self.hand_box, self.table_box, controls],
            [self.message, self.options_box, self.hint_box],
            "pl-table-meld",
        )
        super().__init__([columns])
        self.add_class("pl-table-meld-widget")
        guard_inputs(self, self.message)
        self._show()

    @property
    def step(self) -> TableMeldStep:
        """The moment on show."""
        return self.steps[-1]

    def _push(self, hand: Hand, table: MeldTable, done: str) -> None:
        self.steps.append(TableMeldStep(hand, table, done))
        self.hint_box.value = ""
        self._show(done, "done")

    @in_language
    def _win(self, *_: object) -> None:
        step = self.step
        self._push(step.hand, step.table.after_trick(won=True), say.meld_won())

    @in_language
    def _lay_down(self, *_: object) -> None:
        choice = self.meld_picker.value
        if choice is None:
            self._show(say.pick_meld(), "error")
            return
        kind, suit = choice
        step = self.step
        verdict = step.table.check(step.hand, kind, suit)
        if not verdict.legal:
            self._show(table_verdict_text(verdict), "error")
            return
        hand, table = step.table.lay_down(step.hand, kind, suit)
        self._push(hand, table, table_verdict_text(verdict))

    @in_language
    def _play(self, *_: object) -> None:
        card = self.play_picker.value
        if not isinstance(card, Card):
            self._show(say.no_table_card(), "error")
            return
        step = self.step
        try:
            table = step.table.play(card)
        except PinochleError as error:
            self._show(error_text(error), "error")
            return
        self._push(step.hand, table, say.table_card_played(card.label))

    @in_language
    def _back(self, *_: object) -> None:
        if len(self.steps) > 1:
            undone = self.steps.pop()
            self.hint_box.value = ""
            self._show(say.stepped_back_over(undone.done), "info")
        else:
            self._show(say.nothing_to_undo(), "error")

    @in_language
    def _hint(self, *_: object) -> None:
        step = self.step
        table = step.table
        now = table.may_meld and not table.melded  # as the list of melds says (see _show)
        self.hint_box.value = plan_html(plan_melds(step.hand, table, self.tricks), now=now)

    @in_language
    def _show(self, text: str = "", kind: str = "info") -> None:
        step = self.step
        self.hand_box.value = f"<strong>{text_html(label('meld.your_hand'))}</strong>" + hand_html(
            step.hand
        )
        self.table_box.value = table_html(step.table)
        table = step.table
        waiting = not (table.may_meld or table.melded or table.stock_gone)
        verdicts = (table.after_trick(won=True) if waiting else table).options(step.hand)
        heading = f"<p>{label('meld.once' if waiting else 'meld.now')}</p>"
        self.options_box.value = heading + options_html(verdicts)
        chosen, played = self.meld_picker.value, self.play_picker.value
        self.meld_picker.options = [
            (
                f"{meld_title(v.kind, v.suit)} {' '.join(c.label for c in v.cards)} ({v.points})",
                (v.kind, v.suit if v.kind is MeldKind.COMMON_MARRIAGE else None),
            )
            for v in verdicts
        ]
        self.play_picker.options = [
            (card.label, card) for card in dict.fromkeys(tc.card for tc in step.table.cards)
        ]
        _keep(self.meld_picker, chosen)
        _keep(self.play_picker, played)
        self.back_button.disabled = len(self.steps) == 1
        self.message.value = message_html(text, kind)


def _keep(picker: widgets.Dropdown, value: object) -> None:
    """Keep the learner's choice when it is still offered, else show the first option."""
    values = [v for _, v in picker.options]
    if value in values:
        picker.value = value
    elif values:
        picker.index = 0


def _button(key: str, handler: Any, css: str) -> widgets.Button:
    return button(label(key), tooltip(key), handler, css)
