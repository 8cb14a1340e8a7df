"""The partnership game's table panes: :data:`PARTNERSHIP_PANES`, a
:class:`~pinochle_learn.render.game_panes.TablePanes` bundle.

The four-hand partnership table (:class:`pinochle_widgets.views.round_table.RoundTable`, a
configuration of the one game table) draws with these: the phase line (``id="round-phase"``,
its ``data-step`` drawn last), "What happened" since the learner's previous choice
(``id="round-recent"``; the cards of a pass between the other side's players hidden unless
every hand is on show), the melds with each side's total (``id="round-melds"``), and its own
panes (:class:`~pinochle_learn.render.game_panes.ExtraPane`): the score sheet
(``id="score-sheet"``), the phase's explanation above and below (the auction, the passing, the
tricks won, why each card), the hands on view (``id="round-hands"``) and the game totals
(``id="game-totals"``).

Examples
--------
>>> from pinochle_learn import PARTNERSHIP, RoundState, Seat
>>> from pinochle_learn.render.round_html import seat_names
>>> state = RoundState(PARTNERSHIP, Seat.EAST)
>>> names = seat_names(Seat.SOUTH)
>>> 'id="round-phase"' in PARTNERSHIP_PANES.status(state, Seat.SOUTH, (0, 0), 1, names)
True
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action
from ..seats import Seat
from ..state import RoundState
from .action_sentences import action_lines
from .game_panes import ExtraPane, PaneInputs, TablePanes, cards_seen
from .person import Person
from .round_html import (
    melds_html,
    phase_html,
    recent_html,
    table_html,
    totals_html,
)
from .round_panes import hands_pane_html, score_pane_html

__all__ = ["PARTNERSHIP_PANES"]

Names = Sequence[str]


def _events(
    action: Action,
    before: RoundState,
    _after: RoundState,
    learner: Seat,
    names: Names,
    show_all: bool,
) -> list[str]:
    """The action in words; a card that completes a trick, then who wins the trick on a line
    of its own, so that a computer card's reason (shown under an action's first line) stays
    under the card it explains, not under "East wins trick 5"."""
    reveal = cards_seen(action, before, learner, show_all)
    return action_lines(action, before, tuple(Person(name) for name in names), reveal=reveal)


def _status(
    state: RoundState, learner: Seat, _totals: Sequence[int], number: int, names: Names
) -> str:
    return phase_html(state, learner, names, number)


def _no_prompt(_state: RoundState, _learner: Seat, _names: Names, _number: int) -> str:
    return ""


def _no_note(_state: RoundState, _learner: Seat, _names: Names) -> str:
    return ""


def _melds(state: RoundState, learner: Seat, names: Names) -> str:
    return melds_html(state, names, open_seats=(learner,))


def _score(p: PaneInputs) -> tuple[str, ...]:
    return (score_pane_html(p.state.score, p.round_number, p.names),)


def _explained(p: PaneInputs) -> tuple[str, ...]:
    return table_html(p.state, p.learner, p.names)


def _hands(p: PaneInputs) -> tuple[str, ...]:
    return (hands_pane_html(p.state, p.learner, p.names, show_all=p.show_all),)


def _totals(p: PaneInputs) -> tuple[str, ...]:
    return (totals_html(p.state, p.totals),)


PARTNERSHIP_PANES = TablePanes(
    status=_status,
    prompt=_no_prompt,
    events=_events,
    log=recent_html,
    centre_note=_no_note,
    melds=_melds,
    log_length=40,
    melds_key=lambda state: (state.melds, state.trump),
    extras=(
        ExtraPane(("score_view",), "side", lambda p: (p.state.score, p.round_number), _score),
        ExtraPane(("view", "view_below"), "side", lambda p: (p.state, p.learner), _explained),
        ExtraPane(
            ("hands_view",),
            "side_end",
            lambda p: (p.state.hands, p.state.dealt, p.state.is_over, p.show_all),
            _hands,
        ),
        ExtraPane(("totals_view",), "main", lambda p: (p.state.score, tuple(p.totals)), _totals),
    ),
)
"""PARTNERSHIP's table panes (``id="round-phase"``, ``id="round-recent"``,
``id="round-melds"``, ``id="score-sheet"``, ``id="round-hands"``, ``id="game-totals"``)."""
