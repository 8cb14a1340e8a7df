"""Meld odds: exact probabilities by counting, numpy batch evaluation, and seeded sampling.

The only part of ``pinochle_learn`` that uses numpy; ``import pinochle_learn`` does not load it.
"""

from __future__ import annotations

from .batch import batch_meld_totals, counts_array, random_counts
from .exact import (
    FULL_DECK,
    Distribution,
    MeldChance,
    count_hands,
    meld_chances,
    meld_distribution,
)
from .onemeld import one_meld_distribution
from .questions import (
    BID_GUIDE_BIDS,
    PartnerCard,
    Sampled,
    bid_guide,
    partner_holds,
    partner_meld,
    sample_meld,
    team_meld_after_pass,
    unseen,
)

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
