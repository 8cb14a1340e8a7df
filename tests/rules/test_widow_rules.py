"""TWO_HAND_WIDOW on the round engine: one test per rule of ``RULES.md``, TWO_HAND_WIDOW.

Building: draw, keep it and discard the next unseen, or discard it and keep the next; players
alternate, the dealer first; the discard pile is turned over when the widow runs out; a
player who can draw only one card keeps it; 24 cards each. Then an auction a pass ends, trump,
one meld with each card in one meld only, 24 tricks, traditional counting, the shortfall set.
"""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_learn.actions import Bid, Deal, DeclareTrump, Discard, Keep, Pass, Play
from pinochle_learn.cards import DECK, Card, Suit
from pinochle_learn.errors import IllegalActionError
from pinochle_learn.meld import solve_meld
from pinochle_learn.play import PlayWhy, Rule, legal_plays
from pinochle_learn.players import choose_action
from pinochle_learn.reasons import Reason, Why
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.play_sentences import play_sentence
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.ruleset import PARTNERSHIP, TWO_HAND_WIDOW, SetPenalty
from pinochle_learn.scoring import score_round
from pinochle_learn.seats import Seat
from pinochle_learn.state import GameState, Phase, RoundState, deal_from_seed

N, E = Seat.NORTH, Seat.EAST
WIDOW = TWO_HAND_WIDOW


def shuffled(seed: int = 5, dealer: Seat = N) -> RoundState:
    return RoundState(WIDOW, dealer).apply(deal_from_seed(seed, dealer, WIDOW))


def built(seed: int = 5, dealer: Seat = N) -> RoundState:
    state = shuffled(seed, dealer)
    while state.phase is Phase.BUILD:
        state = state.apply(Keep(state.to_act))
    return state


def test_the_deal_is_the_whole_deck_face_down_as_the_widow():
    state = shuffled()
    assert state.phase is Phase.BUILD
    assert [len(h) for h in state.hands] == [0, 0]
    assert sorted(state.stock) == sorted(DECK) and state.discards == ()
    refused = state.check(Deal(N, ((), ()), tuple(DECK[:47])))
    assert not refused.legal


def test_the_dealer_builds_first_le_croupier_tire_la_carte_du_dessus_de_la_veuve():
    """Seed 004 item 3: "le croupier tire la carte du dessus de la veuve" (the dealer draws the
    top card of the widow); then "l'autre joueur prend alors un tour": players alternate."""
    state = shuffled(dealer=N)
    assert state.to_act is N
    top = state.stock[0]
    state = state.apply(Keep(N))
    assert state.hands[N].cards == (top,) and state.to_act is E
    state = state.apply(Keep(E))
    assert state.to_act is N
    assert shuffled(dealer=E).to_act is E


def test_keep_takes_the_card_drawn_and_discards_the_next_unseen():
    state = shuffled()
    first, second = state.stock[:2]
    assert state.drawn == first
    after = state.apply(Keep(N))
    assert after.hands[N].cards == (first,)
    assert after.discards == (second,)
    assert after.stock == state.stock[2:]


def test_discard_puts_the_card_drawn_on_the_pile_and_keeps_the_next():
    state = shuffled()
    first, second = state.stock[:2]
    after = state.apply(Discard(N))
    assert after.hands[N].cards == (second,)
    assert after.discards == (first,)


@pytest.mark.parametrize("action", [Keep, Discard])
def test_keep_then_discard_and_discard_then_keep_are_refused_out_of_turn(action):
    state = shuffled(dealer=N)  # North, the dealer, builds first
    verdict = state.check(action(E))
    assert not verdict.legal
    assert verdict.reason == Reason(Why.NOT_YOUR_TURN, seat=N, other=E)
    assert reason_text(verdict.reason) == "it is North's turn, not East's"
    with pytest.raises(IllegalActionError) as caught:
        state.apply(action(E))
    assert re.search("refused in the building: it is North's turn", error_text(caught.value))


def test_the_discard_pile_turned_over_is_drawn_first_discarded_first():
    """Decision (seed 004 item 4 says only "puis toutes les cartes dans la pile rejeter"): the
    pile turned over is drawn in the order it was discarded, the first card discarded first."""
    state = shuffled()
    order = state.stock
    for _ in range(24):  # 24 keeps use the 48 cards of the widow: 24 kept, 24 discarded
        state = state.apply(Keep(state.to_act))
    assert state.stock == () and state.discards == order[1::2]
    # The pile turned over: the first card discarded is the next drawn, by the dealer (turn 25).
    assert state.drawn == order[1] and state.to_act is N
    state = state.apply(Keep(state.to_act))
    # North keeps it and discards the next (the fourth card of the first widow) unseen.
    assert state.hands[N].count(order[1]) >= 1
    assert state.discards == (order[3],) and state.stock == order[5::2]


