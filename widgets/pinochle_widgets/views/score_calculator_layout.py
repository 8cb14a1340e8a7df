"""The score calculator's widgets and where they stand (:class:`~.score_calculator.ScoreCalculator`
reads them, works the score out and wires the example buttons).

From the top: the example buttons ("Load"), the **Game** picker, the bid and the side that won
it, the throw-in box and its rule, one column of boxes per side
(:class:`~.score_columns.SideColumns`), the trick-points sum, the message line, the house rules
that change scoring, then the score table and its explanation. Every word comes from
:mod:`pinochle_learn.render.calculator_text`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import ipywidgets as widgets

from pinochle_learn import PRESETS, Ruleset
from pinochle_learn.render import calculator_text as words
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.words import ruleset_title

from .controls import checkbox
from .kit import stylesheet
from .score_columns import SideColumns, number_box

__all__ = ["ScoreCalculatorLayout", "auction_games"]


def auction_games(ruleset: Ruleset) -> list[Ruleset]:
    """The games a round of which has a bid to score (the stock game has no auction)."""
    games = [r for r in PRESETS if r.min_bid is not None]
    return games if ruleset in games else [*games, ruleset]


class ScoreCalculatorLayout(widgets.VBox):
    """The calculator's controls and views, laid out; no behaviour (the example buttons have
    no handler yet, nothing is observed).

    Parameters
    ----------
    ruleset, bid, bidding_team, thrown_in
        The game and the figures the controls show first.
    sides
        Each side's meld, trick points, game points before the round and tricks won.
    examples
        Rounds to load, by title (a ``"ruleset"`` key: the game they are a round of).
    """

    def __init__(
        self,
        ruleset: Ruleset,
        bid: int,
        bidding_team: int,
        thrown_in: bool,
        sides: tuple[Sequence[int], Sequence[int], Sequence[int], Sequence[int]],
        examples: Mapping[str, Mapping[str, Any]] | None,
        **kwargs: Any,
    ) -> None:
        meld, tricks, totals, tricks_won = sides
        self.game_picker = widgets.Dropdown(
            options=[(ruleset_title(r), r) for r in auction_games(ruleset)],
            value=ruleset,
            description=words.calc_label("game"),
            tooltip=words.calc_label("game_tip"),
            style={"description_width": "7.5em"},
            layout=widgets.Layout(width="100%", max_width="34em"),
        )
        self.game_picker.add_class("pl-game-picker")
        self.bid_box = number_box(bid, words.calc_label("bid"), "pl-bid")
        self.team_picker = widgets.Dropdown(
            options=[("0", 0), ("1", 1)],
            value=bidding_team,
            description=words.calc_label("bid_won_by"),
            style={"description_width": "7.5em"},
            layout=widgets.Layout(width="100%", max_width="24em"),
        )
        self.team_picker.add_class("pl-bidding-team")
        self.thrown_box = checkbox(thrown_in, words.calc_label("thrown_in"), "")
        self.thrown_box.add_class("pl-thrown-in")
        self.throw_in_rule = widgets.HTML()
        self.throw_in_rule.add_class("pl-throw-in-rule")

        most = max(r.side_count for r in auction_games(ruleset))
        self.side_columns = SideColumns(most, meld, tricks, totals, tricks_won)
        self.columns = self.side_columns.columns
        self.trick_sum = widgets.HTML()
        self.trick_sum.add_class("pl-trick-sum")

        self.zero_picker = self._rule_picker("zero", "pl-zero-trick-rule")
        self.penalty_picker = self._rule_picker("penalty", "pl-set-penalty")
        house = widgets.VBox(
            [widgets.HTML(words.rules_note_html()), self.zero_picker, self.penalty_picker]
        )
        house.add_class("pl-house-rules")

        self._make_examples(ruleset, examples)

        self.message = widgets.HTML()
        self.message.add_class("pl-calc-message")
        self.table = widgets.HTML()
        self.table.add_class("pl-score-table-view")
        self.explanation = widgets.HTML()
        self.explanation.add_class("pl-score-view")
        super().__init__(
            [
                stylesheet(),
                self.examples_box,
                self.game_picker,
                widgets.HBox(
                    [self.bid_box, self.team_picker],
                    layout=widgets.Layout(flex_flow="row wrap"),
                ),
                self.thrown_box,
                self.throw_in_rule,
                widgets.HBox(self.columns, layout=widgets.Layout(flex_flow="row wrap")),
                self.trick_sum,
                self.message,
                house,
                widgets.HTML(
                    f'<h3 style="margin:.6em 0 .2em 0">'
                    f"{text_html(words.calc_label('worked_out'))}</h3>"
                ),
                self.table,
                self.explanation,
            ],
            **kwargs,
        )

    def _make_examples(
        self, ruleset: Ruleset, examples: Mapping[str, Mapping[str, Any]] | None
    ) -> None:
        """The "Load" row: one button an example, each noted with the game it is a round of."""
        self.example_buttons: dict[str, widgets.Button] = {}
        self._example_games: dict[str, str] = {}  # title -> the preset its figures are a round of
        example_row: list[widgets.Widget] = []
        for title, figures in (examples or {}).items():
            button = widgets.Button(
                description=words.example_label(title),
                tooltip=words.example_tip(title),
                layout=widgets.Layout(width="auto"),
            )
            button.add_class("pl-load-example")
            self.example_buttons[title] = button
            self._example_games[title] = figures.get("ruleset", ruleset).preset
            example_row.append(button)
        self.examples_box = widgets.HBox(
            [
                widgets.HTML(
                    f'<span style="margin-right:6px">{text_html(words.calc_label("load"))}</span>'
                ),
                *example_row,
            ],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )

    def _rule_picker(self, key: str, css: str) -> widgets.Dropdown:
        picker = widgets.Dropdown(
            description=words.calc_label(key),
            tooltip=words.calc_label(f"{key}_tip"),
            style={"description_width": "7.5em"},
            layout=widgets.Layout(width="100%", max_width="38em"),
        )
        picker.add_class(css)
        return picker

    # -- the boxes of the sides in play (one column per side of the game) ------------------
    @property
    def meld_boxes(self) -> list[widgets.Text]:
        """Each side's meld box, side 0 first (as many as the game has sides)."""
        return self.side_columns.meld[: self.side_columns.count]

    @property
    def trick_boxes(self) -> list[widgets.Text]:
        """Each side's trick-points box."""
        return self.side_columns.tricks[: self.side_columns.count]

    @property
    def won_boxes(self) -> list[widgets.Text]:
        """Each side's tricks-won box."""
        return self.side_columns.won[: self.side_columns.count]

    @property
    def before_boxes(self) -> list[widgets.Text]:
        """Each side's game points before the round."""
        return self.side_columns.before[: self.side_columns.count]

    @property
    def headers(self) -> list[widgets.HTML]:
        """Each side's column header."""
        return self.side_columns.headers[: self.side_columns.count]

    @property
    def meld_asks(self) -> list[widgets.HTML]:
        """Each side's note in a throw-in."""
        return self.side_columns.asks[: self.side_columns.count]

    def _controls(self) -> list[widgets.ValueWidget]:
        return [
            self.bid_box,
            self.team_picker,
            self.thrown_box,
            *self.side_columns.boxes,
            self.zero_picker,
            self.penalty_picker,
        ]
