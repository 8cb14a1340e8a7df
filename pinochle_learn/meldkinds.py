"""The kinds of meld and the cards each one needs (``RULES.md``, Meld).

Points are not here: a :class:`~pinochle_learn.ruleset.Ruleset` maps each kind it allows to
its meld points.
"""

from __future__ import annotations

from enum import Enum

from .cards import Card, Rank, Suit

__all__ = ["MeldKind"]

_RUN_RANKS = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)


class MeldKind(Enum):
    """A kind of meld; the value is an identifier (``render.meld_sentences`` names it:
    ``"run with royal marriage"``).

    Examples
    --------
    >>> MeldKind.RUN_ROYAL_MARRIAGE.meld_class, MeldKind.RUN_ROYAL_MARRIAGE.parts
    (1, (<MeldKind.RUN: 'run'>, <MeldKind.ROYAL_MARRIAGE: 'royal_marriage'>))
    >>> [str(c) for c in MeldKind.PINOCHLE.cards(Suit.HEARTS)]
    ['S12', 'D11']
    """

    RUN = "run"
    RUN_EXTRA_KING = "run_extra_king"
    RUN_EXTRA_QUEEN = "run_extra_queen"
    RUN_ROYAL_MARRIAGE = "run_royal_marriage"
    DOUBLE_RUN = "double_run"
    DIX = "dix"
    ROYAL_MARRIAGE = "royal_marriage"
    COMMON_MARRIAGE = "common_marriage"
    PINOCHLE = "pinochle"
    DOUBLE_PINOCHLE = "double_pinochle"
    ACES_AROUND = "aces_around"
    KINGS_AROUND = "kings_around"
    QUEENS_AROUND = "queens_around"
    JACKS_AROUND = "jacks_around"
    DOUBLE_ACES_AROUND = "double_aces_around"
    DOUBLE_KINGS_AROUND = "double_kings_around"
    DOUBLE_QUEENS_AROUND = "double_queens_around"
    DOUBLE_JACKS_AROUND = "double_jacks_around"
    TRIPLE_RUN = "triple_run"
    QUADRUPLE_RUN = "quadruple_run"
    TRIPLE_PINOCHLE = "triple_pinochle"
    QUADRUPLE_PINOCHLE = "quadruple_pinochle"
    TRIPLE_ACES_AROUND = "triple_aces_around"
    TRIPLE_KINGS_AROUND = "triple_kings_around"
    TRIPLE_QUEENS_AROUND = "triple_queens_around"
    TRIPLE_JACKS_AROUND = "triple_jacks_around"
    QUADRUPLE_ACES_AROUND = "quadruple_aces_around"
    QUADRUPLE_KINGS_AROUND = "quadruple_kings_around"
    QUADRUPLE_QUEENS_AROUND = "quadruple_queens_around"
    QUADRUPLE_JACKS_AROUND = "quadruple_jacks_around"

    @property
    def meld_class(self) -> int:
        """1 (runs, dix, marriages), 2 (pinochles) or 3 (arounds)."""
        if self.parts[0] is MeldKind.PINOCHLE:
            return 2
        if self in _AROUNDS:
            return 3
        return 1

    @property
    def parts(self) -> tuple[MeldKind, ...]:
        """The smaller melds a combined meld is made of; ``(self,)`` for a simple meld."""
        return _PARTS.get(self, (self,))

    @property
    def family(self) -> MeldKind:
        """The simple kind this one belongs to: a double around's family is the around.

        Used by rulesets where a card may serve once per kind (TWO_HAND_STOCK).
        """
        if self in _RUN_FAMILY:
            return MeldKind.RUN
        return self.parts[0]

    @property
    def needs_suit(self) -> bool:
        """Only a common marriage is placed in a suit other than trump."""
        return self is MeldKind.COMMON_MARRIAGE

    @property
    def around_rank(self) -> Rank | None:
        """The rank of an around (or double around), else ``None``."""
        return _AROUNDS.get(self)

    @property
    def ranks(self) -> frozenset[Rank]:
        """The ranks of the cards this kind needs (a deck without one cannot hold it)."""
        return frozenset(c.rank for c in self.cards(Suit.SPADES, Suit.HEARTS))

    def cards(self, trump: Suit, suit: Suit | None = None) -> tuple[Card, ...]:
        """The exact cards this meld needs, with ``trump`` named.

        Parameters
        ----------
        trump
            The trump suit.
        suit
            For a common marriage only: its (non-trump) suit.

        Raises
        ------
        ValueError
            A common marriage without a non-trump suit.
        """
        if self is MeldKind.COMMON_MARRIAGE:
            if suit is None or suit is trump:
                raise ValueError(
                    f"suit={suit!r} with trump={trump!r}: a common marriage needs a suit other "
                    "than trump"
                )
            return (Card(Rank.KING, suit), Card(Rank.QUEEN, suit))
        if self is MeldKind.RUN:
            return tuple(Card(r, trump) for r in _RUN_RANKS)
        if self is MeldKind.DIX:
            return (Card(Rank.NINE, trump),)
        if self is MeldKind.ROYAL_MARRIAGE:
            return (Card(Rank.KING, trump), Card(Rank.QUEEN, trump))
        if self is MeldKind.PINOCHLE:
            return (Card(Rank.QUEEN, Suit.SPADES), Card(Rank.JACK, Suit.DIAMONDS))
        rank = self.around_rank
        if rank is not None and self.parts == (self,):
            return tuple(Card(rank, s) for s in Suit)
        extra = {
            MeldKind.RUN_EXTRA_KING: (Card(Rank.KING, trump),),
            MeldKind.RUN_EXTRA_QUEEN: (Card(Rank.QUEEN, trump),),
        }
        if self in extra:
            return MeldKind.RUN.cards(trump) + extra[self]
        return tuple(c for part in self.parts for c in part.cards(trump, suit))


