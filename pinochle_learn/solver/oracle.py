"""The oracle: an exhaustive plain minimax on the engine's own rules, no pruning, no table.

Slow on purpose and short, so it can be read and trusted: every legal card (by
:func:`pinochle_learn.play.legal_plays`, the engine's one copy of the trick rules) of every
seat is tried to the end, tricks are won by :func:`pinochle_learn.trick.trick_winner` and
counted by :func:`pinochle_learn.trick.trick_points`. The tests and
``benchmarks/check_solver.py`` hold the solver to it.
"""

from __future__ import annotations

from ..cards import Card
from ..play import legal_plays
from ..trick import trick_points, trick_winner
from .position import Position

__all__ = ["minimax_value", "minimax_values"]


def minimax_value(position: Position) -> int:
    """Counter points (last trick included) the side to play takes from here, best play by
    both sides, found by trying every legal line.

    Only for endings of a few tricks: the work grows as the product of the choices.
    """
    return max(minimax_values(position).values())


def minimax_values(position: Position) -> dict[Card, int]:
    """Each legal card of the player to play, with the points its side takes after it (best
    play by both sides from then on), by trying every legal line."""
    rules = position.ruleset
    hands = [list(h) for h in position.hands]
    players = rules.players

    def best(trick: list[Card], leader: int, first: bool) -> int:
        """Team 0's points from here."""
        values = list(each(trick, leader, first).values())
        seat = (leader + len(trick)) % players
        return max(values) if rules.side_of(seat) == 0 else min(values)

    def each(trick: list[Card], leader: int, first: bool) -> dict[Card, int]:
        """Team 0's points from here after each legal card."""
        seat = (leader + len(trick)) % players
        legal = legal_plays(hands[seat], trick, position.trump, rules, first_lead=first).legal
        values: dict[Card, int] = {}
        for card in legal:
            hands[seat].remove(card)
            played = [*trick, card]
            if len(played) < players:
                values[card] = best(played, leader, False)
            else:
                winner = (leader + trick_winner(played, position.trump)[0]) % players
                last = not hands[0]
                gain = trick_points(played, rules, last=last) if rules.side_of(winner) == 0 else 0
                values[card] = gain + (best([], winner, False) if not last else 0)
            hands[seat].append(card)
        return values

    team0 = each(list(position.trick), int(position.leader), bool(position.first_lead))
    if rules.side_of(position.to_play) == 0:
        return team0
    return {card: position.points_left - v for card, v in team0.items()}
