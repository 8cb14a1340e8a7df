"""Speed of the trick-phase solver (issue 18.3), side by side with a plain alpha-beta.

For each game, random deals (seeded): the solver's ``solve(position, lines=False)`` (every
legal card's exact value: transposition table, equivalent cards once, ordering, MTD(f)) and
the baseline, a plain fail-soft alpha-beta on the same move generator with none of those
(``position_value(..., table=False, equivalence=False, ordering=False)``: the value only).
Each search has a node budget; one that passes it is counted as over budget (it stops with
``SearchBudgetError``, never hangs) and its time is the time to the budget.

Targets: the stock game's last 12 tricks <= 50 ms median; a full partnership deal (12 tricks,
4 hands) <= 2 s median; the widow game's 24 tricks <= 5 s median.

    .venv/bin/python benchmarks/bench_solver.py --stock 200 --partnership 5 --widow 3
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from pinochle_learn import PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW
from pinochle_learn.ruleset import Ruleset
from pinochle_learn.solver import Position, SearchBudgetError, position_value, solve
from pinochle_learn.solver.endings import random_ending


def _run(work: Callable[[], int]) -> tuple[float, int, bool]:
    start = time.perf_counter()
    try:
        nodes, over = work(), False
    except SearchBudgetError as error:
        nodes, over = error.nodes, True
    return time.perf_counter() - start, nodes, over


def _stats(label: str, runs: list[tuple[float, int, bool]]) -> str:
    times = sorted(t for t, _, _ in runs)
    nodes = sorted(n for _, n, _ in runs)
    over = sum(o for _, _, o in runs)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    n95 = nodes[min(len(nodes) - 1, int(0.95 * len(nodes)))]
    return (
        f"  {label:<9} time median {statistics.median(times) * 1000:9.1f} ms  "
        f"p95 {p95 * 1000:9.1f} ms  max {times[-1] * 1000:9.1f} ms   "
        f"nodes median {int(statistics.median(nodes)):>9,}  p95 {n95:>9,}  max {nodes[-1]:>9,}"
        f"   over budget {over}/{len(runs)}"
    )


def _baseline_nodes(position: Position, budget: int) -> int:
    from pinochle_learn.solver.solve import _search

    search = _search(position, budget, table=False, equivalence=False, ordering=False)
    search.exact(search.value, position.points_left // 2)
    return search.nodes


def bench(name: str, ruleset: Ruleset, tricks: int, deals: int, budget: int, base: int) -> None:
    rng = random.Random(2026)
    solver, baseline = [], []
    for _ in range(deals):
        position = random_ending(
            ruleset, tricks, rng, in_progress=False, first_lead=ruleset.first_lead_trump
        )
        solver.append(_run(lambda p=position: solve(p, max_nodes=budget, lines=False).nodes))
        baseline.append(_run(lambda p=position: _baseline_nodes(p, base)))
    print(f"{name}: {deals} deals, {tricks} tricks, {ruleset.players} hands")
    print(_stats("solver", solver) + f"  (budget {budget:,})")
    print(_stats("alphabeta", baseline) + f"  (budget {base:,})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stock", type=int, default=200, help="stock deals (last 12 tricks)")
    parser.add_argument("--partnership", type=int, default=20, help="partnership deals")
    parser.add_argument("--widow", type=int, default=10, help="widow deals (24 tricks)")
    parser.add_argument("--budget", type=int, default=2_000_000, help="solver node budget")
    parser.add_argument("--base-budget", type=int, default=50_000, help="baseline node budget")
    args = parser.parse_args()
    for name, rules, tricks, deals in (
        ("two-hand-stock, the last 12 tricks", TWO_HAND_STOCK, 12, args.stock),
        ("partnership, a full deal", PARTNERSHIP, 12, args.partnership),
        ("two-hand-widow, a full deal", TWO_HAND_WIDOW, 24, args.widow),
    ):
        if deals:
            bench(name, rules, tricks, deals, args.budget, args.base_budget)
    _ = position_value  # the API the baseline's switches belong to


if __name__ == "__main__":
    main()
