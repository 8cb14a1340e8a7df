"""The duplicate tournament's figures from its JSONL file (``bench_players.py --out``; issue 19).

One line of the file is one deal played twice (a row, :func:`row` makes it)::

    {"game": "stock", "seed": 1, "nodes": 12000, "deals_work": 30, "deal": 17,
     "diff": 12.5, "made": {"strong": [1, 1], "learner": [0, 1]},
     "times": [0.03, 0.41], "out_of_time": 0, "wall_s": 4.2}

``diff`` is the strong side's game points minus the learner side's, the mean of the deal's two
plays; ``made`` per level of the bidder: [bids made, bids]; ``times``: the wall time of each
strong trick decision, seconds; ``wall_s`` (rows written since s10): the deal's two plays' wall
time, seconds, whence the deals an hour of one process. The rows of one game and one work
budget add up whatever run wrote them (``--resume``); a deal's row is counted once (the first
in the file).
"""

from __future__ import annotations

import json
import math
import statistics
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

Z95 = 1.96
"""The normal distribution's two-sided 95% point, used from 30 differences on (a t point at 30
degrees of freedom is 2.042, at 2,000 deals 1.961)."""

T975 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045,
)  # fmt: skip
"""Student's t two-sided 95% points, t(0.975, df) for df = 1 ... 29 (``T975[df - 1]``), from
the NIST/SEMATECH e-Handbook of Statistical Methods, section 1.3.6.7.2, "Critical Values of
the Student's t Distribution" (https://www.itl.nist.gov/div898/handbook/eda/section3/
eda3672.htm); the standard library has no t quantile."""


def t95(df: int) -> float:
    """The two-sided 95% point for ``df`` degrees of freedom (≥ 1): Student's t below 30
    (:data:`T975`), the normal's :data:`Z95` from 30 on."""
    return T975[df - 1] if df < 30 else Z95


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
    wall_s: float | None = None,
) -> dict[str, Any]:
    """One deal's line: ``plays`` are the two plays' game points per side, the strong level
    on side 0 in the first and on side 1 in the second; ``wall_s``: the deal's two plays'
    wall time in its process, seconds (the report's deals an hour)."""
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
        **({} if wall_s is None else {"wall_s": round(wall_s, 3)}),
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
    """(mean, low, high): the mean and its 95% interval, mean ± t × s / √n with s the sample
    standard deviation (n − 1) and t :func:`t95` of n − 1 degrees of freedom (Student's t
    with few deals, the normal's 1.96 from 31 on); NaN bounds with fewer than two values."""
    n = len(diffs)
    if not n:
        return math.nan, math.nan, math.nan
    mean = statistics.fmean(diffs)
    if n < 2:
        return mean, math.nan, math.nan
    half = t95(n - 1) * statistics.stdev(diffs) / math.sqrt(n)
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
        walls = [r["wall_s"] for r in chosen if "wall_s" in r]  # rows written before: none
        out.append(
            {
                "game": game,
                "seed": seed,
                "nodes": nodes,
                "deals_work": deals_work,
                "deals": len(chosen),
                "strong_minus_learner": mean,
                "ci95": (_finite(low), _finite(high)),  # JSON's null, not NaN, for one deal
                "bids_made": {lv: (m / b if b else None) for lv, (m, b) in made.items()},
                "bids": {lv: b for lv, (_m, b) in made.items()},
                "decisions": len(times),
                "decision_median_s": statistics.median(times) if times else None,
                "decision_p95_s": percentile(times, 0.95) if times else None,
                "out_of_time": sum(r["out_of_time"] for r in chosen),
                "deals_per_hour": (
                    3600 * len(walls) / sum(walls) if walls and sum(walls) > 0 else None
                ),
            }
        )
    return out


def _share(value: float | None, bids: int) -> str:
    return "no bid" if value is None else f"{100 * value:.1f}% of {bids:,}"


def _finite(value: float) -> float | None:
    return None if math.isnan(value) else value


def _bound(value: float | None) -> str:
    return "-" if value is None else f"{value:+.1f}"


def _per_hour(value: float | None) -> str:
    return "-" if value is None else f"{value:,.0f}"


def _seconds(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f} s"


def table(figures: Iterable[dict[str, Any]]) -> str:
    """The figures as the README's Markdown table: the bids made as a share "of" the bids,
    and the deals an hour of one process (each row's ``wall_s``; "-" for rows without)."""
    lines = [
        "| game | deals | strong − learner, game points a round (95% interval) "
        "| bids made, strong bidder / learner bidder | strong decision, median / p95 "
        "| deals an hour, `--jobs 1` |",
        "|---|---|---|---|---|---|",
    ]
    for f in figures:
        low, high = f["ci95"]
        made, bids = f["bids_made"], f["bids"]
        shares = (
            "no bid"
            if made["strong"] is None and made["learner"] is None
            else f"{_share(made['strong'], bids['strong'])} / "
            f"{_share(made['learner'], bids['learner'])}"
        )
        lines.append(
            f"| {f['game']} (seed {f['seed']}, {f['nodes']:,} nodes, {f['deals_work']} deals) "
            f"| {f['deals']} | {f['strong_minus_learner']:+.1f} ({_bound(low)} to "
            f"{_bound(high)}) | {shares} | {_seconds(f['decision_median_s'])} / "
            f"{_seconds(f['decision_p95_s'])} | {_per_hour(f.get('deals_per_hour'))} |"
        )
    return "\n".join(lines)
