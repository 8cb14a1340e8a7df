"""A duplicate tournament of the computer's levels, strong against learner (issue 19; not a test).

Each deal is played twice from the same seeds (the same cards to the same seats, the same
dealer, the same tie-break stream): once with the strong level on one side (NORTH–SOUTH, or
NORTH in a two-hand game) and the learner on the other, once with the sides swapped, so the
luck of the cards cancels. A deal's figure is the strong side's game points minus the learner
side's, averaged over the two plays (``RoundScore.deltas``: meld and trick points, a set bid
negative). Each deal is one round from a fresh game (totals 0), the dealer turning with the
deal's index.

Reported per game: deals played, the strong level's mean game points a round over the
learner's with a 95% confidence interval (normal, 1.96 standard errors of the per-deal
differences), the share of rounds where the bid was made with the bidder strong and with the
bidder learner (auction games), and the median and 95th percentile of a strong trick decision's
wall time (the decisions :func:`pinochle_learn.levels.decide` makes with the solver; the strong
level bids, passes and builds like the learner for now).

    .venv/bin/python benchmarks/bench_players.py [--games partnership widow stock]
        [--deals 2000] [--minutes 60] [--seed 1] [--budget 1.0] [--json out.json]

``--minutes`` stops each game early (after the deal in progress): the deals played are said.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

from pinochle_learn.levels import LevelWhy, decide
from pinochle_learn.ruleset import Ruleset, find_ruleset
from pinochle_learn.seats import Seat
from pinochle_learn.state import RoundState, deal_from_seed

SOLVER_CODES = (LevelWhy.EXACT, LevelWhy.ESTIMATED, LevelWhy.SAMPLED, LevelWhy.STOCK_SAMPLED)


@dataclass
class Tally:
    """One game's figures so far."""

    diffs: list[float] = field(default_factory=list)
    made: dict[str, list[int]] = field(
        default_factory=lambda: {"strong": [0, 0], "learner": [0, 0]}
    )
    times: list[float] = field(default_factory=list)
    stock_times: list[float] = field(default_factory=list)
    out_of_time: int = 0

    def report(self, name: str) -> dict[str, Any]:
        n = len(self.diffs)
        mean = statistics.fmean(self.diffs) if n else math.nan
        half = 1.96 * statistics.stdev(self.diffs) / math.sqrt(n) if n > 1 else math.nan
        times = sorted(self.times)
        return {
            "game": name,
            "deals": n,
            "strong_minus_learner": round(mean, 1),
            "ci95": [round(mean - half, 1), round(mean + half, 1)],
            "bids_made": {
                level: (round(m / b, 3) if b else None) for level, (m, b) in self.made.items()
            },
            "bids": {level: b for level, (m, b) in self.made.items()},
            "decisions": len(times),
            "decision_median_s": round(times[len(times) // 2], 3) if times else None,
            "decision_p95_s": round(times[int(len(times) * 0.95)], 3) if times else None,
            "out_of_time": self.out_of_time,
            **_stock_figures(sorted(self.stock_times)),
        }


def _stock_figures(times: list[float]) -> dict[str, Any]:
    """The stock game's decisions while the stock lasts (``STOCK_SAMPLED``) on their own."""
    if not times:
        return {}
    return {
        "stock_phase_decisions": len(times),
        "stock_phase_median_s": round(times[len(times) // 2], 3),
        "stock_phase_p95_s": round(times[int(len(times) * 0.95)], 3),
    }


def play(
    ruleset: Ruleset, deal_seed: int, dealer: Seat, strong_side: int, budget: float, tally: Tally
) -> tuple[int, ...]:
    """One round of the deal: the side ``strong_side`` strong; returns each side's game points."""
    rng = random.Random(f"players/{deal_seed}")
    state = RoundState(ruleset=ruleset, dealer=dealer, totals=(0,) * ruleset.side_count)
    state = state.apply(deal_from_seed(random.Random(deal_seed), dealer, ruleset))
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        level = "strong" if ruleset.side_of(seat) == strong_side else "learner"
        start = time.perf_counter()
        decision = decide(level, state, rng, budget_s=budget)
        spent = time.perf_counter() - start
        if decision.reason.code in SOLVER_CODES:
            tally.times.append(spent)
            tally.out_of_time += bool(decision.reason.values.get("out_of_time"))
        if decision.reason.code is LevelWhy.STOCK_SAMPLED:
            tally.stock_times.append(spent)
        state = state.apply_chosen(decision.action)
    score = state.score
    assert score is not None
    if state.bidder is not None and state.bid is not None:
        bidder_level = "strong" if ruleset.side_of(state.bidder) == strong_side else "learner"
        tally.made[bidder_level][0] += bool(score.made)
        tally.made[bidder_level][1] += 1
    return tuple(score.deltas)


def tournament(name: str, deals: int, minutes: float, seed: int, budget: float) -> Tally:
    ruleset = find_ruleset(name)
    tally = Tally()
    stop = time.monotonic() + 60 * minutes
    table = [Seat(s) for s in range(ruleset.players)]
    for i in range(deals):
        if time.monotonic() >= stop:
            break
        deal_seed = seed * 1_000_003 + i
        dealer = table[i % len(table)]
        first = play(ruleset, deal_seed, dealer, 0, budget, tally)
        second = play(ruleset, deal_seed, dealer, 1, budget, tally)
        strong = (first[0] + second[1]) / 2
        learner = (first[1] + second[0]) / 2
        tally.diffs.append(strong - learner)
    return tally


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", nargs="+", default=["partnership", "widow", "stock"])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--minutes", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--json", help="write the figures here too")
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f}", flush=True)
    reports = []
    for name in args.games:
        wall = time.perf_counter()
        tally = tournament(name, args.deals, args.minutes, args.seed, args.budget)
        report = tally.report(name)
        report["wall_s"] = round(time.perf_counter() - wall, 1)
        reports.append(report)
        print(json.dumps(report), flush=True)
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(reports, out, indent=1)


if __name__ == "__main__":
    main()
