"""Computer-only games of any preset with a round engine, for statistics and benchmarks.

Every seat is a computer player (:mod:`pinochle_learn.players`); deals and the players' tie
breaks come from one seeded ``random.Random``, so the same seed gives the same games.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from .fastround import FAST_PROCEDURES, FastRound, fast_rounds
from .faststock import StockRound, stock_rounds
from .players import choose_action
from .procedure import STOCK_ROUND
from .ruleset import PARTNERSHIP, Ruleset
from .scoring import RoundScore
from .seats import Seat
from .state import GameState, Phase, RoundState, deal_from_seed

__all__ = ["SimulationStats", "play_rounds", "simulate"]


def play_rounds(rounds: int, seed: int, ruleset: Ruleset = PARTNERSHIP) -> Iterator[RoundState]:
    """Play ``rounds`` computer-only rounds, starting a new game whenever one ends.

    Yields each round once it is scored.
    """
    rng = random.Random(seed)
    game = GameState.new(ruleset, seed=seed)
    for _ in range(rounds):
        state = game.round
        while not state.is_over:
            if state.phase is Phase.DEAL:
                state = state.apply(deal_from_seed(rng, state.dealer, ruleset))
            else:  # the computer's action is legal by construction: not judged again
                state = state.apply_chosen(choose_action(state, rng))
        game = GameState(state, game.finished)
        yield state
        game = (
            GameState.new(ruleset, seed=rng.randrange(2**32)) if game.is_over else game.next_round()
        )


@dataclass(frozen=True)
class _Played:
    """What the statistics read of a round played by the round engine."""

    score: RoundScore
    bid: int | None
    bidder: Seat | None
    thrown_in: bool
    stuck: bool
    team_melds: tuple[int, ...]

    def team_meld(self, team: int) -> int:
        return self.team_melds[team]


def _rounds(rounds: int, seed: int, ruleset: Ruleset) -> Iterator[_Played | FastRound | StockRound]:
    """The auction round (PARTNERSHIP, DOUBLE_DECK) and the widow round (TWO_HAND_WIDOW) on
    the fast path (same rounds, see :mod:`pinochle_learn.fastround`), the stock round
    (TWO_HAND_STOCK) on its own (:mod:`pinochle_learn.faststock`); other games through the
    round engine."""
    if ruleset.procedure in FAST_PROCEDURES:
        yield from fast_rounds(rounds, seed, ruleset)
        return
    if ruleset.procedure is STOCK_ROUND:
        yield from stock_rounds(rounds, seed, ruleset)
        return
    for state in play_rounds(rounds, seed, ruleset):
        score = state.score
        assert score is not None
        yield _Played(
            score,
            state.bid,
            state.bidder,
            bool(state.thrown_in),
            bool(state.auction is not None and state.auction.stuck),
            tuple(state.team_meld(t) for t in range(ruleset.side_count)),
        )


@dataclass(frozen=True)
class SimulationStats:
    """Summary of simulated rounds.

    Attributes
    ----------
    rounds, games
        Rounds played, and games that reached the target score among them.
    mean_team_meld
        Mean meld points of one team (or player) in one round.
    mean_bid
        Mean winning bid, game points (``None`` in a game without a bid: TWO_HAND_STOCK).
    bids_made, thrown_in, stuck
        Rounds whose bidding team made its bid; threw the hand in; had a stuck dealer
        (``None`` without a bid).
    mean_round_score
        Mean game points a team gained in one round (set and thrown-in rounds count negative).
    mean_bidder_score
        Mean game points of the bidding team in one round (``None`` without a bid).
    """

    rounds: int
    games: int
    mean_team_meld: float
    mean_bid: float | None
    bids_made: int | None
    thrown_in: int | None
    stuck: int | None
    mean_round_score: float
    mean_bidder_score: float | None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return dict(self.__dict__)


def simulate(
    rounds: int,
    seed: int,
    ruleset: Ruleset = PARTNERSHIP,
    *,
    progress: Callable[[int], object] | None = None,
) -> SimulationStats:
    """Play ``rounds`` computer-only rounds and sum them up.

    The rounds are played on the fast path where the game has one
    (:func:`pinochle_learn.fastround.fast_rounds`: the auction and widow games;
    :func:`pinochle_learn.faststock.stock_rounds`: the stock game): the same decisions and
    scores as :func:`play_rounds` through the round engine.

    Parameters
    ----------
    rounds
        How many rounds (at least 1).
    seed
        Seed of the deals and the players' tie breaks.
    progress
        Called with 1 after each round (e.g. a progress bar's ``update``).

    Raises
    ------
    ValueError
        ``rounds`` below 1.

    Examples
    --------
    >>> stats = simulate(3, seed=1)
    >>> stats.rounds, stats == simulate(3, seed=1)
    (3, True)
    """
    if rounds < 1:
        raise ValueError(f"rounds={rounds!r}: simulate at least one round")
    melds: list[int] = []
    bids: list[int] = []
    deltas: list[int] = []
    bidder_deltas: list[int] = []
    made = thrown = stuck = games = 0
    for played in _rounds(rounds, seed, ruleset):
        score = played.score
        melds.extend(played.team_meld(t) for t in range(ruleset.side_count))
        deltas.extend(score.deltas)
        games += score.winner is not None
        if progress is not None:
            progress(1)
        if played.bid is None or played.bidder is None:
            continue
        bids.append(played.bid)
        bidder_deltas.append(score.deltas[ruleset.side_of(played.bidder)])
        made += bool(score.made)
        thrown += bool(played.thrown_in)
        stuck += bool(played.stuck)
    auction = ruleset.min_bid is not None
    return SimulationStats(
        rounds=rounds,
        games=games,
        mean_team_meld=round(statistics.fmean(melds), 1),
        mean_bid=round(statistics.fmean(bids), 1) if auction else None,
        bids_made=made if auction else None,
        thrown_in=thrown if auction else None,
        stuck=stuck if auction else None,
        mean_round_score=round(statistics.fmean(deltas), 1),
        mean_bidder_score=round(statistics.fmean(bidder_deltas), 1) if auction else None,
    )
