"""Cards, suits, ranks and their notation (``RULES.md``, Cards).

A :class:`Card` is a small frozen value; the pinochle deck holds two equal copies of each of
the 24 cards. ``str(card)`` prints the seed notation (``H14`` is the ace of hearts) and
:meth:`Card.parse` reads that and the usual forms (``AH``, ``TH``, ``10H``, ``A♥``, ``q♠``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import IntEnum

from .errors import AmbiguousCard, HandError, InputTypeError, ParseError, shown

__all__ = [
    "DECK",
    "EIGHTY_CARD_DECK",
    "RANKS",
    "STANDARD_DECK",
    "SUITS",
    "UNIQUE_CARDS",
    "Card",
    "Deck",
    "Rank",
    "Suit",
    "as_card",
    "as_cards",
    "as_suit",
    "copies_word",
    "parse_cards",
]


class Suit(IntEnum):
    """The four suits, in the order hands are displayed."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        """One-letter seed notation: ``S H D C``."""
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        """The suit symbol ``♠ ♥ ♦ ♣``."""
        return "♠♥♦♣"[self]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit from a letter, symbol or name (``S``, ``♠``, ``spades``).

        Raises
        ------
        ParseError
            If ``text`` names no suit (letters are ASCII: ``ſ`` is not ``S``).
        InputTypeError
            If ``text`` is not a string (``None``, ``8``).

        Examples
        --------
        >>> Suit.parse("h"), Suit.parse("♣"), Suit.parse("Spades")
        (<Suit.HEARTS: 1>, <Suit.CLUBS: 3>, <Suit.SPADES: 0>)
        """
        key = _ascii_upper(_text(text, "suit", "S, H, D, C or ♠ ♥ ♦ ♣").strip())
        found = _SUIT_TOKENS.get(key)
        if found is None:
            for suit in cls:
                if key in (suit.name, suit.name[:-1]):
                    return suit
            raise ParseError(
                f"invalid suit {text!r}: use S, H, D, C or ♠ ♥ ♦ ♣", code="suit", token=text
            )
        return found


class Rank(IntEnum):
    """Ranks; the value is trick strength, so ``Rank.TEN > Rank.KING`` (``RULES.md``, Cards)."""

    NINE = 0
    JACK = 1
    QUEEN = 2
    KING = 3
    TEN = 4
    ACE = 5

    @property
    def seed_number(self) -> int:
        """Number in the seed notation: A 14, 10 10, K 13, Q 12, J 11, 9 9."""
        return _SEED_NUMBER[self]

    @property
    def short(self) -> str:
        """Usual short label: ``A 10 K Q J 9``."""
        return _SHORT[self]


_SEED_NUMBER = {
    Rank.ACE: 14,
    Rank.TEN: 10,
    Rank.KING: 13,
    Rank.QUEEN: 12,
    Rank.JACK: 11,
    Rank.NINE: 9,
}
_SHORT = {
    Rank.ACE: "A",
    Rank.TEN: "10",
    Rank.KING: "K",
    Rank.QUEEN: "Q",
    Rank.JACK: "J",
    Rank.NINE: "9",
}
_SUIT_TOKENS = {
    **{s.letter: s for s in Suit},
    **{s.symbol: s for s in Suit},
    "♤": Suit.SPADES,
    "♡": Suit.HEARTS,
    "♢": Suit.DIAMONDS,
    "♧": Suit.CLUBS,
}
_RANK_TOKENS = {
    **{str(n): r for r, n in _SEED_NUMBER.items()},
    "A": Rank.ACE,
    "T": Rank.TEN,
    "K": Rank.KING,
    "Q": Rank.QUEEN,
    "J": Rank.JACK,
}
_SUIT_RE = "|".join(re.escape(k) for k in _SUIT_TOKENS)
_RANK_RE = "|".join(sorted(_RANK_TOKENS, key=len, reverse=True))
_CARD_RE = re.compile(
    rf"^(?:(?P<s1>{_SUIT_RE})(?P<r1>{_RANK_RE})|(?P<r2>{_RANK_RE})(?P<s2>{_SUIT_RE}))$"
)
_SPLIT_RE = re.compile(r"[\s,;]+")

SUITS: tuple[Suit, ...] = tuple(Suit)
RANKS: tuple[Rank, ...] = tuple(sorted(Rank, reverse=True))
"""Ranks high to low: A 10 K Q J 9."""


