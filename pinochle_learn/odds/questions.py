"""Questions players ask at the table, from their own 12 cards (``RULES.md``, PARTNERSHIP).

- :func:`partner_holds`: the exact chance the partner holds a card you need (and both copies);
- :func:`partner_meld`: the distribution of the partner's meld, exact by counting;
- :func:`sample_meld`: the same by seeded sampling, with a standard error (any ruleset);
- :func:`team_meld_after_pass`: our team's meld after the 4-card pass each way, sampled with
  the computer seats' passing;
- :func:`bid_guide`: the chance of making each bid from 250 to 400, the computer seats
  playing the round out.

Each answer names its method (``"exact"`` or ``"sampled"``) so a lesson can say which it is.
"""

from __future__ import annotations

import math
import random
import statistics
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..cards import STANDARD_DECK, Card, Suit
from ..fastmeld import (
    CARDS_BY_INDEX,
    SLOTS,
    counts_of,
    meld_tables,
    meld_total_of_counts,
    trump_index,
)
from ..hand import Hand
from ..ruleset import PARTNERSHIP, Ruleset
from .batch import batch_meld_totals, random_counts
from .exact import Distribution, meld_distribution
from .partner import PartnerCard, partner_holds, unseen

__all__ = [
    "BID_GUIDE_BIDS",
    "PartnerCard",
    "Sampled",
    "bid_guide",
    "partner_holds",
    "partner_meld",
    "sample_meld",
    "team_meld_after_pass",
    "unseen",
]

BID_GUIDE_BIDS = tuple(range(250, 401, 10))
"""The bids the bid guide weighs: 250 to 400 in steps of 10 (game points)."""
Progress = Callable[[int], object]


def partner_meld(hand: Hand, trump: Suit | str, ruleset: Ruleset = PARTNERSHIP) -> Distribution:
    """The exact distribution of the partner's meld points, given your hand and the trump.

    Counted over every 12-card hand of the 36 cards you do not hold (C(36,12) =
    1,251,677,700 hands), before any passing.

    Raises
    ------
    HandError
        Not a full hand.
    """
    return meld_distribution(trump, ruleset, available=unseen(hand, ruleset))


@dataclass(frozen=True)
class Sampled:
    """A distribution estimated by seeded sampling.

    Attributes
    ----------
    counts
        ``{value: hands sampled with it}``, values ascending.
    samples, seed
        How many, and the seed that replays them.
    mean, standard_error
        The sample mean and its standard error (a 95% margin is 1.96 standard errors).
    """

    counts: dict[int, int]
    samples: int
    seed: int
    mean: float
    standard_error: float
    method: str = "sampled"
    extra: dict[str, Any] = field(default_factory=dict)

    def probability(self, value: int) -> float:
        """Share of samples with exactly ``value``."""
        return self.counts.get(value, 0) / self.samples

    def at_least(self, value: int) -> float:
        """Share of samples with ``value`` or more."""
        return sum(n for v, n in self.counts.items() if v >= value) / self.samples

    def margin(self, p: float) -> float:
        """95% margin of a share ``p`` of these samples: 1.96 sqrt(p(1-p)/n)."""
        return 1.96 * math.sqrt(p * (1 - p) / self.samples)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return {
            "method": self.method,
            "samples": self.samples,
            "seed": self.seed,
            "mean": self.mean,
            "standard_error": self.standard_error,
            "counts": {str(v): n for v, n in self.counts.items()},
            **self.extra,
        }


def _sampled(values: Sequence[int], seed: int, **extra: Any) -> Sampled:
    n = len(values)
    mean = statistics.fmean(values)
    se = statistics.stdev(values) / math.sqrt(n) if n > 1 else float("nan")
    return Sampled(dict(sorted(Counter(values).items())), n, seed, mean, se, extra=extra)


def sample_meld(
    trump: Suit | str,
    ruleset: Ruleset,
    samples: int,
    seed: int,
    *,
    available: Sequence[int] | None = None,
    hand_size: int | None = None,
    progress: Progress | None = None,
    chunk: int = 20_000,
) -> Sampled:
    """The distribution of a hand's meld points by seeded sampling (any ruleset).

    Hands are dealt at random from ``available`` (default the 48-card deck) in chunks and
    evaluated with the numpy batch evaluator; ``progress`` is called with each chunk's size.

    Raises
    ------
    ValueError
        ``samples`` below 2, or more cards than the pile holds.
    """
    if samples < 2:
        raise ValueError(f"samples={samples!r}: sample at least 2 hands")
    size = ruleset.hand_size if hand_size is None else hand_size
    pile = list(available) if available is not None else [STANDARD_DECK.copies] * SLOTS
    rng = np.random.default_rng(seed)
    parts = []
    done = 0
    while done < samples:
        n = min(chunk, samples - done)
        parts.append(batch_meld_totals(random_counts(rng, n, size, pile), trump, ruleset))
        done += n
        if progress is not None:
            progress(n)
    values = np.concatenate(parts)
    uniq, freq = np.unique(values, return_counts=True)
    mean = float(values.mean())
    se = float(values.std(ddof=1)) / math.sqrt(samples)
    counts = {int(v): int(c) for v, c in zip(uniq.tolist(), freq.tolist(), strict=True)}
    return Sampled(counts, samples, seed, mean, se)


