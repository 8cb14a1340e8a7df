"""One card as a hand or table draws it: the card, its verdict and why, and what a screen
reader says of it. Pure data; the :class:`~pinochle_widgets.views.card_hand.CardHand` widget
and the round table's panes (:mod:`pinochle_learn.render.round_view`) draw lists of it."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from .i18n import N_, _
from .words import card_name

__all__ = ["CardView"]

_MARK_WORDS = {"playable": N_("may be played"), "refused": N_("refused"), "": ""}


@dataclass(frozen=True)
class CardView:
    """One card as the hand shows it.

    Parameters
    ----------
    card
        The card.
    mark
        ``"playable"``, ``"refused"`` or ``""`` (no verdict shown).
    reason
        Why (the engine's words), shown on hover and focus and read in the ``aria-label``.
    selected, received, winning
        Lifted; marked "just received" (``badge`` says how); framed as heading the trick.
    badge
        A short word drawn over the card (e.g. ``"new"`` for a card just received).
    caption
        Words under the card (e.g. the melds a card on the table serves in).
    """

    card: Card
    mark: str = ""
    reason: str = ""
    selected: bool = False
    received: bool = False
    winning: bool = False
    badge: str = ""
    caption: str = ""

    def __post_init__(self) -> None:
        if self.mark not in _MARK_WORDS:
            raise ValueError(f"mark must be 'playable', 'refused' or '', not {self.mark!r}")

    def aria_label(self) -> str:
        """What a screen reader says: "ace of hearts, refused: you must follow suit".

        Examples
        --------
        >>> CardView(Card.parse("H14"), "refused", "you must follow suit").aria_label()
        'ace of hearts, refused: you must follow suit'
        >>> CardView(Card.parse("S12"), selected=True, received=True).aria_label()
        'queen of spades, selected, just received'
        """
        parts = [card_name(self.card)]
        if self.selected:
            parts.append(_("selected"))
        if self.received:
            parts.append(_("just received"))
        if self.winning:
            parts.append(_("heads the trick"))
        words = _(_MARK_WORDS[self.mark]) if self.mark else ""
        if words:
            parts.append(words)
        label = ", ".join(parts)
        if self.reason:
            label += f": {self.reason}" if words else f". {self.reason}"
        return label
