"""Engine sentences in the lessons' names: a play verdict is written to the player to act
("you must follow suit"); about any seat but the learner's it must name that seat instead."""

from __future__ import annotations

import random
import re

import pytest

from pinochle_learn import DECK, PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW, Hand, Trick
from pinochle_learn.play import check_play, legal_plays
from pinochle_learn.render.names import agree, is_learner, with_names
from pinochle_learn.render.trick_html import reasons_html, verdict_why

NAMES = ("Bill", "Lisa", "You", "Mike")
SECOND_PERSON = re.compile(r"\b[Yy]ou(rs?)?\b")
BAD_AGREEMENT = re.compile(r"\b(Bill|Lisa|Mike|North|East|West) (hold|have|lead)\b|but hold\b")
RULESETS = [
    PARTNERSHIP,
    PARTNERSHIP.variant(name="no-head", must_head_trick=False),
    PARTNERSHIP.variant(name="beat-led", must_beat_led_suit_after_trump=True),
    PARTNERSHIP.variant(name="free", must_follow_suit=False, must_trump=False),
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
]


def positions(count: int = 400):
    """Random positions: a hand to play to a trick in progress, every rule tier reached."""
    rng = random.Random(2024)
    for n in range(count):
        rules = RULESETS[n % len(RULESETS)]
        deck = list(DECK)
        rng.shuffle(deck)
        played = rng.randrange(rules.players)
        leader = rng.randrange(rules.players)
        trick = Trick(rng.choice(list(DECK)).suit, (), leader, rules.players)
        for card in deck[:played]:
            trick = trick.add(card)
        hand = Hand(deck[played : played + rng.randrange(1, 8)])
        yield rules, hand, trick


@pytest.mark.parametrize("names", [NAMES, None])
def test_a_verdict_about_another_seat_names_it_and_never_says_you(names) -> None:
    seen_rules = set()
    for rules, hand, trick in positions():
        analysis = legal_plays(hand, trick, trick.trump, rules, stock_empty=bool(len(hand) % 2))
        seat = trick.to_play
        for verdict in analysis.verdicts:
            seen_rules.add(verdict.rule)
            why = with_names(verdict.why, names, rules.players, you=seat)
            name = (names or ("North", "East", "South", "West"))[seat]
            if is_learner(name):
                assert why == verdict.why
                continue
            assert not SECOND_PERSON.search(why), why
            assert not BAD_AGREEMENT.search(why), why
            assert verdict_why(verdict, analysis, names or ("North", "East", "South", "West")) == (
                why
            )
    assert len(seen_rules) >= 6


def test_a_card_not_held_is_about_the_seat_too() -> None:
    verdict = check_play("S14", "H9 H10", "H12", "S", PARTNERSHIP)
    assert with_names(verdict.why, NAMES, you=1) == (
        "Lisa holds no A♠: only a card in Lisa's hand may be played."
    )


def test_reasons_for_the_learner_speak_to_you_without_a_heading() -> None:
    trick = Trick.parse("H12 C9", "S", leader=0)
    html = reasons_html(legal_plays("H9 H10 H14", trick, "S", PARTNERSHIP), names=NAMES)
    assert "pl-reasons-whose" not in html and "you must head the trick" in html
    round_names = ("North (partner)", "East", "South (you)", "West")
    html = reasons_html(legal_plays("H9 H10 H14", trick, "S", PARTNERSHIP), names=round_names)
    assert "pl-reasons-whose" not in html and "you must head the trick" in html


def test_names_marked_you_keep_their_labels() -> None:
    # Seat labels inside names ("East (you)") are not replaced twice.
    names = ("North (partner)", "East", "South (you)", "West")
    assert with_names("You hold hearts", names, you=0) == "North (partner) holds hearts"
    assert agree("You", "deals", "deal") == "You deal"
    assert agree("South (you)", "deals", "deal") == "South (you) deals"
