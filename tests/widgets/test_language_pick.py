"""The page's language (issue 23, point 4, kernel side): ``?lang=`` read by the one link reader
(bounded, never raising; an unknown value opens English with a one-line notice naming it), set
once as the process's language by the lesson kit, and the language switch every page shows (the
same page and query, ``lang`` changed; the course's links keep ``lang`` and the class code)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html import unescape

import ipywidgets as widgets
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_learn.render import i18n
from pinochle_learn.render.i18n import LANGUAGES, SOURCE_LANGUAGE, language_code
from pinochle_widgets import lesson as kit
from pinochle_widgets.sessions.links import MAX_FIELDS, read_language, with_language
from tests.examples_budget import examples
from tests.pseudo_catalogue import use_pseudo_language


@pytest.fixture
def pseudo_language(monkeypatch: pytest.MonkeyPatch) -> str:
    """ "it" reads as the bracketing pseudo-language, every other code as English."""
    use_pseudo_language(monkeypatch, {"it"})
    return "it"


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """A page sets the process's language: the next test starts in English again."""
    yield
    i18n.set_process_language(SOURCE_LANGUAGE)


def _page(monkeypatch: pytest.MonkeyPatch, query: str, show) -> str:  # type: ignore[no-untyped-def]
    """The HTML the kit displays for ``show()`` under the link ``?query``."""
    shown: list[object] = []
    monkeypatch.setenv("QUERY_STRING", query)
    monkeypatch.setattr(kit, "display", shown.append)
    show()
    return " ".join(
        child.value
        for box in shown
        if isinstance(box, widgets.VBox)
        for child in box.children
        if isinstance(child, widgets.HTML)
    )


def _switch(html: str) -> dict[str, str]:
    """Language code -> href of the page's language switch (unescaped)."""
    nav = re.search(r'<nav class="pl-language-switch".*?</nav>', html)
    assert nav is not None, html[:300]
    return {
        lang: unescape(href)
        for href, lang in re.findall(r'<a href="([^"]*)" hreflang="(\w+)"', nav.group(0))
    }


# ------------------------------------------------------------------ the link reader
@pytest.mark.parametrize(
    ("query", "code", "asked", "unknown"),
    [
        ("lang=it", "it", "it", False),
        ("?seed=3&lang=fr-CA&class=K7WQ3M", "fr", "fr-CA", False),
        ("lang=RO", "ro", "RO", False),
        ("lang=es_ES.UTF-8", "es", "es_ES.UTF-8", False),
        ("lang=", "en", "", False),
        ("seed=3", "en", "", False),
        ("lang=xx", "en", "xx", True),
        ("lang=%3Cscript%3E", "en", "<script>", True),
        ("lang=it&lang=xx", "it", "it", False),  # the first, as every field
        ("lang=%ZZ", "en", "%ZZ", True),
    ],
)
def test_read_language(query: str, code: str, asked: str, unknown: bool) -> None:
    choice = read_language(query, language_code, SOURCE_LANGUAGE)
    assert (choice.code, choice.asked, choice.unknown) == (code, asked, unknown)


@settings(max_examples=examples(200), deadline=None)
@given(st.one_of(st.text(max_size=80), st.none(), st.integers()))
def test_read_language_never_raises(query: object) -> None:
    choice = read_language(query, language_code, SOURCE_LANGUAGE)
    assert choice.code in LANGUAGES
    if choice.unknown:
        assert choice.code == SOURCE_LANGUAGE and choice.asked


def test_with_language_keeps_every_other_field_bounded() -> None:
    assert with_language("check=5&lang=es&seed=3&token=s%2F3", "ro") == (
        "?check=5&seed=3&token=s%2F3&lang=ro"
    )
    long = "&".join(f"f{n}=1" for n in range(400))
    link = with_language(long, "it")
    assert link.count("&") == MAX_FIELDS and link.endswith("&lang=it")


