"""The computer's levels (issue 19): levels as data, the strong level's knowledge (it never
uses a card it could not know), its exact endings worked out by hand, its budget, its words."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterator

import pytest

from pinochle_learn import PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW, Card, Seat, Suit
from pinochle_learn.cards import parse_cards
from pinochle_learn.hand import Hand
from pinochle_learn.knowledge import Knowledge, deal_hidden, knowledge_of
from pinochle_learn.levels import (
    LEVELS,
    Decision,
    LevelReason,
    LevelWhy,
    UnknownLevel,
    as_level,
    decide,
)
from pinochle_learn.meldkinds import MeldKind
from pinochle_learn.players import choose_action
from pinochle_learn.render import i18n
from pinochle_learn.render.level_text import SENTENCES, reason_text
from pinochle_learn.ruleset import Ruleset
from pinochle_learn.simulate import learner_round_states
from pinochle_learn.solver import Position, solve
from pinochle_learn.state import Phase, RoundState, deal_from_seed
from pinochle_learn.strongplay import strong_card
from tests.pseudo_catalogue import use_pseudo_language

BIG = 600.0
"""A budget no decision here reaches: the choice then depends on the seed alone (the deals
stop at ``MAX_DEALS``), never on the clock."""


@pytest.fixture
def pseudo_language(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    use_pseudo_language(monkeypatch)
    with i18n.speaking("it"):
        yield


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def _rounds_to_tricks(ruleset: Ruleset, seed: int) -> Iterator[RoundState]:
    """Every state of a learner-played round where the seat to act is in its tricks."""
    return (s for s in learner_round_states(ruleset, seed) if s.phase is Phase.TRICKS)


# -- levels as data -----------------------------------------------------------------------


def test_the_levels_and_an_unknown_one() -> None:
    assert LEVELS == ("learner", "strong")
    assert as_level(" Strong ") == "strong"
    with pytest.raises(UnknownLevel) as caught:
        as_level("expert")
    assert caught.value.code == "unknown_level"
    assert caught.value.values == {"name": "'expert'", "names": "learner, strong"}
    assert isinstance(caught.value, ValueError)


def test_the_learner_level_is_todays_player() -> None:
    for state in list(_rounds_to_tricks(PARTNERSHIP, 5))[:12]:
        decision = decide("learner", state, random.Random(1))
        assert decision.action == choose_action(state, random.Random(1))
        assert decision.reason.code is LevelWhy.LEARNER


def test_the_strong_level_builds_like_the_learner_for_now() -> None:
    from pinochle_learn import THREE_HAND_CUTTHROAT

    state = RoundState(ruleset=THREE_HAND_CUTTHROAT, dealer=Seat.SOUTH, totals=(0, 0, 0)).apply(
        deal_from_seed(3, Seat.SOUTH, THREE_HAND_CUTTHROAT)
    )
    decision = decide("strong", state, random.Random(2))
    assert decision.action == choose_action(state, random.Random(2))
    assert decision.reason == LevelReason(LevelWhy.LIKE_LEARNER, {"phase": "AUCTION"})


# -- knowledge: what the seat has seen, and nothing else --------------------------------------


def _swapped(state: RoundState, rng: random.Random) -> RoundState | None:
    """``state`` with hidden cards swapped between two other seats, consistently with what
    the seat to act knows: two cards of one suit (no void shown changes), neither known to
    lie where it lies (melds shown, passes), different cards. ``None`` when none fits."""
    seat = state.to_act
    assert seat is not None
    known = knowledge_of(state)
    hands = [list(h.cards) for h in state.hands]
    others = [s for s in range(state.players) if s != seat and hands[s]]
    for _ in range(50):
        a, b = rng.sample(others, 2)
        free_a = list((Counter(hands[a]) - Counter(known.placed[a])).elements())
        free_b = list((Counter(hands[b]) - Counter(known.placed[b])).elements())
        pairs = [(x, y) for x in free_a for y in free_b if x.suit is y.suit and x != y]
        if pairs:
            x, y = rng.choice(pairs)
            hands[a][hands[a].index(x)] = y
            hands[b][hands[b].index(y)] = x
            new = tuple(Hand(h) for h in hands)
            return dataclasses.replace(state, hands=new)
    return None


def test_the_strong_choice_does_not_change_when_the_hidden_hands_do() -> None:
    """Issue 19's knowledge test: at strong decisions of partnership rounds (hidden cards:
    sampled deals), the hidden hands are swapped for others consistent with the seat's
    knowledge; with the same seed the knowledge and the card are the same."""
    checked = 0
    swap_rng = random.Random(0)
    for seed in (1, 2):
        for state in _rounds_to_tricks(PARTNERSHIP, seed):
            if state.to_act is None or len(state.tricks) % 3 or len(state.tricks) > 9:
                continue
            legal = set(state.play_analysis().legal)  # type: ignore[union-attr]
            if len(legal) < 2:
                continue
            other = _swapped(state, swap_rng)
            if other is None:
                continue
            assert other.hands != state.hands
            assert knowledge_of(other) == knowledge_of(state)
            first = decide("strong", state, random.Random(seed), budget_s=BIG)
            again = decide("strong", other, random.Random(seed), budget_s=BIG)
            assert first.action == again.action
            assert first.reason.code in (LevelWhy.SAMPLED, LevelWhy.EXACT)
            checked += 1
    assert checked >= 4


def test_a_seat_that_shows_a_void_is_dealt_none_of_that_suit() -> None:
    known = Knowledge(
        ruleset=PARTNERSHIP,
        trump=Suit.HEARTS,
        seat=Seat.NORTH,
        hand=_cards("S14 S10"),
        sizes=(2, 2, 2, 2),
        placed=((), (Card.parse("C9"),), (), ()),
        voids=(frozenset(), frozenset({Suit.SPADES}), frozenset(), frozenset({Suit.CLUBS})),
        pool=_cards("S9 S11 C14 C10 D9"),
        trick=(),
        first_lead=False,
    )
    rng = random.Random(4)
    for _ in range(50):
        hands = deal_hidden(known, rng)
        assert hands[0] == known.hand and Card.parse("C9") in hands[1]
        assert [len(h) for h in hands] == [2, 2, 2, 2]
        assert not any(c.suit is Suit.SPADES for c in hands[1])
        assert not any(c.suit is Suit.CLUBS for c in hands[3])
        assert Counter(c for h in hands[1:] for c in h) == Counter(known.pool) + Counter(
            known.placed[1]
        )


def test_in_the_widow_game_the_other_hand_is_known() -> None:
    state = next(_rounds_to_tricks(TWO_HAND_WIDOW, 3))
    known = knowledge_of(state)
    other = 1 - int(known.seat)
    assert known.known
    assert known.placed[other]  # its melds were shown
    assert Counter(known.pool) + Counter(known.placed[other]) == Counter(state.hands[other].cards)


def test_the_partner_knows_the_cards_it_passed_that_came_not_back() -> None:
    """The bidder's partner passed 4 cards and got 4 back: the ones not given back lie in the
    bidder's hand until played; the bidder knows all 4 it gave back lie in the partner's."""
    for state in _rounds_to_tricks(PARTNERSHIP, 2):
        bidder = state.bidder
        assert bidder is not None and state.passed_to_bidder and state.passed_back is not None
        partner = PARTNERSHIP.partners(bidder)[0]
        if state.to_act not in (bidder, partner) or state.tricks:
            continue
        known = knowledge_of(state)
        if state.to_act == partner:
            given = Counter(state.passed_to_bidder) - Counter(state.passed_back)
            assert given <= Counter(known.placed[int(bidder)]) + Counter(
                state.trick.cards  # type: ignore[union-attr]
            )
        else:
            assert Counter(state.passed_back) <= Counter(known.placed[int(partner)]) + Counter(
                state.trick.cards  # type: ignore[union-attr]
            )
        assert not known.placed[int(known.seat)]
        return
    pytest.fail("no first trick decision of the bidder's side")


# -- exact endings worked out by hand ------------------------------------------------------


def _two_hand(hand: str, other: str, trump: str, ruleset: Ruleset = TWO_HAND_STOCK) -> Knowledge:
    return Knowledge(
        ruleset=ruleset,
        trump=Suit.parse(trump),
        seat=Seat.NORTH,
        hand=_cards(hand),
        sizes=(len(_cards(hand)), len(_cards(other))),
        placed=((), ()),
        voids=(frozenset(), frozenset()),
        pool=_cards(other),
        trick=(),
        first_lead=False,
    )


def test_stock_game_after_the_last_draw_the_one_winning_card() -> None:
    """North leads, hearts trump, North A♠ 9♣, East K♠ A♣ (stock game: A and 10 count 10,
    K and Q 5, the last trick 10; follow suit and head the trick). Cashing A♠ takes A♠ K♠
    (15), then 9♣ loses to A♣ with the last trick: 15. Leading 9♣ loses it to A♣ (East takes
    10), East leads K♠ and North's A♠ takes it with the last trick: 10 + 5 + 10 = 25. So 9♣,
    the card that looks worst, is the one that wins; 35 points are left in all."""
    choice = strong_card(_two_hand("S14 C9", "S13 C14", "H"), random.Random(0), budget_s=BIG)
    assert (choice.card, choice.method, choice.points, choice.left) == (
        Card.parse("C9"),
        "exact",
        25,
        35,
    )


def test_a_forced_partnership_ending_is_solved_exactly() -> None:
    """Each hidden suit fits one seat only (voids shown): the deal is forced, so the choice is
    the solver's on the one deal, not a sample."""
    known = Knowledge(
        ruleset=PARTNERSHIP,
        trump=Suit.HEARTS,
        seat=Seat.NORTH,
        hand=_cards("S14 C9"),
        sizes=(2, 2, 2, 2),
        placed=((), (), (), ()),
        voids=(
            frozenset(),
            frozenset({Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS}),
            frozenset({Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS}),
            frozenset({Suit.SPADES, Suit.HEARTS, Suit.CLUBS}),
        ),
        pool=_cards("S13 S9 H9 H11 D14 D10"),
        trick=(),
        first_lead=False,
    )
    assert known.known
    choice = strong_card(known, random.Random(0), budget_s=BIG)
    hands = ("S14 C9", "S13 S9", "H9 H11", "D14 D10")
    solution = solve(Position(PARTNERSHIP, "H", hands, Seat.NORTH, first_lead=False))
    assert choice.method == "exact"
    assert choice.points == solution.value == solution.points_of(choice.card)


