"""House rules in one place: every option of a game, its value in the rules this program
follows, and what each other value changes on one hand and one round (``RULES.md``: each
**Decision** and each option of :class:`~pinochle_learn.ruleset.Ruleset`).

:data:`OPTIONS` lists the options as data: which :class:`Ruleset` field (or meld or counter
table) each one switches, the values offered, and which part of the game it changes
(:class:`Aspect`). Every value offered is taken from the presets (the run with extras at the
partnership values, the counting tables of the three games, ...): no point value is typed
here. :func:`house_effects` works out, with the engine, what each value other than the game's
own gives on a :class:`Situation` (a hand, trump, the other players' cards, and a round's
figures when one was played) beside what the game's own rule gives. Sentences are made in
:mod:`pinochle_learn.render.house_text`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from .cards import Card, Rank, Suit
from .errors import ScoreError
from .hand import Hand
from .meld import Meld, solve_meld
from .meldkinds import MeldKind
from .play import legal_plays
from .ruleset import (
    PARTNERSHIP,
    PRESETS,
    BothReach,
    CardReuse,
    Ruleset,
    SetPenalty,
    ZeroTrickRule,
)
from .scoring import decide_game, score_round
from .trick import Trick

__all__ = [
    "OPTIONS",
    "Aspect",
    "HouseEffect",
    "HouseOption",
    "OptionCode",
    "RoundFigures",
    "Showing",
    "Situation",
    "house_effects",
    "options_for",
]


class Aspect(Enum):
    """The part of the game an option changes, and so what its effect shows."""

    MELD = "meld"
    """The meld of the hand (meld points and melds)."""
    PLAY = "play"
    """The cards that may be played to a trick."""
    COUNT = "count"
    """The counter points each side took in a round."""
    SCORE = "score"
    """The round's score for each side."""
    GAME = "game"
    """Whether the game is over after the round, and who wins."""
    DIX = "dix"
    """Meld points for the 9s of trump in the hand, when played."""


class OptionCode(Enum):
    """One house-rule option; the value is its identifier (``render.house_text`` words it)."""

    RUN_WITH_EXTRAS = "run_with_extras"
    DOUBLE_MELDS = "double_melds"
    CARD_REUSE = "card_reuse"
    COUNTING = "counting"
    MUST_FOLLOW_SUIT = "must_follow_suit"
    MUST_TRUMP = "must_trump"
    MUST_HEAD_TRICK = "must_head_trick"
    MUST_BEAT_LED_SUIT_AFTER_TRUMP = "must_beat_led_suit_after_trump"
    FREE_PLAY_WHILE_STOCK = "free_play_while_stock"
    FIRST_LEAD_TRUMP = "first_lead_trump"
    DIX_SCORES_WHEN_PLAYED = "dix_scores_when_played"
    SET_PENALTY = "set_penalty"
    ZERO_TRICK_RULE = "zero_trick_rule"
    THROW_IN = "throw_in"
    TARGET_SCORE = "target_score"
    BOTH_REACH = "both_reach"


_EXTRAS = (MeldKind.RUN_EXTRA_KING, MeldKind.RUN_EXTRA_QUEEN, MeldKind.RUN_ROYAL_MARRIAGE)
_DOUBLES = (
    MeldKind.DOUBLE_PINOCHLE,
    MeldKind.DOUBLE_ACES_AROUND,
    MeldKind.DOUBLE_KINGS_AROUND,
    MeldKind.DOUBLE_QUEENS_AROUND,
    MeldKind.DOUBLE_JACKS_AROUND,
)


def _stock_left(rules: Ruleset) -> int:
    """Cards left undealt after the deal and the widow: the stock (0 when every card is dealt,
    and in THREE_HAND_CUTTHROAT, whose 3 undealt cards are the bid winner's widow, no stock)."""
    return rules.deck.size - rules.players * rules.hand_size - rules.kitty


def _with_extras(rules: Ruleset, on: object) -> Ruleset:
    points = {k: v for k, v in rules.meld_points.items() if k not in _EXTRAS}
    if on:
        points.update({k: PARTNERSHIP.meld_points[k] for k in _EXTRAS})
    return rules.variant(meld_points=points)


