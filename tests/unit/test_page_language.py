"""A lesson page's language (issue 23, point 4): chosen from the link or the browser, the
browser's header handed to the kernel, and the notebook translated before it runs."""

from __future__ import annotations

import gettext
from types import SimpleNamespace
from typing import Any

import nbformat
import pytest
from tornado.httputil import HTTPHeaders, HTTPServerRequest, RequestStartLine

from pinochle_learn.render import i18n
from pinochle_widgets.serving.classroom import LessonHandler, refusal_page
from pinochle_widgets.serving.page_language import (
    METADATA_KEY,
    PageLanguage,
    accepted_language,
    prelaunch_hook,
    resolve,
    tab_title,
)
from tests.pseudo_catalogue import use_pseudo_language


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7", "it"),
        ("de-DE,de;q=0.9,ro;q=0.5,fr;q=0.6", "fr"),  # by q, not by order
        ("en;q=0.2,es;q=0.2", "en"),  # same q: the first
        ("fr;q=0,es", "es"),  # q=0: not acceptable
        ("de,ja", None),
        ("", None),
    ],
)
def test_accept_language_picks_the_first_language_the_lessons_speak(
    header: str, expected: str | None
) -> None:
    assert accepted_language(header) == expected


def test_lang_beats_the_browser_and_an_unknown_lang_is_english_with_its_value() -> None:
    assert resolve("ro", "it") == PageLanguage("ro")
    assert resolve("FR-ca", None) == PageLanguage("fr")
    assert resolve("", "es") == PageLanguage("es")
    assert resolve("xx", "it") == PageLanguage("en", "xx")
    assert resolve("x" * 40, None) == PageLanguage("en", "x" * 24 + "…")


def _handler(uri: str, accept: str | None = None) -> Any:
    headers = HTTPHeaders({"Host": "127.0.0.1:8866"})
    if accept:
        headers["Accept-Language"] = accept
    request = HTTPServerRequest(
        start_line=RequestStartLine("GET", uri, "HTTP/1.1"), headers=headers
    )
    return SimpleNamespace(request=request)


@pytest.mark.parametrize(
    ("uri", "accept", "lang", "unknown"),
    [
        ("/voila/render/01_meld.ipynb?trump=H", "it-IT,it", "it", ""),
        ("/voila/render/01_meld.ipynb?lang=xx&trump=H", "it", "en", "xx"),
        ("/voila/render/01_meld.ipynb?lang=fr", "it", "fr", ""),
        ("/voila/render/01_meld.ipynb?trump=H", None, "en", ""),
    ],
)
def test_the_handler_resolves_the_language_and_leaves_the_link_as_it_was(
    uri: str, accept: str | None, lang: str, unknown: str
) -> None:
    handler = _handler(uri, accept)
    query = handler.request.query
    LessonHandler._choose_language(handler)
    assert handler.page_language == PageLanguage(lang, unknown)
    # Voila hands str(request.query) to the kernel as QUERY_STRING (voila/handler.py): the
    # link's own; the browser's language reaches the kernel as HTTP_ACCEPT_LANGUAGE.
    assert handler.request.query == query
    assert handler.request.uri == uri


@pytest.fixture
def pseudo_language(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Every catalogue but English's brackets its words; the (language, domain) pairs asked
    are recorded."""
    asked: list[tuple[str, str]] = []
    use_pseudo_language(monkeypatch, english=True, asked=asked)
    return asked


def test_the_hook_translates_markdown_cells_only_and_gives_the_page_its_words(
    pseudo_language: list[tuple[str, str]],
) -> None:
    notebook = nbformat.v4.new_notebook(
        cells=[
            nbformat.v4.new_markdown_cell("# Meld\n\nTrump *first*."),
            nbformat.v4.new_code_cell("show_meld()"),
        ]
    )
    prelaunch_hook(_handler("/voila/render/01_meld.ipynb?lang=ro"), notebook, "")
    assert notebook.cells[0].source == "# [[Meld]]\n\n[[Trump *first*.]]"
    assert notebook.cells[1].source == "show_meld()"
    words = notebook.metadata[METADATA_KEY]
    assert words["lang"] == "ro"
    assert words["running"] == "[[Opening the lesson [[Meld]]…]]"  # the translated heading
    assert words["executing"] == "[[Preparing part {index} of {count}…]]"
    assert words["notice"] == ""
    assert {lang for lang, _ in pseudo_language} == {"ro"}
    assert ("ro", i18n.LESSONS_DOMAIN) in pseudo_language


def test_the_hook_names_an_unknown_language_in_the_notice(
    pseudo_language: list[tuple[str, str]],
) -> None:
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("Trump.")])
    prelaunch_hook(_handler("/voila/render/x.ipynb?lang=xx"), notebook, "")
    words = notebook.metadata[METADATA_KEY]
    assert words["lang"] == "en"
    assert notebook.cells[0].source == "Trump."  # English: the source
    assert words["notice"] == "There is no language “xx” here: this page is in English."


def test_the_busy_and_full_pages_speak_the_pages_language(
    pseudo_language: list[tuple[str, str]],
) -> None:
    busy, _ = refusal_page("busy", lang="ro")
    full, _ = refusal_page("full", 3, lang="ro")
    assert '<html lang="ro">' in busy
    assert "<h1>[[The class is busy: your lesson opens in a moment]]</h1>" in busy
    assert "[[This page tries again by itself in 5 seconds.]]" in busy  # {n} filled after
    assert "[[3 lessons are open on this server, as many as it can hold." in full
    assert "[[This page tries again by itself in 20 seconds.]]" in full
    assert '<html lang="en">' in refusal_page("busy")[0]


def test_the_hook_translates_the_tab_title(pseudo_language: list[tuple[str, str]]) -> None:
    """The browser tab shows ``metadata.title`` (nbconvert's ``<title>``): in the page's
    language, as the lesson's title through ``_()``; an English page keeps it."""
    cells = [nbformat.v4.new_markdown_cell("# 4. Meld\n\nTrump.")]
    notebook = nbformat.v4.new_notebook(cells=cells, metadata={"title": "Meld"})
    prelaunch_hook(_handler("/voila/render/01_meld.ipynb?lang=ro"), notebook, "")
    assert notebook.metadata["title"] == "[[Meld]]"
    english = nbformat.v4.new_notebook(cells=cells, metadata={"title": "Meld"})
    prelaunch_hook(_handler("/voila/render/01_meld.ipynb?lang=en"), english, "")
    assert english.metadata["title"] == "Meld"


def test_a_title_the_catalogue_lacks_becomes_the_translated_heading(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No entry for the title (a page outside the course): the translated first heading."""
    monkeypatch.setattr(i18n, "catalogue", lambda *_a, **_k: gettext.NullTranslations())
    page = PageLanguage("ro")
    assert tab_title(page, "pinochle-learn: your class", "Clasa ta") == "Clasa ta"
    assert tab_title(page, "pinochle-learn: your class", "") == "pinochle-learn: your class"
    assert tab_title(PageLanguage("en"), "Meld", "Meld") is None
    assert tab_title(page, None, "Clasa ta") is None
