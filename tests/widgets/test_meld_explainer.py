"""MeldExplainer driven headless; expected totals worked out by hand from RULES.md, Meld."""

from __future__ import annotations

import re

from pinochle_learn import PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW, Card, Hand, Suit
from pinochle_widgets import HandBuilder, MeldExplainer, meld_lesson_app

Q_SPADES_HAND = "S12 D11 H12 C12 D12 S13 S14 S10 S11 H10 C10 D10"


def shown_total(explainer: MeldExplainer) -> int:
    match = re.search(r'id="meld-total"[^>]*>(\d+)<', explainer.explanation.value)
    assert match is not None, explainer.explanation.value
    return int(match.group(1))


def test_clicked_hearts_run_then_trump_change() -> None:
    # A 10 K Q J of hearts, trump hearts: run 150 (class 1).
    # Trump spades: no run; K♥ Q♥ is a common marriage, 20.
    builder = HandBuilder()
    explainer = MeldExplainer(builder, trump=Suit.HEARTS)
    for text in ("A♥", "10♥", "K♥", "Q♥", "J♥"):
        builder.picker_for(text).click(text)
    assert shown_total(explainer) == 150
    assert 'data-kind="run"' in explainer.explanation.value
    explainer.trump_picker.value = Suit.SPADES
    assert explainer.trump is Suit.SPADES
    assert shown_total(explainer) == 20
    assert "common marriage in ♥" in explainer.explanation.value


def test_run_with_royal_marriage_is_230_not_190() -> None:
    explainer = MeldExplainer(hand=Hand.parse("H11 H12 H12 H13 H13 H10 H14"), trump=Suit.HEARTS)
    assert shown_total(explainer) == 230
    assert "rather than run 150 + royal marriage 40 = 190" in explainer.explanation.value


def test_two_hearts_marriages_outside_a_run_are_2_x_40() -> None:
    explainer = MeldExplainer(hand=Hand.parse("H13 H12 H13 H12"), trump=Suit.HEARTS)
    assert shown_total(explainer) == 80
    assert explainer.explanation.value.count('data-kind="royal_marriage"') == 2


def test_q_spades_hand_partnership_250_then_widow_150() -> None:
    # Partnership: run 150 + pinochle 40 + queens around 60 = 250 (Q♠ in all three classes).
    # Two-hand-widow: each card in one meld only: the run 150 beats pinochle + queens 100.
    builder = HandBuilder(Hand.parse(Q_SPADES_HAND))
    explainer = MeldExplainer(builder, trump=Suit.SPADES, ruleset=PARTNERSHIP)
    assert shown_total(explainer) == 250
    assert "Q♠ serves in run, pinochle and queens around" in explainer.explanation.value
    explainer.rules_picker.value = TWO_HAND_WIDOW
    assert explainer.ruleset is TWO_HAND_WIDOW
    assert builder.ruleset is TWO_HAND_WIDOW
    assert shown_total(explainer) == 150
    assert "one meld only" in explainer.rules_note.value


def test_explainer_follows_builder_trait_assignment() -> None:
    builder = HandBuilder()
    explainer = MeldExplainer(builder, trump=Suit.CLUBS)
    assert shown_total(explainer) == 0
    # Aces around: one ace of each suit, 100 (class 3).
    builder.hand = Hand.parse("S14 H14 D14 C14")
    assert shown_total(explainer) == 100
    assert 'class="pl-class pl-class-3"' in explainer.explanation.value


def test_too_many_cards_for_the_rules_shows_a_message_not_a_traceback() -> None:
    builder = HandBuilder(ruleset=TWO_HAND_WIDOW)
    explainer = MeldExplainer(builder, trump=Suit.SPADES, ruleset=TWO_HAND_WIDOW)
    builder.deal(9)
    builder.hand = Hand(builder.hand.cards[:20])
    assert explainer.result is not None
    explainer.rules_picker.value = PARTNERSHIP
    assert explainer.result is None
    text = explainer.explanation.value
    assert "This hand has 20 cards" in text
    assert "at most 12" in text
    assert "Remove 8 cards" in text
    assert "Traceback" not in text
    assert 'id="meld-total"' not in text
    # Back to the widow: the explanation returns.
    explainer.rules_picker.value = TWO_HAND_WIDOW
    assert explainer.result is not None
    assert shown_total(explainer) == explainer.result.total


