"""A hand: a multiset of cards holding at most the deck's copies of each (two in the standard
deck, four in the double deck: ``RULES.md``, Cards; ``docs/rules.md`` #dd.deck)."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field

from .cards import STANDARD_DECK, Card, Deck, Rank, Suit, as_cards, parse_cards
from .errors import HandError

__all__ = ["Hand", "as_hand"]

MAX_COPIES = STANDARD_DECK.copies
"""Copies of each card in the standard deck (a hand's limit unless it names another deck)."""


@dataclass(frozen=True, init=False)
class Hand:
    """An immutable multiset of cards, at most the deck's copies of each, in display order.

    Parameters
    ----------
    cards
        Any iterable of :class:`~pinochle_learn.cards.Card` (or of card notation, or text of
        cards: see :func:`~pinochle_learn.cards.as_cards`).
    deck
        The deck the cards come from (:data:`~pinochle_learn.cards.STANDARD_DECK` unless
        given): its copies bound each card, and a card of a rank it lacks is refused. Not
        part of equality.

    Raises
    ------
    HandError
        If a card appears more often than the deck holds it (a third time in the standard
        deck, a fifth in the double deck), or the deck has no such card; the message names it.
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
    deck: Deck = field(default=STANDARD_DECK, compare=False, repr=False)

    def __init__(self, cards: Iterable[Card] | str = (), deck: Deck = STANDARD_DECK) -> None:
        ordered = tuple(sorted(as_cards(cards), key=lambda c: c.sort_key))
        counts = Counter(ordered)
        copies, ranks = deck.copies, deck.ranks
        for card, n in counts.items():
            if n > copies or card.rank not in ranks:
                deck.check_copies(card, n)
        object.__setattr__(self, "cards", ordered)
        object.__setattr__(self, "deck", deck)

    @classmethod
    def parse(
        cls, text: str, deck: Deck = STANDARD_DECK, extra_ranks: Mapping[str, Rank] | None = None
    ) -> Hand:
        """Read a hand from notation (see :func:`~pinochle_learn.cards.parse_cards`), with a
        language's own rank letters ``extra_ranks`` if given.

        Raises
        ------
        ParseError
            A token is not a card (:class:`~pinochle_learn.errors.AmbiguousCard`: it reads
            as two cards with ``extra_ranks``).
        HandError
            A card is written more often than ``deck`` holds it (three times in the standard
            deck).
        """
        return cls(parse_cards(text, extra_ranks), deck)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.cards)

    def count(self, card: Card) -> int:
        """How many copies of ``card`` the hand holds (0 up to the deck's copies)."""
        if type(card) is not Card:
            return self.cards.count(card)
        cards, key = self.cards, card.sort_key  # display order: the copies lie side by side
        at = bisect_right(cards, key, key=_sort_key)
        return at - bisect_left(cards, key, hi=at, key=_sort_key)

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
    def _of_ordered(cls, cards: tuple[Card, ...], deck: Deck = STANDARD_DECK) -> Hand:
        """A hand of cards already checked and in display order (no sorting, no check)."""
        hand = object.__new__(cls)
        object.__setattr__(hand, "cards", cards)
        object.__setattr__(hand, "deck", deck)
        return hand

    def add(self, card: Card) -> Hand:
        """A new hand with one more copy of ``card``. Raises :class:`HandError` for a copy more
        than the deck holds."""
        if type(card) is not Card:
            return Hand((*self.cards, card), self.deck)
        cards = self.cards
        deck = self.deck
        key = card.sort_key
        at = bisect_right(cards, key, key=_sort_key)  # after every card of a lower or equal
        held = at - bisect_left(cards, key, hi=at, key=_sort_key)  # key, as a stable sort
        if held >= deck.copies or card.rank not in deck.ranks:
            return Hand((*cards, card), self.deck)  # raises, naming the copy too many
        return Hand._of_ordered((*cards[:at], card, *cards[at:]), self.deck)

    def remove(self, card: Card) -> Hand:
        """A new hand with one copy of ``card`` less.

        Raises
        ------
        HandError
            If the hand does not hold ``card``.
        """
        cards = self.cards
        if type(card) is Card:
            at = bisect_left(cards, card.sort_key, key=_sort_key)
            if at < len(cards) and cards[at] == card:
                return Hand._of_ordered((*cards[:at], *cards[at + 1 :]), self.deck)
        elif card in cards:
            rest = list(cards)
            rest.remove(card)
            return Hand._of_ordered(tuple(rest), self.deck)
        raise HandError(
            f"the hand holds no {str(card)!r} ({card.label}) to remove",
            code="not_in_hand",
            card=card,
        )

    def missing(self) -> tuple[Card, ...]:
        """Distinct cards of the deck of which the hand holds fewer than the deck's copies."""
        counts = self.counter()
        return tuple(c for c in self.deck.unique_cards if counts[c] < self.deck.copies)


def _sort_key(card: Card) -> tuple[int, int]:
    return card.sort_key


def as_hand(value: Hand | Iterable[Card] | str, deck: Deck | None = None) -> Hand:
    """The one check of a hand argument: a :class:`Hand`, text of cards, or cards, checked
    against ``deck`` (default: a :class:`Hand`'s own deck, else the standard deck; a hand of
    another deck is checked again against the one named).

    Raises
    ------
    ParseError, InputTypeError, HandError
        As :func:`~pinochle_learn.cards.as_cards` and :class:`Hand`.

    Examples
    --------
    >>> str(as_hand("KH H14")), str(as_hand([Card.parse("QS")]))
    ('H14 H13', 'S12')
    """
    if isinstance(value, Hand):
        if deck is None or value.deck is deck or value.deck == deck:
            return value
        return Hand(value.cards, deck)
    return Hand(value, STANDARD_DECK if deck is None else deck)
