"""HTML for melds on the table in the stock game: the cards lying there apart from the hand,
each with the kinds of meld it serves in, the melds laid down and their meld points, the melds
that could be laid down now (with each refusal's reason), and the planner's hint.

Examples
--------
>>> from pinochle_learn import TWO_HAND_STOCK, Hand, MeldKind, Suit
>>> from pinochle_learn.tablemeld import MeldTable
>>> hand, table = MeldTable(Suit.HEARTS, TWO_HAND_STOCK).after_trick(won=True).lay_down(
...     Hand.parse("H13 H12 S12 D11"), MeldKind.ROYAL_MARRIAGE)
>>> html = table_html(table)
>>> 'data-points="40"' in html, "royal marriage" in html
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..meldkinds import MeldKind
from ..meldplan import PlanAdvice
from ..tablemeld import MeldTable, TableVerdict
from .html import card_svg
from .i18n import _, pgettext
from .markup import text_html
from .meld_sentences import kind_name
from .names import is_you
from .table_text import meld_title, table_verdict_text

__all__ = ["options_html", "plan_html", "served_caption", "table_html"]


def served_caption(served: Iterable[MeldKind]) -> str:
    """The caption under a card on the table: the kinds of meld it serves in.

    Examples
    --------
    >>> served_caption([MeldKind.QUEENS_AROUND, MeldKind.PINOCHLE])
    'pinochle, queens around'
    """
    return ", ".join(sorted(kind_name(k) for k in served))


def table_html(table: MeldTable, *, who: str = "You", cards: bool = True) -> str:
    """One player's table: the melds scored this round (the history: their meld points stay
    even once their cards are played), then the cards lying there now, apart from the hand,
    each captioned with the melds it serves in; the same words for either player.

    With ``cards=False`` the cards themselves are left out (a widget shows them right after,
    e.g. as clickable pictures); the heading of the cards now, or that there are none, stays.
    """
    owner = (_("Your table") if is_you(who) else _("{name}'s table")).format(name=text_html(who))
    if table.cards:
        said = _("Cards on the table now (face up; they may still be played):")
        now = f'<p class="pl-table-now">{text_html(said)}</p>'
    elif table.laid:
        said = _("No cards on the table now: the cards melded have been played to tricks.")
        now = f'<p class="pl-table-now pl-table-empty">{text_html(said)}</p>'
    else:
        said = _("No cards on the table now.")
        now = f'<p class="pl-table-now pl-table-empty">{text_html(said)}</p>'
    shown = ""
    if cards and table.cards:
        figures = "".join(
            "<figure>"
            + card_svg(tc.card, height=64)
            + f"<figcaption>{text_html(served_caption(tc.served))}</figcaption></figure>"
            for tc in table.cards
        )
        shown = f'<div class="pl-table-cards">{figures}</div>'
    laid = "".join(
        f'<li data-points="{m.points}">{text_html(meld_title(m.kind, m.suit))} '
        f"{text_html(' '.join(c.label for c in m.cards))}: {m.points}</li>"
        for m in table.laid
    )
    scored = text_html(_("Melds scored this round:"))
    melds = f'<p class="pl-table-scored">{scored}</p><ol>{laid}</ol>' if laid else ""
    points = _("meld points {points}").format(
        points=f"<span class='pl-table-points' data-points='{table.points}'>{table.points}</span>"
    )
    return (
        f'<div class="pl-meld-table" role="group" aria-label="{owner}">'
        f"<strong>{owner}</strong> · {points}{melds}{now}{shown}</div>"
    )


def options_html(verdicts: Sequence[TableVerdict], *, who: str = "You") -> str:
    """Every meld the cards held could form, with the rule that allows or refuses it now."""
    if not verdicts:
        no_meld_in_these_text = _("No meld in these cards.")
        return f'<ul class="pl-options"><li>{text_html(no_meld_in_these_text)}</li></ul>'
    items = "".join(
        f'<li class="{"pl-allowed" if v.legal else "pl-refused"}" data-rule="{v.rule.value}" '
        f'data-kind="{v.kind.value}">'
        f"{'✓' if v.legal else '✗'} {text_html(table_verdict_text(v, who))}</li>"
        for v in verdicts
    )
    return f'<ul class="pl-options">{items}</ul>'


def plan_html(advice: PlanAdvice, *, now: bool = True) -> str:
    """The planner's hint: the meld to lay down first, the order, and the points of each first
    choice.

    ``now``: may a meld be laid down now (a trick just won, no meld laid down since)? If not,
    the hint says so and names the meld for the next trick won, as the list of melds does
    (issue 22: the hint and the list agree). The ``<div>`` carries ``data-now`` and
    ``data-first`` (the first meld's kind)."""
    best = advice.best
    if not best.steps:
        no_meld_to_plan_text = _("No meld to plan with these cards.")
        return f'<div class="pl-plan"><p>{text_html(no_meld_to_plan_text)}</p></div>'
    first = best.steps[0].meld
    title = f"<strong>{text_html(meld_title(first.kind, first.suit))}</strong>"
    advice_words = (
        _("lay down the {meld} now")
        if now
        else _(
            "no meld may be laid down now, one per trick won; after your next trick won, lay "
            "down the {meld}"
        )
    ).format(meld=title)
    then = _(", then ")
    order = then.join(f"{meld_title(s.meld.kind, s.meld.suit)} {s.meld.points}" for s in best.steps)
    rows = "".join(
        f"<tr><td>{text_html(meld_title(p.steps[0].meld.kind, p.steps[0].meld.suit))}</td>"
        f"<td>{text_html(then.join(meld_title(s.meld.kind, s.meld.suit) for s in p.steps))}"
        "</td>"
        f'<td data-total="{p.total}">{p.total}</td></tr>'
        for p in advice.by_first
    )
    spare = " ".join(c.label for c in advice.spare) or _("none")
    first_meld_text = _("first meld")
    then_text = pgettext("meld order", "then")
    meld_points_text = _("meld points")
    return (
        f'<div class="pl-plan" id="meld-plan" data-now="{str(now).lower()}" '
        f'data-first="{first.kind.value}"><p>{_hint(advice, advice_words, order)}</p><table><tr>'
        f"<th>{text_html(first_meld_text)}</th><th>{text_html(then_text)}"
        f"</th><th>{text_html(meld_points_text)}</th></tr>{rows}</table><p>"
        + _("Cards you may play without losing any of this meld: {cards}.").format(
            cards=text_html(spare)
        )
        + "</p></div>"
    )


def _hint(advice: PlanAdvice, advice_words: str, order: str) -> str:
    """The hint's sentence: the meld to lay down, the best order and its points (HTML)."""
    if advice.tricks is None:
        text = _(
            "{hint} {advice}. Best order: {order}: {total} meld points, one meld per trick won."
        )
    else:
        text = _(
            "{hint} {advice}. Best order if you win enough tricks (up to {tricks} more): "
            "{order}: {total} meld points, one meld per trick won."
        )
    hint_text = _("Hint:")
    return text.format(
        hint=f"<strong>{text_html(hint_text)}</strong>",
        advice=advice_words,
        tricks=advice.tricks,
        order=text_html(order),
        total=f"<strong>{advice.best.total}</strong>",
    )
