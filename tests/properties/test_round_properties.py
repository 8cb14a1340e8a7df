"""Random legal playouts of PARTNERSHIP rounds (random choices, not the computer players).

The choices (dealer, shuffle, each action) come from ``st.randoms()``: a ``random.Random`` whose
every call is drawn from hypothesis, so a failure shrinks to a short round. Only the replay test
seeds ``random.Random`` itself, since replaying a seed is what it checks.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_learn.actions import Bid, DeclareTrump, Pass, PassCards, Play, PlayOn, ThrowIn
from pinochle_learn.cards import DECK, Suit
from pinochle_learn.errors import IllegalActionError
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.ruleset import MAX_GAME_POINTS
from pinochle_learn.seats import Seat
from pinochle_learn.state import RoundState, deal_from_seed

# 1 deal + at most 976 bids (250 to MAX_GAME_POINTS by +10) and 3 passes + trump + 2 passes of
# cards + throw-in + 48 plays: a legal playout can never take more steps.
MAX_STEPS = 1 + (MAX_GAME_POINTS - 250) // 10 + 1 + 3 + 1 + 2 + 1 + 48


def cards_in_play(state: RoundState) -> list:
    cards = [c for h in state.hands for c in h]
    cards += [c for t in state.tricks for c in t.cards]
    cards += list(state.trick.cards) if state.trick is not None else []
    return sorted(cards)


def random_round(rng: random.Random) -> list[RoundState]:
    dealer = rng.choice(list(Seat))
    state = RoundState(dealer=dealer).apply(deal_from_seed(rng, dealer))
    states = [state]
    for _ in range(MAX_STEPS):
        if state.is_over:
            break
        # Reversed: a failure shrinks towards the last action listed (a pass in the auction).
        state = state.apply(rng.choice(state.legal_actions()[::-1]))
        states.append(state)
    return states


CHOICES = st.randoms(use_true_random=False)


@settings(max_examples=40, deadline=None)
@given(CHOICES)
def test_random_legal_playouts_end_and_conserve_48_cards(rng):
    states = random_round(rng)
    final = states[-1]
    assert final.is_over
    deck = sorted(DECK)
    for state in states:
        assert cards_in_play(state) == deck
    if not final.thrown_in:
        assert len(final.tricks) == 12
        assert final.counters(0) + final.counters(1) == 250


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**32))
def test_same_seed_same_round(seed):
    first = random_round(random.Random(seed))
    assert [s.summary() for s in first] == [s.summary() for s in random_round(random.Random(seed))]


def any_action(state: RoundState, rng: random.Random):
    """An action of any kind by any seat, mostly illegal."""
    seat = rng.choice(list(Seat))
    hand = state.hands[seat].cards if state.hands else ()
    choices = [
        Pass(seat),
        Bid(seat, rng.choice([240, 250, 260, 270, 280, 300])),
        DeclareTrump(seat, rng.choice(list(Suit))),
        PassCards(seat, tuple(rng.sample(DECK, rng.choice([3, 4, 5])))),
        ThrowIn(seat),
        PlayOn(seat),
        Play(seat, rng.choice(DECK)),
    ]
    if len(hand) >= 4:
        choices.append(PassCards(seat, tuple(rng.sample(hand, 4))))
    if hand:
        choices.append(Play(seat, rng.choice(hand)))
    return rng.choice(choices)


@settings(max_examples=40, deadline=None)
@given(CHOICES)
def test_apply_never_accepts_what_check_refuses(rng):
    for state in random_round(rng)[::3]:
        for _ in range(5):
            action = any_action(state, rng)
            verdict = state.check(action)
            try:
                state.apply(action)
            except IllegalActionError as error:
                assert not verdict.legal
                assert error.reason == verdict.reason
                assert reason_text(verdict.reason) in error_text(error)
            else:
                assert verdict.legal
        for action in state.legal_actions()[:20]:
            assert state.check(action).legal
