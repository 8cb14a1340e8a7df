"""The lesson kit: what every lesson notebook imports, so its cells are prose plus a call or two.

A lesson's set-up cell is::

    from pinochle_widgets import lesson as kit
    kit.start("01_meld.ipynb")        # previous / all lessons / next, from the course map

then worked examples (:mod:`pinochle_widgets.course.examples`, re-exported here: each draws an
engine result and raises :class:`LessonError` when the figure the prose gives disagrees with the
engine), a self-check (:func:`self_check`), and ``kit.end("01_meld.ipynb")`` for the links at
the foot of the page.

Seat names are shared: Bill (North) and You (South) against Lisa (East) and Mike (West).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets
from IPython.display import display as _display
from ipywidgets.widgets.widget_string import HTMLStyle

from pinochle_learn import PARTNERSHIP, Ruleset, Seat
from pinochle_learn.render.names import CAST
from pinochle_widgets.views.kit import styled
from pinochle_widgets.views.shared_models import shared_layout, shared_style

from .course import course_html, find_lesson, nav_html
from .examples import (
    LessonError,
    auction_example,
    check,
    deck_example,
    meld_example,
    passing_example,
    play_example,
    refused_pass_example,
    score_example,
    throw_in_example,
    trick_example,
    verdicts_example,
)

if TYPE_CHECKING:
    from pinochle_widgets.sessions.links import PageLanguage

    from .endings import ending_example
    from .scenarios import LinkBar
    from .self_check import SelfCheck

# What a lesson uses and another does not is imported on first use (issue 21: a lesson's
# set-up cell is on every page's time to interactive): the explorers and their link bar
# (scenarios, every explorer widget), the self-check (its questions), the solved endings.
NAMES = CAST  # the course's one cast (questions.NAMES, render.names.CAST)

__all__ = [
    "BILL",
    "BILL_AND_YOU",
    "BROWSER_LANGUAGE_ENV",
    "LISA",
    "LISA_AND_MIKE",
    "MIKE",
    "NAMES",
    "YOU",
    "LessonError",
    "asked_language",
    "auction_example",
    "check",
    "class_bar",
    "class_query",
    "course",
    "course_query",
    "deck_example",
    "end",
    "ending_example",
    "explorer",
    "language_bar",
    "meld_example",
    "page_language",
    "passing_example",
    "play_example",
    "query_string",
    "refused_pass_example",
    "scenario_page",
    "score_example",
    "self_check",
    "start",
    "throw_in_example",
    "trick_example",
    "verdicts_example",
]

BILL, LISA, YOU, MIKE = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
BILL_AND_YOU, LISA_AND_MIKE = 0, 1


def display(widget: widgets.Widget) -> None:
    """Display ``widget`` (``IPython.display.display``, typed here once)."""
    _display(widget)  # type: ignore[no-untyped-call]


def _links(html: str) -> widgets.Box:
    # A widgets.HTML, not an HTML output: Voila opens links of an output in a new tab
    # (target="_blank"), and a course moves from page to page in one tab. The page's one
    # stylesheet comes with it, for the worked examples drawn as HTML outputs below.
    # No width="100%" on the HTML: with its margins it stood 4 px wider than the page and its
    # right end ("All lessons" on the last lesson) was cut off; the column stretches it.
    # Layouts and style shared with every such box (issue 21: fewer models a page).
    links = widgets.HTML(html, layout=shared_layout(), style=shared_style(HTMLStyle))
    return widgets.VBox(styled([links]), layout=shared_layout(width="100%"))


BROWSER_LANGUAGE_ENV = "HTTP_ACCEPT_LANGUAGE"
"""The kernel's variable holding the browser's ``Accept-Language`` header: Voila sets it when
its ``VoilaConfiguration.http_header_envs`` names that header (RFC 3875's ``HTTP_`` names;
``pinochle_widgets.serving.page_language.KERNEL_HEADERS``)."""


def page_language() -> PageLanguage:
    """The page's language, from its link's ``lang`` (``?lang=it``); without one (or with an
    empty one), the browser's first language the course speaks (its ``Accept-Language``, in
    :data:`BROWSER_LANGUAGE_ENV`); else English: the rule of the page's prose
    (``pinochle_widgets.serving.page_language.resolve``). Set as the process's language
    (:func:`~pinochle_learn.render.i18n.set_process_language`), so every widget on the page,
    and each of its callbacks, speaks it. A Voila kernel serves one page: every page's first kit
    call (:func:`start`, :func:`course`, :func:`scenario_page`, :func:`language_bar`) calls this
    before anything is drawn. An unknown value opens the page in English (``unknown`` set:
    :func:`language_bar` shows the one-line notice)."""
    from pinochle_learn.render.i18n import (
        SOURCE_LANGUAGE,
        accepted_language,
        language_code,
        set_process_language,
    )
    from pinochle_widgets.sessions.links import PageLanguage, read_language

    choice = read_language(query_string(), language_code, SOURCE_LANGUAGE)
    if not choice.asked:
        browser = accepted_language(os.environ.get(BROWSER_LANGUAGE_ENV))
        choice = PageLanguage(browser or SOURCE_LANGUAGE)
    set_process_language(choice.code)
    return choice


def _switch_html(choice: PageLanguage) -> str:
    """The language switch of this page (its own query string, ``lang`` changed), and the
    notice of an unknown ``lang`` under it."""
    from pinochle_learn.render.i18n import LANGUAGES
    from pinochle_learn.render.language_switch import language_switch_html, unknown_language_html
    from pinochle_widgets.sessions.links import with_language

    query = query_string()
    hrefs = {code: with_language(query, code) for code in LANGUAGES}
    notice = unknown_language_html(choice.asked) if choice.unknown else ""
    return language_switch_html(hrefs, choice.code) + notice


def language_bar() -> None:
    """The page's language set (:func:`page_language`) and its language switch shown: for a
    page that is not a lesson and draws before any other kit call (``games.ipynb``)."""
    display(_links(_switch_html(page_language())))


def start(notebook: str) -> None:
    """Show the language switch and the lesson's place in the course: previous, all lessons,
    next (top of the page), in the link's language (:func:`page_language`); the lesson's
    self-check draws its own questions (:func:`self_check`). A link with a class code
    (``?class=K7PX4M``) adds the class line and asks for the learner's name
    (:func:`class_bar`); without one the page says nothing of classes."""
    choice = page_language()
    _lesson["notebook"] = notebook
    _current["bar"] = bar = class_bar(notebook)
    display(_links(_switch_html(choice) + nav_html(notebook, query=course_query())))
    if bar is not None:
        display(bar)


def class_bar(notebook: str) -> Any:
    """The class line of this page's link (a
    :class:`~pinochle_widgets.views.class_bar.ClassBar`), or ``None`` when the link has no class
    code. The records (SQLAlchemy) are imported only once the bar is on screen, in its thread."""
    from pinochle_widgets.sessions.class_session import read_class_link

    written = read_class_link(query_string())
    if written is None:
        return None
    from pinochle_widgets.sessions.class_session import HUB_USER_ENV, ClassSession
    from pinochle_widgets.views.class_bar import ClassBar

    session = ClassSession(written, notebook.removesuffix(".ipynb"), open_store=_open_store)
    return ClassBar(session, hub_user=os.environ.get(HUB_USER_ENV, ""))


def _open_store() -> Any:
    """The class's store: the hub's records service, or the database (records.open_store)."""
    from pinochle_widgets.records.client import open_store

    return open_store()


def _recorder(bar: Any) -> Any:
    """The self-check's listener that records each judged answer on the class ``bar``."""
    from pinochle_learn.render.class_text import question_text

    from .question_rules import answer_rules

    def record(check: SelfCheck, response: Any, right: bool) -> None:
        q = check.question
        bar.record(
            check.question_set,
            str(check.number + 1),
            question_text(q.prompt, q.cards),
            answer_rules(
                q.kind,
                check.ruleset.name,
                situation=q.situation,
                answer=q.answer,
                response=response,
                right=right,
            ),
            check.shown_answer(response),
            right,
        )

    return record


