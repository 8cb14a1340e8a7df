"""The last tricks' puzzles (issue 18, point 6): endings cut from seeded computer rounds, their
one best card, and the words of a wrong card's line; endings worked out by hand from the rules.

TWO_HAND_WIDOW (``RULES.md``, ``#widow.tricks``, ``#widow.counting``): must follow suit, else
trump; must win the trick if able; A 11, 10 10, K 4, Q 3, J 2, 9 0, the last trick 10.
"""

from __future__ import annotations

import random
import re

import pytest

from pinochle_learn import PARTNERSHIP, THREE_HAND_CUTTHROAT, TWO_HAND_WIDOW, Card, Seat
from pinochle_learn.play import legal_plays
from pinochle_learn.render.ending_text import (
    ending_html,
    ending_question_text,
    values_html,
    why_html,
)
from pinochle_learn.render.names import CAST
from pinochle_learn.solver import Position, solve
from pinochle_learn.solver.oracle import minimax_values
from pinochle_learn.solver.puzzles import PUZZLE_TRICKS, ending_of_round, make_puzzle
from pinochle_widgets.course.ending_questions import seat_and_names
from pinochle_widgets.course.questions import make_question

NAMES = ("You", "Lisa")


def words(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", html)).strip()


# ---------------------------------------------------------------- the lesson's three endings
def test_keeping_the_trump_for_the_last_trick_takes_10_more_than_cashing_it():
    # Trump ♥. You A♥ 9♠, Lisa 10♠ K♣, You lead. A♥ first: Lisa has no heart and no trump,
    # throws K♣: 11 + 4 = 15; then her 10♠ heads your 9♠, and the last trick (10 + 10) is hers.
    # 9♠ first: her 10♠ wins it (10), she must lead K♣, you trump: 11 + 4 + 10 = 25.
    s = solve(Position(TWO_HAND_WIDOW, "H", ["H14 S9", "S10 C13"], Seat.NORTH))
    assert {str(c.card): c.points for c in s.cards} == {"S9": 25, "H14": 15}
    assert s.points_left == 11 + 10 + 4 + 10
    why = words(why_html(s, "H14", NAMES))
    assert why.startswith("Your A♥, then best play by both sides: You A♥, Lisa K♣ / You 9♠,")
    assert (
        "The best answer from Lisa: K♣. "
        "You take 15 of the 35 counter points left; 9♠ takes 25: 10 more." in why
    )
    assert "The best line: You 9♠, Lisa 10♠ / Lisa K♣, You A♥." in why


def test_cashing_the_sure_ace_takes_all_36_and_the_jack_first_nothing():
    # Trump ♦. You A♥ J♥, Lisa Q♥ 10♣. A♥: Q♥ must follow (14), J♥ takes 10♣ and the last
    # trick (2 + 10 + 10): 36. J♥: Q♥ heads it, Lisa leads 10♣, your A♥ falls on it: 0.
    s = solve(Position(TWO_HAND_WIDOW, "D", ["H14 H11", "H12 C10"], Seat.NORTH))
    assert {str(c.card): c.points for c in s.cards} == {"H14": 36, "H11": 0}
    assert 'data-card="H11" data-points="0" data-best="36"' in why_html(s, "H11", NAMES)


def test_a_card_that_is_not_legal_has_no_line():
    s = solve(Position(TWO_HAND_WIDOW, "D", ["H14 H11", "H12 C10"], Seat.NORTH))
    with pytest.raises(KeyError, match="S9"):
        why_html(s, "S9", NAMES)


def test_the_ending_shows_every_hand_the_trump_and_the_points_left():
    s = solve(Position(TWO_HAND_WIDOW, "D", ["H10 H11", "H13 S11"], Seat.NORTH))
    html = ending_html(s, NAMES)
    assert 'data-tricks="2" data-left="28"' in html  # 10 + 2 + 4 + 2, the last trick 10
    assert html.count('class="pl-ending-hand"') == 2
    assert "Trump is ♦ diamonds. You to play, 2 tricks left, 28 counter points" in words(html)
    values = words(values_html(s, NAMES))
    assert "10♥: 28 (best) (You 10♥, Lisa K♥ / You J♥, Lisa J♠)" in values
    assert "J♥: 0 (You J♥, Lisa K♥ / Lisa J♠, You 10♥)" in values


# ---------------------------------------------------------------- endings of real deals
@pytest.mark.parametrize(
    ("ruleset", "seat"), [(TWO_HAND_WIDOW, Seat.NORTH), (PARTNERSHIP, Seat.SOUTH)]
)
def test_a_puzzle_is_an_ending_of_its_round_with_one_best_card(ruleset, seat):
    puzzle = make_puzzle(ruleset, seat, random.Random(3))
    position = puzzle.position
    tricks = len(position.hands[seat])
    assert tricks in PUZZLE_TRICKS and position.to_play is seat
    # The same seed plays the same round to the same ending.
    assert ending_of_round(ruleset, puzzle.seed, seat, tricks) == position
    # Every card the rules allow is valued, and the plain minimax (no pruning) agrees.
    legal = legal_plays(position.hands[seat], position.trick, position.trump, ruleset).legal
    assert {c.card for c in puzzle.solution.cards} == set(legal)
    oracle = minimax_values(position)
    assert {c.card: c.points for c in puzzle.solution.cards} == oracle
    top = max(oracle.values())
    assert [c for c, v in oracle.items() if v == top] == [puzzle.best.card]
    assert min(oracle.values()) < top


def test_a_round_cut_at_no_cards_or_too_many_is_refused():
    with pytest.raises(ValueError, match="tricks=0"):
        ending_of_round(TWO_HAND_WIDOW, 1, Seat.NORTH, 0)
    with pytest.raises(ValueError, match="tricks=13"):
        ending_of_round(PARTNERSHIP, 1, Seat.SOUTH, 13)


@pytest.mark.parametrize("kind", ["last_tricks_widow", "last_tricks"])
def test_the_question_is_judged_by_the_solver_and_each_wrong_card_has_its_line(kind):
    q = make_question(kind, 2, 1, PARTNERSHIP, stream="endings.ipynb")
    rules = TWO_HAND_WIDOW if kind == "last_tricks_widow" else PARTNERSHIP
    assert q.situation["ruleset"] == rules.name
    hands = q.situation["hands"]
    assert isinstance(hands, list)
    seat = Seat(int(str(q.situation["to_play"])))
    position = Position(rules, str(q.situation["trump"]), hands, seat, str(q.situation["trick"]))
    values = {str(c): v for c, v in minimax_values(position).items()}
    best = max(values.values())
    (right,) = [c for c, v in values.items() if v == best]
    assert q.answer == (right,) and q.judge(right)
    assert set(q.wrong) == set(values) - {right}
    for card in q.wrong:
        assert not q.judge(card)
        assert (
            f'data-card="{card}" data-points="{values[card]}" data-best="{best}"' in (q.wrong[card])
        )
    assert Card.parse(right).label in q.answer_words and str(best) in q.answer_words


def test_games_of_three_have_no_puzzles():
    with pytest.raises(ValueError, match="3 players"):
        seat_and_names(THREE_HAND_CUTTHROAT)


def test_the_question_names_the_learners_side():
    two = solve(Position(TWO_HAND_WIDOW, "D", ["H10 H11", "H13 S11"], Seat.NORTH))
    assert ending_question_text(two, NAMES).startswith(
        "Which card takes the most counter points for you from here"
    )
    four = solve(Position(PARTNERSHIP, "H", ["H14", "H9", "S9", "C9"], Seat.SOUTH))
    assert "for you and Bill from here" in ending_question_text(four, CAST)


def test_a_partnership_ending_where_the_solver_once_disagreed_with_the_minimax():
    # Round seed 989338 cut at 4 tricks, South to lead, trump ♥ (found by drawing puzzles:
    # solve's line search failed its assert, the value search said A♥ 60, K♥ 0). Needs the
    # four-hand quick-trick bound fixed (branch solvfix); the plain minimax is the judge.
    # The position is given by its hands: the computer players of issue 19 play that round
    # otherwise, and no longer reach it.
    hands = ["S13 S13 D12 D12", "S12 H10 H12 H9", "S12 H14 H13 D10", "H14 H10 C10 C13"]
    position = Position(PARTNERSHIP, "H", hands, Seat.SOUTH)
    assert [" ".join(map(str, h)) for h in position.hands] == hands
    expected = {str(c): v for c, v in minimax_values(position).items()}
    assert expected == {"S12": 30, "H14": 70, "H13": 30, "D10": 60}
    assert {str(c.card): c.points for c in solve(position).cards} == expected
