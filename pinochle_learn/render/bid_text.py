"""What the auction allows, in words: one sentence maker for every table's bid prompt.

The engine's rule (:mod:`pinochle_learn.auction`): the opening bid is exactly
``ruleset.min_bid``, and every later bid raises the current bid by one of
``ruleset.bid_raises``.

Examples
--------
>>> from pinochle_learn import PARTNERSHIP, THREE_HAND_CUTTHROAT
>>> from pinochle_learn.auction import Auction
>>> from pinochle_learn.actions import Bid
>>> from pinochle_learn.seats import Seat
>>> opening_offer(THREE_HAND_CUTTHROAT)
'open at exactly 250 (each later bid raises the bid by 10)'
>>> opening_offer(PARTNERSHIP)
'open at exactly 250 (each later bid raises the bid by 10 or 20)'
>>> a = Auction(Seat.NORTH, PARTNERSHIP)
>>> raise_offer(a.apply(Bid(a.to_act, 250)))
'bid 260 or 270'
"""

from __future__ import annotations

from ..auction import Auction
from ..ruleset import Ruleset
from .i18n import _
from .person import listed

__all__ = ["opening_offer", "raise_offer"]


def opening_offer(ruleset: Ruleset) -> str:
    """``"open at exactly 250 (each later bid raises the bid by 10 or 20)"``: the opening bid
    (``ruleset.min_bid``, game points) and the raises (``ruleset.bid_raises``); ``""`` for a
    game with no auction (``min_bid`` ``None``)."""
    if ruleset.min_bid is None:
        return ""
    raises = listed([str(r) for r in ruleset.bid_raises], _("or"))
    return _("open at exactly {bid} (each later bid raises the bid by {raises})").format(
        bid=ruleset.min_bid, raises=raises
    )


def raise_offer(auction: Auction) -> str:
    """``"bid 260 or 270"``: the amounts the player to act may bid
    (:meth:`Auction.allowed_bids`); ``""`` when none is left."""
    bids = auction.allowed_bids()
    if not bids:
        return ""
    return _("bid {amounts}").format(amounts=listed([str(b) for b in bids], _("or")))
