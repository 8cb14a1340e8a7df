"""Typing cards in a page's language (issue 23, point 5): the HandBuilder's and the
TrickStepper's boxes read the language's own rank letters besides the usual codes, say which
letters beside the box, and word an ambiguous token in the message line, keeping the hand."""

from __future__ import annotations

import pytest

from pinochle_learn import Hand, Rank, Suit
from pinochle_learn.render import card_letters
from pinochle_widgets import HandBuilder, TrickStepper
from tests.pseudo_catalogue import use_pseudo_language


@pytest.fixture
def pseudo_language(monkeypatch: pytest.MonkeyPatch) -> str:
    """ "es" reads as the bracketing pseudo-language, with the letters S (sota) and D (dama)
    the Spanish glossary rules out, so that "SD" reads as two cards."""
    use_pseudo_language(monkeypatch, {"es"})
    monkeypatch.setitem(
        card_letters.RANK_LETTERS, "es", {"R": Rank.KING, "S": Rank.JACK, "D": Rank.QUEEN}
    )
    return "es"


def test_italian_letters_typed_in_the_hand_builder() -> None:
    builder = HandBuilder(lang="it")
    assert builder.set_from_text("RH DH FH AH 10H KS D11")
    # R re, D donna, F fante before a suit; KS and D11 are the usual codes
    assert builder.hand == Hand.parse("H13 H12 H11 H14 H10 S13 D11")
    # shown back as learners see cards
    assert builder.text.value == "K♠ A♥ 10♥ K♥ Q♥ J♥ J♦"
    assert "R (" in builder.letters_note.value and "F (" in builder.letters_note.value
    assert builder.letters_note.layout.display != "none"


def test_english_builder_has_no_letters_and_refuses_them() -> None:
    builder = HandBuilder(lang="en")
    assert builder.letters_note.value == ""
    assert builder.letters_note.layout.display == "none"  # no empty line under the box
    assert not builder.set_from_text("RH")
    assert "invalid card &#x27;RH&#x27;" in builder.message.value


def test_an_ambiguous_token_is_worded_in_the_language_and_the_hand_kept(pseudo_language):
    builder = HandBuilder(Hand.parse("H14 H10"), lang=pseudo_language)
    assert builder.letters_note.value.startswith('<span class="pl-letters-note">[[You may also')
    assert not builder.set_from_text("RH SD")
    message = builder.message.value
    # S jack + D diamonds = J♦, S spades + D queen = Q♠: both named, in the language's words
    assert "[[&#x27;SD&#x27; can be read as Q♠ [[or]] J♦" in message
    assert "S12, D11" in message
    assert builder.hand == Hand.parse("H14 H10")  # unchanged


def test_trick_stepper_boxes_read_the_letters_and_word_an_ambiguous_token(pseudo_language):
    stepper = TrickStepper(["C9", "C10", "C11", "C12"], trump=Suit.SPADES, lang=pseudo_language)
    assert "[[You may also type" in stepper.letters_note.value
    before = tuple(stepper.hands)
    stepper.hand_texts[0].value = "SD"
    stepper.set_button.click()
    assert tuple(stepper.hands) == before
    assert "can be read as Q♠ [[or]] J♦" in stepper.message.value
    for seat, text in enumerate(("RC", "C10", "C11", "C12")):
        stepper.hand_texts[seat].value = text
    stepper.set_button.click()
    assert [hand.label for hand in stepper.hands] == ["K♣", "10♣", "J♣", "Q♣"]
