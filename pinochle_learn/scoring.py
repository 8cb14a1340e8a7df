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

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .actions import Verdict
from .errors import ScoreError
from .figure_checks import check_figures, throw_in_verdict
from .ruleset import (
    MAX_GAME_POINTS,
    PARTNERSHIP,
    BothReach,
    Ruleset,
    SetPenalty,
    ZeroTrickRule,
    as_ruleset,
)

__all__ = [
    "MAX_GAME_POINTS",
    "GameReason",
    "GameWhy",
    "Outcome",
    "RoundScore",
    "ScoreReason",
    "ScoreWhy",
    "TeamScore",
    "can_throw_in",
    "check_throw_in",
    "decide_game",
    "game_result",
    "running_score",
    "score_round",
]


class Outcome(Enum):
    """What became of one team in a round; the value is an identifier (``render`` words it)."""

    MADE = "made"
    """The bidding team's meld + trick points reached the bid: it adds them all."""
    SET = "set"
    """The bidding team fell short (or took no trick points): it adds nothing and loses."""
    THROWN_IN = "thrown_in"
    """The bidding team threw the hand in: it loses the bid."""
    COUNTED = "counted"
    """The other team adds its meld + trick points."""
    NOTHING = "nothing"
    """The other team took no trick points: it scores nothing, meld included."""
    MELD_ONLY = "meld_only"
    """The other team, when the hand is thrown in, adds its meld."""


class ScoreWhy(Enum):
    """The code of a team's score line; ``render.score_sentences`` words each one."""

    COUNTED = "counted"
    """The other team adds ``meld`` + ``points`` (``zero_rule`` says why its meld counts)."""
    NOTHING = "nothing"
    """The other team took no trick points (or no trick, per ``zero_rule``): nothing counts."""
    MADE = "made"
    """The bidders' ``meld`` + ``points`` reach ``bid``: they add it all."""
    SET = "set"
    """The bidders' ``meld`` + ``points`` are less than ``bid``: they lose ``loss``
    (``penalty``)."""
    SET_NO_TRICKS = "set_no_tricks"
    """The bidders took no trick points (or no trick): set whatever the meld, lose ``loss``."""
    THROWN_IN = "thrown_in"
    """The bidders threw the hand in: they lose ``bid``; their ``meld`` does not count."""
    MELD_ONLY = "meld_only"
    """The hand was thrown in: the other team adds its ``meld``."""


@dataclass(frozen=True)
class ScoreReason:
    """Why a team gains or loses what it does in a round, as data (a :class:`ScoreWhy` code).

    ``team`` and ``players`` name the side; ``meld`` and ``points`` are its meld and trick
    points (``None`` when thrown in); ``bid`` the contract; ``zero_rule`` and ``penalty`` the
    ruleset's switches; ``made`` the points that counted against the bid and ``loss`` the
    game points lost when set.
    """

    code: ScoreWhy
    team: int
    players: int
    meld: int
    points: int | None = None
    bid: int = 0
    zero_rule: ZeroTrickRule = ZeroTrickRule.NONE
    penalty: SetPenalty = SetPenalty.BID
    made: int = 0
    loss: int = 0


class GameWhy(Enum):
    """Where the game stands after a round (``RULES.md``, PARTNERSHIP Game)."""

    GOES_ON = "goes_on"
    """No side has reached ``target``."""
    REACHES = "reaches"
    """``winner`` alone reaches ``target``: it wins."""
    BOTH_REACH = "both_reach"
    """Both reach ``target``: the side that held the bid, ``winner``, wins."""
    FIRST_TO_REACH = "first_to_reach"
    """A game without a bid: ``winner`` reached ``target`` first, with meld scored during the
    round, and wins whatever the other's total after the count."""
    HIGHER_TOTAL = "higher_total"
    """A game without a bid: both reach ``target``; the higher total, ``winner``'s, wins."""
    BOTH_EQUAL = "both_equal"
    """A game without a bid: both reach ``target`` with equal totals: another round is played."""


