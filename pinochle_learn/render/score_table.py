"""A round's score as an HTML table, one row per side or one row per figure (no pandas).

The table the Scoring lesson's calculator shows (``id="score-table"``) and the round table's
score sheet (``id="score-sheet"``, on its side): the columns of :func:`.score_text.score_rows`
less the ``why`` sentences, which the explanation under the table says. Standard library only,
so that scoring the first round of a lesson imports nothing heavy (``VOILA.md`` rule 4).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..scoring import RoundScore
from .data_table import data_table_html
from .i18n import N_, _, pgettext
from .names import partnered
from .score_sentences import outcome_words
from .score_text import score_rows
from .trick_html import team_label

__all__ = ["SCORE_COLUMNS", "score_table_html", "score_tables_html"]

SCORE_COLUMNS = [
    N_("seats"),
    N_("role"),
    N_("outcome"),
    N_("bid"),
    N_("meld"),
    N_("trick points"),
    N_("counted"),
    N_("before"),
    N_("change"),
    N_("after"),
]
"""The table's columns (``score_rows`` keys, English; each headed by its translation);
``seats`` is headed "team" or "player"."""


def _cells(
    score: RoundScore, names: Sequence[str] | None, labels: Sequence[str] | None
) -> list[list[str]]:
    """Each side's cells, in :data:`SCORE_COLUMNS` order, as the table shows them."""
    rows = []
    for row in score_rows(score):
        shown = {k: ("—" if row[k] is None else row[k]) for k in SCORE_COLUMNS}
        shown["counted"] = _("yes") if row["counted"] else _("no")
        shown["outcome"] = outcome_words(score.teams[row["team"]].outcome)  # "thrown in"
        if labels is not None:
            shown["seats"] = labels[row["team"]]
        elif names is not None:
            shown["seats"] = team_label(row["team"], score.ruleset.players, names)
        shown["change"] = f"{row['change']:+d}"
        rows.append([str(shown[k]) for k in SCORE_COLUMNS])
    return rows


def score_table_html(
    score: RoundScore,
    *,
    table_id: str = "score-table",
    names: Sequence[str] | None = None,
    labels: Sequence[str] | None = None,
    by_figure: bool = False,
) -> str:
    """:func:`~.score_text.score_rows` as an HTML table, one row per side; the ``why`` sentences
    are left to the explanation under it (``RULES.md``, Round score).

    The first column names each side ("team": ``North–South``, or ``Bill and You`` with
    ``names`` by seat index; "player" in a two-hand game); ``labels`` names the two sides
    outright. No side is shown by its index. One header row; every header cell has words.

    ``by_figure=True`` turns the table on its side for a narrow column (the round table's side
    panel): one row per figure (role, outcome, bid … before, change, after), each headed by its
    name in a ``<th scope="row">``, one column per side headed by its name (the corner says
    "team" or "player"), so the sheet is three columns wide and never scrolls sideways (class
    ``pl-score-by-figure``).

    Returns
    -------
    str
        ``<div class="pl-score-table-scroll"><table class="dataframe pl-score-table"
        id=table_id>…`` (made by :func:`.data_table.data_table_html`).

    Examples
    --------
    >>> from pinochle_learn import score_round
    >>> s = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(170, 80))
    >>> html = score_table_html(s)
    >>> 'id="score-table"' in html, "<td>-300</td>" in html, "<td>+140</td>" in html
    (True, True, True)
    >>> "<th>team</th>" in html, "<td>North–South</td>" in html, html.count("<td>")
    (True, True, 20)
    >>> html = score_table_html(s, by_figure=True)
    >>> '<th scope="row">after</th>' in html, "<th>North–South</th>" in html, html.count("<td>")
    (True, True, 18)
    >>> html.count("<tr"), "<th></th>" in html
    (10, False)
    """
    partners = partnered(score.ruleset.players)  # else one player a side
    side = pgettext("score column", "team") if partners else pgettext("score column", "player")
    heads = [_(column) for column in SCORE_COLUMNS[1:]]
    cells = _cells(score, names, labels)
    classes = "pl-score-table"
    if by_figure:  # one row per figure, each headed by its name; one column per side
        table = data_table_html(
            [row[0] for row in cells],
            [[row[k] for row in cells] for k in range(1, len(SCORE_COLUMNS))],
            index=heads,
            corner=side,
            table_id=table_id,
            classes=classes + " pl-score-by-figure",
        )
    else:
        table = data_table_html([side, *heads], cells, table_id=table_id, classes=classes)
    return (
        f'<div class="pl-score-table-scroll" style="overflow-x:auto; max-width:100%">{table}</div>'
    )


def score_tables_html(
    score: RoundScore,
    *,
    table_id: str = "score-table",
    names: Sequence[str] | None = None,
    labels: Sequence[str] | None = None,
) -> str:
    """The score both ways: one row per side (``id=table_id``, in ``class="pl-score-wide"``)
    and one row per figure (``id=table_id + "-by-figure"``, in ``class="pl-score-narrow"``);
    the stylesheet shows the first on a wide page and the second under 560 px, where nine
    columns cannot fit and a sideways scroll would hide the change and the new total.

    Examples
    --------
    >>> from pinochle_learn import score_round
    >>> s = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(170, 80))
    >>> html = score_tables_html(s)
    >>> 'id="score-table"' in html, 'id="score-table-by-figure"' in html
    (True, True)
    """
    wide = score_table_html(score, table_id=table_id, names=names, labels=labels)
    narrow = score_table_html(
        score, table_id=f"{table_id}-by-figure", names=names, labels=labels, by_figure=True
    )
    return f'<div class="pl-score-wide">{wide}</div><div class="pl-score-narrow">{narrow}</div>'
