"""What your partner holds, counted by hand with no numpy (hypergeometric chances), and the
partner's exact expected meld (:func:`partner_meld_mean`).

Examples
--------
>>> from pinochle_learn import Hand
>>> sum(unseen(Hand.parse("S14 S14 S10 S13 S12 H14 H10 H13 C14 C10 C13 C12")))
36
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import partial
from typing import Any

from ..cards import Card, Suit
from ..errors import HandError, RulesetError
from ..fastmeld import (
    JACK_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    SUIT_COUNT,
    counts_of,
    meld_tables,
    trump_index,
)
from ..hand import Hand
from ..ruleset import PARTNERSHIP, Ruleset
from .figures import deck_counts

__all__ = ["PartnerCard", "partner_holds", "partner_meld_mean", "unseen"]


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


def partner_meld_mean(
    hand: Hand, trump: Suit | int | str, ruleset: Ruleset = PARTNERSHIP
) -> Fraction:
    """The partner's exact expected meld points with ``trump``, before passing: the mean over
    every hand of ``ruleset.hand_size`` cards from the cards you do not hold, all equally
    likely (``RULES.md``, PARTNERSHIP Meld). The same value as the mean of
    :func:`pinochle_learn.odds.questions.partner_meld`'s distribution, with no numpy.

    Where no card counts in two classes (every meld policy but ``ONE_MELD``) the meld is a sum
    of parts that each read a few cards: a suit's class-1 meld its six cards, the pinochles
    Q♠ and J♦, a rank's arounds that rank in each suit. The mean of the sum is the sum of the
    means (linearity of expectation), and each part's mean runs over the copies held of its
    own cards, weighted by the hypergeometric count of hands; no hand is listed.

    Raises
    ------
    HandError
        Not a full hand.
    RulesetError
        A meld policy whose classes share cards (``ONE_MELD``): ask
        :func:`~pinochle_learn.odds.questions.partner_meld` instead.

    Examples
    --------
    You hold the Q♠ and J♦ pair twice over, so the partner cannot hold a pinochle; its other
    parts are counted over the 36 cards you do not hold:

    >>> hand = Hand.parse("S12 S12 D11 D11 S9 S9 H9 H9 C9 C9 D9 D9")
    >>> round(float(partner_meld_mean(hand, "H")), 2)
    43.41
    """
    pile = unseen(hand, ruleset)
    tables = meld_tables(ruleset)
    if not tables.separable:
        raise RulesetError(
            f"ruleset={ruleset.name!r}: its meld classes share cards, so the partner's mean "
            "meld is not a sum of parts; count its distribution (odds.partner_meld)"
        )
    size, trump_at, powers = ruleset.hand_size, trump_index(trump), tables.powers
    total = Fraction(0)
    for suit in range(SUIT_COUNT):
        table = tables.trump_suit if suit == trump_at else tables.plain_suit
        suit_cards = range(6 * suit, 6 * suit + 6)
        total += _part_mean(pile, suit_cards, size, partial(_suit_points, table, powers))
    pinochle_cards = (QUEEN_OF_SPADES, JACK_OF_DIAMONDS)
    total += _part_mean(pile, pinochle_cards, size, partial(_fewest_points, tables.pinochles))
    for rank in tables.around_ranks:
        rank_cards = range(rank, 6 * SUIT_COUNT, 6)
        total += _part_mean(pile, rank_cards, size, partial(_fewest_points, tables.arounds[rank]))
    return total


def _suit_points(table: Sequence[int], powers: Sequence[int], held: tuple[int, ...]) -> int:
    """A suit's class-1 meld points: ``table`` at the suit's pattern of copies held."""
    return table[sum(h * w for h, w in zip(held, powers, strict=True))]


def _fewest_points(row: Sequence[int], held: tuple[int, ...]) -> int:
    """Points of as many pinochles or arounds as the fewest copies held of their cards."""
    return row[min(held)]


def _part_mean(
    pile: Sequence[int], slots: Sequence[int], size: int, value: Callable[[tuple[int, ...]], int]
) -> Fraction:
    """The exact mean of ``value(copies held of each card in slots)`` over every hand of
    ``size`` cards from ``pile`` (copies by card index): each pattern of copies held weighs
    ``prod C(copies left, held) * C(rest of the pile, size - cards held)``."""
    left = [pile[slot] for slot in slots]
    pile_size = sum(pile)
    rest = pile_size - sum(left)
    weighted = 0
    for held in itertools.product(*(range(n + 1) for n in left)):
        cards = sum(held)
        if cards > size:
            continue
        ways = math.prod(math.comb(n, h) for n, h in zip(left, held, strict=True))
        weighted += ways * math.comb(rest, size - cards) * value(held)
    return Fraction(weighted, math.comb(pile_size, size))
