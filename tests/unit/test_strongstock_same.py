"""The strong level's decisions while the stock lasts stay the same through a change of its
code (issue 19's clean-up: the rollouts moved onto :class:`pinochle_learn.faststock.StockSteps`,
the meld timing onto :mod:`pinochle_learn.fastplan`'s public names).

``data/strong_stock_decisions.jsonl`` holds the decisions of the code before that change
(``benchmarks/check_strong_stock.py --seeds 5 --every 3``): every third STOCK-phase state of
five learner-played rounds, the strong card (eight sampled deals played out after each legal
card) or meld turn, with every value of its reason (the margin, the deals, in how many the card
was best, whether it is the learner's card). The same seeds must give the same lines.
``benchmarks/check_strong_stock.py --code DIR`` compares more states, and each card's rollouts,
with another checkout.
"""

from __future__ import annotations

import json
from pathlib import Path

from benchmarks.check_strong_stock import decisions

RECORDED = Path(__file__).with_name("data") / "strong_stock_decisions.jsonl"


def test_the_recorded_strong_stock_decisions_are_made_again() -> None:
    recorded = [json.loads(line) for line in RECORDED.read_text().splitlines()]
    cards = [row for row in recorded if row["code"] == "stock_sampled"]
    assert len(cards) >= 40  # the check is worth its time: forty sampled cards at least
    assert any(row["values"]["plain"] == "False" for row in cards)  # some overturn the learner
    again = list(decisions(seeds=5, every=3, rollouts=False))
    assert [(row["seed"], row["step"]) for row in again] == [
        (row["seed"], row["step"]) for row in recorded
    ]
    for old, new in zip(recorded, again, strict=True):
        assert new == old, f"seed {old['seed']} step {old['step']}"
