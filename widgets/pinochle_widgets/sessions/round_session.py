"""RoundSession: the model behind the round table, with no widgets (``RULES.md``, PARTNERSHIP).

One learner seat against the computer seats, which play at the session's level
(:func:`pinochle_learn.levels.decide`: ``"learner"``, the few plain rules, by default, or
``"strong"``); each computer action's reason is kept beside its state
(:attr:`RoundSession.reasons`).
The session keeps every :class:`~pinochle_learn.state.RoundState` of the round in progress,
so stepping back is dropping the states after the learner's previous decision. The deal and
each computer choice are seeded from the game's seed, the round number and the length of the
round's history, so the same seed replays the same game, and after a step back the computer
seats answer a repeated choice exactly as before.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pinochle_learn import PARTNERSHIP, IllegalActionError, Ruleset, Seat
from pinochle_learn.actions import Action, PassCards, Verdict
from pinochle_learn.levels import LevelReason, as_level, decide
from pinochle_learn.state import GameState, Phase, RoundState, deal_from_seed

__all__ = ["MAX_COMPUTER_STEPS", "PAGE_BUDGET_S", "Recent", "RoundSession"]

MAX_COMPUTER_STEPS = 500
"""Computer actions allowed in a row before the session gives up (a round needs about 70)."""
PAGE_BUDGET_S = 3.0
"""The wall-clock safety net of one strong card on a page, seconds. The strong level's work is
a fixed budget (:data:`pinochle_learn.strongplay.STRONG_WORK`, the same on every machine: the
same seed, the same card at any load); past this net, a machine far busier than usual, the
card is the best found so far and its reason says so. Set at the 95th percentile aimed at for
one decision (``benchmarks/bench_players.py``, README): rarely reached."""


@dataclass(frozen=True)
class Recent:
    """One action of the round as the learner's table saw it (data; ``render.round_html``
    words it with :func:`~pinochle_learn.render.round_html.recent_sentences`).

    Attributes
    ----------
    action
        The action applied.
    before
        The state it was applied to (it gives the trick, the bid winner and so on).
    reveal
        May the learner see the cards of a pass (their own side's passes, or ``show_all``)?
    """

    action: Action
    before: RoundState
    reveal: bool = True


class RoundSession:
    """A game of PARTNERSHIP seen from one seat, with step back and forward.

    Parameters
    ----------
    seed
        Seed of the game: the first dealer (unless given), every deal, every computer
        tie-break.
    seat
        The learner's seat.
    ruleset
        PARTNERSHIP or a house-rule variant of it.
    totals
        Each side's game points when the game starts, one a side of the ruleset
        (``ruleset.sides``); by default zeros.
    first_dealer
        The first dealer; by default drawn with ``seed`` (``RULES.md``: first dealer random).
    deal
        Deal at once and let the computer seats act until the learner's turn (else call
        :meth:`new_game`).
    level
        The computer seats' level (:data:`pinochle_learn.levels.LEVELS`); :attr:`level` may be
        changed at any time and holds from the next computer action on.
    budget_s
        The strong level's wall-clock safety net for one card, seconds (:data:`PAGE_BUDGET_S`;
        ``None``: none, the work budget alone).

    Raises
    ------
    PinochleError
        From the engine, e.g. a ruleset that is not a four-hand auction game;
        :class:`~pinochle_learn.levels.UnknownLevel` for a ``level`` none of the levels.

    Examples
    --------
    >>> session = RoundSession(seed=3)
    >>> session.state.phase.name, session.state.to_act.name
    ('AUCTION', 'SOUTH')
    >>> from pinochle_learn import Bid
    >>> session.apply(Bid(Seat.SOUTH, 250)).legal, session.state.phase.name
    (True, 'TRUMP')
    >>> session.back(), session.state.phase.name
    (True, 'AUCTION')
    """

    def __init__(
        self,
        seed: int = 1,
        *,
        seat: Seat = Seat.SOUTH,
        ruleset: Ruleset = PARTNERSHIP,
        totals: Sequence[int] = (),
        first_dealer: Seat | None = None,
        deal: bool = True,
        level: str = "learner",
        budget_s: float | None = PAGE_BUDGET_S,
    ) -> None:
        self.level = as_level(level)
        self.budget_s = None if budget_s is None else float(budget_s)
        self.on_think: Callable[[], None] | None = None
        """Called before each strong computer decision: in the tricks and, in the partnership
        game, the auction, the trump, the passes and the throw-in (a table shows "thinking")."""
        self.seat = Seat(seat)
        self.ruleset = ruleset
        # One total a side (the ruleset's sides); none given: zeros.
        self.start_totals = tuple(int(t) for t in totals) or (0,) * ruleset.side_count
        self.first_dealer = first_dealer
        self.seed = int(seed)
        self._finished: tuple[RoundState, ...] = ()
        self._states: list[RoundState] = []
        # The reason of the computer action that made each state (None: the learner's, a deal).
        self._reasons: list[LevelReason | None] = []
        self._future: list[tuple[list[RoundState], list[LevelReason | None]]] = []
        self._reset(self.seed)
        if deal:
            self._advance()

    # ---- queries ---------------------------------------------------------------------
    @property
    def state(self) -> RoundState:
        """The round as it stands now."""
        return self._states[-1]

    @property
    def states(self) -> tuple[RoundState, ...]:
        """Every state of the round in progress, from before the deal to now."""
        return tuple(self._states)

    @property
    def reasons(self) -> tuple[LevelReason | None, ...]:
        """Beside each of :attr:`states`, the reason of the computer action that made it
        (:class:`~pinochle_learn.levels.LevelReason`), ``None`` for the learner's actions,
        the deal and the round's first state."""
        return tuple(self._reasons)

    @property
    def game(self) -> GameState:
        """The game: the rounds finished and the round in progress."""
        return GameState(self.state, self._finished)

    @property
    def round_number(self) -> int:
        """1 for the first round of the game, and so on."""
        return len(self._finished) + 1

    @property
    def can_go_back(self) -> bool:
        """Is there an earlier decision of the learner in this round?"""
        return self._previous_decision() is not None

    @property
    def can_go_forward(self) -> bool:
        """Is there something stepped back over to redo?"""
        return bool(self._future)

    def is_decision(self, state: RoundState) -> bool:
        """Is ``state`` waiting for the learner (not the deal, not the end)?"""
        return not state.is_over and state.phase is not Phase.DEAL and state.to_act is self.seat

    def recent(self, *, show_all: bool = False) -> list[Recent]:
        """The actions since the learner's last decision, the learner's included, as data.

        Cards passed between the other two players are revealed only with ``show_all``.
        """
        start = 1
        for index in range(len(self._states) - 2, -1, -1):
            if self.is_decision(self._states[index]):
                start = index + 1
                break
        out = []
        for index in range(start, len(self._states)):
            before, after = self._states[index - 1], self._states[index]
            action = after.history[-1]
            reveal = (
                show_all
                or not isinstance(action, PassCards)
                or self.ruleset.side_of(self.seat) == self.ruleset.side_of(action.seat)
            )
            out.append(Recent(action, before, reveal))
        return out

    # ---- changes ---------------------------------------------------------------------
    def apply(self, action: Action) -> Verdict:
        """Apply the learner's ``action``, then let the computer seats act until the learner's
        turn (or the end of the round). A refused action changes nothing.

        Returns
        -------
        Verdict
            The engine's verdict on ``action`` (``legal`` tells whether it was applied).

        Raises
        ------
        PinochleError
            Only if the computer seats cannot reach the learner's turn (never expected).
        """
        state = self.state
        verdict = state.check(action)
        if verdict.legal:
            self._push(state.apply(action), None)
            self._future.clear()
            self._advance()
        return verdict

    def back(self) -> bool:
        """Step back to the learner's previous decision, undoing the computer actions after it."""
        target = self._previous_decision()
        if target is None:
            return False
        self._future.append((self._states[target + 1 :], self._reasons[target + 1 :]))
        del self._states[target + 1 :]
        del self._reasons[target + 1 :]
        return True

    def forward(self) -> bool:
        """Redo what the last step back undid (only until the learner chooses again)."""
        if not self._future:
            return False
        states, reasons = self._future.pop()
        self._states.extend(states)
        self._reasons.extend(reasons)
        return True

    def replay(self) -> None:
        """The round in progress again from its deal: the same cards, the same computer play."""
        del self._states[1:]
        del self._reasons[1:]
        self._future.clear()
        self._advance()

    def new_game(self, seed: int) -> None:
        """A new game from ``seed``, starting from :attr:`start_totals`, dealt and played by
        the computer seats until the learner's turn."""
        self._reset(seed)
        self._advance()

    def _reset(self, seed: int) -> None:
        self.seed = int(seed)
        game = GameState.new(self.ruleset, first_dealer=self.first_dealer, seed=self.seed)
        self._finished = ()
        self._states = [RoundState(self.ruleset, game.round.dealer, self.start_totals)]
        self._reasons = [None]
        self._future.clear()

    def next_round(self) -> None:
        """Deal the next round: the deal passes to the left, game points carry over.

        Raises
        ------
        IllegalActionError
            The round is not over, or the game is.
        """
        game = self.game.next_round()
        self._finished = game.finished
        self._states = [game.round]
        self._reasons = [None]
        self._future.clear()
        self._advance()

    # ---- plumbing ----------------------------------------------------------------------
    def _deal_seed(self) -> int | random.Random:
        if self.round_number == 1:
            return self.seed
        return random.Random(f"pinochle-learn seed {self.seed} round {self.round_number}")

    def _computer_rng(self, state: RoundState) -> random.Random:
        return random.Random(f"{self.seed}:{self.round_number}:{len(state.history)}")

    def _push(self, state: RoundState, reason: LevelReason | None) -> None:
        self._states.append(state)
        self._reasons.append(reason)

    def _advance(self) -> None:
        for _ in range(MAX_COMPUTER_STEPS):
            state = self.state
            if state.is_over:
                return
            reason: LevelReason | None = None
            if state.phase is Phase.DEAL:
                action: Action = deal_from_seed(self._deal_seed(), state.dealer, self.ruleset)
            elif state.to_act is self.seat:
                return
            else:
                if self.level != "learner" and self.on_think:  # the tricks, the auction...
                    self.on_think()
                rng = self._computer_rng(state)
                decision = decide(self.level, state, rng, budget_s=self.budget_s)
                action, reason = decision.action, decision.reason
            self._push(state.apply(action), reason)
        raise IllegalActionError(
            f"the computer players made {MAX_COMPUTER_STEPS} moves without reaching your turn",
            code="computer_stuck",
            moves=MAX_COMPUTER_STEPS,
        )

    def _previous_decision(self) -> int | None:
        for index in range(len(self._states) - 2, -1, -1):
            if self.is_decision(self._states[index]):
                return index
        return None