def end(notebook: str) -> None:
    """The same links at the foot of the page."""
    find_lesson(notebook)
    display(_links(nav_html(notebook, foot=True, query=course_query())))


def course() -> None:
    """The course's lessons in order, linked (for the index page), under the language
    switch; the links keep the page's language and class code (:func:`course_query`)."""
    choice = page_language()
    display(_links(_switch_html(choice) + course_html(course_query())))


def course_query() -> str:
    """What the course's links (previous / next, all lessons, the index's lessons) carry:
    ``lang=CODE`` when this page's link chose a language the course speaks, then the class
    code (:func:`class_query`); encoded, ``""`` when neither."""
    from urllib.parse import urlencode

    code = asked_language()
    lang = urlencode({"lang": code}) if code else ""
    return "&".join(part for part in (lang, class_query()) if part)


def asked_language() -> str | None:
    """The language code this page's link chose (``?lang=it``) when the course speaks it, else
    ``None``: the course's links and **Link to this** carry it, so a link opens in the
    language its page was opened with."""
    choice = page_language()
    return choice.code if choice.asked and not choice.unknown else None


def class_query() -> str:
    """``class=CODE`` (encoded) when this page's link carries a class code, else ``""``: the
    course links add it, so a learner who follows "next lesson" or "All lessons" stays in the
    class and their answers are still recorded."""
    from urllib.parse import urlencode

    from pinochle_widgets.sessions.class_session import read_class_link

    written = read_class_link(query_string())
    return urlencode({"class": written.strip()}) if written else ""


