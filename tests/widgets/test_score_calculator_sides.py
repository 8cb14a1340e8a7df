"""ScoreCalculator for every game with an auction, its sides read from the ruleset: three-hand
cutthroat (three players, each a side: the bid winner against the other two,
docs/rules.md #cutthroat.made to #cutthroat.several-reach) and the double deck (two teams,
50 trick points, game 500: #dd.counters, #dd.score, #dd.game). Every score worked out by hand."""

from __future__ import annotations

import re

import pytest

from pinochle_learn import PARTNERSHIP, THREE_HAND_CUTTHROAT, ScoreError
from pinochle_learn.ruleset import DOUBLE_DECK
from pinochle_widgets import SCORE_EXAMPLES, ScoreCalculator
from pinochle_widgets.sessions.score_session import ScoreFigures, read_score

NAMES = ("Bill", "Lisa", "You", "Mike")
CUT = THREE_HAND_CUTTHROAT


def totals(calc: ScoreCalculator) -> tuple[int, ...]:
    match = re.search(
        r'id="score-totals" class="pl-totals" data-totals="([-\d,]+)"', calc.explanation.value
    )
    assert match is not None, calc.explanation.value
    return tuple(int(t) for t in match.group(1).split(","))


def cutthroat(**figures: object) -> ScoreCalculator:
    # Lisa (side 1) bids 260; meld Bill 40, Lisa 100, You 30; trick points 30 + 170 + 50 = 250
    # (#cutthroat.counting); tricks 2 + 10 + 3 = 15 (#cutthroat.tricks).
    start: dict[str, object] = {
        "bid": 260,
        "bidding_team": 1,
        "meld": (40, 100, 30),
        "tricks": (30, 170, 50),
        "totals": (0, 0, 0),
        "tricks_won": (2, 10, 3),
    }
    start.update(figures)
    return ScoreCalculator(ruleset=CUT, names=NAMES, **start)  # type: ignore[arg-type]


def test_every_game_with_an_auction_is_offered() -> None:
    calc = ScoreCalculator(names=NAMES)
    offered = [rules for _, rules in calc.game_picker.options]
    assert offered[0] is PARTNERSHIP and CUT in offered and DOUBLE_DECK in offered
    assert all(rules.min_bid is not None for rules in offered)  # the stock game has no bid


def test_cutthroat_made_each_player_scores_alone() -> None:
    # #cutthroat.made: Lisa 100 + 170 = 270 >= 260, adds 270; #cutthroat.defenders: Bill
    # 40 + 30 = 70, You 30 + 50 = 80.
    calc = cutthroat()
    assert calc.labels == ["Bill", "Lisa", "You"]
    assert [label for label, _ in calc.team_picker.options] == ["Bill", "Lisa", "You"]
    assert [c.layout.display for c in calc.columns] == [None, None, None]
    assert totals(calc) == (70, 270, 80)
    assert calc.thrown_box.layout.display == "none"  # #cutthroat.no-throw-in
    assert "30 + 170 + 50 = 250 ✓" in calc.trick_sum.value
    text = calc.explanation.value
    assert "<strong>Lisa</strong> (bidder): " in text  # one player a side: singular
    assert "<strong>Bill</strong> (opponent): " in text
    assert "<strong>You</strong> (opponent): " in text


def test_cutthroat_set_the_bid_winner_loses_the_bid() -> None:
    # #cutthroat.set: bid 300 > 270, Lisa adds nothing and loses 300; the others as before.
    calc = cutthroat(bid=300)
    assert totals(calc) == (70, -300, 80)
    assert calc.score is not None and not calc.score.made


def test_cutthroat_a_player_with_no_trick_points_scores_nothing() -> None:
    # #cutthroat.no-tricks: You take no trick points, your 30 meld is lost; Lisa 100 + 220.
    calc = cutthroat(tricks=(30, 220, 0), tricks_won=(2, 13, 0))
    assert totals(calc) == (70, 320, 0)