_PARTS: dict[MeldKind, tuple[MeldKind, ...]] = {
    MeldKind.RUN_EXTRA_KING: (MeldKind.RUN,),
    MeldKind.RUN_EXTRA_QUEEN: (MeldKind.RUN,),
    MeldKind.RUN_ROYAL_MARRIAGE: (MeldKind.RUN, MeldKind.ROYAL_MARRIAGE),
    MeldKind.DOUBLE_RUN: (MeldKind.RUN, MeldKind.RUN),
    MeldKind.DOUBLE_PINOCHLE: (MeldKind.PINOCHLE, MeldKind.PINOCHLE),
    MeldKind.DOUBLE_ACES_AROUND: (MeldKind.ACES_AROUND, MeldKind.ACES_AROUND),
    MeldKind.DOUBLE_KINGS_AROUND: (MeldKind.KINGS_AROUND, MeldKind.KINGS_AROUND),
    MeldKind.DOUBLE_QUEENS_AROUND: (MeldKind.QUEENS_AROUND, MeldKind.QUEENS_AROUND),
    MeldKind.DOUBLE_JACKS_AROUND: (MeldKind.JACKS_AROUND, MeldKind.JACKS_AROUND),
    MeldKind.TRIPLE_RUN: (MeldKind.RUN,) * 3,
    MeldKind.QUADRUPLE_RUN: (MeldKind.RUN,) * 4,
    MeldKind.TRIPLE_PINOCHLE: (MeldKind.PINOCHLE,) * 3,
    MeldKind.QUADRUPLE_PINOCHLE: (MeldKind.PINOCHLE,) * 4,
    MeldKind.TRIPLE_ACES_AROUND: (MeldKind.ACES_AROUND,) * 3,
    MeldKind.TRIPLE_KINGS_AROUND: (MeldKind.KINGS_AROUND,) * 3,
    MeldKind.TRIPLE_QUEENS_AROUND: (MeldKind.QUEENS_AROUND,) * 3,
    MeldKind.TRIPLE_JACKS_AROUND: (MeldKind.JACKS_AROUND,) * 3,
    MeldKind.QUADRUPLE_ACES_AROUND: (MeldKind.ACES_AROUND,) * 4,
    MeldKind.QUADRUPLE_KINGS_AROUND: (MeldKind.KINGS_AROUND,) * 4,
    MeldKind.QUADRUPLE_QUEENS_AROUND: (MeldKind.QUEENS_AROUND,) * 4,
    MeldKind.QUADRUPLE_JACKS_AROUND: (MeldKind.JACKS_AROUND,) * 4,
}
_RUN_FAMILY = frozenset(
    {
        MeldKind.RUN,
        MeldKind.RUN_EXTRA_KING,
        MeldKind.RUN_EXTRA_QUEEN,
        MeldKind.RUN_ROYAL_MARRIAGE,
        MeldKind.DOUBLE_RUN,
        MeldKind.TRIPLE_RUN,
        MeldKind.QUADRUPLE_RUN,
    }
)
_AROUNDS: dict[MeldKind, Rank] = {
    MeldKind.ACES_AROUND: Rank.ACE,
    MeldKind.KINGS_AROUND: Rank.KING,
    MeldKind.QUEENS_AROUND: Rank.QUEEN,
    MeldKind.JACKS_AROUND: Rank.JACK,
    MeldKind.DOUBLE_ACES_AROUND: Rank.ACE,
    MeldKind.DOUBLE_KINGS_AROUND: Rank.KING,
    MeldKind.DOUBLE_QUEENS_AROUND: Rank.QUEEN,
    MeldKind.DOUBLE_JACKS_AROUND: Rank.JACK,
    MeldKind.TRIPLE_ACES_AROUND: Rank.ACE,
    MeldKind.TRIPLE_KINGS_AROUND: Rank.KING,
    MeldKind.TRIPLE_QUEENS_AROUND: Rank.QUEEN,
    MeldKind.TRIPLE_JACKS_AROUND: Rank.JACK,
    MeldKind.QUADRUPLE_ACES_AROUND: Rank.ACE,
    MeldKind.QUADRUPLE_KINGS_AROUND: Rank.KING,
    MeldKind.QUADRUPLE_QUEENS_AROUND: Rank.QUEEN,
    MeldKind.QUADRUPLE_JACKS_AROUND: Rank.JACK,
}
