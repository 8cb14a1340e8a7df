"""Why an action is allowed or refused, as data: a code and its parameters, never words.

The pattern every explanation of the engine follows (``STYLE.md`` 7 and 11b):

1. an ``Enum`` of codes whose values are identifiers (here :class:`Why`; the trick rules
   have :class:`~pinochle_learn.play.PlayWhy` and :class:`~pinochle_learn.trick.WinWhy`,
   meld notes :class:`~pinochle_learn.meld.NoteWhy`, score lines
   :class:`~pinochle_learn.scoring.ScoreWhy`);
2. a frozen dataclass carrying the code and its parameters: seats, cards, numbers
   (:class:`Reason` here);
3. in ``render/``, each code's sentence in a table keyed by the code (a pair of msgids, for
   "you" and for a named player, worded by one function; a function where a row cannot say
   it), with the grammatical person ("You pass" / "Lisa passes") an argument of the renderer
   (``render/person.py``). A test checks that every code has its sentence.

So a rule test asserts ``verdict.reason.code is Why.RAISE_NOT_ALLOWED`` and its numbers, and
a translation replaces the ``render/`` sentence modules only. Messages of errors about bad
programmer input that is no game move (a bad token to ``Card.parse``, a ruleset without an
auction) stay plain English strings where they are raised: they are not explanations of the
rules, and they quote the bad value.

Examples
--------
>>> from pinochle_learn import Auction, Bid, Seat
>>> verdict = Auction(Seat.NORTH).apply(Bid(Seat.EAST, 250)).check(Bid(Seat.SOUTH, 280))
>>> verdict.reason.code, verdict.reason.bid, verdict.reason.figures
(<Why.RAISE_NOT_ALLOWED: 'raise_not_allowed'>, 250, (10, 20))
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from .cards import Card
from .seats import Seat

__all__ = ["Reason", "Why"]


class Why(Enum):
    """The code of a verdict outside the tricks. The parameters each code uses are named."""

    # -- the auction (RULES.md, PARTNERSHIP Auction) --
    NOT_AN_AUCTION_ACTION = "not_an_auction_action"
    """Refused: only Bid and Pass act in the auction (``token``: the type given)."""
    AUCTION_OVER_WON = "auction_over_won"
    """Refused: the auction is over, ``seat`` won at ``bid``."""
    AUCTION_OVER_STUCK = "auction_over_stuck"
    """Refused: the auction is over, ``seat``, the dealer, is stuck at ``bid``."""
    AUCTION_WON = "auction_won"
    """How it ended: ``seat`` won the auction at ``bid``; every other player passed."""
    DEALER_STUCK = "dealer_stuck"
    """How it ended: ``seat``, the dealer, is stuck and wins at ``bid``; nobody bid."""
    NOT_A_SEAT = "not_a_seat"
    """Refused: ``token`` is no seat of a game of ``count`` players."""
    HAS_PASSED = "has_passed"
    """Refused: ``seat`` has passed and is skipped for the rest of the auction."""
    NOT_YOUR_TURN = "not_your_turn"
    """Refused: it is ``seat``'s turn (``None``: nobody's), not ``other``'s."""
    PASSES = "passes"
    """Allowed: ``seat`` passes and is skipped for the rest of the auction."""
    BID_NOT_WHOLE = "bid_not_whole"
    """Refused: a bid is a whole number of game points, not ``token``."""
    OPENING_BID_IS = "opening_bid_is"
    """Refused: the opening bid must be ``bid``."""
    OPENING_BID = "opening_bid"
    """Allowed: the opening bid, ``bid``."""
    BID_ABOVE_CAP = "bid_above_cap"
    """Refused: bids stop at ``bid`` game points (``MAX_GAME_POINTS``), not ``token``."""
    RAISE_NOT_ALLOWED = "raise_not_allowed"
    """Refused: a raise over ``bid`` must be one of ``figures``."""
    RAISE = "raise"
    """Allowed: a raise of ``count`` over ``bid``."""
    TO_OPEN = "to_open"
    """Where the auction stands: ``seat`` to bid; the opening bid is ``bid``, or pass."""
    TO_RAISE = "to_raise"
    """Where the auction stands: ``seat`` to bid over ``other``'s ``bid`` (raises
    ``figures``), or pass."""
    # -- passing (RULES.md, PARTNERSHIP Trump and passing) --
    NO_PASSING = "no_passing"
    """Refused: nobody passes cards in the game ``token``."""
    NOT_A_PASS = "not_a_pass"
    """Refused: only PassCards acts here (``token``: the type given)."""
    PARTNER_PASSES_NOW = "partner_passes_now"
    """Refused: ``seat``, the bid winner's partner, passes now, not ``other``."""
    WINNER_PASSES_NOW = "winner_passes_now"
    """Refused: ``seat``, the bid winner, passes now, not ``other``."""
    PASS_COUNT = "pass_count"
    """Refused: pass exactly ``count`` cards, not ``figures[0]``."""
    NOT_HELD = "not_held"
    """Refused: ``seat`` holds no ``cards[0]``."""
    HOLDS_TOO_FEW = "holds_too_few"
    """Refused: ``seat`` holds only ``figures[0]`` of ``cards[0]``, not ``figures[1]``."""
    GIVES_TO_WINNER = "gives_to_winner"
    """Allowed: ``seat`` gives ``count`` cards to the bid winner, ``other``."""
    GIVES_BACK = "gives_back"
    """Allowed: ``seat``, the bid winner, gives ``count`` cards back to ``other``."""
    # -- the throw-in (RULES.md, PARTNERSHIP Throw-in) --
    NO_THROW_IN = "no_throw_in"
    """Refused: the game ``token`` has no throw-in; the hand must be played."""
    MAY_THROW_IN = "may_throw_in"
    """Allowed: the bid, ``bid``, is more than ``figures`` = (meld, margin, meld + margin)."""
    MUST_PLAY = "must_play"
    """Refused: the bid, ``bid``, is not more than ``figures`` = (meld, margin, sum)."""
    # -- the round's other steps --
    ROUND_OVER = "round_over"
    """Refused: the round is over; start the next round."""
    DEALER_DEALS = "dealer_deals"
    """Refused: ``seat``, the dealer, deals first."""
    DEAL_SHAPE = "deal_shape"
    """Refused: a deal is ``count`` hands of ``figures[0]`` cards."""
    DEAL_DECK = "deal_deck"
    """Refused: a deal uses the ``count`` cards of the deck (48, or 80 in DOUBLE_DECK), each
    once."""
    DEALS = "deals"
    """Allowed: ``seat`` deals ``count`` cards to each player."""
    DEALS_WIDOW = "deals_widow"
    """Allowed: ``seat`` shuffles the deck: it is the widow, face down (TWO_HAND_WIDOW)."""
    # -- building from the widow (RULES.md, TWO_HAND_WIDOW) --
    KEEP_OR_DISCARD = "keep_or_discard"
    """Refused: while building, a player keeps or discards the card drawn."""
    MUST_KEEP_LAST = "must_keep_last"
    """Refused: only one card is left to draw: ``seat`` must keep it."""
    KEEPS_LAST = "keeps_last"
    """Allowed: only one card is left to draw: ``seat`` keeps it."""
    KEEPS = "keeps"
    """Allowed: ``seat`` keeps the card drawn and discards the next unseen."""
    DISCARDS = "discards"
    """Allowed: ``seat`` discards the card drawn and must keep the next."""
    # -- the widow and the bury (docs/rules.md, THREE_HAND_CUTTHROAT) --
    BURY_NOW = "bury_now"
    """Refused: ``seat``, the bid winner, now buries ``count`` cards (``#cutthroat.bury``)."""
    BURY_COUNT = "bury_count"
    """Refused: ``seat`` buries exactly ``count`` cards, not ``figures[0]``."""
    BURY_NOT_HELD = "bury_not_held"
    """Refused: ``seat`` holds no ``cards[0]`` to bury (or not as many copies as named)."""
    BURIES = "buries"
    """Allowed: ``seat`` buries ``cards``: they count for ``seat`` as if won in a trick."""
    # -- the stock (RULES.md, TWO_HAND_STOCK) --
    NOT_ON_TABLE = "not_on_table"
    """Refused: no ``cards[0]`` lies on ``seat``'s table."""
    MELD_OR_DRAW = "meld_or_draw"
    """Refused: ``seat`` won the trick and now lays down a meld, exchanges the dix or draws."""
    DRAW_AFTER_TRICK = "draw_after_trick"
    """Refused: cards are drawn only after a trick, once its winner is done melding."""
    MARRIAGE_SUIT = "marriage_suit"
    """Refused: a common marriage names a suit other than trump (``cards`` holds the 9 of
    trump, naming trump)."""
    DRAWS = "draws"
    """Allowed: ``seat``, the trick's winner, draws, then ``other``; ``count`` cards are left
    to draw before (the turn-up included)."""
    NOTHING_TO_DO = "nothing_to_do"
    """Refused: nobody acts in this phase (the program does its work)."""
    BID_OR_PASS = "bid_or_pass"
    """Refused: in the auction a player bids or passes."""
    MUST_NAME_TRUMP = "must_name_trump"
    """Refused: ``seat`` won the auction and must name trump."""
    NAMES_TRUMP = "names_trump"
    """Allowed: ``seat`` won the auction and names trump."""
    PASS_NOW = "pass_now"
    """Refused: now ``count`` cards are passed."""
    THROW_IN_OR_PLAY = "throw_in_or_play"
    """Refused: the bid winner decides to throw in or to play on."""
    PLAY_ONE_CARD = "play_one_card"
    """Refused: in the tricks a player plays one card."""
    NO_SUCH_CARD = "no_such_card"
    """Refused: ``seat`` holds no ``cards[0]``."""
    # -- a trick set up and played card by card (the trick stepper's session) --
    HAND_COUNT = "hand_count"
    """Refused set-up: the game ``token`` (a ruleset's name) needs ``count`` hands, not
    ``figures[0]``."""
    NOT_A_HAND = "not_a_hand"
    """Refused set-up: ``seat`` was given ``token``, which is not a hand."""
    EMPTY_HAND = "empty_hand"
    """Refused set-up: ``seat`` has no cards; every seat needs at least one."""
    HAND_TOO_BIG = "hand_too_big"
    """Refused set-up: ``seat`` has ``count`` cards; a hand in the game ``token`` holds at most
    ``figures[0]``."""
    TOO_MANY_COPIES = "too_many_copies"
    """Refused set-up: ``cards[0]`` appears ``count`` times, in the hands of the seats
    ``figures``; the deck holds two copies of each card."""
    HAND_SIZES_DIFFER = "hand_sizes_differ"
    """Refused set-up: every seat plays one card to each trick, so the hands must be the same
    size; ``figures`` are the sizes by seat."""
    TRICK_COMPLETE = "trick_complete"
    """Refused: the trick is complete; its winner leads the next one."""
    TRICK_NOT_COMPLETE = "trick_not_complete"
    """Refused: no next trick yet, every seat plays a card to this one first."""
    ALL_CARDS_PLAYED = "all_cards_played"
    """Refused: no next trick, every card has been played."""
    SEAT_OUT_OF_CARDS = "seat_out_of_cards"
    """Refused: no next trick, a seat has no cards."""
    CANNOT_PLAY = "cannot_play"
    """Refused: ``seat`` cannot play under these rules; ``token`` is the engine's message."""
    # -- the game --
    ROUND_NOT_OVER = "round_not_over"
    """Refused: the round is not over (the error's phase says where it is): finish it first."""
    GAME_OVER = "game_over"
    """Refused: the game is over."""


