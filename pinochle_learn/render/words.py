"""The words for the engine's things: suits, ranks, cards, seats, sides and games.

The engine names things by code only (``Suit.SPADES``, ``Seat.NORTH``, a ruleset's ``name``);
this module is the one place where those codes become nouns: English, marked for the
catalogues (:mod:`.i18n`) and translated where they are read. Symbols (``♠``, ``A♥``) are not words
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
from .i18n import N_, _

__all__ = [
    "HOUSE_RULES",
    "NUMBER_WORDS",
    "RANK_NOUNS",
    "RULESET_TITLES",
    "SEAT_LABELS",
    "SUIT_NOUNS",
    "SUIT_ONES",
    "card_name",
    "number_word",
    "rank_noun",
    "ruleset_title",
    "seat_label",
    "side_name",
    "suit_noun",
    "suit_one",
]

SUIT_NOUNS = {
    Suit.SPADES: N_("spades"),
    Suit.HEARTS: N_("hearts"),
    Suit.DIAMONDS: N_("diamonds"),
    Suit.CLUBS: N_("clubs"),
}
"""Each suit as a lower-case plural noun."""

SUIT_ONES = {
    Suit.SPADES: N_("spade"),
    Suit.HEARTS: N_("heart"),
    Suit.DIAMONDS: N_("diamond"),
    Suit.CLUBS: N_("club"),
}
"""One card of each suit as a lower-case noun ("a heart")."""

RANK_NOUNS = {
    Rank.ACE: N_("ace"),
    Rank.TEN: N_("ten"),
    Rank.KING: N_("king"),
    Rank.QUEEN: N_("queen"),
    Rank.JACK: N_("jack"),
    Rank.NINE: N_("nine"),
}
"""Each rank as a lower-case noun."""

SEAT_LABELS = {
    Seat.NORTH: N_("North"),
    Seat.EAST: N_("East"),
    Seat.SOUTH: N_("South"),
    Seat.WEST: N_("West"),
}
"""Each seat as learners read it."""

RULESET_TITLES = {
    "partnership": N_("Partnership auction pinochle (four hands)"),
    "two-hand-stock": N_("Two-hand pinochle with a stock"),
    "two-hand-widow": N_("Two-hand pinochle built from a widow"),
    "cutthroat": N_("Three-hand cutthroat pinochle"),
    "double-deck": N_("Double-deck partnership pinochle (80 cards)"),
}
"""Each preset's title, by the preset's ``name``."""

HOUSE_RULES = N_("house rules")
"""Added to the title of a variant renamed from its preset."""


def suit_noun(suit: Suit) -> str:
    """``"spades"``: a suit as a lower-case plural noun."""
    return _(SUIT_NOUNS[Suit(suit)])


def suit_one(suit: Suit) -> str:
    """``"spade"``: one card of a suit as a lower-case noun."""
    return _(SUIT_ONES[Suit(suit)])


def rank_noun(rank: Rank) -> str:
    """``"queen"``: a rank as a lower-case noun."""
    return _(RANK_NOUNS[Rank(rank)])


def card_name(card: Card) -> str:
    """``"queen of spades"``: a card in words, for screen readers."""
    return _("{rank} of {suit}").format(rank=rank_noun(card.rank), suit=suit_noun(card.suit))


def seat_label(seat: Seat | int) -> str:
    """``"North"``: a seat as learners read it."""
    return _(SEAT_LABELS[Seat(seat)])


def side_name(team: int, players: int = 4) -> str:
    """``"North–South"`` or ``"East–West"``; one seat's name per side for two or three
    players."""
    return "–".join(seat_label(s) for s in team_seats(team, players))


NUMBER_WORDS = (
    N_("no"),
    N_("one"),
    N_("two"),
    N_("three"),
    N_("four"),
    N_("five"),
    N_("six"),
    N_("seven"),
    N_("eight"),
)
"""Small counts as words (the copies of a card: "the deck has four of each")."""


def number_word(n: int) -> str:
    """``"four"``: a count from 0 to 8 as a word; a larger one as its digits.

    Examples
    --------
    >>> number_word(2), number_word(4), number_word(12)
    ('two', 'four', '12')
    """
    return _(NUMBER_WORDS[n]) if 0 <= n < len(NUMBER_WORDS) else str(n)


def ruleset_title(ruleset: Ruleset | str) -> str:
    """The game's name as learners read it, from a ruleset or a preset's ``name``.

    A variant that kept its preset's name (a changed point table) reads as the preset; one
    renamed (``"no-head"``) reads as the preset with ", house rules". A name that is no
    preset reads as itself.
    """
    if isinstance(ruleset, str):
        return _(RULESET_TITLES[ruleset]) if ruleset in RULESET_TITLES else ruleset
    preset = ruleset.preset
    title = _(RULESET_TITLES[preset]) if preset in RULESET_TITLES else preset
    if ruleset.name != ruleset.preset:
        title = _("{title}, house rules").format(title=title)
    return title
