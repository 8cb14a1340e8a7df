"""The words on the widgets' controls: button labels, tooltips, descriptions, placeholders.

A widget holds no label of its own (issue 23): it asks this module for each, in the language
of the block it runs in (:mod:`.i18n`). Each function returns whole labels, translated when
called (never at import).

Examples
--------
>>> auction_buttons()["back"]
('◀ Step back', 'Take back the last bid or pass')
>>> seed_tooltip("The same seed always deals the same hand", 9)
'The same seed always deals the same hand (a whole number from 0 to 9)'
"""

from __future__ import annotations

from .class_text import CLASS_WORDS
from .game_text import CONTROLS, GAME_MESSAGES, PANEL_WORDS, TABLE_OPTIONS
from .i18n import N_, _, pgettext
from .person import Person

__all__ = [
    "FROM_THE_DEAL",
    "FROM_THE_WIDOW",
    "auction_buttons",
    "bid_button",
    "bid_tooltip",
    "cards_label",
    "class_words",
    "dealer_label",
    "dealer_tooltip",
    "game_controls_words",
    "game_message",
    "hand_builder_buttons",
    "hand_text_box",
    "meld_choice_label",
    "panel_words",
    "pass_button",
    "refused_choice_text",
    "rules_label",
    "seed_label",
    "seed_tooltip",
    "table_options",
    "trump_label",
    "trump_tooltip",
    "try_bid_box",
]


#: Where a round starts from, for the replay's words (translated where shown).
FROM_THE_DEAL = N_("the deal")
FROM_THE_WIDOW = N_("the widow")


def refused_choice_text(name: str, value: str, why: str = "") -> str:
    """The message line when a control's value from the page is refused: ``name`` is the
    control's description (``""``: none), ``value`` the value as shown, ``why`` the engine's
    reason (``""``: none).

    >>> refused_choice_text("Trump", "None")
    'Trump: None cannot be used; the previous choice is kept.'
    >>> refused_choice_text("", "'x'", "no such card")
    "A control: 'x' cannot be used (no such card); the previous choice is kept."
    """
    name = name or _("A control")
    if why:
        return _(
            "{control}: {value} cannot be used ({reason}); the previous choice is kept."
        ).format(control=name, value=value, reason=why)
    return _("{control}: {value} cannot be used; the previous choice is kept.").format(
        control=name, value=value
    )


def cards_label() -> str:
    """The accessible name of a row of cards that names no other."""
    return _("cards")


def class_words() -> dict[str, str]:
    """The class bar's labels (:data:`.class_text.CLASS_WORDS`), translated where shown."""
    return {key: _(words) for key, words in CLASS_WORDS.items()}


# -- set-up controls -----------------------------------------------------------------------
def trump_label() -> str:
    """The trump picker's description."""
    return _("Trump")


def trump_tooltip(suits: str) -> str:
    """A trump button's tooltip; ``suits`` is the suit's plural noun (``"spades"``).

    >>> trump_tooltip("spades")
    'Spades are trump'
    """
    return _("{suits} are trump").format(suits=suits.capitalize())


def rules_label() -> str:
    """The rules picker's description."""
    return _("Rules")


def seed_label() -> str:
    """The seed box's description."""
    return _("Seed")


def seed_tooltip(what: str, largest: int) -> str:
    """The seed box's tooltip: ``what`` the seed decides, then its range."""
    return _("{what} (a whole number from 0 to {largest})").format(what=what, largest=largest)


# -- auction explorer ----------------------------------------------------------------------
def dealer_label() -> str:
    """The dealer picker's description."""
    return _("Dealer")


def dealer_tooltip(dealer: Person) -> str:
    """The tooltip of the dealer button of ``dealer``.

    >>> dealer_tooltip(Person("Bill"))
    'Bill deals; the next seat to the left bids first'
    """
    return dealer.pick(
        _("You deal; the next seat to the left bids first"),
        _("{name} deals; the next seat to the left bids first"),
    ).format(name=dealer.name)


def try_bid_box() -> tuple[str, str]:
    """The "Try a bid" box: its description and tooltip."""
    return (
        _("Try a bid"),
        _("Any amount: the engine says whether the seat to act may bid it, and why"),
    )


