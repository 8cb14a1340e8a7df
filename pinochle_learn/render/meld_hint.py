"""The auction's hint, shared by every game with an auction: the learner's meld with each suit
as trump (``RULES.md``: each game's Meld), as an HTML ``<details>`` the learner may open.

One copy for the four-hand round table and the widow table; the closing sentence says what
else adds to the meld in the game at hand (the partner's meld and the cards passed in
PARTNERSHIP; nothing in TWO_HAND_WIDOW, where the hand is all there is).

Examples
--------
>>> from pinochle_learn import TWO_HAND_WIDOW
>>> html = meld_hint_html("S14 S10 S13 S12 S11 D11 C9", TWO_HAND_WIDOW)
>>> 'data-suit="S" data-meld="150"' in html, "Your best is 150 meld points" in html
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterable

from ..cards import SUITS, Card
from ..hand import Hand
from ..meld import solve_meld
from ..ruleset import Ruleset
from .i18n import _
from .markup import text_html
from .meld_sentences import meld_name
from .words import number_word, suit_noun

__all__ = ["meld_hint_html"]


def _closing(best: int, ruleset: Ruleset) -> str:
    """What adds to the learner's meld and who shares the tricks' points, read from the
    ruleset: partners (a side of several seats), passing (``pass_cards``), the sides
    (``side_count``, ``several_opponents``) and ``total_trick_points``."""
    total = ruleset.total_trick_points
    passing = bool(ruleset.pass_cards)
    if any(len(side) > 1 for side in ruleset.sides):
        text = (
            _(
                "Your best is {best} meld points before any passing; your partner's meld and "
                "the cards passed add to it, and the tricks bring up to {total} counter points "
                "for the {teams} teams together."
            )
            if passing
            else _(
                "Your best is {best} meld points; your partner's meld adds to it, and the "
                "tricks bring up to {total} counter points for the {teams} teams together."
            )
        )
    elif ruleset.several_opponents:
        text = (
            _(
                "Your best is {best} meld points before any passing; the tricks bring up to "
                "{total} counter points for the {players} players, each scoring their own."
            )
            if passing
            else _(
                "Your best is {best} meld points; the tricks bring up to {total} counter "
                "points for the {players} players, each scoring their own."
            )
        )
    else:
        text = (
            _(
                "Your best is {best} meld points before any passing; the tricks bring up to "
                "{total} counter points for the two of you together."
            )
            if passing
            else _(
                "Your best is {best} meld points; the tricks bring up to {total} counter "
                "points for the two of you together."
            )
        )
    return text.format(
        best=best,
        total=total,
        teams=number_word(ruleset.side_count),
        players=number_word(ruleset.players),
    )


def meld_hint_html(
    hand: Hand | Iterable[Card] | str, ruleset: Ruleset, *, hint_id: str = "auction-hint"
) -> str:
    """The hint: a table of the hand's meld with each suit as trump, and the best of them.

    Parameters
    ----------
    hand
        The learner's cards (a hand, cards or notation).
    ruleset
        Whose meld table and card reuse (and whether partners pass, for the closing words).
    hint_id
        The ``id`` of the ``<details>`` (a stable hook for tests).

    Returns
    -------
    str
        ``<details class="pl-round-box pl-hint">``: one row per suit, ``data-suit`` (letter)
        and ``data-meld`` (meld points) on each.

    Raises
    ------
    ParseError
        Bad notation.
    """
    rows = []
    best = 0
    for suit in SUITS:
        result = solve_meld(hand, suit, ruleset, near_misses=0)
        best = max(best, result.total)
        kinds = ", ".join(meld_name(m) for m in result.melds) or _("no meld")
        rows.append(
            f'<tr data-suit="{suit.letter}" data-meld="{result.total}"><td>{suit.symbol} '
            f"{text_html(suit_noun(suit))}</td><td><strong>{result.total}</strong></td>"
            f"<td>{text_html(kinds)}</td></tr>"
        )
    hint, what = text_html(_("Hint:")), text_html(_("your meld with each trump"))
    summary = f"<strong>{hint}</strong> {what}"
    heads = "".join(
        f"<th>{text_html(head)}</th>" for head in (_("Trump"), _("Meld points"), _("Melds"))
    )
    return (
        f'<details class="pl-round-box pl-hint" id="{text_html(hint_id)}">'
        f"<summary>{summary}</summary>"
        '<table class="pl-hint-table" style="border-collapse:collapse">'
        f"<thead><tr>{heads}</tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table>"
        f'<p style="margin:.3em 0">{text_html(_closing(best, ruleset))}</p></details>'
    )
