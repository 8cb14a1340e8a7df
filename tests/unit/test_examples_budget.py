"""``make test`` draws half of each property test's examples, never fewer than 50."""

from __future__ import annotations

import pytest

from tests.examples_budget import examples


def test_unset_means_every_example(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PINOCHLE_EXAMPLES", raising=False)
    assert [examples(n) for n in (40, 120, 400)] == [40, 120, 400]


def test_half_never_below_fifty(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PINOCHLE_EXAMPLES", "0.5")
    # 400 -> 200, 150 -> 75, 100 -> 50, 60 -> 50 (the floor), 40 stays 40 (below the floor).
    assert [examples(n) for n in (400, 150, 100, 60, 40)] == [200, 75, 50, 50, 40]


@pytest.mark.parametrize("bad", ["half", "0", "1.5", "-1"])
def test_a_bad_factor_is_named(monkeypatch: pytest.MonkeyPatch, bad: str) -> None:
    monkeypatch.setenv("PINOCHLE_EXAMPLES", bad)
    with pytest.raises(ValueError, match=f"PINOCHLE_EXAMPLES='{bad}'"):
        examples(100)
