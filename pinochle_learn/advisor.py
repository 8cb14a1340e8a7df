"""The bid advisor, "What is my hand worth?": for a partnership-auction hand and each trump,
its meld, the partner's expected meld, the expected trick points, and the highest bid with a
given chance to make it (issue 19, point 4).

Method (each figure says where it comes from):

- **Your meld** with each trump: the meld solver (:func:`~pinochle_learn.fastmeld.
  meld_total_of_counts`, the best legal set of melds; ``RULES.md``, PARTNERSHIP Meld).
- **The partner's expected meld**: exact, the mean over every 12-card hand of the 36 cards you
  do not hold, before passing, by linearity of expectation with no numpy
  (:func:`pinochle_learn.odds.partner.partner_meld_mean`; ``ONE_MELD``, whose meld is no sum
  of parts, counts the distribution, :func:`pinochle_learn.odds.shipped.partner_meld`).
- **Trick points and the chance of making a bid**: sampled. Each of ``samples`` deals gives the
  other 36 cards at random (seeded ``random.Random``); you win the auction and name the trump;
  your partner passes and you pass back, and all four seats play the 12 tricks, as the computer
  players do (:func:`pinochle_learn.fastround.play_out`, the fast path). A deal's total is
  the team's meld after the pass plus its trick points, or nothing when the team took no trick
  point (``RULES.md``, Round score: such a team is set). The same sampled deals are played with
  every trump. A bid is made in a deal when its total reaches the bid.

The sample size :data:`SAMPLES` (per trump) keeps the answer to a few seconds on a shared
machine; the standard error of the mean trick points is given with it.

Standard library only (numpy only for a ``ONE_MELD`` partner's meld, in
:mod:`pinochle_learn.odds`).
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from .cards import Card, Suit
from .errors import RulesetError
from .fastmeld import CARDS_BY_INDEX, counts_of, meld_tables, meld_total_of_counts
from .hand import Hand
from .procedure import AUCTION_ROUND
from .ruleset import MAX_GAME_POINTS, PARTNERSHIP, Ruleset
from .seats import Seat, seats

__all__ = [
    "ADVISED_SEAT",
    "CHANCES",
    "SAMPLES",
    "HandWorth",
    "TrumpWorth",
    "advises",
    "hand_worth",
    "sample_deals",
]

SAMPLES = 40
"""Deals sampled for each trump (the shipped size: 160 play-outs, a few seconds)."""
CHANCES = (0.5, 0.75)
"""The chances the panel gives a highest bid for: an even chance and three in four."""

Progress = Callable[[int, int], object]
"""Told ``(done, total)`` play-outs as the sampling goes."""


def advises(ruleset: Ruleset) -> bool:
    """Does the advisor answer for ``ruleset``? The four-hand partnership auction of the
    48-card deck (PARTNERSHIP and its house-rule variants): a partner who passes cards, the
    fast path's round, and the partner's odds counted in a fraction of a second."""
    return (
        ruleset.procedure is AUCTION_ROUND
        and ruleset.pass_cards > 0
        and len(ruleset.partners(0)) == 1
        and ruleset.deck == PARTNERSHIP.deck
    )


@dataclass(frozen=True)
class TrumpWorth:
    """What the hand is worth with one trump.

    Attributes
    ----------
    trump
        The trump.
    meld
        Your meld points with it (the meld solver), before passing.
    partner_meld
        The partner's expected meld points, exact (a ``Fraction``), before passing.
    totals
        Each sampled deal's team total in game points: meld after the pass plus trick points,
        0 when the team took no trick point (set whatever the bid).
    tricks
        Each sampled deal's team trick points (0 to 250).
    melds
        Each sampled deal's team meld after the pass (both partners' meld, game points); empty
        when not recorded.
    others
        Each sampled deal's score of the other side, defending: its meld plus its trick points,
        0 when it took no trick point (``RULES.md``, Round score); empty when not recorded.
    """

    trump: Suit
    meld: int
    partner_meld: Fraction
    totals: tuple[int, ...]
    tricks: tuple[int, ...]
    melds: tuple[int, ...] = ()
    others: tuple[int, ...] = ()

    @property
    def meld_after_pass(self) -> float:
        """The mean of the sampled team meld after the pass (0.0 when none was recorded)."""
        return statistics.fmean(self.melds) if self.melds else 0.0

    @property
    def trick_points(self) -> float:
        """The mean of the sampled trick points."""
        return statistics.fmean(self.tricks)

    @property
    def trick_error(self) -> float:
        """The standard error of :attr:`trick_points` (sample standard deviation / sqrt n)."""
        if len(self.tricks) < 2:
            return 0.0
        return statistics.stdev(self.tricks) / math.sqrt(len(self.tricks))

    def chance(self, bid: int) -> float:
        """Share of the sampled deals whose total reaches ``bid`` (0 to 1)."""
        return sum(1 for t in self.totals if t >= bid) / len(self.totals)

    def highest_bid(self, chance: float, ruleset: Ruleset = PARTNERSHIP) -> int | None:
        """The highest bid (the minimum bid and up, in steps of 10) made in at least a share
        ``chance`` of the sampled deals; ``None`` when even the minimum bid is not."""
        lowest = ruleset.min_bid or 0
        best = None
        for bid in range(lowest, MAX_GAME_POINTS + 1, 10):
            if self.chance(bid) < chance:
                break
            best = bid
        return best


@dataclass(frozen=True)
class HandWorth:
    """The advisor's answer for a hand: one :class:`TrumpWorth` per trump (suit order), the
    sample size and the seed that replays it."""

    hand: Hand
    trumps: tuple[TrumpWorth, ...]
    samples: int
    seed: int

    def of(self, trump: Suit) -> TrumpWorth:
        """The figures for ``trump``."""
        return next(t for t in self.trumps if t.trump is trump)

    @property
    def best(self) -> TrumpWorth:
        """The trump whose even-chance bid is highest (ties: the most meld, then suit order)."""
        return max(self.trumps, key=lambda t: (t.highest_bid(0.5) or 0, t.meld, -int(t.trump)))


ADVISED_SEAT = Seat.SOUTH
"""The seat the advisor's sampled deals give the hand to (the bid winner in each play-out)."""


