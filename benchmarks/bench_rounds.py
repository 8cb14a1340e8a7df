"""Full computer-only rounds per second, for every preset with a round engine (not a test).

Each round goes from the shuffle to the score with every seat a computer player
(:mod:`pinochle_learn.players`): PARTNERSHIP (deal, auction, trump, passing, meld, throw-in,
12 tricks), TWO_HAND_STOCK (deal and turn-up, 12 tricks with a meld turn and draws after each,
12 last tricks), TWO_HAND_WIDOW (48 building turns, auction, trump, meld, 24 tricks) and
THREE_HAND_CUTTHROAT (deal with a widow, three-player auction, widow, trump, bury of 3, meld,
15 tricks, three sides scored) and

DOUBLE_DECK (the 80-card deal, auction, trump, meld, throw-in, 20 tricks). Times are
CPU seconds of this process (``time.process_time``, which a shared machine inflates less than
wall time) and wall seconds; the load average is printed with them.

    .venv/bin/python benchmarks/bench_rounds.py [--rounds 60] [--seed 1]
"""

from __future__ import annotations

import argparse
import os
import time
import tracemalloc

from pinochle_learn.ruleset import PRESETS
from pinochle_learn.simulate import play_rounds


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    for ruleset in (p for p in PRESETS if p.has_round_engine):
        wall, cpu = time.perf_counter(), time.process_time()
        actions = 0
        for state in play_rounds(args.rounds, args.seed, ruleset):
            actions += len(state.history)
        cpu = time.process_time() - cpu
        wall = time.perf_counter() - wall
        tracemalloc.start()
        for _ in play_rounds(3, args.seed, ruleset):
            pass
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        print(
            f"{ruleset.name:16s} {args.rounds} rounds: {args.rounds / cpu:7.1f} rounds/s CPU, "
            f"{args.rounds / wall:7.1f} rounds/s wall, {actions / args.rounds:5.1f} actions a "
            f"round, peak memory of 3 rounds {peak / 1e6:.1f} MB"
        )
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
