"""Rules of the two-hand stock game that need no round engine (RULES.md, TWO_HAND_STOCK),
named as issue 8 lists them; values worked out by hand."""

from __future__ import annotations

from pinochle_learn import DECK, TWO_HAND_STOCK, game_result, legal_plays, trick_points


def labels(analysis):
    return [c.label for c in analysis.legal]


def test_during_the_stock_any_card_is_legal():
    # Trump spades, K♥ led: while the stock lasts A♥, 9♥ and 10♠ may all be played.
    analysis = legal_plays("H14 H9 S10", "H13", "S", TWO_HAND_STOCK, stock_empty=False)
    assert sorted(labels(analysis)) == sorted(["A♥", "9♥", "10♠"])


def test_last_12_tricks_trump_spades_k_hearts_led_only_the_ace():
    # Follow suit (A♥ or 9♥) and win the trick if able: only A♥ beats K♥.
    analysis = legal_plays("H14 H9 S10", "H13", "S", TWO_HAND_STOCK, stock_empty=True)
    assert labels(analysis) == ["A♥"]


def test_counters_sum_to_250_over_a_round():
    # 8 aces and 8 tens at 10, 8 kings and 8 queens at 5: 160 + 80 = 240, and the last trick 10.
    assert trick_points(DECK, TWO_HAND_STOCK, last=True) == 250
    assert TWO_HAND_STOCK.total_trick_points == 250


def test_a_game_ends_at_1000():
    target = TWO_HAND_STOCK.target_score
    assert target == 1000
    assert game_result((1000, 640), 0, target, players=2)[0] == 0
    assert game_result((990, 640), 0, target, players=2)[0] is None
