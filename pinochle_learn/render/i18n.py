"""The language of the words: gettext catalogues, chosen per call, never at import.

Every sentence, label and title a learner or teacher reads is made in ``render/`` (and the
lessons' prose in the ``lessons`` domain) and passes through one of the functions here.
English is the source language: the message ids are the English words, and a catalogue
(``pinochle_learn/locale/<lang>/LC_MESSAGES/<domain>.po``, compiled to ``.mo`` by
``make catalogues``) gives each other language's words. An entry missing from a catalogue
reads in English (gettext's fallback, entry by entry); ``tests/unit/test_catalogues.py``
fails on it.

The language is a parameter, not a global: a view, a command or a test speaks within
``with speaking("it"):``, and the functions below read the language of the block they run
in (a :class:`contextvars.ContextVar`). Two views in one kernel may speak two languages,
each within its own block; a thread starts in English unless it copies the context
(``contextvars.copy_context().run``).

Placeholders are named, in :meth:`str.format` style, and filled after translation::

    _("{seat} takes the trick with the {card}.").format(seat=..., card=...)
    ngettext("{n} point", "{n} points", n).format(n=n)

Words kept in module constants are marked with :func:`N_` (for extraction) and translated
where they are shown, with :func:`_`.

Examples
--------
>>> with speaking("en"):
...     _("trump"), ngettext("{n} point", "{n} points", 2).format(n=2)
('trump', '2 points')
>>> current()
'en'
>>> language_code("fr-CA"), language_code("it_IT.UTF-8"), language_code("Es")
('fr', 'it', 'es')
>>> language_code("xx")
Traceback (most recent call last):
...
pinochle_learn.render.i18n.UnknownLanguage: unknown language 'xx': choose one of en, it, es, ro, fr
"""

from __future__ import annotations

import gettext
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path

__all__ = [
    "DOMAIN",
    "LANGUAGES",
    "LESSONS_DOMAIN",
    "LOCALE_DIR",
    "NATIVE_NAMES",
    "N_",
    "SOURCE_LANGUAGE",
    "N_plural",
    "UnknownLanguage",
    "_",
    "accepted_language",
    "catalogue",
    "current",
    "language_code",
    "lessons_text",
    "ngettext",
    "npgettext",
    "pgettext",
    "set_process_language",
    "speaking",
]

#: The gettext domain of every word made in ``render/``, the widgets and the command line.
DOMAIN = "pinochle_learn"
#: The gettext domain of the lessons' prose (one entry per paragraph or list item).
LESSONS_DOMAIN = "lessons"
#: The language the message ids are written in.
SOURCE_LANGUAGE = "en"
#: The languages the product speaks, in the order the language switch lists them.
LANGUAGES: tuple[str, ...] = ("en", "it", "es", "ro", "fr")
#: Each language's name in its own words, as the language switch shows it.
NATIVE_NAMES: dict[str, str] = {
    "en": "English",
    "it": "Italiano",
    "es": "Español",
    "ro": "Română",
    "fr": "Français",
}
#: Where the catalogues live: package data, or the folder named by the environment variable
#: ``PINOCHLE_LEARN_LOCALE_DIR`` (read once, at import: a test serves its own small catalogues).
LOCALE_DIR = Path(
    os.environ.get("PINOCHLE_LEARN_LOCALE_DIR") or Path(__file__).resolve().parent.parent / "locale"
)

_language: ContextVar[str | None] = ContextVar("pinochle_learn_language", default=None)
# The language of this process outside any `speaking` block: English until a page says
# otherwise (a Voila kernel serves one page; the lesson kit sets it from the link's `?lang=`).
_process_language = [SOURCE_LANGUAGE]


class UnknownLanguage(ValueError):
    """A language code that is not one of :data:`LANGUAGES`; the message names it."""

    def __init__(self, value: str) -> None:
        self.value = value
        super().__init__(f"unknown language {value!r}: choose one of {', '.join(LANGUAGES)}")


def language_code(text: str) -> str:
    """The language of a tag such as ``"fr-CA"``, ``"it_IT.UTF-8"`` or ``"ES"``: one of
    :data:`LANGUAGES`.

    Raises
    ------
    UnknownLanguage
        When the tag names no language of :data:`LANGUAGES`.
    """
    primary = text.strip().replace("_", "-").split(".")[0].split("-")[0].lower()
    if primary not in LANGUAGES:
        raise UnknownLanguage(text)
    return primary


