"""The odds code's results, with no numpy: exact counts of hands (:class:`Distribution`) and the
chance of holding a meld's cards (:class:`MeldChance`).

Made by the counting code (:mod:`pinochle_learn.odds.exact`, numpy) or read from the shipped
tables (:mod:`pinochle_learn.odds.shipped`, computed at build time): a lesson that shows only
the shipped figures imports no numpy.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ..cards import STANDARD_DECK, Rank
from ..fastmeld import SLOTS
from ..meldkinds import MeldKind

if TYPE_CHECKING:
    from ..ruleset import Ruleset

__all__ = ["FULL_DECK", "Distribution", "MeldChance", "deck_counts"]

FULL_DECK: tuple[int, ...] = (STANDARD_DECK.copies,) * SLOTS
"""Copies available of each card (by ``card_index``) in the full 48-card deck."""


def deck_counts(ruleset: Ruleset) -> tuple[int, ...]:
    """Copies of each of the 24 cards (by ``card_index``) in ``ruleset``'s deck:
    :data:`FULL_DECK` for the 48 cards; 4 of each card but the nines (0) in DOUBLE_DECK.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> from pinochle_learn.ruleset import DOUBLE_DECK
    >>> deck_counts(PARTNERSHIP) == FULL_DECK, deck_counts(DOUBLE_DECK)[:6]
    (True, (0, 4, 4, 4, 4, 4))
    """
    deck = ruleset.deck
    return tuple(deck.copies if Rank(i % 6) in deck.ranks else 0 for i in range(len(FULL_DECK)))


@dataclass(frozen=True)
class Distribution:
    """Exact counts of hands by value, out of ``total`` hands.

    Attributes
    ----------
    counts
        ``{value: number of hands}``, values ascending.
    total
        Number of hands: ``C(pile, hand size)``.
    """

    counts: Mapping[int, int]
    total: int

    def probability(self, value: int) -> Fraction:
        """Exact chance that the value is ``value``."""
        return Fraction(self.counts.get(value, 0), self.total)

    def at_least(self, value: int) -> Fraction:
        """Exact chance that the value is ``value`` or more."""
        return Fraction(sum(n for v, n in self.counts.items() if v >= value), self.total)

    @property
    def fractions(self) -> dict[int, Fraction]:
        """``{value: exact probability}``."""
        return {v: Fraction(n, self.total) for v, n in self.counts.items()}

    @property
    def mean(self) -> Fraction:
        """The exact mean value."""
        return Fraction(sum(v * n for v, n in self.counts.items()), self.total)

    def quantile(self, q: float) -> int:
        """The smallest value whose cumulative probability reaches ``q``."""
        seen = 0
        for value, n in self.counts.items():
            seen += n
            if seen >= q * self.total:
                return value
        return max(self.counts)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: counts as strings of digits (exact), probabilities as floats."""
        return {
            "total": self.total,
            "mean": float(self.mean),
            "counts": {str(v): n for v, n in self.counts.items()},
            "probabilities": {str(v): n / self.total for v, n in self.counts.items()},
        }


@dataclass(frozen=True)
class MeldChance:
    """The exact chance that a hand holds the cards for one meld.

    Attributes
    ----------
    code
        Which meld: the kind's value (``"run"``), or ``"two_dix"``, ``"roundhouse"``; the
        name learners read is :attr:`name` (made by ``render.odds_text.chance_name``).
    kind
        The :class:`~pinochle_learn.meldkinds.MeldKind`, or ``None`` for a combination with
        no kind of its own (two dix, any common marriage, roundhouse).
    points
        Its meld points in the ruleset; for a combination, the meld points of its cards
        alone by the ruleset's meld table (two dix: two dixes; roundhouse: what the eight
        kings and queens meld, 240 where a card may serve in melds of different classes or
        kinds, 140 in TWO_HAND_WIDOW where each card serves in one meld only).
    chance
        Exact probability (``Fraction``) of holding the cards, whatever else the hand holds.
    """

    code: str
    kind: MeldKind | None
    points: int | None
    chance: Fraction

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the chance as a float and as ``"numerator/denominator"`` (no words: the
        command line adds the meld's name, ``render.odds_text.chance_name``)."""
        return {
            "points": self.points,
            "chance": float(self.chance),
            "exact": f"{self.chance.numerator}/{self.chance.denominator}",
        }
