"""The strong level's auction and trump in the four-hand partnership game, by expected value
(issue 19, point 3; ``RULES.md``, PARTNERSHIP Auction, Round score).

The seat reads only its own 12 cards and the bids made. From the bid advisor
(:func:`~pinochle_learn.advisor.hand_worth`) it has :data:`SAMPLES` sampled deals of the 36
cards it does not hold, each played out by the computer players on the fast path with the seat
as bid winner naming each trump in turn: per deal, its side's total (meld after the pass plus
trick points; 0 when it took no trick point) and the other side's score. The same deals are
also played with the seat on its left winning the auction (naming the trump the learner level
would): per deal, that side's total and the seat's side's score as defenders.

- **The partner's contribution from the exact odds**: 24 deals give the partner's meld with a
  sampling error of several points. For each trump, the partner's meld in the sampled hands
  (before the pass) has its mean moved to the exact expected meld of the partner
  (:func:`pinochle_learn.odds.partner.partner_meld_mean`, the mean over every hand of the 36
  cards the seat does not hold): each deal's total, where the side took a trick point, gains the
  difference (:func:`exact_partner_shift`), as its score as defenders does with the trump named
  in that deal. Each deal keeps its own pass, tricks and spread; the mean partner meld is exact.

- **Holding the contract at a bid b** with trump t is worth, in each deal, the side's total
  when it reaches b (made) or minus b (set), less the other side's score; its expected value
  (:func:`contract_value`) is the mean over the deals.
- **Passing** lets the other side hold the contract: at the current high bid when an opponent
  holds it, else at the lowest bid allowed now. Worth, in each deal, the seat's side's
  score as defenders less the other side's result (its total when it reaches the contract,
  else minus the contract) (:func:`pass_value`).
- **The bid**: its limit is the highest bid (in steps of 10) whose value with its best trump
  beats passing; it bids the lowest amount allowed now when that is within the limit, else it
  passes. It never jumps.
- **The partner's bids**: a partner who holds the high bid (whether it raised by 10 or jumped
  by 20) is left with the contract: the seat bids over its partner only when its own limit
  allows the bid *and* its expected total with its best trump is at least
  :data:`OVER_PARTNER` above it (the contract is then better in its own hands). The partner's
  bids do not change the sampled deals.
- **The trump** (the bid won): the suit whose contract value at the bid is highest.

The deals are seeded from the hand itself (:func:`hand_seed`), not from the ``rng`` of the
decision: each of a seat's bids in one auction, and its trump, read the same deals, so its
answers agree with one another and are cached (:func:`auction_samples`). The same state gives
the same action.

Standard library only.
"""

from __future__ import annotations

import random
import statistics
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .actions import Bid, DeclareTrump, Pass
from .advisor import ADVISED_SEAT, TrumpWorth, hand_worth, sample_deals
from .cards import Card, Suit
from .fastmeld import counts_of, meld_tables, meld_total_of_counts
from .hand import Hand
from .players import choose_trump
from .procedure import Phase
from .ruleset import MAX_GAME_POINTS, Ruleset

if TYPE_CHECKING:
    from .actions import Action
    from .state import RoundState

__all__ = [
    "OVER_PARTNER",
    "SAMPLES",
    "STRONG_BID_PHASES",
    "AuctionSamples",
    "auction_samples",
    "bid_choice",
    "contract_value",
    "exact_partner_shift",
    "hand_seed",
    "pass_value",
    "strong_auction",
    "strong_contract",
    "strong_trump",
    "trump_choice",
]

SAMPLES = 24
"""Deals sampled for a hand in the auction (fewer than the advisor panel's 40: five
play-outs a deal, about half a second on a quiet 2-core machine)."""
OVER_PARTNER = 50
"""Game points the seat's expected total must exceed the bid by to bid over its partner."""

Choice = tuple["Action", str, dict[str, Any]]
"""An action, the name of its :class:`~pinochle_learn.levels.LevelWhy` code and its values."""


