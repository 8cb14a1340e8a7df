"""Lesson links: one safe reader of a page's query string, for every lesson that takes one.

A teacher shares ``01_meld.ipynb?hand=H14+H10+KH&trump=H``; the page's kernel sees the query
string in ``os.environ["QUERY_STRING"]`` (VOILA.md rule 6). Anyone can type any link, so the
query is untrusted text: :func:`parse_link` never raises, bounds how much it reads (number of
fields, length of the query and of each value) and returns the values it kept with the problems
it met, each naming the bad field or value. :func:`read_link` then runs each kept value through
the engine's reader for it and names what the reader refused. A lesson words
them with render (``scenario_text.problems_sentence``) on its widget's message line and opens
with the good values only.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote, unquote_plus, urlencode

from pinochle_learn.errors import shown

__all__ = [
    "LANGUAGE_FIELD",
    "MAX_FIELDS",
    "MAX_QUERY",
    "MAX_VALUE",
    "PAGE_FIELDS",
    "TOKEN_ENV",
    "LinkFields",
    "LinkProblem",
    "PageLanguage",
    "page_link",
    "parse_link",
    "read_language",
    "read_link",
    "with_language",
]

LANGUAGE_FIELD = "lang"
"""The field naming the page's language (``?lang=it``), read by :func:`read_language`."""
PAGE_FIELDS = frozenset({"token", "class", LANGUAGE_FIELD})
"""Fields every page may carry that a lesson's own readers leave alone: the server's ``token``,
the ``class`` code a teacher's link adds (read by the class recorder,
:mod:`pinochle_widgets.sessions.class_session`, which names a bad one in its own line) and the
page's language ``lang`` (:func:`read_language`, which names a bad one)."""
MAX_FIELDS = 20
"""Fields read from a query; the rest are named as ignored."""
MAX_QUERY = 4000
"""Characters of a query read; the rest are named as ignored."""
MAX_VALUE = 400
"""Characters of one value (after decoding): a longer value is refused and named."""


@dataclass(frozen=True)
class LinkProblem:
    """One problem of a link, as a code and its values; render words it
    (``pinochle_learn.render.scenario_text.link_problem``) in the page's language.

    Attributes
    ----------
    code : str
        ``"query_long"`` (``count`` characters, ``limit`` read), ``"many_fields"`` (``count``
        fields, the first ``limit`` read), ``"unknown_field"`` (``field``, quoted),
        ``"value_long"`` (``field``'s value is ``count`` characters, more than ``limit``),
        ``"repeated"`` (``field`` given ``count`` times, the first, ``value`` quoted, used),
        ``"refused"`` (``field``'s reader refused it: ``error``, the reader's technical line,
        and ``failure``, the exception itself, which render words in the page's language).
    """

    code: str
    field: str = ""
    count: int = 0
    limit: int = 0
    value: str = ""
    error: str = ""
    failure: BaseException | None = dataclasses.field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class LinkFields:
    """What :func:`parse_link` kept from a query string.

    Attributes
    ----------
    values : dict of str to str
        The decoded value of each known field (the first one given, spaces stripped).
    problems : tuple of LinkProblem
        One per problem, naming the field or value (worded by
        ``pinochle_learn.render.scenario_text.link_problem``).
    """

    values: dict[str, str] = field(default_factory=dict)
    problems: tuple[LinkProblem, ...] = ()


