"""`pinochle-learn solve`: every legal card's value and best line; bad positions exit 2."""

from __future__ import annotations

import json

import pytest

from pinochle_learn.cli import main

WIDOW = ["--rules", "widow", "--hand", "north=H14 C9", "--hand", "east=H10 C11", "--trump", "C"]


def test_solve_json_gives_each_card_its_points(capsys):
    # Worked by hand in tests/unit/test_solver.py: A♥ 21, 9♣ 31 (widow counters, last 10).
    assert main(["solve", *WIDOW, "--to-play", "north", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [(v["card"], v["points"]) for v in data["values"]] == [("H14", 21), ("C9", 31)]
    assert data["value"] == 31 and data["points_left"] == 33
    assert data["values"][1]["line"][0] == {"seat": "EAST", "card": "C11"}


def test_solve_text_shows_cards_as_symbols(capsys):
    assert main(["solve", *WIDOW, "--to-play", "north"]) == 0
    out = capsys.readouterr().out
    assert "North takes 31, East 2." in out
    assert "9♣   31 (best)   then East J♣ / East leads 10♥, North A♥" in out
    assert "H14" not in out and "C9" not in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--hand", "north=S14 S14", "--hand", "east=S14", "--to-play", "north"], "3 times"),
        # North leads holding 2 cards; East, with none played to the trick, should hold 2 too.
        (
            ["--hand", "north=S14 S9", "--hand", "east=S10", "--to-play", "north"],
            "East's hand (S10) holds 1 card: with 0 cards in the trick and North holding 2 "
            "cards, it should hold 2 cards",
        ),
        (
            ["--hand", "north=S14", "--hand", "east=S10 S9", "--to-play", "north", "--trick", "C9"],
            "led by East",
        ),
        (["--hand", "north=S14", "--hand", "west=S10", "--to-play", "north"], "seats in"),
        (["--hand", "north=S14", "--to-play", "north"], "no hand given for East"),
        (["--hand", "north S14", "--hand", "east=S10", "--to-play", "north"], "seat, '='"),
        (["--hand", "north=S14", "--hand", "east=SX", "--to-play", "north"], "invalid card"),
    ],
)
def test_bad_positions_print_one_line_and_exit_2(capsys, args, message):
    assert main(["solve", "--rules", "stock", "--trump", "H", *args]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_a_card_in_the_trick_that_broke_a_rule_is_refused(capsys):
    # North led 10♥; East played K♠ while holding K♥: East had to follow suit.
    hands = [
        "--hand",
        "north=S9",
        "--hand",
        "east=H13",
        "--hand",
        "south=H9 D10",
        "--hand",
        "west=C9 C10",
    ]
    args = ["solve", "--trump", "C", *hands, "--to-play", "south", "--trick", "H10 S13"]
    assert main(args) == 2
    assert "by East, breaks the rule must_follow_suit" in capsys.readouterr().err


def test_a_search_past_its_budget_stops_with_one_line(capsys):
    hands = ["--hand", "north=S14 S10 S13 H9 H10 C9", "--hand", "east=S9 S11 H14 H13 C14 C10"]
    assert (
        main(
            [
                "solve",
                "--rules",
                "stock",
                "--trump",
                "D",
                *hands,
                "--to-play",
                "north",
                "--max-nodes",
                "5",
            ]
        )
        == 1
    )
    assert "budget of 5 nodes" in capsys.readouterr().err
