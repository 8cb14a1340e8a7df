"""The words and HTML of class recording (``render/class_text``, ``render/class_html``): the
refusal lines, the one line of each state, markup shown as text."""

from __future__ import annotations

import re
from datetime import datetime, timezone

import pytest

from pinochle_learn.render.class_html import (
    class_page_html,
    grid_html,
    learners_html,
    records_down_html,
    rules_table_html,
    teacher_refusal_html,
)
from pinochle_learn.render.class_text import class_line, name_problem, plain_text, question_text
from pinochle_widgets.records import Answer
from pinochle_widgets.sessions.class_stats import (
    answers_csv,
    learner_answers,
    learner_grid,
    needs_help,
    rule_rows,
)

MARKUP = '<img src=x onerror="alert(1)">'
AT = datetime(2026, 3, 3, 9, 5, tzinfo=timezone.utc)


def _answers() -> list[Answer]:
    return [
        Answer("K7PX4M", MARKUP, "02_tricks", "legal-seed-1", "1", f"prompt {MARKUP}",
               ("tricks.follow",), f"answer {MARKUP}", False, AT),
        Answer("K7PX4M", "Ben", "02_tricks", "legal-seed-1", "1", "Which may you play?",
               ("tricks.follow",), "K♠", True, AT),
    ]  # fmt: skip


def _page(answers: list[Answer]) -> str:
    grid = learner_grid(answers)
    return class_page_html(
        code="K7PX4M",
        title=f"Tuesday {MARKUP}",
        rows=rule_rows(answers),
        learners=grid.learners,
        rules=grid.rules,
        cells=grid.cells,
        by_learner=learner_answers(answers),
        lessons={"tricks.follow": ("02_tricks.ipynb", "Playing tricks")},
        csv_text=answers_csv(answers),
        answers=len(answers),
        updated=AT,
        helped=needs_help(answers),
    )


def test_the_teacher_refusal_is_one_line_and_says_nothing_of_the_class() -> None:
    html = teacher_refusal_html()
    assert html.count("<p") == 1 and html.count("</p>") == 1
    assert 'role="alert"' in html
    # a teacher back on the page of a class they erased learns why it no longer opens
    assert "A class erased (pinochle-learn class erase) has no page any more." in html


def test_the_records_down_line_says_when_it_tries_again() -> None:
    assert "every 15 s" in records_down_html(15)
    assert records_down_html(15).count("<p") == 1


def test_markup_in_names_answers_questions_and_title_is_shown_as_text() -> None:
    html = _page(_answers())
    assert "<img" not in html
    assert html.count("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;") >= 5


def test_the_page_says_how_long_records_are_kept() -> None:
    html = _page(_answers())
    assert "until you erase them: pinochle-learn class erase K7PX4M" in html


def test_the_page_with_no_answers_says_so_and_still_says_how_long_records_are_kept() -> None:
    html = _page([])
    assert "No answers yet" in html and "class erase K7PX4M" in html
    assert "<table" not in html


def test_the_rules_table_gives_the_share_the_lesson_and_the_missed_question() -> None:
    answers = _answers()
    html = rules_table_html(rule_rows(answers), {"tricks.follow": ("02_tricks.ipynb", "Playing")})
    assert "1 of 2 (50%); 1 learner" in html
    assert '<a class="pl-rule-lesson" href="02_tricks.ipynb">Playing</a>' in html
    assert "prompt &lt;img" in html


def test_the_grid_is_a_table_with_headers_and_words_beside_the_colour() -> None:
    html = grid_html(["Ana", "Ben"], ["tricks.follow"], {("Ana", "tricks.follow"): (1, 2)})
    # rules as rows, learners as columns: a dozen rules do not widen the page
    assert '<th scope="col">rule</th>' in html
    assert '<th scope="col">Ana</th>' in html and '<th scope="col">Ben</th>' in html
    assert html.count('<th scope="row">') == 1 and "Tricks: follow suit" in html
    wrong = html.split('<td class="pl-grid-wrong"', 1)[1].split("</td>", 1)[0]
    assert '<span aria-hidden="true">✓1 ✗2</span>' in wrong  # signs on the screen,
    assert '<span class="pl-sr">1 right, 2 wrong</span>' in wrong  # words for a screen reader
    assert '<td class="pl-grid-none" title="none answered">—' in html  # Ben never answered it
    assert "<caption>" in html


def test_who_needs_help_comes_first_with_right_of_answered_and_the_rules_missed() -> None:
    answers = _answers()
    html = _page(answers)
    assert html.index('id="class-help"') < html.index('id="class-chart"')
    rows = needs_help(answers)
    assert [(r.right, r.answered) for r in rows] == [(0, 1)]
    assert "</strong>: 0 right of 1 answered; misses Tricks: follow suit</li>" in html
    assert MARKUP not in html