# ------------------------------------------------------------------ the lesson kit
def test_a_lesson_speaks_the_link_s_language_and_shows_the_switch(
    pseudo_language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    html = _page(monkeypatch, "seed=3&class=K7WQ3M&lang=it", lambda: kit.start("02_tricks.ipynb"))
    # the process speaks it now: every widget's callbacks, outside any speaking block
    assert i18n.current() == "it"
    assert i18n._("Step back") == "[[Step back]]"
    hrefs = _switch(html)
    assert list(hrefs) == list(LANGUAGES)
    assert hrefs["fr"] == "?seed=3&class=K7WQ3M&lang=fr"  # the same page, scenario and class
    assert hrefs["it"] == "?seed=3&class=K7WQ3M&lang=it"
    names = re.findall(r'lang="(\w+)"[^>]*>([^<]+)</a>', html.split("</nav>")[0])
    assert names == [
        ("en", "English"),
        ("it", "Italiano"),
        ("es", "Español"),
        ("ro", "Română"),
        ("fr", "Français"),
    ]
    assert re.findall(r'hreflang="(\w+)" lang="\w+" aria-current="page"', html) == ["it"]
    assert 'aria-label="[[Language]]"' in html  # the switch's label through the catalogue
    # previous / all lessons / next keep the language and the class code (not the seed)
    assert 'href="01_meld.ipynb?lang=it&amp;class=K7WQ3M"' in html
    assert 'href="index.ipynb?lang=it&amp;class=K7WQ3M"' in html
    assert 'id="language-notice"' not in html


def test_an_unknown_language_opens_english_with_one_line_naming_it(
    pseudo_language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    i18n.set_process_language("it")  # a kernel reused: the page still sets its own
    html = _page(monkeypatch, "lang=%3Cb%3Eklingon&seed=3", lambda: kit.start("cards.ipynb"))
    assert i18n.current() == "en"
    notice = re.findall(
        r'<div class="pl-message pl-error" id="language-notice"[^>]*>(.*?)</div>', html
    )
    assert notice == [
        "✗ The link asks for the language &#x27;&lt;b&gt;klingon&#x27;, which this course does "
        "not speak: the page is in English."
    ]
    assert re.findall(r'hreflang="(\w+)" lang="\w+" aria-current', html) == ["en"]
    assert _switch(html)["es"] == "?seed=3&lang=es"
    assert 'href="03_bidding.ipynb"' in html  # the course's links: no unknown lang carried


def test_without_lang_the_links_stay_as_they_were(monkeypatch: pytest.MonkeyPatch) -> None:
    html = _page(monkeypatch, "class=K7WQ3M", lambda: kit.start("02_tricks.ipynb"))
    assert i18n.current() == "en"
    assert 'href="01_meld.ipynb?class=K7WQ3M"' in html
    assert _switch(html)["ro"] == "?class=K7WQ3M&lang=ro"
    assert kit.course_query() == "class=K7WQ3M"


@pytest.mark.parametrize(
    ("query", "header", "code", "asked", "unknown"),
    [
        ("seed=3", "fr-FR,fr;q=0.9,en;q=0.8", "fr", "", False),  # the browser's, no lang
        ("lang=&seed=3", "de,ro;q=0.5", "ro", "", False),  # an empty lang: the browser's too
        ("lang=it", "fr", "it", "it", False),  # the link's lang beats the browser
        ("lang=xx", "fr", "en", "xx", True),  # an unknown lang: English, as the page's prose
        ("seed=3", "de-DE,ja", "en", "", False),  # none the course speaks
        ("seed=3", None, "en", "", False),  # no header (JupyterLab, a plain fetch)
    ],
)
def test_without_lang_the_kernel_speaks_the_browsers_language(
    monkeypatch: pytest.MonkeyPatch,
    query: str,
    header: str | None,
    code: str,
    asked: str,
    unknown: bool,
) -> None:
    """Voila as a Jupyter Server extension (JupyterHub, Binder) hands the kernel the link's
    query string and the browser's Accept-Language (http_header_envs): the kernel's language
    is the page's prose's (serving.page_language.resolve)."""
    monkeypatch.setenv("QUERY_STRING", query)
    if header is None:
        monkeypatch.delenv(kit.BROWSER_LANGUAGE_ENV, raising=False)
    else:
        monkeypatch.setenv(kit.BROWSER_LANGUAGE_ENV, header)
    choice = kit.page_language()
    assert (choice.code, choice.asked, choice.unknown) == (code, asked, unknown)
    assert i18n.current() == code
    # the course's links carry only a lang the link gave: the next page asks the browser again
    assert kit.course_query() == (f"lang={code}" if asked and not unknown else "")


@pytest.mark.parametrize(
    ("page", "show"),
    [
        ("index", lambda: kit.course()),
        ("scenarios", lambda: kit.scenario_page()),
        ("games", lambda: kit.language_bar()),
    ],
)
def test_every_page_has_the_switch_and_speaks_its_language(
    pseudo_language: str, monkeypatch: pytest.MonkeyPatch, page: str, show
) -> None:  # type: ignore[no-untyped-def]
    html = _page(monkeypatch, "lang=it&class=K7WQ3M", show)
    assert i18n.current() == "it"
    assert _switch(html)["en"] == "?class=K7WQ3M&lang=en"
    if page == "index":  # the index's lesson links keep the language and the class code
        assert html.count("?lang=it&amp;class=K7WQ3M") == 13


def test_the_course_s_links_and_titles_speak_the_page_s_language(
    pseudo_language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The index's table and the previous / next links: titles, summaries and labels through
    the catalogue (the course map marks them, render/course_nav.py translates them)."""
    html = _page(monkeypatch, "lang=it", lambda: (kit.start("passing.ipynb"), kit.course()))
    assert "<th>[[lesson]]</th><th>[[what you learn and do]]</th>" in html
    assert ">[[Cards, ranks and counters]]</a>" in html
    assert "<td>[[the bid winner names trump; four cards to the bid winner" in html
    assert ">← 2. [[The deal and the auction]]</a>" in html
    assert ">[[All lessons]]</a>" in html and 'aria-label="[[Course]]"' in html
    assert ">4. [[Meld]] →</a>" in html


def test_class_new_lists_the_lessons_in_the_command_s_language(
    pseudo_language: str, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from pinochle_widgets.course import class_command

    monkeypatch.setattr("sys.argv", ["class_command", "class", "new", "T", "--lang", "it"])
    lessons = class_command._lessons_in_the_command_s_language()
    assert lessons[0] == ("cards.ipynb", "1. [[Cards, ranks and counters]]")
    monkeypatch.setattr("sys.argv", ["class_command", "class", "new", "T", "--lang", "xx"])
    assert (
        class_command._lessons_in_the_command_s_language()[0][1] == "1. Cards, ranks and counters"
    )
