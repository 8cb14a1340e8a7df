"""The strong level's steps around the tricks of the two-hand games (issue 19 point 3):
TWO_HAND_WIDOW's building, bid and trump by expected value, TWO_HAND_STOCK's meld timing.
Positions built by hand where the better choice is clear; the seat's choice read from what it
knows (the hidden cards swapped, the same choice); the same seed, the same action."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from pinochle_learn import TWO_HAND_STOCK, TWO_HAND_WIDOW, Card, Seat, Suit
from pinochle_learn.actions import Bid, DeclareTrump, Discard, Keep, LayDown, Pass
from pinochle_learn.cards import parse_cards
from pinochle_learn.hand import Hand
from pinochle_learn.levels import LevelWhy, decide
from pinochle_learn.meldkinds import MeldKind
from pinochle_learn.players import choose_action
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.level_text import reason_text
from pinochle_learn.state import GameState, Phase, RoundState, deal_from_seed
from pinochle_learn.strongmeld import expected_turns, strong_stock_meld
from pinochle_learn.strongwidow import (
    BuildView,
    TrumpValue,
    contract_value,
    hand_worth,
    strong_build,
    strong_trump,
    widow_values,
)
from pinochle_learn.tablemeld import MeldTable


def _deck() -> Counter[Card]:
    deck = TWO_HAND_WIDOW.deck
    return Counter({c: deck.copies for c in deck.unique_cards})


def _first(ruleset: object, phase: Phase, seed: int) -> RoundState:
    """The first state of a learner-played round of ``ruleset`` in ``phase``."""
    rng = random.Random(seed)
    state = GameState.new(ruleset, seed=seed).round  # type: ignore[arg-type]
    while state.phase is not phase:
        if state.phase is Phase.DEAL:
            state = state.apply(deal_from_seed(rng, state.dealer, ruleset))  # type: ignore[arg-type]
            continue
        state = state.apply_chosen(choose_action(state, rng))
    return state


def _building(own: str, other: str, top: str) -> RoundState:
    """A building turn of the dealer holding ``own`` (the other seat ``other``, as many
    cards), drawing ``top``; the rest of the deck below it in a shuffled order."""
    state = _first(TWO_HAND_WIDOW, Phase.BUILD, 1)
    seat = state.to_act
    assert seat is not None
    mine, theirs = list(parse_cards(own)), list(parse_cards(other))
    rest = _deck() - Counter(mine) - Counter(theirs) - Counter([Card.parse(top)])
    below = list(rest.elements())
    random.Random(5).shuffle(below)
    hands = [Hand(), Hand()]
    hands[seat], hands[1 - seat] = Hand(mine), Hand(theirs)
    return dataclasses.replace(
        state, hands=tuple(hands), stock=(Card.parse(top), *below), discards=()
    )


RUN_HAND = "H14 H10 H13 H12"
OTHER_FOUR = "C9 D9 S9 C11"


def test_a_drawn_card_that_finishes_a_run_is_kept() -> None:
    """The dealer holds A♥ 10♥ K♥ Q♥ and draws J♥: keeping it makes the run (150) whatever
    comes; discarding it, the hand finds the other J♥ among its 20 later keeps only when that
    card is among them (about 20 of the 39 unseen cards: half the time). So keeping is worth
    about 150 x 19/39 = 73 more; the learner (2 counter points, below its 10) discards it."""
    state = _building(RUN_HAND, OTHER_FOUR, "H11")
    assert choose_action(state, random.Random(1)) == Discard(state.to_act)  # type: ignore[arg-type]
    decision = decide("strong", state, random.Random(1))
    assert decision.action == Keep(state.to_act)  # type: ignore[arg-type]
    assert decision.reason.code is LevelWhy.BUILD_KEEP
    gain = decision.reason["kept"] - decision.reason["discarded"]
    assert 40 <= gain <= 110, gain


def test_a_card_worth_nothing_to_the_hand_is_discarded() -> None:
    """The last keep of a hand with the run in hearts: a 9♣ adds no meld and no counter;
    discarding it keeps the next card, unseen, worth at least as much (a card is never worth
    less than nothing), more on average: the strong level discards."""
    hand = tuple(
        parse_cards(
            "H14 H10 H13 H12 H11 S9 S9 D9 D9 C10 C10 D10 D10 S10 S10 H10 C14 C14 D14 D14 S14 "
            "S14 C13"
        )
    )
    assert len(hand) == 23
    unseen = tuple((_deck() - Counter(hand) - Counter([Card.parse("C9")])).elements())
    view = BuildView(TWO_HAND_WIDOW, hand, Card.parse("C9"), 1, unseen)
    choice = strong_build(view, random.Random(3))
    assert not choice.keep
    assert choice.kept == hand_worth((*hand, Card.parse("C9")), TWO_HAND_WIDOW)
    assert choice.discarded > choice.kept


def test_the_same_seed_builds_the_same() -> None:
    state = _building("S14 D12", "C9 H9", "S11")
    first = decide("strong", state, random.Random(8))
    assert first.reason.code in (LevelWhy.BUILD_KEEP, LevelWhy.BUILD_DISCARD)
    assert decide("strong", state, random.Random(8)) == first


def test_a_building_choice_reads_no_hidden_card() -> None:
    """The other hand and the order of the widow below the drawn card are swapped for
    others: the seat sees the same (its hand, the drawn card), so with the same seed it makes
    the same choice with the same figures."""
    for own, top in ((RUN_HAND, "H11"), ("S14 D12 C10 H13", "S12"), ("D11 S12 C9 H9", "D14")):
        state = _building(own, OTHER_FOUR, top)
        first = decide("strong", state, random.Random(2))
        assert first.reason.code in (LevelWhy.BUILD_KEEP, LevelWhy.BUILD_DISCARD)
        seat = state.to_act
        assert seat is not None
        hidden = [*state.hands[1 - seat].cards, *state.stock[1:]]
        random.Random(11).shuffle(hidden)
        hands = list(state.hands)
        hands[1 - seat] = Hand(hidden[:4])
        other = dataclasses.replace(state, hands=tuple(hands), stock=(state.stock[0], *hidden[4:]))
        assert other.hands[1 - seat] != state.hands[1 - seat]
        assert decide("strong", other, random.Random(2)) == first


def _auction(own: str, other: str) -> RoundState:
    """The widow game's auction with the non-dealer to bid first holding ``own``."""
    state = _first(TWO_HAND_WIDOW, Phase.AUCTION, 2)
    seat = state.to_act
    assert seat is not None
    hands = [Hand(), Hand()]
    hands[seat], hands[1 - seat] = Hand(own), Hand(other)
    return dataclasses.replace(state, hands=tuple(hands))