@dataclass(frozen=True)
class Reason:
    """Why an action is allowed or refused: a :class:`Why` code and its parameters.

    Which parameters a code uses is written on the code. ``render.reason_sentences`` makes
    the sentence.

    Attributes
    ----------
    code
        :class:`Why`.
    seat
        The player the sentence is about.
    other
        A second player (whose turn it is not, who receives).
    bid
        A bid, in game points.
    count
        A count: cards, players, a raise.
    figures
        Other numbers, in the order the code gives.
    cards
        Cards the sentence names.
    token
        A value quoted as given (a wrong type's name, a bad bid, a ruleset's name).
    """

    code: Why
    seat: Seat | None = None
    other: Seat | None = None
    bid: int | None = None
    count: int | None = None
    figures: tuple[int, ...] = ()
    cards: tuple[Card, ...] = ()
    token: str = ""

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the code and the parameters it uses (seats by name, cards in notation)."""
        out: dict[str, Any] = {"code": self.code.value}
        if self.seat is not None:
            out["seat"] = self.seat.name
        if self.other is not None:
            out["other"] = self.other.name
        if self.bid is not None:
            out["bid"] = self.bid
        if self.count is not None:
            out["count"] = self.count
        if self.figures:
            out["figures"] = list(self.figures)
        if self.cards:
            out["cards"] = [str(c) for c in self.cards]
        if self.token:
            out["token"] = self.token
        return out
