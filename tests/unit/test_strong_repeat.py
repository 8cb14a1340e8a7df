"""The strong level repeats itself at any load (issue 19): its work is a budget of solver nodes
and sampled deals, the same on every machine, so the same seed gives the same card however
fast the clock runs; a page's wall-clock limit is only a safety net, and a reason says
``out_of_time`` only when that net fired.

The clock is made to run slow by replacing ``time.perf_counter`` with one that jumps at every
reading (no sleeping): a busy machine, where each step of the search takes longer.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator

import pytest

from pinochle_learn import PARTNERSHIP, TWO_HAND_WIDOW, Seat
from pinochle_learn.levels import Decision, LevelWhy, decide
from pinochle_learn.ruleset import Ruleset
from pinochle_learn.simulate import learner_round_states, play_rounds
from pinochle_learn.state import Phase, RoundState
from pinochle_learn.strongplay import STRONG_WORK, Work


class SlowClock:
    """``time.perf_counter`` on a busy machine: each reading ``step`` seconds after the last."""

    def __init__(self, step: float) -> None:
        self.now, self.step, self.readings = 1_000.0, step, 0

    def __call__(self) -> float:
        self.now += self.step
        self.readings += 1
        return self.now


def _trick_states(ruleset: Ruleset, seed: int) -> Iterator[RoundState]:
    """The states of a learner-played round where the seat to act plays a card and has a
    choice of two or more."""
    for state in learner_round_states(ruleset, seed):
        analysis = state.play_analysis() if state.phase is Phase.TRICKS else None
        if analysis is not None and len(set(analysis.legal)) > 1:
            yield state


def _decide_on(clock: SlowClock | None, state: RoundState, seed: int, **kw: object) -> Decision:
    if clock is None:
        return decide("strong", state, random.Random(seed), **kw)  # type: ignore[arg-type]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(time, "perf_counter", clock)
        return decide("strong", state, random.Random(seed), **kw)  # type: ignore[arg-type]


# two sampled partnership decisions (early: estimated deals; late: solved deals) and a known
# widow-game one
CASES = [(PARTNERSHIP, 1, 0), (PARTNERSHIP, 1, 30), (TWO_HAND_WIDOW, 2, 10)]


@pytest.mark.parametrize(("ruleset", "seed", "index"), CASES)
def test_the_same_seed_gives_the_same_decision_while_the_clock_runs_slow(
    ruleset: Ruleset, seed: int, index: int
) -> None:
    """As the command line and the tournament decide (no wall clock): a clock jumping a
    quarter of a second at every reading changes nothing, not the card, not the deals it
    sampled, not the points in its reason. (Before, the node budgets came from the time left,
    so a slow clock cut the deals short.)"""
    state = list(_trick_states(ruleset, seed))[index]
    calm = _decide_on(None, state, seed)
    busy = _decide_on(SlowClock(0.25), state, seed)
    assert busy == calm
    assert not busy.reason["out_of_time"]
    if ruleset is PARTNERSHIP:
        assert busy.reason.code is LevelWhy.SAMPLED


def test_a_page_under_its_safety_net_decides_as_the_command_line() -> None:
    """A page's 3-second net on a clock that runs slow but stays under it: the same decision
    as without a net, and not out of time."""
    state = list(_trick_states(PARTNERSHIP, 1))[30]
    plain = _decide_on(None, state, 1)
    clock = SlowClock(0.001)
    paged = _decide_on(clock, state, 1, budget_s=3.0)
    assert clock.now - 1_000.0 < 3.0  # the net was never reached
    assert paged.action == plain.action
    assert paged.reason.values == {**plain.reason.values, "budget": 3.0}
    assert not paged.reason["out_of_time"]


def test_past_the_safety_net_the_best_so_far_and_the_reason_says_so() -> None:
    """A clock jumping 2 s a reading passes a 3-second net at once: one sampled deal, out of
    time, a legal card."""
    state = list(_trick_states(PARTNERSHIP, 1))[30]
    decision = _decide_on(SlowClock(2.0), state, 1, budget_s=3.0)
    assert decision.reason.code is LevelWhy.SAMPLED
    assert decision.reason["out_of_time"] is True
    assert decision.reason["deals"] == 1
    assert decision.action in state.legal_actions()


def test_without_a_net_the_clock_is_never_read() -> None:
    state = next(_trick_states(PARTNERSHIP, 1))
    clock = SlowClock(1.0)
    _decide_on(clock, state, 1)
    assert clock.readings == 0


def test_running_out_of_work_is_not_running_out_of_time() -> None:
    """A known widow-game position of 12 tricks (a full solve is tried) with 50 nodes of work:
    the solve does not finish, so the card is estimated; the safety net did not fire, so the
    reason does not say out of time. (Before, a full solve that ran out said so.)"""
    state = next(
        s
        for s in _trick_states(TWO_HAND_WIDOW, 2)
        if len(s.hands[s.to_act].cards) == 12  # type: ignore[index]
    )
    decision = decide("strong", state, random.Random(0), work=Work(nodes=50, deals=1))
    assert decision.reason.code is LevelWhy.ESTIMATED
    assert decision.reason["out_of_time"] is False
    assert decision.reason["budget"] is None


def test_the_work_is_the_same_everywhere_and_checked() -> None:
    assert STRONG_WORK == Work()
    with pytest.raises(ValueError, match="nodes=0"):
        Work(nodes=0)
    with pytest.raises(ValueError, match="deals=-1"):
        Work(deals=-1)


def test_a_level_match_replays_exactly() -> None:
    """``simulate --level``'s rounds run on the work alone: played on a slow clock they are the
    same rounds, move for move."""
    levels = {Seat.NORTH: "strong"}
    small = Work(nodes=3_000, deals=6)
    calm = [r.history for r in play_rounds(1, 5, PARTNERSHIP, levels=levels, work=small)]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(time, "perf_counter", SlowClock(0.5))
        busy = [r.history for r in play_rounds(1, 5, PARTNERSHIP, levels=levels, work=small)]
    assert busy == calm
