"""The strong computer level's building, bid and trump in TWO_HAND_WIDOW, by expected value.

``RULES.md``, TWO_HAND_WIDOW. Read from what the seat knows, never the other hand or the
order of the widow:

- **Building** (:func:`strong_build`): the seat knows its own cards and the card it has just
  drawn; every other card of the deck is *unseen* to it (:class:`BuildView`; the state keeps
  no record of the cards it saw and discarded earlier, so those count as unseen too). Its
  hand ends with 24 cards: ``keeps`` more, this turn's included. :data:`BUILD_SAMPLES` times,
  ``keeps`` unseen cards are drawn at random with the caller's seeded ``random.Random``; the
  hand *keeping* the drawn card is the hand, the drawn card and the first ``keeps - 1`` of
  them; the hand *discarding* it is the hand and all ``keeps`` of them (the same draws for
  both: common random numbers). Each finished hand is worth its best meld over the four trumps
  plus the counter points it holds (:func:`hand_worth`). It keeps the card when keeping is worth
  at least as much on average.
- **Bid and trump** (:func:`widow_values`, :func:`strong_bid`, :func:`strong_trump`): once
  built, the two hands are the whole deck, so the seat knows the other hand exactly. For each
  trump, its meld, the other's meld, and the trick points it takes as bidder (leading first)
  estimated by :func:`pinochle_learn.strongplay.strong_card` (the known position played out by
  the solver's move order, its last tricks solved exactly). The estimate is taken as uncertain
  by :data:`SPREAD` (five equally likely errors). The value of holding the contract at a bid is
  the mean, over those five, of its round score minus the other's, with the preset's
  ``set_penalty`` (``"shortfall"``: a set bidder loses the bid less the points made); passing
  gives the other the contract at the bid standing (the minimum when none) with the trump best
  for it, valued the same way. Its *ceiling* is the highest bid (in steps of the smallest
  raise) whose value beats passing; it bids the lowest allowed amount up to the ceiling, else
  passes. Trump: the suit whose value at the contract's bid is highest.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from .cards import Card, Suit
from .fastmeld import SLOTS, card_index, meld_tables, meld_total_of_counts
from .knowledge import Knowledge
from .procedure import Phase
from .ruleset import MAX_GAME_POINTS, Ruleset, SetPenalty
from .seats import Seat
from .strongplay import strong_card

if TYPE_CHECKING:
    from .state import RoundState

__all__ = [
    "BUILD_SAMPLES",
    "SPREAD",
    "BidChoice",
    "BuildChoice",
    "BuildView",
    "TrumpValue",
    "build_view",
    "hand_worth",
    "strong_bid",
    "strong_build",
    "strong_trump",
    "widow_values",
]

BUILD_SAMPLES = 48
"""Random ways to finish the hand compared for one building decision."""
SPREAD = (-40, -20, 0, 20, 40)
"""Errors of the trick estimate, in trick points, taken as equally likely."""


@dataclass(frozen=True)
class BuildView:
    """What the seat to build knows: its ``hand``, the ``drawn`` card, the cards it will
    still keep (``keeps``, this turn's included) and the ``unseen`` cards (the deck less the
    hand and the drawn card, sorted)."""

    ruleset: Ruleset
    hand: tuple[Card, ...]
    drawn: Card
    keeps: int
    unseen: tuple[Card, ...]


def build_view(state: RoundState) -> BuildView:
    """The :class:`BuildView` of the seat to build in ``state``.

    Raises
    ------
    ValueError
        The round is not building.
    """
    seat, drawn = state.to_act, state.drawn
    if state.phase is not Phase.BUILD or seat is None or drawn is None:
        raise ValueError(f"build_view: the round is in its {state.phase.name} phase")
    rules = state.ruleset
    hand = state.hands[seat].cards
    unseen = Counter({c: rules.deck.copies for c in rules.deck.unique_cards})
    unseen -= Counter(hand) + Counter([drawn])
    return BuildView(
        rules,
        hand,
        drawn,
        rules.hand_size - len(hand),
        tuple(sorted(unseen.elements(), key=_order)),
    )


def _order(card: Card) -> tuple[int, int]:
    return (int(card.suit), int(card.rank))


def hand_worth(cards: list[Card] | tuple[Card, ...], ruleset: Ruleset) -> int:
    """The best meld of ``cards`` over the four trumps plus their counter points.

    >>> from pinochle_learn import TWO_HAND_WIDOW
    >>> from pinochle_learn.cards import parse_cards
    >>> hand_worth(parse_cards("H14 H10 H13 H12 H11"), TWO_HAND_WIDOW)  # run 150 + 30 counters
    180
    """
    counts = [0] * SLOTS
    for card in cards:
        counts[card_index(card)] += 1
    tables = meld_tables(ruleset)
    meld = max(meld_total_of_counts(counts, int(s), tables) for s in Suit)
    return meld + sum(ruleset.counter_points[c.rank] for c in cards)


@dataclass(frozen=True)
class BuildChoice:
    """Keep the drawn card or not, with the mean worth (:func:`hand_worth`) of the finished
    hand each way (rounded) over ``samples`` draws."""

    keep: bool
    kept: int
    discarded: int
    samples: int


def strong_build(view: BuildView, rng: random.Random, samples: int = BUILD_SAMPLES) -> BuildChoice:
    """The strong level's building choice (module docstring), from ``view`` alone.

    >>> from pinochle_learn import TWO_HAND_WIDOW
    >>> from pinochle_learn.cards import parse_cards
    >>> hand = tuple(parse_cards("H14 H10 H13 H12 C9 C9 D9 D9 S9 S9"))
    >>> view = BuildView(TWO_HAND_WIDOW, hand, Card.parse("H11"), 1, ())
    >>> strong_build(view, random.Random(1)).keep  # the J♥ finishes the run
    True
    """
    keeps = view.keeps
    pool = list(view.unseen)
    take = min(keeps, len(pool))
    kept_total = discarded_total = 0
    for _ in range(samples):
        drawn = rng.sample(pool, take) if take else []
        kept_total += hand_worth([*view.hand, view.drawn, *drawn[: keeps - 1]], view.ruleset)
        discarded_total += hand_worth([*view.hand, *drawn[:keeps]], view.ruleset)
    kept, discarded = round(kept_total / samples), round(discarded_total / samples)
    return BuildChoice(kept_total >= discarded_total, kept, discarded, samples)


@dataclass(frozen=True)
class TrumpValue:
    """One trump for the seat as bidder: its ``meld``, the other's ``other_meld`` and the
    trick points it takes, estimated (``tricks``)."""

    trump: Suit
    meld: int
    other_meld: int
    tricks: int

    @property
    def total(self) -> int:
        """Meld and estimated trick points."""
        return self.meld + self.tricks


def widow_values(
    hand: tuple[Card, ...], other: tuple[Card, ...], ruleset: Ruleset, seat: Seat
) -> tuple[TrumpValue, ...]:
    """:class:`TrumpValue` of each trump (suit order) for ``seat`` holding ``hand`` against
    ``other`` (the rest of the deck), as bidder leading the first trick."""
    return _widow_values(
        tuple(sorted(hand, key=_order)), tuple(sorted(other, key=_order)), ruleset, seat
    )


@lru_cache(maxsize=64)
def _widow_values(
    hand: tuple[Card, ...], other: tuple[Card, ...], ruleset: Ruleset, seat: Seat
) -> tuple[TrumpValue, ...]:
    tables = meld_tables(ruleset)
    mine, theirs = [0] * SLOTS, [0] * SLOTS
    for card in hand:
        mine[card_index(card)] += 1
    for card in other:
        theirs[card_index(card)] += 1
    out = []
    for trump in Suit:
        placed = tuple(() if s == seat else other for s in range(ruleset.players))
        knowledge = Knowledge(
            ruleset=ruleset,
            trump=trump,
            seat=seat,
            hand=hand,
            sizes=tuple(len(hand) if s == seat else len(other) for s in range(ruleset.players)),
            placed=placed,
            voids=(frozenset(),) * ruleset.players,
            pool=(),
            trick=(),
            first_lead=True,
        )
        tricks = strong_card(knowledge, random.Random(0), budget_s=5.0).points
        out.append(
            TrumpValue(
                trump,
                meld_total_of_counts(mine, int(trump), tables),
                meld_total_of_counts(theirs, int(trump), tables),
                tricks,
            )
        )
    return tuple(out)


def _bidder_score(ruleset: Ruleset, bid: int, meld: int, tricks: int) -> int:
    """The bidder's round score (``scoring``: made adds meld and tricks; set loses the
    ``set_penalty``; no trick points is a set)."""
    made = meld + tricks
    if tricks > 0 and made >= bid:
        return made
    counted = made if tricks > 0 else 0
    if ruleset.set_penalty is SetPenalty.SHORTFALL:
        return -(bid - counted)
    if ruleset.set_penalty is SetPenalty.BID_PLUS_MELD:
        return -(bid + meld)
    return -bid


def contract_value(ruleset: Ruleset, bid: int, value: TrumpValue) -> float:
    """The mean, over :data:`SPREAD`, of the bidder's round score less the other's, holding
    the contract at ``bid`` with ``value``'s trump."""
    total = ruleset.total_trick_points
    scores = []
    for error in SPREAD:
        tricks = min(max(value.tricks + error, 0), total)
        mine = _bidder_score(ruleset, bid, value.meld, tricks)
        scores.append(mine - (value.other_meld + total - tricks))
    return sum(scores) / len(scores)