def test_a_player_who_can_draw_only_one_card_keeps_it():
    state = shuffled()
    while sum(len(h) for h in state.hands) < 47:
        state = state.apply(Keep(state.to_act))
    seat = state.to_act
    assert state.legal_actions() == [Keep(seat)]
    verdict = state.check(Discard(seat))
    assert not verdict.legal and verdict.reason == Reason(Why.MUST_KEEP_LAST, seat=seat)
    assert (
        reason_text(verdict.reason)
        == f"only one card is left to draw: {seat.name.capitalize()} must keep it"
    )
    state = state.apply(Keep(seat))
    assert state.phase is Phase.AUCTION


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.data())
def test_building_always_ends_with_24_cards_each_every_card_in_one_hand(seed, data):
    state = shuffled(seed, data.draw(st.sampled_from([N, E])))
    while state.phase is Phase.BUILD:
        state = state.apply(data.draw(st.sampled_from(state.legal_actions())))
    assert [len(h) for h in state.hands] == [24, 24]
    assert sorted(c for h in state.hands for c in h) == sorted(DECK)
    assert state.stock == () and state.discards == ()


def test_the_widow_auction_ends_on_the_first_pass():
    state = built(dealer=N)
    assert (state.phase, state.to_act) == (Phase.AUCTION, E)
    state = state.apply(Bid(E, 250)).apply(Bid(N, 260)).apply(Bid(E, 270))
    assert state.phase is Phase.AUCTION
    assert not state.check(Bid(N, 290)).legal  # raises of 10 only
    state = state.apply(Pass(N))
    assert (state.phase, state.bidder, state.bid) == (Phase.TRUMP, E, 270)


def test_a_first_pass_leaves_the_dealer_at_250():
    state = built(dealer=N).apply(Pass(E))
    assert (state.phase, state.bidder, state.bid) == (Phase.TRUMP, N, 250)


def test_widow_meld_uses_each_card_once_40_not_60():
    hand = "S13 S12 D11 H10 C10 D10 H11 C11 S9 C9 D9 S10"
    # Q♠ makes a pinochle (40) with J♦ or a spade marriage (20) with K♠, not both.
    assert solve_meld(hand, "H", WIDOW).total == 40
    assert [m.kind.name for m in solve_meld(hand, "H", WIDOW).melds] == ["PINOCHLE"]


def test_meld_is_worked_out_once_after_trump_and_the_bidder_leads():
    state = built(dealer=N).apply(Bid(E, 250)).apply(Pass(N))
    state = state.apply(DeclareTrump(E, Suit.HEARTS))
    assert state.phase is Phase.TRICKS and state.to_act is E
    assert [m.total for m in state.melds] == [
        solve_meld(h, Suit.HEARTS, WIDOW, near_misses=0).total for h in state.hands
    ]


def computer_round(seed: int) -> RoundState:
    rng = random.Random(seed)
    state = shuffled(seed)
    while not state.is_over:
        state = state.apply(choose_action(state, rng))
    return state


def test_24_tricks_and_traditional_counters_sum_to_250():
    state = computer_round(3)
    assert len(state.tricks) == 24
    # A 11, 10 10, K 4, Q 3, J 2, 9 0: 8 x 30 = 240 in the cards, and 10 for the last trick.
    taken = sum(WIDOW.counter_points[c.rank] for t in state.tricks for c in t.cards)
    assert taken == 240
    assert state.counters(0) + state.counters(1) == 250


def test_a_trick_follows_suit_trumps_and_heads_as_in_partnership():
    # Trump spades, Q♥ led: holding 9♥ A♥ K♣ you must follow and head the trick with A♥;
    # holding no heart but Q♠ you must trump.
    assert legal_plays("H9 H14 C13", "H12", "S", WIDOW).legal == (Card.parse("H14"),)
    assert legal_plays("S12 C13 D9", "H12", "S", WIDOW).legal == (Card.parse("S12"),)


