"""The games side by side: for each topic (players and sides, deck, deal and widow, bidding and
passing, meld, tricks, counting, set penalty, game end) and each ruleset, the ruleset's own data
for that topic (``RULES.md``; ``docs/rules.md``: the five presets).

Nothing here is typed per game: every cell is read from the :class:`~pinochle_learn.ruleset.
Ruleset` fields, so the comparison cannot drift from the engine. :mod:`pinochle_learn.render.
compare_html` words each topic's cell.

Examples
--------
>>> from pinochle_learn import PRESETS
>>> table = compare_rulesets(PRESETS)
>>> [cell.params["players"] for cell in table.row(Topic.PLAYERS)]
[4, 2, 2, 3, 4]
>>> [cell.params["size"] for cell in table.row(Topic.DECK)]
[48, 48, 48, 48, 80]
>>> [cell.params["target"] for cell in table.row(Topic.GAME_END)]
[1500, 1000, 1000, 1500, 500]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType

from .meldkinds import MeldKind
from .ruleset import Ruleset

__all__ = ["Cell", "Comparison", "Topic", "compare_rulesets", "meld_rows"]


class Topic(Enum):
    """A row of the comparison; the value is its identifier."""

    PLAYERS = "players"
    DECK = "deck"
    DEAL = "deal"
    BIDDING = "bidding"
    TRUMP = "trump"
    MELD_TIMING = "meld_timing"
    CARD_REUSE = "card_reuse"
    TRICK_DUTIES = "trick_duties"
    COUNTING = "counting"
    SET_PENALTY = "set_penalty"
    GAME_END = "game_end"


@dataclass(frozen=True)
class Cell:
    """One ruleset's data for one topic: ``params`` maps names to values read from it."""

    topic: Topic
    ruleset: Ruleset
    params: Mapping[str, object]


@dataclass(frozen=True)
class Comparison:
    """The rulesets compared and one row of cells per :class:`Topic`."""

    rulesets: tuple[Ruleset, ...]
    rows: tuple[tuple[Cell, ...], ...]

    def row(self, topic: Topic) -> tuple[Cell, ...]:
        """The cells of one topic, in the order of :attr:`rulesets`."""
        return next(r for r in self.rows if r[0].topic is topic)


def _procedure_param(rules: Ruleset, name: str) -> object:
    """A field of the ruleset's round procedure, when it has one (``None`` otherwise)."""
    procedure = getattr(rules, "procedure", None)
    return None if procedure is None else getattr(procedure, name, None)


def _params(topic: Topic, rules: Ruleset) -> dict[str, object]:
    stock = rules.deck.size - rules.players * rules.hand_size - rules.kitty
    if topic is Topic.PLAYERS:
        return {
            "players": rules.players,
            "sides": rules.side_count,
            "several_opponents": rules.several_opponents,
            "partners": any(len(s) > 1 for s in rules.sides),
        }
    if topic is Topic.DECK:
        return {
            "size": rules.deck.size,
            "copies": rules.deck.copies,
            "ranks": rules.deck.ranks,
        }
    if topic is Topic.DEAL:
        return {
            "hand_size": rules.hand_size,
            "stock": stock,
            "kitty": rules.kitty,
            "deal": _procedure_param(rules, "deal"),
        }
    if topic is Topic.BIDDING:
        return {
            "min_bid": rules.min_bid,
            "raises": rules.bid_raises,
            "pass_cards": rules.pass_cards,
        }
    if topic is Topic.TRUMP:
        return {"auction": rules.min_bid is not None, "deal": _procedure_param(rules, "deal")}
    if topic is Topic.MELD_TIMING:
        return {"timing": _procedure_param(rules, "meld_timing")}
    if topic is Topic.CARD_REUSE:
        return {"card_reuse": rules.card_reuse}
    if topic is Topic.TRICK_DUTIES:
        return {
            "follow": rules.must_follow_suit,
            "trump": rules.must_trump,
            "head": rules.must_head_trick,
            "beat_led_after_trump": rules.must_beat_led_suit_after_trump,
            "free_while_stock": rules.free_play_while_stock and stock > 0,
            "first_lead_trump": rules.first_lead_trump,
            "tricks": rules.tricks_per_round,
        }
    if topic is Topic.COUNTING:
        return {
            "counters": tuple((r, rules.counter_points[r]) for r in rules.deck.ranks),
            "last_trick": rules.last_trick_points,
            "total": rules.total_trick_points,
        }
    if topic is Topic.SET_PENALTY:
        return {
            "auction": rules.min_bid is not None,
            "set_penalty": rules.set_penalty,
            "throw_in_margin": rules.throw_in_margin,
            "zero_trick_rule": rules.zero_trick_rule,
            "partners": any(len(s) > 1 for s in rules.sides),
        }
    return {
        "target": rules.target_score,
        "both_reach": rules.both_reach,
        "sides": rules.side_count,
        "several_reach": rules.several_opponents,
    }


def compare_rulesets(rulesets: Sequence[Ruleset]) -> Comparison:
    """Every topic of :class:`Topic` for every ruleset, read from the rulesets' data.

    Parameters
    ----------
    rulesets
        The games to compare (the presets, or house variants of them).
    """
    games = tuple(rulesets)
    rows = tuple(
        tuple(Cell(topic, r, MappingProxyType(_params(topic, r))) for r in games) for topic in Topic
    )
    return Comparison(games, rows)


def meld_rows(rulesets: Sequence[Ruleset]) -> tuple[tuple[MeldKind, tuple[int | None, ...]], ...]:
    """The meld points of every kind of meld in each ruleset (``None``: not a meld there), in
    :class:`MeldKind` order, kinds no ruleset scores left out.

    Examples
    --------
    >>> from pinochle_learn import PRESETS
    >>> dict(meld_rows(PRESETS))[MeldKind.DOUBLE_PINOCHLE]
    (300, 80, 300, 300, 30)
    """
    rows = []
    for kind in MeldKind:
        points = tuple(r.points(kind) for r in rulesets)
        if any(p is not None for p in points):
            rows.append((kind, points))
    return tuple(rows)
