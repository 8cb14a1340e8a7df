"""A class in a real browser (issue 20): a lesson opened with a class code asks for a name,
records two self-check answers in the database the served kernels see
(``PINOCHLE_LEARN_DATABASE``, a temporary SQLite file), and the teacher's page opened with the
token shows both answers and the rules they test; without the token it shows one line.
Screenshots at 1280 and 420 px of the name prompt and of the teacher's page."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_kit import serve_lessons
from playwright.sync_api import Page, expect
from test_accessibility import _audit, _summary
from test_index import _answer, _current

from pinochle_widgets.course.question_rules import question_rules
from pinochle_widgets.records import Answer, ClassStore, NewClass

pytestmark = pytest.mark.browser

NAME = "Ana <b>"  # markup in a name is shown as text on the teacher's page
WIDTHS = (1280, 420)


@pytest.fixture(scope="module")
def class_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, NewClass, str]]:
    """Voila serving the lessons with a fresh SQLite database and one class made in it:
    (base URL, the class, the database URL)."""
    folder = tmp_path_factory.mktemp("class")
    url = f"sqlite:///{folder / 'records.sqlite'}"
    made = ClassStore(url).new_class("Tuesday group")
    with serve_lessons(folder / "voila.log", env={"PINOCHLE_LEARN_DATABASE": url}) as base:
        yield base, made, url


def _saved(url: str, made: NewClass, count: int) -> list[Answer]:
    """The class's answers once the store holds ``count`` (polled: the page saves in a thread)."""
    store = ClassStore(url)
    deadline = time.monotonic() + 30
    while True:
        answers = store.class_answers(made.code, made.teacher_token)
        if len(answers) >= count or time.monotonic() > deadline:
            return answers
        time.sleep(0.2)


def _accessible(page: Page) -> None:
    """axe-core finds nothing on the page (as every lesson: ``test_accessibility``)."""
    assert _summary(_audit(page)) == []


def _shots(page: Page, screenshot: object, name: str) -> list[Path]:
    paths = []
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        paths.append(screenshot(page, f"{name}-{width}"))  # type: ignore[operator]
    page.set_viewport_size({"width": 1100, "height": 900})
    return paths


def test_a_class_lesson_records_two_answers_and_the_teacher_sees_them(
    browser_page: Page,
    class_server: tuple[str, NewClass, str],
    screenshot: object,
    assert_no_cell_error: object,
) -> None:
    base, made, url = class_server
    page = browser_page
    page.goto(f"{base}voila/render/cards.ipynb?class={made.code.lower()}", wait_until="commit")
    name_box = page.locator(".pl-class-name input")
    name_box.wait_for(state="visible")
    state = page.locator(".pl-class-state")
    expect(state).to_have_attribute("data-state", "needs-name")
    expect(state).to_contain_text("Tuesday group")
    assert_no_cell_error(page)  # type: ignore[operator]
    _shots(page, screenshot, "class-name-prompt")
    _accessible(page)

    name_box.fill(NAME)
    page.locator("button.pl-class-save").click()
    expect(state).to_have_attribute("data-state", "recording")
    expect(name_box).to_be_hidden()

    page.locator(".pl-self-check .pl-q-head").wait_for(state="visible")
    first = _current(page)
    _answer(page, first, right=True)
    expect(page.locator(".pl-q-verdict [data-right]")).to_have_attribute("data-right", "true")
    page.locator("button.pl-q-new").click()
    expect(page.locator(".pl-q-head")).to_have_attribute("data-number", "1")
    second = _current(page)
    _answer(page, second, right=False)
    expect(page.locator(".pl-q-verdict [data-right]")).to_have_attribute("data-right", "false")

    answers = _saved(url, made, 2)
    assert [(a.learner, a.lesson, a.question, a.correct) for a in answers] == [
        (NAME, "cards", "1", True),
        (NAME, "cards", "2", False),
    ]
    assert answers[0].rule_ids == question_rules(first.kind)
    assert answers[1].rule_ids == question_rules(second.kind)
    expect(state).to_have_attribute("data-state", "recording")

    # the teacher's page with the token: both answers and the rules they test
    page.goto(
        f"{base}voila/render/teacher.ipynb?class={made.code}&teacher={made.teacher_token}",
        wait_until="commit",
    )
    rules = page.locator("#class-rules")
    rules.wait_for(state="visible")
    assert_no_cell_error(page)  # type: ignore[operator]
    expect(page.locator(".pl-class-facts")).to_have_attribute("data-answers", "2")
    for rule in {*answers[0].rule_ids, *answers[1].rule_ids}:
        expect(rules.locator(f'tr[data-rule="{rule}"]')).to_have_count(1)
    # the grid: a row per rule (by its title), a column per learner
    expect(page.locator("#class-grid thead th[scope=col]")).to_have_text(["rule", NAME])
    expect(page.locator("#class-grid tbody th[scope=row]")).to_have_count(
        len({*answers[0].rule_ids, *answers[1].rule_ids})
    )
    expect(page.locator("#class-help li")).to_have_count(1)  # NAME has a wrong answer
    learner = page.locator(".pl-class-learner")
    expect(learner.locator("summary")).to_have_text(f"{NAME}: 1 right of 2 answered")
    expect(learner.locator("li")).to_have_count(2)
    assert page.locator("#class-csv").get_attribute("download") == f"class-{made.code}.csv"
    expect(page.locator(".pl-class-keep")).to_contain_text(
        f"pinochle-learn class erase {made.code}"
    )
    _shots(page, screenshot, "class-teacher-page")
    _accessible(page)


