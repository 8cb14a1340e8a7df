"""The strong computer level's card in the tricks: solved exactly, or sampled and solved.

``RULES.md``, Tricks of each game. From one seat's :class:`~pinochle_learn.knowledge.Knowledge`
(never the other hands):

- **Known position** (the two-hand games: TWO_HAND_WIDOW's hands are the whole deck,
  TWO_HAND_STOCK after the last draw; PARTNERSHIP when the hidden cards are forced): the solver
  (:mod:`pinochle_learn.solver`) gives each legal card its exact value, counter points with the
  last trick's bonus, best play by both sides. A position too big to solve in the time budget
  (more than :data:`FULL_SOLVE_TRICKS` tricks, or the solve passes its node budget) is
  *estimated*: each card is played, then both sides play the solver's first-ordered card (its
  move ordering: masters, cheap winners, points onto a partner's trick) until
  :data:`TAIL_TRICKS` tricks are left, which are solved exactly.
- **Hidden cards** (PARTNERSHIP): Perfect Information Monte Carlo. Deals of the hidden cards
  consistent with the seat's knowledge are drawn with the caller's seeded ``random.Random``
  (:func:`~pinochle_learn.knowledge.deal_hidden`), each is solved (or estimated, as above), and
  the card with the best mean wins; up to :data:`MAX_DEALS` deals.

A wall-clock budget bounds the work: node budgets come from the time left
(:data:`NODES_PER_SECOND`), and when the budget is spent the best card so far is played and the
choice says so (``out_of_time``). It never blocks for longer than one estimate past the budget.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card
from .knowledge import Knowledge, deal_hidden
from .solver.core import Search, SearchBudgetError, card_int, hand_int, int_card

__all__ = [
    "FULL_SOLVE_TRICKS",
    "MAX_DEALS",
    "NODES_PER_SECOND",
    "TAIL_TRICKS",
    "CardChoice",
    "strong_card",
]

MAX_DEALS = 30
"""Deals sampled at most for one decision (PARTNERSHIP)."""
NODES_PER_SECOND = 12_000
"""Search nodes a second on the project's 2-core machine under load (``benchmarks/
bench_solver.py``): turns the time left into a node budget."""
FULL_SOLVE_TRICKS = {4: 5, 2: 12}
"""Tricks left (by players) from which a full solve is tried: sampled partnership deals of 5
tricks solve in about 0.1 s; a known two-hand position of 12 (the stock game's last tricks)
in about 0.5 s."""
TAIL_TRICKS = {4: 3, 2: 5}
"""Tricks an estimate solves exactly at its end (by players)."""
RESERVE = 0.3
"""Share of the budget a known position's full solve leaves for the estimate that replaces it
when it does not finish; an estimate's exact tails may run this share past the budget before
they are played out by the move order instead."""


class _TimedSearch(Search):
    """A :class:`~pinochle_learn.solver.core.Search` that also stops at a wall-clock
    ``deadline`` (``time.perf_counter`` seconds, checked every 256 nodes): the node rate of a
    shared machine varies too much for a node budget alone to keep the time budget."""

    deadline = math.inf

    def value(self, alpha: int, beta: int) -> int:
        if not self.nodes & 255 and time.perf_counter() > self.deadline:
            raise SearchBudgetError("the search passed its time budget", self.nodes, self.max_nodes)
        return super().value(alpha, beta)


@dataclass(frozen=True)
class CardChoice:
    """The strong level's card, with what it rests on.

    Attributes
    ----------
    card
        The card to play.
    method
        ``"exact"`` (solved: the position is known and was solved in full), ``"estimated"``
        (known, too big: played out to :data:`TAIL_TRICKS` then solved) or ``"sampled"``
        (hidden cards: the mean over ``deals`` sampled deals).
    points
        Counter points (last trick included) the seat's side takes from here with ``card``:
        exact, estimated, or the mean over the deals (rounded to a whole point).
    left
        Counter points still to take, the trick in progress included.
    deals, best_in
        Deals evaluated, and in how many of them ``card`` was among the best cards.
    out_of_time
        The time budget ran out first: ``card`` is the best found so far.
    budget_s
        The time budget, seconds.
    """

    card: Card
    method: str
    points: int
    left: int
    deals: int
    best_in: int
    out_of_time: bool
    budget_s: float


def strong_card(knowledge: Knowledge, rng: random.Random, budget_s: float = 1.0) -> CardChoice:
    """The card the strong level plays, from ``knowledge`` alone (module docstring).

    Parameters
    ----------
    knowledge
        The seat's knowledge (:func:`~pinochle_learn.knowledge.knowledge_of`).
    rng
        Draws the sampled deals (the same seed, the same choice).
    budget_s
        Wall-clock budget in seconds (> 0).

    Raises
    ------
    ValueError
        ``budget_s`` is not positive.
    """
    if not budget_s > 0:
        raise ValueError(f"budget_s={budget_s!r}: give a positive number of seconds")
    deadline = time.perf_counter() + budget_s
    if knowledge.known:
        hands = deal_hidden(knowledge, rng)
        values, exact, spent = _evaluate(knowledge, hands, deadline, budget_s, known=True)
        card = _best(values, knowledge)
        return CardChoice(
            card,
            "exact" if exact else "estimated",
            values[card],
            _points_left(knowledge, hands),
            1,
            1,
            spent,
            budget_s,
        )
    totals: dict[Card, int] = {}
    best_in: dict[Card, int] = {}
    deals = 0
    out_of_time = False
    while deals < MAX_DEALS:
        if deals and time.perf_counter() >= deadline:
            out_of_time = True
            break
        hands = deal_hidden(knowledge, rng)
        values, _exact, _spent = _evaluate(knowledge, hands, deadline, budget_s, known=False)
        deals += 1
        top = max(values.values())
        for card, points in values.items():
            totals[card] = totals.get(card, 0) + points
            best_in[card] = best_in.get(card, 0) + (points == top)
    card = _best(totals, knowledge)
    left = _points_left(knowledge, hands)
    return CardChoice(
        card,
        "sampled",
        round(totals[card] / deals),
        left,
        deals,
        best_in[card],
        out_of_time,
        budget_s,
    )


def _best(values: dict[Card, int], knowledge: Knowledge) -> Card:
    """The card of the highest value; ties to the lowest card (suit order, then rank), so the
    choice depends on the values alone."""
    return max(values, key=lambda c: (values[c], -int(c.suit), -int(c.rank)))


def _points_left(knowledge: Knowledge, hands: Sequence[Sequence[Card]]) -> int:
    points = knowledge.ruleset.counter_points
    cards = [c for h in hands for c in h] + list(knowledge.trick)
    return sum(points[c.rank] for c in cards) + knowledge.ruleset.last_trick_points


def _search(
    knowledge: Knowledge,
    hands: Sequence[Sequence[Card]],
    nodes: int,
    deadline: float = math.inf,
) -> Search:
    players = len(hands)
    leader = (int(knowledge.seat) - len(knowledge.trick)) % players
    search = _TimedSearch(
        knowledge.ruleset,
        knowledge.trump,
        [hand_int(h) for h in hands],
        [card_int(c) for c in knowledge.trick],
        leader,
        first_lead=knowledge.first_lead,
        max_nodes=max(nodes, 1),
    )
    search.deadline = deadline
    return search


def _nodes_left(deadline: float) -> int:
    return int((deadline - time.perf_counter()) * NODES_PER_SECOND)


def _evaluate(
    knowledge: Knowledge,
    hands: Sequence[Sequence[Card]],
    deadline: float,
    budget_s: float,
    *,
    known: bool,
) -> tuple[dict[Card, int], bool, bool]:
    """Each legal card's points for the seat's side in one deal; whether solved exactly; and
    whether a full solve was tried and ran out of its (time) budget. A known position's full
    solve stops :data:`RESERVE` of the budget before ``deadline``; an estimate's tails stop
    that much after it."""
    players = len(hands)
    tricks = (sum(len(h) for h in hands) + len(knowledge.trick)) // players
    tried = False
    if tricks <= FULL_SOLVE_TRICKS[players]:
        tried = True
        stop = deadline - RESERVE * budget_s if known else deadline
        nodes = _nodes_left(stop)
        if not known:  # a share of the time, so several deals fit
            nodes = min(nodes, NODES_PER_SECOND // 8)
        try:
            return _solved(_search(knowledge, hands, nodes, stop), knowledge), True, False
        except SearchBudgetError:
            pass
    grace = deadline + RESERVE * budget_s
    estimate = _estimated(knowledge, hands, TAIL_TRICKS[players], grace)
    return estimate, False, tried and known


def _side_points(search: Search, knowledge: Knowledge, team0: int, total: int) -> int:
    return team0 if knowledge.ruleset.side_of(knowledge.seat) == 0 else total - team0


def _solved(search: Search, knowledge: Knowledge) -> dict[Card, int]:
    """Every legal card's exact value (as :func:`pinochle_learn.solver.solve`, no lines)."""
    seat = int(knowledge.seat)
    total = search.points_left
    guess = total // 2
    values: dict[Card, int] = {}
    for group in search.classes(seat):
        rep = group[0]

        def child(alpha: int, beta: int, rep: int = rep) -> int:
            return search.after(seat, rep, alpha, beta)

        team0 = search.exact(child, guess)
        guess = team0
        for c in group:
            values[int_card(c)] = _side_points(search, knowledge, team0, total)
    return values


def _estimated(
    knowledge: Knowledge, hands: Sequence[Sequence[Card]], tail: int, deadline: float
) -> dict[Card, int]:
    """Each legal card played, then the solver's first-ordered card for every seat until
    ``tail`` tricks are left, solved exactly (played out the same way past a small node
    budget or ``deadline``)."""
    probe = _search(knowledge, hands, 1)
    seat = int(knowledge.seat)
    total = probe.points_left
    values: dict[Card, int] = {}
    for group in probe.classes(seat):
        search = _search(knowledge, hands, 1, deadline)
        team0 = search.play(group[0])
        while search.tricks_left > tail:
            team0 += search.play(search.classes(search.to_play)[0][0])
        team0 += _tail_value(knowledge, search)
        for c in group:
            values[int_card(c)] = _side_points(search, knowledge, team0, total)
    return values


_TAIL_NODES = 3_000
"""Node budget of an estimate's exact tail (a few hundred are usual)."""


def _tail_value(knowledge: Knowledge, search: Search) -> int:
    """Team 0's points from ``search``'s state to the end: exact within :data:`_TAIL_NODES`,
    else played out by the first-ordered cards."""
    if not search.tricks_left:
        return 0
    saved = (list(search.hands), list(search.trick), search.leader, search.win)
    counts = (search.tricks_left, search.hand_points)
    search.nodes, search.max_nodes = 0, _TAIL_NODES
    try:
        return search.exact(search.value, search.points_left // 2)
    except SearchBudgetError:
        search.hands, search.trick, search.leader, search.win = saved
        search.tricks_left, search.hand_points = counts
    gained = 0
    while search.tricks_left:
        gained += search.play(search.classes(search.to_play)[0][0])
    return gained
