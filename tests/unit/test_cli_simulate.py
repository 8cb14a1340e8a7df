"""`pinochle-learn simulate`: computer-only rounds, summary statistics, same seed same numbers."""

from __future__ import annotations

import io
import json
import sys

import pytest

from pinochle_learn.cli import main
from pinochle_learn.ruleset import find_ruleset
from pinochle_learn.simulate import play_rounds


def test_simulate_json_summary(capsys):
    assert main(["simulate", "--rounds", "6", "--seed", "4", "--json", "--quiet"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert set(stats) == {
        "rounds",
        "games",
        "mean_team_meld",
        "mean_bid",
        "bids_made",
        "thrown_in",
        "stuck",
        "mean_round_score",
        "mean_bidder_score",
        "totals_by_seat",
    }
    rounds = list(play_rounds(6, 4))
    north_south = sum(r.score.deltas[0] for r in rounds)
    east_west = sum(r.score.deltas[1] for r in rounds)
    assert stats["totals_by_seat"] == {
        "NORTH": north_south,
        "EAST": east_west,
        "SOUTH": north_south,
        "WEST": east_west,
    }
    assert stats["rounds"] == 6
    assert stats["mean_bid"] == round(sum(r.bid for r in rounds) / 6, 1)
    assert stats["bids_made"] == sum(1 for r in rounds if r.score.made)
    # Every bid is at least the minimum of 250 (RULES.md, PARTNERSHIP Auction).
    assert all(r.bid >= 250 for r in rounds)


def test_simulate_same_seed_same_numbers(capsys):
    main(["simulate", "--rounds", "3", "--seed", "9", "--json", "--quiet"])
    first = capsys.readouterr().out
    main(["simulate", "--rounds", "3", "--seed", "9", "--json", "--quiet"])
    assert capsys.readouterr().out == first


def test_simulate_plain_output_and_bad_rounds(capsys):
    assert main(["simulate", "--rounds", "2", "--seed", "1", "--quiet"]) == 0
    # The game's title from render/words.py, not the ruleset's code name "partnership".
    out = capsys.readouterr().out
    assert "2 computer-only rounds of Partnership auction pinochle (four hands) (seed 1)" in out
    assert main(["simulate", "--rounds", "0"]) == 2
    assert "argument --rounds: '0': give a whole number from 1 to 10000" in capsys.readouterr().err


def test_simulate_the_widow_game(capsys):
    assert main(["simulate", "--rules", "widow", "--rounds", "2", "--seed", "3", "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    rounds = list(play_rounds(2, 3, find_ruleset("widow")))
    assert stats["rounds"] == 2 and stats["thrown_in"] == 0
    assert stats["mean_bid"] == round(sum(r.bid for r in rounds) / 2, 1)
    assert all(len(r.tricks) == 24 and r.counters(0) + r.counters(1) == 250 for r in rounds)


def test_simulate_the_stock_game(capsys):
    assert main(["simulate", "--rules", "stock", "--rounds", "2", "--seed", "3", "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    rounds = list(play_rounds(2, 3, find_ruleset("stock")))
    assert stats["mean_bid"] is None and stats["bids_made"] is None
    assert all(len(r.tricks) == 24 and r.counters(0) + r.counters(1) == 250 for r in rounds)
    # No bid, no set: a round adds each player's meld and counters, 250 counters a round, so
    # the mean score of a player is the mean meld of a player + 125.
    assert stats["mean_round_score"] == pytest.approx(stats["mean_team_meld"] + 125, abs=0.1)


def test_simulate_titles_the_widow_game(capsys):
    assert main(["simulate", "--rules", "widow", "--rounds", "1", "--seed", "3", "--quiet"]) == 0
    assert "1 computer-only round of Two-hand pinochle built from a widow" in (
        capsys.readouterr().out
    )


class _Terminal(io.StringIO):
    """A stderr that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def test_progress_bar_only_on_a_terminal(capsys, monkeypatch):
    # stderr captured (not a terminal): no bar, with or without --quiet.
    assert main(["simulate", "--rounds", "2", "--seed", "1", "--json"]) == 0
    assert capsys.readouterr().err == ""
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["simulate", "--rounds", "2", "--seed", "1", "--json"]) == 0
    assert "2/2" in terminal.getvalue() and "round" in terminal.getvalue()
    quiet = _Terminal()
    monkeypatch.setattr(sys, "stderr", quiet)
    assert main(["simulate", "--rounds", "2", "--seed", "1", "--json", "--quiet"]) == 0
    assert quiet.getvalue() == ""


def test_simulate_double_deck_bids_from_50_and_counts_its_80_cards(capsys):
    assert main(["simulate", "--rules", "double-deck", "--rounds", "6", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(
        "6 computer-only rounds of Double-deck partnership pinochle (80 cards) (seed 4)"
    )
    main(["simulate", "--rules", "double-deck", "--rounds", "6", "--seed", "4", "--json"])
    stats = json.loads(capsys.readouterr().out)
    rounds = list(play_rounds(6, 4, find_ruleset("double-deck")))
    assert stats["mean_bid"] == round(sum(r.bid for r in rounds) / 6, 1)
    # The double deck's auction opens at 50 (docs/rules.md #dd.min-bid); 50 trick points.
    assert all(r.bid >= 50 for r in rounds)
    assert all(sum(t.trick_points for t in r.score.teams) in (0, 50) for r in rounds)


def test_simulate_leaves_out_the_throw_in_line_where_there_is_none(capsys):
    # THREE_HAND_CUTTHROAT has no throw-in (throw_in_margin None): no "hands thrown in: 0" line;
    # PARTNERSHIP has one (margin 250), so its line stays.
    assert (
        main(["simulate", "--rules", "cutthroat", "--rounds", "1", "--seed", "1", "--quiet"]) == 0
    )
    out = capsys.readouterr().out
    assert "bids made:" in out and "hands thrown in" not in out
    assert main(["simulate", "--rounds", "1", "--seed", "1", "--quiet"]) == 0
    assert "hands thrown in:" in capsys.readouterr().out
