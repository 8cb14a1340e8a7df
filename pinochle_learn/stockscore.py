"""Meld points as the stock game scores them, one at a time, and the round's running total
(``RULES.md``, TWO_HAND_STOCK; seed 002).

In the stock game meld is scored when it happens, not once before the tricks: the dealer who
turns up a 9 of trump scores 10 at the deal; a meld scores when it is laid down on the table;
the dix exchanged for the turn-up scores 10; and with ``dix_scores_when_played`` every 9 of
trump played to a trick scores 10 for its player. :func:`meld_scored` lists these events in the
order they happened, read from the round's history (each laid meld from the player's table),
so no figure is kept twice. :func:`running_total_score` adds each player's meld and counter
points to the game totals, and says who has won, by the ruleset's
:class:`~pinochle_learn.ruleset.BothReach`.

The values come from the ruleset (``meld_points[DIX]``, ``counter_points``). Each event is an
action of the history (the deal, a meld laid down, the exchange, a card played), worded by
:mod:`pinochle_learn.render.action_sentences`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING

from .actions import Deal, ExchangeDix, LayDown, Play
from .cards import Card, Rank
from .dixcopies import Place, played_twice
from .meld import Meld
from .meldkinds import MeldKind
from .ruleset import BothReach
from .scoring import RoundScore, running_score
from .seats import Seat, seats

if TYPE_CHECKING:
    from .state import RoundState

__all__ = ["MeldScored", "MeldSource", "first_to_reach", "meld_scored", "running_total_score"]


class MeldSource(Enum):
    """How meld points were scored in the stock game; the value is an identifier."""

    TURN_UP = "turn_up"
    """The dealer turned up a 9 of trump (10)."""
    LAID = "laid"
    """A meld laid down on the table after a trick won."""
    EXCHANGE = "exchange"
    """The 9 of trump exchanged for the turn-up after a trick won (10)."""
    PLAYED = "played"
    """A 9 of trump played to a trick (10, with ``dix_scores_when_played``)."""


@dataclass(frozen=True)
class MeldScored:
    """Meld points scored once, by one player.

    Attributes
    ----------
    seat
        Who scored.
    points
        Meld points.
    source
        How (:class:`MeldSource`).
    step
        The index in the round's history of the action that scored (0: the deal).
    meld
        The meld laid down (``LAID``); else the dix as a one-card meld.
    twice
        ``PLAYED`` only, with ``meld_scored(..., copies=True)``: the 9 played is certainly a
        copy that had already scored as dix (turned up, exchanged or melded), so that very
        card scores twice (:func:`~pinochle_learn.dixcopies.played_twice`).
    first
        With ``twice``: the history step that scored that copy as dix, or ``None`` when it
        cannot be told which of two such steps it was.
    """

    seat: Seat
    points: int
    source: MeldSource
    step: int
    meld: Meld
    twice: bool = False
    first: int | None = None


def _with_copies(state: RoundState, events: list[MeldScored]) -> list[MeldScored]:
    """``events`` with ``twice`` and ``first`` worked out for each 9 played after a dix."""
    scored: dict[int, tuple[Place, Place]] = {}
    for e in events:
        hand: Place = ("hand", int(e.seat))
        if e.source is MeldSource.TURN_UP:
            scored[e.step] = (("turn_up", -1), ("turn_up", -1))
        elif e.source is MeldSource.EXCHANGE:
            scored[e.step] = (hand, ("turn_up", -1))
        elif e.source is MeldSource.LAID and e.meld.kind is MeldKind.DIX:
            scored[e.step] = (hand, ("table", int(e.seat)))
    plays = [e.step for e in events if e.source is MeldSource.PLAYED]
    if not scored or all(step < min(scored) for step in plays):
        return events
    twice = played_twice(state, scored, plays)
    return [replace(e, twice=True, first=twice[e.step]) if e.step in twice else e for e in events]


def meld_scored(state: RoundState, *, copies: bool = False) -> tuple[MeldScored, ...]:
    """Every meld score of the stock game's round so far, in order (none in other games).

    With ``copies`` each 9 of trump played says whether it is certainly a copy that had
    already scored as dix (``MeldScored.twice``; the round is replayed to tell, so only the
    score's explanation asks for it).

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_STOCK, Seat
    >>> from pinochle_learn.state import RoundState, deal_from_seed
    >>> state = RoundState(TWO_HAND_STOCK, Seat.NORTH).apply(
    ...     deal_from_seed(1, Seat.NORTH, TWO_HAND_STOCK))
    >>> [(e.seat.name, e.source.value, e.points) for e in meld_scored(state)]  # turned up 9♠
    [('NORTH', 'turn_up', 10)]
    """
    if not state.tables or state.trump is None:
        return ()
    rules = state.ruleset
    dix = rules.points(MeldKind.DIX) or 0
    nine = Card(Rank.NINE, state.trump)
    dix_meld = Meld(MeldKind.DIX, (nine,), dix, state.trump)
    laid: Counter[Seat] = Counter()
    out: list[MeldScored] = []
    for step, action in enumerate(state.history):
        seat = action.seat
        if isinstance(action, Deal):
            if action.stock and action.stock[0] == nine and dix:
                out.append(MeldScored(seat, dix, MeldSource.TURN_UP, step, dix_meld))
        elif isinstance(action, LayDown):
            meld = state.tables[seat].laid[laid[seat]]
            laid[seat] += 1
            out.append(MeldScored(seat, meld.points, MeldSource.LAID, step, meld))
        elif isinstance(action, ExchangeDix) and dix:
            out.append(MeldScored(seat, dix, MeldSource.EXCHANGE, step, dix_meld))
        elif isinstance(action, Play) and action.card == nine and rules.dix_scores_when_played:
            if dix:
                out.append(MeldScored(seat, dix, MeldSource.PLAYED, step, dix_meld))
    return tuple(_with_copies(state, out) if copies else out)


def first_to_reach(state: RoundState) -> Seat | None:
    """The player whose running total (game points before the round plus meld as scored) first
    reached ``target_score`` during the round, before the count; ``None`` if nobody did."""
    running = list(state.totals)
    target = state.ruleset.target_score
    for event in meld_scored(state):
        running[event.seat] += event.points
        if running[event.seat] >= target:
            return event.seat
    return None


def running_total_score(state: RoundState) -> RoundScore:
    """The round's score of the stock game: each player adds the meld scored and the counter
    points taken (A and 10: 10, K and Q: 5, the last trick 10: 250 in all).

    Who wins when both reach the target: ``ruleset.both_reach`` (``FIRST_TO_REACH`` in
    TWO_HAND_STOCK: :func:`first_to_reach`, else the higher total after the count).
    """
    players = seats(state.players)
    melds = [0] * len(players)
    for event in meld_scored(state):
        melds[event.seat] += event.points
    first = first_to_reach(state) if state.ruleset.both_reach is BothReach.FIRST_TO_REACH else None
    return running_score(
        state.ruleset,
        meld=(melds[0], melds[1]),
        tricks=(state.counters(0), state.counters(1)),
        totals=state.totals,
        first=None if first is None else int(first),
    )
