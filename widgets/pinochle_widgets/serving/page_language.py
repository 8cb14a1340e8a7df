"""The language of a lesson page (issue 23, point 4): chosen per request, the lesson's prose and
Voila's own words on the page in it.

A page's language is, in order: the link's ``?lang=`` (``en``, ``it``, ``es``, ``ro``, ``fr``,
or a tag such as ``it-IT``); else the first language of the browser's ``Accept-Language`` the
lessons speak; else English. An unknown ``?lang=xx`` opens the page in English with a
one-line notice naming the value (:func:`resolve`).

Three pieces serve it, in both ways the lessons are served:

- the language of the page's kernel. Voila hands the lesson's kernel the link's query string
  (``QUERY_STRING``) and, as :data:`KERNEL_HEADERS` asks (``VoilaConfiguration.http_header_envs``),
  the browser's ``Accept-Language`` (``HTTP_ACCEPT_LANGUAGE``); the kernel
  (``pinochle_widgets.course.lesson.page_language``) reads the first ``lang`` of the query
  string, else that header, else English: the rule of :func:`resolve`. With
  ``pinochle-learn serve``, :class:`~pinochle_widgets.serving.classroom.LessonHandler` also
  resolves the language once per request (:func:`request_language`) and keeps it on the
  handler (``page_language``) for the hook and its busy and full pages.
- :func:`prelaunch_hook` (``VoilaConfiguration.prelaunch_hook``, called by Voila with the
  notebook before the kernel starts) translates every markdown cell from the ``lessons``
  catalogue (:func:`pinochle_learn.render.lesson_prose.translate_markdown`) and puts the page's
  words in the notebook's metadata (``pinochle_page``, :func:`page_words`). ``voila_app`` sets
  it and :data:`KERNEL_HEADERS` on its own Voila; a Jupyter server gets both from the
  configuration folder the package ships (``lesson_page.CONFIG_ROOT``, in
  ``JUPYTER_CONFIG_PATH``: deploy/jupyterhub/lessons_config.py, binder/start).
- The ``pinochle`` template (``voila_templates/voila/templates/pinochle/index.html.j2``) reads
  that metadata: ``<html lang>``, the tab's title, the loading text, the cell-error banner,
  the kernel-gone box and the notice.

This module imports no Jupyter package: the hook receives Voila's handler and notebook as they
are (duck-typed).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, MutableMapping
from dataclasses import dataclass
from typing import Any

from pinochle_learn.render.i18n import (
    SOURCE_LANGUAGE,
    UnknownLanguage,
    _,  # noqa: PLC2701 (gettext's name, the one babel.cfg extracts)
    accepted_language,
    language_code,
    speaking,
)
from pinochle_learn.render.lesson_prose import translate_markdown

__all__ = [
    "KERNEL_HEADERS",
    "METADATA_KEY",
    "QUERY_KEY",
    "PageLanguage",
    "accepted_language",
    "page_words",
    "prelaunch_hook",
    "request_language",
    "resolve",
]

QUERY_KEY = "lang"
"""The query parameter naming a page's language (``?lang=it``)."""
METADATA_KEY = "pinochle_page"
"""The notebook metadata key holding the page's language and words for the template."""
KERNEL_HEADERS = ("Accept-Language",)
"""The request headers Voila hands a lesson's kernel (``VoilaConfiguration.http_header_envs``;
the kernel reads ``HTTP_ACCEPT_LANGUAGE``, ``pinochle_widgets.course.lesson.page_language``)."""
_SHOWN_VALUE_CHARS = 24  # an unknown ?lang= value is named up to this length


@dataclass(frozen=True)
class PageLanguage:
    """A page's language ``lang`` (one of ``LANGUAGES``) and, when the link asked for a
    language the lessons lack, the value it gave (``unknown``, else ``""``)."""

    lang: str
    unknown: str = ""


