"""Legal plays to a trick, each card with the rule that decides it (``RULES.md``, Tricks).

One copy of the trick rules serves the API, the widgets, the command line and the round
engine, in the ``check`` / ``can`` / ``apply`` vocabulary: :func:`check_play` explains one card
with a :class:`PlayVerdict`, :func:`can_play` is its ``legal``, :func:`play_card` applies it or
raises :class:`~pinochle_learn.errors.IllegalActionError` built from the same verdict.
:func:`legal_plays` gives the verdict of every card in a hand at once.

The rules, in order (PARTNERSHIP Tricks; TWO_HAND_WIDOW; TWO_HAND_STOCK once the stock is gone):

1. the leader plays any card (``free_lead``); but the bidder leading the first trick must lead
   a trump if holding one (``first_lead_trump``, TWO_HAND_WIDOW, seed 004 item 12);
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
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from .cards import Card, Suit, as_card, as_suit
from .errors import HandError, IllegalActionError
from .fastmeld import SLOTS
from .hand import Hand, as_hand
from .playcodes import Holding, PlayReason, PlayVerdict, PlayWhy, Rule
from .ruleset import Ruleset, as_ruleset
from .trick import Trick, beats

__all__ = [
    "Duty",
    "Holding",
    "PlayAnalysis",
    "PlayReason",
    "PlayVerdict",
    "PlayWhy",
    "Rule",
    "can_play",
    "check_play",
    "follow_duty",
    "legal_plays",
    "play_card",
    "play_verdict",
]


@dataclass(frozen=True)
class PlayAnalysis:
    """The verdict of every distinct card in a hand, for one trick in progress.

    Attributes
    ----------
    hand, trick, ruleset, stock_empty
        What was judged.
    first_lead
        Was it the bidder's lead of the round's first trick (``first_lead_trump``)?
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
    first_lead: bool = False

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
        wanted = as_card(card)
        for verdict in self.verdicts:
            if verdict.card == wanted:
                return verdict
        raise IllegalActionError(
            f"the hand holds no {str(wanted)!r} ({wanted.label})",
            code="card_not_held",
            card=wanted,
            hand=self.hand.label,
        )

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


def _prepare(
    hand: Hand | Iterable[Card] | str,
    trick: Trick | Sequence[Card] | str,
    trump: Suit | str,
    ruleset: Ruleset,
) -> tuple[Hand, Trick]:
    deck = ruleset.deck
    hand = as_hand(hand, deck)
    suit = as_suit(trump)
    if not isinstance(trick, Trick):
        trick = Trick.parse(trick, suit, players=ruleset.players, copies=deck.copies)
    if trick.trump is not suit:
        raise IllegalActionError(
            f"the trick has trump {trick.trump.letter!r} but trump {suit.letter!r} was given",
            code="trick_trump",
            trick_trump=trick.trump,
            trump=suit,
        )
    if trick.players != ruleset.players:
        raise IllegalActionError(
            f"the trick is for {trick.players} players but {ruleset.name!r} has {ruleset.players}",
            code="trick_players",
            count=trick.players,
            players=ruleset.players,
            game=ruleset.name,
        )
    if trick.is_complete:
        raise IllegalActionError(
            f"the trick {str(trick)!r} is complete: {ruleset.name} has {ruleset.players} players, "
            "so no card may be added",
            code="trick_complete",
            cards=trick.label,
            players=ruleset.players,
            game=ruleset.name,
        )
    if not hand:
        raise IllegalActionError("the hand is empty: there is no card to play", code="hand_empty")
    if len(hand) > ruleset.hand_size:
        raise HandError(
            f"{len(hand)} cards: a hand in {ruleset.name} holds at most {ruleset.hand_size}",
            code="hand_too_big",
            count=len(hand),
            size=ruleset.hand_size,
            game=ruleset.name,
        )
    counts = [0] * SLOTS
    for card in (*hand.cards, *trick.cards):
        counts[6 * card.suit + card.rank] += 1
    if max(counts) <= deck.copies:
        return hand, trick
    for card, n in (hand.counter() + Counter(trick.cards)).items():
        if n > deck.copies:
            raise HandError(
                f"{str(card)!r} ({card.label}) appears {n} times in the hand and the trick: "
                f"the deck holds only {deck.copies_word} copies of each card",
                code="too_many_in_play",
                card=card,
                count=n,
                copies=deck.copies,
            )
    return hand, trick


