"""Write throughput of a class's records: 30 learners answering at once (not a test: run and
read). Each learner is a process of its own with its own ``ClassStore`` (as 30 lesson kernels),
started together at a barrier; each records ``--answers`` answers as fast as it can, which is
far more than a class sends (a learner answers a question every few seconds, so 30 learners
send about 10 answers a second). Prints answers per second over the whole burst and the p50 and
p95 latency of one ``record`` call, for SQLite (a file in a temporary folder, WAL mode) and for
PostgreSQL (a server of its own in a temporary folder, Debian's binaries: ``make postgresql``).

.venv/bin/python benchmarks/bench_records.py [--learners 30] [--answers 20] [--rounds 3]
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "records"))

from postgres_kit import pg_bin, start_postgres  # noqa: E402

from pinochle_widgets.records import Answer, ClassStore  # noqa: E402

CONTEXT = multiprocessing.get_context("fork")
T0 = datetime(2026, 12, 1, 17, 0, tzinfo=timezone.utc)


def learner(url: str, code: str, n: int, answers: int, start: Any, out: Any) -> None:
    store = ClassStore(url)
    store.check_reachable()  # connected before the barrier: the burst times writes only
    start.wait()
    times = []
    for q in range(answers):
        sent = Answer(
            code,
            f"learner {n:02d}",
            "01_meld",
            "meld-seed-7",
            str(q),
            "What is it worth?",
            ("meld.run",),
            "150",
            q % 3 != 0,
            T0 + timedelta(seconds=q, microseconds=n),
        )
        began = time.perf_counter()
        store.record(sent)
        times.append(time.perf_counter() - began)
    out.put((time.perf_counter(), times))


def burst(url: str, learners: int, answers: int) -> tuple[float, list[float]]:
    """One burst: (answers per second, each write's latency in seconds)."""
    store = ClassStore(url)
    made = store.new_class("Benchmark")
    start, out = CONTEXT.Barrier(learners + 1), CONTEXT.Queue()
    procs = [
        CONTEXT.Process(target=learner, args=(url, made.code, n, answers, start, out))
        for n in range(learners)
    ]
    for proc in procs:
        proc.start()
    start.wait()
    began = time.perf_counter()
    results = [out.get(timeout=300) for _ in procs]
    for proc in procs:
        proc.join()
    ended = max(end for end, _ in results)
    latencies = [t for _, times in results for t in times]
    stored = len(store.class_answers(made.code, made.teacher_token))
    assert stored == learners * answers, (stored, learners * answers)
    return len(latencies) / (ended - began), latencies


def report(name: str, url: str, args: argparse.Namespace) -> None:
    rates, latencies = [], []
    for _ in range(args.rounds):
        rate, times = burst(url, args.learners, args.answers)
        rates.append(rate)
        latencies += times
    latencies.sort()
    p50 = statistics.median(latencies) * 1000
    p95 = latencies[int(len(latencies) * 0.95) - 1] * 1000
    print(
        f"{name:10s} {args.learners} learners x {args.answers} answers, {args.rounds} bursts: "
        f"{statistics.median(rates):6.0f} answers/s (median burst; min {min(rates):.0f}), "
        f"write p50 {p50:.1f} ms, p95 {p95:.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--learners", type=int, default=30)
    parser.add_argument("--answers", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        report("SQLite", f"sqlite:///{Path(folder) / 'records.sqlite'}", args)
    if pg_bin() is None:
        print("PostgreSQL: not installed (make postgresql)")
        return
    server = start_postgres()
    try:
        report("PostgreSQL", server.create_database("bench"), args)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
