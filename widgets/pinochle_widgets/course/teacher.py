"""The teacher's page of a class (``notebooks/teacher.ipynb``, not in the course's index).

Opened as ``teacher.ipynb?class=CODE&teacher=TOKEN``: the store gives the class's answers only
for the right token (:meth:`pinochle_widgets.records.ClassStore.class_answers`, compared in
constant time); anything else (no token, a wrong one, a learner's link, an unknown or
malformed code) shows one line and nothing more. With it: the rules ranked by share of wrong
answers with the lesson teaching each, the learner-by-rule grid, each learner's answers, a
chart, the CSV export and how long records are kept (``render.class_html``). The page reads
the answers again on **Refresh** and every :data:`REFRESH_S` seconds in a thread of its own
(no ``Output`` widget: VOILA.md).

Stable hooks: ``pl-teacher-page``, ``pl-teacher-view`` (the HTML), ``pl-teacher-refresh``,
``#class-rules``, ``#class-grid``, ``#class-learners``, ``#class-csv``.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Sequence
from datetime import datetime, timezone
from typing import Protocol

import ipywidgets as widgets

from pinochle_learn.render.class_html import (
    TEACHER_WORDS,
    class_body_html,
    class_head_html,
    records_down_html,
    teacher_refusal_html,
)
from pinochle_learn.render.table_labels import shown
from pinochle_learn.serve import notebooks_dir
from pinochle_widgets.records import Answer, BadClassCode, NotTeacher, check_class_code
from pinochle_widgets.sessions.class_stats import (
    answers_csv,
    learner_answers,
    learner_grid,
    needs_help,
    rule_rows,
)
from pinochle_widgets.sessions.links import parse_link
from pinochle_widgets.views.kit import styled
from pinochle_widgets.views.speech import in_language, spoken_init

from .course import COURSE, find_lesson
from .question_rules import teaching_lessons

__all__ = ["REFRESH_S", "TeacherPage", "TeacherStore", "read_teacher_link", "teacher_page"]

REFRESH_S = 15
"""Seconds between two readings of the class's answers while the page is open."""


class TeacherStore(Protocol):
    """What the page needs of :class:`pinochle_widgets.records.ClassStore`."""

    def class_title(self, code: str) -> str | None: ...  # pragma: no cover

    def class_answers(self, code: str, teacher_token: str) -> list[Answer]: ...  # pragma: no cover


def read_teacher_link(query: object) -> tuple[str, str] | None:
    """``(class code, teacher token)`` of a teacher's link, ``None`` when either is missing or
    the code malformed. Never raises.

    Examples
    --------
    >>> read_teacher_link("class=k7px4m&teacher=abc")
    ('K7PX4M', 'abc')
    >>> read_teacher_link("class=K7PX4M") is None
    True
    """
    values = parse_link(query, ["class", "teacher"]).values
    token = values.get("teacher", "")
    if not token:
        return None
    try:
        return check_class_code(values.get("class", "")), token
    except BadClassCode:
        return None


def _lessons() -> dict[str, tuple[str, str]]:
    """Rule id -> (notebook, title) of the lesson teaching it."""
    found: dict[str, tuple[str, str]] = {}
    for rule, notebook in teaching_lessons(notebooks_dir()).items():
        try:
            found[rule] = (notebook, find_lesson(notebook)[1].title)
        except ValueError:
            continue
    return found


def _titles() -> dict[str, str]:
    """A lesson's stem, as an answer keeps it (``01_meld``) -> its number and title as the
    course lists it (``4. Meld``)."""
    return {
        lesson.notebook.removesuffix(".ipynb"): f"{number}. {lesson.title}"
        for number, lesson in enumerate(COURSE, start=1)
    }


