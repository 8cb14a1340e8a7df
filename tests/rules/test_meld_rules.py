"""One test per meld rule of RULES.md (PARTNERSHIP Meld, TWO_HAND_WIDOW, TWO_HAND_STOCK).

Every expected value is worked out by hand from the RULES.md meld table in the comment above it.
Trump is hearts unless the test says otherwise.
"""

from __future__ import annotations

import pytest

from pinochle_learn import (
    PARTNERSHIP,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    Card,
    HandError,
    MeldKind,
    Suit,
    solve_meld,
)
from pinochle_learn.meld import NoteWhy
from pinochle_learn.render.meld_sentences import meld_name, near_miss_text, note_text


def kinds(result):
    return sorted(m.kind.value for m in result.melds)


def test_run_is_150():
    # A 10 K Q J of hearts = run 150; the spade, club and diamond nines are not trump: no dix.
    r = solve_meld("H14 H10 H13 H12 H11 S9 S9 C9 C11 D9 D10 C10", "H", PARTNERSHIP)
    assert r.total == 150
    assert kinds(r) == ["run"]
    assert [str(c) for c in r.melds[0].cards] == ["H14", "H10", "H13", "H12", "H11"]


def test_run_with_extra_king_is_190():
    r = solve_meld("H14 H10 H13 H13 H12 H11 S9 C9 C11 D9 D10 C10", "H", PARTNERSHIP)
    assert r.total == 190
    assert kinds(r) == ["run_extra_king"]


def test_run_with_extra_queen_is_190():
    r = solve_meld("H14 H10 H13 H12 H12 H11 S9 C9 C11 D9 D10 C10", "H", PARTNERSHIP)
    assert r.total == 190
    assert kinds(r) == ["run_extra_queen"]


def test_run_with_royal_marriage_is_230_not_run_plus_marriage():
    # J Q Q K K 10 A of hearts: one "run with royal marriage" 230, not run 150 + royal marriage 40.
    r = solve_meld("H14 H10 H13 H13 H12 H12 H11 S9 C11 D9 D10 C10", "H", PARTNERSHIP)
    assert r.total == 230
    assert kinds(r) == ["run_royal_marriage"]
    assert [(n.code, n.points, n.parts_total) for n in r.notes] == [(NoteWhy.COMBINED, 230, 190)]


def test_double_run_is_1500():
    r = solve_meld("H14 H14 H10 H10 H13 H13 H12 H12 H11 H11 S9 C10", "H", PARTNERSHIP)
    assert r.total == 1500
    assert kinds(r) == ["double_run"]


def test_double_run_with_dix_is_1510():
    r = solve_meld("H14 H14 H10 H10 H13 H13 H12 H12 H11 H11 H9 C10", "H", PARTNERSHIP)
    assert r.total == 1510
    assert kinds(r) == ["dix", "double_run"]


def test_dix_is_10_for_each_nine_of_trump():
    # Both 9s of hearts: 2 x 10. The other nines, tens and jacks make nothing.
    r = solve_meld("H9 H9 S10 S11 C10 C11 D10 D11 S9 C9 D9 D14", "H", PARTNERSHIP)
    assert r.total == 20
    assert kinds(r) == ["dix", "dix"]


def test_royal_marriage_is_40_and_two_outside_a_run_are_80():
    r = solve_meld("H13 H12 H13 H12 S9", "H", PARTNERSHIP)
    assert r.total == 80
    assert kinds(r) == ["royal_marriage", "royal_marriage"]


def test_common_marriage_is_20():
    r = solve_meld("C13 C12 D13 D12", "H", PARTNERSHIP)
    assert r.total == 40
    assert sorted(meld_name(m) for m in r.melds) == ["common marriage in ♣", "common marriage in ♦"]


def test_pinochle_is_40():
    r = solve_meld("S12 D11", "H", PARTNERSHIP)
    assert (r.total, kinds(r)) == (40, ["pinochle"])


def test_double_pinochle_is_300():
    r = solve_meld("S12 S12 D11 D11", "H", PARTNERSHIP)
    assert (r.total, kinds(r)) == (300, ["double_pinochle"])


@pytest.mark.parametrize(
    ("rank", "single", "double"),
    [("14", 100, 1000), ("13", 80, 800), ("12", 60, 600), ("11", 40, 400)],
)
def test_arounds_and_double_arounds(rank, single, double):
    # Seven aces (one suit short of double) still make only aces around 100; all eight, 1000.
    suits = "S H D C".split()
    seven = " ".join(f"{s}{rank}" for s in suits) + " " + " ".join(f"{s}{rank}" for s in suits[:3])
    eight = " ".join(f"{s}{rank}" for s in suits for _ in range(2))
    # Trump clubs, and no other meld: queens would marry kings, so check the around class alone.
    assert solve_meld(seven, "C", PARTNERSHIP).class_totals[3] == single
    assert solve_meld(eight, "C", PARTNERSHIP).class_totals[3] == double


def test_seven_aces_are_100_and_eight_are_1000():
    assert solve_meld("S14 S14 H14 H14 D14 D14 C14", "H", PARTNERSHIP).total == 100
    assert solve_meld("S14 S14 H14 H14 D14 D14 C14 C14", "H", PARTNERSHIP).total == 1000


