"""The solver (issue 18): equal to the plain minimax oracle, its properties, its fast legality
equal to the engine's, and endings worked out by hand from the rules (``RULES.md``, Counting).

Counters (``pinochle_learn/ruleset.py``): PARTNERSHIP A/10/K 10, Q/J/9 0; TWO_HAND_STOCK A/10
10, K/Q 5, J/9 0; TWO_HAND_WIDOW A 11, 10 10, K 4, Q 3, J 2, 9 0; the last trick 10 in all.
Thousands more endings: ``benchmarks/check_solver.py``.
"""

from __future__ import annotations

import random
import zlib

import pytest

from pinochle_learn import PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW, Card, Seat
from pinochle_learn.play import legal_plays
from pinochle_learn.ruleset import Ruleset
from pinochle_learn.solver import Position, PositionError, SearchBudgetError, solve
from pinochle_learn.solver.core import int_card
from pinochle_learn.solver.endings import random_ending
from pinochle_learn.solver.oracle import minimax_values
from pinochle_learn.solver.solve import _search, position_value
from pinochle_learn.trick import trick_points, trick_winner

RULESETS: tuple[Ruleset, ...] = (
    PARTNERSHIP,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    PARTNERSHIP.variant(name="beat-led", must_beat_led_suit_after_trump=True),
    PARTNERSHIP.variant(name="no-head", must_head_trick=False),
    TWO_HAND_WIDOW.variant(name="no-must-trump", must_trump=False),
)
IDS = [r.name for r in RULESETS]


def name_seed(ruleset: Ruleset) -> int:
    """A seed of the ruleset's name, the same in every process (``hash`` of a string is not:
    it changes with ``PYTHONHASHSEED``)."""
    return zlib.crc32(ruleset.name.encode()) % 1000


def endings(ruleset: Ruleset, count: int, seed: int) -> list[Position]:
    rng = random.Random(seed)
    most = 3 if ruleset.players == 4 else 4
    out = []
    for _ in range(count):
        first = ruleset.first_lead_trump and rng.random() < 0.3
        out.append(random_ending(ruleset, rng.randint(1, most), rng, first_lead=first))
    return out


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_every_card_value_equals_the_plain_minimax(ruleset):
    for position in endings(ruleset, 40, seed=name_seed(ruleset)):
        solution = solve(position)
        assert {c.card: c.points for c in solution.cards} == minimax_values(position), position
        assert solution.value == max(minimax_values(position).values())
        assert position_value(position) == solution.value


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_fast_legality_equals_the_engine(ruleset):
    rng = random.Random(7)
    for _ in range(150):
        first = ruleset.first_lead_trump and rng.random() < 0.3
        position = random_ending(ruleset, rng.randint(1, 8), rng, first_lead=first)
        for equivalence in (False, True):
            search = _search(position, 10, equivalence=equivalence)
            found = {int_card(c) for g in search.classes(int(position.to_play)) for c in g}
            seat = position.to_play
            engine = legal_plays(
                position.hands[seat],
                position.trick,
                position.trump,
                ruleset,
                first_lead=bool(position.first_lead),
            )
            assert found == set(engine.legal), position


def _walk(position: Position, first: Card, line) -> list[int]:
    """Each side's points along a line, counted by the engine's trick_winner/trick_points."""
    rules, players = position.ruleset, position.players
    taken = [0, 0]
    trick = list(position.trick)
    leader = int(position.leader)
    left = position.tricks_left
    for play in [None, *line]:
        trick.append(first if play is None else play.card)
        if len(trick) == players:
            winner = (leader + trick_winner(trick, position.trump)[0]) % players
            left -= 1
            taken[winner % 2] += trick_points(trick, rules, last=left == 0)
            trick, leader = [], winner
    return taken


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_best_lines_add_up_and_a_value_is_the_best_of_its_children(ruleset):
    for position in endings(ruleset, 15, seed=11):
        solution = solve(position)
        side = position.to_play.team
        for entry in solution.cards:
            taken = _walk(position, entry.card, entry.line)
            assert taken[side] == entry.points
            assert taken[0] + taken[1] == position.points_left
        assert solution.value == max(c.points for c in solution.cards)


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_equivalent_cards_get_the_same_value(ruleset):
    seen = 0
    for position in endings(ruleset, 40, seed=3):
        search = _search(position, 10)
        oracle = minimax_values(position)
        for group in search.classes(int(position.to_play)):
            if len(group) > 1:
                seen += 1
                assert len({oracle[int_card(c)] for c in group}) == 1, (position, group)
    # Counter points differ for every rank in the widow game, so no two ranks play alike there.
    ties = len(set(ruleset.counter_points.values())) < len(ruleset.counter_points)
    assert (seen > 0) == ties


def test_a_partner_made_to_ruff_keeps_the_value_exact():
    # Regression (the four-hand quick-trick bound counted the leader's top cards as cashed
    # although the partner, void, had to ruff and take the lead): house rule beat-led, trump ♥.
    # North led Q♠, East played K♠; South, void in spades, must trump with A♥ (West then must
    # beat the K♠: 10♠ or A♠). South leads K♦ or Q♦: West, void with no trump, throws Q♣;
    # North, void in diamonds, must ruff with 9♥ and leads K♣, which East's 10♣ heads. North–
    # South: Q♠ 0 + K♠ 10 + A♥ 10 + a spade 10, then K♦ 10; East–West K♣ 10 + 10♣ 10 + the
    # other spade 10 + last 10. 40 of the 80 (the old bound gave North–South all 80 after the
    # first trick, and the searches, cut by it, disagreed: 30 for the value alone).
    rules = PARTNERSHIP.variant(name="beat-led", must_beat_led_suit_after_trump=True)
    hands = ("C13 H9", "C10 D12", "D13 H14 D12", "S10 S14 C12")
    p = Position(rules, "H", hands, Seat.SOUTH, "S12 S13")
    assert minimax_values(p) == {Card.parse("H14"): 40}
    assert solve(p).value == 40
    assert position_value(p) == 40