def test_a_strong_decision_past_its_budget_plays_the_best_so_far_and_says_so() -> None:
    states = _rounds_to_tricks(PARTNERSHIP, 1)
    state = next(s for s in states if s.tricks and s.trick is not None and s.trick.cards)
    decision = decide("strong", state, random.Random(0), budget_s=1e-9)
    assert decision.reason.code is LevelWhy.SAMPLED
    assert decision.reason["out_of_time"] is True and decision.reason["deals"] == 1
    assert decision.action in state.legal_actions()
    with i18n.speaking("en"):
        text = reason_text(decision.reason)
    assert "in the 1e-09 seconds allowed, the computer tried 1 possible deal of the hidden" in text


def test_a_bad_budget_is_refused() -> None:
    with pytest.raises(ValueError, match="budget_s=0"):
        strong_card(_two_hand("S14", "S13", "H"), random.Random(0), budget_s=0)


# -- words --------------------------------------------------------------------------------


def test_every_reason_code_has_its_sentence() -> None:
    assert set(SENTENCES) == set(LevelWhy)


def test_the_exact_reason_in_english() -> None:
    reason = LevelReason(
        LevelWhy.EXACT, {"card": Card.parse("C9"), "points": 25, "left": 35, "budget": 1.0}
    )
    with i18n.speaking("en"):
        assert reason_text(reason, "Bill") == (
            "Bill plays the 9♣: every card is known, and with the best play of both sides from "
            "here Bill's side takes 25 of the 35 points left."
        )


