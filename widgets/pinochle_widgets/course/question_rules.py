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

from collections.abc import Mapping, Sequence
from pathlib import Path

from .course import COURSE, rule_map

__all__ = ["GAME_RULES", "KIND_RULES", "answer_rules", "question_rules", "teaching_lessons"]

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


_MELD_FAMILIES = ("run", "dix", "marriage", "pinochle", "around")
"""A meld kind's rule, by the first of these words its name holds (``run_royal_marriage`` is a
run: ``meld.run``)."""

_CLASS_FAMILIES = {1: ("run", "dix", "marriage"), 2: ("pinochle",), 3: ("around",)}
"""A meld class's families (``#meld.run`` ... ``#meld.around``)."""


def _meld_rule(family: str, double_deck: bool) -> str:
    if double_deck:
        return "dd.no-dix" if family == "dix" else f"dd.{family}"
    return f"meld.{family}"


def _family(kind: str) -> str:
    return next(f for f in _MELD_FAMILIES if f in kind.split("_"))


def _meld_answer_rules(
    situation: Mapping[str, object],
    answer: Sequence[object],
    response: Sequence[object],
    right: bool,
    ruleset: str,
) -> tuple[str, ...]:
    """The rules of a meld question's classes that the answer involves: the classes answered
    wrong (or, for a right answer, those the hand melds in), each by the melds the hand makes
    in it, or by the whole class when the hand makes none there (points claimed for nothing)."""
    dd = ruleset == "double-deck"
    melds = situation.get("melds", ())
    made: dict[int, list[str]] = {}
    for meld_class, kind in melds if isinstance(melds, tuple) else ():
        made.setdefault(int(meld_class), []).append(_family(str(kind)))

    def differs(c: int) -> bool:
        try:
            return int(str(response[c - 1])) != int(str(answer[c - 1]))
        except (IndexError, ValueError):
            return True

    classes = [c for c in (1, 2, 3) if (c in made if right else differs(c))]
    families = [f for c in classes for f in made.get(c, _CLASS_FAMILIES[c])]
    rules = tuple(dict.fromkeys(_meld_rule(f, dd) for f in families))
    return rules or (("dd.meld-classes",) if dd else ("meld.classes",))


def answer_rules(
    kind: str,
    ruleset: str,
    *,
    situation: Mapping[str, object],
    answer: Sequence[object],
    response: Sequence[object] | str,
    right: bool,
) -> tuple[str, ...]:
    """The rule ids one answer to a question of ``kind`` involves: for a meld question, the
    rules of the meld classes answered wrong (a right answer: of the melds the hand makes),
    each by the melds the hand makes in that class (``situation["melds"]``: (class, meld
    kind) pairs); for a counters question about a trick that is not the last, its rules
    without ``count.last-trick``; for every other kind :func:`question_rules`.

    Examples
    --------
    >>> seen = {"melds": ((1, "royal_marriage"), (3, "aces_around"))}
    >>> answer_rules("meld", "partnership", situation=seen, answer=(40, 0, 100),
    ...              response=(40, 0, 80), right=False)
    ('meld.around',)
    >>> answer_rules("meld", "partnership", situation=seen, answer=(40, 0, 100),
    ...              response=(40, 0, 100), right=True)
    ('meld.marriage', 'meld.around')
    >>> answer_rules("meld", "partnership", situation=seen, answer=(40, 0, 100),
    ...              response=(40, 40, 100), right=False)
    ('meld.pinochle',)
    """
    if kind == "meld" and not isinstance(response, str):
        return _meld_answer_rules(situation, answer, response, right, ruleset)
    rules = question_rules(kind, ruleset)
    if kind == "counters" and situation.get("last") is False:  # no last trick in it
        return tuple(r for r in rules if r != "count.last-trick") or rules
    return rules


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
