"""The solver's speed-ups change no answer (issue 18.3).

The cheap bounds (``pinochle_learn/solver/bounds.py``) hold on random positions: the sure
trumps' bounds hold team 0's value between them, the leader's quick tricks (two hands or four)
never promise more than the leader's value (values by the plain minimax oracle on short
endings, by the solver with its bounds off on longer ones). The table's canonical key merges
only suits that play alike. The memo of follows gives, all along one search's random lines,
the engine's legal cards."""

from __future__ import annotations

import random

import pytest

from pinochle_learn import PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW, Seat
from pinochle_learn.cards import Card
from pinochle_learn.play import legal_plays
from pinochle_learn.ruleset import Ruleset
from pinochle_learn.solver import Position, position_value
from pinochle_learn.solver.bounds import quick, quick_partnership, sure
from pinochle_learn.solver.core import card_int, hand_int, int_card
from pinochle_learn.solver.endings import random_ending
from pinochle_learn.solver.oracle import minimax_value
from pinochle_learn.solver.solve import _search

RULESETS: tuple[Ruleset, ...] = (
    PARTNERSHIP,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    TWO_HAND_WIDOW.variant(name="no-must-trump", must_trump=False),
)


def _team0(position: Position, value: int) -> int:
    return value if position.to_play.team == 0 else position.points_left - value


def _check(position: Position, value: int) -> int:
    """Asserts the bounds of ``position`` (a trick's start) hold ``value`` (the side to
    play's); returns how many of them were tight enough to settle a window at the value."""
    search = _search(position, 10)
    rules, left, tricks = search.rules, position.points_left, search.tricks_left
    team0 = _team0(position, value)
    low, high = sure(rules, search.hands, tricks, left)
    assert low <= team0 <= high, (position, low, team0, high)
    tight = (low == team0) + (high == team0)
    leader = int(position.to_play)
    if rules.players == 2:
        q = quick(rules, search.hands[leader], search.hands[1 - leader], tricks, left)
    else:
        q = quick_partnership(rules, search.hands, leader, tricks, left)
    assert q <= value, (position, q, value)
    tight += q == value
    return tight


@pytest.mark.parametrize("ruleset", RULESETS, ids=[r.name for r in RULESETS])
def test_bounds_hold_the_oracle_value(ruleset):
    rng = random.Random(31)
    tight = 0
    for _ in range(150):
        tricks = rng.randint(1, 3 if ruleset.players == 4 else 4)
        position = random_ending(ruleset, tricks, rng, in_progress=False)
        tight += _check(position, minimax_value(position))
    assert tight > 0  # the bounds do settle some endings


@pytest.mark.parametrize("ruleset", (TWO_HAND_STOCK, TWO_HAND_WIDOW, PARTNERSHIP), ids=str)
def test_bounds_hold_the_value_of_longer_endings(ruleset):
    rng = random.Random(5)
    for _ in range(40 if ruleset.players == 2 else 15):
        tricks = rng.randint(5, 7) if ruleset.players == 2 else 4
        position = random_ending(ruleset, tricks, rng, in_progress=False)
        _check(position, position_value(position, bounds=False))


def test_quick_tricks_cash_the_top_cards_the_opponent_must_follow():
    # Stock, trump ♦. North leads A♠ then 10♠; East must follow with K♠ then 9♠:
    # A 10 + 10 10 + K 5 + 9 0 = 25 for two tricks of three; the third (J♥ to East's A♥)
    # is East's, so the quick tricks are worth 25 and not everything. Best play does better:
    # J♥ first (East must head with A♥ and then lead a spade into North's A♠ 10♠): the two
    # spade tricks 10 + 0 and 10 + 5 with the last trick's 10: 35.
    position = Position(TWO_HAND_STOCK, "D", ("S14 S10 H11", "S13 S9 H14"), Seat.NORTH)
    search = _search(position, 10)
    got = quick(search.rules, search.hands[0], search.hands[1], 3, position.points_left)
    assert got == 25
    assert position_value(position) == 35


