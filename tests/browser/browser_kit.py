"""Helpers for the browser tests (imported by their conftest and by tests, as
``tests/serving/serving_kit.py`` is for the serving tests)."""

from __future__ import annotations

_SETTLED_JS = """() => new Promise(done =>
    requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"""


def settle(page: object, size: dict[str, int]) -> None:
    """Set the viewport to ``size`` and wait until the page has it and has laid itself out
    anew (two animation frames drawn at the new size), instead of a fixed wait."""
    from playwright.sync_api import Page

    assert isinstance(page, Page)
    page.set_viewport_size({"width": size["width"], "height": size["height"]})
    page.wait_for_function(
        "([w, h]) => window.innerWidth === w && window.innerHeight === h",
        arg=[size["width"], size["height"]],
    )
    page.evaluate(_SETTLED_JS)
