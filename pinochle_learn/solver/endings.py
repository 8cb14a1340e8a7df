"""Random positions of the trick phase, for the solver's checks and benchmark.

An ending of ``tricks`` tricks: the deck shuffled with a seeded ``random.Random``, each seat
dealt ``tricks`` cards, a random trump, and (when asked) a trick in progress made of random
legal plays (:func:`pinochle_learn.play.legal_plays`), so every position is one the rules reach.
"""

from __future__ import annotations

import random

from ..cards import DECK, SUITS, Card
from ..play import legal_plays
from ..ruleset import Ruleset
from ..seats import Seat
from .position import Position

__all__ = ["random_ending"]


def random_ending(
    ruleset: Ruleset,
    tricks: int,
    rng: random.Random,
    *,
    in_progress: bool | None = None,
    first_lead: bool = False,
) -> Position:
    """A random position with ``tricks`` tricks left (the one in progress included).

    Parameters
    ----------
    ruleset
        The game (its players and rules).
    tricks
        Cards in each hand before the trick in progress: 1 to ``ruleset.hand_size``.
    rng
        The random source (seeded, for replays).
    in_progress
        Cards already played to the trick: ``True`` some (1 to players - 1), ``False`` none,
        ``None`` either, at random.
    first_lead
        The trick is the round's first, led by the bidder (``first_lead_trump`` applies).
    """
    players = ruleset.players
    deck = list(DECK)
    rng.shuffle(deck)
    hands = [deck[i * tricks : (i + 1) * tricks] for i in range(players)]
    trump = rng.choice(SUITS)
    leader = Seat(rng.randrange(players))
    if in_progress is None:
        in_progress = rng.random() < 0.5
    played = rng.randrange(1, players) if in_progress and not first_lead else 0
    trick: list[Card] = []
    for i in range(played):
        seat = leader.ahead(i, players)
        legal = legal_plays(hands[seat], trick, trump, ruleset).legal
        card = rng.choice(legal)
        hands[seat].remove(card)
        trick.append(card)
    return Position(
        ruleset, trump, hands, leader.ahead(played, players), trick, first_lead=first_lead
    )