def _doubles_of(rules: Ruleset) -> object:
    """The name of the preset whose double-meld values this game uses (``"partnership"``)."""
    mine = {k: rules.meld_points.get(k) for k in _DOUBLES}
    for preset in PRESETS:
        if mine == {k: preset.meld_points.get(k) for k in _DOUBLES}:
            return preset.name
    return "own"


def _with_doubles(rules: Ruleset, name: object) -> Ruleset:
    source = next(p for p in PRESETS if p.name == name)
    points = {k: v for k, v in rules.meld_points.items() if k not in _DOUBLES}
    points.update({k: v for k, v in source.meld_points.items() if k in _DOUBLES})
    return rules.variant(meld_points=points)


def _counting_of(rules: Ruleset) -> object:
    for preset in PRESETS:
        if dict(preset.counter_points) == dict(rules.counter_points):
            return preset.name
    return "own"


def _with_counting(rules: Ruleset, name: object) -> Ruleset:
    source = next(p for p in PRESETS if p.name == name)
    return rules.variant(counter_points=source.counter_points)


def _with_field(name: str) -> Callable[[Ruleset, object], Ruleset]:
    def apply(rules: Ruleset, value: object) -> Ruleset:
        changes: dict[str, object] = {name: value}
        if name == "must_head_trick" and not value:
            changes["must_beat_led_suit_after_trump"] = False  # it refines heading
        if name == "must_beat_led_suit_after_trump" and value:
            changes["must_head_trick"] = True
        return rules.variant(**changes)

    return apply


def _field(name: str) -> Callable[[Ruleset], object]:
    return lambda rules: getattr(rules, name)


def _same_scale(rules: Ruleset) -> tuple[Ruleset, ...]:
    """The presets played with the same deck for the same trick points as ``rules``: only their
    point values (counters, doubles, targets, throw-in margins) are offered, so DOUBLE_DECK's
    50-point counting is never offered to a 250-point game, nor the other way round."""
    return tuple(
        p
        for p in PRESETS
        if p.deck == rules.deck and p.total_trick_points == rules.total_trick_points
    )


def _preset_names(rules: Ruleset) -> tuple[object, ...]:
    """The countings of the presets on the game's scale, each offered once
    (THREE_HAND_CUTTHROAT counts as PARTNERSHIP does, so it is offered under that name)."""
    return tuple(dict.fromkeys(_counting_of(p) for p in _same_scale(rules)))


def _doubles_values(rules: Ruleset) -> tuple[object, ...]:
    return tuple(dict.fromkeys(_doubles_of(p) for p in _same_scale(rules)))


def _throw_in_margins(rules: Ruleset) -> tuple[object, ...]:
    margins = (p.throw_in_margin for p in _same_scale(rules) if p.throw_in_margin)
    return (*dict.fromkeys(margins), None)


def _targets(rules: Ruleset) -> tuple[object, ...]:
    return tuple(sorted({p.target_score for p in _same_scale(rules)}))


def _extras_scale(rules: Ruleset) -> bool:
    """The run with extras is offered at PARTNERSHIP's values: only on PARTNERSHIP's scale
    (not DOUBLE_DECK's meld table, ten times smaller, which has no such meld: #dd.run)."""
    return PARTNERSHIP in _same_scale(rules)


@dataclass(frozen=True)
class HouseOption:
    """One option: how to read it from a ruleset, how to set it, the values offered.

    Attributes
    ----------
    code, aspect
        Which option, and which part of the game it changes.
    read
        The option's value in a ruleset.
    apply
        A copy of a ruleset with the option set to a value (a house rule).
    values
        The values offered for a ruleset (the presets' own values).
    applies
        Does the option mean anything in this game (no set penalty without an auction, no
        stock rules without a stock)?
    """

    code: OptionCode
    aspect: Aspect
    read: Callable[[Ruleset], object]
    apply: Callable[[Ruleset, object], Ruleset]
    values: Callable[[Ruleset], tuple[object, ...]]
    applies: Callable[[Ruleset], bool] = field(default=lambda rules: True)


def _bool(code: OptionCode, aspect: Aspect, **extra: Callable[[Ruleset], bool]) -> HouseOption:
    name = code.value
    return HouseOption(
        code, aspect, _field(name), _with_field(name), lambda rules: (True, False), **extra
    )


