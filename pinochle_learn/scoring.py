"""Round scores and the end of the game, explained as data (``RULES.md``, PARTNERSHIP
Counting, Throw-in, Round score, Game).

:func:`score_round` takes a round's figures (the bid, each team's meld points and trick points,
the game totals before the round) and returns a :class:`RoundScore`: for each team its meld,
its trick points, whether they count and why, and the game points it gains or loses; then the
new totals and whether the game is over. :func:`check_throw_in` says whether a hand may be
thrown in. Units: *meld points* from meld, *trick points* (counters plus the last trick) from
tricks, *game points* in the totals; a bid is in game points.

The rules, with the switches of :class:`~pinochle_learn.ruleset.Ruleset` (seed behaviour by
default):

- ``zero_trick_rule``: a team that takes no trick points scores nothing for the round, its meld
  included (PARTNERSHIP); or a team that takes no trick (house rule); or no such rule (the
  two-hand games).
- The non-bidding team adds meld + trick points (if the zero-trick rule spares it).
- The bidding team adds meld + trick points when that total is at least the bid ("made"), all
  of it, not just the bid. Otherwise it is **set**: it adds nothing and loses
  ``set_penalty``: the bid (PARTNERSHIP), the shortfall (TWO_HAND_WIDOW) or the bid plus its
  meld (house rule). **Decision** (``RULES.md``): a bidding team with no trick points is set,
  whatever its meld.
- A throw-in (bid > bidding team's meld + ``throw_in_margin``): the bidding team loses the bid,
  the other team adds its meld, no tricks are played. **Decision** (``RULES.md`` is silent):
  the throw-in always costs exactly the bid, whatever ``set_penalty`` says, as ``RULES.md``
  words it.
- Scores may go negative. A team with ``target_score`` (1500) or more at the end of a round
  wins; if both teams reach it in the same round, the team that held the bid wins, whatever
  the scores.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .actions import Phase, Verdict
from .errors import InputTypeError, ScoreError, shown
from .reasons import Reason, Why
from .ruleset import (
    MAX_GAME_POINTS,
    PARTNERSHIP,
    Ruleset,
    SetPenalty,
    ZeroTrickRule,
    as_ruleset,
)
from .seats import TEAMS, team_name

__all__ = [
    "MAX_GAME_POINTS",
    "Outcome",
    "RoundScore",
    "TeamScore",
    "can_throw_in",
    "check_throw_in",
    "game_result",
    "score_round",
]

THROW_IN_PHASE = Phase.THROW_IN


class Outcome(Enum):
    """What became of one team in a round; the value is the word a table shows."""

    MADE = "made"
    """The bidding team's meld + trick points reached the bid: it adds them all."""
    SET = "set"
    """The bidding team fell short (or took no trick points): it adds nothing and loses."""
    THROWN_IN = "thrown in"
    """The bidding team threw the hand in: it loses the bid."""
    COUNTED = "counted"
    """The other team adds its meld + trick points."""
    NOTHING = "nothing"
    """The other team took no trick points: it scores nothing, meld included."""
    MELD_ONLY = "meld only"
    """The other team, when the hand is thrown in, adds its meld."""


@dataclass(frozen=True)
class TeamScore:
    """One team's line of a round score.

    Attributes
    ----------
    team
        0 or 1 (:func:`~pinochle_learn.seats.team_of`).
    bidding
        True for the team that held the bid.
    meld
        The team's meld points (both players' meld added).
    trick_points
        Counter points taken plus the last trick's; ``None`` when the hand was thrown in.
    tricks_won
        Tricks the team took, when known; ``None`` otherwise.
    counted
        Whether the team's meld and trick points were added (``False`` under the zero-trick
        rule, when set, and for the bidders of a hand thrown in).
    outcome
        :class:`Outcome`.
    delta
        Game points gained (negative: lost) in this round.
    before
        Game points before the round.
    reason
        One sentence: why the team gains or loses ``delta``.
    """

    team: int
    bidding: bool
    meld: int
    trick_points: int | None
    tricks_won: int | None
    counted: bool
    outcome: Outcome
    delta: int
    before: int
    reason: str

    @property
    def after(self) -> int:
        """Game points after the round."""
        return self.before + self.delta

    @property
    def points_made(self) -> int:
        """Meld points + trick points taken this round (before any rule discards them)."""
        return self.meld + (self.trick_points or 0)


