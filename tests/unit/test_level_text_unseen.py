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
        weighed = reason_text(_pass(-167), "East", seen=False)
        alone = reason_text(_pass(None), "East", seen=False)
        one = reason_text(_pass(None, CARDS[:1]), "East", seen=False)
        named = reason_text(_pass(-167), "East")
    # margin -148, the next best -167: both behind, said as distances
    assert weighed == (
        "East passes 4 cards: of the 6 sets of cards weighed, each played out in 16 possible "
        "deals, these lose least: East's side ends 148 points behind on average, 167 behind "
        "with the next best choice."
    )
    assert alone == (
        "East passes 4 cards: played out in 16 possible deals, East's side ends 148 points "
        "behind the other side on average."
    )
    assert one.startswith("East passes 1 card: played out")
    assert named.startswith("East passes A♠ K♠ J♠ A♣: of the 6 sets")
    for text in (weighed, alone, one):
        assert not [card.label for card in CARDS if card.label in text]


def test_a_reason_naming_no_hidden_card_reads_the_same_unseen() -> None:
    play = LevelReason(LevelWhy.ONLY_CARD, {"card": CARDS[0]})
    with speaking("en"):
        assert reason_text(play, "West", seen=False) == reason_text(play, "West")
        assert "A♠" in reason_text(play, "West")
        lines = reason_lines(
            [None, _pass(-167), play], ["North", "East", "West"], seen=[True, False, True]
        )
    assert lines[0] is None and lines[1] is not None and lines[1].startswith("East passes 4 cards")
    assert lines[2] == reason_text(play, "West")


def test_the_unseen_pass_goes_through_the_catalogue(pseudo_language: None) -> None:
    with speaking("it"):
        text = reason_text(_pass(-167), "East", seen=False)
    # the sentence and the count of cards each through the catalogue, no card named
    assert text.startswith("[[East passes [[4 cards]]: of the 6 sets of cards weighed")
    assert text.endswith("167 behind with the next best choice.]]")
