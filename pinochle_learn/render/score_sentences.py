"""Sentences for round scores: why each side gains or loses, and where the game stands.

The engine gives :class:`~pinochle_learn.scoring.ScoreReason` and
:class:`~pinochle_learn.scoring.GameReason` (a code and its numbers); this module has one
function per code (``_LINES``, ``_GAME``; the pattern of ``render/play_sentences.py``). The
side is named by the caller: "Team 0" by default, or a lesson's own name ("North–South",
"Bill and You"); a name that takes a plural verb makes the sentence agree ("Bill and You made
their bid ..., so they add ...") instead of rewriting the sentence afterwards.

Examples
--------
>>> from pinochle_learn.scoring import score_round
>>> s = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(170, 80))
>>> bidders = s.teams[0].reason
>>> bidders.code.value, bidders.made, bidders.loss
('set', 290, 300)
>>> print(score_sentence(bidders))  # doctest: +NORMALIZE_WHITESPACE
Team 0 is set on its bid of 300: 120 meld + 170 trick points = 290 is less, so it adds
nothing and loses the bid, 300.
>>> print(score_sentence(bidders, Side("Bill and You", plural=True)))
... # doctest: +NORMALIZE_WHITESPACE
Bill and You are set on their bid of 300: 120 meld + 170 trick points = 290 is less, so they
add nothing and lose the bid, 300.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..ruleset import SetPenalty, ZeroTrickRule
from ..scoring import GameReason, GameWhy, Outcome, ScoreReason, ScoreWhy
from .i18n import speaking
from .names import is_learner, partnered
from .person import listed
from .words import number_word

__all__ = ["OUTCOME_WORDS", "Side", "game_text", "outcome_words", "score_sentence", "side_of"]

OUTCOME_WORDS = {
    Outcome.MADE: "made",
    Outcome.SET: "set",
    Outcome.THROWN_IN: "thrown in",
    Outcome.COUNTED: "counted",
    Outcome.NOTHING: "nothing",
    Outcome.MELD_ONLY: "meld only",
}
"""Each outcome as a score table shows it."""


def outcome_words(outcome: Outcome) -> str:
    """``"thrown in"``: an outcome as a score table shows it."""
    return OUTCOME_WORDS[outcome]


@dataclass(frozen=True)
class Side:
    """A side of the table as a sentence names it, with the words that agree: "You" (the
    learner's own seat, :func:`~pinochle_learn.render.names.is_learner`) takes "you", "your"
    and the plural verb; a ``person`` (one player named, as in a two-hand game) is "they",
    "their" after the name's own singular verb.

    Examples
    --------
    >>> you, lisa, bill = Side("You"), Side("Lisa"), Side("Bill", person=True)
    >>> you.verb("adds", "add"), you.its, lisa.verb("adds", "add"), lisa.its
    ('add', 'your', 'adds', 'its')
    >>> bill.verb("is", "are"), bill.its, bill.they("adds", "add")
    ('is', 'their', 'they add')
    >>> you.own, lisa.own
    ('yours', "Lisa's")
    """

    name: str
    plural: bool = False
    person: bool = False

    @property
    def _you(self) -> bool:
        return is_learner(self.name)

    def verb(self, singular: str, plural: str) -> str:
        """The verb after the name: ``"adds"`` or ``"add"``."""
        return plural if self.plural or self._you else singular

    def they(self, singular: str, plural: str) -> str:
        """The pronoun and its verb: ``"it adds"``, ``"they add"``, ``"you add"``."""
        return f"{self.it} {self.pronoun_verb(singular, plural)}"

    def pronoun_verb(self, singular: str, plural: str) -> str:
        """The verb that agrees with :attr:`it`: ``"adds"`` or ``"add"``."""
        return plural if self.plural or self._you or self.person else singular

    @property
    def it(self) -> str:
        """``"it"``, ``"they"`` or ``"you"``."""
        return "you" if self._you else "they" if self.plural or self.person else "it"

    @property
    def own(self) -> str:
        """The side's own, standing alone: ``"yours"`` or ``"Lisa's"``."""
        return "yours" if self._you else f"{self.name}'s"

    @property
    def its(self) -> str:
        """``"its"``, ``"their"`` or ``"your"``."""
        return "your" if self._you else "their" if self.plural or self.person else "its"


def side_of(team: int, players: int) -> Side:
    """``Side("Team 0")``, or ``Side("Player 0", person=True)`` in a game where each player is
    a side (a person: "their", "they add")."""
    if _partners(players):
        return Side(f"Team {team}")
    return Side(f"Player {team}", person=True)


_partners = partnered

BOTH = 2
"""Things English calls "both" and "neither" (more are "all" and "no"): grammar, not a
count of sides."""


def _sums(r: ScoreReason) -> str:
    points = r.points or 0
    return f"{r.meld} meld + {points} trick points = {r.meld + points}"


def _none_taken(r: ScoreReason) -> str:
    if r.zero_rule is ZeroTrickRule.TRICKS:
        return "took no trick"
    return "took no trick points (no counter and not the last trick)"


def _loses(r: ScoreReason, s: Side) -> str:
    if r.penalty is SetPenalty.SHORTFALL:
        return f"the shortfall, {r.bid} - {r.made} = {r.loss}"
    if r.penalty is SetPenalty.BID_PLUS_MELD:
        return f"the bid and {s.its} meld, {r.bid} + {r.meld} = {r.loss}"
    return f"the bid, {r.bid}"


def _counted(r: ScoreReason, s: Side) -> str:
    adds = s.verb("adds", "add")
    they_add = s.they("adds", "add")
    if r.zero_rule is ZeroTrickRule.TRICK_POINTS:
        return f"{s.name} took trick points, so {s.its} meld counts: {they_add} {_sums(r)}."
    if r.zero_rule is ZeroTrickRule.TRICKS:
        return f"{s.name} took a trick, so {s.its} meld counts: {they_add} {_sums(r)}."
    return f"{s.name} {adds} {_sums(r)}."


def _nothing(r: ScoreReason, s: Side) -> str:
    return (
        f"{s.name} {_none_taken(r)}, so {s.they('scores', 'score')} nothing: "
        f"{s.its} {r.meld} meld does not count."
    )


def _made(r: ScoreReason, s: Side) -> str:
    return (
        f"{s.name} made {s.its} bid of {r.bid}: {_sums(r)}, so "
        f"{s.they('adds', 'add')} all {r.made}."
    )


def _set_head(r: ScoreReason, s: Side) -> str:
    return f"{s.name} {s.verb('is', 'are')} set on {s.its} bid of {r.bid}"


def _set_tail(r: ScoreReason, s: Side) -> str:
    loses = _loses(r, s)
    return f"{s.they('adds', 'add')} nothing and {s.pronoun_verb('loses', 'lose')} {loses}."


def _set(r: ScoreReason, s: Side) -> str:
    return f"{_set_head(r, s)}: {_sums(r)} is less, so {_set_tail(r, s)}"


def _set_no_tricks(r: ScoreReason, s: Side) -> str:
    return (
        f"{_set_head(r, s)}: {s.it} {_none_taken(r)}, so {s.its} {r.meld} meld does not "
        f"count; {_set_tail(r, s)}"
    )


def _thrown_in(r: ScoreReason, s: Side) -> str:
    return (
        f"{s.name} threw the hand in: {s.they('loses', 'lose')} the bid, {r.bid}, and "
        f"{s.its} {r.meld} meld does not count."
    )


def _meld_only(r: ScoreReason, s: Side) -> str:
    return (
        f"{s.name} {s.verb('adds', 'add')} {s.its} meld, {r.meld}: the hand was thrown in, so "
        "no tricks are played."
    )


_LINES: dict[ScoreWhy, Callable[[ScoreReason, Side], str]] = {
    ScoreWhy.COUNTED: _counted,
    ScoreWhy.NOTHING: _nothing,
    ScoreWhy.MADE: _made,
    ScoreWhy.SET: _set,
    ScoreWhy.SET_NO_TRICKS: _set_no_tricks,
    ScoreWhy.THROWN_IN: _thrown_in,
    ScoreWhy.MELD_ONLY: _meld_only,
}


def score_sentence(
    reason: ScoreReason, side: Side | None = None, *, lang: str | None = None
) -> str:
    """Why a side gains or loses what it does, naming it ``side`` ("Team 0" by default)."""
    if lang is not None:
        with speaking(lang):
            return score_sentence(reason, side)
    return _LINES[reason.code](reason, side or side_of(reason.team, reason.players))


def _side_word(g: GameReason) -> str:
    return "team" if _partners(g.players) else "player"


def _reached(g: GameReason) -> tuple[str, str]:
    """``("Both", "1550 and 1610")``, ``("Two", "1570 and 1580")`` of three: how many sides
    reached the target, and their totals
    (every side's total in a two-sided game, as before)."""
    if len(g.totals) == BOTH:
        return "Both", f"{g.totals[0]} and {g.totals[1]}"
    totals = [t for t in g.totals if t >= g.target]
    many = "All" if len(totals) == len(g.totals) else number_word(len(totals)).capitalize()
    return many, listed([str(t) for t in totals])


def _goes_on(g: GameReason, names: tuple[Side, ...]) -> str:
    nobody = "Neither" if len(g.totals) == BOTH else "No"
    return f"{nobody} {_side_word(g)} has reached {g.target}: the game goes on."


def _reaches(g: GameReason, names: tuple[Side, ...]) -> str:
    team = g.winner or 0
    s = names[team]
    return (
        f"{s.name} {s.verb('reaches', 'reach')} {g.totals[team]}, at least {g.target}: "
        f"{s.they('wins', 'win')} the game."
    )


def _both_reach(g: GameReason, names: tuple[Side, ...]) -> str:
    side = _side_word(g)
    s = names[g.winner or 0]
    many, totals = _reached(g)
    return (
        f"{many} {side}s reach {g.target} ({totals}): the {side} that held "
        f"the bid, {s.name}, {s.verb('wins', 'win')} whatever the scores."
    )


def _first_to_reach(g: GameReason, names: tuple[Side, ...]) -> str:
    s = names[g.winner or 0]
    return (
        f"{s.name} reached {g.target} first, with meld scored during the round "
        f"({g.totals[0]} and {g.totals[1]} after the count): {s.they('wins', 'win')} "
        "the game."
    )


def _higher_total(g: GameReason, names: tuple[Side, ...]) -> str:
    side = _side_word(g)
    s = names[g.winner or 0]
    many, totals = _reached(g)
    return (
        f"{many} {side}s reach {g.target} at the count ({totals}): the "
        f"higher total, {s.own}, wins the game."
    )


def _both_equal(g: GameReason, names: tuple[Side, ...]) -> str:
    many, _ = _reached(g)
    return (
        f"{many} {_side_word(g)}s reach {g.target} with {max(g.totals)} each: "
        "another round is played."
    )


_GAME: dict[GameWhy, Callable[[GameReason, tuple[Side, ...]], str]] = {
    GameWhy.GOES_ON: _goes_on,
    GameWhy.REACHES: _reaches,
    GameWhy.BOTH_REACH: _both_reach,
    GameWhy.FIRST_TO_REACH: _first_to_reach,
    GameWhy.HIGHER_TOTAL: _higher_total,
    GameWhy.BOTH_EQUAL: _both_equal,
}


def game_text(
    reason: GameReason, sides: tuple[Side, ...] | None = None, *, lang: str | None = None
) -> str:
    """Where the game stands, the sides named ``sides`` ("Team 0", "Team 1" by default).

    Examples
    --------
    >>> from pinochle_learn.scoring import game_result
    >>> print(game_text(game_result((1550, 1610), bidding_team=0)[1]))
    ... # doctest: +NORMALIZE_WHITESPACE
    Both teams reach 1500 (1550 and 1610): the team that held the bid, team 0, wins whatever
    the scores.
    """
    if lang is not None:
        with speaking(lang):
            return game_text(reason, sides)
    if sides is None:  # "Team 1 reaches ..." opens a sentence, "... the bid, team 1, wins"
        opening = tuple(side_of(side, reason.players) for side in range(len(reason.totals)))
        inside = tuple(Side(s.name.lower(), person=s.person) for s in opening)
        starts = (GameWhy.REACHES, GameWhy.FIRST_TO_REACH)
        sides = opening if reason.code in starts else inside
    return _GAME[reason.code](reason, sides)
