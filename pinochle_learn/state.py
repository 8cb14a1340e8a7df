"""A round and a game of PARTNERSHIP as replayable state machines (``RULES.md``, PARTNERSHIP).

A :class:`RoundState` is immutable. Its :attr:`~RoundState.phase` follows from what has
happened: deal, auction, trump, passing to the bidder, passing back, the throw-in decision
(only when a throw-in is allowed), the 12 tricks, then the score. Every state offers
``to_act``, ``legal_actions()``, ``check(action)`` (a :class:`~pinochle_learn.actions.Verdict`
with the reason), ``can(action)`` and ``apply(action)``, which returns the next state or raises
:class:`~pinochle_learn.errors.IllegalActionError` quoting the action, the phase and the reason.
Dealing is an action too (:class:`Deal`, made from a seed or written out), so a round replays
exactly from its :attr:`~RoundState.history`, and keeping old states gives "step back" for free.

A :class:`GameState` strings rounds together: the deal passes to the left, totals run on, and the
game ends when a team reaches the target (1500), the bidding team winning when both do.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from .actions import (
    Action,
    Bid,
    Deal,
    DeclareTrump,
    Pass,
    PassCards,
    Phase,
    Play,
    PlayOn,
    ThrowIn,
    Verdict,
)
from .auction import Auction
from .cards import DECK, Card, Suit
from .errors import IllegalActionError, RulesetError
from .hand import Hand
from .meld import MeldResult, solve_meld
from .passing import PassStep, apply_pass, check_pass
from .play import PlayAnalysis, legal_plays
from .reasons import Reason, Why
from .ruleset import PARTNERSHIP, Ruleset
from .scoring import RoundScore, can_throw_in, check_throw_in, score_round
from .seats import Seat, seats
from .trick import Trick

__all__ = ["GameState", "Phase", "RoundState", "deal_from_seed", "replay"]


def deal_from_seed(seed: int | random.Random, dealer: Seat, ruleset: Ruleset = PARTNERSHIP) -> Deal:
    """Shuffle the 48 cards with ``seed`` and deal ``ruleset.hand_size`` to each seat.

    The hands are listed by seat index (NORTH first), whoever deals.

    Examples
    --------
    >>> deal = deal_from_seed(7, Seat.WEST)
    >>> deal.seat, [len(hand) for hand in deal.hands]
    (<Seat.WEST: 3>, [12, 12, 12, 12])
    >>> deal == deal_from_seed(7, Seat.WEST)
    True
    """
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    cards = list(DECK)
    rng.shuffle(cards)
    size = ruleset.hand_size
    hands = tuple(tuple(cards[i * size : (i + 1) * size]) for i in range(ruleset.players))
    return Deal(dealer, hands)


@dataclass(frozen=True)
class RoundState:
    """One round of PARTNERSHIP, from the deal to the score.

    Attributes
    ----------
    ruleset
        The game's rules (PARTNERSHIP or a house-rule variant of it).
    dealer
        The seat that deals; the seat to its left bids first.
    totals
        Each team's game points before this round.
    hands
        Each seat's cards now (empty before the deal).
    dealt
        Each seat's cards as dealt.
    auction
        The auction so far (``None`` before the deal).
    trump
        The trump suit named by the bid winner.
    passed_to_bidder, passed_back
        The 4 cards given each way.
    melds
        Each seat's best meld (after passing).
    thrown_in
        ``True`` if the bid winner threw the hand in, ``False`` if it is played.
    trick
        The trick in progress.
    tricks
        The completed tricks, in order.
    score
        The round's score once over.
    history
        Every action applied, in order: applying them to a fresh state replays the round.
    """

    ruleset: Ruleset = PARTNERSHIP
    dealer: Seat = Seat.WEST
    totals: tuple[int, int] = (0, 0)
    hands: tuple[Hand, ...] = ()
    dealt: tuple[Hand, ...] = ()
    auction: Auction | None = None
    trump: Suit | None = None
    passed_to_bidder: tuple[Card, ...] | None = None
    passed_back: tuple[Card, ...] | None = None
    melds: tuple[MeldResult, ...] = ()
    thrown_in: bool | None = None
    trick: Trick | None = None
    tricks: tuple[Trick, ...] = ()
    score: RoundScore | None = None
    history: tuple[Action, ...] = field(default=())

    def __post_init__(self) -> None:
        if self.ruleset.players != 4 or self.ruleset.min_bid is None:
            raise RulesetError(
                f"ruleset {self.ruleset.name!r}: a round here is a four-hand auction game "
                "(PARTNERSHIP or a variant of it)"
            )

    # -- where the round stands -------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        """The phase, worked out from what has happened so far."""
        if not self.dealt:
            return Phase.DEAL
        if self.auction is None or not self.auction.is_over:
            return Phase.AUCTION
        if self.trump is None:
            return Phase.TRUMP
        if self.passed_to_bidder is None:
            return Phase.PASS_TO_BIDDER
        if self.passed_back is None:
            return Phase.PASS_BACK
        if self.thrown_in is None:
            return Phase.THROW_IN
        if self.score is None:
            return Phase.TRICKS
        return Phase.OVER

    @property
    def is_over(self) -> bool:
        """The round has been scored."""
        return self.score is not None

    @property
    def bidder(self) -> Seat | None:
        """The seat that won the auction."""
        if self.auction is None or not self.auction.is_over:
            return None
        return self.auction.winner

    @property
    def bid(self) -> int | None:
        """The winning bid, in game points."""
        if self.auction is None or not self.auction.is_over:
            return None
        return self.auction.winning_bid

    @property
    def to_act(self) -> Seat | None:
        """The seat whose action is awaited; ``None`` once the round is over."""
        phase = self.phase
        bidder = self.bidder
        if phase is Phase.DEAL:
            return self.dealer
        if phase is Phase.AUCTION:
            return self.auction.to_act if self.auction is not None else self.dealer.next()
        if phase is Phase.PASS_TO_BIDDER and bidder is not None:
            return bidder.partner
        if phase in (Phase.TRUMP, Phase.PASS_BACK, Phase.THROW_IN):
            return bidder
        if phase is Phase.TRICKS and self.trick is not None:
            to_play = self.trick.to_play
            return Seat(to_play) if to_play is not None else None
        return None

    def team_meld(self, team: int) -> int:
        """Meld points of a team: the sum of its two players' melds (0 before meld)."""
        if not self.melds:
            return 0
        return sum(self.melds[s].total for s in seats(4) if s.team == team)

    @property
    def may_throw_in(self) -> bool:
        """Is a throw-in allowed: the bid exceeds the bidding team's meld by more than 250?"""
        if self.bidder is None or self.bid is None or not self.melds:
            return False
        return can_throw_in(self.bid, self.team_meld(self.bidder.team), self.ruleset)

    def counters(self, team: int) -> int:
        """Counter points a team has taken in tricks so far, with the last trick's 10."""
        total = 0
        for number, trick in enumerate(self.tricks, start=1):
            if Seat(trick.winner_seat).team == team:
                total += trick.points(self.ruleset, last=number == self.ruleset.hand_size)
        return total

    def tricks_won(self, team: int) -> int:
        """How many tricks a team has won so far."""
        return sum(1 for t in self.tricks if Seat(t.winner_seat).team == team)

    def play_analysis(self) -> PlayAnalysis | None:
        """The legal-play verdicts of the seat to play (``None`` outside the tricks)."""
        seat = self.to_act
        if self.phase is not Phase.TRICKS or seat is None or self.trick is None:
            return None
        return legal_plays(self.hands[seat], self.trick, self.trick.trump, self.ruleset)

    # -- what may be done ------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every action allowed now (all distinct 4-card passes in the passing phases)."""
        phase = self.phase
        seat = self.to_act
        if seat is None:
            return []
        if phase is Phase.DEAL:
            return []  # dealing is a chance event: use deal_from_seed(...) or a scripted Deal
        if phase is Phase.AUCTION and self.auction is not None:
            return list(self.auction.legal_actions())
        if phase is Phase.TRUMP:
            return [DeclareTrump(seat, suit) for suit in Suit]
        if phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK):
            combos = dict.fromkeys(
                itertools.combinations(self.hands[seat].cards, self.ruleset.pass_cards)
            )
            return [PassCards(seat, combo) for combo in combos]
        if phase is Phase.THROW_IN:
            return [ThrowIn(seat), PlayOn(seat)]
        analysis = self.play_analysis()
        return [Play(seat, card) for card in analysis.legal] if analysis is not None else []

    def check(self, action: Action) -> Verdict:
        """Whether ``action`` may be applied now, and why (never raises for a legal type)."""
        phase = self.phase
        if phase is Phase.OVER:
            return Verdict(False, Reason(Why.ROUND_OVER), phase)
        seat = self.to_act
        if action.seat is not seat:
            return Verdict(False, Reason(Why.NOT_YOUR_TURN, seat=seat, other=action.seat), phase)
        if phase is Phase.DEAL:
            return self._check_deal(action)
        if phase is Phase.AUCTION:
            if not isinstance(action, Bid | Pass) or self.auction is None:
                return Verdict(False, Reason(Why.BID_OR_PASS), phase)
            return self.auction.check(action)
        if phase is Phase.TRUMP:
            if not isinstance(action, DeclareTrump):
                return Verdict(False, Reason(Why.MUST_NAME_TRUMP, seat=seat), phase)
            return Verdict(True, Reason(Why.NAMES_TRUMP, seat=seat), phase)
        if phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK):
            return self._check_pass(action, phase)
        if phase is Phase.THROW_IN:
            if not isinstance(action, ThrowIn | PlayOn):
                return Verdict(False, Reason(Why.THROW_IN_OR_PLAY), phase)
            assert self.bid is not None and self.bidder is not None  # the auction is over
            meld = self.team_meld(self.bidder.team)
            return check_throw_in(self.bid, meld, self.ruleset)
        if not isinstance(action, Play):
            return Verdict(False, Reason(Why.PLAY_ONE_CARD), phase)
        analysis = self.play_analysis()
        if analysis is None or action.card not in analysis.hand:
            reason = Reason(Why.NO_SUCH_CARD, seat=seat, cards=(action.card,))
            return Verdict(False, reason, phase)
        verdict = analysis.verdict(action.card)
        return Verdict(verdict.legal, verdict.reason, phase)

    def can(self, action: Action) -> bool:
        """``check(action).legal``."""
        return self.check(action).legal

    def apply(self, action: Action) -> RoundState:
        """The state after ``action``.

        Raises
        ------
        IllegalActionError
            The action is refused: the message quotes it, the phase and the reason.
        """
        verdict = self.check(action)
        if not verdict.legal:
            raise verdict.error(action)
        state = replace(self, history=(*self.history, action))
        if isinstance(action, Deal):
            hands = tuple(Hand(h) for h in action.hands)
            return replace(
                state, hands=hands, dealt=hands, auction=Auction(self.dealer, self.ruleset)
            )
        if isinstance(action, Bid | Pass):
            assert self.auction is not None  # checked above
            return replace(state, auction=self.auction.apply(action))
        if isinstance(action, DeclareTrump):
            return replace(state, trump=action.suit)
        if isinstance(action, PassCards):
            return state._after_pass(action)
        if isinstance(action, ThrowIn):
            return replace(state, thrown_in=True)._scored()
        if isinstance(action, PlayOn):
            return replace(state, thrown_in=False, trick=self._first_trick())
        return state._after_play(action)

    # -- transitions ----------------------------------------------------------------------
    def _check_deal(self, action: Action) -> Verdict:
        where = Phase.DEAL
        if not isinstance(action, Deal):
            return Verdict(False, Reason(Why.DEALER_DEALS, seat=self.dealer), where)
        size, players = self.ruleset.hand_size, self.ruleset.players
        if len(action.hands) != players or any(len(h) != size for h in action.hands):
            return Verdict(False, Reason(Why.DEAL_SHAPE, count=players, figures=(size,)), where)
        cards = sorted((c for h in action.hands for c in h), key=lambda c: c.sort_key)
        if cards != sorted(DECK, key=lambda c: c.sort_key):
            return Verdict(False, Reason(Why.DEAL_DECK), where)
        return Verdict(True, Reason(Why.DEALS, seat=self.dealer, count=size), where)

    def _pass_step(self) -> PassStep:
        return PassStep.TO_WINNER if self.passed_to_bidder is None else PassStep.BACK

    def _check_pass(self, action: Action, phase: Phase) -> Verdict:
        if not isinstance(action, PassCards) or self.bidder is None:
            return Verdict(False, Reason(Why.PASS_NOW, count=self.ruleset.pass_cards), phase)
        verdict = check_pass(action, self.hands, self.bidder, self._pass_step(), self.ruleset)
        return replace(verdict, phase=phase)

    def _after_pass(self, action: PassCards) -> RoundState:
        assert self.bidder is not None
        hands = apply_pass(action, self.hands, self.bidder, self._pass_step(), self.ruleset)
        state = replace(self, hands=hands)
        if self.passed_to_bidder is None:
            return replace(state, passed_to_bidder=action.cards)
        assert self.trump is not None
        melds = tuple(solve_meld(h, self.trump, self.ruleset, near_misses=0) for h in hands)
        state = replace(state, passed_back=action.cards, melds=melds)
        if state.may_throw_in:
            return state
        return replace(state, thrown_in=False, trick=state._first_trick())

    def _first_trick(self) -> Trick:
        assert self.trump is not None and self.bidder is not None
        return Trick(self.trump, (), int(self.bidder), 4)

    def _after_play(self, action: Play) -> RoundState:
        assert self.trick is not None
        hands = list(self.hands)
        hands[action.seat] = hands[action.seat].remove(action.card)
        trick = self.trick.add(action.card)
        state = replace(self, hands=tuple(hands), trick=trick)
        if not trick.is_complete:
            return state
        tricks = (*self.tricks, trick)
        if len(tricks) < self.ruleset.hand_size:
            nxt = Trick(trick.trump, (), trick.winner_seat, 4)
            return replace(state, tricks=tricks, trick=nxt)
        return replace(state, tricks=tricks, trick=None)._scored()

    def _scored(self) -> RoundState:
        assert self.bidder is not None and self.bid is not None
        score = score_round(
            self.ruleset,
            bid=self.bid,
            bidding_team=self.bidder.team,
            meld=(self.team_meld(0), self.team_meld(1)),
            tricks=None if self.thrown_in else (self.counters(0), self.counters(1)),
            tricks_won=None if self.thrown_in else (self.tricks_won(0), self.tricks_won(1)),
            totals=self.totals,
        )
        return replace(self, score=score)

    # -- display ------------------------------------------------------------------------------
    def summary(self) -> dict[str, Any]:
        """A JSON-ready picture of the state, for golden replays and debugging."""
        return {
            "phase": self.phase.name,
            "to_act": self.to_act.name if self.to_act is not None else None,
            "hands": [str(h) for h in self.hands],
            "bid": self.bid,
            "bidder": self.bidder.name if self.bidder is not None else None,
            "trump": self.trump.letter if self.trump is not None else None,
            "meld": [m.total for m in self.melds],
            "trick": str(self.trick) if self.trick is not None else None,
            "tricks": len(self.tricks),
            "counters": [self.counters(0), self.counters(1)],
            "thrown_in": self.thrown_in,
            "made": None if self.score is None else self.score.made,
            "deltas": None if self.score is None else list(self.score.deltas),
            "totals": list(self.totals if self.score is None else self.score.totals),
        }


