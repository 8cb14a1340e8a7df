"""THREE_HAND_CUTTHROAT on the round engine: one test per rule of ``docs/rules.md``,
THREE_HAND_CUTTHROAT (named after its id), values worked by hand.

Three players each for themselves; 15 cards each and a widow of 3; an auction; the bid winner
takes the widow, names trump and buries 3 cards that count for them; everyone melds; 15
tricks; the bid winner makes the bid or loses it, the others add their own points; 1500 wins.
"""

from __future__ import annotations

import random

import pytest

from pinochle_learn import THREE_HAND_CUTTHROAT, find_ruleset
from pinochle_learn.actions import Bid, Bury, DeclareTrump, Pass, Play, action_from_dict
from pinochle_learn.cards import DECK, Card, Rank, Suit
from pinochle_learn.errors import RulesetError
from pinochle_learn.hand import Hand
from pinochle_learn.meld import solve_meld
from pinochle_learn.play import legal_plays
from pinochle_learn.players import choose_action, choose_bury
from pinochle_learn.procedure import AUCTION_ROUND, Phase
from pinochle_learn.reasons import Why
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.render.score_sentences import game_text, score_sentence
from pinochle_learn.scoring import GameWhy, ScoreWhy, decide_game, score_round
from pinochle_learn.seats import Seat
from pinochle_learn.state import GameState, RoundState, deal_from_seed
from pinochle_learn.trick import Trick

CUT = THREE_HAND_CUTTHROAT
N, E, S = Seat.NORTH, Seat.EAST, Seat.SOUTH


def dealt(seed: int = 3, dealer: Seat = S) -> RoundState:
    return RoundState(CUT, dealer).apply(deal_from_seed(seed, dealer, CUT))


def won_by_north(seed: int = 3) -> RoundState:
    """South deals; North (left of the dealer) bids 250, East and South pass."""
    state = dealt(seed)
    for action in (Bid(N, 250), Pass(E), Pass(S)):
        state = state.apply(action)
    return state


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def test_cutthroat_seats_three_players_each_a_side_of_their_own():
    assert find_ruleset("three-hand") is CUT and find_ruleset("cutthroat") is CUT
    assert CUT.players == 3 and CUT.sides == ((0,), (1,), (2,))
    assert [CUT.side_of(seat) for seat in (N, E, S)] == [0, 1, 2]
    state = RoundState(CUT, S)
    assert state.totals == (0, 0, 0)


def test_cutthroat_deal_fifteen_each_in_threes_and_the_last_three_the_widow():
    shuffled = list(DECK)
    random.Random(3).shuffle(shuffled)
    deal = deal_from_seed(3, S, CUT)
    # South deals: North (left of the dealer) gets packets 0, 3, 6, 9, 12 of three cards.
    north = [c for k in range(5) for c in shuffled[9 * k : 9 * k + 3]]
    assert deal.hands[N] == tuple(north)
    assert deal.hands[S] == tuple(c for k in range(5) for c in shuffled[9 * k + 6 : 9 * k + 9])
    assert deal.stock == tuple(shuffled[45:])
    state = RoundState(CUT, S).apply(deal)
    assert [len(h) for h in state.hands] == [15, 15, 15] and len(state.stock) == 3
    assert state.phase is Phase.AUCTION
    # the deal passes to the left: South, then North
    game = GameState.new(CUT, first_dealer=S)
    assert game.round.dealer is S


def test_cutthroat_auction_left_of_the_dealer_first_passes_are_final():
    state = dealt()
    assert state.to_act is N
    state = state.apply(Bid(N, 250)).apply(Bid(E, 260))
    assert not state.can(Bid(S, 265))  # raises of exactly 10
    state = state.apply(Pass(S)).apply(Bid(N, 270))
    assert state.to_act is E  # South has passed: skipped
    state = state.apply(Pass(E))
    assert state.bidder is N and state.bid == 270


def test_cutthroat_stuck_dealer_wins_at_250_when_the_first_two_pass():
    state = dealt().apply(Pass(N)).apply(Pass(E))
    assert state.bidder is S and state.bid == 250
    assert state.auction is not None and state.auction.stuck


def test_cutthroat_widow_goes_face_up_into_the_bid_winners_hand():
    before = dealt()
    widow = before.stock
    state = won_by_north()
    assert state.phase is Phase.TRUMP and state.to_act is N
    assert state.stock == ()
    assert len(state.hands[N]) == 18
    assert sorted(state.hands[N].cards) == sorted((*before.hands[N].cards, *widow))
    assert state.hands[E] == before.hands[E] and state.hands[S] == before.hands[S]


def test_cutthroat_trump_named_by_the_bid_winner_before_the_bury():
    state = won_by_north()
    assert not state.can(DeclareTrump(E, Suit.HEARTS))
    state = state.apply(DeclareTrump(N, Suit.HEARTS))
    assert state.trump is Suit.HEARTS and state.phase is Phase.BURY and state.to_act is N


