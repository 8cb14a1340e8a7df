"""Solve a position: its value and, for each legal card, its value and the best line after it.

Every card is open (double dummy): the value is what each side takes with best play by both,
in counter points (``RULES.md``, each game's Counting: the cards taken and the last trick's
bonus), counted from the position on, the cards already in the trick included.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..actions import Play
from ..cards import Card
from ..seats import Seat
from .core import Search, card_int, hand_int, int_card
from .position import Position

if TYPE_CHECKING:
    from ..state import RoundState

__all__ = ["DEFAULT_MAX_NODES", "CardValue", "Solution", "position_value", "solve", "solve_state"]

DEFAULT_MAX_NODES = 20_000_000
"""The node budget of a solve unless told: a few minutes at most in pure Python."""


@dataclass(frozen=True)
class CardValue:
    """One legal card of the player to play, solved.

    Attributes
    ----------
    card
        The card.
    points
        Counter points (last trick included) the player's side takes from the position to the
        end if this card is played, then best play by both sides.
    line
        The best play that follows, to the last trick: one :class:`~pinochle_learn.actions.Play`
        per card, in order (empty when the card is the round's last).
    """

    card: Card
    points: int
    line: tuple[Play, ...]

    def to_dict(self) -> dict[str, Any]:
        """``{"card": "H14", "points": 30, "line": [{"seat": "EAST", "card": "H9"}, ...]}``."""
        return {
            "card": str(self.card),
            "points": self.points,
            "line": [{"seat": p.seat.name, "card": str(p.card)} for p in self.line],
        }


@dataclass(frozen=True)
class Solution:
    """A position solved.

    Attributes
    ----------
    position
        What was solved.
    value
        Counter points the side to play takes from here with best play by both sides (the best
        of ``cards``' points).
    cards
        Every legal card of the player to play (one entry per distinct card, display order).
    nodes
        Search nodes visited (the work done).
    """

    position: Position
    value: int
    cards: tuple[CardValue, ...]
    nodes: int

    @property
    def side(self) -> int:
        """The side to play: its team (NORTH–SOUTH 0, EAST–WEST 1; a seat's own index for two)."""
        return self.position.ruleset.side_of(self.position.to_play)

    @property
    def points_left(self) -> int:
        """All counter points still to take; the other side takes ``points_left - value``."""
        return self.position.points_left

    @property
    def best(self) -> tuple[CardValue, ...]:
        """The cards worth ``value``: the best plays."""
        return tuple(c for c in self.cards if c.points == self.value)

    def points_of(self, card: Card) -> int:
        """The points of one legal card.

        Raises
        ------
        KeyError
            ``card`` is not a legal play here.
        """
        for entry in self.cards:
            if entry.card == card:
                return entry.points
        raise KeyError(str(card))

    def to_dict(self) -> dict[str, Any]:
        """The command line's JSON: ``{"values": [{"card", "points", "line"}, ...], "value",
        "to_play", "side", "points_left", "nodes"}`` (points for the side to play)."""
        return {
            "values": [c.to_dict() for c in self.cards],
            "value": self.value,
            "to_play": self.position.to_play.name,
            "side": self.side,
            "points_left": self.points_left,
            "nodes": self.nodes,
        }


def _search(position: Position, max_nodes: int, **switches: bool) -> Search:
    return Search(
        position.ruleset,
        position.trump,
        [hand_int(h) for h in position.hands],
        [card_int(c) for c in position.trick],
        int(position.leader),
        first_lead=bool(position.first_lead),
        max_nodes=max_nodes,
        **switches,
    )


def position_value(
    position: Position, *, max_nodes: int = DEFAULT_MAX_NODES, **switches: bool
) -> int:
    """The value alone: counter points the side to play takes from here, best play by both.

    ``switches`` (``table``, ``equivalence``, ``ordering``, all ``True`` by default) turn the
    speed-ups off, for the benchmark's baseline.

    Raises
    ------
    SearchBudgetError
        More than ``max_nodes`` nodes were needed.
    """
    search = _search(position, max_nodes, **switches)
    total = position.points_left
    team0 = search.exact(search.value, total // 2)
    return team0 if position.ruleset.side_of(position.to_play) == 0 else total - team0


def _line(search: Search, card: int, target: int) -> tuple[Play, ...]:
    """The best line after ``card`` for the seat to play, the child's team-0 value ``target``:
    at each turn the first card (in search order) whose value equals the position's."""
    saved = (list(search.hands), list(search.trick), search.leader, search.win)
    saved_counts = (search.tricks_left, search.hand_points)
    target -= search.play(card)
    plays: list[Play] = []
    while search.tricks_left:
        seat = search.to_play
        chosen = -1
        for group in search.classes(seat):
            c = group[0]
            if search.rules.team[seat] == 0:
                if search.after(seat, c, target - 1, target) >= target:
                    chosen = c
                    break
            elif search.after(seat, c, target, target + 1) <= target:
                chosen = c
                break
        assert chosen >= 0  # some card always reaches the proved value
        plays.append(Play(Seat(seat), int_card(chosen)))
        target -= search.play(chosen)
    search.hands, search.trick, search.leader, search.win = saved
    search.tricks_left, search.hand_points = saved_counts
    return tuple(plays)


def solve(
    position: Position, *, max_nodes: int = DEFAULT_MAX_NODES, lines: bool = True
) -> Solution:
    """Every legal card of the player to play with its value and best line (double dummy).

    Alpha-beta with a transposition table, equivalent cards searched once, move ordering, and
    MTD(f) zero-window searches for each card's exact value (:mod:`pinochle_learn.solver.core`).

    Parameters
    ----------
    position
        The position (:class:`Position`, checked when made).
    max_nodes
        Node budget for the whole solve, lines included.
    lines
        Also work out each card's best line (``False``: values only, empty lines).

    Returns
    -------
    Solution
        Points for the side to play: ``value`` and each card's ``points``.

    Raises
    ------
    SearchBudgetError
        More than ``max_nodes`` nodes were needed (the search stops; it never hangs).

    Examples
    --------
    Two-hand stock, the last trick: North holds A♥, East 9♥, hearts trump. North's A♥ takes
    the trick: the ace counts 10 in the stock game, the 9 nothing, the last trick 10: 20.

    >>> from pinochle_learn import TWO_HAND_STOCK
    >>> s = solve(Position(TWO_HAND_STOCK, "H", ("H14", "H9"), Seat.NORTH))
    >>> s.value, [(str(c.card), c.points, [str(p.card) for p in c.line]) for c in s.cards]
    (20, [('H14', 20, ['H9'])])
    """
    search = _search(position, max_nodes)
    seat = int(position.to_play)
    total = position.points_left
    mine = position.ruleset.side_of(position.to_play) == 0
    guess = total // 2
    solved: dict[int, tuple[int, tuple[Play, ...]]] = {}
    members: dict[Card, int] = {}
    for group in search.classes(seat):
        rep = group[0]

        def child(alpha: int, beta: int, rep: int = rep) -> int:
            return search.after(seat, rep, alpha, beta)

        evaluate: Callable[[int, int], int] = child
        team0 = search.exact(evaluate, guess)
        guess = team0
        line = _line(search, rep, team0) if lines else ()
        solved[rep] = (team0 if mine else total - team0, line)
        for c in group:
            members[int_card(c)] = rep
    cards = tuple(
        CardValue(card, solved[members[card]][0], solved[members[card]][1])
        for card in sorted(members, key=lambda c: c.sort_key)
    )
    return Solution(position, max(c.points for c in cards), cards, search.nodes)


def solve_state(
    state: RoundState, *, max_nodes: int = DEFAULT_MAX_NODES, lines: bool = True
) -> Solution:
    """:func:`solve` the position of a round in its trick phase (:meth:`Position.from_state`).

    Raises
    ------
    PositionError
        The round is not in its tricks (or is the stock game while the stock lasts).
    SearchBudgetError
        More than ``max_nodes`` nodes were needed.
    """
    return solve(Position.from_state(state), max_nodes=max_nodes, lines=lines)
