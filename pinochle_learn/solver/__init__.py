"""An exact (double-dummy) solver of the trick phase of every game (``RULES.md``, Tricks).

Given a :class:`Position` (hands, trump, the trick so far, who is to play, the ruleset) it
finds what each side takes, in counter points with the last trick's bonus, from there to the
end with best play by both sides; and for each legal card its value and the best line after it
(:func:`solve`, :func:`solve_state` for a :class:`~pinochle_learn.state.RoundState` in its
tricks). The stock game is solved from the last draw on: while the stock lasts the draws are
hidden. :func:`~pinochle_learn.solver.oracle.minimax_value` is the plain minimax it is checked
against.
"""

from .core import SearchBudgetError
from .position import Position, PositionError
from .solve import DEFAULT_MAX_NODES, CardValue, Solution, position_value, solve, solve_state

__all__ = [
    "DEFAULT_MAX_NODES",
    "CardValue",
    "Position",
    "PositionError",
    "SearchBudgetError",
    "Solution",
    "position_value",
    "solve",
    "solve_state",
]
