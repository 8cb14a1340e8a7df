"""No lesson's code cell holds words a learner reads (issue 23, the words of 03_bidding's table).

A code cell is the same in every language: a sentence written in it stays English on a page
served in Italian or French, and no catalogue holds it, so the English detector of the browser
tests (``tests/browser/english_left.py``, which looks for catalogue sentences) cannot see it.
Words shown on a lesson page are made in ``pinochle_learn/render/`` (marked for the catalogues)
or written in the lesson's Markdown cells (``lessons.pot``); a code cell calls render.

This test parses the code cells of every notebook in ``notebooks/`` with :mod:`ast` and fails on
a string literal holding two or more words (letters, a space, letters: the same reading as
``test_no_words_in_widgets``), naming ``notebook cell N line L`` and the string. Not counted:
comments, docstrings, strings passed to a ``_()``-family function or a log call, and the entries
of :data:`ALLOWED`, each with its reason.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from tests.widgets.test_no_words_in_widgets import TAG, TWO_WORDS, _docstrings, _not_shown

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"

#: An IPython line magic or shell line (``%time x``, ``!ls``): not Python, so left out of the
#: parse (its words go to the lesson's author's console, never to the page).
MAGIC = re.compile(r"^\s*[%!]")

#: Two words with a number between them (``"your 15 cards"``), which :data:`TWO_WORDS` misses.
WORDS_AROUND_A_NUMBER = re.compile(r"[^\W\d_]{2,} \d+ [^\W\d_]{2,}")

#: Calls whose string arguments are not shown: a lesson's build check (``kit.check(name, said,
#: engine)`` or a notebook's own ``check(said, engine, name)``) names its figure for the
#: lesson's author, in the error that stops the build when the prose and the engine disagree.
CHECK_CALLS = frozenset({"check"})

#: Strings that hold two words but are not words a learner reads: (notebook, string) -> reason.
#: ``"*"`` as the notebook: any notebook.
ALLOWED: dict[tuple[str, str], str] = {}

#: Notebooks whose code cells still hold visible English, not yet moved to render/ (found by
#: this guard; listed in the branch's report): the lead empties this set as they are moved.
#: A notebook listed here is not checked.
PENDING: frozenset[str] = frozenset()


def code_cells(notebook: Path) -> list[tuple[int, str]]:
    """``(cell number, source)`` of each code cell of ``notebook`` (numbered from 1, as a
    notebook's cells are counted on screen, Markdown cells included)."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return [
        (number, "".join(cell["source"]))
        for number, cell in enumerate(cells, start=1)
        if cell["cell_type"] == "code"
    ]


def _for_the_author(tree: ast.AST) -> set[int]:
    """The ids of the string nodes of a build check's call (:data:`CHECK_CALLS`) or of a
    ``raise`` statement: words for the lesson's author, stopping the build, never a page's."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if name not in CHECK_CALLS:
                continue
        elif not isinstance(node, ast.Raise):
            continue
        found.update(id(n) for n in ast.walk(node) if isinstance(n, ast.Constant))
    return found


def _words(string: str) -> bool:
    text = TAG.sub(" ", string)
    return bool(TWO_WORDS.search(text) or WORDS_AROUND_A_NUMBER.search(text))


def words_in_cell(name: str, number: int, source: str) -> list[str]:
    """``notebook cell N line L: 'string'`` for each string literal of a code cell holding two
    words."""
    python = "\n".join("" if MAGIC.match(line) else line for line in source.split("\n"))
    tree = ast.parse(python, filename=f"{name} cell {number}")
    skipped = _docstrings(tree) | _not_shown(tree) | _for_the_author(tree)
    found = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in skipped
            and _words(node.value)
            and (name, node.value) not in ALLOWED
            and ("*", node.value) not in ALLOWED
        ):
            found.append(f"{name} cell {number} line {node.lineno}: {node.value!r}")
    return sorted(found)


def words_in(notebook: Path) -> list[str]:
    """:func:`words_in_cell` over every code cell of ``notebook``."""
    return [
        line
        for number, source in code_cells(notebook)
        for line in words_in_cell(notebook.name, number, source)
    ]


def test_no_lesson_code_cell_holds_words() -> None:
    notebooks = sorted(p for p in NOTEBOOKS.glob("*.ipynb") if p.name not in PENDING)
    assert notebooks, NOTEBOOKS
    found = [line for notebook in notebooks for line in words_in(notebook)]
    assert not found, "words to move to pinochle_learn/render/:\n" + "\n".join(found)


def test_every_allowed_string_is_still_in_its_notebook() -> None:
    """An allowed string its notebook no longer holds is taken off :data:`ALLOWED`."""
    stale = []
    for name, string in ALLOWED:
        notebooks = sorted(NOTEBOOKS.glob("*.ipynb")) if name == "*" else [NOTEBOOKS / name]
        sources = [source for nb in notebooks for _number, source in code_cells(nb)]
        if not any(string in source for source in sources):
            stale.append((name, string))
    assert not stale


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (
            'parts = [(f"best meld (trump {trump.symbol})", meld)]\n',
            ["t.ipynb cell 3 line 1: 'best meld (trump '"],
        ),
        (
            'x = "<th>value: keeps bidding up to</th>"\n',
            ["t.ipynb cell 3 line 1: '<th>value: keeps bidding up to</th>'"],
        ),
        ('%time x = "two words"\ny = 1\n', []),
        ("# A teacher can link an auction: two words\nx = 1\n", []),
        ('x = _("Step back")\n', []),
        ("x = '<table class=\"pl-hand-value\">'\n", []),
        ('kit.check("cards in the deck", 80, size)\n', []),
        ('check(n, 3, "the widow")\n', []),
        ('raise LessonError(f"{name}: the lesson says {said}")\n', []),
        ('x = cards_html(h, label="your 15 cards")\n', ["t.ipynb cell 3 line 1: 'your 15 cards'"]),
        ('x = "H14 H10 S9"\n', []),
    ],
)
def test_the_guard_reads_code_cells_as_meant(source: str, expected: list[str]) -> None:
    assert words_in_cell("t.ipynb", 3, source) == expected


def test_pending_notebooks_exist() -> None:
    """A pending notebook that was renamed or removed is taken off the set, not forgotten."""
    assert not sorted(n for n in PENDING if not (NOTEBOOKS / n).is_file())


def test_the_guard_reads_a_notebook_file(tmp_path: Path) -> None:
    notebook = tmp_path / "t.ipynb"
    cells = [
        {"cell_type": "markdown", "metadata": {}, "source": ["Two words in prose."]},
        {"cell_type": "code", "metadata": {}, "source": ["x = 1\n", 'y = "two words"']},
    ]
    notebook.write_text(json.dumps({"cells": cells}), encoding="utf-8")
    assert words_in(notebook) == ["t.ipynb cell 2 line 2: 'two words'"]
