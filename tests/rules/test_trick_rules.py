"""One test per trick rule of RULES.md (PARTNERSHIP Tricks, TWO_HAND_STOCK, TWO_HAND_WIDOW).

Trump is spades in every test; tricks are written in play order. Each expected legal set is
worked out by hand from the rules quoted in the comment above it.
"""

from __future__ import annotations

import re

import pytest

from pinochle_learn import (
    PARTNERSHIP,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    Card,
    HandError,
    IllegalActionError,
    ParseError,
    Rule,
    RulesetError,
    Trick,
    can_play,
    check_play,
    legal_plays,
    play_card,
    trick_points,
    trick_winner,
)
from pinochle_learn.cards import Suit
from pinochle_learn.play import Holding, PlayWhy
from pinochle_learn.render.error_text import error_text
from pinochle_learn.trick import WinWhy


def legal(hand, trick, rules=PARTNERSHIP, **kw):
    return [str(c) for c in legal_plays(hand, trick, "S", rules, **kw).legal]


def rule_of(hand, trick, card, rules=PARTNERSHIP, **kw):
    return legal_plays(hand, trick, "S", rules, **kw).verdict(card).rule


# --- free lead ---------------------------------------------------------------------------


def test_free_lead():
    # "The leader plays any card."
    analysis = legal_plays("H14 S9 C10 D11", "", "S", PARTNERSHIP)
    assert [str(c) for c in analysis.legal] == ["S9", "H14", "D11", "C10"]
    assert {v.rule for v in analysis.verdicts} == {Rule.FREE_LEAD}
    assert analysis.winning_so_far is None


# --- must follow suit --------------------------------------------------------------------


def test_must_follow_suit():
    # Rule 1: holding hearts, the suit led, a club may not be played.
    analysis = legal_plays("H14 H9 C10", "H13 H12", "S", PARTNERSHIP)
    verdict = analysis.verdict("C10")
    assert (verdict.legal, verdict.rule) == (False, Rule.MUST_FOLLOW_SUIT)
    assert verdict.reason.code is PlayWhy.OUTSIDE_TIER
    assert verdict.reason.holding is Holding.HOLDS_LED
    assert (str(verdict.reason.card), verdict.reason.led) == ("C10", Suit.HEARTS)


def test_must_follow_suit_with_any_card_of_the_suit_when_none_can_win():
    # A♥ led: no heart beats it (a second A♥ does not), so any heart, but not the trump.
    assert legal("H10 H9 S14", "H14") == ["H10", "H9"]
    assert rule_of("H10 H9 S14", "H14", "H9") is Rule.MUST_FOLLOW_SUIT


# --- must head (win) the trick -----------------------------------------------------------


def test_must_head_trick():
    # Partner led K♥, opponent Q♥; you hold A♥ 9♥ 10♣: only A♥ beats K♥, and you must win
    # "even when the partner is winning".
    analysis = legal_plays("H14 H9 C10", "H13 H12", "S", PARTNERSHIP)
    assert [str(c) for c in analysis.legal] == ["H14"]
    assert analysis.winning_so_far == 0
    ace, nine = analysis.verdict("H14"), analysis.verdict("H9")
    assert (ace.legal, ace.rule, ace.wins) == (True, Rule.MUST_HEAD_TRICK, True)
    assert (nine.legal, nine.rule, nine.wins) == (False, Rule.MUST_HEAD_TRICK, False)
    assert (ace.reason.code, str(ace.reason.winning)) == (PlayWhy.HEADS, "H13")
    assert (nine.reason.code, str(nine.reason.winning)) == (PlayWhy.FAILS_TO_HEAD, "H13")
    assert [str(c) for c in nine.reason.cards] == ["H14"]


