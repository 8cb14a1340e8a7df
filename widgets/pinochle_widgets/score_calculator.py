"""ScoreCalculator: enter a round's figures and read its score worked out line by line.

A thin view over :func:`pinochle_learn.scoring.score_round` (``RULES.md``, PARTNERSHIP Counting,
Round score, Throw-in and Game): the boxes hold the bid, the bidding team, each team's meld
points, trick points and game points before the round, whether the hand was thrown in, and the
house-rule switches of the ruleset that change scoring. Every change asks the engine again.
Figures that cannot be a round are checked here first and named in a learner's sentence in the
message line (``class="pl-message"``): negative meld or trick points, trick points that do not
add up to 250, a bid no auction ends at (under 250, or not 250 plus raises of 10 or 20), a
throw-in the rule does not allow. Anything else the engine refuses shows the engine's
:class:`~pinochle_learn.errors.ScoreError` message. The throw-in rule is not judged on invalid
figures, and the last good score stays on show greyed (``class="pl-stale"``) under a caption
(``class="pl-stale-note"``) saying which figures it belongs to.

The score is a pandas table of :meth:`RoundScore.to_rows` (``id="score-table"``; pandas is
imported on first use, VOILA.md rule 4) above
:func:`pinochle_learn.render.score_html.score_html`: made or set, the sums, the reasons, the new
totals (``id="score-totals"``) and the game. Everything is ``widgets.HTML`` (VOILA.md rule 1).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

import ipywidgets as widgets
import traitlets

from pinochle_learn import (
    PARTNERSHIP,
    PinochleError,
    RoundScore,
    Ruleset,
    ScoreError,
    SetPenalty,
    ZeroTrickRule,
    check_throw_in,
    score_round,
)
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.render.score_html import score_html
from pinochle_learn.render.trick_html import team_label
from pinochle_learn.state import RoundState

from .controls import checkbox
from .kit import guard_inputs
from .kit import message_html as _message
from .score_figures import (
    EXAMPLES,
    Sides,
    bid_problem_text,
    negative_text,
    plain_text,
    throw_in_html,
    tricks_problem_text,
)

__all__ = ["EXAMPLES", "ScoreCalculator", "score_table_html"]

_CSS = """<style>
.pl-score-table {border-collapse:collapse; margin:.4em 0; font-variant-numeric:tabular-nums;}
.pl-score-table th, .pl-score-table td {padding:.2em .7em; border-bottom:1px solid #d0d7de;
  text-align:left;}
