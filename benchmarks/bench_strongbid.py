"""Decision time of the strong level in the partnership auction phases (issue 19, point 3).

Plays ``--deals`` seeded PARTNERSHIP rounds up to the tricks with every seat at the strong
level and times each decision by phase (the auction, the trump, the passes, the throw-in):
median and 95th percentile, seconds. The auction's sampled deals are cached per hand, so a
seat's first bid pays for its later bids and its trump. Run:
``.venv/bin/python benchmarks/bench_strongbid.py --deals 20``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections import defaultdict

from pinochle_learn import RoundState, Seat, deal_from_seed
from pinochle_learn.levels import decide
from pinochle_learn.procedure import Phase


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f}", flush=True)
    times: dict[str, list[float]] = defaultdict(list)
    for i in range(args.deals):
        dealer = Seat(i % 4)
        state = RoundState(dealer=dealer).apply(deal_from_seed(args.seed * 1000 + i, dealer))
        rng = random.Random(i)
        while not state.is_over and state.phase is not Phase.TRICKS:
            start = time.perf_counter()
            decision = decide("strong", state, rng)
            times[state.phase.name].append(time.perf_counter() - start)
            state = state.apply_chosen(decision.action)
    every = [t for ts in times.values() for t in ts]
    for name, ts in [*times.items(), ("ALL", every)]:
        ts = sorted(ts)
        p95 = ts[min(len(ts) - 1, int(len(ts) * 0.95))]
        print(f"{name:15} n={len(ts):4} median {statistics.median(ts):.3f} s  p95 {p95:.3f} s")
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
