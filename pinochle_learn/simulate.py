"""Computer-only games of any preset with a round engine, for statistics and benchmarks.

Every seat is a computer player (:mod:`pinochle_learn.players`); deals and the players' tie
breaks come from one seeded ``random.Random``, so the same seed gives the same games.

With ``levels`` (a level of :data:`~pinochle_learn.levels.LEVELS` per seat, unnamed seats
``"learner"``; :func:`pinochle_learn.levels.decide`), the deals come from a stream of their
own (``random.Random(seed)``, drawn from by the deals alone), the players' choices and a new
game's first dealer from others: the same seed deals the same cards to the same seats whatever
the levels, so a match replays with the levels swapped. (Without ``levels`` the one shared
stream is kept: the fast path's rounds, as before.)
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from .errors import PinochleError
from .fastround import FAST_PROCEDURES, FastRound, fast_rounds
from .faststock import StockRound, stock_rounds
from .levels import as_level, decide
from .players import choose_action
from .procedure import STOCK_ROUND
from .ruleset import PARTNERSHIP, Ruleset
from .scoring import RoundScore
from .seats import Seat, seats
from .state import GameState, Phase, RoundState, deal_from_seed
from .strongplay import STRONG_WORK, Work

__all__ = ["SimulationStats", "learner_round_states", "play_rounds", "simulate"]


Levels = Mapping[Seat, str]
"""A computer level per seat (seats not named play ``"learner"``)."""


def check_levels(levels: Levels, ruleset: Ruleset) -> dict[Seat, str]:
    """``levels`` checked against the game: every seat one of its seats, every level known.

    Raises
    ------
    PinochleError
        A seat that does not play in ``ruleset`` (``code="seat_not_in_game"``).
    UnknownLevel
        A level that is none of :data:`~pinochle_learn.levels.LEVELS`.
    """
    table = seats(ruleset.players)
    checked: dict[Seat, str] = {}
    for seat, level in levels.items():
        if seat not in table:
            names = ", ".join(s.name[0] for s in table)
            raise PinochleError(
                f"seat {seat.name} does not play in {ruleset.name}: its seats are {names}",
                code="seat_not_in_game",
                seat=seat,
                game=ruleset.name,
                seats=names,
            )
        checked[seat] = as_level(level)
    return checked


def learner_round_states(ruleset: Ruleset, seed: int) -> Iterator[RoundState]:
    """Every state of the first round of a new game of ``ruleset`` from ``seed``, every seat
    played by the learner level, from the deal awaited to the round scored: the deal drawn
    from ``random.Random(seed)``, each action then chosen from the same stream
    (:func:`~pinochle_learn.players.choose_action`). The positions the strong level's tests
    and checks decide on.

    >>> from pinochle_learn import TWO_HAND_STOCK
    >>> states = list(learner_round_states(TWO_HAND_STOCK, 1))
    >>> states[0].phase.name, states[1].phase.name, states[-1].is_over
    ('DEAL', 'STOCK', True)
    """
    rng = random.Random(seed)
    state = GameState.new(ruleset, seed=seed).round
    yield state
    while not state.is_over:
        if state.phase is Phase.DEAL:
            state = state.apply(deal_from_seed(rng, state.dealer, ruleset))
        else:
            state = state.apply_chosen(choose_action(state, rng))
        yield state


def play_rounds(
    rounds: int,
    seed: int,
    ruleset: Ruleset = PARTNERSHIP,
    *,
    levels: Levels | None = None,
    work: Work = STRONG_WORK,
) -> Iterator[RoundState]:
    """Play ``rounds`` computer-only rounds, starting a new game whenever one ends.

    Yields each round once it is scored. ``levels``: a level per seat (module docstring; the
    deals then come from a stream of their own); ``work``: the strong level's work a card
    (:class:`~pinochle_learn.strongplay.Work`; no wall clock, so a match replays exactly).

    Raises
    ------
    PinochleError, UnknownLevel
        A bad seat or level (:func:`check_levels`).
    """
    if levels is not None:
        yield from _level_rounds(rounds, seed, ruleset, check_levels(levels, ruleset), work)
        return
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


def _level_rounds(
    rounds: int, seed: int, ruleset: Ruleset, levels: dict[Seat, str], work: Work
) -> Iterator[RoundState]:
    """:func:`play_rounds` with a level per seat: deals from ``random.Random(seed)`` alone."""
    deals = random.Random(seed)
    players = random.Random(f"players/{seed}")
    games = random.Random(f"games/{seed}")
    game = GameState.new(ruleset, seed=seed)
    for _ in range(rounds):
        state = game.round
        while not state.is_over:
            if state.phase is Phase.DEAL:
                state = state.apply(deal_from_seed(deals, state.dealer, ruleset))
                continue
            seat = state.to_act
            assert seat is not None
            level = levels.get(seat, "learner")
            state = state.apply_chosen(decide(level, state, players, work=work).action)
        game = GameState(state, game.finished)
        yield state
        if game.is_over:
            game = GameState.new(ruleset, seed=games.randrange(2**32))
        else:
            game = game.next_round()


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


def _rounds(
    rounds: int, seed: int, ruleset: Ruleset, levels: Levels | None, work: Work
) -> Iterator[_Played | FastRound | StockRound]:
    """Without levels, the auction round (PARTNERSHIP, DOUBLE_DECK) and the widow round
    (TWO_HAND_WIDOW) on the fast path (same rounds, see :mod:`pinochle_learn.fastround`), the
    stock round (TWO_HAND_STOCK) on its own (:mod:`pinochle_learn.faststock`); other games,
    and any game with levels, through the round engine."""
    if levels is None and ruleset.procedure in FAST_PROCEDURES:
        yield from fast_rounds(rounds, seed, ruleset)
        return
    if levels is None and ruleset.procedure is STOCK_ROUND:
        yield from stock_rounds(rounds, seed, ruleset)
        return
    for state in play_rounds(rounds, seed, ruleset, levels=levels, work=work):
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
    totals_by_seat
        For each seat's name (``"NORTH"``...), the game points its side scored over the run
        (partners show the same number).
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
    totals_by_seat: dict[str, int]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return dict(self.__dict__)


def simulate(
    rounds: int,
    seed: int,
    ruleset: Ruleset = PARTNERSHIP,
    *,
    progress: Callable[[int], object] | None = None,
    levels: Levels | None = None,
    work: Work = STRONG_WORK,
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
    levels, work
        A computer level per seat, and the strong level's work a card
        (:func:`play_rounds`; with levels every game goes through the round engine).

    Raises
    ------
    ValueError
        ``rounds`` below 1; a bad seat or level (:func:`check_levels`).

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
    side_totals = [0] * ruleset.side_count
    for played in _rounds(rounds, seed, ruleset, levels, work):
        score = played.score
        for side, delta in enumerate(score.deltas):
            side_totals[side] += delta
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
        totals_by_seat={s.name: side_totals[ruleset.side_of(s)] for s in seats(ruleset.players)},
    )
