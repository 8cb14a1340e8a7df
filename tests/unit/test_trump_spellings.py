"""Every public function that takes a trump takes it as a ``Suit`` or as its letter (issue 22).

``beats(card, card, "D")`` compared ``card.suit is "D"`` and answered ``False`` for a nine of
trump on a plain ace; ``meld_candidates`` and the odds functions raised ``ValueError`` from
``int("D")``. Each call below is made with ``Suit.DIAMONDS``, ``"D"`` and ``"♦"``: the answers
must be the same, and the answer with the Suit is checked by hand where it is small.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import pytest

import pinochle_learn
from pinochle_learn import PARTNERSHIP, TWO_HAND_WIDOW, Card, Hand, Suit, Trick, odds
from pinochle_learn.errors import InputTypeError, ParseError

HAND = Hand.parse("D14 D10 D13 D12 D11 D9 S12 C14 H14 S14 C9 H9")
R = PARTNERSHIP

CALLS: dict[str, Callable[[Any], Any]] = {
    # ♦9 on ♠A: trump beats a plain card
    "beats": lambda t: pinochle_learn.beats(Card.parse("D9"), Card.parse("S14"), t),
    "can_play": lambda t: pinochle_learn.can_play("D9", "D9 H10", "S14", t, R),
    "check_play": lambda t: pinochle_learn.check_play("D9", "D9 H10", "S14", t, R).legal,
    "legal_plays": lambda t: pinochle_learn.legal_plays("D9 H10", "S14", t, R).legal,
    "meld_candidates": lambda t: sorted(
        m.kind.name for m in pinochle_learn.meld_candidates(HAND, t, R)
    ),
    "play_card": lambda t: pinochle_learn.play_card("D9", "D9 H10", "S14", t, R)[1].cards,
    "solve_meld": lambda t: pinochle_learn.solve_meld(HAND, t, R).total,
    "trick_winner": lambda t: pinochle_learn.trick_winner("S14 D9", t)[0],
    "Trick.parse": lambda t: Trick.parse("S14 D9", t, players=2).winner,
    "Trick": lambda t: Trick(t, (Card.parse("S14"), Card.parse("D9")), players=2).winner,
    "batch_meld_totals": lambda t: odds.batch_meld_totals(
        odds.counts_array([HAND.cards]), t, R
    ).tolist(),
    "bid_guide": lambda t: odds.bid_guide(HAND, t, 4, 1, bids=(250, 400)),
    "meld_chances": lambda t: [c.to_dict() for c in odds.meld_chances(t, R)],
    "meld_distribution": lambda t: odds.meld_distribution(t, R).mean,
    "one_meld_distribution": lambda t: (
        odds.one_meld_distribution(t, TWO_HAND_WIDOW, hand_size=3, available=[1] * 24).mean
    ),
    "partner_meld": lambda t: odds.partner_meld(HAND, t, R).mean,
    "sample_meld": lambda t: odds.sample_meld(t, R, 20, 1).mean,
    "team_meld_after_pass": lambda t: odds.team_meld_after_pass(HAND, t, 3, 1).mean,
}

HAND_CHECKED = {
    "beats": True,
    "can_play": True,  # ♦9 trumps the ♠A: the hand has no spade
    "trick_winner": 1,
    "Trick.parse": 1,
    "Trick": 1,
    # ♦: run A 10 K Q J 150 + dix 10; A of each suit: aces around 100; Q♠ J♦: pinochle 40
    "solve_meld": 300,
    "batch_meld_totals": [300],
}


def _takes_trump(obj: object) -> bool:
    try:
        return "trump" in inspect.signature(obj).parameters  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return False


def test_every_public_function_taking_a_trump_is_listed():
    found = set()
    for module in (pinochle_learn, odds):
        for name in module.__all__:
            obj = getattr(module, name)
            if inspect.isfunction(obj) and _takes_trump(obj):
                found.add(name)
    found.add("Trick.parse")
    assert found <= set(CALLS), found - set(CALLS)


@pytest.mark.parametrize("name", list(CALLS))
def test_a_trump_letter_or_symbol_gives_the_answer_of_the_suit(name):
    call = CALLS[name]
    expected = call(Suit.DIAMONDS)
    assert call("D") == expected
    assert call("♦") == expected
    if name in HAND_CHECKED:
        assert expected == HAND_CHECKED[name]


@pytest.mark.parametrize("bad", ["X", "", "DD"])
@pytest.mark.parametrize("name", ["beats", "meld_candidates", "meld_chances", "bid_guide"])
def test_a_trump_that_names_no_suit_is_a_parse_error(name, bad):
    with pytest.raises(ParseError, match=repr(bad)):
        CALLS[name](bad)


@pytest.mark.parametrize("bad", [None, 7, True, 2.0])
def test_a_trump_of_another_type_is_an_input_type_error(bad):
    with pytest.raises(InputTypeError):
        pinochle_learn.beats("D9", "S14", bad)
    with pytest.raises(InputTypeError):
        odds.meld_chances(bad, R)
