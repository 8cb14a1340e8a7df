"""The Cards lesson in a real browser: each worked example's drawing sits under its own heading
(issue 22: Example 3's trick was drawn under Example 4's heading, both tricks after it)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page

pytestmark = pytest.mark.browser

# Headings and the tricks' winning cards (``id="<name>-winner"``), in the order of the page.
_ORDER_JS = """() => [...document.querySelectorAll('h3, [id$="-winner"]')]
    .filter(e => e.tagName !== 'H3' || e.textContent.startsWith('Example'))
    .map(e => e.tagName === 'H3' ? e.textContent.split(':')[0].trim() : e.id)"""


def test_each_example_trick_is_drawn_under_its_own_heading(
    lesson_page: Callable[[str, str], Page],
) -> None:
    page = lesson_page("cards.ipynb", "#identical-winner")
    assert page.evaluate(_ORDER_JS) == [
        "Example 1",
        "ten-over-king-winner",
        "Example 2",
        "ace-over-ten-winner",
        "Example 3",
        "trump-wins-winner",
        "Example 4",
        "identical-winner",
    ]
