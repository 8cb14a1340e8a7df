"""`pinochle-learn score`: exact JSON shape, the score worked out as text, exit 2 on bad input."""

from __future__ import annotations

import json

import pytest

from pinochle_learn.cli import main

MADE = ["score", "--bid", "300", "--bidder-team", "0", "--meld", "120,60", "--tricks", "180,70"]


def test_score_json_has_exactly_the_documented_shape(capsys):
    assert main([*MADE, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data == {
        "totals": [300, 130],
        "deltas": [300, 130],
        "made": True,
        "winner": None,
        "why": [
            "Team 0 made its bid of 300: 120 meld + 180 trick points = 300, so it adds all 300.",
            "Team 1 took trick points, so its meld counts: "
            "it adds 60 meld + 70 trick points = 130.",
            "Neither team has reached 1500: the game goes on.",
        ],
        "codes": ["made", "counted", "goes_on"],
    }


def test_score_json_throw_in_is_not_made(capsys):
    argv = ["score", "--bid", "330", "--bidder-team", "1", "--meld", "90,60", "--throw-in"]
    assert main([*argv, "--totals", "200,100", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["totals"], data["deltas"], data["made"], data["winner"]) == (
        [290, -230],
        [90, -330],
        False,
        None,
    )


def test_score_json_winner_when_both_pass_1500(capsys):
    # Bidders 1300 + 250 = 1550, others 1490 + 120 = 1610: the bidders win.
    argv = ["score", "--bid", "250", "--bidder-team", "0", "--meld", "100,20"]
    assert main([*argv, "--tricks", "150,100", "--totals", "1300,1490", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["totals"], data["winner"]) == ([1550, 1610], 0)


def test_score_negative_totals_with_equals_sign(capsys):
    assert main([*MADE, "--totals=-300,80", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["totals"] == [0, 210]


def test_score_plain_output_works_it_out_line_by_line(capsys):
    argv = ["score", "--bid", "300", "--bidder-team", "0", "--meld", "120,60"]
    assert main([*argv, "--tricks", "170,80"]) == 0
    out = capsys.readouterr().out
    assert "Team 0 (North–South), bidders: 120 meld + 170 trick points = 290: set" in out
    assert "game points: 0 - 300 = -300" in out
    assert "game points: 0 + 140 = 140" in out
    assert "Game: Neither team has reached 1500: the game goes on." in out


def test_score_rules_option(capsys):
    argv = ["score", "--bid", "300", "--bidder-team", "1", "--meld", "90,60"]
    assert main([*argv, "--tricks", "50,200", "--rules", "widow", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["deltas"] == [140, -40]


def test_score_three_sides_with_the_cutthroat_rules(capsys):
    # East bid 300: 200 meld + 120 trick points = 320, made; North 60 + 50, South 20 + 80.
    argv = ["score", "--rules", "cutthroat", "--bid", "300", "--bidder-team", "1"]
    argv += ["--meld", "60,200,20", "--tricks", "50,120,80", "--json"]
    assert main(argv) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["deltas"] == [110, 320, 100] and out["totals"] == [110, 320, 100]


def test_score_cutthroat_says_a_player_with_a_person_s_words(capsys):
    # North bid 300 and made it: 100 meld + 200 trick points = 300, +300 (1000 -> 1300). East
    # 1420 + 50 + 30 = 1500 and South 1480 + 50 + 20 = 1550 pass 1500; North, at 1300, does
    # not: two of the three players reach it, and the higher total (South's) wins.
    argv = ["score", "--rules", "cutthroat", "--bid", "300", "--bidder-team", "0"]
    argv += ["--meld", "100,50,50", "--tricks", "200,30,20", "--totals", "1000,1420,1480"]
    assert main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "Player 0 (North), bidder: 100 meld + 200 trick points = 300: made" in lines
    assert "Player 1 (East), opponent: 50 meld + 30 trick points = 80: counted" in lines
    assert (
        "  Player 0 made their bid of 300: 100 meld + 200 trick points = 300, so they add all "
        "300." in lines
    )
    assert lines[-1] == (
        "Game: Two players reach 1500 at the count (1500 and 1550): the higher total, player "
        "2's, wins the game."
    )


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("--meld", "12x,60"), "argument --meld: '12x': give a whole number from 0 to 10000"),
        (
            ("--tricks", "180"),
            "argument --tricks: '180': give 2 or 3 whole numbers, one per side: team 0's then "
            "team 1's",
        ),
        (("--bid", "three"), "argument --bid: 'three': give a whole number from 0 to 10000"),
        (("--bidder-team", "3"), "argument --bidder-team: '3': give a whole number from 0 to 2"),
        # three sides are read (cutthroat), but the partnership game has two
        (("--bidder-team", "2"), "2 is not a side: the teams are 0 and 1"),
        (("--meld", "1,2,3"), "meld=[1, 2, 3]: give two whole numbers, team 0's then team 1's"),
        (("--tricks", "180,60"), "Trick points must add up to 250: 180 + 60 = 240."),
        (("--rules", "skat"), "no ruleset called 'skat'"),
    ],
)
def test_score_bad_input_exits_2_with_one_line_naming_it(capsys, change, message):
    argv = list(MADE)
    option, value = change
    if option in argv:
        argv[argv.index(option) + 1] = value
    else:
        argv += [option, value]
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    assert captured.err.startswith("pinochle-learn score: ")
    assert message in captured.err


def test_score_throw_in_refused_exits_2(capsys):
    argv = ["score", "--bid", "300", "--bidder-team", "0", "--meld", "50,60", "--throw-in"]
    assert main(argv) == 2
    assert "the hand must be played" in capsys.readouterr().err


def test_score_needs_tricks_or_throw_in_not_both(capsys):
    assert main([*MADE, "--throw-in"]) == 2
    assert "not allowed with argument" in capsys.readouterr().err


def test_score_throw_in_refused_names_the_game_by_its_title(capsys):
    # THREE_HAND_CUTTHROAT has no throw-in: the message names the game as learners read it.
    argv = ["score", "--rules", "cutthroat", "--bid", "300", "--bidder-team", "0"]
    assert main([*argv, "--meld", "100,50,50", "--throw-in"]) == 2
    assert capsys.readouterr().err == (
        "pinochle-learn score: The hand may not be thrown in: three-hand cutthroat pinochle "
        "has no throw-in, so the hand must be played.\n"
    )
