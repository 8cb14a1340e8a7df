"""The phase units of a round, one per :class:`~pinochle_learn.procedure.Phase`.

:data:`UNITS` maps each phase to its unit; the round engine looks the current phase up here.
A new kind of phase is one new unit class and one entry in :data:`UNITS`.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ..passing import PassStep
from ..procedure import Phase
from .base import PhaseUnit
from .contract import AuctionUnit, PassUnit, ThrowInUnit, TrumpUnit
from .setup import BuildUnit, DealUnit, cards_dealt, deal_from_seed
from .stock import StockUnit
from .tricks import MeldUnit, OverUnit, TricksUnit
from .widow import BuryUnit, WidowUnit

__all__ = ["UNITS", "BuildUnit", "PhaseUnit", "cards_dealt", "deal_from_seed"]

_ALL: tuple[PhaseUnit, ...] = (
    DealUnit(),
    BuildUnit(),
    AuctionUnit(),
    TrumpUnit(),
    PassUnit(PassStep.TO_WINNER),
    PassUnit(PassStep.BACK),
    MeldUnit(),
    ThrowInUnit(),
    WidowUnit(),
    BuryUnit(),
    StockUnit(),
    TricksUnit(),
    OverUnit(),
)

UNITS: Mapping[Phase, PhaseUnit] = MappingProxyType({unit.phase: unit for unit in _ALL})
"""The unit of every phase."""
