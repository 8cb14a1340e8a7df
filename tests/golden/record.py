"""Record (or check) golden replays: seeded rounds of every preset with a round engine, played
by the computer seats.

Each line of a ``.jsonl`` file is one step: the state's summary, its legal actions, and the
action chosen. Regenerate after an intended rule change with

    .venv/bin/python tests/golden/record.py

and read the diff before committing it.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

from pinochle_learn.actions import Bury, PassCards
from pinochle_learn.players import choose_action
from pinochle_learn.ruleset import (
    DOUBLE_DECK,
    PARTNERSHIP,
    THREE_HAND_CUTTHROAT,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
)
from pinochle_learn.seats import Seat
from pinochle_learn.state import Phase, RoundState, deal_from_seed

HERE = Path(__file__).parent
GOLDEN = {
    # file name: (ruleset, deal seed, dealer, computer seed)
    "partnership_seed_11.jsonl": (PARTNERSHIP, 11, Seat.WEST, 11),
    "partnership_seed_2024.jsonl": (PARTNERSHIP, 2024, Seat.NORTH, 5),
    "two_hand_widow_seed_7.jsonl": (TWO_HAND_WIDOW, 7, Seat.NORTH, 7),
    "two_hand_stock_seed_3.jsonl": (TWO_HAND_STOCK, 3, Seat.EAST, 3),
    "cutthroat_seed_17.jsonl": (THREE_HAND_CUTTHROAT, 17, Seat.SOUTH, 17),
    "double_deck_seed_5.jsonl": (DOUBLE_DECK, 5, Seat.SOUTH, 5),
}


def legal_summary(state: RoundState) -> Any:
    """The legal actions as text; the many 4-card passes and 3-card burials as their count and
    a digest."""
    actions = [str(a) for a in state.legal_actions()]
    if actions and all(isinstance(a, PassCards | Bury) for a in state.legal_actions()):
        digest = hashlib.sha256("\n".join(sorted(actions)).encode()).hexdigest()[:16]
        return {"count": len(actions), "sha256": digest}
    return actions


def play(ruleset, deal_seed, dealer, seed) -> list[dict[str, Any]]:
    """The steps of one round, as written to the golden file."""
    rng = random.Random(seed)
    state = RoundState(ruleset, dealer)
    steps = []
    while not state.is_over:
        if state.phase is Phase.DEAL:
            action = deal_from_seed(deal_seed, dealer, ruleset)
        else:
            action = choose_action(state, rng)
        steps.append(
            {"state": state.summary(), "legal": legal_summary(state), "action": action.to_dict()}
        )
        state = state.apply(action)
    steps.append({"state": state.summary(), "legal": [], "action": None})
    return steps


def main() -> None:
    for name, args in GOLDEN.items():
        lines = [json.dumps(step, ensure_ascii=False) for step in play(*args)]
        (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"wrote {name}: {len(lines)} steps")


if __name__ == "__main__":
    main()