def _deal_others(rng: random.Random, pile: Sequence[int]) -> list[Card]:
    cards: list[Card] = []
    for index, copies in enumerate(pile):
        cards.extend([CARDS_BY_INDEX[index]] * copies)
    rng.shuffle(cards)
    return cards


def team_meld_after_pass(
    hand: Hand,
    trump: Suit | str,
    samples: int,
    seed: int,
    *,
    ruleset: Ruleset = PARTNERSHIP,
    progress: Progress | None = None,
) -> Sampled:
    """Our team's meld after passing, you being the bid winner, by seeded sampling.

    Each sample deals your partner 12 of the 36 cards you do not hold; the partner passes 4
    and you pass 4 back as the computer seats do (:mod:`pinochle_learn.players`); the
    team's meld is the sum of both hands' meld points after the pass.
    ``extra`` holds ``mean_before`` (the team's meld before passing).

    Raises
    ------
    HandError
        Not a full hand.
    """
    from ..players import choose_pass_back, choose_pass_to_bidder

    trump = Suit(trump_index(trump))  # a letter such as "D" too
    pile = unseen(hand, ruleset)
    rng = random.Random(seed)
    tables = meld_tables(ruleset)
    mine = counts_of(hand)
    before, after = [], []
    for _ in range(samples):
        partner = Hand(_deal_others(rng, pile)[: ruleset.hand_size])
        before.append(
            meld_total_of_counts(mine, trump, tables)
            + meld_total_of_counts(counts_of(partner), trump, tables)
        )
        given = choose_pass_to_bidder(partner, trump)
        sixteen = Hand((*hand.cards, *given))
        back = choose_pass_back(sixteen, trump, ruleset)
        kept = Counter(sixteen.cards) - Counter(back)
        partner_after = Counter(partner.cards) - Counter(given) + Counter(back)
        after.append(
            meld_total_of_counts(counts_of(kept.elements()), trump, tables)
            + meld_total_of_counts(counts_of(partner_after.elements()), trump, tables)
        )
        if progress is not None:
            progress(1)
    return _sampled(after, seed, mean_before=statistics.fmean(before))


def bid_guide(
    hand: Hand,
    trump: Suit | str,
    samples: int,
    seed: int,
    *,
    bids: Sequence[int] = BID_GUIDE_BIDS,
    progress: Progress | None = None,
) -> dict[int, float]:
    """The chance of making each bid, you winning the auction and naming ``trump``.

    Each sample deals the other 36 cards at random, you win the auction (PARTNERSHIP), the
    partner passes and you pass back as the computer seats do, and all four seats play the
    12 tricks as the computer seats do (on the fast path,
    :func:`pinochle_learn.fastround.play_out`); no hand is thrown in. A bid is made when the
    team takes trick points and its meld plus trick points reach it (``RULES.md``, Round
    score). Method: sampled; the 95% margin of a chance ``p`` is
    ``1.96 sqrt(p (1 - p) / samples)``.

    Returns
    -------
    dict
        ``{bid: share of samples that make it}``.

    Raises
    ------
    HandError
        Not a full 12-card hand.
    """
    from ..fastround import play_out
    from ..seats import Seat, seats

    trump = Suit(trump_index(trump))  # a letter such as "D" too
    pile = unseen(hand, PARTNERSHIP)
    rng = random.Random(seed)
    me = Seat.SOUTH
    rules = PARTNERSHIP
    size, table = rules.hand_size, seats(rules.players)
    points: list[int | None] = []
    for _ in range(samples):
        others = _deal_others(rng, pile)
        rest = iter([others[i * size : (i + 1) * size] for i in range(rules.players - 1)])
        hands = [hand.cards if seat is me else tuple(next(rest)) for seat in table]
        melds, counters = play_out(hands, me, trump, rng)
        team = rules.side_of(me)
        tricks = counters[team]
        meld = sum(melds[s] for s in rules.sides[team])
        points.append(meld + tricks if tricks > 0 else None)
        if progress is not None:
            progress(1)
    return {b: sum(1 for p in points if p is not None and p >= b) / samples for b in bids}