def test_each_learners_answers_say_right_or_wrong_in_words() -> None:
    html = learners_html(learner_answers(_answers()))
    assert html.count("✗ wrong") == 1 and html.count("✓ right") == 1
    assert "1 right of 1 answered" in html and "0 right of 1 answered" in html


def test_each_learners_answers_name_the_lesson_as_the_course_does() -> None:
    titles = {"02_tricks": "5. Playing tricks"}
    html = learners_html(learner_answers(_answers()), titles)
    assert html.count("5. Playing tricks, question 1") == 2 and "02_tricks" not in html
    # a lesson the course does not list is still shown, by its notebook's name
    assert "02_tricks, question 1" in learners_html(learner_answers(_answers()))


def test_the_csv_link_carries_every_answer() -> None:
    html = _page(_answers())
    link = re.search(r'href="data:text/csv;charset=utf-8,([^"]*)"', html)
    assert link is not None
    from urllib.parse import unquote

    assert unquote(link.group(1)) == answers_csv(_answers())


@pytest.mark.parametrize(
    ("state", "words"),
    [
        ("off", ""),
        ("bad-code", "'ZZ<1' in this link is not a class code"),
        ("unknown", "No class has the code K7PX4M: this lesson opens without saving"),
        ("needs-name", "saves your self-check answers for the class “Tuesday”: type your name"),
        ("connecting", "This lesson saves your self-check answers for the class “Tuesday”."),
        ("recording", "saved for the class “Tuesday” as Ana."),
        ("not-saved", "but 2 could not be saved yet"),
    ],
)
def test_each_state_is_one_line(state: str, words: str) -> None:
    line = class_line(state, code="K7PX4M", title="Tuesday", learner="Ana", waiting=2, bad="ZZ<1")
    assert words in line
    assert "\n" not in line


def test_an_unknown_state_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="'later'"):
        class_line("later")


def test_the_hub_name_is_said_to_be_the_hub_name() -> None:
    line = class_line("recording", code="K7PX4M", learner="jo", hub=True)
    assert line == "Your answers are saved for the class K7PX4M as jo (your JupyterHub name)."


def test_a_question_is_kept_as_plain_text_with_cards_as_labels() -> None:
    from pinochle_widgets.course.questions import make_question

    question = make_question("winner", 1, 0)
    text = plain_text(question.prompt)
    assert "<" not in text and "svg" not in text
    cards = question.situation["cards"]
    assert isinstance(cards, str)
    from pinochle_learn import parse_cards

    for card in parse_cards(cards):
        assert card.label in text
    assert question_text("<p>Pick</p>", ("S14",)) == "Pick Your hand: A♠."


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        ("", "Type your name in the box"),
        ("  \t ", "Type your name in the box"),
        (" " + "y" * 41 + " ", "Your name is 41 characters long: shorten it to 40 or fewer"),
        ("Ana\x00", "letters, digits, spaces and signs only"),
    ],
)
def test_a_refused_name_is_said_to_the_learner_in_plain_words(typed: str, words: str) -> None:
    said = name_problem(typed, most=40)
    assert words in said
    assert "'" not in said and "given" not in said  # no quoted value, no developer's wording


def test_a_class_of_more_than_twelve_has_a_row_per_learner_and_a_column_per_rule() -> None:
    """13 learners (one past GRID_COLUMNS): the grid turns, a row per learner with their right
    answers of all answered (Ana: 1 right + 0, 0 right + 2 wrong: 1 of 3), a column per rule
    headed by its title; the cells keep their words for a screen reader."""
    learners = ["Ana", *(f"L{n}" for n in range(2, 14))]
    cells = {("Ana", "tricks.follow"): (1, 0), ("Ana", "tricks.head"): (0, 2)}
    html = grid_html(learners, ["tricks.follow", "tricks.head"], cells)
    assert 'data-by="learner"' in html
    assert html.count('<th scope="row">') == 13 and '<th scope="row">Ana</th>' in html
    assert html.count('<th scope="col" class="pl-grid-rule">') == 2
    assert "Tricks: follow suit" in html and "Tricks: win the trick if able" in html
    ana = html.split('<th scope="row">Ana</th>', 1)[1].split("</tr>", 1)[0]
    assert '<span aria-hidden="true">1/3</span><span class="pl-sr">1 right of 3 answered' in ana
    assert ana.index("1 right</span>") < ana.index("2 wrong</span>")  # rules in their order
    assert 'data-by="rule"' in grid_html(learners[:12], ["tricks.follow"], cells)
