"""The pseudo-language of the tests: a catalogue that wraps every message in ``[[ ]]``.

A word a learner reads that comes back without brackets was never looked up in the catalogue.
The root ``conftest.py`` gives the plain fixture ``pseudo_language`` (every language brackets);
a test file needing another variant builds its own fixture on :func:`use_pseudo_language`.
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Collection

import pytest

from pinochle_learn.render import i18n


def mangle(message: str) -> str:
    """Each letter outside ``{placeholders}`` turned into ``x``: ``"Bid {bid} by {side}"`` ->
    ``"xxx {bid} xx {side}"`` (an English word left in the output stands out)."""
    parts = re.split(r"(\{[^{}]*\})", message)
    return "".join(p if p.startswith("{") else re.sub("[A-Za-z]", "x", p) for p in parts)


class Brackets(gettext.NullTranslations):
    """Every message, in any form (plural, context), as ``[[message]]``; with ``letters_to_x``
    as ``[[`` :func:`mangle` ``(message) ]]``. Placeholders are kept, filled after."""

    def __init__(self, letters_to_x: bool = False) -> None:
        super().__init__()
        self.letters_to_x = letters_to_x

    def _wrap(self, message: str) -> str:
        return f"[[{mangle(message) if self.letters_to_x else message}]]"

    def gettext(self, message: str) -> str:
        return self._wrap(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self._wrap(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return self._wrap(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return self._wrap(msgid1 if n == 1 else msgid2)


def use_pseudo_language(
    monkeypatch: pytest.MonkeyPatch,
    languages: Collection[str] | None = None,
    *,
    english: bool = False,
    letters_to_x: bool = False,
    asked: list[tuple[str, str]] | None = None,
) -> None:
    """Make ``i18n.catalogue`` give :class:`Brackets` for ``languages`` (every language when
    None); any other language keeps its real catalogue. With ``english``, English
    (``i18n.SOURCE_LANGUAGE``) reads as plain English (no catalogue) instead. Each
    ``(language, domain)`` asked is appended to ``asked`` when given."""
    real = i18n.catalogue

    def catalogue(lang: str, domain: str = i18n.DOMAIN) -> gettext.NullTranslations:
        if asked is not None:
            asked.append((lang, domain))
        if english and lang == i18n.SOURCE_LANGUAGE:
            return gettext.NullTranslations()
        if languages is None or lang in languages:
            return Brackets(letters_to_x)
        return real(lang, domain)

    monkeypatch.setattr(i18n, "catalogue", catalogue)
