"""SeatTable: the felt with the seats around it and the learner's hand under it, for any game.

The one table of the round engine's games: four seats for the partnership game, two facing
each other for the two-hand games (the widow game, the stock game). The felt is
:func:`~.round_view.round_table_html` (seats, the trick in the middle with its winner framed,
melds in front of each seat once laid down, the other hands face down unless shown); the hand
is a :class:`~.card_hand.CardHand` whose card pictures are the controls, each card marked
``✓`` may be played or ``✗`` refused with the engine's reason on the learner's turn in the
tricks (:func:`~.round_view.hand_views`). The table judges nothing: a pick goes to the handler
given to :meth:`SeatTable.on_pick`, which asks the engine and redraws.

The redraw layer every game's table shares: :attr:`SeatTable.panes` (:class:`~.panes.Panes`)
rebuilds and sends a pane only when its inputs changed, :meth:`SeatTable.history_html` and
:meth:`SeatTable.show_auction_hint` keep what each state of the round gave, so that a click
costs what it changed, not the whole round again.

Stable hooks for tests: ``class="pl-seat-table"`` on the widget, the felt ``pl-felt``
(:mod:`.table_view`) inside ``pl-round-felt``, the hand ``pl-card-hand`` with
``button.plc-card[data-card="H14"]`` (``plc-playable``, ``plc-refused``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

from pinochle_learn import Card, Seat
from pinochle_learn.render.round_view import (
    auction_hint_html,
    hand_views,
    history_html,
    play_reasons_html,
    round_table_html,
)
from pinochle_learn.render.table_labels import label
from pinochle_learn.state import Phase, RoundState

from .card_hand import CardHand, PickHandler
from .pane_board import Pane, PaneBoard
from .panes import Memo, Panes

__all__ = ["SeatTable"]


class SeatTable(widgets.VBox):
    """The felt and the learner's hand of clickable cards (``class="pl-seat-table"``).

    Parameters
    ----------
    learner
        The learner's seat: drawn at the bottom, its hand under the felt.
    names
        Players' names by seat index (the learner's is "You" or ends in "(you)").
    hand_class
        A CSS class for the hand (a stable hook, e.g. ``"pl-round-hand"``).
    board
        The board of the table's panes (:class:`~.pane_board.PaneBoard`), which the felt joins;
        by default its own.

    Attributes
    ----------
    felt : Pane
        The table (``class="pl-round-felt"``).
    hand : CardHand
        The learner's cards.
    panes : Panes
        The last inputs and HTML of the felt and of the table's other panes.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_WIDOW, RoundState, deal_from_seed
    >>> state = RoundState(TWO_HAND_WIDOW, Seat.EAST)
    >>> state = state.apply(deal_from_seed(4, Seat.EAST, TWO_HAND_WIDOW))
    >>> table = SeatTable(Seat.NORTH, ("You", "Lisa"))
    >>> table.show(state)
    >>> 'data-players="2"' in table.felt.value, len(table.hand.cards)
    (True, 0)
    """

    def __init__(
        self,
        learner: Seat,
        names: Sequence[str],
        *,
        hand_class: str = "",
        board: PaneBoard | None = None,
        **kwargs: Any,
    ) -> None:
        self.learner = Seat(learner)
        self.names = tuple(names)
        board = board if board is not None else PaneBoard()
        self.felt = board.pane("pl-round-felt")
        self.hand = CardHand(
            label=label("seat.your_hand"), hint=label("seat.hand_hint"), board=board
        )
        if hand_class:
            self.hand.add_class(hand_class)
        super().__init__([self.felt, self.hand], **kwargs)
        self.add_class("pl-seat-table")
        self.panes = Panes()
        self._reasons: Memo[RoundState, str] = Memo(
            lambda state: play_reasons_html(state, self.names)
        )

    def on_pick(self, handler: PickHandler) -> None:
        """Call ``handler(index, card)`` when the learner picks a card of the hand."""
        self.hand.on_pick(handler)

    def show(
        self,
        state: RoundState,
        *,
        show_all: bool = False,
        chosen: Sequence[int] = (),
        centre_note: str = "",
        hint: str | None = None,
        received: Sequence[Card] | None = None,
    ) -> None:
        """Draw ``state``: the felt, then the hand (chosen cards lifted, verdicts on the cards).

        Parameters
        ----------
        state
            The round as it stands.
        show_all
            The other hands face up.
        chosen
            Indices of the learner's hand chosen (e.g. to pass): drawn lifted.
        centre_note
            Words for the middle of the felt while it holds no card.
        hint
            The line under the hand; by default what a click does in this phase.
        received
            Cards to mark "new" (e.g. just drawn from the stock); by default the cards just
            passed to the learner.
        """
        self.panes.draw(
            self.felt,
            (state, show_all, centre_note),
            lambda: round_table_html(
                state, self.learner, self.names, show_all=show_all, centre_note=centre_note
            ),
        )
        views = hand_views(state, self.learner, chosen, self.names, received)
        self.hand.show(views)
        self.hand.hint = hint if hint is not None else self.default_hint(state)
        # No cards (before the deal, after the last trick): no "Your hand." under an empty row.
        self.hand.layout.display = "" if views else "none"

    def default_hint(self, state: RoundState) -> str:
        """What a click on a card does now: play it, or nothing ("Your hand.")."""
        playing = state.phase in (Phase.TRICKS, Phase.STOCK) and state.trick is not None
        if state.to_act is self.learner and not state.is_over and playing:
            return label("seat.play_hint")
        return label("seat.hand_hint")

    def history_html(self, states: Sequence[RoundState]) -> str:
        """The round trick by trick (:func:`~.round_view.history_html`), the reasons at each of
        the learner's turns worked out once per state."""
        return history_html(states, self.learner, self.names, reasons=self._reasons)

    def show_auction_hint(self, pane: Pane, state: RoundState) -> None:
        """Show in ``pane`` the learner's meld hint in the auction
        (:func:`~.round_view.auction_hint_html`), worked out again only for a new hand."""
        mine = state.phase is Phase.AUCTION and state.to_act is self.learner and bool(state.hands)
        hand = state.hands[self.learner] if mine else None
        self.panes.draw(
            pane, (mine, hand, state.ruleset), lambda: auction_hint_html(state, self.learner)
        )
