"""Sides and partners are read from the ruleset (issue 17, point 1), not from seat arithmetic
written for four seats (``Seat.team``: seat % 2; ``Seat.partner``: seat + 2)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from pinochle_learn import Card, Seat, Suit
from pinochle_learn.errors import RulesetError
from pinochle_learn.render.trick_panes import result_sentence
from pinochle_learn.ruleset import DOUBLE_DECK, PARTNERSHIP, THREE_HAND_CUTTHROAT, TWO_HAND_WIDOW
from pinochle_learn.trick import Trick


def test_partners_are_the_other_seats_of_a_side():
    # RULES.md, PARTNERSHIP Seats and deal: partners sit opposite; cutthroat and the two-hand
    # games: every player for themselves.
    assert [PARTNERSHIP.partner(s) for s in Seat] == [Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST]
    assert DOUBLE_DECK.partners(Seat.EAST) == (Seat.WEST,)
    assert THREE_HAND_CUTTHROAT.partners(Seat.SOUTH) == ()
    assert TWO_HAND_WIDOW.partners(Seat.NORTH) == ()


def test_a_seat_without_one_partner_is_refused_naming_the_seat():
    with pytest.raises(RulesetError, match="seat=2: 'cutthroat' gives this seat 0 partners"):
        THREE_HAND_CUTTHROAT.partner(Seat.SOUTH)


def test_the_other_sides_follow_the_side_in_order():
    assert PARTNERSHIP.opponents(0) == (1,)
    assert THREE_HAND_CUTTHROAT.opponents(2) == (0, 1)


def test_a_cutthroat_trick_is_taken_by_the_player_who_wins_it():
    # Trump ♠; North leads 9♥, East plays 10♥, South A♥: South (seat 2) wins and, each player
    # a side of their own, South takes the counters (seat % 2 named North, seat 0).
    cards = tuple(Card.parse(c) for c in ("H9", "H10", "H14"))
    trick = Trick(Suit.SPADES, cards, leader=0, players=3)
    step = SimpleNamespace(trick=trick, is_last=False)
    text = result_sentence(step, THREE_HAND_CUTTHROAT, None)
    assert text.startswith("South wins the trick with A♥; South takes ")
