"""HandBuilder: pick a pinochle hand by clicking card pictures, pasting notation or dealing.

A thin view over :class:`pinochle_learn.Hand`: the widget keeps one immutable hand in its
``hand`` trait, and every control asks the engine for a new hand. Input from the page (the
text box, the seed) is untrusted: it goes through the engine's parser, whose error (a code
and the bad token, ``invalid card 'QX' at position 2 in 'H14 QX'`` for developers) is worded
for the learner, in the page's language, by ``render.error_text``.
"""

from __future__ import annotations

import random
from typing import Any

import ipywidgets as widgets
import traitlets

from pinochle_learn import (
    DECK,
    PARTNERSHIP,
    SUITS,
    AmbiguousCard,
    Card,
    Hand,
    PinochleError,
    Ruleset,
    Suit,
)
from pinochle_learn.cards import STANDARD_DECK, Deck
from pinochle_learn.render import explorer_text
from pinochle_learn.render.card_letters import ambiguous_text, letters_note_html, rank_letters
from pinochle_learn.render.control_labels import hand_builder_buttons, hand_text_box
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.words import ruleset_title, suit_noun

from .card_hand import CardHand, CardView
from .controls import seed_box
from .kit import button, guard_inputs, message_html, speaks, stylesheet

__all__ = ["HandBuilder", "deal_hand"]


def deal_hand(seed: int, size: int, deck: Deck = STANDARD_DECK) -> Hand:
    """A random hand of ``size`` cards: the first cards of ``deck`` shuffled by ``seed``.

    Parameters
    ----------
    seed
        Seed of :class:`random.Random`; the same seed always deals the same hand.
    size
        Cards to deal (``ruleset.hand_size``), at most the deck's size (48, or 80).
    deck
        The deck to shuffle (``ruleset.deck``): the standard 48 cards unless given.

    Examples
    --------
    >>> from pinochle_learn.cards import EIGHTY_CARD_DECK
    >>> deal_hand(7, 12) == deal_hand(7, 12), len(deal_hand(7, 24))
    (True, 24)
    >>> hand = deal_hand(7, 20, EIGHTY_CARD_DECK)
    >>> len(hand), hand.deck.size, any(c.rank.name == "NINE" for c in hand)
    (20, 80, False)
    """
    cards = list(DECK if deck == STANDARD_DECK else deck.cards)
    random.Random(seed).shuffle(cards)
    return Hand(cards[:size], deck)


