"""The duplicate tournament's figures from its JSONL file (``bench_players.py --out``; issue 19).

One line of the file is one deal played twice (a row, :func:`row` makes it)::

    {"game": "stock", "seed": 1, "nodes": 12000, "deals_work": 30, "deal": 17,
     "diff": 12.5, "made": {"strong": [1, 1], "learner": [0, 1]},
     "times": [0.03, 0.41], "out_of_time": 0}

``diff`` is the strong side's game points minus the learner side's, the mean of the deal's two
plays; ``made`` per level of the bidder: [bids made, bids]; ``times``: the wall time of each
strong trick decision, seconds. The rows of one game and one work budget add up whatever run
wrote them (``--resume``); a deal's row is counted once (the first in the file).
"""

from __future__ import annotations

import json
import math
import statistics
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

Z95 = 1.96
"""The normal distribution's two-sided 95% point: the interval is the mean ± 1.96 standard
errors of the per-deal differences (the deals are many; a t point at 2,000 deals is 1.961)."""


def row(
    game: str,
    seed: int,
    nodes: int,
    deals_work: int,
    deal: int,
    plays: Sequence[Sequence[int]],
    made: dict[str, list[int]],
    times: Sequence[float],
    out_of_time: int,
) -> dict[str, Any]:
    """One deal's line: ``plays`` are the two plays' game points per side, the strong level
    on side 0 in the first and on side 1 in the second."""
    first, second = plays
    strong = (first[0] + second[1]) / 2
    learner = (first[1] + second[0]) / 2
    return {
        "game": game,
        "seed": seed,
        "nodes": nodes,
        "deals_work": deals_work,
        "deal": deal,
        "diff": strong - learner,
        "made": made,
        "times": [round(t, 4) for t in times],
        "out_of_time": out_of_time,
    }


def read_rows(path: Path) -> list[dict[str, Any]]:
    """The file's rows (none if it does not exist); a line cut short by a stopped run is
    skipped."""
    if not path.exists():
        return []
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return rows


def key(row: dict[str, Any]) -> tuple[str, int, int, int]:
    """What makes rows comparable: the game, the seed and the work budget."""
    return (row["game"], row["seed"], row["nodes"], row["deals_work"])


def done(rows: Iterable[dict[str, Any]], game: str, seed: int, nodes: int, deals: int) -> set[int]:
    """The deal indices already in ``rows`` for this game, seed and work."""
    return {r["deal"] for r in rows if key(r) == (game, seed, nodes, deals)}


def interval(diffs: Sequence[float]) -> tuple[float, float, float]:
    """(mean, low, high): the mean and its 95% interval, mean ± :data:`Z95` × s / √n with s
    the sample standard deviation (n − 1); NaN bounds with fewer than two values."""
    n = len(diffs)
    if not n:
        return math.nan, math.nan, math.nan
    mean = statistics.fmean(diffs)
    if n < 2:
        return mean, math.nan, math.nan
    half = Z95 * statistics.stdev(diffs) / math.sqrt(n)
    return mean, mean - half, mean + half


def percentile(values: Sequence[float], share: float) -> float:
    """The nearest-rank percentile: the smallest value with at least ``share`` of the values
    at or below it (``share`` in (0, 1])."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def summary(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """One figure set per (game, seed, work), in the order first met; each deal once."""
    groups: dict[tuple[str, int, int, int], dict[int, dict[str, Any]]] = {}
    for r in rows:
        groups.setdefault(key(r), {}).setdefault(r["deal"], r)
    out = []
    for (game, seed, nodes, deals_work), by_deal in groups.items():
        chosen = list(by_deal.values())
        mean, low, high = interval([r["diff"] for r in chosen])
        made = {level: [0, 0] for level in ("strong", "learner")}
        for r in chosen:
            for level, (m, b) in r["made"].items():
                made[level][0] += m
                made[level][1] += b
        times = [t for r in chosen for t in r["times"]]
        out.append(
            {
                "game": game,
                "seed": seed,
                "nodes": nodes,
                "deals_work": deals_work,
                "deals": len(chosen),
                "strong_minus_learner": mean,
                "ci95": (low, high),
                "bids_made": {lv: (m / b if b else None) for lv, (m, b) in made.items()},
                "bids": {lv: b for lv, (_m, b) in made.items()},
                "decisions": len(times),
                "decision_median_s": statistics.median(times) if times else None,
                "decision_p95_s": percentile(times, 0.95) if times else None,
                "out_of_time": sum(r["out_of_time"] for r in chosen),
            }
        )
    return out


def _share(value: float | None) -> str:
    return "no bid" if value is None else f"{100 * value:.1f}%"


def _seconds(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f} s"


def table(figures: Iterable[dict[str, Any]]) -> str:
    """The figures as the README's Markdown table."""
    lines = [
        "| game | deals | strong − learner, game points a round (95% interval) "
        "| bids made, strong bidder / learner bidder | strong decision, median / p95 |",
        "|---|---|---|---|---|",
    ]
    for f in figures:
        low, high = f["ci95"]
        made = f["bids_made"]
        bids = (
            "no bid"
            if made["strong"] is None and made["learner"] is None
            else f"{_share(made['strong'])} / {_share(made['learner'])}"
        )
        lines.append(
            f"| {f['game']} (seed {f['seed']}, {f['nodes']:,} nodes, {f['deals_work']} deals) "
            f"| {f['deals']} | {f['strong_minus_learner']:+.1f} ({low:+.1f} to {high:+.1f}) "
            f"| {bids} | {_seconds(f['decision_median_s'])} / {_seconds(f['decision_p95_s'])} |"
        )
    return "\n".join(lines)
