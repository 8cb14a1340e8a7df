"""WidowTable: a game of two-hand pinochle built from a widow, against the computer.

The learner (North, "You") plays against one computer seat (East, "Lisa",
:func:`pinochle_learn.players.choose_action`) on the round engine with TWO_HAND_WIDOW
(``RULES.md``, TWO_HAND_WIDOW): building from the widow, the auction a pass ends, trump,
meld, 24 tricks and the score, round after round to 1000. It is a configuration of
the one :class:`~.game_table.GameTable` (the ruleset, the names, the widow game's panes
:data:`~pinochle_learn.render.game_panes.WIDOW_PANES`, the CSS prefix ``pl-widow``): the
decision panels (build, auction, trump, play) are the table's :data:`~.panels.PANELS`, the
controls its one row, every refusal its one path.

The table is the round table's :class:`~.seat_table.SeatTable` with two seats facing each
other: you at the bottom, Lisa across, the trick between you (the card heading it framed),
each player's meld in front of their seat, and your hand under the felt as card pictures you
click to play (``✓`` may be played, ``✗`` refused, the reason on the card). Keep, discard, bid
and trump are buttons under the table, then what just happened (the one place a trick's result
is said, as on the round table). On a wide page these are on the left, the melds and the round
trick by trick on the right (:func:`~.kit.two_columns`).

Stable hooks for tests: ``id="widow-status"`` (``data-phase``, ``data-step``: it changes
last), ``pl-widow-prompt``, ``id="widow-score"``, ``pl-widow-log``, ``id="round-history"``,
the felt ``pl-felt``, the hand ``pl-widow-hand`` (``button.plc-card[data-card="H14"]``),
the auction's hint ``id="auction-hint"`` (your meld with each trump, shared with the round
table), buttons ``pl-widow-keep``, ``pl-widow-discard``, ``pl-widow-bid``, ``pl-widow-pass``,
``pl-widow-trump``, ``pl-widow-back``, ``pl-widow-forward``, ``pl-widow-replay``, ``pl-widow-next``,
``pl-widow-new``.
"""

from __future__ import annotations

from pinochle_learn import TWO_HAND_WIDOW, Ruleset, Seat
from pinochle_learn.render.game_panes import WIDOW_PANES
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.names import WIDOW_OPPONENT
from pinochle_learn.render.table_labels import label

from .choice_bar import Choice
from .game_table import GameTable

__all__ = ["NAMES", "WidowTable"]

NAMES = ("You", WIDOW_OPPONENT)
"""You and your opponent, from the course's one cast (``render.names``)."""
"""The players by seat index: the learner at North, the computer at East."""
YOU = Seat.NORTH


class WidowTable(GameTable):
    """A whole widow game in a lesson: the two-seat table, every step explained.

    Parameters
    ----------
    seed
        The game's seed: the widow's order, every computer choice. The same seed replays
        the same game.
    ruleset
        TWO_HAND_WIDOW or a house-rule variant of it (e.g. ``set_penalty="bid"``).
    level
        The computer's level at the start (:data:`pinochle_learn.levels.LEVELS`; the table's
        chooser changes it; :class:`~pinochle_learn.levels.UnknownLevel` for another name).
    lang
        The language of its words (``"it"``, ...); ``None``: the page's.

    Examples
    --------
    Lisa deals, so she builds first (the dealer does, ``RULES.md``) and you bid first:

    >>> table = WidowTable(seed=3)
    >>> table.state.phase.name, table.state.to_act.name
    ('BUILD', 'NORTH')
    >>> len(table.state.hands[0]), len(table.state.hands[1])
    (0, 1)
    >>> table.keep_button.click()
    >>> len(table.state.hands[0]), len(table.state.hands[1])
    (1, 2)
    >>> table.back_button.click()
    >>> len(table.state.hands[0])
    0
    """

    def __init__(
        self,
        seed: int = 1,
        *,
        ruleset: Ruleset = TWO_HAND_WIDOW,
        level: str = "learner",
        lang: str | None = None,
    ) -> None:
        self.lang = lang
        with speaking(lang):
            super().__init__(
                seed,
                ruleset=ruleset,
                seat=YOU,
                names=NAMES,
                panes=WIDOW_PANES,
                first_dealer=Seat.EAST,
                prefix="pl-widow",
                start=label("widow.start"),
                level=level,
            )
        self.lang = lang
        self.history_html = self.log_view

    @property
    def keep_button(self) -> Choice:
        """The build's "Keep" button on show (a lesson's and a test's hook)."""
        return self._shown("pl-keep")

    @property
    def discard_button(self) -> Choice:
        """The build's "Discard" button on show."""
        return self._shown("pl-discard")
