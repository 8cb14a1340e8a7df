"""Words for the house-rule options and their effects (:mod:`pinochle_learn.houserules`):
option titles, value labels made from the rulesets' data, and a table of effects in HTML.

Examples
--------
>>> from pinochle_learn import TWO_HAND_WIDOW
>>> from pinochle_learn.houserules import OptionCode
>>> value_label(OptionCode.COUNTING, "two-hand-widow")
'A 11, 10 10, K 4, Q 3, J 2 (as in two-hand pinochle built from a widow)'
>>> value_label(OptionCode.DOUBLE_MELDS, "two-hand-stock")
'double pinochle 80, double aces around 200 (as in two-hand pinochle with a stock)'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import RANKS
from ..houserule_ids import rule_id
from ..houserules import Aspect, HouseEffect, OptionCode, Showing, Situation
from ..meldkinds import MeldKind
from ..ruleset import PRESETS, BothReach, CardReuse, SetPenalty, ZeroTrickRule
from .error_text import error_text
from .markup import text_html
from .meld_sentences import kind_name, meld_name
from .words import ruleset_title

__all__ = ["house_table_html", "option_title", "showing_text", "value_label"]

_TITLES = {
    OptionCode.RUN_WITH_EXTRAS: "Run with an extra king or queen",
    OptionCode.DOUBLE_MELDS: "Double pinochle and double arounds",
    OptionCode.CARD_REUSE: "How often a card may serve in meld",
    OptionCode.COUNTING: "Counting the cards taken",
    OptionCode.MUST_FOLLOW_SUIT: "Follow suit",
    OptionCode.MUST_TRUMP: "Trump when void",
    OptionCode.MUST_HEAD_TRICK: "Head (win) the trick",
    OptionCode.MUST_BEAT_LED_SUIT_AFTER_TRUMP: "Beat the suit led after a trump",
    OptionCode.FREE_PLAY_WHILE_STOCK: "Free play while the stock lasts",
    OptionCode.FIRST_LEAD_TRUMP: "The bid winner's first lead",
    OptionCode.DIX_SCORES_WHEN_PLAYED: "A 9 of trump played scores",
    OptionCode.SET_PENALTY: "What a set bidder loses",
    OptionCode.ZERO_TRICK_RULE: "No tricks, no meld",
    OptionCode.THROW_IN: "Throwing the hand in",
    OptionCode.TARGET_SCORE: "Game to",
    OptionCode.BOTH_REACH: "Both reach the target in one round",
}

_ON_OFF = {
    OptionCode.RUN_WITH_EXTRAS: (
        "190 with one, 230 with both",
        "no: run 150, the extra card apart",
    ),
    OptionCode.MUST_FOLLOW_SUIT: ("must follow suit if able", "need not follow suit"),
    OptionCode.MUST_TRUMP: ("void in the suit led, must trump if able", "need not trump"),
    OptionCode.MUST_HEAD_TRICK: ("must win the trick if able", "need not win the trick"),
    OptionCode.MUST_BEAT_LED_SUIT_AFTER_TRUMP: (
        "must still beat the suit led after a trump",
        "any card of the suit led once the trick is trumped",
    ),
    OptionCode.FREE_PLAY_WHILE_STOCK: (
        "any card while the stock lasts",
        "follow, trump and win from the first trick",
    ),
    OptionCode.DIX_SCORES_WHEN_PLAYED: ("yes: 10 meld points", "no"),
    OptionCode.FIRST_LEAD_TRUMP: ("a trump, if the bid winner holds one", "any card"),
}

_ENUM_LABELS: dict[object, str] = {
    CardReuse.PER_CLASS: "once in each class",
    CardReuse.ONE_MELD: "in one meld only",
    CardReuse.PER_KIND: "once in each kind of meld",
    SetPenalty.BID: "the bid",
    SetPenalty.SHORTFALL: "the bid minus the points made",
    SetPenalty.BID_PLUS_MELD: "the bid and the meld",
    ZeroTrickRule.TRICK_POINTS: "no trick points: nothing scores, meld included",
    ZeroTrickRule.TRICKS: "no trick: nothing scores (a trick without counters saves meld)",
    ZeroTrickRule.NONE: "meld counts whatever the tricks",
    BothReach.BIDDER: "the side that held the bid wins",
    BothReach.FIRST_TO_REACH: "the first to reach it as points are scored wins",
    BothReach.HIGHER_TOTAL: "the higher total wins",
}


def option_title(code: OptionCode) -> str:
    """The option's name as a learner reads it."""
    return _TITLES[code]


def _preset_title(name: object) -> str:
    preset = next((p for p in PRESETS if p.name == name), None)
    return (
        ruleset_title(preset)[0].lower() + ruleset_title(preset)[1:]
        if preset is not None
        else str(name)
    )


