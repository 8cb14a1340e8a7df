"""Tables and plots of meld odds for the "Meld odds" lesson (pandas tables, matplotlib SVG).

Everything here returns HTML strings to put in a ``widgets.HTML`` (no ``Output`` widget: see
VOILA.md). pandas and matplotlib are imported on first use only. Figures are drawn with
matplotlib's SVG backend straight into a string: no files, no fonts from a URL.
"""

from __future__ import annotations

import io
import math
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from pinochle_learn import PRESETS, Ruleset, Suit
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.odds_text import chance_label, percent
from pinochle_learn.render.style import colour as sheet_colour
from pinochle_learn.render.words import ruleset_title

__all__ = [
    "binomial_table",
    "chance_table",
    "distribution_svg",
    "one_in",
    "total_meld_table",
]

BAR = sheet_colour("bar")
"""Colour of exact bars (``--pl-bar`` in the stylesheet)."""
SAMPLED = sheet_colour("sampled")
"""Colour of sampled figures (``--pl-sampled``)."""


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


def chance_table(rulesets: Sequence[Ruleset] = PRESETS, trump: Suit = Suit.HEARTS) -> Any:
    """A pandas DataFrame: the exact chance a dealt hand holds the cards for each meld.

    One column per game (its hand size in the heading); rows in the meld order of
    :func:`pinochle_learn.odds.meld_chances`, a combination (two dix, roundhouse) saying it is no
    meld of its own. Values are strings such as ``"0.96% (1 in 104)"``;
    a dash where the game does not count that meld.
    """
    import pandas as pd

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
    frame = pd.DataFrame(columns, index=order).fillna("–")
    frame.index.name = "holds the cards for"
    return frame


def total_meld_table(ruleset: Ruleset, thresholds: Sequence[int] = (100, 250, 1000)) -> Any:
    """A pandas DataFrame: per trump, the exact mean meld of a dealt hand and how often it
    melds nothing or at least each of ``thresholds`` meld points (exact counts, see
    :func:`pinochle_learn.odds.meld_distribution`)."""
    import pandas as pd

    from pinochle_learn.odds import meld_distribution

    rows = {}
    for trump in Suit:
        dist = meld_distribution(trump, ruleset)
        nothing = float(dist.probability(0))
        row = {"mean meld": f"{float(dist.mean):.1f}", "melds nothing": f"{one_in(nothing)}"}
        for value in thresholds:
            row[f"{value}+"] = percent(float(dist.at_least(value)))
        rows[trump.symbol] = row
    frame = pd.DataFrame.from_dict(rows, orient="index")
    frame.index.name = "trump"
    return frame


def binomial_table() -> Any:
    """A pandas DataFrame: exact chances beside what a binomial model of the deck says.

    The binomial model treats each of a hand's 12 cards as drawn independently (with
    replacement), so a card is in the hand with chance 1/4 per copy, independently; the deck
    really holds two copies of each card and a hand takes 12 different physical cards
    (hypergeometric).
    """
    import pandas as pd

    deck, size = 48, 12
    total = math.comb(deck, size)
    rows = []

    def row(event: str, exact: Fraction, model: float, how: str) -> None:
        rows.append(
            {
                "event": event,
                "exact": percent(float(exact)),
                "binomial model": percent(model),
                "model is off by": f"{(model / float(exact) - 1) * 100:+.0f}%",
                "the model's reasoning": how,
            }
        )

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
    return pd.DataFrame(rows).set_index("event")


def frame_html(frame: Any, *, element_id: str) -> str:
    """A DataFrame as a plain HTML table with an ``id`` for tests and a readable style."""
    # The index's name in the corner: one header row with no empty header cell (axe
    # empty-table-header), where pandas writes two rows for an index and its name.
    named = frame.rename_axis(index=None, columns=frame.index.name or frame.columns.name)
    html = named.to_html(border=0, classes="pl-odds-table", escape=True)
    return f'<div id="{text_html(element_id)}" style="overflow-x:auto">{html}</div>'


CHART_WIDTH_PX = 520
"""A chart's natural width in CSS pixels: no wider than a desktop needs, so a phone scales it
down by no more than about a quarter."""

CHART_FONT_PX = 15
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
    so it is read and copied as text. The ``id`` is on the wrapper.
    """
    from matplotlib import rc_context
    from matplotlib.figure import Figure

    values = sorted(v for v in probabilities if v < upto)
    heights = [probabilities[v] * 100 for v in values]
    tail = sum(p for v, p in probabilities.items() if v >= upto) * 100
    with rc_context(
        {
            "font.size": CHART_FONT_PX * 72 / 96,  # points
            "axes.labelsize": "medium",
            "xtick.labelsize": "medium",
            "ytick.labelsize": "medium",
            "svg.fonttype": "none",  # text as text: read, copied, found by the browser's search
            "svg.hashsalt": f"pl-{element_id}",
        }
    ):
        fig = Figure(figsize=(CHART_WIDTH_PX / 96, 2.9), dpi=96)
        ax = fig.add_subplot()
        ax.bar(values, heights, width=8, color=colour)
        if tail:
            ax.bar([upto + 10], [tail], width=8, color=sheet_colour("tail"))
            ax.annotate(f"{upto}+", (upto + 10, tail), ha="center", va="bottom")
        if marker is not None:
            ax.axvline(marker, color=sheet_colour("error"), linestyle="--", linewidth=1)
            ax.annotate(
                marker_label,
                (marker, ax.get_ylim()[1] * 0.92),
                color=sheet_colour("error"),
                xytext=(4, 0),
                textcoords="offset points",
            )
        ax.set_xlabel(xlabel)
        ax.set_ylabel("chance (%)")
        ax.spines[["top", "right"]].set_visible(False)
        fig.tight_layout()
        buffer = io.StringIO()
        # No date and a fixed salt for ids: the same figure gives the same SVG (replayable).
        fig.savefig(buffer, format="svg", metadata={"Date": None})
    svg = buffer.getvalue()
    svg = svg[svg.index("<svg") :]
    label = text_html(title)
    svg = svg.replace(
        "<svg ", f'<svg role="img" aria-label="{label}" style="max-width:100%;height:auto" ', 1
    )
    caption = (
        '<figcaption class="pl-chart-title" style="font-weight:600;line-height:1.3">'
        f"{text_html(title)}</figcaption>"
    )
    return f'<figure id="{text_html(element_id)}" style="margin:0">{caption}{svg}</figure>'
