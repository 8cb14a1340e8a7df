"""A round's figures and score for the ScoreCalculator: the Scoring lesson's examples, the
throw-in rule worked out (``RULES.md``, PARTNERSHIP Throw-in), the score as an HTML table, and
the calculator's page styles and switch words.

Whether figures can be a round is the engine's to say
(:func:`pinochle_learn.check_figures`, read by :mod:`pinochle_widgets.score_session`), and
``render.figure_sentences`` words its problems: nothing here checks a figure again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pinochle_learn import PARTNERSHIP, RoundScore, Ruleset, SetPenalty, Verdict, ZeroTrickRule
from pinochle_learn.render.data_table import data_table_html
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.render.score_sentences import outcome_words
from pinochle_learn.render.score_text import score_rows
from pinochle_learn.render.trick_html import team_label

__all__ = [
    "EXAMPLES",
    "PENALTY_WORDS",
    "SCORE_COLUMNS",
    "ZERO_WORDS",
    "score_table_html",
    "throw_in_html",
]

ZERO_WORDS = {
    ZeroTrickRule.TRICK_POINTS: "no trick points: no score, meld lost",
    ZeroTrickRule.TRICKS: "only no trick at all: no score, meld lost",
    ZeroTrickRule.NONE: "meld always counts",
}
PENALTY_WORDS = {
    SetPenalty.BID: "a bidder who is set loses the bid",
    SetPenalty.SHORTFALL: "loses the shortfall (bid − points made)",
    SetPenalty.BID_PLUS_MELD: "loses the bid plus its meld",
}

SCORE_COLUMNS = [
    "seats",
    "role",
    "outcome",
    "bid",
    "meld",
    "trick points",
    "counted",
    "before",
    "change",
    "after",
]


def score_table_html(
    score: RoundScore,
    *,
    table_id: str = "score-table",
    names: Sequence[str] | None = None,
    labels: Sequence[str] | None = None,
    by_figure: bool = False,
) -> str:
    """``render.score_text.score_rows(score)`` as a plain HTML table (``render.data_table``, no
    pandas), one row per team;
    the ``why`` sentences are left to the explanation under it. The first column names each
    side ("team": ``North–South``, or ``Bill and You`` with ``names`` by seat index; "player"
    in a two-hand game); ``labels`` names the two sides outright. No side is shown by its
    index.

    ``by_figure=True`` turns the table on its side for a narrow column (the round table's side
    panel): one row per figure (role, outcome, bid … before, change, after), one column per
    side, headed by its name, so the sheet is three columns wide and never scrolls sideways
    (class ``pl-score-by-figure``; the corner says "team" or "player", each figure's name is a
    row header ``<th scope="row">``).

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
    """
    side = "team" if score.ruleset.players == 4 else "player"  # a two-hand game has players
    rows = []
    for row in score_rows(score):
        shown = {k: ("—" if v is None else v) for k, v in row.items() if k in SCORE_COLUMNS}
        shown["counted"] = "yes" if row["counted"] else "no"
        shown["outcome"] = outcome_words(score.teams[row["team"]].outcome)  # "thrown in"
        if labels is not None:
            shown["seats"] = labels[row["team"]]
        elif names is not None:
            shown["seats"] = team_label(row["team"], score.ruleset.players, names)
        shown["change"] = f"{row['change']:+d}"
        rows.append([shown.get(column, "") for column in SCORE_COLUMNS])
    classes = "pl-score-table"
    if by_figure:  # one row per figure, one column per side headed by its name
        table = data_table_html(
            [row[0] for row in rows],
            [[row[i] for row in rows] for i in range(1, len(SCORE_COLUMNS))],
            index=SCORE_COLUMNS[1:],
            corner=side,
            table_id=table_id,
            classes=classes + " pl-score-by-figure",
        )
    else:
        table = data_table_html(
            [side, *SCORE_COLUMNS[1:]], rows, table_id=table_id, classes=classes
        )
    return (
        f'<div class="pl-score-table-scroll" style="overflow-x:auto; max-width:100%">{table}</div>'
    )


EXAMPLES: dict[str, dict[str, Any]] = {
    "Bid 300 made": {
        "bid": 300,
        "bidding_team": 0,
        "meld": (120, 60),
        "tricks": (180, 70),
        "totals": (0, 0),
        "thrown_in": False,
        "ruleset": PARTNERSHIP,
    },
    "Bid 300 set": {
        "bid": 300,
        "bidding_team": 0,
        "meld": (120, 60),
        "tricks": (170, 80),
        "totals": (0, 0),
        "thrown_in": False,
        "ruleset": PARTNERSHIP,
    },
    "Bill's throw-in (330, 60 meld)": {
        "bid": 330,
        "bidding_team": 0,
        "meld": (60, 90),
        "tricks": (0, 0),
        "totals": (500, 400),
        "thrown_in": True,
        "ruleset": PARTNERSHIP,
    },
    "Both over 1500": {
        "bid": 300,
        "bidding_team": 1,
        "meld": (170, 140),
        "tricks": (80, 170),
        "totals": (1450, 1290),
        "thrown_in": False,
        "ruleset": PARTNERSHIP,
    },
}
"""Figures of the Scoring lesson's worked examples (four-hand rounds: a button brings the
calculator back to that game), for the calculator's "Load" buttons."""


def throw_in_html(verdict: Verdict | None, ruleset: Ruleset) -> str:
    """The throw-in rule worked out for the bid and the bidding side's meld
    (``class="pl-throw-in-verdict"``, ``data-allowed`` true, false or unknown).

    ``verdict=None``: the bid or the meld is not a figure a round can have, so the rule is not
    judged (:attr:`ScoreReading.throw_in <pinochle_widgets.score_session.ScoreReading>`).

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, check_throw_in
    >>> 'data-allowed="true"' in throw_in_html(check_throw_in(330, 60), PARTNERSHIP)
    True
    >>> 'data-allowed="unknown"' in throw_in_html(None, PARTNERSHIP)
    True
    """
    if verdict is None:
        return (
            '<div class="pl-throw-in-verdict" data-allowed="unknown">Throw-in: not judged until '
            "the bid and the bidding side's meld are figures a round can have.</div>"
        )
    sign, tone = ("✓", "pl-ok") if verdict.legal else ("✗", "pl-bad")
    rule = (
        f" (the rule: bid &gt; meld + {ruleset.throw_in_margin})"
        if ruleset.throw_in_margin is not None
        else ""
    )
    return (
        f'<div class="pl-throw-in-verdict" data-allowed="{str(verdict.legal).lower()}">'
        f'<span class="{tone}" style="font-weight:700">{sign}</span> Throw-in: '
        f"{text_html(reason_text(verdict.reason))}{rule}.</div>"
    )
