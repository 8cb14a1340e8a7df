"""A round and a game of any preset with a round engine, as replayable state machines.

A :class:`RoundState` is immutable and carries its :attr:`~RoundState.phase` explicitly. How a
round goes is data: the ruleset's :class:`~pinochle_learn.procedure.Procedure` lists the phases
in order (PARTNERSHIP: deal, auction, trump, passing to the bidder, passing back, meld, the
throw-in decision when allowed, the tricks, the score; TWO_HAND_WIDOW: the widow, building,
auction, trump, meld, tricks, score; TWO_HAND_STOCK: the deal and turn-up, the tricks while
the stock lasts with a meld turn and the draws after each, the last tricks, score), and each
phase is a small unit in :mod:`pinochle_learn.phases` saying who acts, what is legal and what
an action does. Every state offers ``to_act``, ``legal_actions()``, ``check(action)`` (a
:class:`~pinochle_learn.actions.Verdict` with the reason), ``can(action)`` and ``apply(action)``,
which returns the next state or raises :class:`~pinochle_learn.errors.IllegalActionError`
quoting the action, the phase and the reason. Dealing is an action too (:class:`Deal`, made
from a seed or written out), so a round replays exactly from its :attr:`~RoundState.history`,
and keeping old states gives "step back" for free.

A :class:`GameState` strings rounds together: the deal passes to the left, totals run on, and the
game ends when a side reaches the ruleset's target (who wins when both do: the ruleset's
``both_reach``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from .actions import Action, Deal, Verdict, require_action
from .auction import Auction
from .cards import Card, Suit
from .errors import IllegalActionError, RulesetError
from .hand import Hand
from .meld import MeldResult
from .phases import UNITS, BuildUnit
from .phases import deal_from_seed as _deal_from_seed
from .phases.base import evolve
from .play import PlayAnalysis, legal_plays, play_verdict
from .playcodes import PlayVerdict
from .procedure import MeldTiming, Phase
from .reasons import Reason, Why
from .ruleset import PARTNERSHIP, Ruleset
from .scoring import RoundScore, can_throw_in
from .seats import Seat, seats
from .stockscore import meld_scored
from .tablemeld import MeldTable
from .trick import Trick

__all__ = ["GameState", "Phase", "RoundState", "deal_from_seed", "replay"]

_UNSET = object()


def deal_from_seed(seed: int | random.Random, dealer: Seat, ruleset: Ruleset = PARTNERSHIP) -> Deal:
    """Shuffle the deck (48 cards, 80 in DOUBLE_DECK) with ``seed``: deal ``ruleset.hand_size``
    to each seat, or leave them all face down as the widow when hands are built from it
    (TWO_HAND_WIDOW).

    The hands are listed by seat index (NORTH first), whoever deals.

    Examples
    --------
    >>> deal = deal_from_seed(7, Seat.WEST)
    >>> deal.seat, [len(hand) for hand in deal.hands], len(deal.stock)
    (<Seat.WEST: 3>, [12, 12, 12, 12], 0)
    >>> deal == deal_from_seed(7, Seat.WEST)
    True
    >>> from pinochle_learn import TWO_HAND_WIDOW
    >>> widow = deal_from_seed(7, Seat.NORTH, TWO_HAND_WIDOW)
    >>> [len(hand) for hand in widow.hands], len(widow.stock)
    ([0, 0], 48)
    """
    return _deal_from_seed(seed, dealer, ruleset)


@dataclass(frozen=True)
class RoundState:
    """One round, from the deal to the score, of any ruleset with a procedure.

    Attributes
    ----------
    ruleset
        The game's rules (a preset with a round engine, or a house-rule variant of one).
    dealer
        The seat that deals; the seat to its left builds, bids and (in some games) leads first.
    totals
        Each side's game points before this round (one per side of ``ruleset.sides``; ``(0,
        0)`` is widened to zeros for every side of a three-sided game).
    hands
        Each seat's cards now (empty before the deal).
    dealt
        Each seat's cards as dealt (empty hands when they are built from a widow).
    auction
        The auction so far (``None`` before it starts).
    trump
        The trump suit named by the bid winner.
    passed_to_bidder, passed_back
        The cards given each way by partners (``ruleset.pass_cards`` of them).
    melds
        Each seat's best meld (after passing).
    thrown_in
        ``True`` if the bid winner threw the hand in, ``False`` if it is played, ``None``
        before that is settled (and in games without a throw-in).
    trick
        The trick in progress.
    tricks
        The completed tricks, in order.
    score
        The round's score once over.
    phase
        Where the round stands (:class:`~pinochle_learn.procedure.Phase`).
    stock
        The face-down cards still to draw, top first: the widow while building
        (TWO_HAND_WIDOW), the stock (TWO_HAND_STOCK; after the deal it holds every card left,
        the one to turn up first, until the tricks begin).
    discards
        Cards discarded while building, in order (turned over as the widow when it runs out).
    turn_up
        TWO_HAND_STOCK: the card turned up for trump, half under the stock and drawn last (or
        the 9 of trump exchanged for it); ``None`` once drawn, and in other games.
    tables
        TWO_HAND_STOCK: each seat's melds on the table
        (:class:`~pinochle_learn.tablemeld.MeldTable`: the cards lying there, the melds laid
        down with their points); empty in other games. Once the stock is gone the cards go
        back to the hands and the tables keep only the record of the melds.
    buried
        THREE_HAND_CUTTHROAT: the cards the bid winner buried after taking the widow (they
        count for the bid winner's side as if taken in a trick); empty in other games.
    history
        Every action applied, in order: applying them to a fresh state replays the round.

    Raises
    ------
    RulesetError
        The ruleset has no procedure: the round engine does not play that game yet.
    """

    ruleset: Ruleset = PARTNERSHIP
    dealer: Seat = Seat.WEST
    totals: tuple[int, ...] = (0, 0)
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
    phase: Phase = Phase.DEAL
    stock: tuple[Card, ...] = ()
    discards: tuple[Card, ...] = ()
    turn_up: Card | None = None
    tables: tuple[MeldTable, ...] = ()
    buried: tuple[Card, ...] = ()
    history: tuple[Action, ...] = field(default=())

    def __post_init__(self) -> None:
        if self.ruleset.procedure is None:
            raise RulesetError(
                f"ruleset {self.ruleset.name!r}: the round engine does not play this game yet "
                "(it has no procedure)"
            )
        sides = self.ruleset.side_count
        if len(self.totals) != sides:
            if any(self.totals):
                raise RulesetError(
                    f"totals={self.totals!r}: give one total per side ({sides} in "
                    f"{self.ruleset.name!r})"
                )
            object.__setattr__(self, "totals", (0,) * sides)

    # -- where the round stands -------------------------------------------------------------
    @property
    def players(self) -> int:
        """Players at the table (``ruleset.players``)."""
        return self.ruleset.players

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
        return UNITS[self.phase].to_act(self)

    @property
    def drawn(self) -> Card | None:
        """While building: the card the player to move draws first (they see it before keeping
        or discarding it); ``None`` in other phases."""
        return BuildUnit.drawn(self) if self.phase is Phase.BUILD else None

    @property
    def stock_left(self) -> int:
        """Cards still to draw from the stock, the turn-up included (TWO_HAND_STOCK)."""
        return len(self.stock) + (self.turn_up is not None)

    @property
    def meld_turn(self) -> bool:
        """TWO_HAND_STOCK: is the last trick's winner now to lay down a meld, exchange the dix
        or draw?"""
        return self.phase is Phase.STOCK and self.trick is None and bool(self.tricks)

    def meld_scored(self, seat: Seat | int) -> int:
        """Meld points ``seat`` has scored so far this round: its best meld in a game that
        melds once; in the stock game every meld laid down, the dix turned up, exchanged or
        played (:func:`~pinochle_learn.stockscore.meld_scored`)."""
        if self.melds:
            return self.melds[seat].total
        return sum(e.points for e in meld_scored(self) if e.seat == seat)

    def side_of(self, seat: Seat | int) -> int:
        """The side ``seat`` plays for (``ruleset.side_of``)."""
        return self.ruleset.side_of(seat)

    def team_meld(self, team: int) -> int:
        """Meld points of a side: the sum of its players' melds (0 before meld)."""
        return sum(self.meld_scored(s) for s in self.ruleset.sides[team])

    @property
    def may_throw_in(self) -> bool:
        """Is a throw-in allowed: the bid exceeds the bidding team's meld by more than 250?"""
        if self.bidder is None or self.bid is None or not self.melds:
            return False
        if self.ruleset.throw_in_margin is None:
            return False
        return can_throw_in(self.bid, self.team_meld(self.side_of(self.bidder)), self.ruleset)

    def counters(self, team: int) -> int:
        """Trick points a side has taken so far: counters, with the last trick's bonus, and
        the counters the bid winner buried (THREE_HAND_CUTTHROAT, ``#cutthroat.bury``)."""
        total = 0
        last = self.ruleset.tricks_per_round
        for number, trick in enumerate(self.tricks, start=1):
            if self.side_of(trick.winner_seat) == team:
                total += trick.points(self.ruleset, last=number == last)
        if self.buried and self.bidder is not None and self.side_of(self.bidder) == team:
            total += sum(self.ruleset.counter_points[c.rank] for c in self.buried)
        return total

    def tricks_won(self, team: int) -> int:
        """How many tricks a side has won so far."""
        return sum(1 for t in self.tricks if self.side_of(t.winner_seat) == team)

    def play_analysis(self) -> PlayAnalysis | None:
        """The legal-play verdicts of the seat to play (``None`` outside the tricks).

        Worked out once per state (the state is immutable): the computer player and
        :meth:`check` of its card read the same analysis."""
        cached = self.__dict__.get("_play_analysis", _UNSET)
        if cached is _UNSET:
            cached = self._analyse_play()
            object.__setattr__(self, "_play_analysis", cached)
        assert cached is None or isinstance(cached, PlayAnalysis)
        return cached

    def play_verdict(self, card: Card) -> PlayVerdict | None:
        """``play_analysis().verdict(card)``, judging only ``card`` unless the analysis is
        already worked out; ``None`` outside the tricks or when the seat to play holds no
        ``card`` (in the stock game: neither in the hand nor on the table)."""
        cached = self.__dict__.get("_play_analysis", _UNSET)
        if isinstance(cached, PlayAnalysis):
            return cached.verdict(card) if card in cached.hand else None
        context = self._play_context()
        if context is None or card not in context[0]:
            return None
        hand, stock_empty, first = context
        assert self.trick is not None
        return play_verdict(
            hand, self.trick, card, self.ruleset, stock_empty=stock_empty, first_lead=first
        )

    def _play_context(self) -> tuple[Hand, bool, bool] | None:
        """The hand judged, ``stock_empty`` and ``first_lead`` for the seat to play."""
        if self.phase not in (Phase.TRICKS, Phase.STOCK) or self.trick is None:
            return None
        seat = self.to_act
        if seat is None:
            return None
        if self.phase is Phase.STOCK:  # the cards on the table are played as if in hand
            table = self.tables[seat].cards
            hand = self.hands[seat]
            return (
                (Hand((*hand.cards, *(tc.card for tc in table))) if table else hand),
                False,
                False,
            )
        first = not self.tricks and self.bidder is not None and seat is self.bidder
        return self.hands[seat], True, first

    def _analyse_play(self) -> PlayAnalysis | None:
        context = self._play_context()
        if context is None:
            return None
        hand, stock_empty, first = context
        assert self.trick is not None
        return legal_plays(
            hand,
            self.trick,
            self.trick.trump,
            self.ruleset,
            stock_empty=stock_empty,
            first_lead=first,
        )

    # -- what may be done ------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every action allowed now (all distinct 4-card passes in the passing phases; none in
        the deal, a chance event: use :func:`deal_from_seed` or a scripted :class:`Deal`)."""
        if self.to_act is None:
            return []
        return UNITS[self.phase].legal_actions(self)

    def check(self, action: Action) -> Verdict:
        """Whether ``action`` may be applied now, and why.

        Raises
        ------
        InputTypeError
            ``action`` is no action (``"NORTH"``, ``None``), or one with a field of the wrong
            type (``LayDown(NORTH, 7)``, ``Play(EAST, "H14")``); the message names it
            (:func:`~pinochle_learn.actions.require_action`). ``can`` and ``apply`` raise it too.
        """
        action = require_action(action)
        phase = self.phase
        if phase is Phase.OVER:
            return Verdict(False, Reason(Why.ROUND_OVER), phase)
        seat = self.to_act
        if action.seat is not seat:
            return Verdict(False, Reason(Why.NOT_YOUR_TURN, seat=seat, other=action.seat), phase)
        return UNITS[phase].check(self, action)

    def can(self, action: Action) -> bool:
        """``check(action).legal`` (raises :class:`~pinochle_learn.errors.InputTypeError` for
        no action or a malformed one, as ``check`` does)."""
        return self.check(action).legal

    def apply(self, action: Action) -> RoundState:
        """The state after ``action``: the phase's unit applies it, then the round moves on
        through every phase that is done (and the automatic ones: meld, the score).

        Raises
        ------
        IllegalActionError
            The action is refused: the message quotes it, the phase and the reason.
        InputTypeError
            ``action`` is no action, or a malformed one (see :meth:`check`).
        """
        verdict = self.check(action)
        if not verdict.legal:
            raise verdict.error(action)
        return self.apply_chosen(action)

    def apply_chosen(self, action: Action) -> RoundState:
        """:meth:`apply` without judging ``action`` again: for an action the computer player
        made for the seat to act (:func:`~pinochle_learn.players.choose_action`), legal by
        construction. The same next state as :meth:`apply` for a legal action
        (``tests/properties/test_fast_players.py`` applies every computer action of many
        rounds both ways); an illegal one is not refused and leaves a state the rules never
        reach, so a learner's action always goes through :meth:`apply`."""
        unit = UNITS[self.phase]
        state = unit.apply(evolve(self, history=(*self.history, action)), action)
        while unit.is_done(state):
            state = evolve(state, phase=unit.next_phase(state))
            unit = UNITS[state.phase]
            state = unit.enter(state)
        return state

    # -- display ------------------------------------------------------------------------------
    def summary(self) -> dict[str, Any]:
        """A JSON-ready picture of the state, for golden replays and debugging (with the widow
        and discard pile sizes in a game that builds hands)."""
        out: dict[str, Any] = {
            "phase": self.phase.name,
            "to_act": self.to_act.name if self.to_act is not None else None,
            "hands": [str(h) for h in self.hands],
            "bid": self.bid,
            "bidder": self.bidder.name if self.bidder is not None else None,
            "trump": self.trump.letter if self.trump is not None else None,
            "meld": [m.total for m in self.melds],
            "trick": str(self.trick) if self.trick is not None else None,
            "tricks": len(self.tricks),
            "counters": [self.counters(side) for side in range(self.ruleset.side_count)],
            "thrown_in": self.thrown_in,
            "made": None if self.score is None else self.score.made,
            "deltas": None if self.score is None else list(self.score.deltas),
            "totals": list(self.totals if self.score is None else self.score.totals),
        }
        procedure = self.ruleset.procedure
        if procedure is not None and Phase.BUILD in procedure.phases:
            out["widow"] = len(self.stock)
            out["discards"] = len(self.discards)
        if self.ruleset.kitty:
            out["widow"] = len(self.stock)
            out["buried"] = [str(c) for c in self.buried]
        if procedure is not None and procedure.meld_timing is MeldTiming.AFTER_TRICK_WON:
            out["meld"] = [self.team_meld(0), self.team_meld(1)]
            out["made"] = None
            out["stock"] = self.stock_left if self.tables else None
            out["turn_up"] = str(self.turn_up) if self.turn_up is not None else None
            out["tables"] = [str(t.shown) for t in self.tables]
            out["laid"] = [[m.kind.value for m in t.laid] for t in self.tables]
        return out


@dataclass(frozen=True)
class GameState:
    """A game: rounds until a side reaches ``ruleset.target_score``.

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
        if first_dealer is None:
            first_dealer = random.Random(seed).choice(seats(ruleset.players))
        dealer = first_dealer
        return cls(RoundState(ruleset, dealer))

    @property
    def totals(self) -> tuple[int, ...]:
        """Each side's game points after the last scored round."""
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
        ruleset = self.round.ruleset
        nxt = RoundState(ruleset, self.round.dealer.next(ruleset.players), self.round.score.totals)
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