def test_stock_rules_come_with_a_note() -> None:
    explainer = MeldExplainer(hand=Hand.parse("S12 D11"), trump=Suit.HEARTS)
    explainer.rules_picker.value = TWO_HAND_STOCK
    assert "one meld after each trick won" in explainer.rules_note.value
    assert shown_total(explainer) == 40


def test_table_of_melds_on_request() -> None:
    explainer = MeldExplainer(hand=Hand.parse(Q_SPADES_HAND), trump=Suit.SPADES)
    assert explainer.table.value == ""
    explainer.show_table.value = True
    table = explainer.table.value
    assert "pl-meld-table" in table
    assert "queens around" in table and "Q♠ Q♥ Q♦ Q♣" in table
    explainer.trump_picker.value = Suit.HEARTS
    # Trump hearts: no run; K♠ Q♠ common marriage 20 + pinochle 40 + queens around 60 = 120.
    assert shown_total(explainer) == 120
    assert "run" not in explainer.table.value
    assert "common marriage in ♠" in explainer.table.value


def test_trump_buttons_have_tooltips_and_no_icons() -> None:
    explainer = MeldExplainer()
    assert explainer.trump_picker.tooltips == (
        "Spades are trump",
        "Hearts are trump",
        "Diamonds are trump",
        "Clubs are trump",
    )
    labels = [label for label, _ in explainer.trump_picker.options]
    assert labels == ["♠ spades", "♥ hearts", "♦ diamonds", "♣ clubs"]


def test_meld_lesson_app_composes_the_two() -> None:
    app = meld_lesson_app(trump=Suit.DIAMONDS)
    assert app.builder in app.children and app.explainer in app.children
    # Double pinochle: both J♦ and both Q♠, 300 in partnership.
    app.builder.text.value = "S12 S12 D11 D11"
    app.builder.set_button.click()
    assert shown_total(app.explainer) == 300


def test_a_full_hand_says_near_misses_need_a_card_given_up() -> None:
    app = meld_lesson_app("H14 H10 H13 H12 S9 S9 C9 C9 D9 D9 C11 C11", trump=Suit.HEARTS)
    html = app.explainer.explanation.value
    assert "The hand is full (12 of 12): each of these would need a card given up" in html
    assert "one more" not in html
    app.builder.remove(Card.parse("C11"))  # 11 cards: one more card may be added
    html = app.explainer.explanation.value
    assert "Near misses: one more card would add" in html and "The hand is full" not in html


def test_the_meld_table_ends_with_the_total() -> None:
    from pinochle_learn import PARTNERSHIP, solve_meld
    from pinochle_widgets import meld_table_html

    html = meld_table_html(solve_meld("H14 H10 H13 H12 H11 S12 D11", "H", PARTNERSHIP))
    # run 150 + pinochle 40 (RULES.md, PARTNERSHIP Meld)
    assert html.rstrip().endswith(
        "<td></td>\n      <td>total</td>\n      <td></td>\n      <td>190</td>\n    </tr>\n"
        "  </tbody>\n</table>"
    )
    assert "total" not in meld_table_html(solve_meld("S9", "H", PARTNERSHIP))


def test_an_empty_hand_lists_no_near_misses() -> None:
    from pinochle_learn import Hand
    from pinochle_widgets import MeldExplainer

    explainer = MeldExplainer(hand=Hand())
    assert "Near misses" not in explainer.explanation.value
    explainer.hand = Hand.parse("H13")
    assert "Near misses" in explainer.explanation.value  # one more Q♥: royal marriage


def test_the_double_deck_examples_clicked_in_the_builder() -> None:
    # docs/rules.md #dd.examples: Q♠ Q♠ Q♠ J♦ J♦ J♦ is a triple pinochle, 90; trump ♥ with
    # A A 10 10 K K Q Q J J of hearts a double run, 150, and with K♥ Q♥ more 150 + 4 = 154.
    from pinochle_learn.ruleset import DOUBLE_DECK

    app = meld_lesson_app(ruleset=DOUBLE_DECK)
    for text in ("Q♠", "Q♠", "Q♠", "J♦", "J♦", "J♦"):
        app.builder.picker_for(text).click(text)
    assert shown_total(app.explainer) == 90
    assert "four copies" in app.explainer.rules_note.value
    app.builder.clear()
    for text in ("A♥", "10♥", "K♥", "Q♥", "J♥") * 2:
        app.builder.picker_for(text).click(text)
    assert shown_total(app.explainer) == 150
    app.builder.picker_for("K♥").click("K♥")
    app.builder.picker_for("Q♥").click("Q♥")
    assert shown_total(app.explainer) == 154