@dataclass(frozen=True)
class AuctionSamples:
    """A hand's sampled deals for the auction (see the module).

    Attributes
    ----------
    trumps
        Holding the contract with each trump (:class:`~pinochle_learn.advisor.TrumpWorth`:
        ``totals`` the side's totals, ``others`` the other side's scores), suit order.
    their_totals
        The other side's total in each deal when it holds the contract (meld plus trick points,
        0 without a trick point).
    defending
        The seat's side's score in each deal as defenders (meld plus trick points, 0 without a
        trick point).
    """

    trumps: tuple[TrumpWorth, ...]
    their_totals: tuple[int, ...]
    defending: tuple[int, ...]

    @property
    def deals(self) -> int:
        """The number of deals sampled."""
        return len(self.their_totals)


def hand_seed(hand: Hand) -> int:
    """The seed of a hand's sampled deals: a checksum of its cards in order (the same hand,
    the same deals, whatever the decision's ``rng``)."""
    return zlib.crc32(" ".join(str(c) for c in hand.cards).encode())


def auction_samples(hand: Hand, ruleset: Ruleset, samples: int = SAMPLES) -> AuctionSamples:
    """The sampled deals of ``hand`` (the module's method), cached per hand.

    Raises
    ------
    HandError
        Not a full hand.
    RulesetError
        A game the advisor does not answer (:func:`~pinochle_learn.advisor.advises`).
    """
    return _auction_samples(tuple(sorted(hand.cards, key=_order)), ruleset, samples)


def _order(card: Card) -> tuple[int, int]:
    return (int(card.suit), int(card.rank))


@lru_cache(maxsize=64)
def _auction_samples(cards: tuple[Card, ...], ruleset: Ruleset, samples: int) -> AuctionSamples:
    from .fastround import play_out

    hand = Hand(cards, ruleset.deck)
    seed = hand_seed(hand)
    worth = hand_worth(hand, samples=samples, seed=seed, ruleset=ruleset)
    deals = sample_deals(hand, samples, seed, ruleset)
    shifts = {w.trump: exact_partner_shift(w, deals, ruleset) for w in worth.trumps}
    left = ADVISED_SEAT.next(ruleset.players)
    ours, theirs = ruleset.side_of(ADVISED_SEAT), ruleset.side_of(left)
    their_totals, defending = [], []
    for number, hands in enumerate(deals):
        trump = choose_trump(Hand(hands[left], ruleset.deck), ruleset)
        rng = random.Random(seed * 1013 + number)
        melds, counters = play_out(hands, left, trump, rng, ruleset)
        side_meld = [sum(melds[s] for s in ruleset.sides[side]) for side in (ours, theirs)]
        scored = counters[ours] > 0
        defending.append(side_meld[0] + counters[ours] + shifts[trump] if scored else 0)
        their_totals.append(side_meld[1] + counters[theirs] if counters[theirs] > 0 else 0)
    trumps = tuple(_shifted(w, shifts[w.trump]) for w in worth.trumps)
    return AuctionSamples(trumps, tuple(their_totals), tuple(defending))


def exact_partner_shift(
    worth: TrumpWorth, deals: Sequence[Sequence[Sequence[Card]]], ruleset: Ruleset
) -> int:
    """Game points to add to each sampled total so the partner's meld averages its exact
    expected meld: ``worth.partner_meld`` (exact) less the mean meld, with ``worth.trump``, of
    the partner's hands in ``deals`` (before the pass), rounded to a whole point.

    ``deals``: the sampled deals by seat index (:func:`~pinochle_learn.advisor.sample_deals`),
    the hand at :data:`~pinochle_learn.advisor.ADVISED_SEAT`.

    >>> from fractions import Fraction
    >>> from pinochle_learn.ruleset import PARTNERSHIP
    >>> hand = lambda text: [Card.parse(c) for c in text.split()]
    >>> none = hand("S9 S10 C9 C10 D9 D10 S11 H11 C11 S12 S14 D14")  # no meld with hearts
    >>> kings = hand("S13 H13 C13 D13 S9 S10 C9 C10 D9 D10 S11 C11")  # kings around: 80
    >>> deals = [[none, (), (), ()], [kings, (), (), ()]]  # the partner (North) holds each
    >>> w = TrumpWorth(Suit.HEARTS, 0, Fraction(61), (300, 300), (100, 100))
    >>> exact_partner_shift(w, deals, PARTNERSHIP)  # 61 - (0 + 80) / 2
    21
    """
    partner = ruleset.partners(ADVISED_SEAT)[0]
    tables = meld_tables(ruleset)
    sampled = statistics.fmean(
        meld_total_of_counts(counts_of(hands[partner]), worth.trump, tables) for hands in deals
    )
    return round(float(worth.partner_meld) - sampled)


