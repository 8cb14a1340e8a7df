"""No message marked inside an f-string (issue 23): Babel on Python 3.11 does not look
inside f-strings, so ``f"<p>{_('No bid yet.')}</p>"`` never reaches the catalogues and the
page shows English. The words are computed first (``text = _("No bid yet.")``), then placed.

A call of the ``_`` family with a string literal among its arguments, inside an f-string,
fails this test with its ``file:line``. ``_(name)`` on a variable is left alone: Babel skips
it wherever it stands, its message is marked ``N_`` where it is defined.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = (ROOT / "pinochle_learn", ROOT / "widgets" / "pinochle_widgets")
MARKERS = frozenset({"_", "N_", "gettext", "ngettext", "pgettext", "npgettext"})


def _marker(call: ast.Call) -> str | None:
    func = call.func
    name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
    return name if name in MARKERS else None


def marks_in_fstrings(source: str, filename: str) -> list[str]:
    """``["file:line _('...')", ...]``: each marked literal inside an f-string of ``source``."""
    tree = ast.parse(source, filename)
    found: set[tuple[int, int, str]] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.JoinedStr):
            continue
        for sub in ast.walk(node):
            if (
                isinstance(sub, ast.Call)
                and _marker(sub)
                and any(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in sub.args)
            ):
                text = ast.get_source_segment(source, sub) or str(_marker(sub))
                found.add((sub.lineno, sub.col_offset, text))
    return [f"{filename}:{line} {text}" for line, _col, text in sorted(found)]


def test_the_check_finds_a_mark_in_an_fstring() -> None:
    source = "x = 1\ny = f\"<p>{_('No bid yet.')}</p> {pgettext('a', 'b')} {_(name)}\"\n"
    assert marks_in_fstrings(source, "m.py") == [
        "m.py:2 _('No bid yet.')",
        "m.py:2 pgettext('a', 'b')",
    ]
    assert marks_in_fstrings('t = _("No bid yet.")\ny = f"<p>{t}</p>"\n', "m.py") == []


def test_no_marked_message_inside_an_fstring() -> None:
    bad = []
    for package in PACKAGES:
        for path in sorted(package.rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            bad += marks_in_fstrings(path.read_text(encoding="utf-8"), rel)
    assert not bad, "Babel cannot extract these (compute the words before the f-string):\n" + (
        "\n".join(bad)
    )
