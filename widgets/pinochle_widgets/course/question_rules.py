"""Which rules of ``docs/rules.md`` each self-check question tests, and which lesson teaches each.

A class's answers are kept with the rule ids their question tests
(:class:`pinochle_widgets.records.Answer` ``rule_ids``), so the teacher's page can say which
*rules* the class has not understood yet and send the learner to the lesson that teaches each.
One line per question kind in :data:`KIND_RULES`, and a line per (kind, game) where a game has
rules of its own (:data:`GAME_RULES`: the double deck's counters are ``#dd.counters``).
``tests/unit/test_class_rules.py`` fails on a kind without a line or an id ``docs/rules.md``
does not state.

Imports no ipywidgets.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from .course import COURSE, rule_map

__all__ = ["GAME_RULES", "KIND_RULES", "question_rules", "teaching_lessons"]

KIND_RULES: dict[str, tuple[str, ...]] = {
    "counters": ("count.counters", "count.last-trick"),
    "cutthroat_score": (
        "cutthroat.made",
        "cutthroat.set",
        "cutthroat.defenders",
        "cutthroat.no-tricks",
    ),
    "last_tricks": ("tricks.follow", "tricks.head", "count.counters"),
    "last_tricks_widow": ("widow.tricks", "widow.counting"),
    "legal": ("tricks.follow", "tricks.trump", "tricks.head", "tricks.any"),
    "meld": (
        "meld.classes",
        "meld.run",
        "meld.dix",
        "meld.marriage",
        "meld.pinochle",
        "meld.around",
    ),
    "next_bid": ("auction.min-bid", "auction.raise", "auction.pass"),
    "partner_card": ("cards.deck", "cards.identical"),
    "pass_cards": ("passing.to-winner", "passing.back"),
    "score": ("score.made", "score.set", "score.defenders", "score.no-tricks"),
    "table_meld": ("stock.meld", "stock.melds", "stock.reuse", "stock.royal-after-run"),
    "throw_in": ("throw-in.when",),
    "winner": ("tricks.winner", "tricks.trump", "cards.identical"),
}
"""Question kind -> the rule ids it tests (in the partnership game, the course's default)."""

GAME_RULES: dict[tuple[str, str], tuple[str, ...]] = {
    ("counters", "double-deck"): ("dd.counters",),
    ("counters", "two-hand-widow"): ("widow.counting",),
    ("counters", "two-hand-stock"): ("stock.counting",),
    ("counters", "cutthroat"): ("cutthroat.counting",),
    ("legal", "double-deck"): ("dd.tricks", "tricks.follow", "tricks.trump", "tricks.head"),
    ("meld", "double-deck"): (
        "dd.meld-classes",
        "dd.run",
        "dd.marriage",
        "dd.pinochle",
        "dd.around",
        "dd.no-dix",
    ),
    ("winner", "double-deck"): ("tricks.winner", "dd.identical"),
}
"""(question kind, ruleset name) -> the rule ids it tests in that game, where they differ."""


def question_rules(kind: str, ruleset: str = "partnership") -> tuple[str, ...]:
    """The rule ids (``docs/rules.md``, without ``#``) a question of ``kind`` asked under the
    ruleset named ``ruleset`` tests; ``()`` for a kind with none known.

    Examples
    --------
    >>> question_rules("throw_in")
    ('throw-in.when',)
    >>> question_rules("counters", "double-deck")
    ('dd.counters',)
    """
    return GAME_RULES.get((kind, ruleset), KIND_RULES.get(kind, ()))


def teaching_lessons(notebooks: Path) -> dict[str, str]:
    """Rule id -> the notebook of the first lesson (in course order) whose prose teaches it
    (its ``<!-- teaches: ... -->`` comments, :func:`~pinochle_widgets.course.course.rule_map`).
    """
    taught: Mapping[str, list[tuple[str, int]]] = rule_map(notebooks)
    order = {lesson.notebook: n for n, lesson in enumerate(COURSE)}
    return {
        rule: min((notebook for notebook, _ in places), key=lambda nb: order.get(nb, len(order)))
        for rule, places in taught.items()
    }
