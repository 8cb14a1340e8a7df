"""`pinochle-learn meld`: readable explanation, exact JSON shape, exit 2 on bad input."""

from __future__ import annotations

import json

from pinochle_learn.cli import main

HAND = "S12 D11 H12 C12 D12 S13 S14 S10 S11 H10 C10 D10".split()


def test_meld_json_has_exactly_the_documented_shape(capsys):
    assert main(["meld", *HAND, "--trump", "S", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data == {
        "rules": "partnership",
        "trump": "S",
        "total": 250,
        "classes": {"1": 150, "2": 40, "3": 60},
        "melds": [
            {
                "name": "run",
                "kind": "run",
                "class": 1,
                "points": 150,
                "cards": ["S14", "S10", "S13", "S12", "S11"],
            },
            {
                "name": "pinochle",
                "kind": "pinochle",
                "class": 2,
                "points": 40,
                "cards": ["S12", "D11"],
            },
            {
                "name": "queens around",
                "kind": "queens_around",
                "class": 3,
                "points": 60,
                "cards": ["S12", "H12", "D12", "C12"],
            },
        ],
        "unused": ["H10", "D10", "C10"],
    }


def test_meld_json_widow_rules(capsys):
    assert main(["meld", *HAND, "--trump", "S", "--rules", "two-hand-widow", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["rules"], data["total"], data["classes"]) == (
        "two-hand-widow",
        150,
        {"1": 150, "2": 0, "3": 0},
    )


def test_meld_plain_output_explains(capsys):
    assert main(["meld", "H14,H10,H13,H13,H12,H12,H11", "--trump", "♥"]) == 0
    out = capsys.readouterr().out
    assert "run with royal marriage 230: A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥" in out
    assert "Total meld: 230" in out
    assert "rather than run 150 + royal marriage 40 = 190" in out


def test_meld_bad_card_exits_2_with_one_line(capsys):
    assert main(["meld", "H14", "QX", "--trump", "S"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "'QX' at position 2" in err


def test_meld_bad_trump_and_rules_exit_2(capsys):
    assert main(["meld", "H14", "--trump", "Z"]) == 2
    assert "invalid suit 'Z'" in capsys.readouterr().err
    assert main(["meld", "H14", "--trump", "S", "--rules", "skat"]) == 2
    err = capsys.readouterr().err
    assert "no ruleset called 'skat': choose one of partnership (or four-hand), " in err


def test_meld_names_the_game_by_its_title(capsys):
    assert main(["meld", "S12 D11", "--trump", "S", "--rules", "widow"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.endswith("rules: Two-hand pinochle built from a widow")
