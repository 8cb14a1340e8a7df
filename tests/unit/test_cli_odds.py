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
        (["odds", "--samples", "1"], "argument --samples: '1': give a whole number from 2 to"),
        (["odds", "--rules", "nope"], "no ruleset called 'nope'"),
    ],
)
def test_odds_bad_input_is_one_line_and_exit_2(capsys, argv, message):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


# ---- issue 16: odds reads its numbers and its suit with the shared readers ----------------


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        # once a numpy traceback ("expected non-negative integer"), exit 1
        (["odds", "--samples=10", "--seed=-1"], "--seed: '-1': give a whole number from 0"),
        (["odds", "--samples=10", f"--seed={2**31}"], "give a whole number from 0 to 2147483647"),
        # no upper bound: a billion hands ran for minutes
        (["odds", "--samples=1000001"], "'1000001': give a whole number from 2 to 1000000"),
        (["odds", "--samples=99999999999"], "give a whole number from 2 to 1000000"),
        # int() reads these; the other commands refuse them
        (["odds", "--samples=１０"], "'１０': give a whole number from 2 to 1000000 in the digits"),
        (["odds", "--samples=٣٠"], "in the digits 0-9"),
        (["odds", "--samples=1_000"], "'1_000': give a whole number from 2 to 1000000 in the"),
        (["odds", "--samples=10", "--seed=٣"], "argument --seed: '٣'"),
        # --trump= once meant hearts, exit 0
        (["odds", "--trump="], "argument --trump: invalid suit ''"),
        (["odds", "--hand", HAND, "--trump="], "argument --trump: invalid suit ''"),
    ],
)
def test_odds_numbers_and_suit_are_read_like_every_command(capsys, argv, message):
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1
    assert captured.err.startswith("pinochle-learn odds: ") and message in captured.err


@pytest.mark.parametrize("command", [["meld", "H14"], ["legal", "--hand", "H14"], ["odds"]])
def test_empty_trump_is_refused_by_every_command_that_takes_one(capsys, command):
    assert main([*command, "--trump="]) == 2
    err = capsys.readouterr().err
    assert "argument --trump: invalid suit ''" in err and err.count("\n") == 1


def test_odds_samples_at_the_bounds_are_taken(capsys):
    assert main(["odds", "--samples=2", f"--seed={2**31 - 1}", "--trump=♦", "--json"]) == 0
    sampled = json.loads(capsys.readouterr().out)["sampled_meld"]
    assert sampled["samples"] == 2 and sampled["seed"] == 2**31 - 1


def test_widow_odds_give_points_for_two_dix_and_roundhouse(capsys):
    assert main(["odds", "--rules", "widow"]) == 0
    out = capsys.readouterr().out
    # Both 9s of trump: 2 x 10. Roundhouse, each card in one meld only: kings around 80 +
    # queens around 60 = 140 (more than the four marriages, 40 + 3 x 20 = 100).
    assert "  two dix                          20  24.47%" in out
    assert "  roundhouse                      140  7.81%" in out
