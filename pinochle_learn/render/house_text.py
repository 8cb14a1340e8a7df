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
from .i18n import N_, _, pgettext
from .markup import text_html, words_attribute, words_html
from .meld_sentences import kind_name, meld_name
from .words import ruleset_title

__all__ = ["house_table_html", "option_title", "showing_text", "value_label"]

_TITLES = {
    OptionCode.RUN_WITH_EXTRAS: N_("Run with an extra king or queen"),
    OptionCode.DOUBLE_MELDS: N_("Double pinochle and double arounds"),
    OptionCode.CARD_REUSE: N_("How often a card may serve in meld"),
    OptionCode.COUNTING: N_("Counting the cards taken"),
    OptionCode.MUST_FOLLOW_SUIT: N_("Follow suit"),
    OptionCode.MUST_TRUMP: N_("Trump when void"),
    OptionCode.MUST_HEAD_TRICK: N_("Head (win) the trick"),
    OptionCode.MUST_BEAT_LED_SUIT_AFTER_TRUMP: N_("Beat the suit led after a trump"),
    OptionCode.FREE_PLAY_WHILE_STOCK: N_("Free play while the stock lasts"),
    OptionCode.FIRST_LEAD_TRUMP: N_("The bid winner's first lead"),
    OptionCode.DIX_SCORES_WHEN_PLAYED: N_("A 9 of trump played scores"),
    OptionCode.SET_PENALTY: N_("What a set bidder loses"),
    OptionCode.ZERO_TRICK_RULE: N_("No tricks, no meld"),
    OptionCode.THROW_IN: N_("Throwing the hand in"),
    OptionCode.TARGET_SCORE: N_("Game to"),
    OptionCode.BOTH_REACH: N_("Both reach the target in one round"),
}

_ON_OFF = {
    OptionCode.RUN_WITH_EXTRAS: (
        N_("190 with one, 230 with both"),
        N_("no: run 150, the extra card apart"),
    ),
    OptionCode.MUST_FOLLOW_SUIT: (N_("must follow suit if able"), N_("need not follow suit")),
    OptionCode.MUST_TRUMP: (N_("void in the suit led, must trump if able"), N_("need not trump")),
    OptionCode.MUST_HEAD_TRICK: (N_("must win the trick if able"), N_("need not win the trick")),
    OptionCode.MUST_BEAT_LED_SUIT_AFTER_TRUMP: (
        N_("must still beat the suit led after a trump"),
        N_("any card of the suit led once the trick is trumped"),
    ),
    OptionCode.FREE_PLAY_WHILE_STOCK: (
        N_("any card while the stock lasts"),
        N_("follow, trump and win from the first trick"),
    ),
    OptionCode.DIX_SCORES_WHEN_PLAYED: (N_("yes: 10 meld points"), N_("no")),
    OptionCode.FIRST_LEAD_TRUMP: (N_("a trump, if the bid winner holds one"), N_("any card")),
}

_ENUM_LABELS: dict[object, str] = {
    CardReuse.PER_CLASS: N_("once in each class"),
    CardReuse.ONE_MELD: N_("in one meld only"),
    CardReuse.PER_KIND: N_("once in each kind of meld"),
    SetPenalty.BID: N_("the bid"),
    SetPenalty.SHORTFALL: N_("the bid minus the points made"),
    SetPenalty.BID_PLUS_MELD: N_("the bid and the meld"),
    ZeroTrickRule.TRICK_POINTS: N_("no trick points: nothing scores, meld included"),
    ZeroTrickRule.TRICKS: N_("no trick: nothing scores (a trick without counters saves meld)"),
    ZeroTrickRule.NONE: N_("meld counts whatever the tricks"),
    BothReach.BIDDER: N_("the side that held the bid wins"),
    BothReach.FIRST_TO_REACH: N_("the first to reach it as points are scored wins"),
    BothReach.HIGHER_TOTAL: N_("the higher total wins"),
}


def _attr(text: str) -> str:
    """``text`` for a double-quoted attribute, its apostrophes kept as written."""
    return words_attribute(text)


def option_title(code: OptionCode) -> str:
    """The option's name as a learner reads it."""
    return _(_TITLES[code])


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
        return _(on if value else off)
    if code is OptionCode.COUNTING:
        preset = next(p for p in PRESETS if p.name == value)
        parts = [f"{r.short} {preset.counter_points[r]}" for r in RANKS if preset.counter_points[r]]
        return _("{values} (as in {game})").format(
            values=", ".join(parts), game=_preset_title(value)
        )
    if code is OptionCode.DOUBLE_MELDS:
        preset = next(p for p in PRESETS if p.name == value)
        shown = (MeldKind.DOUBLE_PINOCHLE, MeldKind.DOUBLE_ACES_AROUND)
        points = preset.meld_points
        parts = [f"{kind_name(k)} {points[k]}" for k in shown if k in points]
        return _("{values} (as in {game})").format(
            values=", ".join(parts), game=_preset_title(value)
        )
    if code is OptionCode.THROW_IN:
        if value is None:
            return _("never: every hand is played")
        return _("allowed when the bid exceeds the bidders' meld by more than {points}").format(
            points=value
        )
    if code is OptionCode.TARGET_SCORE:
        return _("{points} game points").format(points=value)
    label = _ENUM_LABELS.get(value)
    return str(value) if label is None else _(label)


