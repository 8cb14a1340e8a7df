"""GameControls: step back, forward, replay, next round and new game under a game table.

The one control row of every :class:`~.game_table.GameTable`, over a
:class:`~pinochle_widgets.sessions.round_session.RoundSession`, with one set of words
(:data:`pinochle_learn.render.game_text.CONTROLS`): the session moves, the message says what
happened or why nothing did (the words are :data:`pinochle_learn.render.game_text.GAME_MESSAGES`),
and the table redraws. The table
judges nothing here: it is given the outcome through ``say(text, kind)`` and, before a round
starts again, ``reset()``.

Stable hooks for tests: the buttons ``<prefix>-back``, ``<prefix>-forward``,
``<prefix>-replay``, ``<prefix>-next``, ``<prefix>-new`` (e.g. ``pl-stock-back``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import ipywidgets as widgets

from pinochle_learn import PinochleError
from pinochle_learn.render.control_labels import (
    FROM_THE_DEAL,
    game_controls_words,
    game_message,
)
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.round_panes import sentence
from pinochle_widgets.sessions.round_session import RoundSession

from .choice_bar import Choice, ChoiceBar
from .kit import speaks
from .pane_board import PaneBoard

__all__ = ["GameControls"]


def _nothing() -> None:
    return None


class GameControls(widgets.Box):
    """The game's controls for ``session``, after any ``first`` buttons of the table's own.

    Parameters
    ----------
    session
        The game: its rounds, every state kept.
    prefix
        The CSS class prefix of the buttons (``"pl-stock"`` gives ``pl-stock-back``, ...).
    say
        Shows a message (its text and kind: ``"info"``, ``"done"``, ``"error"``; an empty text
        clears it) and redraws the table.
    reset
        Clears what belongs to the round before the round starts again (a replay, the next
        round, a new game).
    start
        Where a round starts from, for the replay's words: ``"the deal"``, ``"the widow"``.
    first
        The table's own buttons, put before these (e.g. the stock table's hint).
    last
        The table's options, put after these (the seed box, "show all hands").
    new_seed
        The seed of a new game (e.g. the seed box's); by default the game's seed plus one.
    board
        The table's :class:`~.pane_board.PaneBoard`: the five buttons are drawn from it, in the
        table's one message a redraw (:class:`~.choice_bar.ChoiceBar`); by default one of
        their own.
    lang
        The language of its words (a code such as ``"it"``); ``None``: the page's.

    Examples
    --------
    >>> said = []
    >>> controls = GameControls(RoundSession(3), "pl-x", say=lambda t, k: said.append((t, k)))
    >>> controls.back(), said[-1]
    (False, ('This is your first choice of the round.', 'error'))
    >>> controls.next_button.click(); said[-1]
    ('Finish the round first.', 'error')
    """

    @speaks
    def __init__(
        self,
        session: RoundSession,
        prefix: str,
        *,
        say: Callable[[str, str], None],
        reset: Callable[[], None] = _nothing,
        start: str = FROM_THE_DEAL,
        first: Sequence[widgets.Widget] = (),
        last: Sequence[widgets.Widget] = (),
        new_seed: Callable[[], int] | None = None,
        board: PaneBoard | None = None,
        lang: str | None = None,
    ) -> None:
        self.lang = lang
        self.session = session
        self._new_seed = new_seed or (lambda: session.seed + 1)
        self._say = say
        self._reset = reset
        self._start = start
        words = game_controls_words(start)
        self.back_button = Choice(*words["back"], self._back, f"{prefix}-back")
        self.forward_button = Choice(*words["forward"], self._forward, f"{prefix}-forward")
        self.replay_button = Choice(*words["replay"], self._replay, f"{prefix}-replay")
        self.next_button = Choice(*words["next"], self._next, f"{prefix}-next")
        self.new_button = Choice(*words["new"], self._new, f"{prefix}-new")
        # Drawn from the table's board: "Step back" coming alive is in the redraw's one message.
        # The bar makes no box of its own on the page (``display: contents``): its buttons are
        # items of this row, wrapping with the table's own buttons and options.
        self.bar = ChoiceBar(board or PaneBoard(), layout=widgets.Layout(display="contents"))
        self.bar.children = (
            self.back_button,
            self.forward_button,
            self.replay_button,
            self.next_button,
            self.new_button,
        )
        super().__init__(
            [*first, self.bar, *last],
            layout=widgets.Layout(display="flex", flex_flow="row wrap"),
        )

    def update(self) -> None:
        """Enable only the buttons that can do something now (called by the table's redraw)."""
        session = self.session
        with self.bar.board.batch():
            self.back_button.disabled = not session.can_go_back
            self.forward_button.disabled = not session.can_go_forward
            self.next_button.disabled = not session.state.is_over or session.game.is_over

    @speaks
    def back(self) -> bool:
        """Step back to the learner's previous choice; ``False`` (and why) at the first one."""
        moved = self.session.back()
        if moved:  # the cards chosen belonged to the choice left: forget them
            self._reset()
            self._say(game_message("stepped_back"), "done")
        else:
            self._say(game_message("first_choice"), "error")
        return moved

    @speaks
    def forward(self) -> bool:
        """Redo what the last step back undid; ``False`` (and why) when there is nothing."""
        moved = self.session.forward()
        if moved:
            self._reset()
            self._say("", "info")
        else:
            self._say(game_message("nothing_to_redo"), "error")
        return moved

    def _back(self, _: object = None) -> None:
        self.back()

    def _forward(self, _: object = None) -> None:
        self.forward()

    @speaks
    def replay(self) -> bool:
        """Play the round again from its start: the same cards, the same computer choices."""
        return self._move(self.session.replay, game_message("replayed", start=self._start))

    @speaks
    def next_round(self) -> bool:
        """Deal the next round; ``False`` (and why) before the round is over or after the game."""
        if not self.session.state.is_over:
            self._say(game_message("round_not_over"), "error")
            return False
        if self.session.game.is_over:
            self._say(game_message("game_over"), "error")
            return False
        return self._move(self.session.next_round, "")

    @speaks
    def new_game(self, seed: int | None = None) -> bool:
        """Start a new game from ``seed`` (by default the table's new seed)."""
        value = self._new_seed() if seed is None else int(seed)
        return self._move(
            lambda: self.session.new_game(value), game_message("new_game", seed=value)
        )

    def _move(self, step: Callable[[], object], done: str) -> bool:
        """Move the session by ``step``, then say ``done``; a refusal is said, never raised."""
        self._reset()
        try:
            step()
        except PinochleError as error:
            self._say(sentence(error_text(error)), "error")
            return False
        self._say(done, "done" if done else "info")
        return True

    def _replay(self, _: object = None) -> None:
        self.replay()

    def _next(self, _: object = None) -> None:
        self.next_round()

    def _new(self, _: object = None) -> None:
        self.new_game()
