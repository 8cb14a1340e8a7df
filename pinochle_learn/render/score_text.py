"""Plain-text round scores, worked out line by line, for the command line and doctests."""

from __future__ import annotations

from typing import Any

from ..scoring import RoundScore, TeamScore
from .i18n import N_, _
from .score_sentences import game_text, outcome_words, score_sentence
from .words import ruleset_title, side_name

__all__ = ["ROLE_WORDS", "score_rows", "score_text"]

ROLE_WORDS = {
    "bidding": N_("bidders"),
    "defending": N_("opponents"),
    "bidding_alone": N_("bidder"),
    "defending_alone": N_("opponent"),
    "no_auction": N_("player"),
}
"""A side's role in the round: the bidders, their opponents (a partnership's words), the
bidder or an opponent (a side of one player: TWO_HAND_WIDOW, THREE_HAND_CUTTHROAT), or a
player of a game with no auction (TWO_HAND_STOCK)."""


def _role(score: RoundScore, bidding: bool) -> str:
    """The role in the current language (the rows' ``role``, the text's lines)."""
    if score.ruleset.min_bid is None:
        return _(ROLE_WORDS["no_auction"])
    role = "bidding" if bidding else "defending"
    alone = all(len(side) == 1 for side in score.ruleset.sides)
    return _(ROLE_WORDS[f"{role}_alone" if alone else role])


def _sum(line: TeamScore) -> str:
    sign = "+" if line.delta >= 0 else "-"
    return f"{line.before} {sign} {abs(line.delta)} = {line.after}"


def _figures(line: TeamScore) -> str:
    if line.trick_points is None:
        return _("{meld} meld, no tricks played").format(meld=line.meld)
    total = line.meld + line.trick_points
    return _("{meld} meld + {points} trick points = {total}").format(
        meld=line.meld, points=line.trick_points, total=total
    )


def score_text(score: RoundScore) -> str:
    """A round score worked out line by line: each team's figures, its change, its total, why.

    Examples
    --------
    >>> from pinochle_learn.scoring import score_round
    >>> score = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(170, 80))
    >>> print(score_text(score))  # doctest: +NORMALIZE_WHITESPACE
    Bid 300 by team 0 (North–South)   rules: Partnership auction pinochle (four hands)
    Team 0 (North–South), bidders: 120 meld + 170 trick points = 290: set
      game points: 0 - 300 = -300
    Team 1 (East–West), opponents: 60 meld + 80 trick points = 140: counted
      game points: 0 + 140 = 140
    Why:
      Team 0 is set on its bid of 300: 120 meld + 170 trick points = 290 is less,
      so it adds nothing and loses the bid, 300.
      Team 1 took trick points, so its meld counts: it adds 60 meld + 80 trick points = 140.
    Game: Neither team has reached 1500: the game goes on.
    """
    players = score.ruleset.players
    team = len(score.ruleset.sides[0]) > 1
    head = (
        _("Bid {bid} by team {number} ({seats})   rules: {rules}")
        if team
        else _("Bid {bid} by player {number} ({seats})   rules: {rules}")
    )
    lines = [
        head.format(
            bid=score.bid,
            number=score.bidding_team,
            seats=side_name(score.bidding_team, players),
            rules=ruleset_title(score.ruleset),
        )
    ]
    line_words = (
        _("Team {number} ({seats}), {role}: {figures}: {outcome}")
        if team
        else _("Player {number} ({seats}), {role}: {figures}: {outcome}")
    )
    for line in score.teams:
        lines.append(
            line_words.format(
                number=line.team,
                seats=side_name(line.team, players),
                role=_role(score, line.bidding),
                figures=_figures(line),
                outcome=outcome_words(line.outcome),
            )
        )
        lines.append("  " + _("game points: {sum}").format(sum=_sum(line)))
    lines.append(_("Why:"))
    lines.extend(f"  {score_sentence(reason)}" for reason in score.reasons)
    lines.append(_("Game: {sentence}").format(sentence=game_text(score.game_reason)))
    return "\n".join(lines)


def score_rows(score: RoundScore) -> list[dict[str, Any]]:
    """One row per team with its column headings in words, for a table (the widgets show it
    with pandas): :meth:`RoundScore.to_rows` with the side's seats, its role, and why.

    Examples
    --------
    >>> from pinochle_learn.scoring import score_round
    >>> row = score_rows(score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(180, 70)))[1]
    >>> row["seats"], row["role"], row["trick points"], row["change"]
    ('East–West', 'opponents', 70, 130)
    """
    rows = []
    for data, line in zip(score.to_rows(), score.teams, strict=True):
        rows.append(
            {
                "team": data["team"],
                "seats": side_name(line.team, score.ruleset.players),
                "role": _role(score, line.bidding),
                "bid": data["bid"],
                "meld": data["meld"],
                "trick points": data["trick_points"],
                "counted": data["counted"],
                "outcome": data["outcome"],
                "code": data["code"],
                "before": data["before"],
                "change": data["change"],
                "after": data["after"],
                "why": score_sentence(line.reason),
            }
        )
    return rows
