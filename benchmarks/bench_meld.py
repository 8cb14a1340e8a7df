"""Median time of one meld solve, with and without near misses (not a test: run and read).

.venv/bin/python benchmarks/bench_meld.py [--hands 300]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import tracemalloc

from pinochle_learn import DECK, PARTNERSHIP, TWO_HAND_WIDOW, Hand, Suit, solve_meld


def bench(ruleset, hands, near_misses):
    times = []
    for hand, trump in hands:
        start = time.perf_counter()
        solve_meld(hand, trump, ruleset, near_misses=near_misses)
        times.append(time.perf_counter() - start)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.99) - 1], max(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    for ruleset in (PARTNERSHIP, TWO_HAND_WIDOW):
        hands = [
            (Hand(rng.sample(DECK, ruleset.hand_size)), rng.choice(list(Suit)))
            for _ in range(args.hands)
        ]
        for near in (0, 5):
            med, p99, worst = bench(ruleset, hands, near)
            print(
                f"{ruleset.name:15} {ruleset.hand_size} cards, near_misses={near}: "
                f"median {med * 1e3:.3f} ms, p99 {p99 * 1e3:.3f} ms, max {worst * 1e3:.3f} ms "
                f"({args.hands} random hands)"
            )
    # A meld-heavy worst case: a widow hand holding both runs, aces, kings, queens, jacks.
    heavy = Hand.parse(
        "S14 S14 S10 S10 S13 S13 S12 S12 S11 S11 H14 H14 D14 D14 C14 C14 "
        "H13 H13 D13 D11 D11 H12 C12 C11"
    )
    start = time.perf_counter()
    result = solve_meld(heavy, "S", TWO_HAND_WIDOW)
    print(
        f"heavy widow hand ({result.total} meld points) with near misses: "
        f"{(time.perf_counter() - start) * 1e3:.1f} ms"
    )
    tracemalloc.start()
    solve_meld(heavy, "S", TWO_HAND_WIDOW)
    _, peak = tracemalloc.get_traced_memory()
    print(f"peak memory of that solve: {peak / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
