"""The round API and the action reader over generated junk (issue 16).

``RoundState.check``, ``can`` and ``apply`` take any object: an action whose fields have their
types is judged (a ``Verdict``, or ``IllegalActionError`` from ``apply``); anything else (no
action, or an action with an int where a card belongs) is refused with ``InputTypeError``
naming it, never ``AttributeError``. ``action_from_dict`` turns any dict or JSON value that is
no recorded action into a ``ParseError``, and every ``to_dict`` back into its action.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_learn.actions import (
    Bid,
    Deal,
    DeclareTrump,
    Discard,
    Draw,
    ExchangeDix,
    Keep,
    LayDown,
    Pass,
    PassCards,
    Play,
    PlayOn,
    ThrowIn,
    Verdict,
    action_from_dict,
)
from pinochle_learn.cards import DECK, Card, Suit
from pinochle_learn.errors import IllegalActionError, InputTypeError, ParseError
from pinochle_learn.meldkinds import MeldKind
from pinochle_learn.players import choose_action
from pinochle_learn.ruleset import PRESETS
from pinochle_learn.seats import Seat
from pinochle_learn.state import RoundState, deal_from_seed
from tests.examples_budget import examples

ACTIONS = [
    Deal,
    Bid,
    Pass,
    DeclareTrump,
    PassCards,
    ThrowIn,
    PlayOn,
    Play,
    Keep,
    Discard,
    LayDown,
    ExchangeDix,
    Draw,
]


def _states() -> list[RoundState]:
    """A state in every phase of every game with a round engine: before the deal, then after
    each of 0 to 60 computer actions."""
    out = []
    for ruleset in (p for p in PRESETS if p.has_round_engine):
        state = RoundState(ruleset, Seat.NORTH)
        out.append(state)
        state = state.apply(deal_from_seed(5, Seat.NORTH, ruleset))
        rng = random.Random(5)
        for step in range(61):
            if step % 6 == 0:
                out.append(state)
            if state.is_over:
                break
            state = state.apply(choose_action(state, rng))
        out.append(state)
    return out


STATES = _states()
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True),
    st.text(max_size=8),
    st.sampled_from(["NORTH", "H14", "HEARTS", "PINOCHLE", "S", "", "♠"]),
)
JUNK = st.one_of(
    SCALARS,
    st.lists(SCALARS, max_size=3),
    st.dictionaries(st.text(max_size=5), SCALARS, max_size=3),
    st.sampled_from(DECK),
    st.sampled_from(list(Seat)),
    st.sampled_from(list(Suit)),
    st.sampled_from(list(MeldKind)),
    st.just(object()),
)
WELL_TYPED = {
    "seat": st.sampled_from(list(Seat)),
    "amount": st.integers(-(10**6), 10**6),
    "suit": st.sampled_from(list(Suit)),
    "card": st.sampled_from(DECK),
    "from_table": st.booleans(),
    "cards": st.lists(st.sampled_from(DECK), max_size=5).map(tuple),
    "stock": st.lists(st.sampled_from(DECK), max_size=5).map(tuple),
    "hands": st.lists(st.lists(st.sampled_from(DECK), max_size=3).map(tuple), max_size=4).map(
        tuple
    ),
    "kind": st.sampled_from(list(MeldKind)),
}


@st.composite
def actions(draw: st.DrawFn, *, junk: bool) -> object:
    """An action of any class, its fields well typed, or (``junk``) some of them anything."""
    cls = draw(st.sampled_from(ACTIONS))
    values = {}
    for field in dataclasses.fields(cls):
        good = WELL_TYPED[field.name]
        values[field.name] = draw(st.one_of(good, JUNK) if junk else good)
    return cls(**values)


def _judge(state: RoundState, thing: object, how: str) -> None:
    """Call ``how`` on ``state``: a verdict, a state, or a one-line refusal of the documented
    kind; anything else (AttributeError, KeyError) fails the test."""
    try:
        result = getattr(state, how)(thing)
    except InputTypeError as error:
        message = str(error)
        assert message and "\n" not in message, message
        assert isinstance(error, TypeError) and isinstance(error, ValueError)
        return
    except IllegalActionError as error:
        assert how == "apply", error  # check and can answer, they do not raise for an action
        message = str(error)
        assert message and "\n" not in message, message
        return
    expected = {"check": Verdict, "can": bool, "apply": RoundState}[how]
    assert isinstance(result, expected), (how, thing, result)


@settings(max_examples=examples(150), deadline=None)
@given(state=st.sampled_from(STATES), thing=JUNK, how=st.sampled_from(["check", "can", "apply"]))
def test_round_api_refuses_any_object_that_is_no_action(state, thing, how):
    with pytest.raises(InputTypeError, match="not an action"):
        getattr(state, how)(thing)


@settings(max_examples=examples(300), deadline=None)
@given(
    state=st.sampled_from(STATES),
    action=actions(junk=True),
    how=st.sampled_from(["check", "can", "apply"]),
)
def test_round_api_judges_or_refuses_actions_with_any_fields(state, action, how):
    _judge(state, action, how)


@settings(max_examples=examples(150), deadline=None)
@given(state=st.sampled_from(STATES), action=actions(junk=False))
def test_well_typed_actions_are_judged_never_refused_as_input(state, action):
    verdict = state.check(action)
    assert isinstance(verdict, Verdict) and state.can(action) is verdict.legal
    if not verdict.legal:
        with pytest.raises(IllegalActionError):
            state.apply(action)


def test_malformed_actions_of_issue_16_are_refused_naming_the_field():
    # Once AttributeError: 'int' object has no attribute 'needs_suit' / 'str' ... 'seat'.
    state = STATES[-1]
    with pytest.raises(InputTypeError) as info:
        state.check(LayDown(Seat.NORTH, 7))
    assert str(info.value).startswith("LayDown(seat=NORTH, kind=7, suit=None): kind must be a")
    with pytest.raises(InputTypeError, match=r"^not an action: 'NORTH'; an action is one of"):
        state.check("NORTH")
    with pytest.raises(InputTypeError, match="card must be a Card, got 'H14'"):
        state.can(Play(Seat.NORTH, "H14"))
    with pytest.raises(InputTypeError, match=r"^Pass\(seat=7\): seat must be a Seat, got 7$"):
        state.apply(Pass(7))


# ---- action_from_dict ----------------------------------------------------------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=8,
)
KEYS = st.sampled_from(
    ["action", "seat", "amount", "suit", "cards", "card", "from_table", "kind", "hands", "stock"]
)
VALUES = st.one_of(
    JSON,
    st.sampled_from([*(cls.__name__ for cls in ACTIONS), "NORTH", "E", "HEARTS", "PINOCHLE"]),
    st.sampled_from(["H14", "QS", "S12", "10♥"]),
    st.lists(st.sampled_from(["H14", "QS", "C9", "X1", 7]), max_size=4),
    st.lists(st.lists(st.sampled_from(["H14", "QS", None]), max_size=2), max_size=3),
)
RECORDS = st.one_of(
    st.dictionaries(KEYS, VALUES, max_size=5),
    st.dictionaries(st.one_of(KEYS, JSON.filter(lambda k: isinstance(k, str | int))), VALUES),
    JSON,
)


@settings(max_examples=examples(400), deadline=None)
@given(data=RECORDS)
def test_action_from_dict_gives_an_action_or_a_parse_error(data):
    try:
        action = action_from_dict(data)
    except ParseError as error:
        message = str(error)
        assert message and "\n" not in message, message
    else:  # read: an action whose fields have their types, that writes back to what was read
        assert type(action) in ACTIONS
        assert action_from_dict(action.to_dict()) == action
        assert isinstance(RoundState().check(action), Verdict)


@settings(max_examples=examples(100), deadline=None)
@given(action=actions(junk=False))
def test_every_action_reads_back_from_its_dict(action):
    assert action_from_dict(action.to_dict()) == action


@pytest.mark.parametrize(
    ("data", "message"),
    [
        # KeyError 'amount' once: 40 of 3,004 junk dicts
        ({"action": "Bid", "seat": "NORTH"}, "Bid: missing field 'amount' in {"),
        ({"action": "Bid", "seat": "NORTH", "amount": "280"}, "amount '280': a bid is a whole"),
        ({"action": "Bid", "seat": "NORTH", "amount": 2.5}, "amount 2.5: a bid is a whole"),
        ({"action": "Bid", "seat": "NORTH", "amount": True}, "amount True: a bid is a whole"),
        ({"action": "Play", "seat": "N", "card": "H14", "from_table": "no"}, "from_table 'no'"),
        ({"action": "Play", "seat": "N", "card": 14}, "card 14: write a card as text"),
        ({"action": "PassCards", "seat": "N", "cards": "H14"}, "cards 'H14': give a list"),
        ({"action": "Deal", "seat": "N", "hands": [[None]]}, "card None: write a card as text"),
        ({"action": "Pass", "seat": 0}, "seat 0: write a seat as text"),
        ({"action": "Pass", "seat": "NORTH", "amount": 5}, "Pass: unknown field 'amount' in {"),
        ({"action": ["Pass"], "seat": "NORTH"}, "unknown action ['Pass']: one of Deal, Bid"),
        ({"action": "LayDown", "seat": "N", "kind": 7}, "unknown kind 7: one of"),
        (["Pass", "NORTH"], "an action is a dict such as"),
        (None, "got None"),
    ],
)
def test_junk_records_raise_a_parse_error_naming_the_value(data, message):
    with pytest.raises(ParseError) as info:
        action_from_dict(data)
    assert message in str(info.value)


def test_recorded_fields_with_defaults_may_be_left_out_or_null():
    north = Seat.NORTH
    assert action_from_dict(
        {"action": "LayDown", "seat": "N", "kind": "PINOCHLE", "suit": None}
    ) == (LayDown(north, MeldKind.PINOCHLE))
    assert action_from_dict({"action": "Play", "seat": "N", "card": "QS"}) == Play(
        north, Card.parse("QS")
    )
    assert action_from_dict({"action": "Deal", "seat": "N", "hands": [["H14"]]}) == Deal(
        north, ((Card.parse("H14"),),)
    )
