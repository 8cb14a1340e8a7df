"""RoundTable: play whole rounds of partnership pinochle against three computer seats.

A configuration of the one :class:`~.game_table.GameTable` (``RULES.md``, PARTNERSHIP): the
ruleset, the names (the learner "South (you)", the partner "North (partner)"), the partnership
game's panes (:data:`pinochle_learn.render.partnership_panes.PARTNERSHIP_PANES`: the phase
line, what happened, the score sheet, the game totals, the hands on view), the CSS prefix
``pl-round``, and the table options this game's lesson turns on: the seed box and "show all
hands". The decisions (bid, the "Other bid" box, trump, passing with its preview, throw in
or play on, a card played) are the table's :data:`~.panels.PANELS`; the control row (step
back, forward, replay, next round, new game) its one row; every refusal its one path, in the
one wording (:func:`pinochle_learn.render.round_panes.refusal_text`). The computer seats are
:func:`pinochle_learn.players.choose_action`, seeded from the game's seed and the round's
history, so the same seed replays the same game.

The old names the lessons and tests use are kept as aliases of the table's parts: the panes
(``phase_view`` is the status line, ``recent_view`` the log, ``melds_view``, ``history_view``,
``preview_view``, ``score_view``, ``totals_view``, ``view``, ``view_below``, ``hands_view``),
the panels' buttons (``bid_button(260)``, ``pass_bid_button``, ``bid_row``, ``bid_box``,
``bid_box_button``, ``trump_buttons``, ``pass_status``, ``pass_confirm``,
``throw_in_button``, ``play_on_button``; made once, pooled on the table) and the moves
(``bid``, ``pass_bid``, ``name_trump``, ``toggle_pass``, ``choose_pass``, ``confirm_pass``,
``play``, ``throw_in``, ``play_on``, ``replay``, ``new_deal``, ``next_round``).

Stable hooks for tests: ``id="round-phase"`` (``data-phase``, ``data-to-act``, ``data-step``:
drawn last), ``id="game-totals"``, ``id="round-message"`` (``class="pl-message"``),
``id="score-sheet"``, ``id="round-auction"``, ``id="round-melds"``, ``id="tricks-won"``,
``id="round-recent"``, the felt ``pl-felt``, the hand ``pl-round-hand`` (cards
``button.plc-card[data-card="H14"]``), ``id="auction-hint"``, ``id="pass-preview"``,
``id="round-history"``; buttons ``pl-bid`` (``pl-bid-260``), ``pl-pass-bid``,
``pl-bid-amount`` / ``pl-bid-other``, ``pl-trump`` (``pl-trump-H``), ``pl-pass-confirm``,
``pl-throw-in``, ``pl-play-on``; controls ``pl-round-back``, ``pl-round-forward``,
``pl-round-replay``, ``pl-round-next``, ``pl-round-new``; options ``pl-seed``,
``pl-show-all``, the level chooser ``pl-level``.
"""

from __future__ import annotations

from collections.abc import Sequence

import ipywidgets as widgets

from pinochle_learn import PARTNERSHIP, SUITS, Card, PinochleError, Ruleset, Seat, Suit
from pinochle_learn.actions import Bid, DeclareTrump, Pass, PassCards, Play, PlayOn, ThrowIn
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.partnership_panes import PARTNERSHIP_PANES
from pinochle_learn.render.round_html import seat_names
from pinochle_learn.render.round_panes import score_sheet_html, sentence
from pinochle_learn.render.words import suit_noun
from pinochle_learn.state import GameState, RoundState

from .choice_bar import Choice, ChoiceRow
from .game_table import GameTable
from .pane_board import Pane
from .panels import action_button, bid_row, other_bid
from .speech import in_language

# score_sheet_html lives in render/round_panes; it is still importable from here.
__all__ = ["RoundTable", "score_sheet_html"]