def sample_deals(
    hand: Hand, samples: int, seed: int, ruleset: Ruleset = PARTNERSHIP
) -> list[list[tuple[Card, ...]]]:
    """``samples`` deals of the cards ``hand`` does not hold among the other seats, by seat
    index, ``hand`` at :data:`ADVISED_SEAT` (``random.Random(seed)`` shuffles: the deals of
    :func:`hand_worth` with that seed).

    Raises
    ------
    HandError
        Not a full hand.
    """
    from .odds.partner import unseen

    pile = unseen(hand, ruleset)  # copies of each card you do not hold; HandError if not full
    left = [CARDS_BY_INDEX[index] for index, copies in enumerate(pile) for _ in range(copies)]
    rng = random.Random(seed)
    table, size = seats(ruleset.players), ruleset.hand_size
    deals = []
    for _ in range(samples):
        shuffled = list(left)
        rng.shuffle(shuffled)
        rest = iter([shuffled[i * size : (i + 1) * size] for i in range(ruleset.players - 1)])
        deals.append([hand.cards if seat is ADVISED_SEAT else tuple(next(rest)) for seat in table])
    return deals


def hand_worth(
    hand: Hand,
    *,
    samples: int = SAMPLES,
    seed: int = 0,
    ruleset: Ruleset = PARTNERSHIP,
    progress: Progress | None = None,
    partner_odds: bool = True,
) -> HandWorth:
    """What ``hand`` is worth as the bid winner with each trump (the module's method).

    Parameters
    ----------
    hand
        Your 12 cards (``ruleset.hand_size``).
    samples
        Deals sampled per trump (at least 1); the same deals for every trump.
    seed
        Seeds the deals: the same seed gives the same answer.
    ruleset
        A partnership auction game whose partner passes (PARTNERSHIP or a house-rule variant).
    progress
        Called with ``(done, total)`` after each play-out (``total = 4 * samples``).
    partner_odds
        Count the partner's exact expected meld (a few milliseconds per trump); ``False``
        leaves each ``partner_meld`` at 0.

    Raises
    ------
    HandError
        Not a full hand.
    RulesetError
        A game without a partner's pass on the fast path.
    ValueError
        ``samples`` below 1.

    Examples
    --------
    >>> worth = hand_worth(Hand.parse("H14 H10 H13 H12 S14 C14 D14 S13 S12 D11 C9 D9"), samples=2)
    >>> [(t.trump.symbol, t.meld) for t in worth.trumps]
    [('♠', 200), ('♥', 200), ('♦', 190), ('♣', 190)]
    """
    from .fastround import play_out

    if samples < 1:
        raise ValueError(f"samples={samples!r}: sample at least one deal")
    if not advises(ruleset):
        raise RulesetError(
            f"ruleset={ruleset.name!r}: the advisor answers the four-hand partnership auction"
        )
    deals = sample_deals(hand, samples, seed, ruleset)
    me = ADVISED_SEAT
    team = ruleset.side_of(me)
    tables = meld_tables(ruleset)
    counts = counts_of(hand)
    worths = []
    done = 0
    for trump in Suit:
        totals, tricks, team_melds, others = [], [], [], []
        for number, hands in enumerate(deals):
            rng = random.Random(seed * 1009 + number)
            melds, counters = play_out(hands, me, trump, rng, ruleset)
            meld = sum(melds[s] for s in ruleset.sides[team])
            tricks.append(counters[team])
            team_melds.append(meld)
            totals.append(meld + counters[team] if counters[team] > 0 else 0)
            their = sum(melds) - meld
            their_counters = sum(counters) - counters[team]  # the other side's
            others.append(their + their_counters if their_counters > 0 else 0)
            done += 1
            if progress is not None:
                progress(done, 4 * samples)
        partner = _partner_mean(hand, trump, ruleset) if partner_odds else Fraction(0)
        own = meld_total_of_counts(counts, trump, tables)
        worths.append(
            TrumpWorth(
                trump, own, partner, tuple(totals), tuple(tricks), tuple(team_melds), tuple(others)
            )
        )
    return HandWorth(hand, tuple(worths), samples, seed)


def _partner_mean(hand: Hand, trump: Suit, ruleset: Ruleset) -> Fraction:
    """The partner's exact expected meld: by linearity with no numpy where the meld is a sum
    of parts, else the mean of the counted distribution (``ONE_MELD``)."""
    from .odds.partner import partner_meld_mean

    if meld_tables(ruleset).separable:
        return partner_meld_mean(hand, trump, ruleset)
    from .odds.shipped import partner_meld

    return partner_meld(hand, trump, ruleset).mean
