"""The strong level's auction, trump, passes and throw-in in the partnership game (issue 19,
point 3): the values worked out by hand from samples the test controls, the throw-in at its
boundary, the pass with the higher expected value, the same seed the same action."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from fractions import Fraction

import pytest

from pinochle_learn import PARTNERSHIP, Card, Seat, Suit, strongbid
from pinochle_learn.actions import Action, Bid, Deal, DeclareTrump, Pass, PassCards, ThrowIn
from pinochle_learn.advisor import TrumpWorth
from pinochle_learn.cards import parse_cards
from pinochle_learn.hand import Hand
from pinochle_learn.levels import LevelReason, LevelWhy, decide
from pinochle_learn.players import choose_pass_back, choose_pass_to_bidder
from pinochle_learn.render import i18n
from pinochle_learn.render.level_text import reason_text
from pinochle_learn.ruleset import Ruleset
from pinochle_learn.state import Phase, RoundState, deal_from_seed
from pinochle_learn.strongbid import (
    OVER_PARTNER,
    AuctionSamples,
    bid_choice,
    contract_value,
    pass_value,
    trump_choice,
)
from pinochle_learn.strongpass import pass_shortlist, strong_pass, throw_in_choice


def _worth(trump: Suit, totals: Sequence[int], others: Sequence[int]) -> TrumpWorth:
    return TrumpWorth(trump, 0, Fraction(0), tuple(totals), (0,) * len(totals), (), tuple(others))


def _samples() -> AuctionSamples:
    """Four deals: with ♥ trump the side totals 400, 400, 300, 300 and the other side scores
    50 in each; every other trump totals 0 (set) and gives the other side nothing. Passing,
    the other side (holding the contract) totals 300 in each deal and the side defends 100."""
    hearts = _worth(Suit.HEARTS, (400, 400, 300, 300), (50,) * 4)
    rest = [_worth(s, (0,) * 4, (0,) * 4) for s in Suit if s is not Suit.HEARTS]
    return AuctionSamples((hearts, *rest), (300,) * 4, (100,) * 4)


def test_the_values_of_holding_and_of_passing_worked_by_hand() -> None:
    samples = _samples()
    hearts = samples.trumps[0]
    # b <= 300: every deal made: mean total 350 less 50.
    assert contract_value(hearts, 300) == 300
    # b = 400: 350, 350, -450, -450 -> -50.
    assert contract_value(hearts, 400) == -50
    # the other side at 250 makes it in every deal: 100 - 300 = -200.
    assert pass_value(samples, 250) == -200
    # at 310 it is set in every deal: 100 + 310.
    assert pass_value(samples, 310) == 410


def test_the_bid_goes_up_to_the_highest_bid_that_beats_passing() -> None:
    samples = _samples()
    # Passing is worth -200 (the other side makes 250); holding at b: 150 - b/2 for 300 < b
    # <= 400 (beats -200), then -b - 50 (does not): the limit is 400.
    bid, code, values = bid_choice(samples, [250], None, partner_holds=False)
    assert (bid, code) == (250, "bid")
    assert values == {
        "bid": 250,
        "trump": Suit.HEARTS,
        "expected": 350,
        "made": 4,
        "deals": 4,
        "limit": 400,
    }
    # An opponent holds 400: passing leaves them set (100 + 400 = 500 a deal): pass.
    bid, code, values = bid_choice(samples, [410, 420], 400, partner_holds=False)
    assert (bid, code, values["limit"]) == (None, "bid_pass", None)


def test_over_a_partner_it_bids_only_with_fifty_to_spare() -> None:
    samples = _samples()
    # expected 350 >= 300 + 50 and the limit (400) allows 300: it bids over its partner.
    assert bid_choice(samples, [300, 310], 290, partner_holds=True)[:2] == (300, "bid")
    # at 310: 350 < 310 + 50: it leaves the contract with its partner.
    bid, code, values = bid_choice(samples, [310, 320], 300, partner_holds=True)
    assert (bid, code, values["margin"]) == (None, "partner_holds", OVER_PARTNER)


def test_the_trump_is_the_suit_with_the_best_contract_value() -> None:
    trump, values = trump_choice(_samples(), 350)
    assert trump is Suit.HEARTS
    assert (values["expected"], values["made"], values["bid"]) == (350, 2, 350)


def _deal(hands: list[str], dealer: Seat = Seat.WEST) -> RoundState:
    return RoundState().apply(Deal(dealer, tuple(tuple(parse_cards(h)) for h in hands)))


# North: a double run in hearts (1500 meld): bids; East: nines and jacks, no meld: passes.
_FORCED = [
    "H14 H14 H10 H10 H13 H13 H12 H12 H11 H11 S14 C14",
    "S9 S9 H9 D9 C9 C9 S11 S11 C11 C11 D11 D13",
    "S14 S10 S10 S13 S13 S12 S12 H9 D14 D14 D10 D10",
    "D13 D12 D12 D11 D9 C14 C10 C10 C13 C13 C12 C12",
]


def test_a_hand_with_a_double_run_bids_and_a_hand_without_meld_passes() -> None:
    state = _deal(_FORCED)
    assert state.to_act is Seat.NORTH
    north = decide("strong", state, random.Random(1))
    assert north.action == Bid(Seat.NORTH, 250)
    assert north.reason.code is LevelWhy.BID
    assert north.reason["trump"] is Suit.HEARTS
    assert north.reason["made"] == north.reason["deals"]  # 1500 meld makes any bid
    state = state.apply(north.action)
    east = decide("strong", state, random.Random(1))
    assert east.action == Pass(Seat.EAST)
    assert east.reason.code is LevelWhy.BID_PASS
    with i18n.speaking("en"):
        text = reason_text(north.reason, "North")
    assert text.startswith("North bids 250: with ♥ hearts trump North counts on ")


def test_the_auction_reads_the_injected_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(strongbid, "auction_samples", lambda hand, ruleset: _samples())
    state = _deal(_FORCED)
    decision = decide("strong", state, random.Random(0))
    assert decision.action == Bid(Seat.NORTH, 250)
    assert decision.reason["limit"] == 400
    with i18n.speaking("en"):
        assert reason_text(decision.reason) == (
            "The computer bids 250: with ♥ hearts trump the computer counts on 350 and makes "
            "250 in 4 of the 4 possible deals tried; the computer would bid up to 400."
        )


def _to_phase(phase: Phase, seed: int, level: str = "learner") -> RoundState:
    for attempt in range(60):
        state = RoundState().apply(deal_from_seed(seed + attempt, Seat.WEST))
        rng = random.Random(seed)
        while not state.is_over and state.phase is not phase:
            if state.phase is Phase.TRICKS:
                break
            state = state.apply_chosen(decide(level, state, rng).action)
        if state.phase is phase:
            return state
    raise AssertionError(f"no deal reached {phase.name}")


def test_the_trump_named_is_the_best_of_the_cached_samples() -> None:
    state = _to_phase(Phase.TRUMP, 4)
    decision = decide("strong", state, random.Random(9))
    assert decision.reason.code is LevelWhy.TRUMP_EV
    seat = state.to_act
    assert seat is not None
    samples = strongbid.auction_samples(state.hands[seat], PARTNERSHIP)
    best = max(contract_value(w, state.bid or 0) for w in samples.trumps)
    chosen = next(w for w in samples.trumps if w.trump is decision.reason["trump"])
    assert contract_value(chosen, state.bid or 0) == best
    assert decision.action == DeclareTrump(seat, chosen.trump)


@pytest.mark.parametrize("phase", [Phase.PASS_TO_BIDDER, Phase.PASS_BACK])
def test_passing_chooses_the_set_with_the_higher_expected_value(phase: Phase) -> None:
    state = _to_phase(phase, 2)
    seat, bidder = state.to_act, state.bidder
    assert seat is not None and bidder is not None
    hand, trump = state.hands[seat], state.trump
    assert trump is not None
    learner = (
        choose_pass_to_bidder(hand, trump)
        if phase is Phase.PASS_TO_BIDDER
        else (choose_pass_back(hand, trump, PARTNERSHIP))
    )
    short = pass_shortlist(
        hand, trump, PARTNERSHIP, to_bidder=phase is Phase.PASS_TO_BIDDER, learner=learner
    )
    # A constructed value: each deal is worth 100 to the side with the last set of the
    # shortlist, 0 with every other: the last set, not the learner's (first), is passed.
    best = short[-1]

    def result(hands: object, given: tuple[Card, ...], *args: object) -> tuple[int, int]:
        return (100 if given == best else 0), 0

    action, code, values = strong_pass(state, random.Random(3), result)
    assert code == "pass_ev"
    assert action == PassCards(seat, best)
    assert best != short[0]
    assert (values["margin"], values["next_margin"], values["candidates"]) == (100, 0, 6)


def test_the_throw_in_at_its_boundary() -> None:
    # Thrown in, the other side adds its meld, 50; played, its scores average 50: no better
    # for the bidding side (set either way): throw in. At 47.5 playing costs less: play on.
    assert throw_in_choice(50, [0, 0, 0, 200]) is True
    assert throw_in_choice(50, [0, 0, 0, 190]) is False
    assert throw_in_choice(0, [0, 0]) is True


# North and South hold almost no meld; East and West every ace, king and queen.
_WEAK = [
    "S9 S9 H9 H9 D9 D9 C9 C9 S11 S11 H11 H11",
    "S14 H14 D14 C14 S13 H13 D13 C13 S12 S12 H12 H12",
    "D11 D11 C11 C11 S10 S10 H10 H10 D10 D10 C10 C10",
    "S14 H14 D14 C14 S13 H13 D13 C13 D12 D12 C12 C12",
]


def test_a_bid_that_cannot_be_made_is_thrown_in_when_playing_gives_away_more() -> None:
    state = _deal(_WEAK)
    n, e, s, w = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
    actions: list[Action] = [Bid(n, 250), Bid(e, 260), Bid(s, 270), Bid(w, 280), Bid(n, 290)]
    actions += [Pass(e), Pass(s), Pass(w), DeclareTrump(n, Suit.CLUBS)]
    for action in actions:
        state = state.apply(action)
    while state.phase is not Phase.THROW_IN:
        state = state.apply_chosen(decide("learner", state, random.Random(0)).action)
    decision = decide("strong", state, random.Random(5))
    values = decision.reason.values
    # North's side melds the dix twice (20): 290 > 20 + 250, set either way. East and West
    # meld 460 (each: aces 100 and kings 80 around; East two plain marriages, West a royal
    # and a plain one) and, holding every ace, take trick points in every deal: played they
    # score more than the 460 a throw-in gives them.
    assert (values["bid"], values["meld"], values["their_meld"]) == (290, 20, 460)
    assert values["played"] > 460
    assert decision.action == ThrowIn(n)
    assert decision.reason.code is LevelWhy.THROW_IN_EV


@pytest.mark.parametrize("phase", [Phase.AUCTION, Phase.PASS_TO_BIDDER, Phase.PASS_BACK])
def test_the_same_seed_gives_the_same_action(phase: Phase) -> None:
    state = _to_phase(phase, 7)
    first = decide("strong", state, random.Random(11))
    again = decide("strong", state, random.Random(11))
    assert first == again
    assert first.reason.code in (
        LevelWhy.BID,
        LevelWhy.BID_PASS,
        LevelWhy.PARTNER_HOLDS,
        LevelWhy.PASS_EV,
    )


def test_a_game_the_advisor_does_not_answer_bids_like_the_learner() -> None:
    from pinochle_learn.ruleset import DOUBLE_DECK

    ruleset: Ruleset = DOUBLE_DECK
    state = RoundState(ruleset=ruleset).apply(deal_from_seed(3, Seat.WEST, ruleset))
    decision = decide("strong", state, random.Random(2))
    assert decision.reason.code is LevelWhy.LIKE_LEARNER


def _swap_hidden(state: RoundState, a: Seat, b: Seat) -> RoundState:
    """``state`` with a card of ``a`` and a different card of ``b`` swapped (two hands the
    seat to act cannot see)."""
    hands = [list(h.cards) for h in state.hands]
    x = hands[a][0]
    y = next(c for c in hands[b] if c != x)
    hands[a][0], hands[b][hands[b].index(y)] = y, x
    return dataclasses.replace(state, hands=tuple(Hand(h) for h in hands))


@pytest.mark.parametrize("phase", [Phase.AUCTION, Phase.PASS_TO_BIDDER, Phase.PASS_BACK])
def test_the_choice_does_not_change_when_the_hidden_hands_do(phase: Phase) -> None:
    state = _to_phase(phase, 12)
    seat = state.to_act
    assert seat is not None
    others = [s for s in Seat if s is not seat and s is not PARTNERSHIP.partner(seat)]
    if phase is Phase.AUCTION:  # nothing seen but its own hand: the partner's too is hidden
        others = [PARTNERSHIP.partner(seat), others[0]]
    swapped = _swap_hidden(state, others[0], others[1])
    assert swapped.hands != state.hands
    assert decide("strong", swapped, random.Random(4)) == decide("strong", state, random.Random(4))


def test_the_partner_counts_its_exact_expected_meld_in_every_trump() -> None:
    # Issue 19, point 3: the partner's expected contribution from the exact odds. The sampled
    # totals move by the exact expected meld less the mean partner meld of the sampled hands.
    from statistics import fmean

    from pinochle_learn.advisor import ADVISED_SEAT, hand_worth, sample_deals
    from pinochle_learn.fastmeld import counts_of, meld_tables, meld_total_of_counts
    from pinochle_learn.odds.shipped import partner_meld

    hand = Hand.parse("H14 H10 H13 H12 S14 C14 D14 S13 S12 D11 C9 D9")
    seed, partner = strongbid.hand_seed(hand), Seat.NORTH
    raw = hand_worth(hand, samples=6, seed=seed, partner_odds=False)
    deals = sample_deals(hand, 6, seed, PARTNERSHIP)
    assert ADVISED_SEAT is Seat.SOUTH
    shifted = strongbid.auction_samples(hand, PARTNERSHIP, samples=6)
    tables = meld_tables(PARTNERSHIP)
    for before, after in zip(raw.trumps, shifted.trumps, strict=True):
        melds = [meld_total_of_counts(counts_of(d[partner]), before.trump, tables) for d in deals]
        sampled = fmean(melds)
        exact = float(partner_meld(hand, before.trump).mean)
        shift = round(exact - sampled)
        assert after.totals == tuple(
            t + shift if k > 0 else 0 for t, k in zip(before.totals, before.tricks, strict=True)
        )


def test_a_pass_with_a_bid_it_would_make_says_the_other_side_falls_short() -> None:
    # The newcomer read "makes the bid in 23 of the 24 deals …; letting the other side have
    # the contract costs less" and could not see why. From _samples(): at 310 (nobody holds a
    # bid, so the other side would hold 310) hearts makes 2 of the 4 deals, worth
    # (350 + 350 - 360 - 360) / 4 = -5; passing is worth 100 + 310 = 410 in every deal, as
    # the other side, totalling 300, reaches 310 in none: the seat passes, and says so.
    amount, code, values = bid_choice(_samples(), [310], None, partner_holds=False)
    assert (amount, code) == (None, "bid_pass")
    assert (values["made"], values["deals"], values["contract"], values["their_made"]) == (
        2,
        4,
        310,
        0,
    )
    with i18n.speaking("en"):
        text = reason_text(LevelReason(LevelWhy.BID_PASS, values), "North")
    assert text == (
        "North passes: at 310, with ♥ hearts trump, North counts on 350 and makes the bid in 2 "
        "of the 4 possible deals tried, but letting the other side have the contract at 310 "
        "is worth more on average: the other side reaches 310 in 0 of those deals, and a "
        "side that falls short loses its bid."
    )
    # Made in fewer than half of the deals: the usual sentence.
    with i18n.speaking("en"):
        usual = reason_text(LevelReason(LevelWhy.BID_PASS, values | {"made": 1}), "North")
    assert usual.endswith("letting the other side have the contract costs less.")
