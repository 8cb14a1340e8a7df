"""A teacher's scenario file: read strictly, once, and shown as links on the Scenarios page.

A scenario file holds one named link a line, ``name: lesson.ipynb?field=value&...``; blank lines
and lines starting with ``#`` are skipped. ``pinochle-learn serve --scenarios FILE`` checks the
file before the server starts (:func:`load_scenarios`): a file that is not a scenario file (any
line of another shape, a link to no lesson of the course, text that is not UTF-8, more than
:data:`MAX_SCENARIOS` scenarios or :data:`MAX_BYTES` bytes) is refused with one
:class:`ScenarioError` naming its line, so the page never shows the lines of another file
(``/etc/passwd``). The error names the line and what is wrong, never the line's text.

Each page view is a kernel of its own: the file is parsed once and the result kept in a cache
keyed on the file's modification time and size, in the process (:data:`_MEMO`) and, when the
server gives one (``PINOCHLE_SCENARIOS_CACHE``, a private folder ``serve`` makes), in a JSON
file every kernel reads; an edited file is parsed again at the next view. The cache holds each
link's problems as codes and values, never words: each view words them in its own language.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pinochle_learn import Card, PinochleError, Seat, Suit
from pinochle_learn.meldkinds import MeldKind
from pinochle_learn.render.markup import problem_html, text_html
from pinochle_learn.render.scenario_text import (
    bad_scenario_html,
    link_problems,
    scenario_file_problem,
    scenario_page_note,
)
from pinochle_widgets.sessions.links import LinkProblem, read_link

from .scenarios import CHECK_READERS, EXPLORERS, LESSON_EXPLORER, ReaderError

__all__ = [
    "CACHE_ENV",
    "MAX_BYTES",
    "MAX_NAME",
    "MAX_SCENARIOS",
    "SCENARIOS_ENV",
    "Scenario",
    "ScenarioError",
    "load_scenarios",
    "read_scenarios",
    "scenario_page_html",
    "scenarios_html",
]

SCENARIOS_ENV = "PINOCHLE_SCENARIOS"
"""The environment variable naming the scenario file (``serve --scenarios FILE`` sets it)."""
CACHE_ENV = "PINOCHLE_SCENARIOS_CACHE"
"""The environment variable naming the folder of the parsed file's cache (``serve`` sets it)."""
MAX_BYTES = 1_000_000
"""Bytes of a scenario file read; a longer file is refused."""
MAX_SCENARIOS = 1000
"""Scenarios in one file; one more is refused."""
MAX_NAME = 200
"""Characters of a scenario's name."""


class ScenarioError(ValueError):
    """A file that is not a scenario file, at ``line`` (counted from 1): ``code`` says what is
    wrong (a key of ``pinochle_learn.render.scenario_text.SCENARIO_FILE_PROBLEMS``, with its
    ``values``), worded when the error is read, in that block's language, never quoting the
    file's text."""

    def __init__(self, line: int, code: str, **values: str | int) -> None:
        super().__init__(line, code, values)
        self.line, self.code, self.values = line, code, values

    def __str__(self) -> str:
        return scenario_file_problem(self.line, self.code, self.values)


@dataclass(frozen=True)
class Scenario:
    """One line of a teacher's scenario file: ``name: lesson?query``, with the problems of the
    link's values as codes and values (``found``); :attr:`problems` words them."""

    line: int
    name: str
    link: str
    found: tuple[LinkProblem, ...] = ()

    @property
    def problems(self) -> tuple[str, ...]:
        """Each problem of the link in the current language, naming its field as the lesson
        names it."""
        return tuple(link_problems(self.found))


