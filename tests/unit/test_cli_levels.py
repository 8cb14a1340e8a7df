"""`pinochle-learn simulate --level SEAT=LEVEL` (issue 19): levels per seat, the same deals
whatever the levels, each side's total by seat, and bad levels refused in one line."""

from __future__ import annotations

import json

import pytest

from pinochle_learn import PARTNERSHIP, TWO_HAND_STOCK, Seat
from pinochle_learn.cli import main
from pinochle_learn.simulate import play_rounds
from pinochle_learn.strongplay import Work


def test_the_same_seed_deals_the_same_cards_whatever_the_levels() -> None:
    plain = list(play_rounds(2, 7, PARTNERSHIP, levels={}))
    strong = list(
        play_rounds(2, 7, PARTNERSHIP, levels={Seat.NORTH: "strong"}, work=Work(3_000, 8))
    )
    swapped = list(
        play_rounds(2, 7, PARTNERSHIP, levels={Seat.EAST: "strong"}, work=Work(3_000, 8))
    )
    assert [r.dealt for r in plain] == [r.dealt for r in strong] == [r.dealt for r in swapped]
    assert [r.dealer for r in plain] == [r.dealer for r in strong]
    # the levels did play: a strong seat's cards differ from the learner's somewhere
    assert [r.history for r in plain] != [r.history for r in strong]


def test_json_totals_by_seat_with_levels(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--rules", "stock", "--rounds", "2", "--seed", "3", "--json", "--quiet"]
    assert main([*argv, "--level", "N=learner", "--level", "e=LEARNER"]) == 0
    stats = json.loads(capsys.readouterr().out)
    rounds = list(play_rounds(2, 3, TWO_HAND_STOCK, levels={}))
    assert stats["totals_by_seat"] == {
        "NORTH": sum(r.score.deltas[0] for r in rounds),
        "EAST": sum(r.score.deltas[1] for r in rounds),
    }


@pytest.mark.parametrize(
    ("value", "line"),
    [
        (
            "N=expert",
            "pinochle-learn simulate: argument --level: no computer level called 'expert': "
            "choose one of learner, strong",
        ),
        (
            "Nstrong",
            "pinochle-learn simulate: argument --level: 'Nstrong': write a seat and a level, "
            "e.g. N=strong",
        ),
        (
            "Q=strong",
            "pinochle-learn simulate: argument --level: invalid seat 'Q': use N, E, S, W "
            "(or 0 to 3)",
        ),
    ],
)
def test_a_bad_level_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], value: str, line: str
) -> None:
    assert main(["simulate", "--rounds", "1", "--level", value]) == 2
    captured = capsys.readouterr()
    assert captured.err == line + "\n" and captured.out == ""


def test_a_seat_outside_the_game_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["simulate", "--rules", "stock", "--rounds", "1", "--level", "W=strong"]) == 2
    assert capsys.readouterr().err == (
        "pinochle-learn simulate: West does not play in Two-hand pinochle with a stock: "
        "its seats are N, E\n"
    )


