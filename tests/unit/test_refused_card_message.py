"""A refused card's message (render/round_panes.refusal_text, every table's message line):
one sentence and its reason, no repeat of the verdict, the reason in lower case after the
colon."""

from __future__ import annotations

from pinochle_learn import PARTNERSHIP, Card, Seat, check_play
from pinochle_learn.actions import Play
from pinochle_learn.render.round_panes import refusal_text
from pinochle_learn.state import Phase

NAMES = ("Bill", "Lisa", "You", "Mike")


def test_a_card_off_the_suit_led_is_refused_in_one_sentence():
    # RULES.md, PARTNERSHIP Play: K♦ led; you hold A♦, so J♠ does not follow suit.
    reason = check_play("S11", "D14 S11", "D13", "H", PARTNERSHIP).reason
    action = Play(Seat.SOUTH, Card.parse("S11"))
    assert refusal_text(action, reason, Phase.TRICKS, NAMES) == (
        "J♠ may not be played: you hold diamonds, the suit led, and must follow suit. "
        "Nothing was played."
    )


def test_a_card_off_trump_when_void_is_refused_in_one_sentence():
    # K♦ led, hearts trump; Mike (West) holds no diamond but a heart: he must trump.
    reason = check_play("S11", "H9 S11", "D13", "H", PARTNERSHIP).reason
    action = Play(Seat.WEST, Card.parse("S11"))
    assert refusal_text(action, reason, Phase.TRICKS, NAMES) == (
        "J♠ may not be played: Mike has no diamonds, the suit led, and must trump (hearts). "
        "Nothing was played."
    )
