"""`pinochle-learn legal`: readable explanation, exact JSON shape, exit 2 on bad input."""

from __future__ import annotations

import json

from pinochle_learn.cli import main


def run_json(capsys, *args):
    assert main(["legal", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_legal_json_has_exactly_the_documented_shape(capsys):
    # Partner led K♥, opponent Q♥; trump ♠; you hold A♥ 9♥ 10♣: only A♥.
    data = run_json(capsys, "--hand", "H14 H9 C10", "--trick", "H13 H12", "--trump", "S")
    assert set(data) == {"legal", "verdicts", "winning_so_far"}
    assert data["legal"] == ["H14"]
    assert data["winning_so_far"] == 0
    assert list(data["verdicts"]) == ["H14", "H9", "C10"]
    for verdict in data["verdicts"].values():
        assert set(verdict) == {"legal", "rule", "code", "why", "wins", "reason"}
        assert verdict["reason"]["code"] == verdict["code"]
        assert isinstance(verdict["why"], str) and verdict["why"].endswith(".")
    shape = {k: (v["legal"], v["rule"], v["wins"]) for k, v in data["verdicts"].items()}
    assert shape == {
        "H14": (True, "must_head_trick", True),
        "H9": (False, "must_head_trick", False),
        "C10": (False, "must_follow_suit", False),
    }
    assert [data["verdicts"][c]["code"] for c in ("H14", "H9", "C10")] == [
        "heads",
        "fails_to_head",
        "outside_tier",
    ]
    assert data["verdicts"]["H9"]["reason"]["cards"] == ["H14"]
    assert data["verdicts"]["H14"]["why"] == (
        "You hold hearts, the suit led, and A♥ beats the K♥ now winning: you must head the trick."
    )


def test_legal_json_sorted_without_duplicates(capsys):
    # 10♥ led, 9♠ trumps: any heart; the two J♥ appear once; display order, high card first.
    data = run_json(capsys, "--hand", "H11 S10 H14 H11", "--trick", "H10,S9", "--trump", "♠")
    assert data["legal"] == ["H14", "H11"]
    assert list(data["verdicts"]) == ["S10", "H14", "H11"]
    assert data["winning_so_far"] == 1


def test_legal_json_lead_has_null_winner(capsys):
    data = run_json(capsys, "--hand", "H14 D9", "--trump", "S")
    assert data["winning_so_far"] is None
    assert data["legal"] == ["H14", "D9"]
    assert {v["rule"] for v in data["verdicts"].values()} == {"free_lead"}


def test_legal_stock_empty_selects_the_end_game_rules(capsys):
    common = ["--hand", "H9 C9", "--trick", "H14", "--trump", "S", "--rules", "two-hand-stock"]
    during = run_json(capsys, *common)
    assert during["legal"] == ["H9", "C9"]
    assert {v["rule"] for v in during["verdicts"].values()} == {"stock_free_play"}
    after = run_json(capsys, *common, "--stock-empty")
    assert after["legal"] == ["H9"]
    assert after["verdicts"]["C9"]["rule"] == "must_follow_suit"


def test_legal_plain_output_explains(capsys):
    args = ["legal", "--hand", "H9 H10 H14", "--trick", "H12 C9", "--trump", "S"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "Trick: Q♥ 9♣   trump ♠ (spades)   winning so far: Q♥ (card 1)" in out
    assert "Legal: A♥ 10♥ (head (win) the trick)" in out
    assert "9♥ does not beat the Q♥ now winning" in out


def test_legal_bad_card_exits_2_with_one_line(capsys):
    assert main(["legal", "--hand", "H14 QX", "--trick", "H13", "--trump", "S"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "'QX' at position 2" in err


def test_legal_bad_trump_rules_and_trick_exit_2(capsys):
    assert main(["legal", "--hand", "H14", "--trump", "Z"]) == 2
    assert "invalid suit 'Z'" in capsys.readouterr().err
    assert main(["legal", "--hand", "H14", "--trump", "S", "--rules", "skat"]) == 2
    assert "no ruleset called 'skat'" in capsys.readouterr().err
    assert main(["legal", "--hand", "H14", "--trick", "H9 H10 H11 H12", "--trump", "S"]) == 2
    err = capsys.readouterr().err
    assert (
        err.count("\n") == 1 and "the trick 9♥ 10♥ J♥ Q♥ is complete" in err
    )  # as learners read cards
    assert main(["legal", "--hand", "H14 H14", "--trick", "H14", "--trump", "S"]) == 2
    assert "A♥ appears 3 times in the hand and the trick" in capsys.readouterr().err
