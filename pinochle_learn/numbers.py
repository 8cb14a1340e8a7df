"""Whole numbers typed by people: ASCII digits only, inside a stated range.

One check for every entry point that reads a number from text (the command line, lesson links),
so ``３００``, ``٣٠٠`` or a number of 4,000 digits is refused the same way everywhere, with a
message that names the value and says the range.
"""

from __future__ import annotations

import re

from .errors import InputTypeError, ParseError, shown

__all__ = ["MAX_SEED", "parse_whole_number"]

MAX_SEED = 2**31 - 1
"""The largest seed a lesson or the command line takes: a browser holds whole numbers exactly
only up to 2**53, and a seed this size is as good as any (``random.Random`` takes any)."""

_WHOLE = re.compile(r"[+-]?[0-9]+", re.ASCII)
_MAX_CHARS = 40
"""Longer text is refused before ``int()`` sees it (no 4,300-digit conversions)."""


def parse_whole_number(text: str, *, name: str, low: int, high: int) -> int:
    """Read a whole number written in the ASCII digits 0-9, from ``low`` to ``high``.

    Parameters
    ----------
    text
        What was typed, e.g. ``"300"``; spaces around it are allowed, a sign too.
    name
        What the number is, for the message: ``"--bid"``, ``"seed"``.
    low, high
        The sensible range, both included.

    Returns
    -------
    int

    Raises
    ------
    ParseError
        Not ASCII digits (``３００``, ``٣٠٠``, ``3e2``), or outside ``low..high``; the message
        quotes ``text`` (clipped, on one line) and gives the range.
    InputTypeError
        ``text`` is not a string.

    Examples
    --------
    >>> parse_whole_number(" 300 ", name="--bid", low=0, high=10_000)
    300
    >>> parse_whole_number("３００", name="--bid", low=0, high=10_000)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pinochle_learn.errors.ParseError: --bid '３００': give a whole number from 0 to 10000 in the ...
    >>> parse_whole_number("100000", name="--rounds", low=1, high=10_000)
    Traceback (most recent call last):
    ...
    pinochle_learn.errors.ParseError: --rounds '100000': give a whole number from 1 to 10000
    """
    if not isinstance(text, str):
        raise InputTypeError(
            f"{name or 'number'}: expected text of a whole number, got {shown(text)}",
            code="not_text",
            what=name or "number",
            example="'300'",
            value=shown(text),
        )
    prefix = f"{name} " if name else ""
    stripped = text.strip()
    if len(stripped) > _MAX_CHARS or not _WHOLE.fullmatch(stripped):
        raise ParseError(
            f"{prefix}{shown(text)}: give a whole number from {low} to {high} in the digits 0-9",
            code="number_digits",
            name=name,
            text=text,
            low=low,
            high=high,
        )
    value = int(stripped)
    if not low <= value <= high:
        raise ParseError(
            f"{prefix}{shown(text)}: give a whole number from {low} to {high}",
            code="number_range",
            name=name,
            text=text,
            low=low,
            high=high,
        )
    return value
