"""What happened, in the game tables' logs (s10, leftover 4): a card that completes a trick
and who wins the trick are two lines, so that a strong computer card's reason, shown under its
action's first line, stays under the card it explains. On one line the reason came after "East
wins trick 5 with 10♠", and "It plays the Q♠: its only legal card." read as East's."""

from __future__ import annotations

import random

import pytest

from pinochle_learn.actions import Play
from pinochle_learn.players import choose_action
from pinochle_learn.render.game_panes import STOCK_PANES, WIDOW_PANES, TablePanes
from pinochle_learn.render.partnership_panes import PARTNERSHIP_PANES
from pinochle_learn.render.round_html import seat_names
from pinochle_learn.ruleset import PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW, Ruleset
from pinochle_learn.seats import Seat
from pinochle_learn.state import Phase, RoundState, deal_from_seed


def _first_trick_states(rules: Ruleset = PARTNERSHIP) -> list[tuple[RoundState, RoundState]]:
    """Every (before, after) of a round played by the learner level to the end of trick 1."""
    state = RoundState(rules, Seat.EAST).apply(deal_from_seed(3, Seat.EAST, rules))
    rng, steps = random.Random(5), []
    while not state.tricks:
        after = state.apply(choose_action(state, rng))
        steps.append((state, after))
        state = after
    return steps


def test_the_card_that_completes_a_trick_and_the_trick_won_are_two_lines():
    names = seat_names(Seat.SOUTH)
    steps = _first_trick_states()
    before, after = steps[-1]
    action = after.history[-1]
    assert isinstance(action, Play) and before.phase is Phase.TRICKS
    lines = PARTNERSHIP_PANES.events(action, before, after, Seat.SOUTH, names, False)
    trick = after.tricks[0]
    winner = names[trick.winner_seat]
    assert lines[0] == f"{names[action.seat]} plays {action.card.label}."
    assert len(lines) == 2 and lines[1].startswith(f"{winner} wins trick 1 with ")
    # the other cards of the trick are one line each
    for b, a in steps[-4:-1]:
        assert len(PARTNERSHIP_PANES.events(a.history[-1], b, a, Seat.SOUTH, names, False)) == 1


@pytest.mark.parametrize(
    ("rules", "panes"), [(TWO_HAND_WIDOW, WIDOW_PANES), (TWO_HAND_STOCK, STOCK_PANES)]
)
def test_the_two_hand_tables_say_the_trick_won_on_its_own_line(
    rules: Ruleset, panes: TablePanes
) -> None:
    names = ("You", "Bill")
    before, after = _first_trick_states(rules)[-1]
    action = after.history[-1]
    assert isinstance(action, Play)
    lines = panes.events(action, before, after, Seat.NORTH, names, False)
    winner = after.tricks[0].winner_seat
    said = "You win trick 1 with " if winner == Seat.NORTH else "Bill wins trick 1 with "
    played = "You play " if action.seat == Seat.NORTH else "Bill plays "
    assert lines[0].startswith(played) and lines[0].endswith(".") and "trick" not in lines[0]
    assert lines[1].startswith(said)
