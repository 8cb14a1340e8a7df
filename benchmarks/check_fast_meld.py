"""The fast meld evaluator against the explained solver on 100,000 seeded hands per preset.

A check too slow for ``make test`` (the solver takes 0.1-5 ms a hand): run it by hand,
``.venv/bin/python benchmarks/check_fast_meld.py [HANDS]``. It prints, per preset, how many
hands agreed (total and class totals) and the first hand that did not, and exits 1 on any
disagreement. ``make test`` compares 1,500 random and 1,500 dense hands per preset with the old
search, and the numpy batch evaluator with the fast one on 100,000 (``tests/unit/``).
"""

from __future__ import annotations

import random
import sys
import time

from pinochle_learn import DECK, PRESETS, Hand, Suit, solve_meld
from pinochle_learn.fastmeld import class_totals_of_counts, counts_of, meld_tables, meld_total
from pinochle_learn.ruleset import CardReuse


def check(ruleset, hands: int, seed: int = 2026) -> int:
    rng = random.Random(seed)
    tables = meld_tables(ruleset)
    start = time.process_time()
    for n in range(hands):
        hand = Hand(rng.sample(DECK, ruleset.hand_size))
        trump = rng.choice(list(Suit))
        result = solve_meld(hand, trump, ruleset, near_misses=0)
        fast = meld_total(hand, trump, ruleset)
        classes = class_totals_of_counts(counts_of(hand), int(trump), tables)
        solver_classes = tuple(result.class_totals.get(c, 0) for c in (1, 2, 3))
        # with ONE_MELD the split between classes may tie two ways: only the total is exact
        split_ok = ruleset.card_reuse is CardReuse.ONE_MELD or classes == solver_classes
        if fast != result.total or not split_ok:
            print(
                f"{ruleset.name}: hand {n} {hand} trump {trump.name}: fast {fast} {classes}, "
                f"solver {result.total} {result.class_totals}"
            )
            return 1
    spent = time.process_time() - start
    print(
        f"{ruleset.name}: {hands} hands of {ruleset.hand_size} agree "
        f"({spent:.0f} s CPU, {1e3 * spent / hands:.2f} ms a hand for both)"
    )
    return 0


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    sys.exit(max(check(r, count) for r in PRESETS))
