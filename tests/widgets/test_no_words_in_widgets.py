"""No widget holds a sentence or a label of its own (issue 23, point 1).

Every word a learner or teacher reads is made in ``pinochle_learn/render/`` and marked there for
translation; a widget asks render for it. This test parses every ``.py`` under
``widgets/pinochle_widgets/`` with :mod:`ast` and fails on a string literal holding two or more
words (letters, a space, letters) outside docstrings, naming ``file:line`` and the string.

Not words a reader sees, so not counted: docstrings (of modules, classes, functions, and the
string under an assignment that documents it), strings passed to a ``_()``-family function,
log and debug messages (``logger.debug(...)`` and the like), and the entries of
:data:`ALLOWED` (CSS selectors, format specs, engine codes, SQL, module paths), each with
its reason.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "widgets" / "pinochle_widgets"

#: Two words: letters, a space, letters (any script).
TWO_WORDS = re.compile(r"[^\W\d_]+ [^\W\d_]+")
#: An HTML tag, or the start of one cut off by a placeholder (``'<div class="pl-x" id="'``):
#: its element and attribute names are not words; the text between tags is.
TAG = re.compile(r"<[^<>]*(?:>|$)")

#: Calls whose string arguments are not shown to a reader, or are already marked for the
#: catalogue: the gettext family, and log lines for developers.
NOT_SHOWN_CALLS = frozenset(
    {"_", "N_", "ngettext", "pgettext", "npgettext", "lessons_text"}
    | {"debug", "info", "warning", "error", "exception", "critical", "log"}
)

_CONFIG_HELP = "traitlets help= of a configuration option: developer documentation (--help-all)"

#: Strings that hold two words but are not words a learner reads: (file, string) -> reason.
ALLOWED: dict[tuple[str, str], str] = {
    ("*", "row wrap"): "CSS flex-flow value",
    ("*", " has no attribute "): (
        "Python's own AttributeError wording in a PEP 562 module __getattr__, for developers"
    ),
    ("views/card_hand.py", "no card at place "): (
        "ValueError of CardHand.index_of for the Python caller (lesson code, tests); a page "
        "never shows it"
    ),
    ("views/card_hand.py", " on show"): "the same ValueError, its end",
    (
        "views/shared_models.py",
        ": this model is shared by several widgets and cannot change; give the widget a "
        "layout or style of its own",
    ): "SharedModelError, a programming error for the widget's author; a page never shows it",
    ("views/card_hand.py", " is not on show here"): "the same method's other ValueError",
    ("views/game_table.py", "names must give one name to each of the "): (
        "ValueError of GameTable for the lesson's author (a table configured wrongly)"
    ),
    ("views/game_table.py", " button on show in the phase "): (
        "LookupError of GameTable._shown, for tests looking up a button"
    ),
    # Lesson-author build checks: a LessonError stops the lesson's build when its prose
    # disagrees with the engine; the lesson's author reads it, never a learner.
    ("course/examples.py", ": the lesson says "): "LessonError of check(), for the lesson's author",
    ("course/examples.py", ", the engine "): "the same LessonError, its end",
    ("course/examples.py", "throw in "): "name of a build check (LessonError), for the author",
    ("course/examples.py", ": cards given back"): "name of a build check (LessonError)",
    ("course/examples.py", "cards in the deck"): "name of a build check (LessonError)",
    ("course/examples.py", "copies of each card"): "name of a build check (LessonError)",
    ("course/endings.py", "the best card"): "name of a build check (LessonError), for the author",
    ("course/endings.py", "the points after "): "name of a build check (LessonError)",
    ("course/course.py", " is not a lesson of the course (see pinochle_widgets.course.course)"): (
        "ValueError of find_lesson for the lesson's author (a notebook name mistyped in code)"
    ),
    # Configuration: traitlets help= is developer documentation (--help-all), and the checks
    # of the queue's bounds are errors of the Python API (ServingLimits), not of a page.
    ("serving/classroom.py", ": at least one lesson at once"): "ValueError of ServingLimits",
    ("serving/classroom.py", ": 0 (no cap) or more"): "ValueError of ServingLimits",
    (
        "serving/classroom.py",
        "Seconds without activity after which a kernel whose page is still "
        "connected is shut down (0: never). Needs cull_idle_timeout > 0, which "
        "starts the culler.",
    ): _CONFIG_HELP,
    (
        "serving/classroom.py",
        "Seconds without activity after which a kernel whose page has never "
        "connected is shut down (at least cull_idle_timeout). Needs "
        "cull_idle_timeout > 0.",
    ): _CONFIG_HELP,
    (
        "serving/voila_app.py",
        "Notebook, relative to the served folder, that / redirects to.",
    ): _CONFIG_HELP,
    (
        "serving/voila_app.py",
        "Lessons rendered at once (kernel start and cells); later visitors wait their turn.",
    ): _CONFIG_HELP,
    (
        "serving/voila_app.py",
        "Live kernels (open lesson pages) beyond which visitors get the class-"
        "full page; 0: no cap.",
    ): _CONFIG_HELP,
    (
        "serving/voila_app.py",
        "Seconds a visitor waits for a turn before getting the busy page (which retries).",
    ): _CONFIG_HELP,
    (
        "records/migrations/env.py",
        "the class records migrate through ClassStore (no alembic.ini)",
    ): ("RuntimeError of the alembic environment, for a developer running alembic by hand"),
    ("sessions/round_session.py", "pinochle-learn seed "): (
        "the text seeding a later round's deal: changing it would deal other cards"
    ),
    ("sessions/round_session.py", "the computer players made "): (
        "a guard against an engine bug (a round needs about 70 moves, this stops at 500); "
        "never met in a round a learner plays"
    ),
    ("sessions/round_session.py", " moves without reaching your turn"): "the same guard, its end",
    ("records/cli.py", "pinochle-learn class erase: "): (
        "the command's name before its refusal, as every line of the command line begins"
    ),
    ("records/store.py", "PRAGMA foreign_keys=ON"): "SQL",
    ("records/store.py", "PRAGMA journal_mode=WAL"): "SQL",
    ("records/store.py", "BEGIN IMMEDIATE"): "SQL",
    ("views/kit.py", "export default { render({ el }) { el.hidden = true; } };"): (
        "the stylesheet widget's JavaScript module"
    ),
}

#: Files not yet moved to render/ (other helpers' parts of issue 23): the lead empties this
#: set as their branches are merged. A file listed here is not checked.
PENDING_FILES: frozenset[str] = frozenset({})


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string nodes that are docstrings: the first statement of a module,
    class or function, and a bare string statement (an attribute's docstring)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for statement in body:
            if (
                isinstance(statement, ast.Expr)
                and isinstance(statement.value, ast.Constant)
                and isinstance(statement.value.value, str)
            ):
                found.add(id(statement.value))
    return found


def _not_shown(tree: ast.AST) -> set[int]:
    """The ids of the string nodes inside the arguments of a :data:`NOT_SHOWN_CALLS` call."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
        if name in NOT_SHOWN_CALLS:
            for argument in [*node.args, *(k.value for k in node.keywords)]:
                found.update(id(n) for n in ast.walk(argument) if isinstance(n, ast.Constant))
    return found