def legal_plays(
    hand: Hand | Iterable[Card] | str,
    trick: Trick | Sequence[Card] | str,
    trump: Suit | str,
    ruleset: Ruleset,
    *,
    stock_empty: bool = True,
    first_lead: bool = False,
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
    first_lead
        ``True`` when the bid winner leads the round's first trick: with the ruleset's
        ``first_lead_trump`` a trump must be led if the hand holds one. Ignored once a card
        is played to the trick.

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
    >>> from pinochle_learn.render.play_sentences import play_sentence  # the words: render's
    >>> print(play_sentence(you.verdict("H9").reason))  # doctest: +NORMALIZE_WHITESPACE
    9♥ does not beat the Q♥ now winning, and you hold a heart that does (A♥ 10♥):
    you must head the trick.
    >>> mike = legal_plays("S12 D9", "H12 C9 H14", "S", PARTNERSHIP)
    >>> [str(c) for c in mike.legal], mike.verdict("S12").wins
    (['S12'], True)
    """
    ruleset = as_ruleset(ruleset)
    hand, trick = _prepare(hand, trick, trump, ruleset)
    distinct = tuple(dict.fromkeys(hand.cards))
    judge, rule = _judging(distinct, trick, ruleset, stock_empty, first_lead)
    verdicts = tuple(judge(c) for c in distinct)
    leads = first_lead and not trick.cards  # a follower's analysis records no first lead
    return PlayAnalysis(hand, trick, ruleset, stock_empty, verdicts, rule, leads)


def play_verdict(
    hand: Hand,
    trick: Trick,
    card: Card,
    ruleset: Ruleset,
    *,
    stock_empty: bool = True,
    first_lead: bool = False,
) -> PlayVerdict:
    """``legal_plays(hand, trick, trick.trump, ruleset, ...).verdict(card)`` without judging
    the other cards of the hand (the round engine's check of one play).

    Raises
    ------
    IllegalActionError, HandError
        As :func:`legal_plays`; ``card`` not in ``hand``.
    """
    hand, trick = _prepare(hand, trick, trick.trump, ruleset)
    if card not in hand.cards:
        raise HandError(
            f"{str(card)!r} ({card.label}) is not in the hand {hand.label}",
            code="card_not_held",
            card=card,
            hand=hand.label,
        )
    judge, _ = _judging(tuple(dict.fromkeys(hand.cards)), trick, ruleset, stock_empty, first_lead)
    return judge(card)


def _judging(
    distinct: tuple[Card, ...],
    trick: Trick,
    ruleset: Ruleset,
    stock_empty: bool,
    first_lead: bool,
) -> tuple[Callable[[Card], PlayVerdict], Rule]:
    """How each card of ``distinct`` is judged for ``trick``, and the rule of the trick."""
    winning = trick.winning_card
    trump_suit = trick.trump
    if winning is None:
        rule = Rule.FIRST_LEAD_TRUMP if first_lead and ruleset.first_lead_trump else Rule.FREE_LEAD
        return (lambda c: _lead_verdict(c, distinct, trump_suit, rule)), rule
    led = trick.cards[0].suit

    if ruleset.free_play_while_stock and not stock_empty:

        def free(c: Card) -> PlayVerdict:
            wins = beats(c, winning, trump_suit)
            reason = PlayReason(
                PlayWhy.STOCK_FREE, Holding.STOCK, c, trump_suit, led, winning, wins=wins
            )
            return PlayVerdict(c, True, Rule.STOCK_FREE_PLAY, reason, wins)

        return free, Rule.STOCK_FREE_PLAY
    judge = _Judge(trick, ruleset, distinct, winning)
    return judge.verdict, judge.duty


def _lead_verdict(card: Card, hand: Sequence[Card], trump: Suit, rule: Rule) -> PlayVerdict:
    """A lead: any card (``FREE_LEAD``), or under ``FIRST_LEAD_TRUMP`` a trump if one is held."""
    if rule is Rule.FREE_LEAD:
        code, holding = PlayWhy.FREE_LEAD, Holding.LEADS
    elif card.suit is trump:
        code, holding = PlayWhy.LEADS_TRUMP, Holding.LEADS_FIRST
    elif any(c.suit is trump for c in hand):
        code, holding = PlayWhy.FIRST_LEAD_NOT_TRUMP, Holding.LEADS_FIRST
    else:
        code, holding = PlayWhy.NO_TRUMP_TO_LEAD, Holding.LEADS_FIRST
    legal = code is not PlayWhy.FIRST_LEAD_NOT_TRUMP
    return PlayVerdict(card, legal, rule, PlayReason(code, holding, card, trump, wins=True), True)


class Duty(NamedTuple):
    """What a follower may play, without a reason per card: the one statement of the trick
    rules (``RULES.md``, Tricks) that :func:`legal_plays` explains and the fast path
    (:mod:`pinochle_learn.fastround`) plays.

    Attributes
    ----------
    follow, trumps
        The cards of the led suit, and the trumps, among the cards judged.
    tier, tier_rule
        The cards the suit rules allow (the led suit, else trumps, else any) and that rule.
    winners
        The cards of the tier that beat the card now winning.
    allowed, duty
        The legal cards (the tier, narrowed to the winners under ``must_head_trick``, or to
        the cards over the led suit's top under ``must_beat_led_suit_after_trump``) and the
        rule that decided them.
    """

    follow: list[Card]
    trumps: list[Card]
    tier: list[Card]
    tier_rule: Rule
    winners: list[Card]
    allowed: list[Card]
    duty: Rule


def follow_duty(
    cards: Sequence[Card], played: Sequence[Card], trump: Suit, ruleset: Ruleset, winning: Card
) -> Duty:
    """The :class:`Duty` of a player holding ``cards`` (distinct) when ``played`` (at least
    one card, ``winning`` the card now heading it) is on the table.

    Examples
    --------
    The seed example (``RULES.md``, PARTNERSHIP Tricks): trump ♠, Q♥ led, 9♣ discarded.

    >>> from pinochle_learn import PARTNERSHIP
    >>> led = Card.parse("H12")
    >>> hand = [Card.parse(c) for c in ("H9", "H10", "H14")]
    >>> d = follow_duty(hand, [led, Card.parse("C9")], Suit.SPADES, PARTNERSHIP, led)
    >>> [str(c) for c in d.allowed], d.duty.value
    (['H10', 'H14'], 'must_head_trick')
    """
    led = played[0].suit
    follow = [c for c in cards if c.suit is led]
    trumps = [c for c in cards if c.suit is trump]
    if ruleset.must_follow_suit and follow:
        tier, tier_rule = follow, Rule.MUST_FOLLOW_SUIT
    elif ruleset.must_trump and not follow and trumps:
        tier, tier_rule = trumps, Rule.MUST_TRUMP
    else:
        tier, tier_rule = list(cards), Rule.FREE_DISCARD
    winners = [c for c in tier if beats(c, winning, trump)]
    allowed, duty = tier, tier_rule
    if ruleset.must_head_trick and winners and len(winners) < len(tier):
        allowed, duty = winners, Rule.MUST_HEAD_TRICK
    elif (
        ruleset.must_beat_led_suit_after_trump
        and tier_rule is Rule.MUST_FOLLOW_SUIT
        and led is not trump
        and any(c.suit is trump for c in played)
    ):
        top = max((c for c in played if c.suit is led), key=lambda c: c.rank)
        beaters = [c for c in tier if c.rank > top.rank]
        if beaters and len(beaters) < len(tier):
            allowed, duty = beaters, Rule.MUST_BEAT_LED_SUIT
    return Duty(follow, trumps, tier, tier_rule, winners, allowed, duty)


class _Judge:
    """Works out the allowed tier and the duty within it once (:func:`follow_duty`), then
    gives each card's code."""

    def __init__(
        self, trick: Trick, ruleset: Ruleset, cards: Sequence[Card], winning: Card
    ) -> None:
        led = trick.cards[0].suit
        trump = trick.trump
        self.trick, self.ruleset, self.winning = trick, ruleset, winning
        self.led, self.trump = led, trump
        found = follow_duty(cards, trick.cards, trump, ruleset, winning)
        follow, trumps = found.follow, found.trumps
        self.tier, self.tier_rule, self.winners = found.tier, found.tier_rule, found.winners
        self.allowed, self.duty = found.allowed, found.duty
        if found.tier_rule is Rule.MUST_FOLLOW_SUIT:
            self.holding = Holding.HOLDS_LED
        elif found.tier_rule is Rule.MUST_TRUMP:
            self.holding = Holding.VOID_HOLDS_TRUMP
        elif follow:
            self.holding = Holding.FOLLOW_NOT_REQUIRED
        elif trumps:
            self.holding = Holding.TRUMP_NOT_REQUIRED
        elif led is trump:
            self.holding = Holding.VOID_TRUMP_LED
        else:
            self.holding = Holding.VOID_NO_TRUMP
        self.top_led = max((c for c in trick.cards if c.suit is led), key=lambda c: c.rank)

    def verdict(self, card: Card) -> PlayVerdict:
        wins = beats(card, self.winning, self.trump)
        if card not in self.tier:
            reason = self._reason(PlayWhy.OUTSIDE_TIER, card, wins)
            return PlayVerdict(card, False, self.tier_rule, reason, wins)
        legal = card in self.allowed
        reason = self._reason(self._code(legal), card, wins)
        return PlayVerdict(card, legal, self.duty, reason, wins)

    def _reason(self, code: PlayWhy, card: Card, wins: bool) -> PlayReason:
        cards: tuple[Card, ...] = ()
        if code is PlayWhy.FAILS_TO_HEAD:
            cards = tuple(self.winners)
        elif code is PlayWhy.FAILS_TO_BEAT_LED:
            cards = tuple(self.allowed)
        top = self.top_led if code in (PlayWhy.BEATS_LED, PlayWhy.FAILS_TO_BEAT_LED) else None
        return PlayReason(
            code, self.holding, card, self.trump, self.led, self.winning, cards, top, wins
        )

    def _code(self, legal: bool) -> PlayWhy:
        if self.duty is Rule.MUST_HEAD_TRICK:
            return PlayWhy.HEADS if legal else PlayWhy.FAILS_TO_HEAD
        if self.duty is Rule.MUST_BEAT_LED_SUIT:
            return PlayWhy.BEATS_LED if legal else PlayWhy.FAILS_TO_BEAT_LED
        if self.winners and self.ruleset.must_head_trick:
            return PlayWhy.BEATS
        if self.winners:
            return PlayWhy.NO_HEAD_DUTY
        if self.tier_rule is Rule.MUST_FOLLOW_SUIT and self.trick.is_trumped:
            return PlayWhy.TRICK_TRUMPED
        if self.tier_rule is Rule.FREE_DISCARD:
            return PlayWhy.CANNOT_WIN
        return PlayWhy.NONE_BEATS


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
    >>> from pinochle_learn.render.play_sentences import play_sentence  # the words: render's
    >>> print(play_sentence(verdict.reason, lang="en"))
    You hold hearts, the suit led, and A♥ beats the K♥ now winning: you must head the trick.
    """
    wanted = as_card(card)
    analysis = legal_plays(hand, trick, trump, ruleset, stock_empty=stock_empty)
    if wanted in analysis.hand:
        return analysis.verdict(wanted)
    trick = analysis.trick
    winning = trick.winning_card
    wins = winning is None or beats(wanted, winning, trick.trump)
    led = trick.led_suit
    reason = PlayReason(
        PlayWhy.NOT_IN_HAND, Holding.NOT_HELD, wanted, trick.trump, led, winning, wins=wins
    )
    return PlayVerdict(wanted, False, Rule.NOT_IN_HAND, reason, wins)


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
        The card may not be played; it carries the verdict's reason (``error.reason``), its
        message quotes the card and the reason's code (``render.error_text`` words it).

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> from pinochle_learn.render.error_text import error_text  # the learner's words
    >>> hand, trick = play_card("H14", "H14 H9 C10", "H13 H12", "S", PARTNERSHIP)
    >>> str(hand), str(trick), trick.winning_so_far
    ('H9 C10', 'H13 H12 H14', 2)
    >>> try:
    ...     play_card("C10", "H14 H9 C10", "H13 H12", "S", PARTNERSHIP)
    ... except IllegalActionError as error:
    ...     print(error)
    ...     print(error_text(error))  # doctest: +NORMALIZE_WHITESPACE
    cannot play 'C10' (outside_tier)
    cannot play 'C10': You hold hearts, the suit led: you must follow suit,
    so 10♣ may not be played.
    """
    verdict = check_play(card, hand, trick, trump, ruleset, stock_empty=stock_empty)
    if not verdict.legal:
        raise IllegalActionError(action=verdict.card, reason=verdict.reason)
    ruleset = as_ruleset(ruleset)
    held, current = _prepare(hand, trick, trump, ruleset)
    return held.remove(verdict.card), current.add(verdict.card)
