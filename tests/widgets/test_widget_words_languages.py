"""The words of the trick, table and question views go through gettext, in each view's own
language (issue 23, point 1): a pseudo-language ("it" here) wraps every message in ``[[ ]]``,
so a word drawn without ``_()`` shows unwrapped, and a view made with ``lang="it"`` speaks it
in its drawing and in its callbacks while an English view in the same kernel stays English.
The self-check questions judge the same in every language: their answers are keys and
numbers, never words.
"""

from __future__ import annotations

import pytest

from pinochle_learn import PARTNERSHIP, Card, Suit
from pinochle_learn.render.i18n import speaking
from pinochle_widgets import TrickStepper
from pinochle_widgets.course.questions import kinds_for, make_question
from pinochle_widgets.course.self_check import SelfCheck
from pinochle_widgets.views.score_calculator import ScoreCalculator
from pinochle_widgets.views.table_meld import TableMeld
from tests.pseudo_catalogue import use_pseudo_language

HANDS = ["D10 C9", "D14 C10", "D14 C11", "D9 C12"]


@pytest.fixture
def pseudo_language(monkeypatch: pytest.MonkeyPatch) -> str:
    """Italian reads as the bracketed pseudo-language; every other language as it is."""
    use_pseudo_language(monkeypatch, {"it"})
    return "it"


def test_a_stepper_speaks_its_language_in_callbacks_and_an_english_one_stays_english(
    pseudo_language: str,
) -> None:
    italian = TrickStepper(HANDS, trump=Suit.SPADES, lang=pseudo_language)
    english = TrickStepper(HANDS, trump=Suit.SPADES)
    assert italian.next_button.description == "[[Next trick]]"
    assert english.next_button.description == "Next trick"
    # a click from the page runs outside any speaking block: the view's own language
    italian.back_button.click()
    english.back_button.click()
    assert "[[This is the start: there is nothing to step back to.]]" in italian.message.value
    assert "This is the start: there is nothing to step back to." in english.message.value
    assert "[[" not in english.message.value
    # the placeholders are filled after translation: North (seat 0) played 10♦
    assert italian.play(Card.parse("D10"))
    assert "[[[[North]] played 10♦.]]" in italian.message.value
    assert italian.hand_texts[0].placeholder == "[[e.g. H14 H10 KH Q♠ 9d]]"


def test_the_placer_and_the_table_meld_speak_the_language_given(pseudo_language: str) -> None:
    stepper = TrickStepper(HANDS, lang=pseudo_language)
    stepper.placer.clear()
    assert "[[The hands are empty: place cards again.]]" in stepper.placer.message.value
    meld = TableMeld(lang=pseudo_language)
    meld.play_button.click()  # nothing on the table yet
    assert meld.win_button.description == "[[Win a trick]]"
    assert "[[No card on the table to play.]]" in meld.message.value


def test_a_question_in_another_language_asks_in_it_and_judges_the_same(
    pseudo_language: str,
) -> None:
    for kind in kinds_for(PARTNERSHIP):
        english = make_question(kind, 7, 0)
        with speaking(pseudo_language):
            other = make_question(kind, 7, 0)
        assert other.answer == english.answer, kind
        assert other.judge(english.answer) and english.judge(other.answer), kind
        assert [k for _, k in other.choices] == [k for _, k in english.choices], kind
        assert "[[" in other.prompt + other.answer_words, kind
        assert "[[" not in english.prompt, kind
    with speaking(pseudo_language):
        throw_in = make_question("throw_in", 7, 0)
    bid = throw_in.situation["bid"]
    assert f"won the auction at <strong>{bid}</strong>" in throw_in.prompt
    assert throw_in.choices[0] == ("[[Yes, he may throw in]]", "yes")


def test_a_self_check_in_another_language_judges_keys_and_says_its_verdict_in_it(
    pseudo_language: str,
) -> None:
    check = SelfCheck(["throw_in"], seed=3, lang=pseudo_language)
    assert check.check_button.description == "[[Check]]"
    assert "[[Check yourself]]" in check.head.value
    right = check.question.answer[0]
    assert check.answer(right)
    assert "[[✓ Right: [[" in check.verdict.value  # the answer's words are translated too
    assert "[[Score: <strong>1</strong> right of 1 answered]]" in check.score.value


def test_a_score_calculator_refuses_in_its_language(pseudo_language: str) -> None:
    calc = ScoreCalculator(bid=300, meld=(120, 60), tricks=(180, 70), lang=pseudo_language)
    calc.trick_boxes[0].value = "170"  # 170 + 70 = 240, not 250
    assert "[[These figures cannot be scored. " in calc.message.value
    assert calc.bid_box.description == "[[Bid]]"
    english = ScoreCalculator(bid=300, meld=(120, 60), tricks=(180, 70))
    english.trick_boxes[0].value = "170"
    assert "These figures cannot be scored. Trick points must add up to 250" in (
        english.message.value
    )