def value_label(code: OptionCode, value: object) -> str:
    """A value of an option in words, made from the rulesets' data where it is a table."""
    if code in _ON_OFF:
        on, off = _ON_OFF[code]
        return on if value else off
    if code is OptionCode.COUNTING:
        preset = next(p for p in PRESETS if p.name == value)
        parts = [f"{r.short} {preset.counter_points[r]}" for r in RANKS if preset.counter_points[r]]
        return f"{', '.join(parts)} (as in {_preset_title(value)})"
    if code is OptionCode.DOUBLE_MELDS:
        preset = next(p for p in PRESETS if p.name == value)
        shown = (MeldKind.DOUBLE_PINOCHLE, MeldKind.DOUBLE_ACES_AROUND)
        points = preset.meld_points
        parts = [f"{kind_name(k)} {points[k]}" for k in shown if k in points]
        return f"{', '.join(parts)} (as in {_preset_title(value)})"
    if code is OptionCode.THROW_IN:
        if value is None:
            return "never: every hand is played"
        return f"allowed when the bid exceeds the bidders' meld by more than {value}"
    if code is OptionCode.TARGET_SCORE:
        return f"{value} game points"
    return _ENUM_LABELS.get(value, str(value))


def _numbers(values: Sequence[int], sides: Sequence[str]) -> str:
    if len(values) == 1:
        return f"{values[0]} counter points"
    return ", ".join(f"{side} {value}" for side, value in zip(sides, values, strict=False))


def showing_text(effect: HouseEffect, showing: Showing, sides: Sequence[str]) -> str:
    """What one ruleset gives, in words: ``"230: run with royal marriage"``, ``"A♥"``, ..."""
    aspect = effect.option.aspect
    if showing.failure is not None:
        return error_text(showing.failure)
    if showing.error:
        return showing.error
    if aspect is Aspect.MELD:
        melds = ", ".join(meld_name(m) for m in showing.melds) or "no meld"
        return f"{showing.numbers[0]} meld points: {melds}"
    if aspect is Aspect.PLAY:
        if effect.trick is None:
            return "no trick to show"
        return " ".join(c.label for c in showing.cards)
    if aspect is Aspect.DIX:
        return f"{showing.numbers[0]} meld points for the 9s of trump held, when played"
    if not showing.numbers:
        return "no round played here yet"
    if aspect is Aspect.GAME:
        winner = "the game goes on" if showing.winner is None else f"{sides[showing.winner]} wins"
        return f"{_numbers(showing.numbers, sides)}: {winner}"
    return _numbers(showing.numbers, sides)


def _on(effect: HouseEffect, before_you: Sequence[str]) -> str:
    aspect = effect.option.aspect
    if aspect is Aspect.PLAY and effect.trick is not None and not effect.trick.cards:
        return "you won the bid and lead the first trick: you may lead"
    if aspect is Aspect.PLAY and effect.trick is not None:
        cards = effect.trick.cards
        names = list(before_you[-len(cards) :]) if before_you else ["The next player"] * len(cards)
        played = [f"{names[0]} leads {cards[0].label}"]
        played += [f"{n} plays {c.label}" for n, c in zip(names[1:], cards[1:], strict=False)]
        return f"{', '.join(played)}: you may play"
    return {
        Aspect.MELD: "your hand",
        Aspect.PLAY: "a trick",
        Aspect.DIX: "your hand",
        Aspect.COUNT: (
            "counters taken this round"
            if effect.before.numbers and len(effect.before.numbers) > 1
            else "your cards, were you to take them all in tricks"
        ),
        Aspect.SCORE: "this round's score (game points after it)",
        Aspect.GAME: "after this round",
    }[aspect]


def house_table_html(
    effects: Sequence[HouseEffect],
    situation: Situation,
    sides: Sequence[str],
    others: Sequence[str] = (),
) -> str:
    """Every option with the game's rule and a house rule, and what each gives on the
    situation, side by side; rows where the house rule changes something are marked.

    Parameters
    ----------
    effects
        From :func:`~pinochle_learn.houserules.house_effects`.
    situation
        What they were worked out on.
    sides
        Names of the sides (teams or players) for counts and scores.
    others
        Names of the other players, in the order of ``situation.others`` (the last plays just
        before the learner).
    """
    rows = []
    for effect in effects:
        code = effect.option.code
        before = showing_text(effect, effect.before, sides)
        after = showing_text(effect, effect.after, sides)
        changed = effect.changed
        mark = "changes it" if changed else "no change here"
        rule = rule_id(effect.option, situation.ruleset)
        title = (
            f"{text_html(option_title(code))} "
            f'<span class="pl-rule-id">(rule <code>#{text_html(rule)}</code>)</span>'
        )
        cells = (
            ("option", title, ""),
            ("this game", text_html(value_label(code, effect.default)), ""),
            ("house rule", text_html(value_label(code, effect.value)), ""),
            ("on", text_html(_on(effect, others)), ""),
            ("with this game's rule", text_html(before), ""),
            ("with the house rule", f"{text_html(after)} <em>({mark})</em>", "pl-after"),
        )
        tds = "".join(
            f'<td data-label="{label}"' + (f' class="{css}"' if css else "") + f">{body}</td>"
            for label, body, css in cells
        )
        css = "pl-changed" if changed else "pl-same"
        rows.append(
            f'<tr class="{css}" data-option="{code.value}" data-rule="{text_html(rule)}">{tds}</tr>'
        )
    head = "".join(
        f"<th>{h}</th>"
        for h in (
            "option",
            "this game",
            "house rule",
            "shown on",
            "with this game's rule",
            "with the house rule",
        )
    )
    caption = (
        "<caption style='text-align:left'>House rules for "
        f"{text_html(ruleset_title(situation.ruleset))}: "
        "highlighted rows change something on your hand or round.</caption>"
    )
    return (
        f'<table class="pl-house">{caption}<thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )
