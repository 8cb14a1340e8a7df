"""GameTable: one table for every game of the round engine, against the computer.

A thin view over a :class:`~pinochle_widgets.sessions.round_session.RoundSession` (every state
kept: step back, forward, replay). The table has:

- the felt and the learner's hand of clickable cards, :class:`~.seat_table.SeatTable`, laid out
  from the ruleset's seats (the learner at the bottom);
- one decision panel per phase, looked up in :data:`~.panels.PANELS` (as the engine looks up
  :data:`pinochle_learn.phases.UNITS`): the buttons of the learner's decision, and what a
  click on a card means in that phase;
- one control row, :class:`~.game_controls.GameControls` (step back, forward, replay, next
  round, new game; words from :data:`pinochle_learn.render.game_text.CONTROLS`);
- one refusal path, :meth:`GameTable.act`: the engine judges, a refusal is said in the message
  line with its rule and changes nothing;
- one history: the actions since the learner's previous choice (the ``log`` pane), each
  strong computer move followed by its reason's sentence (:mod:`pinochle_learn.render.
  level_text`), and the round trick by trick (:meth:`~.seat_table.SeatTable.history_html`);
- one level chooser for the computer seats (``Learner`` / ``Strong``,
  :data:`pinochle_learn.levels.LEVELS`), in the control row, used from the next computer move
  on, with "The computer is thinking…" under the message line while a strong card is worked
  out;
- panes that are ``render/`` functions of (state, learner's seat, names), one bundle a game
  (:class:`pinochle_learn.render.game_panes.TablePanes`).

It holds no game's rules and no branch on the game: a game's table is a configuration (a
ruleset, the names, the panes bundle, a CSS prefix for its stable hooks), e.g.
:class:`~.widow_table.WidowTable`.

Stable hooks for tests: ``class="pl-game-table"`` and ``<prefix>-table``; the hand
``<prefix>-hand`` (``button.plc-card[data-card="H14"]``); ``id="round-history"``; the panels'
buttons (:mod:`.panels`) and the controls ``<prefix>-back`` ... ``<prefix>-new``; the level
chooser ``pl-level`` (its buttons' labels ``Learner``, ``Strong``), ``id="<prefix>-thinking"``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial
from itertools import pairwise
from typing import Any, TypeVar

import ipywidgets as widgets

from pinochle_learn import Card, PinochleError, Ruleset, Seat
from pinochle_learn.actions import Action
from pinochle_learn.levels import LEVELS, as_level
from pinochle_learn.procedure import Phase
from pinochle_learn.render.control_labels import FROM_THE_DEAL, game_message, table_options
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.game_panes import PaneInputs, TablePanes, cards_seen
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.level_text import (
    level_chooser_words,
    level_label,
    reason_lines,
    thinking_html,
)
from pinochle_learn.render.markup import Aside
from pinochle_learn.render.names import shown_names
from pinochle_learn.render.round_html import prompt
from pinochle_learn.render.round_panes import message_html, refusal_text, sentence
from pinochle_learn.state import RoundState
from pinochle_widgets.sessions.round_session import RoundSession

from .choice_bar import Choice, ChoiceBar
from .controls import checkbox
from .controls import seed_box as make_seed_box
from .game_controls import GameControls
from .kit import guard_inputs, speaks, styled, two_columns
from .pane_board import Pane, PaneBoard
from .panels import PanelView, panel_for
from .review_view import ReviewView
from .seat_table import SeatTable

__all__ = ["GameTable"]

W = TypeVar("W", bound=widgets.Widget)


class GameTable(widgets.VBox):
    """A whole game in a lesson: the learner at one seat, the computer at the others.

    Parameters
    ----------
    seed
        The game's seed: the deal, every computer choice. The same seed replays the same game.
    ruleset
        The game's rules (its seats, deal, phases, scoring).
    seat
        The learner's seat (drawn at the bottom).
    names
        Players' names by seat index (the learner's is "You").
    panes
        The game's panes (:class:`~pinochle_learn.render.game_panes.TablePanes`).
    first_dealer
        The first dealer; by default drawn with ``seed``.
    prefix
        The CSS prefix of the stable hooks (``"pl-widow"`` gives ``pl-widow-back``).
    start
        Where a round starts from, for the replay's words (``"the deal"``, ``"the widow"``).
    totals
        Each side's game points at the start of the game (e.g. to practise a game's end), one
        a side of the ruleset; by default zeros.
    seed_box
        A table option: a box for the seed of "New game" (``pl-seed``), shown in the control row.
    show_all
        A table option: a "Show all hands" checkbox (``pl-show-all``) for practice: every hand
        face up, every pass's cards named.
    level
        The computer seats' level at the start (:data:`pinochle_learn.levels.LEVELS`), shown
        in the level chooser.
    lang
        The language of its words (a code such as ``"it"``); ``None``: the page's.

    Raises
    ------
    ValueError
        ``names`` does not give one name a seat of the ruleset;
        :class:`~pinochle_learn.levels.UnknownLevel` for a ``level`` none of the levels.
    """

    @speaks
    def __init__(
        self,
        seed: int = 1,
        *,
        ruleset: Ruleset,
        seat: Seat,
        names: Sequence[str],
        panes: TablePanes,
        first_dealer: Seat | None = None,
        prefix: str = "pl-game",
        start: str = FROM_THE_DEAL,
        totals: Sequence[int] = (),
        seed_box: bool = False,
        show_all: bool = False,
        level: str = "learner",
        lang: str | None = None,
    ) -> None:
        self.lang = lang
        level = as_level(level)
        if len(names) != ruleset.players:
            raise ValueError(
                f"names must give one name to each of the {ruleset.players} seats, not {names!r}"
            )
        self.seat = Seat(seat)
        # The learner's "You" in the table's language, once, as the partnership table's
        # "South (you)": every pane and sentence shows the names as they are.
        with speaking(lang):
            self.names = shown_names(names)
        self.panes_of_game = panes
        self.prefix = prefix
        self.ruleset = ruleset
        self.session = RoundSession(
            int(seed),
            seat=self.seat,
            ruleset=ruleset,
            first_dealer=first_dealer,
            totals=totals,
            deal=False,
            level=level,
        )
        self.session.on_think = self._thinking
        self._chosen: list[int] = []
        self._pool: dict[object, Any] = {}
        # Every HTML pane of the table is drawn from one model: a redraw is one message.
        self.board = PaneBoard()
        pane = self.board.pane
        self.status = pane()
        self.prompt = pane()
        self.message = pane(value=message_html(""))
        # Not on the board: "thinking" must reach the page at once, before the computer's card.
        self.thinking = widgets.HTML()
        self.table = SeatTable(self.seat, self.names, hand_class=f"{prefix}-hand", board=self.board)
        self.table.on_pick(self._on_card)
        self.hand = self.table.hand
        # The panel's buttons, drawn from the board: a phase change is in the panes' message.
        self.choices = ChoiceBar(
            self.board,
            layout=widgets.Layout(display="flex", flex_flow="row wrap", max_width="100%"),
        )
        # What a phase's panel asks to place after the learner's hand (``below_table``): the
        # bid advisor, whose open panel would push the hand below the fold.
        self.below = ChoiceBar(
            self.board,
            layout=widgets.Layout(display="flex", flex_flow="column", max_width="100%"),
        )
        self.hint_view = pane()
        self.log_view = pane()
        self.tricks_view = pane()
        self.melds = pane()
        # The game's own panes (the partnership table's score sheet, totals, hands on view).
        self.extra = {name: pane() for extra in panes.extras for name in extra.names}
        # The panes a phase of this game keeps for the round (the stock game's tables; the
        # pass preview), each panel attached once however many phases it serves.
        phases = ruleset.procedure.phases if ruleset.procedure is not None else ()
        panels = {id(panel): panel for p in phases if (panel := panel_for(p)) is not None}
        attached = (panel.attach(self) for panel in panels.values())
        # "Review this round" and "Best card?" (the solver), on every table: a view like a phase's.
        self.review = ReviewView(self)
        views_: list[PanelView] = [view for view in attached if view is not None]
        self.phase_views = (*views_, self.review)
        options_words = table_options()
        self.seed_box = make_seed_box(
            self.session.seed, tooltip=options_words["seed"][1], width="9em"
        )
        self.show_all = checkbox(
            False,
            *options_words["show_all"],
            css_class="pl-show-all",
            layout=widgets.Layout(width="auto", margin="2px 8px"),
        )
        self.show_all.observe(lambda _change: self._show(), names="value")
        self.level_chooser = self._level_chooser(level)
        options = [w for w, on in ((self.seed_box, seed_box), (self.show_all, show_all)) if on]
        options.append(self.level_chooser)
        self.controls = GameControls(
            self.session,
            prefix,
            say=self._say,
            reset=self._reset,
            start=start,
            first=[w for view in self.phase_views for w in view.controls],
            last=options,
            new_seed=self._new_seed if seed_box else None,
            board=self.board,
            lang=lang,
        )
        self.back_button = self.controls.back_button
        self.forward_button = self.controls.forward_button
        self.replay_button = self.controls.replay_button
        self.next_button = self.controls.next_button
        self.new_button = self.controls.new_button
        views = self.phase_views
        felt_and_hand = [
            *(w for v in views for w in v.above),
            self.table.felt,
            *(w for v in views for w in v.between),
            self.hand,
        ]
        self.table.children = felt_and_hand
        columns = two_columns(
            [
                self.prompt,
                self.message,
                self.thinking,
                self.choices,
                self.table,
                self.below,
                self.hint_view,
                self.log_view,
                *self._extras("main"),
                self.controls,
            ],
            [
                *self._extras("side"),
                *(w for v in views for w in v.side),
                self.melds,
                self.tricks_view,
                *self._extras("side_end"),
            ],
            f"{prefix}-columns",
        )
        super().__init__(styled([self.status, columns]), layout=widgets.Layout(max_width="100%"))
        self.add_class("pl-game-table")
        self.add_class(f"{prefix}-table")
        guard_inputs(self, self.message)
        self._start()

    @speaks
    def _start(self) -> None:
        """Deal the game's first round; a computer seat that fails is said, never raised."""
        try:
            self.session.new_game(self.session.seed)
        except PinochleError as error:
            self._say(sentence(error_text(error)), "error")
            return
        self._say("", "info")

    # ---- queries ---------------------------------------------------------------------
    @property
    def state(self) -> RoundState:
        """The round as it stands (an immutable :class:`~pinochle_learn.state.RoundState`)."""
        return self.session.state

    @property
    def chosen(self) -> tuple[Card, ...]:
        """The cards of the learner's hand chosen so far (to pass, or to bury)."""
        held = self.state.hands[self.seat].cards if self.state.hands else ()
        return tuple(held[i] for i in sorted(self._chosen) if i < len(held))

    @property
    def show_all_hands(self) -> bool:
        """Whether every hand is on show (the "show all hands" option, when the table has it)."""
        return bool(self.show_all.value) and self.show_all in self.controls.children

    @speaks
    def hand_card(self, card: Card | str) -> dict[str, Any]:
        """What the learner's hand shows for ``card`` (the first copy): ``mark``
        (``"playable"``, ``"refused"`` or ``""``), ``reason``, ``label`` (aria), ``selected``,
        ``received`` ... (:attr:`~.card_hand.CardHand.cards`).

        Raises
        ------
        ValueError
            The learner holds no such card now.
        """
        return dict(self.hand.cards[self.hand.index_of(card)])

    def pooled(self, key: object, make: Callable[[], W]) -> W:
        """The widget made by ``make`` for ``key``, made once: a redraw makes no new widget
        (ipywidgets keeps every widget's model alive until it is closed)."""
        if key not in self._pool:
            self._pool[key] = make()
        made: W = self._pool[key]
        return made

    def on_show(self) -> tuple[Choice | widgets.Widget, ...]:
        """The panel's choices and widgets on show, in order, those in its rows (the
        auction's) included."""
        return self.choices.on_show()

    def _shown(self, css: str) -> Choice:
        """The button with class ``css`` among the panel's choices on show (rows included)."""
        for child in self.on_show():
            if isinstance(child, Choice) and css in child._dom_classes:
                return child
        raise LookupError(f"no {css} button on show in the phase {self.state.phase.name}")

    def _extras(self, column: str) -> list[Pane]:
        panes = self.panes_of_game.extras
        return [self.extra[name] for pane in panes if pane.column == column for name in pane.names]

    def _new_seed(self) -> int:
        """The seed box's value, brought into its range as shown."""
        self.seed_box.value = int(self.seed_box.value)
        return int(self.seed_box.value)

    # ---- the computer's level ----------------------------------------------------------
    def _level_chooser(self, level: str) -> widgets.ToggleButtons:
        label, tooltip = level_chooser_words()
        chooser = widgets.ToggleButtons(
            options=[(level_label(name), name) for name in LEVELS],
            value=level,
            description=label,
            tooltip=tooltip,  # the label's title (None showed "null" on hover)
            tooltips=[tooltip] * len(LEVELS),
            style={"description_width": "initial", "button_width": "auto"},
            layout=widgets.Layout(width="auto", margin="2px 8px"),
        )
        chooser.add_class("pl-level")
        chooser.observe(lambda change: self.set_level(change["new"]), names="value")
        return chooser

    @property
    def level(self) -> str:
        """The computer seats' level (:data:`pinochle_learn.levels.LEVELS`)."""
        return self.session.level

    def link_fields(self) -> dict[str, str]:
        """What a **Link to this** of any game's table carries (:mod:`pinochle_widgets.course.
        scenarios`): ``seed``, the game being played, and ``level`` unless the default
        learner's; a table built with the same ``seed`` and ``level`` replays the same game."""
        fields = {"seed": str(self.session.seed)}
        if self.level != "learner":  # the default level is left out of the link
            fields["level"] = self.level
        return fields

    @speaks
    def set_level(self, level: object) -> bool:
        """The computer seats play at ``level`` from their next move on (the chooser shows it);
        a name that is none of the levels is refused in the message line, naming it, and
        changes nothing."""
        try:
            chosen = as_level(level)
        except PinochleError as error:
            self._say(sentence(error_text(error)), "error")
            return False
        self.session.level = chosen
        if self.level_chooser.value != chosen:
            self.level_chooser.value = chosen
        return True

    def _thinking(self) -> None:
        """Before a strong card is worked out: say so (cleared by the next redraw)."""
        if not self.thinking.value:
            self.thinking.value = thinking_html(f"{self.prefix}-thinking")

    # ---- the one refusal path ------------------------------------------------------------
    @speaks
    def act(self, action: Action) -> bool:
        """Apply the learner's ``action``; a refusal is explained and changes nothing."""
        with self.board.batch():  # the panes' changes in one message
            try:
                verdict = self.session.apply(action)
            except PinochleError as error:
                self._say(sentence(error_text(error)), "error")
                return False
            if verdict.legal:
                self._reset()
                self._say("", "info")
            else:
                words = refusal_text(action, verdict.reason, verdict.phase, self.names)
                self._say(words, "error")
            return verdict.legal

    @speaks
    def say(self, text: str, kind: str = "info") -> None:
        """Show ``text`` in the message line (``kind``: info, done, error) and redraw."""
        self._say(text, kind)

    @speaks
    def back(self) -> bool:
        """Step back to the learner's previous choice."""
        return self.controls.back()

    @speaks
    def forward(self) -> bool:
        """Redo what the last step back undid."""
        return self.controls.forward()

    @speaks
    def toggle_chosen(self, index: int, need: int | None = None) -> bool:
        """Choose the card at ``index`` of the hand (to pass or bury), or put it back;
        ``False`` (and why) when that would choose more than ``need`` cards (by default the
        ruleset's cards to pass)."""
        held = self.state.hands[self.seat].cards
        card = held[index].label
        need = self.state.ruleset.pass_cards if need is None else need
        if index in self._chosen:
            self._chosen.remove(index)
            self._say(game_message("unchosen", card=card), "info")
        elif len(self._chosen) >= need:
            self._say(game_message("too_many_chosen", count=need), "error")
            return False
        else:
            self._chosen.append(index)
            self._say(game_message("chosen", card=card), "info")
        return True

    @speaks
    def choose_cards(self, cards: Sequence[Card | str]) -> None:
        """Choose exactly these cards of the hand (replacing the choice so far), then redraw."""
        self._chosen.clear()
        held = self.state.hands[self.seat].cards if self.state.hands else ()
        for card in cards:
            wanted = Card.parse(card) if isinstance(card, str) else card
            index = next(
                (i for i, c in enumerate(held) if c == wanted and i not in self._chosen), None
            )
            if index is not None:
                self._chosen.append(index)
        self._show()

    @speaks
    def click_card(self, index: int) -> bool:
        """What a click on the card at ``index`` of the hand does in this phase; ``False``
        (and why) when it does nothing."""
        held = self.state.hands[self.seat].cards if self.state.hands else ()
        if not 0 <= index < len(held):
            self._say(game_message("no_card", number=index + 1), "error")
            return False
        return self._on_card(index, held[index])

    @speaks
    def _on_card(self, index: int, card: Card) -> bool:
        """A card of the hand was clicked: the phase's panel says what it means."""
        state = self.state
        panel = panel_for(state.phase)
        mine = state.to_act is self.seat and not state.is_over
        if mine and panel is not None and panel.on_card(self, index, card):
            return True
        key = "round_over_card" if state.is_over else "not_now_card"
        self._say(game_message(key, card=card.label, prompt=sentence(prompt(state))), "error")
        return False

    @speaks
    def _say(self, text: str, kind: str) -> None:
        with self.board.batch():
            self.message.value = message_html(text, kind)
            self._show()

    def _reset(self) -> None:
        self._chosen.clear()
        with self.board.batch():
            for view in self.phase_views:
                view.reset()

    def _since_choice(self) -> tuple[RoundState, ...]:
        """The states from the learner's previous choice to now (that choice's state first)."""
        return self.session.states[self._choice_index() :]

    def _choice_index(self) -> int:
        """The index of the learner's previous choice's state among the session's states."""
        states = self.session.states
        for index in range(len(states) - 2, -1, -1):
            if self.session.is_decision(states[index]):
                return index
        return 0

    def _received(self) -> list[Card]:
        """The cards the learner gained since the previous choice (drawn, kept): a ribbon."""
        states = self._since_choice()
        then, now = states[0], states[-1]
        if len(states) < 2 or not then.hands or not now.hands:
            return []
        seat = self.seat
        had = Counter(then.hands[seat].cards)
        has = Counter(now.hands[seat].cards)
        if then.tables and now.tables:
            had.update(tc.card for tc in then.tables[seat].cards)
            has.update(tc.card for tc in now.tables[seat].cards)
        return list((has - had).elements())

    # ---- drawing ---------------------------------------------------------------------
    @speaks
    def _show(self) -> None:
        """Redraw the table; its panes' changes go to the page in one message, at the end."""
        with self.board.batch():
            self._draw()

    def _draw(self) -> None:
        state, seat, names, panes = self.state, self.seat, self.names, self.panes_of_game
        mine = state.to_act is seat and not state.is_over
        panel = panel_for(state.phase)
        number = self.session.round_number
        self.prompt.value = panes.prompt(state, seat, names, number)
        made = tuple(panel.buttons(self, state)) if mine and panel else ()
        self.choices.children = tuple(w for w in made if not getattr(w, "below_table", False))
        self.below.children = tuple(w for w in made if getattr(w, "below_table", False))
        self.table.show_auction_hint(self.hint_view, state)
        show_all = self.show_all_hands
        self.table.show(
            state,
            show_all=show_all,
            chosen=self._chosen,
            centre_note=panes.centre_note(state, seat, names),
            received=self._received(),
        )
        for view in self.phase_views:
            view.draw(state)
        draw = self.table.panes.draw
        draw(self.melds, (panes.melds_key(state),), lambda: panes.melds(state, seat, names))
        totals = self.session.game.totals
        inputs = PaneInputs(state, seat, names, number, totals, show_all)
        for pane in panes.extras:
            self._draw_extra(pane.names, pane.key(inputs), partial(pane.html, inputs))
        self.log_view.value = panes.log(self._log_lines(show_all))
        self.thinking.value = ""
        self.tricks_view.value = self.table.history_html(self.session.states)
        self.controls.update()
        # The status last: its data-step tells a browser the whole table is redrawn.
        self.status.value = panes.status(state, seat, totals, number, names)

    def _log_lines(self, show_all: bool) -> list[str]:
        """The log's lines: the last ``log_length`` lines of the actions since the learner's
        previous choice in words, each strong computer move's reason under its first line (an
        :class:`~pinochle_learn.render.markup.Aside`; its cards named only where the learner
        may know them, :func:`~pinochle_learn.render.game_panes.cards_seen`)."""
        panes, seat, names = self.panes_of_game, self.seat, self.names
        start = self._choice_index()
        since = self.session.states[start:]
        # Each reason names the seat that chose ("Lisa discards ..."), never "it"; the
        # computer's highest bid, and a partnership bid's trump and figures, are said only
        # once the auction is over; the cards of an action are named only where the learner
        # may know them (the other side's pass).
        actors = [_actor(after, names) for after in since[1:]]
        over = self.session.state.phase is not Phase.AUCTION
        seen = [
            cards_seen(after.history[-1], before, seat, show_all)
            for before, after in pairwise(since)
        ]
        whys = reason_lines(self.session.reasons[start + 1 :], actors, auction_over=over, seen=seen)
        events: list[tuple[str, str | None]] = []
        for (before, after), why in zip(pairwise(since), whys, strict=True):
            lines = panes.events(after.history[-1], before, after, seat, names, show_all)
            events.extend((line, why if i == 0 else None) for i, line in enumerate(lines))
        kept = events[-panes.log_length :]
        return [text for line, why in kept for text in (line, Aside(why or "")) if text]

    def _draw_extra(
        self, names: Sequence[str], key: object, make: Callable[[], Sequence[str]]
    ) -> None:
        """Draw a game's own panes ``names`` from ``make()``, made only for a new ``key``."""
        made: list[Sequence[str]] = []

        def part(index: int) -> str:
            if not made:
                made.append(make())
            return made[0][index]

        for index, name in enumerate(names):
            self.table.panes.draw(self.extra[name], (key,), partial(part, index))


def _actor(after: RoundState, names: Sequence[str]) -> str | None:
    """The name of the seat whose action led to ``after`` (``None``: an action of no seat)."""
    seat = getattr(after.history[-1], "seat", None) if after.history else None
    return names[int(seat)] if seat is not None and 0 <= int(seat) < len(names) else None
