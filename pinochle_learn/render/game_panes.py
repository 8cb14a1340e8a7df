"""The panes of a game table as functions of (state, learner's seat, names), one bundle a game.

:class:`TablePanes` names the render functions a
:class:`~pinochle_widgets.views.game_table.GameTable` draws with: the status line, the prompt
(or the round's score once it is over), one action of the round in words (the table's one
history: the actions since the learner's previous choice), the note in the middle of the felt,
the melds, and a game's own panes (:class:`ExtraPane`, drawn from :class:`PaneInputs`).
:data:`WIDOW_PANES` is the two-hand widow game's bundle
(:mod:`~pinochle_learn.render.widow_text`); a new game's table is a new bundle of its
sentences, made here in ``render/``.

Examples
--------
>>> from pinochle_learn import TWO_HAND_WIDOW, RoundState, Seat
>>> state = RoundState(TWO_HAND_WIDOW, Seat.EAST)
>>> 'id="widow-status"' in WIDOW_PANES.status(state, Seat.NORTH, (0, 0), 1, ("You", "Lisa"))
True
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

from ..actions import Action, Bury, Discard, Keep, PassCards
from ..procedure import Phase
from ..seats import Seat
from ..state import RoundState
from ..stockscore import meld_scored
from .cutthroat_text import (
    cutthroat_centre_note,
    cutthroat_event_lines,
    cutthroat_log_html,
    cutthroat_melds_html,
    cutthroat_prompt,
    cutthroat_score_html,
    cutthroat_status_html,
)
from .html import card_svg
from .i18n import _
from .markup import text_html
from .stock_round_text import (
    options_heading,
    stock_event_lines,
    stock_log_html,
    stock_pile_text,
    stock_prompt,
    stock_score_html,
    stock_status_html,
)
from .table_html import options_html, table_html
from .table_view import card_back_svg
from .widow_text import (
    log_html,
    melds_html,
    score_html,
    status_html,
    turn_prompt,
    waiting_text,
    widow_action_lines,
    widow_centre_note,
)

__all__ = [
    "CUTTHROAT_PANES",
    "STOCK_PANES",
    "WIDOW_PANES",
    "ExtraPane",
    "PaneInputs",
    "TablePanes",
    "cards_seen",
    "own_melds_html",
    "stock_options_html",
    "stock_top_html",
]

Names = Sequence[str]


@dataclass(frozen=True)
class PaneInputs:
    """What a game's extra panes are drawn from: the round, the learner's seat, the names by
    seat, the round number, the game totals by side, and the table's "show all hands" option."""

    state: RoundState
    learner: Seat
    names: Names
    round_number: int
    totals: Sequence[int]
    show_all: bool


@dataclass(frozen=True)
class ExtraPane:
    """Panes a game's table shows beyond the common ones (the partnership table's score
    sheet, game totals, hands on view).

    Attributes
    ----------
    names
        The panes' names, one a widget (the table keeps them as ``table.extra[name]``).
    column
        ``"main"`` (under the table, before the controls) or ``"side"`` (first in the
        explanation column).
    key
        ``(inputs) -> key``: the panes are rebuilt and sent only when it changes.
    html
        ``(inputs) -> one HTML string a name``.
    """

    names: tuple[str, ...]
    column: str
    key: Callable[[PaneInputs], Hashable]
    html: Callable[[PaneInputs], tuple[str, ...]]


@dataclass(frozen=True)
class TablePanes:
    """A game's table panes.

    Attributes
    ----------
    status
        ``(state, learner, game totals by side, round number, names) -> HTML``: the status
        line; it carries ``data-step`` (actions so far) and is drawn last, so a browser waits
        on it.
    prompt
        ``(state, learner, names, round number) -> HTML``: what the learner is asked now, or
        the round's score once it is over.
    events
        ``(action, state before, state after, learner, names, show all) -> lines``: one
        action in words (``show all``: the table shows every hand, so no card is hidden).
    log
        ``(lines) -> HTML``: the actions since the learner's previous choice.
    log_length
        How many of those lines the log shows (the last ones).
    centre_note
        ``(state, learner, names) -> str``: words in the middle of the felt (``""``: none).
    melds
        ``(state, learner, names) -> HTML``: the melds laid down, ``""`` before.
    melds_key
        ``(state) -> key``: the melds pane is rebuilt only when it changes.
    extras
        The game's own panes (:class:`ExtraPane`).
    """

    status: Callable[[RoundState, Seat, Sequence[int], int, Names], str]
    prompt: Callable[[RoundState, Seat, Names, int], str]
    events: Callable[[Action, RoundState, RoundState, Seat, Names, bool], Sequence[str]]
    log: Callable[[Sequence[str]], str]
    centre_note: Callable[[RoundState, Seat, Names], str]
    melds: Callable[[RoundState, Seat, Names], str]
    log_length: int = 12
    melds_key: Callable[[RoundState], Hashable] = lambda state: (state.melds,)
    extras: tuple[ExtraPane, ...] = field(default=())


def cards_seen(action: Action, before: RoundState, learner: Seat, show_all: bool) -> bool:
    """Whether the learner may know the cards of ``action`` (applied to ``before``): a pass
    is seen by the two players of the side that makes it (the engine's sides), a card kept or
    discarded while building and the cards buried only by the player who holds them, every
    other action by all; every card when all hands are on show. The one rule a table uses for
    both the action's words and the computer's reason under it.

    >>> from pinochle_learn import PARTNERSHIP, Card
    >>> state = RoundState(PARTNERSHIP, Seat.EAST)
    >>> given = PassCards(Seat.WEST, tuple(Card.parse(c) for c in ("SA", "SK", "SJ", "CA")))
    >>> cards_seen(given, state, Seat.SOUTH, False), cards_seen(given, state, Seat.EAST, False)
    (False, True)
    """
    if show_all:
        return True
    if isinstance(action, PassCards):
        return before.ruleset.side_of(action.seat) == before.ruleset.side_of(learner)
    if isinstance(action, Keep | Discard | Bury):
        return action.seat == learner
    return True


