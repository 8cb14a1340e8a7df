"""The stock game's fast path against another checkout: the same recorded rounds, byte for byte.

A speed-up of :mod:`pinochle_learn.faststock` (or the planner it reads) must keep every decision.
This plays ``--seeds`` x ``--rounds`` rounds recorded (``stock_rounds(..., record=True)``: every
action, meld and trick point, the score, the dealer and trump) and the same unrecorded (the way
``simulate`` and the benchmarks play them: no actions) in this checkout and, with
``--code DIR``, in another one (e.g. main's, made by ``git worktree add`` or ``git archive``),
each in a fresh process, and compares the SHA-256 of their ``repr``. Exits 1 when they differ.
Not a test (1,000 rounds each way take 4-8 s of CPU a checkout): run it by hand,

    .venv/bin/python benchmarks/check_stock_rounds.py --code DIR [--seeds 10] [--rounds 100]

``tests/properties/test_fast_two_hand.py`` compares the fast path with the round engine on
random seeds in ``make test``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

_CHILD = """
import hashlib, sys
from pinochle_learn.faststock import stock_rounds
digest = hashlib.sha256()
for seed in range(int(sys.argv[1])):
    for record in (True, False):  # unrecorded, a meld turn asks no question first
        for r in stock_rounds(int(sys.argv[2]), seed, record=record):
            seen = (r.actions, r.melds, r.counters, r.score, r.dealer, r.trump)
            digest.update(repr(seen).encode())
print(digest.hexdigest())
"""

_HERE = Path(__file__).resolve().parent.parent


def digest(code: Path, seeds: int, rounds: int) -> str:
    """The SHA-256 of the recorded rounds played by ``code``'s package (a fresh process)."""
    env = {**os.environ, "PYTHONPATH": str(code)}
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, str(seeds), str(rounds)],
        cwd=code,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return out.stdout.strip()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=10, help="seeds 0 .. SEEDS-1")
    parser.add_argument("--rounds", type=int, default=100, help="rounds a seed")
    parser.add_argument("--code", type=Path, help="another checkout to compare (the old code)")
    args = parser.parse_args()
    new = digest(_HERE, args.seeds, args.rounds)
    print(f"this checkout: {new} ({args.seeds * args.rounds} rounds, recorded and not)")
    if args.code is None:
        return 0
    old = digest(args.code.resolve(), args.seeds, args.rounds)
    print(f"{args.code}: {old}")
    print("the same rounds" if new == old else "DIFFERENT rounds")
    return 0 if new == old else 1


if __name__ == "__main__":
    sys.exit(main())