@dataclass(frozen=True)
class GameReason:
    """Who has won the game and by which rule, as data (a :class:`GameWhy` code)."""

    code: GameWhy
    totals: tuple[int, ...]
    target: int
    players: int
    winner: int | None = None


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
        :class:`ScoreReason`: why the team gains or loses ``delta``, as data.
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
    reason: ScoreReason

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
        The side that held the bid (0 or 1; 0 to 2 with three players).
    teams
        One line per side, side 0's first (two, or three in THREE_HAND_CUTTHROAT).
    winner
        The team that has won the game, or ``None`` while it goes on.
    game_reason
        :class:`GameReason`: who won and by which rule, or that the game goes on.

    Examples
    --------
    >>> s = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(180, 70))
    >>> s.deltas, s.totals, s.made, s.winner
    ((300, 130), (300, 130), True, None)
    >>> [r.code.value for r in s.reasons], s.game_reason.code.value
    (['made', 'counted'], 'goes_on')

    The sentences are render's (``render.score_sentences.score_sentence``, ``game_text``):
    "Team 0 made its bid of 300: 120 meld + 180 trick points = 300, so it adds all 300."
    """

    ruleset: Ruleset
    bid: int
    bidding_team: int
    teams: tuple[TeamScore, ...]
    winner: int | None
    game_reason: GameReason

    @property
    def thrown_in(self) -> bool:
        """True when the bidding team threw the hand in."""
        return self.teams[self.bidding_team].outcome is Outcome.THROWN_IN

    @property
    def made(self) -> bool:
        """True when the bidding team made its bid (``False`` when set or thrown in)."""
        return self.teams[self.bidding_team].outcome is Outcome.MADE

    @property
    def deltas(self) -> tuple[int, ...]:
        """Game points each side gains (negative: loses) this round."""
        return tuple(line.delta for line in self.teams)

    @property
    def totals(self) -> tuple[int, ...]:
        """Each side's game points after the round."""
        return tuple(line.after for line in self.teams)

    @property
    def game_over(self) -> bool:
        """True when a team has won the game."""
        return self.winner is not None

    @property
    def reasons(self) -> tuple[ScoreReason, ...]:
        """The bidding side's reason, then the other sides' in side order."""
        others = (line.reason for line in self.teams if line.team != self.bidding_team)
        return (self.teams[self.bidding_team].reason, *others)

    def to_rows(self) -> list[dict[str, Any]]:
        """One dict per team, for a table: figures and codes, no words (the column headings
        and the sentences are made by ``render.score_text.score_rows``).

        Examples
        --------
        >>> s = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(180, 70))
        >>> row = s.to_rows()[1]
        >>> row["team"], row["bidding"], row["meld"], row["trick_points"], row["change"]
        (1, False, 60, 70, 130)
        """
        return [
            {
                "team": line.team,
                "bidding": line.bidding,
                "bid": self.bid if line.bidding else None,
                "meld": line.meld,
                "trick_points": line.trick_points,
                "counted": line.counted,
                "outcome": line.outcome.value,
                "code": line.reason.code.value,
                "before": line.before,
                "change": line.delta,
                "after": line.after,
            }
            for line in self.teams
        ]

    def to_dict(self) -> dict[str, Any]:
        """The figures as JSON: ``totals, deltas, made, winner, codes``: ``codes`` the bidding
        team's, the other team's and the game's codes (the command line adds ``why``, their
        sentences, from ``render.score_sentences``)."""
        return {
            "totals": list(self.totals),
            "deltas": list(self.deltas),
            "made": self.made,
            "winner": self.winner,
            "codes": [*(r.code.value for r in self.reasons), self.game_reason.code.value],
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
    >>> check_throw_in(300, 50).reason.code.value
    'must_play'
    """
    return throw_in_verdict(bid, bidding_team_meld, as_ruleset(ruleset))


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
) -> tuple[int | None, GameReason]:
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
    tuple of (int or None, GameReason)
        The winning team (``None`` while the game goes on) and why, as data.

    Examples
    --------
    >>> winner, why = game_result((1550, 1610), bidding_team=0)
    >>> winner, why.code.value
    (0, 'both_reach')
    >>> game_result((900, 1510), bidding_team=0)[1].code.value
    'reaches'
    """
    pair = tuple(totals)
    reached = [t for t in range(len(pair)) if pair[t] >= target]
    if len(reached) >= 2:
        if bidding_team in reached:
            return bidding_team, GameReason(GameWhy.BOTH_REACH, pair, target, players, bidding_team)
        return _higher_total(pair, reached, target, players)
    if reached:
        team = reached[0]
        return team, GameReason(GameWhy.REACHES, pair, target, players, team)
    return None, GameReason(GameWhy.GOES_ON, pair, target, players)


def _higher_total(
    totals: tuple[int, ...], reached: Sequence[int], target: int, players: int
) -> tuple[int | None, GameReason]:
    """Several sides reached ``target`` and no rule picks one: the higher total wins; a tie at
    the top: another round (``BOTH_EQUAL``)."""
    best = max(totals[side] for side in reached)
    top = [side for side in reached if totals[side] == best]
    if len(top) > 1:
        return None, GameReason(GameWhy.BOTH_EQUAL, totals, target, players)
    return top[0], GameReason(GameWhy.HIGHER_TOTAL, totals, target, players, top[0])


def running_score(
    ruleset: Ruleset,
    *,
    meld: Sequence[int],
    tricks: Sequence[int],
    totals: Sequence[int] = (0, 0),
    first: int | None = None,
) -> RoundScore:
    """Score a round of a game without a bid (``RoundScoring.RUNNING_TOTAL``: TWO_HAND_STOCK):
    each side adds its meld points and trick points to its game points.

    Parameters
    ----------
    ruleset
        The rules: target score and :class:`~pinochle_learn.ruleset.BothReach`.
    meld, tricks
        Each side's meld points scored this round and trick points (adding up to 250).
    totals
        Game points before the round.
    first
        The side whose total reached the target first during the round, while meld was scored
        (``BothReach.FIRST_TO_REACH``); ``None`` if neither did before the count.

    Returns
    -------
    RoundScore
        ``bid`` 0; both sides' lines are ``COUNTED``; the game's winner by ``both_reach``.

    Raises
    ------
    ScoreError
        Negative figures, trick points that do not add up to the deal's total.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_STOCK
    >>> s = running_score(TWO_HAND_STOCK, meld=(60, 230), tricks=(140, 110), totals=(900, 700))
    >>> s.deltas, s.totals, s.winner, s.game_reason.code.value
    ((200, 340), (1100, 1040), 0, 'higher_total')
    >>> running_score(TWO_HAND_STOCK, meld=(60, 230), tricks=(140, 110), totals=(900, 700),
    ...               first=1).winner
    1
    """
    melds, points, before = tuple(meld), tuple(tricks), tuple(totals)
    if min(*melds, *points) < 0 or sum(points) != ruleset.total_trick_points:
        raise ScoreError(
            f"meld={melds!r}, tricks={points!r}: meld points are at least 0 and trick points add "
            f"up to {ruleset.total_trick_points}"
        )
    lines = []
    for side in range(ruleset.side_count):
        delta = melds[side] + points[side]
        reason = ScoreReason(ScoreWhy.COUNTED, side, ruleset.players, melds[side], points[side])
        lines.append(
            TeamScore(
                side,
                False,
                melds[side],
                points[side],
                None,
                True,
                Outcome.COUNTED,
                delta,
                before[side],
                reason,
            )
        )
    after = tuple(line.after for line in lines)
    winner, why = decide_game(after, ruleset, first=first)
    return RoundScore(ruleset, 0, 0, tuple(lines), winner, why)


def decide_game(
    totals: Sequence[int],
    ruleset: Ruleset,
    *,
    bidding_team: int | None = None,
    first: int | None = None,
) -> tuple[int | None, GameReason]:
    """Who has won the game after a round, by the ruleset's ``both_reach``, and why.

    Parameters
    ----------
    totals
        Each side's game points after the round.
    ruleset
        The target score and :class:`~pinochle_learn.ruleset.BothReach`.
    bidding_team
        The side that held the bid (``None`` without an auction): it wins when both reach the
        target under ``BothReach.BIDDER``.
    first
        The side that reached the target first while meld was scored during the round
        (``BothReach.FIRST_TO_REACH``), ``None`` if neither did before the count.

    Examples
    --------
    >>> decide_game((1550, 1610), PARTNERSHIP, bidding_team=0)[0]
    0
    >>> house = PARTNERSHIP.variant(both_reach=BothReach.HIGHER_TOTAL)
    >>> decide_game((1550, 1610), house, bidding_team=0)[0]
    1
    """
    pair = tuple(totals)
    target, players = ruleset.target_score, ruleset.players
    rule = ruleset.both_reach
    if rule is BothReach.BIDDER and bidding_team is not None:
        return game_result(pair, bidding_team, target, players)
    if first is not None and rule is BothReach.FIRST_TO_REACH:
        return first, GameReason(GameWhy.FIRST_TO_REACH, pair, target, players, first)
    reached = [side for side in range(len(pair)) if pair[side] >= target]
    if len(reached) < 2:
        return game_result(pair, 0, target, players)
    return _higher_total(pair, reached, target, players)


def score_round(
    ruleset: Ruleset = PARTNERSHIP,
    *,
    bid: int,
    bidding_team: int,
    meld: Sequence[int],
    tricks: Sequence[int] | None = None,
    totals: Sequence[int] | None = None,
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
        Each side's game points before the round, side 0's first; ``None``: 0 for every side.
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
    if totals is None:
        totals = (0,) * ruleset.side_count
    if thrown_in is None:
        thrown_in = tricks is None
    problems = check_figures(
        ruleset,
        bid=bid,
        bidding_team=bidding_team,
        meld=meld,
        tricks=tricks,
        totals=totals,
        thrown_in=thrown_in,
        tricks_won=tricks_won,
    )
    if problems:
        raise ScoreError(problems=problems)
    sides = range(ruleset.side_count)
    melds = tuple(meld)
    before = tuple(totals)
    lines: Sequence[TeamScore]
    if thrown_in:
        lines = _thrown_in_lines(bid, bidding_team, melds, before, ruleset.players)
    else:
        points = tuple(0 for _ in sides) if tricks is None else tuple(tricks)  # TRICKS_MISSING
        taken: tuple[int | None, ...] = (
            tuple(None for _ in sides) if tricks_won is None else tuple(tricks_won)
        )
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
            for team in sides
        ]
    after = [line.after for line in lines]
    winner, game_reason = decide_game(after, ruleset, bidding_team=bidding_team)
    return RoundScore(ruleset, bid, bidding_team, tuple(lines), winner, game_reason)


def _took_nothing(ruleset: Ruleset, team: int, points: int, won: int | None) -> bool:
    """Does the zero-trick rule zero this team?"""
    rule = ruleset.zero_trick_rule
    if rule is ZeroTrickRule.TRICK_POINTS and points == 0:
        return True
    if rule is ZeroTrickRule.TRICKS and points == 0:
        return won == 0  # check_figures asked for tricks_won (WON_NEEDED)
    return False


def _penalty(ruleset: Ruleset, bid: int, meld: int, made: int) -> int:
    """Game points a set team loses: ``made`` is the points that counted."""
    if ruleset.set_penalty is SetPenalty.SHORTFALL:
        return bid - made
    if ruleset.set_penalty is SetPenalty.BID_PLUS_MELD:
        return bid + meld
    return bid


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

    def line(
        code: ScoreWhy, outcome: Outcome, counted: bool, delta: int, made: int = 0
    ) -> TeamScore:
        reason = ScoreReason(
            code,
            team,
            ruleset.players,
            meld,
            points,
            bid,
            ruleset.zero_trick_rule,
            ruleset.set_penalty,
            made,
            -delta if code in (ScoreWhy.SET, ScoreWhy.SET_NO_TRICKS) else 0,
        )
        bidding = team == bidding_team
        return TeamScore(team, bidding, meld, points, won, counted, outcome, delta, before, reason)

    if team != bidding_team:
        if nothing:
            return line(ScoreWhy.NOTHING, Outcome.NOTHING, False, 0)
        return line(ScoreWhy.COUNTED, Outcome.COUNTED, True, meld + points)
    if nothing:
        loss = _penalty(ruleset, bid, meld, 0)
        return line(ScoreWhy.SET_NO_TRICKS, Outcome.SET, False, -loss)
    if meld + points >= bid:
        return line(ScoreWhy.MADE, Outcome.MADE, True, meld + points, meld + points)
    loss = _penalty(ruleset, bid, meld, meld + points)
    return line(ScoreWhy.SET, Outcome.SET, False, -loss, meld + points)


def _thrown_in_lines(
    bid: int,
    bidding_team: int,
    melds: tuple[int, ...],
    before: tuple[int, ...],
    players: int,
) -> tuple[TeamScore, ...]:
    return tuple(
        _thrown_in_line(bid, bidding_team, side, melds, before, players)
        for side in range(len(melds))
    )


def _thrown_in_line(
    bid: int,
    bidding_team: int,
    other: int,
    melds: tuple[int, ...],
    before: tuple[int, ...],
    players: int,
) -> TeamScore:
    if other == bidding_team:
        return TeamScore(
            bidding_team,
            True,
            melds[bidding_team],
            None,
            None,
            False,
            Outcome.THROWN_IN,
            -bid,
            before[bidding_team],
            ScoreReason(ScoreWhy.THROWN_IN, bidding_team, players, melds[bidding_team], bid=bid),
        )
    return TeamScore(
        other,
        False,
        melds[other],
        None,
        None,
        True,
        Outcome.MELD_ONLY,
        melds[other],
        before[other],
        ScoreReason(ScoreWhy.MELD_ONLY, other, players, melds[other], bid=bid),
    )