def parse_link(
    query: object,
    keys: Collection[str],
    *,
    max_fields: int = MAX_FIELDS,
    max_query: int = MAX_QUERY,
    max_value: int = MAX_VALUE,
) -> LinkFields:
    """Split a query string (``"hand=H14+KH&trump=H"``) into the values of ``keys``. Never raises.

    Parameters
    ----------
    query
        The page's query string, with or without a leading ``?``; anything that is not a
        string (``None``) reads as an empty query.
    keys
        The field names the lesson reads. Other fields are named as unknown, except Voila's own
        (``voila-...``) and :data:`PAGE_FIELDS`, which are left alone.
    max_fields, max_query, max_value
        Bounds: fields read, characters of the query read, characters of one decoded value.

    Returns
    -------
    LinkFields
        Values of known keys (first occurrence) and the problems met, in query order.

    Examples
    --------
    >>> fields = parse_link("?hand=H14+KH&trump=h&trump=S&trmp=C", ["hand", "trump"])
    >>> fields.values
    {'hand': 'H14 KH', 'trump': 'h'}
    >>> [(p.code, p.field, p.count, p.value) for p in fields.problems]
    [('unknown_field', "'trmp'", 0, ''), ('repeated', 'trump', 2, "'h'")]
    >>> parse_link("&" * 50, ["hand"])
    LinkFields(values={}, problems=())
    >>> len(parse_link("a=1&" * 50, ["a"]).problems)
    2
    """
    if not isinstance(query, str):
        return LinkFields()
    problems: list[LinkProblem] = []
    text = query[1:] if query.startswith("?") else query
    if len(text) > max_query:
        problems.append(LinkProblem("query_long", count=len(text), limit=max_query))
        text = text[:max_query]
    fields = [part for part in text.split("&") if part.strip()]
    if len(fields) > max_fields:
        problems.append(LinkProblem("many_fields", count=len(fields), limit=max_fields))
        fields = fields[:max_fields]
    values: dict[str, str] = {}
    seen: dict[str, int] = {}
    for part in fields:
        raw_key, _, raw_value = part.partition("=")
        key = _decode(raw_key).strip()
        value = _decode(raw_value).strip()
        seen[key] = seen.get(key, 0) + 1
        if seen[key] > 1:
            continue
        if key not in keys:
            if not key.startswith("voila") and key not in PAGE_FIELDS:
                problems.append(LinkProblem("unknown_field", field=shown(key)))
        elif len(value) > max_value:
            problems.append(LinkProblem("value_long", field=key, count=len(value), limit=max_value))
        else:
            values[key] = value
    for key, count in seen.items():
        if count > 1 and key in values:
            problems.append(
                LinkProblem("repeated", field=key, count=count, value=shown(values[key]))
            )
    return LinkFields(values, tuple(problems))


def _decode(text: str) -> str:
    """``%xx`` and ``+`` decoded; bad escapes and bytes kept or replaced, never an error."""
    return unquote_plus(text, errors="replace")


def read_link(
    query: object,
    readers: Mapping[str, Callable[[str], Any]],
    **bounds: int,
) -> tuple[dict[str, Any], list[LinkProblem]]:
    """Parse ``query`` and read each known value with its reader. Never raises on bad input.

    Parameters
    ----------
    query
        The page's query string (see :func:`parse_link`).
    readers
        Field name to a function reading its text, e.g. ``{"trump": Suit.parse}``. A reader
        refuses a value by raising ``ValueError`` (every engine error is one); the refusal is
        named among the problems and the field is left out.
    bounds
        ``max_fields``, ``max_query`` or ``max_value`` for :func:`parse_link`.

    Returns
    -------
    (values, problems)
        The values the readers accepted, by field name, and the problems in query order.

    Examples
    --------
    >>> from pinochle_learn import Suit
    >>> read_link("trump=Z", {"trump": Suit.parse})
    ({}, [LinkProblem(code='refused', field='trump', count=0, limit=0, value='', \
error="invalid suit 'Z': use S, H, D, C or ♠ ♥ ♦ ♣")])
    """
    fields = parse_link(query, readers.keys(), **bounds)
    values: dict[str, Any] = {}
    problems = list(fields.problems)
    for key, text in fields.values.items():
        try:
            values[key] = readers[key](text)
        except (ValueError, TypeError) as error:
            problems.append(LinkProblem("refused", field=key, error=str(error), failure=error))
    return values, problems


@dataclass(frozen=True)
class PageLanguage:
    """The language a page's link asks for, as :func:`read_language` read it.

    Attributes
    ----------
    code : str
        The language the page speaks: the link's, or the default when the link names none or
        one the course does not speak.
    asked : str
        The ``lang`` value as the link gave it (decoded, spaces stripped; ``""`` without one).
    unknown : bool
        True when ``asked`` names no language the course speaks: the page says so in one line
        and opens in ``code`` (the default).
    """

    code: str
    asked: str = ""
    unknown: bool = False


