"""``python -m pinochle_widgets.course.class_command class new|erase ...`` and ``... check``:
the records' command line (:mod:`pinochle_widgets.records.cli`) given the course's lessons, so
``class new`` prints each lesson with a self-check in the course's order, by its title. The
engine's ``pinochle-learn class ...`` runs this module (``pinochle_learn.serve.RECORDS_MODULE``).
"""

from __future__ import annotations

from pathlib import Path

from pinochle_learn.serve import notebooks_dir
from pinochle_widgets.records.cli import run

from .course import COURSE

__all__ = ["checked_lessons"]

_SELF_CHECK = "self_check("
"""What a lesson's notebook calls to show its self-check (``lesson.self_check``)."""


def checked_lessons(folder: Path | None = None) -> list[tuple[str, str]]:
    """(notebook, ``"N. title"``) of each course lesson whose notebook shows a self-check, in
    the course's order (numbered as the course lists them); a notebook missing is left out."""
    where = folder or notebooks_dir()
    found = []
    for number, lesson in enumerate(COURSE, start=1):
        path = where / lesson.notebook
        if path.is_file() and _SELF_CHECK in path.read_text(encoding="utf-8"):
            found.append((lesson.notebook, f"{number}. {lesson.title}"))
    return found


if __name__ == "__main__":
    run(lessons=checked_lessons())
