"""The round table at the Strong level in the auction (issue 19, point 3): each computer bid,
the trump, the passes and the throw-in say their reason in the log, as the engine words it
for the same state and seed, and the table says the computer is thinking meanwhile."""

from __future__ import annotations

import html
import random
from typing import Any

import pytest

from pinochle_learn.actions import Pass
from pinochle_learn.levels import LevelWhy, decide
from pinochle_learn.render.level_text import reason_text
from pinochle_learn.state import Phase, RoundState
from pinochle_widgets.sessions import round_session
from pinochle_widgets.sessions.round_session import PAGE_BUDGET_S
from pinochle_widgets.views.round_table import RoundTable

CONTRACT_CODES = {
    LevelWhy.BID,
    LevelWhy.BID_PASS,
    LevelWhy.PARTNER_HOLDS,
    LevelWhy.TRUMP_EV,
    LevelWhy.PASS_EV,
    LevelWhy.THROW_IN_EV,
    LevelWhy.PLAY_ON_EV,
}
BEFORE_TRICKS = {Phase.AUCTION, Phase.TRUMP, Phase.PASS_TO_BIDDER, Phase.PASS_BACK}


def _strong_table_after_a_pass(seed: int) -> tuple[RoundTable, int]:
    """A strong round table where the learner passes at its first turn in the auction (the
    auction then runs to the end without it); returns the table and the state index from
    which the computers played strong."""
    table = RoundTable(seed=seed)
    table.set_level("strong")
    start = len(table.session.states) - 1
    assert table.state.phase is Phase.AUCTION and table.state.to_act is table.seat
    assert table.act(Pass(table.seat))
    return table, start


@pytest.mark.parametrize("seed", [3, 8])
def test_each_strong_bid_says_its_reason_in_the_log(seed: int) -> None:
    table, start = _strong_table_after_a_pass(seed)
    session = table.session
    log = html.unescape(table.log_view.value)
    states = session.states
    checked = 0
    for index in range(start, len(states) - 1):
        before, after = states[index], states[index + 1]
        if after.history[-1].seat is table.seat or before.phase not in BEFORE_TRICKS:
            continue
        rng = random.Random(f"{session.seed}:{session.round_number}:{len(before.history)}")
        decision = decide("strong", before, rng, budget_s=PAGE_BUDGET_S)
        assert decision.reason.code in CONTRACT_CODES
        assert decision.action == after.history[-1]
        assert session.reasons[index + 1] == decision.reason
        checked += 1
    assert checked >= 4  # three other seats bid or pass, then the trump and the passes
    at, first = next((i, r) for i, r in enumerate(session.reasons) if i > start and r is not None)
    who = table.names[states[at].history[-1].seat]
    assert reason_text(first, who) in log


def test_the_table_says_the_computer_is_thinking_while_it_bids(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = RoundTable(seed=3)
    table.set_level("strong")
    seen: list[tuple[Phase, str]] = []
    real = decide

    def watched(level: str, state: RoundState, rng: random.Random, **kw: Any) -> Any:
        seen.append((state.phase, table.thinking.value))
        return real(level, state, rng, **kw)

    monkeypatch.setattr(round_session, "decide", watched)
    assert table.act(Pass(table.seat))
    auction = [value for phase, value in seen if phase is Phase.AUCTION]
    assert auction and all("The computer is thinking" in value for value in auction)


def test_while_the_auction_runs_a_bid_hides_the_computers_limit() -> None:
    """Seed 2: a computer bids (strong, ``LevelWhy.BID``) before the learner's first turn; the
    log says why without "it would bid up to" (a learner could push it to exactly that; s10;
    said once the auction is over: ``tests/unit/test_bid_limit_said.py``)."""
    table = RoundTable(seed=2, level="strong")
    assert table.state.phase is Phase.AUCTION and table.state.to_act is table.seat
    bid = next(r for r in table.session.reasons if r is not None and r.code is LevelWhy.BID)
    log = html.unescape(table.log_view.value)
    # reasons[j] is the reason of the action that made states[j]: the bidder's name
    bidder = table.session.states[table.session.reasons.index(bid)].history[-1].seat
    who = table.names[bidder]
    assert reason_text(bid, who, auction_over=False) in log
    assert reason_text(bid, who) not in log and "would bid up to" not in log


def test_while_the_auction_runs_no_bid_or_pass_names_a_trump_or_a_figure() -> None:
    """Seed 11 (the newcomer's game): the partner's and the opponents' bids and passes before
    the learner's first turn say no trump suit and no expected score ("No talk between
    partners", RULES.md); once the learner passes and the auction ends, the whole reasons
    are said."""
    table = RoundTable(seed=11, level="strong")
    assert table.state.phase is Phase.AUCTION and table.state.to_act is table.seat
    codes = {LevelWhy.BID, LevelWhy.BID_PASS, LevelWhy.PARTNER_HOLDS}
    said = [r for r in table.session.reasons if r is not None and r.code in codes]
    assert said
    log = html.unescape(table.log_view.value)
    assert "counts on" not in log and not any(symbol in log for symbol in "♠♥♦♣")
    assert log.count("are said once the auction is over") == len(said)
    while table.state.phase is Phase.AUCTION:
        assert table.act(Pass(table.seat))
    log = html.unescape(table.log_view.value)
    assert "are said once the auction is over" not in log and "counts on" in log
