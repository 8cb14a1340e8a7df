"""`pinochle-learn simulate --level SEAT=LEVEL` (issue 19): levels per seat, the same deals
whatever the levels, each side's total by seat, and bad levels refused in one line."""

from __future__ import annotations

import json

import pytest

from pinochle_learn import PARTNERSHIP, TWO_HAND_STOCK, Seat
from pinochle_learn.cli import main
from pinochle_learn.simulate import play_rounds


def test_the_same_seed_deals_the_same_cards_whatever_the_levels() -> None:
    plain = list(play_rounds(2, 7, PARTNERSHIP, levels={}))
    strong = list(play_rounds(2, 7, PARTNERSHIP, levels={Seat.NORTH: "strong"}, budget_s=0.05))
    swapped = list(play_rounds(2, 7, PARTNERSHIP, levels={Seat.EAST: "strong"}, budget_s=0.05))
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
