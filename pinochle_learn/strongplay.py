"""The strong computer level's card in the tricks: solved exactly, or sampled and solved.

``RULES.md``, Tricks of each game. From one seat's :class:`~pinochle_learn.knowledge.Knowledge`
(never the other hands):

- **Known position** (the two-hand games: TWO_HAND_WIDOW's hands are the whole deck,
  TWO_HAND_STOCK after the last draw; PARTNERSHIP when the hidden cards are forced): the solver
  (:mod:`pinochle_learn.solver`) gives each legal card its exact value, counter points with the
  last trick's bonus, best play by both sides. A position too big to solve in the work budget
  (more than :data:`FULL_SOLVE_TRICKS` tricks, or the solve passes its nodes) is
  *estimated*: each card is played, then both sides play the solver's first-ordered card (its
  move ordering: masters, cheap winners, points onto a partner's trick) until
  :data:`TAIL_TRICKS` tricks are left, which are solved exactly.
- **Hidden cards** (PARTNERSHIP): Perfect Information Monte Carlo. Deals of the hidden cards
  consistent with the seat's knowledge are drawn with the caller's seeded ``random.Random``
  (:func:`~pinochle_learn.knowledge.deal_hidden`), each is solved (or estimated, as above), and
  the card with the best mean wins; up to ``Work.deals`` (:data:`MAX_DEALS`) deals.

A budget of WORK bounds a decision, the same on every machine (:class:`Work`): a node budget
(solver nodes, the searches' own count) and a number of sampled deals, so the same seed gives
the same card at any load. A known position's full solve may spend ``1 -`` :data:`RESERVE` of
the nodes, the estimate that replaces it the rest; sampled deals are drawn until
``Work.deals`` are done or the nodes are spent (at least one deal), each deal's full solve at
most :data:`DEAL_NODES` of them. A page adds a wall-clock safety net (``budget_s``): a decision
past it plays the best card so far and says so (``out_of_time``); the command line and the
tournament run without one, so a match replays exactly.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from .cards import Card
from .knowledge import Knowledge, deal_hidden
from .solver.core import Search, SearchBudgetError, card_int, hand_int, int_card

__all__ = [
    "DEAL_NODES",
    "FULL_SOLVE_TRICKS",
    "MAX_DEALS",
    "STRONG_WORK",
    "TAIL_TRICKS",
    "CardChoice",
    "Work",
    "strong_card",
]

MAX_DEALS = 30
"""Deals sampled at most for one decision (PARTNERSHIP)."""
DECISION_NODES = 20_000
"""Solver nodes one decision may spend (:data:`STRONG_WORK`): chosen so a decision takes
<= 1 s median and <= 3 s at the 95th percentile on the project's 2-core machine under load
(``benchmarks/bench_players.py``, README: partnership 0.31 s / 1.71 s at a load average of 9;
12,000 nodes gave 0.27 s / 0.79 s, 30,000 0.40 s / 2.19 s). A sampled partnership decision
reaches its 30 deals within it; the late full solves are what it bounds."""
DEAL_NODES = 1_500
"""Nodes one sampled deal's full solve may spend before it is estimated instead."""
FULL_SOLVE_TRICKS = {4: 5, 2: 12}
"""Tricks left (by players) from which a full solve is tried: sampled partnership deals of 5
tricks solve in a few hundred nodes; a known two-hand position of 12 (the stock game's last
tricks) in a few thousand."""
TAIL_TRICKS = {4: 3, 2: 5}
"""Tricks an estimate solves exactly at its end (by players)."""
RESERVE = 0.3
"""Share of the nodes a known position's full solve leaves for the estimate that replaces it
when it does not finish."""