@dataclass(frozen=True)
class RoundScore:
    """A round's score, explained: one :class:`TeamScore` per team and the state of the game.

    Attributes
    ----------
    ruleset
        The rules used.
    bid
        The contract, in game points.
    bidding_team
        The team that held the bid (0 or 1).
    teams
        Team 0's line, then team 1's.
    winner
        The team that has won the game, or ``None`` while it goes on.
    game_reason
        One sentence on the game: who won and by which rule, or that it goes on.

    Examples
    --------
    >>> s = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(180, 70))
    >>> s.deltas, s.totals, s.made, s.winner
    ((300, 130), (300, 130), True, None)
    >>> for sentence in s.why:
    ...     print(sentence)
    Team 0 made its bid of 300: 120 meld + 180 trick points = 300, so it adds all 300.
    Team 1 took trick points, so its meld counts: it adds 60 meld + 70 trick points = 130.
    Neither team has reached 1500: the game goes on.
    """

    ruleset: Ruleset
    bid: int
    bidding_team: int
    teams: tuple[TeamScore, TeamScore]
    winner: int | None
    game_reason: str

    @property
    def thrown_in(self) -> bool:
        """True when the bidding team threw the hand in."""
        return self.teams[self.bidding_team].outcome is Outcome.THROWN_IN

    @property
    def made(self) -> bool:
        """True when the bidding team made its bid (``False`` when set or thrown in)."""
        return self.teams[self.bidding_team].outcome is Outcome.MADE

    @property
    def deltas(self) -> tuple[int, int]:
        """Game points each team gains (negative: loses) this round."""
        return (self.teams[0].delta, self.teams[1].delta)

    @property
    def totals(self) -> tuple[int, int]:
        """Each team's game points after the round."""
        return (self.teams[0].after, self.teams[1].after)

    @property
    def game_over(self) -> bool:
        """True when a team has won the game."""
        return self.winner is not None

    @property
    def why(self) -> list[str]:
        """The explanation as sentences: the bidding team's, the other team's, the game's."""
        order = (self.bidding_team, 1 - self.bidding_team)
        return [*(self.teams[t].reason for t in order), self.game_reason]

    def to_rows(self) -> list[dict[str, Any]]:
        """One dict per team, for a table (the widget layer shows it with pandas).

        Examples
        --------
        >>> s = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(180, 70))
        >>> row = s.to_rows()[1]
        >>> row["team"], row["role"], row["meld"], row["trick points"], row["change"]
        (1, 'opponents', 60, 70, 130)
        """
        rows = []
        for line in self.teams:
            rows.append(
                {
                    "team": line.team,
                    "seats": team_name(line.team, self.ruleset.players),
                    "role": "bidders" if line.bidding else "opponents",
                    "bid": self.bid if line.bidding else None,
                    "meld": line.meld,
                    "trick points": line.trick_points,
                    "counted": line.counted,
                    "outcome": line.outcome.value,
                    "before": line.before,
                    "change": line.delta,
                    "after": line.after,
                    "why": line.reason,
                }
            )
        return rows

    def to_dict(self) -> dict[str, Any]:
        """The CLI's JSON shape: ``totals, deltas, made, winner, why``."""
        return {
            "totals": list(self.totals),
            "deltas": list(self.deltas),
            "made": self.made,
            "winner": self.winner,
            "why": self.why,
        }


def check_throw_in(bid: int, bidding_team_meld: int, ruleset: Ruleset = PARTNERSHIP) -> Verdict:
    """May the bid winner throw the hand in? Only when the bid exceeds the bidding team's meld
    by **more than** ``ruleset.throw_in_margin`` (250) (``RULES.md``, PARTNERSHIP Throw-in).

    Parameters
    ----------
    bid
        The contract, game points.
    bidding_team_meld
        The bidding team's meld points (both partners).
    ruleset
        Gives the margin; a ruleset without one allows no throw-in.

    Examples
    --------
    >>> check_throw_in(300, 40).reason.code.value, check_throw_in(300, 40).reason.figures
    ('may_throw_in', (40, 250, 290))
    >>> check_throw_in(300, 50).why
    'the bid, 300, is not more than 50 meld + 250 = 300: the hand must be played'
    """
    margin = ruleset.throw_in_margin
    if margin is None:
        return Verdict(False, Reason(Why.NO_THROW_IN, token=ruleset.name), THROW_IN_PHASE)
    limit = bidding_team_meld + margin
    code = Why.MAY_THROW_IN if bid > limit else Why.MUST_PLAY
    reason = Reason(code, bid=bid, figures=(bidding_team_meld, margin, limit))
    return Verdict(bid > limit, reason, THROW_IN_PHASE)


