"""House rules in one place: every option of a game with its own rule and a house rule side by
side, shown on the learner's hand and on a round (:mod:`pinochle_learn.houserules`).

:func:`house_situation` builds the hand and round from a seed: where the round engine plays
the game, a whole computer round is played and the learner's hand, trump and the round's
figures are taken from it; otherwise the seed deals the hands (the stock game's turn-up names
trump, else the suit that gives the hand its best meld) and no round figures are shown.
:class:`HouseRules` is the widget: a rules picker, a seed box and a Deal button over the hand
and the table of options.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import ipywidgets as widgets

from pinochle_learn import PARTNERSHIP, PinochleError, Ruleset, Suit, solve_meld
from pinochle_learn.hand import Hand
from pinochle_learn.houserules import RoundFigures, Situation, house_effects
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.house_caption import (
    changed_text,
    house_caption_html,
    house_controls,
    side_name,
)
from pinochle_learn.render.house_text import house_table_html
from pinochle_learn.render.html import hand_html
from pinochle_learn.render.names import CAST, STOCK_OPPONENT
from pinochle_learn.render.words import suit_noun
from pinochle_learn.simulate import play_rounds
from pinochle_learn.stockscore import first_to_reach

from ..sessions.trick_session import names_for
from .controls import rules_picker, seed_box
from .kit import button, guard_inputs, message_html, speaks, stylesheet

__all__ = ["HouseRules", "HouseSetup", "house_situation"]

FOUR_NAMES = CAST  # the course's one cast (render.names)
"""Seat names of the four-hand lessons: North, East, South (the learner), West; the three-hand
game seats the first three."""
TWO_NAMES = (STOCK_OPPONENT, "You")
"""Seat names of the two-hand lessons: Bill deals first, You are seat 1."""


@dataclass(frozen=True)
class HouseSetup:
    """A situation and the names its table is written with.

    Attributes
    ----------
    situation
        The hand, trump, other hands and round figures.
    sides
        Names of the sides (teams or players), by side index.
    others
        Names of the other players, in the order of ``situation.others``.
    summary
        Figures of the round played, for a caption: ``{"bid": 300, ...}``; empty without one.
    """

    situation: Situation
    sides: tuple[str, ...]
    others: tuple[str, ...]
    summary: dict[str, Any]


def _names(rules: Ruleset) -> tuple[str, ...]:
    """The course's names for the game's seats: the cast for four, its first three for three
    (Bill, Lisa and You: ``render.names.CAST``), Bill and You for two."""
    seated = names_for(FOUR_NAMES, rules.players) or FOUR_NAMES
    return seated[: rules.players]


def _sides(rules: Ruleset) -> tuple[str, ...]:
    """Each side's name from the ruleset's sides: ``"Bill and You"``, or one player's name."""
    names = _names(rules)
    return tuple(side_name([names[seat] for seat in side]) for side in rules.sides)


def _played(rules: Ruleset, seed: int, you: int) -> HouseSetup | None:
    """A computer round of ``rules`` from ``seed``, or ``None`` where the round engine does not
    play this game yet."""
    try:
        state = next(play_rounds(1, seed, rules))
    except PinochleError:
        return None
    players = rules.players
    others_seats = [(you + k) % players for k in range(1, players)]
    hand_of = [m.hand for m in state.melds] if state.melds else list(state.dealt)
    side_of = [rules.side_of(seat) for seat in range(players)]
    sides = range(rules.side_count)
    bidder = state.bidder
    bidding_side = None if bidder is None else side_of[bidder]
    taken = tuple(
        tuple(c for t in state.tricks if side_of[t.winner_seat] == side for c in t.cards)
        + (state.buried if side == bidding_side else ())  # #cutthroat.bury: the bidder's
        for side in sides
    )
    figures = RoundFigures(
        bid=state.bid,
        bidding_side=bidding_side,
        meld=tuple(state.team_meld(side) for side in sides),
        taken=taken,
        last_trick=side_of[state.tricks[-1].winner_seat] if state.tricks else 0,
        tricks_won=tuple(state.tricks_won(side) for side in sides),
        totals=tuple(state.totals),
        first_to_reach=first_to_reach(state),
    )
    trump = state.trump if state.trump is not None else Suit.SPADES
    names = _names(rules)
    situation = Situation(
        rules, hand_of[you], trump, tuple(hand_of[s] for s in others_seats), figures
    )
    summary = {
        "bid": state.bid,
        "bidder": None if bidder is None else names[bidder],
        "trump": trump,
        "meld": figures.meld,
        "tricks_won": figures.tricks_won,
    }
    return HouseSetup(situation, _sides(rules), tuple(names[s] for s in others_seats), summary)


