"""CutthroatTable: three-hand cutthroat pinochle against two computer players.

The learner (South, "You") plays against Bill (North, on the left) and Lisa (East, on the
right), each player a side of their own, on the round engine with THREE_HAND_CUTTHROAT
(``docs/rules.md``, ``#cutthroat.*``): 15 cards each and a widow of 3, the auction, the widow
turned face up for all and taken by the bid winner, trump, the bury of 3 cards, meld, 15 tricks
and the score, round after round to 1500. It is a configuration of the one
:class:`~.game_table.GameTable` (the ruleset, the names ``CAST[:3]``, the panes
:data:`~pinochle_learn.render.game_panes.CUTTHROAT_PANES`, the CSS prefix ``pl-cutthroat``):
the auction, trump, bury and play panels are the table's :data:`~.panels.PANELS`, the controls
its one row, every refusal its one path (a bury of too few cards reads its rule).

Stable hooks for tests: ``id="cutthroat-status"`` (``data-phase``, ``data-step``: it changes
last), ``pl-cutthroat-prompt``, ``id="cutthroat-score"``, ``pl-cutthroat-log``,
``id="round-history"``, the felt ``pl-felt``, the hand ``pl-cutthroat-hand``
(``button.plc-card[data-card="H14"]``), the bury's ``pl-pass-status`` (``data-chosen``) and
buttons ``pl-cutthroat-bid``, ``pl-cutthroat-pass``, ``pl-cutthroat-trump``,
``pl-cutthroat-bury`` (the bury's confirm, also ``pl-bury-confirm``), ``pl-cutthroat-back``
... ``pl-cutthroat-new``.
"""

from __future__ import annotations

from pinochle_learn import THREE_HAND_CUTTHROAT, Ruleset, Seat
from pinochle_learn.render.game_panes import CUTTHROAT_PANES
from pinochle_learn.render.names import CAST

from .game_table import GameTable

__all__ = ["NAMES", "CutthroatTable"]

NAMES = CAST[:3]
"""The players by seat index: Bill (North), Lisa (East) and You (South), each for themselves."""
YOU = Seat.SOUTH


class CutthroatTable(GameTable):
    """A whole game of three-hand cutthroat in a lesson, every step explained.

    Parameters
    ----------
    seed
        The game's seed: the deal, the first dealer, every computer choice. The same seed
        replays the same game.
    ruleset
        THREE_HAND_CUTTHROAT or a house-rule variant of it.
    level
        The computer seats' level at the start (:data:`pinochle_learn.levels.LEVELS`; the
        table's chooser changes it; the strong level plays this game like the learner level:
        :func:`pinochle_learn.levels.strong_like_learner`).
    lang
        The language of its words (a code such as ``"it"``); ``None``: the page's.

    Examples
    --------
    >>> table = CutthroatTable(seed=3)
    >>> table.state.phase.name, len(table.state.hands[2]), len(table.state.stock)
    ('AUCTION', 15, 3)
    """

    def __init__(
        self,
        seed: int = 1,
        *,
        ruleset: Ruleset = THREE_HAND_CUTTHROAT,
        level: str = "learner",
        lang: str | None = None,
    ) -> None:
        super().__init__(
            seed,
            ruleset=ruleset,
            seat=YOU,
            names=NAMES,
            panes=CUTTHROAT_PANES,
            prefix="pl-cutthroat",
            level=level,
            lang=lang,
        )
