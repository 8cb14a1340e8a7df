"""The stock game's meld bookkeeping and planner: time of one MeldTable.options, one plan over
the tricks left, and one computer card choice (not a test: run and read).

.venv/bin/python benchmarks/bench_plan.py [--hands 200]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from pinochle_learn import DECK, TWO_HAND_STOCK, Hand, Suit
from pinochle_learn.meldplan import plan_melds
from pinochle_learn.stockplayer import choose_stock_card
from pinochle_learn.tablemeld import MeldTable


def timed(call, cases):
    times = []
    for case in cases:
        start = time.perf_counter()
        call(*case)
        times.append(time.perf_counter() - start)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.99) - 1], max(times)


def line(name, stats, count):
    med, p99, worst = stats
    print(
        f"{name:38} median {med * 1e3:7.3f} ms, p99 {p99 * 1e3:7.3f} ms, "
        f"max {worst * 1e3:7.3f} ms ({count} hands)"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = []
    for _ in range(args.hands):
        table = MeldTable(rng.choice(list(Suit)), TWO_HAND_STOCK)
        cases.append((Hand(rng.sample(DECK, 12)), table))
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    line(
        "MeldTable.options (after a trick won)",
        timed(lambda h, t: t.after_trick(won=True).options(h), cases),
        len(cases),
    )
    for tricks in (12, 4, 1):
        line(
            f"plan_melds, {tricks} tricks left",
            timed(lambda h, t, n=tricks: plan_melds(h, t, n), cases),
            len(cases),
        )
    line("plan_melds, no limit", timed(lambda h, t: plan_melds(h, t), cases), len(cases))
    pick = random.Random(2)
    line(
        "choose_stock_card (leading, 12 left)",
        timed(lambda h, t: choose_stock_card(h, t, None, 12, pick), cases),
        len(cases),
    )
    heavy = Hand.parse("S14 S10 S13 S12 S11 D11 H12 D12 C12 H13 C13 D13")
    start = time.perf_counter()
    advice = plan_melds(heavy, MeldTable(Suit.SPADES, TWO_HAND_STOCK))
    print(
        f"meld-heavy hand ({advice.best.total} meld points in {len(advice.best.steps)} melds, "
        f"{len(advice.by_first)} first choices): {(time.perf_counter() - start) * 1e3:.1f} ms"
    )


if __name__ == "__main__":
    main()
