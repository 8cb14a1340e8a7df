"""The exact odds a lesson shows, computed once at build time and read from package data.

``shipped.json`` (next to this module, in the wheel) holds, for each preset ruleset and trump,
the exact distribution of a dealt hand's meld and the chance of holding each meld's cards, and
the partner's meld distribution for the partner explorer's first hands (``PartnerOdds(seed=7)``
in ``meld_odds.ipynb``, each trump). :func:`meld_distribution`, :func:`meld_chances` and
:func:`partner_meld` answer from it when it holds the question, with no numpy; any other
question (a house-rule variant, another hand) is counted by :mod:`pinochle_learn.odds.exact`
then (numpy, a fraction of a second). ``tests/unit/test_shipped_odds.py`` recomputes every
shipped figure with the counting code, so the data cannot drift from the code.

Regenerate after changing the counting code or a preset's meld table::

    make odds-data      # python -m pinochle_learn.odds.shipped
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..cards import DECK, Suit
from ..fastmeld import trump_index
from ..hand import Hand
from ..meldkinds import MeldKind
from ..ruleset import PARTNERSHIP, PRESETS, Ruleset
from .figures import Distribution, MeldChance, deck_counts
from .partner import unseen

__all__ = [
    "DATA_PATH",
    "PARTNER_SEEDS",
    "SHIPPED",
    "build",
    "meld_chances",
    "meld_distribution",
    "partner_hand",
    "partner_meld",
]

SHIPPED: tuple[Ruleset, ...] = PRESETS
"""The presets whose figures are shipped: every preset, DOUBLE_DECK too (its 20-card hands from
80 cards take about 15 CPU seconds a trump to count, so a lesson must never count them on page
load: ``notebooks/double_deck.ipynb`` reads them from here)."""
DATA_PATH = Path(__file__).with_name("shipped.json")
"""The shipped figures (JSON, made by :func:`build`)."""
PARTNER_SEEDS = (7,)
"""Seeds of the partner explorer's first hands whose partner meld is shipped (the lesson's
``PartnerOdds(seed=7)``)."""


def partner_hand(seed: int) -> Hand:
    """The 12 cards ``pinochle_widgets.views.hand_builder.deal_hand(seed, 12)`` deals: the first
    cards of the 48-card deck shuffled by :class:`random.Random` ``(seed)``."""
    deck = list(DECK)
    random.Random(seed).shuffle(deck)
    return Hand(deck[: PARTNERSHIP.hand_size])


def _key(ruleset: Ruleset, trump: Suit | int, size: int, available: Sequence[int]) -> str | None:
    """The data's key for a question, or ``None`` when no preset ruleset asks it."""
    if not any(ruleset == preset for preset in SHIPPED):
        return None
    return f"{ruleset.name}|{Suit(trump).letter}|{size}|{''.join(map(str, available))}"


@lru_cache(maxsize=1)
def _data() -> dict[str, Any]:
    if not DATA_PATH.exists():  # a checkout before `make odds-data`: count everything
        return {"distributions": {}, "chances": {}}
    data: dict[str, Any] = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    return data


def _distribution(entry: dict[str, Any]) -> Distribution:
    counts = {int(v): int(n) for v, n in entry["counts"].items()}
    return Distribution(dict(sorted(counts.items())), int(entry["total"]))


def meld_distribution(
    trump: Suit | int | str,
    ruleset: Ruleset,
    *,
    hand_size: int | None = None,
    available: Sequence[int] | None = None,
) -> Distribution:
    """:func:`pinochle_learn.odds.exact.meld_distribution`, read from the shipped data when it
    holds the question (same arguments, same result, same errors)."""
    trump = Suit(trump_index(trump))  # a letter such as "D" too; ParseError or InputTypeError
    size = ruleset.hand_size if hand_size is None else hand_size
    key = _key(ruleset, trump, size, deck_counts(ruleset) if available is None else available)
    entry = _data()["distributions"].get(key) if key else None
    if entry is not None:
        return _distribution(entry)
    from .exact import meld_distribution as count

    return count(trump, ruleset, hand_size=hand_size, available=available)


def meld_chances(
    trump: Suit | int | str,
    ruleset: Ruleset,
    *,
    hand_size: int | None = None,
    available: Sequence[int] | None = None,
) -> list[MeldChance]:
    """:func:`pinochle_learn.odds.exact.meld_chances`, read from the shipped data when it holds
    the question."""
    trump = Suit(trump_index(trump))  # a letter such as "D" too; ParseError or InputTypeError
    size = ruleset.hand_size if hand_size is None else hand_size
    key = _key(ruleset, trump, size, deck_counts(ruleset) if available is None else available)
    rows = _data()["chances"].get(key) if key else None
    if rows is not None:
        kinds = {k.value: k for k in MeldKind}
        return [
            MeldChance(r["code"], kinds.get(r["code"]), r["points"], Fraction(r["n"], r["d"]))
            for r in rows
        ]
    from .exact import meld_chances as count

    return count(trump, ruleset, hand_size=hand_size, available=available)


def partner_meld(hand: Hand, trump: Suit | str, ruleset: Ruleset = PARTNERSHIP) -> Distribution:
    """:func:`pinochle_learn.odds.questions.partner_meld`: the exact distribution of the
    partner's meld, read from the shipped data for the explorer's first hands.

    Raises
    ------
    HandError
        Not a full hand.
    """
    return meld_distribution(trump, ruleset, available=unseen(hand, ruleset))


def build(rulesets: Sequence[Ruleset] = SHIPPED) -> dict[str, Any]:
    """Count every shipped figure with :mod:`pinochle_learn.odds.exact` (about a minute and a
    half of CPU, most of it DOUBLE_DECK's four trumps); ``rulesets``: only these presets' hands
    (the partner explorer's hands always)."""
    from . import exact

    distributions: dict[str, Any] = {}
    chances: dict[str, Any] = {}
    for ruleset in rulesets:
        for trump in Suit:
            key = _key(ruleset, trump, ruleset.hand_size, deck_counts(ruleset))
            assert key is not None
            dist = exact.meld_distribution(trump, ruleset)
            distributions[key] = {"total": dist.total, "counts": dist.counts}
            chances[key] = [
                {
                    "code": r.code,
                    "points": r.points,
                    "n": r.chance.numerator,
                    "d": r.chance.denominator,
                }
                for r in exact.meld_chances(trump, ruleset)
            ]
    for seed in PARTNER_SEEDS:
        pile = unseen(partner_hand(seed))
        for trump in Suit:
            key = _key(PARTNERSHIP, trump, PARTNERSHIP.hand_size, pile)
            assert key is not None
            dist = exact.meld_distribution(trump, PARTNERSHIP, available=pile)
            distributions[key] = {"total": dist.total, "counts": dist.counts}
    return {
        "module": __name__,  # made by ``python -m pinochle_learn.odds.shipped``
        "distributions": distributions,
        "chances": chances,
    }


def main() -> None:
    """Write :data:`DATA_PATH` (``make odds-data``)."""
    data = build()
    DATA_PATH.write_text(json.dumps(data, separators=(",", ":"), sort_keys=True) + "\n")
    print(f"wrote {DATA_PATH} ({DATA_PATH.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