@dataclass(frozen=True, order=True)
class Card:
    """One card. Two physical copies of a card are equal (``RULES.md``, Cards).

    Ordering is by trick strength, then suit; use :attr:`sort_key` to display a hand.

    Examples
    --------
    >>> card = Card.parse("Q♠")
    >>> card, str(card), card.label
    (Card(rank=<Rank.QUEEN: 2>, suit=<Suit.SPADES: 0>), 'S12', 'Q♠')
    >>> Card.parse(str(card)) == card
    True
    """

    rank: Rank
    suit: Suit

    def __eq__(self, other: object) -> bool:
        # As the dataclass's own (same fields, same class), without building two tuples: the
        # players and the engine compare cards in every hand count and trick.
        if self is other:  # the deck's two copies of a card are one object
            return True
        if other.__class__ is Card:
            return self.rank == other.rank and self.suit == other.suit
        return NotImplemented

    def __hash__(self) -> int:
        # Equal cards hash equal; cheaper than hashing the two enum members (Counters of cards
        # are built on every meld solve).
        return 6 * self.suit + self.rank  # IntEnum arithmetic gives a plain int

    def __str__(self) -> str:
        return f"{self.suit.letter}{self.rank.seed_number}"

    @property
    def label(self) -> str:
        """Short label with the suit symbol: ``A♥``, ``10♠``."""
        return f"{self.rank.short}{self.suit.symbol}"

    @property
    def sort_key(self) -> tuple[int, int]:
        """Display order: by suit (♠ ♥ ♦ ♣), high rank first."""
        return (self.suit._value_, -self.rank._value_)

    @classmethod
    def parse(cls, text: str, extra_ranks: Mapping[str, Rank] | None = None) -> Card:
        """Read one card in seed notation (``H14``) or a usual form (``AH``, ``10h``, ``Q♠``).

        Parameters
        ----------
        text
            One token.
        extra_ranks
            A language's own rank letters, read besides the usual notation (Italian
            ``{"R": Rank.KING, "D": Rank.QUEEN, "F": Rank.JACK}``: ``RH`` is the king of
            hearts). Each letter stands before or after a suit (``D♠``, ``SD``); the usual
            codes keep their meaning. The token is read every way it can be: one card, that
            card; two different cards, :class:`~pinochle_learn.errors.AmbiguousCard`, never a
            silent choice (a usual code the letters would read as another card is refused as
            ambiguous too).

        Raises
        ------
        AmbiguousCard
            ``extra_ranks`` make ``text`` read as two different cards (a ``ParseError``).
        ParseError
            If ``text`` is not one card; the message quotes it.
        InputTypeError
            If ``text`` is not a string.

        Examples
        --------
        >>> Card.parse("RH", {"R": Rank.KING}).label, Card.parse("KH", {"R": Rank.KING}).label
        ('K♥', 'K♥')
        """
        key = _ascii_upper(_text(text, "card", "H14, AH or A♥").strip())
        readings: set[Card] = _readings(key, extra_ranks) if extra_ranks else set()
        match = _CARD_RE.match(key)
        if match is not None:
            rank = _RANK_TOKENS[match["r1"] or match["r2"]]
            readings.add(cls(rank, _SUIT_TOKENS[match["s1"] or match["s2"]]))
        if len(readings) > 1:
            raise AmbiguousCard(text, tuple(sorted(readings, key=lambda c: c.sort_key)))
        if not readings:
            raise ParseError(
                f"invalid card {text!r}: write e.g. H14, AH, 10H or A♥", code="card", token=text
            )
        return readings.pop()


def _readings(key: str, extra_ranks: Mapping[str, Rank]) -> set[Card]:
    """The cards ``key`` (upper-case) reads as with a language's letters: a letter of
    ``extra_ranks`` before or after a suit token (``D♠``, ``SD``)."""
    found: set[Card] = set()
    for letter, rank in extra_ranks.items():
        letter = _ascii_upper(letter)
        if not letter:
            continue
        if key.startswith(letter) and key[len(letter) :] in _SUIT_TOKENS:
            found.add(Card(Rank(rank), _SUIT_TOKENS[key[len(letter) :]]))
        if key.endswith(letter) and key[: -len(letter)] in _SUIT_TOKENS:
            found.add(Card(Rank(rank), _SUIT_TOKENS[key[: -len(letter)]]))
    return found


