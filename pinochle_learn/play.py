"""Legal plays to a trick, each card with the rule that decides it (``RULES.md``, Tricks).

One copy of the trick rules serves the API, the widgets, the command line and the round
engine, in the ``check`` / ``can`` / ``apply`` vocabulary: :func:`check_play` explains one card
with a :class:`PlayVerdict`, :func:`can_play` is its ``legal``, :func:`play_card` applies it or
raises :class:`~pinochle_learn.errors.IllegalActionError` built from the same verdict.
:func:`legal_plays` gives the verdict of every card in a hand at once.

The rules, in order (PARTNERSHIP Tricks; TWO_HAND_WIDOW; TWO_HAND_STOCK once the stock is gone):

1. the leader plays any card (``free_lead``);
2. follow the suit led if able (``must_follow_suit``);
3. else trump if able (``must_trump``);
4. else any card (``free_discard``);
5. within what 2-4 allow, win the trick if able (``must_head_trick``): beat the card now
   winning; when trumping, over-trump the highest trump if able. If the trick has been trumped
   and the suit led is not trump, no card of that suit can win, so any of them is legal (unless
   the house rule ``must_beat_led_suit_after_trump``: beat the highest card of the suit led).

While the stock lasts in TWO_HAND_STOCK any card may be played (``stock_free_play``).
Each switch is a :class:`~pinochle_learn.ruleset.Ruleset` field, so house rules can turn it off.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .cards import Card, Suit
from .errors import HandError, IllegalActionError
from .hand import Hand
from .ruleset import Ruleset
from .trick import Trick, beats

__all__ = [
    "PlayAnalysis",
    "PlayVerdict",
    "Rule",
    "can_play",
    "check_play",
    "legal_plays",
    "play_card",
]


class Rule(Enum):
    """The rule that decides whether a card may be played; the value is its JSON name."""

    FREE_LEAD = "free_lead"
    """The leader may lead any card."""
    STOCK_FREE_PLAY = "stock_free_play"
    """TWO_HAND_STOCK while the stock lasts: any card, no duty to follow or win."""
    MUST_FOLLOW_SUIT = "must_follow_suit"
    """Holding the suit led, a card of it must be played."""
    MUST_TRUMP = "must_trump"
    """Void in the suit led and holding trump, a trump must be played."""
    MUST_HEAD_TRICK = "must_head_trick"
    """Within what may be played, a card that beats the card now winning must be played."""
    MUST_BEAT_LED_SUIT = "must_beat_led_suit"
    """House rule: after a trump, still beat the highest card of the suit led if able."""
    FREE_DISCARD = "free_discard"
    """No duty applies (void in the suit led and in trump): any card."""
    NOT_IN_HAND = "not_in_hand"
    """The card is not in the hand."""


@dataclass(frozen=True)
class PlayVerdict:
    """Whether one card may be played now, the rule that decides it, and why.

    Attributes
    ----------
    card
        The card judged.
    legal
        May it be played?
    rule
        The deciding :class:`Rule`.
    why
        A sentence for a learner, naming the cards.
    wins
        Would the card, played now, be winning the trick (the lead always is)?
    """

    card: Card
    legal: bool
    rule: Rule
    why: str
    wins: bool

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``{"legal", "rule", "why", "wins"}`` (the card is the key outside)."""
        return {"legal": self.legal, "rule": self.rule.value, "why": self.why, "wins": self.wins}