def test_the_name_is_remembered_for_the_class_in_the_browser(
    browser_page: Page, class_server: tuple[str, NewClass, str]
) -> None:
    base, made, _ = class_server
    page = browser_page
    page.goto(f"{base}voila/render/passing.ipynb?class={made.code}", wait_until="commit")
    page.locator(".pl-class-name input").wait_for(state="visible")
    page.locator(".pl-class-name input").fill("Ben")
    page.locator("button.pl-class-save").click()
    state = page.locator(".pl-class-state")
    expect(state).to_have_attribute("data-state", "recording")
    page.goto(f"{base}voila/render/cards.ipynb?class={made.code}", wait_until="commit")
    state.wait_for(state="attached")
    expect(state).to_have_attribute("data-state", "recording")
    expect(state).to_contain_text("as Ben")
    expect(page.locator(".pl-class-name input")).to_be_hidden()


@pytest.mark.parametrize("teacher", ["", "&teacher=not-the-token"])
def test_the_teachers_page_without_the_token_shows_one_line(
    browser_page: Page, class_server: tuple[str, NewClass, str], teacher: str
) -> None:
    base, made, _ = class_server
    page = browser_page
    page.goto(f"{base}voila/render/teacher.ipynb?class={made.code}{teacher}", wait_until="commit")
    page.locator(".pl-teacher-refused").wait_for(state="visible")
    assert page.locator("#class-rules, #class-grid, .pl-teacher-refresh").count() == 0
    assert "Tuesday group" not in page.content()


_RULES = (
    "count.counters", "count.last-trick", "tricks.follow", "tricks.trump", "tricks.head",
    "tricks.winner", "meld.run", "meld.marriage", "meld.pinochle", "meld.around",
    "auction.raise", "score.made", "throw-in.when",
)  # fmt: skip
_LEARNERS = tuple(f"Learner {n:02d}" for n in range(1, 13))


