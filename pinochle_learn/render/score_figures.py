"""A round's figures and score for the ScoreCalculator: the Scoring lesson's examples, the
throw-in rule worked out (``RULES.md``, PARTNERSHIP Throw-in), the score as a table
(:func:`pinochle_learn.render.score_table.score_table_html`, no pandas: kept importable from
here), and the calculator's page styles and switch words.

Whether figures can be a round is the engine's to say
(:func:`pinochle_learn.check_figures`, read by :mod:`pinochle_widgets.sessions.score_session`), and
``render.figure_sentences`` words its problems: nothing here checks a figure again.
"""

from __future__ import annotations

from typing import Any

from pinochle_learn import (
    PARTNERSHIP,
    THREE_HAND_CUTTHROAT,
    Ruleset,
    SetPenalty,
    Verdict,
    ZeroTrickRule,
)
from pinochle_learn.render.i18n import N_, _
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.render.score_table import SCORE_COLUMNS, score_table_html
from pinochle_learn.ruleset import DOUBLE_DECK

__all__ = [
    "EXAMPLES",
    "PENALTY_WORDS",
    "SCORE_COLUMNS",
    "STARTING",
    "ZERO_WORDS",
    "score_table_html",
    "throw_in_html",
]

ZERO_WORDS = {
    ZeroTrickRule.TRICK_POINTS: N_("no trick points: no score, meld lost"),
    ZeroTrickRule.TRICKS: N_("only no trick at all: no score, meld lost"),
    ZeroTrickRule.NONE: N_("meld always counts"),
}
"""Each rule for a side that takes nothing, as the calculator's picker shows it (English,
marked: translated with ``_()`` where shown)."""
PENALTY_WORDS = {
    SetPenalty.BID: N_("a bidder who is set loses the bid"),
    SetPenalty.SHORTFALL: N_("loses the shortfall (bid − points made)"),
    SetPenalty.BID_PLUS_MELD: N_("loses the bid plus its meld"),
}
"""Each set penalty, as the calculator's picker shows it (English, marked)."""

EXAMPLES: dict[str, dict[str, Any]] = {
    N_("Bid 300 made"): {
        "bid": 300,
        "bidding_team": 0,
        "meld": (120, 60),
        "tricks": (180, 70),
        "totals": (0, 0),
        "thrown_in": False,
        "ruleset": PARTNERSHIP,
    },
    N_("Bid 300 set"): {
        "bid": 300,
        "bidding_team": 0,
        "meld": (120, 60),
        "tricks": (170, 80),
        "totals": (0, 0),
        "thrown_in": False,
        "ruleset": PARTNERSHIP,
    },
    N_("Bill's throw-in (330, 60 meld)"): {
        "bid": 330,
        "bidding_team": 0,
        "meld": (60, 90),
        "tricks": (0, 0),
        "totals": (500, 400),
        "thrown_in": True,
        "ruleset": PARTNERSHIP,
    },
    N_("Both over 1500"): {
        "bid": 300,
        "bidding_team": 1,
        "meld": (170, 140),
        "tricks": (80, 170),
        "totals": (1450, 1290),
        "thrown_in": False,
        "ruleset": PARTNERSHIP,
    },
    N_("Cutthroat: bid 260 made"): {
        "bid": 260,
        "bidding_team": 1,
        "meld": (40, 100, 30),
        "tricks": (30, 170, 50),
        "totals": (0, 0, 0),
        "tricks_won": (2, 10, 3),
        "thrown_in": False,
        "ruleset": THREE_HAND_CUTTHROAT,
    },
    N_("Cutthroat: bid 300 set"): {
        "bid": 300,
        "bidding_team": 1,
        "meld": (40, 100, 30),
        "tricks": (60, 150, 40),
        "totals": (0, 0, 0),
        "tricks_won": (4, 8, 3),
        "thrown_in": False,
        "ruleset": THREE_HAND_CUTTHROAT,
    },
    N_("Double deck: bid 60 made"): {
        "bid": 60,
        "bidding_team": 0,
        "meld": (28, 15),
        "tricks": (33, 17),
        "totals": (0, 0),
        "tricks_won": (13, 7),
        "thrown_in": False,
        "ruleset": DOUBLE_DECK,
    },
    N_("Double deck: bid 60 set"): {
        "bid": 60,
        "bidding_team": 0,
        "meld": (28, 15),
        "tricks": (30, 20),
        "totals": (0, 0),
        "tricks_won": (12, 8),
        "thrown_in": False,
        "ruleset": DOUBLE_DECK,
    },
    N_("Double deck: thrown in (80, 20 meld)"): {
        "bid": 80,
        "bidding_team": 0,
        "meld": (20, 25),
        "tricks": (0, 0),
        "totals": (0, 0),
        "tricks_won": (0, 0),
        "thrown_in": True,
        "ruleset": DOUBLE_DECK,
    },
}
"""Figures of worked examples of each game with an auction, each with its ``ruleset``, for the
calculator's "Load" buttons (each key a button's label, English, marked: translated where
shown): the calculator shows only the chosen game's (the partnership's are
the Scoring lesson's; a throw-in only for a game with one, ``throw_in_margin`` not ``None``)."""


