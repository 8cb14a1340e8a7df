"""What your partner holds, counted by hand with no numpy (hypergeometric chances).

Examples
--------
>>> from pinochle_learn import Hand
>>> sum(unseen(Hand.parse("S14 S14 S10 S13 S12 H14 H10 H13 C14 C10 C13 C12")))
36
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..cards import Card
from ..errors import HandError
from ..fastmeld import counts_of
from ..hand import Hand
from ..ruleset import PARTNERSHIP, Ruleset
from .figures import deck_counts

__all__ = ["PartnerCard", "partner_holds", "unseen"]


def unseen(hand: Hand, ruleset: Ruleset = PARTNERSHIP) -> list[int]:
    """Copies of each card (by ``card_index``) you do not hold: the pile the others' hands
    come from (36 cards when you hold 12).

    Raises
    ------
    HandError
        The hand does not hold exactly ``ruleset.hand_size`` cards.
    """
    if len(hand) != ruleset.hand_size:
        raise HandError(
            f"{len(hand)} cards: the question is asked of a full hand of {ruleset.hand_size}",
            code="hand_not_full",
            count=len(hand),
            size=ruleset.hand_size,
        )
    return [c - n for c, n in zip(deck_counts(ruleset), counts_of(hand), strict=True)]


@dataclass(frozen=True)
class PartnerCard:
    """The chance that the partner holds a card: at least one copy, and both.

    Attributes
    ----------
    card
        The card asked about.
    unseen
        Copies you do not hold (0, 1 or 2; up to 4 in DOUBLE_DECK).
    at_least_one, both
        Exact probabilities (``Fraction``); ``both``: at least two copies (both, in the 48-card
        deck), 0 when fewer than two are unseen.
    """

    card: Card
    unseen: int
    at_least_one: Fraction
    both: Fraction
    method: str = "exact"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return {
            "card": str(self.card),
            "unseen": self.unseen,
            "at_least_one": float(self.at_least_one),
            "both": float(self.both),
            "method": self.method,
        }


def partner_holds(hand: Hand, card: Card, ruleset: Ruleset = PARTNERSHIP) -> PartnerCard:
    """The exact chance that your partner holds ``card`` (hypergeometric).

    The partner's 12 cards are any 12 of the 36 you do not see, all equally likely.

    Examples
    --------
    You hold no J♦: the partner has at least one with 1 - C(34,12)/C(36,12) = 59/105,
    and both with C(34,10)/C(36,12) = 11/105.

    >>> hand = Hand.parse("S14 S14 S10 S13 S12 H14 H10 H13 C14 C10 C13 C12")
    >>> answer = partner_holds(hand, Card.parse("D11"))
    >>> answer.at_least_one, answer.both
    (Fraction(59, 105), Fraction(11, 105))
    """
    pile = sum(unseen(hand, ruleset))
    size = ruleset.hand_size
    k = ruleset.deck.copies - hand.count(card) if ruleset.deck.holds(card) else 0
    hands = math.comb(pile, size)
    none = Fraction(math.comb(pile - k, size), hands)
    one = Fraction(k * math.comb(pile - k, size - 1), hands) if size else Fraction(0)
    both = 1 - none - one if k >= 2 else Fraction(0)
    return PartnerCard(card, k, 1 - none, both)
