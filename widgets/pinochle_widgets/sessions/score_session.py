"""The model behind the score calculator, with no widgets (``RULES.md``, PARTNERSHIP Counting,
Round score, Throw-in and Game; TWO_HAND_WIDOW; ``docs/rules.md`` #cutthroat.made to
#cutthroat.defenders, #dd.counters, #dd.score). The figures are one per side, as many sides as
the ruleset has (``Ruleset.sides``: two, or three in THREE_HAND_CUTTHROAT).

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
>>> from pinochle_learn import THREE_HAND_CUTTHROAT as CUT
>>> three = ScoreFigures("260", 1, ("40", "100", "30"), ("30", "170", "50"), ("0",) * 3,
...                      tricks_won=("2", "10", "3"))
>>> read_score(three, CUT).score.totals
(70, 270, 80)
"""

from __future__ import annotations

from dataclasses import dataclass

from pinochle_learn import (
    FigureProblem,
    FigureWhy,
    RoundScore,
    Ruleset,
    ScoreError,
    Verdict,
    ZeroTrickRule,
    check_figures,
    score_round,
)
from pinochle_learn.figure_checks import read_figure, throw_in_verdict

__all__ = ["ScoreFigures", "ScoreReading", "read_score"]

Pair = tuple[str, ...]
"""One text per side, side 0 first."""


@dataclass(frozen=True)
class ScoreFigures:
    """A round's figures as typed in the calculator's boxes, one per side (side 0's first).

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


def _figures(texts: Pair, name: str) -> tuple[list[int], list[FigureProblem]]:
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

    Raises
    ------
    ScoreError
        A box list whose length is not the ruleset's number of sides (a programming error:
        the calculator makes one box a side).
    """
    thrown = figures.thrown_in
    needs_won = ruleset.zero_trick_rule is ZeroTrickRule.TRICKS and not thrown
    bid = read_figure(figures.bid, "bid")
    sides = ruleset.side_count
    for name in ("meld", "tricks", "totals", "tricks_won"):
        texts = getattr(figures, name)
        if len(texts) != sides:
            raise ScoreError(
                f"{name}={texts!r}: {len(texts)} figures, but {ruleset.name!r} has {sides} sides"
            )
    meld, typing = _figures(figures.meld, "meld")
    tricks, tricks_typing = _figures(figures.tricks, "tricks")
    won, won_typing = _figures(figures.tricks_won, "tricks_won")
    totals, totals_typing = _figures(figures.totals, "totals")
    typing = [
        *([bid] if isinstance(bid, FigureProblem) else []),
        *typing,
        *([] if thrown else tricks_typing),
        *(won_typing if needs_won else []),
        *totals_typing,
    ]
    team = figures.bidding_team
    verdict = _judged(ruleset, bid, figures.meld[team], team) if 0 <= team < sides else None
    if typing or not isinstance(bid, int):
        return ScoreReading(figures, ruleset, tuple(typing), None, verdict)
    kwargs = {
        "bid": bid,
        "bidding_team": team,
        "meld": tuple(meld),
        "tricks": None if thrown else tuple(tricks),
        "totals": tuple(totals),
        "thrown_in": thrown,
        "tricks_won": tuple(won) if needs_won else None,
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
    melds = tuple(meld if side == team else 0 for side in range(ruleset.side_count))
    probe = check_figures(ruleset, bid=bid, bidding_team=team, meld=melds, thrown_in=True)
    if any(p.field in ("bid", "bidding_team", "meld") for p in probe):
        return None
    return throw_in_verdict(bid, meld, ruleset)
