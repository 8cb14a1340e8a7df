"""The bid advisor, "What is my hand worth?": time of one answer at the shipped sample size
(4 trumps x SAMPLES play-outs, plus the partner's exact meld odds), the first (cold: odds
counted or read, caches empty) and the next ones (not a test: run and read).

.venv/bin/python benchmarks/bench_advisor.py [--runs 3] [--samples N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from pinochle_learn import Hand
from pinochle_learn.advisor import SAMPLES, hand_worth

BILL = Hand.parse("H14 H10 H13 H12 S14 C14 D14 S13 S12 D11 C9 D9")  # 03_bidding's example


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--samples", type=int, default=SAMPLES)
    args = parser.parse_args()
    times = []
    for run in range(args.runs):
        start = time.perf_counter()
        hand_worth(BILL, samples=args.samples, seed=run)
        times.append(time.perf_counter() - start)
    load = os.getloadavg()[0]
    print(
        f"hand_worth, {args.samples} deals x 4 trumps: first {times[0]:.2f} s, "
        f"median {statistics.median(times):.2f} s, best {min(times):.2f} s "
        f"({args.runs} runs; load average {load:.1f} on {os.cpu_count()} cores)"
    )


if __name__ == "__main__":
    main()
