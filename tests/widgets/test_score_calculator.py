"""ScoreCalculator driven headless; every expected score worked out by hand from RULES.md,
PARTNERSHIP Counting, Round score, Throw-in and Game."""

from __future__ import annotations

import random
import re

import ipywidgets as widgets
import pytest

from pinochle_learn import PARTNERSHIP, TWO_HAND_WIDOW, Seat, SetPenalty, ZeroTrickRule
from pinochle_learn.players import choose_action
from pinochle_learn.state import RoundState, deal_from_seed
from pinochle_widgets import SCORE_EXAMPLES, ScoreCalculator


def shown_totals(calc: ScoreCalculator) -> tuple[int, int]:
    match = re.search(
        r'id="score-totals" class="pl-totals" data-totals="(-?\d+),(-?\d+)"', calc.explanation.value
    )
    assert match is not None, calc.explanation.value
    return int(match.group(1)), int(match.group(2))


def figures(calc: ScoreCalculator, meld: tuple[int, int], tricks: tuple[int, int]) -> None:
    """Type figures one box at a time, as a learner does."""
    for box, value in zip(calc.meld_boxes, meld, strict=True):
        box.value = str(value)
    for box, value in zip(calc.trick_boxes, tricks, strict=True):
        box.value = str(value)


def test_bid_300_made_adds_everything_and_opponents_add_theirs() -> None:
    # Bidders: 120 meld + 180 trick points = 300 >= 300: made, they add all 300.
    # Opponents: 60 meld + 70 trick points = 130 (they took trick points).
    calc = ScoreCalculator()
    calc.bid_box.value = "300"
    calc.team_picker.value = 0
    figures(calc, (120, 60), (180, 70))
    assert calc.error is None
    assert shown_totals(calc) == (300, 130)
    assert 'data-outcome="made"' in calc.explanation.value
    assert "✓ Made: North–South reached the bid of 300." in calc.explanation.value
    table = calc.table.value
    assert 'id="score-table"' in table
    assert "<td>+300</td>" in table and "<td>+130</td>" in table
    assert "Neither team has reached 1500: the game goes on." in calc.explanation.value


def test_bid_300_short_by_10_is_set_and_loses_the_bid() -> None:
    # Bidders: 120 + 170 = 290 < 300: set, -300. Opponents: 60 + 80 = 140.
    calc = ScoreCalculator(bid=300, meld=(120, 60), tricks=(180, 70))
    calc.trick_boxes[0].value = "170"
    calc.trick_boxes[1].value = "80"
    assert calc.error is None
    assert shown_totals(calc) == (-300, 140)
    assert calc.score is not None and not calc.score.made
    assert 'data-outcome="set"' in calc.explanation.value
    assert "is set on its bid of 300" in calc.explanation.value
    assert "<td>-300</td>" in calc.table.value


def test_totals_before_the_round_carry_on() -> None:
    calc = ScoreCalculator(bid=300, meld=(120, 60), tricks=(180, 70))
    calc.before_boxes[0].value = "1000"
    calc.before_boxes[1].value = "-200"
    assert shown_totals(calc) == (1300, -70)


def test_east_west_holding_the_bid() -> None:
    # East–West bid 250 with 100 meld + 150 trick points = 250: made; North–South 40 + 100.
    calc = ScoreCalculator(bid=250, bidding_team=1, meld=(40, 100), tricks=(100, 150))
    assert shown_totals(calc) == (140, 250)
    assert "✓ Made: East–West reached the bid of 250." in calc.explanation.value


def test_throw_in_at_bid_300_allowed_with_meld_40() -> None:
    # 300 > 40 + 250 = 290: may throw in; bidders lose 300, opponents add their meld, 60.
    calc = ScoreCalculator(bid=300, meld=(40, 60), tricks=(180, 70))
    assert 'data-allowed="true"' in calc.throw_in_rule.value
    assert "is more than 40 meld + 250 = 290" in calc.throw_in_rule.value
    calc.thrown_box.value = True
    assert all(box.layout.display == "none" for box in calc.trick_boxes)
    assert calc.error is None
    assert shown_totals(calc) == (-300, 60)
    assert 'data-outcome="thrown_in"' in calc.explanation.value
    calc.thrown_box.value = False
    assert not any(box.layout.display == "none" for box in calc.trick_boxes)


