"""A duplicate tournament of the computer's levels, strong against learner (issue 19; not a test).

Each deal is played twice from the same seeds (the same cards to the same seats, the same
dealer, the same tie-break stream): once with the strong level on one side (NORTH–SOUTH, or
NORTH in a two-hand game) and the learner on the other, once with the sides swapped, so the
luck of the cards cancels. A deal's figure is the strong side's game points minus the learner
side's, averaged over the two plays (``RoundScore.deltas``: meld and trick points, a set bid
negative). Each deal is one round from a fresh game (totals 0), the dealer turning with the
deal's index.

Reported per game (:mod:`tournament_report`): deals played, the strong level's mean game points
a round over the learner's with a 95% confidence interval (mean ± t × s / √n over the per-deal
differences: Student's t(0.975, n − 1) from a small table below 30 degrees of freedom, the
normal's 1.96 from there on; ``null`` bounds with a single deal), the share of rounds where the
bid was made with the bidder strong and with the bidder learner, of how many (auction games),
the median and 95th percentile of a strong trick decision's wall time (the decisions
:func:`pinochle_learn.levels.decide` makes with the solver) and the deals an hour of one
process.

The strong level runs on its work budget alone (:data:`pinochle_learn.strongplay.STRONG_WORK`,
``--nodes``/``--sampled``: solver nodes and sampled deals a card), never a wall clock, so a deal
replays exactly at any load and any ``--jobs``; only the decision times measured vary.

    .venv/bin/python benchmarks/bench_players.py [--games partnership widow stock]
        [--deals 2000] [--minutes 60] [--seed 1] [--nodes N] [--sampled N] [--jobs 1]
        [--out runs.jsonl [--resume]] [--json out.json]
    .venv/bin/python benchmarks/bench_players.py --report --out runs.jsonl

``--out`` appends one JSON line per deal as it finishes (:mod:`tournament_report`), so a run
stopped at any point keeps its deals; ``--resume`` skips the deals (of the same game, seed and
work) already in the file, so runs add up. ``--report`` reads the file and prints the table.
``--minutes`` stops each game early (after the deals in progress): the deals played are said.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections.abc import Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any, NoReturn

import tournament_report as report

from pinochle_learn.errors import RulesetError
from pinochle_learn.levels import LevelWhy, decide
from pinochle_learn.ruleset import Ruleset, find_ruleset
from pinochle_learn.seats import Seat
from pinochle_learn.state import RoundState, deal_from_seed
from pinochle_learn.strongplay import STRONG_WORK, Work

SOLVER_CODES = (LevelWhy.EXACT, LevelWhy.ESTIMATED, LevelWhy.SAMPLED, LevelWhy.STOCK_SAMPLED)


def play(
    ruleset: Ruleset,
    deal_seed: int,
    dealer: Seat,
    strong_side: int,
    work: Work,
    tally: dict[str, Any],
) -> tuple[int, ...]:
    """One round of the deal: the side ``strong_side`` strong; returns each side's game points
    and adds to ``tally`` (decision times, safety nets fired, bids made)."""
    rng = random.Random(f"players/{deal_seed}")
    state = RoundState(ruleset=ruleset, dealer=dealer, totals=(0,) * ruleset.side_count)
    state = state.apply(deal_from_seed(random.Random(deal_seed), dealer, ruleset))
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        level = "strong" if ruleset.side_of(seat) == strong_side else "learner"
        start = time.perf_counter()
        decision = decide(level, state, rng, work=work)
        spent = time.perf_counter() - start
        if decision.reason.code in SOLVER_CODES:
            tally["times"].append(spent)
            tally["out_of_time"] += bool(decision.reason.values.get("out_of_time"))
        state = state.apply_chosen(decision.action)
    score = state.score
    assert score is not None
    if state.bidder is not None and state.bid is not None:
        bidder_level = "strong" if ruleset.side_of(state.bidder) == strong_side else "learner"
        tally["made"][bidder_level][0] += bool(score.made)
        tally["made"][bidder_level][1] += 1
    return tuple(score.deltas)


def one_deal(name: str, seed: int, index: int, work: Work) -> dict[str, Any]:
    """Deal ``index`` of the game played twice, the sides swapped: its row."""
    ruleset = find_ruleset(name)
    deal_seed = seed * 1_000_003 + index
    dealer = Seat(index % ruleset.players)
    tally: dict[str, Any] = {
        "times": [],
        "out_of_time": 0,
        "made": {"strong": [0, 0], "learner": [0, 0]},
    }
    start = time.perf_counter()
    plays = [play(ruleset, deal_seed, dealer, side, work, tally) for side in (0, 1)]
    wall = time.perf_counter() - start
    return report.row(
        name,
        seed,
        work.nodes,
        work.deals,
        index,
        plays,
        tally["made"],
        tally["times"],
        tally["out_of_time"],
        wall,
    )


def _rows(name: str, todo: list[int], seed: int, work: Work, jobs: int) -> Iterator[dict[str, Any]]:
    """The rows of the deals ``todo``, each as it finishes (``jobs`` processes)."""
    if jobs <= 1:
        for index in todo:
            yield one_deal(name, seed, index, work)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        pending: set[Future[dict[str, Any]]] = set()
        queue = iter(todo)
        try:
            for index in queue:
                pending.add(pool.submit(one_deal, name, seed, index, work))
                if len(pending) >= 2 * jobs:
                    finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                    yield from (f.result() for f in finished)
            while pending:
                finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                yield from (f.result() for f in finished)
        finally:
            for future in pending:
                future.cancel()


def tournament(
    name: str,
    deals: int,
    minutes: float,
    seed: int,
    work: Work,
    jobs: int,
    out: Path | None,
    resume: bool,
) -> list[dict[str, Any]]:
    """Play the game's deals not yet in ``out`` (with ``resume``), appending each row there."""
    skip = (
        report.done(report.read_rows(out), name, seed, work.nodes, work.deals)
        if (out and resume)
        else set()
    )
    todo = [i for i in range(deals) if i not in skip]
    stop = time.monotonic() + 60 * minutes
    rows = []
    sink = out.open("a", encoding="utf-8") if out else None
    try:
        for r in _rows(name, todo, seed, work, jobs):
            rows.append(r)
            if sink:
                sink.write(json.dumps(r) + "\n")
                sink.flush()
            if time.monotonic() >= stop:
                break
    finally:
        if sink:
            sink.close()
    return rows


