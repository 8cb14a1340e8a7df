"""A command line's usage errors in the command's language.

:mod:`argparse` words its errors in English (``unrecognized arguments: --bogus``,
``argument --rules: expected one argument``, ``invalid choice: 'frob' (choose from ...)``)
through its own ``gettext`` domain, which no catalogue of ours fills. The parsers of
``pinochle-learn`` (and of its records, ``pinochle-learn class``) hand each error to
:func:`usage_error_text`, which recognises argparse's common messages and words them
through our catalogues, the values argparse named kept as they were typed. A message it does
not recognise (a wording of another Python version, or one of our own ``type=`` functions,
already in the language) is returned unchanged. Their help's own headings (``usage:``,
``positional arguments``, ``options``, the ``-h`` line) are worded here too
(:class:`HelpFormatter`, :func:`word_help`).

Examples
--------
>>> print(usage_error_text("unrecognized arguments: --bogus x"))
unrecognized arguments: --bogus x
>>> print(usage_error_text("argument --totals: expected one argument"))
argument --totals: expected one argument (write a negative value with =, e.g. --totals=-300,80)
>>> print(usage_error_text("argument --meld: expected one argument"))
argument --meld: expected one argument (write a negative value with =, e.g. --meld=...)
>>> usage_error_text("argument --level: expected one argument")
'argument --level: expected one argument'
>>> usage_error_text("something argparse says that we do not know")
'something argparse says that we do not know'
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterable

from .i18n import N_, _

__all__ = [
    "NEGATIVE_VALUE_EXAMPLES",
    "NO_NEGATIVE_VALUE",
    "HelpFormatter",
    "usage_error_text",
    "word_help",
]

NEGATIVE_VALUE_EXAMPLES = {"--totals": "--totals=-300,80"}
"""How to write a value starting with ``-`` for an option that takes one (the others:
``OPTION=...``)."""
NO_NEGATIVE_VALUE = frozenset({"--level"})
"""Options no value of which starts with ``-``: no hint about writing one."""

_ARGUMENT = re.compile(r"argument (?P<option>[^:]+): (?P<problem>.*)", re.DOTALL)
"""argparse's wording of a bad option or argument: ``argument --level: ...``."""


def _expected_one(option: str) -> str:
    if option in NO_NEGATIVE_VALUE:
        return _("expected one argument")
    example = NEGATIVE_VALUE_EXAMPLES.get(option, f"{option}=...")
    return _("expected one argument (write a negative value with =, e.g. {example})").format(
        example=example
    )


# argparse's messages (Python 3.11 to 3.13): each a pattern (matched whole, ``.`` taking line
# ends too) and its words in our catalogues, filled with the values the pattern names.
_WHOLE = (
    (r"unrecognized arguments: (?P<arguments>.*)", N_("unrecognized arguments: {arguments}")),
    (
        r"the following arguments are required: (?P<arguments>.*)",
        N_("the following arguments are required: {arguments}"),
    ),
    (
        r"one of the arguments (?P<arguments>.*) is required",
        N_("one of the arguments {arguments} is required"),
    ),
    (
        r"ambiguous option: (?P<option>\S+) could match (?P<matches>.*)",
        N_("ambiguous option: {option} could match {matches}"),
    ),
)
# The problem after ``argument OPTION:`` (``expected one argument``: :func:`_expected_one`).
_PROBLEMS = (
    (r"expected at least one argument", N_("expected at least one argument")),
    (r"expected at most one argument", N_("expected at most one argument")),
    (
        r"invalid choice: (?P<value>.*?) \(choose from (?P<choices>.*)\)",
        N_("invalid choice: {value} (choose from {choices})"),
    ),
    (r"invalid \S+ value: (?P<value>.*)", N_("invalid value: {value}")),
    (r"not allowed with argument (?P<other>.*)", N_("not allowed with argument {other}")),
    (r"ignored explicit argument (?P<value>.*)", N_("ignored explicit argument {value}")),
)
_Table = tuple[tuple[re.Pattern[str], str], ...]
_WHOLE_WORDS: _Table = tuple((re.compile(p, re.DOTALL), words) for p, words in _WHOLE)
_PROBLEM_WORDS: _Table = tuple((re.compile(p, re.DOTALL), words) for p, words in _PROBLEMS)


def usage_error_text(message: str) -> str:
    """argparse's error ``message`` in the current language: its common wordings through the
    catalogues (the option names and values it quotes kept), ``expected one argument`` with
    the way to write a negative value for the option in use (:data:`NEGATIVE_VALUE_EXAMPLES`;
    none for :data:`NO_NEGATIVE_VALUE`); any other message unchanged (our ``type=`` functions'
    own, already translated). Never raises."""
    argument = _ARGUMENT.fullmatch(message)
    if argument is None:
        return _first_match(_WHOLE_WORDS, message) or message
    option = argument["option"]
    long_name = option.split("/")[-1]  # "-t/--totals": the long name
    problem = argument["problem"]
    if problem == "expected one argument":
        worded = _expected_one(long_name)
    else:
        worded = _first_match(_PROBLEM_WORDS, problem) or problem
    return _("argument {option}: {problem}").format(option=option, problem=worded)


def _first_match(table: _Table, text: str) -> str | None:
    """The words of the first pattern of ``table`` matching the whole ``text``, translated
    and filled with the values it names; ``None`` when none matches."""
    for pattern, words in table:
        found = pattern.fullmatch(text)
        if found is not None:
            return _(words).format(**found.groupdict())
    return None


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help formatter with its ``usage:`` in the current language (the language
    of the block the help is printed in)."""

    def add_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],
        prefix: str | None = None,
    ) -> None:
        super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)


def word_help(parser: argparse.ArgumentParser) -> None:
    """The headings argparse gives ``parser``'s help ("positional arguments", "options") and
    its ``-h`` line, in the current language: call it as the parser is made, within the
    command's language."""
    parser._positionals.title = _("positional arguments")
    parser._optionals.title = _("options")
    for action in parser._actions:
        if isinstance(action, argparse._HelpAction):
            action.help = _("show this help message and exit")