def test_throw_in_at_bid_300_refused_with_meld_50() -> None:
    # 300 is not more than 50 + 250 = 300: the hand must be played.
    calc = ScoreCalculator(bid=300, meld=(40, 60), tricks=(180, 70), thrown_in=True)
    assert shown_totals(calc) == (-300, 60)
    calc.meld_boxes[0].value = "50"
    # One message says it, once: no throw-in line beside it, no "thrown in" note, no score.
    assert calc.error == (
        "The hand may not be thrown in: the bid, 300, is not more than 50 meld + 250 = 300: the "
        "hand must be played. Untick “Thrown in” and enter the trick points."
    )
    assert "pl-message" in calc.message.value
    assert calc.throw_in_rule.value == "" and calc.trick_sum.value == ""
    assert all(ask.value == "" for ask in calc.meld_asks)
    page = calc.message.value + calc.table.value + calc.explanation.value
    assert page.count("thrown in") == 1 and "must be played" in page
    assert calc.score is None and "score-totals" not in page
    # Unticking "Thrown in" plays the hand: 50 + 180 = 230 < 300, set.
    calc.thrown_box.value = False
    assert calc.error is None and 'data-allowed="false"' in calc.throw_in_rule.value
    assert shown_totals(calc) == (-300, 130)


def test_bad_trick_points_show_the_engines_problem_and_no_score() -> None:
    calc = ScoreCalculator(bid=300, meld=(120, 60), tricks=(180, 70))
    calc.trick_boxes[0].value = "190"  # 190 + 70 = 260, not 250
    assert calc.error == "Trick points must add up to 250: 190 + 70 = 260."
    message = calc.message.value
    assert 'class="pl-message pl-error"' in message
    assert "These figures cannot be scored. Trick points must add up to 250: 190 + 70 = 260." in (
        message
    )
    assert "tricks=" not in message and "Traceback" not in message
    # No figure of the earlier state is shown: no table, no totals, only "no score".
    assert calc.score is None
    assert 'class="pl-no-score"' in calc.table.value and calc.explanation.value == ""
    assert "180 + 70" not in calc.trick_sum.value and "190 + 70 = 260 ✗" in calc.trick_sum.value
    # Fixing the figures clears the message and scores again: 120 + 190 = 310 made.
    calc.trick_boxes[1].value = "60"
    assert calc.error is None and calc.message.value == ""
    assert shown_totals(calc) == (310, 120)


def test_bid_under_250_is_refused_by_the_engine() -> None:
    calc = ScoreCalculator()
    calc.bid_box.value = "240"
    assert calc.error is not None and "so a bid is at least 250" in calc.error
    assert "No auction ends at 240" in calc.message.value and "bid=" not in calc.message.value


def test_bidders_with_no_trick_points_are_set_whatever_their_meld() -> None:
    # Decision in RULES.md: 500 meld does not save a bidding team that took no trick points.
    calc = ScoreCalculator(bid=250, meld=(500, 60), tricks=(0, 250))
    assert shown_totals(calc) == (-250, 310)
    assert "took no trick points" in calc.explanation.value


def test_opponents_with_no_trick_points_score_nothing() -> None:
    calc = ScoreCalculator(bid=250, meld=(100, 80), tricks=(250, 0))
    assert shown_totals(calc) == (350, 0)
    assert "its 80 meld does not count" in calc.explanation.value