def test_identical_card_does_not_beat_the_first():
    # A♥ led; you hold A♥ 10♥ 9♥: of two identical cards the first played wins, so your A♥
    # cannot win and nothing can: all three are legal.
    analysis = legal_plays("H14 H10 H9", "H14", "S", PARTNERSHIP)
    assert [str(c) for c in analysis.legal] == ["H14", "H10", "H9"]
    assert analysis.verdict("H14").wins is False


def test_trick_already_trumped_any_card_of_the_suit_led():
    # 10♥ led, then 9♠ trumps; you hold A♥ J♥ 10♠. You must follow hearts, and no heart can
    # win once the trick is trumped, so A♥ or J♥; 10♠ would win but you can follow suit.
    analysis = legal_plays("H14 H11 S10", "H10 S9", "S", PARTNERSHIP)
    assert [str(c) for c in analysis.legal] == ["H14", "H11"]
    assert analysis.winning_so_far == 1
    assert analysis.verdict("S10").rule is Rule.MUST_FOLLOW_SUIT
    assert analysis.verdict("S10").wins is True
    assert analysis.verdict("H11").reason.code is PlayWhy.TRICK_TRUMPED


def test_trump_led_follow_with_trump_and_head_by_beating_the_highest_trump():
    # Q♠ (trump) led; you hold J♠ 9♠ A♥: follow with trump; neither J♠ nor 9♠ beats Q♠,
    # so either one.
    assert legal("S11 S9 H14", "S12") == ["S11", "S9"]
    # Holding A♠ as well, you must head the trick with it.
    assert legal("S14 S11 S9 H14", "S12") == ["S14"]
    assert rule_of("S14 S11 S9 H14", "S12", "S9") is Rule.MUST_HEAD_TRICK


def test_free_discard():
    # Rule 3: 10♣ led; you hold A♥ 9♦, no clubs and no trump: any card.
    analysis = legal_plays("H14 D9", "C10", "S", PARTNERSHIP)
    assert [str(c) for c in analysis.legal] == ["H14", "D9"]
    assert {v.rule for v in analysis.verdicts} == {Rule.FREE_DISCARD}
    assert not any(v.wins for v in analysis.verdicts)


# --- must trump, over-trump --------------------------------------------------------------


def test_must_trump():
    # Rule 2: Q♥ led; you have no hearts but hold 9♠: you must trump, and it wins.
    analysis = legal_plays("S9 D14 C10", "H12", "S", PARTNERSHIP)
    assert [str(c) for c in analysis.legal] == ["S9"]
    assert analysis.verdict("S9").rule is Rule.MUST_TRUMP
    assert analysis.verdict("S9").wins is True
    assert analysis.verdict("D14").rule is Rule.MUST_TRUMP


def test_must_over_trump_if_able():
    # Q♥ led, 10♠ trumps it; you have no hearts, hold A♠ 9♠: over-trump with A♠.
    analysis = legal_plays("S14 S9 D9", "H12 S10", "S", PARTNERSHIP)
    assert [str(c) for c in analysis.legal] == ["S14"]
    assert analysis.verdict("S9").rule is Rule.MUST_HEAD_TRICK
    nine = analysis.verdict("S9").reason
    assert (nine.code, nine.holding) == (PlayWhy.FAILS_TO_HEAD, Holding.VOID_HOLDS_TRUMP)


def test_must_trump_with_any_trump_when_unable_to_over_trump():
    # Q♥ led, A♠ trumps; your 10♠ and 9♠ cannot beat it: any trump, but still a trump.
    assert legal("S10 S9 D9", "H12 S14") == ["S10", "S9"]
    assert rule_of("S10 S9 D9", "H12 S14", "S10") is Rule.MUST_TRUMP


def test_identical_trump_does_not_over_trump():
    # Q♥ led, A♠ trumps; your A♠ is the second copy: it does not beat the first.
    assert legal("S14 S9", "H12 S14") == ["S14", "S9"]


# --- the seed example --------------------------------------------------------------------


