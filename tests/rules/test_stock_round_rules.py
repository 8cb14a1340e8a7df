"""Rules of the two-hand stock game played through the round engine (RULES.md, TWO_HAND_STOCK;
seed 002), named as issue 8 lists them; values worked out by hand.

The scripted deal: EAST deals, so NORTH leads the first trick. The first card of the stock is
turned up for trump (it lies half under the stock and is drawn last).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import replace

import pytest

from pinochle_learn import DECK, TWO_HAND_STOCK, Card, Hand, MeldKind, Suit, parse_cards
from pinochle_learn.actions import Deal, Draw, ExchangeDix, LayDown, Play
from pinochle_learn.errors import IllegalActionError, RulesetError
from pinochle_learn.play import Rule
from pinochle_learn.players import choose_action
from pinochle_learn.procedure import STOCK_ROUND, Phase
from pinochle_learn.reasons import Why
from pinochle_learn.render.error_text import error_text
from pinochle_learn.ruleset import BothReach
from pinochle_learn.scoring import GameWhy, running_score
from pinochle_learn.seats import Seat
from pinochle_learn.state import GameState, RoundState, deal_from_seed
from pinochle_learn.stockpile import StockWhy
from pinochle_learn.stockscore import MeldSource, first_to_reach, meld_scored
from pinochle_learn.tablemeld import MeldTable, TableRule
from pinochle_learn.trick import Trick

N, E = Seat.NORTH, Seat.EAST
NORTH_HAND = "H9 S12 D11 H13 H12 S14 C11 C11 D9 D9 S9 S11"
EAST_HAND = "C9 C10 C13 C14 D12 D13 S10 S13 H10 H11 D14 S9"


def stock_deal(turn_up: str, north: str = NORTH_HAND, east: str = EAST_HAND, top: str = "") -> Deal:
    """EAST deals ``north`` and ``east``; the stock is ``turn_up``, then ``top``, then the rest
    of the deck in its order."""
    hands = (tuple(parse_cards(north)), tuple(parse_cards(east)))
    first = [Card.parse(turn_up), *parse_cards(top)]
    rest = Counter(DECK) - Counter([*hands[0], *hands[1], *first])
    return Deal(E, hands, (*first, *sorted(rest.elements(), key=DECK.index)))


def dealt(deal: Deal, ruleset=TWO_HAND_STOCK, totals=(0, 0)) -> RoundState:
    return RoundState(ruleset, E, totals).apply(deal)


def north_wins_the_first_trick(state: RoundState) -> RoundState:
    """NORTH leads A♠, EAST throws 9♣: the A♠ of the suit led wins."""
    return state.apply(Play(N, Card.parse("S14"))).apply(Play(E, Card.parse("C9")))


def test_the_first_card_left_is_turned_up_for_trump_and_the_non_dealer_leads():
    state = dealt(stock_deal("D13"))
    assert state.phase is Phase.STOCK and state.trump is Suit.DIAMONDS
    assert state.turn_up == Card.parse("D13") and len(state.stock) == 23
    assert state.stock_left == 24 and state.to_act is N


class _Unshuffled(random.Random):
    """A scripted shuffle: the deck stays in its order, suit by suit (A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠
    Q♠ J♠ J♠ 9♠ 9♠, then ♥, ♦, ♣ the same)."""

    def shuffle(self, x: list[Card]) -> None:  # type: ignore[override]
        return None


def test_the_deal_goes_in_packets_of_four_the_non_dealer_first_and_card_25_is_turned_up():
    # RULES.md, TWO_HAND_STOCK: "Deal 12 each in packets of four; turn the next card up".
    # Seed 2 shuffles the deck to, top first (the packets marked):
    # A♦ J♦ 9♣ 9♦ | Q♠ 10♥ K♠ 9♥ | J♠ K♦ 9♦ J♥ | Q♥ A♣ 10♦ J♥ | Q♠ K♣ K♥ J♣ | Q♦ 10♣ A♥ A♣ | 10♥
    cards = list(DECK)
    random.Random(2).shuffle(cards)
    assert cards[:25] == parse_cards(
        "D14 D11 C9 D9  S12 H10 S13 H9  S11 D13 D9 H11  H12 C14 D10 H11  S12 C13 H13 C11"
        "  D12 C10 H14 C14  H10"
    )
    # EAST deals: NORTH, left of the dealer, gets packets 1, 3 and 5 (cards 0-3, 8-11, 16-19),
    # the dealer packets 2, 4 and 6 (cards 4-7, 12-15, 20-23); card 24, 10♥, is turned up.
    deal = deal_from_seed(2, E, TWO_HAND_STOCK)
    north = "D14 D11 C9 D9  S11 D13 D9 H11  S12 C13 H13 C11"
    east = "S12 H10 S13 H9  H12 C14 D10 H11  D12 C10 H14 C14"
    assert deal.hands == (tuple(parse_cards(north)), tuple(parse_cards(east)))
    assert deal.stock == tuple(cards[24:]) and len(deal.stock) == 24
    state = dealt(deal)
    assert state.turn_up == Card.parse("H10") and state.trump is Suit.HEARTS
    # NORTH deals the same shuffle: now EAST is left of the dealer and gets the first packet.
    assert deal_from_seed(2, N, TWO_HAND_STOCK).hands == deal.hands[::-1]


def test_a_scripted_shuffle_is_dealt_in_packets_from_the_top():
    # The deck unshuffled: NORTH (non-dealer) A♠ A♠ 10♠ 10♠ | J♠ J♠ 9♠ 9♠ | K♥ K♥ Q♥ Q♥,
    # EAST K♠ K♠ Q♠ Q♠ | A♥ A♥ 10♥ 10♥ | J♥ J♥ 9♥ 9♥; the 25th card, A♦, is turned up.
    deal = deal_from_seed(_Unshuffled(), E, TWO_HAND_STOCK)
    assert deal.hands[N] == tuple(parse_cards("S14 S14 S10 S10 S11 S11 S9 S9 H13 H13 H12 H12"))
    assert deal.hands[E] == tuple(parse_cards("S13 S13 S12 S12 H14 H14 H10 H10 H11 H11 H9 H9"))
    assert deal.stock[0] == Card.parse("D14")


def test_a_hand_that_is_not_a_whole_number_of_packets_is_refused():
    with pytest.raises(RulesetError, match="packets of 4"):
        TWO_HAND_STOCK.variant(hand_size=10)
    with pytest.raises(RulesetError, match="packet=-1"):
        replace(STOCK_ROUND, packet=-1)


def test_a_dealer_turning_up_a_nine_scores_10():
    state = dealt(stock_deal("H9", north=NORTH_HAND.replace("H9", "H14")))
    assert state.meld_scored(E) == 10 and state.meld_scored(N) == 0
    assert [(e.seat, e.source, e.points) for e in meld_scored(state)] == [
        (E, MeldSource.TURN_UP, 10)
    ]


def test_during_the_stock_any_card_is_legal():
    # Trump spades, EAST leads K♥; NORTH holds A♥ 9♥ 10♠ and has Q♦ on the table: all four may
    # be played, the Q♦ from the table.
    table = MeldTable(Suit.SPADES, TWO_HAND_STOCK)
    table = (
        table.after_trick(won=True)
        .lay_down(Hand.parse("D13 D12"), MeldKind.COMMON_MARRIAGE, Suit.DIAMONDS)[1]
        .play(Card.parse("D13"))
    )
    state = RoundState(
        TWO_HAND_STOCK,
        E,
        hands=(Hand.parse("H14 H9 S10"), Hand.parse("C9 C10")),
        trump=Suit.SPADES,
        trick=Trick(Suit.SPADES, (Card.parse("H13"),), int(E), 2),
        phase=Phase.STOCK,
        stock=tuple(parse_cards("C14 C12")),
        turn_up=Card.parse("S11"),
        tables=(table.lapse(), MeldTable(Suit.SPADES, TWO_HAND_STOCK)),
    )
    assert {str(a) for a in state.legal_actions()} == {
        "Play(seat=NORTH, card=H14)",
        "Play(seat=NORTH, card=H9)",
        "Play(seat=NORTH, card=S10)",
        "Play(seat=NORTH, card=D12, from_table=True)",
    }
    assert {v.rule for v in state.play_analysis().verdicts} == {Rule.STOCK_FREE_PLAY}
    assert state.check(Play(N, Card.parse("D12"))).reason.code is Why.NO_SUCH_CARD
    assert state.check(Play(N, Card.parse("H9"), from_table=True)).reason.code is Why.NOT_ON_TABLE


def test_last_12_tricks_trump_spades_k_hearts_led_only_the_ace():
    # Follow suit (A♥ or 9♥) and head the trick if able: only A♥ beats K♥.
    state = RoundState(
        TWO_HAND_STOCK,
        E,
        hands=(Hand.parse("H14 H9 S10"), Hand.parse("C9 C10")),
        trump=Suit.SPADES,
        trick=Trick(Suit.SPADES, (Card.parse("H13"),), int(E), 2),
        phase=Phase.TRICKS,
        tables=(MeldTable(Suit.SPADES, TWO_HAND_STOCK).close(),) * 2,
    )
    assert [str(a) for a in state.legal_actions()] == ["Play(seat=NORTH, card=H14)"]
    refused = state.check(Play(N, Card.parse("H9")))
    assert not refused.legal


def test_dix_exchange_scores_10_and_puts_the_9_under_the_stock():
    state = north_wins_the_first_trick(dealt(stock_deal("H14")))
    assert state.meld_turn and state.to_act is N and ExchangeDix(N) in state.legal_actions()
    state = state.apply(ExchangeDix(N))
    assert Card.parse("H14") in state.hands[N] and Card.parse("H9") not in state.hands[N]
    assert state.turn_up == Card.parse("H9")  # drawn last, by the loser of the last stock trick
    assert state.meld_scored(N) == 10


def test_two_melds_after_one_trick_the_second_is_refused():
    # After the trick: the pinochle (40) is laid down; the royal marriage K♥ Q♥ waits for the
    # next trick won (the meld turn stays open for the dix exchange).
    state = north_wins_the_first_trick(dealt(stock_deal("H14")))
    state = state.apply(LayDown(N, MeldKind.PINOCHLE))
    assert state.meld_turn and state.meld_scored(N) == 40
    assert str(state.tables[N].shown) == str(Hand.parse("S12 D11"))
    verdict = state.check(LayDown(N, MeldKind.ROYAL_MARRIAGE))
    assert not verdict.legal and verdict.reason.rule is TableRule.ONE_MELD_PER_TRICK
    with pytest.raises(IllegalActionError) as caught:
        state.apply(LayDown(N, MeldKind.ROYAL_MARRIAGE))
    assert re.search("one meld per trick won", error_text(caught.value))


def test_after_the_meld_turn_the_winner_draws_first_then_the_loser_and_leads():
    deal = stock_deal("H14", top="C13 D14")
    state = north_wins_the_first_trick(dealt(deal))
    state = state.apply(LayDown(N, MeldKind.PINOCHLE)).apply(ExchangeDix(N))
    # Melded and exchanged: nothing is left to do, so both draw: K♣ to NORTH, A♦ to EAST.
    assert not state.meld_turn and state.to_act is N and state.stock_left == 22
    assert state.hands[N].count(Card.parse("C13")) == 1
    assert state.hands[E].count(Card.parse("D14")) == 2
    assert len(state.hands[N]) + len(state.tables[N].cards) == 12 == len(state.hands[E])


def test_the_meld_turn_is_passed_when_the_winner_has_nothing_to_meld():
    # NORTH holds no meld and no 9 of trump: the draw is made at once.
    north = "S14 C9 C10 D9 D10 S9 S10 C11 D11 H11 H10 C10"
    east = "C9 C12 C13 C14 D12 D13 S12 S13 H13 H12 D14 H14"
    state = north_wins_the_first_trick(dealt(stock_deal("H12", north, east)))
    assert not state.meld_turn and state.stock_left == 22 and state.to_act is N


def test_draw_only_after_a_trick_and_meld_only_after_a_trick_won():
    state = dealt(stock_deal("H14"))
    assert state.check(Draw(N)).reason.code is Why.DRAW_AFTER_TRICK
    assert state.check(LayDown(N, MeldKind.PINOCHLE)).reason.rule is TableRule.NO_TRICK_WON
    assert state.check(ExchangeDix(N)).reason.code is StockWhy.NO_TRICK_WON
    won = north_wins_the_first_trick(state)
    assert won.check(Play(N, Card.parse("C11"))).reason.code is Why.MELD_OR_DRAW
    marriage = won.check(LayDown(N, MeldKind.COMMON_MARRIAGE, Suit.HEARTS))
    assert marriage.reason.code is Why.MARRIAGE_SUIT


def end_of_stock() -> RoundState:
    """One face-down card (A♣) and the turn-up (10♥) left; NORTH has K♦ Q♦ melded on the table
    and leads A♠ to the last trick of the stock; EAST throws 9♣."""
    table = MeldTable(Suit.HEARTS, TWO_HAND_STOCK).after_trick(won=True)
    hand, table = table.lay_down(
        Hand.parse("D13 D12 S14 C9"), MeldKind.COMMON_MARRIAGE, Suit.DIAMONDS
    )
    state = RoundState(
        TWO_HAND_STOCK,
        E,
        hands=(hand, Hand.parse("C9 C10 S9 D10")),
        trump=Suit.HEARTS,
        trick=Trick(Suit.HEARTS, (), int(N), 2),
        phase=Phase.STOCK,
        stock=(Card.parse("C14"),),
        turn_up=Card.parse("H10"),
        tables=(table.lapse(), MeldTable(Suit.HEARTS, TWO_HAND_STOCK)),
    )
    return state.apply(Play(N, Card.parse("S14"))).apply(Play(E, Card.parse("C9")))


def test_the_last_face_down_card_to_the_winner_the_turn_up_to_the_loser():
    state = end_of_stock()
    assert state.stock_left == 0 and state.turn_up is None
    assert Card.parse("C14") in state.hands[N] and Card.parse("H10") in state.hands[E]


def test_once_the_stock_is_gone_melded_cards_return_to_the_hand_and_the_winner_leads():
    state = end_of_stock()
    assert state.phase is Phase.TRICKS and state.to_act is N
    assert str(state.hands[N]) == str(Hand.parse("D13 D12 C9 C14"))
    assert state.tables[N].cards == () and state.tables[N].points == 20  # the record stays


def test_no_meld_after_the_stock_is_gone():
    state = end_of_stock()
    verdict = state.check(LayDown(N, MeldKind.COMMON_MARRIAGE, Suit.DIAMONDS))
    assert not verdict.legal and verdict.reason.rule is TableRule.STOCK_GONE


def test_a_nine_of_trump_played_scores_10_when_the_option_is_on():
    # Trump ♥, the last tricks: NORTH leads 9♥ (10 meld points), or 9♣ (nothing).
    state = RoundState(
        TWO_HAND_STOCK,
        E,
        hands=(Hand.parse("H9 C9"), Hand.parse("C10 S9")),
        trump=Suit.HEARTS,
        trick=Trick(Suit.HEARTS, (), int(N), 2),
        phase=Phase.TRICKS,
        tables=(MeldTable(Suit.HEARTS, TWO_HAND_STOCK).close(),) * 2,
    )
    assert state.apply(Play(N, Card.parse("H9"))).meld_scored(N) == 10
    off = TWO_HAND_STOCK.variant(dix_scores_when_played=False)
    assert replace(state, ruleset=off).apply(Play(N, Card.parse("H9"))).meld_scored(N) == 0
    assert state.apply(Play(N, Card.parse("C9"))).meld_scored(N) == 0


def computer_round(seed: int, totals=(0, 0)) -> RoundState:
    rng = random.Random(seed)
    state = RoundState(TWO_HAND_STOCK, E, totals).apply(deal_from_seed(seed, E, TWO_HAND_STOCK))
    while not state.is_over:
        state = state.apply(choose_action(state, rng))
    return state


def test_counters_sum_to_250_over_a_round():
    state = computer_round(5)
    assert len(state.tricks) == 24
    assert state.counters(0) + state.counters(1) == 250
    for seat in (N, E):  # each player adds the meld scored and the counters taken
        line = state.score.teams[seat]
        assert line.delta == state.meld_scored(seat) + state.counters(seat)


def test_a_game_ends_at_1000():
    # Hand-worked: 900 + 60 meld + 140 counters = 1100, 700 + 230 + 110 = 1040; both reach
    # 1000 only at the count, so the higher total wins.
    score = running_score(TWO_HAND_STOCK, meld=(60, 230), tricks=(140, 110), totals=(900, 700))
    assert score.totals == (1100, 1040) and score.winner == 0
    assert score.game_reason.code is GameWhy.HIGHER_TOTAL
    short = running_score(TWO_HAND_STOCK, meld=(20, 30), tricks=(130, 120), totals=(800, 700))
    assert short.totals == (950, 850) and short.winner is None
    one = running_score(TWO_HAND_STOCK, meld=(20, 30), tricks=(130, 120), totals=(850, 700))
    assert one.totals == (1000, 850) and one.winner == 0
    assert one.game_reason.code is GameWhy.REACHES


def test_a_game_over_at_1000_deals_no_next_round():
    state = computer_round(5, totals=(990, 0))
    assert state.score.totals[0] >= 1000 and state.score.winner == 0
    game = GameState(state)
    assert game.is_over
    with pytest.raises(IllegalActionError) as caught:
        game.next_round()
    assert re.search("the game is over", error_text(caught.value))


def test_both_reach_the_first_to_reach_1000_as_points_are_scored_wins():
    # NORTH at 980 lays down the pinochle (40) after the first trick: 1020, before any count.
    state = north_wins_the_first_trick(dealt(stock_deal("H14"), totals=(980, 990)))
    state = state.apply(LayDown(N, MeldKind.PINOCHLE))
    assert first_to_reach(state) is N
    rng = random.Random(1)
    while not state.is_over:
        state = state.apply(choose_action(state, rng))
    assert state.score.winner == 0 and state.score.game_reason.code is GameWhy.FIRST_TO_REACH


def test_both_reach_with_equal_totals_another_round_is_played():
    score = running_score(TWO_HAND_STOCK, meld=(50, 50), tricks=(125, 125), totals=(900, 900))
    assert score.totals == (1075, 1075) and score.winner is None
    assert score.game_reason.code is GameWhy.BOTH_EQUAL


def test_house_rule_higher_total_ignores_who_reached_first():
    house = TWO_HAND_STOCK.variant(both_reach=BothReach.HIGHER_TOTAL)
    score = running_score(house, meld=(60, 230), tricks=(140, 110), totals=(900, 700), first=1)
    assert score.winner == 0 and score.game_reason.code is GameWhy.HIGHER_TOTAL


def test_the_meld_turn_refusals_and_the_draw_say_their_rule():
    from pinochle_learn.render.refusals import reason_text

    state = dealt(stock_deal("H14"))
    assert reason_text(state.check(Draw(N)).reason) == (
        "cards are drawn only after a trick, when its winner is done melding"
    )
    assert reason_text(state.check(ExchangeDix(N)).reason) == (
        "No dix exchange now: the dix is exchanged only just after winning a trick."
    )
    won = north_wins_the_first_trick(state)
    refused = won.check(Play(N, Card.parse("C11"))).reason
    assert reason_text(refused) == (
        "North won the trick: North now lays down a meld, exchanges the dix or draws"
    )
    assert reason_text(refused, ("You", "Lisa"), N) == (
        "you won the trick: you now lay down a meld, exchange the dix or draw"
    )
    assert (
        reason_text(won.check(Draw(N)).reason)
        == "North draws the top card of the stock, then East the next"
    )
    last = end_of_stock()
    assert reason_text(last.check(LayDown(N, MeldKind.PINOCHLE)).reason).endswith(
        "the stock is gone, and no meld is laid down after it."
    )


def test_a_game_is_played_over_several_rounds_to_1000():
    game = GameState.new(TWO_HAND_STOCK, seed=2)
    rng = random.Random(2)
    while True:
        state = game.round
        state = state.apply(deal_from_seed(rng, state.dealer, TWO_HAND_STOCK))
        while not state.is_over:
            state = state.apply(choose_action(state, rng))
        game = GameState(state, game.finished)
        if game.is_over:
            break
        following = game.next_round()
        # The deal passes to the other player; the totals run on.
        assert following.round.dealer is state.dealer.next(2)
        assert following.round.totals == state.score.totals
        game = following
    rounds = list(game.rounds())
    assert len(rounds) >= 2 and all(r.score.winner is None for r in rounds[:-1])
    totals = game.totals
    assert totals[game.winner] >= 1000
    assert all(max(r.score.totals) < 1000 for r in rounds[:-1])
