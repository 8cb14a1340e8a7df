"""The fast meld path against the solver it replaces, on the same hands in one run (issue 12).

Prints, for 12-card PARTNERSHIP hands with random trumps:
  1. meld total per hand: the fast table evaluator vs the old search (a copy of the explained
     solver's search as of commit 77aca5e, one full search per hand) and vs today's explained
     solver (the same search, its candidate list cached);
  2. the explained solve with 5 near misses, today vs the old way (one full search per card);
  3. batch hands per second of the numpy evaluator (one process, one thread);
  4. computer-only PARTNERSHIP rounds per second (deal to score), the round engine against the
     fast path (pinochle_learn.fastround) on the same seed;
  5. the exact distribution of a 24-card TWO_HAND_WIDOW hand's meld (all C(48,24) hands, each
     card in one meld only) per trump, against the seeded sampler it replaced.
Times are CPU seconds of this process (time.process_time), which a shared machine inflates
less than wall time; the load average is printed with them. Not a test: run and read.

    .venv/bin/python benchmarks/bench_fast.py [--hands 2000] [--rounds 1000]
"""

from __future__ import annotations

import argparse
import os
import random
import time
from collections import Counter
from collections.abc import Mapping, Sequence

os.environ.setdefault("OMP_NUM_THREADS", "1")  # one core for numpy
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np

from pinochle_learn import DECK, PARTNERSHIP, TWO_HAND_WIDOW, Card, Hand, Suit, solve_meld
from pinochle_learn.fastmeld import counts_of, meld_tables, meld_total_of_counts
from pinochle_learn.fastround import fast_rounds
from pinochle_learn.meld import _solve
from pinochle_learn.odds import meld_distribution, sample_meld
from pinochle_learn.odds.batch import batch_meld_totals, random_counts
from pinochle_learn.ruleset import CardReuse, Ruleset
from pinochle_learn.simulate import play_rounds


