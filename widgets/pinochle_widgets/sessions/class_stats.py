"""A class's answers summed up for the teacher's page: pure functions over
``list[pinochle_widgets.records.Answer]``, no widget, no words (``render.class_html`` draws them).

- :func:`rule_rows`: each rule the answers test, ranked by the share of its answers that were
  wrong, with an example question the class missed;
- :func:`learner_grid`: right and wrong answers per learner and rule;
- :func:`learner_answers`: each learner's answers in the order given;
- :func:`needs_help`: the learners ranked by their share of wrong answers, with the rules
  each misses most;
- :func:`answers_csv`: the raw answers as CSV (the export).

An answer testing three rules counts once for each of them.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from pinochle_widgets.records import Answer

__all__ = [
    "CSV_COLUMNS",
    "Grid",
    "HelpRow",
    "RuleRow",
    "answers_csv",
    "learner_answers",
    "learner_grid",
    "needs_help",
    "rule_rows",
]


@dataclass(frozen=True)
class RuleRow:
    """One rule's answers in the class.

    Attributes
    ----------
    rule
        The rule id (``docs/rules.md``, without ``#``).
    answers, wrong
        Answers testing it, and how many of them were wrong.
    learners_wrong
        Learners with at least one wrong answer on it.
    example_prompt, example_answer, example_learner
        The latest wrong answer's question, answer and learner (``""`` when none was wrong).
    """

    rule: str
    answers: int
    wrong: int
    learners_wrong: int
    example_prompt: str = ""
    example_answer: str = ""
    example_learner: str = ""

    @property
    def share_wrong(self) -> float:
        """Wrong answers over answers (0 to 1)."""
        return self.wrong / self.answers if self.answers else 0.0


def _in_order(answers: Iterable[Answer]) -> list[Answer]:
    return sorted(answers, key=lambda a: a.at)


def rule_rows(answers: Sequence[Answer]) -> list[RuleRow]:
    """The rules ``answers`` test, ranked: the largest share of wrong answers first, then the
    most wrong answers, then the rule id.

    Examples
    --------
    >>> from datetime import datetime, timezone
    >>> def a(learner, rules, correct, minute):
    ...     at = datetime(2026, 1, 1, 9, minute, tzinfo=timezone.utc)
    ...     return Answer("K7PX4M", learner, "02_tricks", "legal-seed-1", "1", "Which?",
    ...                   rules, "K♠", correct, at)
    >>> rows = rule_rows([a("Ana", ("tricks.follow",), False, 1),
    ...                   a("Ben", ("tricks.follow", "tricks.head"), True, 2)])
    >>> [(r.rule, r.answers, r.wrong, r.share_wrong) for r in rows]
    [('tricks.follow', 2, 1, 0.5), ('tricks.head', 1, 0, 0.0)]
    """
    counts: dict[str, list[int]] = {}
    missed: dict[str, Answer] = {}
    wrong_by: dict[str, set[str]] = {}
    for answer in _in_order(answers):
        for rule in dict.fromkeys(answer.rule_ids):
            seen = counts.setdefault(rule, [0, 0])
            seen[0] += 1
            if not answer.correct:
                seen[1] += 1
                missed[rule] = answer
                wrong_by.setdefault(rule, set()).add(answer.learner)
    rows = []
    for rule, (total, wrong) in counts.items():
        example = missed.get(rule)
        rows.append(
            RuleRow(
                rule,
                total,
                wrong,
                len(wrong_by.get(rule, ())),
                example.prompt if example else "",
                example.answer if example else "",
                example.learner if example else "",
            )
        )
    rows.sort(key=lambda r: (-r.share_wrong, -r.wrong, r.rule))
    return rows


@dataclass(frozen=True)
class Grid:
    """Answers per learner and rule: ``cells[(learner, rule)] = (right, wrong)``; learners in
    the order of their first answer, rules as :func:`rule_rows` ranks them."""

    learners: tuple[str, ...]
    rules: tuple[str, ...]
    cells: dict[tuple[str, str], tuple[int, int]]


def learner_grid(answers: Sequence[Answer]) -> Grid:
    """Right and wrong answers of each learner on each rule.

    Examples
    --------
    >>> from datetime import datetime, timezone
    >>> at = datetime(2026, 1, 1, tzinfo=timezone.utc)
    >>> grid = learner_grid([Answer("K7PX4M", "Ana", "cards", "winner-seed-1", "1", "Who?",
    ...                             ("tricks.winner",), "Lisa", False, at)])
    >>> grid.learners, grid.rules, grid.cells
    (('Ana',), ('tricks.winner',), {('Ana', 'tricks.winner'): (0, 1)})
    """
    cells: dict[tuple[str, str], tuple[int, int]] = {}
    learners: dict[str, None] = {}
    for answer in _in_order(answers):
        learners.setdefault(answer.learner)
        for rule in dict.fromkeys(answer.rule_ids):
            right, wrong = cells.get((answer.learner, rule), (0, 0))
            cells[(answer.learner, rule)] = (
                (right + 1, wrong) if answer.correct else (right, wrong + 1)
            )
    rules = tuple(row.rule for row in rule_rows(answers))
    return Grid(tuple(learners), rules, cells)


def learner_answers(answers: Sequence[Answer]) -> dict[str, list[Answer]]:
    """Each learner's answers in the order given (learners in the order of their first)."""
    by: dict[str, list[Answer]] = {}
    for answer in _in_order(answers):
        by.setdefault(answer.learner, []).append(answer)
    return by


@dataclass(frozen=True)
class HelpRow:
    """One learner's answers for the "who needs help" list.

    Attributes
    ----------
    learner
        The learner's name.
    right, answered
        Right answers, and answers in all.
    missed
        The rule ids of their wrong answers, the most missed first (ties: the rule missed
        first), at most three.
    """

    learner: str
    right: int
    answered: int
    missed: tuple[str, ...]

    @property
    def share_wrong(self) -> float:
        """Wrong answers over answers (0 to 1)."""
        return (self.answered - self.right) / self.answered if self.answered else 0.0


def needs_help(answers: Sequence[Answer], *, most: int = 3) -> list[HelpRow]:
    """The learners with a wrong answer, ranked: the largest share of wrong answers first, then
    the most wrong answers, then the name; each with the ``most`` rules they missed most.

    Examples
    --------
    >>> from datetime import datetime, timezone
    >>> def a(learner, rules, correct, minute):
    ...     at = datetime(2026, 1, 1, 9, minute, tzinfo=timezone.utc)
    ...     return Answer("K7PX4M", learner, "02_tricks", "legal-seed-1", "1", "Which?",
    ...                   rules, "K♠", correct, at)
    >>> rows = needs_help([a("Ana", ("tricks.follow",), False, 1),
    ...                    a("Ana", ("tricks.head",), True, 2),
    ...                    a("Ben", ("tricks.head",), False, 3),
    ...                    a("Cy", ("tricks.head",), True, 4)])
    >>> [(r.learner, r.right, r.answered, r.missed) for r in rows]
    [('Ben', 0, 1, ('tricks.head',)), ('Ana', 1, 2, ('tricks.follow',))]
    """
    rows = []
    for learner, theirs in learner_answers(answers).items():
        missed: dict[str, int] = {}
        for answer in theirs:
            if not answer.correct:
                for rule in dict.fromkeys(answer.rule_ids):
                    missed[rule] = missed.get(rule, 0) + 1
        right = sum(a.correct for a in theirs)
        if right == len(theirs):
            continue
        ranked = sorted(missed, key=lambda r: -missed[r])[:most]
        rows.append(HelpRow(learner, right, len(theirs), tuple(ranked)))
    rows.sort(key=lambda r: (-r.share_wrong, r.right - r.answered, r.learner))
    return rows


CSV_COLUMNS = (
    "time_utc",
    "learner",
    "lesson",
    "question_set",
    "question",
    "rule_ids",
    "correct",
    "answer",
    "prompt",
)
"""The export's columns, in order (its header row)."""

_FORMULA = ("=", "+", "-", "@", "\t", "\r")


def _cell(text: str) -> str:
    """A text cell a spreadsheet will not run: one starting like a formula gets a ``'``."""
    return "'" + text if text.startswith(_FORMULA) else text


def answers_csv(answers: Sequence[Answer]) -> str:
    """The raw answers as CSV text, oldest first (:data:`CSV_COLUMNS`; rule ids separated by
    spaces, ``correct`` as ``1`` or ``0``, times ISO 8601 in UTC). A learner's text that a
    spreadsheet would read as a formula (``=HYPERLINK(...)``) starts with ``'``.

    Examples
    --------
    >>> from datetime import datetime, timezone
    >>> at = datetime(2026, 1, 1, 9, 30, tzinfo=timezone.utc)
    >>> print(answers_csv([Answer("K7PX4M", "=cmd", "cards", "winner-seed-1", "1", "Who, now?",
    ...                           ("tricks.winner",), "Lisa", True, at)]), end="")
    time_utc,learner,lesson,question_set,question,rule_ids,correct,answer,prompt
    2026-01-01T09:30:00+00:00,'=cmd,cards,winner-seed-1,1,tricks.winner,1,Lisa,"Who, now?"
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for a in _in_order(answers):
        writer.writerow(
            [
                a.at.isoformat(),
                _cell(a.learner),
                a.lesson,
                _cell(a.question_set),
                _cell(a.question),
                " ".join(a.rule_ids),
                int(a.correct),
                _cell(a.answer),
                _cell(a.prompt),
            ]
        )
    return out.getvalue()