UNIQUE_CARDS: tuple[Card, ...] = tuple(Card(r, s) for s in SUITS for r in RANKS)
"""The 24 distinct cards of the standard deck in display order."""

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
_COPY_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")


@dataclass(frozen=True)
class Deck:
    """A pinochle deck as data: the ranks it uses and how many copies of each card it holds
    (``RULES.md``, Cards; ``docs/rules.md`` #dd.deck). Every suit is used.

    Attributes
    ----------
    ranks
        The ranks used, high to low (a subset of :data:`RANKS`).
    copies
        Identical copies of each card (2 in the standard deck, 4 in the double deck).

    Raises
    ------
    ValueError
        No rank, a rank twice, or copies outside 1 to 8.

    Examples
    --------
    >>> STANDARD_DECK.size, EIGHTY_CARD_DECK.size, EIGHTY_CARD_DECK.copies
    (48, 80, 4)
    >>> Rank.NINE in EIGHTY_CARD_DECK.ranks, len(EIGHTY_CARD_DECK.unique_cards)
    (False, 20)
    """

    ranks: tuple[Rank, ...]
    copies: int

    def __post_init__(self) -> None:
        ranks = tuple(sorted(set(self.ranks), reverse=True))
        if not ranks or len(ranks) != len(self.ranks):
            raise ValueError(f"ranks={self.ranks!r}: a deck uses each rank at most once")
        if not isinstance(self.copies, int) or not 1 <= self.copies < len(_ORDINALS):
            raise ValueError(f"copies={self.copies!r}: a deck holds 1 to 8 copies of each card")
        object.__setattr__(self, "ranks", ranks)

    @property
    def unique_cards(self) -> tuple[Card, ...]:
        """The distinct cards, in display order (24 in the standard deck, 20 in the double)."""
        return tuple(Card(r, s) for s in SUITS for r in self.ranks)

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card of the deck, each copy once (48 or 80), in display order."""
        return tuple(c for c in self.unique_cards for _ in range(self.copies))

    @property
    def size(self) -> int:
        """Cards in the deck: suits x ranks x copies."""
        return len(SUITS) * len(self.ranks) * self.copies

    def holds(self, card: Card) -> bool:
        """Whether the deck has this card (its rank is used)."""
        return card.rank in self.ranks

    @property
    def copies_word(self) -> str:
        """The copies as a word for the API's messages: ``"two"``, ``"four"``."""
        return copies_word(self.copies)

    def check_copies(self, card: Card, count: int) -> None:
        """Refuse ``count`` copies of ``card`` in one hand when the deck holds fewer, or has no
        such card.

        Raises
        ------
        HandError
            Naming the card: ``a third 'S12' (Q♠): the deck holds only two copies of each
            card``, ``'H9' (9♥): the deck has no 9s``.
        """
        if not self.holds(card):
            raise HandError(
                f"{str(card)!r} ({card.label}): the deck has no {card.rank.short}s",
                code="rank_not_in_deck",
                card=card,
            )
        if count > self.copies:
            raise HandError(
                f"a {_ORDINALS[self.copies]} {str(card)!r} ({card.label}): "
                f"the deck holds only {self.copies_word} copies of each card",
                code="too_many_copies",
                card=card,
                copies=self.copies,
            )


def copies_word(copies: int) -> str:
    """A count of copies as a word for the API's messages: ``2`` -> ``"two"`` (digits past
    eight)."""
    return _COPY_WORDS[copies] if 0 <= copies < len(_COPY_WORDS) else str(copies)


STANDARD_DECK = Deck(RANKS, 2)
"""The 48-card pinochle deck: A 10 K Q J 9 in each suit, two copies of each card."""
EIGHTY_CARD_DECK = Deck((Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK), 4)
"""The 80-card double deck: A 10 K Q J in each suit (no nines), four copies of each card."""
DECK: tuple[Card, ...] = STANDARD_DECK.cards
"""The 48-card pinochle deck: two copies of each card (:data:`STANDARD_DECK`'s cards)."""


