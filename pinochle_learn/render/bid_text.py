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
>>> from pinochle_learn.hand import Hand
>>> bill = Hand.parse("H14 H10 H13 H12 S14 C14 D14 S13 S12 D11 C9 D9")
>>> print(hand_value_html(bill, PARTNERSHIP, value_id="v").replace("</tr>", "</tr>\\n"))
<table class="pl-hand-value"><tbody><tr><td>best meld (trump ♥)</td><td>200</td></tr>
<tr><td>the partner&#x27;s help</td><td>60</td></tr>
<tr><td>trick points to start with</td><td>120</td></tr>
<tr><td>4 aces × 10</td><td>40</td></tr>
<tr><td>0 trumps beyond 4 × 10</td><td>0</td></tr>
<tr><th scope="row">value: keeps bidding up to</th><th id="v">420</th></tr>
</tbody></table>
"""

from __future__ import annotations

from ..auction import Auction
from ..cards import Rank
from ..hand import Hand
from ..meld import meld_points
from ..players import BASE_TRICK_POINTS, PARTNER_HELP, choose_trump, hand_value
from ..ruleset import Ruleset
from .i18n import _, ngettext, pgettext
from .markup import text_html
from .person import listed

__all__ = ["hand_value_html", "opening_offer", "raise_offer"]


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
    # A verb, an order to the player: Italian "offri 270", French "enchéris à 270".
    return pgettext("what the player to act may do: a verb, not the noun", "bid {amounts}").format(
        amounts=listed([str(b) for b in bids], _("or"))
    )


def hand_value_html(hand: Hand, ruleset: Ruleset, *, value_id: str | None = None) -> str:
    """The computer bidder's value of ``hand`` (:func:`~pinochle_learn.players.hand_value`,
    game points) as a table of its parts: the best meld over the trump it would name, the
    partner's help (:data:`~pinochle_learn.players.PARTNER_HELP`), the trick points it starts
    from (:data:`~pinochle_learn.players.BASE_TRICK_POINTS`), 10 for each ace and 10 for each
    trump beyond a third of the hand; its last row the value, the highest bid it keeps bidding
    to (in the ``<th>`` of id ``value_id``, when given).

    Raises
    ------
    ValueError
        A ruleset whose estimate has other parts (no partners, a widow, a round of other than
        250 trick points): this table is the partnership game's.
    """
    if ruleset.pass_cards <= 0 and not ruleset.partners(0):
        raise ValueError(f"ruleset={ruleset.name!r}: the table is of a game with partners")
    trump = choose_trump(hand, ruleset)
    meld = meld_points(hand, trump, ruleset)
    aces = sum(1 for card in hand if card.rank is Rank.ACE)
    third = ruleset.hand_size // 3
    long_trump = max(0, len(hand.of_suit(trump)) - third)
    parts = [
        (_("best meld (trump {suit})").format(suit=trump.symbol), meld),
        (_("the partner's help"), PARTNER_HELP),
        (_("trick points to start with"), BASE_TRICK_POINTS),
        (ngettext("{count} ace × 10", "{count} aces × 10", aces).format(count=aces), 10 * aces),
        (
            ngettext(
                "{count} trump beyond {third} × 10",
                "{count} trumps beyond {third} × 10",
                long_trump,
            ).format(count=long_trump, third=third),
            10 * long_trump,
        ),
    ]
    value = hand_value(hand, ruleset)
    if value != sum(points for _what, points in parts):
        raise ValueError(
            f"ruleset={ruleset.name!r}: its hand value has parts beyond this table's "
            "(a widow, or a round of other than 250 trick points)"
        )
    rows = "".join(
        f"<tr><td>{text_html(what)}</td><td>{points}</td></tr>" for what, points in parts
    )
    id_ = "" if value_id is None else f' id="{text_html(value_id)}"'
    head = text_html(_("value: keeps bidding up to"))
    last = f'<tr><th scope="row">{head}</th><th{id_}>{value}</th></tr>'
    return f'<table class="pl-hand-value"><tbody>{rows}{last}</tbody></table>'
