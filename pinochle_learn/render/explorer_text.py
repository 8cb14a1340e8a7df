"""The sentences of the explorers: the auction explorer's and the hand builder's message
lines, help and status.

A widget holds no sentence of its own (issue 23): it asks this module, in the language of the
block it runs in (:mod:`.i18n`). Names and card labels come in already made (``"A♥"``,
``"Bill"``); HTML comes out escaped.

Examples
--------
>>> refused_action_text(Person("Bill"), 280, "a raise must be 10 or 20")
'Bill may not bid 280 now: a raise must be 10 or 20.'
>>> hand_now_text(1), hand_now_text(12)
('The hand is now 1 card.', 'The hand is now 12 cards.')
"""

from __future__ import annotations

from .i18n import _, ngettext
from .markup import text_html
from .person import Person
from .words import number_word

__all__ = [
    "action_done_text",
    "added_text",
    "all_copies_text",
    "auction_over_html",
    "builder_help_html",
    "builder_status_html",
    "cannot_parse_text",
    "cleared_text",
    "copies_held_text",
    "dealt_text",
    "deck_lacks_text",
    "deck_row_label",
    "hand_card_reason",
    "hand_full_text",
    "hand_hint",
    "hand_label",
    "hand_now_text",
    "no_more_bids_text",
    "not_in_hand_text",
    "nothing_to_take_back_text",
    "picker_reason",
    "refused_action_text",
    "removed_text",
    "to_act_html",
    "too_many_cards_text",
    "took_back_copies_text",
    "took_back_text",
]


# -- auction explorer ----------------------------------------------------------------------
def refused_action_text(person: Person, amount: int | None, reason: str) -> str:
    """The engine refused ``person``'s bid of ``amount`` (``None``: a pass), for ``reason``."""
    if amount is None:
        sentence = person.pick(
            _("You may not pass now: {reason}."), _("{name} may not pass now: {reason}.")
        )
    else:
        sentence = person.pick(
            _("You may not bid {amount} now: {reason}."),
            _("{name} may not bid {amount} now: {reason}."),
        )
    return sentence.format(name=person.name, amount=amount, reason=reason)


def action_done_text(action: str, reason: str) -> str:
    """An action applied (``"Bill bids 250"``) and the engine's reason it was allowed."""
    return _("{action}: {reason}.").format(action=action, reason=reason)


def no_more_bids_text(reason: str) -> str:
    """A bid tried after the auction ended."""
    return _("No more bids: {reason}.").format(reason=reason)


def nothing_to_take_back_text() -> str:
    """Step back at the start of the auction."""
    return _("Nothing to take back: no one has bid yet.")


def took_back_text(action: str) -> str:
    """The last action (``"Bill bids 250"``) taken back."""
    return _("Took back: {action}.").format(action=action)


def auction_over_html() -> str:
    """Where the seat to act is shown, once the auction is over."""
    the_auction_is_over_text = _("The auction is over.")
    return f'<div class="pl-calc-note">{text_html(the_auction_is_over_text)}</div>'


def to_act_html(seat_code: str, name: str) -> str:
    """Who is to act (``name``, the seat ``seat_code`` such as ``"EAST"``)."""
    sentence = text_html(_("{name} to act: choose one.")).format(
        name=f"<strong>{text_html(name)}</strong>"
    )
    return f'<div class="pl-to-act" data-seat="{seat_code}">{sentence}</div>'


# -- hand builder ---------------------------------------------------------------------------
def deck_row_label(suits: str) -> str:
    """The label of the picker row of one suit (``suits``: ``"hearts"``)."""
    return _("the deck's {suits}").format(suits=suits)


def hand_label() -> str:
    """The label of the learner's hand in the builder."""
    return _("your hand")


def hand_hint() -> str:
    """What a click on a card of the learner's hand does."""
    return _("Click a card of your hand to take one copy out.")


def deck_lacks_text(card: str, rules: str, rank: str) -> str:
    """A card (``"9♥"``) the deck of ``rules`` lacks (it has no ``rank``, ``"9"``)."""
    return _("There is no {card} in {rules}: its deck has no {rank}s.").format(
        card=card, rules=rules, rank=rank
    )


def all_copies_text(card: str, copies: int) -> str:
    """Every copy of ``card`` in a deck of ``copies`` copies: ``"both A♥"``, ``"all four A♥"``."""
    if copies == 2:
        return _("both {card}").format(card=card)
    return _("all {number} {card}").format(number=number_word(copies), card=card)


