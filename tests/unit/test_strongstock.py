"""The strong level's card while the stock lasts (issue 19 point 2, the stock game): a position
worked out by hand, the same seed the same card, and the knowledge test (the hidden hand and
the stock order swapped for others the seat cannot tell apart leave its card unchanged; a
sampler that reads the real cards fails that test)."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterator

import pytest

from pinochle_learn import TWO_HAND_STOCK, Card, Rank, Seat, Suit, strongstock
from pinochle_learn.actions import Deal, ExchangeDix, Play
from pinochle_learn.cards import parse_cards
from pinochle_learn.hand import Hand
from pinochle_learn.levels import LevelReason, LevelWhy, decide
from pinochle_learn.players import choose_action
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.level_text import reason_text
from pinochle_learn.state import GameState, Phase, RoundState, deal_from_seed
from pinochle_learn.stockpile import Stock
from pinochle_learn.stockplayer import choose_stock_card
from pinochle_learn.strongstock import StockView, stock_view, strong_stock_card
from pinochle_learn.tablemeld import MeldTable

BIG = 600.0
"""A budget no decision here reaches: the deals stop at ``MAX_DEALS``, never on the clock."""


def _last_stock_trick(hand: str, led: str, pool: str, turn_up: str) -> StockView:
    """South (seat 1) to follow ``led`` in the last trick while the stock lasts (11 tricks
    done: one face-down card and the turn-up left), trump ♥, no meld on the tables."""
    tables = (MeldTable(Suit.HEARTS, TWO_HAND_STOCK),) * 2
    return StockView(
        ruleset=TWO_HAND_STOCK,
        trump=Suit.HEARTS,
        seat=1,
        hand=Hand(hand),
        tables=tables,
        trick=tuple(parse_cards(led)),
        leader=0,
        other_size=11,
        placed=(),
        pool=tuple(parse_cards(pool)),
        face_down=1,
        turn_up=Card.parse(turn_up),
        tricks_done=11,
    )


RUN_HAND = "H14 H10 H13 H13 H12 H11 C9 C11 D11 D9 S9 D10"
"""South's 12 cards: the run in trump (A 10 K Q J ♥, 150), a second K♥ it does not need, no
spade above the jack, low cards."""
POOL = "S9 S14 S14 S10 C10 C10 C13 C12 D14 D13 D12 C14"
"""The 12 unseen cards: North's 11 and the last face-down card (no trump among them)."""


def test_trumping_the_last_stock_trick_with_the_spare_king_gives_the_run() -> None:
    """Hand-worked: this is the last trick while the stock lasts, so its winner has the last
    meld turn of the round. South can take the J♠ only with a trump: the second K♥ keeps the
    run whole and lays it down for 150; a run card breaks it; any other card loses the trick
    and the run with it (North holds no trump, so South's run would still win tricks, but
    its 150 is gone). The learner's rule spends no trump on a low lead and throws a 9; the
    strong card is the spare K♥, and it is ahead by far on average."""
    view = _last_stock_trick(RUN_HAND, "S11", POOL, "D9")
    learner = choose_stock_card(view.hand, view.tables[1], Card.parse("S11"), 1, random.Random(0))
    assert learner.rank is Rank.NINE
    choice = strong_stock_card(view, random.Random(3), BIG)
    assert (choice.card, choice.from_table) == (Card.parse("H13"), False)
    assert choice.deals == strongstock.MAX_DEALS and not choice.out_of_time
    assert choice.best_in == choice.deals
    assert choice.margin >= 150


def test_the_loser_of_the_same_trick_gives_the_run_up() -> None:
    """The rollout's accounting by hand: in the same deal, the 9♠ that loses the trick
    scores at least 150 less than the K♥ that wins it and lays the run down (the trick's
    counter points go the other way too)."""
    view = _last_stock_trick(RUN_HAND, "S11", POOL, "D9")
    other, pile = strongstock.sample_hidden(view, random.Random(5))
    king = strongstock._rollout(view, other, pile, (Card.parse("H13"), False), random.Random(1))
    nine = strongstock._rollout(view, other, pile, (Card.parse("S9"), False), random.Random(1))
    assert king - nine >= 150


def test_the_same_seed_the_same_card() -> None:
    view = _last_stock_trick(RUN_HAND, "S11", POOL, "D9")
    first = strong_stock_card(view, random.Random(11), BIG)
    again = strong_stock_card(view, random.Random(11), BIG)
    assert first == again