def test_house_rules_are_labelled_and_change_the_score() -> None:
    calc = ScoreCalculator(bid=300, meld=(120, 60), tricks=(170, 80))
    labels = [label for label, _ in calc.penalty_picker.options]
    assert labels[0] == "standard rule: a bidder who is set loses the bid"
    assert not any("seed" in label for label in labels)
    house = next(c for c in calc.children if "pl-house-rules" in c._dom_classes)
    assert "seed" not in house.children[0].value  # the note above the switches
    assert "the standard rule (the one in the published rules" in house.children[0].value
    assert all(label.startswith("house rule") for label in labels[1:])
    assert calc.penalty_picker.value is SetPenalty.BID
    assert calc.zero_picker.value is ZeroTrickRule.TRICK_POINTS
    # Shortfall: 300 - 290 = 10. Bid plus meld: 300 + 120 = 420.
    calc.penalty_picker.value = SetPenalty.SHORTFALL
    assert shown_totals(calc) == (-10, 140)
    calc.penalty_picker.value = SetPenalty.BID_PLUS_MELD
    assert shown_totals(calc) == (-420, 140)
    assert calc.ruleset.name == "partnership+house"


def test_zero_trick_house_rule_asks_for_tricks_won() -> None:
    # House rule "tricks": opponents with no trick points but one trick keep their meld.
    calc = ScoreCalculator(bid=250, meld=(200, 80), tricks=(250, 0))
    assert all(box.layout.display == "none" for box in calc.won_boxes)
    calc.zero_picker.value = ZeroTrickRule.TRICKS
    assert all(box.layout.display != "none" for box in calc.won_boxes)
    calc.set_figures(tricks_won=(11, 1))
    assert shown_totals(calc) == (450, 80)
    calc.set_figures(tricks_won=(12, 0))
    assert shown_totals(calc) == (450, 0)


def test_both_teams_over_1500_the_bidders_win() -> None:
    # Seed example 2: North–South 1450 + 250 = 1700; East–West (bid) 1290 + 310 = 1600.
    calc = ScoreCalculator(examples=SCORE_EXAMPLES)
    calc.example_buttons["Both over 1500"].click()
    assert shown_totals(calc) == (1700, 1600)
    assert calc.score is not None and calc.score.winner == 1
    assert 'data-over="true"' in calc.explanation.value
    assert (
        "Game over: both teams reach 1500 (1700 and 1600), and East–West, the team that held "
        "the bid, wins whatever the scores."
    ) in calc.explanation.value


def test_bills_throw_in_example_button() -> None:
    # Bill (North) bid 330; his team melded 60; 330 > 60 + 250 = 310: thrown in.
    # North–South 500 - 330 = 170; East–West 400 + 90 meld = 490.
    calc = ScoreCalculator(examples=SCORE_EXAMPLES, names=("Bill", "Lisa", "You", "Mike"))
    calc.example_buttons["Bill's throw-in (330, 60 meld)"].click()
    assert calc.thrown_box.value is True
    assert shown_totals(calc) == (170, 490)
    assert "✗ Thrown in: you and Bill lose the bid of 330." in calc.explanation.value
    assert "<td>Bill and You</td>" in calc.table.value


def test_the_sides_are_named_never_numbered() -> None:
    # The newcomer's case: Bill's throw-in, bid 330 by Bill and You. The sides read by their
    # names and roles, never "team 0" / "team 1"; the table has no bare 0/1 column.
    calc = ScoreCalculator(examples=SCORE_EXAMPLES, names=("Bill", "Lisa", "You", "Mike"))
    calc.example_buttons["Bill's throw-in (330, 60 meld)"].click()
    text = calc.explanation.value
    assert "Bid <strong>330</strong> by Bill and You · rules" in text
    assert "<strong>Bill and You</strong> (bidders): " in text
    assert "<strong>Lisa and Mike</strong> (opponents): " in text
    assert [label for label, _ in calc.team_picker.options] == ["Bill and You", "Lisa and Mike"]
    assert [h.value for h in calc.headers] == [
        "<strong>Bill and You</strong>",
        "<strong>Lisa and Mike</strong>",
    ]
    table = calc.table.value
    headers = re.findall(r"<th>([^<]*)</th>", table)
    assert headers[:3] == ["team", "role", "outcome"]
    first_cells = re.findall(r"<tr>\s*<td>([^<]*)</td>", table)
    assert first_cells == ["Bill and You", "Lisa and Mike"]
    shown = re.sub(r"<[^>]+>", " ", text + table + calc.headers[0].value)
    assert not re.search(r"\b[Tt]eam [01]\b", shown)


