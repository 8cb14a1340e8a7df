"""How long a learner waits at a table whose computer seats play at the strong level (issue 19;
not a test).

The partnership table: the learner's seat (South) is played by the learner level's rules, the
three computer seats at the strong level on its work budget
(:data:`pinochle_learn.strongplay.STRONG_WORK`) with the page's wall-clock safety net
(:data:`pinochle_widgets.sessions.round_session.PAGE_BUDGET_S`), through the table's own
:class:`~pinochle_widgets.sessions.round_session.RoundSession`. Reported: the wall time of one
strong card (:func:`pinochle_learn.levels.decide`, the solver's cards only) and of one of the
learner's cards in the tricks, from the click to the learner's next turn (up to three strong
cards), each as median, 95th percentile and maximum, and how many strong cards the safety net
stopped (out of time).

    .venv/bin/python benchmarks/bench_table_strong.py [--rounds 4] [--budget 0.5]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from typing import Any

from pinochle_learn import levels
from pinochle_learn.players import choose_action
from pinochle_learn.state import Phase
from pinochle_widgets.sessions import round_session
from pinochle_widgets.sessions.round_session import PAGE_BUDGET_S, RoundSession

SOLVED = {levels.LevelWhy.EXACT, levels.LevelWhy.ESTIMATED, levels.LevelWhy.SAMPLED}


def _figures(times: list[float]) -> str:
    if not times:
        return "none"
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    median = statistics.median(ordered)
    return (
        f"median {median * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, max {ordered[-1] * 1000:.0f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--budget", type=float, default=PAGE_BUDGET_S)
    options = parser.parse_args()
    decisions: list[float] = []
    late: list[int] = []
    real = round_session.decide

    def timed(level: str, state: Any, rng: random.Random, **kw: Any) -> levels.Decision:
        start = time.perf_counter()
        decision = real(level, state, rng, **kw)
        if decision.reason.code in SOLVED:
            decisions.append(time.perf_counter() - start)
            late.append(bool(decision.reason.values.get("out_of_time")))
        return decision

    round_session.decide = timed  # type: ignore[assignment]
    clicks: list[float] = []
    for seed in range(1, options.rounds + 1):
        session = RoundSession(seed, level="strong", budget_s=options.budget)
        rng = random.Random(seed)
        while not session.state.is_over:
            state = session.state
            action = choose_action(state, rng)
            start = time.perf_counter()
            assert session.apply(action).legal
            if state.phase is Phase.TRICKS:
                clicks.append(time.perf_counter() - start)
    print(
        f"partnership, strong computer seats, safety net {options.budget:g} s a card, "
        f"{options.rounds} rounds, load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    print(f"  one strong card ({len(decisions)}): {_figures(decisions)}; out of time {sum(late)}")
    print(f"  one of your cards to your next turn ({len(clicks)}): {_figures(clicks)}")


if __name__ == "__main__":
    main()