def _has_auction(rules: Ruleset) -> bool:
    return rules.min_bid is not None


def _both_reach_values(rules: Ruleset) -> tuple[BothReach, ...]:
    """Who wins when both reach the target: "the bidder" only in a game with an auction."""
    return tuple(b for b in BothReach if _has_auction(rules) or b is not BothReach.BIDDER)


OPTIONS: tuple[HouseOption, ...] = (
    HouseOption(
        OptionCode.RUN_WITH_EXTRAS,
        Aspect.MELD,
        lambda rules: all(k in rules.meld_points for k in _EXTRAS),
        _with_extras,
        lambda rules: (True, False),
        _extras_scale,
    ),
    HouseOption(
        OptionCode.DOUBLE_MELDS,
        Aspect.MELD,
        _doubles_of,
        _with_doubles,
        _doubles_values,
    ),
    HouseOption(
        OptionCode.CARD_REUSE,
        Aspect.MELD,
        _field("card_reuse"),
        _with_field("card_reuse"),
        lambda rules: tuple(CardReuse),
    ),
    HouseOption(OptionCode.COUNTING, Aspect.COUNT, _counting_of, _with_counting, _preset_names),
    _bool(OptionCode.MUST_FOLLOW_SUIT, Aspect.PLAY),
    _bool(OptionCode.MUST_TRUMP, Aspect.PLAY),
    _bool(OptionCode.MUST_HEAD_TRICK, Aspect.PLAY),
    _bool(
        OptionCode.MUST_BEAT_LED_SUIT_AFTER_TRUMP,
        Aspect.PLAY,
        applies=lambda rules: rules.players > 2,
    ),
    _bool(OptionCode.FREE_PLAY_WHILE_STOCK, Aspect.PLAY, applies=lambda r: _stock_left(r) > 0),
    _bool(OptionCode.FIRST_LEAD_TRUMP, Aspect.PLAY, applies=_has_auction),
    _bool(OptionCode.DIX_SCORES_WHEN_PLAYED, Aspect.DIX, applies=lambda r: _stock_left(r) > 0),
    HouseOption(
        OptionCode.SET_PENALTY,
        Aspect.SCORE,
        _field("set_penalty"),
        _with_field("set_penalty"),
        lambda rules: tuple(SetPenalty),
        _has_auction,
    ),
    HouseOption(
        OptionCode.ZERO_TRICK_RULE,
        Aspect.SCORE,
        _field("zero_trick_rule"),
        _with_field("zero_trick_rule"),
        lambda rules: tuple(ZeroTrickRule),
    ),
    HouseOption(
        OptionCode.THROW_IN,
        Aspect.SCORE,
        _field("throw_in_margin"),
        _with_field("throw_in_margin"),
        _throw_in_margins,
        _has_auction,
    ),
    HouseOption(
        OptionCode.TARGET_SCORE,
        Aspect.GAME,
        _field("target_score"),
        _with_field("target_score"),
        _targets,
    ),
    HouseOption(
        OptionCode.BOTH_REACH,
        Aspect.GAME,
        _field("both_reach"),
        _with_field("both_reach"),
        _both_reach_values,
    ),
)
"""Every house-rule option, in the order a table lists them (meld, tricks, counting, score)."""


def options_for(rules: Ruleset) -> tuple[HouseOption, ...]:
    """The options that mean something in ``rules`` (see :attr:`HouseOption.applies`) and offer
    a value other than the game's own (DOUBLE_DECK has no other counting on its scale)."""
    return tuple(
        o for o in OPTIONS if o.applies(rules) and any(v != o.read(rules) for v in o.values(rules))
    )


@dataclass(frozen=True)
class RoundFigures:
    """What a played round gives the scoring options to work on, per side (team or player).

    Attributes
    ----------
    bid, bidding_side
        The contract and the side that held it (``None`` in a game without an auction).
    meld
        Meld points of each side.
    taken
        The cards each side took in tricks.
    last_trick
        The side that took the last trick.
    tricks_won
        Tricks each side took.
    totals
        Game points of each side before the round.
    first_to_reach
        The side whose total reached the target first while meld was scored during the round
        (the stock game), ``None`` if neither did.
    """

    bid: int | None
    bidding_side: int | None
    meld: tuple[int, ...]
    taken: tuple[tuple[Card, ...], ...]
    last_trick: int
    tricks_won: tuple[int, ...]
    totals: tuple[int, ...]
    first_to_reach: int | None = None