def test_a_bidder_at_300_who_takes_270_loses_the_shortfall_30():
    score = score_round(WIDOW, bid=300, bidding_team=0, meld=(150, 60), tricks=(120, 130))
    assert score.teams[0].delta == -30  # 300 - (150 + 120)
    assert score.teams[1].delta == 60 + 130


def test_a_bidder_at_300_who_takes_270_loses_300_under_the_bid_option():
    rules = WIDOW.variant(set_penalty=SetPenalty.BID)
    score = score_round(rules, bid=300, bidding_team=0, meld=(150, 60), tricks=(120, 130))
    assert score.teams[0].delta == -300


def test_the_game_is_won_at_1000():
    score = score_round(
        WIDOW, bid=250, bidding_team=1, meld=(0, 300), tricks=(50, 200), totals=(0, 600)
    )
    assert score.winner == 1 and score.totals == (50, 1100)
    game = GameState.new(WIDOW, first_dealer=N)
    assert game.round.dealer is N and game.round.to_act is N


def bid_won(seed: int = 5, dealer: Seat = N, rules=WIDOW) -> RoundState:
    """Built, East (the non-dealer) bids 250 and North passes: East names trump and leads."""
    state = RoundState(rules, dealer).apply(deal_from_seed(seed, dealer, rules))
    while state.phase is Phase.BUILD:
        state = state.apply(Keep(state.to_act))
    return state.apply(Bid(E, 250)).apply(Pass(N))


def test_the_bidder_leads_a_trump_first_mene_une_carte_maitresse():
    """Seed 004 item 12: "le joueur qui a remporté la vente aux enchères mène une carte
    maîtresse" (the bid winner leads a trump): at the first trick, holding a trump, every
    non-trump is refused by the rule ``first_lead_trump`` and its reason names it."""
    state = bid_won().apply(DeclareTrump(E, Suit.HEARTS))
    hand = state.hands[E]
    trumps = {c for c in hand if c.suit is Suit.HEARTS}
    others = {c for c in hand if c.suit is not Suit.HEARTS}
    assert trumps and others  # seed 5: East holds both
    assert state.to_act is E and set(a.card for a in state.legal_actions()) == trumps
    analysis = state.play_analysis()
    assert analysis is not None and analysis.rule is Rule.FIRST_LEAD_TRUMP
    assert all(v.rule is Rule.FIRST_LEAD_TRUMP for v in analysis.verdicts)
    card = min(others)
    verdict = state.check(Play(E, card))
    assert not verdict.legal and verdict.reason.code is PlayWhy.FIRST_LEAD_NOT_TRUMP
    assert reason_text(verdict.reason, ("You", "Lisa"), int(E)) == (
        "Lisa leads the first trick as the bid winner and holds a trump (hearts): the first "
        f"lead must be a trump, so {card.label} may not be led."
    )
    with pytest.raises(IllegalActionError):
        state.apply(Play(E, card))
    # The second trick's leader leads any card again.
    state = state.apply(Play(E, min(trumps)))
    state = state.apply(state.legal_actions()[0])
    leader = state.to_act
    assert leader is not None
    assert {a.card for a in state.legal_actions()} == set(state.hands[leader])


def test_a_bidder_with_no_trump_leads_any_card_and_the_rule_says_why():
    analysis = legal_plays("D9 H14 C10", "", "S", WIDOW, first_lead=True)
    assert set(analysis.legal) == {Card.parse(c) for c in ("D9", "H14", "C10")}
    assert {v.reason.code for v in analysis.verdicts} == {PlayWhy.NO_TRUMP_TO_LEAD}
    assert play_sentence(analysis.verdict("H14").reason) == (
        "You lead the first trick as the bid winner: the first lead must be a trump if you "
        "hold one; you hold no trump (spades), so any card may be led, A♥ too."
    )
    later = legal_plays("D9 S14 C10", "", "S", WIDOW)  # not the first lead: any card
    assert set(later.legal) == {Card.parse(c) for c in ("D9", "S14", "C10")}


def test_first_lead_trump_off_as_a_house_rule_and_off_in_partnership():
    house = WIDOW.variant(name="free-lead", first_lead_trump=False)
    state = bid_won(rules=house).apply(DeclareTrump(E, Suit.HEARTS))
    assert {a.card for a in state.legal_actions()} == set(state.hands[E])
    assert PARTNERSHIP.first_lead_trump is False and WIDOW.first_lead_trump is True
    assert legal_plays("S9 H14", "", "S", PARTNERSHIP, first_lead=True).rule is Rule.FREE_LEAD
