"""Each lesson draws its own self-check questions (issue 22: the Play a round lesson's first
question was the Tricks lesson's first question), and the meld-odds question says which copy of
a card it asks about."""

from __future__ import annotations

import html
import json
import re
from itertools import combinations
from pathlib import Path

from pinochle_widgets.course import lesson as kit
from pinochle_widgets.course.course import COURSE
from pinochle_widgets.course.questions import make_question

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
_KINDS = re.compile(r"kit\.self_check\(\[([^\]]*)\]")


def lesson_kinds() -> dict[str, list[str]]:
    """Each course lesson's self-check kinds, read from its notebook."""
    kinds = {}
    for lesson in COURSE:
        cells = json.loads((NOTEBOOKS / lesson.notebook).read_text(encoding="utf-8"))["cells"]
        code = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        found = _KINDS.search(code)
        if found:
            kinds[lesson.notebook] = re.findall(r'"(\w+)"', found.group(1))
    return kinds


def test_the_kit_draws_the_tricks_and_round_lessons_questions_apart() -> None:
    kit.start("02_tricks.ipynb")
    tricks = kit.self_check(["legal", "winner"])
    kit.start("05_play_round.ipynb")
    round_ = kit.self_check(["legal", "meld", "score"])
    assert tricks.stream == "02_tricks.ipynb" and round_.stream == "05_play_round.ipynb"
    assert tricks.question.kind == round_.question.kind == "legal"
    assert tricks.question.prompt != round_.question.prompt
    assert 'data-stream="05_play_round.ipynb"' in round_.head.value


def test_no_two_lessons_ask_the_same_question_from_one_question_set() -> None:
    kinds = lesson_kinds()
    assert kinds["02_tricks.ipynb"][0] == kinds["05_play_round.ipynb"][0] == "legal"
    for seed in (1, 2):
        asked: dict[str, set[str]] = {}
        for notebook, lesson_kinds_ in kinds.items():
            asked[notebook] = {
                make_question(
                    lesson_kinds_[n % len(lesson_kinds_)], seed, n, stream=notebook
                ).prompt
                for n in range(6)
            }
        for a, b in combinations(asked, 2):
            assert not asked[a] & asked[b], (seed, a, b)


def test_the_partner_card_question_says_which_copy_it_asks_about() -> None:
    # Over many questions: when the hand shown holds one copy of the card, the question asks
    # about the other copy; when it holds none, about at least one of the two.
    seen = set()
    for number in range(40):
        q = make_question("partner_card", 1, number, stream="meld_odds.ipynb")
        card, hand = q.situation["card"], q.situation["hand"].split()
        text = html.unescape(re.sub(r"<[^>]+>", "", q.prompt))
        held = hand.count(card)
        seen.add(held)
        label = text.split("You hold ")[1].split(" ")[1]
        if held == 1:
            assert f"You hold one {label} and would like the other copy" in text, text
            assert "holds it?" in text
        else:
            assert f"You hold no {label} and would like one" in text, text
            assert "at least one of the two?" in text
    assert seen == {0, 1}
