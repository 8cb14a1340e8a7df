"""Tricks: who is winning, who won and why, and the counter points taken (``RULES.md``, Tricks).

A :class:`Trick` is a frozen value: the trump, the cards in play order and (optionally) the
seat that led. The winner is the highest trump, else the highest card of the suit led; of two
identical cards the first played wins, so a second A♥ never beats the first (all presets).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from .cards import Card, Suit, as_card, as_cards, as_suit, copies_word
from .errors import HandError, IllegalActionError
from .ruleset import Ruleset, as_ruleset
from .seats import PLAYER_COUNTS

__all__ = ["Trick", "TrickWin", "WinWhy", "beats", "trick_points", "trick_winner"]


class WinWhy(Enum):
    """Why a card wins (or is winning) a trick; ``render.play_sentences`` words each code."""

    ONLY_CARD = "only_card"
    """It was led and nothing has been played after it."""
    HIGHEST_TRUMP = "highest_trump"
    """The highest trump in a trick whose suit led is not trump."""
    TRUMP_LED = "trump_led"
    """Trump was led and it is the highest trump."""
    HIGHEST_OF_LED = "highest_of_led"
    """The highest card of the suit led, and no trump was played."""


@dataclass(frozen=True)
class TrickWin:
    """Why the card now winning a trick wins, as data (``RULES.md``, PARTNERSHIP Tricks).

    Attributes
    ----------
    code
        :class:`WinWhy`.
    index
        The card's 0-based position in play order.
    card, trump, led
        The winning card, the trump suit and the suit led.
    first_of_two
        The identical copy of the card was played later and does not beat it.
    """

    code: WinWhy
    index: int
    card: Card
    trump: Suit
    led: Suit
    first_of_two: bool = False


def beats(card: Card | str, winning: Card | str, trump: Suit | str) -> bool:
    """Does ``card``, played now, take the trick from ``winning``, the card now winning?

    A card beats the winner when it is a higher card of the same suit, or a trump played on a
    winner that is not trump. An identical copy does not beat: the first played wins
    (``RULES.md``, PARTNERSHIP Tricks). The cards and the trump may be given in notation
    (``"D9"``, ``"D"``) as everywhere else.

    Raises
    ------
    ParseError, InputTypeError
        A card or suit that cannot be read (:func:`~pinochle_learn.cards.as_card`,
        :func:`~pinochle_learn.cards.as_suit`).

    Examples
    --------
    >>> ace, ten, nine_s = Card.parse("H14"), Card.parse("H10"), Card.parse("S9")
    >>> beats(ace, ten, Suit.SPADES), beats(ace, ace, Suit.SPADES), beats(nine_s, ace, Suit.SPADES)
    (True, False, True)
    >>> beats("D9", "S14", "D"), beats("D9", "S14", Suit.DIAMONDS)
    (True, True)
    """
    if type(card) is not Card:  # the engine's own calls pass Cards and Suits: no cost there
        card = as_card(card)
    if type(winning) is not Card:
        winning = as_card(winning)
    if type(trump) is not Suit:
        trump = as_suit(trump)
    if card.suit is winning.suit:
        return card.rank > winning.rank
    return card.suit is trump


def _winning_index(cards: Sequence[Card], trump: Suit) -> int:
    best = 0
    for index in range(1, len(cards)):
        if beats(cards[index], cards[best], trump):
            best = index
    return best


def trick_winner(cards: Sequence[Card] | str, trump: Suit | str) -> tuple[int, TrickWin]:
    """The card winning the trick (so far, if it is not complete) and why.

    Parameters
    ----------
    cards
        The cards in play order, or notation such as ``"D10 D14 D14 D9"``.
    trump
        The trump suit, or its letter or symbol.

    Returns
    -------
    tuple of (int, TrickWin)
        The 0-based position of the winning card in play order, and why as data
        (``RULES.md``, PARTNERSHIP Tricks: highest trump, else highest card of the suit led;
        of two identical cards the first played wins); ``render.play_sentences.win_sentence``
        words it.

    Raises
    ------
    IllegalActionError
        For an empty trick.
    ParseError
        Bad notation.

    Examples
    --------
    >>> index, why = trick_winner("D10 D14 D14 D9", "S")
    >>> index, why.code.value, why.first_of_two
    (1, 'highest_of_led', True)
    >>> trick_winner("H12 H9 H14 S12", "S")[1].code
    <WinWhy.HIGHEST_TRUMP: 'highest_trump'>
    """
    played = as_cards(cards)
    suit = as_suit(trump)
    if not played:
        raise IllegalActionError("an empty trick has no winner: no card has been played")
    index = _winning_index(played, suit)
    card = played[index]
    led = played[0].suit
    if len(played) == 1:
        code = WinWhy.ONLY_CARD
    elif card.suit is suit and led is not suit:
        code = WinWhy.HIGHEST_TRUMP
    elif led is suit:
        code = WinWhy.TRUMP_LED
    else:
        code = WinWhy.HIGHEST_OF_LED
    return index, TrickWin(code, index, card, suit, led, card in played[index + 1 :])


def trick_points(cards: Iterable[Card] | str, ruleset: Ruleset, *, last: bool = False) -> int:
    """Counter points in the cards of a trick, plus the last-trick bonus if ``last``.

    Parameters
    ----------
    cards
        The cards taken (any order), or notation.
    ruleset
        Its ``counter_points`` (counter points per rank) and ``last_trick_points`` are used:
        PARTNERSHIP A/10/K 10; TWO_HAND_STOCK A/10 10, K/Q 5; TWO_HAND_WIDOW 11/10/4/3/2/0
        (``RULES.md``, each game's Counting).
    last
        Is this the last trick of the hand?

    Returns
    -------
    int
        Counter points.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW
    >>> [trick_points("H14 H10 H13 H12", r) for r in (PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW)]
    [30, 30, 28]
    >>> trick_points("H14 H10 H13 H12", PARTNERSHIP, last=True)
    40
    """
    rules = as_ruleset(ruleset)
    total = sum(rules.counter_points[card.rank] for card in as_cards(cards))
    return total + (rules.last_trick_points if last else 0)


@dataclass(frozen=True)
class Trick:
    """One trick: the trump, the cards in play order, and optionally who led.

    Attributes
    ----------
    trump
        The trump suit.
    cards
        The cards played so far, in order.
    leader
        The seat index (0-based) that led, or ``None`` when seats do not matter.
    players
        Cards in a complete trick: 4 in PARTNERSHIP, 2 in the two-hand games.

    Raises
    ------
    IllegalActionError
        More cards than players.
    HandError
        A third copy of a card (the deck holds two).

    Examples
    --------
    >>> trick = Trick.parse("D10 D14", "S")
    >>> trick.winning_so_far, trick.is_complete
    (1, False)
    >>> trick = trick.add(Card.parse("D14")).add(Card.parse("D9"))
    >>> trick.winner, str(trick)
    (1, 'D10 D14 D14 D9')
    >>> trick.add(Card.parse("D11"))
    Traceback (most recent call last):
    ...
    pinochle_learn.errors.IllegalActionError: cannot play 'D11': the trick is complete ...
    """

    trump: Suit
    cards: tuple[Card, ...] = field(default=())
    leader: int | None = None
    players: int = 4
    copies: int = field(default=2, compare=False)
    """Copies of each card in the deck (2; 4 in DOUBLE_DECK): no card appears more often."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(self.cards))
        if self.players < min(PLAYER_COUNTS):
            raise IllegalActionError(f"players={self.players!r}: a trick needs at least 2 players")
        if len(self.cards) > self.players:
            raise IllegalActionError(
                f"the trick {str(self)!r} has {len(self.cards)} cards: "
                f"more than the {self.players} players can play"
            )
        if self.leader is not None and not 0 <= self.leader < self.players:
            raise IllegalActionError(f"leader={self.leader!r}: seats are 0 to {self.players - 1}")
        for card, n in Counter(self.cards).items() if self.cards else ():
            if n > self.copies:
                raise HandError(
                    f"{str(card)!r} ({card.label}) appears {n} times in the trick: "
                    f"the deck holds only {copies_word(self.copies)} copies of each card",
                    code="too_many_in_trick",
                    card=card,
                    count=n,
                    copies=self.copies,
                )

    @classmethod
    def parse(
        cls,
        cards: Iterable[Card] | str,
        trump: Suit | str,
        *,
        players: int = 4,
        leader: int | None = None,
        copies: int = 2,
    ) -> Trick:
        """A trick from notation (``"H13 H12"``) or cards, and a trump letter or suit
        (``copies``: of each card in the deck, 4 in DOUBLE_DECK).

        Raises
        ------
        ParseError
            Bad notation for a card or the trump.
        IllegalActionError, HandError
            As for :class:`Trick`.
        """
        return cls(as_suit(trump), as_cards(cards), leader, players, copies)

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    @property
    def label(self) -> str:
        """The cards with suit symbols: ``K♥ Q♥``."""
        return " ".join(c.label for c in self.cards)

    @property
    def led_suit(self) -> Suit | None:
        """The suit of the first card, or ``None`` before the lead."""
        return self.cards[0].suit if self.cards else None

    @property
    def is_complete(self) -> bool:
        """Has every player played?"""
        return len(self.cards) == self.players

    @property
    def winning_so_far(self) -> int | None:
        """0-based position of the card now winning, ``None`` for an empty trick."""
        return _winning_index(self.cards, self.trump) if self.cards else None

    @property
    def winning_card(self) -> Card | None:
        """The card now winning, ``None`` for an empty trick."""
        index = self.winning_so_far
        return None if index is None else self.cards[index]

    @property
    def is_trumped(self) -> bool:
        """Has a trump been played on a lead that was not trump?"""
        return (
            self.led_suit is not None
            and self.led_suit is not self.trump
            and any(c.suit is self.trump for c in self.cards)
        )

    @property
    def winner(self) -> int:
        """0-based position of the card that won the complete trick.

        Raises
        ------
        IllegalActionError
            If the trick is not complete.
        """
        won = self.__dict__.get("_winner")
        if won is None:  # worked out once: the trick is immutable and read after every play
            self._require_complete()
            won = _winning_index(self.cards, self.trump)
            self.__dict__["_winner"] = won
        return won

    @property
    def reason(self) -> TrickWin:
        """Why the card now winning wins, as data (see :func:`trick_winner`)."""
        return trick_winner(self.cards, self.trump)[1]

    @property
    def winner_seat(self) -> int:
        """Seat index of the winner of the complete trick; needs ``leader``.

        Raises
        ------
        IllegalActionError
            If the trick is not complete or ``leader`` is unknown.
        """
        return self.seat_of(self.winner)

    @property
    def to_play(self) -> int | None:
        """Seat index of the next player; ``None`` if the leader is unknown or all have played."""
        if self.leader is None or self.is_complete:
            return None
        return (self.leader + len(self.cards)) % self.players

    def seat_of(self, index: int) -> int:
        """Seat index of the player who played the card at ``index``; needs ``leader``."""
        if self.leader is None:
            raise IllegalActionError("the trick does not know who led: give leader= to name seats")
        return (self.leader + index) % self.players

    def add(self, card: Card) -> Trick:
        """A new trick with ``card`` played (legality is :func:`~pinochle_learn.play.check_play`).

        Raises
        ------
        IllegalActionError
            If the trick is already complete.
        """
        if self.is_complete:
            raise IllegalActionError(
                f"cannot play {str(card)!r}: the trick is complete "
                f"with {self.players} cards ({self})"
            )
        if type(card) is not Card or self.cards.count(card) >= self.copies:
            return Trick(self.trump, (*self.cards, card), self.leader, self.players, self.copies)
        # The cards already here were checked: one more copy within the deck's needs no other
        # check (the same trick as the constructor's, without counting every card again).
        after = object.__new__(Trick)
        after.__dict__.update(
            trump=self.trump,
            cards=(*self.cards, card),
            leader=self.leader,
            players=self.players,
            copies=self.copies,
        )
        return after

    def points(self, ruleset: Ruleset, *, last: bool = False) -> int:
        """Counter points in the trick (see :func:`trick_points`)."""
        return trick_points(self.cards, ruleset, last=last)

    def _require_complete(self) -> None:
        if not self.is_complete:
            raise IllegalActionError(
                f"the trick has {len(self.cards)} of {self.players} cards "
                f"({self or 'none'}): no winner yet"
            )
