"""The round review (issue 18, point 4): each card the learner played in a round's last tricks,
judged by the solver; endings worked out by hand from the rules (``RULES.md``, Counting).

Counters (``pinochle_learn/ruleset.py``): TWO_HAND_STOCK A/10 10, K/Q 5, J/9 0; TWO_HAND_WIDOW
A 11, 10 10, K 4, Q 3, J 2, 9 0; the last trick 10.
"""

from __future__ import annotations

import random

import pytest

from pinochle_learn import (
    PARTNERSHIP,
    THREE_HAND_CUTTHROAT,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    Card,
    Seat,
)
from pinochle_learn.actions import Play
from pinochle_learn.play import legal_plays
from pinochle_learn.players import choose_action
from pinochle_learn.ruleset import DOUBLE_DECK, Ruleset
from pinochle_learn.solver import Position, PositionError, solve
from pinochle_learn.solver.review import (
    RoundReview,
    Turn,
    best_line,
    judge,
    review_from,
    review_round,
    review_turns,
)
from pinochle_learn.state import RoundState, replay
from pinochle_widgets.sessions.round_session import RoundSession

C = Card.parse


def widow_discard_ending() -> Turn:
    # Widow game, trump ♣, trick 22 of 24: East led 9♠ and holds 10♥ J♣; North (the learner)
    # holds A♥ Q♥ K♦, no spade, no club: a free choice, and East's 9♠ takes the trick whatever.
    # 40 counter points left: A♥ 11, 10♥ 10, K♦ 4, Q♥ 3, J♣ 2, last trick 10.
    # - A♥ thrown: East takes 11 and keeps the lead; 10♥ then J♣ take the rest: North 0.
    # - Q♥ thrown (3 to East): East leads 10♥, North must head with A♥: 21; North leads K♦,
    #   East must trump with J♣: 4 + 2 + 10 to East. (East leading J♣ instead: North keeps A♥
    #   for 10♥ and the last trick, 31.) North 21.
    # - K♦ thrown: the same, 21 (East leads 10♥, North's A♥ heads it, Q♥ to East's J♣).
    position = Position(TWO_HAND_WIDOW, "C", ("H14 H12 D13", "H10 C11"), Seat.NORTH, "S9")
    return Turn(22, position, C("H14"))


def stock_lead_ending(played: str) -> Turn:
    # Stock game, trump ♥, the last 2 tricks: North leads holding A♥ 9♠, East 10♥ 10♠.
    # A♥ led: East must follow with 10♥, North 20; 9♠ then to East's 10♠: 10 + 10. North 20.
    # 9♠ led: East must follow (and head) with 10♠: 10; East leads 10♥, North's A♥ heads it:
    # 10 + 10 + last 10 = 30.
    position = Position(TWO_HAND_STOCK, "H", ("H14 S9", "H10 S10"), Seat.NORTH)
    return Turn(23, position, C(played))


def test_throwing_the_ace_under_the_opponents_trick_costs_21():
    reviewed = judge(widow_discard_ending())
    assert reviewed.solved
    assert {str(v.card): v.points for v in reviewed.values} == {"H14": 0, "H12": 21, "D13": 21}
    assert (reviewed.played_points, reviewed.best_points, reviewed.cost) == (0, 21, 21)
    assert sorted(map(str, reviewed.best)) == ["D13", "H12"]


def test_the_best_card_costs_nothing():
    turn = widow_discard_ending()
    reviewed = judge(Turn(turn.trick, turn.position, C("D13")))
    assert reviewed.cost == 0 and C("D13") in reviewed.best


def test_leading_the_ace_first_costs_10_and_the_round_adds_its_costs():
    ace, nine = judge(stock_lead_ending("H14")), judge(stock_lead_ending("S9"))
    assert (ace.cost, ace.best, nine.cost) == (10, (C("S9"),), 0)
    review = RoundReview(Seat.NORTH, 22, 24, (judge(widow_discard_ending()), ace, nine), False)
    assert review.lost == 21 + 10 + 0


def test_the_best_line_starts_with_the_best_card_and_follows_the_rules():
    # From the stock ending: 9♠, East's 10♠ heads it, East leads 10♥, North's A♥.
    line = best_line(judge(stock_lead_ending("H14")))
    assert [(p.seat, str(p.card)) for p in line] == [
        (Seat.NORTH, "S9"),
        (Seat.EAST, "S10"),
        (Seat.EAST, "H10"),
        (Seat.NORTH, "H14"),
    ]


def test_a_search_past_the_budget_is_kept_unjudged_and_counts_nothing():
    reviewed = judge(widow_discard_ending(), max_nodes=1)
    assert not reviewed.solved and reviewed.values == () and reviewed.cost == 0
    review = RoundReview(Seat.NORTH, 22, 24, (reviewed,), False)
    assert review.lost == 0 and review.unsolved == (reviewed,)


def played_round(ruleset: Ruleset, seat: Seat, seed: int) -> RoundState:
    session = RoundSession(seed, seat=seat, ruleset=ruleset)
    rng = random.Random(seed)
    while not session.state.is_over:
        session.apply(choose_action(session.state, rng))
    return session.state


@pytest.mark.parametrize(
    ("ruleset", "seat", "first"),
    [
        (TWO_HAND_WIDOW, Seat.NORTH, 13),
        (TWO_HAND_STOCK, Seat.NORTH, 13),
        (PARTNERSHIP, Seat.SOUTH, 5),
    ],
    ids=["widow", "stock", "partnership"],
)
def test_a_played_round_is_judged_card_by_card_from_its_last_tricks(ruleset, seat, first):
    final = played_round(ruleset, seat, seed=4)
    review = review_round(final, seat)
    assert review.first_trick == first and review.tricks == ruleset.tricks_per_round
    # One card of the learner in every trick judged, in order, as the history played them.
    assert [p.trick for p in review.plays] == list(range(first, ruleset.tricks_per_round + 1))
    start = RoundState(final.ruleset, final.dealer, final.totals)
    for play in review.plays:
        before = replay(play.turn.history, start)
        assert final.history[play.turn.step] == Play(seat, play.played)
        legal = legal_plays(
            before.hands[seat].cards,
            before.trick.cards,
            before.trump,
            ruleset,
            first_lead=False,
        ).legal
        assert {v.card for v in play.values} == set(legal)
        assert play.cost == play.best_points - play.played_points >= 0
        assert (play.cost == 0) == (play.played in play.best)
        assert play.best_points == solve(Position.from_state(before), lines=False).value
    assert review.lost == sum(p.cost for p in review.plays)
    assert review.sees_all_hands == (ruleset.players == 4)


def test_games_the_solver_does_not_take_are_refused_saying_why():
    state = RoundState(THREE_HAND_CUTTHROAT)
    with pytest.raises(PositionError, match="two sides, and this game has 3"):
        review_round(state, Seat.NORTH)
    with pytest.raises(PositionError, match="two copies of each card"):
        review_round(RoundState(DOUBLE_DECK), Seat.SOUTH)


def test_a_round_not_over_and_bad_trick_counts_are_refused():
    with pytest.raises(ValueError, match="review it once over"):
        review_round(RoundState(TWO_HAND_WIDOW), Seat.NORTH)
    with pytest.raises(ValueError, match="last_tricks=0"):
        review_from(RoundState(TWO_HAND_WIDOW), 0)
    final = played_round(TWO_HAND_WIDOW, Seat.NORTH, seed=2)
    with pytest.raises(ValueError, match="first_trick=25"):
        review_turns(final, Seat.NORTH, 25)