@dataclass(frozen=True)
class GameState:
    """A game of PARTNERSHIP: rounds until a team reaches ``ruleset.target_score``.

    Attributes
    ----------
    round
        The round in progress (or the last one, when the game is over).
    finished
        The rounds already scored, oldest first.
    """

    round: RoundState
    finished: tuple[RoundState, ...] = ()

    @classmethod
    def new(
        cls, ruleset: Ruleset = PARTNERSHIP, *, first_dealer: Seat | None = None, seed: int = 0
    ) -> GameState:
        """A new game; the first dealer is drawn with ``seed`` unless given (``RULES.md``)."""
        dealer = first_dealer if first_dealer is not None else random.Random(seed).choice(seats(4))
        return cls(RoundState(ruleset, dealer))

    @property
    def totals(self) -> tuple[int, int]:
        """Each team's game points after the last scored round."""
        last = (
            self.round
            if self.round.score is not None
            else (self.finished[-1] if self.finished else None)
        )
        if last is None or last.score is None:
            return self.round.totals
        return last.score.totals

    @property
    def winner(self) -> int | None:
        """The winning team once the game is over, else ``None``."""
        return self.round.score.winner if self.round.score is not None else None

    @property
    def is_over(self) -> bool:
        """A team has won."""
        return self.winner is not None

    def next_round(self) -> GameState:
        """Start the next round: the deal passes to the left, totals carry over.

        Raises
        ------
        IllegalActionError
            The round is not over, or the game is.
        """
        if self.round.score is None:
            raise IllegalActionError(
                action="next_round", reason=Reason(Why.ROUND_NOT_OVER), phase=self.round.phase
            )
        if self.is_over:
            raise IllegalActionError(action="next_round", reason=Reason(Why.GAME_OVER))
        nxt = RoundState(self.round.ruleset, self.round.dealer.next(), self.round.score.totals)
        return GameState(nxt, (*self.finished, self.round))

    def apply(self, action: Action) -> GameState:
        """Apply ``action`` to the round in progress (see :meth:`RoundState.apply`)."""
        return replace(self, round=self.round.apply(action))

    def rounds(self) -> Iterator[RoundState]:
        """Every round, finished ones first."""
        yield from self.finished
        yield self.round


def replay(actions: Sequence[Action], state: RoundState) -> RoundState:
    """Apply ``actions`` in order to ``state``."""
    for action in actions:
        state = state.apply(action)
    return state