def read_language(query: object, code_of: Callable[[str], str], default: str) -> PageLanguage:
    """The page's language from its query string's ``lang`` field. Never raises on bad input.

    Parameters
    ----------
    query
        The page's query string (see :func:`parse_link`; bounded the same way).
    code_of
        Reads a value into a language code, raising ``ValueError`` for one it does not know
        (the lesson kit passes :func:`pinochle_learn.render.i18n.language_code`: ``"it"``,
        ``"fr-CA"``, ``"IT"`` are read; this layer imports no renderer).
    default
        The language of a link without ``lang``, with an empty one, or with an unknown one.

    Returns
    -------
    PageLanguage
        The code, the value asked and whether it was unknown.

    Examples
    --------
    >>> def code_of(text):
    ...     if text.lower() not in {"en", "it"}:
    ...         raise ValueError(text)
    ...     return text.lower()
    >>> read_language("seed=3&lang=IT", code_of, "en")
    PageLanguage(code='it', asked='IT', unknown=False)
    >>> read_language("lang=xx&lang=it", code_of, "en")
    PageLanguage(code='en', asked='xx', unknown=True)
    >>> read_language(None, code_of, "en"), read_language("lang=", code_of, "en").unknown
    (PageLanguage(code='en', asked='', unknown=False), False)
    """
    asked = parse_link(query, {LANGUAGE_FIELD}).values.get(LANGUAGE_FIELD, "")
    if not asked:
        return PageLanguage(default)
    try:
        return PageLanguage(code_of(asked), asked)
    except (ValueError, TypeError):
        return PageLanguage(default, asked, unknown=True)


def with_language(query: object, code: str, *, max_query: int = MAX_QUERY) -> str:
    """``query`` (a page's query string, as given) with its ``lang`` fields replaced by one
    ``lang=code`` at the end, every other field kept as written and in order: the link of the
    language switch (the same page, scenario, class code and seed, in another language).

    Bounded as :func:`parse_link` (at most ``max_query`` characters and :data:`MAX_FIELDS`
    fields kept); never raises. The result starts with ``?``: a link to the same page.

    Examples
    --------
    >>> with_language("?seed=3&lang=en&class=K7WQ3M", "it")
    '?seed=3&class=K7WQ3M&lang=it'
    >>> with_language(None, "fr"), with_language("lang=es&LANG=x&&", "ro")
    ('?lang=fr', '?LANG=x&lang=ro')
    """
    text = query if isinstance(query, str) else ""
    text = (text[1:] if text.startswith("?") else text)[:max_query]
    kept = [
        part
        for part in text.split("&")
        if part.strip() and _decode(part.partition("=")[0]).strip() != LANGUAGE_FIELD
    ][:MAX_FIELDS]
    return "?" + "&".join([*kept, urlencode({LANGUAGE_FIELD: code})])


TOKEN_ENV = "PINOCHLE_CLASS_TOKEN"
"""The environment variable holding the class's token: ``pinochle-learn serve`` sets it for the
server, whose lesson kernels inherit it (the page's own query rarely holds the token: a
visitor opens ``/?token=...`` once and then moves with a cookie)."""

_HOST = re.compile(r"[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\]")


def page_link(relative: str, environ: Mapping[str, str]) -> str:
    """The full link a teacher pastes into a message: scheme, host, port, the lessons' folder,
    ``relative`` (``05_play_round.ipynb?seed=3``) and the class's ``token`` when it has one.

    Voila gives a page's kernel the request as CGI variables (VOILA.md rule 6):
    ``SERVER_NAME`` and ``SERVER_PORT`` (the host and port the visitor's browser used: the
    teacher's own address of the server), ``SCRIPT_NAME`` (the page's path, e.g.
    ``/voila/render/05_play_round.ipynb``, with any prefix such as JupyterHub's). The token is
    :data:`TOKEN_ENV`. The scheme is ``http``: ``pinochle-learn serve`` serves no TLS. Without
    ``SERVER_NAME`` (JupyterLab, a test) or with a host that is not a name or an address, the
    link stays ``relative``.

    Examples
    --------
    >>> env = {"SERVER_NAME": "room12", "SERVER_PORT": "8866",
    ...        "SCRIPT_NAME": "/voila/render/05_play_round.ipynb", TOKEN_ENV: "s3cr/t"}
    >>> page_link("05_play_round.ipynb?seed=3", env)
    'http://room12:8866/voila/render/05_play_round.ipynb?seed=3&token=s3cr%2Ft'
    >>> page_link("05_play_round.ipynb?seed=3", {})
    '05_play_round.ipynb?seed=3'
    """
    host = environ.get("SERVER_NAME", "")
    port = environ.get("SERVER_PORT", "")
    if not _HOST.fullmatch(host) or not (port == "" or (port.isdigit() and len(port) <= 5)):
        return relative
    script = environ.get("SCRIPT_NAME", "")
    folder = script.rsplit("/", 1)[0] + "/" if script.startswith("/") else "/"
    link = f"http://{host}{':' + port if port else ''}{quote(folder)}{relative}"
    token = environ.get(TOKEN_ENV, "")
    if token:
        link += ("&" if "?" in relative else "?") + urlencode({"token": token})
    return link
