"""Full computer-only rounds per CPU second, for every preset with a round engine (not a test).

Each round goes from the shuffle to the score with every seat a computer player
(:mod:`pinochle_learn.players`): PARTNERSHIP (deal, auction, trump, passing, meld, throw-in,
12 tricks), TWO_HAND_STOCK (deal and turn-up, 12 tricks with a meld turn and draws after each,
12 last tricks), TWO_HAND_WIDOW (48 building turns, auction, trump, meld, 24 tricks),
THREE_HAND_CUTTHROAT (deal with a widow, three-player auction, widow, trump, bury of 3, meld,
15 tricks, three sides scored) and DOUBLE_DECK (the 80-card deal, auction, trump, meld,
throw-in, 20 tricks).

Two ways are timed for each game: ``engine``, the round engine (``simulate.play_rounds``: a
verdict and a new state per action, what lessons and replays use), and ``simulate``, the way
``simulate`` plays it (the fast path where the game has one: ``fastround`` for the auction and
widow games, ``faststock`` for the stock game; the same rounds). Each figure is measured in a
fresh process, the runs interleaved; medians over ``--pairs`` runs. With ``--code DIR`` the
same runs are made with another checkout's package (e.g. a ``git worktree`` of main), in the
same pairs, and the ratio new/old is printed. Times are CPU seconds of the measuring process
(``time.process_time``, which a shared machine inflates less than wall time); the load
average is printed with them.

    .venv/bin/python benchmarks/bench_rounds.py [--rounds 200] [--pairs 3] [--code DIR]
        [--games two-hand-stock two-hand-widow]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from pinochle_learn.ruleset import PRESETS

_CHILD = """
import json, sys, time, tracemalloc
from pinochle_learn.ruleset import PRESETS
from pinochle_learn import simulate
name, mode, rounds, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
ruleset = next(p for p in PRESETS if p.name == name)
def fast(rounds, seed, ruleset):
    try:  # the computer-only rounds: no levels (and no budget for them)
        return simulate._rounds(rounds, seed, ruleset, None, 1.0)
    except TypeError:  # an older checkout's signature
        return simulate._rounds(rounds, seed, ruleset)
play = simulate.play_rounds if mode == "engine" else fast
list(play(3, seed + 1, ruleset))  # imports and caches warm
cpu, wall = time.process_time(), time.perf_counter()
list(play(rounds, seed, ruleset))
cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
tracemalloc.start()
list(play(3, seed, ruleset))
peak = tracemalloc.get_traced_memory()[1]
print(json.dumps({"cpu": rounds / cpu, "wall": rounds / wall, "peak": peak}))
"""

_HERE = Path(__file__).resolve().parent.parent


def _run(code: Path, game: str, mode: str, rounds: int, seed: int) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(code)}
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, game, mode, str(rounds), str(seed)],
        cwd=code,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    result: dict[str, float] = json.loads(out.stdout)
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pairs", type=int, default=3)
    parser.add_argument("--code", type=Path, help="another checkout to compare (the old code)")
    parser.add_argument("--games", nargs="*", help="preset names (default: every one)")
    args = parser.parse_args()
    games = [p.name for p in PRESETS if p.has_round_engine]
    if args.games:
        games = [g for g in games if g in args.games]
    codes = {"new": _HERE}
    if args.code is not None:
        codes["old"] = args.code.resolve()
    loads = [os.getloadavg()[0]]
    print(f"load average before: {loads[0]:.2f}; {args.rounds} rounds a run, {args.pairs} pairs")
    for game in games:
        for mode in ("engine", "simulate"):
            figures: dict[str, list[dict[str, float]]] = {name: [] for name in codes}
            for _ in range(args.pairs):
                for name, code in codes.items():
                    figures[name].append(_run(code, game, mode, args.rounds, args.seed))
            loads.append(os.getloadavg()[0])
            line = [f"{game:16s} {mode:8s}"]
            for name, runs in figures.items():
                cpu = statistics.median(r["cpu"] for r in runs)
                spread = f"{min(r['cpu'] for r in runs):.0f}-{max(r['cpu'] for r in runs):.0f}"
                wall = statistics.median(r["wall"] for r in runs)
                peak = max(r["peak"] for r in runs) / 1e6
                line.append(
                    f"{name}: {cpu:7.1f} rounds/s CPU ({spread}), {wall:6.1f} wall, "
                    f"peak {peak:.1f} MB"
                )
            if "old" in figures:
                ratios = [
                    n["cpu"] / o["cpu"] for n, o in zip(figures["new"], figures["old"], strict=True)
                ]
                line.append(
                    f"new/old {statistics.median(ratios):.2f}x "
                    f"({min(ratios):.2f}-{max(ratios):.2f})"
                )
            print(" | ".join(line), flush=True)
    print(f"load average during: {min(loads):.2f}-{max(loads):.2f}")


if __name__ == "__main__":
    main()
