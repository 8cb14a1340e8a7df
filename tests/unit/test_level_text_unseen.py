"""A pass's reason with its cards unseen (:func:`~pinochle_learn.render.level_text.reason_text`
``seen=False``): how many cards and why, no card; every other reason is unchanged."""

from __future__ import annotations

from pinochle_learn import Card
from pinochle_learn.levels import LevelReason, LevelWhy
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.level_text import reason_lines, reason_text

CARDS = tuple(Card.parse(code) for code in ("SA", "SK", "SJ", "CA"))


def _pass(next_margin: int | None, cards: tuple[Card, ...] = CARDS) -> LevelReason:
    values = {"cards": cards, "margin": -148, "deals": 16, "candidates": 6}
    return LevelReason(LevelWhy.PASS_EV, {**values, "next_margin": next_margin})


def test_an_unseen_pass_says_how_many_cards_and_why_and_names_none() -> None:
    with speaking("en"):
        weighed = reason_text(_pass(-167), seen=False)
        alone = reason_text(_pass(None), seen=False)
        one = reason_text(_pass(None, CARDS[:1]), seen=False)
        named = reason_text(_pass(-167))
    assert weighed == (
        "It passes 4 cards: of the 6 sets of cards it weighed, each played out in 16 sampled "
        "deals, these give its side the best score less the other side's, -148 points on "
        "average (the next best set: -167)."
    )
    assert alone.startswith("It passes 4 cards: played out in 16 sampled deals, its side's")
    assert one.startswith("It passes 1 card: played out")
    assert named.startswith("It passes A♠ K♠ J♠ A♣: of the 6 sets")
    for text in (weighed, alone):
        assert not [card.label for card in CARDS if card.label in text]


def test_a_reason_naming_no_hidden_card_reads_the_same_unseen() -> None:
    play = LevelReason(LevelWhy.ONLY_CARD, {"card": CARDS[0]})
    with speaking("en"):
        assert (
            reason_text(play, seen=False)
            == reason_text(play)
            == ("It plays the A♠: its only legal card.")
        )
        lines = reason_lines([None, _pass(-167), play], [True, False, True])
    assert lines[0] is None and lines[1] is not None and lines[1].startswith("It passes 4 cards")
    assert lines[2] == "It plays the A♠: its only legal card."


def test_the_unseen_pass_goes_through_the_catalogue(pseudo_language: None) -> None:
    with speaking("it"):
        text = reason_text(_pass(-167), seen=False)
    assert text.startswith("[[It passes 4 cards: of the 6 sets") and text.endswith("-167).]]")