def fail(message: str) -> NoReturn:
    """One line on stderr and exit status 2 (a bad command line)."""
    print(f"bench_players.py: {message}", file=sys.stderr)
    raise SystemExit(2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=["partnership", "widow", "stock"])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--minutes", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--nodes", type=int, default=STRONG_WORK.nodes)
    parser.add_argument("--sampled", type=int, default=STRONG_WORK.deals)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path, help="append one JSON line per deal here")
    parser.add_argument("--resume", action="store_true", help="skip the deals already in --out")
    parser.add_argument("--report", action="store_true", help="print --out's table and stop")
    parser.add_argument("--json", help="write the figures here too")
    args = parser.parse_args()
    if args.report:
        if not args.out:
            parser.error("--report reads the file of --out")
        if not args.out.is_file():
            fail(f"--report: no file {str(args.out)!r} (the --out of a run)")
        print(report.table(report.summary(report.read_rows(args.out))))
        return
    for name in args.games:  # every game checked before any deal is played
        try:
            find_ruleset(name)
        except RulesetError as error:
            fail(f"--games {name!r}: {error}")
    work = Work(args.nodes, args.sampled)
    print(f"load average before: {os.getloadavg()[0]:.2f}", flush=True)
    figures = []
    for name in args.games:
        wall = time.perf_counter()
        rows = tournament(
            name, args.deals, args.minutes, args.seed, work, args.jobs, args.out, args.resume
        )
        for f in report.summary(rows):
            f["wall_s"] = round(time.perf_counter() - wall, 1)
            f["deals_per_hour"] = round(3600 * f["deals"] / max(f["wall_s"], 1e-9), 1)
            figures.append(f)
            print(json.dumps(f), flush=True)
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(figures, out, indent=1)


if __name__ == "__main__":
    main()
