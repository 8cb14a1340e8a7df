"""Full computer-only PARTNERSHIP rounds per second (not a test: run and read).

.venv/bin/python benchmarks/bench_rounds.py [--rounds 200]
"""

from __future__ import annotations

import argparse
import time
import tracemalloc

from pinochle_learn.simulate import play_rounds


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    start = time.perf_counter()
    count = sum(1 for _ in play_rounds(args.rounds, args.seed))
    elapsed = time.perf_counter() - start
    print(
        f"{count} computer-only rounds in {elapsed:.2f} s: {count / elapsed:.1f} rounds/s "
        f"({elapsed / count * 1e3:.1f} ms per round, deal to score)"
    )
    tracemalloc.start()
    sum(1 for _ in play_rounds(20, args.seed))
    _, peak = tracemalloc.get_traced_memory()
    print(f"peak traced memory over 20 rounds: {peak / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