def test_the_budget_stops_the_search_with_a_clear_error():
    position = random_ending(PARTNERSHIP, 12, random.Random(1), in_progress=False)
    with pytest.raises(SearchBudgetError, match="budget of 1,000 nodes"):
        solve(position, max_nodes=1000)


# -- endings worked by hand --------------------------------------------------------------------


def test_partnership_last_trick_counts_three_counters_and_the_last_trick():
    # Trump ♥. North leads A♠, East 9♠, South K♠, West 10♠: A♠ wins for North–South.
    # A 10 + K 10 + 10 10 + 9 0 = 30, and the last trick 10: 40.
    p = Position(PARTNERSHIP, "H", ("S14", "S9", "S13", "S10"), Seat.NORTH)
    assert solve(p).value == 40


def test_of_two_identical_cards_the_first_played_wins():
    # Trump ♣. North led A♥; East holds the other A♥, South 9♥, West 10♥: East's ace does
    # not beat the first, so North–South take A 10 + A 10 + 10 10 + last 10 = 40; East–West 0.
    hands = {Seat.NORTH: "", Seat.EAST: "H14", Seat.SOUTH: "H9", Seat.WEST: "H10"}
    p = Position(PARTNERSHIP, "C", hands, Seat.EAST, "H14")
    solution = solve(p)
    assert (solution.value, solution.points_left) == (0, 40)


def test_widow_counting_ducking_with_the_nine_wins_more():
    # Trump ♣. North A♥ 9♣, East 10♥ J♣. Counters: A 11, 10 10, J 2, 9 0, last 10 (33 in all).
    # Lead A♥: East must follow with 10♥, North takes 11 + 10 = 21; then 9♣, East's J♣ heads
    # it: East 2 + 10 = 12. North 21.
    # Lead 9♣: East must head with J♣ (2); East leads 10♥, North's A♥ heads: 11 + 10 + 10 = 31.
    p = Position(TWO_HAND_WIDOW, "C", ("H14 C9", "H10 C11"), Seat.NORTH)
    solution = solve(p)
    assert {str(c.card): c.points for c in solution.cards} == {"H14": 21, "C9": 31}
    assert solution.value == 31
    assert [str(p.card) for p in solution.best[0].line] == ["C11", "H10", "H14"]


def test_widow_first_lead_must_be_a_trump():
    # Trump ♠, the bidder North leads the first trick holding 9♠ A♥; East A♠ 10♥.
    # first_lead_trump: only 9♠ may be led. East's A♠ heads it (11); East leads 10♥, North's
    # A♥ heads: 11 + 10 + last 10 = 31 for North.
    # Without the rule North could also lead A♥ (East follows 10♥: 21), then 9♠ to East's A♠.
    first = Position(TWO_HAND_WIDOW, "S", ("S9 H14", "S14 H10"), Seat.NORTH, first_lead=True)
    assert [(str(c.card), c.points) for c in solve(first).cards] == [("S9", 31)]
    free = Position(TWO_HAND_WIDOW, "S", ("S9 H14", "S14 H10"), Seat.NORTH, first_lead=False)
    assert [(str(c.card), c.points) for c in solve(free).cards] == [("S9", 31), ("H14", 21)]


def test_stock_last_tricks_count_kings_and_queens_five():
    # Stock game, trump ♦, East to play on North's K♥ holding Q♥ and 9♦ (North also holds 9♣).
    # East must follow with Q♥: North takes K 5 + Q 5 = 10; North leads 9♣, East must trump
    # with 9♦ and takes the last trick: 0 + 10 = 10. East 10 of the 20 left.
    p = Position(TWO_HAND_STOCK, "D", ("C9", "H12 D9"), Seat.EAST, "H13")
    solution = solve(p)
    assert [(str(c.card), c.points) for c in solution.cards] == [("H12", 10)]
    assert solution.points_left == 20


@pytest.mark.parametrize(
    ("hands", "to_play", "trick", "message"),
    [
        (("S14 S14", "S14"), Seat.NORTH, "", "appears 3 times"),
        (("S14 S9", "S10"), Seat.NORTH, "", "should hold 2 cards"),
        (("S14", "S10 S9"), Seat.NORTH, "C9", "led by East"),
        (("S14 S9", "S10"), Seat.NORTH, "S10 H9", "complete"),
    ],
)
def test_bad_positions_are_refused_naming_the_fault(hands, to_play, trick, message):
    with pytest.raises(PositionError, match=message):
        Position(TWO_HAND_STOCK, "S", hands, to_play, trick)


def test_an_illegal_card_in_the_trick_is_refused():
    # Partnership, trump ♣: North led 9♥, East played 10♠ though still holding K♥ (must follow).
    hands = ("S9 S10", "H13 D9", "H9 D10 D14", "C9 C10 C14")
    with pytest.raises(PositionError, match="East, breaks the rule must_follow_suit"):
        Position(PARTNERSHIP, "C", hands, Seat.SOUTH, "H10 S13")
