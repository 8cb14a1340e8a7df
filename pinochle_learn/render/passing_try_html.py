"""The words of "Try a pass" (lesson "Passing"): the learner picks 4 cards for the bidder.

The explorer (``pinochle_widgets.views.passing_try``) works the pass out with the engine; this
module says it, in the language of the block it runs in (:func:`~.i18n.speaking`). Names are
escaped here; card pictures and meld tables come in made (HTML).

Examples
--------
>>> html = waiting_html("Bill", 120, "♠", 3, chosen=1)
>>> "Choose 3 more cards to pass and see what Bill's meld becomes." in html
True
"""

from __future__ import annotations

from .i18n import N_, _, ngettext
from .markup import text_html

__all__ = [
    "PASS_LABELS",
    "not_in_hand",
    "pass_exactly",
    "pass_label",
    "result_html",
    "waiting_html",
]

PASS_LABELS: dict[str, str] = {
    "hand": N_("your hand: click 4 cards to pass"),
    "chosen": N_("Chosen: click to take it back."),
    "pick": N_("Click to pass it."),
}
"""The hand's label and each card's hint, by key (English msgids)."""


def pass_label(key: str) -> str:
    """The label ``key`` of :data:`PASS_LABELS` in the current language."""
    return _(PASS_LABELS[key])


def not_in_hand(card: str) -> str:
    """Refused: ``card`` is not (or no more) in the learner's hand."""
    return _("{card} is not in your hand.").format(card=card)


def pass_exactly(cards: int, card: str) -> str:
    """Refused: ``cards`` are chosen already; take one back before choosing ``card``."""
    return ngettext(
        "You pass exactly {cards} card: click a chosen card to take it back before choosing "
        "{card}.",
        "You pass exactly {cards} cards: click a chosen card to take it back before choosing "
        "{card}.",
        cards,
    ).format(cards=cards, card=card)


def _head(chosen: int, meld: object, team: object) -> str:
    return (
        f'<div id="passing-try-result" data-chosen="{chosen}" data-meld="{meld}" '
        f'data-team="{team}">'
    )


def waiting_html(bidder: str, before: int, trump: str, need: int, *, chosen: int) -> str:
    """Before 4 cards are chosen: ``bidder`` melds ``before``; ``need`` more cards to pick."""
    text = ngettext(
        "{bidder} melds <strong>{meld}</strong> with trump {trump}. Choose {need} more card "
        "to pass and see what {bidder}'s meld becomes.",
        "{bidder} melds <strong>{meld}</strong> with trump {trump}. Choose {need} more cards "
        "to pass and see what {bidder}'s meld becomes.",
        need,
    ).format(bidder=text_html(bidder), meld=before, trump=trump, need=need)
    return f"{_head(chosen, '', '')}<p>{text}</p></div>"


def result_html(
    bidder: str,
    *,
    reason: str,
    sixteen: int,
    back_cards: str,
    before: int,
    kept: int,
    meld_table: str,
    yours: int,
    chosen: int,
) -> str:
    """After the pass: the engine's ``reason``, the bidder's meld with 16 cards, the 4 given
    back (``back_cards``, made), the meld kept (``meld_table``, made) and the team's total."""
    b = text_html(bidder)
    team = kept + yours
    engine = _("The engine: {reason}.").format(reason=text_html(reason))
    sixteen_text = _(
        "With the 16 cards {bidder} could meld {meld}. {bidder} gives these 4 back (the least "
        "meld lost, as the computer players choose):"
    ).format(bidder=b, meld=sixteen)
    heading = _("{bidder}'s meld: {before} becomes {after}").format(
        bidder=b, before=before, after=kept
    )
    total = _(
        "{bidder} plays with <strong>{meld}</strong> meld and you with <strong>{yours}</strong>: "
        "the team melds <strong>{team}</strong>."
    ).format(bidder=b, meld=kept, yours=yours, team=team)
    return (
        f"{_head(chosen, kept, team)}<p>{engine}</p><p>{sixteen_text}</p>{back_cards}"
        f"<h3>{heading}</h3>{meld_table}<p>{total}</p></div>"
    )
