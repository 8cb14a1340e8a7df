"""RoundTable: play whole rounds of partnership pinochle against three computer seats.

A thin view (``RULES.md``, PARTNERSHIP) over a :class:`RoundSession`, the model that holds
the game and every state of the round in progress. The learner takes one seat (South by
default); the three other seats are :func:`pinochle_learn.players.choose_action`, seeded from
the game's seed and the round's history, so the same seed replays the same game. They act at
once, synchronously, until it is the learner's turn again (no threads or timers). ◀ Step back
returns to the learner's previous decision, undoing the computer actions after it; Forward ▶
redoes what was stepped over, until the learner chooses differently. The toolbar's labels are
the game tables' one set (:data:`pinochle_learn.render.game_text.CONTROLS`).

The table is a :class:`~.seat_table.SeatTable` (the one the two-hand games use too): the
seats around the felt, the partner across, the opponents left and right, the trick in the
middle, the winner framed; the learner's hand under it as a :class:`~.card_hand.CardHand`: the
card pictures are the controls, to choose the cards to pass and to play a card (its verdict
and reason on the card). Bids, trump and the
other decisions are :class:`~.round_controls.RoundControls` buttons; the message line,
refusals, score sheet and hands on view are drawn by :mod:`.round_panes`, the hint, the passing
preview and the history by :mod:`.round_view`. On a wide page the table is on the left and the
explanation on the right; on a narrow one they are stacked (:func:`~.kit.two_columns`).
Everything is drawn with ``widgets.HTML`` (never an ``Output``, VOILA.md
rule 1); the score sheet needs no pandas (VOILA.md rule 4). A click rebuilds and sends only the
panes whose inputs changed (:class:`~.panes.Panes`). Any
:class:`~pinochle_learn.errors.PinochleError` is shown in the message line
(``class="pl-message"``), never as a traceback.

Stable hooks for tests: ``id="round-phase"`` (``data-phase``, ``data-to-act``, ``data-step``),
``id="game-totals"``, ``id="round-message"`` (``class="pl-message"``), ``id="score-sheet"``
(the table), ``id="round-auction"``, ``id="round-melds"``, ``id="tricks-won"``, the felt
``pl-felt`` (:mod:`.table_view`), the learner's hand ``pl-round-hand`` (cards
``button.plc-card[data-card="H14"]``), ``id="auction-hint"``, ``id="pass-preview"``,
``id="round-history"``; buttons with classes ``pl-bid`` (``pl-bid-260``), ``pl-pass-bid``,
``pl-trump`` (``pl-trump-H``), ``pl-pass-confirm``, ``pl-throw-in``, ``pl-play-on``,
``pl-back``, ``pl-forward``, ``pl-new-deal``, ``pl-replay``, ``pl-next-round``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from pinochle_learn import PARTNERSHIP, Card, PinochleError, Ruleset, Seat, Suit
from pinochle_learn.actions import Action, Bid, DeclareTrump, Pass, PassCards, Play, PlayOn, ThrowIn
from pinochle_learn.render.game_text import CONTROLS
from pinochle_learn.render.round_html import (
    action_sentence,
    melds_html,
    phase_html,
    prompt,
    recent_html,
    recent_sentences,
    seat_names,
    table_html,
    totals_html,
)
from pinochle_learn.render.round_panes import (
    hands_pane_html,
    message_html,
    refusal_text,
    score_pane_html,
    score_sheet_html,
    sentence,
)
from pinochle_learn.render.round_view import pass_preview_html
from pinochle_learn.render.words import seat_label
from pinochle_learn.state import GameState, Phase, RoundState
from pinochle_widgets.sessions.round_session import RoundSession

from .controls import checkbox, seed_box
from .kit import guard_inputs, styled, two_columns
from .round_controls import RoundControls, cards_to_play, hand_of, round_button
from .seat_table import SeatTable

# score_sheet_html lives in round_panes; it is still importable from here.
__all__ = ["RoundTable", "score_sheet_html"]


class RoundTable(widgets.VBox):
    """A table of four: the learner in one seat, three honest computer players in the others.

    Parameters
    ----------
    seed
        Seed of the first deal (and of the computers' tie-breaks); the same seed replays the
        same game. Shown in the seed box, where the learner may change it for "New game".
    seat
        The learner's seat; the partner sits opposite.
    ruleset
        PARTNERSHIP or a house-rule variant of it.
    totals
        Each team's game points at the start of the game (e.g. to practise the end of a game).
    first_dealer
        The first dealer; by default drawn with ``seed`` (``RULES.md``: first dealer random).

    Attributes
    ----------
    message : widgets.HTML
        The message line (``class="pl-message"``): what the last click did, or why it was
        refused.
    phase_view, totals_view, view, view_below, recent_view, hands_view, melds_view, score_view
        The ``widgets.HTML`` panes (see the module docstring for their ids).

    Examples
    --------
    >>> table = RoundTable(seed=7)
    >>> table.state.to_act is Seat.SOUTH or table.state.is_over
    True
    >>> table.state.phase.name
    'AUCTION'
    """

    def __init__(
        self,
        *,
        seed: int = 1,
        seat: Seat = Seat.SOUTH,
        ruleset: Ruleset = PARTNERSHIP,
        totals: tuple[int, int] = (0, 0),
        first_dealer: Seat | None = None,
        **kwargs: Any,
    ) -> None:
        self.seat = Seat(seat)
        self.ruleset = ruleset
        self.names = seat_names(self.seat)
        self.session = RoundSession(
            int(seed),
            seat=self.seat,
            ruleset=ruleset,
            totals=totals,
            first_dealer=first_dealer,
            deal=False,
        )
        self._chosen: list[int] = []

        # toolbar
        self.seed_box = seed_box(
            self.session.seed,
            tooltip="The same seed deals the same cards and replays the same game",
            width="9em",
        )
        self.new_button = round_button(
            CONTROLS["new"][0],
            "Start a new game dealt from the seed (game points back to the start)",
            self._on_new,
            "pl-new-deal",
        )
        self.replay_button = round_button(
            CONTROLS["replay"][0],
            "Play this round again from the start: the same cards, the same computer players",
            lambda _b: self.replay(),
            "pl-replay",
        )
        self.back_button = round_button(
            CONTROLS["back"][0],
            "Step back to your previous decision (undoing the computer players' moves after it)",
            lambda _b: self.back(),
            "pl-back",
        )
        self.forward_button = round_button(
            CONTROLS["forward"][0],
            "Redo what you stepped back over (until you choose differently)",
            lambda _b: self.forward(),
            "pl-forward",
        )
        self.show_all = checkbox(
            False,
            "Show all hands",
            "Practice: see every player's cards",
            css_class="pl-show-all",
            layout=widgets.Layout(width="auto", margin="2px 8px"),
        )
        self.show_all.observe(lambda _c: self._redraw(), names="value")
        toolbar = widgets.HBox(
            [
                self.seed_box,
                self.new_button,
                self.replay_button,
                self.back_button,
                self.forward_button,
                self.show_all,
            ],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        toolbar.add_class("pl-round-toolbar")

        # panes
        self.phase_view = widgets.HTML()
        self.totals_view = widgets.HTML()
        self.message = widgets.HTML(message_html(""))
        self.message.add_class("pl-round-message")
        self.view = widgets.HTML()
        self.view.add_class("pl-round-view")
        self.view_below = widgets.HTML()
        self.view_below.add_class("pl-round-view-below")
        self.recent_view = widgets.HTML()
        self.hands_view = widgets.HTML()
        self.melds_view = widgets.HTML()
        self.score_view = widgets.HTML()
        self.score_view.add_class("pl-score-view")

        # the learner's decision
        self.controls = RoundControls(
            self.seat,
            ruleset,
            act=self.act,
            bid=self.bid,
            confirm_pass=self.confirm_pass,
            next_round=self.next_round,
        )
        # The controls keep their names on the table: lessons and tests click them here.
        controls = self.controls
        self.pass_bid_button = controls.pass_bid_button
        self.bid_box = controls.bid_box
        self.bid_box_button = controls.bid_box_button
        self.bid_row = controls.bid_row
        self.other_bid_row = controls.other_bid_row
        self.trump_buttons = controls.trump_buttons
        self.trump_row = controls.trump_row
        self.pass_status = controls.pass_status
        self.pass_confirm = controls.pass_confirm
        self.pass_box = controls.pass_box
        self.throw_in_button = controls.throw_in_button
        self.play_on_button = controls.play_on_button
        self.throw_row = controls.throw_row
        self.next_round_button = controls.next_round_button

        # the table and the learner's hand: the card pictures are the controls
        self.seat_table = SeatTable(self.seat, self.names, hand_class="pl-round-hand")
        self.seat_table.on_pick(self._on_card)
        self.table_view = self.seat_table.felt
        self.hand = self.seat_table.hand
        self.hint_view = widgets.HTML()
        self.preview_view = widgets.HTML()
        self.history_view = widgets.HTML()
        columns = two_columns(
            [
                self.phase_view,
                self.seat_table,
                self.controls,
                self.message,
                self.recent_view,
                self.totals_view,
            ],
            [
                self.score_view,
                self.view,
                self.hint_view,
                self.preview_view,
                self.view_below,
                self.history_view,
                self.hands_view,
                self.melds_view,
            ],
            "pl-round-columns",
        )
        super().__init__(styled([toolbar, columns]), **kwargs)
        self.add_class("pl-round-table")
        self._change(lambda: self.session.new_game(self.session.seed), lambda: "")
        guard_inputs(self, self.message)

    # ---- queries ---------------------------------------------------------------------
    @property
    def state(self) -> RoundState:
        """The round as it stands now (an immutable :class:`RoundState`)."""
        return self.session.state

    @property
    def states(self) -> tuple[RoundState, ...]:
        """Every state of the round in progress, from before the deal to now."""
        return self.session.states

    @property
    def game(self) -> GameState:
        """The game: the rounds finished and the round in progress."""
        return self.session.game

    @property
    def seed(self) -> int:
        """The seed of the game being played."""
        return self.session.seed

    @property
    def round_number(self) -> int:
        """1 for the first round of the game, and so on."""
        return self.session.round_number

    @property
    def chosen(self) -> tuple[Card, ...]:
        """The cards chosen so far to pass."""
        hand = self._my_cards()
        return tuple(hand[i] for i in sorted(self._chosen) if i < len(hand))

    def bid_button(self, amount: int) -> widgets.Button:
        """The button that bids ``amount`` (made on first use)."""
        return self.controls.bid_button(amount)

    def hand_card(self, card: Card | str) -> dict[str, Any]:
        """What the learner's hand shows for ``card`` (the first copy): ``mark``
        (``"playable"``, ``"refused"`` or ``""``), ``reason``, ``label`` (aria), ``selected``,
        ``received`` ... (:attr:`CardHand.cards`).

        Raises
        ------
        ValueError
            The learner holds no such card now.
        """
        return dict(self.hand.cards[self.hand.index_of(card)])

    # ---- the learner's actions (each returns whether the state changed) -----------------
    def act(self, action: Action) -> bool:
        """Apply the learner's ``action``; the computer seats then play until the learner's turn.

        A refused action changes nothing: the message line gives the rule that refuses it.
        """
        state = self.state
        try:
            verdict = self.session.apply(action)
        except PinochleError as error:
            self._say(f"{error}", "error")
            self._redraw()
            return False
        if not verdict.legal:
            self._say(refusal_text(action, verdict.reason, verdict.phase, self.names), "error")
            self._redraw()
            return False
        self._chosen.clear()
        # The trick's result, if this card completed one, is said in "What happened" only.
        self._say(action_sentence(action, state, self.names, result=False), "done")
        self._redraw()
        return True

    def bid(self, amount: int) -> bool:
        """Bid ``amount`` game points."""
        return self.act(Bid(self.seat, amount))

    def pass_bid(self) -> bool:
        """Pass in the auction."""
        return self.act(Pass(self.seat))

    def name_trump(self, suit: Suit | str) -> bool:
        """Name ``suit`` trump (after winning the auction)."""
        try:
            chosen = Suit.parse(suit) if isinstance(suit, str) else suit
        except PinochleError as error:
            self._say(str(error), "error")
            return False
        return self.act(DeclareTrump(self.seat, chosen))

    def toggle_pass(self, index: int) -> bool:
        """Choose the card at ``index`` of the learner's hand to pass, or put it back."""
        hand = self._my_cards()
        if self.state.phase not in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK) or (
            self.state.to_act is not self.seat
        ):
            self._say("There is no passing to do now.", "error")
            return False
        if not 0 <= index < len(hand):
            self._say(f"There is no card number {index + 1} in your hand.", "error")
            return False
        card = hand[index]
        if index in self._chosen:
            self._chosen.remove(index)
            self._say(f"{card.label} stays in your hand.")
        elif len(self._chosen) >= self.ruleset.pass_cards:
            self._say(
                f"You have chosen {self.ruleset.pass_cards} cards already: "
                "click one of them to keep it first.",
                "error",
            )
            self._redraw()
            return False
        else:
            self._chosen.append(index)
            self._say(f"{card.label} chosen to pass.")
        self._redraw()
        return True

    def choose_pass(self, cards: Sequence[Card | str]) -> None:
        """Choose exactly these cards to pass (replacing the choice so far), then redraw."""
        self._chosen.clear()
        for card in cards:
            wanted = Card.parse(card) if isinstance(card, str) else card
            for index, held in enumerate(self._my_cards()):
                if held == wanted and index not in self._chosen:
                    self._chosen.append(index)
                    break
        self._redraw()

    def confirm_pass(self) -> bool:
        """Pass the chosen cards to the partner (refused with the reason unless exactly 4)."""
        return self.act(PassCards(self.seat, self.chosen))

    def play(self, card: Card | str) -> bool:
        """Play ``card``; an illegal card is refused with the rule and changes nothing."""
        try:
            wanted = Card.parse(card) if isinstance(card, str) else card
        except PinochleError as error:
            self._say(str(error), "error")
            return False
        return self.act(Play(self.seat, wanted))

    def throw_in(self) -> bool:
        """Throw the hand in (only when the rules allow it)."""
        return self.act(ThrowIn(self.seat))

    def play_on(self) -> bool:
        """Play the hand out rather than throw it in."""
        return self.act(PlayOn(self.seat))

    # ---- moving through the game --------------------------------------------------------
    def back(self) -> bool:
        """Step back to the learner's previous decision (undoing the computer actions after it)."""
        if not self.session.back():
            self._say("Nothing to step back to: this is your first decision of the round.", "error")
            self._redraw()
            return False
        self._chosen.clear()
        self._say(f"Stepped back: {prompt(self.state)} again, as you like.")
        self._redraw()
        return True

    def forward(self) -> bool:
        """Redo what the last step back undid (only until a new choice is made)."""
        if not self.session.forward():
            self._say("Nothing to redo: step back first.", "error")
            self._redraw()
            return False
        self._chosen.clear()
        self._say("Stepped forward again.")
        self._redraw()
        return True

    def replay(self) -> bool:
        """Play this round again from the deal: the same cards, the same computer choices."""
        return self._change(
            self.session.replay,
            lambda: f"Round {self.round_number} dealt again: the same cards as before.",
        )

    def new_deal(self, seed: int | None = None) -> bool:
        """Start a new game dealt from ``seed`` (the seed box by default)."""
        self.seed_box.value = int(self.seed_box.value if seed is None else seed)
        value = int(self.seed_box.value)  # brought into the box's range, as shown
        return self._change(
            lambda: self.session.new_game(value), lambda: f"New game dealt with seed {value}."
        )

    def next_round(self) -> bool:
        """Deal the next round: the deal passes to the left, game points carry over."""
        return self._change(
            self.session.next_round,
            lambda: f"Round {self.round_number}: {seat_label(self.state.dealer)} deals.",
            "No next round: ",
        )

    def _change(
        self, step: Callable[[], object], done: Callable[[], str], refused: str = ""
    ) -> bool:
        self._chosen.clear()
        try:
            step()
        except PinochleError as error:
            self._say(sentence(f"{refused}{error}"), "error")
            self._redraw()
            return False
        self._say(done())
        self._redraw()
        return True

    def _my_cards(self) -> tuple[Card, ...]:
        return hand_of(self.state, self.seat)

    def _play_cards(self) -> tuple[Card, ...]:
        return cards_to_play(self.state, self.seat)

    def _on_new(self, _button: widgets.Button) -> None:
        self.new_deal()

    def _on_card(self, index: int, card: Card) -> None:
        """A card of the hand was clicked: choose it to pass, or play it, as the phase says."""
        state = self.state
        if state.to_act is self.seat and state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK):
            self.toggle_pass(index)
        elif state.to_act is self.seat and state.phase is Phase.TRICKS:
            self.play(card)
        elif state.is_over:
            self._say(f"The round is over: {card.label} stays in your hand.", "error")
        else:
            self._say(f"{card.label} cannot be played now: {sentence(prompt(state))}", "error")

    # ---- drawing ---------------------------------------------------------------------
    def _say(self, text: str, kind: str = "info") -> None:
        self.message.value = message_html(text, kind)

    def _redraw(self) -> None:
        state = self.state
        self.totals_view.value = totals_html(state, self.game.totals)
        self.view.value, self.view_below.value = table_html(state, self.seat, self.names)
        self.controls.show(state, self._chosen, self.chosen)
        show_all = bool(self.show_all.value)
        self.seat_table.show(
            state, show_all=show_all, chosen=self._chosen, hint=self._hand_hint(state)
        )
        table = self.seat_table
        draw = table.panes.draw
        table.show_auction_hint(self.hint_view, state)
        passing = state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK)
        draw(
            self.preview_view,
            (passing and state, tuple(self._chosen)),
            lambda: pass_preview_html(state, self.seat, self.chosen),
        )
        self.history_view.value = table.history_html(self.states)
        self.recent_view.value = recent_html(
            recent_sentences(self.session.recent(show_all=show_all), self.seat)
        )
        draw(
            self.hands_view,
            (state.hands, state.dealt, state.is_over, show_all),
            lambda: hands_pane_html(state, self.seat, self.names, show_all=show_all),
        )
        draw(
            self.melds_view,
            (state.melds, state.trump),
            lambda: melds_html(state, self.names, open_seats=(self.seat,)),
        )
        draw(
            self.score_view,
            (state.score, self.round_number),
            lambda: score_pane_html(state.score, self.round_number, self.names),
        )
        self.back_button.disabled = not self.session.can_go_back
        self.forward_button.disabled = not self.session.can_go_forward
        # Last: the phase line (its data-step) changes only once everything else is redrawn,
        # so a page (or a test) that waits for the new step finds the new hand too.
        self.phase_view.value = phase_html(state, self.seat, self.names, self.round_number)

    def _hand_hint(self, state: RoundState) -> str:
        mine = state.to_act is self.seat and not state.is_over
        if mine and state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK):
            need = self.ruleset.pass_cards
            return f"Click {need} cards to choose them to pass (lifted); click again to keep one."
        return self.seat_table.default_hint(state)
