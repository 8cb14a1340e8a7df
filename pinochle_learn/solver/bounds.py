"""Cheap bounds on the points still to take, at a trick's start (``RULES.md``, Tricks).

All are proved from the trick rules alone, with no search, so the search can stop at a state
whose bounds already settle its window:

- :func:`sure`: a side's trumps above every trump of the other side win whenever played (a
  trump is beaten only by a higher trump), so their points are that side's; a hand made only of
  them takes every trick.
- :func:`quick`: in the two-hand games, the leader's quick tricks: cards at the top of a suit
  (as high as the opponent's highest there: the first of two copies wins) cashed one after the
  other while the opponent must follow suit, then, once the opponent holds no trump, the rest
  of those top cards. Each such trick brings the leader's card and at least the opponent's
  cheapest cards of the suit.
- :func:`quick_partnership`: the same for the four-hand leader, the lead kept: top cards that
  no other hand, the partner included, can head, and as many as each hand holding a trump
  holds of the suit (a partner made to ruff, or to head, would take the lead away).

Hands are the solver's integers (:mod:`pinochle_learn.solver.core`: two bits per card, suit
``s`` the 12-bit field at ``12 * s``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from .tables import Rules

__all__ = ["quick", "quick_partnership", "sure"]

_FIELD: Final = 0xFFF


def _top(field: int) -> int:
    """The highest rank in a 12-bit field, -1 when empty."""
    return (field.bit_length() + 1) // 2 - 1


def sure(r: Rules, hands: Sequence[int], tricks_left: int, left: int) -> tuple[int, int]:
    """Bounds ``(low, high)`` on team 0's points from a trick's start, ``left`` points to
    take, from the trumps each side holds above all the other side's."""
    shift = 12 * r.trump
    combined = 0
    for i, h in enumerate(hands):
        combined |= (h >> shift & _FIELD) << (12 * i)
    found = r.sure_memo.get(combined)
    if found is None:
        found = r.sure_memo[combined] = _sure(r, combined)
    most0, points0, most1, points1 = found
    if most0 >= tricks_left:
        return left, left
    if most1 >= tricks_left:
        return 0, 0
    return points0, left - points1


def _sure(r: Rules, combined: int) -> tuple[int, int, int, int]:
    """For the trump fields of all hands side by side: each side's most sure trumps in one
    hand and their points."""
    team = r.team
    fields = [combined >> (12 * i) & _FIELD for i in range(r.players)]
    top = [-1, -1]
    for i, f in enumerate(fields):
        top[team[i]] = max(top[team[i]], _top(f))
    most = [0, 0]
    points = [0, 0]
    for i, f in enumerate(fields):
        t = team[i]
        n, p = r.above(f, top[1 - t] + 1)
        most[t] = max(most[t], n)
        points[t] += p
    return most[0], points[0], most[1], points[1]


def quick(r: Rules, leader: int, follower: int, tricks_left: int, left: int) -> int:
    """The points the leader of a two-hand trick takes for sure by cashing quick tricks
    (module docstring); ``leader`` and ``follower`` are the two hands, ``left`` all the points
    still to take (the leader's when every trick is won)."""
    memo = r.quick_memo
    trumps = 1 << 25 if follower >> (12 * r.trump) & _FIELD else 0
    tricks = points = 0
    for s in range(4):
        mine = leader >> (12 * s) & _FIELD
        if mine:
            key = mine | (follower >> (12 * s) & _FIELD) << 12 | trumps | (s == r.trump) << 24
            found = memo.get(key)
            if found is None:
                found = memo[key] = _quick_suit(r, key)
            tricks += found[0]
            points += found[1]
    return left if tricks >= tricks_left else points


def _quick_suit(r: Rules, key: int) -> tuple[int, int]:
    """One suit's quick tricks and their sure points; ``key`` holds the leader's field, the
    follower's (at bit 12), whether the suit is trump (bit 24) and whether the follower holds
    a trump (bit 25)."""
    mine, theirs = key & _FIELD, key >> 12 & _FIELD
    trump, opponent_trumps = key >> 24 & 1, key >> 25 & 1
    count, _ = r.above(mine, max(_top(theirs), 0))
    held, _ = r.above(theirs, 0)
    follow = min(count, held)
    tricks = follow
    points = r.best(mine, follow) + r.cheapest(theirs, follow)
    if count > follow and (trump or not opponent_trumps):
        # the opponent, void here, holds no trump (or has followed with its last trumps)
        tricks = count
        points += r.best(mine, count) - r.best(mine, follow)
    return tricks, points


def quick_partnership(
    r: Rules, hands: Sequence[int], leader: int, tricks_left: int, left: int
) -> int:
    """The points the leader of a four-hand trick takes for sure by cashing quick tricks, the
    lead staying with the leader: in each suit the leader's cards as high as the three other
    hands' highest there (the first of two copies wins, so no one, the partner included, can
    head them), as many as each other hand holding a trump holds of the suit (so it follows:
    an opponent cannot ruff, and the partner is never made to ruff, under ``must_trump`` or
    ``must_head_trick``, and take the lead; a hand without a trump cannot win them), trumps
    without that limit. Only the leader's own cards are counted (the others' may be worth
    nothing); ``left`` when they fill the tricks left."""
    memo = r.quick_memo
    mine_all = hands[leader]
    first, partner, second = (hands[(leader + i) % 4] for i in (1, 2, 3))
    flags = 0
    for bit, hand in ((49, first), (50, partner), (51, second)):
        if hand >> (12 * r.trump) & _FIELD:
            flags |= 1 << bit
    tricks = points = 0
    for s in range(4):
        mine = mine_all >> (12 * s) & _FIELD
        if mine:
            at = 12 * s
            o1, p, o2 = first >> at & _FIELD, partner >> at & _FIELD, second >> at & _FIELD
            key = mine | o1 << 12 | p << 24 | o2 << 36 | (s == r.trump) << 48 | flags
            found = memo.get(key)
            if found is None:
                found = memo[key] = _quick_four(r, key)
            tricks += found[0]
            points += found[1]
    return left if tricks >= tricks_left else points


def _quick_four(r: Rules, key: int) -> tuple[int, int]:
    """One suit's quick tricks for the four-hand leader and the leader's points in them;
    ``key`` holds the leader's field, the next hand's (bit 12), the partner's (bit 24), the
    last hand's (bit 36), whether the suit is trump (bit 48) and whether each of the three
    others holds a trump (bits 49 to 51)."""
    mine = key & _FIELD
    fields = [key >> shift & _FIELD for shift in (12, 24, 36)]
    count, _ = r.above(mine, max(*(_top(f) for f in fields), 0))
    if not key >> 48 & 1:
        for field, bit in zip(fields, (49, 50, 51), strict=True):
            if key >> bit & 1:
                count = min(count, r.above(field, 0)[0])
    return count, r.best(mine, count)
