"""Cheap bounds on the points still to take, at a trick's start (``RULES.md``, Tricks).

Both are proved from the trick rules alone, with no search, so the search can stop at a state
whose bounds already settle its window:

- :func:`sure`: a side's trumps above every trump of the other side win whenever played (a
  trump is beaten only by a higher trump), so their points are that side's; a hand made only of
  them takes every trick.
- :func:`quick`: in the two-hand games, the leader's quick tricks: cards at the top of a suit
  (as high as the opponent's highest there: the first of two copies wins) cashed one after the
  other while the opponent must follow suit, then, once the opponent holds no trump, the rest
  of those top cards. Each such trick brings the leader's card and at least the opponent's
  cheapest cards of the suit.

Hands are the solver's integers (:mod:`pinochle_learn.solver.core`: two bits per card, suit
``s`` the 12-bit field at ``12 * s``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from .core import _Rules

__all__ = ["quick", "sure"]

_FIELD: Final = 0xFFF


def _top(field: int) -> int:
    """The highest rank in a 12-bit field, -1 when empty."""
    return (field.bit_length() + 1) // 2 - 1


def sure(r: _Rules, hands: Sequence[int], tricks_left: int, left: int) -> tuple[int, int]:
    """Bounds ``(low, high)`` on team 0's points from a trick's start, ``left`` points to
    take, from the trumps each side holds above all the other side's."""
    shift = 12 * r.trump
    team = r.team
    fields = [h >> shift & _FIELD for h in hands]
    top = [-1, -1]
    for i, f in enumerate(fields):
        top[team[i]] = max(top[team[i]], _top(f))
    points = [0, 0]
    for i, f in enumerate(fields):
        t = team[i]
        n, p = r.above(f, top[1 - t] + 1)
        if n >= tricks_left:
            return (left, left) if t == 0 else (0, 0)
        points[t] += p
    return points[0], left - points[1]


def quick(r: _Rules, leader: int, follower: int, tricks_left: int, left: int) -> int:
    """The points the leader of a two-hand trick takes for sure by cashing quick tricks
    (module docstring); ``leader`` and ``follower`` are the two hands, ``left`` all the points
    still to take (the leader's when every trick is won)."""
    tricks = points = extra = extra_points = 0
    opponent_trumps = follower >> (12 * r.trump) & _FIELD
    for s in range(4):
        mine = leader >> (12 * s) & _FIELD
        if not mine:
            continue
        theirs = follower >> (12 * s) & _FIELD
        high = _top(theirs)
        count, _ = r.above(mine, max(high, 0))
        if not count:
            continue
        held, _ = r.above(theirs, 0)
        follow = min(count, held)
        tricks += follow
        points += r.best(mine, follow) + r.cheapest(theirs, follow)
        if count > follow and (s == r.trump or not opponent_trumps):
            # the opponent, void here, holds no trump (or has followed with its last trumps)
            extra += count - follow
            extra_points += r.best(mine, count) - r.best(mine, follow)
    if tricks + extra >= tricks_left:
        return left
    return points + extra_points
