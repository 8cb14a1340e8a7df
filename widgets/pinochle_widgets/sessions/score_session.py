"""The model behind the score calculator, with no widgets (``RULES.md``, PARTNERSHIP Counting,
Round score, Throw-in and Game; TWO_HAND_WIDOW).

:class:`ScoreFigures` is what the calculator's boxes hold, as typed; :func:`read_score` reads
them once and returns a :class:`ScoreReading`: the engine's problems (codes and numbers, from
:func:`pinochle_learn.check_figures`; a box that holds no whole number is a ``NOT_WHOLE``
problem), the score when there is none, and the throw-in verdict for the bid and the bidding
side's meld when those two are figures a round can have. Everything shown comes from one
reading of the boxes as they are now: no figure of an earlier state is kept.

Examples
--------
>>> from pinochle_learn import PARTNERSHIP
>>> reading = read_score(ScoreFigures(bid="300", meld=("95", "60")), PARTNERSHIP)
>>> [p.code.value for p in reading.problems], reading.score is None
(['off_step'], True)
>>> read_score(ScoreFigures(bid="300"), PARTNERSHIP).score.totals
(300, 130)
"""

from __future__ import annotations

from dataclasses import dataclass

from pinochle_learn import (
    FigureProblem,
    FigureWhy,
    RoundScore,
    Ruleset,
    Verdict,
    ZeroTrickRule,
    check_figures,
    score_round,
)
from pinochle_learn.figure_checks import read_figure, throw_in_verdict

__all__ = ["ScoreFigures", "ScoreReading", "read_score"]

Pair = tuple[str, str]


@dataclass(frozen=True)
class ScoreFigures:
    """A round's figures as typed in the calculator's boxes (side 0's first in each pair).

    ``bid`` in game points; ``meld`` meld points; ``tricks`` trick points (counters plus the
    last trick); ``totals`` game points before the round; ``tricks_won`` tricks each side took
    (read only under the house rule that only a side with no trick at all loses its meld).
    """

    bid: str = "300"
    bidding_team: int = 0
    meld: Pair = ("120", "60")
    tricks: Pair = ("180", "70")
    totals: Pair = ("0", "0")
    tricks_won: Pair = ("6", "6")
    thrown_in: bool = False


@dataclass(frozen=True)
class ScoreReading:
    """One reading of the figures: their problems, or their score.

    Attributes
    ----------
    figures, ruleset
        What was read, under which rules.
    problems
        Every reason why the figures cannot be scored, in the order of the boxes.
    score
        The round's score, ``None`` when there are problems.
    throw_in
        Whether the hand may be thrown in for this bid and the bidding side's meld (``None``
        when either is not a figure a round can have, so the rule is not judged).
    """

    figures: ScoreFigures
    ruleset: Ruleset
    problems: tuple[FigureProblem, ...] = ()
    score: RoundScore | None = None
    throw_in: Verdict | None = None

    @property
    def throw_in_refused(self) -> bool:
        """The hand is said to be thrown in, and the rule does not allow it."""
        return any(p.code is FigureWhy.THROW_IN_REFUSED for p in self.problems)


def _pair(texts: Pair, name: str) -> tuple[list[int], list[FigureProblem]]:
    values, problems = [], []
    for team, text in enumerate(texts):
        read = read_figure(text, name, team)
        if isinstance(read, FigureProblem):
            problems.append(read)
        else:
            values.append(read)
    return values, problems


def read_score(figures: ScoreFigures, ruleset: Ruleset) -> ScoreReading:
    """Read the boxes once: problems (typing first, then the engine's), else the score.

    The trick points and tricks won are not read for a hand thrown in; the tricks won only
    under ``ZeroTrickRule.TRICKS``.
    """
    thrown = figures.thrown_in
    needs_won = ruleset.zero_trick_rule is ZeroTrickRule.TRICKS and not thrown
    bid = read_figure(figures.bid, "bid")
    meld, typing = _pair(figures.meld, "meld")
    tricks, tricks_typing = _pair(figures.tricks, "tricks")
    won, won_typing = _pair(figures.tricks_won, "tricks_won")
    totals, totals_typing = _pair(figures.totals, "totals")
    typing = [
        *([bid] if isinstance(bid, FigureProblem) else []),
        *typing,
        *([] if thrown else tricks_typing),
        *(won_typing if needs_won else []),
        *totals_typing,
    ]
    team = figures.bidding_team
    verdict = _judged(ruleset, bid, figures.meld[team], team)
    if typing or not isinstance(bid, int):
        return ScoreReading(figures, ruleset, tuple(typing), None, verdict)
    kwargs = {
        "bid": bid,
        "bidding_team": team,
        "meld": (meld[0], meld[1]),
        "tricks": None if thrown else (tricks[0], tricks[1]),
        "totals": (totals[0], totals[1]),
        "thrown_in": thrown,
        "tricks_won": (won[0], won[1]) if needs_won else None,
    }
    problems = check_figures(ruleset, **kwargs)  # type: ignore[arg-type]
    score = None if problems else score_round(ruleset, **kwargs)  # type: ignore[arg-type]
    return ScoreReading(figures, ruleset, problems, score, verdict)


def _judged(
    ruleset: Ruleset, bid: int | FigureProblem, meld_text: str, team: int
) -> Verdict | None:
    """The throw-in verdict, when the bid and the bidding side's meld are figures a round can
    have (the engine's own checks of those two); else ``None``: the rule is not judged."""
    meld = read_figure(meld_text, "meld", team)
    if not isinstance(bid, int) or not isinstance(meld, int):
        return None
    melds = (meld, 0) if team == 0 else (0, meld)
    probe = check_figures(ruleset, bid=bid, bidding_team=team, meld=melds, thrown_in=True)
    if any(p.field in ("bid", "bidding_team", "meld") for p in probe):
        return None
    return throw_in_verdict(bid, meld, ruleset)