def test_load_a_finished_round() -> None:
    rng = random.Random(3)
    state = RoundState(PARTNERSHIP, Seat.WEST).apply(deal_from_seed(3, Seat.WEST))
    while not state.is_over:
        state = state.apply(choose_action(state, rng))
    assert state.score is not None
    calc = ScoreCalculator()
    score = calc.load_round(state)
    assert score is not None and score.deltas == state.score.deltas
    assert shown_totals(calc) == state.score.totals
    assert calc.bid_box.value == str(state.bid)


NAMES = ("Bill", "Lisa", "You", "Mike")


def test_negative_meld_is_named_in_words_and_the_throw_in_is_not_judged() -> None:
    # The review: meld -50 showed "meld=(-50, 60): each must be at least 0", and the throw-in
    # line still said "more than -50 meld + 250 = 200: the hand may be thrown in".
    calc = ScoreCalculator(bid=300, meld=(120, 60), tricks=(180, 70), names=NAMES)
    calc.meld_boxes[0].value = "-50"
    assert calc.error == "Meld points cannot be negative: you and Bill have -50."
    assert "meld=" not in calc.message.value
    rule = calc.throw_in_rule.value
    assert 'data-allowed="unknown"' in rule and "not judged" in rule and "-50" not in rule
    assert calc.score is None and "score-totals" not in calc.explanation.value
    calc.meld_boxes[0].value = "40"
    assert calc.error is None and 'data-allowed="true"' in calc.throw_in_rule.value


def test_trick_points_that_do_not_add_up_are_said_as_a_sum() -> None:
    calc = ScoreCalculator(bid=300, meld=(120, 60), tricks=(180, 70), names=NAMES)
    calc.trick_boxes[0].value = "190"
    assert calc.error == "Trick points must add up to 250: 190 + 70 = 260."
    calc.trick_boxes[0].value = "-20"
    assert calc.error == "Trick points cannot be negative: you and Bill have -20."


def test_trick_points_come_in_tens_in_the_four_hand_game() -> None:
    # Counters are worth 10 and so is the last trick: 185 is no side's trick points.
    calc = ScoreCalculator(bid=300, meld=(120, 60), tricks=(180, 70), names=NAMES)
    calc.set_figures(tricks=(185, 65))
    assert calc.error == (
        "Trick points come in tens (every counter and the last trick are worth a multiple of "
        "10): you and Bill cannot have 185; try 180 or 190. Trick points come in tens (every "
        "counter and the last trick are worth a multiple of 10): Lisa and Mike cannot have 65; "
        "try 60 or 70."
    )


@pytest.mark.parametrize(
    ("bid", "words"),
    [
        (
            200,
            "No auction ends at 200: the opening bid is 250 and each raise is +10 or +20, so a "
            "bid is at least 250.",
        ),
        (
            255,
            "No auction ends at 255: the opening bid is 250 and each raise is +10 or +20, so a "
            "bid is 250, 260, 270, … (try 250 or 260).",
        ),
    ],
)
def test_bids_no_auction_can_end_at_are_refused_with_the_rule(bid: int, words: str) -> None:
    calc = ScoreCalculator(bid=300, meld=(120, 60), tricks=(180, 70))
    calc.bid_box.value = str(bid)
    assert calc.error == words
    assert calc.score is None and "score-totals" not in calc.explanation.value
    assert 'data-allowed="unknown"' in calc.throw_in_rule.value
    calc.bid_box.value = "260"
    assert calc.error is None and shown_totals(calc) == (300, 130)


def test_figures_that_cannot_be_scored_from_the_start_show_no_score() -> None:
    calc = ScoreCalculator(bid=255, meld=(120, 60), tricks=(180, 70))
    assert calc.score is None and calc.explanation.value == ""
    assert 'class="pl-no-score"' in calc.table.value
    assert "No auction ends at 255" in calc.message.value


