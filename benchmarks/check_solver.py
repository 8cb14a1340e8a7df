"""The solver against the plain minimax oracle on thousands of random endings (issue 18.2).

Every legal card's value must equal the oracle's (``minimax_values``: every legal line tried on
the engine's own ``legal_plays``), and so must ``solve``'s value and the value-only search's
(``position_value``), on endings of 1 to 4 tricks (1 to 3 in the four-hand game) of every game
and three house-rule variants. Prints the count checked and any mismatch; exits 1 on a
mismatch. ``make test`` runs a few hundred of these (``tests/unit/test_solver.py``).

``--seeds N`` instead draws, for every ruleset, the endings of the unit test for each of the
seeds 0 to N - 1 (``tests/unit/test_solver.py``'s ``endings``: 40 endings a seed).

    .venv/bin/python benchmarks/check_solver.py [--endings 3000] [--seed 1]
    .venv/bin/python benchmarks/check_solver.py --seeds 50
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Iterator

from pinochle_learn import PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW
from pinochle_learn.ruleset import Ruleset
from pinochle_learn.solver import Position, position_value, solve
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


def _ending(rules: Ruleset, rng: random.Random) -> Position:
    most = 3 if rules.players == 4 else 4
    first = rules.first_lead_trump and rng.random() < 0.3
    return random_ending(rules, rng.randint(1, most), rng, first_lead=first)


def _mixed(count: int, seed: int) -> Iterator[tuple[str, Position]]:
    rng = random.Random(seed)
    for i in range(count):
        rules = RULESETS[i % len(RULESETS)]
        yield rules.name, _ending(rules, rng)


def _by_seed(seeds: int) -> Iterator[tuple[str, Position]]:
    for rules in RULESETS:
        for seed in range(seeds):
            rng = random.Random(seed)
            for _ in range(40):
                yield f"{rules.name} seed {seed}", _ending(rules, rng)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--endings", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seeds", type=int, default=0, help="the unit test's seeds 0..N-1")
    args = parser.parse_args()
    work = _by_seed(args.seeds) if args.seeds else _mixed(args.endings, args.seed)
    bad = checked = 0
    start = time.perf_counter()
    for label, position in work:
        checked += 1
        want = minimax_values(position)
        try:
            solution = solve(position)
        except AssertionError as error:  # a line that misses its proved value: unsound bounds
            bad += 1
            print(f"FAILED {label}: {position!r}\n  solve: AssertionError {error}")
            continue
        got = {c.card: c.points for c in solution.cards}
        values = (solution.value, position_value(position))
        if got != want or values != (max(want.values()),) * 2:
            bad += 1
            print(f"MISMATCH {label}: {position!r}\n  solver {got} {values}\n  oracle {want}")
    took = time.perf_counter() - start
    print(f"{checked} endings checked card by card, {bad} mismatches, {took:.0f} s")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
