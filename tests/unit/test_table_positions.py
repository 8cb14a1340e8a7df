"""The felt seats 2, 3 or 4 players from the ruleset's count (issue 17.2): the learner at the
bottom, play passing to the left; three players sit the opponents left and right."""

from __future__ import annotations

import re

import pytest

from pinochle_learn import Card
from pinochle_learn.render.table_view import TableSeat, positions, seat_table_html


def test_three_players_sit_the_opponents_left_and_right_of_the_learner():
    # Clockwise from the learner at the bottom: the next seat is on the left, then the right.
    assert positions(3, 0) == {0: "bottom", 1: "left", 2: "right"}
    assert positions(3, 2) == {2: "bottom", 0: "left", 1: "right"}


def test_a_three_seat_felt_draws_three_seats_and_no_top_seat():
    seats = [TableSeat("You", 15), TableSeat("Lisa", 15), TableSeat("Mike", 15)]
    html = seat_table_html(seats, bottom=0, trick=[(1, Card.parse("H14"))], winner=1)
    assert 'data-players="3"' in html
    seat_at = re.findall(r'<div class="pl-seat" data-seat="(\w)" data-pos="(\w+)"', html)
    assert seat_at == [("N", "bottom"), ("E", "left"), ("S", "right")]
    assert 'data-pos="top"' not in html


@pytest.mark.parametrize("players", [1, 5, 6])
def test_a_table_no_game_has_is_refused_naming_the_count(players):
    with pytest.raises(ValueError, match=str(players)):
        positions(players, 0)


def test_two_and_four_players_sit_as_before():
    assert positions(2, 1) == {1: "bottom", 0: "top"}
    assert positions(4, 2) == {2: "bottom", 3: "left", 0: "top", 1: "right"}