def test_a_card_serves_once_per_class_in_partnership():
    # Trump spades. Q♠ fills the run (class 1), the pinochle (class 2) and queens around
    # (class 3): 150 + 40 + 60 = 250.
    hand = "S12 D11 H12 C12 D12 S13 S14 S10 S11 H10 C10 D10"
    r = solve_meld(hand, "S", PARTNERSHIP)
    assert r.total == 250
    assert r.class_totals == {1: 150, 2: 40, 3: 60}
    queen = Card.parse("S12")
    assert [m.kind for m in r.uses_of(queen)] == [
        MeldKind.RUN,
        MeldKind.PINOCHLE,
        MeldKind.QUEENS_AROUND,
    ]
    assert [card for card, _ in r.reused] == [queen]


def test_each_card_in_one_meld_only_in_two_hand_widow():
    # Same hand, TWO_HAND_WIDOW: the one Q♠ can fill only one meld. The run (150) beats
    # pinochle 40 + queens around 60 = 100 (they would need two queens of spades): 150.
    hand = "S12 D11 H12 C12 D12 S13 S14 S10 S11 H10 C10 D10"
    r = solve_meld(hand, "S", TWO_HAND_WIDOW)
    assert r.total == 150
    assert kinds(r) == ["run"]
    assert r.reused == ()


def test_within_a_class_a_card_serves_once():
    # Q♥ in a hearts marriage and queens around, but not also a run: trump hearts,
    # A 10 K Q J of hearts + Q♠ Q♦ Q♣. Class 1: run 150 (Q♥ is in it, so no marriage
    # on top); class 3: queens around 60 with the same Q♥.
    r = solve_meld("H14 H10 H13 H12 H11 S12 D12 C12", "H", PARTNERSHIP)
    assert r.class_totals == {1: 150, 2: 0, 3: 60}


def test_widow_run_and_marriage_need_separate_cards():
    # TWO_HAND_WIDOW has no "run with royal marriage": with K K Q Q it scores run 150 plus a
    # royal marriage 40 from the second king and queen = 190.
    r = solve_meld("H14 H10 H13 H13 H12 H12 H11", "H", TWO_HAND_WIDOW)
    assert r.total == 190
    assert kinds(r) == ["royal_marriage", "run"]


def test_widow_dix_both_nines_20():
    assert solve_meld("H9 H9", "H", TWO_HAND_WIDOW).total == 20


def test_stock_double_pinochle_is_80_and_double_aces_200():
    assert solve_meld("S12 S12 D11 D11", "H", TWO_HAND_STOCK).total == 80
    assert solve_meld("S14 S14 H14 H14 D14 D14 C14 C14", "H", TWO_HAND_STOCK).total == 200


def test_empty_and_partial_hands_are_allowed():
    assert solve_meld("", "S", PARTNERSHIP).total == 0
    assert solve_meld("S9", Suit.SPADES, PARTNERSHIP).total == 10


def test_more_cards_than_a_deal_is_refused():
    thirteen = "S14 S10 S13 S12 S11 S9 H14 H10 H13 H12 H11 H9 D9"
    with pytest.raises(HandError, match="13 cards: a hand in partnership holds at most 12"):
        solve_meld(thirteen, "S", PARTNERSHIP)


def test_unused_cards_are_listed():
    r = solve_meld("S12 D11 H9 C10", "S", PARTNERSHIP)
    assert [str(c) for c in r.unused] == ["H9", "C10"]


def test_near_miss_names_the_card_and_gain():
    # Run with extra queen of hearts (190); one more K♥ makes run with royal marriage (230): +40.
    r = solve_meld("H14 H10 H13 H12 H12 H11", "H", PARTNERSHIP)
    best = r.near_misses[0]
    assert (str(best.card), best.gain) == ("H13", 40)
    assert [m.kind for m in best.gained] == [MeldKind.RUN_ROYAL_MARRIAGE]
    assert [m.kind for m in best.replaced] == [MeldKind.RUN_EXTRA_QUEEN]
    assert (
        near_miss_text(best)
        == "one more K♥: run with royal marriage (replaces run with extra queen), +40"
    )


def test_a_meld_crowded_out_by_the_reuse_rule_is_explained():
    # Widow: the one Q♠ serves in the run, so the pinochle and queens around it would make
    # are not scored, and the explanation says why.
    hand = "S12 D11 H12 C12 D12 S13 S14 S10 S11 H10 C10 D10"
    notes = solve_meld(hand, "S", TWO_HAND_WIDOW).notes
    crowded = {(n.code, n.kind, str(n.card), n.other.kind) for n in notes if n.other}
    assert (NoteWhy.CROWDED_OUT, MeldKind.PINOCHLE, "S12", MeldKind.RUN) in crowded
    assert (
        "pinochle (Q♠ J♦) is not scored: Q♠ already serves in the run, "
        "and each card serves in one meld only"
    ) in [note_text(n) for n in notes]
    # Partnership: K♥ Q♥ in the run are not also a royal marriage (one meld per class).
    notes = solve_meld("H14 H10 H13 H12 H11 S12 D12 C12", "H", PARTNERSHIP).notes
    assert [(n.code, n.kind, str(n.card)) for n in notes] == [
        (NoteWhy.CROWDED_OUT, MeldKind.ROYAL_MARRIAGE, "H13")
    ]
    assert note_text(notes[0]) == (
        "royal marriage (K♥ Q♥) is not scored: K♥ already serves in the run, "
        "and a card serves in only one meld of each class"
    )
