"""The solver against the plain minimax oracle on thousands of random endings (issue 18.2).

Every legal card's value must equal the oracle's (``minimax_values``: every legal line tried on
the engine's own ``legal_plays``), on endings of 1 to 4 tricks (1 to 3 in the four-hand game)
of every game and three house-rule variants. Prints the count checked and any mismatch; exits
1 on a mismatch. ``make test`` runs a few hundred of these (``tests/unit/test_solver.py``).

    .venv/bin/python benchmarks/check_solver.py [--endings 3000] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from pinochle_learn import PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW
from pinochle_learn.solver import solve
from pinochle_learn.solver.endings import random_ending
from pinochle_learn.solver.oracle import minimax_values

RULESETS = (
    PARTNERSHIP,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    PARTNERSHIP.variant(name="beat-led", must_beat_led_suit_after_trump=True),
    PARTNERSHIP.variant(name="no-head", must_head_trick=False),
    TWO_HAND_WIDOW.variant(name="no-must-trump", must_trump=False),
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--endings", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    bad = 0
    start = time.perf_counter()
    for i in range(args.endings):
        rules = RULESETS[i % len(RULESETS)]
        most = 3 if rules.players == 4 else 4
        first = rules.first_lead_trump and rng.random() < 0.3
        position = random_ending(rules, rng.randint(1, most), rng, first_lead=first)
        got = {c.card: c.points for c in solve(position).cards}
        want = minimax_values(position)
        if got != want:
            bad += 1
            print(f"MISMATCH {rules.name}: {position}\n  solver {got}\n  oracle {want}")
    took = time.perf_counter() - start
    print(f"{args.endings} endings checked card by card, {bad} mismatches, {took:.0f} s")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
