"""The strong computer level's meld timing in TWO_HAND_STOCK: which meld to lay down after a
trick won while the stock lasts, or none.

``RULES.md``, TWO_HAND_STOCK: after winning a trick the winner may lay down **one** meld; the
melded cards stay on the table and may still be played to tricks. The learner level lays down
the first meld of the planner's best order over *every* trick left while the stock lasts
(:mod:`pinochle_learn.stockplayer`), as if it would win them all. The strong level:

- expects to win half of the tricks still to play while the stock lasts after this one
  (:data:`WIN_SHARE`, rounded down): so many more meld turns (``turns``);
- for each meld it may lay down now, and for laying down none, adds the meld's points now and
  the planner's best meld points on the expected turns after it
  (:func:`~pinochle_learn.fastplan.fast_plan`'s search, on card counts);
- lays down the meld of the highest total; on a tie, the one with more points now (a later
  turn may not come), then the one that keeps more counter points free for tricks (the cards
  the plan after it leaves *spare*: the value of keeping cards for tricks), then the planner's
  order.

Measured (``benchmarks/bench_players.py``, 30 duplicate deals, seed 1): counting the counters
kept free at half their points *in* the total (rather than on a tie) lost about 7 game points a
round against the learner's order, so they only break ties.

Read from the seat's own hand and table only (both its own; the other's cards are never read).
"""

from __future__ import annotations

from dataclasses import dataclass

from .fastplan import (
    MeldSpec,
    best_order,
    fast_plan,
    game_specs,
    hand_counts,
    lay_down,
    legal_melds,
    packed_table,
    spare_cards,
)
from .hand import Hand
from .tablemeld import MeldTable

__all__ = ["WIN_SHARE", "MeldTiming", "expected_turns", "strong_stock_meld"]

WIN_SHARE = 0.5
"""Share of the tricks left while the stock lasts the strong level expects to win."""


def expected_turns(tricks_left: int) -> int:
    """Meld turns expected after this one: :data:`WIN_SHARE` of the ``tricks_left - 1``
    tricks still to play while the stock lasts, rounded down.

    >>> expected_turns(2), expected_turns(3), expected_turns(11)
    (0, 1, 5)
    """
    return int(WIN_SHARE * max(tricks_left - 1, 0))


@dataclass(frozen=True)
class MeldTiming:
    """The strong meld choice with what it rests on.

    Attributes
    ----------
    spec
        The meld to lay down now (``None``: none).
    points
        Its meld points now (0 for none).
    future
        The planner's best meld points on the ``turns`` expected turns after it.
    keep
        Counter points of the cards the plan after it leaves free for tricks (breaks ties).
    turns, left
        Expected meld turns after this one, and tricks left while the stock lasts.
    planner
        The learner level's meld (the planner's first over all ``left`` tricks), to compare.
    """

    spec: MeldSpec | None
    points: int
    future: int
    keep: int
    turns: int
    left: int
    planner: MeldSpec | None

    @property
    def value(self) -> int:
        """Meld points now and on the expected turns."""
        return self.points + self.future


def strong_stock_meld(hand: Hand, table: MeldTable, tricks_left: int) -> MeldTiming | None:
    """The strong level's meld turn (module docstring); ``None`` when the table takes no meld
    now (no trick won, a meld already laid down this turn, the stock gone).

    Examples
    --------
    A royal marriage and its run in hearts with two tricks left: the learner lays down the
    marriage (40) planning the run (150) on the last trick; the strong level expects no
    second turn (half of one trick, rounded down), so the run now, 150.

    >>> from pinochle_learn import TWO_HAND_STOCK, Suit
    >>> table = MeldTable(Suit.HEARTS, TWO_HAND_STOCK).after_trick(won=True)
    >>> hand = Hand.parse("H14 H10 H13 H12 H11 C9")
    >>> timing = strong_stock_meld(hand, table, 2)
    >>> timing.spec.kind.name, timing.points, timing.planner.kind.name
    ('RUN', 150, 'ROYAL_MARRIAGE')
    """
    if table.stock_gone or table.melded or not table.may_meld:
        return None
    counts = hand_counts(hand)
    packed = packed_table(table)
    specs = game_specs(table.ruleset, table.trump)
    turns = expected_turns(tricks_left)
    counters = table.ruleset.counter_points
    options: list[tuple[tuple[int, int, int, int], MeldTiming]] = []
    candidates: list[tuple[MeldSpec | None, list[int]]] = [(None, [])]
    candidates += legal_melds(counts, packed, specs)
    for order, (spec, picked) in enumerate(candidates):
        if spec is None:
            after_counts, after_table, now = counts, packed, 0
        else:
            after_counts, after_table = lay_down(counts, packed, spec, picked)
            now = spec.points
        future, steps = best_order(specs, after_counts, after_table, turns)
        spare = spare_cards(after_counts, after_table, steps)
        held = list(after_counts)
        for index, _served in after_table:
            held[index] += 1
        keep = sum(counters[card.rank] * held[6 * card.suit + card.rank] for card in spare)
        timing = MeldTiming(spec, now, future, keep, turns, tricks_left, None)
        options.append(((timing.value, now, keep, -order), timing))
    best = max(options, key=lambda option: option[0])[1]
    planner = fast_plan(hand, table, tricks_left).first
    return MeldTiming(best.spec, best.points, best.future, best.keep, turns, tricks_left, planner)
