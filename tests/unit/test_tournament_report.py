"""The tournament's report (``benchmarks/tournament_report.py``, issue 19): the arithmetic of its
figures worked out by hand on four deals, and the JSONL file adding up across runs."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from benchmarks import tournament_report as report


def _row(
    deal: int,
    diff: float,
    strong: list[int],
    learner: list[int],
    times: list[float],
    wall_s: float | None = None,
) -> Any:
    wall = {} if wall_s is None else {"wall_s": wall_s}
    return {
        **wall,
        "game": "stock",
        "seed": 1,
        "nodes": 20_000,
        "deals_work": 30,
        "deal": deal,
        "diff": diff,
        "made": {"strong": strong, "learner": learner},
        "times": times,
        "out_of_time": 0,
    }


ROWS = [
    _row(0, 7, [1, 1], [0, 1], [0.1, 0.4], 3.0),
    _row(1, 1, [1, 1], [1, 1], [0.2], 5.0),
    _row(2, 5, [0, 1], [1, 1], [0.3, 0.5, 0.9], 4.0),
    _row(3, 3, [1, 1], [0, 1], [0.6, 0.7, 0.8, 1.0], 4.0),
]


def test_the_figures_of_four_deals_by_hand() -> None:
    """Differences 7, 1, 5, 3: mean 4; deviations 3, -3, 1, -1, squares 20, sample variance
    20 / 3, s = 2.5820, standard error s / √4 = 1.2910; four deals: Student's t with 3
    degrees of freedom, t(0.975, 3) = 3.182, half-width 3.182 × 1.2910 = 4.1079: the interval
    -0.1079 to 8.1079. Bids made: strong 3 of 4, learner 2 of 4. The ten decision times
    0.1 ... 1.0: median (0.5 + 0.6) / 2 = 0.55; 95th percentile, nearest rank
    ⌈0.95 × 10⌉ = 10th: 1.0. Walls 3 + 5 + 4 + 4 = 16 s for 4 deals: 3600 × 4 / 16 = 900
    deals an hour."""
    (figures,) = report.summary(ROWS)
    assert figures["deals"] == 4
    assert figures["strong_minus_learner"] == 4
    low, high = figures["ci95"]
    assert low == pytest.approx(-0.1079, abs=1e-4)
    assert high == pytest.approx(8.1079, abs=1e-4)
    assert figures["bids_made"] == {"strong": 0.75, "learner": 0.5}
    assert figures["bids"] == {"strong": 4, "learner": 4}
    assert figures["decisions"] == 10
    assert figures["decision_median_s"] == pytest.approx(0.55)
    assert figures["decision_p95_s"] == 1.0
    assert figures["deals_per_hour"] == 900
    line = report.table([figures]).splitlines()[-1]
    assert "| 4 | +4.0 (-0.1 to +8.1) | 75.0% of 4 / 50.0% of 4 | 0.55 s / 1.00 s | 900 |" in line


def test_from_thirty_degrees_of_freedom_the_normal_point() -> None:
    """t(0.975, 29) = 2.045 (the last of the table), then 1.96. 31 differences, 15 of 0 and
    16 of 2: mean 32 / 31 = 1.0323; the sum of squares about it
    15 × 1.0323² + 16 × 0.9677² = 15.9839 + 14.9839 = 30.9677, s² = 30.9677 / 30 = 1.0323,
    s = 1.0160, s / √31 = 0.18248; half-width 1.96 × 0.18248 = 0.35766."""
    assert report.t95(1) == 12.706
    assert report.t95(29) == 2.045
    assert report.t95(30) == 1.96
    mean, low, high = report.interval([0.0] * 15 + [2.0] * 16)
    assert mean == pytest.approx(1.0323, abs=1e-4)
    assert high - mean == pytest.approx(0.35766, abs=1e-4)
    assert mean - low == pytest.approx(0.35766, abs=1e-4)


def test_one_deal_writes_no_interval_and_old_rows_no_rate() -> None:
    """One deal: no interval (``None``, JSON's null, never NaN); rows written without a wall
    time: "-" deals an hour."""
    (figures,) = report.summary([_row(0, 7, [1, 1], [0, 0], [0.1])])
    assert figures["ci95"] == (None, None)
    assert json.loads(json.dumps(figures))["ci95"] == [None, None]
    assert "NaN" not in json.dumps(figures)
    assert figures["deals_per_hour"] is None
    line = report.table([figures]).splitlines()[-1]
    assert "| 1 | +7.0 (- to -) | 100.0% of 1 / no bid | 0.10 s / 0.10 s | - |" in line


def test_a_row_is_the_mean_of_the_two_plays() -> None:
    """First play strong on side 0: 250 to 120; second, strong on side 1: 90 to 200. Strong
    (250 + 200) / 2 = 225, learner (120 + 90) / 2 = 105: +120."""
    r = report.row("stock", 1, 20_000, 30, 5, [(250, 120), (90, 200)], {}, [0.123456], 0)
    assert r["diff"] == 120
    assert r["times"] == [0.1235]


def test_one_deal_and_no_deal() -> None:
    assert report.interval([6.0])[0] == 6.0
    assert all(math.isnan(x) for x in report.interval([6.0])[1:])
    assert all(math.isnan(x) for x in report.interval([]))


def test_the_file_adds_up_across_runs_each_deal_once(tmp_path: Path) -> None:
    """Two runs appended to one file, the second repeating deal 3 (counted once, the first
    row), a line cut short by a stopped run (skipped), and a run at another work budget (its
    own figures)."""
    path = tmp_path / "runs.jsonl"
    other = {**ROWS[0], "nodes": 5_000, "diff": 100}
    lines = [json.dumps(r) for r in ROWS[:2]]
    lines += [json.dumps(r) for r in ROWS[2:]]
    lines += [json.dumps({**ROWS[3], "diff": 999}), json.dumps(other), '{"game": "sto']
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    rows = report.read_rows(path)
    assert len(rows) == 6
    assert report.done(rows, "stock", 1, 20_000, 30) == {0, 1, 2, 3}
    assert report.done(rows, "stock", 1, 5_000, 30) == {0}
    first, second = report.summary(rows)
    assert (first["deals"], first["strong_minus_learner"]) == (4, 4)
    assert (second["nodes"], second["deals"], second["strong_minus_learner"]) == (5_000, 1, 100)
    assert report.read_rows(tmp_path / "none.jsonl") == []


def _bench(*args: str) -> str:
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, str(root / "benchmarks" / "bench_players.py"), *args],
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    return done.stdout


def test_runs_resume_add_up_and_replay_exactly_in_any_number_of_processes(
    tmp_path: Path,
) -> None:
    """Stock deals on a small work budget: one deal, then a run to two that resumes (plays
    deal 1 only); the same two deals in two processes give the same figures, the strong
    level's work being the same whatever the load."""
    small = ["--games", "stock", "--nodes", "400", "--sampled", "2"]
    path, again = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    _bench(*small, "--deals", "1", "--out", str(path))
    _bench(*small, "--deals", "2", "--out", str(path), "--resume")
    rows = report.read_rows(path)
    assert [r["deal"] for r in rows] == [0, 1]
    _bench(*small, "--deals", "2", "--out", str(again), "--jobs", "2")
    by_deal = {r["deal"]: r["diff"] for r in report.read_rows(again)}
    assert by_deal == {r["deal"]: r["diff"] for r in rows}
    printed = _bench("--report", "--out", str(path))
    assert "| stock (seed 1, 400 nodes, 2 deals) | 2 |" in printed


def _bench_fails(*args: str) -> subprocess.CompletedProcess[str]:
    root = Path(__file__).resolve().parents[2]
    return subprocess.run(
        [sys.executable, str(root / "benchmarks" / "bench_players.py"), *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )


def test_an_unknown_game_is_one_line_naming_it_and_the_choices() -> None:
    done = _bench_fails("--games", "stock", "foo", "--deals", "1")
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    (line,) = done.stderr.splitlines()
    assert "'foo'" in line and "partnership" in line and "two-hand-stock" in line
    assert done.stdout == ""  # no deal played before the check


def test_a_report_of_a_missing_file_says_so(tmp_path: Path) -> None:
    missing = tmp_path / "none.jsonl"
    done = _bench_fails("--report", "--out", str(missing))
    assert done.returncode == 2
    assert done.stdout == ""
    (line,) = done.stderr.splitlines()
    assert "no file" in line and "none.jsonl" in line
