"""ScoreCalculator: enter a round's figures and read its score worked out line by line.

A thin view over its model, :func:`pinochle_widgets.sessions.score_session.read_score`, and so
over the engine's :func:`~pinochle_learn.check_figures` and :func:`~pinochle_learn.score_round`
(``RULES.md``, PARTNERSHIP Counting, Round score, Throw-in and Game; TWO_HAND_WIDOW). The boxes
hold the bid, the bidding side, each side's meld points, trick points and game points before
the round, whether the hand was thrown in, and the house-rule switches of the ruleset that
change scoring; a **Game** picker chooses any game with an auction (partnership, the two-hand
widow game, three-hand cutthroat, double-deck), and the boxes, notes and sentences then speak
of that game's sides (read from ``Ruleset.sides``: two teams, two players, or three players
each for themselves, the bid winner against the other two) and counters. One column of boxes
per side: a game with more sides shows more columns; nothing here is written per game.

The score is worked out again as the learner types (``continuous_update``: no Enter or Tab
needed), from one reading of the boxes as they are. Figures that cannot be a round are the
engine's problems (a bid no auction ends at, meld not in tens, trick points not in the
counters' steps or not adding up to the deal's 250, a throw-in the rule does not allow, a box
with no whole number), worded by ``render.figure_sentences`` in the message line
(``class="pl-message"``); the score is then not shown at all (``class="pl-no-score"``): no
figure of an earlier state stands beside the figures in the boxes. When the hand is thrown in,
the trick boxes go and the other side's column asks for its meld (``class="pl-meld-ask"``),
the one figure that counts.

The score is a plain HTML table of ``render.score_text.score_rows`` (``id="score-table"``, made by
``render.data_table``: no pandas) above
:func:`pinochle_learn.render.score_html.score_html`: made or set, the sums, the reasons, the new
totals (``id="score-totals"``) and the game. Everything is ``widgets.HTML`` (VOILA.md rule 1).
The widgets are made and laid out by :class:`~.score_calculator_layout.ScoreCalculatorLayout`;
this module reads them and works the score out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import ipywidgets as widgets
import traitlets

from pinochle_learn import (
    PARTNERSHIP,
    FigureWhy,
    RoundScore,
    Ruleset,
    ScoreError,
    SetPenalty,
    ZeroTrickRule,
)
from pinochle_learn.render import calculator_text as words
from pinochle_learn.render.figure_sentences import deal_points_text, figure_sentence
from pinochle_learn.render.names import learner_partner
from pinochle_learn.render.score_figures import (
    EXAMPLES,
    PENALTY_WORDS,
    STARTING,
    ZERO_WORDS,
    score_table_html,
    throw_in_html,
)
from pinochle_learn.render.score_html import score_html
from pinochle_learn.render.score_sentences import Side
from pinochle_learn.render.score_table import score_tables_html
from pinochle_learn.render.trick_html import team_label
from pinochle_learn.render.words import ruleset_title
from pinochle_learn.state import RoundState
from pinochle_widgets.sessions.score_session import ScoreFigures, ScoreReading, read_score
from pinochle_widgets.sessions.trick_session import names_for

from .kit import guard_inputs
from .kit import message_html as _message
from .score_calculator_layout import ScoreCalculatorLayout, auction_games
from .speech import in_language, spoken_init

__all__ = ["EXAMPLES", "ScoreCalculator", "score_table_html"]


def _one_a_side(ruleset: Ruleset) -> bool:
    """Is every side one player (two-hand games, three-hand cutthroat)?"""
    return all(len(side) == 1 for side in ruleset.sides)


def _same_scale(old: Ruleset, new: Ruleset) -> bool:
    """Can figures of a round of ``old`` be figures of ``new``: as many sides, as many trick
    points in a deal?"""
    return (old.side_count, old.total_trick_points) == (new.side_count, new.total_trick_points)


class ScoreCalculator(ScoreCalculatorLayout):
    """The round's figures in, the round's score out, worked out line by line.

    Parameters
    ----------
    ruleset
        The game (PARTNERSHIP by default; TWO_HAND_WIDOW too, from the **Game** picker); its
        ``zero_trick_rule`` and ``set_penalty`` are the switches' starting values, marked
        "standard rule" (the rule of the published rules the program follows), the others
        "house rule".
    bid, bidding_team, meld, tricks, totals, thrown_in, tricks_won
        Starting figures, as for :func:`~pinochle_learn.scoring.score_round`: bid in game
        points; the bidding side's index; meld points, trick points, game points before the
        round and tricks won per side (side 0 first; a side beyond those given starts at 0).
    names
        Players' names by seat index (``("Bill", "Lisa", "You", "Mike")``) for the side labels;
        in a two-player game the first and third (Bill against You).
    examples
        Figures to offer as "Load" buttons, name to keyword arguments of :meth:`set_figures`
        (none by default; :data:`EXAMPLES` holds each game's). A button shows only while its
        ``ruleset`` (default: ``ruleset``) is the chosen game, and never changes the game.
    totals_id, table_id
        ``id`` of the new totals and of the table (one calculator per page keeps the defaults).
    lang
        The language of its words (``"it"``, ...); ``None``: the page's.

    Attributes
    ----------
    score : RoundScore or None
        The score of the figures now in the boxes; ``None`` when they cannot be scored.
    reading : ScoreReading
        The last reading of the boxes (problems, score, throw-in verdict).
    error : str or None
        Why the figures now in the boxes cannot be scored, in the learner's words; ``None``
        when they score.
    message, table, explanation, throw_in_rule : widgets.HTML
        The message line, the score table, the worked explanation, the throw-in rule.

    Examples
    --------
    >>> calc = ScoreCalculator(bid=300, meld=(120, 60), tricks=(180, 70))
    >>> calc.score.totals, calc.score.made
    ((300, 130), True)
    >>> calc.trick_boxes[0].value = "170"
    >>> calc.error
    'Trick points must add up to 250: 170 + 70 = 240.'
    >>> calc.trick_boxes[1].value = "80"
    >>> calc.score.totals, calc.score.made
    ((-300, 140), False)
    """

    score = traitlets.Instance(RoundScore, allow_none=True)

    @spoken_init
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
        lang: str | None = None,
        **kwargs: Any,
    ) -> None:
        del lang  # spoken_init: self.lang, and the words made in it
        if ruleset.min_bid is None:
            raise ScoreError(words.no_auction(repr(ruleset.name)))
        self.base_ruleset = ruleset
        self.names = names
        self.totals_id = totals_id
        self.table_id = table_id
        self.error: str | None = None
        self._quiet = False
        super().__init__(
            ruleset,
            bid,
            bidding_team,
            thrown_in,
            (meld, tricks, totals, tricks_won),
            examples,
            **kwargs,
        )
        for title, figures in (examples or {}).items():
            self.example_buttons[title].on_click(
                lambda _b, t=title, f=dict(figures): self._load_example(t, f)
            )
        self.add_class("pl-score-calculator")
        self._set_game(ruleset)
        self.game_picker.observe(self._game_changed, names="value")
        for box in self._controls():
            box.observe(self._recompute, names="value")
        self._recompute()
        guard_inputs(self, self.message)

    # -- controls --------------------------------------------------------------------------
    @staticmethod
    def _rule_options(rules: Mapping[Any, str], standard: Any) -> list[tuple[str, Any]]:
        options = [
            (words.rule_option(text, standard=value is standard), value)
            for value, text in rules.items()
        ]
        options.sort(key=lambda option: option[1] is not standard)
        return options

    @in_language
    def _set_game(self, ruleset: Ruleset) -> None:
        """Words, labels, columns and switches for ``ruleset``'s game: one column per side
        (teams of two, or one player a side), its throw-in margin, its tricks and counters."""
        self.base_ruleset = ruleset
        players, count = ruleset.players, ruleset.side_count
        one = _one_a_side(ruleset)
        shown = names_for(self.names, players)
        self.labels = [team_label(t, players, shown) for t in range(count)]  # never "Player 0"
        plural = shown is not None and not one
        self.sides = tuple(  # the learner and a partner: "you and Bill"
            Side(label, plural, one, learner_partner(t, players, shown) if plural else None)
            for t, label in enumerate(self.labels)
        )
        self._quiet = True
        try:
            team = self.team_picker.value  # new options reset the value: keep the side
            self.team_picker.options = [(self.labels[t], t) for t in range(count)]
            self.team_picker.value = team if team in range(count) else 0
            self.team_picker.tooltip = words.side_won_tip(one=one)
            margin = ruleset.throw_in_margin
            if margin is None:
                self.thrown_box.value = False
            self.thrown_box.disabled = margin is None
            self.thrown_box.layout.display = "none" if margin is None else None
            self.thrown_box.tooltip = words.throw_in_tip(margin, ruleset_title(ruleset))
            self.side_columns.show(ruleset, self.labels, one)
            self.zero_picker.options = self._rule_options(ZERO_WORDS, ruleset.zero_trick_rule)
            self.zero_picker.value = ruleset.zero_trick_rule
            self.penalty_picker.options = self._rule_options(PENALTY_WORDS, ruleset.set_penalty)
            self.penalty_picker.value = ruleset.set_penalty
        finally:
            self._quiet = False
        self._show_examples(ruleset)

    def _show_examples(self, ruleset: Ruleset) -> None:
        """Only the examples that are rounds of ``ruleset``'s game; none: no "Load" row."""
        shown = 0
        for title, button in self.example_buttons.items():
            fits = self._example_games[title] == ruleset.preset
            button.layout.display = None if fits else "none"
            shown += fits
        self.examples_box.layout.display = None if shown else "none"

    @in_language
    def _load_example(self, title: str, figures: Mapping[str, Any]) -> None:
        """Put an example's figures in the boxes: only one of the chosen game (the others are
        hidden), so the game is never changed behind the learner's back."""
        if self._example_games[title] != self.base_ruleset.preset:
            return
        self.set_figures(**{k: v for k, v in figures.items() if k != "ruleset"})

    @in_language
    def _game_changed(self, change: Any) -> None:
        if self._quiet:  # set_figures chose the game: it sets the game and its figures
            return
        old, new = change["old"], change["new"]
        self._set_game(new)
        start = STARTING.get(new.preset)
        if not _same_scale(old, new) and start is not None:
            self.set_figures(**start)  # the figures typed cannot be a round of this game
            return
        self._recompute()

    @property
    def ruleset(self) -> Ruleset:
        """The chosen game with the house-rule switches as chosen."""
        zero, penalty = self.zero_picker.value, self.penalty_picker.value
        base = self.base_ruleset
        if zero is base.zero_trick_rule and penalty is base.set_penalty:
            return base
        return base.variant(
            name=f"{base.name}+house",
            zero_trick_rule=zero,
            set_penalty=penalty,
        )

    @property
    def figures(self) -> ScoreFigures:
        """The boxes as they are now, as typed."""

        def pair(boxes: list[widgets.Text]) -> tuple[str, ...]:
            return tuple(str(box.value) for box in boxes)

        return ScoreFigures(
            bid=str(self.bid_box.value),
            bidding_team=int(self.team_picker.value),
            meld=pair(self.meld_boxes),
            tricks=pair(self.trick_boxes),
            totals=pair(self.before_boxes),
            tricks_won=pair(self.won_boxes),
            thrown_in=bool(self.thrown_box.value),
        )

    @in_language
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
        ruleset: Ruleset | None = None,
    ) -> RoundScore | None:
        """Put new figures in the boxes (those given), then score once.

        Returns
        -------
        RoundScore or None
            The new score, or ``None`` when the figures cannot be scored (see :attr:`error`).

        Raises
        ------
        ScoreError
            A figure list not one per side of the game (``meld=(120, 60)`` for cutthroat's
            three players); the boxes set before it keep their new values.
        """
        self._quiet = True
        try:
            if ruleset is not None and ruleset is not self.game_picker.value:
                old = self.base_ruleset
                self.game_picker.options = [(ruleset_title(r), r) for r in auction_games(ruleset)]
                self.game_picker.value = ruleset
                self._set_game(ruleset)
                self._quiet = True
                start = STARTING.get(ruleset.preset, {})
                if not _same_scale(old, ruleset) and start:  # figures not given: the game's
                    bid = start["bid"] if bid is None else bid
                    bidding_team = start["bidding_team"] if bidding_team is None else bidding_team
                    meld = start["meld"] if meld is None else meld
                    tricks = start["tricks"] if tricks is None else tricks
                    totals = start["totals"] if totals is None else totals
                    tricks_won = start["tricks_won"] if tricks_won is None else tricks_won
            if bid is not None:
                self.bid_box.value = str(bid)
            if bidding_team is not None:
                self.team_picker.value = bidding_team
            if thrown_in is not None and not self.thrown_box.disabled:
                self.thrown_box.value = thrown_in
            for name, values, boxes in (
                ("meld", meld, self.meld_boxes),
                ("tricks", tricks, self.trick_boxes),
                ("totals", totals, self.before_boxes),
                ("tricks_won", tricks_won, self.won_boxes),
            ):
                if values is not None:
                    if len(values) != len(boxes):
                        raise ScoreError(
                            words.figures_count_refused(
                                name,
                                repr(tuple(values)),
                                len(values),
                                repr(self.base_ruleset.name),
                                len(boxes),
                            )
                        )
                    for box, value in zip(boxes, values, strict=True):
                        box.value = str(value)
            if zero_trick_rule is not None:
                self.zero_picker.value = zero_trick_rule
            if set_penalty is not None:
                self.penalty_picker.value = set_penalty
        finally:
            self._quiet = False
        self._recompute()
        return self.score

    @in_language
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
            raise ScoreError(words.not_scored_yet(state.phase.value))
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
    @in_language
    def _recompute(self, _change: object = None) -> None:
        if self._quiet:
            return
        ruleset = self.ruleset
        reading = read_score(self.figures, ruleset)
        self.reading = reading
        thrown = reading.figures.thrown_in
        needs_won = ruleset.zero_trick_rule is ZeroTrickRule.TRICKS
        for box in self.trick_boxes:
            box.layout.display = "none" if thrown else None
        for box in self.won_boxes:
            box.layout.display = None if needs_won and not thrown else "none"
        self._throw_in_words(reading)
        self._trick_sum_words(reading)
        if reading.problems:
            self._refuse(reading)
            return
        score = reading.score
        self.error = None
        self.message.value = ""
        self.score = score
        if score is None:  # no problem means a score: read_score scored the figures
            return
        one = _one_a_side(ruleset)
        self.table.value = score_tables_html(
            score,
            table_id=self.table_id,
            names=None if one else self.names,
            labels=self.labels if one else None,
        )
        self.explanation.value = score_html(
            score,
            totals_id=self.totals_id,
            names=None if one else self.names,
            teams=self.labels if one else None,
        )

    def _throw_in_words(self, reading: ScoreReading) -> None:
        """The throw-in rule line, and in a throw-in the other side asked for its meld."""
        team = reading.figures.bidding_team
        thrown = reading.figures.thrown_in
        refused = reading.throw_in_refused
        no_throw_in = reading.ruleset.throw_in_margin is None
        self.throw_in_rule.value = (
            "" if refused or no_throw_in else throw_in_html(reading.throw_in, reading.ruleset)
        )
        for t, box in enumerate(self.side_columns.asks):
            ask = ""
            if thrown and not refused and t < len(self.sides):
                side = self.sides[t]
                form = words.side_form(side)
                ask = words.meld_ask(side.name, form, bidder=t == team, partner=side.partner)
            box.value = f'<div class="pl-meld-ask" data-team="{t}">{ask}</div>' if ask else ""

    def _trick_sum_words(self, reading: ScoreReading) -> None:
        if reading.figures.thrown_in:
            self.trick_sum.value = ""
            return
        codes = {p.code for p in reading.problems if p.field == "tricks"}
        tricks = reading.figures.tricks
        sign = "✗" if codes else "✓"
        added = " + ".join(tricks)
        total = (
            f"{added} {sign}"
            if FigureWhy.NOT_WHOLE in codes
            else f"{added} = {sum(int(t) for t in tricks)} {sign}"
        )
        self.trick_sum.value = words.trick_points_note_html(
            total, deal_points_text(reading.ruleset)
        )

    def _refuse(self, reading: ScoreReading) -> None:
        """Say why the figures cannot be scored, and show no score: none is theirs."""
        said = " ".join(figure_sentence(p, self.sides) for p in reading.problems)
        if reading.throw_in_refused:
            said += " " + words.untick_note()
        self.error = said
        self.score = None
        self.message.value = _message(words.cannot_score(said), "error")
        self.table.value = words.no_score_html()
        self.explanation.value = ""