def parse_cards(text: str, extra_ranks: Mapping[str, Rank] | None = None) -> list[Card]:
    """Read cards separated by spaces, commas or semicolons, in any accepted notation.

    Parameters
    ----------
    text
        For example ``"H14 H10, KH q♠ 9d"``.
    extra_ranks
        A language's own rank letters, read besides the usual notation (see
        :meth:`Card.parse`; ``render.card_letters.rank_letters(lang)`` gives them).

    Returns
    -------
    list of Card
        In the order written. No deck check here: see :class:`~pinochle_learn.hand.Hand`.

    Raises
    ------
    AmbiguousCard
        A token reads as two different cards with ``extra_ranks``; it carries the token, the
        cards and the token's position (1-based).
    ParseError
        Naming the bad token and its position (1-based) in ``text``.
    InputTypeError
        If ``text`` is not a string (``None``, a list of cards).

    Examples
    --------
    >>> [str(c) for c in parse_cards("H14, 10h  Q♠ ts")]
    ['H14', 'H10', 'S12', 'S10']
    >>> [c.label for c in parse_cards("RH DH F♦ KH", {"R": Rank.KING, "D": Rank.QUEEN,
    ...                                               "F": Rank.JACK})]
    ['K♥', 'Q♥', 'J♦', 'K♥']
    """
    tokens = [t for t in _SPLIT_RE.split(_text(text, "cards", "'H14 KH Q♠'").strip()) if t]
    cards = []
    for position, token in enumerate(tokens, start=1):
        try:
            cards.append(Card.parse(token, extra_ranks))
        except AmbiguousCard as error:
            raise AmbiguousCard(token, error.readings, position) from None
        except ParseError:
            raise ParseError(
                f"invalid card {token!r} at position {position} in {_clip(text)!r}",
                code="card_in_hand",
                token=token,
                position=position,
                text=_clip(text),
            ) from None
    return cards


def as_suit(value: Suit | str) -> Suit:
    """The one check of a trump or suit argument: a :class:`Suit`, or its notation.

    Raises
    ------
    ParseError
        Text that names no suit.
    InputTypeError
        Anything else, naming it: ``8``, ``None``, ``True`` (a suit is never a bare number).

    Examples
    --------
    >>> as_suit("♠"), as_suit(Suit.CLUBS)
    (<Suit.SPADES: 0>, <Suit.CLUBS: 3>)
    >>> as_suit(8)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pinochle_learn.errors.InputTypeError: suit: expected a Suit or text such as ..., got 8
    """
    if isinstance(value, Suit):
        return value
    return Suit.parse(_text(value, "suit", "S, H, D, C or ♠ ♥ ♦ ♣", kind="a Suit or "))


def as_card(value: Card | str) -> Card:
    """The one check of a card argument: a :class:`Card`, or its notation (``"H14"``).

    Raises
    ------
    ParseError
        Text that is not one card.
    InputTypeError
        Anything else, naming it.
    """
    if isinstance(value, Card):
        return value
    return Card.parse(_text(value, "card", "H14, AH or A♥", kind="a Card or "))


def as_cards(value: Iterable[Card | str] | str) -> tuple[Card, ...]:
    """The one check of a cards argument: text (``"H14 KH"``) or an iterable of cards (each a
    :class:`Card` or its notation), in the order given.

    Raises
    ------
    ParseError
        A token or item that is not a card.
    InputTypeError
        ``None``, a number, bytes, or an item that is neither a card nor text.

    Examples
    --------
    >>> [str(c) for c in as_cards(["H14", Card.parse("KH")])]
    ['H14', 'H13']
    >>> as_cards(None)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pinochle_learn.errors.InputTypeError: cards: expected text such as 'H14 KH Q♠' or ..., got None
    """
    if isinstance(value, str):
        return tuple(parse_cards(value))
    if isinstance(value, (bytes, bytearray)) or not isinstance(value, Iterable):
        _text(value, "cards", "'H14 KH Q♠' or a list of cards")
    return tuple(as_card(item) for item in value)


_UPPER = str.maketrans("abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ")


def _ascii_upper(text: str) -> str:
    """Upper-case the ASCII letters only: ``str.upper`` would read ``ſ`` (U+017F) as ``S``
    and ``ı`` (U+0131) as ``I``, letters no card notation uses."""
    return text.translate(_UPPER)


def _text(value: object, what: str, example: str, kind: str = "") -> str:
    """``value`` if it is a string, else :class:`InputTypeError` naming it."""
    if not isinstance(value, str):
        raise InputTypeError(
            f"{what}: expected {kind}text such as {example}, got {shown(value)}",
            code="not_text",
            what=what,
            example=example,
            value=shown(value),
        )
    return value


def _clip(text: str, limit: int = 40) -> str:
    text = text.strip()
    return text if len(text) <= limit else text[: limit - 4] + " ..."
