"""The language a command speaks: ``--lang``, else the usual environment variables.

``pinochle-learn`` (and the records' ``class new / erase``) speak the language given with
``--lang CODE``; without it, the first of ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES`` and ``LANG``
that is set and not empty decides, as gettext reads them: ``LANGUAGE`` may be a colon list
(``fr:it``: the first the course speaks wins), ``C`` and ``POSIX`` (``C.UTF-8`` too) mean
English, and a variable naming no language the course speaks (``de_DE.UTF-8``) gives English.

Examples
--------
>>> command_language(None, {"LANG": "it_IT.UTF-8"})
'it'
>>> command_language(None, {"LANGUAGE": "de:ro:fr", "LANG": "it_IT.UTF-8"})
'ro'
>>> command_language(None, {"LC_ALL": "C.UTF-8", "LANG": "fr_FR.UTF-8"})
'en'
>>> command_language(None, {"LANGUAGE": "", "LANG": "de_DE"}), command_language(None, {})
('en', 'en')
>>> command_language("ES", {"LANG": "it_IT"})
'es'
>>> command_language("xx", {})
Traceback (most recent call last):
...
pinochle_learn.render.i18n.UnknownLanguage: unknown language 'xx': choose one of en, it, es, ro, fr
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pinochle_learn.errors import shown

from .i18n import LANGUAGES, SOURCE_LANGUAGE, UnknownLanguage, _, language_code

__all__ = [
    "LANGUAGE_VARIABLES",
    "LANG_OPTION",
    "command_language",
    "take_language",
    "unknown_language_line",
]

LANG_OPTION = "--lang"
"""The option naming a command's language."""

LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""The environment variables read, in gettext's order (the first set and not empty decides)."""

_ENGLISH_LOCALES = frozenset({"c", "posix"})


def command_language(given: str | None, environ: Mapping[str, str]) -> str:
    """The language code a command speaks: ``given`` (``--lang``) when there is one, else the
    environment's (see the module's text), else English.

    Raises
    ------
    UnknownLanguage
        ``given`` names no language the course speaks (the environment never raises).
    """
    if given is not None:
        return language_code(given)
    for name in LANGUAGE_VARIABLES:
        value = environ.get(name, "").strip()
        if not value:
            continue
        for entry in value.split(":"):
            if entry.split(".")[0].strip().lower() in _ENGLISH_LOCALES:
                return SOURCE_LANGUAGE
            try:
                return language_code(entry)
            except UnknownLanguage:
                continue
        return SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def take_language(words: Sequence[str]) -> tuple[str | None, list[str]]:
    """``--lang CODE`` or ``--lang=CODE`` taken out of a command line's ``words`` (anywhere
    before a lone ``--``; the last one given wins): (the code as written or ``None``, the
    other words in order). A command reads it before its parser, so that the parser's help
    and errors already speak it.

    Raises
    ------
    UnknownLanguage
        ``--lang`` is the last word, with no code after it (the value named is ``''``).

    Examples
    --------
    >>> take_language(["meld", "--lang", "it", "H14", "--trump=H"])
    ('it', ['meld', 'H14', '--trump=H'])
    >>> take_language(["--lang=fr", "class", "new", "Tuesday", "--", "--lang"])
    ('fr', ['class', 'new', 'Tuesday', '--', '--lang'])
    """
    given: str | None = None
    rest: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        if word == "--":
            rest += words[index:]
            break
        if word == LANG_OPTION:
            if index + 1 >= len(words):
                raise UnknownLanguage("")
            given = words[index + 1]
            index += 2
            continue
        if word.startswith(LANG_OPTION + "="):
            given = word.partition("=")[2]
        else:
            rest.append(word)
        index += 1
    return given, rest


def unknown_language_line(error: UnknownLanguage) -> str:
    """The one line a command prints for an unknown ``--lang`` (naming it and the choices).

    Examples
    --------
    >>> unknown_language_line(UnknownLanguage("xx"))
    "--lang 'xx': not a language of the course; choose one of en, it, es, ro, fr"
    >>> unknown_language_line(UnknownLanguage(""))
    '--lang: the language is missing; choose one of en, it, es, ro, fr'
    """
    if not str(error.value).strip():  # ``--lang`` last on the line, or ``--lang=``
        return _("{option}: the language is missing; choose one of {choices}").format(
            option=LANG_OPTION, choices=", ".join(LANGUAGES)
        )
    return _("{option} {value}: not a language of the course; choose one of {choices}").format(
        option=LANG_OPTION, value=shown(error.value), choices=", ".join(LANGUAGES)
    )
