"""A lesson opened with a class code records its self-check answers (issue 20, point 1): the
name asked once, each answer saved with its rule ids, a bad or unknown code said in one line,
a database that is down never breaking the lesson; and the teacher's page behind its token."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import datetime, timezone

import ipywidgets as widgets
import pytest

from pinochle_widgets.course import lesson as kit
from pinochle_widgets.course.teacher import TeacherPage
from pinochle_widgets.records import Answer, BadAnswer, BadClassCode, NotTeacher, RecordError
from pinochle_widgets.sessions.class_session import (
    ClassSession,
    ClassState,
    read_class_link,
)
from pinochle_widgets.views.class_bar import ClassBar

CODE, TOKEN = "K7PX4M", "teacher-secret"


class FakeStore:
    """The store's API in memory; ``down`` makes every call fail as a database down would."""

    def __init__(self) -> None:
        self.saved: list[Answer] = []
        self.down = False
        self.erased = False  # the teacher ran `class erase` while the lesson was open
        self.calls = 0

    def _check(self) -> None:
        self.calls += 1
        if self.down:
            raise RecordError("database at db.example:5432 is not reachable")

    def class_title(self, code: str) -> str | None:
        self._check()
        return "Tuesday group" if code == CODE else None

    def record(self, answer: Answer) -> None:
        self._check()
        if "bad id" in answer.rule_ids:
            raise BadAnswer("rule id 'bad id': one word")
        if self.erased:
            raise BadClassCode(f"class code {answer.class_code!r}: no such class (erased?)")
        self.saved.append(answer)

    def class_answers(self, code: str, teacher_token: str) -> list[Answer]:
        self._check()
        if code != CODE or teacher_token != TOKEN:
            raise NotTeacher(f"not the teacher of class {code!r}")
        return list(self.saved)


def _now(i: int = 0) -> datetime:
    return datetime(2026, 3, 3, 9, i, tzinfo=timezone.utc)


def _bar(query: str, store: FakeStore, hub_user: str = "") -> ClassBar:
    written = read_class_link(query)
    assert written is not None
    session = ClassSession(written, "02_tricks", open_store=lambda: store)
    bar = ClassBar(session, hub_user=hub_user, run=lambda work: work(), retry_s=None)
    _shown(bar)
    return bar


def _shown(bar: ClassBar) -> None:
    """What the page does once the bar is on screen: name_memory.js sends ``shown``."""
    bar.memory._handle_custom_msg({"event": "shown"}, [])


def _state(bar: ClassBar) -> str:
    return bar.line.value.split('data-state="')[1].split('"')[0]


@pytest.fixture
def store(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeStore]:
    """A fake store the lesson kit opens, and a clean kit."""
    fake = FakeStore()
    from pinochle_widgets.records import ClassStore

    monkeypatch.setattr(ClassStore, "from_environment", classmethod(lambda cls: fake))
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    yield fake
    kit._current.update({"check": None, "bar": None})


def _lesson(monkeypatch: pytest.MonkeyPatch, query: str) -> tuple[ClassBar | None, object]:
    monkeypatch.setenv("QUERY_STRING", query)
    monkeypatch.setattr(kit, "display", lambda widget: None)
    monkeypatch.setattr(
        "pinochle_widgets.views.class_bar._in_thread", lambda work: work(), raising=True
    )
    kit.start("02_tricks.ipynb")
    bar = kit._current["bar"]
    if bar is not None:
        _shown(bar)
    check = kit.self_check(["winner", "throw_in"], seed=5)
    return bar, check