def read_scenarios(data: str | bytes) -> list[Scenario]:
    """The named links of a scenario file's text (or bytes, UTF-8), in file order.

    A link's fields are read as the lesson reads them (the same readers), so a value the lesson
    would refuse is named in the scenario's ``problems``.

    Raises
    ------
    ScenarioError
        The text is not a scenario file: the first bad line is named (a line of another shape,
        a link to no lesson of the course, a name that is empty, longer than :data:`MAX_NAME`
        or holds a control character, bytes that are not UTF-8, more than
        :data:`MAX_SCENARIOS` scenarios or :data:`MAX_BYTES` bytes). Nothing else is raised.

    Examples
    --------
    >>> [s.problems for s in read_scenarios("Stuck: 03_bidding.ipynb?dealer=S&bids=p,p,p")]
    [()]
    >>> read_scenarios("Oops: 03_bidding.ipynb?dealer=Q")[0].problems
    ("dealer: seat 'Q': one of N, E, S, W",)
    >>> read_scenarios("# mine" + chr(10) + "root:x:0:0:root:/root:/bin/bash")
    Traceback (most recent call last):
    ...
    pinochle_widgets.course.scenario_file.ScenarioError: line 2: not a scenario: write it as \
'name: lesson.ipynb?fields'
    """
    text = _text(data)
    from .course import COURSE

    lessons = {lesson.notebook for lesson in COURSE}
    found: list[Scenario] = []
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if len(found) == MAX_SCENARIOS:
            raise ScenarioError(number, "too_many", most=MAX_SCENARIOS)
        name, colon, link = line.rpartition(": ")
        name, link = name.strip(), link.strip()
        if not colon:
            raise ScenarioError(number, "shape")
        if not name or len(name) > MAX_NAME or not name.isprintable():
            raise ScenarioError(number, "name", most=MAX_NAME)
        lesson, _, query = link.partition("?")
        if lesson not in lessons:
            raise ScenarioError(number, "no_lesson")
        kind = LESSON_EXPLORER.get(lesson)
        readers = dict(EXPLORERS[kind].readers) if kind else {}
        _, problems = read_link(query, {**readers, **CHECK_READERS})
        found.append(Scenario(number, name, link, tuple(problems)))
    return found


def _text(data: str | bytes) -> str:
    """``data`` as text, within :data:`MAX_BYTES`; ScenarioError naming the line otherwise."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else bytes(data)
    if len(raw) > MAX_BYTES:
        line = raw[:MAX_BYTES].count(b"\n") + 1
        raise ScenarioError(line, "too_long", most=f"{MAX_BYTES:,}")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ScenarioError(raw[: error.start].count(b"\n") + 1, "not_utf8") from None


# ------------------------------------------------------------------ read once, per change
_MEMO: dict[str, tuple[tuple[int, int], list[Scenario]]] = {}
"""Parsed files in this process, by path: the (mtime_ns, size) they were parsed at."""


def load_scenarios(path: Path, cache: Path | None = None) -> list[Scenario]:
    """The scenarios of the file at ``path``, parsed once per change of the file.

    Parameters
    ----------
    path
        The scenario file.
    cache
        A private folder (``serve`` makes one) holding the parsed file as JSON for every
        kernel; ``None``: kept in this process only.

    Raises
    ------
    OSError
        The file cannot be read (missing, a folder, no permission, a name too long).
    ScenarioError
        It is not a scenario file (:func:`read_scenarios`).
    """
    stat = path.stat()
    key = (stat.st_mtime_ns, stat.st_size)
    name = str(path)
    memo = _MEMO.get(name)
    if memo is not None and memo[0] == key:
        return memo[1]
    stored = _from_cache(cache, name, key)
    if stored is None:
        with path.open("rb") as file:
            stored = read_scenarios(file.read(MAX_BYTES + 1))
        _to_cache(cache, name, key, stored)
    _MEMO[name] = (key, stored)
    return stored


def _cache_file(cache: Path, name: str) -> Path:
    return cache / (hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest() + ".json")


def _from_cache(cache: Path | None, name: str, key: tuple[int, int]) -> list[Scenario] | None:
    if cache is None:
        return None
    try:
        data = json.loads(_cache_file(cache, name).read_text(encoding="utf-8"))
        if data["key"] != list(key) or data.get("version") != _CACHE_VERSION:
            return None
        return [
            Scenario(
                int(s["line"]),
                str(s["name"]),
                str(s["link"]),
                tuple(_problem_of(p) for p in s["problems"]),
            )
            for s in data["scenarios"]
        ]
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None  # no cache yet, or one of another version: parse the file


def _to_cache(cache: Path | None, name: str, key: tuple[int, int], found: list[Scenario]) -> None:
    if cache is None:
        return
    target = _cache_file(cache, name)
    part = target.with_suffix(f".{os.getpid()}.part")
    try:
        part.write_text(
            json.dumps(
                {
                    "version": _CACHE_VERSION,
                    "key": list(key),
                    "scenarios": [_scenario_data(s) for s in found],
                }
            ),
            encoding="utf-8",
        )
        part.replace(target)  # atomic: a kernel reads the old cache or the new one
    except OSError:
        pass  # no cache: the next view parses the file again


# ------------------------------------------------------------------ the cache's JSON
_CACHE_VERSION = 2
"""Bumped when the cache's shape changes: a cache of another version is parsed anew."""