def can_throw_in(bid: int, bidding_team_meld: int, ruleset: Ruleset = PARTNERSHIP) -> bool:
    """``check_throw_in(...).legal``: bid > meld + 250 exactly.

    Examples
    --------
    >>> can_throw_in(300, 40), can_throw_in(300, 50), can_throw_in(330, 60)
    (True, False, True)
    """
    return check_throw_in(bid, bidding_team_meld, ruleset).legal


def game_result(
    totals: Sequence[int],
    bidding_team: int,
    target: int = PARTNERSHIP.target_score,
    players: int = PARTNERSHIP.players,
) -> tuple[int | None, str]:
    """Who has won the game after a round, and why (``RULES.md``, PARTNERSHIP Game).

    Parameters
    ----------
    totals
        Each team's game points after the round.
    bidding_team
        The team that held the bid this round: it wins if both teams reach ``target``.
    target
        Game points that win (``ruleset.target_score``).
    players
        4 (the sentences say "team") or 2 ("player").

    Returns
    -------
    tuple of (int or None, str)
        The winning team (``None`` while the game goes on) and one sentence.

    Examples
    --------
    >>> winner, why = game_result((1550, 1610), bidding_team=0)
    >>> winner, why.split(": ")[1]
    (0, 'the team that held the bid, team 0, wins whatever the scores.')
    >>> game_result((900, 1510), bidding_team=0)
    (1, 'Team 1 reaches 1510, at least 1500: it wins the game.')
    """
    side = "team" if players > TEAMS else "player"
    reached = [t for t in range(TEAMS) if totals[t] >= target]
    if len(reached) == TEAMS:
        return bidding_team, (
            f"Both {side}s reach {target} ({totals[0]} and {totals[1]}): the {side} that held "
            f"the bid, {side} {bidding_team}, wins whatever the scores."
        )
    if reached:
        team = reached[0]
        who = _who(team, players)
        return team, f"{who} reaches {totals[team]}, at least {target}: it wins the game."
    return None, f"Neither {side} has reached {target}: the game goes on."


