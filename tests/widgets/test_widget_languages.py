"""Each widget speaks its own language (issue 23): ``lang=`` given, its drawing and its
callbacks speak it; ``None``, the page's. Two widgets in one kernel may speak two languages.

A pseudo-language stands in for Italian: every message of its catalogue comes back wrapped in
``[[ ]]``, so a word that went through ``_()`` shows, and one that did not is caught.
"""

from __future__ import annotations

import re

import pytest

from pinochle_learn import Bid, Card, Seat
from pinochle_learn.render import i18n
from pinochle_widgets.views.auction_explorer import AuctionExplorer
from pinochle_widgets.views.cutthroat_table import CutthroatTable
from pinochle_widgets.views.hand_builder import HandBuilder
from pinochle_widgets.views.house_rules import HouseRules
from pinochle_widgets.views.meld_explainer import meld_lesson_app
from pinochle_widgets.views.score_calculator import EXAMPLES, ScoreCalculator
from tests.pseudo_catalogue import use_pseudo_language

PSEUDO = "it"


@pytest.fixture
def pseudo_language(monkeypatch: pytest.MonkeyPatch) -> str:
    """Make :data:`PSEUDO` a language whose catalogue brackets every message."""
    use_pseudo_language(monkeypatch, {PSEUDO})
    return PSEUDO


def _plain(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def test_two_auction_explorers_in_one_kernel_speak_two_languages(pseudo_language: str) -> None:
    italian = AuctionExplorer(Seat.NORTH, lang=pseudo_language)
    english = AuctionExplorer(Seat.NORTH)
    # drawn: labels, tooltips, the seat to act
    assert italian.back_button.description == "[[◀ Step back]]"
    assert english.back_button.description == "◀ Step back"
    assert italian.dealer_picker.description == "[[Dealer]]"
    assert italian.dealer_picker.tooltips[0].startswith("[[")
    assert "[[<strong>[[East]]</strong> to act: choose one.]]" in italian.to_act.value
    assert [b.description for b in italian.action_buttons.values()] == ["[[Bid 250]]", "[[Pass]]"]
    assert [b.description for b in english.action_buttons.values()] == ["Bid 250", "Pass"]
    # callbacks (a click, the page's messages) speak each widget's own language
    italian.button(Bid(Seat.EAST, 250)).click()
    english.button(Bid(Seat.EAST, 250)).click()
    said = _plain(italian.message.value)
    assert said.startswith("[[") and said.endswith(".]]")
    assert "{" not in said and "East" in said  # placeholders filled after translation
    assert "[[" not in english.message.value and "East" in english.message.value
    assert "[[Bid 260]]" in [b.description for b in italian.action_buttons.values()]
    italian.step_back()
    assert "[[Took back: " in italian.message.value
    english.step_back()
    assert "Took back: " in english.message.value and "[[" not in english.message.value


def test_a_widget_without_lang_speaks_the_pages_language(pseudo_language: str) -> None:
    with i18n.speaking(pseudo_language):
        builder = HandBuilder()
    assert builder.set_button.description == "[[Set hand]]"
    # lang=None: a click outside any block speaks the process's language (English here)
    builder.add(Card.parse("H14"))
    assert "Added A♥." in builder.message.value and "[[" not in builder.message.value


def test_the_hand_builder_speaks_its_language_in_callbacks(pseudo_language: str) -> None:
    builder = HandBuilder(lang=pseudo_language)
    assert builder.text.placeholder == "[[e.g. A♥ 10♥ KH QS 9d]]"
    assert builder.picker_card("A♥")["reason"] == "[[You hold 0. Click to add a copy.]]"
    builder.picker_for("A♥").click("A♥")
    assert "[[Added A♥.]]" in builder.message.value
    builder.set_from_text("H14 QX")
    assert "[[Could not set the hand: " in builder.message.value
    assert "[[" in builder.status.value and "pl-hand-count" in builder.status.value


def test_game_table_controls_and_panels_speak_the_tables_language(
    pseudo_language: str,
) -> None:
    table = CutthroatTable(seed=3, lang=pseudo_language)
    assert table.controls.back_button.description == "[[◀ Step back]]"
    assert table.controls.replay_button.tooltip == "[[the same round again from [[the deal]]]]"
    assert table.show_all.description == "[[Show all hands]]"
    table.controls.back_button.click()
    assert "[[This is your first choice of the round.]]" in table.message.value
    english = CutthroatTable(seed=3)
    english.controls.back_button.click()
    assert "This is your first choice of the round." in english.message.value
    assert "[[" not in english.message.value


def test_meld_lesson_and_house_rules_speak_their_language(pseudo_language: str) -> None:
    app = meld_lesson_app("H14 H10 H13", lang=pseudo_language)
    assert app.explainer.show_table.description == "[[Show the melds as a table]]"
    assert "[[Its meld]]" in app.children[1].value
    app.explainer.show_table.value = True  # a callback: the table's heads in its language
    assert "[[meld points]]" in app.explainer.table.value
    house = HouseRules(lang=pseudo_language)
    assert house.deal_button.description == "[[Deal]]"
    house.deal_button.click()
    assert "[[Your hand, " in house.caption.value and "[[" in house.message.value


def test_score_calculator_examples_and_rule_options_speak_its_language(
    pseudo_language: str,
) -> None:
    """The example buttons (EXAMPLES' titles) and the house-rule options are English ids
    marked ``N_``: shown, they go through ``_()`` in the calculator's language."""
    calc = ScoreCalculator(examples=EXAMPLES, lang=pseudo_language)
    assert calc.example_buttons["Bid 300 made"].description == "[[Bid 300 made]]"
    zero = dict((value, text) for text, value in calc.zero_picker.options)
    assert all("[[" in text and text.count("[[") == 2 for text in zero.values()), zero
    assert any("[[meld always counts]]" in text for text in zero.values()), zero
    penalty = [text for text, _value in calc.penalty_picker.options]
    assert any("[[a bidder who is set loses the bid]]" in text for text in penalty), penalty
    assert calc.zero_picker.description == "[[No trick points]]"
