"""The counters of a ruleset as a table: what each card taken in tricks is worth, the last
trick's bonus and the round's total (``RULES.md``, Counters; the lessons 04_scoring, cards and
stock show it).

Examples
--------
>>> from pinochle_learn import PARTNERSHIP
>>> print(counters_table_html(PARTNERSHIP, total_id="t").replace("</tr>", "</tr>\\n"))
<table class="pl-counters"><tbody><tr><th>card</th><th>each</th></tr>
<tr><td>A</td><td>10</td></tr>
<tr><td>10</td><td>10</td></tr>
<tr><td>K</td><td>10</td></tr>
<tr><td>Q</td><td>0</td></tr>
<tr><td>J</td><td>0</td></tr>
<tr><td>9</td><td>0</td></tr>
<tr><td>last trick</td><td>10</td></tr>
<tr><th scope="row">in all</th><th id="t">250</th></tr>
</tbody></table>
"""

from __future__ import annotations

from ..ruleset import Ruleset
from .i18n import _, pgettext
from .markup import text_html

__all__ = ["counters_table_html"]


def counters_table_html(
    ruleset: Ruleset, *, all_copies: bool = False, total: bool = True, total_id: str | None = None
) -> str:
    """The trick points of each rank of ``ruleset``'s deck (highest first), the last trick's
    bonus and, when ``total``, the round's trick points in all
    (:attr:`~pinochle_learn.ruleset.Ruleset.total_trick_points`, in the ``<th>`` of id
    ``total_id`` when given). With ``all_copies``, a third column: the points of all the
    deck's copies of a rank (8 of each in a 48-card deck). HTML, its words translated.
    """
    ranks = sorted(ruleset.deck.ranks, reverse=True)
    copies = ruleset.deck.size // len(ranks)
    heads = [_("card"), pgettext("trick points of one card", "each")]
    if all_copies:
        heads.append(_("all {count}").format(count=copies))
    rows = ["".join(f"<th>{text_html(head)}</th>" for head in heads)]
    for rank in ranks:
        points = ruleset.counter_points[rank]
        cells = [rank.short, str(points)] + ([str(copies * points)] if all_copies else [])
        rows.append("".join(f"<td>{cell}</td>" for cell in cells))
    last = [_("last trick")] + ([""] if all_copies else []) + [str(ruleset.last_trick_points)]
    rows.append("".join(f"<td>{text_html(cell)}</td>" for cell in last))
    if total:
        span = ' colspan="2"' if all_copies else ""
        id_ = "" if total_id is None else f' id="{text_html(total_id)}"'
        head = text_html(_("in all"))
        rows.append(f'<th scope="row"{span}>{head}</th><th{id_}>{ruleset.total_trick_points}</th>')
    body = "".join(f"<tr>{row}</tr>" for row in rows)
    return f'<table class="pl-counters"><tbody>{body}</tbody></table>'