def resolve(asked: str | None, accept_language: str | None = None) -> PageLanguage:
    """The page's language from the link's ``?lang=`` value ``asked`` (``None``: absent) and the
    browser's ``Accept-Language`` header.

    >>> resolve("it"), resolve(None, "es-ES,es;q=0.9")
    (PageLanguage(lang='it', unknown=''), PageLanguage(lang='es', unknown=''))
    >>> resolve("xx", "it")
    PageLanguage(lang='en', unknown='xx')
    >>> resolve(None, "de")
    PageLanguage(lang='en', unknown='')
    """
    if asked is not None and asked.strip():
        try:
            return PageLanguage(language_code(asked))
        except UnknownLanguage:
            value = asked.strip()
            if len(value) > _SHOWN_VALUE_CHARS:
                value = value[:_SHOWN_VALUE_CHARS] + "…"
            return PageLanguage(SOURCE_LANGUAGE, value)
    return PageLanguage(accepted_language(accept_language) or SOURCE_LANGUAGE)


def request_language(handler: Any) -> PageLanguage:
    """The language of the page a Tornado ``handler`` serves: what :class:`LessonHandler`
    resolved (``handler.page_language``), else resolved from its request now."""
    chosen = getattr(handler, "page_language", None)
    if isinstance(chosen, PageLanguage):
        return chosen
    request = handler.request
    values = request.query_arguments.get(QUERY_KEY) or [None]
    asked = values[0].decode("utf-8", "replace") if isinstance(values[0], bytes) else values[0]
    return resolve(asked, request.headers.get("Accept-Language"))


def page_words(page: PageLanguage, title: str) -> dict[str, str]:
    """The page's words for the template, in ``page.lang``: ``lang``; ``running``, the loading
    title naming the lesson's ``title`` (its first heading; ``""``: none); ``executing``, whose
    ``{index}``/``{count}`` the page's script fills; ``cell_error``, ``cell_timeout``, ``gone``,
    ``reload``; ``notice`` (``""`` unless the link named an unknown language). Plain text: the
    template escapes it."""
    with speaking(page.lang):
        words = {
            "lang": page.lang,
            "running": _("Opening the lesson {title}…").format(title=title)
            if title
            else _("Opening the lesson…"),
            "executing": _("Preparing part {index} of {count}…"),
            "cell_error": _(
                "Part of this lesson could not be shown. Reload the page; if it happens "
                "again, tell your teacher."
            ),
            "cell_timeout": _(
                "The server was too busy to finish this lesson in time. Reload the page in "
                "a minute."
            ),
            "gone": _("The lesson stopped on the server. Reload the page to start again."),
            "reload": _("Reload the page"),
            "notice": "",
        }
        if page.unknown:
            words["notice"] = _(
                "There is no language “{value}” here: this page is in English."
            ).format(value=page.unknown)
    return words


def _title(notebook: Mapping[str, Any]) -> str:
    """The lesson's title: the text of its first ``# `` heading, without markdown marks."""
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") != "markdown":
            continue
        source = cell.get("source", "")
        for line in (source if isinstance(source, str) else "".join(source)).splitlines():
            if line.startswith("# "):
                text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", line[2:])  # [words](link)
                return re.sub(r"[*_`]", "", text).strip()
    return ""


def prelaunch_hook(handler: Any, notebook: MutableMapping[str, Any], cwd: str) -> None:
    """Voila's ``VoilaConfiguration.prelaunch_hook``: the notebook of this request, before its
    kernel starts, with its markdown cells in the page's language and the page's words in
    ``notebook["metadata"]["pinochle_page"]`` (see :func:`page_words`). Changes ``notebook`` in
    place (Voila reads it from disk for each request)."""
    page = request_language(handler)
    with speaking(page.lang):
        for cell in notebook.get("cells", []):
            if cell.get("cell_type") == "markdown":
                source = cell.get("source", "")
                text = source if isinstance(source, str) else "".join(source)
                cell["source"] = translate_markdown(text)
    metadata = notebook.setdefault("metadata", {})
    heading = _title(notebook)
    metadata[METADATA_KEY] = page_words(page, heading)
    title = tab_title(page, metadata.get("title"), heading)
    if title:
        metadata["title"] = title


def tab_title(page: PageLanguage, english: object, heading: str) -> str | None:
    """The browser tab's title (``<title>``, from ``metadata["title"]``) in ``page.lang``: the
    lesson's title ``english`` translated (the course's titles are marked ``N_`` in
    ``pinochle_widgets.course.course``), else the page's translated first ``heading``, else
    ``english`` as it is; ``None`` on an English page or with no ``english`` title (unchanged)."""
    if not isinstance(english, str) or not english or page.lang == SOURCE_LANGUAGE:
        return None
    with speaking(page.lang):
        translated = _(english)
    return translated if translated != english else heading or english
