"""Seats and teams (table arithmetic), action records and their quoted form, passing helpers."""

from __future__ import annotations

import pytest

from pinochle_learn import (
    Bid,
    DeclareTrump,
    Hand,
    IllegalActionError,
    ParseError,
    Pass,
    PassCards,
    PassStep,
    Play,
    RulesetError,
    Seat,
    Suit,
    ThrowIn,
    apply_pass,
    check_pass,
    parse_cards,
    team_of,
)
from pinochle_learn.actions import Draw, ExchangeDix, LayDown, action_from_dict
from pinochle_learn.cards import Card
from pinochle_learn.meldkinds import MeldKind
from pinochle_learn.render.error_text import error_text
from pinochle_learn.seats import seats, side_of, standard_sides, team_seats

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def test_seat_arithmetic_four_players():
    assert [s.next() for s in seats()] == [E, S, W, N]
    assert [s.previous() for s in seats()] == [W, N, E, S]
    assert N.ahead(3) is W
    assert team_seats(0) == (N, S) and team_seats(1) == (E, W)


def test_seat_arithmetic_two_players_uses_north_and_east():
    assert seats(2) == (N, E)
    assert (N.next(2), E.next(2)) == (E, N)
    assert (team_of(N), team_of(E)) == (0, 1)
    assert team_seats(1, players=2) == (E,)
    with pytest.raises(RulesetError, match="players=5"):
        N.next(5)


def test_seat_arithmetic_three_players_uses_north_east_and_south():
    assert seats(3) == (N, E, S)
    assert (N.next(3), E.next(3), S.next(3)) == (E, S, N)
    assert S.ahead(2, 3) == E and N.previous(3) == S
    assert standard_sides(3) == ((0,), (1,), (2,)) and team_seats(2, players=3) == (S,)
    assert [side_of(s, standard_sides(3)) for s in (N, E, S)] == [0, 1, 2]
    with pytest.raises(RulesetError, match="seat=3: no side holds this seat"):
        side_of(W, standard_sides(3))


def test_seat_parse():
    assert [Seat.parse(x) for x in ("n", "East", "2", 3)] == [N, E, S, W]
    with pytest.raises(ParseError, match="invalid seat 'X'"):
        Seat.parse("X")


def test_actions_quote_names_and_cards():
    ace, queen = parse_cards("AH QS")
    assert str(Bid(E, 280)) == "Bid(seat=EAST, amount=280)"
    assert str(Pass(W)) == "Pass(seat=WEST)"
    assert str(DeclareTrump(N, Suit.HEARTS)) == "DeclareTrump(seat=NORTH, suit=HEARTS)"
    assert str(PassCards(S, (ace, queen))) == "PassCards(seat=SOUTH, cards=(H14, S12))"
    assert str(Play(E, ace)) == "Play(seat=EAST, card=H14)"
    assert str(ThrowIn(N)) == "ThrowIn(seat=NORTH)"


def test_actions_are_frozen_and_seat_indexes_become_seats():
    assert Pass(2) == Pass(S)
    assert PassCards(S, list(parse_cards("AH"))) == PassCards(S, tuple(parse_cards("AH")))
    with pytest.raises(AttributeError):
        Bid(E, 250).amount = 260  # type: ignore[misc]


def test_actions_round_trip_through_dicts():
    ace, queen = parse_cards("AH QS")
    for action in (Bid(E, 280), Pass(W), DeclareTrump(N, Suit.CLUBS), PassCards(S, (ace, queen))):
        assert action_from_dict(action.to_dict()) == action


def test_stock_actions_round_trip_through_dicts():
    ace = Card.parse("AH")
    for action in (
        Play(E, ace, from_table=True),
        LayDown(N, MeldKind.COMMON_MARRIAGE, Suit.CLUBS),
        LayDown(N, MeldKind.PINOCHLE),
        ExchangeDix(E),
        Draw(N),
    ):
        assert action_from_dict(action.to_dict()) == action
    assert Play(E, ace).to_dict() == {"action": "Play", "seat": "EAST", "card": "H14"}


def test_a_recorded_action_with_an_unknown_kind_or_suit_is_a_parse_error():
    with pytest.raises(ParseError, match="unknown kind 'PINOCLE'"):
        action_from_dict({"action": "LayDown", "seat": "NORTH", "kind": "PINOCLE"})
    with pytest.raises(ParseError, match="unknown suit 'STARS'"):
        action_from_dict({"action": "DeclareTrump", "seat": "NORTH", "suit": "STARS"})


HANDS = (
    Hand.parse("H14 H14 S12 D11 C9"),
    Hand.parse("C10"),
    Hand.parse("D9 D9"),
    Hand(),
)


def test_partner_passes_four_cards_to_the_bid_winner():
    # South won the auction; North, the partner, gives 4 cards.
    four = PassCards(N, tuple(parse_cards("H14 H14 S12 D11")))
    hands = apply_pass(four, HANDS, S, PassStep.TO_WINNER)
    assert str(hands[N]) == "C9"
    assert str(hands[S]) == "S12 H14 H14 D11 D9 D9"
    assert hands[E] == HANDS[E]


def test_bid_winner_gives_four_back_and_may_give_cards_just_received():
    four = PassCards(N, tuple(parse_cards("H14 H14 S12 D11")))
    hands = apply_pass(four, HANDS, S, PassStep.TO_WINNER)
    back = PassCards(S, tuple(parse_cards("H14 H14 S12 D9")))
    assert check_pass(back, hands, S, PassStep.BACK).legal
    hands = apply_pass(back, hands, S, PassStep.BACK)
    assert (len(hands[N]), len(hands[S])) == (5, 2)


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (
            PassCards(N, tuple(parse_cards("H14 S12 D11"))),
            "PassCards(seat=NORTH, cards=(H14, S12, D11)) refused in passing to the bidder: "
            "pass exactly 4 cards, not 3",
        ),
        (
            PassCards(N, tuple(parse_cards("H14 S12 D11 D10"))),
            "North holds no 'D10' (10♦) to pass",
        ),
        (
            PassCards(N, tuple(parse_cards("S12 S12 D11 C9"))),
            "North holds only 1 of 'S12' (Q♠), not 2",
        ),
        (
            PassCards(S, tuple(parse_cards("D9 D9"))),
            "North, the bid winner's partner, passes now, not South",
        ),
    ],
)
def test_bad_passes_are_refused_quoting_the_cards(action, message):
    with pytest.raises(IllegalActionError) as info:
        apply_pass(action, HANDS, S, PassStep.TO_WINNER)
    assert message in error_text(info.value)