def _shifted(worth: TrumpWorth, shift: int) -> TrumpWorth:
    """``worth`` with ``shift`` added to each total where the side took a trick point (a
    total of 0 is a side without one: set whatever the bid)."""
    pairs = zip(worth.totals, worth.tricks, strict=True)
    totals = tuple(total + shift if tricks > 0 else 0 for total, tricks in pairs)
    return replace(worth, totals=totals)


def contract_value(worth: TrumpWorth, bid: int) -> float:
    """The expected value of holding the contract at ``bid`` with ``worth.trump``: the mean
    over the deals of (the side's total when it reaches ``bid``, else ``-bid``) less the other
    side's score.

    >>> from fractions import Fraction
    >>> w = TrumpWorth(Suit.HEARTS, 0, Fraction(0), (300, 240), (0, 0), (), (50, 100))
    >>> contract_value(w, 250)  # ((300 - 50) + (-250 - 100)) / 2
    -50.0
    """
    others = worth.others or (0,) * len(worth.totals)
    return statistics.fmean(
        (t if t >= bid else -bid) - o for t, o in zip(worth.totals, others, strict=True)
    )


def pass_value(samples: AuctionSamples, contract: int) -> float:
    """The expected value of passing, the other side holding the contract at ``contract``:
    the mean over the deals of the side's score as defenders less the other side's result
    (its total when it reaches ``contract``, else ``-contract``).

    >>> s = AuctionSamples((), (300, 200), (100, 150))
    >>> pass_value(s, 250)  # ((100 - 300) + (150 + 250)) / 2
    100.0
    """
    return statistics.fmean(
        d - (t if t >= contract else -contract)
        for d, t in zip(samples.defending, samples.their_totals, strict=True)
    )


def _best_at(samples: AuctionSamples, bid: int) -> TrumpWorth:
    """The trump whose contract value at ``bid`` is highest (ties: higher mean total, suit
    order)."""
    return max(
        samples.trumps,
        key=lambda w: (contract_value(w, bid), statistics.fmean(w.totals), -int(w.trump)),
    )


def _limit(samples: AuctionSamples, lowest: int, passing: float) -> int | None:
    """The highest bid from ``lowest`` up (steps of 10) whose best contract value beats
    ``passing``; ``None`` when ``lowest`` does not."""
    limit = None
    for bid in range(lowest, MAX_GAME_POINTS + 1, 10):
        if contract_value(_best_at(samples, bid), bid) <= passing:
            break
        limit = bid
    return limit


def _figures(samples: AuctionSamples, bid: int) -> dict[str, Any]:
    best = _best_at(samples, bid)
    return {
        "bid": bid,
        "trump": best.trump,
        "expected": round(statistics.fmean(best.totals)),
        "made": sum(1 for t in best.totals if t >= bid),
        "deals": samples.deals,
    }