@dataclass(frozen=True)
class BidChoice:
    """The strong bid: ``bid`` (``None``: pass), the trump it would name and its value, its
    ``ceiling`` (``None``: no bid beats passing)."""

    bid: int | None
    value: TrumpValue
    ceiling: int | None


def strong_bid(
    mine: tuple[TrumpValue, ...],
    theirs: tuple[TrumpValue, ...],
    ruleset: Ruleset,
    standing: int,
    allowed: tuple[int, ...],
) -> BidChoice:
    """The bid of a seat with trump values ``mine`` against the other's ``theirs``
    (:func:`widow_values` of each as bidder) when passing leaves the other the contract at
    ``standing``, bids ``allowed`` (lowest first). Module docstring.

    Worked by hand: the seat makes 450 (300 meld, 150 tricks) against the other's 20 meld;
    the other, as bidder, would make 320 (200 meld, 120 tricks) against the seat's 100 meld,
    so passing at 250 is worth -90 to the seat (the other's 320 less the seat's 100 + 130).
    At 490 the seat is set in four of the five errors (mean -62, better than -90); at 500
    in all five (mean 330 - 500 = -170): the ceiling is 490, and it bids 250.

    >>> from pinochle_learn import TWO_HAND_WIDOW
    >>> strong = (TrumpValue(Suit.HEARTS, 300, 20, 150),) * 4
    >>> other = (TrumpValue(Suit.HEARTS, 200, 100, 120),) * 4
    >>> choice = strong_bid(strong, other, TWO_HAND_WIDOW, 250, (250,))
    >>> choice.bid, choice.ceiling
    (250, 490)

    Against an other who would be set at 250 (20 meld, 100 tricks), passing wins its
    shortfall and the seat's full score as the other side: it passes.

    >>> weak = (TrumpValue(Suit.HEARTS, 20, 300, 100),) * 4
    >>> strong_bid(strong, weak, TWO_HAND_WIDOW, 250, (250,)).bid is None
    True
    """
    # the other's value of holding the contract; the seat's value of passing is its negative
    passing = -max(contract_value(ruleset, standing, v) for v in theirs)
    step = min(ruleset.bid_raises)
    low = min(allowed) if allowed else standing
    ceiling = _ceiling(mine, ruleset, passing, low, step)
    bid = next((b for b in allowed if ceiling is not None and b <= ceiling), None)
    at = bid if bid is not None else low
    best = max(mine, key=lambda v: (contract_value(ruleset, at, v), -int(v.trump)))
    return BidChoice(bid, best, ceiling)


def _ceiling(
    mine: tuple[TrumpValue, ...], ruleset: Ruleset, passing: float, low: int, step: int
) -> int | None:
    """The highest bid from ``low`` up (in ``step``\\ s) whose best value beats ``passing``;
    the values fall as the bid rises, so the first that does not ends the search."""
    ceiling = None
    amount = low
    while amount <= MAX_GAME_POINTS:
        if max(contract_value(ruleset, amount, v) for v in mine) <= passing:
            break
        ceiling = amount
        amount += step
    return ceiling


def strong_trump(values: tuple[TrumpValue, ...], ruleset: Ruleset, bid: int) -> TrumpValue:
    """The trump with the best :func:`contract_value` at ``bid`` (ties: the higher total, then
    suit order)."""
    return max(values, key=lambda v: (contract_value(ruleset, bid, v), v.total, -int(v.trump)))
