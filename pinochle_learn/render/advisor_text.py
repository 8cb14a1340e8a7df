"""The bid advisor's panel, "What is my hand worth?" (:mod:`pinochle_learn.advisor`): a table
of each trump's figures, a sentence for the best trump, a chart of the chance of making each
bid, and the method in plain words.

Examples
--------
>>> rounded(36.6), rounded(158.5)
('37', '159')
"""

from __future__ import annotations

from ..advisor import CHANCES, HandWorth
from ..ruleset import MAX_GAME_POINTS, PARTNERSHIP
from .chart_svg import bar_chart_svg
from .data_table import data_table_html
from .i18n import _, ngettext, pgettext
from .markup import text_html
from .person import YOU, Person
from .style import colour

__all__ = [
    "CHART_ID",
    "TABLE_ID",
    "chance_words",
    "hand_worth_html",
    "hand_worth_method",
    "hand_worth_sentence",
    "hand_worth_title",
    "percent_words",
    "rounded",
    "sampling_label",
]

TABLE_ID = "hand-worth-table"
"""The ``id`` of the panel's table (the browser test reads its cells)."""
CHART_ID = "hand-worth-chart"
"""The ``id`` of the panel's chart."""


def hand_worth_title(owner: Person = YOU) -> str:
    """The panel's title and its button's label, naming the hand's ``owner``."""
    return owner.pick(_("What is my hand worth?"), _("What is {name}'s hand worth?")).format(
        name=owner.name
    )


def sampling_label() -> str:
    """The progress bar's name while the advisor samples its deals."""
    return _("Sampling deals")


def rounded(points: float) -> str:
    """Points to the nearest whole point, as the panel shows them (half up)."""
    return str(int(points + 0.5))


def chance_words(chance: float) -> str:
    """A column head for the highest bid made with ``chance`` (0.5: an even chance)."""
    if chance == 0.5:
        return _("Highest bid, even chance")
    if chance == 0.75:
        return _("Highest bid, 3 chances in 4")
    return _("Highest bid, {percent} chance").format(percent=percent_words(round(chance * 100)))


def percent_words(percent: int) -> str:
    """``"42%"``: a whole percentage as the current language writes it (French ``"42 %"``).

    The sign is in its own message, after the number's placeholder: a message with ``%``
    followed by a space and a letter (``"{percent}% chance"``) reads to Babel as a printf
    format (``"% c"``), which ``make catalogues`` then rejects against each translation.
    """
    return pgettext("a percentage", "{number}%").format(number=percent)


def _bid(bid: int | None) -> str:
    return str(bid) if bid is not None else _("none")


def _rows(worth: HandWorth, owner: Person) -> tuple[list[str], list[list[str]]]:
    """The table turned: one row per measure (its head first), one column per trump."""
    trumps = worth.trumps
    heads = [
        owner.pick(_("Your meld"), _("{name}'s meld")),
        owner.pick(
            _("Your partner's meld (average, before the pass)"),
            _("{name}'s partner's meld (average, before the pass)"),
        ),
        owner.pick(
            _("Your team's meld after the pass (average)"),
            _("{name}'s team's meld after the pass (average)"),
        ),
        owner.pick(
            _("Your team's counter points (average)"),
            _("{name}'s team's counter points (average)"),
        ),
        *(chance_words(c) for c in CHANCES),
    ]
    rows = [
        [str(t.meld) for t in trumps],
        [rounded(float(t.partner_meld)) for t in trumps],
        [rounded(t.meld_after_pass) for t in trumps],
        [rounded(t.trick_points) for t in trumps],
        *([_bid(t.highest_bid(c)) for t in trumps] for c in CHANCES),
    ]
    return [h.format(name=owner.name) for h in heads], rows


def hand_worth_sentence(worth: HandWorth, owner: Person = YOU) -> str:
    """One sentence for the best trump: its even-chance bid, or that no bid reaches it."""
    best = worth.best
    bid = best.highest_bid(0.5)
    if bid is None:
        return owner.pick(
            _("No trump gives your team an even chance of making the minimum bid."),
            _("No trump gives {name}'s team an even chance of making the minimum bid."),
        ).format(name=owner.name)
    share = best.chance(bid)
    return owner.pick(
        _(
            "Your best trump is {trump}: your team makes {bid} or more in {percent} of the "
            "deals sampled."
        ),
        _(
            "{name}'s best trump is {trump}: {name}'s team makes {bid} or more in {percent} "
            "of the deals sampled."
        ),
    ).format(
        name=owner.name, trump=best.trump.symbol, bid=bid, percent=percent_words(round(share * 100))
    )


def hand_worth_method(worth: HandWorth, owner: Person = YOU) -> str:
    """The method in plain words, with the sample size and the counter points' margin."""
    margin = max(2 * t.trick_error for t in worth.trumps)
    deals = ngettext(
        "Counter points and the chances come from {samples} deal of the other 36 cards, the "
        "same deal for each trump: this hand wins the auction, its partner passes 4 cards to "
        "it and gets 4 back, and all four seats play the tricks as the computer players do.",
        "Counter points and the chances come from {samples} deals of the other 36 cards, the "
        "same deals for each trump: this hand wins the auction, its partner passes 4 cards to "
        "it and gets 4 back, and all four seats play the tricks as the computer players do.",
        worth.samples,
    ).format(samples=worth.samples)
    return " ".join(
        [
            owner.pick(
                _("Your meld is counted by the meld solver, before any passing."),
                _("{name}'s meld is counted by the meld solver, before any passing."),
            ).format(name=owner.name),
            _(
                "The partner's meld is the exact average over every hand the partner may hold "
                "of the cards this hand does not see, before passing."
            ),
            deals,
            _(
                "The team's meld after the pass is the average of the sampled deals: the pass "
                "can make new meld, so it is usually more than the two melds before it."
            ),
            _(
                "A deal counts the team's meld after the pass plus its counter points, or "
                "nothing when the team takes no counter point; a bid is made when that "
                "reaches it."
            ),
            _(
                "The average counter points are good to about {margin} points either way (two "
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


def hand_worth_html(worth: HandWorth, owner: Person = YOU) -> str:
    """The panel's content as HTML: the sentence, the table (one row per measure, one column
    per trump, so it fits a phone in every language), a note for "none", the chart and the
    method (every text escaped), speaking of the hand's ``owner``."""
    heads, rows = _rows(worth, owner)
    columns = [t.trump.symbol for t in worth.trumps]
    table = data_table_html(
        columns,
        rows,
        index=heads,
        corner=_("Trump"),
        table_id=TABLE_ID,
        classes="pl-worth-table",
    )
    none = ""
    if any(t.highest_bid(c) is None for t in worth.trumps for c in CHANCES):
        note = _(
            "{none}: not even the minimum bid, {bid}, is made in that share of the deals sampled."
        ).format(none=_("none"), bid=PARTNERSHIP.min_bid or 0)
        none = f'<p class="pl-worth-none">{text_html(note)}</p>'
    return (
        f'<p class="pl-worth-sentence">{text_html(hand_worth_sentence(worth, owner))}</p>'
        f"{table}{none}{_chart(worth)}"
        f'<p class="pl-worth-method">{text_html(hand_worth_method(worth, owner))}</p>'
    )
