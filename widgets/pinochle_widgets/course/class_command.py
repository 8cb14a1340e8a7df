"""``python -m pinochle_widgets.course.class_command class new|erase ...`` and ``... check``:
the records' command line (:mod:`pinochle_widgets.records.cli`) given the course's lessons, so
``class new`` prints each lesson with a self-check in the course's order, by its title. The
engine's ``pinochle-learn class ...`` runs this module (``pinochle_learn.serve.RECORDS_MODULE``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from pinochle_learn.render.course_nav import numbered_title
from pinochle_learn.serve import notebooks_dir
from pinochle_widgets.records.cli import run

from .course import COURSE

__all__ = ["checked_lessons"]

_SELF_CHECK = "self_check("
"""What a lesson's notebook calls to show its self-check (``lesson.self_check``)."""


def checked_lessons(folder: Path | None = None) -> list[tuple[str, str]]:
    """(notebook, ``"N. title"``) of each course lesson whose notebook shows a self-check, in
    the course's order (numbered as the course lists them, the titles in the current language);
    a notebook missing is left out."""
    where = folder or notebooks_dir()
    found = []
    for number, lesson in enumerate(COURSE, start=1):
        path = where / lesson.notebook
        if path.is_file() and _SELF_CHECK in path.read_text(encoding="utf-8"):
            found.append((lesson.notebook, numbered_title(number, lesson.title)))
    return found


def _lessons_in_the_command_s_language() -> list[tuple[str, str]]:
    """:func:`checked_lessons` in the language the records' command line will speak (its
    ``--lang``, else the environment's); English for a bad ``--lang``, which it then names."""
    from pinochle_learn.render.command_language import command_language, take_language
    from pinochle_learn.render.i18n import SOURCE_LANGUAGE, UnknownLanguage, speaking

    try:
        lang = command_language(take_language(sys.argv[1:])[0], os.environ)
    except UnknownLanguage:
        lang = SOURCE_LANGUAGE
    with speaking(lang):
        return checked_lessons()


if __name__ == "__main__":
    run(lessons=_lessons_in_the_command_s_language())