def test_cutthroat_bury_three_held_cards_that_count_for_the_bid_winner():
    state = won_by_north().apply(DeclareTrump(N, Suit.HEARTS))
    hand = state.hands[N]
    two = hand.cards[:2]
    short = state.check(Bury(N, two))
    assert not short.legal and short.reason.code is Why.BURY_COUNT
    assert short.reason.count == 3 and short.reason.figures == (2,)
    assert reason_text(short.reason) == "North must bury exactly 3 cards, not 2"
    missing = next(c for c in DECK if hand.count(c) == 0)
    absent = state.check(Bury(N, (*two, missing)))
    assert not absent.legal and absent.reason.code is Why.BURY_NOT_HELD
    assert absent.reason.cards == (missing,)
    # a card held once cannot be buried twice
    single = next(c for c in hand.cards if hand.count(c) == 1)
    twice = state.check(Bury(N, (single, single, two[0] if two[0] != single else two[1])))
    assert not twice.legal and twice.reason.code is Why.BURY_NOT_HELD
    assert not state.check(Pass(N)).legal
    # any three held cards: the aces, tens and kings among them are worth 10 each to North
    chosen = hand.cards[-3:]
    worth = 10 * sum(c.rank in (Rank.ACE, Rank.TEN, Rank.KING) for c in chosen)
    after = state.apply(Bury(N, chosen))
    assert after.buried == chosen and len(after.hands[N]) == 15
    assert after.phase is Phase.TRICKS and after.tricks == ()
    assert after.counters(0) == worth and after.counters(1) == after.counters(2) == 0
    assert Bury(N, chosen) == action_from_dict(Bury(N, chosen).to_dict())


def test_cutthroat_meld_every_player_from_their_own_fifteen_cards():
    state = won_by_north().apply(DeclareTrump(N, Suit.SPADES))
    state = state.apply(Bury(N, state.hands[N].cards[:3]))
    for seat in (N, E, S):
        assert len(state.hands[seat]) == 15
        expected = solve_meld(state.hands[seat], Suit.SPADES, CUT, near_misses=0).total
        assert state.melds[seat].total == expected == state.team_meld(int(seat))
    # the partnership table: a run in trump with an extra king is 190 here too
    run = solve_meld(cards("S14 S10 S13 S13 S12 S11"), Suit.SPADES, CUT, near_misses=0)
    assert run.total == 190


def test_cutthroat_tricks_the_bid_winner_leads_and_fifteen_are_played():
    state = won_by_north().apply(DeclareTrump(N, Suit.CLUBS))
    state = state.apply(Bury(N, state.hands[N].cards[:3]))
    assert state.trick is not None and state.trick.leader == N and state.to_act is N
    assert CUT.tricks_per_round == 15
    # the partnership duties: East must head North's K♥ with A♥ (10♥ and A♥ both beat it)
    trick = Trick(Suit.CLUBS, cards("H13"), int(N), 3)
    analysis = legal_plays(cards("H9 H10 H14 C9"), trick, Suit.CLUBS, CUT)
    assert sorted(str(c) for c in analysis.legal) == ["H10", "H14"]


def test_cutthroat_counting_250_with_the_bury():
    rng = random.Random(11)
    for seed in range(4):
        state = dealt(seed)
        while not state.is_over:
            state = state.apply(choose_action(state, rng))
        assert len(state.tricks) == 15
        buried = 10 * sum(c.rank in (Rank.ACE, Rank.TEN, Rank.KING) for c in state.buried)
        in_tricks = sum(t.points(CUT, last=n == 15) for n, t in enumerate(state.tricks, start=1))
        assert in_tricks + buried == 250 == sum(state.counters(side) for side in range(3))


def test_cutthroat_no_tricks_a_defender_with_no_trick_points_scores_nothing():
    s = score_round(CUT, bid=300, bidding_team=0, meld=(150, 40, 80), tricks=(170, 80, 0))
    assert s.deltas == (320, 120, 0)
    assert s.teams[2].reason.code is ScoreWhy.NOTHING


def test_cutthroat_made_the_bid_winner_adds_all_when_meld_and_tricks_reach_the_bid():
    # East bid 300: 200 meld + 120 trick points = 320 >= 300, so East adds 320.
    s = score_round(CUT, bid=300, bidding_team=1, meld=(60, 200, 20), tricks=(50, 120, 80))
    assert s.made and s.deltas == (110, 320, 100)
    assert score_sentence(s.reasons[0]) == (
        "Player 1 made their bid of 300: 200 meld + 120 trick points = 320, so they add all 320."
    )


def test_cutthroat_set_the_bid_is_subtracted():
    # North bid 350: 100 meld + 150 trick points = 250 < 350, so North loses 350.
    s = score_round(
        CUT, bid=350, bidding_team=0, meld=(100, 40, 60), tricks=(150, 60, 40), totals=(200, 0, 0)
    )
    assert not s.made and s.deltas == (-350, 100, 100) and s.totals == (-150, 100, 100)
    nothing = score_round(CUT, bid=250, bidding_team=0, meld=(300, 0, 0), tricks=(0, 150, 100))
    assert nothing.deltas == (-250, 150, 100)
    assert nothing.teams[0].reason.code is ScoreWhy.SET_NO_TRICKS


