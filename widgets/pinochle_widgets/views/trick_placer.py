"""CardPlacer: give cards to the seats of a trick by clicking card pictures, no typing.

Choose a seat, then click cards of the deck (one row of six per suit, :class:`~.card_hand.
CardHand`): each click gives that seat a copy. As soon as every seat in play holds the same
number of cards (at least one), the hands are handed to the trick stepper, which starts the
trick: placing Q♥ for Bill, 9♣ for Lisa, A♥ for You and Q♠ for Mike sets up a one-card trick
in eight clicks. The deck holds two of each card (``RULES.md``, Cards; four and no nines in the
double deck, ``docs/rules.md`` #dd.deck): a copy more is refused.

Stable hooks for tests: ``class="pl-placer"``, the seat chooser ``pl-placer-seat``, the deck
rows ``pl-placer-row`` (cards ``button.plc-card[data-card="H14"]``), ``pl-placer-clear``, the
status line ``pl-placer-status``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from pinochle_learn import SUITS, Card, Hand, Suit
from pinochle_learn.cards import STANDARD_DECK, Deck
from pinochle_learn.render import table_messages as say
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.names import seat_name
from pinochle_learn.render.table_labels import label, tooltip
from pinochle_learn.render.words import number_word, suit_noun

from .card_hand import CardHand, CardView
from .kit import button, message_html
from .speech import in_language

__all__ = ["CardPlacer"]


class CardPlacer(widgets.VBox):
    """Seat chooser and deck: click a card picture to give the chosen seat a copy.

    Parameters
    ----------
    players
        Seats in play (4, or 2 for the two-hand games).
    names
        Names by seat index (``None``: North, East, ...).
    start
        Called with the hands when every seat holds the same number of cards.
    max_cards
        The most cards a seat may hold (``ruleset.hand_size``).
    deck
        The deck the cards come from (``ruleset.deck``): its cards are shown, and its copies
        (two, or four in the double deck) bound how many of a card are placed.
    lang
        The language of its words (``"it"``, ...); ``None``: the page's.
    """

    def __init__(
        self,
        players: int,
        names: Sequence[str] | None,
        start: Callable[[tuple[Hand, ...]], object],
        *,
        max_cards: int = 12,
        deck: Deck = STANDARD_DECK,
        lang: str | None = None,
        **kwargs: Any,
    ) -> None:
        self.lang = lang
        with speaking(lang):
            self._build(players, names, start, max_cards, deck, **kwargs)

    def _build(
        self,
        players: int,
        names: Sequence[str] | None,
        start: Callable[[tuple[Hand, ...]], object],
        max_cards: int,
        deck: Deck,
        **kwargs: Any,
    ) -> None:
        self._start = start
        self.max_cards = max_cards
        self.deck = deck
        self.seat_picker = widgets.ToggleButtons(
            description=label("placer.give_to"), tooltip=tooltip("placer.give_to")
        )
        self.seat_picker.add_class("pl-placer-seat")
        self._rows: dict[Suit, CardHand] = {}
        for suit in SUITS:
            row = CardHand(label=say.deck_row(suit_noun(suit)), height=64)
            row.add_class("pl-placer-row")
            row.on_pick(lambda _i, c: self.place(int(self.seat_picker.value), c))
            self._rows[suit] = row
        self.clear_button = button(
            label("placer.clear"), tooltip("placer.clear"), lambda _b: self.clear()
        )
        self.clear_button.add_class("pl-placer-clear")
        self.status = widgets.HTML()
        self.message = widgets.HTML()
        super().__init__(
            [
                widgets.HTML(f"<div>{text_html(label('placer.intro'))}</div>"),
                self.seat_picker,
                *self._rows.values(),
                widgets.HBox([self.clear_button, self.status]),
                self.message,
            ],
            **kwargs,
        )
        self.add_class("pl-placer")
        self.set_seats(players, names)

    @in_language
    def set_seats(self, players: int, names: Sequence[str] | None) -> None:
        """Seat the placer for ``players`` seats (the hands placed so far are emptied)."""
        self.players = players
        self.names = names
        self.seat_picker.options = [(seat_name(s, names), s) for s in range(players)]
        self.seat_picker.value = 0
        self.hands: list[Hand] = [Hand() for _ in range(players)]
        self._draw()

    def row_for(self, card: Card | str) -> CardHand:
        """The deck row that shows ``card``."""
        wanted = Card.parse(card) if isinstance(card, str) else card
        return self._rows[wanted.suit]

    @in_language
    def place(self, seat: int, card: Card) -> bool:
        """Give ``seat`` a copy of ``card``; start the trick once the hands are the same size.

        A copy more than the deck holds (two of each card, four in the double deck), a card the
        deck lacks, a seat out of play or a full hand is refused with a message and changes
        nothing.
        """
        if not 0 <= seat < self.players:
            self._say(say.no_seat(seat), "error")
            return False
        name = seat_name(seat, self.names)
        held = sum((h.counter() for h in self.hands), Counter[Card]())
        copies = self.deck.copies
        if not self.deck.holds(card) or held[card] >= copies:
            self._say(
                say.placed_already(card.label, copies, number_word(copies))
                if self.deck.holds(card)
                else say.no_card_in_deck(card.label),
                "error",
            )
            return False
        if len(self.hands[seat]) >= self.max_cards:
            self._say(say.hand_full(name, self.max_cards), "error")
            return False
        self.hands[seat] = Hand((*self.hands[seat].cards, card), self.deck)
        self._draw()
        sizes = {len(h) for h in self.hands}
        if len(sizes) == 1 and 0 not in sizes:
            self._start(tuple(self.hands))
            self._say(say.card_placed(card.label, name, sizes.pop()))
        else:
            self._say(say.card_placed(card.label, name))
            self.seat_picker.value = (seat + 1) % self.players  # the next seat to give to
        return True

    @in_language
    def clear(self) -> None:
        """Empty every hand placed so far."""
        self.hands = [Hand() for _ in range(self.players)]
        self._draw()
        self._say(say.placer_cleared())

    def _say(self, text: str, kind: str = "info") -> None:
        self.message.value = message_html(text, kind)

    def _draw(self) -> None:
        held = sum((h.counter() for h in self.hands), Counter[Card]())
        for suit, row in self._rows.items():
            views = []
            for card in (c for c in self.deck.unique_cards if c.suit is suit):
                n = held[card]
                full = n >= self.deck.copies
                views.append(
                    CardView(
                        card,
                        "refused" if full else "",
                        label("placer.full") if full else label("placer.give"),
                        badge=f"×{n}" if n else "",
                    )
                )
            row.show(views, group_suits=False)
        parts = [
            f"{text_html(seat_name(s, self.names))}: {text_html(h.label) if h else '—'}"
            for s, h in enumerate(self.hands)
        ]
        self.status.value = f'<div class="pl-placer-status">{" · ".join(parts)}</div>'
