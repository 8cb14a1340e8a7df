"""The words of the lessons' worked examples (``pinochle_widgets.course.examples``), as HTML.

The examples check the lesson's figures against the engine and show its answer; this module
says the verdict signs and the passing walk-through, in the language of the block it runs
in (:func:`~.i18n.speaking`). Names are escaped here; cards and hands come in made (HTML).

Examples
--------
>>> verdict_sign(True), throw_in_sign(False)
('✓ allowed', '✗ must play')
>>> html = refused_give_back_html("Bill", "A♠ A♠", "the bid winner may not give back that")
>>> "✗ refused</span>: Bill gives back A♠ A♠: the bid winner may not give back that." in html
True
"""

from __future__ import annotations

from .i18n import _
from .markup import text_html
from .names import is_learner

__all__ = ["passing_html", "refused_give_back_html", "throw_in_sign", "verdict_sign"]


def verdict_sign(legal: bool) -> str:
    """The sign of an action the engine allows or refuses."""
    return _("✓ allowed") if legal else _("✗ refused")


def throw_in_sign(allowed: bool) -> str:
    """The sign of a throw-in allowed, or of a hand that must be played."""
    return _("✓ may throw in") if allowed else _("✗ must play")


def refused_give_back_html(bidder: str, cards: str, reason: str) -> str:
    """The bid winner's pass back of ``cards`` (labels), refused for ``reason`` (plain)."""
    text = _("{bidder} gives back {cards}: {reason}.").format(
        bidder=text_html(bidder), cards=text_html(cards), reason=text_html(reason)
    )
    sign = text_html(_("✗ refused"))
    return (
        '<p class="pl-verdicts"><span class="pl-bad" style="font-weight:700">'
        f"{sign}</span>: {text}</p>"
    )


def passing_html(
    element_id: str,
    bidder: str,
    partner: str,
    *,
    melds: tuple[int, int, int, int],
    cards: tuple[str, str, str, str, str],
    reasons: tuple[str, str],
) -> str:
    """Both passes step by step (``id=element_id``): the bid winner's hand (``cards[0]``, meld
    ``melds[0]``), the 4 cards the partner passes (``cards[1]``, judged ``reasons[0]``), the
    16 cards' meld (``melds[1]``), the 4 given back (``cards[2]``, judged ``reasons[1]``),
    then both hands to play (``cards[3]`` melding ``melds[2]``, ``cards[4]`` ``melds[3]``).
    ``cards`` are made HTML; ``reasons`` plain text."""
    b, p = text_html(bidder), text_html(partner)
    before, sixteen, after, partner_meld = melds
    if is_learner(partner):
        passes = _("You pass {bidder} these 4 cards").format(bidder=b)
        partner_hand = _("Your hand to play: {meld} meld").format(meld=partner_meld)
    else:
        passes = _("{partner} passes {bidder} these 4 cards").format(partner=p, bidder=b)
        partner_hand = _("{partner}'s hand to play: {meld} meld").format(
            partner=p, meld=partner_meld
        )
    first, given, back, kept, theirs = cards
    holds = _("{bidder} now holds 16 cards: {meld} meld").format(bidder=b, meld=sixteen)
    gives = _("{bidder} gives these 4 back").format(bidder=b)
    to_play = _("{bidder}'s hand to play: {meld} meld").format(
        bidder=b, meld=f"<span class='pl-meld-after'>{after}</span>"
    )
    hand = _("{bidder}'s hand: {meld} meld").format(bidder=b, meld=before)
    return (
        f'<div class="pl-passing" id="{element_id}">'
        f"<h3>{hand}</h3>{first}<h3>{passes}</h3>{given}<p>{_engine(reasons[0])}</p>"
        f"<h3>{holds}</h3><h3>{gives}</h3>{back}<p>{_engine(reasons[1])}</p>"
        f"<h3>{to_play}</h3>{kept}<h3>{partner_hand}</h3>{theirs}</div>"
    )


def _engine(reason: str) -> str:
    return _("The engine: {reason}.").format(reason=text_html(reason))