@dataclass(frozen=True)
class Situation:
    """A learner's hand and round: what the options' effects are shown on.

    Attributes
    ----------
    ruleset
        The game whose rules are the default.
    hand, trump
        The learner's cards and the trump suit.
    others
        The other players' cards, in seat order after the learner: the last one plays just
        before the learner (it leads the one-card tricks the play options are shown on; with
        four players the one before it leads the two-card tricks).
    round
        A played round's figures, or ``None`` when none was played.
    """

    ruleset: Ruleset
    hand: Hand
    trump: Suit
    others: tuple[Hand, ...] = ()
    round: RoundFigures | None = None


@dataclass(frozen=True)
class Showing:
    """What one ruleset gives on the situation, for one aspect.

    ``numbers``: meld points (MELD, DIX), counter points per side (COUNT; without a round, of
    the learner's own cards as if all taken in tricks), game points per side
    after the round (SCORE); ``cards``: the melds are in ``melds`` (``render`` names them),
    the legal cards in ``cards`` (PLAY); ``winner``: the side that wins the game, or ``None``
    (GAME). ``error``: a score the figures refuse, as the error's technical line (compared);
    ``failure`` the error itself, for ``render.error_text`` to word (not compared).
    """

    numbers: tuple[int, ...] = ()
    cards: tuple[Card, ...] = ()
    melds: tuple[Meld, ...] = ()
    winner: int | None = None
    error: str = ""
    failure: ScoreError | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class HouseEffect:
    """One option set to one value other than the game's, beside the game's own rule.

    Attributes
    ----------
    option, value, default
        The option, the house value shown and the game's own value.
    trick
        The trick the PLAY options are shown on (chosen to show a difference when the hand has
        one), else ``None``.
    before, after
        What the game's rule and the house rule give (:class:`Showing`).
    """

    option: HouseOption
    value: object
    default: object
    trick: Trick | None
    before: Showing
    after: Showing

    @property
    def changed(self) -> bool:
        """Does the house rule change anything on this hand or round?"""
        return self.before != self.after


def _meld(situation: Situation, rules: Ruleset) -> Showing:
    result = solve_meld(situation.hand, situation.trump, rules, near_misses=0)
    return Showing(numbers=(result.total,), melds=result.melds)


def _counted(cards: Iterable[Card], rules: Ruleset) -> int:
    return sum(rules.counter_points[c.rank] for c in cards)


def _count(figures: RoundFigures, rules: Ruleset) -> tuple[int, ...]:
    return tuple(
        sum(rules.counter_points[c.rank] for c in cards)
        + (rules.last_trick_points if side == figures.last_trick else 0)
        for side, cards in enumerate(figures.taken)
    )


def _score(figures: RoundFigures, rules: Ruleset) -> Showing:
    counted = _count(figures, rules)
    if figures.bid is None or figures.bidding_side is None:
        return Showing(
            numbers=tuple(
                t + m + c for t, m, c in zip(figures.totals, figures.meld, counted, strict=True)
            )
        )
    try:
        score = score_round(
            rules,
            bid=figures.bid,
            bidding_team=figures.bidding_side,
            meld=figures.meld,
            tricks=counted,
            totals=figures.totals,
            tricks_won=figures.tricks_won,
        )
    except ScoreError as error:
        return Showing(error=str(error), failure=error)
    return Showing(numbers=tuple(t.after for t in score.teams), winner=score.winner)


def _tricks(situation: Situation) -> Iterable[Trick]:
    """Tricks the learner may face: a lead by the player just before, and, with more than two
    players, a lead and a second card by the two players before (so a trick already trumped
    is among them)."""
    others = situation.others
    trump, players = situation.trump, situation.ruleset.players
    if not others:
        return
    for lead in dict.fromkeys(others[-1].cards):
        yield Trick(trump, (lead,), players=players)
    if len(others) > 1:
        for lead in dict.fromkeys(others[-2].cards):
            for second in dict.fromkeys(others[-1].cards):
                yield Trick(trump, (lead, second), players=players)


