"""The one stylesheet (``pinochle.css``, shipped in this package) and its colours.

Every class the rendered HTML and the widgets use is styled in ``pinochle.css`` and nowhere
else: rendered fragments carry classes, not ``<style>`` blocks or colours. A page loads the
sheet once (the widget kit's ``stylesheet()``); a standalone ``_repr_html_`` puts it in front
of its fragment (:func:`standalone`). What CSS cannot reach (the fills of a card's SVG, a
plot's bars, an ipywidgets style trait) takes its colour from the sheet's custom properties
(``--pl-card-red: #c0392b;``) through :func:`colour`.

Examples
--------
>>> colour("error")
'#9b1c1c'
>>> standalone('<p class="pl-muted">x</p>').startswith("<style>")
True
"""

from __future__ import annotations

import re
from pathlib import Path

__all__ = ["CSS_PATH", "PALETTE", "STYLESHEET", "colour", "standalone", "style_tag"]

CSS_PATH = Path(__file__).with_name("pinochle.css")
"""Where the stylesheet lies (package data: it travels in the wheel)."""

STYLESHEET = CSS_PATH.read_text(encoding="utf-8")
"""The stylesheet's text."""

PALETTE: dict[str, str] = dict(re.findall(r"--pl-([a-z-]+):\s*(#[0-9a-fA-F]{3,8})\s*;", STYLESHEET))
"""The colours the sheet defines, by name without ``--pl-`` (``"error"``, ``"card-red"``)."""


def colour(name: str) -> str:
    """The colour ``--pl-<name>`` of the stylesheet, as ``#rrggbb``.

    Raises
    ------
    ValueError
        The stylesheet defines no such colour.
    """
    try:
        return PALETTE[name]
    except KeyError:
        known = ", ".join(sorted(PALETTE))
        raise ValueError(f"no colour {name!r} in pinochle.css (known: {known})") from None


def style_tag() -> str:
    """The stylesheet as one ``<style>`` element."""
    return f"<style>{STYLESHEET}</style>"


def standalone(fragment: str) -> str:
    """``fragment`` with the stylesheet in front: for output shown on its own (``_repr_html_``),
    where no widget has loaded the sheet on the page."""
    return style_tag() + fragment
