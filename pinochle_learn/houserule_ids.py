"""The rule each house-rule option switches, by id in ``docs/rules.md`` (``"cutthroat.set"``):
PARTNERSHIP's rule by default, and the game's own rule where it writes one (the house-rules
table names it beside the option, :mod:`pinochle_learn.render.house_text`).

Examples
--------
>>> from pinochle_learn import THREE_HAND_CUTTHROAT
>>> from pinochle_learn.houserules import options_for
>>> [rule_id(o, THREE_HAND_CUTTHROAT) for o in options_for(THREE_HAND_CUTTHROAT)][-3:]
['cutthroat.no-throw-in', 'cutthroat.target', 'cutthroat.several-reach']
"""

from __future__ import annotations

from .houserules import HouseOption, OptionCode
from .ruleset import Ruleset

__all__ = ["rule_id"]

_RULE_IDS = {
    OptionCode.RUN_WITH_EXTRAS: "meld.run",
    OptionCode.DOUBLE_MELDS: "meld.around",
    OptionCode.CARD_REUSE: "meld.classes",
    OptionCode.COUNTING: "count.counters",
    OptionCode.MUST_FOLLOW_SUIT: "tricks.follow",
    OptionCode.MUST_TRUMP: "tricks.trump",
    OptionCode.MUST_HEAD_TRICK: "tricks.head",
    OptionCode.MUST_BEAT_LED_SUIT_AFTER_TRUMP: "tricks.trumped",
    OptionCode.FREE_PLAY_WHILE_STOCK: "stock.free-play",
    OptionCode.FIRST_LEAD_TRUMP: "tricks.lead",
    OptionCode.DIX_SCORES_WHEN_PLAYED: "stock.dix",
    OptionCode.SET_PENALTY: "score.set",
    OptionCode.ZERO_TRICK_RULE: "score.no-tricks",
    OptionCode.THROW_IN: "throw-in.when",
    OptionCode.TARGET_SCORE: "game.target",
    OptionCode.BOTH_REACH: "game.both",
}
"""The rule of ``docs/rules.md`` each option switches, in PARTNERSHIP's rules."""

_GAME_RULE_IDS: dict[str, dict[OptionCode, str]] = {
    "two-hand-stock": {
        OptionCode.RUN_WITH_EXTRAS: "stock.melds",
        OptionCode.DOUBLE_MELDS: "stock.melds",
        OptionCode.CARD_REUSE: "stock.reuse",
        OptionCode.COUNTING: "stock.counting",
        OptionCode.MUST_FOLLOW_SUIT: "stock.end-play",
        OptionCode.MUST_TRUMP: "stock.end-play",
        OptionCode.MUST_HEAD_TRICK: "stock.end-play",
        OptionCode.TARGET_SCORE: "stock.both-reach",
        OptionCode.BOTH_REACH: "stock.both-reach",
    },
    "two-hand-widow": {
        OptionCode.RUN_WITH_EXTRAS: "widow.melds",
        OptionCode.DOUBLE_MELDS: "widow.melds",
        OptionCode.CARD_REUSE: "widow.one-meld",
        OptionCode.COUNTING: "widow.counting",
        OptionCode.MUST_FOLLOW_SUIT: "widow.tricks",
        OptionCode.MUST_TRUMP: "widow.tricks",
        OptionCode.MUST_HEAD_TRICK: "widow.tricks",
        OptionCode.FIRST_LEAD_TRUMP: "widow.first-lead",
        OptionCode.SET_PENALTY: "widow.penalty",
        OptionCode.TARGET_SCORE: "widow.both-reach",
        OptionCode.BOTH_REACH: "widow.both-reach",
    },
    "cutthroat": {
        OptionCode.RUN_WITH_EXTRAS: "cutthroat.meld",
        OptionCode.DOUBLE_MELDS: "cutthroat.meld",
        OptionCode.CARD_REUSE: "cutthroat.meld",
        OptionCode.COUNTING: "cutthroat.counting",
        OptionCode.MUST_FOLLOW_SUIT: "cutthroat.tricks",
        OptionCode.MUST_TRUMP: "cutthroat.tricks",
        OptionCode.MUST_HEAD_TRICK: "cutthroat.tricks",
        OptionCode.MUST_BEAT_LED_SUIT_AFTER_TRUMP: "cutthroat.tricks",
        OptionCode.FIRST_LEAD_TRUMP: "cutthroat.tricks",
        OptionCode.SET_PENALTY: "cutthroat.set",
        OptionCode.ZERO_TRICK_RULE: "cutthroat.no-tricks",
        OptionCode.THROW_IN: "cutthroat.no-throw-in",
        OptionCode.TARGET_SCORE: "cutthroat.target",
        OptionCode.BOTH_REACH: "cutthroat.several-reach",
    },
    "double-deck": {
        OptionCode.CARD_REUSE: "dd.meld-classes",
        OptionCode.MUST_FOLLOW_SUIT: "dd.tricks",
        OptionCode.MUST_TRUMP: "dd.tricks",
        OptionCode.MUST_HEAD_TRICK: "dd.tricks",
        OptionCode.MUST_BEAT_LED_SUIT_AFTER_TRUMP: "dd.tricks",
        OptionCode.FIRST_LEAD_TRUMP: "dd.trump",
        OptionCode.SET_PENALTY: "dd.score",
        OptionCode.ZERO_TRICK_RULE: "dd.score",
        OptionCode.THROW_IN: "dd.throw-in",
        OptionCode.TARGET_SCORE: "dd.game",
        OptionCode.BOTH_REACH: "dd.game",
    },
}
"""Where a game writes the rule itself, its id (by preset ``name``)."""


def rule_id(option: HouseOption, rules: Ruleset) -> str:
    """The id of the rule in ``docs/rules.md`` that ``option`` switches in ``rules``' game
    (``"cutthroat.set"``), or PARTNERSHIP's rule where the game follows it."""
    return _GAME_RULE_IDS.get(rules.preset, {}).get(option.code, _RULE_IDS[option.code])