# -- the old search, as it was before the fast path (commit 77aca5e), for the baseline --------
def _old_candidates(counts: Mapping[Card, int], trump: Suit, ruleset: Ruleset) -> list[tuple]:
    out = []
    for kind, points in ruleset.meld_points.items():
        suits: Sequence[Suit | None] = (
            [s for s in Suit if s is not trump] if kind.needs_suit else [None]
        )
        for suit in suits:
            need = Counter(kind.cards(trump, suit))
            most = min(counts.get(card, 0) // n for card, n in need.items())
            if most > 0 and points > 0:
                ordered = tuple(sorted(need.items(), key=lambda item: item[0].sort_key))
                out.append((kind, ordered, points, most))
    return out


def _old_key(kind, ruleset):
    if ruleset.card_reuse is CardReuse.PER_CLASS:
        return kind.meld_class
    if ruleset.card_reuse is CardReuse.PER_KIND:
        return kind.family
    return 0


def _old_packing(candidates, counts) -> int:
    candidates = sorted(candidates, key=lambda c: -c[2] * c[3])
    bound_after = [0] * (len(candidates) + 1)
    for i in range(len(candidates) - 1, -1, -1):
        bound_after[i] = bound_after[i + 1] + candidates[i][2] * candidates[i][3]
    best = -1
    left = dict(counts)

    def search(i: int, points: int) -> None:
        nonlocal best
        if points + bound_after[i] <= best:
            return
        if i == len(candidates):
            best = points
            return
        _, need, value, _ = candidates[i]
        most = min(left.get(card, 0) // n for card, n in need)
        for k in range(most, -1, -1):
            for card, n in need:
                left[card] -= k * n
            search(i + 1, points + k * value)
            for card, n in need:
                left[card] += k * n

    search(0, 0)
    return best


def old_meld_points(hand: Hand, trump: Suit, ruleset: Ruleset) -> int:
    counts = hand.counter()
    grouped: dict[object, list] = {}
    for cand in _old_candidates(counts, trump, ruleset):
        grouped.setdefault(_old_key(cand[0], ruleset), []).append(cand)
    return sum(_old_packing(group, counts) for group in grouped.values())


def old_near_misses(hand: Hand, trump: Suit, ruleset: Ruleset) -> list[int]:
    total = old_meld_points(hand, trump, ruleset)
    gains = [old_meld_points(hand.add(c), trump, ruleset) - total for c in hand.missing()]
    return sorted((g for g in gains if g > 0), reverse=True)[:5]


# ---------------------------------------------------------------------------------------------
def cpu(f, repeat=1):
    start = time.process_time()
    wall = time.perf_counter()
    for _ in range(repeat):
        result = f()
    return (time.process_time() - start) / repeat, (time.perf_counter() - wall) / repeat, result


def line(label: str, cpu_s: float, wall_s: float, unit: str) -> None:
    scale = 1e6 if unit == "µs" else 1e3
    print(f"   {label:30} {cpu_s * scale:9.3f} {unit} CPU  ({wall_s * scale:.3f} {unit} wall)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=1000)
    parser.add_argument("--batch", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    load = os.getloadavg()
    cores = os.cpu_count()
    print(f"load average at start: {load[0]:.1f} {load[1]:.1f} {load[2]:.1f} on {cores} cores")
    rng = random.Random(args.seed)
    rules = PARTNERSHIP
    hands = [(Hand(rng.sample(DECK, 12)), rng.choice(list(Suit))) for _ in range(args.hands)]
    tables = meld_tables(rules)
    n = len(hands)

    old_cpu, old_wall, old = cpu(lambda: [old_meld_points(h, t, rules) for h, t in hands])
    ref_cpu, ref_wall, ref = cpu(
        lambda: [sum(m.points for m in _solve(h, t, rules)) for h, t in hands]
    )
    fast_cpu, fast_wall, fast = cpu(
        lambda: [meld_total_of_counts(counts_of(h), t, tables) for h, t in hands], repeat=5
    )
    assert old == ref == fast, "the evaluators disagree"
    print(f"1. meld total of a 12-card hand ({n} random hands, random trump):")
    line("old search (as of 77aca5e)", old_cpu / n, old_wall / n, "µs")
    line("explained solver's search", ref_cpu / n, ref_wall / n, "µs")
    line("fast evaluator (Hand->counts)", fast_cpu / n, fast_wall / n, "µs")
    print(f"   fast: {old_cpu / fast_cpu:.1f}x the old search, {ref_cpu / fast_cpu:.1f}x today's")

    sub = hands[: max(1, n // 4)]
    m = len(sub)
    old_nm_cpu, old_nm_wall, _ = cpu(lambda: [old_near_misses(h, t, rules) for h, t in sub])
    nm_cpu, nm_wall, results = cpu(lambda: [solve_meld(h, t, rules, near_misses=5) for h, t in sub])
    for (h, t), r in zip(sub, results, strict=True):
        assert [x.gain for x in r.near_misses] == old_near_misses(h, t, rules)
    print(f"2. explained solve with 5 near misses ({m} hands):")
    line("old way (a search per card)", old_nm_cpu / m, old_nm_wall / m, "ms")
    line("today (fast screening)", nm_cpu / m, nm_wall / m, "ms")
    print(f"   ratio {old_nm_cpu / nm_cpu:.1f}x")

    gen = np.random.default_rng(args.seed)
    counts = random_counts(gen, args.batch, 12)
    batch_meld_totals(counts[:1000], Suit.HEARTS, rules)  # warm the tables
    b_cpu, b_wall, totals = cpu(lambda: batch_meld_totals(counts, Suit.HEARTS, rules), repeat=3)
    check = [meld_total_of_counts(c, Suit.HEARTS, tables) for c in counts[:2000].tolist()]
    assert totals[:2000].tolist() == check
    print(f"3. numpy batch evaluator, {args.batch:,} hands of 12 cards:")
    print(
        f"   {args.batch / b_cpu / 1e6:.2f} million hands/s CPU ({args.batch / b_wall / 1e6:.2f} "
        f"million/s wall); {args.batch / b_cpu * fast_cpu / n:.0f}x the fast evaluator per hand"
    )

    slow_n = max(10, args.rounds // 10)
    s_cpu, s_wall, slow = cpu(lambda: [r.score for r in play_rounds(slow_n, args.seed)])
    r_cpu, r_wall, fast = cpu(lambda: [r.score for r in fast_rounds(args.rounds, args.seed)])
    assert fast[:slow_n] == slow, "the fast rounds differ from the round engine's"
    count = len(fast)
    print("4. computer-only PARTNERSHIP rounds, deal to score (same seed, same rounds):")
    slow_rate, fast_rate = slow_n / s_cpu, count / r_cpu
    print(f"   round engine ({slow_n} rounds) {slow_rate:8.1f}/s CPU ({slow_n / s_wall:.1f} wall)")
    print(f"   fast path ({count} rounds)   {fast_rate:8.1f}/s CPU ({count / r_wall:.1f} wall)")
    print(f"   ratio {fast_rate / slow_rate:.1f}x")

    print("5. exact meld distribution of a 24-card widow hand (C(48,24) hands), per trump:")
    for trump in Suit:
        e_cpu, e_wall, dist = cpu(lambda t=trump: meld_distribution(t, TWO_HAND_WIDOW))
        print(
            f"   {trump.symbol} trump: {e_cpu:.2f} s CPU ({e_wall:.2f} s wall), "
            f"mean {float(dist.mean):.4f}, P(0) {float(dist.probability(0)):.6f}"
        )
    w_cpu, w_wall, sampled = cpu(lambda: sample_meld(Suit.HEARTS, TWO_HAND_WIDOW, 100_000, 1))
    print(
        f"   the sampler it replaced, 100,000 hands (♥): {w_cpu:.2f} s CPU ({w_wall:.2f} s "
        f"wall), mean {sampled.mean:.2f} ± {sampled.standard_error:.2f}"
    )
    load = os.getloadavg()
    print(f"load average at end: {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}")


if __name__ == "__main__":
    main()
