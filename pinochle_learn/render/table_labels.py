"""The labels of the explorers' controls: button faces, box labels, tooltips and placeholders.

A widget holds no word of its own (issue 23): it asks this module for the label of a control
by key, in the language of the block it runs in (:func:`~.i18n.speaking`). Keys are
``"<view>.<control>"`` codes, never shown; the words are marked with :func:`~.i18n.N_` and
translated where they are read, with :func:`~.i18n._`.

Examples
--------
>>> label("stepper.next"), tooltip("stepper.next")
('Next trick', 'The winner of this trick leads the next one')
>>> label("nope")
Traceback (most recent call last):
...
KeyError: 'nope'
"""

from __future__ import annotations

from .i18n import N_, _
from .markup import text_html

__all__ = ["LABELS", "TOOLTIPS", "heading_html", "label", "shown", "tooltip"]

LABELS: dict[str, str] = {
    # TrickStepper
    "stepper.stock_empty": N_("Stock empty (the last 12 tricks)"),
    "stepper.must_head": N_("Must head (win) the trick if able"),
    "stepper.beat_led": N_("After a trump, still beat the suit led (house rule)"),
    "stepper.hand_placeholder": N_("e.g. H14 H10 KH Q♠ 9d"),
    "stepper.set_hands": N_("Set hands"),
    "stepper.deal": N_("Deal"),
    "stepper.leads": N_("Leads"),
    "stepper.cards_to_play": N_("cards to play"),
    "stepper.no_cards": N_("no cards to play"),
    "stepper.your_cards": N_("your cards to play"),
    "stepper.back": N_("◀ Back"),
    "stepper.forward": N_("Forward ▶"),
    "stepper.next": N_("Next trick"),
    "stepper.placer": N_("Place the cards by seat (no typing)"),
    "stepper.set_up": N_("Set up the trick"),
    "stepper.play_it": N_("Play it"),
    "stepper.stock_empty_rule": N_("stock empty"),
    "stepper.stock_lasts_rule": N_("the stock lasts: any card"),
    # CardPlacer
    "placer.give_to": N_("Give to"),
    "placer.clear": N_("Empty the hands"),
    "placer.intro": N_(
        "Or place the cards yourself: choose a seat, then click cards to give it; the trick "
        "starts when every seat holds the same number of cards."
    ),
    "placer.full": N_("Every copy is placed."),
    "placer.give": N_("Click to give it."),
    # TableMeld
    "meld.win": N_("Win a trick"),
    "meld.meld": N_("Meld"),
    "meld.lay_down": N_("Lay down"),
    "meld.table_card": N_("Table card"),
    "meld.play": N_("Play it"),
    "meld.back": N_("◀ Step back"),
    "meld.hint": N_("Hint"),
    "meld.your_hand": N_("Your hand"),
    "meld.once": N_("<strong>Once you win a trick</strong>, you may lay down one of these:"),
    "meld.now": N_("<strong>Now</strong>:"),
    # SideColumns (the score calculator's boxes)
    "columns.meld": N_("meld"),
    "columns.tricks": N_("trick points"),
    "columns.won": N_("tricks won"),
    "columns.before": N_("total before"),
    # SeatTable, StockPanes, WidowTable
    "seat.your_hand": N_("Your hand"),
    "seat.hand_hint": N_("Your hand."),
    "seat.play_hint": N_(
        "Click a card to play it: ✓ may be played, ✗ refused (point at a card: why)."
    ),
    "stock.your_table": N_("Your table"),
    "stock.hint": N_("Hint"),
    "widow.start": N_("the widow"),
}
"""Each control's label (or heading, or placeholder), by key, in English (the msgid)."""

TOOLTIPS: dict[str, str] = {
    "stepper.rules": N_("Which game's trick rules and counting to use"),
    "stepper.stock_empty": N_(
        "Unticked, the stock lasts and any card may be played; ticked, the trick rules apply"
    ),
    "stepper.must_head": N_("Off is a house rule: follow suit or trump, but no duty to win"),
    "stepper.beat_led": N_(
        "On is a house rule: when the trick has been trumped, following suit you must still "
        "beat the highest card of the suit led if able"
    ),
    "stepper.set_hands": N_("Use the cards written in the boxes; the trick starts again"),
    "stepper.seed": N_("The same seed always deals the same hands"),
    "stepper.deal": N_("Deal every seat a hand from a deck shuffled with the seed"),
    "stepper.leads": N_("The seat that leads the trick"),
    "stepper.cards_to_play": N_("Click a card to play it."),
    "stepper.back": N_("Step back one play"),
    "stepper.forward": N_("Step forward one play (replays what was undone)"),
    "stepper.next": N_("The winner of this trick leads the next one"),
    "placer.give_to": N_("The seat"),
    "placer.clear": N_("Take every card back to place cards again"),
    "meld.win": N_("You win a trick: you may lay down one meld"),
    "meld.meld": N_("A meld"),
    "meld.lay_down": N_("Lay the meld down on the table"),
    "meld.table_card": N_("A card on your table"),
    "meld.play": N_("Play this card from the table to a trick"),
    "meld.back": N_("Undo the last step"),
    "meld.hint": N_("Which meld to lay down now, and in what order"),
    "stock.hint": N_("the meld planner: which meld now, in what order"),
}
"""Each control's tooltip (what it does), by key, in English (the msgid)."""


def label(key: str) -> str:
    """The label of the control ``key`` in the current language.

    Raises
    ------
    KeyError
        For a key that is not in :data:`LABELS`.
    """
    return _(LABELS[key])


def tooltip(key: str) -> str:
    """The tooltip of the control ``key`` in the current language.

    Raises
    ------
    KeyError
        For a key that is not in :data:`TOOLTIPS`.
    """
    return _(TOOLTIPS[key])


def heading_html(key: str) -> str:
    """The label ``key`` as a section heading (``<h3 class="pl-heading">``), escaped."""
    return f'<h3 class="pl-heading">{text_html(label(key))}</h3>'


def shown(message: str) -> str:
    """A word kept in another render constant (marked with ``N_`` there, such as
    ``review_text.REVIEW_WORDS``), in the current language, where a view shows it."""
    return _(message)
