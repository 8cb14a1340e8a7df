"""Plain-text explanations of legal plays and tricks, for the command line and doctests."""

from __future__ import annotations

from ..play import PlayAnalysis
from ..trick import Trick
from .trick_html import RULE_TITLES

__all__ = ["legal_text", "trick_text"]


def trick_text(trick: Trick) -> str:
    """One line: the cards played, the trump and the card now winning.

    Examples
    --------
    >>> from pinochle_learn import Trick
    >>> print(trick_text(Trick.parse("H13 H12", "S")))
    Trick: K♥ Q♥   trump ♠ (spades)   winning so far: K♥ (card 1)
    >>> print(trick_text(Trick.parse("", "S")))
    Trick: (you lead)   trump ♠ (spades)
    """
    head = f"Trick: {trick.label or '(you lead)'}   trump {trick.trump.symbol} ({trick.trump.noun})"
    card, index = trick.winning_card, trick.winning_so_far
    if card is None or index is None:
        return head
    return f"{head}   winning so far: {card.label} (card {index + 1})"


def legal_text(analysis: PlayAnalysis) -> str:
    """The legal cards and, card by card, the rule that decides and why.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, legal_plays
    >>> print(legal_text(legal_plays("H14 H9 C10", "H13 H12", "S", PARTNERSHIP)))
    ... # doctest: +NORMALIZE_WHITESPACE
    Trick: K♥ Q♥   trump ♠ (spades)   winning so far: K♥ (card 1)   rules: partnership
    Hand: A♥ 9♥ 10♣
    Legal: A♥ (head (win) the trick)
      A♥   legal, wins: You hold hearts, the suit led, and A♥ beats the K♥ now winning:
      you must head the trick.
      9♥   not legal: 9♥ does not beat the K♥ now winning, and you hold a heart that does (A♥):
      you must head the trick.
      10♣  not legal: You hold hearts, the suit led: you must follow suit,
      so 10♣ may not be played.
    """
    a = analysis
    lines = [
        f"{trick_text(a.trick)}   rules: {a.ruleset.name}",
        f"Hand: {a.hand.label}",
        f"Legal: {' '.join(c.label for c in a.legal)} ({RULE_TITLES[a.rule]})",
    ]
    for v in a.verdicts:
        status = ("legal" if v.legal else "not legal") + (", wins" if v.wins else "")
        lines.append(f"  {v.card.label:<4} {status}: {v.why}")
    return "\n".join(lines)
