"""The round of PARTNERSHIP as a state machine: one test per rule of RULES.md it enforces.

Deals come from a seed (``deal_from_seed``) so every test replays exactly; values are worked
out from the rules and from the cards the test can read off the state.
"""

from __future__ import annotations

import re

import pytest

from pinochle_learn.actions import Bid, DeclareTrump, Pass, PassCards, Play, PlayOn, ThrowIn
from pinochle_learn.cards import Suit
from pinochle_learn.errors import IllegalActionError
from pinochle_learn.play import legal_plays
from pinochle_learn.reasons import Why
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.play_sentences import play_sentence
from pinochle_learn.seats import Seat
from pinochle_learn.state import GameState, Phase, RoundState, deal_from_seed

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def dealt(seed: int = 3, dealer: Seat = W) -> RoundState:
    return RoundState(dealer=dealer).apply(deal_from_seed(seed, dealer))


def through_auction(state: RoundState, *actions) -> RoundState:
    for action in actions:
        state = state.apply(action)
    return state


def test_the_player_left_of_the_dealer_bids_first():
    state = dealt(dealer=W)
    assert state.phase is Phase.AUCTION
    assert state.to_act is N
    assert dealt(dealer=N).to_act is E


def test_deal_gives_12_cards_each_from_the_48():
    state = dealt()
    assert [len(h) for h in state.hands] == [12, 12, 12, 12]
    assert sorted(c for h in state.hands for c in h) == sorted(
        c for h in deal_from_seed(3, W).hands for c in h
    )


def test_all_pass_the_dealer_is_stuck_at_250():
    state = through_auction(dealt(dealer=W), Pass(N), Pass(E), Pass(S))
    assert (state.phase, state.bidder, state.bid) == (Phase.TRUMP, W, 250)


def test_bid_winner_names_trump_then_partner_passes_4_and_winner_passes_4_back():
    state = through_auction(dealt(dealer=W), Bid(N, 250), Bid(E, 260), Pass(S), Pass(W), Pass(N))
    assert (state.bidder, state.bid, state.to_act) == (E, 260, E)
    state = state.apply(DeclareTrump(E, Suit.CLUBS))
    assert (state.phase, state.to_act) == (Phase.PASS_TO_BIDDER, W)
    given = state.hands[W].cards[:4]
    state = state.apply(PassCards(W, given))
    assert (len(state.hands[E]), len(state.hands[W])) == (16, 8)
    assert (state.phase, state.to_act) == (Phase.PASS_BACK, E)
    # The bidder may give back cards just received.
    state = state.apply(PassCards(E, given))
    assert (len(state.hands[E]), len(state.hands[W])) == (12, 12)


def test_passing_must_be_exactly_4_cards_held():
    # West is stuck with the bid; West's partner is East (partners sit opposite).
    state = through_auction(dealt(), Pass(N), Pass(E), Pass(S)).apply(DeclareTrump(W, Suit.SPADES))
    assert state.to_act is E
    with pytest.raises(IllegalActionError) as caught:
        state.apply(PassCards(E, state.hands[E].cards[:3]))
    said = error_text(caught.value)
    assert "refused in passing to the bidder: pass exactly 4 cards, not 3" in said
    foreign = next(c for c in state.hands[N] if c not in state.hands[E])
    with pytest.raises(IllegalActionError) as caught:
        state.apply(PassCards(E, (*state.hands[E].cards[:3], foreign)))
    assert re.search("East holds no", error_text(caught.value))


def test_out_of_turn_action_is_refused_with_phase_and_reason():
    state = dealt(dealer=W)
    with pytest.raises(IllegalActionError) as info:
        state.apply(Bid(E, 250))
    assert (info.value.reason.code, info.value.reason.seat) == (Why.NOT_YOUR_TURN, N)
    assert info.value.phase is Phase.AUCTION
    assert error_text(info.value) == (
        "Bid(seat=EAST, amount=250) refused in the auction: it is North's turn, not East's"
    )


def test_auction_refuses_a_raise_of_30():
    state = dealt(dealer=W).apply(Bid(N, 250))
    assert not state.can(Bid(E, 280))
    with pytest.raises(IllegalActionError) as caught:
        state.apply(Bid(E, 280))
    assert "Bid(seat=EAST, amount=280) refused in the auction" in error_text(caught.value)


