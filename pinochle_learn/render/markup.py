"""The one way text becomes HTML: every message, refusal and name shown on a page passes here.

Text that comes from a link, a file or a learner (a query value, a field's name, a scenario's
title, a hand typed in a box) is untrusted: put into a page's HTML as it is, ``<img src=x
onerror=...>`` runs script in the learner's browser. Every renderer and widget that puts text
into HTML calls :func:`text_html` (or a line made here: :func:`message_html`,
:func:`problem_html`); no other module escapes by itself (``tests/unit/test_one_escape.py``
fails on an ``html.escape`` imported anywhere else), so there is one place to read and to test.

Examples
--------
>>> text_html('<img src=x onerror="alert(1)">')
'&lt;img src=x onerror=&quot;alert(1)&quot;&gt;'
>>> problem_html("unknown field '<b>'", "pl-link-problems")
'<p class="pl-link-problems pl-problem" role="alert">unknown field &#x27;&lt;b&gt;&#x27;</p>'
"""

from __future__ import annotations

import html
from collections.abc import Sequence

__all__ = ["NBSP", "Aside", "list_items", "message_html", "problem_html", "text_html", "words_html"]

NBSP = "\u00a0"
"""A no-break space: keeps a word and its number together (``widow\u00a03``) when a line wraps."""

_KINDS = {
    "info": ("status", ""),
    "done": ("status", "✓ "),
    "error": ("alert", "✗ "),
}


class Aside(str):
    """A line of a log said under the line before it, not as an item of its own (a strong
    computer move's reason under the move): :func:`list_items` nests it."""

    __slots__ = ()


def list_items(lines: Sequence[str]) -> str:
    """``lines`` as the ``<li>`` items of a list, each escaped; an :class:`Aside` goes inside
    the item before it (``<div class="pl-aside">``), unnumbered.

    Examples
    --------
    >>> list_items(["East plays Q♥.", Aside("Its only card."), "A & B"])
    '<li>East plays Q♥.<div class="pl-aside">Its only card.</div></li><li>A &amp; B</li>'
    """
    items: list[str] = []
    for line in lines:
        if isinstance(line, Aside) and items:
            items[-1] += f'<div class="pl-aside">{text_html(line)}</div>'
        else:
            items.append(text_html(line))
    return "".join(f"<li>{item}</li>" for item in items)


def text_html(text: object) -> str:
    """``text`` (any value: its ``str``) as HTML text: ``& < > " '`` escaped, so it is shown as
    written and can sit in an element or a quoted attribute value alike.

    Examples
    --------
    >>> text_html("Q♠ & <K♠>"), text_html(250)
    ('Q♠ &amp; &lt;K♠&gt;', '250')
    """
    return html.escape(str(text), quote=True)


def words_html(text: str) -> str:
    """A template of words from the catalogues (:mod:`.i18n`), to be filled with markup by
    :meth:`str.format`: ``& < >`` escaped, quotes kept (an apostrophe reads as typed). Only
    for text between tags, never an attribute value; the values filled in are escaped by
    :func:`text_html` or are markup made here.

    Examples
    --------
    >>> words_html("{name}'s cards & <b>"), words_html("{card} may be played")
    ("{name}'s cards &amp; &lt;b&gt;", '{card} may be played')
    """
    return html.escape(text, quote=False)


def words_attribute(text: str) -> str:
    """Our own words for a double-quoted attribute: as :func:`words_html`, and ``"`` escaped
    (an apostrophe reads as typed).

    >>> print(words_attribute('the "bid" of {name}' + "'s side"))
    the &quot;bid&quot; of {name}'s side
    """
    return html.escape(text, quote=False).replace('"', "&quot;")


def message_html(text: str, kind: str = "info", *, element_id: str | None = None) -> str:
    """A widget's message line: ``kind`` is ``"info"``, ``"done"`` or ``"error"``.

    Parameters
    ----------
    text
        Plain text (escaped here); empty for an empty line that keeps its height.
    kind
        Decides the colour (class ``pl-info``, ``pl-done``, ``pl-error``), the sign (``✓``
        done, ``✗`` error) and the ARIA role (``status``, or ``alert`` for an error).
    element_id
        An ``id`` for tests to find this line (e.g. ``"round-message"``).

    Raises
    ------
    ValueError
        ``kind`` is none of the three.

    Examples
    --------
    >>> message_html("Bid 250 refused", "error")
    '<div class="pl-message pl-error" role="alert">✗ Bid 250 refused</div>'
    >>> message_html("", element_id="m")
    '<div class="pl-message pl-info" id="m" role="status"></div>'
    >>> message_html("hand: invalid card '<img'", "error")
    '<div class="pl-message pl-error" role="alert">✗ hand: invalid card &#x27;&lt;img&#x27;</div>'
    """
    if kind not in _KINDS:
        raise ValueError(f"message kind must be info, done or error, not {kind!r}")
    role, sign = _KINDS[kind]
    ident = f' id="{text_html(element_id)}"' if element_id else ""
    body = f"{sign}{text_html(text)}" if text else ""
    return f'<div class="pl-message pl-{kind}"{ident} role="{role}">{body}</div>'


def problem_html(text: str, css_class: str) -> str:
    """A problem named in a paragraph of its own (``<p class="CSS_CLASS pl-problem">``, an
    ARIA alert), e.g. what a lesson's link could not give; empty text gives ``""``.

    Parameters
    ----------
    text
        Plain text (escaped here).
    css_class
        The paragraph's own class (a hook for tests and the stylesheet), e.g.
        ``"pl-link-problems"``; one or more class names, never text from outside.
    """
    if not text:
        return ""
    return f'<p class="{text_html(css_class)} pl-problem" role="alert">{text_html(text)}</p>'