def bid_choice(
    samples: AuctionSamples,
    allowed: Sequence[int],
    high: int | None,
    partner_holds: bool,
) -> tuple[int | None, str, dict[str, Any]]:
    """The bid (``None``: pass), its reason code's name and values (the module's rule).

    Parameters
    ----------
    samples
        The hand's sampled deals.
    allowed
        The amounts the seat may bid now (not empty).
    high
        The current high bid, ``None`` before any.
    partner_holds
        The seat's partner holds the high bid.

    The values: ``bid`` (the lowest amount allowed), ``trump``, ``expected`` (the mean total
    with it), ``made`` (deals reaching the bid), ``deals``, and ``limit`` (the highest bid the
    samples support, ``None`` when none); ``margin`` (:data:`OVER_PARTNER`) for a pass over a
    partner; for a pass, ``contract`` (the bid the other side would hold) and ``their_made``
    (deals where the other side's total reaches it).
    """
    lowest = min(allowed)
    contract = high if high is not None and not partner_holds else lowest
    limit = _limit(samples, lowest, pass_value(samples, contract))
    values = _figures(samples, lowest) | {"limit": limit}
    if partner_holds and (limit is None or values["expected"] < lowest + OVER_PARTNER):
        return None, "partner_holds", values | {"margin": OVER_PARTNER}
    if limit is None:
        their_made = sum(1 for total in samples.their_totals if total >= contract)
        return None, "bid_pass", values | {"contract": contract, "their_made": their_made}
    return lowest, "bid", values


def trump_choice(samples: AuctionSamples, bid: int) -> tuple[Suit, dict[str, Any]]:
    """The trump of a bid won at ``bid``: the best contract value; with its values
    (``trump``, ``bid``, ``expected``, ``made``, ``deals``)."""
    values = _figures(samples, bid)
    return values["trump"], values


def strong_auction(state: RoundState) -> Choice:
    """The strong bid or pass of the seat to act in the auction ``state``.

    Raises
    ------
    RulesetError
        A game the advisor does not answer.
    """
    seat, auction = state.to_act, state.auction
    assert seat is not None and auction is not None
    allowed = [a.amount for a in state.legal_actions() if isinstance(a, Bid)]
    if not allowed:
        return Pass(seat), "bid_pass", {"bid": None}
    high_bidder = auction.high_bidder
    partner_holds = high_bidder is not None and high_bidder in state.ruleset.partners(seat)
    samples = auction_samples(state.hands[seat], state.ruleset)
    amount, code, values = bid_choice(samples, allowed, auction.current_bid, partner_holds)
    action: Action = Pass(seat) if amount is None else Bid(seat, amount)
    return action, code, values


def strong_trump(state: RoundState) -> Choice:
    """The strong trump of the bid winner in ``state`` (phase ``TRUMP``)."""
    seat, bid = state.to_act, state.bid
    assert seat is not None and bid is not None
    samples = auction_samples(state.hands[seat], state.ruleset)
    trump, values = trump_choice(samples, bid)
    return DeclareTrump(seat, trump), "trump_ev", values


STRONG_BID_PHASES = frozenset(
    {Phase.AUCTION, Phase.TRUMP, Phase.PASS_TO_BIDDER, Phase.PASS_BACK, Phase.THROW_IN}
)
"""The phases the strong level plays by expected value in the partnership auction game."""


def strong_contract(state: RoundState, rng: random.Random) -> Choice:
    """The strong action of the seat to act in one of :data:`STRONG_BID_PHASES`, with its
    reason code's name and values (:func:`strong_auction`, :func:`strong_trump`,
    :func:`~pinochle_learn.strongpass.strong_pass`, :func:`~pinochle_learn.strongpass.
    strong_throw_in`). ``rng`` seeds the passes' and the throw-in's deals.

    Raises
    ------
    ValueError
        ``state`` is in another phase.
    """
    from .strongpass import strong_pass, strong_throw_in

    if state.phase is Phase.AUCTION:
        return strong_auction(state)
    if state.phase is Phase.TRUMP:
        return strong_trump(state)
    if state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK):
        return strong_pass(state, rng)
    if state.phase is Phase.THROW_IN:
        return strong_throw_in(state, rng)
    raise ValueError(f"strong_contract: the round is in its {state.phase.name} phase")