def _round_of(example: str, **more: Any) -> dict[str, Any]:
    """The figures of ``EXAMPLES[example]`` without its ruleset, with ``more`` figures."""
    figures = {key: value for key, value in EXAMPLES[example].items() if key != "ruleset"}
    return {**figures, **more}


STARTING: dict[str, dict[str, Any]] = {
    "partnership": _round_of("Bid 300 made", tricks_won=(6, 6)),
    "two-hand-widow": _round_of("Bid 300 made", tricks_won=(12, 12)),
    "cutthroat": _round_of("Cutthroat: bid 260 made"),
    "double-deck": _round_of("Double deck: bid 60 made"),
}
"""A round of each game with an auction, by preset ``name``, that the calculator starts from
when the game picked has another number of sides or trick points than the one before (the
figures typed could not be its round): cutthroat's bid winner is the second player, as many
trick points as the deal holds (250, or 50 in the double deck), tricks won adding up to the
round's tricks (12, 24, 15, 20)."""


def throw_in_html(verdict: Verdict | None, ruleset: Ruleset) -> str:
    """The throw-in rule worked out for the bid and the bidding side's meld
    (``class="pl-throw-in-verdict"``, ``data-allowed`` true, false or unknown).

    ``verdict=None``: the bid or the meld is not a figure a round can have, so the rule is not
    judged (:attr:`ScoreReading.throw_in <pinochle_widgets.sessions.score_session.ScoreReading>`).

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, check_throw_in
    >>> 'data-allowed="true"' in throw_in_html(check_throw_in(330, 60), PARTNERSHIP)
    True
    >>> 'data-allowed="unknown"' in throw_in_html(None, PARTNERSHIP)
    True
    """
    if verdict is None:
        unknown = _(
            "Throw-in: not judged until the bid and the bidding side's meld are figures a round "
            "can have."
        )
        return f'<div class="pl-throw-in-verdict" data-allowed="unknown">{unknown}</div>'
    sign, tone = ("✓", "pl-ok") if verdict.legal else ("✗", "pl-bad")
    reason = text_html(reason_text(verdict.reason))
    if ruleset.throw_in_margin is not None:
        words = _("Throw-in: {reason} (the rule: bid > meld + {margin}).")
    else:
        words = _("Throw-in: {reason}.")
    said = text_html(words).format(reason=reason, margin=ruleset.throw_in_margin)
    return (
        f'<div class="pl-throw-in-verdict" data-allowed="{str(verdict.legal).lower()}">'
        f'<span class="{tone}" style="font-weight:700">{sign}</span> {said}</div>'
    )
