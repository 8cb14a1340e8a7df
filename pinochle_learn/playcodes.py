"""The codes of the trick rules' verdicts (``RULES.md``, Tricks): which rule decides a card
(:class:`Rule`), what the hand holds against the suit led (:class:`Holding`), which sentence
explains it (:class:`PlayWhy`), and the verdict and reason as data (:class:`PlayVerdict`,
:class:`PlayReason`). :mod:`pinochle_learn.play` works them out and exports them;
``render.play_sentences`` words them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from .cards import Card, Suit

__all__ = ["Holding", "PlayReason", "PlayVerdict", "PlayWhy", "Rule"]


class Rule(Enum):
    """The rule that decides whether a card may be played; the value is its JSON name."""

    FREE_LEAD = "free_lead"
    """The leader may lead any card."""
    FIRST_LEAD_TRUMP = "first_lead_trump"
    """The bidder leads the first trick with a trump if holding one (TWO_HAND_WIDOW)."""
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


class Holding(Enum):
    """What the player holds against the suit led: why a tier of cards is allowed."""

    LEADS = "leads"
    """No card led yet: the player leads."""
    LEADS_FIRST = "leads_first"
    """The bid winner leads the first trick, under ``first_lead_trump``."""
    STOCK = "stock"
    """TWO_HAND_STOCK while the stock lasts: no duty at all."""
    HOLDS_LED = "holds_led"
    """Holds the suit led: must follow suit."""
    VOID_HOLDS_TRUMP = "void_holds_trump"
    """Void in the suit led, holds trump: must trump."""
    FOLLOW_NOT_REQUIRED = "follow_not_required"
    """Holds the suit led, but the house rule lifts the duty to follow suit."""
    TRUMP_NOT_REQUIRED = "trump_not_required"
    """Void in the suit led, holds trump, but the house rule lifts the duty to trump."""
    VOID_TRUMP_LED = "void_trump_led"
    """Trump was led and the player holds none: any card."""
    VOID_NO_TRUMP = "void_no_trump"
    """Void in the suit led and in trump: any card."""
    NOT_HELD = "not_held"
    """The card judged is not in the hand."""


class PlayWhy(Enum):
    """The code of a card's explanation; ``render.play_sentences`` has one sentence per code."""

    FREE_LEAD = "free_lead"
    """Any card may be led."""
    LEADS_TRUMP = "leads_trump"
    """First lead by the bidder (``first_lead_trump``): allowed, the card is a trump."""
    FIRST_LEAD_NOT_TRUMP = "first_lead_not_trump"
    """First lead by the bidder (``first_lead_trump``): refused, not a trump and one is held."""
    NO_TRUMP_TO_LEAD = "no_trump_to_lead"
    """First lead by the bidder (``first_lead_trump``): allowed, the bidder holds no trump."""
    STOCK_FREE = "stock_free"
    """While the stock lasts any card may be played (``wins`` says if it takes the lead)."""
    NOT_IN_HAND = "not_in_hand"
    """The card is not in the hand."""
    OUTSIDE_TIER = "outside_tier"
    """Refused: the card is not of the suit that must be followed (or not a trump)."""
    HEADS = "heads"
    """Allowed: it beats the card now winning, as the player must."""
    FAILS_TO_HEAD = "fails_to_head"
    """Refused: it does not beat the card now winning, and ``cards`` would."""
    BEATS_LED = "beats_led"
    """House rule: allowed, it beats ``top_led``, the highest card of the suit led."""
    FAILS_TO_BEAT_LED = "fails_to_beat_led"
    """House rule: refused, it does not beat ``top_led`` and ``cards`` would."""
    BEATS = "beats"
    """Allowed within the tier, and it beats the card now winning."""
    NO_HEAD_DUTY = "no_head_duty"
    """Allowed: the house rule lifts the duty to head the trick."""
    TRICK_TRUMPED = "trick_trumped"
    """Allowed: the trick is trumped, so no card of the suit led can win."""
    CANNOT_WIN = "cannot_win"
    """Allowed (a free discard) though it cannot win."""
    NONE_BEATS = "none_beats"
    """Allowed: no card of the tier beats the card now winning."""


@dataclass(frozen=True)
class PlayReason:
    """Why a card may or may not be played, as data: a code and its parameters.

    ``render.play_sentences.play_sentence(reason, person)`` makes the sentence.

    Attributes
    ----------
    code
        :class:`PlayWhy`: which sentence.
    holding
        :class:`Holding`: what the hand holds against the suit led.
    card
        The card judged.
    trump
        The trump suit.
    led
        The suit led (``None`` before the lead).
    winning
        The card now winning (``None`` before the lead).
    cards
        The cards that would do instead (``FAILS_TO_HEAD``, ``FAILS_TO_BEAT_LED``), else ``()``.
    top_led
        House rule ``must_beat_led_suit_after_trump``: the highest card of the suit led.
    wins
        Would the card, played now, be winning the trick?
    """

    code: PlayWhy
    holding: Holding
    card: Card
    trump: Suit
    led: Suit | None = None
    winning: Card | None = None
    cards: tuple[Card, ...] = ()
    top_led: Card | None = None
    wins: bool = False

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the code and its parameters, cards in seed notation, suits as letters."""
        return {
            "code": self.code.value,
            "holding": self.holding.value,
            "card": str(self.card),
            "trump": self.trump.letter,
            "led": None if self.led is None else self.led.letter,
            "winning": None if self.winning is None else str(self.winning),
            "cards": [str(c) for c in self.cards],
            "top_led": None if self.top_led is None else str(self.top_led),
            "wins": self.wins,
        }


@dataclass(frozen=True)
class PlayVerdict:
    """Whether one card may be played now, the rule that decides it, and why (as data).

    Attributes
    ----------
    card
        The card judged.
    legal
        May it be played?
    rule
        The deciding :class:`Rule`.
    reason
        :class:`PlayReason`: the explanation's code and parameters.
    wins
        Would the card, played now, be winning the trick (the lead always is)?
    """

    card: Card
    legal: bool
    rule: Rule
    reason: PlayReason
    wins: bool

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``{"legal", "rule", "code", "wins", "reason"}`` (the card is the key
        outside); ``code`` and ``reason`` are the explanation as data, in no language (the
        command line adds ``why``, the sentence, from ``render.play_sentences``)."""
        return {
            "legal": self.legal,
            "rule": self.rule.value,
            "code": self.reason.code.value,
            "wins": self.wins,
            "reason": self.reason.to_dict(),
        }