ACES_TENS_KINGS = " ".join(f"{s}{r}" for s in "SHDC" for r in (14, 10, 13) for _ in range(2))
QUEENS_JACKS_NINES = " ".join(f"{s}{r}" for s in "SHDC" for r in (12, 11, 9) for _ in range(2))


def test_against_a_hand_that_takes_no_trick_it_passes_at_the_first_turn() -> None:
    """The non-dealer holds every A, 10 and K; the dealer every Q, J and 9. In each suit the
    first's cards head the other's, so the first takes all 250 trick points whoever leads.
    Passing leaves the dealer the contract at 250 (RULES.md): a bidder with no trick points
    is set, so the dealer loses 250 while the first scores its meld and 250; bidding, the
    first scores its meld and 250 and the dealer its meld. Passing is worth more: it passes,
    where the learner (meld and a trick estimate) bids 250."""
    state = _auction(ACES_TENS_KINGS, QUEENS_JACKS_NINES)
    seat = state.to_act
    assert seat is not None
    assert choose_action(state, random.Random(0)) == Bid(seat, 250)
    decision = decide("strong", state, random.Random(0))
    assert decision.action == Pass(seat)
    assert decision.reason.code is LevelWhy.WIDOW_PASS
    assert decision.reason["standing"] == 250
    assert decision.reason["tricks"] == 250  # every trick, as worked out above


def test_a_bid_is_the_lowest_allowed_up_to_the_ceiling() -> None:
    """Built hands of played rounds: where the strong level bids, the bid is the lowest
    allowed and its ceiling the highest bid whose value (its best trump) beats passing, the
    value of passing being the other's best value at the standing bid, negated."""
    bids = 0
    for seed in range(1, 7):
        state = _first(TWO_HAND_WIDOW, Phase.AUCTION, seed)
        seat = state.to_act
        assert seat is not None and state.auction is not None
        decision = decide("strong", state, random.Random(0))
        if decision.reason.code is not LevelWhy.WIDOW_BID:
            continue
        bids += 1
        own = state.hands[seat].cards
        other = tuple((_deck() - Counter(own)).elements())
        mine = widow_values(own, other, TWO_HAND_WIDOW, seat)
        theirs = widow_values(other, own, TWO_HAND_WIDOW, Seat(1 - seat))
        standing = state.auction.current_bid or 250
        passing = -max(contract_value(TWO_HAND_WIDOW, standing, v) for v in theirs)
        ceiling = decision.reason["ceiling"]

        def best(bid: int) -> float:
            return max(contract_value(TWO_HAND_WIDOW, bid, v) for v in mine)  # noqa: B023

        assert best(ceiling) > passing >= best(ceiling + 10)
        assert decision.action == Bid(seat, min(state.auction.allowed_bids()))
    assert bids >= 1


def test_the_trump_weighs_the_others_meld_and_the_tricks() -> None:
    """At a bid of 250: hearts give 200 meld and about 100 in tricks, but the other 150
    meld (all five errors of the estimate made: 300 - (150 + 150) = 0 on average); spades
    190 meld, about 120 in tricks, the other 40 (310 - (40 + 130) = 140). Spades, where the
    learner's rule (most meld) names hearts."""
    hearts = TrumpValue(Suit.HEARTS, 200, 150, 100)
    spades = TrumpValue(Suit.SPADES, 190, 40, 120)
    assert contract_value(TWO_HAND_WIDOW, 250, hearts) == 0
    assert contract_value(TWO_HAND_WIDOW, 250, spades) == 140
    assert strong_trump((spades, hearts), TWO_HAND_WIDOW, 250).trump is Suit.SPADES