class RoundTable(GameTable):
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
    level
        The computer seats' level at the start, ``"learner"`` or ``"strong"``
        (:data:`pinochle_learn.levels.LEVELS`; the table's chooser changes it).
    lang
        The language of its words (``"it"``, ...); ``None``: the page's.

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
        totals: Sequence[int] = (),
        first_dealer: Seat | None = None,
        level: str = "learner",
        lang: str | None = None,
    ) -> None:
        self.lang = lang
        with speaking(lang):
            super().__init__(
                seed,
                ruleset=ruleset,
                seat=seat,
                names=seat_names(Seat(seat)),
                panes=PARTNERSHIP_PANES,
                first_dealer=first_dealer,
                prefix="pl-round",
                totals=totals,
                seed_box=True,
                show_all=True,
                level=level,
            )
        self.lang = lang
        # The old names of the panes (lessons and tests read them).
        self.phase_view = self.status
        self.recent_view = self.log_view
        self.melds_view = self.melds
        self.history_view = self.tricks_view
        self.seat_table = self.table
        self.table_view = self.table.felt
        # The pass panel's preview (an empty pane for a game with no passing).
        previews = [w for view in self.phase_views for w in view.side]
        self.preview_view = previews[0] if previews else widgets.HTML()
        for name, pane in self.extra.items():
            setattr(self, name, pane)
        self.next_round_button = self.next_button

    # ---- queries ---------------------------------------------------------------------
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

    # ---- the panels' widgets by their old names (made once, pooled on the table) ---------
    def bid_button(self, amount: int) -> Choice:
        """The button that bids ``amount``."""
        bid = Bid(self.seat, amount)
        return action_button(self, "bid", bid, "pl-bid", f"pl-bid-{amount}", amount=amount)

    @property
    def pass_bid_button(self) -> Choice:
        """The auction's "Pass"."""
        return action_button(self, "pass_bid", Pass(self.seat), "pl-pass", "pl-pass-bid")

    @property
    def bid_row(self) -> ChoiceRow:
        """The auction's row of bids and pass on show."""
        return bid_row(self)

    @property
    def bid_box(self) -> widgets.IntText:
        """The auction's "Other bid" box."""
        return other_bid(self)[0]

    @property
    def bid_box_button(self) -> Choice:
        """The button that bids the amount in the box."""
        return other_bid(self)[1]

    @property
    def trump_buttons(self) -> dict[Suit, Choice]:
        """The trump panel's button of each suit."""
        return {
            suit: action_button(
                self,
                "trump",
                DeclareTrump(self.seat, suit),
                "pl-trump",
                f"pl-trump-{suit.letter}",
                symbol=suit.symbol,
                noun=suit_noun(suit),
            )
            for suit in SUITS
        }

    @property
    def pass_status(self) -> Pane:
        """The pass panel's count of the cards chosen."""
        return self.pooled(("pass_status",), self.board.pane)

    @property
    def pass_confirm(self) -> Choice:
        """The pass panel's "Pass these cards"."""
        return action_button(
            self, "pass_cards", lambda: PassCards(self.seat, self.chosen), "pl-pass-confirm"
        )

    @property
    def throw_in_button(self) -> Choice:
        """The throw-in panel's "Throw in"."""
        return action_button(self, "throw_in", ThrowIn(self.seat), "pl-throw-in")

    @property
    def play_on_button(self) -> Choice:
        """The throw-in panel's "Play on"."""
        return action_button(self, "play_on", PlayOn(self.seat), "pl-play-on")

    # ---- the learner's moves by their old names (each returns whether the state changed) --
    @in_language
    def bid(self, amount: int) -> bool:
        """Bid ``amount`` game points."""
        return self.act(Bid(self.seat, amount))

    @in_language
    def pass_bid(self) -> bool:
        """Pass in the auction."""
        return self.act(Pass(self.seat))

    @in_language
    def name_trump(self, suit: Suit | str) -> bool:
        """Name ``suit`` trump (after winning the auction)."""
        try:
            chosen = Suit.parse(suit) if isinstance(suit, str) else suit
        except PinochleError as error:
            self.say(sentence(error_text(error)), "error")
            return False
        return self.act(DeclareTrump(self.seat, chosen))

    @in_language
    def toggle_pass(self, index: int) -> bool:
        """Click the card at ``index`` of the hand: chosen to pass, or put back."""
        return self.click_card(index)

    def choose_pass(self, cards: Sequence[Card | str]) -> None:
        """Choose exactly these cards to pass (replacing the choice so far)."""
        self.choose_cards(cards)

    @in_language
    def confirm_pass(self) -> bool:
        """Pass the chosen cards to the partner (refused with the rule unless exactly 4)."""
        return self.act(PassCards(self.seat, self.chosen))

    @in_language
    def play(self, card: Card | str) -> bool:
        """Play ``card``; an illegal card is refused with the rule and changes nothing."""
        try:
            wanted = Card.parse(card) if isinstance(card, str) else card
        except PinochleError as error:
            self.say(sentence(error_text(error)), "error")
            return False
        return self.act(Play(self.seat, wanted))

    @in_language
    def throw_in(self) -> bool:
        """Throw the hand in (only when the rules allow it)."""
        return self.act(ThrowIn(self.seat))

    @in_language
    def play_on(self) -> bool:
        """Play the hand out rather than throw it in."""
        return self.act(PlayOn(self.seat))

    @in_language
    def replay(self) -> bool:
        """Play this round again from the deal: the same cards, the same computer choices."""
        return self.controls.replay()

    @in_language
    def new_deal(self, seed: int | None = None) -> bool:
        """Start a new game dealt from ``seed`` (the seed box by default)."""
        if seed is not None:
            self.seed_box.value = int(seed)
        return self.controls.new_game()

    @in_language
    def next_round(self) -> bool:
        """Deal the next round: the deal passes to the left, game points carry over."""
        return self.controls.next_round()
