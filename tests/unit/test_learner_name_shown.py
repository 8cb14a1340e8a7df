"""The learner's name on the two-hand tables is the page's language (s10, leftover 4): the
stock and widow pages in Italian and French showed "You 75 – Bill 335", "Presa 1: You ha aperto
con K♠", "→ You prendono la presa", "You: 150 punti delle combinazioni" and "You" on the felt.
The name is now the translated "You" (``seat_name``), and the trick record's sentences of the
learner are their own messages ("You led {card}": Italian "Hai aperto con"). The English is as
before. The pseudo-language (``[[...]]``) shows what went through the catalogue."""

from __future__ import annotations

import random

import pytest

from pinochle_learn.players import choose_action
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.round_view import history_html, round_table_html
from pinochle_learn.render.stock_round_text import stock_status_html
from pinochle_learn.render.widow_text import melds_html, status_html
from pinochle_learn.ruleset import TWO_HAND_STOCK, TWO_HAND_WIDOW, Ruleset
from pinochle_learn.seats import Seat
from pinochle_learn.state import Phase, RoundState, deal_from_seed
from tests.pseudo_catalogue import use_pseudo_language

NAMES = ("You", "Bill")


@pytest.fixture
def letters_to_x(monkeypatch: pytest.MonkeyPatch) -> None:
    """Italian as every message's letters turned to ``x``: an English "You" left on the page
    came from a name, not from the catalogue."""
    use_pseudo_language(monkeypatch, {"it"}, letters_to_x=True)


def _played(rules: Ruleset, tricks: int) -> list[RoundState]:
    """The states of a round played by the learner level until ``tricks`` tricks are done."""
    state = RoundState(rules, Seat.EAST).apply(deal_from_seed(3, Seat.EAST, rules))
    rng, states = random.Random(5), [state]
    while len(state.tricks) < tricks or state.phase is Phase.MELD:
        state = state.apply(choose_action(state, rng))
        states.append(state)
    return states


def test_the_stock_status_names_the_learner_in_the_language(letters_to_x):
    state = _played(TWO_HAND_STOCK, 0)[-1]
    assert "You 75 – Bill 335" in stock_status_html(state, (75, 335), 1, NAMES)
    with speaking("it"):
        status = stock_status_html(state, (75, 335), 1, NAMES)
    assert "[[xxx]] 75 – Bill 335" in status and "You" not in status


def test_the_widow_status_and_melds_name_the_learner_in_the_language(letters_to_x):
    state = _played(TWO_HAND_WIDOW, 1)[-1]
    assert state.melds and state.bidder is not None
    with speaking("it"):
        status = status_html(state, (0, 0), 1, NAMES)
        melds = melds_html(state, NAMES)
    assert "[[xxx]] 0 – Bill 0" in status and "You" not in status
    assert "You" not in melds and "Bill" in melds


def test_the_trick_record_and_the_felt_name_the_learner_in_the_language(letters_to_x):
    states = _played(TWO_HAND_STOCK, 5)
    english = history_html(states, Seat.NORTH, NAMES)
    # both led and both took a trick in these five: every sentence of the learner is met
    assert "You led" in english and "Bill led" in english
    assert (
        "→ <strong>You</strong> take it: " in english
        and "<strong>Bill</strong> takes it" in english
    )
    with speaking("it"):
        record = history_html(states, Seat.NORTH, NAMES)
        felt = round_table_html(states[-1], Seat.NORTH, NAMES, show_all=False)
    assert "You" not in record and "Bill" in record
    assert "You" not in felt and "Bill" in felt
