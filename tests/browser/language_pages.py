"""Every page of the course in every language (issue 23, point 6): open it at 420 px, play one
action where it has an explorer, and list what is wrong: English left on the page
(:mod:`english_left`), a wrong ``<html lang>``, a page wider than the window, a label or button
whose words its box cuts off.

Used by ``test_pages_speak_it_es.py`` and ``test_pages_speak_ro_fr.py`` (two files, so that
xdist's two workers share the four languages): each makes its test with
:func:`page_speaks_test` for its languages, run through the ``language_page`` fixture of
``conftest.py``: one browser page per language, reused for every lesson.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from english_left import english_on_page, fragments_for, teacher_names, without_names
from playwright.sync_api import Page, WebSocket

from pinochle_learn.cli import notebooks_dir

WIDTH = 420
"""The narrowest page the course promises to fit (a phone held upright)."""

PAGES = sorted(p.name for p in notebooks_dir().glob("*.ipynb") if p.name != "teacher.ipynb")
"""Every notebook the course serves (the teacher's page needs a class: left out)."""

SHOWN = ("index.ipynb", "01_meld.ipynb", "05_play_round.ipynb", "games.ipynb", "stock.ipynb")
"""The pages photographed in every language (``tests/browser/screenshots/lang-*-420.png``)."""

TEACHER_NAMES = teacher_names(notebooks_dir() / "scenarios.txt")
"""The scenario names of the teacher's file the Scenarios page shows: a teacher's words, kept as
written in every language, so not counted as English left on a page."""

READY = ".pl-course-nav.pl-course-foot, table.pl-course, .pl-scenarios, #games-melds"
"""On every page, something shown by its last cell (as in ``test_accessibility.py``)."""

ACTION_TIMEOUT_MS = 60_000

_VISIBLE_TEXT_JS = """() => {
    const parts = [];
    const labelled = document.querySelectorAll('[aria-label], [title], [alt], [placeholder]');
    for (const e of labelled) {
        if (!e.checkVisibility()) continue;
        for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
            const value = e.getAttribute(name);
            if (value) parts.push(value);
        }
    }
    for (const t of document.querySelectorAll('svg title')) parts.push(t.textContent);
    return {"the tab's title": document.title, "the page": document.body.innerText,
            "a label or tooltip": parts.join('\\n')};
}"""

# The button of the page's explorer: a card the rules let you play, else the first card or
# widget button in the page's order that is not a link, a switch or the self-check's controls
# (-1: a page with no explorer, such as the index).
_ACTION_JS = """() => {
    const buttons = [...document.querySelectorAll('button')];
    const usable = b => !b.disabled && b.checkVisibility();
    const skip = '.pl-link-make, .pl-q-new, .pl-q-check, .widget-toggle-button';
    const playable = buttons.findIndex(b => usable(b) && b.matches('.plc-card.plc-playable'));
    if (playable >= 0) return playable;
    return buttons.findIndex(b => usable(b) && b.matches('.plc-card, .widget-button')
                                  && !b.matches(skip));
}"""

# Resolves once the page has drawn two frames with no change to its DOM.
_QUIET_JS = """() => new Promise(done => {
    let changed = true;
    const watch = new MutationObserver(() => { changed = true; });
    watch.observe(document.body, {subtree: true, childList: true, attributes: true,
                                   characterData: true});
    const frame = () => {
        if (!changed) { watch.disconnect(); done(true); return; }
        changed = false;
        requestAnimationFrame(() => requestAnimationFrame(frame));
    };
    frame();
})"""

# The words a box cuts off (a button's label, a field's name: ipywidgets gives them a width and
# hides what does not fit, with an ellipsis): longer translations must still be read whole.
_CUT_WORDS_JS = """() => [...document.querySelectorAll(
        'button, label, .widget-label, .widget-label-basic, .widget-html-content')]
    .filter(e => e.checkVisibility() && e.innerText.trim()
                 && e.scrollWidth > e.clientWidth + 1
                 && ['hidden', 'clip'].includes(getComputedStyle(e).overflowX))
    .map(e => e.innerText.trim().replace(/\\s+/g, ' '))"""

_IDLE = re.compile(rb'"execution_state":\s*"idle"')


@dataclass
class LanguagePage:
    """A browser page at :data:`WIDTH` px that opens the course's pages in ``language``.

    ``kernel`` is the web socket of the kernel of the page open now (Voila's one connection):
    an action waits on it until the kernel is idle again.
    """

    page: Page
    language: str
    base_url: str
    kernel: list[WebSocket] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.page.on("websocket", self._connected)

    def _connected(self, socket: WebSocket) -> None:
        if "/channels" in socket.url:
            self.kernel[:] = [socket]

    def open(self, notebook: str) -> None:
        """Open ``notebook`` in the page's language and wait until its last cell is shown and
        Voila's loading line gone."""
        self.kernel.clear()
        url = f"{self.base_url}voila/render/{notebook}?lang={self.language}"
        self.page.goto(url, wait_until="commit")
        self.page.locator(READY).last.wait_for(state="attached")
        self.page.wait_for_function("() => !document.querySelector('#loading')")
        self.page.evaluate(_QUIET_JS)

    def play_one_action(self) -> str | None:
        """Click the explorer's first button (:data:`_ACTION_JS`), wait until the kernel has
        answered (idle again) and the page has redrawn; the button's text, or None on a page
        with no explorer."""
        index = self.page.evaluate(_ACTION_JS)
        if index < 0:
            return None
        button = self.page.locator("button").nth(index)
        label = button.inner_text().strip() or (button.get_attribute("data-card") or "")
        socket = self.kernel[0]
        with socket.expect_event("framereceived", predicate=_is_idle, timeout=ACTION_TIMEOUT_MS):
            button.click()
        self.page.evaluate(_QUIET_JS)
        return label

    def problems(self, notebook: str) -> list[str]:
        """What is wrong with the page on show: English fragments, ``<html lang>``, width."""
        found = []
        texts: dict[str, str] = self.page.evaluate(_VISIBLE_TEXT_JS)
        for where, text in texts.items():
            shown = without_names(text, TEACHER_NAMES)
            for fragment in english_on_page(fragments_for(self.language), shown):
                found.append(
                    f"{self.language} {notebook}: English in {where}: «{fragment.text}» "
                    f"({fragment.domain}: {fragment.msgid[:70]!r})"
                )
        lang = self.page.evaluate("() => document.documentElement.lang")
        if lang != self.language:
            found.append(f"{self.language} {notebook}: <html lang={lang!r}>")
        width = self.page.evaluate("() => document.documentElement.scrollWidth")
        if width > WIDTH + 1:
            found.append(f"{self.language} {notebook}: {width} px wide at {WIDTH} px")
        for words in self.page.evaluate(_CUT_WORDS_JS):
            found.append(f"{self.language} {notebook}: words cut off at {WIDTH} px: «{words}»")
        return found


def _is_idle(payload: str | bytes) -> bool:
    data = payload.encode() if isinstance(payload, str) else payload
    return _IDLE.search(data) is not None


def page_speaks_test(languages: Sequence[object]) -> Callable[..., None]:
    """The test of every page (:data:`PAGES`) in each of ``languages`` (codes, or
    ``pytest.param`` of a code): no English left, before and after one action in its explorer,
    ``<html lang>`` right, no page wider than :data:`WIDTH`. A test module assigns it to a
    ``test_`` name; each call makes a new function, so the two modules' marks stay apart."""

    @pytest.mark.parametrize("language", languages, scope="module")
    @pytest.mark.parametrize("notebook", PAGES)
    def test_the_page_speaks_the_language(
        language_page: LanguagePage, notebook: str, screenshot: Callable[[object, str], Path]
    ) -> None:
        language_page.open(notebook)
        problems = language_page.problems(notebook)
        played = language_page.play_one_action()
        if played is not None:
            after = language_page.problems(notebook)
            problems += [f"{p} (after clicking {played!r})" for p in after if p not in problems]
        if notebook in SHOWN:
            screenshot(language_page.page, f"lang-{language_page.language}-{notebook[:-6]}-420")
        assert not problems, "\n".join(problems)

    return test_the_page_speaks_the_language