def test_cutthroat_several_reach_the_bid_winner_wins_if_among_them() -> None:
    # #cutthroat.several-reach, bidder among them: Bill 1480 + 70 = 1550, Lisa 1300 + 270 = 1570,
    # You 1450 + 80 = 1530: all three reach 1500; Lisa held the bid and wins.
    calc = cutthroat(totals=(1480, 1300, 1450))
    assert totals(calc) == (1550, 1570, 1530)
    assert calc.score is not None and calc.score.winner == 1
    # ... and not among them: Lisa 0 + 270; Bill 1550 and You 1530 reach it: the higher wins.
    calc.before_boxes[1].value = "0"
    assert totals(calc) == (1550, 270, 1530)
    assert calc.score is not None and calc.score.winner == 0
    assert "the higher total, Bill&#x27;s, wins the game" in calc.explanation.value


def test_cutthroat_bad_input_is_named_and_keeps_every_box() -> None:
    calc = cutthroat()
    calc.meld_boxes[1].value = "1oo"
    assert calc.score is None
    assert calc.error is not None and "Lisa" in calc.error and "'1oo'" in calc.error
    assert 'class="pl-no-score"' in calc.table.value
    assert [b.value for b in calc.meld_boxes] == ["40", "1oo", "30"]
    assert [b.value for b in calc.trick_boxes] == ["30", "170", "50"]
    # Trick points not adding up to the deal's 250: the sum of the three is named.
    calc.meld_boxes[1].value = "100"
    calc.trick_boxes[2].value = "60"
    assert calc.error == "Trick points must add up to 250: 30 + 170 + 60 = 260."
    calc.trick_boxes[2].value = "50"
    assert calc.error is None and totals(calc) == (70, 270, 80)


def test_the_double_deck_counts_50_and_plays_to_500() -> None:
    # Picking the double deck after the four-hand game: 250-point figures cannot be its round,
    # so it starts from its own (bid 60; meld 28 and 15; trick points 33 + 17 = 50, #dd.counters).
    # #dd.score: 28 + 33 = 61 >= 60, made, +61; the others 15 + 17 = 32.
    calc = ScoreCalculator(names=NAMES)
    calc.game_picker.value = DOUBLE_DECK
    assert calc.labels == ["Bill and You", "Lisa and Mike"]
    assert [c.layout.display for c in calc.columns] == [None, None, "none"]
    assert totals(calc) == (61, 32)
    assert "16 aces, 16 tens and 16 kings at 1 each, and 2 for the last trick" in (
        calc.trick_sum.value
    )
    # #dd.game: 450 + 61 = 511 >= 500: Bill and You win.
    calc.before_boxes[0].value = "450"
    assert totals(calc) == (511, 32)
    assert calc.score is not None and calc.score.winner == 0
    assert "at least 500" in calc.explanation.value
    # A set: bid 70 > 61, the bid is lost (#dd.score as score.set).
    calc.bid_box.value = "70"
    assert totals(calc) == (450 - 70, 32)
    # 250-point trick points are refused with the deal's 50.
    calc.trick_boxes[0].value = "180"
    assert calc.error == "Trick points must add up to 50: 180 + 17 = 197."
    assert calc.bid_box.value == "70" and calc.meld_boxes[0].value == "28"


def test_back_to_a_two_sided_game_hides_the_third_column() -> None:
    calc = cutthroat()
    calc.game_picker.value = PARTNERSHIP
    assert [c.layout.display for c in calc.columns] == [None, None, "none"]
    assert [label for label, _ in calc.team_picker.options] == ["Bill and You", "Lisa and Mike"]
    assert len(calc.figures.meld) == 2
    # The partnership's starting round: 120 + 180 = 300 made; 60 + 70 = 130.
    assert totals(calc) == (300, 130)


def shown_examples(calc: ScoreCalculator) -> list[str]:
    return [t for t, b in calc.example_buttons.items() if b.layout.display != "none"]