@dataclass(frozen=True)
class PlayAnalysis:
    """The verdict of every distinct card in a hand, for one trick in progress.

    Attributes
    ----------
    hand, trick, ruleset, stock_empty
        What was judged.
    verdicts
        One :class:`PlayVerdict` per distinct card of the hand, in display order.
    rule
        The rule that decided the legal set (every legal card's verdict names it).
    """

    hand: Hand
    trick: Trick
    ruleset: Ruleset
    stock_empty: bool
    verdicts: tuple[PlayVerdict, ...]
    rule: Rule

    @property
    def legal(self) -> tuple[Card, ...]:
        """The cards that may be played, without duplicates, in display order (never empty)."""
        return tuple(v.card for v in self.verdicts if v.legal)

    @property
    def winning_so_far(self) -> int | None:
        """0-based position in the trick of the card now winning; ``None`` before the lead."""
        return self.trick.winning_so_far

    def verdict(self, card: Card | str) -> PlayVerdict:
        """The verdict of one card of the hand.

        Raises
        ------
        IllegalActionError
            The hand does not hold ``card``.
        """
        wanted = Card.parse(card) if isinstance(card, str) else card
        for verdict in self.verdicts:
            if verdict.card == wanted:
                return verdict
        raise IllegalActionError(f"the hand holds no {str(wanted)!r} ({wanted.label})")

    def to_dict(self) -> dict[str, Any]:
        """The CLI's JSON shape.

        ``{"legal": ["H14"], "verdicts": {"H9": {...}, ...}, "winning_so_far": 1}``: cards in
        seed notation, ``winning_so_far`` ``None`` (JSON ``null``) before the lead.
        """
        return {
            "legal": [str(c) for c in self.legal],
            "verdicts": {str(v.card): v.to_dict() for v in self.verdicts},
            "winning_so_far": self.winning_so_far,
        }

    def _repr_html_(self) -> str:
        from .render.trick_html import play_html

        return play_html(self)


def _prepare(
    hand: Hand | Iterable[Card] | str,
    trick: Trick | Sequence[Card] | str,
    trump: Suit | str,
    ruleset: Ruleset,
) -> tuple[Hand, Trick]:
    if isinstance(hand, str):
        hand = Hand.parse(hand)
    elif not isinstance(hand, Hand):
        hand = Hand(hand)
    suit = Suit.parse(trump) if isinstance(trump, str) else trump
    if not isinstance(trick, Trick):
        trick = Trick.parse(trick, suit, players=ruleset.players)
    if trick.trump is not suit:
        raise IllegalActionError(
            f"the trick has trump {trick.trump.letter!r} but trump {suit.letter!r} was given"
        )
    if trick.players != ruleset.players:
        raise IllegalActionError(
            f"the trick is for {trick.players} players but {ruleset.name!r} has {ruleset.players}"
        )
    if trick.is_complete:
        raise IllegalActionError(
            f"the trick {str(trick)!r} is complete: {ruleset.name} has {ruleset.players} players, "
            "so no card may be added"
        )
    if not hand:
        raise IllegalActionError("the hand is empty: there is no card to play")
    if len(hand) > ruleset.hand_size:
        raise HandError(
            f"{len(hand)} cards: a hand in {ruleset.name} holds at most {ruleset.hand_size}"
        )
    for card, n in (hand.counter() + Counter(trick.cards)).items():
        if n > 2:
            raise HandError(
                f"{str(card)!r} ({card.label}) appears {n} times in the hand and the trick: "
                "the deck holds only two copies of each card"
            )
    return hand, trick


def _labels(cards: Sequence[Card]) -> str:
    return " ".join(c.label for c in cards)


def _suit_name(suit: Suit, trump: Suit) -> str:
    return f"{suit.noun} (trump)" if suit is trump else suit.noun


