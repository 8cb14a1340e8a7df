"""What one seat knows in the trick phase, and deals of the hidden cards consistent with it.

The strong computer level (:mod:`pinochle_learn.strongplay`) reads a round only through a
:class:`Knowledge`, made by :func:`knowledge_of` from what the seat has seen (``RULES.md``,
each game): its own hand, every card played to a trick, the melds shown (PARTNERSHIP and
TWO_HAND_WIDOW show them and return them to the hand), the passes it took part in
(PARTNERSHIP: the bidder knows the 4 cards it passed back lie in its partner's hand; the
partner knows the cards it passed, less those passed back, lie in the bidder's), and voids
shown by failing to follow suit (void in the suit led) or, under the duty to trump, by
failing to trump too (void in trump). The other seats' hands are never read.

In the two-hand games every card not in the seat's hand and not yet played is in the other
hand (TWO_HAND_WIDOW builds the whole deck into the two hands; TWO_HAND_STOCK after the last
draw): the position is known (:attr:`Knowledge.known`). The duty to head the trick also tells
something (a seat that followed low holds nothing higher); it is not used.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import Card, Suit
from .procedure import Phase
from .ruleset import Ruleset
from .seats import Seat
from .trick import Trick

if TYPE_CHECKING:
    from .state import RoundState

__all__ = ["Knowledge", "deal_hidden", "knowledge_of"]

_TRIES = 200
"""Random deals tried before the voids are dropped (:func:`deal_hidden`; never seen to run out)."""


@dataclass(frozen=True)
class Knowledge:
    """One seat's knowledge of a round in its tricks, as data.

    Attributes
    ----------
    ruleset, trump
        The game and the trump suit.
    seat
        The seat that knows (the seat to play).
    hand
        Its own cards.
    sizes
        How many cards each seat holds, by seat index.
    placed
        Cards known to lie in each other seat's hand (by seat index; empty for ``seat``).
    voids
        Suits each seat is known to hold none of (by seat index).
    pool
        The other cards not yet seen, to be dealt among the other seats (sorted).
    trick, first_lead
        The trick in progress (play order) and whether it is the round's first with the
        bidder leading (TWO_HAND_WIDOW's trump lead).
    """

    ruleset: Ruleset
    trump: Suit
    seat: Seat
    hand: tuple[Card, ...]
    sizes: tuple[int, ...]
    placed: tuple[tuple[Card, ...], ...]
    voids: tuple[frozenset[Suit], ...]
    pool: tuple[Card, ...]
    trick: tuple[Card, ...]
    first_lead: bool

    @property
    def room(self) -> tuple[int, ...]:
        """Cards of the pool each seat still takes (0 for ``seat``)."""
        return tuple(
            0 if s == self.seat else size - len(self.placed[s]) for s, size in enumerate(self.sizes)
        )

    @property
    def known(self) -> bool:
        """Only one deal of the pool fits: every pool card can go to one seat only."""
        takers = [s for s, n in enumerate(self.room) if n > 0]
        if len(takers) <= 1:
            return True
        return all(len(self._eligible(card, takers)) <= 1 for card in self.pool)

    def _eligible(self, card: Card, takers: Iterable[int]) -> list[int]:
        return [s for s in takers if card.suit not in self.voids[s]]


def knowledge_of(state: RoundState) -> Knowledge:
    """The knowledge of the seat to play in a round in its tricks (``phase`` ``TRICKS``).

    Raises
    ------
    ValueError
        The round is not in its tricks.
    """
    seat = state.to_act
    if state.phase is not Phase.TRICKS or seat is None or state.trick is None:
        raise ValueError(f"knowledge_of: the round is in its {state.phase.name} phase")
    assert state.trump is not None
    rules, trump = state.ruleset, state.trump
    tricks = (*state.tricks, state.trick)
    played_by = _played_by(tricks, rules.players)
    own = state.hands[seat].cards
    shown = _shown(state, int(seat), rules.players)
    placed = tuple(
        () if s == seat else tuple(sorted((shown[s] - played_by[s]).elements(), key=_order))
        for s in range(rules.players)
    )
    unseen = Counter({c: rules.deck.copies for c in rules.deck.unique_cards})
    unseen -= Counter(own)
    for s in range(rules.players):
        unseen -= played_by[s] + Counter(placed[s])
    others = rules.players - 1  # one other hand holds every unseen card: no void to read
    first = not state.tricks and state.bidder is not None and state.trick.leader == state.bidder
    return Knowledge(
        ruleset=rules,
        trump=trump,
        seat=seat,
        hand=own,
        sizes=tuple(len(h) for h in state.hands),  # the counts are seen by all
        placed=placed,
        voids=_voids(tricks, trump, rules) if others > 1 else (frozenset(),) * rules.players,
        pool=tuple(sorted(unseen.elements(), key=_order)),
        trick=state.trick.cards,
        first_lead=bool(first),
    )


def _order(card: Card) -> tuple[int, int]:
    return (int(card.suit), int(card.rank))


def _played_by(tricks: Iterable[Trick], players: int) -> list[Counter[Card]]:
    played: list[Counter[Card]] = [Counter() for _ in range(players)]
    for trick in tricks:
        for i, card in enumerate(trick.cards):
            played[_seat_at(trick, i, players)][card] += 1
    return played


def _seat_at(trick: Trick, index: int, players: int) -> int:
    leader = trick.leader or 0
    return (int(leader) + index) % players


def _shown(state: RoundState, seat: int, players: int) -> list[Counter[Card]]:
    """Cards each other seat was seen to hold after the pass: its melds shown, and the passes
    ``seat`` took part in (the larger count of a card when both show it)."""
    shown: list[Counter[Card]] = [Counter() for _ in range(players)]
    for s, result in enumerate(state.melds):
        if s == seat:
            continue
        for meld in result.melds:
            shown[s] |= Counter(meld.cards)
    bidder = state.bidder
    rules = state.ruleset
    if bidder is not None and rules.pass_cards and state.passed_to_bidder is not None:
        partner = int(rules.partners(bidder)[0]) if rules.partners(bidder) else None
        back = Counter(state.passed_back or ())
        if seat == bidder and partner is not None:
            shown[partner] |= back
        elif seat == partner:
            shown[int(bidder)] |= Counter(state.passed_to_bidder) - back
    return shown


def _voids(tricks: Iterable[Trick], trump: Suit, rules: Ruleset) -> tuple[frozenset[Suit], ...]:
    """Suits each seat showed it lacks: a card off the suit led (void in it), and, where a
    seat void in the suit led must trump, a card neither of the suit led nor trump (void in
    trump too). Read only with more than one other hand: in the two-hand games the other hand
    is every unseen card (and the stock game's tricks while the stock lasted carry no duty)."""
    voids: list[set[Suit]] = [set() for _ in range(rules.players)]
    for trick in tricks:
        if not trick.cards:
            continue
        led = trick.cards[0].suit
        for i, card in enumerate(trick.cards[1:], start=1):
            seat = _seat_at(trick, i, rules.players)
            if rules.must_follow_suit and card.suit is not led:
                voids[seat].add(led)
                if rules.must_trump and card.suit is not trump:
                    voids[seat].add(trump)
    return tuple(frozenset(v) for v in voids)


def deal_hidden(knowledge: Knowledge, rng: random.Random) -> tuple[tuple[Card, ...], ...]:
    """One deal of every hand consistent with ``knowledge``, by seat index: the seat's own
    hand, each other seat's placed cards and a share of the pool that fits its voids and its
    size. Pool cards of the most constrained suits are dealt first, each to a seat drawn in
    proportion to the room it has left; a dead end starts again (after :data:`_TRIES` the
    voids are dropped, so a deal always comes back).
    """
    players = len(knowledge.sizes)
    for attempt in range(_TRIES + 1):
        voids = knowledge.voids if attempt < _TRIES else tuple(frozenset() for _ in range(players))
        dealt = _try_deal(knowledge, voids, rng)
        if dealt is not None:
            return dealt
    raise AssertionError("unreachable: the last try has no voids")  # pragma: no cover


def _try_deal(
    knowledge: Knowledge, voids: tuple[frozenset[Suit], ...], rng: random.Random
) -> tuple[tuple[Card, ...], ...] | None:
    room = list(knowledge.room)
    takers = [s for s, n in enumerate(room) if n > 0]
    hands: list[list[Card]] = [list(p) for p in knowledge.placed]
    hands[knowledge.seat] = list(knowledge.hand)
    pool = list(knowledge.pool)
    rng.shuffle(pool)
    pool.sort(key=lambda c: sum(1 for s in takers if c.suit not in voids[s]))
    for card in pool:
        fits = [s for s in takers if room[s] > 0 and card.suit not in voids[s]]
        if not fits:
            return None
        pick = rng.randrange(sum(room[s] for s in fits))
        for s in fits:
            pick -= room[s]
            if pick < 0:
                hands[s].append(card)
                room[s] -= 1
                break
    return tuple(tuple(h) for h in hands)