def accepted_language(header: str | None) -> str | None:
    """The first language of an HTTP ``Accept-Language`` header (``"it-IT,it;q=0.9,en;q=0.8"``,
    RFC 9110 section 12.5.4) that is one of :data:`LANGUAGES`, by preference (``q``, then
    order); ``None`` if none (or no header). Never raises.

    >>> accepted_language("de-DE,de;q=0.9,fr;q=0.8,en;q=0.7")
    'fr'
    >>> accepted_language("en;q=0.5, ro") , accepted_language("*"), accepted_language(None)
    ('ro', None, None)
    """
    ranked: list[tuple[float, int, str]] = []
    for order, part in enumerate((header or "").split(",")):
        tag, _sep, params = part.strip().partition(";")
        weight = 1.0
        for param in params.split(";"):
            name, _eq, value = param.strip().partition("=")
            if name.strip() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        if tag and weight > 0:
            ranked.append((-weight, order, tag))
    for _weight, _order, tag in sorted(ranked):
        try:
            return language_code(tag)
        except UnknownLanguage:
            continue
    return None


@cache
def catalogue(lang: str, domain: str = DOMAIN) -> gettext.NullTranslations:
    """The compiled catalogue of ``lang`` in ``domain`` (English: no catalogue, the ids).

    A missing ``.mo`` file reads as English (the completeness test reports it)."""
    if lang == SOURCE_LANGUAGE:
        return gettext.NullTranslations()
    return gettext.translation(domain, localedir=LOCALE_DIR, languages=[lang], fallback=True)


def current() -> str:
    """The language of the block this runs in; outside any :func:`speaking` block, the
    process's (:func:`set_process_language`, English unless a page set it)."""
    return _language.get() or _process_language[0]


def set_process_language(lang: str) -> str:
    """Speak ``lang`` wherever no :func:`speaking` block says otherwise, in this process.

    A Voila kernel serves one page: the lesson kit calls this once with the page's language
    (``?lang=``), so the callbacks of every widget on the page speak it (ipykernel runs each
    cell and each widget message in a copy of the context, so a context variable set in one
    cell would not reach them). Returns the code set.

    Raises
    ------
    UnknownLanguage
        For a code that is not one of :data:`LANGUAGES`.
    """
    _process_language[0] = language_code(lang)
    return _process_language[0]


@contextmanager
def speaking(lang: str | None) -> Iterator[str]:
    """Speak ``lang`` (a code or tag, see :func:`language_code`) within the block; ``None``
    keeps the language of the surrounding block.

    Raises
    ------
    UnknownLanguage
        For a code that is not one of :data:`LANGUAGES`.
    """
    code = current() if lang is None else language_code(lang)
    token = _language.set(code)
    try:
        yield code
    finally:
        _language.reset(token)


def _(message: str) -> str:
    """``message`` (English) in the current language."""
    return catalogue(current()).gettext(message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it (module constants)."""
    return message


def N_plural(singular: str, plural: str) -> tuple[str, str]:
    """Mark a plural pair for the catalogue without translating it (a table's entry, translated
    where shown with ``ngettext(*pair, n)``); ``babel.cfg`` names it a keyword, ``N_plural:1,2``.

    >>> N_plural("{n} deal", "{n} deals")
    ('{n} deal', '{n} deals')
    """
    return singular, plural


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` that agrees with ``n`` in the current language
    (Romanian has three forms, the catalogue's ``Plural-Forms`` says which)."""
    return catalogue(current()).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, told apart by ``context`` from the same English
    word used elsewhere (``pgettext("card rank", "K")``)."""
    return catalogue(current()).pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """:func:`ngettext` with a ``context`` (see :func:`pgettext`)."""
    return catalogue(current()).npgettext(context, singular, plural, n)


def lessons_text(message: str) -> str:
    """A paragraph of a lesson's prose (the ``lessons`` domain) in the current language."""
    return catalogue(current(), LESSONS_DOMAIN).gettext(message)


_FRENCH_ELISION = re.compile(r"\b([Dd]|[Qq]u)e (?=(?:Est|Ouest)\b)")


def elided(text: str) -> str:
    """``text`` with French elision before the seat names that start with a vowel, Est and
    Ouest: "de Ouest" is "d'Ouest", "que Est" "qu'Est" (a name is filled in after the
    sentence is translated, so the catalogue cannot elide it). Other languages: unchanged.

    >>> with speaking("fr"):
    ...     elided("le camp de Ouest remporte plus que Est ; le camp de Nord")
    "le camp d'Ouest remporte plus qu'Est ; le camp de Nord"
    >>> elided("de Ouest")
    'de Ouest'
    """
    if current() != "fr":
        return text
    return _FRENCH_ELISION.sub(r"\1'", text)
