"""The score calculator's columns of boxes, one per side of the game (``Ruleset.sides``: two
teams, two players, or three players in THREE_HAND_CUTTHROAT): each side's header, meld,
trick points, tricks won, game points before the round and its note in a throw-in.

Columns are made for the most sides any game offered has; a game with fewer sides hides the
rest, and only the columns in play are read (:attr:`SideColumns.count`).
"""

from __future__ import annotations

from collections.abc import Sequence

import ipywidgets as widgets
from ipywidgets.widgets.widget_string import TextStyle

from pinochle_learn import Ruleset
from pinochle_learn.figure_checks import meld_step
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.table_labels import label
from pinochle_learn.render.table_messages import column_tips

from .shared_models import shared_style

__all__ = ["SideColumns", "number_box"]


def number_box(value: object, description: str, css: str) -> widgets.Text:
    """A figure's box: it sends what is typed at each key (``continuous_update``)."""
    box = widgets.Text(
        value=str(value),
        description=description,
        tooltip="",  # no title on the label (None showed "null" on hover)
        continuous_update=True,
        style=shared_style(TextStyle, description_width="7.5em"),  # one model a page (issue 21)
        layout=widgets.Layout(width="15em"),  # its own: hidden with the rules that skip it
    )
    box.add_class(css)
    return box


def _value(values: Sequence[object], side: int) -> str:
    """The figure for ``side``'s box: a column beyond the figures given starts at 0."""
    return str(values[side]) if side < len(values) else "0"


class SideColumns:
    """``most`` columns of boxes, started from the figures given per side (side 0 first).

    Attributes
    ----------
    columns : list of widgets.VBox
        One a side (``class="pl-team-column pl-team-N"``), all of them.
    count : int
        The sides in play: the first ``count`` columns are shown and read.
    """

    def __init__(
        self,
        most: int,
        meld: Sequence[object],
        tricks: Sequence[object],
        totals: Sequence[object],
        tricks_won: Sequence[object],
    ) -> None:
        self.count = most
        self.headers = [widgets.HTML() for _ in range(most)]
        self.asks = [widgets.HTML() for _ in range(most)]
        self.meld = [
            number_box(_value(meld, t), label("columns.meld"), f"pl-meld-{t}") for t in range(most)
        ]
        self.tricks = [
            number_box(_value(tricks, t), label("columns.tricks"), f"pl-tricks-{t}")
            for t in range(most)
        ]
        self.won = [
            number_box(_value(tricks_won, t), label("columns.won"), f"pl-won-{t}")
            for t in range(most)
        ]
        self.before = [
            number_box(_value(totals, t), label("columns.before"), f"pl-before-{t}")
            for t in range(most)
        ]
        self.columns = []
        for t in range(most):
            column = widgets.VBox(
                [
                    self.headers[t],
                    self.meld[t],
                    self.asks[t],
                    self.tricks[t],
                    self.won[t],
                    self.before[t],
                ]
            )
            column.add_class("pl-team-column")
            column.add_class(f"pl-team-{t}")
            self.columns.append(column)

    @property
    def boxes(self) -> list[widgets.Text]:
        """Every figure box, shown or not (each is observed)."""
        return [*self.meld, *self.tricks, *self.won, *self.before]

    def show(self, ruleset: Ruleset, labels: Sequence[str], one: bool) -> None:
        """Show one column per side of ``ruleset``, headed by ``labels``, with its numbers in
        the tooltips (``one``: one player a side, so no "both players")."""
        self.count = len(labels)
        for t, column in enumerate(self.columns):
            column.layout.display = None if t < self.count else "none"
        step = meld_step(ruleset)  # every meld's value is a multiple of it
        for t, name in enumerate(labels):
            self.headers[t].value = f"<strong>{text_html(name)}</strong>"
            tips = column_tips(
                name,
                step=step,
                last_trick=ruleset.last_trick_points,
                tricks=ruleset.tricks_per_round,
                both=not one,
            )
            boxes = (self.meld[t], self.tricks[t], self.won[t], self.before[t])
            for box, tip in zip(boxes, tips, strict=True):
                box.tooltip = tip
