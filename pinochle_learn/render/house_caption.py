"""The words of the house-rules view: its controls, the caption of the hand and round, the
count of house rules that change something.

A widget holds no sentence of its own (issue 23): the house-rules view asks this module, in
the language of the block it runs in (:mod:`.i18n`). The table itself is
:func:`.house_text.house_table_html`.

Examples
--------
>>> side_name(["Bill", "You"])
'Bill and You'
>>> changed_text(1, 9)
'1 of 9 house rules change something on this hand or round.'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .i18n import _, ngettext
from .markup import text_html
from .names import is_learner, side_label

__all__ = ["changed_text", "house_caption_html", "house_controls", "side_name"]


def house_controls() -> dict[str, tuple[str, str]]:
    """The view's controls, ``{"rules"|"seed"|"deal": (label, tooltip)}`` (the rules picker's
    and seed box's labels are their own: only their tooltips are used)."""
    return {
        "rules": (_("Rules"), _("The game whose rules are the default")),
        "seed": (_("Seed"), _("The same seed always deals the same hand and round")),
        "deal": (_("Deal"), _("Deal a new hand (and play a round where the program can)")),
    }


def side_name(players: Sequence[str]) -> str:
    """A side named by its players: ``"Bill and You"``, or one player's name (the learner's
    in the current language: :func:`.names.side_label`)."""
    return side_label(players)


def changed_text(changed: int, total: int) -> str:
    """How many of the ``total`` house rules change something here."""
    return ngettext(
        "{changed} of {total} house rule changes something on this hand or round.",
        "{changed} of {total} house rules change something on this hand or round.",
        total,
    ).format(changed=changed, total=total)


def house_caption_html(
    trump_symbol: str, trump_noun: str, sides: Sequence[str], summary: Mapping[str, object]
) -> str:
    """The caption over the learner's hand: trump, and the round the computer played from it
    (``summary``: ``bid``, ``bidder``, ``meld`` and ``tricks_won`` by side; empty where the
    program plays no round of this game)."""
    trump = _("trump {symbol} ({suit})").format(symbol=trump_symbol, suit=trump_noun)
    if not summary:
        sentence = _(
            "Your hand, {trump}. The program does not play whole rounds of this game yet, so "
            "the scoring rows show no round; counting is shown on your own cards."
        ).format(trump=trump)
        return f"<p class='pl-house-caption'>{text_html(sentence)}</p>"
    meld = _each(sides, summary["meld"])
    won = _each(sides, summary["tricks_won"])
    if summary["bid"] and is_learner(str(summary["bidder"])):
        sentence = _(
            "Your hand, {trump}. A round was played from it by the computer: you won the "
            "auction at {bid}, meld {meld}, tricks won {won}."
        )
    elif summary["bid"]:
        sentence = _(
            "Your hand, {trump}. A round was played from it by the computer: {bidder} won the "
            "auction at {bid}, meld {meld}, tricks won {won}."
        )
    else:
        sentence = _(
            "Your hand, {trump}. A round was played from it by the computer: meld {meld}, "
            "tricks won {won}."
        )
    text = sentence.format(
        trump=trump, bidder=summary["bidder"], bid=summary["bid"], meld=meld, won=won
    )
    return f"<p class='pl-house-caption'>{text_html(text)}</p>"


def _each(sides: Sequence[str], figures: object) -> str:
    """``"Bill 20 and You 30"``: each side's figure."""
    values = list(figures) if isinstance(figures, Sequence) else []
    pairs = [
        _("{side} {figure}").format(side=side, figure=figure)
        for side, figure in zip(sides, values, strict=True)
    ]
    return _and(pairs)


def _and(words: Sequence[str]) -> str:
    """``"a and b and c"``: each pair joined by the translated "and" (the caption's style)."""
    and_text = _("and")
    return f" {and_text} ".join(words)
