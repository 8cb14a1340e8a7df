"""The strong level's passing, passing back and throw-in in the four-hand partnership game,
by expected value (issue 19, point 3; ``RULES.md``, PARTNERSHIP Trump and passing, Throw-in,
Round score).

**Passing** (the partner to the bid winner, then the bid winner back). The seat shortlists
:data:`CANDIDATES` sets of 4 cards from every set it could pass, by a quick score: the meld
(:func:`~pinochle_learn.fastmeld.meld_total_of_counts`) of the cards it keeps, plus, passing
to the bid winner, what each given card is worth to the receiver (:data:`GIFT`: trumps,
aces, tens, the pinochle's Q♠ and J♦), or, passing back, :data:`KEEP` for each trump and
ace or ten the bid winner keeps to take tricks; the learner level's own choice is always on
the list. It then deals the cards it cannot see :data:`PASS_SAMPLES` times (seeded by the
decision's ``rng``), consistent with what it knows (:func:`~pinochle_learn.knowledge.
deal_hidden`), and plays each deal out with each candidate, the same deal and the same play
for every candidate: the rest of the pass (the bid winner passing back as the learner level
does), meld and the 12 tricks by the computer players (:func:`~pinochle_learn.fastround.
play_tricks`). A deal's result is the bid winner's side's score (its total when it reaches the
bid, else minus the bid) less the other side's (meld plus trick points, 0 without a trick
point). It passes the candidate with the best mean.

**Throw-in** (allowed only when the bid exceeds the side's meld by more than 250: the hand
cannot be made, and the side loses the bid whether it plays or throws in). Thrown in, the
other side adds its meld; played, it adds its meld and trick points, or nothing when it takes
no trick point. The seat deals the hidden cards :data:`THROW_SAMPLES` times (consistent with
the melds shown and the pass), plays the tricks, and throws in when the other side's mean
score played is at least its meld (:func:`throw_in_choice`).

Standard library only.
"""

from __future__ import annotations

import itertools
import random
import statistics
from collections import Counter
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .actions import PassCards, PlayOn, ThrowIn
from .cards import Card, Rank, Suit
from .fastmeld import counts_of, meld_tables, meld_total_of_counts
from .fastround import play_tricks
from .hand import Hand
from .knowledge import Knowledge, _shown, deal_hidden
from .players import choose_pass_back, choose_pass_to_bidder
from .ruleset import Ruleset
from .seats import Seat

if TYPE_CHECKING:
    from .actions import Action
    from .state import RoundState

__all__ = [
    "CANDIDATES",
    "GIFT",
    "KEEP",
    "PASS_SAMPLES",
    "THROW_SAMPLES",
    "deal_result",
    "pass_shortlist",
    "strong_pass",
    "strong_throw_in",
    "throw_in_choice",
]

CANDIDATES = 6
"""Sets of cards compared by play-outs when passing."""
PASS_SAMPLES = 16
"""Deals of the hidden cards each candidate pass is played out in."""
THROW_SAMPLES = 24
"""Deals of the hidden cards played out to weigh a throw-in."""
GIFT = {"trump": 20, "ace": 15, "ten": 8, "pinochle": 10}
"""Quick worth to the bid winner of a card given to it: a trump, an ace, a ten (not trump),
the Q♠ or J♦ (the pinochle)."""
KEEP = 10
"""Quick worth to the bid winner of keeping a trump, an ace or a ten for the tricks."""

_PINOCHLE = (Card(Rank.QUEEN, Suit.SPADES), Card(Rank.JACK, Suit.DIAMONDS))

Choice = tuple["Action", str, dict[str, Any]]
Dealer = Callable[[random.Random], Sequence[Sequence[Card]]]


def _display(card: Card) -> tuple[int, int]:
    return (int(card.suit), -int(card.rank))


def _gift(card: Card, trump: Suit) -> int:
    if card.suit is trump:
        return GIFT["trump"]
    if card.rank is Rank.ACE:
        return GIFT["ace"]
    if card.rank is Rank.TEN:
        return GIFT["ten"]
    return GIFT["pinochle"] if card in _PINOCHLE else 0


def _keeps(card: Card, trump: Suit) -> bool:
    return card.suit is trump or card.rank in (Rank.ACE, Rank.TEN)


