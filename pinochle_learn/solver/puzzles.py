"""Endings of real deals, as puzzles: find the card that takes the most counter points.

``RULES.md``, Tricks and Counting of each game. A puzzle is cut from a round the computer
players play from a seed (:func:`~pinochle_learn.players.choose_action`, the same players as
the tables): the round is played until the learner's seat is to play with ``tricks`` cards
left in hand, and that position is solved double dummy (:func:`~pinochle_learn.solver.solve`).
Only positions with one best card, and at least one card that takes less, make a puzzle:
the rest are skipped, and the next seed of the same random source is tried.

Pure data, no sentences: ``render/ending_text.py`` words it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..procedure import Phase
from ..ruleset import Ruleset
from ..seats import Seat
from ..state import RoundState, deal_from_seed
from .position import Position
from .solve import CardValue, Solution, solve

__all__ = ["PUZZLE_TRICKS", "Puzzle", "ending_of_round", "make_puzzle"]

PUZZLE_TRICKS = range(2, 5)
"""The endings a puzzle is cut at (2, 3 or 4): cards left in the learner's hand (the solver
takes them in well under a second)."""

_TRIES = 200
"""Rounds tried before giving up on a puzzle (in practice a handful is enough)."""


@dataclass(frozen=True)
class Puzzle:
    """An ending to solve.

    Attributes
    ----------
    seed
        The seed of the round it was cut from (deal, dealer and the computer's choices).
    solution
        The ending solved: every legal card of the learner with its points and best line.
    """

    seed: int
    solution: Solution

    @property
    def position(self) -> Position:
        """The ending (the learner to play)."""
        return self.solution.position

    @property
    def best(self) -> CardValue:
        """The one best card, its points and its best line."""
        (best,) = self.solution.best
        return best

    def value_of(self, card: object) -> CardValue:
        """The solved entry of one legal card (``card`` in notation or a Card).

        Raises
        ------
        KeyError
            ``card`` is not a legal play here.
        """
        for entry in self.solution.cards:
            if str(entry.card) == str(card):
                return entry
        raise KeyError(str(card))


def ending_of_round(ruleset: Ruleset, seed: int, seat: Seat, tricks: int) -> Position | None:
    """The position of the round the computer plays from ``seed`` when ``seat`` is to play with
    ``tricks`` cards in hand; ``None`` when the round never gets there (thrown in).

    The dealer and the deal come from ``random.Random(seed)``, then every seat's actions
    (``seat``'s too) from the same source.

    Raises
    ------
    ValueError
        ``tricks`` is not 1 to the ruleset's hand size.
    """
    if not 1 <= tricks <= ruleset.hand_size:
        raise ValueError(f"tricks={tricks!r}: 1 to {ruleset.hand_size} in {ruleset.name}")
    from ..players import choose_action  # the players import the solver's package users

    rng = random.Random(seed)
    dealer = Seat(rng.randrange(ruleset.players))
    state = RoundState(ruleset, dealer)
    state = state.apply(deal_from_seed(rng, dealer, ruleset))
    while not state.is_over:
        if (
            state.phase is Phase.TRICKS
            and state.to_act is seat
            and len(state.hands[seat].cards) == tricks
        ):
            return Position.from_state(state)
        state = state.apply(choose_action(state, rng))
    return None


def make_puzzle(ruleset: Ruleset, seat: Seat, rng: random.Random) -> Puzzle:
    """A puzzle for ``seat`` from rounds drawn with ``rng``: an ending of 2 to 4 tricks with
    one best card and at least one worse card.

    Raises
    ------
    RuntimeError
        No such ending in :data:`_TRIES` rounds (never seen in the games the solver takes).
    """
    for _ in range(_TRIES):
        seed = rng.randrange(1_000_000)
        tricks = rng.choice(PUZZLE_TRICKS)
        position = ending_of_round(ruleset, seed, seat, tricks)
        if position is None:
            continue
        solution = solve(position)
        if len(solution.best) == 1 and len(solution.cards) > 1:
            return Puzzle(seed, solution)
    raise RuntimeError(f"no ending with one best card in {_TRIES} rounds of {ruleset.name}")
