"""The values of a class's records: an answer, a new class, the checks of a class code and a
learner's name, and the errors the store raises (each a ``ValueError`` naming the bad value).

Class codes are 6 characters from :data:`CODE_ALPHABET` (digits and capitals without 0, O, 1
and I, which read aloud or copied from a board are confused), drawn with :mod:`secrets`:
32**6, about a billion codes.
"""

from __future__ import annotations

import secrets
import unicodedata
from dataclasses import dataclass
from datetime import datetime
from typing import Any

__all__ = [
    "CODE_ALPHABET",
    "CODE_LENGTH",
    "MAX_NAME",
    "Answer",
    "BadAnswer",
    "BadClassCode",
    "BadName",
    "CodedError",
    "NewClass",
    "NotTeacher",
    "RecordError",
    "check_class_code",
    "check_name",
    "check_title",
    "new_class_code",
]

CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
"""The characters of a class code: no 0/O, no 1/I (32 characters)."""
CODE_LENGTH = 6
MAX_NAME = 40
"""Longest learner's display name (characters), and the longest class title."""
_SHOWN = 40


def _shown(text: str) -> str:
    """``text`` quoted for a message, cut to 40 characters."""
    return repr(text if len(text) <= _SHOWN else text[:_SHOWN] + "…")


class CodedError(ValueError):
    """A records error raised as a code and its values (quoted text, numbers): its message is
    made when it is read, by the renderer (``pinochle_learn.render.record_text``), in the
    language of the block it is read in, so the records hold no sentence (as the engine's
    ``ScoreError``). ``code`` and ``values`` travel as they are through the records service.

    Attributes
    ----------
    code : str
        A key of ``pinochle_learn.render.record_text.RECORD_PROBLEMS``.
    values : dict of str to str or int
        The message's values; ``kind`` and ``where`` name a database.
    """

    def __init__(self, code: str, /, **values: str | int) -> None:
        super().__init__(code, values)
        self.code, self.values = code, dict(values)

    def __str__(self) -> str:
        from pinochle_learn.render.record_text import record_problem

        return record_problem(self.code, self.values)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuilt, (type(self), self.code, self.values))


def _rebuilt(kind: type[CodedError], code: str, values: dict[str, str | int]) -> CodedError:
    return kind(code, **values)


class RecordError(CodedError):
    """The records cannot be read or written: the database is unreachable, locked, read-only or
    full. The message names the database (its host, or its file) with no password."""


class BadClassCode(CodedError):
    """A class code that is not :data:`CODE_LENGTH` characters of :data:`CODE_ALPHABET`."""


class BadName(CodedError):
    """A learner's name (or a class title) that is empty, all spaces, longer than
    :data:`MAX_NAME` characters, or holds control characters."""


class BadAnswer(CodedError):
    """An answer that cannot be stored as given: a rule id that is empty or holds a space
    (the ids of ``docs/rules.md`` are single words, e.g. ``meld.run``)."""


class NotTeacher(CodedError):
    """The teacher's token given does not belong to the class (or the class is unknown)."""


@dataclass(frozen=True)
class Answer:
    """One self-check answer, as stored and as read back.

    ``learner`` is the display name (or the JupyterHub user name); ``lesson`` the notebook stem
    (``"01_meld"``); ``question_set`` the self-check's kind and seed (``"meld-seed-7"``);
    ``question`` a stable id within the set (``"3"``); ``prompt`` and ``answer`` plain text as
    the learner read and gave them (cards as A♥; stored as given, never as markup);
    ``rule_ids`` the ``docs/rules.md`` ids the question tests; ``at`` the time in UTC, set by
    the caller (an aware datetime; a naive one is taken as UTC).
    """

    class_code: str
    learner: str
    lesson: str
    question_set: str
    question: str
    prompt: str
    rule_ids: tuple[str, ...]
    answer: str
    correct: bool
    at: datetime


@dataclass(frozen=True)
class NewClass:
    """A class just made: its code, title and the teacher's token (shown once: the store keeps
    only its hash)."""

    code: str
    title: str
    teacher_token: str


def check_class_code(text: str) -> str:
    """The class code ``text`` normalised (spaces stripped, upper case), or :class:`BadClassCode`
    naming it.

    Examples
    --------
    >>> check_class_code(" k7wq3m ")
    'K7WQ3M'
    >>> check_class_code("K7WQ0M")
    Traceback (most recent call last):
    ...
    pinochle_widgets.records.model.BadClassCode: class code 'K7WQ0M': 6 letters and digits \
without 0, O, 1 or I (e.g. K7WQ3M)
    """
    code = text.strip().upper() if isinstance(text, str) else ""
    if len(code) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in code):
        raise BadClassCode("code_malformed", code=_shown(str(text)), length=CODE_LENGTH)
    return code


def check_name(text: str) -> str:
    """A learner's display name with the spaces around it stripped, or :class:`BadName` saying
    what is wrong: empty, all spaces, longer than :data:`MAX_NAME` characters, or holding a
    control or format character (a new line, a tab, a NUL, a right-to-left override).

    Examples
    --------
    >>> check_name("  Ana María ")
    'Ana María'
    >>> check_name("   ")
    Traceback (most recent call last):
    ...
    pinochle_widgets.records.model.BadName: a name cannot be empty or all spaces
    """
    return _checked(text, "name")


def check_title(text: str) -> str:
    """A class's title, checked as :func:`check_name` checks a name (BadName says "title").

    >>> check_title("Tuesday group ")
    'Tuesday group'
    """
    return _checked(text, "title")


def _checked(text: str, what: str) -> str:
    if not isinstance(text, str) or not text.strip():
        raise BadName(f"{what}_empty")
    name = text.strip()
    if len(name) > MAX_NAME:
        raise BadName(f"{what}_long", **{what: _shown(name)}, most=MAX_NAME, length=len(name))
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp") for ch in name):
        raise BadName(f"{what}_signs", **{what: _shown(name)})
    return name


def new_class_code() -> str:
    """A random class code (:mod:`secrets`)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