def legal_plays(
    hand: Hand | Iterable[Card] | str,
    trick: Trick | Sequence[Card] | str,
    trump: Suit | str,
    ruleset: Ruleset,
    *,
    stock_empty: bool = True,
) -> PlayAnalysis:
    """Which cards of ``hand`` may be played to ``trick``, each with its deciding rule.

    Parameters
    ----------
    hand
        The player's cards: a :class:`~pinochle_learn.hand.Hand`, cards, or notation.
    trick
        The cards already played to this trick, in play order (a :class:`Trick`, cards or
        notation such as ``"H13 H12"``); empty when the player leads.
    trump
        The trump suit, or its letter or symbol.
    ruleset
        Whose trick rules: ``must_follow_suit``, ``must_trump``, ``must_head_trick``,
        ``must_beat_led_suit_after_trump`` and ``free_play_while_stock``.
    stock_empty
        TWO_HAND_STOCK only: ``False`` while the stock lasts (any card may be played),
        ``True`` for the last 12 tricks. Ignored by games without a stock.

    Returns
    -------
    PlayAnalysis
        A verdict per distinct card, the legal cards (never empty) and the card now winning.

    Raises
    ------
    ParseError
        Bad notation.
    IllegalActionError
        The trick is already complete, or holds more cards than players; the hand is empty.
    HandError
        A card appears more than twice in hand and trick, or the hand is too big.

    Examples
    --------
    The seed example (``RULES.md``, PARTNERSHIP Tricks): trump ♠, Bill leads Q♥, Lisa discards.

    >>> from pinochle_learn import PARTNERSHIP
    >>> you = legal_plays("H9 H10 H14", "H12 C9", "S", PARTNERSHIP)
    >>> [str(c) for c in you.legal], you.rule.value
    (['H14', 'H10'], 'must_head_trick')
    >>> print(you.verdict("H9").why)  # doctest: +NORMALIZE_WHITESPACE
    9♥ does not beat the Q♥ now winning, and you hold a heart that does (A♥ 10♥):
    you must head the trick.
    >>> mike = legal_plays("S12 D9", "H12 C9 H14", "S", PARTNERSHIP)
    >>> [str(c) for c in mike.legal], mike.verdict("S12").wins
    (['S12'], True)
    """
    hand, trick = _prepare(hand, trick, trump, ruleset)
    distinct = tuple(dict.fromkeys(hand.cards))
    winning = trick.winning_card
    if winning is None:
        verdicts = tuple(
            PlayVerdict(
                c, True, Rule.FREE_LEAD, f"You lead: any card may be led, {c.label} too.", True
            )
            for c in distinct
        )
        return PlayAnalysis(hand, trick, ruleset, stock_empty, verdicts, Rule.FREE_LEAD)
    trump_suit = trick.trump

    def wins(card: Card) -> bool:
        return beats(card, winning, trump_suit)

    if ruleset.free_play_while_stock and not stock_empty:
        verdicts = tuple(
            PlayVerdict(
                c,
                True,
                Rule.STOCK_FREE_PLAY,
                "While the stock lasts any card may be played, with no duty to follow suit or "
                f"win; {c.label} would {'' if wins(c) else 'not '}take the lead from the "
                f"{winning.label}.",
                wins(c),
            )
            for c in distinct
        )
        return PlayAnalysis(hand, trick, ruleset, stock_empty, verdicts, Rule.STOCK_FREE_PLAY)
    judge = _Judge(trick, ruleset, distinct, winning)
    verdicts = tuple(judge.verdict(c) for c in distinct)
    return PlayAnalysis(hand, trick, ruleset, stock_empty, verdicts, judge.duty)


