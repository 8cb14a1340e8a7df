"""The building turns of the widow game (TWO_HAND_WIDOW) played by the computer seats on card
indices, for the fast round (:mod:`pinochle_learn.fastround`).

Each card is its index in a 24-count array (:func:`~pinochle_learn.fastmeld.card_index`) and
each hand its counts; what keeping a card is worth is
:func:`~pinochle_learn.players.build_value_of_counts` read from a table made once per ruleset
(the card's counter points, the index of its marriage mate and of its pinochle mate, and
whether its rank makes an "around"). The same turns: ``tests/properties/
test_fast_round_parts.py`` compares the value with ``build_value_of_counts`` on random hands.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from .cards import Card, Rank, Suit
from .fastmeld import CARDS_BY_INDEX, JACK_OF_DIAMONDS, QUEEN_OF_SPADES, SLOTS
from .players import KEEP_AT
from .ruleset import Ruleset
from .seats import Seat, seats

__all__ = ["build_hands", "build_value_of_index", "widow_from_seed"]

_MATES = {int(Rank.KING): int(Rank.QUEEN), int(Rank.QUEEN): int(Rank.KING)}
_AROUND = tuple(int(r) for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK))

_Entry = tuple[int, int, int, bool]


@lru_cache(maxsize=8)
def _table(ruleset: Ruleset) -> tuple[_Entry, ...]:
    """Per card index: its counter points, its marriage mate's index (-1: none), its pinochle
    mate's index (-1: none), and whether its rank counts toward an "around"."""
    out = []
    for i in range(SLOTS):
        suit, rank = divmod(i, 6)
        mate = 6 * suit + _MATES[rank] if rank in _MATES else -1
        pin = {QUEEN_OF_SPADES: JACK_OF_DIAMONDS, JACK_OF_DIAMONDS: QUEEN_OF_SPADES}.get(i, -1)
        out.append((ruleset.counter_points[Rank(rank)], mate, pin, rank in _AROUND))
    return tuple(out)


def build_value_of_index(index: int, counts: Sequence[int], ruleset: Ruleset) -> int:
    """:func:`~pinochle_learn.players.build_value_of_counts` of the card of ``index``."""
    return _value(index, counts, _table(ruleset)[index])


def _value(index: int, counts: Sequence[int], entry: _Entry) -> int:
    value, mate, pin, around = entry
    held = counts[index]
    if mate >= 0 and counts[mate] > held:
        value += 20
    if pin >= 0 and counts[pin] > held:
        value += 40
    if around and not held:
        rank = index % 6
        if (counts[rank] > 0) + (counts[6 + rank] > 0) + (counts[12 + rank] > 0) + (
            counts[18 + rank] > 0
        ) >= 2:
            value += 10
    return value


@lru_cache(maxsize=8)
def _deck_indices(ruleset: Ruleset) -> tuple[int, ...]:
    return tuple(6 * c.suit + c.rank for c in ruleset.deck.cards)


def widow_from_seed(rng: random.Random, ruleset: Ruleset) -> list[int]:
    """The widow of :func:`~pinochle_learn.phases.setup.deal_from_seed` as card indices, top
    first, for a game dealing every card to the widow (``DealKind.WIDOW``): the deck's cards in
    display order shuffled by ``rng`` (the same draws: a shuffle's moves depend on the number
    of cards only)."""
    cards = list(_deck_indices(ruleset))
    rng.shuffle(cards)
    return cards


def build_hands(
    widow: Sequence[int],
    dealer: Seat,
    ruleset: Ruleset,
    actions: list[tuple[str, Seat, object]] | None,
) -> list[list[Card]]:
    """The building turns of :class:`~pinochle_learn.phases.setup.BuildUnit` played by the
    computer seats (``RULES.md``, TWO_HAND_WIDOW): the dealer first, then in turn, each turn
    keeping one card (:func:`~pinochle_learn.players.choose_build`, read on the hand's card
    counts); the discard pile is turned over when the widow is empty, and the last card is
    kept. ``widow``: card indices, top first (:func:`widow_from_seed`). Returns the hands in
    display order."""
    players = ruleset.players
    order = seats(players)
    table = _table(ruleset)
    counts = [[0] * SLOTS for _ in range(players)]
    stock = list(reversed(widow))  # the top card last: pop()
    discards: list[int] = []
    seat = int(dealer)
    while stock or discards:
        if not stock:
            stock, discards = discards[::-1], []
        first = stock.pop()
        keep = not (stock or discards) or _value(first, counts[seat], table[first]) >= KEEP_AT
        if keep:
            kept = first
            if stock or discards:
                if not stock:
                    stock, discards = discards[::-1], []
                discards.append(stock.pop())
        else:
            discards.append(first)
            if not stock:
                stock, discards = discards[::-1], []
            kept = stock.pop()
        counts[seat][kept] += 1
        if actions is not None:
            actions.append(("build", order[seat], keep))
        seat = (seat + 1) % players
    return [_cards_of_counts(c) for c in counts]


_DISPLAY_INDICES = tuple(6 * s + r for s in range(len(Suit)) for r in reversed(range(6)))
"""The 24 card indices in display order (by suit, high rank first)."""


def _cards_of_counts(counts: Sequence[int]) -> list[Card]:
    return [CARDS_BY_INDEX[i] for i in _DISPLAY_INDICES for _ in range(counts[i])]
