"""The computer player's choices while the stock lasts in the two-hand stock game (``RULES.md``,
TWO_HAND_STOCK): simple, documented, seeded.

- **Meld**: after a trick won, lay down the first meld of the planner's best order over the
  tricks left (:func:`~pinochle_learn.meldplan.plan_melds`): a royal marriage before its run,
  the most meld points first.
- **Dix**: exchange a 9 of trump for the turn-up whenever allowed (10 points, and the turn-up is
  never a worse card).
- **Cards to a trick**: keep every card the meld plan still needs; of the others (the plan's
  *spare* cards) take a counter (A or 10) led by the opponent when a spare card wins it, else
  win any other lead with a spare card of its suit that beats it (no trump spent: cheap, and
  the trick's winner has the turn to meld), else throw the spare card worth least (fewest
  counter points, not trump, lowest rank). Only when no card is spare does a meld card go.
  Ties are broken by the seeded ``random.Random``.

Once the stock is gone the duties to follow, trump and win apply and the four-hand computer
heuristics of :mod:`pinochle_learn.players` take over.

The plan is read through :func:`~pinochle_learn.fastplan.fast_plan`: the first meld and the spare
cards of :func:`~pinochle_learn.meldplan.plan_melds`'s best order, found by the same search on
card counts (``tests/properties/test_fastplan.py`` plays both and compares every choice).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .cards import Card, Rank, Suit
from .fastplan import MeldSpec, fast_plan
from .hand import Hand
from .ruleset import Ruleset
from .tablemeld import MeldTable, TableVerdict
from .trick import beats

__all__ = ["choose_stock_card", "choose_stock_meld", "exchanges_dix", "stock_meld_spec"]


def choose_stock_meld(hand: Hand, table: MeldTable, tricks_left: int | None) -> TableVerdict | None:
    """The meld to lay down now: the first of the planner's best order, or ``None``.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_STOCK
    >>> table = MeldTable(Suit.HEARTS, TWO_HAND_STOCK).after_trick(won=True)
    >>> choose_stock_meld(Hand.parse("H14 H10 H13 H12 H11"), table, 6).kind.name
    'ROYAL_MARRIAGE'
    """
    first = stock_meld_spec(hand, table, tricks_left)
    if first is None:
        return None
    verdict = table.check(hand, first.kind, first.suit)
    return verdict if verdict.legal else None


def stock_meld_spec(hand: Hand, table: MeldTable, tricks_left: int | None) -> MeldSpec | None:
    """:func:`choose_stock_meld`'s meld as the planner's :class:`~pinochle_learn.fastplan.
    MeldSpec` (its ``kind`` and ``suit`` make the :class:`~pinochle_learn.actions.LayDown`),
    without the table's verdict: ``None`` when the table may not take a meld now (no trick
    won, a meld already laid down this turn, the stock gone), else the plan's first meld,
    legal by the same rules (the planner tries only legal melds)."""
    if table.stock_gone or table.melded or not table.may_meld:
        return None
    return fast_plan(hand, table, tricks_left).first


def exchanges_dix(hand: Hand, trump: Suit, turn_up: Card | None) -> bool:
    """Does the player exchange a 9 of trump for the turn-up? Always, when holding one and the
    turn-up is not itself a 9 of trump."""
    nine = Card(Rank.NINE, trump)
    return turn_up is not None and turn_up != nine and nine in hand


def _worth(card: Card, rules: Ruleset, trump: Suit) -> tuple[int, bool, int]:
    return (rules.counter_points[card.rank], card.suit is trump, int(card.rank))


def _lowest(cards: Sequence[Card], rules: Ruleset, trump: Suit, rng: random.Random) -> Card:
    worth = [_worth(c, rules, trump) for c in cards]
    least = min(worth)
    return rng.choice([c for c, w in zip(cards, worth, strict=True) if w == least])


def choose_stock_card(
    hand: Hand,
    table: MeldTable,
    led: Card | None,
    tricks_left: int | None,
    rng: random.Random,
) -> Card:
    """The card to play while the stock lasts (from the hand or the table: any card is legal).

    Parameters
    ----------
    hand, table
        The player's hidden cards and the cards on their table.
    led
        The opponent's card when following, ``None`` when leading.
    tricks_left
        Tricks still to win while the stock lasts (the planner's horizon).
    rng
        Breaks ties, so the same seed plays the same cards.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_STOCK
    >>> table = MeldTable(Suit.HEARTS, TWO_HAND_STOCK)
    >>> hand = Hand.parse("S12 D11 C9 C14")
    >>> choose_stock_card(hand, table, None, 5, random.Random(1)).label  # keeps Q♠ J♦
    '9♣'
    >>> choose_stock_card(hand, table, Card.parse("C10"), 5, random.Random(1)).label
    'A♣'
    >>> choose_stock_card(hand, table, Card.parse("C11"), 5, random.Random(1)).label  # contests
    'A♣'
    """
    rules, trump = table.ruleset, table.trump
    held = [*hand.cards, *(tc.card for tc in table.cards)]
    spare = list(fast_plan(hand, table, tricks_left).spare) or held
    if led is not None:
        winners = [c for c in spare if beats(c, led, trump)]
        if rules.counter_points[led.rank] < rules.counter_points[Rank.TEN]:
            winners = [c for c in winners if c.suit is led.suit]  # a low lead: no trump spent
        if winners:
            return _lowest(winners, rules, trump, rng)
    return _lowest(spare, rules, trump, rng)
