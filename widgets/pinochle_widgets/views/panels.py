"""The decision panels of the game table: one per phase, registered in :data:`PANELS`.

As :data:`pinochle_learn.phases.UNITS` gives the round engine one unit per phase, :data:`PANELS`
gives the :class:`~.game_table.GameTable` one panel per phase: the buttons of the learner's
decision in that phase, and what a click on a card of the hand does then. A panel judges
nothing: every button makes one engine action and hands it to the table's one refusal path
(``table.act``), which asks the engine and says why a refused action is refused. A phase with
no panel (the deal, the meld) has no decision for the learner; a card clicked then is refused
with the table's "not now" words.

A new kind of phase is one panel class here and one entry in :data:`PANELS`. The three-hand
widow's bury is :class:`BuryPanel`, the :class:`PassPanel` pattern (choose cards in the hand,
then confirm) over the widow's count.

Every label and tooltip is :data:`pinochle_learn.render.game_text.PANEL_WORDS`, translated
by :func:`pinochle_learn.render.control_labels.panel_words`. Each button has a shared class
(``pl-bid``, ``pl-trump``, ...) and, for a table made with a CSS prefix, the prefixed one too
(``pl-widow-bid``): the stable hooks of the tables' tests.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Protocol

import ipywidgets as widgets

from pinochle_learn import SUITS, Card, Rank
from pinochle_learn.actions import (
    Action,
    Bid,
    Bury,
    DeclareTrump,
    Discard,
    Draw,
    ExchangeDix,
    Keep,
    LayDown,
    Pass,
    PassCards,
    Play,
    PlayOn,
    ThrowIn,
)
from pinochle_learn.advisor import advises
from pinochle_learn.procedure import Phase
from pinochle_learn.render.control_labels import meld_choice_label, panel_words
from pinochle_learn.render.round_panes import pass_status_html
from pinochle_learn.render.round_view import pass_preview_html
from pinochle_learn.render.table_text import meld_title, table_verdict_text
from pinochle_learn.render.words import suit_noun
from pinochle_learn.state import RoundState

from .choice_bar import Choice, ChoiceRow, Item
from .hand_worth import HandWorthPanel
from .kit import guard_inputs
from .stock_panes import StockPanes

if TYPE_CHECKING:
    from .game_table import GameTable

__all__ = ["PANELS", "Panel", "PanelView", "panel_for"]


class PanelView(Protocol):
    """Panes a phase keeps on the table for the whole round (e.g. the stock game's tables),
    made once per table by :meth:`Panel.attach` and drawn at every redraw."""

    @property
    def above(self) -> Sequence[widgets.Widget]:
        """Put above the felt."""
        ...

    @property
    def between(self) -> Sequence[widgets.Widget]:
        """Put between the felt and the hand."""
        ...

    @property
    def side(self) -> Sequence[widgets.Widget]:
        """Put first in the explanation column."""
        ...

    @property
    def controls(self) -> Sequence[widgets.Widget]:
        """Put first in the control row."""
        ...

    def draw(self, state: RoundState) -> None:
        """Draw the panes for ``state``."""
        ...

    def reset(self) -> None:
        """Forget what belongs to the learner's last choice (after an action or a new round)."""
        ...


class Panel(Protocol):
    """One phase's decision: the buttons on the learner's turn, and a card click's meaning."""

    def attach(self, table: GameTable) -> PanelView | None:
        """The panes this phase keeps on ``table`` for the round, ``None`` for none."""
        ...

    def buttons(self, table: GameTable, state: RoundState) -> Sequence[Item]:
        """The choices (buttons, rows of them) and widgets of the learner's decision in
        ``state`` (their turn, the round on)."""
        ...

    def on_card(self, table: GameTable, index: int, card: Card) -> bool:
        """A card of the hand was clicked on the learner's turn: ``True`` if it was taken."""
        ...


def action_button(
    table: GameTable,
    key: str,
    action: Action | Callable[[], Action],
    *classes: str,
    **words: object,
) -> Choice:
    """A button worded by ``PANEL_WORDS[key]`` that hands ``action`` (or the action
    ``action()`` makes at the click) to ``table.act``; pooled on the table, drawn by its
    :class:`~.choice_bar.ChoiceBar` (no widget of its own)."""

    def make() -> Choice:
        def chosen(_: object = None) -> None:
            table.act(action() if callable(action) else action)

        made = Choice(*panel_words(key, **words), chosen, *classes, min_width="3em")
        for css in classes:
            if table.prefix and css.startswith("pl-") and css.count("-") == 1:
                made.add_class(f"{table.prefix}-{css[3:]}")
        return made

    pool_key = (key, action if not callable(action) else key, classes, tuple(sorted(words.items())))
    return table.pooled(pool_key, make)


class _NoCards:
    def attach(self, table: GameTable) -> PanelView | None:
        return None

    def on_card(self, table: GameTable, index: int, card: Card) -> bool:
        return False


class BuildPanel(_NoCards):
    """TWO_HAND_WIDOW's build: keep the card drawn, or discard it."""

    def buttons(self, table: GameTable, state: RoundState) -> Sequence[Item]:
        seat = table.seat
        drawn = state.drawn.label if state.drawn is not None else ""
        keep = action_button(table, "keep", Keep(seat), "pl-keep", card=drawn)
        discard = action_button(table, "discard", Discard(seat), "pl-discard", card=drawn)
        discard.disabled = not state.can(Discard(seat))
        return (keep, discard)


def bid_row(table: GameTable) -> ChoiceRow:
    """The auction's row of bid buttons and pass (``pl-bid-row``), one per table."""
    return table.pooled(("bid_row",), lambda: ChoiceRow((), "pl-bid-row"))


def other_bid(table: GameTable) -> tuple[widgets.IntText, Choice]:
    """The auction's "Other bid" box (``pl-bid-amount``) and its button (``pl-bid-other``):
    any amount, judged by the engine like every bid; one pair per table."""

    def make() -> widgets.IntText:
        label, tooltip = panel_words("other_bid")
        made = widgets.IntText(
            value=table.ruleset.min_bid or 0,
            description=label,
            tooltip=tooltip,
            layout=widgets.Layout(width="12em"),
            style={"description_width": "initial"},
        )
        made.add_class("pl-bid-amount")
        guard_inputs(made, table.message)  # a value the page cannot send is refused, said
        return made

    box = table.pooled(("bid_box",), make)
    made = action_button(table, "bid_this", lambda: Bid(table.seat, int(box.value)), "pl-bid-other")
    return box, made


class AuctionPanel(_NoCards):
    """The auction: a button for every bid the rules allow now, and pass; then the "Other
    bid" box, for any amount (the engine says whether it is allowed); in the partnership
    game, the "What is my hand worth?" panel for the learner's hand
    (:class:`~.hand_worth.HandWorthPanel`, closed until opened)."""

    def buttons(self, table: GameTable, state: RoundState) -> Sequence[Item]:
        seat = table.seat
        made = [
            action_button(table, "bid", a, "pl-bid", f"pl-bid-{a.amount}", amount=a.amount)
            for a in state.legal_actions()
            if isinstance(a, Bid)
        ]
        made.append(action_button(table, "pass_bid", Pass(seat), "pl-pass", "pl-pass-bid"))
        row = bid_row(table)
        row.children = tuple(made)
        other = table.pooled(
            ("other_bid_row",), lambda: ChoiceRow(other_bid(table), "pl-other-bid-row", wrap=False)
        )
        amounts = [a.amount for a in state.legal_actions() if isinstance(a, Bid)]
        box = other_bid(table)[0]
        if amounts and box.value < min(amounts):  # the lowest bid allowed now, not the opening
            box.value = min(amounts)
        hand = state.hands[seat]
        if not advises(table.ruleset) or len(hand) != table.ruleset.hand_size:
            return (row, other)
        worth = table.pooled(
            ("hand_worth",), lambda: HandWorthPanel(hand, lang=table.lang, below_table=True)
        )
        worth.show_hand(hand)
        return (row, other, worth)


class TrumpPanel(_NoCards):
    """The bid winner names trump: one button a suit."""

    def buttons(self, table: GameTable, state: RoundState) -> Sequence[Item]:
        made = []
        for suit in SUITS:
            b = action_button(
                table,
                "trump",
                DeclareTrump(table.seat, suit),
                "pl-trump",
                f"pl-trump-{suit.letter}",
                symbol=suit.symbol,
                noun=suit_noun(suit),
            )
            b.add_class("pl-red-suit" if suit.is_red else "pl-black-suit")
            made.append(b)
        return tuple(made)


class PassPreview:
    """The pass panel's pane for the round (``id="pass-preview"``, first in the explanation
    column): while the learner passes, what the cards kept would meld."""

    def __init__(self, table: GameTable) -> None:
        self.table = table
        self.view = table.board.pane()
        self.above: Sequence[widgets.Widget] = ()
        self.between: Sequence[widgets.Widget] = ()
        self.side: Sequence[widgets.Widget] = (self.view,)
        self.controls: Sequence[widgets.Widget] = ()

    def draw(self, state: RoundState) -> None:
        table = self.table
        passing = state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK)
        table.table.panes.draw(
            self.view,
            (passing and state, table.chosen),
            lambda: pass_preview_html(state, table.seat, table.chosen),
        )

    def reset(self) -> None:
        return None


