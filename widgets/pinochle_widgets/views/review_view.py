"""ReviewView: "Review this round" and "Best card?" on every game table of two sides.

One view, made once per :class:`~.game_table.GameTable` (it has the shape of a phase's
:class:`~.panels.PanelView`: buttons first in the control row, panes in the explanation
column, drawn at every redraw), over the exact solver (:mod:`pinochle_learn.solver.review`):

- **Review this round**, once the last trick is played: each card the learner played in the
  round's last tricks (:data:`~pinochle_learn.solver.review.REVIEW_TRICKS`), the best card(s),
  what the learner's card cost in counter points, the total; computed in a background thread
  with a progress bar (the table stays usable), one position at a time; a button per trick
  goes back to the learner's card there (the session's step back) to try the better card, and
  one per costly trick shows the best line from there;
- **Best card?**, on the learner's turn in the tricks: every legal card's value (off in a
  lesson's self-check: :attr:`ReviewView.self_check`).

A game the solver does not take (three sides: THREE_HAND_CUTTHROAT; four copies:
DOUBLE_DECK) gets the sentence saying why at the round's end, and no buttons. Every word is
:mod:`pinochle_learn.render.review_text`.

Stable hooks for tests: buttons ``pl-review-open`` and ``<prefix>-review``, ``pl-best-card``,
``pl-review-back`` (``pl-review-back-<trick>``), ``pl-review-line``; the progress bar
``div.pl-review-progress`` (``data-done``, ``data-total``); the HTML ``id="round-review"``,
``id="best-card"``, ``id="review-note"``, ``id="review-back-note"``.
"""

from __future__ import annotations

import contextvars
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

import ipywidgets as widgets

from pinochle_learn.procedure import Phase
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.review_text import (
    REVIEW_MESSAGES,
    REVIEW_WORDS,
    back_note_html,
    best_card_html,
    best_line_html,
    not_offered_text,
    note_html,
    progress_html,
    review_html,
    went_back_text,
)
from pinochle_learn.render.table_labels import shown
from pinochle_learn.solver import PositionError, SearchBudgetError, solve_state
from pinochle_learn.solver.review import (
    REVIEW_MAX_NODES,
    ReviewedPlay,
    RoundReview,
    best_line,
    finish,
    judge,
    review_from,
    review_turns,
    reviewable,
)
from pinochle_learn.state import RoundState

from .kit import button

if TYPE_CHECKING:
    from .game_table import GameTable

__all__ = ["BEST_CARD_MAX_NODES", "ReviewView"]

BEST_CARD_MAX_NODES = 400_000
"""The node budget of "Best card?": about 3 s of CPU here (measured: 1.5 million nodes took
11 s at the widow game's first trick), more than the two-hand games' last 12 tricks need (stock
~1.2 s at the 95th percentile); earlier, it says the search is too big."""


def _shown(widget: widgets.Widget, shown: bool) -> None:
    widget.layout.display = "" if shown else "none"


