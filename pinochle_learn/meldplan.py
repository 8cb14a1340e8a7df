"""The meld planner of the stock game: which meld to lay down now, and in what order, to score
the most over the coming tricks (``RULES.md``, TWO_HAND_STOCK).

One meld is laid down per trick won, and the order matters: a royal marriage melded before its
run scores 40 + 150, the run first only 150; a card serves once in each kind of meld, so some
orders leave cards free to be played to tricks sooner. :func:`plan_melds` searches every order
of legal melds (through :class:`~pinochle_learn.tablemeld.MeldTable`, the one copy of the
rules) for the cards held now, assuming no card of a planned meld is played before its meld is
laid down, and returns the best order and, for every meld legal now, the best order that
starts with it, each with its meld points step by step.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .cards import Card
from .hand import Hand
from .meld import Meld
from .meldkinds import MeldKind
from .tablemeld import MeldTable, TableRule, TableVerdict

__all__ = ["MeldPlan", "PlanAdvice", "PlanStep", "plan_melds"]


@dataclass(frozen=True)
class PlanStep:
    """One meld of a plan, laid down after one trick won.

    Attributes
    ----------
    meld
        The meld with its cards and meld points.
    rule
        Why it is legal then (:class:`~pinochle_learn.tablemeld.TableRule`: new cards, cards
        reused in another kind, a marriage extended to a run).
    freed
        Cards of this meld that no later meld of the plan needs: once it is down they may be
        played to tricks without losing meld.
    """

    meld: Meld
    rule: TableRule
    freed: tuple[Card, ...]


@dataclass(frozen=True)
class MeldPlan:
    """An order of melds, one per trick won, and the meld points it scores."""

    steps: tuple[PlanStep, ...]

    @property
    def total(self) -> int:
        """Meld points of every step."""
        return sum(s.meld.points for s in self.steps)

    @property
    def kinds(self) -> tuple[MeldKind, ...]:
        """The kinds of meld in order."""
        return tuple(s.meld.kind for s in self.steps)

    @property
    def first(self) -> Meld | None:
        """The meld to lay down now, or ``None`` for an empty plan."""
        return self.steps[0].meld if self.steps else None


@dataclass(frozen=True)
class PlanAdvice:
    """The planner's answer for one moment of a stock round.

    Attributes
    ----------
    best
        The order scoring the most meld points (fewest tricks on a tie).
    by_first
        For every meld legal now, the best order that starts with it, best first: the points
        each first choice leads to.
    tricks
        How many more melds the plan may count on (tricks to win while the stock lasts), or
        ``None`` for no limit.
    spare
        Cards held (hand or table) of which one copy may be played now without lowering the
        best plan's meld points: the cards to throw to tricks.
    """

    best: MeldPlan
    by_first: tuple[MeldPlan, ...]
    tricks: int | None
    spare: tuple[Card, ...]


_Key = tuple[tuple[Card, ...], tuple[object, ...], int]
_Score = tuple[int, int, tuple[int, ...]]


class _Search:
    def __init__(self) -> None:
        self.memo: dict[_Key, tuple[_Score, tuple[TableVerdict, ...]]] = {}

    def best(
        self, hand: Hand, table: MeldTable, left: int
    ) -> tuple[_Score, tuple[TableVerdict, ...]]:
        """((meld points, -melds, points step by step), the verdicts in order) of the best order
        from here: most meld points, then fewest tricks, then the most points soonest."""
        if left == 0:
            return (0, 0, ()), ()
        key: _Key = (hand.cards, tuple((tc.card, tc.served) for tc in table.cards), left)
        found = self.memo.get(key)
        if found is not None:
            return found
        result: tuple[_Score, tuple[TableVerdict, ...]] = ((0, 0, ()), ())
        ready = table.after_trick(won=True)
        for verdict in ready.options(hand):
            if not verdict.legal:
                continue
            score, rest = self.follow(hand, ready, verdict, left)
            if score > result[0]:
                result = (score, rest)
        self.memo[key] = result
        return result

    def follow(
        self, hand: Hand, ready: MeldTable, verdict: TableVerdict, left: int
    ) -> tuple[_Score, tuple[TableVerdict, ...]]:
        """The best order that starts with ``verdict``."""
        suit = verdict.suit if verdict.kind.needs_suit else None
        new_hand, new_table = ready.lay_down(hand, verdict.kind, suit)
        (points, count, steps), rest = self.best(new_hand, new_table, left - 1)
        return (points + verdict.points, count - 1, (verdict.points, *steps)), (verdict, *rest)


def _plan(verdicts: tuple[TableVerdict, ...]) -> MeldPlan:
    steps = []
    for i, verdict in enumerate(verdicts):
        later = Counter(c for v in verdicts[i + 1 :] for c in set(v.cards))
        freed = tuple(c for c in dict.fromkeys(verdict.cards) if not later[c])
        steps.append(PlanStep(verdict.meld, verdict.rule, freed))
    return MeldPlan(tuple(steps))


def plan_melds(hand: Hand, table: MeldTable, tricks: int | None = None) -> PlanAdvice:
    """The best order to lay down melds from the cards held now, one per trick won.

    Parameters
    ----------
    hand
        The cards in the player's hand.
    table
        The player's melds on the table (its ``may_meld`` flag is ignored: the plan assumes
        a trick won before each meld).
    tricks
        How many more melds to count on (tricks to win while the stock lasts); ``None`` for as
        many as the cards allow.

    Returns
    -------
    PlanAdvice
        The best order and, for each meld legal now, the best order starting with it.

    Examples
    --------
    The seed's marriage extended to a run (trump ♥): marriage first 40 + 150, run first 150.

    >>> from pinochle_learn import TWO_HAND_STOCK, Suit
    >>> hand, table = Hand.parse("H14 H10 H13 H12 H11"), MeldTable(Suit.HEARTS, TWO_HAND_STOCK)
    >>> [([k.value for k in p.kinds], p.total) for p in plan_melds(hand, table).by_first]
    [(['royal_marriage', 'run'], 190), (['run'], 150)]
    >>> best = plan_melds(hand, table, tricks=1).best
    >>> [k.value for k in best.kinds], best.total
    (['run'], 150)
    """
    if table.stock_gone or tricks == 0:
        return PlanAdvice(MeldPlan(()), (), tricks, Hand(dict.fromkeys(hand.cards)).cards)
    held = len(hand) + len(table.cards)
    left = tricks if tricks is not None else held
    search = _Search()
    ready = table.after_trick(won=True)
    scored = []
    for verdict in ready.options(hand):
        if verdict.legal:
            score, order = search.follow(hand, ready, verdict, left)
            scored.append((score, _plan(order)))
    scored.sort(key=lambda item: item[0], reverse=True)
    plans = [plan for _, plan in scored]
    best = plans[0] if plans else MeldPlan(())
    return PlanAdvice(best, tuple(plans), tricks, _spare(hand, table, best))


def _spare(hand: Hand, table: MeldTable, best: MeldPlan) -> tuple[Card, ...]:
    """Cards of which one copy may be played now and the best plan still be laid down in full
    (from the hand, or from the table, whichever keeps the plan)."""
    spare = []
    held = [*hand.cards, *(tc.card for tc in table.cards)]
    used = {c for step in best.steps for c in step.meld.cards}
    for card in dict.fromkeys(held):
        if card not in used:  # no meld of the plan needs it: playing it changes nothing
            spare.append(card)
            continue
        tries = []
        if card in hand:
            tries.append((hand.remove(card), table))
        if any(tc.card == card for tc in table.cards):
            tries.append((hand, table.play(card)))
        if any(_feasible(h, t, best) for h, t in tries):
            spare.append(card)
    return Hand(spare).cards


def _feasible(hand: Hand, table: MeldTable, plan: MeldPlan) -> bool:
    for step in plan.steps:
        ready = table.after_trick(won=True)
        suit = step.meld.suit if step.meld.kind.needs_suit else None
        if not ready.can(hand, step.meld.kind, suit):
            return False
        hand, table = ready.lay_down(hand, step.meld.kind, suit)
    return True