def test_with_names_the_reasons_say_which_team_is_which() -> None:
    calc = ScoreCalculator(bid=300, meld=(120, 60), tricks=(180, 70), names=NAMES)
    text = calc.explanation.value
    # the learner's side in the second person plural (issue 23: Italian "voi"), with the partner
    assert (
        "You and Bill made your bid of 300: 120 meld + 180 trick points = 300, so you add" in text
    )
    assert "Lisa and Mike took trick points, so their meld counts: they add" in text


# ---- the stuck points of issue 10 -----------------------------------------------------------


def test_every_figure_box_recomputes_as_it_is_typed() -> None:
    # Each box sends its text at each key (no Enter or Tab): continuous_update, and the value
    # is the text itself, so what is scored is what the box shows.
    calc = ScoreCalculator()
    boxes = [calc.bid_box, *calc.meld_boxes, *calc.trick_boxes, *calc.before_boxes]
    assert all(box.continuous_update for box in boxes)
    assert all(box.continuous_update for box in calc.won_boxes)
    # Typing 1, 17, 170 into side 0's trick points: each keystroke is a new reading.
    calc.trick_boxes[0].value = "1"
    assert calc.error is not None and "1 + 70 = 71" in calc.error
    calc.trick_boxes[0].value = "17"
    assert calc.score is None
    calc.trick_boxes[0].value = "170"
    calc.trick_boxes[1].value = "80"
    assert shown_totals(calc) == (-300, 140)


def test_a_meld_of_95_is_refused_with_its_reason() -> None:
    # Every meld is worth a multiple of 10 (RULES.md, PARTNERSHIP Meld): no team melds 95.
    calc = ScoreCalculator(names=NAMES)
    calc.meld_boxes[0].value = "95"
    assert calc.error == (
        "Meld points come in tens (every meld is worth a multiple of 10): you and Bill cannot "
        "have 95; try 90 or 100."
    )
    assert calc.score is None and "score-totals" not in calc.explanation.value
    calc.meld_boxes[0].value = "90"
    # 90 + 180 = 270 < 300: set, -300; Lisa and Mike 60 + 70 = 130.
    assert shown_totals(calc) == (-300, 130)


def test_an_emptied_box_is_named_and_no_old_figure_is_used() -> None:
    calc = ScoreCalculator(names=NAMES)
    calc.meld_boxes[1].value = ""
    assert calc.error == "Type the meld points of Lisa and Mike: the box is empty."
    assert calc.score is None and calc.explanation.value == ""
    calc.bid_box.value = "3oo"
    assert "The bid: '3oo' is not a whole number" in calc.error


def test_a_throw_in_asks_for_the_other_sides_meld() -> None:
    # Bill's 330 with 60 meld: 330 > 60 + 250 = 310, thrown in. Lisa and Mike add their meld,
    # so the calculator asks for it; 90 typed: 400 + 90 = 490, and 500 - 330 = 170.
    calc = ScoreCalculator(bid=330, meld=(60, 0), tricks=(180, 70), totals=(500, 400), names=NAMES)
    assert all(ask.value == "" for ask in calc.meld_asks)
    calc.thrown_box.value = True
    other = calc.meld_asks[1].value
    assert 'class="pl-meld-ask" data-team="1"' in other
    assert "Lisa and Mike add their meld: what did Lisa and Mike meld? Type it above." in other
    assert "Your meld only decides whether the hand may be thrown in" in calc.meld_asks[0].value
    assert shown_totals(calc) == (-330 + 500, 400)
    calc.meld_boxes[1].value = "90"
    assert shown_totals(calc) == (170, 490)


