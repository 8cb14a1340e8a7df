"""The stock of the two-hand stock game: the face-down cards, the turn-up, the dix exchange and
the draws after each trick (``RULES.md``, TWO_HAND_STOCK; seed 002).

A :class:`Stock` is immutable. After the deal the first card left is turned up: its suit is
trump and it lies half under the stock, so it is drawn last. A dealer who turns up a 9 scores
10. After winning a trick, a player holding the 9 of trump may exchange it for the turn-up and
score 10: the 9 then lies under the stock in its place. After each trick the winner draws the
top card and the loser the next; when one face-down card and the turn-up are left, the winner
takes the face-down card and the loser the turn-up.

The 10 points are the dix's meld points in the ruleset (``meld_points[DIX]``). Verdicts carry a
:class:`StockWhy` code; sentences are made in :mod:`pinochle_learn.render.stock_text`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum

from .cards import Card, Rank, Suit
from .errors import IllegalActionError
from .hand import Hand
from .meldkinds import MeldKind
from .ruleset import Ruleset

__all__ = ["Stock", "StockVerdict", "StockWhy"]


class StockWhy(Enum):
    """Why a dix exchange is allowed or refused; the value is an identifier."""

    EXCHANGED = "exchanged"
    """Allowed: the 9 of trump for the turn-up, 10 points."""
    NO_NINE = "no_nine"
    """Refused: the player holds no 9 of trump."""
    NO_TURN_UP = "no_turn_up"
    """Refused: the turn-up has been drawn already."""
    TURN_UP_IS_NINE = "turn_up_is_nine"
    """Refused: the turn-up is already a 9 of trump (exchanged before, or turned up)."""
    NO_TRICK_WON = "no_trick_won"
    """Refused: the dix is exchanged only just after winning a trick (the round engine's
    check; :meth:`Stock.check_exchange` assumes a trick won)."""


@dataclass(frozen=True)
class StockVerdict:
    """Whether the dix may be exchanged now: the code, the points, the cards concerned."""

    legal: bool
    code: StockWhy
    points: int
    nine: Card
    turn_up: Card | None


@dataclass(frozen=True)
class Stock:
    """The cards not dealt: face down (top first) and the turn-up (drawn last).

    Attributes
    ----------
    trump
        The suit of the card turned up after the deal.
    face_down
        The face-down cards, top first.
    turn_up
        The turned-up card (``None`` once drawn).

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_STOCK, parse_cards
    >>> stock = Stock.after_deal(parse_cards("H9 S14 C10 D11"))
    >>> stock.trump.symbol, len(stock), stock.dealer_points(TWO_HAND_STOCK)
    ('♥', 4, 10)
    """

    trump: Suit
    face_down: tuple[Card, ...]
    turn_up: Card | None

    @classmethod
    def after_deal(cls, rest: Sequence[Card]) -> Stock:
        """The stock from the cards left after the deal: the first is turned up for trump.

        Raises
        ------
        IllegalActionError
            No card is left to turn up.
        """
        if not rest:
            raise IllegalActionError("no card is left after the deal to turn up for trump")
        return cls(rest[0].suit, tuple(rest[1:]), rest[0])

    def __len__(self) -> int:
        return len(self.face_down) + (self.turn_up is not None)

    @property
    def is_empty(self) -> bool:
        """Are all its cards drawn (no meld any more, the last tricks' duties apply)?"""
        return len(self) == 0

    @property
    def nine(self) -> Card:
        """The 9 of trump, the dix."""
        return Card(Rank.NINE, self.trump)

    def dealer_points(self, rules: Ruleset) -> int:
        """Meld points the dealer scores for the turn-up: the dix's 10 when it is a 9."""
        if self.turn_up != self.nine:
            return 0
        return rules.points(MeldKind.DIX) or 0

    def check_exchange(self, hand: Hand, rules: Ruleset) -> StockVerdict:
        """May the player holding ``hand`` exchange the 9 of trump for the turn-up now (after
        winning a trick)?"""
        points = rules.points(MeldKind.DIX) or 0
        base = StockVerdict(False, StockWhy.NO_NINE, points, self.nine, self.turn_up)
        if self.turn_up is None:
            return replace(base, code=StockWhy.NO_TURN_UP)
        if self.turn_up == self.nine:
            return replace(base, code=StockWhy.TURN_UP_IS_NINE)
        if self.nine not in hand:
            return base
        return replace(base, legal=True, code=StockWhy.EXCHANGED)

    def exchange(self, hand: Hand, rules: Ruleset) -> tuple[Hand, Stock, int]:
        """Exchange the 9 of trump for the turn-up.

        Returns
        -------
        (Hand, Stock, int)
            The hand with the turn-up instead of the 9, the stock with the 9 under it, and the
            meld points scored (10).

        Raises
        ------
        IllegalActionError
            The exchange is refused (``error.verdict`` says why).
        """
        verdict = self.check_exchange(hand, rules)
        if not verdict.legal or self.turn_up is None:
            error = IllegalActionError(action="exchange_dix", reason=verdict)
            error.verdict = verdict  # type: ignore[attr-defined]
            raise error
        hand = hand.remove(self.nine).add(self.turn_up)
        return hand, replace(self, turn_up=self.nine), verdict.points

    def draw(self) -> tuple[Card, Card | None, Stock]:
        """The winner's card, the loser's card and the stock after a trick: the top card to the
        winner, the next to the loser; with one face-down card left, the turn-up to the loser.

        Raises
        ------
        IllegalActionError
            The stock is empty.

        Examples
        --------
        >>> from pinochle_learn import parse_cards
        >>> last = Stock(Suit.HEARTS, tuple(parse_cards("S14")), Card.parse("H10"))
        >>> winner, loser, after = last.draw()
        >>> winner.label, loser.label, after.is_empty
        ('A♠', '10♥', True)
        """
        if self.is_empty:
            raise IllegalActionError("the stock is empty: nothing to draw")
        if len(self.face_down) >= 2:
            return self.face_down[0], self.face_down[1], replace(self, face_down=self.face_down[2:])
        if self.face_down:
            return self.face_down[0], self.turn_up, replace(self, face_down=(), turn_up=None)
        assert self.turn_up is not None
        return self.turn_up, None, replace(self, turn_up=None)