def copies_held_text(card: str, copies: int) -> str:
    """A copy more of ``card`` than the deck's ``copies``, refused."""
    return _("You already hold {copies}: the deck has only {number}.").format(
        copies=all_copies_text(card, copies), number=number_word(copies)
    )


def added_text(card: str) -> str:
    """A copy of ``card`` added to the hand."""
    return _("Added {card}.").format(card=card)


def not_in_hand_text(card: str) -> str:
    """A card to remove that the hand does not hold."""
    return _("There is no {card} in the hand to remove.").format(card=card)


def removed_text(card: str) -> str:
    """One copy of ``card`` removed."""
    return _("Removed one {card}.").format(card=card)


def took_back_copies_text(card: str, copies: int) -> str:
    """Every copy of ``card`` taken out of the hand."""
    return _("Took {copies} back.").format(copies=all_copies_text(card, copies))


def cannot_parse_text(error: str) -> str:
    """Text that names no hand (the engine's ``error``)."""
    return _("Could not set the hand: {error}. The hand is unchanged.").format(error=error)


def too_many_cards_text(count: int, rules: str, size: int) -> str:
    """Text naming ``count`` cards, more than a hand of ``rules`` holds (``size``)."""
    return ngettext(
        "Could not set the hand: that is {count} card, and a hand in {rules} holds at most "
        "{size}. The hand is unchanged.",
        "Could not set the hand: that is {count} cards, and a hand in {rules} holds at most "
        "{size}. The hand is unchanged.",
        count,
    ).format(count=count, rules=rules, size=size)


def hand_now_text(count: int) -> str:
    """The hand set from text, now of ``count`` cards."""
    return ngettext(
        "The hand is now {count} card.", "The hand is now {count} cards.", count
    ).format(count=count)


def dealt_text(count: int, seed: int) -> str:
    """A hand of ``count`` cards dealt with ``seed``."""
    return ngettext(
        "Dealt {count} card with seed {seed}.", "Dealt {count} cards with seed {seed}.", count
    ).format(count=count, seed=seed)


def cleared_text() -> str:
    """The hand emptied."""
    return _("The hand is empty.")


def hand_full_text(rules: str, size: int) -> str:
    """A card added to a full hand of ``rules`` (``size`` cards)."""
    return _(
        "The hand is full: a hand in {rules} holds {size} cards. Take a card out first "
        "(click it in your hand)."
    ).format(rules=rules, size=size)


def builder_help_html(copies: int) -> str:
    """How the picker works, for a deck of ``copies`` copies of each card."""
    number = number_word(copies)
    sentence = _(
        "Click a card of the deck to add a copy; click again for another copy (the deck has "
        "{copies} of each); a click past the {copies} copies takes them back. Click a card of "
        "your hand to take it out."
    ).format(copies=number)
    return f'<div class="pl-help">{text_html(sentence)}</div>'


def picker_reason(held: int, copies: int) -> str:
    """What a click on a card of the deck does, holding ``held`` of its ``copies``."""
    if held == 0:
        sentence = _("You hold {held}. Click to add a copy.")
    elif held < copies:
        sentence = _("You hold {held}. Click to add another copy.")
    elif copies == 2:
        sentence = _("You hold {held}. Click to take both copies back.")
    else:
        sentence = _("You hold {held}. Click to take all {number} copies back.")
    return sentence.format(held=held, number=number_word(copies))


def builder_status_html(count: int, size: int, rules: str) -> str:
    """The hand's size (``count`` of ``size`` cards) and the rules it is built for."""
    if count >= size:
        sentence = _("{your_hand}: {count} of {size} cards — full · rules: {rules}")
    else:
        sentence = _("{your_hand}: {count} of {size} cards · rules: {rules}")
    your_hand_text = _("Your hand")
    body = text_html(sentence).format(
        your_hand=f"<strong>{text_html(your_hand_text)}</strong>",
        count=f'<span class="pl-hand-count">{count}</span>',
        size=size,
        rules=f'<span class="pl-hand-rules">{text_html(rules)}</span>',
    )
    return f'<div class="pl-hand-status">{body}</div>'


def hand_card_reason(card: str) -> str:
    """What a click on ``card`` in the learner's hand does."""
    return _("Click to take one {card} out of the hand.").format(card=card)
