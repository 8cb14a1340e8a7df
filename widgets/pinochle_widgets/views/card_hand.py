"""CardHand: a row of card pictures that are the controls (an anywidget).

Each card is drawn with the engine's self-contained SVG (:func:`pinochle_learn.render.html.
card_svg`) inside a ``<button>``. The pictures are synced apart from the cards: :attr:`faces`
(one SVG a card code) is sent only when a card the page has no picture of comes on show, so a
click that plays a card sends the short list of cards (codes, marks, reasons), not twelve
pictures again; the page updates the buttons in place (a button keeps its focus). A click, or
Enter / Space on the focused card, sends ONE message ``{"event": "pick", "index": i, "code":
"H14"}`` to Python; Tab and the arrow keys move
between cards. Python is the only judge: the widget calls its pick handlers with the card, the
handler asks the engine, and whatever the engine decides comes back as new :attr:`cards`.
A message naming a card that is no longer at that place (a click on a hand just redrawn) or a
malformed one changes nothing.

States drawn on the card itself (never by colour alone): may be played (``✓`` mark), refused
(dimmed with a ``✗`` mark), selected (lifted), just received (a ribbon such as "new"), winning
(a gold frame). Each card's reason shows under the hand on hover and keyboard focus, in the
native tooltip, and in its ``aria-label`` ("ace of hearts, may be played: you may lead any
card"). The ES module is a package file (``static/card_hand.js``): no build step and no network
import; its CSS is the one stylesheet (``pinochle_learn/render/pinochle.css``, package data),
added to the page once for every hand: by the table's :func:`~.kit.stylesheet`, or by the hand
when the page has none (the page asks for it: ``{"event": "sheet"}``).

Stable hooks for tests: ``class="pl-card-hand"`` on the widget, ``button.plc-card`` with
``data-card="H14"`` and ``plc-playable``, ``plc-refused``, ``plc-selected``, ``plc-received``,
``plc-winning``; the reason line ``.plc-reason``.
"""

from __future__ import annotations

import pathlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from pinochle_learn import Card, PinochleError
from pinochle_learn.render.card_view import CardView
from pinochle_learn.render.control_labels import cards_label
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.html import card_svg
from pinochle_learn.render.style import CSS_PATH

from .kit import SHEET_ID, speaks
from .pane_board import PaneBoard

__all__ = ["CARD_HEIGHT", "CardHand", "CardView"]

CARD_HEIGHT = 98
"""Card height in CSS pixels on a wide page (76 under 560 px wide); the width is 5/7 of it."""

_STATIC = pathlib.Path(__file__).parent / "static"

PickHandler = Callable[[int, Card], object]