def _numbers(values: Sequence[int], sides: Sequence[str]) -> str:
    if len(values) == 1:
        return _("{points} counter points").format(points=values[0])
    return ", ".join(f"{side} {value}" for side, value in zip(sides, values, strict=False))


def showing_text(effect: HouseEffect, showing: Showing, sides: Sequence[str]) -> str:
    """What one ruleset gives, in words: ``"230: run with royal marriage"``, ``"A♥"``, ..."""
    aspect = effect.option.aspect
    if showing.failure is not None:
        return error_text(showing.failure)
    if showing.error:
        return showing.error
    if aspect is Aspect.MELD:
        melds = ", ".join(meld_name(m) for m in showing.melds) or _("no meld")
        return _("{points} meld points: {melds}").format(points=showing.numbers[0], melds=melds)
    if aspect is Aspect.PLAY:
        if effect.trick is None:
            return _("no trick to show")
        return " ".join(c.label for c in showing.cards)
    if aspect is Aspect.DIX:
        return _("{points} meld points for the 9s of trump held, when played").format(
            points=showing.numbers[0]
        )
    if not showing.numbers:
        return _("no round played here yet")
    if aspect is Aspect.GAME:
        numbers = _numbers(showing.numbers, sides)
        if showing.winner is None:
            return _("{numbers}: the game goes on").format(numbers=numbers)
        return _("{numbers}: {name} wins").format(numbers=numbers, name=sides[showing.winner])
    return _numbers(showing.numbers, sides)


def _on(effect: HouseEffect, before_you: Sequence[str]) -> str:
    aspect = effect.option.aspect
    if aspect is Aspect.PLAY and effect.trick is not None and not effect.trick.cards:
        return _("you won the bid and lead the first trick: you may lead")
    if aspect is Aspect.PLAY and effect.trick is not None:
        cards = effect.trick.cards
        names = (
            list(before_you[-len(cards) :]) if before_you else [_("The next player")] * len(cards)
        )
        played = [_("{name} leads {card}").format(name=names[0], card=cards[0].label)]
        played += [
            _("{name} plays {card}").format(name=n, card=c.label)
            for n, c in zip(names[1:], cards[1:], strict=False)
        ]
        return _("{plays}: you may play").format(plays=", ".join(played))
    return _(
        {
            Aspect.MELD: N_("your hand"),
            Aspect.PLAY: N_("a trick"),
            Aspect.DIX: N_("your hand"),
            Aspect.COUNT: (
                N_("counters taken this round")
                if effect.before.numbers and len(effect.before.numbers) > 1
                else N_("your cards, were you to take them all in tricks")
            ),
            Aspect.SCORE: N_("this round's score (game points after it)"),
            Aspect.GAME: N_("after this round"),
        }[aspect]
    )


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
        mark = _("changes it") if changed else _("no change here")
        rule = rule_id(effect.option, situation.ruleset)
        rule_code = f"<code>#{text_html(rule)}</code>"
        rule_rule_text = _("(rule {rule})")
        title = (
            f"{text_html(option_title(code))} "
            f'<span class="pl-rule-id">{text_html(rule_rule_text).format(rule=rule_code)}'
            "</span>"
        )
        cells = (
            (_("option"), title, ""),
            (_("this game"), text_html(value_label(code, effect.default)), ""),
            (_("house rule"), text_html(value_label(code, effect.value)), ""),
            (pgettext("column shown on", "on"), text_html(_on(effect, others)), ""),
            (_("with this game's rule"), text_html(before), ""),
            (
                _("with the house rule"),
                f"{text_html(after)} <em>({text_html(mark)})</em>",
                "pl-after",
            ),
        )
        tds = "".join(
            f'<td data-label="{_attr(label)}"'
            + (f' class="{css}"' if css else "")
            + f">{body}</td>"
            for label, body, css in cells
        )
        css = "pl-changed" if changed else "pl-same"
        rows.append(
            f'<tr class="{css}" data-option="{code.value}" data-rule="{text_html(rule)}">{tds}</tr>'
        )
    head = "".join(
        f"<th>{words_html(h)}</th>"
        for h in (
            _("option"),
            _("this game"),
            _("house rule"),
            _("shown on"),
            _("with this game's rule"),
            _("with the house rule"),
        )
    )
    caption_text = text_html(
        _("House rules for {game}: highlighted rows change something on your hand or round.")
    ).format(game=text_html(ruleset_title(situation.ruleset)))
    caption = f"<caption style='text-align:left'>{caption_text}</caption>"
    return (
        f'<table class="pl-house">{caption}<thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )
