"""The words for the engine's things: suits, ranks, cards, seats, sides and games.

The engine names things by code only (``Suit.SPADES``, ``Seat.NORTH``, a ruleset's ``name``);
this module is the one place where those codes become English nouns, so a translation
replaces this table along with the sentence modules. Symbols (``♠``, ``A♥``) are not words
and stay on the types (``Suit.symbol``, ``Card.label``).

Examples
--------
>>> from pinochle_learn import PARTNERSHIP, Card, Seat, Suit
>>> suit_noun(Suit.SPADES), rank_noun(Card.parse("QS").rank), card_name(Card.parse("QS"))
('spades', 'queen', 'queen of spades')
>>> seat_label(Seat.NORTH), side_name(1), side_name(1, players=2)
('North', 'East–West', 'East')
>>> ruleset_title(PARTNERSHIP)
'Partnership auction pinochle (four hands)'
>>> ruleset_title(PARTNERSHIP.variant(name="no-head", must_head_trick=False))
'Partnership auction pinochle (four hands), house rules'
"""

from __future__ import annotations

from ..cards import Card, Rank, Suit
from ..ruleset import Ruleset
from ..seats import Seat, team_seats

__all__ = [
    "HOUSE_RULES",
    "NUMBER_WORDS",
    "RANK_NOUNS",
    "RULESET_TITLES",
    "SEAT_LABELS",
    "SUIT_NOUNS",
    "card_name",
    "number_word",
    "rank_noun",
    "ruleset_title",
    "seat_label",
    "side_name",
    "suit_noun",
]

SUIT_NOUNS = {
    Suit.SPADES: "spades",
    Suit.HEARTS: "hearts",
    Suit.DIAMONDS: "diamonds",
    Suit.CLUBS: "clubs",
}
"""Each suit as a lower-case plural noun."""

RANK_NOUNS = {
    Rank.ACE: "ace",
    Rank.TEN: "ten",
    Rank.KING: "king",
    Rank.QUEEN: "queen",
    Rank.JACK: "jack",
    Rank.NINE: "nine",
}
"""Each rank as a lower-case noun."""

SEAT_LABELS = {Seat.NORTH: "North", Seat.EAST: "East", Seat.SOUTH: "South", Seat.WEST: "West"}
"""Each seat as learners read it."""

RULESET_TITLES = {
    "partnership": "Partnership auction pinochle (four hands)",
    "two-hand-stock": "Two-hand pinochle with a stock",
    "two-hand-widow": "Two-hand pinochle built from a widow",
    "cutthroat": "Three-hand cutthroat pinochle",
    "double-deck": "Double-deck partnership pinochle (80 cards)",
}
"""Each preset's title, by the preset's ``name``."""

HOUSE_RULES = "house rules"
"""Added to the title of a variant renamed from its preset."""


def suit_noun(suit: Suit) -> str:
    """``"spades"``: a suit as a lower-case plural noun."""
    return SUIT_NOUNS[Suit(suit)]


def rank_noun(rank: Rank) -> str:
    """``"queen"``: a rank as a lower-case noun."""
    return RANK_NOUNS[Rank(rank)]


def card_name(card: Card) -> str:
    """``"queen of spades"``: a card in words, for screen readers."""
    return f"{rank_noun(card.rank)} of {suit_noun(card.suit)}"


def seat_label(seat: Seat | int) -> str:
    """``"North"``: a seat as learners read it."""
    return SEAT_LABELS[Seat(seat)]


def side_name(team: int, players: int = 4) -> str:
    """``"North–South"`` or ``"East–West"``; one seat's name per side for two or three
    players."""
    return "–".join(seat_label(s) for s in team_seats(team, players))


NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")
"""Small counts as words (the copies of a card: "the deck has four of each")."""


def number_word(n: int) -> str:
    """``"four"``: a count from 0 to 8 as a word; a larger one as its digits.

    Examples
    --------
    >>> number_word(2), number_word(4), number_word(12)
    ('two', 'four', '12')
    """
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def ruleset_title(ruleset: Ruleset | str) -> str:
    """The game's name as learners read it, from a ruleset or a preset's ``name``.

    A variant that kept its preset's name (a changed point table) reads as the preset; one
    renamed (``"no-head"``) reads as the preset with ", house rules". A name that is no
    preset reads as itself.
    """
    if isinstance(ruleset, str):
        return RULESET_TITLES.get(ruleset, ruleset)
    title = RULESET_TITLES.get(ruleset.preset, ruleset.preset)
    if ruleset.name != ruleset.preset:
        title = f"{title}, {HOUSE_RULES}"
    return title
