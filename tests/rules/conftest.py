"""Every hand a rule test solves is also checked against the fast meld evaluator."""

from __future__ import annotations

import pytest

from pinochle_learn import meld
from pinochle_learn.fastmeld import class_totals_of_counts, meld_tables, meld_total_of_counts


@pytest.fixture(autouse=True)
def fast_meld_agrees(monkeypatch):
    """Wrap the explained solver: its total must equal the fast evaluator's on each solve."""
    solve = meld._solve_counts
    checked = []

    def checking(counts, trump, ruleset):
        melds = solve(counts, trump, ruleset)
        total = sum(m.points for m in melds)
        tables = meld_tables(ruleset)
        assert meld_total_of_counts(counts, trump, tables) == total, (list(counts), trump)
        assert sum(class_totals_of_counts(counts, trump, tables)) == total
        checked.append(total)
        return melds

    monkeypatch.setattr(meld, "_solve_counts", checking)
    return checked
