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

__all__ = ["RULE_TITLES", "rule_title"]

RULE_TITLES: dict[str, str] = {
    "auction.min-bid": "Auction: the opening bid is 250",
    "auction.raise": "Auction: raise by 10 or 20",
    "auction.pass": "Auction: a pass is for good",
    "cards.deck": "Cards: the 48-card deck",
    "cards.identical": "Cards: of two identical cards the first wins",
    "count.counters": "Counters: A, 10, K count",
    "count.last-trick": "Counting: the last trick is worth 10",
    "cutthroat.counting": "Cutthroat counting: A, 10, K and the last trick",
    "cutthroat.defenders": "Cutthroat: the others add meld + tricks",
    "cutthroat.made": "Cutthroat: a made bid adds meld + tricks",
    "cutthroat.no-tricks": "Cutthroat: no trick points, no score",
    "cutthroat.set": "Cutthroat: a set bid is subtracted",
    "dd.around": "Double deck: arounds",
    "dd.counters": "Double deck counters: A, 10, K are 1 each",
    "dd.identical": "Double deck: of identical cards the first wins",
    "dd.marriage": "Double deck: marriages",
    "dd.meld-classes": "Double deck: one meld of each class per card",
    "dd.no-dix": "Double deck: no dix (no nines)",
    "dd.pinochle": "Double deck: pinochles",
    "dd.run": "Double deck: runs",
    "dd.tricks": "Double deck tricks: follow, trump, win if able",
    "meld.around": "Meld: aces, kings, queens, jacks around",
    "meld.classes": "Meld: a card serves once in each class",
    "meld.dix": "Meld: the dix (9 of trump) is 10",
    "meld.marriage": "Meld: royal and common marriages",
    "meld.pinochle": "Meld: pinochle J♦ Q♠",
    "meld.run": "Meld: the run A 10 K Q J of trump",
    "passing.back": "Passing: the bid winner gives 4 back",
    "passing.to-winner": "Passing: the partner gives 4 to the bid winner",
    "score.defenders": "Score: the defenders add meld + tricks",
    "score.made": "Score: a made bid adds meld + tricks",
    "score.no-tricks": "Score: no trick points, no score",
    "score.set": "Score: a set bid is subtracted",
    "stock.counting": "Two-hand counting: A, 10 are 10; K, Q are 5",
    "stock.meld": "Two-hand: one meld after each trick won",
    "stock.melds": "Two-hand: the melds and their values",
    "stock.reuse": "Two-hand: reusing a card in melds",
    "stock.royal-after-run": "Two-hand: no royal marriage from a run's K or Q",
    "throw-in.when": "Throw-in: when the bid is over meld + 250",
    "tricks.any": "Tricks: else any card",
    "tricks.follow": "Tricks: follow suit",
    "tricks.head": "Tricks: win the trick if able",
    "tricks.trump": "Tricks: else play a trump",
    "tricks.winner": "Tricks: who wins a trick",
    "widow.counting": "Widow counting: A 11, 10 10, K 4, Q 3, J 2",
    "widow.tricks": "Widow tricks: follow, else trump, win if able",
}
"""Rule id -> its short title (the rules a self-check records)."""


def rule_title(rule: str) -> str:
    """The short title of the rule ``rule`` (an id of ``docs/rules.md`` without ``#``), or the
    id itself for a rule without one."""
    return RULE_TITLES.get(rule, rule)