def score_round(
    ruleset: Ruleset = PARTNERSHIP,
    *,
    bid: int,
    bidding_team: int,
    meld: Sequence[int],
    tricks: Sequence[int] | None = None,
    totals: Sequence[int] = (0, 0),
    thrown_in: bool | None = None,
    tricks_won: Sequence[int] | None = None,
) -> RoundScore:
    """Score one round (``RULES.md``, PARTNERSHIP Round score, Throw-in and Game).

    Parameters
    ----------
    ruleset
        The rules: zero-trick rule, set penalty, throw-in margin, target score.
    bid
        The contract, game points.
    bidding_team
        The team that won the auction, 0 or 1.
    meld
        Team 0's and team 1's meld points.
    tricks
        Team 0's and team 1's trick points (counters plus the last trick); they add up to
        ``ruleset.total_trick_points`` (250). ``None`` when the hand was thrown in.
    totals
        Team 0's and team 1's game points before the round.
    thrown_in
        Whether the bid winner threw the hand in; by default, ``tricks is None``.
    tricks_won
        How many tricks each team took (adding up to ``ruleset.tricks_per_round``); needed only by
        the house rule ``zero_trick_rule="tricks"`` for a team with no trick points.

    Returns
    -------
    RoundScore

    Raises
    ------
    ScoreError
        Figures that cannot be a round: a team other than 0 or 1, negative meld, trick points
        that do not add up to the deal's total, a throw-in the rules do not allow, a bid under
        the minimum; the message quotes the value.

    Examples
    --------
    >>> s = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(170, 80))
    >>> s.deltas, s.made
    ((-300, 140), False)
    >>> s = score_round(bid=330, bidding_team=1, meld=(90, 60), totals=(200, 100))
    >>> s.thrown_in, s.deltas, s.totals
    (True, (90, -330), (290, -230))
    """
    ruleset = as_ruleset(ruleset)
    if ruleset.min_bid is None:
        raise ScoreError(f"ruleset {ruleset.name!r} has no auction: there is no bid to score")
    if (
        isinstance(bid, bool)
        or not isinstance(bid, int)
        or not ruleset.min_bid <= bid <= MAX_GAME_POINTS
    ):
        raise ScoreError(
            f"bid={shown(bid)}: a bid is a whole number of game points, at least "
            f"{ruleset.min_bid} and at most {MAX_GAME_POINTS}"
        )
    step = math.gcd(*ruleset.bid_raises)
    if (bid - ruleset.min_bid) % step:
        raises = " or ".join(f"+{r}" for r in ruleset.bid_raises)
        raise ScoreError(
            f"bid={bid!r}: no auction ends there: bids open at {ruleset.min_bid} and rise by "
            f"{raises}"
        )
    if bidding_team not in range(TEAMS) or isinstance(bidding_team, bool):
        raise ScoreError(f"bidding_team={shown(bidding_team)}: the teams are 0 and 1")
    melds = _pair("meld", meld, minimum=0)
    before = _pair("totals", totals, minimum=-MAX_GAME_POINTS)
    lines: Sequence[TeamScore]
    if thrown_in is None:
        thrown_in = tricks is None
    if thrown_in:
        if tricks is not None:
            raise ScoreError(f"tricks={shown(tricks)}: a hand thrown in plays no tricks")
        verdict = check_throw_in(bid, melds[bidding_team], ruleset)
        if not verdict.legal:
            raise ScoreError(f"no throw-in: {verdict.why}")
        lines = _thrown_in_lines(bid, bidding_team, melds, before, ruleset.players)
    else:
        if tricks is None:
            raise ScoreError("tricks=None: give each team's trick points, or thrown_in=True")
        points = _pair("tricks", tricks, minimum=0)
        if sum(points) != ruleset.total_trick_points:
            raise ScoreError(
                f"tricks={shown(tricks)}: trick points add up to {sum(points)}, "
                f"but a deal holds {ruleset.total_trick_points}"
            )
        taken = _tricks_taken(tricks_won, points, ruleset)
        lines = [
            _played_line(
                ruleset,
                bid,
                bidding_team,
                team,
                melds[team],
                points[team],
                taken[team],
                before[team],
            )
            for team in range(TEAMS)
        ]
    after = [line.after for line in lines]
    winner, game_reason = game_result(after, bidding_team, ruleset.target_score, ruleset.players)
    return RoundScore(ruleset, bid, bidding_team, (lines[0], lines[1]), winner, game_reason)


def _who(team: int, players: int) -> str:
    """``"Team 0"``; ``"Player 0"`` in a two-player game."""
    return f"{'Team' if players > TEAMS else 'Player'} {team}"


def _pair(name: str, values: Sequence[int], minimum: int | None = None) -> tuple[int, int]:
    """Two whole numbers from ``minimum`` (if given) to :data:`MAX_GAME_POINTS`."""
    if isinstance(values, (str, bytes)) or not isinstance(values, Sequence):
        raise InputTypeError(
            f"{name}={shown(values)}: give two whole numbers, team 0's then team 1's"
        )
    items = tuple(values)
    if len(items) != TEAMS or any(isinstance(v, bool) or not isinstance(v, int) for v in items):
        raise ScoreError(f"{name}={shown(values)}: give two whole numbers, team 0's then team 1's")
    if minimum is not None and min(items) < minimum:
        raise ScoreError(f"{name}={shown(values)}: each must be at least {minimum}")
    if max(items) > MAX_GAME_POINTS:
        raise ScoreError(f"{name}={shown(values)}: each must be at most {MAX_GAME_POINTS}")
    return (items[0], items[1])


def _tricks_taken(
    tricks_won: Sequence[int] | None, points: tuple[int, int], ruleset: Ruleset
) -> tuple[int | None, int | None]:
    if tricks_won is None:
        return (None, None)
    won = _pair("tricks_won", tricks_won, minimum=0)
    if sum(won) != ruleset.tricks_per_round:
        raise ScoreError(
            f"tricks_won={tricks_won!r}: tricks add up to {sum(won)}, "
            f"but a round has {ruleset.tricks_per_round}"
        )
    for team in range(TEAMS):
        if won[team] == 0 and points[team] > 0:
            raise ScoreError(
                f"tricks_won={tricks_won!r}: team {team} took no trick "
                f"but {points[team]} trick points"
            )
    return won