def test_the_examples_are_the_chosen_games_and_never_change_it() -> None:
    # Cutthroat chosen: only its examples show, none of the partnership's (no throw-in in
    # cutthroat: throw_in_margin None). Its set example: Lisa bids 300, makes 100 + 150 = 250
    # < 300, loses the bid (SetPenalty.BID): -300; Bill 40 + 60 = 100, You 30 + 40 = 70.
    calc = ScoreCalculator(ruleset=CUT, names=NAMES, examples=SCORE_EXAMPLES)
    assert shown_examples(calc) == ["Cutthroat: bid 260 made", "Cutthroat: bid 300 set"]
    calc.example_buttons["Cutthroat: bid 300 set"].click()
    assert calc.base_ruleset is CUT and totals(calc) == (100, -300, 70)
    # A hidden partnership button does nothing if clicked: the game stays cutthroat.
    calc.example_buttons["Bill's throw-in (330, 60 meld)"].click()
    assert calc.base_ruleset is CUT and totals(calc) == (100, -300, 70)


def test_the_double_deck_examples_with_its_throw_in() -> None:
    # Double deck (trick points 50, throw-in margin 50): bid 60 set at 28 + 30 = 58 < 60: -60,
    # the others 15 + 20 = 35. Thrown in at 80 over 20 meld (80 > 20 + 50): -80, the others
    # keep their meld, 25.
    calc = ScoreCalculator(names=NAMES, examples=SCORE_EXAMPLES)
    calc.game_picker.value = DOUBLE_DECK
    assert shown_examples(calc) == [
        "Double deck: bid 60 made",
        "Double deck: bid 60 set",
        "Double deck: thrown in (80, 20 meld)",
    ]
    calc.example_buttons["Double deck: bid 60 set"].click()
    assert calc.base_ruleset is DOUBLE_DECK and totals(calc) == (-60, 35)
    calc.example_buttons["Double deck: thrown in (80, 20 meld)"].click()
    assert calc.base_ruleset is DOUBLE_DECK and calc.thrown_box.value is True
    assert totals(calc) == (-80, 25)
    calc.game_picker.value = PARTNERSHIP
    assert "Bill's throw-in (330, 60 meld)" in shown_examples(calc)
    assert calc.examples_box.layout.display is None


def test_the_model_reads_one_figure_a_side_and_refuses_a_wrong_count() -> None:
    three = ScoreFigures(
        "260", 1, ("40", "100", "30"), ("30", "170", "50"), ("0",) * 3, tricks_won=("2", "10", "3")
    )
    reading = read_score(three, CUT)
    assert reading.score is not None and reading.score.totals == (70, 270, 80)
    with pytest.raises(ScoreError, match=r"meld=.*2 figures, but 'cutthroat' has 3 sides"):
        read_score(ScoreFigures(), CUT)


def test_a_cutthroat_round_comes_back_from_its_link() -> None:
    from urllib.parse import urlsplit

    from pinochle_widgets.course.scenarios import link_for, restore

    calc, _, problems = restore(
        "scoring", "rules=cutthroat&bid=260&team=1&meld=40,100,30&tricks=30,170,50"
    )
    assert problems == [] and calc.base_ruleset is CUT
    # tricks won not in the link: cutthroat's starting 2, 10, 3; totals 0 (see above).
    assert calc.score is not None and calc.score.totals == (70, 270, 80)
    link = link_for("scoring", calc, "04_scoring.ipynb")
    assert "meld=40%2C100%2C30" in link or "meld=40,100,30" in link
    again, _, problems = restore("scoring", urlsplit(link).query)
    assert problems == [] and again.score is not None and again.score.totals == (70, 270, 80)
    # Two figures for a three-player game: named, and the game's own figures kept.
    bad, _, problems = restore("scoring", "rules=cutthroat&meld=120,60&team=2")
    assert problems == ["meld: 2 figures for a game of 3 sides"]
    assert [b.value for b in bad.meld_boxes] == ["40", "100", "30"]
    assert bad.team_picker.value == 2
    # A third side in a two-sided game: named, the default kept.
    two, _, problems = restore("scoring", "team=2&meld=1,2,3")
    assert problems == [
        "meld: 3 figures for a game of 2 sides",
        "team: 2 is not a side of a game of 2 sides",
    ]
    assert two.base_ruleset is PARTNERSHIP and two.score is not None


def test_set_figures_of_the_wrong_count_is_refused_naming_the_field() -> None:
    calc = cutthroat()
    with pytest.raises(ScoreError, match=r"meld=\(120, 60\): 2 figures, but 'cutthroat' has 3"):
        calc.set_figures(meld=(120, 60))
