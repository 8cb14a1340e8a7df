"""TrickStepper: play a trick seat by seat, every card marked legal or not, and why.

A thin view over the engine's :func:`pinochle_learn.legal_plays` (a verdict per card, with its
deciding rule and reason) and :class:`pinochle_learn.Trick` (winner, reason, counter points).
Each moment of play is an immutable :class:`~.trick_session.TrickStep`; a
:class:`~.trick_session.TrickSession` keeps the list of them, so ◀ and ▶ step through the plays
by showing an earlier or later one; the panes are drawn by :mod:`.trick_panes`, the widgets made
and laid out by :class:`~.trick_stepper_layout.TrickStepperLayout`. Input from the page (hand
boxes, seed) is untrusted: it goes through the engine's parser, whose message is shown as it
is. The rules it shows are ``RULES.md``, Tricks (summed up in :mod:`.trick_session`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets
import traitlets

from pinochle_learn import (
    PARTNERSHIP,
    AmbiguousCard,
    Card,
    Hand,
    PinochleError,
    PlayAnalysis,
    Ruleset,
    Suit,
)
from pinochle_learn.cards import as_card
from pinochle_learn.errors import shown
from pinochle_learn.render import table_messages as say
from pinochle_learn.render.card_letters import ambiguous_text, rank_letters
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.reason_sentences import reason_sentence
from pinochle_learn.render.table_labels import label
from pinochle_learn.render.trick_html import reasons_html, seat_name, trick_html, verdict_why
from pinochle_learn.render.trick_panes import (
    felt_html,
    hands_table_html,
    step_html,
    taken_html,
    turn_html,
)
from pinochle_learn.render.trick_text import stepper_refusal
from pinochle_learn.render.words import ruleset_title
from pinochle_learn.seats import Seat
from pinochle_widgets.sessions.trick_session import (
    Refusal,
    TrickSession,
    TrickSetup,
    TrickStep,
    check_hands,
    deal_hands,
    house_rules,
    names_for,
)

from .card_hand import CardView
from .kit import guard_inputs, message_html
from .speech import in_language, spoken_init
from .trick_placer import CardPlacer
from .trick_stepper_layout import TrickStepperLayout, hand_tooltip

# TrickStep and deal_hands live in trick_session; they are still importable from here.
__all__ = ["TrickStep", "TrickStepper", "deal_hands"]


class TrickStepper(TrickStepperLayout):
    """Set up a trick (trump, rules, hands, leader), then play it seat by seat.

    The seat to play sees its hand as card pictures (a :class:`~.card_hand.CardHand`, the cards
    themselves are the controls) marked ``✓`` (may be played) or ``✗`` (refused, dimmed), with the
    engine's reason on hover, on focus and in the card's ``aria-label``, and for every card as text
    below. A click on a refused card shows why in the message line and changes nothing; a legal
    card is played.
    A complete trick shows its winner, the reason and the counter points taken (counted by the
    rules chosen). "Next trick" lets the winner lead the next one; ◀ and ▶ step through the plays.

    Parameters
    ----------
    hands
        The hands by seat index (:class:`Hand` or notation), ``ruleset.players`` of them;
        default: dealt from ``seed``.
    trump
        The trump suit (or its letter or symbol).
    ruleset
        The rules (a preset, or a house variant of one).
    leader
        The seat that leads the trick (a :class:`~pinochle_learn.seats.Seat` or index).
    names
        Names by seat index, e.g. ``("Bill", "Lisa", "You", "Mike")``; default North, East, ...
        A two-hand game seats the first and third of four names, across the table (Bill
        against You), so the learner keeps a seat whatever the rules (:func:`names_for`).
    seed
        Starting value of the seed box used by "Deal".
    stock_empty
        TWO_HAND_STOCK: has the stock run out? While it lasts any card may be played.
    lang
        The language of its words (``"it"``, ...); ``None``: the page's.

    Attributes
    ----------
    trump, ruleset, hands, leader, stock_empty, must_head_trick, must_beat_led_suit : traitlets
        The set-up; changing trump or a rule switch replays the plays so far under the new rules
        (up to the first that is no longer legal); new hands, leader or rules with other hands
        start the trick again.
    steps : list of TrickStep
        Every moment of play so far; :attr:`index` is the one shown.
    message : widgets.HTML
        What the last action did, or why it was refused (``class="pl-message"``).

    Examples
    --------
    >>> stepper = TrickStepper(["D10 C9", "D14 C10", "D14 C11", "D9 C12"], trump=Suit.SPADES)
    >>> for text in ("D10", "D14", "D14", "D9"):
    ...     _ = stepper.play(Card.parse(text))
    >>> stepper.step.trick.winner, stepper.step.taken
    (1, (0, 30))
    """

    trump = traitlets.UseEnum(Suit, default_value=Suit.SPADES)
    ruleset = traitlets.Instance(Ruleset)
    hands = traitlets.Tuple()
    leader: traitlets.TraitType[Any, Any] = traitlets.TraitType(0)  # seat index: _valid_leader
    stock_empty = traitlets.Bool(False)
    must_head_trick = traitlets.Bool(True)
    must_beat_led_suit = traitlets.Bool(False)

    @spoken_init
    def __init__(
        self,
        hands: Sequence[Hand | str] | None = None,
        *,
        trump: Suit | str = Suit.SPADES,
        ruleset: Ruleset = PARTNERSHIP,
        leader: Seat | int = Seat.NORTH,
        names: Sequence[str] | None = None,
        seed: int = 1,
        stock_empty: bool = False,
        lang: str | None = None,
        **kwargs: Any,
    ) -> None:
        del lang  # spoken_init: self.lang, and the words made in it
        trump = Suit.parse(trump) if isinstance(trump, str) else trump
        self.all_names = tuple(names) if names is not None else None
        seat_names = names_for(self.all_names, ruleset.players)
        self._busy = False

        self.placer = CardPlacer(
            ruleset.players,
            seat_names,
            self._placed,
            max_cards=ruleset.hand_size,
            deck=ruleset.deck,
            lang=self.lang,
        )
        super().__init__(trump, ruleset, stock_empty, seat_names, seed, self.placer, **kwargs)
        self.set_button.on_click(self._on_set)
        self.deal_button.on_click(self._on_deal)
        self.hand.on_pick(lambda _index, card: self.play(card))
        self.back_button.on_click(lambda _b: self.back())
        self.forward_button.on_click(lambda _b: self.forward())
        self.next_button.on_click(lambda _b: self.next_trick())
        self.add_class("pl-trick-stepper")

        # Set the traits before observing, then start once.
        self.trump = trump
        self.ruleset = ruleset
        self.must_head_trick = ruleset.must_head_trick
        self.must_beat_led_suit = ruleset.must_beat_led_suit_after_trump
        self.stock_empty = stock_empty
        self.leader = int(leader)
        self._sync_seats()
        if hands is None:
            self.hands = deal_hands(seed, ruleset.players, ruleset.hand_size, ruleset.deck)
        else:
            parsed = tuple(Hand.parse(h) if isinstance(h, str) else h for h in hands)
            problem = check_hands(parsed, ruleset)
            if problem is not None:
                raise PinochleError(say.cannot_start(reason_sentence(problem, self.names)))
            self.hands = parsed
        widgets.link((self.trump_picker, "value"), (self, "trump"))
        widgets.link((self.rules_picker, "value"), (self, "ruleset"))
        widgets.link((self.leader_picker, "value"), (self, "leader"))
        widgets.link((self.stock_box, "value"), (self, "stock_empty"))
        widgets.link((self.head_box, "value"), (self, "must_head_trick"))
        widgets.link((self.beat_box, "value"), (self, "must_beat_led_suit"))
        self.observe(self._on_ruleset, names="ruleset")
        self.observe(self._on_rules, names=["trump", "stock_empty", "must_head_trick"])
        self.observe(self._on_rules, names="must_beat_led_suit")
        self.observe(self._on_start, names=["hands", "leader"])
        self.session = TrickSession(self._setup())
        self._start()
        guard_inputs(self, self.message)

    @traitlets.validate("leader")
    @in_language
    def _valid_leader(self, proposal: dict[str, Any]) -> int:
        """A leader is a seat in play; anything else is refused, named, and the old one kept."""
        value = proposal["value"]
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < self.players:
            last, given = self.players - 1, shown(value)
            if hasattr(self, "message"):
                self._say(say.bad_leader(last, given, kept=True), "error")
            raise traitlets.TraitError(say.bad_leader(last, given, kept=False))
        return value

    @traitlets.validate("hands")
    @in_language
    def _valid_hands(self, proposal: dict[str, Any]) -> tuple[Hand, ...]:
        hands = tuple(proposal["value"])
        problem = check_hands(hands, self.ruleset)
        if problem is not None:
            raise traitlets.TraitError(say.cannot_start(reason_sentence(problem, self.names)))
        return hands

    # ---- queries ---------------------------------------------------------------------
    @property
    def names(self) -> tuple[str, ...] | None:
        """Names by seat index for the seats in play (:func:`names_for`); ``None``: seat labels."""
        return names_for(self.all_names, self.players)

    @property
    def players(self) -> int:
        """Seats in play: 4 (PARTNERSHIP) or 2."""
        return int(self.ruleset.players)

    @property
    def rules(self) -> Ruleset:
        """The ruleset in force: the chosen one with the house-rule boxes applied."""
        return house_rules(
            self.ruleset,
            must_head_trick=self.must_head_trick,
            must_beat_led_suit=self.must_beat_led_suit,
        )

    @property
    def steps(self) -> list[TrickStep]:
        """Every moment of play so far (the session's); :attr:`index` is the one shown."""
        return self.session.steps

    @property
    def index(self) -> int:
        """Which of :attr:`steps` is shown."""
        return self.session.index

    @property
    def step(self) -> TrickStep:
        """The moment of play shown."""
        return self.session.step

    @property
    def analysis(self) -> PlayAnalysis | None:
        """The verdict of every card of the seat to play; ``None`` when nobody is to play."""
        return self.session.analysis

    def card(self, card: Card | str) -> dict[str, Any]:
        """What the hand of the seat to play shows for ``card``: its ``mark`` (``"playable"`` or
        ``"refused"``), ``reason``, ``label`` (aria) and so on (:attr:`CardHand.cards`).

        Raises
        ------
        ValueError
            That seat holds no such card (or nobody is to play).
        """
        return dict(self.hand.cards[self.hand.index_of(card)])

    # ---- actions (each returns whether something changed) ----------------------------
    @in_language
    def play(self, card: Card | str) -> bool:
        """The seat to play plays ``card``; refused with the engine's reason if not legal, and
        with the notation's complaint if ``card`` is no card (``"QX"``), as in RoundTable."""
        try:
            wanted = as_card(card)
        except PinochleError as error:
            self._say(say.not_a_card(error_text(error)), "error")
            return False
        result = self.session.play(wanted)
        if isinstance(result, Refusal):
            self._say(self._refusal(result), "error")
            return False
        self._redraw()
        seat = self.step.trick.seat_of(len(self.step.trick) - 1)
        name = seat_name(seat, self.names)
        self._say(say.played(name, wanted.label, complete=result.trick.is_complete))
        return True

    @in_language
    def next_trick(self) -> bool:
        """After a complete trick its winner leads the next one (if every seat has cards)."""
        result = self.session.next_trick()
        if isinstance(result, Refusal):
            self._say(self._refusal(result), "error")
            return False
        self._redraw()
        leader = result.trick.leader if result.trick.leader is not None else 0
        self._say(say.next_leads(result.number, seat_name(leader, self.names)))
        return True

    @in_language
    def back(self) -> bool:
        """Show the moment before the last play."""
        if not self.session.back():
            self._say(say.nothing_back(), "error")
            return False
        self._say(say.stepped(self.index, len(self.steps) - 1, forward=False))
        self._redraw()
        return True

    @in_language
    def forward(self) -> bool:
        """Replay the next play that was stepped back over."""
        if not self.session.forward():
            self._say(say.nothing_forward(), "error")
            return False
        self._say(say.stepped(self.index, len(self.steps) - 1, forward=True))
        self._redraw()
        return True

    @in_language
    def set_hands_from_text(self) -> bool:
        """Read the hand boxes (the usual codes, and the page language's own rank letters); on
        bad input say why (the engine's message) and keep the hands."""
        parsed, letters = [], rank_letters()
        for seat in range(self.players):
            try:
                parsed.append(Hand.parse(self.hand_texts[seat].value, extra_ranks=letters))
            except AmbiguousCard as error:
                return self._refuse_hands(f"{seat_name(seat, self.names)}: {ambiguous_text(error)}")
            except PinochleError as error:
                return self._refuse_hands(f"{seat_name(seat, self.names)}: {error_text(error)}")
        hands = tuple(parsed)
        problem = check_hands(hands, self.ruleset)
        if problem is not None:
            return self._refuse_hands(reason_sentence(problem, self.names))
        if hands == self.hands:
            self._start()
        else:
            self.hands = hands  # observed: starts again
        self._say(say.new_hands(self._leader_name()))
        return True

    @in_language
    def deal(self, seed: int | None = None) -> tuple[Hand, ...]:
        """Deal every seat ``ruleset.hand_size`` cards from a deck shuffled by ``seed``."""
        if seed is None:
            seed = int(self.seed.value)
        self.hands = deal_hands(seed, self.players, self.ruleset.hand_size, self.ruleset.deck)
        self._start()
        self._say(say.dealt(self.players, self.ruleset.hand_size, seed, self._leader_name()))
        return tuple(self.hands)

    @in_language
    def _placed(self, hands: tuple[Hand, ...]) -> None:
        """The placer's hands: the trick starts with them (the boxes show them too)."""
        try:
            if tuple(hands) == tuple(self.hands):
                self._start()
            else:
                self.hands = hands  # observed: starts again
        except traitlets.TraitError as error:
            self._say(say.cannot_start(error_text(error), capital=True), "error")

    # ---- the session ----------------------------------------------------------------
    def _setup(self) -> TrickSetup:
        """The set-up chosen in the controls (the traits), for the session."""
        return TrickSetup(
            tuple(self.hands),
            self.trump,
            self.ruleset,
            self.rules,
            int(self.leader),
            bool(self.stock_empty),
        )

    def _start(self) -> None:
        self.session.start(self._setup())
        for seat, text in enumerate(self.hand_texts):
            text.value = str(self.hands[seat]) if seat < len(self.hands) else ""
        self._redraw()

    # ---- callbacks -------------------------------------------------------------------
    def _on_set(self, _button: widgets.Button) -> None:
        self.set_hands_from_text()

    def _on_deal(self, _button: widgets.Button) -> None:
        self.deal()

    @in_language
    def _on_start(self, _change: object = None) -> None:
        if self._busy:
            return
        self._start()
        self._say(say.start_again(self._leader_name()))

    @in_language
    def _on_rules(self, _change: object = None) -> None:
        if self._busy:
            return
        self.beat_box.disabled = not self.must_head_trick
        stopped = self.session.replay(self._setup())
        self._redraw()
        refusal = self._refusal(stopped) if stopped is not None else None
        self._say(say.rules_now(self._rules_summary(), refusal), "error" if stopped else "info")

    @in_language
    def _on_ruleset(self, change: dict[str, Any]) -> None:
        ruleset: Ruleset = change["new"]
        old: Ruleset | None = change["old"]
        # Another table (seats or deck): deal again from the new ruleset's deck.
        same_seats = old is not None and (old.players, old.deck) == (ruleset.players, ruleset.deck)
        self._busy = True
        try:
            self.must_head_trick = ruleset.must_head_trick
            self.must_beat_led_suit = ruleset.must_beat_led_suit_after_trump
            self.beat_box.disabled = not ruleset.must_head_trick
            self._sync_seats()
            dealt = not same_seats or check_hands(self.hands, ruleset) is not None
            if dealt:
                self.hands = deal_hands(
                    int(self.seed.value), ruleset.players, ruleset.hand_size, ruleset.deck
                )
        finally:
            self._busy = False
        if dealt:
            self._start()
            self._say(
                say.dealt(
                    ruleset.players,
                    ruleset.hand_size,
                    int(self.seed.value),
                    self._leader_name(),
                    ruleset_title(ruleset),
                )
            )
        else:
            self._on_rules()

    # ---- drawing ---------------------------------------------------------------------
    def _sync_seats(self) -> None:
        """Show one hand box per seat in play, and those seats in the leader picker."""
        players = self.players
        names = self.names
        for seat, text in enumerate(self.hand_texts):
            text.layout.display = None if seat < players else "none"
            text.description = seat_name(seat, names)
            text.tooltip = hand_tooltip(seat_name(seat, names))
        placer = getattr(self, "placer", None)
        if placer is not None and (placer.players != players or placer.deck != self.ruleset.deck):
            placer.deck = self.ruleset.deck
            placer.set_seats(players, names)
            placer.max_cards = self.ruleset.hand_size
        busy, self._busy = self._busy, True
        try:
            leader = self.leader if self.leader < players else 0
            self.leader_picker.options = [(seat_name(s, self.names), s) for s in range(players)]
            self.leader_picker.value = leader
            self.leader = leader
        finally:
            self._busy = busy
        self.stock_box.layout.display = None if self.ruleset.free_play_while_stock else "none"

    def _say(self, text: str, kind: str = "info") -> None:
        self.message.value = message_html(text, kind)

    def _refusal(self, refusal: Refusal) -> str:
        return stepper_refusal(refusal.why, refusal.seat, self.names, error=refusal.error)

    def _refuse_hands(self, problem: str) -> bool:
        self._say(say.hands_refused(problem), "error")
        return False

    def _named_seats(self) -> tuple[str, ...]:
        """The names in play, or the seat labels: the reasons then name every seat but "You"."""
        return self.names or tuple(seat_name(s) for s in range(self.players))

    def _leader_name(self) -> str:
        return seat_name(self.leader % self.players, self.names)

    def _rules_summary(self) -> str:
        rules = self.rules
        parts = [ruleset_title(rules), say.trump_rule(self.trump.symbol)]
        if rules.free_play_while_stock:
            stock = "stepper.stock_empty_rule" if self.stock_empty else "stepper.stock_lasts_rule"
            parts.append(label(stock))
        return ", ".join(parts)

    @in_language
    def _redraw(self) -> None:
        step = self.step
        rules = self.rules
        # The result of a complete trick is said once, in the turn line (trick_panes.turn_html).
        self.trick_view.value = trick_html(
            step.trick, names=self.names, ruleset=self.ruleset, last=step.is_last, announce=False
        )
        analysis: PlayAnalysis | None = None
        error = ""
        try:
            analysis = self.analysis
        except PinochleError as problem:
            error = error_text(problem)
        self.turn_view.value = turn_html(step, analysis, error, self.ruleset, self.names)
        self._draw_hand(analysis)
        self.reasons_view.value = (
            reasons_html(analysis, names=self._named_seats()) if analysis is not None else ""
        )
        self.back_button.disabled = not self.session.can_go_back
        self.forward_button.disabled = not self.session.can_go_forward
        self.next_button.disabled = not (step.trick.is_complete and all(step.hands))
        self.step_view.value = step_html(self.index, len(self.steps), step.number)
        self.score_view.value = taken_html(step, rules, self.names)
        self.table_view.value = hands_table_html(step, self.names)
        self.felt_view.value = felt_html(step, self.names, self.players)

    def _draw_hand(self, analysis: PlayAnalysis | None) -> None:
        if analysis is None:
            self.hand.show([])
            self.hand.label = label("stepper.no_cards")
            return
        verdicts = {v.card: v for v in analysis.verdicts}
        views = []
        for card in analysis.hand.cards:
            verdict = verdicts[card]
            views.append(
                CardView(
                    card,
                    "playable" if verdict.legal else "refused",
                    verdict_why(verdict, analysis, self._named_seats()),
                )
            )
        self.hand.show(views)
        seat = self.step.trick.to_play
        who = seat_name(seat, self.names) if seat is not None else ""
        self.hand.label = say.cards_to_play_of(who) if who != "You" else label("stepper.your_cards")
