"""The auction: who bids, what may be bid, and who wins (``RULES.md``, PARTNERSHIP Auction).

An :class:`Auction` is an immutable state: the dealer, the ruleset and the actions so far.
``apply`` returns a new auction, so stepping back is keeping the old one.

The rules, as data from the :class:`~pinochle_learn.ruleset.Ruleset`:

- the player left of the dealer bids first, then each in turn to the left (clockwise);
- the opening bid is exactly ``ruleset.min_bid`` (250 in PARTNERSHIP; **Decision** in
  ``RULES.md``), and every later bid raises the current bid by one of ``ruleset.bid_raises``
  (+10 or +20 in PARTNERSHIP), all in game points;
- a player may pass instead; a player who has passed is skipped for the rest of the auction;
- the auction ends when one player has not passed: that player wins at their last bid;
- if everyone but the dealer passes before anyone bids, the dealer is "stuck" and wins at the
  minimum bid. **Decision** (``RULES.md`` is silent): the stuck dealer does not get a turn to
  bid higher; the auction ends at the third pass with the dealer at 250, as ``RULES.md`` words
  it ("the dealer wins the auction at 250"). A dealer who wants more simply makes more.

The same data gives TWO_HAND_WIDOW's auction (two players, +10 raises): with two players
one pass leaves one player, so "a pass ends the auction" falls out of the rule above, and a
non-dealer who passes first leaves the dealer stuck at 250.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .actions import Bid, Pass, Phase, Verdict
from .errors import RulesetError, shown
from .reasons import Reason, Why
from .ruleset import MAX_GAME_POINTS, PARTNERSHIP, Ruleset
from .seats import Seat, seats

__all__ = ["PHASE", "Auction", "AuctionAction"]

PHASE = Phase.AUCTION
"""The phase every verdict of the auction names."""

AuctionAction = Bid | Pass
"""An action of the auction."""


@dataclass(frozen=True)
class _Tally:
    to_act: Seat | None
    high: Bid | None
    passed: frozenset[Seat]


@dataclass(frozen=True)
class Auction:
    """The auction of one round, as an immutable state.

    Parameters
    ----------
    dealer
        The dealer's seat; the player to the dealer's left bids first.
    ruleset
        Gives the players, the minimum bid and the raises (game points).
    history
        The bids and passes so far, in order. They are replayed and checked: an illegal one
        raises :class:`~pinochle_learn.errors.IllegalActionError`.

    Raises
    ------
    RulesetError
        The ruleset has no auction (TWO_HAND_STOCK), or the dealer has no seat in it.

    Examples
    --------
    >>> a = Auction(Seat.NORTH)
    >>> a.to_act, [str(x) for x in a.legal_actions()]
    (<Seat.EAST: 1>, ['Bid(seat=EAST, amount=250)', 'Pass(seat=EAST)'])
    >>> a = a.apply(Bid(Seat.EAST, 250)).apply(Pass(Seat.SOUTH)).apply(Bid(Seat.WEST, 270))
    >>> a.current_bid, a.high_bidder, a.to_act
    (270, <Seat.WEST: 3>, <Seat.NORTH: 0>)
    >>> a = a.apply(Pass(Seat.NORTH)).apply(Pass(Seat.EAST))
    >>> a.is_over, a.winner, a.winning_bid, a.why.code, a.why.seat
    (True, <Seat.WEST: 3>, 270, <Why.AUCTION_WON: 'auction_won'>, <Seat.WEST: 3>)
    >>> a.can(Bid(Seat.SOUTH, 280)), a.check(Bid(Seat.SOUTH, 280)).reason.code.value
    (False, 'auction_over_won')
    """

    dealer: Seat
    ruleset: Ruleset = PARTNERSHIP
    history: tuple[AuctionAction, ...] = ()
    _tally: _Tally = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.ruleset.min_bid is None:
            raise RulesetError(f"ruleset {self.ruleset.name!r} has no auction (min_bid is None)")
        try:
            dealer = Seat(self.dealer)
        except ValueError:
            dealer = None
        if dealer is None or dealer not in seats(self.ruleset.players):
            raise RulesetError(
                f"dealer={_show(self.dealer)}: the seats in this game are "
                f"{_names(seats(self.ruleset.players))}"
            )
        object.__setattr__(self, "dealer", dealer)
        object.__setattr__(self, "history", tuple(self.history))
        tally = _Tally(dealer.next(self.ruleset.players), None, frozenset())
        for action in self.history:
            verdict = _judge(tally, action, self.ruleset)
            if not verdict.legal:
                raise verdict.error(action)
            tally = _advance(tally, action, self.ruleset)
        object.__setattr__(self, "_tally", tally)

    @property
    def players(self) -> int:
        """Players at the table (4 or 2)."""
        return self.ruleset.players

    @property
    def first_to_act(self) -> Seat:
        """The player left of the dealer, who bids first."""
        return self.dealer.next(self.players)

    @property
    def to_act(self) -> Seat | None:
        """The seat whose turn it is, or ``None`` once the auction is over."""
        return self._tally.to_act

    @property
    def current_bid(self) -> int | None:
        """The highest bid so far in game points, ``None`` before anyone bids."""
        high = self._tally.high
        return None if high is None else high.amount

    @property
    def high_bidder(self) -> Seat | None:
        """The seat that made the highest bid so far, ``None`` before anyone bids."""
        high = self._tally.high
        return None if high is None else high.seat

    @property
    def passed(self) -> frozenset[Seat]:
        """The seats that have passed (they are skipped for the rest of the auction)."""
        return self._tally.passed

    @property
    def active(self) -> tuple[Seat, ...]:
        """The seats still in the auction, clockwise from the first to act."""
        first = self.first_to_act
        order = (first.ahead(i, self.players) for i in range(self.players))
        return tuple(s for s in order if s not in self.passed)

    @property
    def bids(self) -> tuple[Bid, ...]:
        """The bids made, in order."""
        return tuple(a for a in self.history if isinstance(a, Bid))

    def last_bid(self, seat: Seat) -> int | None:
        """The last bid ``seat`` made (game points), ``None`` if it has not bid."""
        amounts = [b.amount for b in self.bids if b.seat == seat]
        return amounts[-1] if amounts else None

    @property
    def is_over(self) -> bool:
        """True when one player has not passed: that player has won."""
        return self._tally.to_act is None

    @property
    def stuck(self) -> bool:
        """True when the auction ended with no bid: the dealer is stuck at the minimum bid."""
        return self.is_over and self._tally.high is None

    @property
    def winner(self) -> Seat | None:
        """The seat that won the auction, ``None`` while it goes on."""
        if not self.is_over:
            return None
        return self.dealer if self.stuck else self.high_bidder

    @property
    def winning_bid(self) -> int | None:
        """The contract in game points: the winner's last bid, or the minimum for a stuck
        dealer; ``None`` while the auction goes on."""
        if not self.is_over:
            return None
        return self.min_bid if self.stuck else self.current_bid

    @property
    def min_bid(self) -> int:
        """The opening bid in game points (``ruleset.min_bid``; checked present at creation)."""
        return self.ruleset.min_bid or 0

    @property
    def why(self) -> Reason:
        """Where the auction stands (or how it ended), as data: ``DEALER_STUCK``,
        ``AUCTION_WON``, ``TO_OPEN`` or ``TO_RAISE`` (``render.reason_sentences`` words it)."""
        to_act, high = self._tally.to_act, self._tally.high
        if to_act is None and high is None:
            return Reason(Why.DEALER_STUCK, seat=self.dealer, bid=self.min_bid)
        if high is not None and to_act is None:
            return Reason(Why.AUCTION_WON, seat=high.seat, bid=high.amount)
        if high is None:
            return Reason(Why.TO_OPEN, seat=to_act, bid=self.min_bid)
        raises = self.ruleset.bid_raises
        return Reason(Why.TO_RAISE, seat=to_act, other=high.seat, bid=high.amount, figures=raises)

    def allowed_bids(self) -> tuple[int, ...]:
        """The amounts the player to act may bid, lowest first; empty once the auction is over."""
        if self.is_over:
            return ()
        current = self.current_bid
        if current is None:
            return (self.min_bid,)
        raised = {current + r for r in self.ruleset.bid_raises}
        return tuple(sorted(b for b in raised if b <= MAX_GAME_POINTS))

    def legal_actions(self) -> tuple[AuctionAction, ...]:
        """Every action the player to act may take: each allowed bid, then a pass."""
        seat = self.to_act
        if seat is None:
            return ()
        return (*(Bid(seat, amount) for amount in self.allowed_bids()), Pass(seat))

    def check(self, action: object) -> Verdict:
        """Is ``action`` allowed now, and by which rule?

        Examples
        --------
        >>> a = Auction(Seat.NORTH).apply(Bid(Seat.EAST, 250))
        >>> a.check(Bid(Seat.SOUTH, 280)).reason.code.value
        'raise_not_allowed'
        >>> raise_ = a.check(Bid(Seat.SOUTH, 270)).reason
        >>> raise_.code.value, raise_.count, raise_.bid
        ('raise', 20, 250)
        """
        return _judge(self._tally, action, self.ruleset)

    def can(self, action: object) -> bool:
        """``check(action).legal``."""
        return self.check(action).legal

    def apply(self, action: AuctionAction) -> Auction:
        """The auction after ``action``.

        Raises
        ------
        IllegalActionError
            The action is refused; the message quotes it and gives the rule.
        """
        verdict = self.check(action)
        if not verdict.legal:
            raise verdict.error(action)
        # The history is already judged: only the new action moves the tally on (the same
        # auction as ``Auction(dealer, ruleset, (*history, action))``, without replaying it).
        after = object.__new__(Auction)
        values = after.__dict__
        values.update(self.__dict__)
        values["history"] = (*self.history, action)
        values["_tally"] = _advance(self._tally, action, self.ruleset)
        return after


def _names(chosen: tuple[Seat, ...]) -> str:
    labels = [s.name for s in chosen]
    return labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]


def _show(seat: object) -> str:
    return seat.name if isinstance(seat, Seat) else repr(seat)


def _refuse(reason: Reason) -> Verdict:
    return Verdict(False, reason, PHASE)


def _judge(tally: _Tally, action: object, ruleset: Ruleset) -> Verdict:
    if not isinstance(action, (Bid, Pass)):
        return _refuse(Reason(Why.NOT_AN_AUCTION_ACTION, token=type(action).__name__))
    if tally.to_act is None:
        if tally.high is not None:
            high = tally.high
            return _refuse(Reason(Why.AUCTION_OVER_WON, seat=high.seat, bid=high.amount))
        (dealer,) = (s for s in seats(ruleset.players) if s not in tally.passed)
        return _refuse(Reason(Why.AUCTION_OVER_STUCK, seat=dealer, bid=ruleset.min_bid))
    seat = action.seat
    if not isinstance(seat, Seat) or seat not in seats(ruleset.players):
        return _refuse(Reason(Why.NOT_A_SEAT, token=_show(seat), count=ruleset.players))
    if seat in tally.passed:
        return _refuse(Reason(Why.HAS_PASSED, seat=seat))
    if seat != tally.to_act:
        return _refuse(Reason(Why.NOT_YOUR_TURN, seat=tally.to_act, other=seat))
    if isinstance(action, Pass):
        return Verdict(True, Reason(Why.PASSES, seat=seat), PHASE)
    amount = action.amount
    if isinstance(amount, bool) or not isinstance(amount, int):
        return _refuse(Reason(Why.BID_NOT_WHOLE, token=shown(amount)))
    if tally.high is None:
        if amount != ruleset.min_bid:
            return _refuse(Reason(Why.OPENING_BID_IS, bid=ruleset.min_bid))
        return Verdict(True, Reason(Why.OPENING_BID, bid=amount), PHASE)
    current = tally.high.amount
    if amount > MAX_GAME_POINTS:
        return _refuse(Reason(Why.BID_ABOVE_CAP, bid=MAX_GAME_POINTS, token=shown(amount)))
    if amount - current not in ruleset.bid_raises:
        return _refuse(Reason(Why.RAISE_NOT_ALLOWED, bid=current, figures=ruleset.bid_raises))
    return Verdict(True, Reason(Why.RAISE, bid=current, count=amount - current), PHASE)


def _advance(tally: _Tally, action: AuctionAction, ruleset: Ruleset) -> _Tally:
    players = ruleset.players
    high = action if isinstance(action, Bid) else tally.high
    passed = tally.passed | {action.seat} if isinstance(action, Pass) else tally.passed
    if len(passed) == players - 1:
        return _Tally(None, high, passed)
    seat = action.seat.next(players)
    while seat in passed:
        seat = seat.next(players)
    return _Tally(seat, high, passed)