class _Judge:
    """Works out the allowed tier and the duty within it once, then explains each card."""

    def __init__(
        self, trick: Trick, ruleset: Ruleset, cards: Sequence[Card], winning: Card
    ) -> None:
        led = trick.cards[0].suit
        trump = trick.trump
        self.trick, self.ruleset, self.winning = trick, ruleset, winning
        self.led, self.trump = led, trump
        self.follow = [c for c in cards if c.suit is led]
        self.trumps = [c for c in cards if c.suit is trump]
        if ruleset.must_follow_suit and self.follow:
            self.tier, self.tier_rule = self.follow, Rule.MUST_FOLLOW_SUIT
        elif ruleset.must_trump and not self.follow and self.trumps:
            self.tier, self.tier_rule = self.trumps, Rule.MUST_TRUMP
        else:
            self.tier, self.tier_rule = list(cards), Rule.FREE_DISCARD
        self.winners = [c for c in self.tier if beats(c, winning, trump)]
        self.top_led = max((c for c in trick.cards if c.suit is led), key=lambda c: c.rank)
        self.allowed, self.duty = self.tier, self.tier_rule
        if ruleset.must_head_trick and self.winners and len(self.winners) < len(self.tier):
            self.allowed, self.duty = self.winners, Rule.MUST_HEAD_TRICK
        elif (
            ruleset.must_beat_led_suit_after_trump
            and self.tier_rule is Rule.MUST_FOLLOW_SUIT
            and trick.is_trumped
        ):
            beaters = [c for c in self.tier if c.rank > self.top_led.rank]
            if beaters and len(beaters) < len(self.tier):
                self.allowed, self.duty = beaters, Rule.MUST_BEAT_LED_SUIT

    def verdict(self, card: Card) -> PlayVerdict:
        wins = beats(card, self.winning, self.trump)
        if card not in self.tier:
            return PlayVerdict(card, False, self.tier_rule, self._outside(card), wins)
        legal = card in self.allowed
        return PlayVerdict(card, legal, self.duty, self._inside(card, legal), wins)

    def _outside(self, card: Card) -> str:
        led = _suit_name(self.led, self.trump)
        if self.tier_rule is Rule.MUST_FOLLOW_SUIT:
            return (
                f"You hold {led}, the suit led: you must follow suit, "
                f"so {card.label} may not be played."
            )
        return (
            f"You have no {led}, the suit led, but hold trump ({self.trump.noun}): "
            f"you must trump, so {card.label} may not be played."
        )

    def _inside(self, card: Card, legal: bool) -> str:
        w = self.winning.label
        one = self.led.noun[:-1]
        if self.duty is Rule.MUST_HEAD_TRICK:
            over = "over-trump" if self.tier_rule is Rule.MUST_TRUMP else "head the trick"
            if legal:
                return (
                    f"{self._head_clause()} {card.label} beats the {w} now winning: "
                    f"you must {over}."
                )
            kind = {Rule.MUST_FOLLOW_SUIT: f"a {one}", Rule.MUST_TRUMP: "a trump"}.get(
                self.tier_rule, "a card"
            )
            return (
                f"{card.label} does not beat the {w} now winning, and you hold {kind} that does "
                f"({_labels(self.winners)}): you must {over}."
            )
        if self.duty is Rule.MUST_BEAT_LED_SUIT:
            top = self.top_led.label
            head = (
                "House rule: even though the trick is trumped, "
                f"you must beat the highest {one} played ({top})"
            )
            if legal:
                return f"{head}, and {card.label} does."
            return f"{head} if able; {card.label} does not, and you hold {_labels(self.allowed)}."
        return f"{self._clause()}; {self._freedom(card)}"

    def _head_clause(self) -> str:
        led = _suit_name(self.led, self.trump)
        if self.tier_rule is Rule.MUST_FOLLOW_SUIT:
            return f"You hold {led}, the suit led, and"
        if self.tier_rule is Rule.MUST_TRUMP:
            return f"You have no {led} and must trump, and"
        return f"{self._clause()}, but"

    def _clause(self) -> str:
        led = _suit_name(self.led, self.trump)
        if self.tier_rule is Rule.MUST_FOLLOW_SUIT:
            return f"You hold {led}, the suit led, and must follow suit"
        if self.tier_rule is Rule.MUST_TRUMP:
            return f"You have no {led}, the suit led, and must trump"
        if not self.ruleset.must_follow_suit and self.follow:
            return "With no duty to follow suit (house rule) you may play any card"
        if self.trumps and not self.follow:
            return f"You have no {led}; with no duty to trump (house rule) you may play any card"
        if self.led is self.trump:
            return f"You have no {led}, the suit led: you may play any card"
        return f"You have no {led}, the suit led, and no trump: you may play any card"

    def _freedom(self, card: Card) -> str:
        w = self.winning.label
        one = self.led.noun[:-1]
        what = {Rule.MUST_FOLLOW_SUIT: f"any {one}", Rule.MUST_TRUMP: "any trump"}.get(
            self.tier_rule, "any card"
        )
        if self.winners and self.ruleset.must_head_trick:
            return f"{card.label} beats the {w} now winning."
        if not self.ruleset.must_head_trick and self.winners:
            return (
                f"with no duty to head the trick (house rule) {what} may be played, "
                f"{card.label} too."
            )
        if self.tier_rule is Rule.MUST_FOLLOW_SUIT and self.trick.is_trumped:
            return (
                f"the trick is already trumped ({w} winning), so no {one} can win "
                f"and {what} may be played, {card.label} too."
            )
        if self.tier_rule is Rule.FREE_DISCARD:
            return f"{card.label} cannot win the trick."
        return (
            f"none of yours beats the {w} now winning, so {what} may be played, {card.label} too."
        )


