"""Every page of the course in Romanian and French: no English left, before and after one
action in its explorer, ``<html lang>`` right, no page wider than 420 px (issue 23, point 6).
Italian and Spanish: ``test_pages_speak_it_es.py`` (the other xdist worker)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from language_pages import PAGES, SHOWN, LanguagePage

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("language", ["ro", "fr"], scope="module")
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