def _legal(
    situation: Situation, trick: Trick, rules: Ruleset, stock_empty: bool, first: bool = False
) -> Showing:
    analysis = legal_plays(
        situation.hand, trick, trick.trump, rules, stock_empty=stock_empty, first_lead=first
    )
    return Showing(cards=analysis.legal)


def _first_lead_effect(
    situation: Situation, default: Ruleset, house: Ruleset
) -> tuple[Trick | None, Showing, Showing]:
    """``first_lead_trump``: the learner, as bid winner, leads the round's first trick."""
    if not situation.hand:
        return None, Showing(), Showing()
    lead = Trick(situation.trump, (), players=situation.ruleset.players)
    before = _legal(situation, lead, default, True, first=True)
    return lead, before, _legal(situation, lead, house, True, first=True)


def _play_effect(
    situation: Situation, default: Ruleset, house: Ruleset, during_stock: bool
) -> tuple[Trick | None, Showing, Showing]:
    first: tuple[Trick | None, Showing, Showing] | None = None
    for trick in _tricks(situation):
        before = _legal(situation, trick, default, not during_stock)
        after = _legal(situation, trick, house, not during_stock)
        if before != after:
            return trick, before, after
        if first is None:
            first = (trick, before, after)
    return first if first is not None else (None, Showing(), Showing())


def _dix(situation: Situation, rules: Ruleset) -> Showing:
    nines = situation.hand.count(Card(Rank.NINE, situation.trump))
    dix = rules.points(MeldKind.DIX) or 0
    return Showing(numbers=(nines * dix if rules.dix_scores_when_played else 0,))


def _showings(
    option: HouseOption, situation: Situation, default: Ruleset, house: Ruleset
) -> tuple[Trick | None, Showing, Showing]:
    aspect = option.aspect
    if aspect is Aspect.MELD:
        return None, _meld(situation, default), _meld(situation, house)
    if option.code is OptionCode.FIRST_LEAD_TRUMP:
        return _first_lead_effect(situation, default, house)
    if aspect is Aspect.PLAY:
        during = option.code is OptionCode.FREE_PLAY_WHILE_STOCK
        return _play_effect(situation, default, house, during)
    if aspect is Aspect.DIX:
        return None, _dix(situation, default), _dix(situation, house)
    figures = situation.round
    if aspect is Aspect.COUNT and figures is None:
        hand = situation.hand.cards
        return (
            None,
            Showing(numbers=(_counted(hand, default),)),
            Showing(numbers=(_counted(hand, house),)),
        )
    if figures is None:
        return None, Showing(), Showing()
    if aspect is Aspect.COUNT:
        return (
            None,
            Showing(numbers=_count(figures, default)),
            Showing(numbers=_count(figures, house)),
        )
    before, after = _score(figures, default), _score(figures, house)
    if aspect is Aspect.GAME:
        before = Showing(numbers=before.numbers, winner=_winner(before.numbers, default, figures))
        after = Showing(numbers=after.numbers, winner=_winner(after.numbers, house, figures))
    return None, before, after


def _winner(totals: Sequence[int], rules: Ruleset, figures: RoundFigures) -> int | None:
    """The side that wins at ``rules.target_score``, by ``rules.both_reach``
    (:func:`~pinochle_learn.scoring.decide_game`)."""
    if not totals:
        return None
    return decide_game(
        totals, rules, bidding_team=figures.bidding_side, first=figures.first_to_reach
    )[0]


def house_effects(situation: Situation) -> tuple[HouseEffect, ...]:
    """For every option of the situation's game and every value other than the game's own,
    what it gives on the situation beside what the game's rule gives.

    Returns
    -------
    tuple of HouseEffect
        In :data:`OPTIONS` order, then the order of each option's values.
    """
    default = situation.ruleset
    effects = []
    for option in options_for(default):
        own = option.read(default)
        for value in option.values(default):
            if value == own:
                continue
            house = option.apply(default, value)
            trick, before, after = _showings(option, situation, default, house)
            effects.append(HouseEffect(option, value, own, trick, before, after))
    return tuple(effects)
