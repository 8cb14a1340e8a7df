"""The words of the meld explainer: its controls, the note on a game's meld rules, a hand it
cannot meld, the table's column heads, the lesson's heading, a link's bad hand.

A widget holds no sentence of its own (issue 23): the meld explainer asks this module, in the
language of the block it runs in (:mod:`.i18n`). The explanation itself is
:func:`.html.meld_html`.

Examples
--------
>>> meld_heading_html()
'<h3 class="pl-heading">Its meld</h3>'
>>> "Remove 2 cards, or choose rules" in too_big_problem_html(14, 12, "Partnership")
True
"""

from __future__ import annotations

from .i18n import N_, _, ngettext, pgettext
from .markup import text_html

__all__ = [
    "RULES_NOTES",
    "cannot_meld_html",
    "explainer_controls",
    "link_hand_problem",
    "link_hand_too_long",
    "meld_heading_html",
    "meld_table_heads",
    "meld_table_total",
    "rules_note_html",
    "too_big_problem_html",
]

#: A note under the rules picker for the games whose meld differs, by ruleset name.
RULES_NOTES = {
    "double-deck": N_(
        "Double-deck pinochle is played with 80 cards: four copies of each A, 10, K, Q and J, "
        "and no nines (so no dix). Two, three or four copies of a meld's cards make a double, "
        "triple or quadruple meld, each with a value of its own."
    ),
    "two-hand-stock": N_(
        "In two-hand pinochle with a stock, melds are laid down during play, one meld after "
        "each trick won, and a card may serve again only in a different kind of meld. The total "
        "here is what the whole hand could meld."
    ),
    "two-hand-widow": N_(
        "In two-hand pinochle built from a widow, each card may serve in one meld only: a Q♠ in a "
        "spade run cannot also make a pinochle."
    ),
}


def rules_note_html(ruleset_name: str) -> str:
    """The note on the meld rules of the game named ``ruleset_name``; ``""`` for none."""
    note = RULES_NOTES.get(ruleset_name)
    return f'<p class="pl-rules-note">{text_html(_(note))}</p>' if note else ""


def explainer_controls() -> dict[str, tuple[str, str]]:
    """The explainer's controls, ``{"rules"|"table": (label, tooltip)}`` (the rules picker's
    label is its own: only its tooltip is used)."""
    return {
        "rules": (_("Rules"), _("Which game's meld table and card rules to use")),
        "table": (
            _("Show the melds as a table"),
            _("A table of the melds: class, meld, cards and meld points"),
        ),
    }


def _problem_html(text: str) -> str:
    return f'<div class="pl-meld pl-meld-problem pl-problem" role="alert">✗ {text_html(text)}</div>'


def too_big_problem_html(size: int, limit: int, rules: str) -> str:
    """A hand of ``size`` cards, more than a hand of ``rules`` holds (``limit``)."""
    extra = size - limit
    text = ngettext(
        "This hand has {size} cards, but a hand in {rules} holds at most {limit}. Remove "
        "{count} card, or choose rules with bigger hands.",
        "This hand has {size} cards, but a hand in {rules} holds at most {limit}. Remove "
        "{count} cards, or choose rules with bigger hands.",
        extra,
    )
    return _problem_html(text.format(size=size, rules=rules, limit=limit, count=extra))


def cannot_meld_html(error: str) -> str:
    """A hand the engine cannot meld (its ``error``)."""
    return _problem_html(_("This hand cannot be melded: {error}.").format(error=error))


def meld_table_heads() -> tuple[str, str, str, str]:
    """The column heads of the table of melds: class, meld, cards, meld points."""
    return (
        pgettext("meld table column", "class"),
        pgettext("meld table column", "meld"),
        pgettext("meld table column", "cards"),
        pgettext("meld table column", "meld points"),
    )


def meld_table_total() -> str:
    """The name of the table's last row, the total."""
    return pgettext("meld table row", "total")


def meld_heading_html() -> str:
    """The heading over the explainer in the meld lesson."""
    its_meld_text = _("Its meld")
    return f'<h3 class="pl-heading">{text_html(its_meld_text)}</h3>'


def link_hand_problem(error: str) -> str:
    """A link's ``hand`` the rules' deck cannot hold (the engine's ``error``)."""
    return _("hand: {error}").format(error=error)


def link_hand_too_long(count: int, size: int, rules: str) -> str:
    """A link's ``hand`` of ``count`` cards, more than ``rules`` deals (``size``)."""
    return _("hand: {count} cards, more than {size} in {rules}").format(
        count=count, size=size, rules=rules
    )