def words_in(path: Path) -> list[str]:
    """``file:line: 'string'`` for each string literal of ``path`` holding two words."""
    relative = path.relative_to(PACKAGE).as_posix()
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    skipped = _docstrings(tree) | _not_shown(tree)
    found = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in skipped
            and TWO_WORDS.search(TAG.sub(" ", node.value))
            and (relative, node.value) not in ALLOWED
            and ("*", node.value) not in ALLOWED
        ):
            found.append(f"{relative}:{node.lineno}: {node.value!r}")
    return sorted(found)


def _checked_files() -> list[Path]:
    return sorted(
        p for p in PACKAGE.rglob("*.py") if p.relative_to(PACKAGE).as_posix() not in PENDING_FILES
    )


def test_no_widget_holds_words() -> None:
    found = [line for path in _checked_files() for line in words_in(path)]
    assert not found, "words to move to pinochle_learn/render/:\n" + "\n".join(found)


def test_pending_files_exist() -> None:
    """A pending file that was renamed or removed is taken off the set, not forgotten."""
    missing = sorted(f for f in PENDING_FILES if not (PACKAGE / f).is_file())
    assert not missing


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ('x = "Step back"\n', ["t.py:1: 'Step back'"]),
        ('x = f"Took back: {y}."\n', ["t.py:1: 'Took back: '"]),
        ('"""A module docstring."""\n', []),
        ('def f():\n    """Says two words."""\n', []),
        ('X = 1\n"""The attribute\'s docstring."""\n', []),
        ('x = _("Step back")\n', []),
        ('log.debug("saved two rows")\n', []),
        ('x = "row wrap"\n', []),
        ('x = "pl-step-back"\n', []),
        ('x = \'<div class="pl-note" data-state="\'\n', []),
        (
            "x = '<p class=\"pl-note\">Its meld</p>'\n",
            ["t.py:1: '<p class=\"pl-note\">Its meld</p>'"],
        ),
        ('x = "Deal"\n', []),
    ],
)
def test_the_guard_reads_strings_as_meant(
    tmp_path: Path, source: str, expected: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "t.py"
    path.write_text(source, encoding="utf-8")
    monkeypatch.setitem(globals(), "PACKAGE", tmp_path)
    assert words_in(path) == expected
