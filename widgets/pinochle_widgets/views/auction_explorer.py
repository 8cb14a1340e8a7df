"""AuctionExplorer: run an auction seat by seat, with a button for each legal bid and pass.

A thin view over :class:`pinochle_learn.auction.Auction` (``RULES.md``, PARTNERSHIP Auction):
the widget keeps one immutable auction in its ``auction`` trait; the buttons are exactly
:meth:`Auction.legal_actions` for the seat to act (so a +30 raise is never offered), and the
"Try a bid" box sends any amount to :meth:`Auction.check`, whose reason is shown when the
engine refuses it. "Step back" replays the history without its last action. The auction is
drawn by :func:`pinochle_learn.render.score_html.auction_html` in a ``widgets.HTML``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets
import traitlets

from pinochle_learn import PARTNERSHIP, Auction, Bid, Pass, Ruleset, Seat
from pinochle_learn.actions import Verdict
from pinochle_learn.auction import AuctionAction
from pinochle_learn.render.control_labels import (
    auction_buttons,
    bid_button,
    bid_tooltip,
    dealer_label,
    dealer_tooltip,
    pass_button,
    try_bid_box,
)
from pinochle_learn.render.explorer_text import (
    action_done_text,
    auction_over_html,
    no_more_bids_text,
    nothing_to_take_back_text,
    refused_action_text,
    to_act_html,
    took_back_text,
)
from pinochle_learn.render.person import Person
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.render.score_html import action_words, auction_html
from pinochle_learn.render.trick_html import seat_name
from pinochle_learn.seats import seats

from .kit import guard_inputs, speaks, stylesheet
from .kit import message_html as _message

__all__ = ["AuctionExplorer"]


class AuctionExplorer(widgets.VBox):
    """Pick a dealer, then bid or pass for each seat in turn and watch the auction's rules.

    Parameters
    ----------
    dealer
        The starting dealer; the seat to the dealer's left bids first.
    ruleset
        Gives the players, the opening bid and the raises (PARTNERSHIP: 250, +10 or +20).
    names
        Players' names by seat index; seat names by default.
    winner_id
        ``id`` of the winner's name once the auction is over.
    lang
        The language of its words (a code such as ``"it"``); ``None``: the page's.

    Attributes
    ----------
    auction : Auction
        The auction shown (a traitlet: assign one to show it).
    action_buttons : dict
        The buttons on show, keyed by the action each applies.
    message : widgets.HTML
        What the last action did, or why the engine refused it.
    view : widgets.HTML
        The auction drawn: seats, bids and passes with their rules, where it stands.

    Examples
    --------
    >>> explorer = AuctionExplorer(Seat.NORTH)
    >>> [b.description for b in explorer.action_buttons.values()]
    ['Bid 250', 'Pass']
    >>> explorer.button(Bid(Seat.EAST, 250)).click()
    >>> [b.description for b in explorer.action_buttons.values()]
    ['Bid 260', 'Bid 270', 'Pass']
    >>> explorer.try_bid(280).reason.code.value
    'raise_not_allowed'
    """

    auction = traitlets.Instance(Auction)

    @speaks
    def __init__(
        self,
        dealer: Seat = Seat.WEST,
        *,
        ruleset: Ruleset = PARTNERSHIP,
        names: Sequence[str] | None = None,
        winner_id: str = "auction-winner",
        lang: str | None = None,
        **kwargs: Any,
    ) -> None:
        self.lang = lang
        self.ruleset = ruleset
        self.names = names
        self.winner_id = winner_id
        self.action_buttons: dict[AuctionAction, widgets.Button] = {}
        table = seats(ruleset.players)
        self.dealer_picker = widgets.ToggleButtons(
            options=[(seat_name(s, names), s) for s in table],
            value=dealer,
            description=dealer_label(),
            tooltip="",  # no title on the label (None showed "null" on hover)
            tooltips=[dealer_tooltip(Person.of(s, names)) for s in table],
            style={"button_width": "6em"},
        )
        self.dealer_picker.add_class("pl-dealer-picker")
        self.to_act = widgets.HTML()
        self.to_act.add_class("pl-auction-to-act")
        self.actions_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.actions_box.add_class("pl-auction-actions")
        try_label, try_tooltip = try_bid_box()
        self.try_amount = widgets.IntText(
            value=ruleset.min_bid or 0,
            step=10,
            description=try_label,
            tooltip=try_tooltip,
            layout=widgets.Layout(width="14em"),
        )
        self.try_amount.add_class("pl-try-amount")
        labels = auction_buttons()
        self.try_button = self._button(*labels["try"], "pl-try-bid")
        self.try_button.on_click(lambda _b: self.try_bid(int(self.try_amount.value)))
        self.back_button = self._button(*labels["back"], "pl-step-back")
        self.back_button.on_click(lambda _b: self.step_back())
        self.restart_button = self._button(*labels["restart"], "pl-restart")
        self.restart_button.on_click(lambda _b: self.restart())
        self.message = widgets.HTML()
        self.message.add_class("pl-auction-message")
        self.view = widgets.HTML()
        self.view.add_class("pl-auction-view")
        super().__init__(
            [
                stylesheet(),
                self.dealer_picker,
                self.to_act,
                self.actions_box,
                widgets.HBox(
                    [self.try_amount, self.try_button, self.back_button, self.restart_button],
                    layout=widgets.Layout(flex_flow="row wrap"),
                ),
                self.message,
                self.view,
            ],
            **kwargs,
        )
        self.add_class("pl-auction-explorer")
        self.auction = Auction(dealer, ruleset)
        self.observe(self._redraw, names="auction")
        self.dealer_picker.observe(self._on_dealer, names="value")
        self._redraw()
        guard_inputs(self, self.message)

    @staticmethod
    def _button(description: str, tooltip: str, css: str) -> widgets.Button:
        button = widgets.Button(
            description=description, tooltip=tooltip, layout=widgets.Layout(width="auto")
        )
        button.add_class(css)
        return button

    def _name(self, seat: Seat) -> str:
        return seat_name(seat, self.names)

    # -- actions ----------------------------------------------------------------------------
    def button(self, action: AuctionAction) -> widgets.Button:
        """The button on show for ``action``.

        Raises
        ------
        KeyError
            The action is not legal now, so it has no button.
        """
        return self.action_buttons[action]

    @speaks
    def act(self, action: AuctionAction) -> Verdict:
        """Apply ``action`` if the engine allows it; show what happened or why it was refused."""
        verdict = self.auction.check(action)
        if not verdict.legal:
            amount = action.amount if isinstance(action, Bid) else None
            reason = reason_text(verdict.reason, self.names)
            who = Person.of(action.seat, self.names)
            self.message.value = _message(refused_action_text(who, amount, reason), "error")
            return verdict
        self.auction = self.auction.apply(action)
        reason = reason_text(verdict.reason, self.names)
        self.message.value = _message(action_done_text(self._words(action), reason))
        return verdict

    @speaks
    def try_bid(self, amount: int) -> Verdict:
        """The seat to act bids ``amount`` (any number): applied if allowed, else the reason."""
        seat = self.auction.to_act
        if seat is None:
            verdict = self.auction.check(Bid(self.auction.dealer, amount))
            reason = reason_text(verdict.reason, self.names)
            self.message.value = _message(no_more_bids_text(reason), "error")
            return verdict
        return self.act(Bid(seat, amount))

    @speaks
    def step_back(self) -> None:
        """Take back the last action (nothing happens at the start)."""
        history = self.auction.history
        if not history:
            self.message.value = _message(nothing_to_take_back_text())
            return
        self.auction = Auction(self.auction.dealer, self.ruleset, history[:-1])
        self.message.value = _message(took_back_text(self._words(history[-1])))

    @speaks
    def restart(self) -> None:
        """A new auction with the dealer picked."""
        self.auction = Auction(self.dealer_picker.value, self.ruleset)
        self.message.value = ""

    def _words(self, action: AuctionAction) -> str:
        return action_words(action, self.names)

    # -- drawing ----------------------------------------------------------------------------
    @speaks
    def _on_dealer(self, change: dict[str, Any]) -> None:
        if change["new"] != self.auction.dealer:
            self.restart()

    @speaks
    def _redraw(self, _change: object = None) -> None:
        auction = self.auction
        if self.dealer_picker.value != auction.dealer:
            self.dealer_picker.value = auction.dealer
        self.view.value = auction_html(auction, names=self.names, winner_id=self.winner_id)
        self.back_button.disabled = not auction.history
        seat = auction.to_act
        self.try_button.disabled = seat is None
        self.try_amount.disabled = seat is None
        old = list(self.action_buttons.values())
        self.action_buttons = {}
        for action in auction.legal_actions():
            if isinstance(action, Pass):
                button = self._button(pass_button(), action_words(action, self.names), "pl-pass")
                button.style.font_weight = "bold"
            else:
                reason = reason_text(auction.check(action).reason, self.names)
                button = self._button(
                    bid_button(action.amount),
                    bid_tooltip(action_words(action, self.names), reason),
                    f"pl-bid-{action.amount}",
                )
            button.add_class("pl-auction-action")
            button.on_click(lambda _b, a=action: self.act(a))
            self.action_buttons[action] = button
        self.actions_box.children = tuple(self.action_buttons.values())
        for button in old:
            button.close()
        # Who is to act last: a page that sees it changed finds the new buttons in place.
        if seat is None:
            self.to_act.value = auction_over_html()
        else:
            self.to_act.value = to_act_html(seat.name, self._name(seat))
