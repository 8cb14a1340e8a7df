"""Tables and plots of meld odds for the "Meld odds" lesson (plain HTML tables, SVG charts).

Everything here returns HTML strings to put in a ``widgets.HTML`` (no ``Output`` widget: see
VOILA.md), made by ``pinochle_learn.render`` (:mod:`pinochle_learn.render.odds_tables`, which
makes every word of the tables and charts): no pandas, matplotlib or numpy on the lesson's
path. A table is a :class:`Table`; ``table.to_frame()`` gives it as a pandas DataFrame to
explore in JupyterLab (pandas imported then). The lesson's exact figures for the shipped
rulesets are read from package data (:mod:`pinochle_learn.odds.shipped`), computed at build time.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pinochle_learn import Ruleset, Suit
from pinochle_learn.render import odds_tables
from pinochle_learn.render.chart_svg import FONT_PX, WIDTH
from pinochle_learn.render.odds_tables import (
    FORTY_EIGHT_CARD_GAMES,
    OddsTable,
    distribution_svg,
    one_in,
)
from pinochle_learn.render.style import colour as sheet_colour

__all__ = [
    "FORTY_EIGHT_CARD_GAMES",
    "Table",
    "binomial_table",
    "chance_table",
    "distribution_svg",
    "frame_html",
    "one_in",
    "total_meld_table",
]

BAR = sheet_colour("bar")
"""Colour of exact bars (``--pl-bar`` in the stylesheet)."""
SAMPLED = sheet_colour("sampled")
"""Colour of sampled figures (``--pl-sampled``)."""


class Table(OddsTable):
    """A table of text (:class:`pinochle_learn.render.odds_tables.OddsTable`: ``corner``,
    ``columns``, ``index``, ``cells``; the lesson shows it with :meth:`html`) that
    :meth:`to_frame` gives to pandas."""

    @classmethod
    def of(cls, table: OddsTable) -> Table:
        """``table`` as a :class:`Table`."""
        return cls(table.corner, table.columns, table.index, table.cells)

    def to_frame(self) -> Any:
        """The table as a pandas DataFrame (index named by the corner), to explore in
        JupyterLab; imports pandas."""
        import pandas as pd

        frame = pd.DataFrame(list(self.cells), index=list(self.index), columns=list(self.columns))
        frame.index.name = self.corner
        return frame


def chance_table(
    rulesets: Sequence[Ruleset] = FORTY_EIGHT_CARD_GAMES, trump: Suit = Suit.HEARTS
) -> Table:
    """:func:`pinochle_learn.render.odds_tables.chance_table` as a :class:`Table`."""
    return Table.of(odds_tables.chance_table(rulesets, trump))


def total_meld_table(ruleset: Ruleset, thresholds: Sequence[int] = (100, 250, 1000)) -> Table:
    """:func:`pinochle_learn.render.odds_tables.total_meld_table` as a :class:`Table`."""
    return Table.of(odds_tables.total_meld_table(ruleset, thresholds))


def binomial_table() -> Table:
    """:func:`pinochle_learn.render.odds_tables.binomial_table` as a :class:`Table`."""
    return Table.of(odds_tables.binomial_table())


def frame_html(frame: OddsTable | Any, *, element_id: str) -> str:
    """A :class:`Table` (or a pandas DataFrame a notebook user made) as a plain HTML table with
    an ``id`` for tests and a readable style: one header row, the index's name in the corner
    (no empty header cell: axe ``empty-table-header``), row headers ``<th scope="row">``."""
    if not isinstance(frame, OddsTable):
        frame = OddsTable(
            str(frame.index.name or frame.columns.name or ""),
            tuple(str(c) for c in frame.columns),
            tuple(str(i) for i in frame.index),
            tuple(tuple(str(v) for v in row) for row in frame.itertuples(index=False)),
        )
    return frame.html(element_id=element_id)


CHART_WIDTH_PX = WIDTH
"""A chart's natural width in CSS pixels (``render.chart_svg.WIDTH``)."""

CHART_FONT_PX = FONT_PX
"""The chart's text size in CSS pixels at its natural width (about 11 px on a 420 px phone)."""
