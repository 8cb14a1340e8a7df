"""The two-hand games on their fast paths equal the round engine, round for round, over many
seeds: every decision in order, every meld scored, every trick point and the score (so the
game's totals, who wins and the next dealer too). The round engine (which refuses any illegal
action) stays the judge of every action the fast paths take.

TWO_HAND_WIDOW plays on :mod:`pinochle_learn.fastround` (the building turns, then the auction
round's steps); TWO_HAND_STOCK on :mod:`pinochle_learn.faststock`.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_learn import PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW
from pinochle_learn.actions import (
    Bid,
    DeclareTrump,
    Discard,
    Draw,
    ExchangeDix,
    Keep,
    LayDown,
    Pass,
    Play,
)
from pinochle_learn.errors import RulesetError
from pinochle_learn.fastround import fast_rounds
from pinochle_learn.faststock import stock_rounds
from pinochle_learn.simulate import play_rounds, simulate

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


def _widow_decisions(state):
    out = []
    for action in state.history:
        if isinstance(action, Keep | Discard):
            out.append(("build", action.seat, isinstance(action, Keep)))
        elif isinstance(action, Bid):
            out.append(("bid", action.seat, action.amount))
        elif isinstance(action, Pass):
            out.append(("bid", action.seat, None))
        elif isinstance(action, DeclareTrump):
            out.append(("trump", action.seat, action.suit))
        elif isinstance(action, Play):
            out.append(("play", action.seat, action.card))
    return out


def _stock_decisions(state):
    out = []
    for action in state.history:
        if isinstance(action, Play):
            out.append(("play", action.seat, (action.card, action.from_table)))
        elif isinstance(action, ExchangeDix):
            out.append(("exchange", action.seat, None))
        elif isinstance(action, LayDown):
            out.append(("lay_down", action.seat, (action.kind, action.suit)))
        elif isinstance(action, Draw):
            out.append(("draw", action.seat, None))
    return out


def _same_widow_rounds(rounds: int, seed: int) -> None:
    slow = list(play_rounds(rounds, seed, TWO_HAND_WIDOW))
    fast = list(fast_rounds(rounds, seed, TWO_HAND_WIDOW, record=True))
    for number, (state, quick) in enumerate(zip(slow, fast, strict=True)):
        where = f"seed {seed}, round {number}"
        assert list(quick.actions) == _widow_decisions(state), where
        assert (quick.dealer, quick.bidder, quick.bid, quick.trump) == (
            state.dealer,
            state.bidder,
            state.bid,
            state.trump,
        ), where
        assert list(quick.melds) == [m.total for m in state.melds], where
        assert quick.stuck == state.auction.stuck, where
        assert quick.score == state.score, where


def _same_stock_rounds(rounds: int, seed: int) -> None:
    slow = list(play_rounds(rounds, seed, TWO_HAND_STOCK))
    fast = list(stock_rounds(rounds, seed, TWO_HAND_STOCK, record=True))
    for number, (state, quick) in enumerate(zip(slow, fast, strict=True)):
        where = f"seed {seed}, round {number}"
        assert list(quick.actions) == _stock_decisions(state), where
        assert (quick.dealer, quick.trump) == (state.dealer, state.trump), where
        assert list(quick.melds) == [state.meld_scored(s) for s in range(2)], where
        assert list(quick.counters) == [state.counters(s) for s in range(2)], where
        assert quick.score == state.score, where


@settings(max_examples=12, deadline=None)
@given(seed=SEEDS)
def test_the_widow_games_fast_path_plays_the_round_engines_rounds(seed):
    _same_widow_rounds(4, seed)


@settings(max_examples=12, deadline=None)
@given(seed=SEEDS)
def test_the_stock_games_fast_path_plays_the_round_engines_rounds(seed):
    _same_stock_rounds(4, seed)


@pytest.mark.parametrize("seed", [3, 7])
def test_long_runs_agree_across_finished_games(seed):
    """Enough rounds that games end (1000 points) and new ones start with a drawn dealer."""
    _same_widow_rounds(12, seed)
    _same_stock_rounds(12, seed)
    games = [r.score.winner is not None for r in stock_rounds(12, seed)]
    assert any(games), "no stock game ended in 12 rounds: the test would miss a new game"


def test_stock_rounds_score_what_they_record():
    """Each round's meld is the sum of what it scored, and its trick points the deal's 250."""
    for played in stock_rounds(6, 11):
        assert sum(played.counters) == TWO_HAND_STOCK.total_trick_points == 250
        assert played.score.deltas == tuple(
            m + c for m, c in zip(played.melds, played.counters, strict=True)
        )
        assert played.team_meld(1) == played.melds[1]


@pytest.mark.parametrize("ruleset", [PARTNERSHIP, TWO_HAND_WIDOW], ids=lambda r: r.name)
def test_the_stock_fast_path_refuses_another_game(ruleset):
    with pytest.raises(RulesetError, match=ruleset.name):
        next(stock_rounds(1, 1, ruleset))


@pytest.mark.parametrize("ruleset", [TWO_HAND_STOCK, TWO_HAND_WIDOW], ids=lambda r: r.name)
def test_simulate_sums_up_the_round_engines_rounds(ruleset):
    """``simulate`` reads the fast path; its figures are those of the engine's rounds."""
    rounds = list(play_rounds(5, 2, ruleset))
    stats = simulate(5, 2, ruleset)
    melds = [r.team_meld(t) for r in rounds for t in range(2)]
    deltas = [d for r in rounds for d in r.score.deltas]
    assert stats.mean_team_meld == round(sum(melds) / len(melds), 1)
    assert stats.mean_round_score == round(sum(deltas) / len(deltas), 1)
    assert stats.games == sum(r.score.winner is not None for r in rounds)


@pytest.mark.parametrize("seed", [5, 19])
def test_a_stock_round_unrecorded_is_the_recorded_one(seed):
    """Unrecorded, the meld turn skips the "is there a choice?" test (the player's rule draws
    anyway): the same rounds, scores and rng draws as recorded."""
    recorded = list(stock_rounds(8, seed, record=True))
    quiet = list(stock_rounds(8, seed))
    assert quiet == recorded
    assert [r.melds for r in quiet] == [r.melds for r in recorded]