def auction_buttons() -> dict[str, tuple[str, str]]:
    """The auction explorer's buttons, ``{"try"|"back"|"restart": (label, tooltip)}``."""
    return {
        "try": (_("Bid this"), _("Ask the engine whether this bid is allowed now")),
        "back": (_("◀ Step back"), _("Take back the last bid or pass")),
        "restart": (_("Start again"), _("A new auction with the same dealer")),
    }


def pass_button() -> str:
    """The label of the button that passes in the auction."""
    return pgettext("auction button", "Pass")


def bid_button(amount: int) -> str:
    """The label of the button that bids ``amount``.

    >>> bid_button(250)
    'Bid 250'
    """
    return pgettext("auction button", "Bid {amount}").format(amount=amount)


def bid_tooltip(action: str, reason: str) -> str:
    """The tooltip of a bid's button: the action (``"Bill bids 260"``) and why it is allowed."""
    return _("{action}: {reason}").format(action=action, reason=reason)


# -- hand builder --------------------------------------------------------------------------
def hand_text_box() -> dict[str, str]:
    """The hand builder's text box: ``description``, ``placeholder`` and ``tooltip``."""
    return {
        "description": _("Cards"),
        "placeholder": _("e.g. A♥ 10♥ KH QS 9d"),
        "tooltip": _("Cards written like H14 (= A♥), or as A♥, AH, 10H, TH"),
    }


def hand_builder_buttons() -> dict[str, tuple[str, str]]:
    """The hand builder's buttons and seed, ``{"set"|"deal"|"clear"|"seed": (label,
    tooltip)}`` (the seed's label is the seed box's own, :func:`seed_label`)."""
    return {
        "set": (_("Set hand"), _("Replace the hand by the cards written in the box")),
        "deal": (_("Deal"), _("Deal a random hand from a shuffled deck, using the seed")),
        "clear": (_("Clear"), _("Remove every card from the hand")),
        "seed": (_("Seed"), _("The same seed always deals the same hand")),
    }


# -- game tables ---------------------------------------------------------------------------
def game_controls_words(start: str) -> dict[str, tuple[str, str]]:
    """The control row's buttons (:data:`.game_text.CONTROLS`), ``{key: (label, tooltip)}``;
    ``start`` is where a round starts from (:data:`FROM_THE_DEAL`, :data:`FROM_THE_WIDOW`).

    >>> game_controls_words(FROM_THE_WIDOW)["replay"]
    ('Replay round', 'the same round again from the widow')
    """
    where = _(start)
    return {key: (_(label), _(tip).format(start=where)) for key, (label, tip) in CONTROLS.items()}


def game_message(key: str, **values: object) -> str:
    """The game table's message ``key`` (:data:`.game_text.GAME_MESSAGES`), placeholders
    filled; a ``start`` value is translated as :func:`game_controls_words` does.

    >>> game_message("replayed", start=FROM_THE_DEAL)
    'The same round again from the deal.'
    """
    if "start" in values:
        values["start"] = _(str(values["start"]))
    return _(GAME_MESSAGES[key]).format(**values)


def table_options() -> dict[str, tuple[str, str]]:
    """A table's options (:data:`.game_text.TABLE_OPTIONS`), ``{key: (label, tooltip)}``."""
    return {key: (_(label), _(tip)) for key, (label, tip) in TABLE_OPTIONS.items()}


def panel_words(key: str, **values: object) -> tuple[str, str]:
    """A decision panel's button ``key`` (:data:`.game_text.PANEL_WORDS`): its label and
    tooltip, placeholders filled.

    >>> panel_words("bid", amount=250)
    ('Bid 250', 'bid 250 game points')
    """
    label, tooltip = PANEL_WORDS[key]
    return _(label).format(**values), _(tooltip).format(**values)


def meld_choice_label(legal: bool, meld: str, cards: str, points: int) -> str:
    """The button of one meld the learner may lay down (``legal``) or may not, with its
    cards (``"Q♠ J♦"``) and meld points.

    >>> meld_choice_label(True, "pinochle", "Q♠ J♦", 4)
    '✓ pinochle Q♠ J♦ (4)'
    """
    return _("{sign} {meld} {cards} ({points})").format(
        sign="✓" if legal else "✗", meld=meld, cards=cards, points=points
    )