@pytest.mark.parametrize(
    ("hands", "value"),
    [
        # Trump ♥, South leads K♦ Q♦ over East's Q♦. West, void with no trump, throws Q♣;
        # North, void in diamonds, must ruff with 9♥ (must_trump) and then lead K♣ into
        # East's 10♣: North–South take K♦ 10 of the 50 (K♦, K♣, 10♣, A♠ 10 each, last 10).
        (("C13 H9", "C10 D12", "D13 D12", "S14 C12"), 10),
        # South leads K♦ K♦ over East's Q♦ and West's J♦; North must head with A♦
        # (must_head_trick) and lead 9♠ into East's 10♠: North–South take K♦ + A♦ = 20.
        (("D14 S9", "D12 S10", "D13 D13", "D11 S12"), 20),
    ],
    ids=["partner-ruffs", "partner-heads"],
)
def test_four_hand_quick_tricks_stop_where_the_partner_takes_the_lead(hands, value):
    # Regression: the bound counted both of South's diamonds as quick tricks and so all the
    # points, though the partner's forced card takes the first trick and the lead with it.
    position = Position(PARTNERSHIP, "H", hands, Seat.SOUTH)
    assert minimax_value(position) == value
    search = _search(position, 10)
    got = quick_partnership(search.rules, search.hands, 2, 2, position.points_left)
    assert got <= value
    assert position_value(position) == value


# -- the table's canonical key -------------------------------------------------------------------


def _key(ruleset: Ruleset, north: str, east: str) -> tuple[int, ...]:
    return _search(Position(ruleset, "H", (north, east), Seat.NORTH), 10).key()


def test_the_table_key_forgets_cards_gone_and_merges_a_lone_holders_equal_neighbours():
    # Stock counters: A and 10 count 10, K 5. With no 10♠ left, North's A♠ over East's K♠
    # plays as North's 10♠ over East's K♠ (spades are a plain suit, so any plain suit alike).
    assert _key(TWO_HAND_STOCK, "S14", "S13") == _key(TWO_HAND_STOCK, "S10", "S13")
    assert _key(TWO_HAND_STOCK, "S14", "S13") == _key(TWO_HAND_STOCK, "D10", "D13")
    # North's A♠ 10♠ play as North's two A♠: equal points, nothing between, one holder.
    assert _key(TWO_HAND_STOCK, "S14 S10", "S9 S9") == _key(TWO_HAND_STOCK, "S14 S14", "S9 S9")
    # Not so with points that differ (the widow game: A 11, 10 10), nor when East holds a
    # card between them, nor in the trump suit against a plain one.
    assert _key(TWO_HAND_WIDOW, "S14 S10", "S9 S9") != _key(TWO_HAND_WIDOW, "S14 S14", "S9 S9")
    assert _key(TWO_HAND_STOCK, "S14 S10", "S9 S9") != _key(TWO_HAND_STOCK, "S14 S11", "S9 S9")
    assert _key(TWO_HAND_STOCK, "S14", "S13") != _key(TWO_HAND_STOCK, "H14", "H13")


@pytest.mark.parametrize("ruleset", (TWO_HAND_STOCK, TWO_HAND_WIDOW, PARTNERSHIP), ids=str)
def test_the_table_and_bounds_change_no_value_of_longer_endings(ruleset):
    rng = random.Random(8)
    for _ in range(12):
        tricks = rng.randint(3, 4) if ruleset.players == 4 else rng.randint(5, 6)
        position = random_ending(ruleset, tricks, rng)
        plain = position_value(position, table=False, equivalence=False, bounds=False)
        assert position_value(position) == plain, position


def _cards(hand: int) -> list[Card]:
    return [int_card(c) for c in range(24) for _ in range((hand >> (2 * c)) & 3)]


@pytest.mark.parametrize("ruleset", RULESETS, ids=[r.name for r in RULESETS])
def test_one_search_gives_the_engines_legal_cards_all_along_its_lines(ruleset):
    # The follows memo lives as long as the search: every state met along many random lines
    # of one search must still give exactly the engine's legal cards.
    rng = random.Random(12)
    for _ in range(6):
        position = random_ending(ruleset, 8, rng, in_progress=False)
        search = _search(position, 10)
        start = (list(search.hands), search.leader, search.tricks_left, search.hand_points)
        for _ in range(25):
            search.hands, search.trick, search.win = list(start[0]), [], 0
            search.leader, search.tricks_left, search.hand_points = start[1:]
            while search.tricks_left:
                seat = search.to_play
                found = {int_card(c) for g in search.classes(seat) for c in g}
                trick = [int_card(c) for c in search.trick]
                hand = _cards(search.hands[seat])
                assert hand_int(hand) == search.hands[seat]
                engine = legal_plays(hand, trick, position.trump, ruleset)
                assert found == set(engine.legal), (position, trick, hand)
                search.play(card_int(rng.choice(sorted(found, key=str))))
