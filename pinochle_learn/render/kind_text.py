"""What a game lacks for a self-check question kind, in words (the codes are the course's).

``pinochle_widgets.course.questions`` decides, from the ruleset's data, which idea a game
lacks for a kind (a code such as ``"no_auction"``); this module says it, in the language of
the block it runs in (:func:`~.i18n.speaking`), as the predicate of "that game ...".

Examples
--------
>>> lacks_text("no_auction"), lacks_text("")
('has no auction', '')
>>> kind_refused("score", "two-hand-stock", "has no auction", ["legal", "meld"])
"no 'score' question in two-hand-stock: that game has no auction; its kinds are legal, meld"
"""

from __future__ import annotations

from collections.abc import Sequence

from .i18n import N_, _

__all__ = ["LACKS", "kind_refused", "lacks_text", "unknown_kind"]

LACKS: dict[str, str] = {
    "no_auction": N_("has no auction"),
    "no_bid": N_("has no auction (no bid to make or lose)"),
    "no_throw_in": N_("has no throw-in"),
    "no_passing": N_("has no passing"),
    "no_partners": N_("has no partners"),
    "many_sides": N_("has more than two sides"),
    "other_deck": N_("has a deck the endings' solver does not take"),
}
"""What a game lacks, by code (English msgids)."""


def lacks_text(code: str) -> str:
    """The words of ``code`` (a key of :data:`LACKS`; ``""``: lacks nothing, no words)."""
    return _(LACKS[code]) if code else ""


def kind_refused(kind: str, game: str, lacks: str, kinds: Sequence[str]) -> str:
    """The error's message: no ``kind`` question in ``game``, which ``lacks`` (words)."""
    return _("no {kind} question in {game}: that game {lacks}; its kinds are {kinds}").format(
        kind=repr(kind), game=game, lacks=lacks, kinds=", ".join(kinds)
    )


def unknown_kind(kind: str, kinds: Sequence[str]) -> str:
    """Refused: ``kind`` is no question kind; ``kinds`` are."""
    return _("unknown question kind {kind}: one of {kinds}").format(
        kind=repr(kind), kinds=", ".join(kinds)
    )