def test_seed_example_each_seat():
    # RULES.md, PARTNERSHIP Tricks: trump ♠. Bill leads Q♥ (any card). Lisa has no hearts and
    # no spades: any card. You hold 9♥ 10♥ A♥: 10♥ or A♥ (both beat Q♥), though your partner
    # Bill is winning. Mike has no hearts but Q♠: he must trump, and wins with Q♠.
    bill = legal_plays("H12 H13 D9", "", "S", PARTNERSHIP)
    assert [str(c) for c in bill.legal] == ["H13", "H12", "D9"]
    lisa = legal_plays("D14 C9 C13", "H12", "S", PARTNERSHIP)
    assert [str(c) for c in lisa.legal] == ["D14", "C13", "C9"]
    assert {v.rule for v in lisa.verdicts} == {Rule.FREE_DISCARD}
    you = legal_plays("H9 H10 H14", "H12 C9", "S", PARTNERSHIP)
    assert [str(c) for c in you.legal] == ["H14", "H10"]
    assert you.winning_so_far == 0
    mike = legal_plays("S12 D10 C11", "H12 C9 H14", "S", PARTNERSHIP)
    assert [str(c) for c in mike.legal] == ["S12"]
    assert mike.verdict("S12").wins
    index, reason = trick_winner("H12 C9 H14 S12", "S")
    assert index == 3
    assert (reason.code, str(reason.card)) == (WinWhy.HIGHEST_TRUMP, "S12")


# --- TWO_HAND_STOCK and TWO_HAND_WIDOW ---------------------------------------------------


def test_stock_free_play():
    # TWO_HAND_STOCK: while the stock lasts any card may be played (no duty to follow or win).
    analysis = legal_plays("H9 S10 C9", "H14", "S", TWO_HAND_STOCK, stock_empty=False)
    assert [str(c) for c in analysis.legal] == ["S10", "H9", "C9"]
    assert {v.rule for v in analysis.verdicts} == {Rule.STOCK_FREE_PLAY}
    assert analysis.verdict("S10").wins and not analysis.verdict("H9").wins


def test_stock_end_game_must_follow_and_head():
    # The last 12 tricks: follow suit and win if able.
    assert legal("H14 H9 C9", "H10", TWO_HAND_STOCK, stock_empty=True) == ["H14"]
    assert legal("H14 H9 C9", "H10", TWO_HAND_STOCK) == ["H14"]  # stock_empty defaults to True


def test_stock_end_game_must_trump():
    # Decision: void in the suit led, a player must trump if able (what "must win" implies).
    assert legal("S9 C14", "H10", TWO_HAND_STOCK, stock_empty=True) == ["S9"]


def test_widow_tricks_follow_trump_head():
    # TWO_HAND_WIDOW: must follow suit, else trump; must win if able (as PARTNERSHIP).
    assert legal("H14 H9 C10", "H13", TWO_HAND_WIDOW) == ["H14"]
    assert legal("S9 C10", "H13", TWO_HAND_WIDOW) == ["S9"]
    # stock_empty is ignored by games without a stock.
    assert legal("S9 C10", "H13", TWO_HAND_WIDOW, stock_empty=False) == ["S9"]


# --- house-rule options ------------------------------------------------------------------


def test_must_head_trick_off():
    # House rule: no duty to win. Follow suit with any heart; trump with any trump.
    house = PARTNERSHIP.variant(name="no-head", must_head_trick=False)
    assert legal("H14 H9 C10", "H13 H12", house) == ["H14", "H9"]
    assert legal("S14 S9 D9", "H12 S10", house) == ["S14", "S9"]
    assert rule_of("H14 H9 C10", "H13 H12", "H9", house) is Rule.MUST_FOLLOW_SUIT


