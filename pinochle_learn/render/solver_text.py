"""The solver's answer in words, for the command line (``pinochle-learn solve``).

One line for the position, one for its value, then one line per legal card: its points and
the best line after it, tricks separated by ``/``, cards as ``A♥ 10♠`` with their seat.
"""

from __future__ import annotations

from ..solver import Solution
from .i18n import _
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
        if in_trick == 0:
            played = _("{seat} leads {card}").format(
                seat=seat_label(play.seat), card=play.card.label
            )
        else:
            played = f"{seat_label(play.seat)} {play.card.label}"
        tricks[-1].append(played)
        in_trick += 1
    text = " / ".join(", ".join(t) for t in tricks if t)
    return _("then {line}").format(line=text) if text else _("(the round's last card)")


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
    head = _("{game} · trump {suit} ({suit_name}) · {seat} to play").format(
        game=ruleset_title(position.ruleset),
        suit=position.trump.symbol,
        suit_name=suit_noun(position.trump),
        seat=seat_label(seat),
    )
    if position.trick:
        head += " · " + _("trick so far: {cards}").format(
            cards=" ".join(c.label for c in position.trick)
        )
    value = _(
        "{left} counter points left (last trick included); with best play by both sides "
        "{side} takes {points}, {other} {other_points}."
    ).format(
        left=left,
        side=side_name(side, players),
        points=solution.value,
        other=side_name(other, players),
        other_points=left - solution.value,
    )
    width = max(len(c.card.label) for c in solution.cards)
    lines = [head, value]
    for index, entry in enumerate(solution.cards):
        mark = _("(best)") if entry.points == solution.value else ""
        lines.append(
            f"  {entry.card.label:<{width}}  {entry.points:>3} {mark:<6}   {_line(solution, index)}"
        )
    return "\n".join(lines)
