"""The last tricks' self-check, headless (issue 18, point 6): a wrong card shows the line after
it (the learner's card, the best answers, the points given away); a right card does not; and a
worked ending whose prose disagrees with the solver stops the lesson."""

from __future__ import annotations

import pytest

from pinochle_learn import TWO_HAND_WIDOW
from pinochle_widgets.course.endings import ending_example
from pinochle_widgets.course.examples import LessonError
from pinochle_widgets.course.self_check import SelfCheck


def test_a_wrong_card_shows_its_line_then_a_right_card_does_not() -> None:
    check = SelfCheck(["last_tricks_widow"], seed=4, stream="endings.ipynb")
    q = check.question
    wrong = next(key for _, key in q.choices if key != q.answer[0])
    assert check.answer(wrong) is False
    verdict = check.verdict.value
    assert 'data-right="false"' in verdict
    assert f'class="pl-ending-why" data-card="{wrong}"' in verdict
    assert q.wrong[wrong] in verdict and q.explanation in verdict
    check.new_question()
    right = check.question.answer[0]
    assert check.answer(right) is True
    assert 'data-right="true"' in check.verdict.value
    assert "pl-ending-why" not in check.verdict.value
    assert (check.right, check.answered) == (1, 2)


def test_a_card_button_picks_the_card() -> None:
    check = SelfCheck(["last_tricks"], seed=6, stream="endings.ipynb")  # the partnership game
    q = check.question
    labels = [b.description for b in check.answers.children[0].children]
    assert labels == [label for label, _ in q.choices]
    best = [label for label, key in q.choices if key == q.answer[0]]
    button = check.answers.children[0].children[labels.index(best[0])]
    button.click()
    assert check.right == 1 and 'data-right="true"' in check.verdict.value


def test_a_worked_ending_the_solver_disagrees_with_stops_the_lesson() -> None:
    # Trump ♥, You A♥ 9♠ against 10♠ K♣: the 9♠ takes 25, the A♥ 15 (worked in
    # tests/unit/test_ending_puzzles.py); a lesson saying the A♥ is best is wrong.
    with pytest.raises(LessonError, match="the best card"):
        ending_example(TWO_HAND_WIDOW, "H", ["H14 S9", "S10 C13"], best="H14", points={})
    with pytest.raises(LessonError, match="the points after S9"):
        ending_example(TWO_HAND_WIDOW, "H", ["H14 S9", "S10 C13"], best="S9", points={"S9": 35})
