"""A round's figures for the ScoreCalculator: the lesson's examples, why figures cannot be
scored in a learner's words, and the throw-in rule worked out (``RULES.md``, PARTNERSHIP
Auction, Counting, Round score, Throw-in).

The calculator checks the figures typed in its boxes with these pure functions before it asks
the engine, so the learner reads "Trick points must add up to 250: 185 + 70 = 255." rather than
the engine's ``tricks=(185, 70): ...``. Each returns the sentence, or ``""`` when the figures
pass; :func:`plain_text` words any other engine error (its ``detail``, no regex).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from pinochle_learn import Ruleset, ScoreError, check_throw_in
from pinochle_learn.render.refusals import reason_text

__all__ = [
    "EXAMPLES",
    "Sides",
    "bid_problem_text",
    "negative_text",
    "plain_text",
    "throw_in_html",
    "tricks_problem_text",
]

EXAMPLES: dict[str, dict[str, Any]] = {
    "Bid 300 made": {
        "bid": 300,
        "bidding_team": 0,
        "meld": (120, 60),
        "tricks": (180, 70),
        "totals": (0, 0),
        "thrown_in": False,
    },
    "Bid 300 set": {
        "bid": 300,
        "bidding_team": 0,
        "meld": (120, 60),
        "tricks": (170, 80),
        "totals": (0, 0),
        "thrown_in": False,
    },
    "Bill's throw-in (330, 60 meld)": {
        "bid": 330,
        "bidding_team": 0,
        "meld": (60, 90),
        "tricks": (0, 0),
        "totals": (500, 400),
        "thrown_in": True,
    },
    "Both over 1500": {
        "bid": 300,
        "bidding_team": 1,
        "meld": (170, 140),
        "tricks": (80, 170),
        "totals": (1450, 1290),
        "thrown_in": False,
    },
}
"""Figures of the Scoring lesson's worked examples, for the calculator's "Load" buttons."""


@dataclass(frozen=True)
class Sides:
    """The two sides' names, team 0 first, and whether they take a plural verb.

    Examples
    --------
    >>> Sides(("Bill and You", "Lisa and Mike"), plural=True).have(1)
    'Lisa and Mike have'
    >>> Sides(("North–South", "East–West")).have(0), Sides(("Bill", "You")).have(1)
    ('North–South has', 'You have')
    """

    labels: Sequence[str]
    plural: bool = False

    def have(self, team: int) -> str:
        """``"Bill and You have"``, ``"North–South has"``."""
        label = self.labels[team]
        return f"{label} {'have' if self.plural or label == 'You' else 'has'}"


def negative_text(what: str, values: Sequence[int], sides: Sides) -> str:
    """``"Meld points cannot be negative: Bill and You have -50."``, or ``""``.

    Examples
    --------
    >>> negative_text("Meld points", (-50, 60), Sides(("Bill and You", "Lisa and Mike"), True))
    'Meld points cannot be negative: Bill and You have -50.'
    >>> negative_text("Meld points", (0, 60), Sides(("North–South", "East–West")))
    ''
    """
    below = [f"{sides.have(t)} {v}" for t, v in enumerate(values) if v < 0]
    return f"{what} cannot be negative: {' and '.join(below)}." if below else ""


def bid_problem_text(bid: int, ruleset: Ruleset) -> str:
    """Why no auction ends at ``bid`` (the opening bid, then raises), or ``""``.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> print(bid_problem_text(200, PARTNERSHIP))  # doctest: +NORMALIZE_WHITESPACE
    No auction ends at 200: the opening bid is 250 and each raise is +10 or +20, so a bid is
    at least 250.
    >>> print(bid_problem_text(255, PARTNERSHIP))  # doctest: +NORMALIZE_WHITESPACE
    No auction ends at 255: the opening bid is 250 and each raise is +10 or +20, so a bid is
    250, 260, 270, … (try 250 or 260).
    >>> bid_problem_text(330, PARTNERSHIP)
    ''
    """
    low = ruleset.min_bid or 0
    step = math.gcd(*ruleset.bid_raises) if ruleset.bid_raises else 1
    raises = " or ".join(f"+{r}" for r in ruleset.bid_raises)
    rule = f"the opening bid is {low} and each raise is {raises}"
    if bid < low:
        return f"No auction ends at {bid}: {rule}, so a bid is at least {low}."
    if (bid - low) % step:
        below = bid - (bid - low) % step
        return (
            f"No auction ends at {bid}: {rule}, so a bid is {low}, {low + step}, "
            f"{low + 2 * step}, … (try {below} or {below + step})."
        )
    return ""


def tricks_problem_text(
    tricks: Sequence[int], won: Sequence[int] | None, ruleset: Ruleset, sides: Sides
) -> str:
    """Why these trick points (and, if given, tricks won) cannot come from one deal, or ``""``.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> sides = Sides(("Bill and You", "Lisa and Mike"), plural=True)
    >>> tricks_problem_text((185, 70), None, PARTNERSHIP, sides)
    'Trick points must add up to 250: 185 + 70 = 255.'
    >>> tricks_problem_text((250, 0), (11, 1), PARTNERSHIP, sides)
    ''
    >>> tricks_problem_text((240, 10), (12, 0), PARTNERSHIP, sides)
    'Lisa and Mike took no trick but 10 trick points: trick points come only with tricks won.'
    """
    negative = negative_text("Trick points", tricks, sides)
    if negative:
        return negative
    total = ruleset.total_trick_points
    if sum(tricks) != total:
        return f"Trick points must add up to {total}: {tricks[0]} + {tricks[1]} = {sum(tricks)}."
    if won is None:
        return ""
    negative = negative_text("Tricks won", won, sides)
    if negative:
        return negative
    if sum(won) != ruleset.hand_size:
        return f"Tricks won must add up to {ruleset.hand_size}: {won[0]} + {won[1]} = {sum(won)}."
    for team in (0, 1):
        if won[team] == 0 and tricks[team] > 0:
            return (
                f"{sides.labels[team]} took no trick but {tricks[team]} trick points: trick "
                "points come only with tricks won."
            )
    return ""


def plain_text(error: Exception) -> str:
    """An engine error as a sentence for the learner: a :class:`ScoreError`'s ``detail`` (the
    message without the argument it names), any other error's message.

    Examples
    --------
    >>> from pinochle_learn import ScoreError, score_round
    >>> try:
    ...     score_round(bid=255, bidding_team=0, meld=(0, 0), tricks=(125, 125))
    ... except ScoreError as error:
    ...     print(plain_text(error))
    No auction ends there: bids open at 250 and rise by +10 or +20.
    """
    text = (error.detail if isinstance(error, ScoreError) else str(error)).strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def throw_in_html(bid: int, meld: int | None, ruleset: Ruleset) -> str:
    """The throw-in rule worked out for ``bid`` and the bidding team's ``meld``
    (``class="pl-throw-in-verdict"``, ``data-allowed`` true, false or unknown).

    ``meld=None``: the figures are not ones a round can have, so the rule is not judged.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> 'data-allowed="true"' in throw_in_html(330, 60, PARTNERSHIP)
    True
    >>> 'data-allowed="unknown"' in throw_in_html(330, None, PARTNERSHIP)
    True
    """
    if meld is None:
        return (
            '<div class="pl-throw-in-verdict" data-allowed="unknown">Throw-in: not judged until '
            "the bid and the bidding team's meld are figures a round can have.</div>"
        )
    verdict = check_throw_in(bid, meld, ruleset)
    sign, colour = ("✓", "#1e6b3a") if verdict.legal else ("✗", "#9b1c1c")
    rule = (
        f" (the rule: bid &gt; meld + {ruleset.throw_in_margin})"
        if ruleset.throw_in_margin is not None
        else ""
    )
    return (
        f'<div class="pl-throw-in-verdict" data-allowed="{str(verdict.legal).lower()}">'
        f'<span style="color:{colour}; font-weight:700">{sign}</span> Throw-in: '
        f"{escape(reason_text(verdict.reason))}{rule}.</div>"
    )
