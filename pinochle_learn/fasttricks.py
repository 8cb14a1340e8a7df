"""The tricks of a computer-only round on card indices: the fast path's trick play
(:func:`pinochle_learn.fastround.play_tricks`) without a ``Card`` per comparison.

Each card is its index in a 24-count array (:func:`~pinochle_learn.fastmeld.card_index`,
``6 * suit + rank``): a hand is a list of indices in display order, which card beats which is
a table made once per trump, and each seat's voids are a bit mask of suits. The rules and the
choices are those of the cards' own functions, step for step: the legal cards are
:func:`~pinochle_learn.play.follow_duty`'s (``RULES.md``, Tricks: follow suit, else trump,
and head the trick if able, under the ruleset's switches), the card chosen is
:func:`~pinochle_learn.players.choose_play`'s (the same candidate lists in the same order, so
the seeded ``random.Random`` breaks the same ties with the same draws), and an opponent may
take a partner's trick as :func:`~pinochle_learn.players.opponent_may_take` says. The same
decisions are checked by ``tests/properties/test_fast_two_hand.py``, ``tests/unit/
test_fastround.py`` (both against the round engine) and ``benchmarks/check_same_rounds.py``
(recorded rounds, old code against new).
"""

from __future__ import annotations

import random
from functools import lru_cache

from .cards import Card, Rank, Suit
from .fastmeld import CARDS_BY_INDEX, SLOTS
from .ruleset import Ruleset
from .seats import Seat, seats

__all__ = ["play_index_tricks"]

