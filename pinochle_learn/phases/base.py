"""What every phase unit offers: who acts, what is legal, whether an action is, what it does.

A phase unit is a small stateless object. The round engine (:mod:`pinochle_learn.state`) keeps
the phase in :attr:`~pinochle_learn.state.RoundState.phase`, checks whose turn it is, and asks
the unit of that phase the rest. After every action it asks the unit whether its phase is
done; if so it moves to the phase the unit names (by default the next one in the ruleset's
:class:`~pinochle_learn.procedure.Procedure`) and lets the new unit :meth:`~PhaseUnit.enter`
it. A phase with nothing to do this round is done as soon as it is entered.
"""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING, Any

from ..actions import Verdict
from ..procedure import Phase
from ..reasons import Reason, Why

if TYPE_CHECKING:
    from ..actions import Action
    from ..seats import Seat
    from ..state import RoundState

__all__ = ["PhaseUnit", "evolve"]

_FIELDS: frozenset[str] = frozenset()


def evolve(state: RoundState, **changes: Any) -> RoundState:
    """``dataclasses.replace(state, **changes)`` for a round's next state, without running
    ``__init__`` again: the round's ruleset never changes (its check in ``__post_init__`` was
    made when the round began) and the fields are copied as they are. What a state worked out
    about itself (its play analysis) is not copied.

    Raises
    ------
    TypeError
        A change names no field of :class:`~pinochle_learn.state.RoundState`.
    """
    global _FIELDS
    if not _FIELDS:
        _FIELDS = frozenset(f.name for f in fields(state))
    if not _FIELDS.issuperset(changes) or "ruleset" in changes:
        from dataclasses import replace

        return replace(state, **changes)
    new = object.__new__(type(state))
    values = new.__dict__
    values.update(state.__dict__)
    values.pop("_play_analysis", None)
    values.update(changes)
    return new


class PhaseUnit:
    """One phase of a round. Subclasses set :attr:`phase` and override what they need."""

    phase: Phase = Phase.OVER

    def enter(self, state: RoundState) -> RoundState:
        """The state as the phase begins (automatic work: make the auction, score the round)."""
        return state

    def is_done(self, state: RoundState) -> bool:
        """Has this phase finished, so the round moves on?"""
        return True

    def next_phase(self, state: RoundState) -> Phase:
        """The phase that follows: by default the next one of the procedure."""
        procedure = state.ruleset.procedure
        assert procedure is not None  # RoundState refuses a ruleset without one
        return procedure.after(self.phase)

    def to_act(self, state: RoundState) -> Seat | None:
        """The seat whose action is awaited (``None``: nobody, the program acts)."""
        return None

    def legal_actions(self, state: RoundState) -> list[Action]:
        """Every action allowed now."""
        return []

    def check(self, state: RoundState, action: Action) -> Verdict:
        """Whether ``action`` (by the seat to act, already checked) may be applied, and why."""
        return self.refuse(Reason(Why.NOTHING_TO_DO))

    def apply(self, state: RoundState, action: Action) -> RoundState:
        """The state after ``action``, which :meth:`check` has allowed."""
        return state

    def refuse(self, reason: Reason) -> Verdict:
        """A refusal in this phase."""
        return Verdict(False, reason, self.phase)

    def allow(self, reason: Reason) -> Verdict:
        """An approval in this phase."""
        return Verdict(True, reason, self.phase)