class HandBuilder(widgets.VBox):
    """Build a hand: the deck as card pictures to click, the hand as cards, paste, deal and clear.

    The picker shows each card of the ruleset's deck once (one row per suit: six cards, or five
    with no nines in the double deck, :class:`~.card_hand.CardHand`), lifted and marked ``×1``,
    ``×2``, ... with the copies held. A click on the picture adds a copy; a click past the deck's
    copies takes them all back (two of each card, ``RULES.md`` Cards; four in the double deck,
    ``docs/rules.md`` #dd.deck). A click on a card of the hand (drawn under the picker) takes one
    copy out. The hand may not grow past ``ruleset.hand_size`` cards.

    Parameters
    ----------
    hand
        The hand to start with (empty by default).
    ruleset
        Gives the largest hand allowed (``hand_size``) and its name in messages.
    seed
        Starting value of the seed box used by "Deal".
    lang
        The language of its words (a code such as ``"it"``); ``None``: the page's.

    Attributes
    ----------
    hand : Hand
        The current hand (a traitlet: observe it, or assign a new :class:`Hand`).
    ruleset : Ruleset
        The game whose deck and hand size apply (a traitlet).
    message : widgets.HTML
        The message line: what the last action did, or why it was refused.

    Examples
    --------
    >>> from pinochle_learn import Card
    >>> builder = HandBuilder()
    >>> builder.picker_for("A♥").click("A♥")
    >>> str(builder.hand), builder.picker_card("A♥")["badge"]
    ('H14', '×1')
    """

    hand = traitlets.Instance(Hand)
    ruleset = traitlets.Instance(Ruleset)

    @speaks
    def __init__(
        self,
        hand: Hand | None = None,
        *,
        ruleset: Ruleset = PARTNERSHIP,
        seed: int = 1,
        lang: str | None = None,
        **kwargs: Any,
    ) -> None:
        self.lang = lang
        self._pickers: dict[Suit, CardHand] = {}
        for suit in SUITS:
            row = CardHand(label=explorer_text.deck_row_label(suit_noun(suit)), height=76)
            row.add_class("pl-picker-row")
            row.on_pick(lambda _i, c: self.toggle(c))
            self._pickers[suit] = row
        self.picker = widgets.VBox(list(self._pickers.values()))
        self.picker.add_class("pl-picker")

        self.status = widgets.HTML()
        self.hand_cards = CardHand(
            label=explorer_text.hand_label(), hint=explorer_text.hand_hint(), height=76
        )
        self.hand_cards.add_class("pl-hand-cards")
        self.hand_cards.on_pick(lambda _i, c: self.remove(c))

        self.text = widgets.Text(
            **hand_text_box(),
            layout=widgets.Layout(width="28em"),
        )
        self.text.add_class("pl-hand-text")
        labels = hand_builder_buttons()
        self.set_button = self._button(*labels["set"], self._on_set)
        self.seed = seed_box(seed, tooltip=labels["seed"][1])
        self.deal_button = self._button(*labels["deal"], self._on_deal)
        self.clear_button = self._button(*labels["clear"], self._on_clear)
        self.letters_note = widgets.HTML()  # the language's own rank letters, if any
        self.message = widgets.HTML()
        self.message.add_class("pl-builder-message")

        self.help_text = widgets.HTML()
        super().__init__(
            [
                stylesheet(),
                self.help_text,
                self.picker,
                self.status,
                self.hand_cards,
                widgets.HBox([self.text, self.set_button]),
                self.letters_note,
                widgets.HBox([self.seed, self.deal_button, self.clear_button]),
                self.message,
            ],
            **kwargs,
        )
        self.add_class("pl-hand-builder")
        self.ruleset = ruleset
        self.hand = hand if hand is not None else Hand()
        self.observe(self._redraw, names=["hand", "ruleset"])
        self._redraw()
        guard_inputs(self, self.message)

    @staticmethod
    def _button(description: str, tooltip: str, handler: Any) -> widgets.Button:
        return button(description, tooltip, handler, min_width="6em")

    # ---- queries ---------------------------------------------------------------------
    def picker_for(self, card: Card | str) -> CardHand:
        """The picker row (one suit of the deck) that shows ``card``."""
        wanted = Card.parse(card) if isinstance(card, str) else card
        return self._pickers[wanted.suit]

    def picker_card(self, card: Card | str) -> dict[str, Any]:
        """What the picker shows for ``card``: ``badge`` (``"×1"``, ``"×2"`` or ``""``),
        ``selected`` (held), ``reason`` (what a click does) ... (:attr:`CardHand.cards`)."""
        row = self.picker_for(card)
        return dict(row.cards[row.index_of(card)])

    @property
    def deck(self) -> Deck:
        """The deck the hand is built from: ``ruleset.deck`` (48 cards, or 80)."""
        return self.ruleset.deck

    @property
    def is_full(self) -> bool:
        """Whether the hand holds ``ruleset.hand_size`` cards (or more)."""
        return len(self.hand) >= self.ruleset.hand_size

    # ---- actions (each returns whether the hand changed) -----------------------------------
    @speaks
    def add(self, card: Card) -> bool:
        """Add one copy of ``card``; refused (with a message) for a copy more than the deck
        holds, a card the deck lacks (a nine in the double deck) or a full hand."""
        deck = self.deck
        if not deck.holds(card):
            rules = ruleset_title(self.ruleset)
            self.say(explorer_text.deck_lacks_text(card.label, rules, card.rank.short), "error")
            return False
        if self.hand.count(card) >= deck.copies:
            self.say(explorer_text.copies_held_text(card.label, deck.copies), "error")
            return False
        if self.is_full:
            self.say(self._full_text(), "error")
            return False
        self.hand = Hand((*self.hand.cards, card), deck)
        self.say(explorer_text.added_text(card.label))
        return True

    @speaks
    def remove(self, card: Card) -> bool:
        """Remove one copy of ``card``; refused (with a message) if it is not held."""
        if card not in self.hand:
            self.say(explorer_text.not_in_hand_text(card.label), "error")
            return False
        self.hand = Hand(self.hand.remove(card).cards, self.hand.deck)
        self.say(explorer_text.removed_text(card.label))
        return True

    @speaks
    def toggle(self, card: Card) -> bool:
        """What a click on the picker does: add a copy, or after the deck's copies (two, or four)
        take them all back."""
        if self.hand.count(card) >= self.deck.copies:
            text = explorer_text.took_back_copies_text(card.label, self.deck.copies)
            self.hand = Hand([c for c in self.hand.cards if c != card], self.deck)
            self.say(text)
            return True
        return self.add(card)

    @speaks
    def set_from_text(self, text: str) -> bool:
        """Replace the hand by the cards in ``text`` (the usual codes, and the page language's
        own rank letters: Italian ``RH``); on bad input say why and change nothing."""
        try:
            hand = Hand.parse(text, self.deck, rank_letters())
        except AmbiguousCard as error:
            self.say(ambiguous_text(error), "error")
            return False
        except PinochleError as error:
            self.say(explorer_text.cannot_parse_text(error_text(error)), "error")
            return False
        if len(hand) > self.ruleset.hand_size:
            rules = ruleset_title(self.ruleset)
            self.say(
                explorer_text.too_many_cards_text(len(hand), rules, self.ruleset.hand_size), "error"
            )
            return False
        self.hand = hand
        self.text.value = hand.label  # learners see A♥ 10♠; the box reads it back
        self.say(explorer_text.hand_now_text(len(hand)))
        return True

    @speaks
    def deal(self, seed: int | None = None) -> Hand:
        """Deal ``ruleset.hand_size`` cards from a deck shuffled by ``seed`` (the seed box)."""
        if seed is None:
            seed = int(self.seed.value)
        self.hand = deal_hand(seed, self.ruleset.hand_size, self.deck)
        self.say(explorer_text.dealt_text(len(self.hand), seed))
        return self.hand

    @speaks
    def clear(self) -> None:
        """Empty the hand."""
        self.hand = Hand()
        self.say(explorer_text.cleared_text())

    # ---- callbacks -------------------------------------------------------------------
    @speaks
    def _on_set(self, _button: widgets.Button) -> None:
        self.set_from_text(self.text.value)

    @speaks
    def _on_deal(self, _button: widgets.Button) -> None:
        self.deal()

    @speaks
    def _on_clear(self, _button: widgets.Button) -> None:
        self.clear()

    # ---- drawing ---------------------------------------------------------------------
    @speaks
    def say(self, text: str, kind: str = "info") -> None:
        """Show ``text`` in the message line; ``kind`` is "info" or "error"."""
        self.message.value = message_html(text, kind)

    def _full_text(self) -> str:
        return explorer_text.hand_full_text(ruleset_title(self.ruleset), self.ruleset.hand_size)

    @speaks
    def _redraw(self, _change: object = None) -> None:
        hand, deck = self.hand, self.deck
        self.help_text.value = explorer_text.builder_help_html(deck.copies)
        self.letters_note.value = note = letters_note_html()
        self.letters_note.layout.display = None if note else "none"  # no empty line in English
        counts = hand.counter()
        for suit, row in self._pickers.items():
            views = []
            for card in (c for c in deck.unique_cards if c.suit is suit):
                n = counts[card]
                views.append(
                    CardView(
                        card,
                        reason=explorer_text.picker_reason(n, deck.copies),
                        selected=n > 0,
                        badge=f"×{n}" if n else "",
                    )
                )
            row.show(views, group_suits=False)
        size = self.ruleset.hand_size
        self.status.value = explorer_text.builder_status_html(
            len(hand), size, ruleset_title(self.ruleset)
        )
        self.hand_cards.show(
            CardView(c, reason=explorer_text.hand_card_reason(c.label)) for c in hand.cards
        )
        self.text.value = hand.label  # learners see A♥ 10♠; the box reads it back