def house_situation(rules: Ruleset, seed: int) -> HouseSetup:
    """The learner's hand and round for the house-rules table, from a seed.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_STOCK
    >>> setup = house_situation(TWO_HAND_STOCK, 7)
    >>> len(setup.situation.hand), sum(setup.situation.round.tricks_won), setup.others
    (12, 24, ('Bill',))
    """
    names = _names(rules)
    you = names.index("You")
    played = _played(rules, seed, you)
    if played is not None:
        return played
    deck = list(rules.deck.cards)
    random.Random(seed).shuffle(deck)
    size = rules.hand_size
    hands = [Hand(deck[k * size : (k + 1) * size], rules.deck) for k in range(rules.players)]
    stock = deck[rules.players * size :]
    hand = hands[you]
    if stock:
        trump = stock[0].suit  # the turn-up (RULES.md, TWO_HAND_STOCK)
    else:
        trump = max(Suit, key=lambda s: solve_meld(hand, s, rules, near_misses=0).total)
    others_seats = [(you + k) % rules.players for k in range(1, rules.players)]
    situation = Situation(rules, hand, trump, tuple(hands[s] for s in others_seats))
    return HouseSetup(situation, _sides(rules), tuple(names[s] for s in others_seats), {})


class HouseRules(widgets.VBox):
    """Every house rule of a game beside the game's own rule, on the learner's hand and round.

    Parameters
    ----------
    ruleset
        The game shown first.
    seed
        The seed of the first deal.
    lang
        The language of its words (a code such as ``"it"``); ``None``: the page's.
    """

    @speaks
    def __init__(
        self, ruleset: Ruleset = PARTNERSHIP, seed: int = 1, *, lang: str | None = None
    ) -> None:
        self.lang = lang
        words = house_controls()
        self.rules = rules_picker(ruleset, tooltip=words["rules"][1])
        self.seed = seed_box(seed, tooltip=words["seed"][1])
        self.deal_button = button(*words["deal"], self._deal, "pl-house-deal")
        self.hand = widgets.HTML()
        self.caption = widgets.HTML()
        self.table = widgets.HTML()
        self.table.add_class("pl-house-table")
        self.message = widgets.HTML(message_html(""))
        self.setup: HouseSetup | None = None
        super().__init__(
            [
                stylesheet(),
                widgets.HBox([self.rules, self.seed, self.deal_button]),
                self.caption,
                self.hand,
                self.message,
                self.table,
            ]
        )
        self.add_class("pl-house-rules")
        self.rules.observe(self._deal, names="value")
        self._deal()
        guard_inputs(self, self.message)

    @speaks
    def _deal(self, *_: object) -> None:
        try:
            setup = house_situation(self.rules.value, int(self.seed.value))
            effects = house_effects(setup.situation)
        except PinochleError as error:
            self.message.value = message_html(error_text(error), "error")
            return
        self.setup = setup
        sit = setup.situation
        self.caption.value = _caption_html(setup)
        self.hand.value = hand_html(sit.hand)
        self.table.value = house_table_html(effects, sit, setup.sides, setup.others)
        changed = sum(e.changed for e in effects)
        self.message.value = message_html(changed_text(changed, len(effects)))


def _caption_html(setup: HouseSetup) -> str:
    trump = setup.situation.trump
    return house_caption_html(trump.symbol, suit_noun(trump), setup.sides, setup.summary)
