"""DOUBLE_DECK: one test per rule of ``docs/rules.md``, DOUBLE_DECK (ids ``#dd.*``).

The 80-card deck (four copies of A 10 K Q J in each suit, no nines), 20 cards each, an auction
from 50, single to quadruple melds, counters worth 1 and the last trick 2 (50 in all), game
500. Values are worked out by hand from the rules; the rules' conftest checks every hand solved
here against the fast meld evaluator too.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pinochle_learn.actions import Bid, Deal, DeclareTrump, Pass
from pinochle_learn.cards import EIGHTY_CARD_DECK, STANDARD_DECK, Card, Deck, Rank, Suit
from pinochle_learn.errors import HandError, RulesetError
from pinochle_learn.hand import Hand
from pinochle_learn.meld import solve_meld
from pinochle_learn.meldkinds import MeldKind
from pinochle_learn.play import legal_plays
from pinochle_learn.players import choose_action
from pinochle_learn.reasons import Why
from pinochle_learn.ruleset import DOUBLE_DECK, PARTNERSHIP, find_ruleset
from pinochle_learn.scoring import can_throw_in, score_round
from pinochle_learn.seats import Seat
from pinochle_learn.state import Phase, RoundState, deal_from_seed
from pinochle_learn.trick import Trick

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
DD = DOUBLE_DECK


def dealt(seed: int = 4, dealer: Seat = W) -> RoundState:
    return RoundState(DD, dealer).apply(deal_from_seed(seed, dealer, DD))


def total(cards: str, trump: str = "H") -> int:
    return solve_meld(cards, trump, DD).total


def kinds(cards: str, trump: str = "H") -> list[tuple[MeldKind, int]]:
    return [(m.kind, m.points) for m in solve_meld(cards, trump, DD).melds]


def times(text: str, n: int) -> str:
    return " ".join([text] * n)


# Cards and deal ----------------------------------------------------------------------------


def test_dd_deck_80_cards_four_copies_of_a_10_k_q_j_no_nines():
    assert DD.deck is EIGHTY_CARD_DECK
    assert EIGHTY_CARD_DECK.size == 80 == len(EIGHTY_CARD_DECK.cards)
    assert set(Counter(EIGHTY_CARD_DECK.cards).values()) == {4}
    assert {c.rank for c in EIGHTY_CARD_DECK.cards} == {
        Rank.ACE,
        Rank.TEN,
        Rank.KING,
        Rank.QUEEN,
        Rank.JACK,
    }
    # A hand may hold the four copies; a fifth, or a nine, is no card of this deck.
    assert Hand.parse("S12 S12 S12 S12", EIGHTY_CARD_DECK).count(Card.parse("S12")) == 4
    with pytest.raises(HandError, match=r"a fifth 'S12'.*only four copies"):
        Hand.parse("S12 S12 S12 S12 S12", EIGHTY_CARD_DECK)
    with pytest.raises(HandError, match=r"'H9'.*no 9s"):
        Hand.parse("H9", EIGHTY_CARD_DECK)
    with pytest.raises(HandError, match=r"a fifth 'S12'"):
        solve_meld("S12 S12 S12 S12 S12", "H", DD)
    # The standard deck still refuses a third copy.
    with pytest.raises(HandError, match=r"a third 'S12'.*only two copies"):
        Hand.parse("S12 S12 S12")


def test_dd_hands_all_80_cards_dealt_20_each():
    deal = deal_from_seed(4, W, DD)
    assert [len(h) for h in deal.hands] == [20, 20, 20, 20] and deal.stock == ()
    assert Counter(c for h in deal.hands for c in h) == Counter(EIGHTY_CARD_DECK.cards)
    state = dealt()
    assert state.phase is Phase.AUCTION and state.to_act is N  # left of the dealer bids first
    # A deal of the 48-card deck is no deal of this game.
    short = deal_from_seed(4, W, PARTNERSHIP)
    verdict = RoundState(DD, W).check(Deal(W, short.hands, short.stock))
    assert not verdict.legal


def test_dd_identical_the_first_of_identical_cards_wins():
    trick = Trick.parse("H14 H14 H10 H14", "S", copies=4)
    assert trick.winner == 0
    trick = Trick.parse("H10 S11 S11 H14", "S", copies=4)
    assert trick.winner == 1  # two J♠ trumps: the first played wins


# Auction, trump and passing ----------------------------------------------------------------


def test_dd_min_bid_opening_is_50_and_a_stuck_dealer_plays_at_50():
    state = dealt(dealer=W)
    assert [a.amount for a in state.legal_actions() if isinstance(a, Bid)] == [50]
    assert not state.check(Bid(N, 60)).legal
    for seat in (N, E, S):
        state = state.apply(Pass(seat))
    assert (state.phase, state.bidder, state.bid) == (Phase.TRUMP, W, 50)


def test_dd_raise_by_1_2_3_4_5_or_10():
    state = dealt(dealer=W).apply(Bid(N, 50))
    amounts = sorted(a.amount for a in state.legal_actions() if isinstance(a, Bid))
    assert amounts == [51, 52, 53, 54, 55, 60]
    assert not state.check(Bid(E, 56)).legal
    assert state.check(Bid(E, 55)).legal


def test_dd_trump_the_bid_winner_names_any_suit_and_leads():
    state = dealt(dealer=W).apply(Bid(N, 50))
    for seat in (E, S, W):
        state = state.apply(Pass(seat))
    assert (state.phase, state.to_act) == (Phase.TRUMP, N)
    state = state.apply(DeclareTrump(N, Suit.CLUBS))
    while state.phase is not Phase.TRICKS:
        state = state.apply(choose_action(state))
    assert state.trump is Suit.CLUBS and state.to_act is N and not state.tricks


def test_dd_no_passing_after_trump_the_hands_stay_as_dealt():
    state = dealt(dealer=W).apply(Bid(N, 50))
    for seat in (E, S, W):
        state = state.apply(Pass(seat))
    before = state.hands
    state = state.apply(DeclareTrump(N, Suit.HEARTS))
    assert state.phase not in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK)
    assert state.hands == before and [len(h) for h in state.hands] == [20] * 4


# Meld --------------------------------------------------------------------------------------


def test_dd_meld_classes_a_card_once_per_class():
    # Q♠ serves in a spades marriage (class 1), the pinochle (class 2) and queens around
    # (class 3): 2 + 4 + 6.
    assert total("S13 S12 H12 D12 C12 D11") == 12
    # Two queens around need two Q of each suit: one Q♥ cannot serve twice in class 3.
    assert total("S12 S12 H12 D12 D12 C12 C12") == 6


def test_dd_run_single_double_triple_quadruple():
    run = "H14 H10 H13 H12 H11"
    assert kinds(run) == [(MeldKind.RUN, 15)]
    assert kinds(times(run, 2)) == [(MeldKind.DOUBLE_RUN, 150)]
    assert kinds(times(run, 3)) == [(MeldKind.TRIPLE_RUN, 225)]
    assert kinds(times(run, 4)) == [(MeldKind.QUADRUPLE_RUN, 300)]
    # No run with an extra king: a run and a royal marriage, 15 + 4.
    assert total("H14 H10 H13 H13 H12 H12 H11") == 19
    assert total("H14 H10 H13 H13 H12 H11") == 15
    # A run is only in trump: the same cards in spades are a marriage, 2.
    assert total(run.replace("H", "S")) == 2


def test_dd_marriage_4_in_trump_2_elsewhere_each_counted_alone():
    assert total("H13 H12") == 4
    assert total("H13 H12 H13 H12") == 8
    assert total(times("H13 H12", 4)) == 16
    assert total("S13 S12 S13 S12 S13 S12") == 6
    # A marriage in each suit (a "round house" elsewhere): no bonus, 4 + 2 + 2 + 2 in class 1;
    # the same cards are also kings around (8) and queens around (6) in class 3.
    result = solve_meld("S13 S12 H13 H12 D13 D12 C13 C12", "H", DD)
    assert result.class_totals == {1: 10, 2: 0, 3: 14}


def test_dd_pinochle_4_30_90_500():
    assert total("S12 D11", "C") == 4
    assert total(times("S12 D11", 2), "C") == 30
    assert total(times("S12 D11", 3), "C") == 90
    assert total(times("S12 D11", 4), "C") == 500
    assert total("S12 S12 S12 D11 D11", "C") == 30  # two J♦: a double pinochle at most


def test_dd_around_single_double_triple_quadruple():
    aces = "S14 H14 D14 C14"
    assert [total(times(aces, n), "C") for n in (1, 2, 3, 4)] == [10, 100, 150, 200]
    kings = "S13 H13 D13 C13"
    # Kings around also hold a K without its Q: no marriage; trump ♣ has no Q♣ either.
    assert [total(times(kings, n), "C") for n in (1, 2, 3, 4)] == [8, 80, 120, 160]
    jacks = "S11 H11 D11 C11"
    assert [total(times(jacks, n), "C") for n in (1, 2, 3, 4)] == [4, 40, 60, 80]
    queens = "S12 H12 D12 C12"
    # Queens around hold Q♠; J♦ is missing, so no pinochle.
    assert [total(times(queens, n), "C") for n in (1, 2, 3, 4)] == [6, 60, 90, 120]


def test_dd_no_dix_a_meld_of_a_missing_rank_is_refused():
    assert MeldKind.DIX not in DD.meld_points
    with pytest.raises(RulesetError, match=r"meld_points\['dix'\].*needs 9"):
        DD.variant(meld_points={**DD.meld_points, MeldKind.DIX: 1})
    # The partnership's table with the 80-card deck: its dix is refused, naming the field.
    with pytest.raises(RulesetError, match=r"meld_points\['dix'\]"):
        PARTNERSHIP.variant(deck=EIGHTY_CARD_DECK)


def test_dd_examples():
    double_run = "H14 H14 H10 H10 H13 H13 H12 H12 H11 H11"
    assert total(double_run) == 150
    assert kinds(double_run + " H13 H12") == [
        (MeldKind.DOUBLE_RUN, 150),
        (MeldKind.ROYAL_MARRIAGE, 4),
    ]
    assert kinds("S12 S12 S12 D11 D11 D11", "H") == [(MeldKind.TRIPLE_PINOCHLE, 90)]


# Tricks and counting -----------------------------------------------------------------------


def test_dd_tricks_follow_trump_head_and_20_tricks():
    # Q♥ led, trump ♠: holding J♥ A♥ A♠ you must follow and win: A♥ only.
    assert legal_plays("H11 H14 S14", "H12", "S", DD).legal == (Card.parse("H14"),)
    # No heart: you must trump.
    assert legal_plays("S11 D14", "H12", "S", DD).legal == (Card.parse("S11"),)
    # A trick may hold three or four copies of one card.
    assert legal_plays("H14", "H14 H14 H14", "S", DD).legal == (Card.parse("H14"),)
    state = dealt()
    rng = random.Random(4)
    while state.phase is not Phase.OVER:
        state = state.apply(choose_action(state, rng))
    assert not state.thrown_in  # this seed is played out
    assert len(state.tricks) == 20 == DD.tricks_per_round


def test_dd_counters_a_10_k_worth_1_last_trick_2_total_50():
    assert DD.total_trick_points == 50
    assert [DD.counter_points[r] for r in (Rank.ACE, Rank.TEN, Rank.KING)] == [1, 1, 1]
    assert [DD.counter_points[r] for r in (Rank.QUEEN, Rank.JACK)] == [0, 0]
    assert DD.last_trick_points == 2
    # 3 ranks (A 10 K) x 4 suits x 4 copies = 48 counters, + 2 = 50; the standard deck: 250.
    assert 3 * 4 * 4 + 2 == 50 and PARTNERSHIP.total_trick_points == 250
    state = dealt()
    rng = random.Random(9)
    while state.phase is not Phase.OVER:
        state = state.apply(choose_action(state, rng))
    score = state.score
    assert score is not None
    assert not state.thrown_in
    assert sum(t.trick_points for t in score.teams) == 50


def test_dd_score_made_set_and_no_trick_points():
    made = score_round(DD, bid=60, bidding_team=0, meld=(30, 12), tricks=(31, 19))
    assert made.deltas == (61, 31)
    set_ = score_round(DD, bid=60, bidding_team=0, meld=(30, 12), tricks=(29, 21))
    assert set_.deltas == (-60, 33)
    shut_out = score_round(DD, bid=60, bidding_team=0, meld=(30, 12), tricks=(50, 0))
    assert shut_out.deltas == (80, 0)


def test_dd_throw_in_when_the_bid_exceeds_meld_by_more_than_50():
    assert can_throw_in(101, 50, DD)
    assert not can_throw_in(100, 50, DD)


def test_dd_game_500_and_the_bidder_wins_when_both_reach_it():
    one = score_round(DD, bid=60, bidding_team=0, meld=(40, 10), tricks=(30, 20), totals=(440, 0))
    assert one.totals == (510, 30) and one.winner == 0
    both = score_round(
        DD, bid=60, bidding_team=1, meld=(20, 40), tricks=(20, 30), totals=(490, 440)
    )
    assert both.totals == (530, 510) and both.winner == 1


# Bad input ---------------------------------------------------------------------------------


def test_a_deck_that_cannot_hold_the_hands_is_refused_naming_hand_size():
    with pytest.raises(
        RulesetError,
        match=r"hand_size=12: 4 hands of 12 and a widow of 0 are 48 cards, not the deck's 80",
    ):
        DD.variant(hand_size=12)
    with pytest.raises(RulesetError, match="hand_size=20: 4 hands of that size need more than 48"):
        DD.variant(deck=STANDARD_DECK, meld_points={MeldKind.RUN: 15})


def test_a_deck_value_that_is_not_a_deck_is_refused_naming_deck():
    with pytest.raises(RulesetError, match="deck="):
        PARTNERSHIP.variant(deck="80")
    with pytest.raises(ValueError, match="copies=0"):
        Deck((Rank.ACE,), 0)


def test_the_preset_is_found_by_name_and_plays_a_deal_it_refuses_when_short():
    assert find_ruleset("double-deck") is DD and find_ruleset("DOUBLE_DECK") is DD
    state = RoundState(DD, W)
    verdict = state.check(Deal(W, ((),) * 4, ()))
    assert not verdict.legal and verdict.reason.code is Why.DEAL_SHAPE


def test_the_trick_solver_refuses_the_80_card_deck_naming_the_rules():
    from pinochle_learn.solver import Position, PositionError

    with pytest.raises(PositionError, match="rules 'double-deck': the solver takes decks of two"):
        Position(DD, "C", ["H14", "H10", "S14", "D14"], N)
