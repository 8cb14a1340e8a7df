"""DoubleDeckTable: a game of double-deck pinochle against three computer seats.

A configuration of the one :class:`~.game_table.GameTable`: the partnership game's
configuration (the learner South, the partner North, the partnership panes
:data:`pinochle_learn.render.partnership_panes.PARTNERSHIP_PANES`, the seed box and "show all
hands") with the DOUBLE_DECK ruleset (``docs/rules.md``, DOUBLE_DECK: 80 cards, 20 each, an
auction from 50 with raises of 1, 2, 3, 4, 5 or 10, no passing, 20 tricks counted to 50, a
game to 500). Its decisions (bid, the "Other bid" box, trump, throw in or play on, a card
played) are the table's :data:`~.panels.PANELS`; no panel, pane or word is its own.

Stable hooks for tests: those of the partnership panes (``id="round-phase"``,
``id="score-sheet"``, ``id="game-totals"``, ...) and the prefix ``pl-dd``: the hand
``pl-dd-hand`` (``button.plc-card[data-card="H14"]``), buttons ``pl-bid`` (``pl-dd-bid``),
``pl-trump``, ``pl-play-on``, controls ``pl-dd-back`` ... ``pl-dd-new``.
"""

from __future__ import annotations

from pinochle_learn import Seat
from pinochle_learn.render.partnership_panes import PARTNERSHIP_PANES
from pinochle_learn.render.round_html import seat_names
from pinochle_learn.ruleset import DOUBLE_DECK, Ruleset

from .game_table import GameTable

__all__ = ["DoubleDeckTable"]


class DoubleDeckTable(GameTable):
    """Four seats, 20 cards each: the learner at South, three honest computer players.

    Parameters
    ----------
    seed
        The game's seed: the deal, every computer choice; the same seed replays the same game.
    ruleset
        DOUBLE_DECK or a house-rule variant of it.
    first_dealer
        The first dealer; by default drawn with ``seed``.
    level
        The computer seats' level at the start (:data:`pinochle_learn.levels.LEVELS`; the
        table's chooser changes it; the strong level plays this game like the learner level:
        :func:`pinochle_learn.levels.strong_like_learner`).
    lang
        The language of its words (a code such as ``"it"``); ``None``: the page's.

    Examples
    --------
    >>> table = DoubleDeckTable(seed=3)
    >>> len(table.state.hands[Seat.SOUTH]), table.state.phase.name
    (20, 'AUCTION')
    """

    def __init__(
        self,
        seed: int = 1,
        *,
        ruleset: Ruleset = DOUBLE_DECK,
        first_dealer: Seat | None = None,
        level: str = "learner",
        lang: str | None = None,
    ) -> None:
        super().__init__(
            seed,
            ruleset=ruleset,
            seat=Seat.SOUTH,
            names=seat_names(Seat.SOUTH),
            panes=PARTNERSHIP_PANES,
            first_dealer=first_dealer,
            prefix="pl-dd",
            seed_box=True,
            show_all=True,
            level=level,
            lang=lang,
        )
