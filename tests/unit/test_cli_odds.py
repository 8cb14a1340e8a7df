"""`pinochle-learn odds`: exact figures worked out by hand, JSON shape, exit 2 on bad input."""

from __future__ import annotations

import json
import math

import pytest

from pinochle_learn.cli import main

HAND = "S14 S14 S10 S13 S12 H14 H10 H13 C14 C10 C13 C12"


def test_odds_json_gives_exact_meld_chances(capsys):
    assert main(["odds", "--trump", "H", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["hands"] == math.comb(48, 12) == 69_668_534_468
    rows = {r["meld"]: r for r in data["melds"]}
    no_nine = math.comb(46, 12) / math.comb(48, 12)
    assert rows["dix"]["chance"] == pytest.approx(1 - no_nine, abs=1e-15)
    # Both copies of A 10 K Q J of trump and any 2 of the other 38 cards.
    assert rows["double run"]["exact"] == _reduced(math.comb(38, 2), math.comb(48, 12))
    assert data["total_meld"]["method"] == "exact"
    assert data["total_meld"]["hands"] == 69_668_534_468


def _reduced(a, b):
    g = math.gcd(a, b)
    return f"{a // g}/{b // g}"


def test_odds_with_a_hand_names_partner_chances(capsys):
    assert main(["odds", "--hand", HAND, "--trump", "S"]) == 0
    out = capsys.readouterr().out
    # Royal marriage K♠ Q♠ 40 + common marriage K♣ Q♣ 20 (no A♦: no aces around).
    assert "with ♠ trump: 60 meld points" in out
    # J♠ completes the run (150 replaces the royal marriage 40): +110; you hold no J♠, so the
    # partner has one with 1 - C(34,12)/C(36,12) = 59/105 = 56.19%, both 11/105 = 10.48%.
    assert "J♠   +110   at least one 56.19%, both 10.48%" in out


def test_odds_for_the_widow_counts_the_total_exactly_and_samples_only_to_check(capsys):
    assert main(["odds", "--rules", "widow", "--samples", "2000", "--seed", "3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    total, sampled = data["total_meld"], data["sampled_meld"]
    assert total["method"] == "exact" and total["hands"] == math.comb(48, 24)
    assert sampled["method"] == "sampled" and sampled["samples"] == 2000 and sampled["seed"] == 3
    assert abs(sampled["mean"] - total["mean"]) <= 4 * sampled["standard_error"]
    assert main(["odds", "--rules", "widow"]) == 0
    out = capsys.readouterr().out
    assert "Meld odds, Two-hand pinochle built from a widow: 24-card hands, ♥ trump" in out
    assert "Total meld, exact: mean" in out
    assert "sampled" not in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["odds", "--hand", "S14 QX"], "invalid card 'QX'"),
        (["odds", "--trump", "Z"], "invalid suit 'Z'"),
        (["odds", "--hand", "S14 S13"], "2 cards"),
        (["odds", "--rules", "stock", "--hand", HAND], "four-hand game"),
        (["odds", "--samples", "1"], "--samples 1"),
        (["odds", "--rules", "nope"], "no ruleset called 'nope'"),
    ],
)
def test_odds_bad_input_is_one_line_and_exit_2(capsys, argv, message):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_widow_odds_give_points_for_two_dix_and_roundhouse(capsys):
    assert main(["odds", "--rules", "widow"]) == 0
    out = capsys.readouterr().out
    # Both 9s of trump: 2 x 10. Roundhouse, each card in one meld only: kings around 80 +
    # queens around 60 = 140 (more than the four marriages, 40 + 3 x 20 = 100).
    assert "  two dix                          20  24.47%" in out
    assert "  roundhouse                      140  7.81%" in out
