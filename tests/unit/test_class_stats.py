"""The teacher page's sums over a class's answers (``sessions/class_stats``), worked by hand."""

from __future__ import annotations

import csv
import io
from datetime import datetime, timedelta, timezone

from pinochle_widgets.records import Answer
from pinochle_widgets.sessions.class_stats import (
    CSV_COLUMNS,
    answers_csv,
    learner_answers,
    learner_grid,
    rule_rows,
)

START = datetime(2026, 3, 3, 9, 0, tzinfo=timezone.utc)


def _answer(minute: int, learner: str, rules: tuple[str, ...], correct: bool, **kw: str) -> Answer:
    return Answer(
        class_code="K7PX4M",
        learner=learner,
        lesson=kw.get("lesson", "02_tricks"),
        question_set=kw.get("question_set", "legal-seed-1"),
        question=kw.get("question", str(minute)),
        prompt=kw.get("prompt", f"question at minute {minute}"),
        rule_ids=rules,
        answer=kw.get("answer", "K♠"),
        correct=correct,
        at=START + timedelta(minutes=minute),
    )


FOLLOW, HEAD, WINNER = "tricks.follow", "tricks.head", "tricks.winner"

# Given out of time order on purpose (the store's order is not trusted).
CLASS = [
    _answer(4, "Ben", (WINNER,), True),
    _answer(1, "Ana", (FOLLOW, HEAD), False, prompt="first miss", answer="Q♠"),
    _answer(2, "Ana", (WINNER,), True),
    _answer(3, "Ben", (FOLLOW, HEAD), True),
    _answer(5, "Cleo", (FOLLOW, HEAD), False, prompt="latest miss", answer="J♦"),
    _answer(6, "Cleo", (WINNER,), False),
]
# By hand: tricks.follow and tricks.head: 3 answers (Ana wrong, Ben right, Cleo wrong) = 2 of 3
# wrong, 2 learners; tricks.winner: 3 answers (Ana right, Ben right, Cleo wrong) = 1 of 3.
# follow and head tie on share and count: ranked by id, follow before head.


def test_rules_are_ranked_by_share_of_wrong_answers() -> None:
    rows = rule_rows(CLASS)
    assert [(r.rule, r.answers, r.wrong, r.learners_wrong) for r in rows] == [
        (FOLLOW, 3, 2, 2),
        (HEAD, 3, 2, 2),
        (WINNER, 3, 1, 1),
    ]
    assert [round(r.share_wrong, 4) for r in rows] == [0.6667, 0.6667, 0.3333]


def test_a_larger_share_outranks_more_wrong_answers() -> None:
    # rule a: 1 of 1 wrong (100%); rule b: 2 of 4 wrong (50%)
    answers = [_answer(1, "Ana", ("a",), False)] + [
        _answer(2 + i, "Ben", ("b",), i < 2) for i in range(4)
    ]
    assert [(r.rule, r.wrong, r.answers) for r in rule_rows(answers)] == [("a", 1, 1), ("b", 2, 4)]


def test_each_rule_shows_the_latest_question_the_class_missed() -> None:
    follow = rule_rows(CLASS)[0]
    assert (follow.example_prompt, follow.example_answer, follow.example_learner) == (
        "latest miss",
        "J♦",
        "Cleo",
    )


def test_a_rule_nobody_missed_has_no_example() -> None:
    rows = rule_rows([_answer(1, "Ana", (WINNER,), True)])
    assert (rows[0].wrong, rows[0].example_prompt, rows[0].share_wrong) == (0, "", 0.0)


def test_a_rule_named_twice_in_one_answer_counts_once() -> None:
    rows = rule_rows([_answer(1, "Ana", (FOLLOW, FOLLOW), False)])
    assert [(r.rule, r.answers, r.wrong) for r in rows] == [(FOLLOW, 1, 1)]


def test_the_grid_counts_right_and_wrong_per_learner_and_rule() -> None:
    grid = learner_grid(CLASS)
    assert grid.learners == ("Ana", "Ben", "Cleo")  # order of first answer
    assert grid.rules == (FOLLOW, HEAD, WINNER)
    assert grid.cells == {
        ("Ana", FOLLOW): (0, 1),
        ("Ana", HEAD): (0, 1),
        ("Ana", WINNER): (1, 0),
        ("Ben", FOLLOW): (1, 0),
        ("Ben", HEAD): (1, 0),
        ("Ben", WINNER): (1, 0),
        ("Cleo", FOLLOW): (0, 1),
        ("Cleo", HEAD): (0, 1),
        ("Cleo", WINNER): (0, 1),
    }


def test_each_learners_answers_come_in_the_order_given() -> None:
    by = learner_answers(CLASS)
    assert list(by) == ["Ana", "Ben", "Cleo"]
    assert [a.at.minute for a in by["Ben"]] == [3, 4]


def test_the_csv_holds_every_answer_once_oldest_first() -> None:
    rows = list(csv.reader(io.StringIO(answers_csv(CLASS))))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert len(rows) == 1 + len(CLASS)
    assert [r[1] for r in rows[1:]] == ["Ana", "Ana", "Ben", "Ben", "Cleo", "Cleo"]
    assert rows[1] == [
        "2026-03-03T09:01:00+00:00",
        "Ana",
        "02_tricks",
        "legal-seed-1",
        "1",
        "tricks.follow tricks.head",
        "0",
        "Q♠",
        "first miss",
    ]


def test_the_csv_keeps_a_spreadsheet_from_running_a_name() -> None:
    text = answers_csv([_answer(1, '=HYPERLINK("http://x","y")', (WINNER,), True, answer="+1")])
    row = list(csv.reader(io.StringIO(text)))[1]
    assert row[1] == '\'=HYPERLINK("http://x","y")'
    assert row[7] == "'+1"
