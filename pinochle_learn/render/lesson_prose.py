"""The lessons' prose in the ``lessons`` catalogue: a markdown cell split into entries and joined
back, translated (issue 23).

Each markdown cell of ``notebooks/*.ipynb`` is written once, in English. It is split into
*units*, one catalogue entry each (as sphinx-intl splits a page):

- a **heading** (``## The three classes``): the entry is the text after the ``#`` marks;
- a **list item** (``- ``, ``* ``, ``+ ``, ``1. ``, ``1) ``, at any indentation), with the lines
  that continue it: the entry is the text after the marker;
- a **table row** (a line starting with ``|``): the entry is the whole row, pipes included
  (a translator keeps the pipes); the ``|---|---|`` separator row is not an entry;
- a **paragraph**: consecutive lines that are none of the above.

Not entries, kept as they are: blank lines, fenced code blocks (```` ``` ```` or ``~~~``), HTML
comments (``<!-- teaches: ... -->``, also over several lines), the markers and indentation.
Markdown inline syntax stays inside an entry (``**bold**``, ``*italic*``, `` `code` ``,
``[links](01_meld.ipynb)``): a translator moves it with the words. The lines of a unit are
joined with one space in its entry (re-wrapping a paragraph in English does not change its
entry); a unit whose entry has no translation keeps its English lines exactly, so
``join(split(cell), identity)`` is the cell, byte for byte.

``python -m pinochle_learn.render.lesson_prose extract [NOTEBOOKS_DIR] [-o POT]`` writes
``pinochle_learn/locale/lessons.pot`` from every notebook (``make catalogues`` runs it).

Examples
--------
>>> pieces = split("## Trump\\n\\nThe **trump** suit\\nbeats the others.\\n\\n- one\\n- two")
>>> [p.msgid for p in pieces if p.msgid]
['Trump', 'The **trump** suit beats the others.', 'one', 'two']
>>> join(pieces, str.upper)
'## TRUMP\\n\\nTHE **TRUMP** SUIT BEATS THE OTHERS.\\n\\n- ONE\\n- TWO'
>>> join(pieces, lambda text: text)
'## Trump\\n\\nThe **trump** suit\\nbeats the others.\\n\\n- one\\n- two'
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from .i18n import LESSONS_DOMAIN, LOCALE_DIR, lessons_text

__all__ = [
    "Piece",
    "extract",
    "join",
    "main",
    "markdown_sources",
    "split",
    "template_text",
    "translate_markdown",
]

_HEADING = re.compile(r"(#{1,6}[ \t]+)(.*?)([ \t]+#+)?[ \t]*$")
_ITEM = re.compile(r"([ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+)(\S.*)$")
_TABLE_RULE = re.compile(r"\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_FENCE = re.compile(r"\s*(```|~~~)")
_SPACES = re.compile(r"\s*\n\s*")


@dataclass(frozen=True)
class Piece:
    """A run of a markdown cell's text: ``source`` (exactly as written) and, for a unit, its
    catalogue entry ``msgid`` (``""``: kept as written, never translated)."""

    source: str
    msgid: str = ""


def _entry(text: str) -> str:
    return _SPACES.sub(" ", text.strip())


def _kind(line: str) -> str:
    """``blank``, ``fence``, ``comment``, ``heading``, ``rule``, ``row``, ``item`` or ``text``."""
    stripped = line.strip()
    if not stripped:
        return "blank"
    if _FENCE.match(line):
        return "fence"
    if stripped.startswith("<!--"):
        return "comment"
    if _HEADING.match(line):
        return "heading"
    if stripped.startswith("|"):
        return "rule" if _TABLE_RULE.match(line) else "row"
    if _ITEM.match(line):
        return "item"
    return "text"


def _continues(line: str, item_indent: int | None) -> bool:
    """Whether ``line`` goes on the paragraph (or list item) before it: text does, and so does
    a line that only looks like an ordered item (a wrapped ``250. ...``): CommonMark lets an
    ordered list interrupt a paragraph only from 1; inside a list item (``item_indent``: its
    marker's indentation) only a marker at that indentation or less starts a new item."""
    kind = _kind(line)
    if kind == "text":
        return True
    if kind != "item":
        return False
    match = _ITEM.match(line.rstrip("\n"))
    assert match is not None
    marker = match.group(1)
    indent = len(marker) - len(marker.lstrip())
    number = marker.strip()[:-1]
    if not number.isdigit() or int(number) == 1:
        return False
    return item_indent is None or indent > item_indent


def _indented_code(lines: list[str], index: int, pieces: list[Piece]) -> bool:
    """Whether ``lines[index]`` opens an indented code block: four spaces (or a tab) after a
    blank line, outside a list (a list item's own indented lines are text)."""
    line = lines[index]
    if not (line.startswith("    ") or line.startswith("\t")) or not line.strip():
        return False
    if index > 0 and lines[index - 1].strip():
        return False
    shown = [piece for piece in pieces if piece.source.strip()]
    return not shown or not _ITEM.match(shown[-2].source if len(shown) > 1 else "")


def _close(lines: list[str], start: int, end_mark: str, opener: int) -> int:
    """The index after the line that closes the block opened at ``start``."""
    for index in range(start + opener, len(lines)):
        if end_mark in lines[index]:
            return index + 1
    return len(lines)


def split(cell: str) -> list[Piece]:
    """The pieces of the markdown ``cell``, in order: their sources concatenated are ``cell``.

    A piece with a ``msgid`` is one unit of the module's list (heading, list item, table row,
    paragraph); the others (markers, blank lines, code, comments, table rules) are kept.
    """
    lines = cell.splitlines(keepends=True)
    pieces: list[Piece] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        kind = _kind(line)
        if kind == "fence":
            mark = line.strip()[:3]
            end = _close(lines, index, mark, 1)
            pieces.append(Piece("".join(lines[index:end])))
            index = end
            continue
        if kind == "comment":
            end = _close(lines, index, "-->", 0)
            pieces.append(Piece("".join(lines[index:end])))
            index = end
            continue
        if kind in ("blank", "rule"):
            pieces.append(Piece(line))
            index += 1
            continue
        if kind == "text" and _indented_code(lines, index, pieces):
            end = index + 1
            while end < len(lines) and (
                lines[end].startswith(("    ", "\t")) or not lines[end].strip()
            ):
                end += 1
            pieces.append(Piece("".join(lines[index:end])))
            index = end
            continue
        body, newline = (line[:-1], "\n") if line.endswith("\n") else (line, "")
        if kind == "heading":
            match = _HEADING.match(body)
            assert match is not None
            prefix, text = match.group(1), match.group(2)
            pieces += [
                Piece(prefix),
                Piece(text, _entry(text)),
                Piece(body[len(prefix) + len(text) :] + newline),
            ]
            index += 1
            continue
        if kind == "row":
            lead = body[: len(body) - len(body.lstrip())]
            text = body.strip()
            trail = body[len(lead) + len(text) :]
            pieces += [Piece(lead), Piece(text, _entry(text)), Piece(trail + newline)]
            index += 1
            continue
        prefix = ""
        if kind == "item":
            match = _ITEM.match(body)
            assert match is not None
            prefix = match.group(1)
        item_indent = len(prefix) - len(prefix.lstrip()) if prefix else None
        end = index + 1
        while end < len(lines) and _continues(lines[end], item_indent):
            end += 1
        block = "".join(lines[index:end])
        text = block[len(prefix) :].rstrip("\n")
        pieces += [
            Piece(prefix),
            Piece(text, _entry(text)),
            Piece(block[len(prefix) + len(text) :]),
        ]
        index = end
    return [piece for piece in pieces if piece.source]


def join(pieces: Iterable[Piece], translate: Callable[[str], str]) -> str:
    """The cell again, each unit replaced by ``translate(msgid)``; a unit whose translation is
    its own entry (no translation) keeps its ``source`` as written."""
    out = []
    for piece in pieces:
        if piece.msgid:
            words = translate(piece.msgid)
            out.append(piece.source if words == piece.msgid else words)
        else:
            out.append(piece.source)
    return "".join(out)


def translate_markdown(cell: str) -> str:
    """The markdown ``cell`` in the current language (:func:`~.i18n.speaking`), entry by entry
    from the ``lessons`` catalogue; entries it lacks stay in English."""
    return join(split(cell), lessons_text)


def markdown_sources(notebook: Path) -> list[str]:
    """The sources of the markdown cells of the ``.ipynb`` file ``notebook``, in order.

    Raises
    ------
    ValueError
        When the file is not a notebook's JSON (the message names the file).
    """
    try:
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    except (ValueError, KeyError, TypeError) as error:
        raise ValueError(f"{notebook} is not a notebook: {error}") from error
    sources = []
    for cell in cells:
        if cell.get("cell_type") == "markdown":
            source = cell.get("source", "")
            sources.append(source if isinstance(source, str) else "".join(source))
    return sources


def _quoted(text: str) -> str:
    escaped = (
        text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n")
    )
    return f'"{escaped}"'


def template_text(notebooks: Sequence[Path]) -> str:
    """The ``lessons.pot`` text of ``notebooks``: one entry per unit, in the order the notebooks
    (as given) and their cells first use it, each with the notebooks that use it (``#:``)."""
    where: dict[str, list[str]] = {}
    for notebook in notebooks:
        for source in markdown_sources(notebook):
            for piece in split(source):
                if piece.msgid:
                    names = where.setdefault(piece.msgid, [])
                    if notebook.name not in names:
                        names.append(notebook.name)
    blocks = [
        f"# The lessons' prose (gettext domain {LESSONS_DOMAIN!r}), one entry per paragraph,\n"
        "# list item, heading or table row of the notebooks' markdown cells.\n"
        "# Made by: python -m pinochle_learn.render.lesson_prose extract (make catalogues).\n"
        'msgid ""\nmsgstr ""\n'
        '"Project-Id-Version: pinochle-learn\\n"\n'
        '"MIME-Version: 1.0\\n"\n'
        '"Content-Type: text/plain; charset=utf-8\\n"\n'
        '"Content-Transfer-Encoding: 8bit\\n"\n'
    ]
    for msgid, names in where.items():
        blocks.append(f'#: {" ".join(names)}\nmsgid {_quoted(msgid)}\nmsgstr ""\n')
    return "\n".join(blocks)


def extract(folder: Path, output: Path) -> int:
    """Write the template of every ``*.ipynb`` in ``folder`` (by name) to ``output``; returns
    the number of entries."""
    text = template_text(sorted(folder.glob("*.ipynb")))
    output.write_text(text, encoding="utf-8")
    return text.count("\nmsgid ") - 1


def main(argv: Sequence[str] | None = None) -> int:
    """``extract [NOTEBOOKS_DIR] [-o POT]``: see the module's docstring. Exit 2 on bad input."""
    root = Path(__file__).resolve().parents[2]
    parser = argparse.ArgumentParser(prog="python -m pinochle_learn.render.lesson_prose")
    parser.add_argument("command", choices=["extract"])
    parser.add_argument("notebooks", nargs="?", type=Path, default=root / "notebooks")
    parser.add_argument("-o", "--output", type=Path, default=LOCALE_DIR / f"{LESSONS_DOMAIN}.pot")
    args = parser.parse_args(argv)
    if not args.notebooks.is_dir():
        print(f"error: no notebooks folder {args.notebooks}", file=sys.stderr)
        return 2
    try:
        count = extract(args.notebooks, args.output)
    except (ValueError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(f"{args.output}: {count} entries")
    return 0


if __name__ == "__main__":
    sys.exit(main())
