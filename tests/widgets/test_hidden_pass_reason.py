"""The strong level's reason for a pass names only cards the learner may know (issue: the
reason under "West passes 4 cards to East" named the four cards the log hides). The table
decides once per action (:func:`~pinochle_learn.render.game_panes.cards_seen`) for both the
action's words and its reason: the other side's pass says how many cards and why, no card."""

from __future__ import annotations

import html
import random
import re

import pytest

from pinochle_learn.actions import Pass, PassCards
from pinochle_learn.players import choose_action
from pinochle_learn.state import Phase
from pinochle_widgets.views.round_table import RoundTable
from pinochle_widgets.views.widow_table import WidowTable

ITEM = re.compile(r'<li[^>]*>(.*?)(?:<div class="pl-aside">(.*?)</div>)?</li>', re.S)


@pytest.fixture(scope="module")
def table() -> RoundTable:
    """Seed 3, strong: the learner (South) passes first; East wins the bid, so East and West
    (the other side) pass each other four cards before the learner's next choice."""
    made = RoundTable(seed=3)
    made.set_level("strong")
    assert made.act(Pass(made.seat))
    assert made.state.bidder is not None
    rules = made.state.ruleset
    assert rules.side_of(made.state.bidder) != rules.side_of(made.seat)
    return made


def _pass_asides(table: RoundTable) -> list[tuple[PassCards, str, str]]:
    """Each pass of the round, the log's line for it and the reason under it."""
    passes = [a for a in table.state.history if isinstance(a, PassCards)]
    log = html.unescape(table.log_view.value)
    items = [
        (re.sub("<[^>]+>", "", line), aside or "")
        for line, aside in ITEM.findall(log)
        if " passes " in line and " to " in line
    ]
    assert len(items) == len(passes) == 2
    return [(given, line, aside) for given, (line, aside) in zip(passes, items, strict=True)]


def test_the_other_sides_pass_reason_names_none_of_its_cards(table: RoundTable) -> None:
    for given, line, aside in _pass_asides(table):
        assert "4 cards" in line
        passer = line.split(" passes ")[0]  # "West passes 4 cards to East."
        assert aside.startswith(f"{passer} passes 4 cards: of the 6 sets of cards weighed")
        labels = {card.label for card in given.cards}
        assert labels == set(labels) and len(labels) >= 3
        assert not [label for label in labels if label in aside], aside
        assert not [label for label in labels if label in line], line


def test_with_every_hand_on_show_the_reason_names_the_cards(table: RoundTable) -> None:
    table.show_all.value = True
    try:
        for given, line, aside in _pass_asides(table):
            cards = " ".join(card.label for card in given.cards)
            passer = line.split(" passes ")[0]
            assert aside.startswith(f"{passer} passes {cards}: of the 6 sets")
            assert cards in line
    finally:
        table.show_all.value = False


def test_the_widow_builders_reason_names_no_card_it_drew() -> None:
    # Two-hand widow, strong: the other player's cards drawn, kept or discarded stay hidden
    # from the learner, in the log's words and in the reason under them ("the card it drew").
    table = WidowTable(seed=7)
    table.set_level("strong")
    rng, checked = random.Random(1), 0
    while table.state.phase is Phase.BUILD:
        start = len(table.session.states) - 1
        assert table.act(choose_action(table.state, rng))
        asides = re.findall(r'pl-aside">(.*?)</div>', html.unescape(table.log_view.value))
        for reason in table.session.reasons[start + 1 :]:
            if reason is not None and reason.code.name in ("BUILD_KEEP", "BUILD_DISCARD"):
                drawn = reason.values["card"].label
                assert asides and not [text for text in asides if drawn in text], drawn
                checked += 1
    assert checked >= 10