def test_must_beat_led_suit_after_trump_on():
    # House rule: 10♥ led, 9♠ trumps; you must still beat the highest heart (10♥) if able.
    house = PARTNERSHIP.variant(name="beat-led", must_beat_led_suit_after_trump=True)
    analysis = legal_plays("H14 H11 S10", "H10 S9", "S", house)
    assert [str(c) for c in analysis.legal] == ["H14"]
    assert analysis.verdict("H11").rule is Rule.MUST_BEAT_LED_SUIT
    jack = analysis.verdict("H11").reason
    assert (jack.code, str(jack.top_led)) == (PlayWhy.FAILS_TO_BEAT_LED, "H10")
    assert [str(c) for c in jack.cards] == ["H14"]
    # No heart of yours beats 10♥: any heart.
    assert legal("H13 H11", "H10 S9", house) == ["H13", "H11"]
    # The option refines heading, so it needs it on.
    with pytest.raises(RulesetError, match="must_head_trick"):
        house.variant(must_head_trick=False)


def test_must_trump_off():
    # House rule: void in the suit led, no duty to trump and none to win: any card.
    house = PARTNERSHIP.variant(name="no-trump-duty", must_trump=False, must_head_trick=False)
    assert legal("S9 C10", "H13", house) == ["S9", "C10"]
    assert rule_of("S9 C10", "H13", "C10", house) is Rule.FREE_DISCARD
    # With heading still on, a trump is the only way to win, so heading decides.
    heading = PARTNERSHIP.variant(name="no-trump-duty-but-head", must_trump=False)
    assert legal("S9 C10", "H13", heading) == ["S9"]
    assert rule_of("S9 C10", "H13", "C10", heading) is Rule.MUST_HEAD_TRICK


def test_must_follow_suit_off():
    # House rule: no duty to follow; heading still picks the winning cards.
    house = PARTNERSHIP.variant(name="no-follow", must_follow_suit=False)
    assert legal("H14 H9 S9 C10", "H13", house) == ["S9", "H14"]


# --- trick winner -------------------------------------------------------------------------


def test_trick_winner_identical_cards_first_played_wins():
    # D10 D14 D14 D9: the first A♦ (card 2) wins; the second A♦ does not beat it.
    index, reason = trick_winner("D10 D14 D14 D9", "S")
    assert index == 1
    assert (reason.code, reason.first_of_two) == (WinWhy.HIGHEST_OF_LED, True)
    assert Trick.parse("D10 D14 D14 D9", "S").winner == 1


def test_trick_winner_highest_trump():
    assert trick_winner("H14 S9 S14 S10", "S")[0] == 2


def test_trick_winner_highest_of_suit_led_when_no_trump():
    # Off-suit aces do not win: 10♥ led, A♦ and A♣ discarded, K♥ lower.
    index, reason = trick_winner("H10 D14 C14 H13", "S")
    assert index == 0
    assert (reason.code, reason.led, reason.first_of_two) == (
        WinWhy.HIGHEST_OF_LED,
        Suit.HEARTS,
        False,
    )


def test_trick_seats_and_adding():
    trick = Trick.parse("H13", "S", leader=3)
    assert trick.to_play == 0
    trick = trick.add(Card.parse("H12")).add(Card.parse("H14")).add(Card.parse("S9"))
    assert trick.is_complete and trick.winner == 3 and trick.winner_seat == 2
    assert trick.to_play is None


# --- counters -----------------------------------------------------------------------------


def test_counter_points_partnership():
    # A, 10, K are 10 each: A♥ 10♥ K♥ Q♥ = 30; the last trick adds 10.
    assert trick_points("H14 H10 H13 H12", PARTNERSHIP) == 30
    assert trick_points("H14 H10 H13 H12", PARTNERSHIP, last=True) == 40


def test_counter_points_two_hand_stock():
    # A, 10 are 10, K, Q are 5: 10 + 10 + 5 + 5 = 30; last trick +10.
    assert trick_points("H14 H10 H13 H12", TWO_HAND_STOCK) == 30
    assert trick_points("H14 H10", TWO_HAND_STOCK, last=True) == 30
    assert trick_points("H13 H12", TWO_HAND_STOCK) == 10


