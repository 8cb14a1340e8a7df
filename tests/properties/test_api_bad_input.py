"""Generated values of any type for the engine's public functions raise only the documented
errors (issue 13): a ``PinochleError`` (``ParseError``, ``HandError``, ``RulesetError``,
``ScoreError``, ``IllegalActionError``, and ``InputTypeError``, which is also a ``TypeError``),
each naming the bad value; never ``AttributeError`` or another error from inside."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_learn import (
    PRESETS,
    UNIQUE_CARDS,
    Card,
    Hand,
    InputTypeError,
    ParseError,
    PinochleError,
    Suit,
    check_play,
    find_ruleset,
    legal_plays,
    parse_cards,
    score_round,
    solve_meld,
    trick_points,
    trick_winner,
)
from pinochle_learn.numbers import parse_whole_number
from tests.examples_budget import examples

ANY = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=10**4400, max_value=10**4401),  # repr() of these raises
    st.floats(),
    st.text(max_size=20),
    st.sampled_from(["H14", "H14 KH Q♠", "ſ14", "S", "ſ", "", " ", ",,", "partnership"]),
    st.binary(max_size=5),
    st.sampled_from(UNIQUE_CARDS),
    st.sampled_from(list(Suit)),
    st.sampled_from(PRESETS),
    st.lists(st.one_of(st.none(), st.integers(), st.text(max_size=4)), max_size=4),
    st.lists(st.sampled_from(UNIQUE_CARDS), max_size=14),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.just(object()),
)

CALLS = {
    "parse_cards": lambda a, b, c, d: parse_cards(a),
    "Card.parse": lambda a, b, c, d: Card.parse(a),
    "Suit.parse": lambda a, b, c, d: Suit.parse(a),
    "Hand": lambda a, b, c, d: Hand(a),
    "Hand.parse": lambda a, b, c, d: Hand.parse(a),
    "find_ruleset": lambda a, b, c, d: find_ruleset(a),
    "solve_meld": lambda a, b, c, d: solve_meld(a, b, c),
    "legal_plays": lambda a, b, c, d: legal_plays(a, b, c, d),
    "check_play": lambda a, b, c, d: check_play(a, "H14 H9", b, c, d),
    "trick_winner": lambda a, b, c, d: trick_winner(a, b),
    "trick_points": lambda a, b, c, d: trick_points(a, b),
    "score_round": lambda a, b, c, d: score_round(a, bid=b, bidding_team=c, meld=d, tricks=a),
    "parse_whole_number": lambda a, b, c, d: parse_whole_number(a, name="n", low=0, high=9),
}


@pytest.mark.parametrize("name", list(CALLS))
@settings(max_examples=examples(120), deadline=None)
@given(a=ANY, b=ANY, c=ANY, d=ANY)
def test_any_values_raise_only_documented_errors(name, a, b, c, d):
    try:
        CALLS[name](a, b, c, d)
    except PinochleError as error:
        message = str(error)
        assert message and "\n" not in message.strip(), message
    # Anything else (AttributeError, a bare TypeError or ValueError) fails the test.


# ---- the engine bugs of issue 13, one test each -------------------------------------------


def test_solve_meld_of_a_list_of_text_reads_the_cards():
    # Issue 13: solve_meld(["H14"], ...) raised AttributeError. Card notation in a list is read.
    assert solve_meld(["H14", "H10", "KH", "QH", "JH"], "H", PRESETS[0]).total == 150
    with pytest.raises(ParseError, match="invalid card 'QX'"):
        solve_meld(["H14", "QX"], "H", PRESETS[0])
    with pytest.raises(InputTypeError, match="got 14"):
        solve_meld([14], "H", PRESETS[0])


def test_parse_cards_of_none_raises_input_type_error():
    with pytest.raises(InputTypeError, match="cards: expected text such as 'H14 KH Q♠', got None"):
        parse_cards(None)
    assert issubclass(InputTypeError, TypeError) and issubclass(InputTypeError, ValueError)


@pytest.mark.parametrize("trump", [8, None, 1, True, 2.0])
def test_trump_of_8_or_none_is_refused(trump):
    with pytest.raises(InputTypeError, match=f"suit: expected a Suit or text .*, got {trump!r}"):
        solve_meld("H14 H10 KH QH JH", trump, PRESETS[0])
    with pytest.raises(InputTypeError):
        legal_plays("H14", "", trump, PRESETS[0])


def test_notation_letters_are_ascii_only_u017f_is_not_s():
    for text in ("ſ14", "\u212ah", "ıS"):  # "ſ".upper() == "S", the Kelvin sign .lower() == "k"
        with pytest.raises(ParseError):
            Card.parse(text)
    with pytest.raises(ParseError, match="invalid suit 'ſpades'"):
        Suit.parse("ſpades")
    with pytest.raises(PinochleError, match="no ruleset called 'two-hand-stoc"):
        find_ruleset("two-hand-stoc\u212a")  # the Kelvin sign folds to k