@pytest.mark.usefixtures("pseudo_language")
def test_every_reason_goes_through_the_catalogue() -> None:
    values = {
        "card": Card.parse("S10"),
        "points": 62,
        "left": 130,
        "deals": 30,
        "best_in": 24,
        "tail": 3,
        "out_of_time": False,
        "budget": 1.0,
        "margin": 12,
        "from_table": False,
        "phase": "AUCTION",
        "game": "three-hand-cutthroat",
        # the strong level's widow building, bid and trump, and the stock game's meld turn
        "samples": 48,
        "kept": 212,
        "discarded": 198,
        "bid": 300,
        "ceiling": 340,
        "standing": 260,
        "trump": Suit.HEARTS,
        "meld": 190,
        "tricks": 140,
        "total": 330,
        "kind": MeldKind.RUN,
        "suit": None,
        "future": 40,
        "turns": 2,
        "planner": MeldKind.ROYAL_MARRIAGE,
        "expected": 320,
        "made": 20,
        "limit": 330,
        "cards": tuple(parse_cards("H14 H10 S12 D11")),
        "candidates": 6,
        "next_margin": 40,
        "their_meld": 100,
        "played": 120,
    }
    for code in LevelWhy:
        text = reason_text(LevelReason(code, values))
        assert text.startswith("[[") and text.endswith("]]")
        assert "{" not in text
    assert "10♠" in reason_text(LevelReason(LevelWhy.SAMPLED, values))


def test_a_decision_is_data() -> None:
    state = next(_rounds_to_tricks(TWO_HAND_WIDOW, 3))
    decision = decide("strong", state, random.Random(0), budget_s=BIG)
    assert isinstance(decision, Decision)
    assert decision.reason.code in (LevelWhy.ESTIMATED, LevelWhy.ONLY_CARD)


def test_the_strong_level_plays_a_game_the_solver_refuses_like_the_learner() -> None:
    from pinochle_learn import THREE_HAND_CUTTHROAT

    state = next(_rounds_to_tricks(THREE_HAND_CUTTHROAT, 4))
    decision = decide("strong", state, random.Random(6))
    assert decision.action == choose_action(state, random.Random(6))
    assert decision.reason == LevelReason(LevelWhy.NOT_SOLVED, {"game": THREE_HAND_CUTTHROAT.name})


def test_after_the_last_draw_the_stock_game_reads_no_void_and_deals_the_other_hand() -> None:
    """While the stock lasted any card could be played (no duty), so a card off the suit led
    then shows no void; after the last draw the other hand is every unseen card."""
    for state in _rounds_to_tricks(TWO_HAND_STOCK, 5):
        known = knowledge_of(state)
        other = 1 - int(known.seat)
        assert known.voids == (frozenset(), frozenset())
        assert known.known
        hands = deal_hidden(known, random.Random(0))
        assert Counter(hands[other]) == Counter(state.hands[other].cards)
