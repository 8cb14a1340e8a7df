"""The course's links in words: previous / all lessons / next, and the index's table.

The course map (:mod:`pinochle_widgets.course.course`) holds each lesson's notebook, title and
summary, the title and summary marked for the catalogue there (``N_``); they are translated
here, where they are shown, with the labels of the links and of the table.

Examples
--------
>>> print(course_nav_html(2, 3, ("a.ipynb", "Cards"), ("c.ipynb", "Meld"), query="lang=it"))
<nav class="pl-course-nav" aria-label="Course" data-lesson="2"><a class="pl-prev" \
href="a.ipynb?lang=it">← 1. Cards</a><a class="pl-all" href="index.ipynb?lang=it">All \
lessons</a><a class="pl-next" href="c.ipynb?lang=it">3. Meld →</a></nav>
"""

from __future__ import annotations

from collections.abc import Sequence

from .i18n import _
from .markup import text_html

__all__ = ["INDEX_PAGE", "course_nav_html", "course_table_html", "numbered_title"]

INDEX_PAGE = "index.ipynb"
"""The course's index, the target of "All lessons"."""


def _href(notebook: str, query: str) -> str:
    return text_html(f"{notebook}?{query}" if query else notebook)


def _link(notebook: str, css: str, text: str, query: str) -> str:
    return f'<a class="{css}" href="{_href(notebook, query)}">{text}</a>'


def course_nav_html(
    number: int,
    total: int,
    prev: tuple[str, str] | None,
    nxt: tuple[str, str] | None,
    *,
    query: str = "",
    foot: bool = False,
) -> str:
    """Previous / All lessons / Next for lesson ``number`` of ``total`` (``nav.pl-course-nav``;
    with ``foot``, the foot of the page's, ``pl-course-foot``, labelled apart for a screen
    reader). ``prev`` and ``nxt`` are (notebook, English title) or ``None``; ``query``
    (encoded: ``lang=it&class=K7WQ3M``) is added to every link."""
    parts = []
    if prev is not None:
        text = f"← {number - 1}. {text_html(_(prev[1]))}"
        parts.append(_link(prev[0], "pl-prev", text, query))
    parts.append(_link(INDEX_PAGE, "pl-all", text_html(_("All lessons")), query))
    if nxt is not None and number < total:
        text = f"{number + 1}. {text_html(_(nxt[1]))} →"
        parts.append(_link(nxt[0], "pl-next", text, query))
    css = "pl-course-nav pl-course-foot" if foot else "pl-course-nav"
    label = _("Course, end of page") if foot else _("Course")
    return (
        f'<nav class="{css}" aria-label="{text_html(label)}" data-lesson="{number}">'
        f"{''.join(parts)}</nav>"
    )


def course_table_html(lessons: Sequence[tuple[str, str, str]], query: str = "") -> str:
    """The course as a numbered table of linked lessons (``table.pl-course``) from (notebook,
    English title, English summary) in course order; ``query`` is added to every link."""
    rows = "".join(
        f"<tr><td>{n}</td>"
        f"<td>{_link(notebook, 'pl-lesson-link', text_html(_(title)), query)}</td>"
        f"<td>{text_html(_(summary))}</td></tr>"
        for n, (notebook, title, summary) in enumerate(lessons, start=1)
    )
    lesson, learn = text_html(_("lesson")), text_html(_("what you learn and do"))
    heads = f"<tr><th>#</th><th>{lesson}</th><th>{learn}</th></tr>"
    return f'<table class="pl-course" style="border-collapse:collapse">{heads}{rows}</table>'


def numbered_title(number: int, title: str) -> str:
    """``"3. Trump and passing"``: a lesson's number and its (English) title translated, as
    ``class new`` lists the lessons.

    >>> numbered_title(3, "Trump and passing")
    '3. Trump and passing'
    """
    return f"{number}. {_(title)}"
