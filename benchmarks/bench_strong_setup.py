"""Wall time of the strong level's decisions around the tricks of the two-hand games (issue 19
point 3; not a test): TWO_HAND_WIDOW's building, bid and trump, TWO_HAND_STOCK's meld turns.

Plays ``--rounds`` rounds of each game with every seat strong (seeded), times every decision
:func:`pinochle_learn.levels.decide` makes, and reports per reason code the count, the median
and the 95th percentile in seconds (JSON lines). Usage::

    .venv/bin/python benchmarks/bench_strong_setup.py --rounds 6
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time

from pinochle_learn import TWO_HAND_STOCK, TWO_HAND_WIDOW
from pinochle_learn.levels import LevelWhy, decide
from pinochle_learn.ruleset import Ruleset
from pinochle_learn.state import GameState, Phase, deal_from_seed

SETUP_CODES = {
    LevelWhy.BUILD_KEEP,
    LevelWhy.BUILD_DISCARD,
    LevelWhy.WIDOW_BID,
    LevelWhy.WIDOW_PASS,
    LevelWhy.WIDOW_TRUMP,
    LevelWhy.STOCK_MELD,
    LevelWhy.STOCK_NO_MELD,
}


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def times(ruleset: Ruleset, rounds: int, seed: int) -> dict[str, list[float]]:
    """Seconds of each strong decision in ``rounds`` rounds, by reason code."""
    found: dict[str, list[float]] = {}
    for number in range(rounds):
        rng = random.Random(seed * 1_000 + number)
        state = GameState.new(ruleset, seed=seed * 1_000 + number).round
        while not state.is_over:
            if state.phase is Phase.DEAL:
                state = state.apply(deal_from_seed(rng, state.dealer, ruleset))
                continue
            start = time.perf_counter()
            decision = decide("strong", state, rng)
            spent = time.perf_counter() - start
            if decision.reason.code in SETUP_CODES:
                found.setdefault(decision.reason.code.value, []).append(spent)
            state = state.apply_chosen(decision.action)
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(json.dumps({"load_average": round(os.getloadavg()[0], 2)}))
    for ruleset in (TWO_HAND_WIDOW, TWO_HAND_STOCK):
        found = times(ruleset, args.rounds, args.seed)
        for code, spent in sorted(found.items()):
            report = {
                "game": ruleset.name,
                "decision": code,
                "count": len(spent),
                "median_s": round(statistics.median(spent), 4),
                "p95_s": round(_percentile(spent, 0.95), 4),
                "max_s": round(max(spent), 4),
            }
            print(json.dumps(report), flush=True)


if __name__ == "__main__":
    main()