.pl-score-table td:nth-child(n+5) {text-align:right;}
.pl-team-column {border-left:4px solid #d0d7de; padding-left:.6em; margin-right:1.5em;}
.pl-team-column.pl-team-0 {border-left-color:#2e86c1;}
.pl-team-column.pl-team-1 {border-left-color:#b7791f;}
.pl-house-rules {border-left:4px solid #7c5cbf; padding-left:.6em; margin:.4em 0;}
.pl-calc-note {color:#444; margin:.1em 0;}
.pl-throw-in-rule {margin:.1em 0 .3em 0;}
</style>"""
"""Page styles for the calculator's columns, house rules and the pandas table."""

_ZERO_WORDS = {
    ZeroTrickRule.TRICK_POINTS: "no trick points: no score, meld lost",
    ZeroTrickRule.TRICKS: "only no trick at all: no score, meld lost",
    ZeroTrickRule.NONE: "meld always counts",
}
_PENALTY_WORDS = {
    SetPenalty.BID: "a set team loses its bid",
    SetPenalty.SHORTFALL: "loses the shortfall (bid − points made)",
    SetPenalty.BID_PLUS_MELD: "loses its bid plus its meld",
}

_COLUMNS = [
    "team",
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
) -> str:
    """``score.to_rows()`` as an HTML table (pandas), one row per team; the ``why`` sentences
    are left to the explanation under it. With ``names`` (by seat index) the "seats" column
    names the players. Imports pandas on first use.

    Examples
    --------
    >>> s = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(170, 80))
    >>> html = score_table_html(s)
    >>> 'id="score-table"' in html, "<td>-300</td>" in html, "<td>+140</td>" in html
    (True, True, True)
    """
    import pandas as pd

    rows = []
    for row in score.to_rows():
        shown = {k: ("—" if v is None else v) for k, v in row.items() if k in _COLUMNS}
        shown["counted"] = "yes" if row["counted"] else "no"
        if names is not None:
            shown["seats"] = team_label(row["team"], score.ruleset.players, names)
        shown["change"] = f"{row['change']:+d}"
        rows.append(shown)
    frame = pd.DataFrame(rows, columns=_COLUMNS)
    table: str = frame.to_html(
        table_id=table_id, classes="pl-score-table", index=False, border=0, escape=True
    )
    return table


def _int_box(
    value: int, description: str, tooltip: str, css: str, step: int = 10
) -> widgets.IntText:
    box = widgets.IntText(
        value=value,
        step=step,
        description=description,
        tooltip=tooltip,
        style={"description_width": "7.5em"},
        layout=widgets.Layout(width="15em"),
    )
    box.add_class(css)
    return box


class ScoreCalculator(widgets.VBox):
    """The round's figures in, the round's score out, worked out line by line.

    Parameters
    ----------
    ruleset
        The game (PARTNERSHIP by default); its ``zero_trick_rule`` and ``set_penalty`` are the
        switches' starting values, marked "standard rule" (the rule of the published rules the
        program follows), the others "house rule".
    bid, bidding_team, meld, tricks, totals, thrown_in, tricks_won
        Starting figures, as for :func:`~pinochle_learn.scoring.score_round`: bid in game
        points; team 0 or 1; meld points, trick points, game points before the round and tricks
        won per team (team 0 first).
    names
        Players' names by seat index (``("Bill", "Lisa", "You", "Mike")``) for the team labels.
    examples
        Figures to offer as "Load" buttons, name to keyword arguments of :meth:`set_figures`
        (none by default; :data:`EXAMPLES` holds the Scoring lesson's).
    totals_id, table_id
        ``id`` of the new totals and of the table (one calculator per page keeps the defaults).

    Attributes
    ----------
    score : RoundScore or None
        The last score the engine gave (kept when later figures are refused).
    error : str or None
        Why the figures now in the boxes cannot be scored, in a learner's words (or the
        engine's message); ``None`` when they score.
    message, table, explanation, throw_in_rule : widgets.HTML
        The message line, the pandas table, the worked explanation, the throw-in rule.

    Examples
    --------
    >>> calc = ScoreCalculator(bid=300, meld=(120, 60), tricks=(180, 70))
    >>> calc.score.totals, calc.score.made
    ((300, 130), True)
    >>> calc.trick_boxes[0].value = 170
    >>> calc.error
    'Trick points must add up to 250: 170 + 70 = 240.'
    >>> calc.trick_boxes[1].value = 80
    >>> calc.score.totals, calc.score.made
    ((-300, 140), False)
    """

    score = traitlets.Instance(RoundScore, allow_none=True)

    def __init__(
        self,
        *,
        ruleset: Ruleset = PARTNERSHIP,
        bid: int = 300,
        bidding_team: int = 0,
        meld: Sequence[int] = (120, 60),
        tricks: Sequence[int] = (180, 70),
        totals: Sequence[int] = (0, 0),
        thrown_in: bool = False,
        tricks_won: Sequence[int] = (6, 6),
        names: Sequence[str] | None = None,
        examples: Mapping[str, Mapping[str, Any]] | None = None,
        totals_id: str = "score-totals",
        table_id: str = "score-table",
        **kwargs: Any,
    ) -> None:
        if ruleset.min_bid is None:
            raise ScoreError(f"ruleset {ruleset.name!r} has no auction: there is no bid to score")
        self.base_ruleset = ruleset
        self.names = names
        self.totals_id = totals_id
        self.table_id = table_id
        self.error: str | None = None
        self._quiet = False
        self._good: tuple[str, str, str] | None = None
        """The last good score: its table, its explanation and the figures it belongs to."""
        players = ruleset.players
        side = "team" if players == 4 else "player"
        self.labels = [team_label(t, players, names) for t in (0, 1)]

        self.bid_box = _int_box(bid, "Bid", "The winning bid, in game points", "pl-bid")
        self.team_picker = widgets.Dropdown(
            options=[(f"{self.labels[t]} ({side} {t})", t) for t in (0, 1)],
            value=bidding_team,
            description="Bid won by",
            tooltip="The team that won the auction",
            style={"description_width": "7.5em"},
            layout=widgets.Layout(width="24em"),
        )
        self.team_picker.add_class("pl-bidding-team")
        self.thrown_box = checkbox(
            thrown_in,
            "Thrown in after meld: no tricks played",
            "The bid winner threw the hand in (allowed only when bid > meld + 250)",
            css_class="pl-thrown-in",
            disabled=ruleset.throw_in_margin is None,
        )
        self.throw_in_rule = widgets.HTML()
        self.throw_in_rule.add_class("pl-throw-in-rule")

        self.meld_boxes: list[widgets.IntText] = []
        self.trick_boxes: list[widgets.IntText] = []
        self.won_boxes: list[widgets.IntText] = []
        self.before_boxes: list[widgets.IntText] = []
        columns = []
        for t in (0, 1):
            name = self.labels[t]
            self.meld_boxes.append(
                _int_box(meld[t], "meld", f"{name}'s meld points (both players)", f"pl-meld-{t}")
            )
            self.trick_boxes.append(
                _int_box(
                    tricks[t],
                    "trick points",
                    f"{name}'s counters taken plus the last trick's 10",
                    f"pl-tricks-{t}",
                )
            )
            self.won_boxes.append(
                _int_box(
                    tricks_won[t],
                    "tricks won",
                    f"How many of the {ruleset.hand_size} tricks {name} took",
                    f"pl-won-{t}",
                    step=1,
                )
            )
            self.before_boxes.append(
                _int_box(
                    totals[t],
                    "total before",
                    f"{name}'s game points before this round",
                    f"pl-before-{t}",
                )
            )
            column = widgets.VBox(
                [
                    widgets.HTML(f"<strong>{escape(name)}</strong> ({side} {t})"),
                    self.meld_boxes[t],
                    self.trick_boxes[t],
                    self.won_boxes[t],
                    self.before_boxes[t],
                ]
            )
            column.add_class("pl-team-column")
            column.add_class(f"pl-team-{t}")
            columns.append(column)
        self.trick_sum = widgets.HTML()
        self.trick_sum.add_class("pl-trick-sum")

        self.zero_picker = self._rule_picker(
            "No trick points",
            "When does a team score nothing for the round, meld included?",
            _ZERO_WORDS,
            ruleset.zero_trick_rule,
            "pl-zero-trick-rule",
        )
        self.penalty_picker = self._rule_picker(
            "Set penalty",
            "What does a bidding team that falls short lose?",
            _PENALTY_WORDS,
            ruleset.set_penalty,
            "pl-set-penalty",
        )
        house = widgets.VBox(
            [
                widgets.HTML(
                    '<div class="pl-calc-note"><strong>Rules</strong>: the standard rule (the one '
                    "in the published rules this program follows) is chosen first; the others "
                    "are house rules some tables play.</div>"
                ),
                self.zero_picker,
                self.penalty_picker,
            ]
        )
        house.add_class("pl-house-rules")

        self.example_buttons: dict[str, widgets.Button] = {}
        example_row: list[widgets.Widget] = []
        for title, figures in (examples or {}).items():
            button = widgets.Button(
                description=title,
                tooltip=f"Put the figures of the example “{title}” in the boxes",
                layout=widgets.Layout(width="auto"),
            )
            button.add_class("pl-load-example")
            button.on_click(lambda _b, f=dict(figures): self.set_figures(**f))
            self.example_buttons[title] = button
            example_row.append(button)
        examples_box = widgets.HBox(
            [widgets.HTML('<span style="margin-right:6px">Load an example:</span>'), *example_row],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        if not example_row:
            examples_box.layout.display = "none"

        self.message = widgets.HTML()
        self.message.add_class("pl-calc-message")
        self.table = widgets.HTML()
        self.table.add_class("pl-score-table-view")
        self.explanation = widgets.HTML()
        self.explanation.add_class("pl-score-view")
        super().__init__(
            [
                widgets.HTML(_CSS),
                examples_box,
                widgets.HBox(
                    [self.bid_box, self.team_picker],
                    layout=widgets.Layout(flex_flow="row wrap"),
                ),
                self.thrown_box,
                self.throw_in_rule,
                widgets.HBox(columns, layout=widgets.Layout(flex_flow="row wrap")),
                self.trick_sum,
                house,
                self.message,
                widgets.HTML('<h4 style="margin:.6em 0 .2em 0">The round, worked out</h4>'),
                self.table,
                self.explanation,
            ],
            **kwargs,
        )
        self.add_class("pl-score-calculator")
        for box in self._controls():
            box.observe(self._recompute, names="value")
        self._recompute()
        guard_inputs(self, self.message)

    # -- controls --------------------------------------------------------------------------
    def _rule_picker(
        self,
        description: str,
        tooltip: str,
        words: Mapping[Any, str],
        standard: Any,
        css: str,
    ) -> widgets.Dropdown:
        options = [
            (f"{'standard rule' if value is standard else 'house rule'}: {text}", value)
            for value, text in words.items()
        ]
        options.sort(key=lambda option: option[1] is not standard)
        picker = widgets.Dropdown(
            options=options,
            value=standard,
            description=description,
            tooltip=tooltip,
            style={"description_width": "7.5em"},
            layout=widgets.Layout(width="38em"),
        )
        picker.add_class(css)
        return picker

    def _controls(self) -> list[widgets.ValueWidget]:
        return [
            self.bid_box,
            self.team_picker,
            self.thrown_box,
            *self.meld_boxes,
            *self.trick_boxes,
            *self.won_boxes,
            *self.before_boxes,
            self.zero_picker,
            self.penalty_picker,
        ]

    @property
    def ruleset(self) -> Ruleset:
        """The base ruleset with the house-rule switches as chosen."""
        zero, penalty = self.zero_picker.value, self.penalty_picker.value
        base = self.base_ruleset
        if zero is base.zero_trick_rule and penalty is base.set_penalty:
            return base
        return base.variant(
            name=f"{base.name}+house",
            title=f"{base.title}, with house rules",
            zero_trick_rule=zero,
            set_penalty=penalty,
        )

    def set_figures(
        self,
        *,
        bid: int | None = None,
        bidding_team: int | None = None,
        meld: Sequence[int] | None = None,
        tricks: Sequence[int] | None = None,
        totals: Sequence[int] | None = None,
        thrown_in: bool | None = None,
        tricks_won: Sequence[int] | None = None,
        zero_trick_rule: ZeroTrickRule | None = None,
        set_penalty: SetPenalty | None = None,
    ) -> RoundScore | None:
        """Put new figures in the boxes (those given), then score once.

        Returns
        -------
        RoundScore or None
            The new score, or ``None`` when the engine refuses the figures (see :attr:`error`).
        """
        self._quiet = True
        try:
            if bid is not None:
                self.bid_box.value = bid
            if bidding_team is not None:
                self.team_picker.value = bidding_team
            if thrown_in is not None:
                self.thrown_box.value = thrown_in
            for values, boxes in (
                (meld, self.meld_boxes),
                (tricks, self.trick_boxes),
                (totals, self.before_boxes),
                (tricks_won, self.won_boxes),
            ):
                if values is not None:
                    for box, value in zip(boxes, values, strict=True):
                        box.value = value
            if zero_trick_rule is not None:
                self.zero_picker.value = zero_trick_rule
            if set_penalty is not None:
                self.penalty_picker.value = set_penalty
        finally:
            self._quiet = False
        self._recompute()
        return None if self.error is not None else self.score

    def load_round(self, state: RoundState) -> RoundScore | None:
        """Show a finished round of :class:`~pinochle_learn.state.RoundState`: its bid, meld,
        trick points (or the throw-in), tricks won, totals before and rules.

        Raises
        ------
        ScoreError
            The round has not been scored yet.
        """
        done = state.score
        if done is None:
            raise ScoreError(f"the round is in {state.phase.value}: it has no score yet")
        rules = state.ruleset
        lines = done.teams
        return self.set_figures(
            bid=done.bid,
            bidding_team=done.bidding_team,
            meld=[line.meld for line in lines],
            tricks=[line.trick_points or 0 for line in lines],
            totals=[line.before for line in lines],
            thrown_in=done.thrown_in,
            tricks_won=[line.tricks_won or 0 for line in lines],
            zero_trick_rule=rules.zero_trick_rule,
            set_penalty=rules.set_penalty,
        )

    # -- scoring ----------------------------------------------------------------------------
    def _recompute(self, _change: object = None) -> None:
        if self._quiet:
            return
        ruleset = self.ruleset
        thrown = bool(self.thrown_box.value)
        bidding_team = int(self.team_picker.value)
        bid = int(self.bid_box.value)
        melds = tuple(int(b.value) for b in self.meld_boxes)
        tricks = tuple(int(b.value) for b in self.trick_boxes)
        won = tuple(int(b.value) for b in self.won_boxes)
        needs_won = ruleset.zero_trick_rule is ZeroTrickRule.TRICKS
        for box in (*self.trick_boxes, *self.won_boxes):
            box.disabled = thrown
        for box in self.won_boxes:
            box.layout.display = None if needs_won else "none"
        sides = Sides(self.labels, plural=self.names is not None and ruleset.players == 4)
        bid_problem = bid_problem_text(bid, ruleset)
        meld_problem = negative_text("Meld points", melds, sides)
        if bid_problem or melds[bidding_team] < 0:
            self.throw_in_rule.value = throw_in_html(bid, None, ruleset)
        else:
            self.throw_in_rule.value = throw_in_html(bid, melds[bidding_team], ruleset)
        total = ruleset.total_trick_points
        if thrown:
            self.trick_sum.value = (
                '<div class="pl-calc-note">The hand was thrown in: no tricks are played.</div>'
            )
        else:
            sign = "✓" if sum(tricks) == total else "✗"
            self.trick_sum.value = (
                f'<div class="pl-calc-note">Trick points: {tricks[0]} + {tricks[1]} = '
                f"{sum(tricks)} {sign} (a deal holds {total}: 8 aces, 8 tens and 8 kings at 10 "
                "each, and 10 for the last trick)</div>"
            )
        problem = bid_problem or meld_problem
        if not problem and thrown:
            verdict = check_throw_in(bid, melds[bidding_team], ruleset)
            if not verdict.legal:
                problem = (
                    f"The hand cannot be thrown in: {reason_text(verdict.reason)}. "
                    "Untick “Thrown in” and enter the trick points."
                )
        if not problem and not thrown:
            problem = tricks_problem_text(tricks, won if needs_won else None, ruleset, sides)
        score: RoundScore | None = None
        if not problem:
            try:
                score = score_round(
                    ruleset,
                    bid=bid,
                    bidding_team=bidding_team,
                    meld=melds,
                    tricks=None if thrown else tricks,
                    totals=tuple(int(b.value) for b in self.before_boxes),
                    thrown_in=thrown,
                    tricks_won=None if thrown or not needs_won else won,
                )
            except PinochleError as error:
                problem = plain_text(error)
        if problem or score is None:
            self._refuse(problem)
            return
        self.error = None
        self.message.value = ""
        self.score = score
        played = "thrown in" if thrown else f"trick points {tricks[0]} and {tricks[1]}"
        figures = (
            f"bid {bid} by {self.labels[bidding_team]}, meld {melds[0]} and {melds[1]}, {played}"
        )
        self._good = (
            score_table_html(score, table_id=self.table_id, names=self.names),
            score_html(score, totals_id=self.totals_id, names=self.names),
            figures,
        )
        self.table.value, self.explanation.value = self._good[0], self._good[1]

    def _refuse(self, problem: str) -> None:
        """Say why the figures cannot be scored; grey the last good score, with its figures."""
        self.error = problem
        kept = (
            " The score below, greyed, is the last good one, not that of these figures."
            if self._good is not None
            else ""
        )
        self.message.value = _message(f"These figures cannot be scored. {problem}{kept}", "error")
        if self._good is None:
            return
        table, explanation, figures = self._good
        stale = '<div class="pl-stale" data-stale="true" style="opacity:.45; filter:grayscale(1)">'
        self.table.value = (
            f'<p class="pl-stale-note" style="color:#9b1c1c; margin:.2em 0"><strong>Last good '
            f"score</strong>, for {escape(figures)}: not the figures above.</p>"
            f"{stale}{table}</div>"
        )
        self.explanation.value = f"{stale}{explanation}</div>"