class CardHand(anywidget.AnyWidget):
    """A hand of clickable card pictures (``class="pl-card-hand"``).

    Parameters
    ----------
    views
        The cards to show first (:class:`CardView` or plain cards).
    label
        The group's accessible name, e.g. ``"Your hand"``.
    hint
        What the line under the cards says while no card is hovered or focused.
    height
        Card height in CSS pixels.
    board
        A table's :class:`~.pane_board.PaneBoard`: the cards are sent with the table's panes,
        in its one message a redraw, pictures included (the hint stays on the hand's own model).
    lang
        The language of its words (a code such as ``"it"``); ``None``: the page's.

    Attributes
    ----------
    cards : list of dict
        The synced cards: ``code``, ``label`` (aria), ``mark``, ``reason``, ``selected``,
        ``received``, ``winning``, ``badge``, ``caption``, ``suit_start``.
    faces : dict of str to str
        The SVG of each card code on show (and of codes shown before, until a new code comes
        on show or the height changes: then exactly those on show).
    disabled : bool
        When true, clicks send nothing.
    picks : int
        How many picks Python has received (accepted or ignored as stale): a counter for tests.

    Examples
    --------
    >>> hand = CardHand([Card.parse("H14"), CardView(Card.parse("S9"), "refused", "no")])
    >>> seen = []
    >>> hand.on_pick(lambda i, card: seen.append((i, str(card))))
    >>> hand.click(1); seen
    [(1, 'S9')]
    >>> hand.cards[1]["label"]
    'nine of spades, refused: no'
    """

    _esm = _STATIC / "card_hand.js"
    # The one stylesheet (pinochle.css) holds the card rules. A table brings it to the page once
    # (kit.stylesheet()); a hand sends it (26 KB) only when the page asks, having none: sent by
    # every hand, each copy made the page parse the sheet and restyle everything again.
    _css = traitlets.Unicode("").tag(sync=True)

    cards = traitlets.List(traitlets.Dict()).tag(sync=True)
    faces = traitlets.Dict(value_trait=traitlets.Unicode()).tag(sync=True)
    label = traitlets.Unicode("cards").tag(sync=True)
    hint = traitlets.Unicode("").tag(sync=True)
    height = traitlets.Int(CARD_HEIGHT).tag(sync=True)
    disabled = traitlets.Bool(False).tag(sync=True)
    picks = traitlets.Int(0)
    # A table's hand: its cards go to the page in the table's one message (see ``board``).
    board = traitlets.Instance(PaneBoard, allow_none=True).tag(
        sync=True, **widgets.widget_serialization
    )
    board_slot = traitlets.Unicode("").tag(sync=True)

    @speaks
    def __init__(
        self,
        views: Iterable[CardView | Card] = (),
        *,
        label: str | None = None,
        hint: str = "",
        height: int = CARD_HEIGHT,
        board: PaneBoard | None = None,
        lang: str | None = None,
        **kwargs: Any,
    ) -> None:
        self.lang = lang
        if label is None:
            label = cards_label()
        slot = board.hand_slot() if board is not None else ""
        # The one stylesheet, under its one id: on the page once (kit.SHEET_ID).
        super().__init__(
            label=label,
            hint=hint,
            height=height,
            board=board,
            board_slot=slot,
            _anywidget_id=SHEET_ID,
            **kwargs,
        )
        if board is not None:
            # The cards and pictures go through the board (in the table's one message).
            carried = ("cards", "faces")
            self.keys = [key for key in self.keys if key not in carried]  # type: ignore[has-type]
            self.observe(
                lambda change: board.show(f"{slot}_{change['name']}", change["new"]), names=carried
            )
        self._handlers: list[PickHandler] = []
        self._shown: tuple[Card, ...] = ()
        self._faces_height = height
        self.add_class("pl-card-hand")
        self.on_msg(self._on_message)
        self.show(views)

    # ---- Python side ------------------------------------------------------------------
    @property
    def shown(self) -> tuple[Card, ...]:
        """The cards on show, in order."""
        return self._shown

    @speaks
    def show(self, views: Iterable[CardView | Card], *, group_suits: bool = True) -> None:
        """Show these cards (in this order); a gap opens before each new suit if ``group_suits``."""
        items = [v if isinstance(v, CardView) else CardView(v) for v in views]
        previous = None
        synced: list[dict[str, Any]] = []
        codes = {str(view.card): view.card for view in items}
        faces = self.faces
        if any(code not in faces for code in codes) or self._faces_height != self.height:
            # A card the page has no picture of: the pictures of exactly those on show.
            self._faces_height = self.height
            faces = {code: card_svg(card, height=self.height) for code, card in codes.items()}
        for view in items:
            card = view.card
            synced.append(
                {
                    "code": str(card),
                    "label": view.aria_label(),
                    "mark": view.mark,
                    "reason": view.reason,
                    "selected": view.selected,
                    "received": view.received,
                    "winning": view.winning,
                    "badge": view.badge,
                    "caption": view.caption,
                    "suit_start": group_suits and previous is not None and card.suit != previous,
                }
            )
            previous = card.suit
        self._shown = tuple(v.card for v in items)
        if faces is self.faces and synced == self.cards:
            return  # nothing to send (hold_sync would still send an empty update)
        with self.hold_sync():  # new pictures and the cards in one message (or the board's)
            if faces is not self.faces:
                self.faces = faces
            if synced != self.cards:
                self.cards = synced

    def on_pick(self, handler: PickHandler, *, remove: bool = False) -> None:
        """Call ``handler(index, card)`` for each card picked in the page (or by :meth:`click`)."""
        if remove:
            self._handlers.remove(handler)
        else:
            self._handlers.append(handler)

    def click(self, where: int | Card | str) -> None:
        """Pick a card as a click in the page does (by index, card or code like ``"H14"``).

        The same path as the front end's message, so headless tests exercise it.

        Raises
        ------
        ValueError
            ``where`` names no card on show.
        """
        index = self.index_of(where)
        self._on_message(self, {"event": "pick", "index": index, "code": self.cards[index]["code"]})

    def index_of(self, where: int | Card | str) -> int:
        """The place of a card on show (the first copy), or ``where`` itself if an index.

        Raises
        ------
        ValueError
            ``where`` names no card on show (or is out of range).
        """
        if isinstance(where, int):
            if not 0 <= where < len(self._shown):
                raise ValueError(f"no card at place {where!r}: {len(self._shown)} on show")
            return where
        try:
            card = Card.parse(where) if isinstance(where, str) else where
        except PinochleError as error:
            raise ValueError(error_text(error)) from None
        for index, shown in enumerate(self._shown):
            if shown == card:
                return index
        raise ValueError(f"{card.label} is not on show here")

    # ---- messages from the page -----------------------------------------------------------
    def _on_message(self, _widget: object, content: object, _buffers: Sequence[Any] = ()) -> None:
        if isinstance(content, Mapping) and content.get("event") == "sheet":
            self._css = CSS_PATH.read_text(encoding="utf-8")  # the page has no stylesheet
            return
        if not isinstance(content, Mapping) or content.get("event") != "pick":
            return
        index, code = content.get("index"), content.get("code")
        self.picks += 1
        if self.disabled or not isinstance(index, int) or isinstance(index, bool):
            return
        if not 0 <= index < len(self._shown) or code != str(self._shown[index]):
            return  # a click on a hand that has changed since: nothing happens
        card = self._shown[index]
        for handler in list(self._handlers):
            handler(index, card)