def played_to_meld(seed: int, *auction) -> RoundState:
    state = through_auction(dealt(seed), *auction)
    bidder = state.bidder
    state = state.apply(DeclareTrump(bidder, Suit.HEARTS))
    state = state.apply(PassCards(bidder.partner, state.hands[bidder.partner].cards[:4]))
    return state.apply(PassCards(bidder, state.hands[bidder].cards[-4:]))


# North, East, South, West raise by 20 from 250 to 550; then three passes: West wins at 550.
HIGH_AUCTION = [
    *(Bid(s, a) for s, a in zip([N, E, S, W] * 4, range(250, 570, 20), strict=False)),
    Pass(N),
    Pass(E),
    Pass(S),
]


def test_throw_in_is_offered_only_when_bid_exceeds_meld_by_more_than_250():
    high = played_to_meld(3, *HIGH_AUCTION)
    assert (high.bidder, high.bid) == (W, 550)
    team = high.bidder.team
    assert high.bid > high.team_meld(team) + 250
    assert high.phase is Phase.THROW_IN
    assert high.legal_actions() == [ThrowIn(high.bidder), PlayOn(high.bidder)]
    low = played_to_meld(3, Pass(N), Pass(E), Pass(S))
    if low.team_meld(low.bidder.team) >= 0:  # bid 250 never exceeds meld + 250
        assert low.phase is Phase.TRICKS


def test_throw_in_loses_the_bid_and_the_others_add_their_meld():
    state = played_to_meld(3, *HIGH_AUCTION)
    bidder_team = state.bidder.team
    other = 1 - bidder_team
    over = state.apply(ThrowIn(state.bidder))
    assert over.is_over and over.tricks == ()
    assert over.score.deltas[bidder_team] == -state.bid
    assert over.score.deltas[other] == state.team_meld(other)
    assert over.score.made is False


def test_bid_winner_leads_the_first_trick_and_trick_winner_leads_the_next():
    state = played_to_meld(5, Pass(N), Pass(E), Pass(S))
    if state.phase is Phase.THROW_IN:
        state = state.apply(PlayOn(state.bidder))
    assert state.phase is Phase.TRICKS and state.to_act is state.bidder
    for _ in range(4):
        card = legal_plays(
            state.hands[state.to_act], state.trick, Suit.HEARTS, state.ruleset
        ).legal[0]
        state = state.apply(Play(state.to_act, card))
    first = state.tricks[0]
    assert state.to_act is Seat(first.winner_seat)


def test_illegal_card_is_refused_with_the_trick_rule():
    state = played_to_meld(5, Pass(N), Pass(E), Pass(S))
    if state.phase is Phase.THROW_IN:
        state = state.apply(PlayOn(state.bidder))
    # Play the round's first legal cards until a seat holds a card the trick rules refuse (a
    # round of 12 tricks always comes to one: a seat holding the suit led may not discard).
    refused = []
    while not refused:
        assert not state.is_over, "no card was ever refused: the test would prove nothing"
        analysis = state.play_analysis()
        assert analysis is not None
        state = state.apply(Play(state.to_act, analysis.legal[0]))
        analysis = state.play_analysis()
        if analysis is not None and analysis.trick:
            refused = [v for v in analysis.verdicts if not v.legal]
    with pytest.raises(IllegalActionError) as caught:
        state.apply(Play(state.to_act, refused[0].card))
    why = play_sentence(refused[0].reason)
    assert f"refused in the tricks: {why}" in error_text(caught.value)


def test_round_ends_after_12_tricks_with_250_trick_points():
    state = played_to_meld(5, Pass(N), Pass(E), Pass(S))
    if state.phase is Phase.THROW_IN:
        state = state.apply(PlayOn(state.bidder))
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    assert len(state.tricks) == 12
    assert state.counters(0) + state.counters(1) == 250
    assert all(len(h) == 0 for h in state.hands)


def test_game_passes_the_deal_to_the_left_and_carries_totals():
    game = GameState.new(first_dealer=W)
    game = game.apply(deal_from_seed(1, W))
    for action in (Pass(N), Pass(E), Pass(S)):
        game = game.apply(action)
    with pytest.raises(IllegalActionError) as caught:
        game.next_round()
    assert re.search("finish it first", error_text(caught.value))
    while not game.round.is_over:
        game = game.apply(game.round.legal_actions()[0])
    totals = game.round.score.totals
    nxt = game.next_round()
    assert (nxt.round.dealer, nxt.round.totals, nxt.totals) == (N, totals, totals)
    assert len(nxt.finished) == 1
