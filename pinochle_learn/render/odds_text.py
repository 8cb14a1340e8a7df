"""Meld odds as plain text for the command line (``pinochle-learn odds``)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ..cards import Suit
from ..meldkinds import MeldKind
from .i18n import speaking
from .meld_sentences import kind_name
from .words import ruleset_title

__all__ = [
    "COMBINATION_NAMES",
    "COMBINATION_NOTES",
    "THRESHOLDS",
    "chance_label",
    "chance_name",
    "odds_text",
    "percent",
]

COMBINATION_NAMES = {"two_dix": "two dix", "roundhouse": "roundhouse"}
"""The odds rows that are no kind of meld of their own, by code."""

COMBINATION_NOTES = {
    "two_dix": "not a meld of its own: each 9 of trump scores as a dix",
    "roundhouse": "not a meld of its own: its marriages and arounds score",
}
"""What a combination row scores, said beside its name in a table of melds, so that it is not
read as one more meld (``RULES.md`` meld tables list neither)."""


def chance_name(code: str, *, lang: str | None = None) -> str:
    """The name of an odds row (``MeldChance.code``): a kind's name, or a combination's.

    Examples
    --------
    >>> chance_name("run_royal_marriage"), chance_name("two_dix")
    ('run with royal marriage', 'two dix')
    """
    if lang is not None:
        with speaking(lang):
            return chance_name(code)
    if code in COMBINATION_NAMES:
        return COMBINATION_NAMES[code]
    return kind_name(MeldKind(code))


def chance_label(code: str) -> str:
    """An odds row's name for a table of melds: a combination says it is no meld of its own.

    Examples
    --------
    >>> chance_label("run"), chance_label("two_dix")
    ('run', 'two dix (not a meld of its own: each 9 of trump scores as a dix)')
    """
    name = chance_name(code)
    note = COMBINATION_NOTES.get(code)
    return f"{name} ({note})" if note else name


THRESHOLDS = (20, 50, 100, 150, 200, 250, 300)
"""Meld points the summary gives the chance of reaching."""


def percent(p: float) -> str:
    """``0.4415`` -> ``"44.15%"``; tiny chances keep two significant digits.

    Examples
    --------
    >>> percent(0.44149), percent(1.0e-8), percent(0.0000713)
    ('44.15%', '0.0000010%', '0.0071%')
    """
    if p == 0:
        return "0%"
    if p < 0.0001:  # two significant digits, never in e-notation: 0.0000010%
        digits = 1 - math.floor(math.log10(p * 100))
        return f"{p * 100:.{digits}f}%"
    return f"{p * 100:.2f}%"


def odds_text(report: dict[str, Any]) -> str:
    """The report of :func:`pinochle_learn.cli` ``odds`` (its JSON shape) as lines of text."""
    trump = Suit.parse(report["trump"])
    lines = []
    total = report["total_meld"]
    if "hand" in report:
        lines.append(
            f"Your hand ({report['hand_label']}) with {trump.symbol} trump: "
            f"{report['your_meld']} meld points."
        )
        lines.append(
            f"Your partner's meld, {_method(total)}: mean {total['mean']:.1f} meld points."
        )
        lines.extend(_at_least(total))
        lines.append("Cards that would add most to your meld, and the chance your partner has one:")
        for row in report["partner_cards"]:
            lines.append(
                f"  {row['label']:4} +{row['gain']:<5} at least one {percent(row['at_least_one'])}"
                + (f", both {percent(row['both'])}" if row["unseen"] == 2 else "")
            )
        return "\n".join(lines)
    lines.append(
        f"Meld odds, {ruleset_title(report['rules'])}: {report['hand_size']}-card hands, "
        f"{trump.symbol} trump ({report['hands']:,} hands, counted exactly)."
    )
    lines.append(f"  {'holds the cards for':28} {'points':>6}  chance")
    for row in report["melds"]:
        points = "" if row["points"] is None else str(row["points"])
        lines.append(f"  {row['meld']:28} {points:>6}  {percent(row['chance'])}")
    lines.append(f"Total meld, {_method(total)}: mean {total['mean']:.2f} meld points.")
    lines.extend(_at_least(total))
    if "sampled_meld" in report:
        sampled = report["sampled_meld"]
        lines.append(f"Total meld, {_method(sampled)}: mean {sampled['mean']:.2f} meld points.")
        lines.extend(_at_least(sampled))
    return "\n".join(lines)


def _method(total: dict[str, Any]) -> str:
    if total["method"] == "exact":
        return "exact"
    return (
        f"sampled ({total['samples']:,} hands, seed {total['seed']}, "
        f"standard error of the mean {total['standard_error']:.2f})"
    )


def _at_least(total: dict[str, Any]) -> Sequence[str]:
    parts = [f"{v}+ {percent(p)}" for v, p in total["at_least"].items()]
    return ["  chance of at least: " + ", ".join(parts)]