def _took_nothing(ruleset: Ruleset, team: int, points: int, won: int | None) -> str | None:
    """The phrase for a team the zero-trick rule zeroes, else ``None``."""
    rule = ruleset.zero_trick_rule
    if rule is ZeroTrickRule.TRICK_POINTS and points == 0:
        return "took no trick points (no counter and not the last trick)"
    if rule is ZeroTrickRule.TRICKS and points == 0:
        if won is None:
            raise ScoreError(
                f"team {team} has no trick points: the rule zero_trick_rule='tricks' needs "
                "tricks_won to know whether it took a trick"
            )
        if won == 0:
            return "took no trick"
    return None


def _penalty(ruleset: Ruleset, bid: int, meld: int, made: int) -> tuple[int, str]:
    """Game points a set team loses, and the words: ``made`` is the points that counted."""
    if ruleset.set_penalty is SetPenalty.SHORTFALL:
        return bid - made, f"the shortfall, {bid} - {made} = {bid - made}"
    if ruleset.set_penalty is SetPenalty.BID_PLUS_MELD:
        return bid + meld, f"the bid and its meld, {bid} + {meld} = {bid + meld}"
    return bid, f"the bid, {bid}"


def _played_line(
    ruleset: Ruleset,
    bid: int,
    bidding_team: int,
    team: int,
    meld: int,
    points: int,
    won: int | None,
    before: int,
) -> TeamScore:
    nothing = _took_nothing(ruleset, team, points, won)
    sums = f"{meld} meld + {points} trick points = {meld + points}"
    who = _who(team, ruleset.players)
    if team != bidding_team:
        if nothing is not None:
            reason = f"{who} {nothing}, so it scores nothing: its {meld} meld does not count."
            return TeamScore(
                team, False, meld, points, won, False, Outcome.NOTHING, 0, before, reason
            )
        reason = f"{who} adds {sums}."
        if ruleset.zero_trick_rule is ZeroTrickRule.TRICK_POINTS:
            reason = f"{who} took trick points, so its meld counts: it adds {sums}."
        elif ruleset.zero_trick_rule is ZeroTrickRule.TRICKS:
            reason = f"{who} took a trick, so its meld counts: it adds {sums}."
        return TeamScore(
            team, False, meld, points, won, True, Outcome.COUNTED, meld + points, before, reason
        )
    if nothing is not None:
        loss, words = _penalty(ruleset, bid, meld, 0)
        reason = (
            f"{who} is set on its bid of {bid}: it {nothing}, so its {meld} meld does not "
            f"count; it adds nothing and loses {words}."
        )
        return TeamScore(team, True, meld, points, won, False, Outcome.SET, -loss, before, reason)
    if meld + points >= bid:
        reason = f"{who} made its bid of {bid}: {sums}, so it adds all {meld + points}."
        return TeamScore(
            team, True, meld, points, won, True, Outcome.MADE, meld + points, before, reason
        )
    loss, words = _penalty(ruleset, bid, meld, meld + points)
    reason = (
        f"{who} is set on its bid of {bid}: {sums} is less, so it adds nothing and loses {words}."
    )
    return TeamScore(team, True, meld, points, won, False, Outcome.SET, -loss, before, reason)


def _thrown_in_lines(
    bid: int, bidding_team: int, melds: tuple[int, int], before: tuple[int, int], players: int
) -> tuple[TeamScore, TeamScore]:
    other = 1 - bidding_team
    bidders = TeamScore(
        bidding_team,
        True,
        melds[bidding_team],
        None,
        None,
        False,
        Outcome.THROWN_IN,
        -bid,
        before[bidding_team],
        f"{_who(bidding_team, players)} threw the hand in: it loses the bid, {bid}, "
        f"and its {melds[bidding_team]} meld does not count.",
    )
    opponents = TeamScore(
        other,
        False,
        melds[other],
        None,
        None,
        True,
        Outcome.MELD_ONLY,
        melds[other],
        before[other],
        f"{_who(other, players)} adds its meld, {melds[other]}: the hand was thrown in, "
        "so no tricks are played.",
    )
    lines = [bidders, opponents] if bidding_team == 0 else [opponents, bidders]
    return (lines[0], lines[1])
