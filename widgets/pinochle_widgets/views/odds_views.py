"""Tables and plots of meld odds for the "Meld odds" lesson (plain HTML tables, SVG charts).

Everything here returns HTML strings to put in a ``widgets.HTML`` (no ``Output`` widget: see
VOILA.md), made by ``pinochle_learn.render`` (``render.data_table.data_table_html``,
``render.chart_svg.bar_chart_svg``): no pandas, matplotlib or numpy on the
lesson's path. A table is a :class:`Table`; ``table.to_frame()`` gives it as a pandas DataFrame
to explore in JupyterLab (pandas imported then). The lesson's exact figures for the shipped
rulesets are read from package data (:mod:`pinochle_learn.odds.shipped`), computed at build time.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from pinochle_learn import PARTNERSHIP, Ruleset, Suit
from pinochle_learn.cards import STANDARD_DECK
from pinochle_learn.odds.shipped import SHIPPED
from pinochle_learn.render.chart_svg import FONT_PX, WIDTH, bar_chart_svg
from pinochle_learn.render.data_table import data_table_html
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.odds_text import chance_label, percent
from pinochle_learn.render.style import colour as sheet_colour
from pinochle_learn.render.words import ruleset_title

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


@dataclass(frozen=True)
class Table:
    """A table of text: a corner header naming the rows, column headers, and each row's header
    with its cells (the lesson shows it with :meth:`html`; :meth:`to_frame` gives it to pandas).

    Attributes
    ----------
    corner
        What the row headers are (``"trump"``, ``"event"``): the first header cell.
    columns
        The column headers.
    index
        The row headers.
    cells
        Each row's cells (strings), as many as ``columns``.
    """

    corner: str
    columns: tuple[str, ...]
    index: tuple[str, ...]
    cells: tuple[tuple[str, ...], ...]

    def html(self, *, element_id: str) -> str:
        """The table as plain HTML (class ``pl-odds-table``) in a scrolling ``div`` with
        ``id=element_id``, made by ``render.data_table``."""
        table = data_table_html(
            self.columns,
            self.cells,
            index=self.index,
            corner=self.corner,
            classes="pl-odds-table",
        )
        return f'<div id="{text_html(element_id)}" style="overflow-x:auto">{table}</div>'

    def row(self, label: str) -> dict[str, str]:
        """``{column: cell}`` of the row headed ``label``.

        Raises
        ------
        KeyError
            No row has that header.
        """
        return dict(zip(self.columns, self.cells[self.index.index(label)], strict=True))

    def to_frame(self) -> Any:
        """The table as a pandas DataFrame (index named by the corner), to explore in
        JupyterLab; imports pandas."""
        import pandas as pd

        frame = pd.DataFrame(list(self.cells), index=list(self.index), columns=list(self.columns))
        frame.index.name = self.corner
        return frame


def one_in(p: float) -> str:
    """``0.0276`` -> ``"1 in 36"``: how rare a chance is, in words learners use."""
    if p <= 0:
        return "never"
    n = 1 / p
    if n < 1.05:
        return "almost always"
    if n < 10:
        return f"1 in {n:.1f}"
    return f"1 in {round(n):,}"


FORTY_EIGHT_CARD_GAMES: tuple[Ruleset, ...] = tuple(p for p in SHIPPED if p.deck == STANDARD_DECK)
"""The meld odds lesson's columns: the shipped games of the 48-card deck (the double deck's
figures are shown in its own lesson)."""


def chance_table(
    rulesets: Sequence[Ruleset] = FORTY_EIGHT_CARD_GAMES, trump: Suit = Suit.HEARTS
) -> Table:
    """The exact chance a dealt hand holds the cards for each meld, as a :class:`Table`.

    One column per game (its hand size in the heading); rows in the meld order of
    :func:`pinochle_learn.odds.meld_chances`, a combination (two dix, roundhouse) saying it is no
    meld of its own. Values are strings such as ``"0.96% (1 in 104)"``;
    a dash where the game does not count that meld. The preset rulesets' chances are read from
    the shipped figures (no numpy).
    """
    from pinochle_learn.odds import meld_chances

    columns: dict[str, dict[str, str]] = {}
    order: list[str] = []
    for ruleset in rulesets:
        title = f"{ruleset_title(ruleset).split(' (')[0]} ({ruleset.hand_size} cards)"
        cells = {}
        for row in meld_chances(trump, ruleset):
            label = chance_label(row.code)  # "two dix (not a meld of its own: …)"
            if label not in order:
                order.append(label)
            p = float(row.chance)
            cells[label] = f"{percent(p)} ({one_in(p)})"
        columns[title] = cells
    return Table(
        "holds the cards for",
        tuple(columns),
        tuple(order),
        tuple(tuple(column.get(label, "–") for column in columns.values()) for label in order),
    )


def total_meld_table(ruleset: Ruleset, thresholds: Sequence[int] = (100, 250, 1000)) -> Table:
    """Per trump, the exact mean meld of a dealt hand and how often it melds nothing or at
    least each of ``thresholds`` meld points (exact counts, see
    :func:`pinochle_learn.odds.meld_distribution`), as a :class:`Table` with one row per trump
    (its symbol)."""
    from pinochle_learn.odds import meld_distribution

    rows = []
    for trump in Suit:
        dist = meld_distribution(trump, ruleset)
        nothing = float(dist.probability(0))
        row = [f"{float(dist.mean):.1f}", f"{one_in(nothing)}"]
        row += [percent(float(dist.at_least(value))) for value in thresholds]
        rows.append(tuple(row))
    columns = ("mean meld", "melds nothing", *(f"{value}+" for value in thresholds))
    return Table("trump", columns, tuple(t.symbol for t in Suit), tuple(rows))


def binomial_table() -> Table:
    """Exact chances beside what a binomial model of the deck says, as a :class:`Table`.

    The binomial model treats each of a hand's 12 cards as drawn independently (with
    replacement), so a card is in the hand with chance 1/4 per copy, independently; the deck
    really holds two copies of each card and a hand takes 12 different physical cards
    (hypergeometric).
    """
    deck, size = STANDARD_DECK.size, PARTNERSHIP.hand_size
    total = math.comb(deck, size)
    events: list[str] = []
    rows: list[tuple[str, ...]] = []

    def row(event: str, exact: Fraction, model: float, how: str) -> None:
        events.append(event)
        off = f"{(model / float(exact) - 1) * 100:+.0f}%"
        rows.append((percent(float(exact)), percent(model), off, how))

    both = Fraction(math.comb(46, 10), total)
    row("both copies of Q♠", both, 0.25**2, "each copy in the hand with chance 1/4")
    row(
        "double pinochle (Q♠ Q♠ J♦ J♦)",
        Fraction(math.comb(44, 8), total),
        0.25**4,
        "four copies, each 1/4, independent",
    )
    aces = [Fraction(math.comb(8, k) * math.comb(40, size - k), total) for k in range(9)]
    binom = [math.comb(size, k) * (1 / 6) ** k * (5 / 6) ** (size - k) for k in range(13)]
    row("no ace at all", aces[0], binom[0], "12 draws, each an ace with chance 8/48")
    row("4 aces or more", sum(aces[4:], Fraction(0)), sum(binom[4:]), "the same, 4 to 12 aces")
    row("all 8 aces", aces[8], sum(binom[8:]), "the same, 8 or more aces (9+ is impossible)")
    columns = ("exact", "binomial model", "model is off by", "the model's reasoning")
    return Table("event", columns, tuple(events), tuple(rows))


def frame_html(frame: Table | Any, *, element_id: str) -> str:
    """A :class:`Table` (or a pandas DataFrame a notebook user made) as a plain HTML table with
    an ``id`` for tests and a readable style: one header row, the index's name in the corner
    (no empty header cell: axe ``empty-table-header``), row headers ``<th scope="row">``."""
    if not isinstance(frame, Table):
        frame = Table(
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


def distribution_svg(
    probabilities: Mapping[int, float],
    *,
    title: str,
    xlabel: str = "meld points",
    upto: int = 300,
    colour: str = BAR,
    marker: int | None = None,
    marker_label: str = "",
    element_id: str = "odds-plot",
) -> str:
    """A bar chart of ``{value: probability}`` as inline SVG (values above ``upto`` summed
    into one last bar labelled ``upto+``).

    Sized for a phone as well as a desktop: the figure is :data:`CHART_WIDTH_PX` wide with
    :data:`CHART_FONT_PX` text, so scaled down to a 420 px screen (about 390 px of page) its
    smallest text is still about 11 px tall. The title is the figure's HTML caption (it wraps
    on a narrow screen) and the chart's name for screen readers; the axis text is SVG text,
    so it is read and copied as text. The ``id`` is on the wrapper. Drawn by
    :func:`pinochle_learn.render.chart_svg.bar_chart_svg` (no plotting library).
    """
    return bar_chart_svg(
        probabilities,
        title=title,
        xlabel=xlabel,
        upto=upto,
        colour=colour,
        tail_colour=sheet_colour("tail"),
        marker=marker,
        marker_label=marker_label,
        marker_colour=sheet_colour("error"),
        element_id=element_id,
    )