class TeacherPage(widgets.VBox):
    """A class's answers for its teacher, read again on Refresh and every ``refresh_s``.

    Parameters
    ----------
    query
        The page's query string (``class=CODE&teacher=TOKEN``; untrusted).
    open_store
        Opens the store (``records.open_store``: the hub's records service or the database).
    refresh_s
        Seconds between readings (``None``: only on Refresh; tests).
    lang
        The language of its words (``"it"``, ...); ``None``: the page's (the timer's
        readings too).
    """

    @spoken_init
    def __init__(
        self,
        query: object,
        *,
        open_store: Callable[[], TeacherStore],
        refresh_s: float | None = REFRESH_S,
        lang: str | None = None,
    ) -> None:
        del lang  # spoken_init: self.lang
        self._open, self._refresh_s = open_store, refresh_s
        self._store: TeacherStore | None = None
        self._lessons: dict[str, tuple[str, str]] | None = None
        self._lock = threading.Lock()
        self.allowed = False
        self.head = widgets.HTML()
        self.head.add_class("pl-teacher-head")
        self.view = widgets.HTML()
        self.view.add_class("pl-teacher-view")
        self.refresh_button = widgets.Button(
            description=shown(TEACHER_WORDS["refresh"]),
            tooltip=shown(TEACHER_WORDS["refresh_tooltip"]),
        )
        self.refresh_button.add_class("pl-teacher-refresh")
        self.refresh_button.on_click(lambda _: self.refresh())
        self.link = read_teacher_link(query)
        super().__init__(styled([self.view]), layout=widgets.Layout(width="100%"))
        self.add_class("pl-teacher-page")
        self.refresh()
        if self.allowed or self.link is not None:
            self._schedule()

    @in_language
    def refresh(self) -> None:
        """Read the class's answers again and draw the page (or its one refusal line)."""
        with self._lock:
            self._refresh()

    def _refresh(self) -> None:
        if self.link is None:
            self._refuse()
            return
        code, token = self.link
        try:
            store = self._store or self._open()
            self._store = store
            answers = store.class_answers(code, token)
            title = store.class_title(code) or code
        except NotTeacher:
            self._refuse()
            return
        except Exception:  # the database down: said in one line, read again on the timer
            self.view.value = records_down_html(int(self._refresh_s or REFRESH_S))
            return
        if not self.allowed:
            self.allowed = True
            self.children = styled([self.head, self.refresh_button, self.view])
        self.head.value, self.view.value = self.page_html(code, title, answers)

    def _refuse(self) -> None:
        self.allowed = False
        self.link = None  # never asked again: a wrong token stays wrong
        self.view.value = teacher_refusal_html()

    def page_html(self, code: str, title: str, answers: Sequence[Answer]) -> tuple[str, str]:
        """The page's heading and body for ``answers`` of class ``code``."""
        if self._lessons is None:
            self._lessons = _lessons()
        grid = learner_grid(answers)
        head = class_head_html(
            code=code,
            title=title,
            answers=len(answers),
            learners=len(grid.learners),
            updated=datetime.now(timezone.utc),
        )
        body = class_body_html(
            code=code,
            rows=rule_rows(answers),
            learners=grid.learners,
            rules=grid.rules,
            cells=grid.cells,
            by_learner=learner_answers(answers),
            lessons=self._lessons,
            csv_text=answers_csv(answers),
            titles=_titles(),
            helped=needs_help(answers),
        )
        return head, body

    def _schedule(self) -> None:
        if self._refresh_s is None or self.link is None:
            return
        timer = threading.Timer(self._refresh_s, self._tick)
        timer.daemon = True
        timer.start()

    def _tick(self) -> None:
        if self.comm is None:  # the page was closed
            return
        self.refresh()
        self._schedule()


def teacher_page() -> TeacherPage:
    """The teacher's page of the class this page's link names (``notebooks/teacher.ipynb``)."""
    from IPython.display import display

    from pinochle_widgets.records.client import open_store

    from .lesson import language_bar

    language_bar()  # the page's language (?lang=) and its switch, as on every page
    page = TeacherPage(os.environ.get("QUERY_STRING", ""), open_store=open_store)
    display(page)  # type: ignore[no-untyped-call]
    return page
