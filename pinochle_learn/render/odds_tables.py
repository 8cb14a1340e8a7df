"""The meld odds lessons' tables and charts as HTML: every word of them made here.

Tables of text (:class:`OddsTable`: a corner header, column headers, row headers, cells) drawn
by :func:`.data_table.data_table_html`, and bar charts drawn by :func:`.chart_svg.bar_chart_svg`.
The lesson's exact figures for the shipped rulesets are read from package data
(:mod:`pinochle_learn.odds.shipped`). Each word is translated when the table is made, in the
language of the block it is made in (:mod:`.i18n`). The view
(:mod:`pinochle_widgets.views.odds_views`) adds a pandas frame of a table, to explore.

Examples
--------
>>> one_in(0.0276), one_in(0.5), one_in(0.99), one_in(0)
('1 in 36', '1 in 2.0', 'almost always', 'never')
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from ..cards import STANDARD_DECK, Suit
from ..odds.shipped import SHIPPED
from ..ruleset import PARTNERSHIP, Ruleset
from .chart_svg import bar_chart_svg
from .data_table import data_table_html
from .i18n import _, ngettext, pgettext
from .markup import text_html
from .odds_text import chance_label, percent
from .style import colour as sheet_colour
from .words import ruleset_title

__all__ = [
    "FORTY_EIGHT_CARD_GAMES",
    "OddsTable",
    "binomial_table",
    "chance_table",
    "distribution_svg",
    "one_in",
    "total_meld_table",
]


@dataclass(frozen=True)
class OddsTable:
    """A table of text: a corner header naming the rows, column headers, and each row's header
    with its cells.

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


def one_in(p: float) -> str:
    """``0.0276`` -> ``"1 in 36"``: how rare a chance is, in words learners use."""
    if p <= 0:
        return _("never")
    n = 1 / p
    if n < 1.05:
        return _("almost always")
    if n < 10:
        return _("1 in {count}").format(count=f"{n:.1f}")
    return _("1 in {count}").format(count=f"{round(n):,}")


FORTY_EIGHT_CARD_GAMES: tuple[Ruleset, ...] = tuple(p for p in SHIPPED if p.deck == STANDARD_DECK)
"""The meld odds lesson's columns: the shipped games of the 48-card deck (the double deck's
figures are shown in its own lesson)."""


def chance_table(
    rulesets: Sequence[Ruleset] = FORTY_EIGHT_CARD_GAMES, trump: Suit = Suit.HEARTS
) -> OddsTable:
    """The exact chance a dealt hand holds the cards for each meld, as an :class:`OddsTable`.

    One column per game (its hand size in the heading); rows in the meld order of
    :func:`pinochle_learn.odds.meld_chances`, a combination (two dix, roundhouse) saying it is
    no meld of its own. Values are strings such as ``"0.96% (1 in 104)"``; a dash where the
    game does not count that meld. The preset rulesets' chances are read from the shipped
    figures (no numpy).
    """
    from ..odds import meld_chances

    columns: dict[str, dict[str, str]] = {}
    order: list[str] = []
    for ruleset in rulesets:
        game = ruleset_title(ruleset).split(" (")[0]
        size = ruleset.hand_size
        title = ngettext("{game} ({count} card)", "{game} ({count} cards)", size).format(
            game=game, count=size
        )
        cells = {}
        for row in meld_chances(trump, ruleset):
            label = chance_label(row.code)  # "two dix (not a meld of its own: …)"
            if label not in order:
                order.append(label)
            p = float(row.chance)
            cells[label] = f"{percent(p)} ({one_in(p)})"
        columns[title] = cells
    return OddsTable(
        _("holds the cards for"),
        tuple(columns),
        tuple(order),
        tuple(tuple(column.get(label, "–") for column in columns.values()) for label in order),
    )


def total_meld_table(ruleset: Ruleset, thresholds: Sequence[int] = (100, 250, 1000)) -> OddsTable:
    """Per trump, the exact mean meld of a dealt hand and how often it melds nothing or at
    least each of ``thresholds`` meld points (exact counts, see
    :func:`pinochle_learn.odds.meld_distribution`), as an :class:`OddsTable` with one row per
    trump (its symbol)."""
    from ..odds import meld_distribution

    rows = []
    for trump in Suit:
        dist = meld_distribution(trump, ruleset)
        nothing = float(dist.probability(0))
        row = [f"{float(dist.mean):.1f}", f"{one_in(nothing)}"]
        row += [percent(float(dist.at_least(value))) for value in thresholds]
        rows.append(tuple(row))
    columns = (_("mean meld"), _("melds nothing"), *(f"{value}+" for value in thresholds))
    corner = pgettext("odds table corner", "trump")
    return OddsTable(corner, columns, tuple(t.symbol for t in Suit), tuple(rows))


def binomial_table() -> OddsTable:
    """Exact chances beside what a binomial model of the deck says, as an :class:`OddsTable`.

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
    row(_("both copies of Q♠"), both, 0.25**2, _("each copy in the hand with chance 1/4"))
    row(
        _("double pinochle (Q♠ Q♠ J♦ J♦)"),
        Fraction(math.comb(44, 8), total),
        0.25**4,
        _("four copies, each 1/4, independent"),
    )
    aces = [Fraction(math.comb(8, k) * math.comb(40, size - k), total) for k in range(9)]
    binom = [math.comb(size, k) * (1 / 6) ** k * (5 / 6) ** (size - k) for k in range(13)]
    row(_("no ace at all"), aces[0], binom[0], _("12 draws, each an ace with chance 8/48"))
    row(
        _("4 aces or more"),
        sum(aces[4:], Fraction(0)),
        sum(binom[4:]),
        _("the same, 4 to 12 aces"),
    )
    row(
        _("all 8 aces"),
        aces[8],
        sum(binom[8:]),
        _("the same, 8 or more aces (9+ is impossible)"),
    )
    columns = (_("exact"), _("binomial model"), _("model is off by"), _("the model's reasoning"))
    return OddsTable(_("event"), columns, tuple(events), tuple(rows))


def distribution_svg(
    probabilities: Mapping[int, float],
    *,
    title: str,
    xlabel: str | None = None,
    upto: int = 300,
    colour: str | None = None,
    marker: int | None = None,
    marker_label: str = "",
    element_id: str = "odds-plot",
) -> str:
    """A bar chart of ``{value: probability}`` as inline SVG (values above ``upto`` summed
    into one last bar labelled ``upto+``); ``xlabel`` by default "meld points", ``colour``
    the stylesheet's ``--pl-bar``.

    Sized for a phone as well as a desktop (:data:`.chart_svg.WIDTH` wide with
    :data:`.chart_svg.FONT_PX` text: about 11 px on a 420 px screen). The title is the
    figure's HTML caption and the chart's name for screen readers; the axis text is SVG text.
    The ``id`` is on the wrapper. Drawn by :func:`.chart_svg.bar_chart_svg`.
    """
    return bar_chart_svg(
        probabilities,
        title=title,
        xlabel=_("meld points") if xlabel is None else xlabel,
        upto=upto,
        colour=sheet_colour("bar") if colour is None else colour,
        tail_colour=sheet_colour("tail"),
        marker=marker,
        marker_label=marker_label,
        marker_colour=sheet_colour("error"),
        element_id=element_id,
    )
