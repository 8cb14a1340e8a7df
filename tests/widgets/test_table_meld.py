"""TableMeld driven headless: the seed's melding one at a time (RULES.md, TWO_HAND_STOCK)."""

from __future__ import annotations

import random
import re

from pinochle_learn import DECK, Card, Hand, MeldKind, Suit
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
    widget.hint_button.click()  # before a trick is won: for the next trick won, not now
    hint = widget.hint_box.value
    assert (
        "no meld may be laid down now, one per trick won; after your next trick won, lay down "
        "the <strong>royal marriage</strong>" in hint
    )
    widget.win_button.click()
    widget.hint_button.click()
    hint = widget.hint_box.value
    assert "lay down the <strong>royal marriage</strong> now" in hint
    assert 'data-total="190"' in hint and 'data-total="150"' in hint


def _agree(widget: TableMeld) -> None:
    """The hint and the list of melds say the same thing (issue 22 point 10)."""
    widget.hint_button.click()
    hint, listed = widget.hint_box.value, widget.options_box.value
    if re.search(r"lay down the <strong>[^<]*</strong> now", hint):  # the words say "now"
        assert "<strong>Now</strong>" in listed and "pl-allowed" in listed, (hint, listed)
    first = re.search(r'data-first="(\w+)"', hint)
    if first is None:  # no meld to plan: the list has no meld to lay down either
        assert "pl-allowed" not in listed or "Once you win a trick" in listed
        return
    allowed = set(re.findall(r'class="pl-allowed" data-rule="\w+" data-kind="(\w+)"', listed))
    now = 'data-now="true"' in hint
    if now:  # "lay down X now": the list says "Now" and X may be laid down
        assert "<strong>Now</strong>" in listed and first.group(1) in allowed, (hint, listed)
    elif "<strong>Now</strong>" in listed:  # no meld now: every meld listed now is refused
        assert not allowed, (hint, listed)
    else:  # before a trick is won: X is one of the melds offered once you win one
        assert first.group(1) in allowed, (hint, listed)


def test_the_hint_and_the_list_agree_over_seeded_hands_and_steps():
    for seed in range(25):
        rng = random.Random(seed)
        cards = rng.sample(DECK, 12)
        widget = TableMeld(Hand(cards), rng.choice(list(Suit)))
        for _ in range(8):
            _agree(widget)
            move = rng.choice(["win", "lay", "lay", "play"])
            if move == "win":
                widget.win_button.click()
            elif move == "lay" and widget.meld_picker.options:
                widget.meld_picker.index = rng.randrange(len(widget.meld_picker.options))
                widget.meld_button.click()
            elif move == "play" and widget.play_picker.options:
                widget.play_button.click()
        _agree(widget)
        # Just after a meld is laid down: no meld now, and the hint says so.
        widget.win_button.click()
        legal = [v for v in widget.step.table.options(widget.step.hand) if v.legal]
        if legal:
            lay(widget, legal[0].kind, legal[0].suit if legal[0].kind.needs_suit else None)
            _agree(widget)
            assert 'data-now="false"' in widget.hint_box.value or "No meld" in (
                widget.hint_box.value
            )