@dataclass(frozen=True)
class Work:
    """The strong level's work for one card: the same on every machine, so the same seed gives
    the same card.

    Attributes
    ----------
    nodes
        Solver nodes one decision may spend (> 0), full solves and estimates' exact tails.
    deals
        Deals of the hidden cards sampled at most (> 0).

    Raises
    ------
    ValueError
        ``nodes`` or ``deals`` is not a positive whole number.
    """

    nodes: int = DECISION_NODES
    deals: int = MAX_DEALS

    def __post_init__(self) -> None:
        for name in ("nodes", "deals"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise ValueError(f"{name}={value!r}: give a positive whole number")


STRONG_WORK = Work()
"""The strong level's work for one card, everywhere (tables, command line, tournament)."""


class _OutOfTime(SearchBudgetError):
    """The wall-clock safety net fired during a search."""


class _TimedSearch(Search):
    """A :class:`~pinochle_learn.solver.core.Search` that also stops at a wall-clock
    ``deadline`` (``time.perf_counter`` seconds, checked every 256 nodes): the safety net.
    Without one (``math.inf``) the clock is never read."""

    deadline = math.inf

    def value(self, alpha: int, beta: int) -> int:
        if (
            not self.nodes & 255
            and self.deadline < math.inf
            and time.perf_counter() > self.deadline
        ):
            raise _OutOfTime("the search passed its time limit", self.nodes, self.max_nodes)
        return super().value(alpha, beta)


_T = TypeVar("_T")


class _Budget:
    """One decision's nodes left, and its safety net."""

    def __init__(self, work: Work, limit_s: float | None) -> None:
        self.work = work
        self.left = work.nodes
        self.deadline = math.inf if limit_s is None else time.perf_counter() + limit_s
        self.out_of_time = False

    def late(self) -> bool:
        """The safety net's time is past (never without one)."""
        if self.deadline < math.inf and time.perf_counter() >= self.deadline:
            self.out_of_time = True
        return self.out_of_time

    def spend(self, search: Search) -> None:
        self.left = max(0, self.left - search.nodes)

    def solve(self, search: Search, solving: Callable[[], _T]) -> _T | None:
        """``solving()``'s answer from ``search``, or ``None`` when the search passed its nodes
        or the safety net (noted in :attr:`out_of_time`); the nodes it took are spent either
        way."""
        try:
            return solving()
        except _OutOfTime:
            self.out_of_time = True
        except SearchBudgetError:
            pass
        finally:
            self.spend(search)
        return None


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
        The wall-clock safety net fired: ``card`` is the best found so far.
    budget_s
        The safety net, seconds (``None``: none, the work budget alone).
    """

    card: Card
    method: str
    points: int
    left: int
    deals: int
    best_in: int
    out_of_time: bool
    budget_s: float | None


def strong_card(
    knowledge: Knowledge,
    rng: random.Random,
    budget_s: float | None = None,
    *,
    work: Work = STRONG_WORK,
) -> CardChoice:
    """The card the strong level plays, from ``knowledge`` alone (module docstring).

    Parameters
    ----------
    knowledge
        The seat's knowledge (:func:`~pinochle_learn.knowledge.knowledge_of`).
    rng
        Draws the sampled deals (the same seed, the same choice).
    budget_s
        The wall-clock safety net in seconds (> 0), or ``None`` (default): the work alone
        bounds the decision, and the clock is never read.
    work
        The work budget (:data:`STRONG_WORK`).

    Raises
    ------
    ValueError
        ``budget_s`` is given and not positive.
    """
    if budget_s is not None and not budget_s > 0:
        raise ValueError(f"budget_s={budget_s!r}: give a positive number of seconds")
    budget = _Budget(work, budget_s)
    if knowledge.known:
        hands = deal_hidden(knowledge, rng)
        values, exact = _evaluate(knowledge, hands, budget, known=True)
        card = _best(values, knowledge)
        return CardChoice(
            card,
            "exact" if exact else "estimated",
            values[card],
            _points_left(knowledge, hands),
            1,
            1,
            budget.out_of_time,
            budget_s,
        )
    totals: dict[Card, int] = {}
    best_in: dict[Card, int] = {}
    deals = 0
    while deals < work.deals:
        if deals and (budget.left <= 0 or budget.late()):
            break
        hands = deal_hidden(knowledge, rng)
        values, _exact = _evaluate(knowledge, hands, budget, known=False)
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
        budget.out_of_time,
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


def _evaluate(
    knowledge: Knowledge, hands: Sequence[Sequence[Card]], budget: _Budget, *, known: bool
) -> tuple[dict[Card, int], bool]:
    """Each legal card's points for the seat's side in one deal, and whether solved exactly.
    A known position's full solve may spend ``1 -`` :data:`RESERVE` of the decision's nodes,
    a sampled deal's :data:`DEAL_NODES` of those left; past them (or past the safety net) the
    deal is estimated, its exact tails spending what is left."""
    players = len(hands)
    tricks = (sum(len(h) for h in hands) + len(knowledge.trick)) // players
    if tricks <= FULL_SOLVE_TRICKS[players] and not budget.out_of_time:
        share = int(budget.work.nodes * (1 - RESERVE)) if known else DEAL_NODES
        nodes = min(share, budget.left)
        if nodes > 0:
            search = _search(knowledge, hands, nodes, budget.deadline)
            values = budget.solve(search, lambda: _solved(search, knowledge))
            if values is not None:
                return values, True
    return _estimated(knowledge, hands, TAIL_TRICKS[players], budget), False


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
    knowledge: Knowledge, hands: Sequence[Sequence[Card]], tail: int, budget: _Budget
) -> dict[Card, int]:
    """Each legal card played, then the solver's first-ordered card for every seat until
    ``tail`` tricks are left, solved exactly (played out the same way past
    :data:`_TAIL_NODES`, the decision's nodes left, or the safety net)."""
    probe = _search(knowledge, hands, 1)
    seat = int(knowledge.seat)
    total = probe.points_left
    values: dict[Card, int] = {}
    for group in probe.classes(seat):
        search = _search(knowledge, hands, 1, budget.deadline)
        team0 = search.play(group[0])
        while search.tricks_left > tail:
            team0 += search.play(search.classes(search.to_play)[0][0])
        team0 += _tail_value(search, budget)
        for c in group:
            values[int_card(c)] = _side_points(search, knowledge, team0, total)
    return values


_TAIL_NODES = 3_000
"""Node budget of an estimate's exact tail (a few hundred are usual)."""


def _tail_value(search: Search, budget: _Budget) -> int:
    """Team 0's points from ``search``'s state to the end: exact within :data:`_TAIL_NODES`
    and the decision's nodes left, else played out by the first-ordered cards."""
    if not search.tricks_left:
        return 0
    nodes = min(_TAIL_NODES, budget.left)
    if nodes > 0 and not budget.out_of_time:
        saved = (list(search.hands), list(search.trick), search.leader, search.win)
        counts = (search.tricks_left, search.hand_points)
        search.nodes, search.max_nodes = 0, nodes
        exact = budget.solve(search, lambda: search.exact(search.value, search.points_left // 2))
        if exact is not None:
            return exact
        search.hands, search.trick, search.leader, search.win = saved
        search.tricks_left, search.hand_points = counts
    gained = 0
    while search.tricks_left:
        gained += search.play(search.classes(search.to_play)[0][0])
    return gained
