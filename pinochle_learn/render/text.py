"""Plain-text explanations of engine results, for the command line and doctests."""

from __future__ import annotations

from ..meld import MeldResult
from .i18n import _
from .meld_sentences import class_title, meld_name, near_miss_text, note_text, reuse_sentence
from .words import ruleset_title, suit_noun

__all__ = ["meld_text"]


def meld_text(result: MeldResult) -> str:
    """A readable explanation of a meld result, one line per meld.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, solve_meld
    >>> print(meld_text(solve_meld("S12 D11 H12 C12 D12", "S", PARTNERSHIP, near_misses=0)))
    Hand: Q♠ Q♥ Q♦ J♦ Q♣   trump ♠ (spades)   rules: Partnership auction pinochle (four hands)
    Class 1: runs, dix and marriages: no meld
    Class 2: pinochles: 40
      pinochle 40: Q♠ J♦
    Class 3: arounds: 60
      queens around 60: Q♠ Q♥ Q♦ Q♣
    Total meld: 100
    Q♠ serves in pinochle and queens around: a card may serve once in each class.
    Unused: none
    """
    r = result
    lines = [
        _("Hand: {hand}   trump {symbol} ({suit})   rules: {rules}").format(
            hand=r.hand.label or _("(empty)"),
            symbol=r.trump.symbol,
            suit=suit_noun(r.trump),
            rules=ruleset_title(r.ruleset),
        )
    ]
    totals = r.class_totals
    for meld_class in (1, 2, 3):
        melds = r.by_class(meld_class)
        head = class_title(meld_class, r.ruleset)
        line = _("{title}: {points}") if melds else _("{title}: no meld")
        lines.append(line.format(title=head, points=totals[meld_class]))
        for meld in melds:
            cards = " ".join(c.label for c in meld.cards)
            lines.append(f"  {meld_name(meld)} {meld.points}: {cards}")
    lines.append(_("Total meld: {points}").format(points=r.total))
    lines.extend(_("Why: {note}").format(note=note_text(note)) for note in r.notes)
    rule = r.ruleset.card_reuse
    lines.extend(reuse_sentence(card, uses, rule) for card, uses in r.reused)
    unused = " ".join(c.label for c in r.unused) or _("none")
    lines.append(_("Unused: {cards}").format(cards=unused))
    if r.near_misses:
        lines.append(_("Near misses:"))
        lines.extend(f"  {near_miss_text(miss)}" for miss in r.near_misses)
    return "\n".join(lines)
