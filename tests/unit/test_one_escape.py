"""One escaping path: every module that puts text into HTML escapes it with
``pinochle_learn.render.markup`` (``text_html``, ``message_html``, ``problem_html``), never with
an ``html.escape`` of its own, so what reaches a page from a link, a file or a learner is
escaped in one place that the tests read (tests/properties/test_markup_never_reaches_html.py)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ONE_PATH = ROOT / "pinochle_learn" / "render" / "markup.py"
SERVER_PAGES = ROOT / "widgets" / "pinochle_widgets" / "serving" / "classroom.py"
"""The busy and class-full pages of the server (no lesson text, no link text): the one other
module, left alone here (its text is the server's own)."""


def _own_escapes(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    lines = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.ImportFrom)
            and node.level == 0
            and node.module in ("html", "markupsafe")
        ):
            lines.append(node.lineno)
        elif isinstance(node, ast.Import) and any(
            a.name in ("html", "markupsafe") for a in node.names
        ):
            lines.append(node.lineno)
    return lines


def test_only_render_markup_escapes_html() -> None:
    modules = [*(ROOT / "pinochle_learn").rglob("*.py"), *(ROOT / "widgets").rglob("*.py")]
    found = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in modules
        if path not in (ONE_PATH, SERVER_PAGES)
        for line in _own_escapes(path)
    ]
    assert found == [], "escape through pinochle_learn.render.markup.text_html, not html.escape"


def test_the_kit_message_line_is_the_render_one() -> None:
    from pinochle_learn.render import markup
    from pinochle_widgets.views import kit

    assert kit.message_html is markup.message_html
