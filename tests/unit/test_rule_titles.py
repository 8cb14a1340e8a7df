"""Each rule the teacher's page shows has a short title, and the titles cannot drift from
``docs/rules.md`` (not shipped: the titles are the package's own table)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from pinochle_learn.render.class_html import grid_html, rules_chart_svg, rules_table_html
from pinochle_learn.render.rule_titles import RULE_TITLES, rule_title
from pinochle_widgets.course.course import rule_ids
from pinochle_widgets.course.question_rules import GAME_RULES, KIND_RULES
from pinochle_widgets.records import Answer
from pinochle_widgets.sessions.class_stats import rule_rows

ROOT = Path(__file__).resolve().parents[2]
RULES = set(rule_ids(ROOT / "docs" / "rules.md"))


def test_every_title_names_a_rule_the_rules_state() -> None:
    assert set(RULE_TITLES) - RULES == set()


def test_every_rule_a_question_records_has_a_title() -> None:
    named = {rule for rules in [*KIND_RULES.values(), *GAME_RULES.values()] for rule in rules}
    assert named - set(RULE_TITLES) == set()


def test_a_title_starts_with_its_sections_word() -> None:
    # the counters rule reads as the learner's lesson names it
    assert rule_title("count.counters") == "Counters: A, 10, K count"
    assert rule_title("no.such") == "no.such"


def _answer() -> Answer:
    at = datetime(2026, 1, 1, 9, 0, tzinfo=UTC)
    return Answer("K7PX4M", "Ana", "counting", "counters-seed-1", "1", "How many?",
                  ("count.counters",), "30", False, at)  # fmt: skip


def test_the_chart_table_and_grid_show_the_title_with_the_id_beside_it() -> None:
    rows = rule_rows([_answer()])
    title = "Counters: A, 10, K count"
    for html in (
        rules_chart_svg(rows),
        rules_table_html(rows, {}),
        grid_html(["Ana"], ["count.counters"], {("Ana", "count.counters"): (0, 1)}),
    ):
        assert title in html
        assert "count.counters" in html