class ReviewView:
    """The review and "Best card?" of ``table`` (see the module docstring).

    Attributes
    ----------
    review_button, best_button : widgets.Button
    progress : widgets.HTML
        The review's progress bar: one step per card judged.
    pane : widgets.HTML
        The review (or why it is not offered).
    steps : widgets.Box
        A button per trick reviewed (back to that card) and per costly trick (its best line).
    back_note, line_box, best_box : widgets.HTML
        Where the table went after a trick's button (until the next card); a best line asked
        for; "Best card?"'s answer.
    review : RoundReview | None
        The last review finished.
    self_check : bool
        ``True`` turns "Best card?" off (a lesson's self-check).
    """

    def __init__(self, table: GameTable, *, last_tricks: int | None = None) -> None:
        self.table = table
        self.last_tricks = last_tricks
        self.refusal = reviewable(table.state)
        self.self_check = False
        self.review: RoundReview | None = None
        self._final: RoundState | None = None
        self._deal: object = None
        self._best_step = -1
        self._back_step = -1
        self._threads: list[threading.Thread] = []
        self._generation = 0
        prefix = table.prefix
        label, tip = (shown(word) for word in REVIEW_WORDS["review"])
        self.review_button = button(
            label, tip, self._open, "pl-review-open", f"{prefix}-review", own_layout=True
        )  # shown and hidden (_shown), as the best-card button
        label, tip = (shown(word) for word in REVIEW_WORDS["best_card"])
        self.best_button = button(
            label, tip, self._best, "pl-best-card", f"{prefix}-best-card", own_layout=True
        )
        self.progress = widgets.HTML()
        self.pane = widgets.HTML()
        self.steps = widgets.Box(layout=widgets.Layout(display="flex", flex_flow="row wrap"))
        self.back_note = widgets.HTML()
        self.line_box = widgets.HTML()
        self.best_box = widgets.HTML()
        self.above: tuple[widgets.Widget, ...] = ()
        self.between: tuple[widgets.Widget, ...] = ()
        self.side = (
            self.best_box,
            self.progress,
            self.pane,
            self.steps,
            self.back_note,
            self.line_box,
        )
        self.controls = (self.best_button, self.review_button)

    # ---- PanelView ----------------------------------------------------------------------
    def reset(self) -> None:
        """Nothing to forget after an action: the review stays until the deal changes."""

    def draw(self, state: RoundState) -> None:
        """Show the buttons that can act now; forget the review of another deal."""
        deal = (self.table.session.round_number, self.table.session.seed, state.history[:1])
        if deal != self._deal:
            self._deal = deal
            self._forget()
        offered = self.refusal is None
        over = state.is_over
        _shown(self.review_button, offered and over and state is not self._final)
        mine = state.phase is Phase.TRICKS and state.to_act is self.table.seat and not over
        _shown(self.best_button, offered and mine and not self.self_check)
        if len(state.history) != self._best_step:
            self.best_box.value = ""
        if len(state.history) != self._back_step:
            self.back_note.value = ""
        if not offered and over and self.refusal is not None:
            note = not_offered_text(state.ruleset)
            self.pane.value = f'<p class="pl-review-note" id="review-note">{text_html(note)}</p>'
        elif not offered:
            self.pane.value = ""

    def _forget(self) -> None:
        self._generation += 1
        self.review = None
        self._final = None
        self.pane.value = ""
        self.line_box.value = ""
        self.back_note.value = ""
        self.steps.children = ()
        self.progress.value = ""

    # ---- the background work -------------------------------------------------------------
    def _run(self, work: Callable[[int], None]) -> None:
        """Run ``work(generation)`` in a thread: the kernel keeps answering the page's clicks.
        The thread runs in a copy of this context, so it speaks the language of the click."""
        generation = self._generation
        context = contextvars.copy_context()
        thread = threading.Thread(target=context.run, args=(work, generation), daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        thread.start()

    def wait(self, timeout: float | None = None) -> None:
        """Wait for the background work to finish (headless tests, scripts)."""
        for thread in list(self._threads):
            thread.join(timeout)

    # ---- review ---------------------------------------------------------------------------
    def _open(self, _: object = None) -> None:
        final = self.table.state
        if self.refusal is not None or not final.is_over:
            return
        self._final = final
        self._generation += 1
        seat = self.table.seat
        first = review_from(final, self.last_tricks)
        turns = review_turns(final, seat, first)
        _shown(self.review_button, False)  # this round's review is on its way
        self.progress.value = progress_html(0, len(turns))
        self.steps.children = ()
        self.line_box.value = ""

        def work(generation: int) -> None:
            plays: list[ReviewedPlay] = []
            for turn in turns:
                if generation != self._generation:
                    return
                plays.append(judge(turn, max_nodes=REVIEW_MAX_NODES))
                self.progress.value = progress_html(len(plays), len(turns))
            if generation != self._generation:
                return
            self._show(finish(final, seat, first, tuple(plays)))

        self._run(work)

    def _show(self, review: RoundReview) -> None:
        self.review = review
        self.progress.value = ""
        self.pane.value = review_html(review)
        made: list[widgets.Widget] = []
        for play in review.plays:
            made.append(self._back_button(play))
        for play in review.plays:
            if play.solved and play.cost:
                made.append(self._line_button(play))
        self.steps.children = tuple(made)

    @staticmethod
    def _on(act: Callable[[ReviewedPlay], object], play: ReviewedPlay) -> Callable[[object], None]:
        def clicked(_: object = None) -> None:
            act(play)

        return clicked

    def _back_button(self, play: ReviewedPlay) -> widgets.Button:
        label, tip = (shown(word) for word in REVIEW_WORDS["go_back"])
        made = button(
            label.format(trick=play.trick),
            tip.format(trick=play.trick),
            self._on(self.go_back, play),
            "pl-review-back",
            f"pl-review-back-{play.trick}",
            min_width="3em",
        )
        if play.solved and play.cost:
            made.add_class("pl-review-costly")
        return made

    def _line_button(self, play: ReviewedPlay) -> widgets.Button:
        label, tip = (shown(word) for word in REVIEW_WORDS["line"])
        return button(
            label.format(trick=play.trick),
            tip.format(trick=play.trick),
            self._on(self.show_line, play),
            "pl-review-line",
            min_width="3em",
        )

    def go_back(self, play: ReviewedPlay) -> bool:
        """Step the table back to just before the learner's card of ``play``."""
        session, step = self.table.session, play.turn.step
        wanted = play.turn.history
        while len(session.states) <= step and session.forward():
            pass
        states = session.states
        if len(states) <= step or states[step].history != wanted:
            self.table.say(REVIEW_MESSAGES["cannot_go_back"].format(trick=play.trick), "error")
            return False
        while len(session.states) > step + 1 and session.back():
            pass
        self.table.say(went_back_text(play), "done")
        self._back_step = len(wanted)
        self.back_note.value = back_note_html(play)
        return True

    def show_line(self, play: ReviewedPlay) -> None:
        """Show the best line from the learner's turn of ``play`` to the end."""
        try:
            line = best_line(play, max_nodes=REVIEW_MAX_NODES)
        except SearchBudgetError:
            text = REVIEW_MESSAGES["over_budget"].format(nodes=REVIEW_MAX_NODES)
            self.line_box.value = note_html(text, "error")
        else:
            self.line_box.value = best_line_html(play, line, self.table.names)

    # ---- best card ------------------------------------------------------------------------
    def _best(self, _: object = None) -> None:
        state = self.table.state
        if self.self_check:
            self.table.say(REVIEW_MESSAGES["self_check"], "error")
            return
        if state.phase is Phase.STOCK:
            self.table.say(REVIEW_MESSAGES["stock_hidden"], "error")
            return
        if state.phase is not Phase.TRICKS or state.to_act is not self.table.seat:
            self.table.say(REVIEW_MESSAGES["not_in_tricks"], "error")
            return
        self._best_step = len(state.history)
        self.best_box.value = note_html(REVIEW_MESSAGES["searching"])
        sees_all = state.ruleset.players > 2

        def work(generation: int) -> None:
            try:
                solution = solve_state(state, max_nodes=BEST_CARD_MAX_NODES, lines=False)
            except SearchBudgetError:
                text = REVIEW_MESSAGES["over_budget"].format(nodes=BEST_CARD_MAX_NODES)
                html = note_html(text, "error")
            except PositionError as error:  # pragma: no cover - the phase is checked above
                html = note_html(error_text(error), "error")
            else:
                html = best_card_html(solution, sees_all_hands=sees_all)
            if self.table.state is state:
                self.best_box.value = html

        self._run(work)
