"""The language switch every page shows, and the notice of a link's unknown language.

The switch lists the five languages in their own names (:data:`~.i18n.NATIVE_NAMES`: the
same on every page, whatever its language, so a learner finds their own), each a link to the
same page with the same query string but ``lang`` changed (the caller makes the links:
:func:`pinochle_widgets.sessions.links.with_language`); the page's own language is marked
``aria-current="page"``. The switch's label and the notice are words of the catalogue.

Examples
--------
>>> hrefs = {"en": "?seed=3&lang=en", "it": "?seed=3&lang=it", "es": "?lang=es",
...          "ro": "?lang=ro", "fr": "?lang=fr"}
>>> html = language_switch_html(hrefs, "it")
>>> '<a href="?seed=3&amp;lang=it" hreflang="it" lang="it" aria-current="page"' in html
True
>>> html.count("<a "), 'aria-label="Language"' in html
(5, True)
>>> unknown_language_text("xx")
"The link asks for the language 'xx', which this course does not speak: the page is in \
English."
"""

from __future__ import annotations

from collections.abc import Mapping

from pinochle_learn.errors import shown

from .i18n import LANGUAGES, NATIVE_NAMES, _
from .markup import message_html, text_html

__all__ = ["language_switch_html", "unknown_language_html", "unknown_language_text"]

# Layout in the fragment (the stylesheet is other modules' to edit): a row of names that
# wraps at 420 px, at the right of the page, the current one in bold and not underlined.
_NAV_STYLE = "display:flex; flex-wrap:wrap; justify-content:flex-end; gap:.2em 1em; margin:.2em 0;"
_LINK_STYLE = "color:var(--pl-link); text-decoration:underline;"
_CURRENT_STYLE = "color:var(--pl-ink); font-weight:700; text-decoration:none;"


def language_switch_html(hrefs: Mapping[str, str], current: str) -> str:
    """The switch (``nav.pl-language-switch``): one link per language of :data:`LANGUAGES`
    with an entry in ``hrefs``, in that order, named in its own language (``lang`` and
    ``hreflang`` set, so a screen reader reads "Română" as Romanian).

    Parameters
    ----------
    hrefs
        Language code to the link's target (already a URL; escaped here).
    current
        The page's language: its link carries ``aria-current="page"``.

    Returns
    -------
    str
        The ``<nav>`` element, labelled "Language" in the page's language.
    """
    links = []
    for code in LANGUAGES:
        if code not in hrefs:
            continue
        mark = ' aria-current="page"' if code == current else ""
        style = _CURRENT_STYLE if code == current else _LINK_STYLE
        links.append(
            f'<a href="{text_html(hrefs[code])}" hreflang="{code}" lang="{code}"{mark} '
            f'style="{style}" data-lang="{code}">{text_html(NATIVE_NAMES[code])}</a>'
        )
    label = text_html(_("Language"))
    return (
        f'<nav class="pl-language-switch" aria-label="{label}" style="{_NAV_STYLE}">'
        f"{''.join(links)}</nav>"
    )


def unknown_language_text(value: str) -> str:
    """The one line a page shows when its link's ``lang`` names no language it speaks
    (``value`` shown clipped, as written)."""
    return _(
        "The link asks for the language {value}, which this course does not speak: the page "
        "is in English."
    ).format(value=shown(value))


def unknown_language_html(value: str) -> str:
    """:func:`unknown_language_text` as the page's message line (``#language-notice``)."""
    return message_html(unknown_language_text(value), "error", element_id="language-notice")