def query_string() -> str:
    """The page's query string as Voila hands it to the kernel ('' in JupyterLab, VOILA.md)."""
    return os.environ.get("QUERY_STRING", "")


def self_check(
    kinds: Sequence[str],
    *,
    seed: int = 1,
    ruleset: Ruleset = PARTNERSHIP,
    title: str | None = None,
) -> SelfCheck:
    """The lesson's self-check: questions of ``kinds`` made by the engine from question set
    ``seed``, or the ``check=N`` of the page's link when a teacher gave one; after
    :func:`start`, drawn for this lesson (``stream``: no two lessons ask the same question).

    Examples
    --------
    >>> sc = self_check(["winner"], seed=4)
    >>> sc.kinds, sc.seed.value
    (('winner',), 4)
    """
    from pinochle_widgets.sessions.links import read_link

    from .scenarios import CHECK_READERS
    from .self_check import SelfCheck

    values, _ = read_link(query_string(), CHECK_READERS)  # other fields: the explorer's
    check = SelfCheck(
        kinds,
        seed=values.get("check", seed),
        ruleset=ruleset,
        title=title,
        stream=_lesson.get("notebook", ""),
    )
    _current["check"] = check
    bar = _current.get("bar")
    if bar is not None:
        check.on_answer(_recorder(bar))
    return check


_current: dict[str, Any] = {"check": None, "bar": None}
_lesson: dict[str, str] = {}  # the notebook given to start(): the page's lesson


def explorer(
    kind: str, notebook: str, *, also: Sequence[str] = (), **defaults: Any
) -> tuple[Any, LinkBar]:
    """The lesson's explorer (``"auction"``, ``"tricks"``, ``"scoring"``, ``"round"``) as the
    page's link sets it up (its default state without one), and its **Link to this** bar,
    which names any bad value of the link (:mod:`pinochle_widgets.course.scenarios`). ``defaults``
    are the lesson's own set-up (e.g. ``hands=...``, ``trump="S"``), overridden by the link;
    ``also``: the page's other explorers, whose fields this one leaves to them."""
    from .scenarios import LinkBar, restore

    widget, _, problems = restore(kind, query_string(), defaults, also)
    bar = LinkBar(
        kind,
        widget,
        notebook,
        problems=problems,
        check=lambda: _current["check"],
        link_lang=asked_language(),
    )
    return widget, bar


def __getattr__(name: str) -> Any:
    """``ending_example`` (:mod:`.endings`, the solver), imported on first use."""
    if name == "ending_example":
        from .endings import ending_example

        return ending_example
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def scenario_page() -> None:
    """A teacher's scenarios as a page of links (:mod:`pinochle_widgets.course.scenario_file`): the
    file ``pinochle-learn serve --scenarios FILE`` names, or ``scenarios.txt`` beside the page;
    read once per change of the file; never a path or a line of another file on the page."""
    from .scenario_file import scenario_page_html

    choice = page_language()
    display(_links(_switch_html(choice) + scenario_page_html()))
