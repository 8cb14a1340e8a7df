"""The phases after the contract: meld, the tricks, and the score.

``RULES.md``, PARTNERSHIP Meld, Tricks, Counting, Round score; TWO_HAND_WIDOW Meld, Tricks,
Counting. The rules themselves live in :mod:`pinochle_learn.meld`, :mod:`pinochle_learn.play`,
:mod:`pinochle_learn.trick` and :mod:`pinochle_learn.scoring`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..actions import Action, LayDown, Play, Verdict
from ..errors import RulesetError
from ..meld import solve_meld
from ..procedure import FirstLead, Phase, RoundScoring
from ..reasons import Reason, Why
from ..scoring import RoundScore, score_round
from ..seats import SEATS, Seat
from ..stockscore import running_total_score
from ..trick import Trick
from .base import PhaseUnit, evolve
from .stock import check_lay_down

if TYPE_CHECKING:
    from ..state import RoundState

__all__ = ["SCORERS", "MeldUnit", "OverUnit", "TricksUnit", "contract_score"]


class MeldUnit(PhaseUnit):
    """Every player's best meld from their own hand, worked out by the program (no action)."""

    phase = Phase.MELD

    def enter(self, state: RoundState) -> RoundState:
        trump = state.trump
        assert trump is not None
        melds = tuple(solve_meld(h, trump, state.ruleset, near_misses=0) for h in state.hands)
        return evolve(state, melds=melds)


class TricksUnit(PhaseUnit):
    """Every card is played, one trick of ``players`` cards at a time; the winner leads next.

    In the stock game these are the last tricks, once the stock is gone (the duties to follow,
    trump and head the trick apply), led by the winner of the last trick of the stock."""

    phase = Phase.TRICKS

    def enter(self, state: RoundState) -> RoundState:
        trump = state.trump
        procedure = state.ruleset.procedure
        assert trump is not None and procedure is not None
        players = state.ruleset.players
        if state.tricks:  # the stock game's last tricks: the winner of the trick before leads
            leader = Seat(state.tricks[-1].winner_seat)
        elif procedure.first_lead is FirstLead.BIDDER and state.bidder is not None:
            leader = state.bidder
        else:
            leader = state.dealer.next(players)
        copies = state.ruleset.deck.copies
        return evolve(state, trick=Trick(trump, (), int(leader), players, copies))

    def is_done(self, state: RoundState) -> bool:
        return len(state.tricks) == state.ruleset.tricks_per_round

    def to_act(self, state: RoundState) -> Seat | None:
        if state.trick is None:
            return None
        to_play = state.trick.to_play
        return SEATS[to_play] if to_play is not None else None

    def legal_actions(self, state: RoundState) -> list[Action]:
        analysis = state.play_analysis()
        if analysis is None:
            return []
        seat = self.to_act(state)
        return [Play(seat, card) for card in analysis.legal] if seat is not None else []

    def check(self, state: RoundState, action: Action) -> Verdict:
        if isinstance(action, LayDown) and state.tables:  # the stock game: no meld any more
            return check_lay_down(state, action, self.phase)
        if not isinstance(action, Play):
            return self.refuse(Reason(Why.PLAY_ONE_CARD))
        if action.from_table:  # the stock is gone (or no game melds on the table)
            return self.refuse(Reason(Why.NOT_ON_TABLE, seat=action.seat, cards=(action.card,)))
        verdict = state.play_verdict(action.card)
        if verdict is None:
            return self.refuse(Reason(Why.NO_SUCH_CARD, seat=action.seat, cards=(action.card,)))
        return Verdict(verdict.legal, verdict.reason, self.phase)

    def apply(self, state: RoundState, action: Action) -> RoundState:
        assert state.trick is not None and isinstance(action, Play)
        hands = list(state.hands)
        hands[action.seat] = hands[action.seat].remove(action.card)
        trick = state.trick.add(action.card)
        state = evolve(state, hands=tuple(hands), trick=trick)
        if not trick.is_complete:
            return state
        tricks = (*state.tricks, trick)
        if len(tricks) < state.ruleset.tricks_per_round:
            nxt = Trick(trick.trump, (), trick.winner_seat, trick.players, trick.copies)
            return evolve(state, tricks=tricks, trick=nxt)
        return evolve(state, tricks=tricks, trick=None)


def contract_score(state: RoundState) -> RoundScore:
    """Score a round against its bid (:func:`~pinochle_learn.scoring.score_round`)."""
    assert state.bidder is not None and state.bid is not None
    teams = range(state.ruleset.side_count)
    return score_round(
        state.ruleset,
        bid=state.bid,
        bidding_team=state.side_of(state.bidder),
        meld=tuple(state.team_meld(t) for t in teams),
        tricks=None if state.thrown_in else tuple(state.counters(t) for t in teams),
        tricks_won=None if state.thrown_in else tuple(state.tricks_won(t) for t in teams),
        totals=state.totals,
    )


SCORERS: dict[RoundScoring, Callable[[RoundState], RoundScore]] = {
    RoundScoring.CONTRACT: contract_score,
    RoundScoring.RUNNING_TOTAL: running_total_score,
}
"""How each kind of round scoring is worked out: against the bid, or the stock game's running
total (:func:`~pinochle_learn.stockscore.running_total_score`)."""


class OverUnit(PhaseUnit):
    """The round is scored, the way its procedure says (:data:`SCORERS`)."""

    phase = Phase.OVER

    def enter(self, state: RoundState) -> RoundState:
        procedure = state.ruleset.procedure
        assert procedure is not None
        scorer = SCORERS.get(procedure.scoring)
        if scorer is None:
            raise RulesetError(f"no scoring for {procedure.scoring.name} rounds yet")
        return evolve(state, score=scorer(state))

    def is_done(self, state: RoundState) -> bool:
        return False