def test_a_full_class_grid_fits_1280_px_and_who_needs_help_comes_first(
    browser_page: Page, class_server: tuple[str, NewClass, str], screenshot: object
) -> None:
    """12 learners answering 13 rules (learner n wrong on the rules whose index is below n
    divided by 2, rounded down): the page does not scroll sideways at 1280 px, the "who needs
    help" list comes before the chart and ranks Learner 12 (6 wrong of 13) first."""
    from datetime import datetime, timedelta, timezone

    base, _, url = class_server
    store = ClassStore(url)
    made = store.new_class("Thursday group")  # a class of its own: no other test's answers
    start = datetime(2026, 12, 1, 9, tzinfo=timezone.utc)
    for n, learner in enumerate(_LEARNERS, start=1):
        for i, rule in enumerate(_RULES):
            store.record(
                Answer(made.code, learner, "cards", "set-1", str(i + 1), "Which?", (rule,),
                       "K♠", i >= n // 2, start + timedelta(minutes=n, seconds=i))
            )  # fmt: skip
    page = browser_page
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(
        f"{base}voila/render/teacher.ipynb?class={made.code}&teacher={made.teacher_token}",
        wait_until="commit",
    )
    page.locator("#class-grid").wait_for(state="visible")
    help_items = page.locator("#class-help li")
    expect(help_items.first).to_contain_text("Learner 12: 7 right of 13 answered; misses")
    expect(help_items.first).to_contain_text("Counters: A, 10, K count")
    order = page.evaluate(
        "[...document.querySelectorAll('#class-help, #class-chart')].map(e => e.id)"
    )
    assert order == ["class-help", "class-chart"]
    expect(page.locator("#class-grid tbody th[scope=row]")).to_have_count(len(_RULES))
    scroll = page.locator("#class-grid").evaluate(
        "t => [t.parentElement.scrollWidth, t.parentElement.clientWidth]"
    )
    assert scroll[0] <= scroll[1], scroll  # the grid's box never scrolls sideways
    _shots(page, screenshot, "class-teacher-full")


def test_a_name_saved_with_a_typo_is_changed_from_the_page(
    browser_page: Page, class_server: tuple[str, NewClass, str], screenshot: object
) -> None:
    """ "Not you? Change the name" shows the box again with the saved name; the new name is
    used for the next answer and kept in the browser (the next lesson opens with it), while
    the answer already saved keeps the old one."""
    base, _, url = class_server
    store = ClassStore(url)
    other = store.new_class("Typo group")  # a class of its own: no other test's answers
    page = browser_page
    page.goto(f"{base}voila/render/cards.ipynb?class={other.code}", wait_until="commit")
    name_box = page.locator(".pl-class-name input")
    name_box.wait_for(state="visible")
    change = page.locator("button.pl-class-change")
    expect(change).to_be_hidden()  # nothing to change before a name is saved
    name_box.fill("Cleoo")
    page.locator("button.pl-class-save").click()
    state = page.locator(".pl-class-state")
    expect(state).to_contain_text("as Cleoo.")
    page.locator(".pl-self-check .pl-q-head").wait_for(state="visible")
    _answer(page, _current(page), right=True)
    assert [a.learner for a in _saved(url, other, 1)] == ["Cleoo"]

    change.click()
    expect(name_box).to_be_visible()
    expect(name_box).to_have_value("Cleoo")
    expect(state).to_contain_text("Answers already saved keep the name they were saved under")
    _shots(page, screenshot, "class-change-name")
    _accessible(page)
    name_box.fill("Cleo")
    page.locator("button.pl-class-save").click()
    expect(state).to_contain_text("as Cleo.")
    expect(name_box).to_be_hidden()
    expect(change).to_be_visible()
    _shots(page, screenshot, "class-name-changed")
    page.locator("button.pl-q-new").click()
    expect(page.locator(".pl-q-head")).to_have_attribute("data-number", "1")
    _answer(page, _current(page), right=False)
    answers = _saved(url, other, 2)
    assert [(a.question, a.learner) for a in answers] == [("1", "Cleoo"), ("2", "Cleo")]

    page.goto(f"{base}voila/render/passing.ipynb?class={other.code}", wait_until="commit")
    state.wait_for(state="attached")
    expect(state).to_contain_text("as Cleo.")  # the browser kept the new name


_SIDEWAYS = """() => {
    const boxes = [document.scrollingElement, ...document.querySelectorAll('*')];
    const scrolls = e => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX);
    return boxes.filter(e => e.scrollWidth > e.clientWidth + 1
        && (e === document.scrollingElement || scrolls(e)))
        .map(e => e.className || e.tagName);
}"""  # the boxes that scroll sideways: the page itself, or any panel of Voila's


def _sideways(page: Page) -> list[str]:
    """The boxes scrolling sideways, a grid's own box (``pl-grid-scroll``) left out."""
    return [c for c in page.evaluate(_SIDEWAYS) if "pl-grid-scroll" not in str(c)]


_CLASS_30 = tuple(f"Learner {n:02d}" for n in range(1, 31))


def test_a_class_of_30_reads_without_sideways_scrolling_at_1280_px(
    browser_page: Page, class_server: tuple[str, NewClass, str], screenshot: object
) -> None:
    """30 learners by 13 rules (learner n wrong on the rules whose index is below n mod 7): a
    row per learner, a column per rule; neither the page nor the grid's box scrolls sideways
    at 1280 px; at 420 px only the grid's box may, never the page."""
    from datetime import datetime, timedelta, timezone

    base, _, url = class_server
    store = ClassStore(url)
    made = store.new_class("Friday group")
    start = datetime(2026, 12, 1, 9, tzinfo=timezone.utc)
    for n, learner in enumerate(_CLASS_30, start=1):
        for i, rule in enumerate(_RULES):
            store.record(
                Answer(made.code, learner, "cards", "set-1", str(i + 1), "Which?", (rule,),
                       "K♠", i >= n % 7, start + timedelta(minutes=n, seconds=i))
            )  # fmt: skip
    page = browser_page
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(
        f"{base}voila/render/teacher.ipynb?class={made.code}&teacher={made.teacher_token}",
        wait_until="commit",
    )
    grid = page.locator("#class-grid")
    grid.wait_for(state="visible")
    expect(grid).to_have_attribute("data-by", "learner")
    expect(grid.locator("tbody th[scope=row]")).to_have_count(len(_CLASS_30))
    expect(grid.locator("thead th.pl-grid-rule")).to_have_count(len(_RULES))
    # Learner 06: wrong on rules 0-5, right on 6-12: 7 of 13; its first cell says so in words
    row = grid.locator("tbody tr").nth(5)
    expect(row.locator("th")).to_have_text("Learner 06")
    expect(row.locator(".pl-grid-total .pl-sr")).to_have_text("7 right of 13 answered")
    expect(row.locator("td.pl-grid-wrong .pl-sr").first).to_have_text("1 wrong")
    assert _sideways(page) == []
    grid_box = grid.evaluate("t => [t.parentElement.scrollWidth, t.parentElement.clientWidth]")
    assert grid_box[0] <= grid_box[1], grid_box  # all 13 rules in view at 1280 px
    _shots(page, screenshot, "class-teacher-30")
    page.set_viewport_size({"width": 420, "height": 900})
    expect(grid).to_be_visible()
    assert _sideways(page) == []  # the grid's box may scroll inside itself, never the page