def pass_shortlist(
    hand: Hand, trump: Suit, ruleset: Ruleset, *, to_bidder: bool, learner: Sequence[Card]
) -> list[tuple[Card, ...]]:
    """The :data:`CANDIDATES` sets of ``ruleset.pass_cards`` cards of ``hand`` with the best
    quick score (the module's), each in display order, ``learner`` (the learner level's set)
    first.

    >>> from pinochle_learn import PARTNERSHIP
    >>> hand = Hand.parse("H14 H10 H13 H12 H11 S14 C14 D9 D9 C9 C9 S9")
    >>> short = pass_shortlist(hand, Suit.CLUBS, PARTNERSHIP, to_bidder=True, learner=())
    >>> [str(c) for c in short[0]]  # three aces and a trump (a hearts run is no meld)
    ['S14', 'H14', 'C14', 'C9']
    """
    tables = meld_tables(ruleset)
    cards = sorted(hand.cards, key=_display)
    seen: dict[tuple[Card, ...], int] = {}
    for picked in itertools.combinations(range(len(cards)), ruleset.pass_cards):
        given = tuple(cards[i] for i in picked)
        if given in seen:
            continue
        kept = [c for i, c in enumerate(cards) if i not in picked]
        score = meld_total_of_counts(counts_of(kept), trump, tables)
        if to_bidder:
            score += sum(_gift(c, trump) for c in given)
        else:
            score += KEEP * sum(1 for c in kept if _keeps(c, trump))
        seen[given] = score
    ranked = sorted(seen, key=lambda g: -seen[g])
    first = tuple(sorted(learner, key=_display))
    out = [first] if first else []
    out += [g for g in ranked if g != first]
    return out[:CANDIDATES]


def deal_result(
    hands: Sequence[Sequence[Card]],
    bidder: Seat,
    trump: Suit,
    bid: int,
    ruleset: Ruleset,
    rng: random.Random,
    melds: Sequence[int] | None = None,
) -> tuple[int, int]:
    """One deal played from here (the pass done): each seat's meld (``melds`` when given, else
    the meld solver's) and the tricks by the computer players. Returns the bid winner's side's
    score (its total when it reaches ``bid``, else ``-bid``) and the other side's (meld plus
    trick points, 0 without a trick point)."""
    work = [sorted(h, key=_display) for h in hands]
    if melds is None:
        tables = meld_tables(ruleset)
        melds = [meld_total_of_counts(counts_of(h), trump, tables) for h in work]
    counters, _ = play_tricks(work, bidder, trump, rng, ruleset)
    ours = ruleset.side_of(bidder)
    side_meld = [sum(melds[s] for s in ruleset.sides[side]) for side in range(ruleset.side_count)]
    total = side_meld[ours] + counters[ours] if counters[ours] > 0 else 0
    their_meld = sum(side_meld) - side_meld[ours]
    their_counters = sum(counters) - counters[ours]
    other = their_meld + their_counters if their_counters > 0 else 0
    return (total if total >= bid else -bid), other


def _knowledge(state: RoundState, seat: Seat) -> Knowledge:
    """What ``seat`` knows before the tricks: its hand, the melds shown and the passes it took
    part in (:mod:`pinochle_learn.knowledge`); no trick, no void."""
    rules = state.ruleset
    assert state.trump is not None
    shown = _shown(state, int(seat), rules.players)
    placed = tuple(
        () if s == seat else tuple(sorted(shown[s].elements(), key=_display))
        for s in range(rules.players)
    )
    unseen = Counter({c: rules.deck.copies for c in rules.deck.unique_cards})
    unseen -= Counter(state.hands[seat].cards)
    for cards in placed:
        unseen -= Counter(cards)
    return Knowledge(
        ruleset=rules,
        trump=state.trump,
        seat=seat,
        hand=state.hands[seat].cards,
        sizes=tuple(len(h) for h in state.hands),
        placed=placed,
        voids=(frozenset(),) * rules.players,
        pool=tuple(sorted(unseen.elements(), key=_display)),
        trick=(),
        first_lead=False,
    )


def _moved(
    hands: Sequence[Sequence[Card]], giver: int, taker: int, cards: Sequence[Card]
) -> list[list[Card]]:
    work = [list(h) for h in hands]
    for card in cards:
        work[giver].remove(card)
    work[taker] += cards
    return work


Result = Callable[
    [Sequence[Sequence[Card]], tuple[Card, ...], Seat, Suit, int, Ruleset, random.Random],
    tuple[int, int],
]
"""A deal's play-out from the pass done (the hands, the cards passed, the bid winner, the
trump, the bid, the game, the play's ``rng``): the bid winner's side's score and the other
side's (:func:`deal_result`, which does not read the cards passed)."""


def _result(
    hands: Sequence[Sequence[Card]],
    given: tuple[Card, ...],
    bidder: Seat,
    trump: Suit,
    bid: int,
    ruleset: Ruleset,
    rng: random.Random,
) -> tuple[int, int]:
    return deal_result(hands, bidder, trump, bid, ruleset, rng)