def check_play(
    card: Card | str,
    hand: Hand | Iterable[Card] | str,
    trick: Trick | Sequence[Card] | str,
    trump: Suit | str,
    ruleset: Ruleset,
    *,
    stock_empty: bool = True,
) -> PlayVerdict:
    """May ``card`` be played from ``hand`` to ``trick``? The verdict says which rule decides.

    Parameters are those of :func:`legal_plays`, plus the ``card`` (a card or notation). A card
    the hand does not hold gets an illegal verdict with rule ``not_in_hand``.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> verdict = check_play("H14", "H14 H9 C10", "H13 H12", "S", PARTNERSHIP)
    >>> verdict.legal, verdict.rule.value, verdict.wins
    (True, 'must_head_trick', True)
    >>> print(verdict.why)
    You hold hearts, the suit led, and A♥ beats the K♥ now winning: you must head the trick.
    """
    wanted = Card.parse(card) if isinstance(card, str) else card
    analysis = legal_plays(hand, trick, trump, ruleset, stock_empty=stock_empty)
    if wanted in analysis.hand:
        return analysis.verdict(wanted)
    winning = analysis.trick.winning_card
    wins = winning is None or beats(wanted, winning, analysis.trick.trump)
    why = f"You hold no {wanted.label}: only a card in your hand may be played."
    return PlayVerdict(wanted, False, Rule.NOT_IN_HAND, why, wins)


def can_play(
    card: Card | str,
    hand: Hand | Iterable[Card] | str,
    trick: Trick | Sequence[Card] | str,
    trump: Suit | str,
    ruleset: Ruleset,
    *,
    stock_empty: bool = True,
) -> bool:
    """``check_play(...).legal``.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> can_play("H9", "H14 H9 C10", "H13 H12", "S", PARTNERSHIP)
    False
    """
    return check_play(card, hand, trick, trump, ruleset, stock_empty=stock_empty).legal


def play_card(
    card: Card | str,
    hand: Hand | Iterable[Card] | str,
    trick: Trick | Sequence[Card] | str,
    trump: Suit | str,
    ruleset: Ruleset,
    *,
    stock_empty: bool = True,
) -> tuple[Hand, Trick]:
    """Play ``card``: the hand without it and the trick with it.

    Raises
    ------
    IllegalActionError
        The card may not be played; the message quotes it and gives the verdict's reason.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> hand, trick = play_card("H14", "H14 H9 C10", "H13 H12", "S", PARTNERSHIP)
    >>> str(hand), str(trick), trick.winning_so_far
    ('H9 C10', 'H13 H12 H14', 2)
    >>> try:
    ...     play_card("C10", "H14 H9 C10", "H13 H12", "S", PARTNERSHIP)
    ... except IllegalActionError as error:
    ...     print(error)  # doctest: +NORMALIZE_WHITESPACE
    cannot play 'C10': You hold hearts, the suit led: you must follow suit,
    so 10♣ may not be played.
    """
    verdict = check_play(card, hand, trick, trump, ruleset, stock_empty=stock_empty)
    if not verdict.legal:
        raise IllegalActionError(f"cannot play {str(verdict.card)!r}: {verdict.why}")
    held, current = _prepare(hand, trick, trump, ruleset)
    return held.remove(verdict.card), current.add(verdict.card)