def test_counter_points_traditional():
    # TWO_HAND_WIDOW: A 11, 10 10, K 4, Q 3, J 2, 9 0: 11 + 10 + 4 + 3 = 28; J♥ 9♥ = 2.
    assert trick_points("H14 H10 H13 H12", TWO_HAND_WIDOW) == 28
    assert trick_points("H11 H9", TWO_HAND_WIDOW) == 2
    assert trick_points("H11 H9", TWO_HAND_WIDOW, last=True) == 12


def test_counter_points_follow_the_ruleset_table():
    # Counting systems are data: a house rule may switch PARTNERSHIP to traditional counting.
    house = PARTNERSHIP.variant(name="traditional", counter_points=TWO_HAND_WIDOW.counter_points)
    assert trick_points("H14 H10 H13 H12", house) == 28
    assert Trick.parse("H14 H10 H13 H12", "S").points(house, last=True) == 38


# --- check / can / apply, and bad input ---------------------------------------------------


def test_check_can_and_play_share_one_verdict():
    args = ("H14 H9 C10", "H13 H12", "S", PARTNERSHIP)
    assert can_play("H14", *args) and not can_play("H9", *args)
    hand, trick = play_card("H14", *args)
    assert (str(hand), str(trick)) == ("H9 C10", "H13 H12 H14")
    with pytest.raises(IllegalActionError) as caught:
        play_card("H9", *args)
    assert re.search(r"cannot play 'H9': 9♥ does not beat", error_text(caught.value))


def test_card_not_in_hand():
    verdict = check_play("D14", "H14 H9", "H13", "S", PARTNERSHIP)
    assert (verdict.legal, verdict.rule) == (False, Rule.NOT_IN_HAND)
    with pytest.raises(IllegalActionError) as caught:
        play_card("D14", "H14 H9", "H13", "S", PARTNERSHIP)
    assert re.search(r"cannot play 'D14': You hold no A♦", error_text(caught.value))


def test_trick_of_more_cards_than_players():
    with pytest.raises(IllegalActionError, match=r"'H9 H10 H11' has 3 cards: more than the 2"):
        legal_plays("H14", "H9 H10 H11", "S", TWO_HAND_STOCK)
    with pytest.raises(IllegalActionError, match=r"'H9 H10' is complete"):
        legal_plays("H14", "H9 H10", "S", TWO_HAND_WIDOW)


def test_bad_card_token_is_quoted():
    with pytest.raises(ParseError, match=r"'HX' at position 2"):
        legal_plays("H14 HX", "H13", "S", PARTNERSHIP)
    with pytest.raises(ParseError, match=r"invalid suit 'Z'"):
        legal_plays("H14", "H13", "Z", PARTNERSHIP)


def test_third_copy_across_hand_and_trick():
    with pytest.raises(HandError, match=r"'H14' \(A♥\) appears 3 times"):
        legal_plays("H14 H14", "H14", "S", PARTNERSHIP)


def test_empty_hand_has_no_play():
    with pytest.raises(IllegalActionError, match="empty"):
        legal_plays("", "H13", "S", PARTNERSHIP)


def test_empty_trick_has_no_winner():
    with pytest.raises(IllegalActionError, match="no winner"):
        Trick.parse("H13 H12", "S").winner  # noqa: B018
    with pytest.raises(IllegalActionError):
        trick_winner("", "S")


def test_free_discard_when_trump_is_led_and_you_hold_none():
    # Trump ♠ led (9♠); no spades in hand: any card, and the reason does not say "no trump" twice.
    analysis = legal_plays("D10 C11 C9", "S9", "S", PARTNERSHIP)
    assert [str(c) for c in analysis.legal] == ["D10", "C11", "C9"]
    ten = analysis.verdict("D10").reason
    assert (ten.code, ten.holding) == (PlayWhy.CANNOT_WIN, Holding.VOID_TRUMP_LED)