def test_the_text_names_each_seats_level_and_its_sides_points(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue: the plain text said neither the levels nor who scored what (only --json did)."""
    argv = ["simulate", "--rules", "stock", "--rounds", "2", "--seed", "3", "--quiet"]
    assert main([*argv, "--level", "E=learner"]) == 0
    lines = capsys.readouterr().out.splitlines()
    rounds = list(play_rounds(2, 3, TWO_HAND_STOCK, levels={}))
    north = sum(r.score.deltas[0] for r in rounds)
    east = sum(r.score.deltas[1] for r in rounds)
    assert lines[-3:] == [
        "  each seat, its level and its side's game points:",
        f"    North (Learner): {north} game points",
        f"    East (Learner): {east} game points",
    ]


def test_partners_show_their_sides_points_without_levels(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """No --level: every seat learner; partners (N and S, E and W) the same number."""
    assert main(["simulate", "--rounds", "2", "--seed", "0", "--quiet", "--json"]) == 0
    totals = json.loads(capsys.readouterr().out)["totals_by_seat"]
    assert main(["simulate", "--rounds", "2", "--seed", "0", "--quiet"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert totals["NORTH"] == totals["SOUTH"] and totals["EAST"] == totals["WEST"]
    assert lines[-4:] == [
        f"    North (Learner): {totals['NORTH']} game points",
        f"    East (Learner): {totals['EAST']} game points",
        f"    South (Learner): {totals['SOUTH']} game points",
        f"    West (Learner): {totals['WEST']} game points",
    ]


def test_seat_lines_name_a_strong_seat_and_go_through_the_catalogue(
    pseudo_language: None,
) -> None:
    from pinochle_learn.render.level_text import seat_results_lines

    lines = seat_results_lines({Seat.EAST: "strong"}, {Seat.NORTH: -30, Seat.EAST: 1})
    assert lines == [
        "[[each seat, its level and its side's game points:]]",
        "  [[[[North]] ([[Learner]]): -30 game points]]",
        "  [[[[East]] ([[Strong]]): 1 game point]]",
    ]


@pytest.mark.parametrize(
    ("first", "second", "seat"),
    [
        ("N=strong", "N=learner", "N"),
        ("north=learner", "n=learner", "N"),
        ("3=strong", "W=strong", "W"),
    ],
)
def test_a_seat_given_twice_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], first: str, second: str, seat: str
) -> None:
    """Issue: the last level given for a seat silently won."""
    assert main(["simulate", "--rounds", "1", "--level", first, "--level", second]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"pinochle-learn simulate: --level {seat}=... is given twice: give each seat one level\n"
    )


def test_full_seat_names_as_in_the_json_keys(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--rules", "stock", "--rounds", "1", "--seed", "3", "--json", "--quiet"]
    assert main([*argv, "--level", "NORTH=learner", "--level", "East=learner"]) == 0
    assert set(json.loads(capsys.readouterr().out)["totals_by_seat"]) == {"NORTH", "EAST"}
    assert main(["simulate", "--help"]) == 0
    assert "its full name (NORTH, as the --json keys)" in " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        (  # a seat never starts with -: no hint about negative values
            ["simulate", "--level", "-1=strong"],
            "pinochle-learn simulate: argument --level: expected one argument",
        ),
        (
            ["score", "--bid", "300", "--bidder-team", "0", "--totals", "-300,80"],
            "pinochle-learn score: argument --totals: expected one argument "
            "(write a negative value with =, e.g. --totals=-300,80)",
        ),
        (  # the hint names the option in use, not --totals
            ["score", "--bid", "300", "--bidder-team", "0", "--meld", "-5,60"],
            "pinochle-learn score: argument --meld: expected one argument "
            "(write a negative value with =, e.g. --meld=...)",
        ),
    ],
)
def test_the_negative_value_hint_names_the_option_in_use(
    capsys: pytest.CaptureFixture[str], argv: list[str], line: str
) -> None:
    assert main(argv) == 2
    assert capsys.readouterr().err == line + "\n"


def test_argparse_prefix_goes_through_the_catalogue(
    pseudo_language: None, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue: in Italian "argument --level:" stayed English, as every argparse prefix did."""
    assert main(["simulate", "--level", "N=expert"]) == 2
    assert capsys.readouterr().err == (
        "pinochle-learn simulate: [[argument --level: [[no computer level called 'expert': "
        "choose one of learner, strong]]]]\n"
    )
    assert main(["simulate", "--level", "-1=strong"]) == 2
    assert capsys.readouterr().err == (
        "pinochle-learn simulate: [[argument --level: [[expected one argument]]]]\n"
    )


@pytest.mark.parametrize(
    ("rules", "title"), [("cutthroat", "Three-hand cutthroat"), ("double-deck", "Double-deck")]
)
def test_strong_in_a_game_it_plays_like_the_learner_says_so_in_one_line(
    capsys: pytest.CaptureFixture[str], rules: str, title: str
) -> None:
    """s10: ``--level N=strong`` in cutthroat or double-deck printed "North (Strong)" with the
    learner's play; now one line says the strong level plays the game like the learner, and
    the seats show the level they played. The figures are the learner run's."""
    argv = ["simulate", "--rules", rules, "--rounds", "1", "--seed", "2", "--quiet"]
    assert main([*argv, "--level", "N=strong"]) == 0
    strong = capsys.readouterr().out.splitlines()
    assert main([*argv, "--level", "N=learner"]) == 0
    learner = capsys.readouterr().out.splitlines()
    (note,) = [line for line in strong if "like the learner level" in line]
    assert note.startswith(f"  The strong level plays {title}")
    assert [line for line in strong if line != note] == learner
    assert not any("(Strong)" in line for line in strong)