def test_a_sampled_deal_holds_the_unseen_cards_and_the_placed_ones() -> None:
    view = dataclasses.replace(
        _last_stock_trick(RUN_HAND, "S11", POOL, "D9"),
        placed=(Card.parse("S10"),),
        pool=tuple(parse_cards(POOL.replace(" S10", ""))),
    )
    hand, pile = strongstock.sample_hidden(view, random.Random(2))
    assert len(hand) == 11 and Card.parse("S10") in hand
    assert len(pile.face_down) == 1 and pile.turn_up == Card.parse("D9")
    assert Counter(hand.cards) + Counter(pile.face_down) == Counter(parse_cards(POOL))


# -- the knowledge test -----------------------------------------------------------------------


def _stock_plays(seed: int) -> Iterator[RoundState]:
    """Every state of a learner-played stock-game round where a card is due while the stock
    lasts."""
    rng = random.Random(seed)
    state = GameState.new(TWO_HAND_STOCK, seed=seed).round
    state = state.apply(deal_from_seed(rng, state.dealer, TWO_HAND_STOCK))
    while state.phase is Phase.STOCK:
        if state.trick is not None and state.to_act is not None:
            yield state
        state = state.apply_chosen(choose_action(state, rng))


def _swapped(state: RoundState, rng: random.Random) -> RoundState:
    """``state`` with the other's hidden cards (but those known to be there) and the
    face-down stock dealt again from the same cards, in another order."""
    seat = state.to_act
    assert seat is not None
    other = 1 - int(seat)
    placed = Counter(stock_view(state).placed)
    free = list((Counter(state.hands[other].cards) - placed).elements())
    cards = free + list(state.stock)
    while True:
        rng.shuffle(cards)
        hand = Hand((*placed.elements(), *cards[: len(free)]))
        stock = tuple(cards[len(free) :])
        if hand.counter() != state.hands[other].counter() and stock != state.stock:
            break
    hands = list(state.hands)
    hands[other] = hand
    return dataclasses.replace(state, hands=tuple(hands), stock=stock)


def _positions() -> list[RoundState]:
    picked = []
    for seed in (1, 2, 3):
        for at, state in enumerate(_stock_plays(seed)):
            if at % 7 == 3 and len(stock_view(state).choices) > 1:
                picked.append(state)
    return picked


def _reads_the_real_cards(state: RoundState) -> object:
    """A broken sampler: it deals the real hidden cards (what the knowledge test must catch)."""
    seat = state.to_act
    assert seat is not None

    def sample(view: StockView, rng: random.Random) -> tuple[Hand, Stock]:
        rng.random()
        other = state.hands[1 - int(seat)]
        return other, Stock(view.trump, state.stock, view.turn_up)

    return sample


