"""A hand: a multiset of cards holding at most two copies of each (``RULES.md``, Cards)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from .cards import UNIQUE_CARDS, Card, Suit, as_cards, parse_cards
from .errors import HandError

__all__ = ["Hand", "as_hand"]

MAX_COPIES = 2


@dataclass(frozen=True, init=False)
class Hand:
    """An immutable multiset of cards, at most two copies of each, kept in display order.

    Parameters
    ----------
    cards
        Any iterable of :class:`~pinochle_learn.cards.Card` (or of card notation, or text of
        cards: see :func:`~pinochle_learn.cards.as_cards`).

    Raises
    ------
    HandError
        If a card appears a third time; the message names it.
    ParseError, InputTypeError
        An item that is not a card (``Hand([None])``).

    Examples
    --------
    >>> hand = Hand.parse("S12 D11 S12")
    >>> len(hand), hand.count(Card.parse("QS")), str(hand)
    (3, 2, 'S12 S12 D11')
    >>> hand.add(Card.parse("QS"))
    Traceback (most recent call last):
    ...
    pinochle_learn.errors.HandError: a third 'S12' (Q♠): the deck holds only two copies of each card
    """

    cards: tuple[Card, ...] = field(default=())

    def __init__(self, cards: Iterable[Card] | str = ()) -> None:
        ordered = tuple(sorted(as_cards(cards), key=lambda c: c.sort_key))
        counts = Counter(ordered)
        for card, n in counts.items():
            if n > MAX_COPIES:
                raise HandError(
                    f"a third {str(card)!r} ({card.label}): "
                    "the deck holds only two copies of each card"
                )
        object.__setattr__(self, "cards", ordered)

    @classmethod
    def parse(cls, text: str) -> Hand:
        """Read a hand from notation (see :func:`~pinochle_learn.cards.parse_cards`).

        Raises
        ------
        ParseError
            A token is not a card.
        HandError
            A card is written three times.
        """
        return cls(parse_cards(text))

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.cards)

    def count(self, card: Card) -> int:
        """How many copies of ``card`` the hand holds (0, 1 or 2)."""
        return self.cards.count(card)

    def counter(self) -> Counter[Card]:
        """The multiset as a ``Counter``."""
        return Counter(self.cards)

    @property
    def label(self) -> str:
        """The hand with suit symbols: ``A♥ 10♥ Q♠``."""
        return " ".join(c.label for c in self.cards)

    def of_suit(self, suit: Suit) -> tuple[Card, ...]:
        """The cards of one suit, high first."""
        return tuple(c for c in self.cards if c.suit is suit)

    @classmethod
    def _of_ordered(cls, cards: tuple[Card, ...]) -> Hand:
        """A hand of cards already checked and in display order (no sorting, no check)."""
        hand = object.__new__(cls)
        object.__setattr__(hand, "cards", cards)
        return hand

    def add(self, card: Card) -> Hand:
        """A new hand with one more copy of ``card``. Raises :class:`HandError` for a third copy."""
        if type(card) is not Card:
            return Hand((*self.cards, card))
        cards = self.cards
        if cards.count(card) >= MAX_COPIES:
            return Hand((*cards, card))  # raises, naming the third copy
        key = card.sort_key
        at = len(cards)  # after every card of a lower or equal key, as a stable sort puts it
        while at and cards[at - 1].sort_key > key:
            at -= 1
        return Hand._of_ordered((*cards[:at], card, *cards[at:]))

    def remove(self, card: Card) -> Hand:
        """A new hand with one copy of ``card`` less.

        Raises
        ------
        HandError
            If the hand does not hold ``card``.
        """
        if card not in self.cards:
            raise HandError(f"the hand holds no {str(card)!r} ({card.label}) to remove")
        cards = list(self.cards)
        cards.remove(card)
        return Hand._of_ordered(tuple(cards))

    def missing(self) -> tuple[Card, ...]:
        """Distinct cards of which the hand holds fewer than two copies."""
        counts = self.counter()
        return tuple(c for c in UNIQUE_CARDS if counts[c] < MAX_COPIES)

    def _repr_html_(self) -> str:
        from .render.html import hand_html
        from .render.style import standalone

        return standalone(hand_html(self))


def as_hand(value: Hand | Iterable[Card] | str) -> Hand:
    """The one check of a hand argument: a :class:`Hand`, text of cards, or cards.

    Raises
    ------
    ParseError, InputTypeError, HandError
        As :func:`~pinochle_learn.cards.as_cards` and :class:`Hand`.

    Examples
    --------
    >>> str(as_hand("KH H14")), str(as_hand([Card.parse("QS")]))
    ('H14 H13', 'S12')
    """
    return value if isinstance(value, Hand) else Hand(value)
