"""The solver's answer in words, for the command line (``pinochle-learn solve``).

One line for the position, one for its value, then one line per legal card: its points and
the best line after it, tricks separated by ``/``, cards as ``A♥ 10♠`` with their seat.
"""

from __future__ import annotations

from ..solver import Solution
from .words import ruleset_title, seat_label, side_name, suit_noun

__all__ = ["solution_text"]


def _line(solution: Solution, index: int) -> str:
    """The plays after card ``index``: ``then East 9♥, South K♥ / North leads 9♣, ...``."""
    players = solution.position.players
    in_trick = len(solution.position.trick) + 1  # cards in the trick once this card is played
    tricks: list[list[str]] = [[]]
    for play in solution.cards[index].line:
        if in_trick == players:
            tricks.append([])
            in_trick = 0
        verb = " leads " if in_trick == 0 else " "
        tricks[-1].append(f"{seat_label(play.seat)}{verb}{play.card.label}")
        in_trick += 1
    text = " / ".join(", ".join(t) for t in tricks if t)
    return f"then {text}" if text else "(the round's last card)"


def solution_text(solution: Solution) -> str:
    """Every legal card of the player to play with its value and best line.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_STOCK, Seat
    >>> from pinochle_learn.solver import Position, solve
    >>> position = Position(TWO_HAND_STOCK, "H", ("H14 S9", "H10 S10"), Seat.NORTH)
    >>> print(solution_text(solve(position)))
    ... # doctest: +NORMALIZE_WHITESPACE
    Two-hand pinochle with a stock · trump ♥ (hearts) · North to play
    40 counter points left (last trick included); with best play by both sides North takes 30,
    East 10.
      9♠   30 (best)   then East 10♠ / East leads 10♥, North A♥
      A♥   20          then East 10♥ / North leads 9♠, East 10♠
    """
    position = solution.position
    players = position.players
    seat = position.to_play
    side = position.ruleset.side_of(seat)
    (other,) = position.ruleset.opponents(side)  # the solver plays two sides
    left = solution.points_left
    head = (
        f"{ruleset_title(position.ruleset)} · trump {position.trump.symbol} "
        f"({suit_noun(position.trump)}) · {seat_label(seat)} to play"
    )
    if position.trick:
        head += f" · trick so far: {' '.join(c.label for c in position.trick)}"
    value = (
        f"{left} counter points left (last trick included); with best play by both sides "
        f"{side_name(side, players)} takes {solution.value}, "
        f"{side_name(other, players)} {left - solution.value}."
    )
    width = max(len(c.card.label) for c in solution.cards)
    lines = [head, value]
    for index, entry in enumerate(solution.cards):
        mark = "(best)" if entry.points == solution.value else ""
        lines.append(
            f"  {entry.card.label:<{width}}  {entry.points:>3} {mark:<6}   {_line(solution, index)}"
        )
    return "\n".join(lines)