def test_the_strong_trump_is_a_decision_with_its_reason() -> None:
    state = _first(TWO_HAND_WIDOW, Phase.TRUMP, 3)
    decision = decide("strong", state, random.Random(0))
    assert isinstance(decision.action, DeclareTrump)
    assert decision.reason.code is LevelWhy.WIDOW_TRUMP
    assert decision.reason["trump"] is decision.action.suit
    assert decision.reason["total"] == decision.reason["meld"] + decision.reason["tricks"]


# -- the stock game's meld turn ---------------------------------------------------------------


def _meld_turn(hand: str, tricks_left: int) -> RoundState:
    """A meld turn of a learner-played stock round, the winner's hand replaced by ``hand``
    in the trump suit (``T`` for it) and both 9s of each other suit and the queen of the first
    (no meld among them, no dix), the stock cut to ``tricks_left`` tricks."""
    rng = random.Random(4)
    state = GameState.new(TWO_HAND_STOCK, seed=4).round
    while not (state.phase is Phase.STOCK and state.trick is None and state.to_act is not None):
        if state.phase is Phase.DEAL:
            state = state.apply(deal_from_seed(rng, state.dealer, TWO_HAND_STOCK))
            continue
        state = state.apply_chosen(choose_action(state, rng))
    seat, trump = state.to_act, state.trump
    assert seat is not None and trump is not None
    hands = list(state.hands)
    others = [s for s in "SHDC" if s != "SHDC"[int(trump)]]
    filler = " ".join(f"{s}9 {s}9" for s in others) + f" {others[0]}12"
    hands[seat] = Hand(hand.replace("T", "SHDC"[int(trump)]) + " " + filler)
    keep = 2 * tricks_left - (state.turn_up is not None)
    return dataclasses.replace(state, hands=tuple(hands), stock=state.stock[:keep])


RUN_AND_MORE = "T14 T10 T13 T12 T11"


@pytest.mark.parametrize(("left", "kind"), [(2, MeldKind.RUN), (3, MeldKind.ROYAL_MARRIAGE)])
def test_the_run_now_when_no_later_turn_is_expected(left: int, kind: MeldKind) -> None:
    """A–J of trump: the planner lays down the royal marriage (40) first, then the run (150)
    on a later trick. With 2 tricks left (1 still to play after this turn) the strong level
    expects to win none of them (half of 1, rounded down): the run now (150 > 40). With 3
    (2 still to play) it expects one more turn: the marriage now and the run then (190)."""
    state = _meld_turn(RUN_AND_MORE, left)
    seat = state.to_act
    assert seat is not None
    assert state.stock_left // 2 == left
    learner = choose_action(state, random.Random(0))
    assert isinstance(learner, LayDown) and learner.kind is MeldKind.ROYAL_MARRIAGE
    decision = decide("strong", state, random.Random(0))
    assert decision.action == LayDown(seat, kind)
    assert decision.reason.code is LevelWhy.STOCK_MELD
    assert decision.reason["turns"] == expected_turns(left) == (left - 1) // 2
    assert decision.reason["planner"] is MeldKind.ROYAL_MARRIAGE


def test_the_meld_timing_counts_the_plan_on_the_expected_turns() -> None:
    """Two tricks left: the marriage now is worth 40 + nothing later; the run 150."""
    table = MeldTable(Suit.HEARTS, TWO_HAND_STOCK).after_trick(won=True)
    timing = strong_stock_meld(Hand.parse("H14 H10 H13 H12 H11"), table, 2)
    assert timing is not None and timing.spec is not None
    assert (timing.spec.kind, timing.points, timing.future, timing.turns) == (
        MeldKind.RUN,
        150,
        0,
        0,
    )
    timing = strong_stock_meld(Hand.parse("H14 H10 H13 H12 H11"), table, 3)
    assert timing is not None and timing.spec is not None
    assert (timing.spec.kind, timing.points, timing.future) == (MeldKind.ROYAL_MARRIAGE, 40, 150)


def test_the_reasons_in_words() -> None:
    state = _meld_turn(RUN_AND_MORE, 2)
    with speaking("en"):
        text = reason_text(decide("strong", state, random.Random(0)).reason, "Bill")
    # none of one trick: no "0 of the 1 trick"
    assert text.startswith(
        "Bill lays down the run for 150: Bill counts on winning none of the tricks still to "
        "play while the stock lasts, and this meld now is worth the most"
    )
    state = _building(RUN_HAND, OTHER_FOUR, "H11")
    with speaking("en"):
        text = reason_text(decide("strong", state, random.Random(1)).reason, "Lisa")
    assert text.startswith("Lisa keeps the card just drawn: over 48 random ways")
    assert "J♥" not in text  # the card drawn is the computer's secret