def strong_pass(state: RoundState, rng: random.Random, result: Result | None = None) -> Choice:
    """The strong pass of the seat to act (phase ``PASS_TO_BIDDER`` or ``PASS_BACK``): the
    candidate with the best mean result (the module's method). Values: ``cards``, ``margin``
    (its mean result, game points), ``deals``, ``candidates``, ``next_margin`` (the second
    best's mean, ``None`` with one candidate). ``result`` plays a deal out (default
    :func:`deal_result`; a test gives its own)."""
    play = _result if result is None else result
    from .procedure import Phase

    seat, trump, bid, bidder = state.to_act, state.trump, state.bid, state.bidder
    assert seat is not None and trump is not None and bid is not None and bidder is not None
    rules, hand = state.ruleset, state.hands[seat]
    to_bidder = state.phase is Phase.PASS_TO_BIDDER
    partner = rules.partner(bidder)
    if to_bidder:
        learner = choose_pass_to_bidder(hand, trump, rules.pass_cards)
    else:
        learner = choose_pass_back(hand, trump, rules)
    shortlist = pass_shortlist(hand, trump, rules, to_bidder=to_bidder, learner=learner)
    knowledge = _knowledge(state, seat)
    seed = rng.getrandbits(32)
    deals = random.Random(seed)
    sums = [0.0] * len(shortlist)
    for number in range(PASS_SAMPLES):
        hands = deal_hidden(knowledge, deals)
        for index, given in enumerate(shortlist):
            if to_bidder:
                work = _moved(hands, partner, bidder, given)
                back = choose_pass_back(Hand(work[bidder], rules.deck), trump, rules)
                work = _moved(work, bidder, partner, back)
            else:
                work = _moved(hands, bidder, partner, given)
            ours, other = play(
                work, given, bidder, trump, bid, rules, random.Random(seed * 1019 + number)
            )
            sums[index] += ours - other
    means = [s / PASS_SAMPLES for s in sums]
    order = sorted(range(len(shortlist)), key=lambda i: (-means[i], i))
    best = order[0]
    values = {
        "cards": shortlist[best],
        "margin": round(means[best]),
        "deals": PASS_SAMPLES,
        "candidates": len(shortlist),
        "next_margin": round(means[order[1]]) if len(order) > 1 else None,
    }
    return PassCards(seat, shortlist[best]), "pass_ev", values


def throw_in_choice(their_meld: int, played: Sequence[int]) -> bool:
    """Throw in? ``True`` when the other side's mean score with the hand played (``played``,
    one per sampled deal: its meld plus trick points, 0 without a trick point) is at least
    ``their_meld``, what it adds when the hand is thrown in (``RULES.md``, PARTNERSHIP
    Throw-in: the bidding side loses the bid either way).

    >>> throw_in_choice(50, [0, 0, 0, 200])  # played: 50 on average, no better than meld
    True
    >>> throw_in_choice(50, [0, 0, 0, 190])  # played: 47.5
    False
    """
    return statistics.fmean(played) >= their_meld


def strong_throw_in(state: RoundState, rng: random.Random) -> Choice:
    """The strong bid winner's throw-in or play (phase ``THROW_IN``, the throw-in allowed).
    Values: ``bid``, ``meld`` (the bidding side's), ``their_meld``, ``played`` (the other
    side's mean score played, rounded), ``deals``, ``margin`` (``ruleset.throw_in_margin``)."""
    seat, trump, bid = state.to_act, state.trump, state.bid
    assert seat is not None and trump is not None and bid is not None
    rules = state.ruleset
    knowledge = _knowledge(state, seat)
    melds = [state.meld_scored(s) for s in range(rules.players)]
    ours = state.side_of(seat)
    their_meld = state.team_meld(1 - ours)
    seed = rng.getrandbits(32)
    deals = random.Random(seed)
    played = []
    for number in range(THROW_SAMPLES):
        hands = deal_hidden(knowledge, deals)
        _, other = deal_result(
            hands, seat, trump, bid, rules, random.Random(seed * 1021 + number), melds
        )
        played.append(other)
    throw = throw_in_choice(their_meld, played)
    values = {
        "bid": bid,
        "meld": state.team_meld(ours),
        "their_meld": their_meld,
        "margin": rules.throw_in_margin,
        "played": round(statistics.fmean(played)),
        "deals": THROW_SAMPLES,
    }
    action: Action = ThrowIn(seat) if throw else PlayOn(seat)
    return action, ("throw_in_ev" if throw else "play_on_ev"), values