def test_a_two_hand_game_speaks_of_players_and_its_own_counters() -> None:
    # TWO_HAND_WIDOW, Bill bids 300: 150 meld + 120 trick points = 270 < 300, set; the widow
    # game's penalty is the shortfall, 300 - 270 = 30. You: 60 + 130 = 190 (meld always counts).
    calc = ScoreCalculator(
        ruleset=TWO_HAND_WIDOW, bid=300, meld=(150, 60), tricks=(120, 130), names=NAMES
    )
    assert calc.labels == ["Bill", "You"]
    assert shown_totals(calc) == (-30, 190)
    assert calc.thrown_box.layout.display == "none"  # the widow game has no throw-in
    assert "8 aces at 11, 8 tens at 10, 8 kings at 4, 8 queens at 3, 8 jacks at 2" in (
        calc.trick_sum.value
    )
    text = words_on(calc)
    assert "team" not in text and "partner" not in text and "both players" not in text
    assert "You add 60 meld + 130 trick points = 190." in calc.explanation.value
    assert (
        "Bill is set on their bid of 300: 150 meld + 120 trick points = 270 is less, so they add "
        "nothing and lose the shortfall, 300 - 270 = 30."
    ) in calc.explanation.value
    # Raises of 10 only: 305 is between 300 and 310.
    calc.bid_box.value = "305"
    assert calc.error == (
        "No auction ends at 305: the opening bid is 250 and each raise is +10, so a bid is "
        "250, 260, 270, … (try 300 or 310)."
    )


def test_choosing_the_two_hand_game_relabels_and_rescores() -> None:
    # The same figures under the widow game's rules: 120 + 170 = 290 < 300, set: the
    # shortfall, 10 (the four-hand game takes the whole bid, 300).
    calc = ScoreCalculator(bid=300, meld=(120, 60), tricks=(170, 80), names=NAMES)
    assert shown_totals(calc) == (-300, 140)
    calc.game_picker.value = TWO_HAND_WIDOW
    assert [label for label, _ in calc.team_picker.options] == ["Bill", "You"]
    assert calc.penalty_picker.value is SetPenalty.SHORTFALL
    assert shown_totals(calc) == (-10, 140)
    calc.game_picker.value = PARTNERSHIP
    assert calc.labels == ["Bill and You", "Lisa and Mike"]
    assert shown_totals(calc) == (-300, 140)


def words_on(calc: ScoreCalculator) -> str:
    """What a learner reads: every HTML's text without its styles and tags, every control's
    description, tooltip and option labels (lower case), but the game picker's game titles."""
    parts = []
    stack: list = [calc]
    while stack:
        w = stack.pop()
        stack.extend(getattr(w, "children", ()))
        if w is calc.game_picker:  # the games' own titles ("partnership auction pinochle")
            continue
        if isinstance(w, widgets.HTML):
            parts.append(
                re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", w.value, flags=re.S))
            )
        for name in ("description", "tooltip", "placeholder"):
            parts.append(str(getattr(w, name, "") or ""))
        parts.extend(str(label) for label, _ in getattr(w, "options", ()) if isinstance(label, str))
    return " ".join(parts).lower()


def test_a_game_without_examples_hides_the_load_row() -> None:
    # The two-hand widow game has no example: the row goes, and a (hidden) partnership button
    # never switches the game back behind the learner's back.
    calc = ScoreCalculator(examples=SCORE_EXAMPLES, names=NAMES)
    calc.game_picker.value = TWO_HAND_WIDOW
    assert calc.examples_box.layout.display == "none"
    calc.example_buttons["Bill's throw-in (330, 60 meld)"].click()
    assert calc.base_ruleset is TWO_HAND_WIDOW and calc.thrown_box.value is False


def test_a_two_hand_game_without_names_calls_the_players_by_their_seats() -> None:
    # No names given: the two players are North and East (seats 0 and 1), as in the score
    # table and sentences, never "Player 0" / "Player 1".
    calc = ScoreCalculator(bid=300, meld=(120, 60), tricks=(170, 80))
    calc.game_picker.value = TWO_HAND_WIDOW
    assert calc.labels == ["North", "East"]
    assert [label for label, _ in calc.team_picker.options] == ["North", "East"]
    assert "<td>North</td>" in calc.table.value
    assert not re.search(r"\b[Pp]layer [01]\b", calc.explanation.value + calc.table.value)
