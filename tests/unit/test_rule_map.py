"""Every rule of docs/rules.md is taught by some lesson, and lessons cite only rules that exist;
the first lesson states the order of the cards in words."""

from __future__ import annotations

import json
from pathlib import Path

from pinochle_widgets.course.course import COURSE, PENDING, rule_ids, rule_map

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules.md"
NOTEBOOKS = ROOT / "notebooks"


def test_rule_ids_are_unique_and_many() -> None:
    ids = rule_ids(RULES)
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    assert {"cards.order", "auction.raise", "tricks.head", "score.set", "game.both"} <= set(ids)


def test_every_rule_is_taught_by_a_lesson() -> None:
    taught = rule_map(NOTEBOOKS)
    untaught = [
        rule for rule in rule_ids(RULES) if rule not in taught and rule.split(".")[0] not in PENDING
    ]
    assert untaught == [], f"rules no lesson teaches: {untaught}"


def test_lessons_cite_only_rules_that_exist() -> None:
    unknown = sorted(set(rule_map(NOTEBOOKS)) - set(rule_ids(RULES)))
    assert unknown == [], f"lessons cite rules docs/rules.md does not have: {unknown}"


def test_every_lesson_of_the_course_exists_and_teaches() -> None:
    taught = {where[0] for places in rule_map(NOTEBOOKS).values() for where in places}
    for lesson in COURSE:
        assert (NOTEBOOKS / lesson.notebook).exists(), lesson.notebook
    silent = [n.notebook for n in COURSE if n.notebook not in taught]
    assert silent == ["05_play_round.ipynb"] or silent == [], silent


def test_the_first_lesson_states_the_card_order_in_words() -> None:
    first = COURSE[0]
    cells = json.loads((NOTEBOOKS / first.notebook).read_text(encoding="utf-8"))["cells"]
    text = " ".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    assert "A (ace), 10 (ten), K (king), Q (queen), J (jack), 9 (nine)" in text
    assert "ten ranks above the king" in text
    assert ("cards.ipynb", 4) in rule_map(NOTEBOOKS)["cards.order"]


def test_a_rule_cited_in_a_markdown_cell_is_mapped_to_that_cell(tmp_path: Path) -> None:
    cell = {"cell_type": "markdown", "metadata": {}, "source": ["x\n", "<!-- teaches: a.b c.d -->"]}
    (tmp_path / COURSE[0].notebook).write_text(json.dumps({"cells": [cell, cell]}))
    assert rule_map(tmp_path) == {
        "a.b": [(COURSE[0].notebook, 0), (COURSE[0].notebook, 1)],
        "c.d": [(COURSE[0].notebook, 0), (COURSE[0].notebook, 1)],
    }