class PassPanel(_NoCards):
    """Passing: the cards are chosen by clicking them in the hand, then passed at once.

    The same pattern serves any phase that gives or buries chosen cards (the three-hand
    widow's bury): the table keeps the choice (``table.chosen``), the engine judges it. Its
    pane for the round is the preview of the cards kept (:class:`PassPreview`).
    """

    def attach(self, table: GameTable) -> PanelView | None:
        return PassPreview(table)

    def buttons(self, table: GameTable, state: RoundState) -> Sequence[Item]:
        need = state.ruleset.pass_cards
        status = table.pooled(("pass_status",), table.board.pane)
        status.value = pass_status_html(len(table.chosen), need, table.chosen)
        confirm = action_button(
            table, "pass_cards", lambda: PassCards(table.seat, table.chosen), "pl-pass-confirm"
        )
        return (status, confirm)

    def on_card(self, table: GameTable, index: int, card: Card) -> bool:
        table.toggle_chosen(index, table.state.ruleset.pass_cards)
        return True


class BuryPanel(_NoCards):
    """THREE_HAND_CUTTHROAT's bury (``#cutthroat.bury``), the :class:`PassPanel` pattern: the
    bid winner chooses the cards by clicking them in the hand (as many as the widow held,
    ``ruleset.kitty``), then confirms; the engine judges the bury (a wrong count is refused
    with its rule)."""

    def buttons(self, table: GameTable, state: RoundState) -> Sequence[Item]:
        need = state.ruleset.kitty
        status = table.pooled(("bury_status",), table.board.pane)
        status.value = pass_status_html(len(table.chosen), need, table.chosen, verb="bury")
        confirm = action_button(
            table, "bury", lambda: Bury(table.seat, table.chosen), "pl-bury", "pl-bury-confirm"
        )
        return (status, confirm)

    def on_card(self, table: GameTable, index: int, card: Card) -> bool:
        table.toggle_chosen(index, table.state.ruleset.kitty)
        return True


