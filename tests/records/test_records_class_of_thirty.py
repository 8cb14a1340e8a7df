"""Thirty learners answering at once lose nothing (issue 20, point 5): 30 threads, then 30
processes (each its own store, as 30 lesson kernels), against SQLite and PostgreSQL; every
answer is stored exactly once. And thirty kernels opening a database that has no tables yet
make them once."""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, func, select

from pinochle_widgets.records import Answer, ClassStore

LEARNERS = 30
ANSWERS_EACH = 8
T0 = datetime(2026, 12, 1, 17, 0, tzinfo=timezone.utc)
# fork: a child starts in milliseconds (spawn imports everything again, 30 times on 2 cores)
CONTEXT = multiprocessing.get_context("fork")


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'records.sqlite'}"
    return str(request.getfixturevalue("pg_url"))


def answers_of(code: str, learner: int) -> list[Answer]:
    return [
        Answer(
            class_code=code,
            learner=f"learner {learner:02d}",
            lesson="01_meld",
            question_set="meld-seed-7",
            question=str(n),
            prompt=f"question {n}",
            rule_ids=("meld.run",),
            answer=str(learner * 100 + n),
            correct=(learner + n) % 3 != 0,
            at=T0 + timedelta(seconds=n, microseconds=learner),
        )
        for n in range(ANSWERS_EACH)
    ]


def learner_thread(
    store: ClassStore, code: str, learner: int, start: Any, errors: list[str]
) -> None:
    start.wait()
    try:
        for sent in answers_of(code, learner):
            store.record(sent)
    except Exception as error:  # reported by the test, with the learner
        errors.append(f"learner {learner}: {error!r}")


def learner_process(url: str, code: str, learner: int, start: Any, errors: Any) -> None:
    try:
        store = ClassStore(url)  # a kernel of its own: its own engine and connections
        start.wait()
        for sent in answers_of(code, learner):
            store.record(sent)
    except Exception as error:
        errors.put(f"learner {learner}: {error!r}")


def run_threads(url: str, code: str) -> list[str]:
    store = ClassStore(url)  # one kernel's store shared by its threads
    start, errors = threading.Barrier(LEARNERS), []
    threads = [
        threading.Thread(target=learner_thread, args=(store, code, n, start, errors))
        for n in range(LEARNERS)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    return errors


def run_processes(url: str, code: str) -> list[str]:
    start, queue = CONTEXT.Barrier(LEARNERS), CONTEXT.Queue()
    processes = [
        CONTEXT.Process(target=learner_process, args=(url, code, n, start, queue))
        for n in range(LEARNERS)
    ]
    for process in processes:
        process.start()
    for process in processes:
        process.join(timeout=180)
    errors = [f"exit {p.exitcode}" for p in processes if p.exitcode != 0]
    while not queue.empty():
        errors.append(queue.get())
    return errors


@pytest.mark.parametrize("run", [run_threads, run_processes], ids=["threads", "processes"])
def test_thirty_learners_at_once_every_answer_stored_once(
    url: str, run: Callable[[str, str], list[str]]
) -> None:
    store = ClassStore(url)
    made = store.new_class("Tuesday group")
    assert run(url, made.code) == []
    stored = store.class_answers(made.code, made.teacher_token)
    expected = [a for n in range(LEARNERS) for a in answers_of(made.code, n)]
    assert len(stored) == LEARNERS * ANSWERS_EACH == 240
    assert sorted(stored, key=repr) == sorted(expected, key=repr)
    # and again: the same answers resent (a retry after lost replies) add nothing
    assert run(url, made.code) == []
    assert len(store.class_answers(made.code, made.teacher_token)) == 240


def opener(url: str, start: Any, errors: Any) -> None:
    try:
        start.wait()
        ClassStore(url).check_reachable()
    except Exception as error:
        errors.put(repr(error))


def test_thirty_kernels_opening_a_new_database_make_its_tables_once(url: str) -> None:
    start, queue = CONTEXT.Barrier(LEARNERS), CONTEXT.Queue()
    processes = [CONTEXT.Process(target=opener, args=(url, start, queue)) for _ in range(LEARNERS)]
    for process in processes:
        process.start()
    for process in processes:
        process.join(timeout=180)
    errors = [f"exit {p.exitcode}" for p in processes if p.exitcode != 0]
    while not queue.empty():
        errors.append(queue.get())
    assert errors == []
    from sqlalchemy import column, table

    version = table("alembic_version", column("version_num"))
    engine = create_engine(ClassStore(url).url)
    with engine.connect() as connection:
        assert connection.execute(select(func.count()).select_from(version)).scalar() == 1
    engine.dispose()
