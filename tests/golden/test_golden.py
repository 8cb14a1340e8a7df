"""Golden replays: recorded seeded rounds, replayed line by line (STYLE.md, tests (b)).

The replay applies the *recorded* actions, not the computer players, so a change to the rules
engine that alters any state, legal-action set, meld or score shows up at the first step that
differs.
"""

from __future__ import annotations

import json

import pytest

from pinochle_learn.actions import action_from_dict
from pinochle_learn.ruleset import PRESETS
from pinochle_learn.state import RoundState

from .record import GOLDEN, HERE, legal_summary, play


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_round_replays_step_by_step(name):
    ruleset, _seed, dealer, _ = GOLDEN[name]
    steps = [json.loads(line) for line in (HERE / name).read_text(encoding="utf-8").splitlines()]
    state = RoundState(ruleset, dealer)
    for number, step in enumerate(steps):
        assert state.summary() == step["state"], f"step {number}: state differs"
        assert legal_summary(state) == step["legal"], f"step {number}: legal actions differ"
        if step["action"] is None:
            assert state.is_over
            break
        state = state.apply(action_from_dict(step["action"]))
    assert state.is_over
    assert state.score is not None
    sides = range(ruleset.side_count)
    assert sum(state.counters(t) for t in sides) == ruleset.total_trick_points or state.thrown_in


def test_every_preset_with_a_round_engine_has_a_golden_replay():
    # Every preset the round engine plays (it has a procedure) needs a recorded round.
    playable = {p.name for p in PRESETS if p.has_round_engine}
    recorded = {ruleset.name for ruleset, *_ in GOLDEN.values()}
    assert playable <= recorded
    for name in GOLDEN:
        assert (HERE / name).exists(), f"{name} missing: run tests/golden/record.py"


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_the_computer_players_still_choose_the_recorded_rounds(name):
    """The players, played again from the recorded seeds, make every recorded step: the same
    decisions after any speed-up of the players (the file is the players' output, not only the
    engine's)."""
    recorded = (HERE / name).read_text(encoding="utf-8").splitlines()
    played = [json.dumps(step, ensure_ascii=False) for step in play(*GOLDEN[name])]
    assert len(played) == len(recorded)
    for number, (now, then) in enumerate(zip(played, recorded, strict=True)):
        assert now == then, f"step {number} differs"
