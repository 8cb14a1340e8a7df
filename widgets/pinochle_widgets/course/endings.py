"""Worked endings for the lesson on the last tricks: each solved by the engine, its figures
checked against the prose.

:func:`ending_example` solves an ending double dummy (:func:`pinochle_learn.solver.solve`),
raises :class:`~pinochle_widgets.course.examples.LessonError` when the best card or a card's
points differ from what the lesson says, then draws the ending and every card's value and best
line (``render/ending_text.py``). Re-exported by :mod:`pinochle_widgets.course.lesson`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pinochle_learn import Card, Ruleset, Seat
from pinochle_learn.render.ending_text import ending_html, values_html
from pinochle_learn.solver import Position, Solution, solve

from .ending_questions import seat_and_names
from .examples import check, show

__all__ = ["ending_example"]


def ending_example(
    ruleset: Ruleset,
    trump: str,
    hands: Sequence[str],
    *,
    best: str,
    points: Mapping[str, int],
    to_play: Seat | None = None,
    trick: str = "",
) -> Solution:
    """Solve an ending, check the lesson's figures, draw it with every card's value and line.

    Parameters
    ----------
    ruleset
        The game (two sides: the two-hand games or the partnership game).
    trump
        The trump suit's letter (``"H"``).
    hands
        Every seat's cards in notation, by seat index (``"H14 S9"``).
    best
        The one best card the prose names, in notation.
    points
        What the prose says each card takes for the learner's side (notation -> points).
    to_play
        The seat to play (by default the learner: South at four, North at two).
    trick
        The trick so far, in notation.

    Raises
    ------
    LessonError
        The solver's best card, or a card's points, differ from the prose's.
    PositionError
        The ending cannot occur.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_WIDOW
    >>> s = ending_example(TWO_HAND_WIDOW, "H", ["H14 S9", "H10 S10"],
    ...                    best="S9", points={"S9": 31, "H14": 21})
    <IPython.core.display.HTML object>
    >>> s.value
    31
    """
    seat, names = seat_and_names(ruleset)
    solution = solve(Position(ruleset, trump, hands, to_play or seat, trick))
    check("the best card", best, " ".join(str(c.card) for c in solution.best))
    for card, said in points.items():
        check(f"the points after {card}", said, solution.points_of(Card.parse(card)))
    show(ending_html(solution, names) + values_html(solution, names))
    return solution