_SUIT = tuple(i // 6 for i in range(SLOTS))
_RANK = tuple(i % 6 for i in range(SLOTS))
_DISPLAY = tuple(6 * (i // 6) - i % 6 for i in range(SLOTS))
"""A sort key of each index in display order (by suit, high rank first: ``Card.sort_key``)."""
_ACE, _COUNTERS = int(Rank.ACE), (int(Rank.ACE), int(Rank.TEN), int(Rank.KING))


@lru_cache(maxsize=4)
def _tables(trump: int) -> tuple[tuple[tuple[bool, ...], ...], tuple[int, ...]]:
    """Per trump: ``beats[card][winning]``, :func:`~pinochle_learn.trick.beats` on indices (a
    higher card of the winner's suit, or a trump on a plain winner); and each card's rank in
    ``players._lowest``'s order (a plain card below a trump, then by rank) as one number."""
    beats = tuple(
        tuple(
            (_SUIT[c] == _SUIT[w] and _RANK[c] > _RANK[w]) or (_SUIT[c] == trump != _SUIT[w])
            for w in range(SLOTS)
        )
        for c in range(SLOTS)
    )
    return beats, tuple(6 * (_SUIT[c] == trump) + _RANK[c] for c in range(SLOTS))


@lru_cache(maxsize=16)
def _seating(ruleset: Ruleset) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Per ruleset: each seat's side, each card index's counter points, and the indices of
    the deck's distinct cards."""
    side = tuple(ruleset.side_of(s) for s in seats(ruleset.players))
    points = tuple(ruleset.counter_points[Rank(_RANK[i])] for i in range(SLOTS))
    return side, points, tuple(6 * c.suit + c.rank for c in ruleset.deck.unique_cards)


def _legal(
    hand: list[int],
    played: list[int],
    best: int,
    trump: int,
    rules: Ruleset,
    first: bool,
    beats: tuple[tuple[bool, ...], ...],
) -> tuple[list[int], list[bool]]:
    """``fastround._legal`` on indices: the legal distinct cards (display order) and whether
    each beats ``played[best]``, by :func:`~pinochle_learn.play.follow_duty`'s rule."""
    distinct = list(dict.fromkeys(hand))
    if not played:
        if first and rules.first_lead_trump:
            trumps = [c for c in distinct if _SUIT[c] == trump]
            if trumps:
                distinct = trumps
        return distinct, [True] * len(distinct)
    winning = played[best]
    led = _SUIT[played[0]]
    follow = [c for c in distinct if _SUIT[c] == led]
    following = rules.must_follow_suit and bool(follow)
    if following:
        tier = follow
    elif rules.must_trump and not follow and (trumps := [c for c in distinct if _SUIT[c] == trump]):
        tier = trumps
    else:
        tier = distinct
    winners = [c for c in tier if beats[c][winning]]
    allowed = tier
    if rules.must_head_trick and winners and len(winners) < len(tier):
        return winners, [True] * len(winners)
    if (
        rules.must_beat_led_suit_after_trump
        and following
        and led != trump
        and any(_SUIT[c] == trump for c in played)
    ):
        top = max(_RANK[c] for c in played if _SUIT[c] == led)
        beaters = [c for c in tier if _RANK[c] > top]
        if beaters and len(beaters) < len(tier):
            allowed = beaters
    return allowed, [beats[c][winning] for c in allowed]


def _pick(cards: list[int], rng: random.Random) -> int:
    """``players._pick`` of distinct cards: in display order, one drawn by ``rng``."""
    if len(cards) > 1:
        cards.sort(key=_DISPLAY.__getitem__)
    return rng.choice(cards)


def _lowest(cards: list[int], low_key: tuple[int, ...], rng: random.Random) -> int:
    """``players._lowest`` of distinct cards: the lowest (a plain card before a trump), ties
    drawn."""
    low = min(map(low_key.__getitem__, cards))
    return _pick([c for c in cards if low_key[c] == low], rng)


def _choose(
    legal: list[int],
    wins: list[bool],
    following: bool,
    trump: int,
    partner_winning: bool,
    rng: random.Random,
    at_risk: bool,
    low_key: tuple[int, ...],
) -> int:
    """``players._choose_card`` on indices (the same lists in the same order; ``legal``
    distinct, as every list drawn from)."""
    if not following:
        aces = [c for c in legal if _RANK[c] == _ACE and _SUIT[c] != trump]
        if aces:
            return _pick(aces, rng)
        return _lowest(legal, low_key, rng)
    if partner_winning:
        if at_risk:
            return _lowest(legal, low_key, rng)
        losers = [c for c, w in zip(legal, wins, strict=True) if _RANK[c] in _COUNTERS and not w]
        if losers:
            return max(losers, key=lambda c: (_RANK[c], _SUIT[c] != trump))
        return _lowest(legal, low_key, rng)
    winners = [c for c, w in zip(legal, wins, strict=True) if w]
    return _lowest(winners or legal, low_key, rng)


def _may_take(
    winning: int,
    seen: list[int],
    hand: list[int],
    shown: list[int],
    unique: tuple[int, ...],
    copies: int,
    beats: tuple[tuple[bool, ...], ...],
) -> bool:
    """:func:`~pinochle_learn.players.opponent_may_take` for a seat holding ``hand`` that has
    seen the round's ``seen`` counts, against opponents whose voids are the masks ``shown``."""
    held = seen[:]
    for card in hand:
        held[card] += 1
    suits = 0
    for card in unique:
        if held[card] < copies and beats[card][winning]:
            suits |= 1 << _SUIT[card]
    return any(suits & ~mask for mask in shown)


def _void_mask(led: int, card: int, trump: int) -> int:
    """:func:`~pinochle_learn.players.note_voids` as a mask of the suits shown void."""
    suit = _SUIT[card]
    if suit == led:
        return 0
    return 1 << led if suit == trump else (1 << led) | (1 << trump)


def play_index_tricks(
    hands: list[list[Card]],
    bidder: Seat,
    trump: Suit,
    rng: random.Random,
    ruleset: Ruleset,
    actions: list[tuple[str, Seat, object]] | None,
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """:func:`pinochle_learn.fastround.play_tricks` (its contract: ``hands`` in display order,
    emptied; each side's trick points and tricks won) played on card indices."""
    players = ruleset.players
    order = seats(players)
    side, points, unique = _seating(ruleset)
    counters = [0] * ruleset.side_count
    won = [0] * ruleset.side_count
    leader = int(bidder)
    copies = ruleset.deck.copies
    held = [[6 * c.suit + c.rank for c in h] for h in hands]
    for h in hands:
        h.clear()
    tr = int(trump)
    beats, low_key = _tables(tr)
    seen = [0] * SLOTS  # cards played this round
    voids = [0] * players  # suits each seat has shown void in, as bits
    for number in range(1, ruleset.hand_size + 1):
        played: list[int] = []
        best = 0
        for offset in range(players):
            seat = (leader + offset) % players
            legal, wins = _legal(held[seat], played, best, tr, ruleset, number == 1, beats)
            partner_winning = bool(played) and side[(leader + best) % players] == side[seat]
            at_risk = False
            if partner_winning:
                later = [(leader + k) % players for k in range(offset + 1, players)]
                shown = [voids[s] for s in later if side[s] != side[seat]]
                at_risk = bool(shown) and _may_take(
                    played[best], seen, held[seat], shown, unique, copies, beats
                )
            card = _choose(legal, wins, bool(played), tr, partner_winning, rng, at_risk, low_key)
            held[seat].remove(card)
            if played:
                if beats[card][played[best]]:
                    best = len(played)
                voids[seat] |= _void_mask(_SUIT[played[0]], card, tr)
            played.append(card)
            seen[card] += 1
            if actions is not None:
                actions.append(("play", order[seat], CARDS_BY_INDEX[card]))
        winner = (leader + best) % players
        value = sum(points[c] for c in played)
        if number == ruleset.hand_size:
            value += ruleset.last_trick_points
        counters[side[winner]] += value
        won[side[winner]] += 1
        leader = winner
    return tuple(counters), tuple(won)
