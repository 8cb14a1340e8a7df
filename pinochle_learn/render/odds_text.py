"""Meld odds as plain text for the command line (``pinochle-learn odds``)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ..cards import Suit
from ..meldkinds import MeldKind
from .i18n import N_, _, speaking
from .meld_sentences import kind_name
from .words import ruleset_title

__all__ = [
    "COMBINATION_NAMES",
    "COMBINATION_NOTES",
    "THRESHOLDS",
    "chance_label",
    "chance_name",
    "mean_label",
    "meld_chart_title",
    "odds_text",
    "percent",
]

COMBINATION_NAMES = {"two_dix": N_("two dix"), "roundhouse": N_("roundhouse")}
"""The odds rows that are no kind of meld of their own, by code (marked for the catalogue:
translated where shown, :func:`chance_name`)."""

COMBINATION_NOTES = {
    "two_dix": N_("not a meld of its own: each 9 of trump scores as a dix"),
    "roundhouse": N_("not a meld of its own: its marriages and arounds score"),
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
        return _(COMBINATION_NAMES[code])
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
    return f"{name} ({_(note)})" if note else name


def meld_chart_title(hand_size: int, trump: Suit) -> str:
    """The title of a chart of the meld of every hand of ``hand_size`` cards that can be dealt,
    counted exactly with ``trump`` as trump (the lessons meld_odds and double_deck).

    Examples
    --------
    >>> meld_chart_title(12, Suit.HEARTS)
    'Meld of a dealt 12-card hand, ♥ trump (exact)'
    """
    return _("Meld of a dealt {count}-card hand, {suit} trump (exact)").format(
        count=hand_size, suit=trump.symbol
    )


def mean_label(mean: float) -> str:
    """The label of a chart's marker at the mean meld (one decimal).

    Examples
    --------
    >>> mean_label(40.04)
    'mean 40.0'
    """
    return _("mean {mean}").format(mean=f"{mean:.1f}")


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
        return "\n".join(_partner_lines(report, trump, total))
    lines.append(
        _(
            "Meld odds, {game}: {size}-card hands, {suit} trump ({hands} hands, counted exactly)."
        ).format(
            game=ruleset_title(report["rules"]),
            size=report["hand_size"],
            suit=trump.symbol,
            hands=f"{report['hands']:,}",
        )
    )
    holds_the_cards_for_text = _("holds the cards for")
    points_text = _("points")
    chance_text = _("chance")
    lines.append(f"  {holds_the_cards_for_text:28} {points_text:>6}  {chance_text}")
    for row in report["melds"]:
        points = "" if row["points"] is None else str(row["points"])
        lines.append(f"  {row['meld']:28} {points:>6}  {percent(row['chance'])}")
    lines.append(_total_line(total))
    lines.extend(_at_least(total))
    if "sampled_meld" in report:
        sampled = report["sampled_meld"]
        lines.append(_total_line(sampled))
        lines.extend(_at_least(sampled))
    return "\n".join(lines)


def _partner_lines(report: dict[str, Any], trump: Suit, total: dict[str, Any]) -> list[str]:
    """The report on a hand: its meld, the partner's meld, the cards that would add most."""
    lines = [
        _("Your hand ({hand}) with {suit} trump: {points} meld points.").format(
            hand=report["hand_label"], suit=trump.symbol, points=report["your_meld"]
        ),
        _("Your partner's meld, {method}: mean {mean} meld points.").format(
            method=_method(total), mean=f"{total['mean']:.1f}"
        ),
        *_at_least(total),
        _("Cards that would add most to your meld, and the chance your partner has one:"),
    ]
    for row in report["partner_cards"]:
        chance = _("at least one {chance}").format(chance=percent(row["at_least_one"]))
        if row["unseen"] == 2:
            chance = _("{chance}, both {both}").format(chance=chance, both=percent(row["both"]))
        lines.append(f"  {row['label']:4} +{row['gain']:<5} {chance}")
    return lines


def _total_line(total: dict[str, Any]) -> str:
    return _("Total meld, {method}: mean {mean} meld points.").format(
        method=_method(total), mean=f"{total['mean']:.2f}"
    )


def _method(total: dict[str, Any]) -> str:
    if total["method"] == "exact":
        return _("exact")
    return _("sampled ({hands} hands, seed {seed}, standard error of the mean {error})").format(
        hands=f"{total['samples']:,}", seed=total["seed"], error=f"{total['standard_error']:.2f}"
    )


def _at_least(total: dict[str, Any]) -> Sequence[str]:
    parts = [f"{v}+ {percent(p)}" for v, p in total["at_least"].items()]
    return ["  " + _("chance of at least: {chances}").format(chances=", ".join(parts))]
