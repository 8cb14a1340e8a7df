"""Meld odds: exact probabilities by counting, numpy batch evaluation, and seeded sampling.

The only part of ``pinochle_learn`` that uses numpy; ``import pinochle_learn`` does not load it,
and neither does ``import pinochle_learn.odds``: each name is imported on first use (PEP 562
``__getattr__``). :func:`meld_distribution`, :func:`meld_chances` and :func:`partner_meld` answer
from the figures shipped in the package (:mod:`pinochle_learn.odds.shipped`, computed at build
time) when they hold the question, with no numpy, and count it otherwise
(:mod:`pinochle_learn.odds.exact`).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .batch import batch_meld_totals, counts_array, random_counts
    from .exact import count_hands
    from .figures import FULL_DECK, Distribution, MeldChance
    from .onemeld import one_meld_distribution
    from .partner import PartnerCard, partner_holds, unseen
    from .questions import (
        BID_GUIDE_BIDS,
        Sampled,
        bid_guide,
        sample_meld,
        team_meld_after_pass,
    )
    from .shipped import meld_chances, meld_distribution, partner_meld

__all__ = [
    "BID_GUIDE_BIDS",
    "FULL_DECK",
    "Distribution",
    "MeldChance",
    "PartnerCard",
    "Sampled",
    "batch_meld_totals",
    "bid_guide",
    "count_hands",
    "counts_array",
    "meld_chances",
    "meld_distribution",
    "one_meld_distribution",
    "partner_holds",
    "partner_meld",
    "random_counts",
    "sample_meld",
    "team_meld_after_pass",
    "unseen",
]

_HOME = {
    "batch": ("batch_meld_totals", "counts_array", "random_counts"),
    "exact": ("count_hands",),
    "figures": ("FULL_DECK", "Distribution", "MeldChance"),
    "onemeld": ("one_meld_distribution",),
    "partner": ("PartnerCard", "partner_holds", "unseen"),
    "questions": ("BID_GUIDE_BIDS", "Sampled", "bid_guide", "sample_meld", "team_meld_after_pass"),
    "shipped": ("meld_chances", "meld_distribution", "partner_meld"),
}
_MODULE_OF = {name: module for module, names in _HOME.items() for name in names}


def __getattr__(name: str) -> Any:
    """Import a public name's module on first use (PEP 562)."""
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