def _scenario_data(s: Scenario) -> dict[str, Any]:
    problems = [_problem_data(p) for p in s.found]
    return {"line": s.line, "name": s.name, "link": s.link, "problems": problems}


def _problem_data(p: LinkProblem) -> dict[str, Any]:
    """A link's problem as JSON: its code and values, and the error behind a refused value as
    its code and values (``None`` for an error with no code: its technical line is kept)."""
    fields = ("code", "field", "count", "limit", "value", "error")
    data: dict[str, Any] = {name: getattr(p, name) for name in fields}
    failure = p.failure
    if isinstance(failure, ReaderError):  # its str() is words: the code is kept instead
        data["failure"] = {"reader": failure.code, "values": _values_data(failure.values)}
        data["error"] = ""
    elif isinstance(failure, PinochleError) and failure.code is not None:
        data["failure"] = {"engine": failure.code, "values": _values_data(failure.values)}
    return data


def _problem_of(data: dict[str, Any]) -> LinkProblem:
    failure: BaseException | None = None
    kept = data.get("failure")
    if isinstance(kept, dict):
        values = {str(k): _value_of(v) for k, v in kept["values"].items()}
        if "reader" in kept:
            failure = ReaderError(str(kept["reader"]), **values)
        else:
            failure = PinochleError(str(data["error"]), code=str(kept["engine"]), **values)
    return LinkProblem(
        str(data["code"]),
        field=str(data["field"]),
        count=int(data["count"]),
        limit=int(data["limit"]),
        value=str(data["value"]),
        error=str(data["error"]),
        failure=failure,
    )


def _values_data(values: Any) -> dict[str, Any]:
    return {str(k): _value_data(v) for k, v in dict(values).items()}


def _value_data(value: object) -> object:
    """A value of an error as JSON: a card, suit, seat or meld by its code (the renderer words
    them), text and numbers as they are, anything else as text."""
    if isinstance(value, Card):
        return {"card": str(value)}
    if isinstance(value, Suit):
        return {"suit": value.value}
    if isinstance(value, Seat):
        return {"seat": int(value)}
    if isinstance(value, MeldKind):
        return {"meld": value.value}
    if value is None or isinstance(value, (str, int, float)):
        return value
    return str(value)


def _value_of(data: object) -> object:
    if isinstance(data, dict):
        if "card" in data:
            return Card.parse(str(data["card"]))
        if "suit" in data:
            return Suit(data["suit"])
        if "seat" in data:
            return Seat(int(data["seat"]))
        return MeldKind(data["meld"])
    return data


# ------------------------------------------------------------------ the page
def scenarios_html(scenarios: list[Scenario]) -> str:
    """A teacher's scenarios as a list of links (``ul.pl-scenarios``), problems named; every
    name and problem escaped (:func:`pinochle_learn.render.markup.text_html`)."""
    items = []
    for s in scenarios:
        if s.problems:
            said = bad_scenario_html(s.line, text_html(s.name), "; ".join(s.problems))
            items.append(f'<li class="pl-scenario-bad">{said}</li>')
        else:
            items.append(
                f'<li><a class="pl-scenario" href="{text_html(s.link)}">'
                f"{text_html(s.name)}</a></li>"
            )
    if not items:
        return f'<p class="pl-scenarios-none">{text_html(scenario_page_note("none"))}</p>'
    return f'<ul class="pl-scenarios">{"".join(items)}</ul>'


def scenario_page_html(environ: dict[str, str] | None = None) -> str:
    """The Scenarios page's list: the file ``PINOCHLE_SCENARIOS`` names (``scenarios.txt``
    beside the page without it) as links, or one line saying it cannot be shown, with no path
    and no line of the file. Never raises."""
    env = os.environ if environ is None else environ
    path = Path(env.get(SCENARIOS_ENV) or "scenarios.txt")
    cache = Path(env[CACHE_ENV]) if env.get(CACHE_ENV) else None
    try:
        return scenarios_html(load_scenarios(path, cache))
    except ScenarioError as error:
        return problem_html(scenario_page_note("changed", error.line), "pl-scenarios-none")
    except (OSError, ValueError):
        return problem_html(scenario_page_note("unreadable"), "pl-scenarios-none")
