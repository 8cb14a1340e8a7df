"""StockTable: a game of two-hand pinochle with a stock, against the computer.

The learner (North, "You") plays against one computer seat (East, Bill in the course's cast,
:func:`pinochle_learn.players.choose_action`) on the round engine with TWO_HAND_STOCK
(``RULES.md``, TWO_HAND_STOCK): the turn-up for trump, the tricks while the stock lasts (any
card, from the hand or from the melds on the table), after each trick won one meld laid down
and the dix exchanged, the draws, then the last tricks with the duties to follow, trump and
win, and the score, round after round to 1000. It is a configuration of
the one :class:`~.game_table.GameTable` (the ruleset, the names, the stock game's panes
:data:`~pinochle_learn.render.game_panes.STOCK_PANES`, the CSS prefix ``pl-stock``): the
stock phase's panel (:class:`~.panels.StockPanel`: lay down, the dix, draw) keeps the stock
game's panes on the table (:class:`~.stock_panes.StockPanes`: the cards melded on your table
are clickable cards too, apart from the hand, inside the "Your table" box under the melds
scored, as the other player's table shows its cards; the planner's hint).

Stable hooks for tests: ``class="pl-stock-table"``; ``id="stock-status"`` with ``data-phase``,
``data-step`` (actions so far), ``data-stock`` (cards left to draw) and ``data-meld-turn``;
the hand ``.pl-stock-hand`` and the table cards ``.pl-stock-table-cards`` (``button.plc-card
[data-card]``); the meld choices ``button.pl-stock-meld`` (``pl-legal`` / ``pl-illegal``),
``button.pl-stock-dix``, ``button.pl-stock-draw``; ``id="stock-melds"`` (``data-points``);
``button.pl-stock-hint`` and ``id="meld-plan"``; ``id="stock-score"``; the controls
``pl-stock-back``, ``pl-stock-forward``, ``pl-stock-replay``, ``pl-stock-next``,
``pl-stock-new``.
"""

from __future__ import annotations

from pinochle_learn import TWO_HAND_STOCK, Card, Ruleset, Seat
from pinochle_learn.actions import Play
from pinochle_learn.render.game_panes import STOCK_PANES
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.names import STOCK_OPPONENT
from pinochle_learn.render.stock_round_text import STOCK_MESSAGES
from pinochle_learn.render.table_messages import computer_name_refused

from .choice_bar import Choice
from .game_table import GameTable
from .stock_panes import StockPanes

__all__ = ["StockTable"]

YOU = Seat.NORTH
LISA = Seat.EAST


class StockTable(GameTable):
    """A whole stock game in a lesson: cards to click, meld choices, every step explained.

    Parameters
    ----------
    seed
        The game's seed: the deal, every computer choice. The same seed replays the same game.
    ruleset
        TWO_HAND_STOCK or a house-rule variant of it (e.g. ``dix_scores_when_played=False``).
    opponent
        The computer player's name (the course's cast: ``render.names.STOCK_OPPONENT``, Bill).
    level
        The computer's level at the start (:data:`pinochle_learn.levels.LEVELS`; the table's
        chooser changes it).
    lang
        The language of its words (``"it"``, ...); ``None``: the page's.

    Raises
    ------
    ValueError
        An empty opponent name, or "You"; :class:`~pinochle_learn.levels.UnknownLevel` for a
        ``level`` none of the levels.

    Examples
    --------
    >>> table = StockTable(seed=3)
    >>> table.state.phase.name, table.state.to_act.name, table.state.stock_left
    ('STOCK', 'NORTH', 24)
    >>> table.play(table.state.hands[0].cards[0])
    True
    >>> table.back()
    True
    >>> table.state.stock_left, len(table.state.hands[0])
    (24, 12)
    """

    def __init__(
        self,
        seed: int = 1,
        *,
        ruleset: Ruleset = TWO_HAND_STOCK,
        opponent: str = STOCK_OPPONENT,
        level: str = "learner",
        lang: str | None = None,
    ) -> None:
        self.lang = lang
        with speaking(lang):
            if not opponent.strip() or opponent.strip().lower() in ("you", "your"):
                raise ValueError(computer_name_refused(repr(opponent)))
            super().__init__(
                seed,
                ruleset=ruleset,
                seat=YOU,
                names=("You", opponent.strip()),
                panes=STOCK_PANES,
                first_dealer=LISA,
                prefix="pl-stock",
                level=level,
            )
        self.lang = lang
        (stock,) = [v for v in self.phase_views if isinstance(v, StockPanes)]
        # The old table's names, kept for the lessons and tests that use them.
        self.seats = self.table
        self.log_box = self.log_view
        self.their_table, self.table_cards, self.mine = (
            stock.their_table,
            stock.table_cards,
            stock.mine,
        )
        self.my_melds, self.options, self.hint_box = stock.my_melds, stock.options, stock.hint_box
        self.hint_button = stock.hint_button

    @property
    def draw_button(self) -> Choice:
        """The meld turn's "Draw" button on show."""
        return self._shown("pl-draw")

    @property
    def dix_button(self) -> Choice:
        """The meld turn's "Exchange the dix" button on show."""
        return self._shown("pl-dix")

    def meld_buttons(self) -> tuple[Choice, ...]:
        """The meld choices on show (after a trick won), legal ones first."""
        return tuple(
            b
            for b in self.choices.children
            if isinstance(b, Choice) and "pl-stock-meld" in b._dom_classes
        )

    def play(self, card: Card | str, *, from_table: bool = False) -> bool:
        """Play ``card`` (a card or its notation) from the hand, or from the table."""
        card = Card.parse(card) if isinstance(card, str) else card
        return self.act(Play(YOU, card, from_table=from_table))

    def lay_down(self, index: int) -> bool:
        """Click the ``index``-th meld choice on show (legal or refused)."""
        buttons = self.meld_buttons()
        if not 0 <= index < len(buttons):
            self.say(STOCK_MESSAGES["no_meld_offered"], "error")
            return False
        buttons[index].click()
        return True
