"""The same computer-only rounds from two checkouts, byte for byte (a check to run after
changing the fast path's players: not a test, it needs the old code beside the new).

Each game's rounds are played on the fast path (:func:`pinochle_learn.fastround.fast_rounds`
with every decision recorded) in a fresh process per checkout; each round's record is its
``repr`` (dealer, bid winner, bid, trump, melds, trick points, score and every action: each
building turn, bid, trump, pass, throw-in and card played), one line a round. The lines of the
two checkouts must be the same bytes; the first round that differs is printed otherwise and the
exit status is 1.

Games: ``NAME=ROUNDS`` with a preset's name; the house rules
``partnership-beat-led`` (the led suit beaten after a trump, the first lead a trump) and
``widow-free`` (no duty to trump or to head the trick) play the other branches of the rules.

    .venv/bin/python benchmarks/check_same_rounds.py --code <main's worktree>
        [--games two-hand-widow=1000 partnership=300]
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
from pathlib import Path

_CHILD = """
import sys
from pinochle_learn.ruleset import PRESETS
from pinochle_learn.fastround import fast_rounds
HOUSE = {
    "partnership-beat-led": ("partnership", dict(must_beat_led_suit_after_trump=True,
                                                 first_lead_trump=True)),
    "widow-free": ("two-hand-widow", dict(must_trump=False, must_head_trick=False)),
}
name, rounds, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
base, changes = HOUSE.get(name, (name, {}))
ruleset = next(p for p in PRESETS if p.name == base)
if changes:
    ruleset = ruleset.variant(name=name, **changes)
for played in fast_rounds(rounds, seed, ruleset, record=True):
    sys.stdout.write(repr(played) + "\\n")
"""

_HERE = Path(__file__).resolve().parent.parent
_DEFAULT = (
    "two-hand-widow=1000",
    "partnership=300",
    "double-deck=100",
    "partnership-beat-led=200",
    "widow-free=200",
)


def _records(code: Path, game: str, rounds: int, seed: int) -> bytes:
    env = {**os.environ, "PYTHONPATH": str(code)}
    return subprocess.run(
        [sys.executable, "-c", _CHILD, game, str(rounds), str(seed)],
        cwd=code,
        env=env,
        capture_output=True,
        check=True,
    ).stdout


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--code", type=Path, required=True, help="the old checkout")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", nargs="*", default=list(_DEFAULT))
    args = parser.parse_args()
    same = True
    for spec in args.games:
        game, _, count = spec.partition("=")
        new = _records(_HERE, game, int(count), args.seed)
        old = _records(args.code.resolve(), game, int(count), args.seed)
        lines, old_lines = new.count(b"\n"), old.count(b"\n")
        digest = hashlib.sha256(new).hexdigest()[:16]
        if new == old and lines == int(count):
            print(f"{game}: {lines} rounds, {len(new):,} bytes, the same (sha256 {digest})")
            continue
        same = False
        pairs = zip(new.splitlines(), old.splitlines(), strict=False)
        first = next((n for n, (a, b) in enumerate(pairs) if a != b), min(lines, old_lines))
        print(f"{game}: DIFFERENT from round {first} ({lines} new rounds, {old_lines} old)")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
