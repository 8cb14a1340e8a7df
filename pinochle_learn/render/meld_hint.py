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
from .markup import text_html
from .meld_sentences import meld_name
from .words import number_word, suit_noun

__all__ = ["meld_hint_html"]


def _closing(best: int, ruleset: Ruleset) -> str:
    """What adds to the learner's meld and who shares the tricks' points, read from the
    ruleset: partners (a side of several seats), passing (``pass_cards``), the sides
    (``side_count``, ``several_opponents``) and ``total_trick_points``."""
    total = ruleset.total_trick_points
    partners = any(len(side) > 1 for side in ruleset.sides)
    if partners:
        added = (
            "your partner's meld and the cards passed add"
            if ruleset.pass_cards
            else "your partner's meld adds"
        )
        sharing = f"the {number_word(ruleset.side_count)} teams together"
    elif ruleset.several_opponents:
        added = ""
        sharing = f"the {number_word(ruleset.players)} players, each scoring their own"
    else:
        added = ""
        sharing = "the two of you together"
    passing = " before any passing" if ruleset.pass_cards else ""
    extra = f"; {added} to it, and" if added else ";"
    return (
        f"Your best is {best} meld points{passing}{extra} the tricks bring up to {total} "
        f"counter points for {sharing}."
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
        kinds = ", ".join(meld_name(m) for m in result.melds) or "no meld"
        rows.append(
            f'<tr data-suit="{suit.letter}" data-meld="{result.total}"><td>{suit.symbol} '
            f"{text_html(suit_noun(suit))}</td><td><strong>{result.total}</strong></td>"
            f"<td>{text_html(kinds)}</td></tr>"
        )
    return (
        f'<details class="pl-round-box pl-hint" id="{text_html(hint_id)}">'
        "<summary><strong>Hint:</strong> your meld with each trump</summary>"
        '<table class="pl-hint-table" style="border-collapse:collapse"><thead><tr><th>Trump</th>'
        "<th>Meld points</th><th>Melds</th></tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table>"
        f'<p style="margin:.3em 0">{text_html(_closing(best, ruleset))}</p></details>'
    )
