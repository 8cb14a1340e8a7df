"""Which copy of the 9 of trump is which, in the stock game: did a 9 of trump played to a trick
score as dix before (``RULES.md``, TWO_HAND_STOCK: the dix scores when turned up, exchanged or
melded; with ``dix_scores_when_played`` every 9 of trump played scores too)?

The two copies of a card are one card to the engine (``RULES.md``, Cards: "two copies of one
card are the same card"): a hand is a multiset, and nothing marks copy one from copy two. So
this module follows the two copies of the 9 of trump through the round as *possible worlds*:
each world says where each copy lies (a hand, a table, the turn-up, the stock, the tricks) and
which history step scored it as dix, if any. Each action moves at most a card or two; where the
state cannot tell which copy moved (a player holding both plays one), every choice is kept as
a world. A 9 played is **certainly** a copy already scored as dix only when, in every world,
every copy of the 9 of trump where it was played from (the hand or the table) had scored: so no
other 9 of trump could be the one played. Then, and only then, a renderer says it scored twice.

Examples
--------
A 9 laid down as dix and played from the table is that very card; a 9 played from the hand
while the melded one still lies on the table is the other copy (:func:`played_twice`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import permutations
from typing import TYPE_CHECKING

from .actions import Play
from .cards import Card, Rank

if TYPE_CHECKING:
    from .state import RoundState

__all__ = ["Place", "played_twice"]

Place = tuple[str, int]
"""Where a card lies: ``("hand", seat)``, ``("table", seat)``, ``("turn_up", -1)``,
``("stock", -1)`` or ``("tricks", -1)``."""

_Copy = tuple[Place, int | None]  # where one copy lies, and the step that scored it as dix
_World = tuple[_Copy, ...]  # both copies, sorted: the copies are interchangeable


def _places(state: RoundState, nine: Card) -> Counter[Place]:
    """How many copies of ``nine`` lie in each place of ``state``."""
    where: Counter[Place] = Counter()
    for seat, hand in enumerate(state.hands):
        where["hand", seat] += hand.count(nine)
    for seat, table in enumerate(state.tables):
        where["table", seat] += table.shown.count(nine)
    where["turn_up", -1] += int(state.turn_up == nine)
    where["stock", -1] += state.stock.count(nine)
    played = [c for t in state.tricks for c in t.cards]
    if state.trick is not None:
        played += state.trick.cards
    where["tricks", -1] += played.count(nine)
    return +where


def _moved(
    world: _World, lost: list[Place], gained: list[Place], scored_from: Place | None, step: int
) -> set[_World]:
    """Every world ``world`` may become when copies leave ``lost`` for ``gained``; with
    ``scored_from``, the copy that scores at ``step`` is one of those leaving that place (the
    9 exchanged or laid down leaves the hand, whatever happens to it next in the same action)."""
    out: set[_World] = set()
    for movers in permutations(range(len(world)), len(lost)):
        if [world[i][0] for i in movers] != lost:
            continue
        scorers: list[int | None] = [
            i for i in movers if world[i][0] == scored_from and world[i][1] is None
        ]
        for targets in permutations(gained):
            for scorer in scorers or [None]:
                copies = list(world)
                for i, place in zip(movers, targets, strict=True):
                    copies[i] = (place, step if i == scorer else copies[i][1])
                out.add(_sorted(copies))
    return out or {world}


def _sorted(copies: list[_Copy]) -> _World:
    return tuple(sorted(copies, key=repr))


def played_twice(
    state: RoundState, scored: dict[int, tuple[Place, Place]], plays: Sequence[int]
) -> dict[int, int | None]:
    """For each 9 of trump played, whether it is certainly a copy already scored as dix.

    Parameters
    ----------
    state
        A stock-game round (any point of it); its ``history`` is replayed up to the last play
        asked about (never to its end, so the round's score is not worked out again).
    scored
        The history steps that scored a 9 of trump as dix, each with where the copy that
        scored goes from and to in that step (before any draw the same action makes):
        ``("hand", seat)`` to ``("turn_up", -1)`` for the dix exchanged by ``seat``, to
        ``("table", seat)`` for the dix laid down; at the deal (step 0), the 9 turned up,
        ``("turn_up", -1)`` both.
    plays
        The history steps where a 9 of trump was played.

    Returns
    -------
    dict
        History step of each 9 played that is certainly a copy already scored as dix -> the
        step that scored that copy, or ``None`` when the worlds disagree on which step it was.
        A 9 played that might be the other copy is left out.
    """
    trump = state.trump
    if trump is None or not plays:
        return {}
    nine = Card(Rank.NINE, trump)
    current = type(state)(state.ruleset, state.dealer, state.totals)
    worlds: set[_World] = set()
    out: dict[int, int | None] = {}
    last = max(plays)
    for step, action in enumerate(state.history[: last + 1]):
        if step in plays and isinstance(action, Play):
            source: Place = ("table" if action.from_table else "hand", int(action.seat))
            here = [c for w in worlds for c in w if c[0] == source]
            if here and all(first is not None for _, first in here):
                firsts = {first for _, first in here}
                out[step] = firsts.pop() if len(firsts) == 1 else None
        if step == last:
            break
        before = _places(current, nine)
        current = current.apply(action)
        after = _places(current, nine)
        if not step:  # the deal: each copy where it lies, the 9 turned up scored if it did
            turned = scored.get(0, (None, None))[1]
            worlds = {_sorted([(p, 0 if p == turned else None) for p in after.elements()])}
            continue
        if step in scored:  # first the 9 that scores, exchanged or laid down, then any draws
            src, dst = scored[step]
            worlds = {m for w in worlds for m in _moved(w, [src], [dst], src, step)}
            before = before - Counter([src]) + Counter([dst])
        lost = sorted((before - after).elements())
        gained = sorted((after - before).elements())
        if lost or gained:
            worlds = {m for w in worlds for m in _moved(w, lost, gained, None, step)}
    return out
