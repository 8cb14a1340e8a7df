"""Review a finished round: each card the learner played in its last tricks, judged exactly.

``RULES.md``, Tricks and Counting of each game. For every trick reviewed, the position just
before the learner's card is solved double dummy (:func:`~pinochle_learn.solver.solve`): the
counter points (last trick included) the learner's side takes from there with best play by both
sides after each legal card. The card's *cost* is what the best card would have taken minus
what the learner's card takes (0 when it was one of the best); the round's ``lost`` is the sum.

A whole deal is beyond the solver's node budget in pure Python (24 tricks of the widow game, 12
of the partnership game), so the review judges only the round's last tricks
(:func:`review_from`: the last 8 by default) and says from which trick; a position whose search
runs past ``max_nodes`` is kept as *unsolved* (:attr:`ReviewedPlay.solved` false), never a hang.

Pure data, no sentences: ``render/review_text.py`` words it. The review is built in steps
(:func:`review_turns`, then :func:`judge` for each) so a page can show its progress.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Action, Play
from ..cards import Card
from ..procedure import Phase
from ..seats import Seat
from ..state import RoundState
from .core import SearchBudgetError
from .position import Position, PositionError, unsolvable
from .solve import CardValue, solve

__all__ = [
    "REVIEW_MAX_NODES",
    "REVIEW_TRICKS",
    "ReviewedPlay",
    "RoundReview",
    "Turn",
    "best_line",
    "finish",
    "judge",
    "review_from",
    "review_round",
    "review_turns",
    "reviewable",
]

REVIEW_TRICKS = {2: 12, 4: 8}
"""Tricks a review judges by default, by players at the table: the two-hand games' last 12
(the stock game's whole open play; the solver's measured times, one position: widow ~0.85 s
median from 12 tricks left, stock ~0.4 s), the partnership game's last 8 (~0.3 s median; a
whole deal of 12 tricks exceeds the node budget)."""

REVIEW_MAX_NODES = 1_000_000
"""The node budget of one position of a review: about 7 s of CPU at most (measured ~136,000
nodes a second), several times what the last 12 tricks of a two-hand game need."""


def reviewable(state: RoundState) -> PositionError | None:
    """``None`` if the solver takes the game of ``state``, else the error saying why not (a
    game of three sides, THREE_HAND_CUTTHROAT; a deck of four copies, DOUBLE_DECK)."""
    return unsolvable(state.ruleset)


def review_from(state: RoundState, last_tricks: int | None = None) -> int:
    """The first trick (1-based, of the round's ``tricks_per_round``) a review judges: the
    ``last_tricks`` last ones (by default :data:`REVIEW_TRICKS`), never before the stock game's
    stock is gone (its draws are hidden while it lasts: the tricks after the last draw are
    ``ruleset.hand_size``).

    Raises
    ------
    ValueError
        ``last_tricks`` is below 1.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_STOCK, TWO_HAND_WIDOW
    >>> from pinochle_learn import PARTNERSHIP
    >>> review_from(RoundState(TWO_HAND_WIDOW)), review_from(RoundState(TWO_HAND_WIDOW), 8)
    (13, 17)
    >>> review_from(RoundState(TWO_HAND_STOCK), 20), review_from(RoundState(PARTNERSHIP))
    (13, 5)
    """
    rules = state.ruleset
    if last_tricks is None:
        last_tricks = REVIEW_TRICKS.get(rules.players, 8)
    if last_tricks < 1:
        raise ValueError(f"last_tricks={last_tricks!r}: review at least the last trick")
    total = rules.tricks_per_round
    procedure = rules.procedure
    open_tricks = total
    if procedure is not None and Phase.STOCK in procedure.phases:
        open_tricks = rules.hand_size
    return total - min(last_tricks, open_tricks, total) + 1


@dataclass(frozen=True)
class Turn:
    """A card the learner played, to judge.

    Attributes
    ----------
    trick
        The trick's number in the round (1 for the first).
    position
        The solver's position just before the card (the learner to play).
    played
        The learner's card.
    history
        The round's actions before the card (a table steps back to the state they make).
    """

    trick: int
    position: Position
    played: Card
    history: tuple[Action, ...] = ()

    @property
    def seat(self) -> Seat:
        """The learner's seat (who played the card)."""
        return self.position.to_play

    @property
    def step(self) -> int:
        """Actions applied before the card: the index of the round's state then."""
        return len(self.history)

    @property
    def in_trick(self) -> int:
        """Cards in the trick before the learner's."""
        return len(self.position.trick)


@dataclass(frozen=True)
class ReviewedPlay:
    """One card of the learner, judged.

    Attributes
    ----------
    turn
        The card and the round before it.
    values
        Every legal card then, with the counter points (last trick included) the learner's
        side takes from there to the end with best play by both sides after it (empty when
        unsolved).
    solved
        ``False`` when the search ran past the node budget (then nothing is judged).
    nodes
        Search nodes visited.
    """

    turn: Turn
    values: tuple[CardValue, ...]
    solved: bool = True
    nodes: int = 0

    @property
    def trick(self) -> int:
        """The trick's number in the round."""
        return self.turn.trick

    @property
    def played(self) -> Card:
        """The learner's card."""
        return self.turn.played

    @property
    def best_points(self) -> int:
        """Counter points of the best card (0 when unsolved)."""
        return max((v.points for v in self.values), default=0)

    @property
    def played_points(self) -> int:
        """Counter points of the learner's card (0 when unsolved)."""
        for value in self.values:
            if value.card == self.played:
                return value.points
        return 0

    @property
    def best(self) -> tuple[Card, ...]:
        """The best cards (one entry per distinct card, display order)."""
        return tuple(v.card for v in self.values if v.points == self.best_points)

    @property
    def cost(self) -> int:
        """Counter points the learner's card cost: best minus played, 0 when it was best."""
        return self.best_points - self.played_points


@dataclass(frozen=True)
class RoundReview:
    """A round's last tricks judged.

    Attributes
    ----------
    seat
        The learner's seat.
    first_trick
        The first trick judged (1-based); :attr:`tricks` is the round's count.
    tricks
        Tricks in the round (``ruleset.tricks_per_round``).
    plays
        The learner's cards from ``first_trick`` on, in order.
    sees_all_hands
        The solver saw hands the learner could not (the partnership game: double dummy).
    """

    seat: Seat
    first_trick: int
    tricks: int
    plays: tuple[ReviewedPlay, ...]
    sees_all_hands: bool

    @property
    def lost(self) -> int:
        """Counter points lost in all: the sum of the solved cards' costs."""
        return sum(p.cost for p in self.plays if p.solved)

    @property
    def unsolved(self) -> tuple[ReviewedPlay, ...]:
        """The cards whose search ran past the node budget."""
        return tuple(p for p in self.plays if not p.solved)


def review_turns(final: RoundState, seat: Seat, first_trick: int) -> tuple[Turn, ...]:
    """The learner's cards in ``final`` (a round played to its end) from ``first_trick`` on,
    by replaying its history from its deal.

    Raises
    ------
    ValueError
        ``final`` is not over, or ``first_trick`` is outside 1 to the round's tricks.
    """
    if not final.is_over:
        raise ValueError(f"the round is in its {final.phase.name} phase: review it once over")
    total = final.ruleset.tricks_per_round
    if not 1 <= first_trick <= total:
        raise ValueError(f"first_trick={first_trick!r}: the round has tricks 1 to {total}")
    state = RoundState(final.ruleset, final.dealer, final.totals)
    turns: list[Turn] = []
    for action in final.history:
        trick = len(state.tricks) + 1
        if (
            isinstance(action, Play)
            and action.seat is seat
            and state.phase is Phase.TRICKS
            and trick >= first_trick
        ):
            turns.append(Turn(trick, Position.from_state(state), action.card, state.history))
        state = state.apply(action)
    return tuple(turns)


def judge(turn: Turn, *, max_nodes: int = REVIEW_MAX_NODES) -> ReviewedPlay:
    """Solve the position before the learner's card (values only, no lines); a search past
    ``max_nodes`` gives an unsolved entry."""
    try:
        solution = solve(turn.position, max_nodes=max_nodes, lines=False)
    except SearchBudgetError:
        return ReviewedPlay(turn, (), solved=False, nodes=max_nodes)
    return ReviewedPlay(turn, solution.cards, nodes=solution.nodes)


def review_round(
    final: RoundState,
    seat: Seat,
    *,
    last_tricks: int | None = None,
    max_nodes: int = REVIEW_MAX_NODES,
) -> RoundReview:
    """Judge the learner's cards in the last ``last_tricks`` tricks of ``final``.

    Parameters
    ----------
    final
        A round played to its end (its ``history`` replays it from the deal).
    seat
        The learner's seat.
    last_tricks
        Tricks judged, counted back from the last (:func:`review_from`; by default
        :data:`REVIEW_TRICKS`).
    max_nodes
        Node budget of each position.

    Raises
    ------
    PositionError
        The solver does not take this game (:func:`reviewable`).
    ValueError
        ``final`` is not over, or ``last_tricks`` is below 1.
    """
    refusal = reviewable(final)
    if refusal is not None:
        raise refusal
    first = review_from(final, last_tricks)
    plays = tuple(judge(t, max_nodes=max_nodes) for t in review_turns(final, seat, first))
    return finish(final, seat, first, plays)


def finish(
    final: RoundState, seat: Seat, first_trick: int, plays: tuple[ReviewedPlay, ...]
) -> RoundReview:
    """The :class:`RoundReview` of ``plays`` judged one by one (a page that shows progress)."""
    rules = final.ruleset
    return RoundReview(
        seat, first_trick, rules.tricks_per_round, plays, sees_all_hands=bool(rules.partners(seat))
    )


def best_line(play: ReviewedPlay, *, max_nodes: int = REVIEW_MAX_NODES) -> tuple[Play, ...]:
    """The best play from the learner's turn to the end: the (first) best card, then the best
    play by both sides after it, one :class:`~pinochle_learn.actions.Play` per card.

    Raises
    ------
    SearchBudgetError
        More than ``max_nodes`` nodes were needed.
    """
    solution = solve(play.turn.position, max_nodes=max_nodes)
    first = solution.best[0]
    return (Play(play.turn.seat, first.card), *first.line)