def test_cutthroat_defenders_each_add_their_own_points():
    s = score_round(CUT, bid=260, bidding_team=2, meld=(40, 90, 200), tricks=(30, 100, 120))
    assert s.deltas == (70, 190, 320)
    assert [r.code for r in s.reasons] == [ScoreWhy.MADE, ScoreWhy.COUNTED, ScoreWhy.COUNTED]


def test_cutthroat_no_throw_in_every_hand_is_played():
    assert CUT.procedure is not None and Phase.THROW_IN not in CUT.procedure.phases
    assert CUT.throw_in_margin is None


def test_cutthroat_target_1500_wins():
    s = score_round(
        CUT,
        bid=300,
        bidding_team=1,
        meld=(60, 200, 20),
        tricks=(50, 120, 80),
        totals=(1000, 1200, 1300),
    )
    assert s.totals == (1110, 1520, 1400) and s.winner == 1
    assert s.game_reason.code is GameWhy.REACHES
    goes_on = score_round(CUT, bid=300, bidding_team=1, meld=(0, 300, 0), tricks=(0, 250, 0))
    assert goes_on.winner is None
    assert game_text(goes_on.game_reason) == "No player has reached 1500: the game goes on."


def test_cutthroat_several_reach_the_bid_winner_else_the_higher_total():
    assert decide_game((1510, 1600, 900), CUT, bidding_team=0)[0] == 0
    winner, why = decide_game((1510, 1600, 900), CUT, bidding_team=2)
    assert winner == 1 and why.code is GameWhy.HIGHER_TOTAL
    tie, why = decide_game((1550, 1550, 1000), CUT, bidding_team=2)
    assert tie is None and why.code is GameWhy.BOTH_EQUAL


def test_the_computer_buries_the_cards_that_cost_the_least_meld():
    hand = cards("S14 S10 S13 S12 S11 D11 C9 C9 H9 H11")
    # the three 9s outside trump cost no meld; the run, the J♦ (pinochle leg) and J♥ stay
    assert sorted(choose_bury(Hand(hand), Suit.SPADES, CUT)) == sorted(cards("C9 C9 H9"))


# -- bad input: a ruleset whose table cannot be played is refused, naming the field ----------


def test_a_side_with_no_seat_is_refused():
    with pytest.raises(RulesetError, match=r"sides=.*side 1 has no seat"):
        CUT.variant(sides=((0, 1, 2), ()))


def test_a_seat_in_two_sides_is_refused():
    with pytest.raises(RulesetError, match=r"sides=.*seat 1 is in two sides"):
        CUT.variant(sides=((0, 1), (1, 2)))


def test_a_seat_on_no_side_is_refused():
    with pytest.raises(RulesetError, match=r"sides=.*seat 2 is on no side"):
        CUT.variant(sides=((0,), (1,)))


def test_hands_and_widow_that_are_not_the_deck_are_refused():
    with pytest.raises(RulesetError, match=r"hand_size=14: 3 hands of 14 and a widow of 3"):
        CUT.variant(hand_size=14, procedure=CUT.procedure)
    with pytest.raises(RulesetError, match=r"hand_size=15: 3 hands of 15 and a widow of 0"):
        CUT.variant(kitty=0, procedure=AUCTION_ROUND)
    with pytest.raises(RulesetError, match=r"kitty=0: a widow for the bid winner"):
        CUT.variant(kitty=0)


def test_five_players_are_refused():
    with pytest.raises(RulesetError, match=r"players=5"):
        CUT.variant(players=5)


def test_a_bury_by_another_player_is_not_their_turn():
    state = won_by_north().apply(DeclareTrump(N, Suit.HEARTS))
    verdict = state.check(Bury(E, state.hands[E].cards[:3]))
    assert not verdict.legal and verdict.reason.code is Why.NOT_YOUR_TURN
    assert not state.can(Play(N, state.hands[N].cards[0]))


def test_the_two_sided_solver_refuses_a_three_sided_game():
    from pinochle_learn.solver.position import Position, PositionError

    with pytest.raises(PositionError, match="rules 'cutthroat': the solver plays two sides"):
        Position(CUT, Suit.HEARTS, ("H14 S9", "H10 S10", "H13 S13"), N)


def test_a_computer_bidder_counts_on_the_widow_it_will_take():
    # players.hand_value: best meld + BASE_TRICK_POINTS 120 + WIDOW_CARD 10 a widow card (3
    # in cutthroat: 30) + 10 an ace beyond a fair share (15 // 6 = 2) + 10 a trump beyond 5.
    # This hand: a dix pair in every suit (meld 20 whatever trump), no other meld, one ace
    # (one fewer than its share: -10), no suit longer than 4: 20 + 120 + 30 - 10 = 160.
    from pinochle_learn.players import hand_value

    hand = Hand.parse("S9 S9 H9 H9 C9 C9 D9 D9 S11 H11 C12 D12 S13 H13 C14")
    assert hand_value(hand, THREE_HAND_CUTTHROAT) == 160