def _nothing(_state: RoundState, _learner: Seat, _names: Names) -> str:
    return ""


def _widow_prompt(state: RoundState, learner: Seat, names: Names, _round: int) -> str:
    if state.is_over and state.score is not None:
        return score_html(state.score, names)
    mine = state.to_act is learner
    text = turn_prompt(state, names) if mine else waiting_text(state, names)
    return f'<div class="pl-widow-prompt">{text_html(text)}</div>'


WIDOW_PANES = TablePanes(
    status=lambda state, _learner, totals, number, names: status_html(state, totals, number, names),
    prompt=_widow_prompt,
    events=lambda action, before, _after, learner, names, _all: widow_action_lines(
        action, before, names, learner=learner
    ),
    log=log_html,
    centre_note=lambda state, learner, names: widow_centre_note(state, names, learner=learner),
    melds=lambda state, _learner, names: melds_html(state, names),
)
"""TWO_HAND_WIDOW's table panes (``id="widow-status"``, ``pl-widow-prompt``, ``pl-widow-log``)."""


def _stock_prompt(state: RoundState, learner: Seat, names: Names, round_number: int) -> str:
    if state.is_over and state.score is not None:
        scored = meld_scored(state, copies=True)
        return stock_score_html(state.score, names, round_number, scored)
    text = stock_prompt(state, names, learner=learner)
    return f'<div class="pl-stock-prompt">{text_html(text)}</div>'


STOCK_PANES = TablePanes(
    status=lambda state, _learner, totals, number, names: stock_status_html(
        state, totals, number, names
    ),
    prompt=_stock_prompt,
    events=lambda action, before, after, learner, names, _all: stock_event_lines(
        action, before, after, names, learner=learner
    ),
    log=stock_log_html,
    centre_note=_nothing,
    melds=_nothing,
    log_length=14,
)
"""TWO_HAND_STOCK's table panes (``id="stock-status"``, ``pl-stock-prompt``, ``id="stock-log"``;
the melds are on each player's table, drawn by the stock phase's panel)."""


def _cutthroat_prompt(state: RoundState, learner: Seat, names: Names, _round: int) -> str:
    if state.is_over and state.score is not None:
        return cutthroat_score_html(state.score, names, state)
    text = cutthroat_prompt(state, learner, names)
    return f'<div class="pl-cutthroat-prompt">{text_html(text)}</div>'


CUTTHROAT_PANES = TablePanes(
    status=lambda state, _learner, totals, number, names: cutthroat_status_html(
        state, totals, number, names
    ),
    prompt=_cutthroat_prompt,
    events=lambda action, before, after, learner, names, show_all: cutthroat_event_lines(
        action, before, after, learner, names, show_all=show_all
    ),
    log=cutthroat_log_html,
    centre_note=cutthroat_centre_note,
    melds=lambda state, _learner, names: cutthroat_melds_html(state, names),
)
"""THREE_HAND_CUTTHROAT's table panes (``id="cutthroat-status"``, ``pl-cutthroat-prompt``,
``id="cutthroat-score"``, ``pl-cutthroat-log``; the widow shown face up in the log and on the
felt once taken)."""


def stock_top_html(state: RoundState, learner: Seat, names: Names) -> str:
    """The stock (face down, the turn-up under it, ``id="stock-pile"``) beside the other
    player's table; ``""`` once the stock is gone."""
    if not state.tables or state.phase is not Phase.STOCK:
        return ""
    turn_up_text = _("turn-up")
    turn_up = (
        f"<figure>{card_svg(state.turn_up, height=54)}"
        f"<figcaption>{text_html(turn_up_text)}</figcaption></figure>"
        if state.turn_up is not None
        else ""
    )
    the_stock_text = _("the stock")
    face_down_text = _("face down")
    pile = (
        f'<div class="pl-stock-box pl-stock-pile" id="stock-pile" '
        f'data-stock="{state.stock_left}" role="group" aria-label="{text_html(the_stock_text)}">'
        f"<figure>{card_back_svg(39, 54)}<figcaption>{text_html(face_down_text)}</figcaption>"
        f'</figure>{turn_up}<p class="pl-stock-count">{text_html(stock_pile_text(state))}</p>'
        "</div>"
    )
    other = learner.next(state.players)
    theirs = table_html(state.tables[other], who=names[other])
    return f'<div class="pl-stock-top">{pile}<div class="pl-stock-theirs">{theirs}</div></div>'


def stock_options_html(state: RoundState, learner: Seat) -> str:
    """The melds the learner could lay down now (or after a trick won), every one judged."""
    if not state.tables or state.phase is not Phase.STOCK:
        return ""
    table, hand = state.tables[learner], state.hands[learner]
    now = state.meld_turn and state.to_act is learner
    verdicts = (table if now else table.after_trick(won=True)).options(hand)
    return (
        f'<div class="pl-stock-box pl-stock-options"><b>{options_heading(now)}</b>'
        f"{options_html(verdicts)}</div>"
    )


def own_melds_html(state: RoundState, learner: Seat) -> str:
    """The learner's melds laid down and their points (``id="stock-melds"``, ``data-points``);
    ``""`` once the stock is gone."""
    if not state.tables or state.phase is not Phase.STOCK:
        return ""
    table = state.tables[learner]
    return (
        f'<div id="stock-melds" data-points="{table.points}">{table_html(table, cards=False)}</div>'
    )
