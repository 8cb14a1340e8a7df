"""Words the lessons' code cells used to write in English, made in render (issue 23):
labels of rows of cards (cutthroat, widow, double_deck), the bury tried in cutthroat, the
titles and mean markers of the meld charts (meld_odds, double_deck)."""

from __future__ import annotations

from pinochle_learn import Suit
from pinochle_learn.render.cutthroat_text import bury_try_sentence
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.lesson_labels import (
    counter_points_label,
    widow_face_up_label,
    your_cards_heading,
    your_cards_label,
)
from pinochle_learn.render.odds_text import mean_label, meld_chart_title


def test_english() -> None:
    assert your_cards_label(15) == "your 15 cards"
    assert your_cards_label(1) == "your 1 card"
    assert your_cards_heading(20) == "Your 20 cards:"
    # A♥ K♥ under traditional counting: 10 + 10 (RULES.md, Counters).
    assert counter_points_label(15) == "15 counter points"
    assert counter_points_label(1) == "1 counter point"
    assert widow_face_up_label() == "the widow, face up"
    assert bury_try_sentence(3, "Legal") == "Bury 3 cards? Legal."
    assert bury_try_sentence(1, "No") == "Bury 1 card? No."
    assert meld_chart_title(20, Suit.HEARTS) == "Meld of a dealt 20-card hand, ♥ trump (exact)"
    assert mean_label(40.04) == "mean 40.0"


def test_every_word_goes_through_the_catalogue(pseudo_language: None) -> None:
    with speaking("it"):
        words = [
            your_cards_label(15),
            your_cards_heading(20),
            counter_points_label(15),
            widow_face_up_label(),
            bury_try_sentence(2, "R"),
            meld_chart_title(12, Suit.SPADES),
            mean_label(7.25),
        ]
    assert words == [
        "[[your 15 cards]]",
        "[[Your 20 cards:]]",
        "[[15 counter points]]",
        "[[the widow, face up]]",
        "[[Bury 2 cards? R.]]",
        "[[Meld of a dealt 12-card hand, ♠ trump (exact)]]",
        "[[mean 7.2]]",
    ]
