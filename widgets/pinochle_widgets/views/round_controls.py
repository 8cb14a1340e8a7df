"""RoundControls: the round table's controls for the learner's decision at hand.

Bids (``pl-bid``, ``pl-bid-260``, ``pl-pass-bid``, "Other bid" ``pl-bid-amount`` with
``pl-bid-other``), trump (``pl-trump``, ``pl-trump-H``), the passing status and its confirm
button (``pl-pass-confirm``), throw in or play on (``pl-throw-in``, ``pl-play-on``) and, after
the round, ``pl-next-round``. The cards themselves (to pass, to play) are not buttons here: the
learner clicks the card pictures of the table's :class:`~.card_hand.CardHand`. The buttons are
made once (a redraw makes no widget: ipywidgets keeps every widget's model alive until it is
closed). What a click does is the table's: the handlers are its methods.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from pinochle_learn import SUITS, Card, Ruleset, Seat, Suit
from pinochle_learn.actions import Action, DeclareTrump, Pass, PlayOn, ThrowIn
from pinochle_learn.render.round_panes import pass_status_html
from pinochle_learn.render.round_view import hand_of
from pinochle_learn.render.words import suit_noun
from pinochle_learn.state import Phase, RoundState

from .kit import button

__all__ = ["RoundControls", "cards_to_play", "hand_of", "round_button"]


def round_button(
    description: str, tooltip: str, handler: Callable[..., Any], *classes: str
) -> widgets.Button:
    """A button of the round table: its label, tooltip, click handler and CSS classes."""
    return button(description, tooltip, handler, *classes)


def cards_to_play(state: RoundState, seat: Seat) -> tuple[Card, ...]:
    """``seat``'s cards while it is to play in the tricks; else none."""
    if state.phase is not Phase.TRICKS or state.to_act is not seat:
        return ()
    return hand_of(state, seat)


class RoundControls(widgets.VBox):
    """The controls of ``seat``'s decision (``class="pl-round-controls"``), one phase at a time.

    Parameters
    ----------
    seat
        The learner's seat.
    ruleset
        The rules: the lowest bid, the hand size and the cards to pass.
    act, bid, confirm_pass, next_round
        What the buttons do: apply an action of ``seat``; bid an amount; pass the chosen cards;
        deal the next round.

    Attributes
    ----------
    bid_row, other_bid_row, trump_row, pass_box, throw_row
        The rows shown for each phase; :meth:`show` puts the right ones in :attr:`children`.
    """

    def __init__(
        self,
        seat: Seat,
        ruleset: Ruleset,
        *,
        act: Callable[[Action], object],
        bid: Callable[[int], object],
        confirm_pass: Callable[[], object],
        next_round: Callable[[], object],
    ) -> None:
        self.seat = seat
        self.ruleset = ruleset
        self._bid = bid

        # auction
        self._bid_buttons: dict[int, widgets.Button] = {}
        self.pass_bid_button = round_button(
            "Pass",
            "Pass: you are out of the auction for the rest of this round",
            lambda _b: act(Pass(seat)),
            "pl-pass-bid",
        )
        self.bid_box = widgets.IntText(
            value=ruleset.min_bid or 0,
            description="Other bid",
            tooltip="Any amount: the rules say whether it is allowed",
            layout=widgets.Layout(width="12em"),
            style={"description_width": "initial"},
        )
        self.bid_box.add_class("pl-bid-amount")
        self.bid_box_button = round_button(
            "Bid this",
            "Bid the amount in the box (refused with the rule if it is not allowed)",
            lambda _b: bid(int(self.bid_box.value)),
            "pl-bid-other",
        )
        self.bid_row = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.bid_row.add_class("pl-bid-row")
        self.other_bid_row = widgets.HBox([self.bid_box, self.bid_box_button])

        # trump
        self.trump_buttons: dict[Suit, widgets.Button] = {}
        for suit in SUITS:
            button = round_button(
                f"{suit.symbol} {suit_noun(suit)}",
                f"Name {suit_noun(suit)} trump",
                lambda _b, s=suit: act(DeclareTrump(seat, s)),
                "pl-trump",
                f"pl-trump-{suit.letter}",
            )
            button.add_class("pl-red-suit" if suit.is_red else "pl-black-suit")
            self.trump_buttons[suit] = button
        self.trump_row = widgets.HBox(list(self.trump_buttons.values()))
        self.trump_row.add_class("pl-trump-row")

        # passing: the cards are chosen by clicking them in the hand
        self.pass_status = widgets.HTML()
        self.pass_confirm = round_button(
            "Pass these cards",
            "Give the chosen cards to your partner (exactly 4)",
            lambda _b: confirm_pass(),
            "pl-pass-confirm",
        )
        self.pass_box = widgets.VBox(
            [self.pass_status, self.pass_confirm],
            layout=widgets.Layout(align_items="flex-start"),
        )
        self.pass_box.add_class("pl-pass-box")

        # throw in or play on
        self.throw_in_button = round_button(
            "Throw in",
            "Give up the hand: your team loses the bid, the other team adds its meld",
            lambda _b: act(ThrowIn(seat)),
            "pl-throw-in",
        )
        self.play_on_button = round_button(
            "Play on",
            "Play the hand out: meld + trick points must reach the bid",
            lambda _b: act(PlayOn(seat)),
            "pl-play-on",
        )
        self.throw_row = widgets.HBox([self.throw_in_button, self.play_on_button])

        # after the round
        self.next_round_button = round_button(
            "Next round",
            "Deal the next round: the deal passes to the left, game points carry over",
            lambda _b: next_round(),
            "pl-next-round",
        )
        super().__init__(layout=widgets.Layout(align_items="flex-start"))
        self.add_class("pl-round-controls")

    def bid_button(self, amount: int) -> widgets.Button:
        """The button that bids ``amount`` (made on first use)."""
        button = self._bid_buttons.get(amount)
        if button is None:
            button = round_button(
                f"Bid {amount}",
                f"Bid {amount} game points",
                lambda _b, a=amount: self._bid(a),
                "pl-bid",
                f"pl-bid-{amount}",
            )
            self._bid_buttons[amount] = button
        return button

    def show(self, state: RoundState, chosen: Sequence[int], chosen_cards: Sequence[Card]) -> None:
        """Show the controls for ``state``: the learner's decision, or "Next round" at the end.

        Parameters
        ----------
        state
            The round as it stands.
        chosen, chosen_cards
            The indices in the learner's hand chosen to pass so far, and those cards.
        """
        mine = not state.is_over and state.to_act is self.seat
        phase = state.phase
        children: list[widgets.Widget] = []
        if mine and phase is Phase.AUCTION and state.auction is not None:
            buttons = [self.bid_button(a) for a in state.auction.allowed_bids()]
            self.bid_row.children = [*buttons, self.pass_bid_button]
            children = [self.bid_row, self.other_bid_row]
        elif mine and phase is Phase.TRUMP:
            children = [self.trump_row]
        elif mine and phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK):
            self.pass_status.value = pass_status_html(
                len(chosen), self.ruleset.pass_cards, chosen_cards
            )
            children = [self.pass_box]
        elif mine and phase is Phase.THROW_IN:
            children = [self.throw_row]
        elif state.is_over:
            over = state.score is not None and state.score.game_over
            self.next_round_button.disabled = over
            self.next_round_button.tooltip = (
                "The game is over: start a new deal"
                if over
                else "Deal the next round: the deal passes to the left, game points carry over"
            )
            children = [self.next_round_button]
        self.children = children
