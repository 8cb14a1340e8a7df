"""TrickSession: the model behind the trick stepper, with no widgets (``RULES.md``, Tricks).

Each moment of play is an immutable :class:`TrickStep`; the session keeps the list of them, so
stepping back and forward is showing an earlier or later one, and a change of rules replays the
plays so far (up to the first that is no longer legal). Whether a card may be played is the
engine's :func:`pinochle_learn.legal_plays`. A refusal is returned as data, never words: a
:class:`~pinochle_learn.reasons.Reason` (a card not held, a trick complete, hands that cannot
start a trick) or the refused card's :class:`~pinochle_learn.play.PlayReason`;
``render.trick_text.stepper_refusal`` words it for the view.

``RULES.md``, Tricks: follow suit; else trump; else any card; head (win) the trick if able, even
over your partner; when the trick has been trumped any card of the suit led; over-trump if able;
of two identical cards the first played wins. TWO_HAND_STOCK: any card while the stock lasts.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from pinochle_learn import (
    Card,
    Hand,
    PinochleError,
    PlayAnalysis,
    Ruleset,
    Suit,
    Trick,
    legal_plays,
)
from pinochle_learn.cards import STANDARD_DECK, Deck
from pinochle_learn.play import PlayReason
from pinochle_learn.reasons import Reason, Why
from pinochle_learn.seats import Seat

__all__ = [
    "Refusal",
    "TrickSession",
    "TrickSetup",
    "TrickStep",
    "check_hands",
    "deal_hands",
    "house_rules",
    "names_for",
]


def names_for(names: Sequence[str] | None, players: int) -> tuple[str, ...] | None:
    """The names of the seats in play: all of them for four players; for two, the first and
    third of four names (North and South, across the table), so that with
    ``("Bill", "Lisa", "You", "Mike")`` a two-hand game is Bill against You, as in the lessons.

    Examples
    --------
    >>> names_for(("Bill", "Lisa", "You", "Mike"), 2), names_for(("Bill", "You"), 2)
    (('Bill', 'You'), ('Bill', 'You'))
    >>> names_for(None, 2) is None, names_for(("Bill", "Lisa", "You", "Mike"), 4)[2]
    (True, 'You')
    """
    if names is None:
        return None
    names = tuple(names)
    # Names for more seats than play: every other one when they are twice as many (the seats
    # facing each other across the table), else all of them.
    step = len(names) // players if len(names) == 2 * players else 1
    return names[::step]


@dataclass(frozen=True)
class Refusal:
    """Why the session refused a move, as data (``render.trick_text.stepper_refusal`` words it).

    Attributes
    ----------
    why
        A :class:`~pinochle_learn.reasons.Reason`, or the refused card's
        :class:`~pinochle_learn.play.PlayReason`.
    seat
        The seat index concerned (the seat to play), ``None`` for none.
    error
        The engine's error behind a refusal (``Why.CANNOT_PLAY``), worded in the view's
        language by ``render.error_text``; ``None`` for none.
    """

    why: Reason | PlayReason
    seat: int | None = None
    error: PinochleError | None = field(default=None, compare=False)


def deal_hands(seed: int, players: int, size: int, deck: Deck = STANDARD_DECK) -> tuple[Hand, ...]:
    """``players`` hands of ``size`` cards from one ``deck`` shuffled by ``seed``.

    Parameters
    ----------
    seed
        Seed of :class:`random.Random`: the same seed always deals the same hands.
    players
        Hands to deal (``ruleset.players``).
    size
        Cards per hand (``ruleset.hand_size``); ``players * size`` is at most ``deck.size``.
    deck
        The deck dealt (``ruleset.deck``): the standard 48 cards unless given.

    Examples
    --------
    >>> hands = deal_hands(7, 4, 12)
    >>> [len(h) for h in hands], hands == deal_hands(7, 4, 12)
    ([12, 12, 12, 12], True)
    >>> sum((h.counter() for h in deal_hands(7, 2, 24)), Counter()) == Counter(STANDARD_DECK.cards)
    True
    >>> from pinochle_learn.cards import EIGHTY_CARD_DECK
    >>> [len(h) for h in deal_hands(7, 4, 20, EIGHTY_CARD_DECK)]
    [20, 20, 20, 20]
    """
    cards = list(deck.cards)
    random.Random(seed).shuffle(cards)
    return tuple(Hand(cards[i * size : (i + 1) * size], deck) for i in range(players))


@dataclass(frozen=True)
class TrickStep:
    """One moment of play. Immutable: stepping back is showing an earlier one.

    Attributes
    ----------
    hands
        Each seat's cards still in hand, by seat index.
    trick
        The trick in progress (or just completed), with its leader.
    taken
        Counter points taken so far by each side (team 0, team 1), completed tricks included.
    won
        Tricks won so far by each side.
    number
        Which trick this is, from 1.
    card
        The card whose play made this step; ``None`` at the start of a trick.
    """

    hands: tuple[Hand, ...]
    trick: Trick
    taken: tuple[int, ...] = (0, 0)
    won: tuple[int, ...] = (0, 0)
    number: int = 1
    card: Card | None = None

    @property
    def to_play(self) -> int | None:
        """Seat index of the player to play, ``None`` once the trick is complete."""
        return self.trick.to_play

    @property
    def is_last(self) -> bool:
        """Is the trick complete with every hand empty (the last trick: its bonus counts)?"""
        return self.trick.is_complete and not any(self.hands)


def check_hands(hands: Sequence[Hand], ruleset: Ruleset) -> Reason | None:
    """Why these hands cannot start a trick under ``ruleset`` (``None``: they can).

    Returns
    -------
    Reason or None
        ``HAND_COUNT``, ``NOT_A_HAND``, ``EMPTY_HAND``, ``HAND_TOO_BIG``, ``TOO_MANY_COPIES``
        or ``HAND_SIZES_DIFFER`` with its seat and numbers (``render.reason_sentences``).

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> check_hands(deal_hands(1, 4, 12), PARTNERSHIP) is None
    True
    >>> why = check_hands([Hand.parse("H14")] * 2, PARTNERSHIP)
    >>> why.code.value, why.count, why.figures
    ('hand_count', 4, (2,))
    >>> why = check_hands([Hand.parse(h) for h in ("H14 H10", "C9", "C10", "C11")], PARTNERSHIP)
    >>> why.code.value, why.figures
    ('hand_sizes_differ', (2, 1, 1, 1))
    """
    if len(hands) != ruleset.players:
        return Reason(
            Why.HAND_COUNT, count=ruleset.players, figures=(len(hands),), token=ruleset.preset
        )
    for seat, hand in enumerate(hands):
        if not isinstance(hand, Hand):
            return Reason(Why.NOT_A_HAND, Seat(seat), token=repr(hand))
        if not hand:
            return Reason(Why.EMPTY_HAND, Seat(seat))
        if len(hand) > ruleset.hand_size:
            return Reason(
                Why.HAND_TOO_BIG,
                Seat(seat),
                count=len(hand),
                figures=(ruleset.hand_size,),
                token=ruleset.preset,
            )
    counts = sum((h.counter() for h in hands), Counter[Card]())
    for card, n in counts.items():
        if n > ruleset.deck.copies:
            holders = tuple(s for s, h in enumerate(hands) if card in h)
            return Reason(Why.TOO_MANY_COPIES, count=n, figures=holders, cards=(card,))
    if len({len(hand) for hand in hands}) > 1:
        return Reason(Why.HAND_SIZES_DIFFER, figures=tuple(len(hand) for hand in hands))
    return None


def house_rules(base: Ruleset, *, must_head_trick: bool, must_beat_led_suit: bool) -> Ruleset:
    """``base`` with the two trick switches as chosen; ``base`` itself when they are unchanged.

    ``must_beat_led_suit`` (after a trump, still beat the suit led) counts only when the trick
    must be headed at all.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> house_rules(PARTNERSHIP, must_head_trick=True, must_beat_led_suit=False) is PARTNERSHIP
    True
    >>> house_rules(PARTNERSHIP, must_head_trick=False, must_beat_led_suit=True).name
    'partnership-house'
    """
    head = bool(must_head_trick)
    beat = bool(must_beat_led_suit) and head
    if (head, beat) == (base.must_head_trick, base.must_beat_led_suit_after_trump):
        return base
    return base.variant(
        name=f"{base.name}-house",
        must_head_trick=head,
        must_beat_led_suit_after_trump=beat,
    )


@dataclass(frozen=True)
class TrickSetup:
    """What the tricks are played under.

    Attributes
    ----------
    hands
        The hands by seat index, ``ruleset.players`` of them (see :func:`check_hands`).
    trump
        The trump suit.
    ruleset
        The rules chosen: seats, hand size and the counting of trick points.
    rules
        The rules in force for what may be played: ``ruleset`` with the house switches
        (:func:`house_rules`).
    leader
        The seat index that leads the first trick (taken modulo the seats in play).
    stock_empty
        TWO_HAND_STOCK: has the stock run out? While it lasts any card may be played.
    """

    hands: tuple[Hand, ...]
    trump: Suit
    ruleset: Ruleset
    rules: Ruleset
    leader: int = 0
    stock_empty: bool = False


class TrickSession:
    """Tricks played card by card under a :class:`TrickSetup`, with step back and forward.

    Parameters
    ----------
    setup
        The hands, trump, rules and leader.

    Attributes
    ----------
    steps : list of TrickStep
        Every moment of play so far, the first one before any card.
    index : int
        The step shown: stepping back lowers it, a new play drops the steps after it.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> hands = tuple(Hand.parse(h) for h in ("D10 C9", "D14 C10", "D14 C11", "D9 C12"))
    >>> session = TrickSession(TrickSetup(hands, Suit.SPADES, PARTNERSHIP, PARTNERSHIP))
    >>> for text in ("D10", "D14", "D14", "D9"):
    ...     _ = session.play(Card.parse(text))
    >>> session.step.trick.winner, session.step.taken
    (1, (0, 30))
    >>> session.play(Card.parse("C9")).why.code.value
    'trick_complete'
    >>> session.back(), session.index
    (True, 3)
    """

    def __init__(self, setup: TrickSetup) -> None:
        self.steps: list[TrickStep] = []
        self.index = 0
        self.start(setup)

    # ---- queries ---------------------------------------------------------------------
    @property
    def step(self) -> TrickStep:
        """The moment of play shown."""
        return self.steps[self.index]

    @property
    def can_go_back(self) -> bool:
        """Is there an earlier step to show?"""
        return self.index > 0

    @property
    def can_go_forward(self) -> bool:
        """Is there a later step (stepped back over) to show again?"""
        return self.index < len(self.steps) - 1

    @property
    def analysis(self) -> PlayAnalysis | None:
        """The verdict of every card of the seat to play; ``None`` when nobody is to play.

        Raises
        ------
        PinochleError
            From the engine, when the seat to play cannot play under these rules.
        """
        step, setup = self.step, self.setup
        seat = step.to_play
        if seat is None or not step.hands[seat]:
            return None
        return legal_plays(
            step.hands[seat], step.trick, setup.trump, setup.rules, stock_empty=setup.stock_empty
        )

    def first_step(self) -> TrickStep:
        """The moment before the first card: the setup's hands, the leader to play."""
        setup = self.setup
        players = setup.ruleset.players
        trick = Trick(setup.trump, (), setup.leader % players, players)
        sides = setup.ruleset.side_count  # the engine's sides: one count a side
        return TrickStep(tuple(setup.hands), trick, (0,) * sides, (0,) * sides)

    def advance(self, step: TrickStep, card: Card | None) -> TrickStep | Refusal:
        """The step after playing ``card`` (``None``: start the next trick), or why not."""
        trick = step.trick
        if card is None:
            if not trick.is_complete:
                return Refusal(Reason(Why.TRICK_NOT_COMPLETE))
            if not all(step.hands):
                code = Why.SEAT_OUT_OF_CARDS if any(step.hands) else Why.ALL_CARDS_PLAYED
                return Refusal(Reason(code))
            new = Trick(trick.trump, (), trick.winner_seat, trick.players)
            return replace(step, trick=new, number=step.number + 1, card=None)
        seat = step.to_play
        if seat is None:
            return Refusal(Reason(Why.TRICK_COMPLETE))
        hand = step.hands[seat]
        if card not in hand:
            return Refusal(Reason(Why.NO_SUCH_CARD, Seat(seat), cards=(card,)), seat)
        setup = self.setup
        try:
            analysis = legal_plays(
                hand, trick, setup.trump, setup.rules, stock_empty=setup.stock_empty
            )
        except PinochleError as error:
            return Refusal(Reason(Why.CANNOT_PLAY, Seat(seat), token=str(error)), seat, error)
        verdict = analysis.verdict(card)
        if not verdict.legal:
            return Refusal(verdict.reason, seat)
        hands = tuple(h.remove(card) if s == seat else h for s, h in enumerate(step.hands))
        played = trick.add(card)
        taken, won = step.taken, step.won
        if played.is_complete:
            team = setup.ruleset.side_of(played.winner_seat)
            points = played.points(setup.ruleset, last=not any(hands))
            taken = tuple(t + points if i == team else t for i, t in enumerate(taken))
            won = tuple(w + 1 if i == team else w for i, w in enumerate(won))
        return TrickStep(hands, played, taken, won, step.number, card)

    # ---- moves (a refused one returns why, as data, and changes nothing) --------------
    def play(self, card: Card) -> TrickStep | Refusal:
        """The seat to play plays ``card``: the new step, or why it is refused."""
        return self._push(self.advance(self.step, card))

    def next_trick(self) -> TrickStep | Refusal:
        """After a complete trick its winner leads the next one: the new step, or why not."""
        return self._push(self.advance(self.step, None))

    def back(self) -> bool:
        """Show the step before; ``False`` at the start."""
        if not self.can_go_back:
            return False
        self.index -= 1
        return True

    def forward(self) -> bool:
        """Show again the step stepped back over; ``False`` at the latest."""
        if not self.can_go_forward:
            return False
        self.index += 1
        return True

    def start(self, setup: TrickSetup) -> None:
        """Start again from the first step of ``setup``."""
        self.setup = setup
        self.steps = [self.first_step()]
        self.index = 0

    def replay(self, setup: TrickSetup) -> Refusal | None:
        """Replay the plays so far under ``setup``, stopping at the first no longer legal.

        Returns
        -------
        Refusal or None
            Why the replay stopped early (``None``: every play was replayed). The step
            shown stays the same one, or the last replayed if it was lost.
        """
        actions = [s.card for s in self.steps[1:]]
        shown = self.index
        self.setup = setup
        steps = [self.first_step()]
        stopped: Refusal | None = None
        for action in actions:
            result = self.advance(steps[-1], action)
            if not isinstance(result, TrickStep):
                stopped = result
                break
            steps.append(result)
        self.steps = steps
        self.index = min(shown, len(steps) - 1)
        return stopped

    def _push(self, result: TrickStep | Refusal) -> TrickStep | Refusal:
        if isinstance(result, TrickStep):
            del self.steps[self.index + 1 :]
            self.steps.append(result)
            self.index = len(self.steps) - 1
        return result
