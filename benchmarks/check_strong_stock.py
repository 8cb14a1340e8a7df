"""The strong level's decisions while the stock lasts, old code against new (issue 19).

A change to the strong stock player's code (:mod:`pinochle_learn.strongstock`,
:mod:`pinochle_learn.strongmeld`, or the fast round they play out on) must keep every decision:
this plays learner rounds of TWO_HAND_STOCK from seeds, and at every state of the STOCK phase
(or every ``--every``-th) takes the strong decision (:func:`pinochle_learn.levels.decide`, no
time budget: the same seed, the same decision) and, for a card, one sampled deal's rollout
margin of every legal card. Each decision is a JSON line: the action and every reason value,
written with ``repr``.

- ``.venv/bin/python benchmarks/check_strong_stock.py --seeds 4 --every 3`` prints the lines
  (``tests/unit/data/strong_stock_decisions.jsonl`` holds those of main before issue 19's
  clean-up, without rollouts; ``tests/unit/test_strongstock_same.py`` replays them);
- ``... --code DIR`` also runs the same in the checkout ``DIR`` (the old code, e.g. a worktree
  of main) in a fresh process and compares line by line: prints how many agree and the first
  that does not, and exits 1 on any difference. ``DIR`` needs
  :func:`pinochle_learn.simulate.learner_round_states` (main from issue 19's clean-up on; the
  clean-up itself was compared with main before it: 247 decisions of seeds 1-8, 192 of them
  cards with their rollouts, the same).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

_HERE = Path(__file__).resolve().parents[1]


def stock_states(seed: int) -> Iterator[Any]:
    """The STOCK-phase states with a seat to act of a learner-played TWO_HAND_STOCK round."""
    from pinochle_learn import TWO_HAND_STOCK
    from pinochle_learn.simulate import learner_round_states
    from pinochle_learn.state import Phase

    for state in learner_round_states(TWO_HAND_STOCK, seed):
        if state.phase is Phase.STOCK and state.to_act is not None:
            yield state


def decisions(seeds: int, every: int, rollouts: bool) -> Iterator[dict[str, Any]]:
    """The strong decisions as rows: ``seed``, ``step`` (the state's place among the round's
    STOCK-phase states), ``action``, ``code``, ``values`` (each ``repr``) and, with
    ``rollouts``, ``rollouts``: one sampled deal played out after every legal card."""
    from pinochle_learn.levels import decide

    for seed in range(1, seeds + 1):
        for step, state in enumerate(stock_states(seed)):
            if step % every:
                continue
            decision = decide("strong", state, random.Random(f"{seed}:{step}"))
            values = decision.reason.values
            row: dict[str, Any] = {
                "seed": seed,
                "step": step,
                "action": repr(decision.action),
                "code": decision.reason.code.value,
                "values": {key: repr(values[key]) for key in sorted(values)},
            }
            if rollouts and state.trick is not None:
                row["rollouts"] = _rollouts(state, random.Random(f"rollout:{seed}:{step}"))
            yield row


def _rollouts(state: Any, rng: random.Random) -> list[int]:
    from pinochle_learn.strongstock import _rollout, sample_hidden, stock_view

    view = stock_view(state)
    other, pile = sample_hidden(view, rng)
    seed = rng.randrange(2**32)
    return [_rollout(view, other, pile, c, random.Random(seed)) for c in view.choices]


def _lines(code: Path, args: argparse.Namespace) -> list[str]:
    argv = [sys.executable, __file__, "--seeds", str(args.seeds), "--every", str(args.every)]
    if not args.no_rollouts:
        argv.append("--rollouts")
    env = {**os.environ, "PYTHONPATH": str(code)}
    done = subprocess.run(argv, cwd=code, env=env, capture_output=True, text=True, check=True)
    return done.stdout.splitlines()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=4, help="rounds, seeds 1 to SEEDS")
    parser.add_argument("--every", type=int, default=1, help="every EVERY-th STOCK state")
    parser.add_argument("--rollouts", action="store_true", help="print with the rollouts")
    parser.add_argument("--no-rollouts", action="store_true", help="compare without them")
    parser.add_argument("--code", type=Path, help="another checkout to compare (the old code)")
    args = parser.parse_args()
    if args.code is None:
        for row in decisions(args.seeds, args.every, args.rollouts):
            print(json.dumps(row), flush=True)
        return 0
    old, new = _lines(args.code.resolve(), args), _lines(_HERE, args)
    for n, (a, b) in enumerate(zip(old, new, strict=False)):
        if a != b:
            print(f"decision {n} differs:\n old {a}\n new {b}")
            return 1
    if len(old) != len(new):
        print(f"old {len(old)} decisions, new {len(new)}")
        return 1
    cards = sum('"stock_sampled"' in line for line in new)
    print(f"{len(new)} strong decisions agree ({cards} cards sampled and played out)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