def test_the_card_does_not_change_when_the_hidden_cards_do(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 19's knowledge test, for the stock: the other's hand and the stock order are
    swapped for others consistent with the seat's knowledge; with the same seed the view and
    the card are the same. The same test with a sampler that reads the real cards sees the
    card change at one position at least (so the test can fail)."""
    swap_rng = random.Random(0)
    positions = _positions()
    assert len(positions) >= 5
    changed = 0
    for state in positions:
        other = _swapped(state, swap_rng)
        assert stock_view(other) == stock_view(state)
        first = decide("strong", state, random.Random(4), budget_s=BIG)
        again = decide("strong", other, random.Random(4), budget_s=BIG)
        assert first == again
        assert first.reason.code is LevelWhy.STOCK_SAMPLED
        with monkeypatch.context() as patch:
            patch.setattr(strongstock, "sample_hidden", _reads_the_real_cards(state))
            cheat = decide("strong", state, random.Random(4), budget_s=BIG)
            patch.setattr(strongstock, "sample_hidden", _reads_the_real_cards(other))
            cheat_other = decide("strong", other, random.Random(4), budget_s=BIG)
        changed += cheat.action != cheat_other.action
    assert changed >= 1


def test_the_view_reads_the_turn_up_the_other_took_for_the_dix() -> None:
    """After the other exchanged the 9 of trump, the first turn-up is known to be in its
    hand (until played or shown): the view places it there, and the pool lacks it."""
    for seed in range(40):
        for state in _stock_plays(seed):
            seat = state.to_act
            assert seat is not None
            took = [a for a in state.history if isinstance(a, ExchangeDix)]
            if took and int(took[0].seat) != int(seat):
                view = stock_view(state)
                deal = state.history[0]
                assert isinstance(deal, Deal)
                first = deal.stock[0]
                if first in state.hands[1 - int(seat)]:
                    assert view.placed == (first,)
                    assert Counter(view.pool)[first] + Counter(view.placed)[first] <= 2
                    return
    pytest.fail("no round of these seeds has the other exchange the dix")


def test_a_stock_decision_is_a_play_with_its_reason_in_words() -> None:
    state = next(_stock_plays(2))
    decision = decide("strong", state, random.Random(0), budget_s=BIG)
    assert isinstance(decision.action, Play)
    assert decision.action.seat == state.to_act
    reason = decision.reason
    assert reason.code is LevelWhy.STOCK_SAMPLED
    assert reason["deals"] == strongstock.MAX_DEALS
    with speaking("en"):
        text = reason_text(reason, "Bill")
    card = reason["card"].label
    if reason["plain"]:
        assert text.startswith(
            f"Bill plays the {card}, the card the learner level would play: Bill tried 8 "
        )
    else:
        assert text.startswith(f"Bill plays the {card}: Bill tried 8 possible deals")
        assert f"this card did best in {reason['best_in']} of them." in text


def test_a_card_replaces_the_learners_only_when_clearly_better() -> None:
    """Paired over the same deals: ahead by 0 on average (+10, -10, 0) is not clearly better;
    ahead by 20 with little spread is; ahead by 5 with a spread of 50 a deal is not (one
    standard error of the mean is about 29)."""
    plain, other = (Card.parse("C9"), False), (Card.parse("H13"), False)
    even = {plain: [0, 0, 0], other: [10, -10, 0]}
    assert strongstock._clearly_better(even, plain) == plain
    ahead = {plain: [0, 5, -5], other: [20, 27, 13]}
    assert strongstock._clearly_better(ahead, plain) == other
    noisy = {plain: [0, 0, 0], other: [55, -45, 5]}
    assert strongstock._clearly_better(noisy, plain) == plain


def test_the_stock_reason_in_english() -> None:
    values = {"card": Card.parse("S14"), "from_table": False, "margin": -12, "deals": 8}
    values |= {"best_in": 5, "out_of_time": True, "budget": 0.5}
    with speaking("en"):
        text = reason_text(LevelReason(LevelWhy.STOCK_SAMPLED, values), "Bill")
    assert text == (
        "Bill plays the A♠: in the 0.5 seconds allowed, Bill tried 8 possible deals of the "
        "hidden hand and stock, playing each to the end of the round; this card did best in 5 "
        "of them. With it, Bill ends 12 points behind the opponent from here on average "
        "(meld and counters)."
    )


def test_the_learners_card_kept_in_english() -> None:
    values = {"card": Card.parse("C9"), "from_table": False, "margin": 1, "deals": 8}
    values |= {"best_in": 2, "out_of_time": False, "budget": 1.0, "plain": True}
    with speaking("en"):
        text = reason_text(LevelReason(LevelWhy.STOCK_SAMPLED, values), "Bill")
    assert text == (
        "Bill plays the 9♣, the card the learner level would play: Bill tried 8 possible "
        "deals of the hidden hand and stock, playing each to the end of the round, and no "
        "other card did clearly better, so Bill keeps the simple choice. With it, Bill ends 1 "
        "point ahead of the opponent from here on average (meld and counters)."
    )


def test_a_bad_budget_is_refused() -> None:
    view = _last_stock_trick(RUN_HAND, "S11", POOL, "D9")
    with pytest.raises(ValueError, match="budget_s=0"):
        strong_stock_card(view, random.Random(1), 0)


def test_the_view_is_refused_outside_the_stock() -> None:
    state = RoundState(ruleset=TWO_HAND_STOCK, dealer=Seat.EAST)
    with pytest.raises(ValueError, match="DEAL phase"):
        stock_view(state)


@pytest.mark.usefixtures("pseudo_language")
def test_every_stock_sentence_goes_through_the_catalogue() -> None:
    values = {"card": Card.parse("S14"), "from_table": False, "deals": 8, "best_in": 5}
    values |= {"budget": 0.5}
    for plain in (False, True):
        for out_of_time in (False, True):
            for margin in (-3, 40):
                values |= {"plain": plain, "out_of_time": out_of_time, "margin": margin}
                with speaking("it"):
                    text = reason_text(LevelReason(LevelWhy.STOCK_SAMPLED, values), "Bill")
                first, second = text.split("]] [[")
                assert first.startswith("[[Bill plays the A♠") and second.endswith("counters).]]")
                assert str(abs(margin)) in second and "{" not in text


def test_the_unseen_cards_fill_the_other_hand_and_the_stock_exactly() -> None:
    """At every card due while the stock lasts (6 learner rounds): the pool holds as many
    cards as the other's hand (less its placed cards) and the face-down stock, and the real
    hidden cards are among the pool and placed cards (the view is consistent with the deal)."""
    checked = 0
    for seed in range(6):
        for state in _stock_plays(seed):
            view = stock_view(state)
            assert len(view.pool) == view.other_size - len(view.placed) + view.face_down
            hidden = Counter(state.hands[view.other].cards) + Counter(state.stock)
            assert not hidden - Counter(view.pool) - Counter(view.placed)
            checked += 1
    assert checked > 100