# ------------------------------------------------------------------ the lesson side
def test_the_course_links_of_a_class_lesson_keep_the_class_code(
    store: FakeStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A learner who follows "next lesson" or "All lessons" stays in the class: every course
    link carries ``class=CODE`` (02_tricks is lesson 5: after 01_meld, before 04_scoring)."""
    shown: list[object] = []
    monkeypatch.setenv("QUERY_STRING", f"class={CODE}&check=5")
    monkeypatch.setattr(kit, "display", shown.append)
    kit.start("02_tricks.ipynb")
    kit.end("02_tricks.ipynb")
    kit.course()
    html = " ".join(
        child.value
        for box in shown
        if isinstance(box, widgets.VBox)
        for child in box.children
        if isinstance(child, widgets.HTML)
    )
    assert html.count(f'href="01_meld.ipynb?class={CODE}"') == 3  # top, foot, index
    assert html.count(f'href="04_scoring.ipynb?class={CODE}"') == 3
    assert html.count(f'href="index.ipynb?class={CODE}"') == 2
    # only the class code goes along the course's links (the language switch, which links to
    # this same page in another language, keeps the whole query: test_language_pick.py)
    course_links = re.sub(r'<nav class="pl-language-switch".*?</nav>', "", html)
    assert "check=" not in course_links
    monkeypatch.setenv("QUERY_STRING", "check=5")
    assert kit.class_query() == ""


def test_without_a_class_code_nothing_is_recorded_or_said(
    store: FakeStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    bar, check = _lesson(monkeypatch, "check=5")
    assert bar is None
    check.answer(check.question.answer[0])  # type: ignore[attr-defined]
    assert store.saved == [] and store.calls == 0


def test_answers_are_recorded_with_their_rules_once_a_name_is_given(
    store: FakeStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    bar, check = _lesson(monkeypatch, f"class={CODE.lower()}")
    assert isinstance(bar, ClassBar)
    assert _state(bar) == "needs-name"
    assert bar.name_row.layout.display == "flex"
    right = check.answer(check.question.answer[0])  # type: ignore[attr-defined]
    assert right is True and store.saved == []  # kept until the learner has a name
    assert bar.save_name("  Ana  ")
    assert _state(bar) == "recording" and bar.name_row.layout.display == "none"
    assert bar.memory.name == "Ana"  # the browser keeps it for the next lesson
    check.new_question()  # type: ignore[attr-defined]
    check.answer("no such choice")  # type: ignore[attr-defined]
    assert [(a.learner, a.class_code, a.lesson, a.correct) for a in store.saved] == [
        ("Ana", CODE, "02_tricks", True),
        ("Ana", CODE, "02_tricks", False),
    ]
    first, second = store.saved
    assert first.rule_ids == ("tricks.winner", "tricks.trump", "cards.identical")
    assert (first.question_set, first.question) == ("winner-seed-5", "1")
    assert second.rule_ids == ("throw-in.when",)
    assert (second.question_set, second.question) == ("throw_in-seed-5", "2")
    assert "<" not in first.prompt and "Who wins this trick?" in first.prompt
    assert second.answer == "no such choice"


def test_a_bad_name_is_refused_and_the_box_keeps_it(store: FakeStore) -> None:
    bar = _bar(f"class={CODE}", store)
    bar.name_box.value = " " * 3
    assert not bar.save_name(bar.name_box.value)
    assert 'class="pl-message pl-error"' in bar.line.value
    assert bar.session is not None and bar.session.learner is None
    assert "Type your name in the box" in bar.line.value
    assert not bar.save_name("x" * 41)
    assert "Your name is 41 characters long: shorten it to 40 or fewer" in bar.line.value
    assert "given" not in bar.line.value
    assert bar.save_name("Ana") and "pl-error" not in bar.line.value


def test_the_name_kept_in_the_browser_is_used_without_asking(store: FakeStore) -> None:
    bar = _bar(f"class={CODE}", store)
    bar.memory.recalled = "Ana"  # what name_memory.js sends on render
    assert bar.session is not None and bar.session.learner == "Ana"
    assert bar.name_row.layout.display == "none"


def test_a_name_kept_in_the_browser_that_is_no_name_is_asked_again(store: FakeStore) -> None:
    bar = _bar(f"class={CODE}", store)
    bar.memory.recalled = "\x00" * 50
    assert bar.session is not None and bar.session.learner is None
    assert bar.name_row.layout.display == "flex"


def test_on_jupyterhub_the_hub_name_is_used_and_none_asked(store: FakeStore) -> None:
    bar = _bar(f"class={CODE}", store, hub_user="jo")
    assert bar.session is not None and bar.session.learner == "jo"
    assert bar.name_row.layout.display == "none"
    assert "jo (your JupyterHub name)" in bar.line.value
    assert bar.change_button.layout.display == "none"  # the hub's name is not changed here
    bar.change_name()
    assert bar.name_row.layout.display == "none" and bar.session.learner == "jo"


def test_a_saved_name_can_be_changed_and_answers_saved_keep_the_old_one(
    store: FakeStore,
) -> None:
    """A typo saved as the name: "Not you? Change the name" shows the box again with the name
    in it; the new name is kept in the browser and used from the next answer on, while the
    answer already saved keeps the name it was saved under (one line says so)."""
    bar = _bar(f"class={CODE}", store)
    assert bar.change_button.layout.display == "none"  # nothing to change before a name
    assert bar.save_name("Anna")
    assert bar.change_button.layout.display is None and bar.name_row.layout.display == "none"
    bar.record("set-1", "1", "Which?", ("tricks.follow",), "K♠", True)
    bar.change_button.click()
    assert bar.name_row.layout.display == "flex" and bar.name_box.value == "Anna"
    assert bar.change_button.layout.display == "none"
    assert "Answers already saved keep the name they were saved under" in bar.line.value
    assert not bar.save_name("   ")  # a bad new name is refused, the old one kept
    assert bar.session.learner == "Anna" and bar.name_row.layout.display == "flex"
    bar.name_box.value = "Ana"
    bar.save_button.click()
    assert _state(bar) == "recording" and "as Ana." in bar.line.value
    assert bar.memory.name == "Ana"  # name_memory.js keeps it for the class's next lesson
    assert bar.name_row.layout.display == "none" and "already saved" not in bar.line.value
    bar.record("set-1", "2", "Which?", ("tricks.follow",), "Q♠", False)
    assert [(a.question, a.learner) for a in store.saved] == [("1", "Anna"), ("2", "Ana")]


def test_a_malformed_code_opens_the_lesson_without_recording_in_one_line(
    store: FakeStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    bar, check = _lesson(monkeypatch, "class=%3Cb%3Ex")
    assert isinstance(bar, ClassBar)
    assert _state(bar) == "bad-code" and bar.line.value.count("pl-message") == 1
    assert "&#x27;&lt;b&gt;x&#x27;" in bar.line.value  # the link's text, shown as text
    assert bar.name_row.layout.display == "none"
    check.answer(check.question.answer[0])  # type: ignore[attr-defined]
    assert store.calls == 0


def test_an_unknown_code_opens_the_lesson_without_recording_in_one_line(
    store: FakeStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    bar, check = _lesson(monkeypatch, "class=ZZZZZZ")
    assert isinstance(bar, ClassBar)
    assert _state(bar) == "unknown" and bar.name_row.layout.display == "none"
    assert not bar.save_name("Ana")
    check.answer(check.question.answer[0])  # type: ignore[attr-defined]
    assert store.saved == []


def test_a_database_down_never_breaks_the_lesson_and_each_answer_is_saved_once(
    store: FakeStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    bar, check = _lesson(monkeypatch, f"class={CODE}")
    assert isinstance(bar, ClassBar)
    bar.save_name("Ana")
    store.down = True
    assert check.answer(check.question.answer[0]) is True  # type: ignore[attr-defined]
    assert 'data-right="true"' in check.verdict.value  # type: ignore[attr-defined]
    assert _state(bar) == "not-saved" and "1 could not be saved yet" in bar.line.value
    check.new_question()  # type: ignore[attr-defined]
    check.answer("no")  # type: ignore[attr-defined]
    assert "2 could not be saved yet" in bar.line.value
    store.down = False
    bar._flush()  # what the bar's timer runs
    assert _state(bar) == "recording"
    assert [a.question for a in store.saved] == ["1", "2"]
    bar._flush()
    assert len(store.saved) == 2


def test_a_database_down_at_the_start_is_reached_later(store: FakeStore) -> None:
    store.down = True
    bar = _bar(f"class={CODE}", store)
    assert bar.session is not None and not bar.session.reached
    assert _state(bar) == "needs-name"  # the name is asked all the same
    bar.save_name("Ana")
    bar.record("winner-seed-1", "1", "Who wins?", ("tricks.winner",), "Lisa", True)
    assert _state(bar) == "not-saved"
    store.down = False
    bar.record("winner-seed-1", "2", "Who wins?", ("tricks.winner",), "Bill", False)
    assert [a.question for a in store.saved] == ["1", "2"]
    assert bar.session.title == "Tuesday group"


def test_an_answer_the_store_refuses_as_it_is_is_dropped_not_retried(store: FakeStore) -> None:
    bar = _bar(f"class={CODE}", store)
    bar.save_name("Ana")
    bar.record("winner-seed-1", "1", "Who wins?", ("bad id",), "Lisa", True)
    bar.record("winner-seed-1", "2", "Who wins?", ("tricks.winner",), "Bill", False)
    assert [a.question for a in store.saved] == ["2"]
    assert bar.session.pending == [] and bar.session.dropped == 1
    assert _state(bar) == "recording"


def test_a_class_erased_while_the_lesson_is_open_no_longer_says_answers_are_saved(
    store: FakeStore,
) -> None:
    bar = _bar(f"class={CODE}", store)
    bar.save_name("Ana")
    bar.record("winner-seed-1", "1", "Who wins?", ("tricks.winner",), "Lisa", True)
    assert _state(bar) == "recording" and len(store.saved) == 1
    store.erased = True
    bar.record("winner-seed-1", "2", "Who wins?", ("tricks.winner",), "Bill", False)
    assert _state(bar) == "unknown"
    assert "this lesson opens without saving your answers" in bar.line.value
    assert "are saved" not in bar.line.value
    assert bar.session.pending == [] and bar.session.dropped == 1
    bar.record("winner-seed-1", "3", "Who wins?", ("tricks.winner",), "Bill", True)
    assert bar.session.pending == [] and len(store.saved) == 1  # nothing more kept or tried


def test_the_session_times_each_answer_when_given() -> None:
    store = FakeStore()
    ticks = iter(range(10))
    session = ClassSession(
        CODE.lower(), "cards", open_store=lambda: store, clock=lambda: _now(next(ticks))
    )
    session.connect()
    session.answer("winner-seed-1", "1", "Who?", ("tricks.winner",), "Lisa", True)
    session.answer("winner-seed-1", "2", "Who?", ("tricks.winner",), "Bill", True)
    assert session.state is ClassState.NEEDS_NAME
    session.name("Ana")
    assert [a.at.minute for a in store.saved] == [0, 1]
    assert {a.class_code for a in store.saved} == {CODE}


_IMPORTS = """
import os, sys
os.environ["QUERY_STRING"] = sys.argv[1]
from pinochle_widgets import lesson as kit
kit.display = lambda widget: None
kit.start("cards.ipynb")
kit.self_check(["winner"])
print("sqlalchemy" in sys.modules, "pinochle_widgets.records" in sys.modules)
"""


@pytest.mark.parametrize("query", ["check=3", f"class={CODE}"])
def test_a_lesson_imports_no_records_before_the_page_is_shown(query: str) -> None:
    # SQLAlchemy costs about 0.5 s of a kernel's start: never on a lesson without a class code,
    # and with one only in the bar's thread once the page is on screen
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-c", _IMPORTS, query], capture_output=True, text=True, check=True
    ).stdout
    assert out.split() == ["False", "False"]


def test_a_learner_page_holds_no_way_to_read_answers() -> None:
    # The lesson side only writes: neither the bar nor its session can read the store back.
    readers = {"class_answers", "learner_answers"}
    assert not readers & set(dir(ClassBar)) and not readers & set(dir(ClassSession))


# ------------------------------------------------------------------ the teacher's page
def _teacher(query: str, store: FakeStore) -> TeacherPage:
    return TeacherPage(query, open_store=lambda: store, refresh_s=None)


def _with_answers() -> FakeStore:
    store = FakeStore()
    for i, (name, right) in enumerate([("Ana", False), ("<b>Ben</b>", True)]):
        store.saved.append(
            Answer(
                CODE,
                name,
                "02_tricks",
                "winner-seed-1",
                str(i + 1),
                "Who wins this trick?",
                ("tricks.winner",),
                "Lisa",
                right,
                _now(i),
            )
        )
    return store


@pytest.mark.parametrize(
    "query",
    [
        "",
        f"class={CODE}",  # a learner's link
        f"class={CODE}&teacher=wrong",
        f"class={CODE}&teacher=",
        f"class=ZZZZZZ&teacher={TOKEN}",
        f"class=%3Cb%3E&teacher={TOKEN}",
        f"teacher={TOKEN}",
    ],
)
def test_without_the_teachers_link_the_page_shows_one_line_and_nothing_else(query: str) -> None:
    store = _with_answers()
    page = _teacher(query, store)
    html = page.view.value
    assert "This page opens only with a teacher's link" in html
    assert html.count("<p") == 1 and "Ana" not in html and "Ben" not in html
    assert page.refresh_button not in page.children
    page.refresh()
    assert "Ana" not in page.view.value


def test_with_the_token_the_page_shows_the_rules_the_grid_and_every_answer() -> None:
    store = _with_answers()
    page = _teacher(f"class={CODE}&teacher={TOKEN}", store)
    html = page.head.value + page.view.value
    assert "Tuesday group" in html and 'id="class-rules"' in html and 'id="class-grid"' in html
    assert "1 of 2 (50%)" in html and 'href="cards.ipynb"' in html  # tricks.winner's lesson
    # each answer names its lesson as the course lists it (02_tricks is the 5th), not its file
    assert html.count("5. Playing tricks, question ") == 2 and "02_tricks, question" not in html
    assert "&lt;b&gt;Ben&lt;/b&gt;" in html and "<b>Ben" not in html
    assert 'id="class-csv"' in html and "class erase K7PX4M" in html
    assert page.refresh_button in page.children


def test_refresh_reads_answers_given_since() -> None:
    store = _with_answers()
    page = _teacher(f"class={CODE}&teacher={TOKEN}", store)
    assert 'data-answers="2"' in page.head.value
    store.saved.append(
        Answer(
            CODE,
            "Cleo",
            "cards",
            "counters-seed-1",
            "1",
            "How many?",
            ("count.counters",),
            "20",
            False,
            _now(9),
        )
    )
    page.refresh_button.click()
    assert 'data-answers="3"' in page.head.value and "Cleo" in page.view.value


def test_the_teachers_page_says_when_the_records_cannot_be_read() -> None:
    store = _with_answers()
    store.down = True
    page = _teacher(f"class={CODE}&teacher={TOKEN}", store)
    assert "could not be read just now" in page.view.value and "Ana" not in page.view.value
    store.down = False
    page.refresh()
    assert "Ana" in page.view.value


def test_the_class_field_is_no_problem_for_a_lessons_own_link() -> None:
    from pinochle_widgets.course.scenarios import restore

    _, _, problems = restore("meld", f"hand=H14&class={CODE}&check=2")
    assert problems == []


def test_the_teachers_page_reads_the_answers_again_on_its_own() -> None:
    import time

    store = _with_answers()
    page = TeacherPage(f"class={CODE}&teacher={TOKEN}", open_store=lambda: store, refresh_s=0.05)
    assert 'data-answers="2"' in page.head.value
    store.saved.append(
        Answer(
            CODE,
            "Cleo",
            "cards",
            "counters-seed-1",
            "1",
            "How many?",
            ("count.counters",),
            "20",
            False,
            _now(9),
        )
    )
    deadline = time.monotonic() + 10
    while 'data-answers="3"' not in page.head.value and time.monotonic() < deadline:
        time.sleep(0.02)  # waiting for the page's timer thread: polled, not a fixed sleep
    assert 'data-answers="3"' in page.head.value
    page.close()  # its timer stops with it
