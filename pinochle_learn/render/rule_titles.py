"""Each rule's short title, as a learner reads it, for the teacher's page.

``docs/rules.md`` is not shipped with the package, so the titles a teacher reads beside a rule
id live here: :data:`RULE_TITLES` (rule id, without ``#`` -> title). Every rule a self-check
question records (``pinochle_widgets.course.question_rules``) has one;
``tests/unit/test_rule_titles.py`` fails on a title whose id ``docs/rules.md`` does not state,
or a recorded id without a title.

Examples
--------
>>> rule_title("count.counters")
'Counters: A, 10, K count'
>>> rule_title("made.up")
'made.up'
"""

from __future__ import annotations

from .i18n import N_, _

__all__ = ["RULE_TITLES", "rule_title"]

RULE_TITLES: dict[str, str] = {
    "auction.min-bid": N_("Auction: the opening bid is 250"),
    "auction.raise": N_("Auction: raise by 10 or 20"),
    "auction.pass": N_("Auction: a pass is for good"),
    "cards.deck": N_("Cards: the 48-card deck"),
    "cards.identical": N_("Cards: of two identical cards the first wins"),
    "count.counters": N_("Counters: A, 10, K count"),
    "count.last-trick": N_("Counting: the last trick is worth 10"),
    "cutthroat.counting": N_("Cutthroat counting: A, 10, K and the last trick"),
    "cutthroat.defenders": N_("Cutthroat: the others add meld + tricks"),
    "cutthroat.made": N_("Cutthroat: a made bid adds meld + tricks"),
    "cutthroat.no-tricks": N_("Cutthroat: no trick points, no score"),
    "cutthroat.set": N_("Cutthroat: a set bid is subtracted"),
    "dd.around": N_("Double deck: arounds"),
    "dd.counters": N_("Double deck counters: A, 10, K are 1 each"),
    "dd.identical": N_("Double deck: of identical cards the first wins"),
    "dd.marriage": N_("Double deck: marriages"),
    "dd.meld-classes": N_("Double deck: one meld of each class per card"),
    "dd.no-dix": N_("Double deck: no dix (no nines)"),
    "dd.pinochle": N_("Double deck: pinochles"),
    "dd.run": N_("Double deck: runs"),
    "dd.tricks": N_("Double deck tricks: follow, trump, win if able"),
    "meld.around": N_("Meld: aces, kings, queens, jacks around"),
    "meld.classes": N_("Meld: a card serves once in each class"),
    "meld.dix": N_("Meld: the dix (9 of trump) is 10"),
    "meld.marriage": N_("Meld: royal and common marriages"),
    "meld.pinochle": N_("Meld: pinochle J♦ Q♠"),
    "meld.run": N_("Meld: the run A 10 K Q J of trump"),
    "passing.back": N_("Passing: the bid winner gives 4 back"),
    "passing.to-winner": N_("Passing: the partner gives 4 to the bid winner"),
    "score.defenders": N_("Score: the defenders add meld + tricks"),
    "score.made": N_("Score: a made bid adds meld + tricks"),
    "score.no-tricks": N_("Score: no trick points, no score"),
    "score.set": N_("Score: a set bid is subtracted"),
    "stock.counting": N_("Two-hand counting: A, 10 are 10; K, Q are 5"),
    "stock.meld": N_("Two-hand: one meld after each trick won"),
    "stock.melds": N_("Two-hand: the melds and their values"),
    "stock.reuse": N_("Two-hand: reusing a card in melds"),
    "stock.royal-after-run": N_("Two-hand: no royal marriage from a run's K or Q"),
    "throw-in.when": N_("Throw-in: when the bid is over meld + 250"),
    "tricks.any": N_("Tricks: else any card"),
    "tricks.follow": N_("Tricks: follow suit"),
    "tricks.head": N_("Tricks: win the trick if able"),
    "tricks.trump": N_("Tricks: else play a trump"),
    "tricks.winner": N_("Tricks: who wins a trick"),
    "widow.counting": N_("Widow counting: A 11, 10 10, K 4, Q 3, J 2"),
    "widow.tricks": N_("Widow tricks: follow, else trump, win if able"),
}
"""Rule id -> its short title (the rules a self-check records), marked for the catalogue:
translated by :func:`rule_title`."""


def rule_title(rule: str) -> str:
    """The short title of the rule ``rule`` (an id of ``docs/rules.md`` without ``#``), or the
    id itself for a rule without one; in the current language."""
    title = RULE_TITLES.get(rule)
    return rule if title is None else _(title)
