"""The meld solver against a plain brute force written here from the RULES.md meld tables.

The brute force knows nothing of the solver: it lists every meld the hand could lay down
(as many times as the cards allow), tries every sub-multiset of them, keeps those in which no
card copy serves twice within a group (a class in PARTNERSHIP, the whole hand in
TWO_HAND_WIDOW), and takes the best total.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_learn import DECK, PARTNERSHIP, TWO_HAND_WIDOW, Hand, Suit, solve_meld
from tests.examples_budget import examples

RUN = ["A", "10", "K", "Q", "J"]

# (name, class, points in PARTNERSHIP, points in TWO_HAND_WIDOW or None, cards as rank/suit
# pairs with "T" for trump and "X" for the non-trump suit of a common marriage)
TABLE = [
    ("run", 1, 150, 150, [(r, "T") for r in RUN]),
    ("run+K", 1, 190, None, [(r, "T") for r in RUN] + [("K", "T")]),
    ("run+Q", 1, 190, None, [(r, "T") for r in RUN] + [("Q", "T")]),
    ("run+KQ", 1, 230, None, [(r, "T") for r in RUN] + [("K", "T"), ("Q", "T")]),
    ("double run", 1, 1500, 1500, [(r, "T") for r in RUN] * 2),
    ("dix", 1, 10, 10, [("9", "T")]),
    ("royal marriage", 1, 40, 40, [("K", "T"), ("Q", "T")]),
    ("common marriage", 1, 20, 20, [("K", "X"), ("Q", "X")]),
    ("pinochle", 2, 40, 40, [("J", "D"), ("Q", "S")]),
    ("double pinochle", 2, 300, 300, [("J", "D"), ("Q", "S")] * 2),
    ("aces", 3, 100, 100, [("A", s) for s in "SHDC"]),
    ("kings", 3, 80, 80, [("K", s) for s in "SHDC"]),
    ("queens", 3, 60, 60, [("Q", s) for s in "SHDC"]),
    ("jacks", 3, 40, 40, [("J", s) for s in "SHDC"]),
    ("double aces", 3, 1000, 1000, [("A", s) for s in "SHDC"] * 2),
    ("double kings", 3, 800, 800, [("K", s) for s in "SHDC"] * 2),
    ("double queens", 3, 600, 600, [("Q", s) for s in "SHDC"] * 2),
    ("double jacks", 3, 400, 400, [("J", s) for s in "SHDC"] * 2),
]
LETTER = {"A": "14", "10": "10", "K": "13", "Q": "12", "J": "11", "9": "9"}


def instances(hand: Counter, trump: str, widow: bool) -> list[tuple[int, int, Counter]]:
    """Every meld the hand holds the cards for, repeated as often as the cards allow."""
    out = []
    for _name, meld_class, partnership, widow_points, pattern in TABLE:
        points = widow_points if widow else partnership
        if points is None:
            continue
        suits = [s for s in "SHDC" if s != trump] if any(s == "X" for _, s in pattern) else [None]
        for other in suits:
            need = Counter()
            for rank, suit in pattern:
                suit = trump if suit == "T" else other if suit == "X" else suit
                need[f"{suit}{LETTER[rank]}"] += 1
            times = min(hand[c] // n for c, n in need.items())
            out.extend((meld_class, points, need) for _ in range(times))
    return out


def brute_force(hand: Counter, trump: str, widow: bool) -> int:
    melds = instances(hand, trump, widow)
    best = 0

    def walk(i: int, used: dict[int, Counter], total: int) -> None:
        nonlocal best
        if i == len(melds):
            best = max(best, total)
            return
        walk(i + 1, used, total)  # without meld i
        meld_class, points, need = melds[i]
        group = 0 if widow else meld_class
        after = used[group] + need
        if all(after[c] <= hand[c] for c in need):  # with meld i, if its cards are free
            walk(i + 1, {**used, group: after}, total + points)

    walk(0, {0: Counter(), 1: Counter(), 2: Counter(), 3: Counter()}, 0)
    return best


# Hands drawn from a meld-rich part of the deck, so that melds compete for cards.
RICH = [c for c in DECK if str(c)[1:] in ("14", "13", "12", "11") or str(c) in ("H10", "H9")]


def hands(pool, size):
    return st.lists(st.sampled_from(range(len(pool))), max_size=size, unique=True).map(
        lambda picks: Hand(pool[i] for i in picks)
    )


@settings(max_examples=examples(150), deadline=None)
@given(hand=hands(RICH, 12) | hands(list(DECK), 12), trump=st.sampled_from(list(Suit)))
def test_partnership_solver_matches_brute_force(hand, trump):
    counts = Counter(str(c) for c in hand)
    assert solve_meld(hand, trump, PARTNERSHIP, near_misses=0).total == brute_force(
        counts, trump.letter, widow=False
    )


@settings(max_examples=60, deadline=None)
@given(hand=hands(RICH, 16) | hands(list(DECK), 24), trump=st.sampled_from(list(Suit)))
def test_widow_solver_matches_brute_force(hand, trump):
    counts = Counter(str(c) for c in hand)
    assert solve_meld(hand, trump, TWO_HAND_WIDOW, near_misses=0).total == brute_force(
        counts, trump.letter, widow=True
    )


@settings(max_examples=60, deadline=None)
@given(hand=hands(list(DECK), 12), trump=st.sampled_from(list(Suit)))
def test_every_meld_is_filled_by_cards_of_the_hand(hand, trump):
    result = solve_meld(hand, trump, PARTNERSHIP, near_misses=0)
    held = hand.counter()
    for meld in result.melds:
        assert not Counter(meld.cards) - held
    assert sum(m.points for m in result.melds) == result.total
    assert len(result.unused) + len(result.used) == len(hand)
