"""The bid advisor's panel, "What is my hand worth?" (:mod:`pinochle_learn.advisor`): a table
of each trump's figures, a sentence for the best trump, a chart of the chance of making each
bid, and the method in plain words.

Examples
--------
>>> rounded(36.6), rounded(158.5)
('37', '159')
"""

from __future__ import annotations

from ..advisor import CHANCES, HandWorth, TrumpWorth
from ..ruleset import MAX_GAME_POINTS, PARTNERSHIP
from .chart_svg import bar_chart_svg
from .data_table import data_table_html
from .i18n import _, ngettext
from .markup import text_html
from .style import colour

__all__ = [
    "CHART_ID",
    "TABLE_ID",
    "chance_words",
    "hand_worth_html",
    "hand_worth_method",
    "hand_worth_sentence",
    "hand_worth_title",
    "rounded",
]

TABLE_ID = "hand-worth-table"
"""The ``id`` of the panel's table (the browser test reads its cells)."""
CHART_ID = "hand-worth-chart"
"""The ``id`` of the panel's chart."""


def hand_worth_title() -> str:
    """The panel's title and its button's label."""
    return _("What is my hand worth?")


def rounded(points: float) -> str:
    """Points to the nearest whole point, as the panel shows them (half up)."""
    return str(int(points + 0.5))


def chance_words(chance: float) -> str:
    """A column head for the highest bid made with ``chance`` (0.5: an even chance)."""
    if chance == 0.5:
        return _("Highest bid, even chance")
    if chance == 0.75:
        return _("Highest bid, 3 chances in 4")
    return _("Highest bid, {percent}% chance").format(percent=round(chance * 100))


def _bid(bid: int | None) -> str:
    return str(bid) if bid is not None else _("none")


def _row(worth: TrumpWorth) -> list[str]:
    return [
        str(worth.meld),
        rounded(float(worth.partner_meld)),
        rounded(worth.trick_points),
        *(_bid(worth.highest_bid(c)) for c in CHANCES),
    ]


def hand_worth_sentence(worth: HandWorth) -> str:
    """One sentence for the best trump: its even-chance bid, or that no bid reaches it."""
    best = worth.best
    bid = best.highest_bid(0.5)
    if bid is None:
        return _("No trump gives your team an even chance of making the minimum bid.")
    share = best.chance(bid)
    return _(
        "Your best trump is {trump}: your team makes {bid} or more in {percent}% of the deals "
        "sampled."
    ).format(trump=best.trump.symbol, bid=bid, percent=round(share * 100))


def hand_worth_method(worth: HandWorth) -> str:
    """The method in plain words, with the sample size and the trick points' margin."""
    margin = max(2 * t.trick_error for t in worth.trumps)
    deals = ngettext(
        "Trick points and the chances come from {samples} deal of the other 36 cards, the "
        "same deal for each trump: you win the auction, your partner passes you 4 cards and "
        "you pass 4 back, and all four seats play the tricks as the computer players do.",
        "Trick points and the chances come from {samples} deals of the other 36 cards, the "
        "same deals for each trump: you win the auction, your partner passes you 4 cards and "
        "you pass 4 back, and all four seats play the tricks as the computer players do.",
        worth.samples,
    ).format(samples=worth.samples)
    return " ".join(
        [
            _("Your meld is counted by the meld solver, before any passing."),
            _(
                "Your partner's meld is the exact average over every hand your partner may "
                "hold of the cards you do not see, before passing."
            ),
            deals,
            _(
                "A deal counts your team's meld after the pass plus its trick points, or "
                "nothing when your team takes no trick point; a bid is made when that reaches "
                "it."
            ),
            _(
                "The average trick points are good to about {margin} points either way (two "
                "standard errors)."
            ).format(margin=rounded(margin)),
        ]
    )


def _chart(worth: HandWorth) -> str:
    best = worth.best
    low = PARTNERSHIP.min_bid or 0
    top = max([*best.totals, low + 100])
    top = min(MAX_GAME_POINTS, (top // 10) * 10)
    values = {bid: best.chance(bid) for bid in range(low, top + 1, 10)}
    bid = best.highest_bid(0.5)
    return bar_chart_svg(
        values,
        title=_("The chance of making each bid with {trump} as trump").format(
            trump=best.trump.symbol
        ),
        colour=colour("bar"),
        tail_colour=colour("tail"),
        xlabel=_("bid"),
        ylabel=_("chance of making it (%)"),
        upto=top + 10,
        width=6,
        low=low,
        marker=bid,
        marker_label=_("even chance") if bid is not None else "",
        element_id=CHART_ID,
    )


def hand_worth_html(worth: HandWorth) -> str:
    """The panel's content as HTML: the sentence, the table (one row per trump), the chart and
    the method (every text escaped)."""
    columns = [
        _("Your meld"),
        _("Partner's meld (average)"),
        _("Trick points (average)"),
        *(chance_words(c) for c in CHANCES),
    ]
    rows = [_row(t) for t in worth.trumps]
    index = [t.trump.symbol for t in worth.trumps]
    table = data_table_html(columns, rows, index=index, corner=_("Trump"), table_id=TABLE_ID)
    return (
        f'<p class="pl-worth-sentence">{text_html(hand_worth_sentence(worth))}</p>'
        f"{table}{_chart(worth)}"
        f'<p class="pl-worth-method">{text_html(hand_worth_method(worth))}</p>'
    )
