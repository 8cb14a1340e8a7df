"""Computer-only rounds on the fast path equal the state machine's, action by action: the
round engine (which refuses any illegal action) stays the judge of every card played."""

from __future__ import annotations

import pytest

from pinochle_learn.actions import (
    Bid,
    DeclareTrump,
    Discard,
    Keep,
    Pass,
    PassCards,
    Play,
    PlayOn,
    ThrowIn,
)
from pinochle_learn.errors import RulesetError
from pinochle_learn.fastround import FAST_PROCEDURES, fast_rounds
from pinochle_learn.procedure import WIDOW_ROUND
from pinochle_learn.ruleset import PRESETS
from pinochle_learn.simulate import play_rounds

ROUNDS = 30


def _decisions(state):
    out = []
    for action in state.history:
        if isinstance(action, Keep | Discard):
            out.append(("build", action.seat, isinstance(action, Keep)))
        elif isinstance(action, Bid):
            out.append(("bid", action.seat, action.amount))
        elif isinstance(action, Pass):
            out.append(("bid", action.seat, None))
        elif isinstance(action, DeclareTrump):
            out.append(("trump", action.seat, action.suit))
        elif isinstance(action, PassCards):
            out.append(("pass", action.seat, tuple(action.cards)))
        elif isinstance(action, ThrowIn | PlayOn):
            out.append(("throw_in", action.seat, isinstance(action, ThrowIn)))
        elif isinstance(action, Play):
            out.append(("play", action.seat, action.card))
    return out


@pytest.mark.parametrize("seed", [1, 7, 2024])
def test_fast_rounds_make_the_same_decisions_as_the_state_machine(seed):
    slow = list(play_rounds(ROUNDS, seed))
    fast = list(fast_rounds(ROUNDS, seed, record=True))
    for number, (state, quick) in enumerate(zip(slow, fast, strict=True)):
        where = f"seed {seed}, round {number}"
        assert (quick.dealer, quick.bidder, quick.bid, quick.trump) == (
            state.dealer,
            state.bidder,
            state.bid,
            state.trump,
        ), where
        assert list(quick.melds) == [m.total for m in state.melds], where
        assert quick.thrown_in == bool(state.thrown_in), where
        assert quick.score == state.score, where
        assert quick.stuck == state.auction.stuck, where
        # Every decision, in order (the throw-in only where the engine asks for it).
        assert list(quick.actions) == _decisions(state), where


def test_bid_guide_rounds_are_the_round_engines():
    """The bid guide's play-out: the same melds and trick points as RoundState with the
    computer seats, the auction won by South at 250 naming the trump."""
    import random

    from pinochle_learn import Hand, Seat, Suit
    from pinochle_learn.actions import Deal
    from pinochle_learn.fastround import play_out
    from pinochle_learn.players import choose_action
    from pinochle_learn.state import Phase, RoundState, deal_from_seed

    for seed in range(6):
        deal = deal_from_seed(seed, Seat.EAST)
        trump = Suit(seed % 4)
        melds, counters = play_out(deal.hands, Seat.SOUTH, trump, random.Random(seed))
        state = RoundState(dealer=Seat.EAST).apply(Deal(Seat.EAST, deal.hands))
        state = state.apply(Bid(Seat.SOUTH, 250))
        while state.phase is Phase.AUCTION:
            state = state.apply(Pass(state.to_act))
        state = state.apply(DeclareTrump(Seat.SOUTH, trump))
        rng = random.Random(seed)
        while not state.is_over:
            if state.phase is Phase.THROW_IN:
                state = state.apply(PlayOn(Seat.SOUTH))
            else:
                state = state.apply(choose_action(state, rng))
        assert list(melds) == [m.total for m in state.melds]
        assert counters == (state.counters(0), state.counters(1))
        assert Hand(deal.hands[0]) == state.dealt[0]


FAST_PRESETS = [p for p in PRESETS if p.procedure in FAST_PROCEDURES]
"""Every preset the fast path plays: those with the auction round's or the widow round's
procedure."""


def test_the_fast_path_plays_the_two_auction_games_and_the_widow_game():
    assert [p.name for p in FAST_PRESETS] == ["partnership", "two-hand-widow", "double-deck"]


@pytest.mark.parametrize("ruleset", FAST_PRESETS, ids=lambda p: p.name)
@pytest.mark.parametrize("seed", [1, 7])
def test_every_fast_preset_plays_the_state_machines_rounds(ruleset, seed):
    """Each preset fastround accepts (``simulate`` plays them on the fast path): the same
    decisions, melds per seat and side, and scores as the round engine. DOUBLE_DECK: no
    passing, 20 tricks. TWO_HAND_WIDOW: 48 building turns first, no pass, no throw-in."""
    slow = list(play_rounds(10, seed, ruleset))
    fast = list(fast_rounds(10, seed, ruleset, record=True))
    for number, (state, quick) in enumerate(zip(slow, fast, strict=True)):
        where = f"{ruleset.name}, seed {seed}, round {number}"
        assert quick.score == state.score, where
        assert list(quick.actions) == _decisions(state), where
        assert list(quick.melds) == [m.total for m in state.melds], where
        sides = [state.team_meld(t) for t in range(ruleset.side_count)]
        assert [quick.team_meld(t) for t in range(ruleset.side_count)] == sides, where
        if ruleset.pass_cards == 0:
            assert not any(kind == "pass" for kind, _, _ in quick.actions), where
        builds = [keep for kind, _, keep in quick.actions if kind == "build"]
        widow = ruleset.procedure is WIDOW_ROUND  # one turn per card kept: the whole deck
        assert len(builds) == (ruleset.deck.size if widow else 0), where


@pytest.mark.parametrize(
    "ruleset", [p for p in PRESETS if p.procedure not in FAST_PROCEDURES], ids=lambda p: p.name
)
def test_the_fast_path_refuses_a_game_it_does_not_play(ruleset):
    # A stock or a bury is not this module's: the fast path names the ruleset.
    with pytest.raises(RulesetError, match=ruleset.name):
        next(fast_rounds(1, 1, ruleset))
