"""The rule ids each self-check question tests (``course/question_rules``) exist, and are taught."""

from __future__ import annotations

from pathlib import Path

from pinochle_widgets.course.course import COURSE, rule_ids
from pinochle_widgets.course.question_rules import (
    GAME_RULES,
    KIND_RULES,
    question_rules,
    teaching_lessons,
)
from pinochle_widgets.course.questions import KINDS

ROOT = Path(__file__).resolve().parents[2]
RULES = set(rule_ids(ROOT / "docs" / "rules.md"))


def test_every_question_kind_names_its_rules() -> None:
    assert set(KIND_RULES) == set(KINDS)
    assert all(KIND_RULES[kind] for kind in KINDS)


def test_every_rule_named_is_stated_in_the_rules() -> None:
    named = {rule for rules in [*KIND_RULES.values(), *GAME_RULES.values()] for rule in rules}
    assert named - RULES == set()


def test_a_game_with_rules_of_its_own_names_them() -> None:
    assert question_rules("counters", "double-deck") == ("dd.counters",)
    assert question_rules("counters", "partnership") == ("count.counters", "count.last-trick")
    assert question_rules("no such kind") == ()


def test_every_rule_a_question_tests_has_a_lesson_teaching_it() -> None:
    lessons = teaching_lessons(ROOT / "notebooks")
    course = {lesson.notebook for lesson in COURSE}
    named = {rule for rules in [*KIND_RULES.values(), *GAME_RULES.values()] for rule in rules}
    assert {rule for rule in named if rule not in lessons} == set()
    assert set(lessons.values()) <= course


def test_the_first_lesson_in_course_order_teaches_a_rule() -> None:
    # cards.order is taught in cards.ipynb, the course's first lesson, and cited again later
    assert teaching_lessons(ROOT / "notebooks")["cards.order"] == "cards.ipynb"
