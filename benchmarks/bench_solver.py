"""Speed of the trick-phase solver (issue 18.3), side by side with a plain alpha-beta.

For each game, random deals (seeded): the solver's ``solve(position, lines=False)`` (every
legal card's exact value: transposition table, equivalent cards once, bounds, ordering,
MTD(f)) and the baseline, a plain fail-soft alpha-beta on the same move generator with none of
those (``table=False, equivalence=False, ordering=False, bounds=False``: the value only).
Each search has a node budget; one that passes it is counted as over budget (it stops with
``SearchBudgetError``, never hangs) and its time is the time to the budget. Times are wall
clock and the process's CPU time (the fairer measure on a shared machine); the last line of
each game gives the solver's medians as a fraction of the baseline's (a baseline over its
budget makes that fraction an upper bound).

Targets: the stock game's last 12 tricks <= 50 ms median; a full partnership deal (12 tricks,
4 hands) <= 2 s median; the widow game's 24 tricks <= 5 s median.

    .venv/bin/python benchmarks/bench_solver.py --stock 200 --partnership 5 --widow 3
    .venv/bin/python benchmarks/bench_solver.py --stock 0 --partnership 50 --widow 50 --tricks 8
    .venv/bin/python benchmarks/bench_solver.py --ablate 10 --tricks 8 --budget 300000
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

Run = tuple[float, float, int, bool]  # wall s, CPU s, nodes, over budget


def _run(work: Callable[[], int]) -> Run:
    start, cpu = time.perf_counter(), time.process_time()
    try:
        nodes, over = work(), False
    except SearchBudgetError as error:
        nodes, over = error.nodes, True
    return time.perf_counter() - start, time.process_time() - cpu, nodes, over


def _p95(values: list[float]) -> float:
    return sorted(values)[min(len(values) - 1, int(0.95 * len(values)))]


def _stats(label: str, runs: list[Run]) -> str:
    wall = [r[0] * 1000 for r in runs]
    cpu = [r[1] * 1000 for r in runs]
    nodes = [float(r[2]) for r in runs]
    over = sum(r[3] for r in runs)
    return (
        f"  {label:<12} wall ms median {statistics.median(wall):8.1f} p95 {_p95(wall):8.1f} "
        f"max {max(wall):8.1f} | CPU ms median {statistics.median(cpu):8.1f} "
        f"p95 {_p95(cpu):8.1f} max {max(cpu):8.1f} | nodes median "
        f"{int(statistics.median(nodes)):>9,} p95 {int(_p95(nodes)):>9,} max {int(max(nodes)):>9,}"
        f" | over budget {over}/{len(runs)}"
    )


def _ratio(solver: list[Run], baseline: list[Run]) -> str:
    def median(runs: list[Run], i: int) -> float:
        return statistics.median(float(r[i]) for r in runs)

    bound = "<=" if any(r[3] for r in baseline) else "="
    return (
        f"  solver/baseline medians: CPU {bound} {median(solver, 1) / median(baseline, 1):.3f}, "
        f"nodes {bound} {median(solver, 2) / median(baseline, 2):.3f}"
    )


def _baseline_nodes(position: Position, budget: int) -> int:
    from pinochle_learn.solver.solve import _search

    search = _search(position, budget, table=False, equivalence=False, ordering=False, bounds=False)
    search.exact(search.value, position.points_left // 2)
    return search.nodes


def bench(name: str, ruleset: Ruleset, tricks: int, deals: int, budget: int, base: int) -> None:
    rng = random.Random(2026)
    solver, baseline = [], []
    first = ruleset.first_lead_trump and tricks == ruleset.hand_size  # a full deal
    for _ in range(deals):
        position = random_ending(ruleset, tricks, rng, in_progress=False, first_lead=first)
        solver.append(_run(lambda p=position: solve(p, max_nodes=budget, lines=False).nodes))
        baseline.append(_run(lambda p=position: _baseline_nodes(p, base)))
    print(f"{name}: {deals} deals, {tricks} tricks, {ruleset.players} hands")
    print(_stats("solver", solver) + f"  (budget {budget:,})")
    print(_stats("alphabeta", baseline) + f"  (budget {base:,})")
    print(_ratio(solver, baseline))


SWITCHES = ("table", "equivalence", "ordering", "bounds")


def ablate(name: str, ruleset: Ruleset, tricks: int, deals: int, budget: int) -> None:
    """The value alone (``position_value``) with every speed-up, then with each one off."""
    rng = random.Random(7)
    positions = [random_ending(ruleset, tricks, rng, in_progress=False) for _ in range(deals)]
    print(f"{name}, the last {tricks} tricks: {deals} deals, the value alone")
    for off in ("none", *SWITCHES):
        switches = {s: s != off for s in SWITCHES}
        runs = []
        for position in positions:

            def work(p: Position = position, on: dict[str, bool] = switches) -> int:
                from pinochle_learn.solver.solve import _search

                search = _search(p, budget, **on)
                search.exact(search.value, p.points_left // 2)
                return search.nodes

            runs.append(_run(work))
        print(_stats(f"-{off}" if off != "none" else "all on", runs))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stock", type=int, default=200, help="stock deals (last 12 tricks)")
    parser.add_argument("--partnership", type=int, default=20, help="partnership deals")
    parser.add_argument("--widow", type=int, default=10, help="widow deals (24 tricks)")
    parser.add_argument("--budget", type=int, default=2_000_000, help="solver node budget")
    parser.add_argument("--base-budget", type=int, default=50_000, help="baseline node budget")
    parser.add_argument(
        "--tricks",
        type=int,
        default=0,
        help="solve from this many tricks before the end instead (the last N of each game: "
        "what the review can solve where a full deal is out of reach)",
    )
    parser.add_argument(
        "--ablate",
        type=int,
        default=0,
        help="instead: this many deals per game with each speed-up off in turn (the last "
        "--tricks tricks, default 10)",
    )
    args = parser.parse_args()
    if args.ablate:
        for name, rules in (
            ("two-hand-stock", TWO_HAND_STOCK),
            ("partnership", PARTNERSHIP),
            ("two-hand-widow", TWO_HAND_WIDOW),
        ):
            ablate(name, rules, args.tricks or 10, args.ablate, args.budget)
        return
    for name, rules, tricks, deals in (
        ("two-hand-stock", TWO_HAND_STOCK, 12, args.stock),
        ("partnership", PARTNERSHIP, 12, args.partnership),
        ("two-hand-widow", TWO_HAND_WIDOW, 24, args.widow),
    ):
        tricks = min(args.tricks, tricks) if args.tricks else tricks
        label = f"{name}, the last {tricks} tricks"
        if deals:
            bench(label, rules, tricks, deals, args.budget, args.base_budget)
    _ = position_value  # the API the baseline's switches belong to


if __name__ == "__main__":
    main()
