"""RoundTable: play whole rounds of partnership pinochle against three computer seats.

A thin view (``RULES.md``, PARTNERSHIP) over a :class:`RoundSession`, the model that holds
the game and every state of the round in progress. The learner takes one seat (South by
default); the three other seats are :func:`pinochle_learn.players.choose_action`, seeded from
the game's seed and the round's history, so the same seed replays the same game. They act at
once, synchronously, until it is the learner's turn again (no threads or timers). ◀ Back
returns to the learner's previous decision, undoing the computer actions after it; Forward ▶
redoes what was stepped over, until the learner chooses differently.

Everything is drawn with ``widgets.HTML`` (never an ``Output``, VOILA.md rule 1); pandas, for
the score sheet, is imported only when a round is first scored (VOILA.md rule 4). Any
:class:`~pinochle_learn.errors.PinochleError` is shown in the message line
(``class="pl-message"``), never as a traceback.

Stable hooks for tests: ``id="round-phase"`` (``data-phase``, ``data-to-act``, ``data-step``),
``id="game-totals"``, ``id="round-message"`` (``class="pl-message"``), ``id="score-sheet"``
(the table), ``id="round-auction"``, ``id="round-melds"``, ``id="tricks-won"``; buttons with
classes ``pl-bid`` (``pl-bid-260``), ``pl-pass-bid``, ``pl-trump`` (``pl-trump-H``),
``pl-pass-card`` (``pl-pass-card-H14``), ``pl-pass-confirm``, ``pl-throw-in``, ``pl-play-on``,
``pl-play-card`` (``pl-play-H14``, ``pl-legal`` or ``pl-illegal``), ``pl-back``, ``pl-forward``,
``pl-new-deal``, ``pl-replay``, ``pl-next-round``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import ipywidgets as widgets

from pinochle_learn import (
    PARTNERSHIP,
    SUITS,
    Card,
    IllegalActionError,
    PinochleError,
    Ruleset,
    Seat,
    Suit,
)
from pinochle_learn.actions import (
    Action,
    Bid,
    DeclareTrump,
    Pass,
    PassCards,
    Play,
    PlayOn,
    ThrowIn,
)
from pinochle_learn.render.html import BLACK, RED
from pinochle_learn.render.round_html import (
    action_sentence,
    hands_html,
    melds_html,
    phase_html,
    prompt,
    recent_html,
    seat_names,
    table_html,
    totals_html,
)
from pinochle_learn.render.score_html import score_html
from pinochle_learn.scoring import RoundScore
from pinochle_learn.seats import seats
from pinochle_learn.state import GameState, Phase, RoundState

from .controls import checkbox
from .round_session import RoundSession
from .score_calculator import score_table_html

__all__ = ["RoundTable", "score_sheet_html"]

_CSS = """<style>
.pl-round-table .pl-round-box {font-family:system-ui, 'DejaVu Sans', Arial, sans-serif;
  color:#1b1b1b; line-height:1.4; max-width:62em;}
.pl-round-table h4 {font-size:1em; font-weight:700; margin:.5em 0 .25em 0;}
.pl-round-table .pl-phase {font-size:1.1em; margin:.3em 0;}
.pl-round-table .pl-recent li {margin:.1em 0;}
.pl-round-score .pl-score-table {border-collapse:collapse; margin:.4em 0;
  font-variant-numeric:tabular-nums;}
.pl-round-score .pl-score-table th, .pl-round-score .pl-score-table td {padding:.25em .7em;
  border-bottom:1px solid #d0d7de; text-align:left;}
</style>"""

_LEGAL_COLOUR = "#dcf1e2"
_ILLEGAL_COLOUR = "#f3e3e3"
_CHOSEN_COLOUR = "#9ec5f4"


def _message(text: str, kind: str = "info") -> str:
    colour = {"error": "#9b1c1c", "info": "#1b1b1b", "done": "#1e6b3a"}[kind]
    role = "alert" if kind == "error" else "status"
    icon = {"error": "✗ ", "done": "✓ ", "info": ""}[kind]
    body = f"{icon}{escape(text)}" if text else ""
    return (
        f'<div class="pl-message pl-{kind}" id="round-message" role="{role}" '
        f'style="color:{colour}; margin:4px 0; min-height:1.4em">{body}</div>'
    )


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text + "."


def score_sheet_html(score: RoundScore, names: Sequence[str] | None = None) -> str:
    """The round's score sheet: :meth:`RoundScore.to_rows` as a pandas table with
    ``id="score-sheet"`` (the Scoring lesson's :func:`score_table_html`), then the score worked
    out line by line with the reasons, the new totals and the game
    (:func:`~pinochle_learn.render.score_html.score_html`, totals in
    ``id="round-score-totals"``). Imports pandas on first use.

    Examples
    --------
    >>> from pinochle_learn import score_round
    >>> html = score_sheet_html(score_round(bid=300, bidding_team=0, meld=(120, 60),
    ...                                     tricks=(180, 70)))
    >>> 'id="score-sheet"' in html, "<td>300</td>" in html, "made its bid of 300" in html
    (True, True, True)
    """
    table = score_table_html(score, table_id="score-sheet")
    return table + score_html(score, totals_id="round-score-totals", names=names)


class RoundTable(widgets.VBox):
    """A table of four: the learner in one seat, three honest computer players in the others.

    Parameters
    ----------
    seed
        Seed of the first deal (and of the computers' tie-breaks); the same seed replays the
        same game. Shown in the seed box, where the learner may change it for "New deal".
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
        self.seed_box = widgets.IntText(
            value=self.session.seed,
            description="Seed",
            tooltip="The same seed deals the same cards and replays the same game",
            layout=widgets.Layout(width="9em"),
            style={"description_width": "initial"},
        )
        self.seed_box.add_class("pl-seed")
        self.new_button = self._button(
            "New deal",
            "Start a new game dealt from the seed (game points back to the start)",
            self._on_new,
            "pl-new-deal",
        )
        self.replay_button = self._button(
            "Replay this deal",
            "Play this round again from the start: the same cards, the same computer players",
            lambda _b: self.replay(),
            "pl-replay",
        )
        self.back_button = self._button(
            "◀ Back",
            "Step back to your previous decision (undoing the computer players' moves after it)",
            lambda _b: self.back(),
            "pl-back",
        )
        self.forward_button = self._button(
            "Forward ▶",
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
        self.message = widgets.HTML(_message(""))
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

        # auction controls
        self._bid_buttons: dict[int, widgets.Button] = {}
        self.pass_bid_button = self._button(
            "Pass",
            "Pass: you are out of the auction for the rest of this round",
            lambda _b: self.act(Pass(self.seat)),
            "pl-pass-bid",
        )
        self.bid_box = widgets.IntText(
            value=ruleset.min_bid or 0,
            description="Other bid",
            tooltip="Any amount: the rules say whether it is allowed",
            layout=widgets.Layout(width="12em"),
            style={"description_width": "initial"},
        )
        self.bid_box.add_class("pl-bid-amount")
        self.bid_box_button = self._button(
            "Bid this",
            "Bid the amount in the box (refused with the rule if it is not allowed)",
            lambda _b: self.bid(int(self.bid_box.value)),
            "pl-bid-other",
        )
        self.bid_row = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.bid_row.add_class("pl-bid-row")
        self.other_bid_row = widgets.HBox([self.bid_box, self.bid_box_button])

        # trump controls
        self.trump_buttons: dict[Suit, widgets.Button] = {}
        for suit in SUITS:
            button = self._button(
                f"{suit.symbol} {suit.noun}",
                f"Name {suit.noun} trump",
                lambda _b, s=suit: self.act(DeclareTrump(self.seat, s)),
                "pl-trump",
                f"pl-trump-{suit.letter}",
            )
            button.style.text_color = RED if suit.is_red else BLACK
            button.style.font_weight = "bold"
            self.trump_buttons[suit] = button
        self.trump_row = widgets.HBox(list(self.trump_buttons.values()))
        self.trump_row.add_class("pl-trump-row")

        # passing controls
        self.pass_card_buttons: list[widgets.Button] = []
        for index in range(ruleset.hand_size + ruleset.pass_cards):
            button = widgets.Button(layout=widgets.Layout(width="5.2em", margin="1px"))
            button.on_click(lambda _b, i=index: self.toggle_pass(i))
            self.pass_card_buttons.append(button)
        self.pass_cards_row = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.pass_status = widgets.HTML()
        self.pass_confirm = self._button(
            "Pass these cards",
            "Give the chosen cards to your partner (exactly 4)",
            lambda _b: self.confirm_pass(),
            "pl-pass-confirm",
        )
        self.pass_box = widgets.VBox(
            [self.pass_cards_row, self.pass_status, self.pass_confirm],
            layout=widgets.Layout(align_items="flex-start"),
        )
        self.pass_box.add_class("pl-pass-box")

        # throw-in controls
        self.throw_in_button = self._button(
            "Throw in",
            "Give up the hand: your team loses the bid, the other team adds its meld",
            lambda _b: self.act(ThrowIn(self.seat)),
            "pl-throw-in",
        )
        self.play_on_button = self._button(
            "Play on",
            "Play the hand out: meld + trick points must reach the bid",
            lambda _b: self.act(PlayOn(self.seat)),
            "pl-play-on",
        )
        self.throw_row = widgets.HBox([self.throw_in_button, self.play_on_button])

        # trick controls
        self.play_buttons: list[widgets.Button] = []
        for index in range(ruleset.hand_size):
            button = widgets.Button(layout=widgets.Layout(width="5.2em", margin="1px"))
            button.on_click(lambda _b, i=index: self._on_play(i))
            self.play_buttons.append(button)
        self.play_row = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.play_row.add_class("pl-play-row")
        self.play_label = widgets.HTML(
            '<strong class="pl-play-label">Your cards (click one to play it):</strong>'
        )

        # after the round
        self.next_round_button = self._button(
            "Next round",
            "Deal the next round: the deal passes to the left, game points carry over",
            lambda _b: self.next_round(),
            "pl-next-round",
        )
        self.controls = widgets.VBox(layout=widgets.Layout(align_items="flex-start"))
        self.controls.add_class("pl-round-controls")

        super().__init__(
            [
                widgets.HTML(_CSS),
                toolbar,
                self.phase_view,
                self.totals_view,
                self.score_view,
                self.view,
                self.controls,
                self.message,
                self.view_below,
                self.recent_view,
                self.hands_view,
                self.melds_view,
            ],
            **kwargs,
        )
        self.add_class("pl-round-table")
        self._change(lambda: self.session.new_game(self.session.seed), lambda: "")

    @staticmethod
    def _button(
        description: str, tooltip: str, handler: Callable[[Any], Any], *classes: str
    ) -> widgets.Button:
        button = widgets.Button(
            description=description,
            tooltip=tooltip,
            layout=widgets.Layout(width="auto", min_width="5em", margin="2px 4px"),
        )
        for css in classes:
            button.add_class(css)
        button.on_click(handler)
        return button

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
        button = self._bid_buttons.get(amount)
        if button is None:
            button = self._button(
                f"Bid {amount}",
                f"Bid {amount} game points",
                lambda _b, a=amount: self.bid(a),
                "pl-bid",
                f"pl-bid-{amount}",
            )
            self._bid_buttons[amount] = button
        return button

    def visible_play_buttons(self) -> list[widgets.Button]:
        """The card buttons shown now in the tricks (one per card in the learner's hand)."""
        return list(self.play_row.children)  # type: ignore[arg-type]

    def play_button(self, card: Card | str) -> widgets.Button:
        """The (first) button of ``card`` in the learner's hand during the tricks.

        Raises
        ------
        IllegalActionError
            The card is not in the learner's hand now.
        """
        wanted = Card.parse(card) if isinstance(card, str) else card
        for index, held in enumerate(self._play_cards()):
            if held == wanted:
                return self.play_buttons[index]
        raise IllegalActionError(f"you hold no {wanted.label} to play now")

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
            self._say(self._refusal(action, verdict.reason, verdict.phase), "error")
            self._redraw()
            return False
        self._chosen.clear()
        self._say(action_sentence(action, state, self.names), "done")
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
        value = int(self.seed_box.value if seed is None else seed)
        self.seed_box.value = value
        return self._change(
            lambda: self.session.new_game(value), lambda: f"New game dealt with seed {value}."
        )

    def next_round(self) -> bool:
        """Deal the next round: the deal passes to the left, game points carry over."""
        return self._change(
            self.session.next_round,
            lambda: f"Round {self.round_number}: {self.state.dealer.label} deals.",
            "No next round: ",
        )

    def _change(
        self, step: Callable[[], object], done: Callable[[], str], refused: str = ""
    ) -> bool:
        self._chosen.clear()
        try:
            step()
        except PinochleError as error:
            self._say(_sentence(f"{refused}{error}"), "error")
            self._redraw()
            return False
        self._say(done())
        self._redraw()
        return True

    def _my_cards(self) -> tuple[Card, ...]:
        hands = self.state.hands
        return hands[self.seat].cards if hands else ()

    def _play_cards(self) -> tuple[Card, ...]:
        if self.state.phase is not Phase.TRICKS or self.state.to_act is not self.seat:
            return ()
        return self._my_cards()

    def _on_new(self, _button: widgets.Button) -> None:
        self.new_deal()

    def _on_play(self, index: int) -> None:
        cards = self._play_cards()
        if index < len(cards):
            self.play(cards[index])

    # ---- words ---------------------------------------------------------------------------
    def _say(self, text: str, kind: str = "info") -> None:
        self.message.value = _message(text, kind)

    def _refusal(self, action: Action, reason: str, phase: str) -> str:
        if isinstance(action, Play):
            return f"{action.card.label} may not be played: {_sentence(reason)} Nothing was played."
        if isinstance(action, Bid):
            return f"A bid of {action.amount} is refused: {_sentence(reason)}"
        if isinstance(action, PassCards):
            return f"That pass is refused: {_sentence(reason)} Choose again."
        return f"Refused in {phase}: {_sentence(reason)}"

    # ---- drawing ---------------------------------------------------------------------
    def _redraw(self) -> None:
        state = self.state
        self.phase_view.value = phase_html(state, self.seat, self.names, self.round_number)
        self.totals_view.value = totals_html(state, self.game.totals)
        self.view.value, self.view_below.value = table_html(state, self.seat, self.names)
        self._draw_controls(state)
        self.recent_view.value = recent_html(self.session.recent(show_all=self.show_all.value))
        self._draw_hands(state)
        self.melds_view.value = melds_html(state, self.names, open_seats=(self.seat,))
        self._draw_score(state)
        self.back_button.disabled = not self.session.can_go_back
        self.forward_button.disabled = not self.session.can_go_forward

    def _draw_controls(self, state: RoundState) -> None:
        mine = not state.is_over and state.to_act is self.seat
        phase = state.phase
        children: list[widgets.Widget] = []
        if mine and phase is Phase.AUCTION and state.auction is not None:
            buttons = [self.bid_button(a) for a in state.auction.allowed_bids()]
            self.bid_row.children = [*buttons, self.pass_bid_button]
            children = [self.bid_row, self.other_bid_row]
        elif mine and phase is Phase.TRUMP:
            children = [self.trump_row]
        elif mine and phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK):
            self._draw_pass_buttons()
            children = [self.pass_box]
        elif mine and phase is Phase.THROW_IN:
            children = [self.throw_row]
        elif mine and phase is Phase.TRICKS:
            self._draw_play_buttons(state)
            children = [self.play_label, self.play_row]
        elif state.is_over:
            over = state.score is not None and state.score.game_over
            self.next_round_button.disabled = over
            self.next_round_button.tooltip = (
                "The game is over: start a new deal"
                if over
                else "Deal the next round: the deal passes to the left, game points carry over"
            )
            children = [self.next_round_button]
        self.controls.children = children

    def _draw_pass_buttons(self) -> None:
        hand = self._my_cards()
        shown = []
        for index, card in enumerate(hand):
            button = self.pass_card_buttons[index]
            chosen = index in self._chosen
            button.description = f"{card.label} ●" if chosen else card.label
            button.tooltip = (
                f"{card.name.capitalize()}: chosen to pass; click to keep it"
                if chosen
                else f"{card.name.capitalize()}: click to choose it to pass"
            )
            button.style.text_color = RED if card.suit.is_red else BLACK
            button.style.font_weight = "bold"
            button.style.button_color = _CHOSEN_COLOUR if chosen else None
            state_class = "pl-chosen" if chosen else "pl-kept"
            button._dom_classes = ("pl-pass-card", f"pl-pass-card-{card}", state_class)
            shown.append(button)
        self.pass_cards_row.children = shown
        count = len(self._chosen)
        need = self.ruleset.pass_cards
        chosen_text = " ".join(c.label for c in self.chosen) or "none yet"
        self.pass_status.value = (
            f'<div class="pl-round-box pl-pass-status" data-chosen="{count}">Chosen to pass: '
            f"<strong>{count} of {need}</strong> ({escape(chosen_text)})</div>"
        )

    def _draw_play_buttons(self, state: RoundState) -> None:
        analysis = state.play_analysis()
        cards = self._play_cards()
        if analysis is None:
            self.play_row.children = []
            return
        verdicts = {v.card: v for v in analysis.verdicts}
        shown = []
        for index, card in enumerate(cards):
            verdict = verdicts[card]
            button = self.play_buttons[index]
            sign = "✓" if verdict.legal else "✗"
            button.description = f"{card.label} {sign}"
            button.tooltip = f"{sign} {verdict.why}"
            button.style.text_color = RED if card.suit.is_red else BLACK
            button.style.font_weight = "bold"
            button.style.button_color = _LEGAL_COLOUR if verdict.legal else _ILLEGAL_COLOUR
            legality = "pl-legal" if verdict.legal else "pl-illegal"
            button._dom_classes = ("pl-play-card", f"pl-play-{card}", legality)
            shown.append(button)
        self.play_row.children = shown

    def _draw_hands(self, state: RoundState) -> None:
        if not state.hands:
            self.hands_view.value = ""
            return
        if self.show_all.value:
            if state.is_over:
                shown = list(seats(4))
                self.hands_view.value = (
                    '<div class="pl-round-box" id="round-hands"><h4>The hands as dealt</h4></div>'
                    + hands_html(state.dealt, self.names, shown)
                )
                return
            shown = [s for s in seats(4) if not self._hand_in_view(state, s)]
            title = "All hands (practice: in a real game you see only your own)"
        else:
            shown = [] if self._hand_in_view(state, self.seat) else [self.seat]
            title = "Your hand"
        self.hands_view.value = (
            f'<div class="pl-round-box" id="round-hands"><h4>{escape(title)}</h4></div>'
            + hands_html(state.hands, self.names, shown)
            if shown
            else ""
        )

    def _hand_in_view(self, state: RoundState, seat: Seat) -> bool:
        """The learner's hand is already drawn by the play view or by the pass buttons."""
        if seat is not self.seat or state.is_over:
            return False
        return state.to_act is self.seat and state.phase is Phase.TRICKS

    def _draw_score(self, state: RoundState) -> None:
        score = state.score
        if score is None:
            self.score_view.value = ""
            return
        self.score_view.value = (
            '<div class="pl-round-box pl-round-score" id="round-score">'
            f"<h4>Score sheet, round {self.round_number}</h4>"
            f"{score_sheet_html(score, self.names)}</div>"
        )
