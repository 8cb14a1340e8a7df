"""The rule ids each self-check question tests (``course/question_rules``) exist, and are taught."""

from __future__ import annotations

from pathlib import Path

from pinochle_widgets.course.course import COURSE, rule_ids
from pinochle_widgets.course.question_rules import (
    GAME_RULES,
    KIND_RULES,
    answer_rules,
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


# ---------------------------------------------------------------- one answer's rules


def _meld_question():  # type: ignore[no-untyped-def]
    import random

    from pinochle_widgets.course.questions import make_meld

    # a seed whose hand melds in class 1 and class 3 (checked below, from the solver)
    for seed in range(50):
        q = make_meld(random.Random(seed))
        classes = {c for c, _ in q.situation["melds"]}  # type: ignore[attr-defined]
        if {1, 3} <= classes:
            return q
    raise AssertionError("no seed melds in classes 1 and 3")


def test_a_wrong_meld_class_counts_against_that_class_only() -> None:
    q = _meld_question()
    one, two, three = q.answer
    wrong_three = (one, two, int(three) + 10)
    rules = answer_rules(
        "meld", "partnership", situation=q.situation, answer=q.answer,
        response=wrong_three, right=False,
    )  # fmt: skip
    assert rules == ("meld.around",)  # class 3 holds only the arounds


def test_a_meld_claimed_where_the_hand_has_none_counts_against_that_class() -> None:
    seen = {"melds": ((1, "run_royal_marriage"),)}
    rules = answer_rules(
        "meld", "partnership", situation=seen, answer=(230, 0, 0),
        response=(230, 40, 0), right=False,
    )  # fmt: skip
    assert rules == ("meld.pinochle",)


def test_a_right_meld_answer_names_the_melds_in_the_hand() -> None:
    # a run with a royal marriage is a run (#meld.run); a common marriage (#meld.marriage)
    seen = {"melds": ((1, "run_royal_marriage"), (1, "common_marriage"))}
    rules = answer_rules(
        "meld", "double-deck", situation=seen, answer=(27, 0, 0),
        response=(27, 0, 0), right=True,
    )  # fmt: skip
    assert rules == ("dd.run", "dd.marriage")


def test_other_kinds_keep_their_rules() -> None:
    rules = answer_rules(
        "throw_in", "partnership", situation={}, answer=("yes",), response="no", right=False
    )
    assert rules == ("throw-in.when",)


def test_a_trick_that_is_not_the_last_counts_against_the_counters_only() -> None:
    def rules(last: bool) -> tuple[str, ...]:
        seen = {"cards": "S14 H10 D9 C12", "last": last}
        return answer_rules(
            "counters", "partnership", situation=seen, answer=(20,), response=(30,), right=False
        )

    assert rules(False) == ("count.counters",)
    assert rules(True) == ("count.counters", "count.last-trick")
