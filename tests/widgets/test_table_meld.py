"""TableMeld driven headless: the seed's melding one at a time (RULES.md, TWO_HAND_STOCK)."""

from __future__ import annotations

from pinochle_learn import Card, MeldKind, Suit
from pinochle_learn.tablemeld import TableRule
from pinochle_widgets import TableMeld

K = MeldKind


def lay(widget: TableMeld, kind: MeldKind, suit: Suit | None = None) -> None:
    widget.meld_picker.value = (kind, suit)
    widget.meld_button.click()


def test_marriage_then_run_40_plus_150_then_step_back():
    widget = TableMeld("H14 H10 H13 H12 H11 C9", "H")
    widget.win_button.click()
    lay(widget, K.ROYAL_MARRIAGE)
    assert widget.step.table.points == 40
    assert "data-points='40'" in widget.table_box.value
    lay(widget, K.RUN)  # no trick won since: refused, nothing changes
    assert "one meld per trick won" in widget.message.value
    assert widget.step.table.points == 40
    widget.win_button.click()
    lay(widget, K.RUN)
    assert widget.step.table.points == 190
    assert "extends the royal marriage" in widget.message.value
    widget.back_button.click()
    widget.back_button.click()
    assert widget.step.table.points == 40
    assert "Stepped back" in widget.message.value


def test_a_queen_played_from_queens_around_leaves_three_that_cannot_score_again():
    widget = TableMeld("S12 H12 D12 C12 H12", "D")
    widget.win_button.click()
    lay(widget, K.QUEENS_AROUND)
    widget.play_picker.value = Card.parse("H12")
    widget.play_button.click()
    widget.win_button.click()
    options = widget.step.table.options(widget.step.hand)
    assert [(v.kind, v.rule) for v in options] == [
        (K.QUEENS_AROUND, TableRule.AROUND_NEEDS_NEW_CARDS)
    ]
    assert 'data-rule="around_needs_new_cards"' in widget.options_box.value


def test_hint_names_the_marriage_first_and_both_orders():
    widget = TableMeld("H14 H10 H13 H12 H11", "H")
    widget.hint_button.click()
    hint = widget.hint_box.value
    assert "lay down the <strong>royal marriage</strong> now" in hint
    assert 'data-total="190"' in hint and 'data-total="150"' in hint