class ThrowInPanel(_NoCards):
    """The bid winner may throw the hand in, or play it out."""

    def buttons(self, table: GameTable, state: RoundState) -> Sequence[Item]:
        seat = table.seat
        return (
            action_button(table, "throw_in", ThrowIn(seat), "pl-throw-in"),
            action_button(table, "play_on", PlayOn(seat), "pl-play-on"),
        )


class PlayPanel(_NoCards):
    """The tricks: no buttons; a card clicked is played (the engine judges it)."""

    def buttons(self, table: GameTable, state: RoundState) -> Sequence[Item]:
        return ()

    def on_card(self, table: GameTable, index: int, card: Card) -> bool:
        table.act(Play(table.seat, card))
        return True


class StockPanel(PlayPanel):
    """TWO_HAND_STOCK: play a card while the stock lasts; after a trick won, lay down one meld
    (every choice shown, refused ones marked ``✗`` with the reason), exchange the dix, draw."""

    def attach(self, table: GameTable) -> PanelView | None:
        return StockPanes(table)

    def buttons(self, table: GameTable, state: RoundState) -> Sequence[Item]:
        if not state.meld_turn:
            return ()
        seat = table.seat
        hand, own = state.hands[seat], state.tables[seat]
        made: list[Item] = []
        for verdict in own.options(hand):
            cards = " ".join(c.label for c in verdict.cards)
            title = meld_title(verdict.kind, verdict.suit)
            label = meld_choice_label(verdict.legal, title, cards, verdict.points)
            suit = verdict.suit if verdict.kind.needs_suit else None
            action = LayDown(seat, verdict.kind, suit)
            why = table_verdict_text(verdict)

            def meld_button(
                action: Action = action,
                label: str = label,
                why: str = why,
                legal: bool = verdict.legal,
            ) -> Any:
                def chosen(_: object = None) -> None:
                    table.act(action)

                b = Choice(label, why, chosen, "pl-stock-meld", min_width="3em")
                b.add_class("pl-legal" if legal else "pl-illegal")
                return b

            made.append(table.pooled(("meld", action, label, why, verdict.legal), meld_button))
        trump = state.trump
        if trump is not None and Card(Rank.NINE, trump) in hand and state.turn_up is not None:
            nine = Card(Rank.NINE, trump).label
            made.append(
                action_button(
                    table,
                    "dix",
                    ExchangeDix(seat),
                    "pl-dix",
                    nine=nine,
                    turn_up=state.turn_up.label,
                )
            )
        other = table.names[(int(seat) + 1) % len(table.names)]
        made.append(action_button(table, "draw", Draw(seat), "pl-draw", other=other))
        return tuple(made)


_PLAY = PlayPanel()
_PASS = PassPanel()

PANELS: Mapping[Phase, Panel] = MappingProxyType(
    {
        Phase.BUILD: BuildPanel(),
        Phase.AUCTION: AuctionPanel(),
        Phase.TRUMP: TrumpPanel(),
        Phase.PASS_TO_BIDDER: _PASS,
        Phase.PASS_BACK: _PASS,
        # The widow is taken as the phase is entered (no decision); then the bury.
        Phase.BURY: BuryPanel(),
        Phase.THROW_IN: ThrowInPanel(),
        Phase.STOCK: StockPanel(),
        Phase.TRICKS: _PLAY,
    }
)
"""The panel of every phase in which the learner decides (the deal and the meld have none)."""


def panel_for(phase: Phase) -> Panel | None:
    """The panel of ``phase``, ``None`` for a phase with no decision for the learner."""
    return PANELS.get(phase)
