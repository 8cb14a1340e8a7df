"""The fast computer players of the two-hand games decide exactly as the straightforward ones.

The stock player reads its plan through :func:`pinochle_learn.fastplan.fast_plan` (a search on
card counts) instead of :func:`pinochle_learn.meldplan.plan_melds` (the explained planner); the
widow builder counts cards in a list instead of a ``Counter``. The ``reference_*`` functions
below are the players as they were (the code before the speed-up, verbatim), and every test
compares a decision of both, over random hands and tables built by random melds and plays and
over every state of computer-played rounds, with the same seeded ``random.Random`` (whose state
must also be the same afterwards: a tie broken differently would change the next deal).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from pinochle_learn import DECK, TWO_HAND_STOCK, TWO_HAND_WIDOW, Card, Hand, Suit
from pinochle_learn.cards import Rank
from pinochle_learn.errors import HandError
from pinochle_learn.fastplan import fast_plan, has_legal_meld
from pinochle_learn.fastround import quick_analysis
from pinochle_learn.meldplan import plan_melds
from pinochle_learn.play import legal_plays
from pinochle_learn.players import KEEP_AT, build_value, choose_action, choose_build
from pinochle_learn.ruleset import DOUBLE_DECK, PRESETS, Ruleset
from pinochle_learn.simulate import play_rounds
from pinochle_learn.state import GameState, Phase, RoundState, deal_from_seed
from pinochle_learn.stockplayer import choose_stock_card, choose_stock_meld
from pinochle_learn.tablemeld import MeldTable, TableVerdict
from pinochle_learn.trick import beats
from tests.examples_budget import examples

# --- the players as they were (the reference) ----------------------------------------------


def reference_choose_stock_meld(
    hand: Hand, table: MeldTable, tricks_left: int | None
) -> TableVerdict | None:
    first = plan_melds(hand, table, tricks_left).best.first
    if first is None:
        return None
    suit = first.suit if first.kind.needs_suit else None
    verdict = table.check(hand, first.kind, suit)
    return verdict if verdict.legal else None


def _worth(card: Card, rules: Ruleset, trump: Suit) -> tuple[int, bool, int]:
    return (rules.counter_points[card.rank], card.suit is trump, int(card.rank))


def _lowest(cards: Sequence[Card], rules: Ruleset, trump: Suit, rng: random.Random) -> Card:
    least = min(_worth(c, rules, trump) for c in cards)
    return rng.choice([c for c in cards if _worth(c, rules, trump) == least])


def reference_choose_stock_card(
    hand: Hand, table: MeldTable, led: Card | None, tricks_left: int | None, rng: random.Random
) -> Card:
    rules, trump = table.ruleset, table.trump
    held = [*hand.cards, *(tc.card for tc in table.cards)]
    spare = list(plan_melds(hand, table, tricks_left).spare) or held
    if led is not None:
        winners = [c for c in spare if beats(c, led, trump)]
        if rules.counter_points[led.rank] < rules.counter_points[Rank.TEN]:
            winners = [c for c in winners if c.suit is led.suit]
        if winners:
            return _lowest(winners, rules, trump, rng)
    return _lowest(spare, rules, trump, rng)


_PINOCHLE = (Card(Rank.QUEEN, Suit.SPADES), Card(Rank.JACK, Suit.DIAMONDS))
_MARRIAGE = {Rank.KING: Rank.QUEEN, Rank.QUEEN: Rank.KING}
_AROUND_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)


def reference_build_value(card: Card, hand: Hand, ruleset: Ruleset) -> int:
    value = ruleset.counter_points[card.rank]
    counts = hand.counter()
    mate = _MARRIAGE.get(card.rank)
    if mate is not None and counts[Card(mate, card.suit)] > counts[card]:
        value += 20
    if card in _PINOCHLE:
        other = _PINOCHLE[1] if card == _PINOCHLE[0] else _PINOCHLE[0]
        if counts[other] > counts[card]:
            value += 40
    if card.rank in _AROUND_RANKS and not counts[card]:
        suits = {c.suit for c in hand if c.rank is card.rank}
        if len(suits) >= 2:
            value += 10
    return value


_FIELDS = [f for f in RoundState.__dataclass_fields__]
PRESETS_WITH_ROUNDS = [p for p in PRESETS if p.has_round_engine]

# --- random hands and tables -----------------------------------------------------------------

hands = st.lists(st.sampled_from(DECK), min_size=0, max_size=14).filter(
    lambda cards: not cards or max(Counter(cards).values()) <= 2
)
_MELDY = [
    *(Card(r, s) for s in Suit for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)),
    Card(Rank.TEN, Suit.HEARTS),
    Card(Rank.NINE, Suit.HEARTS),
]
meldy_hands = st.lists(st.sampled_from(_MELDY), min_size=4, max_size=16).filter(
    lambda cards: max(Counter(cards).values()) <= 2
)
"""Hands rich in meld: runs in hearts, marriages, pinochles and arounds are common."""


def _random_table(cards: list[Card], trump: Suit, steps: list[int]) -> tuple[Hand, MeldTable]:
    """Lay down and play cards at random, so the table holds copies serving in several kinds."""
    hand, table = Hand(cards), MeldTable(trump, TWO_HAND_STOCK)
    for step in steps:
        table = table.after_trick(won=True)
        legal = [v for v in table.options(hand) if v.legal]
        if legal:
            verdict = legal[step % len(legal)]
            suit = verdict.suit if verdict.kind.needs_suit else None
            hand, table = table.lay_down(hand, verdict.kind, suit)
        if step % 5 == 0 and table.cards:
            table = table.play(table.cards[step % len(table.cards)].card)
        if step % 7 == 0 and hand.cards:
            hand = hand.remove(hand.cards[step % len(hand.cards)])
    return hand, table


def _same_choices(hand: Hand, table: MeldTable, tricks: int | None, seed: int) -> None:
    advice, fast = plan_melds(hand, table, tricks), fast_plan(hand, table, tricks)
    first = advice.best.first
    old_first = (first.kind, first.suit if first.kind.needs_suit else None) if first else None
    assert ((fast.first.kind, fast.first.suit) if fast.first else None) == old_first
    assert fast.spare == advice.spare
    ready = table.after_trick(won=True)
    assert choose_stock_meld(hand, ready, tricks) == reference_choose_stock_meld(
        hand, ready, tricks
    )
    assert has_legal_meld(hand, ready) == any(v.legal for v in ready.options(hand))
    if not hand.cards and not table.cards:
        return
    for led in (None, Card(Rank.TEN, table.trump), Card(Rank.ACE, Suit((table.trump + 1) % 4))):
        old, new = random.Random(seed), random.Random(seed)
        assert choose_stock_card(hand, table, led, tricks, new) == reference_choose_stock_card(
            hand, table, led, tricks, old
        )
        assert old.getstate() == new.getstate()


@settings(max_examples=examples(400), deadline=None)
@given(
    hands,
    st.sampled_from(list(Suit)),
    st.lists(st.integers(0, 60), max_size=6),
    st.one_of(st.none(), st.integers(0, 12)),
    st.integers(0, 2**16),
)
def test_stock_player_choices_match_the_explained_planner(cards, trump, steps, tricks, seed):
    hand, table = _random_table(cards, trump, steps)
    _same_choices(hand, table, tricks, seed)


@settings(max_examples=examples(400), deadline=None)
@given(
    meldy_hands,
    st.lists(st.integers(0, 60), max_size=8),
    st.one_of(st.none(), st.integers(1, 8)),
    st.integers(0, 2**16),
)
def test_stock_player_choices_match_on_meld_rich_tables(cards, steps, tricks, seed):
    hand, table = _random_table(cards, Suit.HEARTS, steps)
    _same_choices(hand, table, tricks, seed)


def test_stock_player_choices_match_over_played_rounds():
    """Every state of 12 computer-played stock rounds (all the hands and tables met in play)."""
    states = 0
    for seed in range(4):
        rng = random.Random(seed)
        game = GameState.new(TWO_HAND_STOCK, seed=seed)
        for _ in range(3):
            state = game.round
            while not state.is_over:
                if state.phase is Phase.DEAL:
                    action = deal_from_seed(rng, state.dealer, TWO_HAND_STOCK)
                else:
                    if state.phase is Phase.STOCK and state.to_act is not None:
                        seat = state.to_act
                        hand, table = state.hands[seat], state.tables[seat]
                        _same_choices(hand, table, state.stock_left // 2, seed)
                        states += 1
                    action = choose_action(state, rng)
                state = state.apply(action)
            game = GameState(state, game.finished)
            if game.is_over:
                break
            game = game.next_round()
    assert states > 300


@settings(max_examples=examples(400), deadline=None)
@given(hands, st.sampled_from(DECK))
def test_widow_builder_values_match(cards, card):
    hand = Hand(cards)
    assert build_value(card, hand, TWO_HAND_WIDOW) == reference_build_value(
        card, hand, TWO_HAND_WIDOW
    )
    assert choose_build(card, hand, TWO_HAND_WIDOW) == (
        reference_build_value(card, hand, TWO_HAND_WIDOW) >= KEEP_AT
    )


@pytest.mark.parametrize("ruleset", [TWO_HAND_STOCK, TWO_HAND_WIDOW], ids=lambda r: r.name)
def test_computer_actions_are_the_legal_ones_the_engine_accepts(ruleset):
    """Each computer action of a few rounds is among ``legal_actions()`` and ``check`` allows it
    (the cached play analysis and the fast meld test answer as the full ones)."""
    for state in play_rounds(2, 5, ruleset):
        replayed = RoundState(ruleset, state.dealer, state.totals)
        for action in state.history:
            if replayed.phase is not Phase.DEAL:
                assert action in replayed.legal_actions()
            assert replayed.check(action).legal
            replayed = replayed.apply(action)
        assert replayed.summary() == state.summary()


@pytest.mark.parametrize("ruleset", PRESETS_WITH_ROUNDS, ids=lambda r: r.name)
def test_apply_chosen_gives_the_state_apply_gives(ruleset):
    """Every computer action of a few rounds of each game, applied without the engine's check
    (``apply_chosen``, as ``play_rounds`` does), gives field for field the state ``apply``
    gives after judging it legal."""
    actions = 0
    for state in play_rounds(3, 9, ruleset):
        replayed = RoundState(ruleset, state.dealer, state.totals)
        for action in state.history:
            checked = replayed.apply(action)
            if replayed.phase is not Phase.DEAL:
                chosen = replayed.apply_chosen(action)
                assert {f: getattr(chosen, f) for f in _FIELDS} == {
                    f: getattr(checked, f) for f in _FIELDS
                }
                actions += 1
            replayed = checked
        assert replayed.summary() == state.summary()
    assert actions > 3 * 20


# --- the trick phases: the player's quick analysis and the engine's one-card verdict ---------


@pytest.mark.parametrize("ruleset", [TWO_HAND_STOCK, TWO_HAND_WIDOW], ids=lambda r: r.name)
def test_quick_analysis_and_one_card_verdicts_match_legal_plays(ruleset):
    """At every play of computer rounds: the legal cards and 'heads the trick' the player reads
    are legal_plays' own, and the verdict the engine checks for each card is legal_plays'."""
    plays = 0
    for state in play_rounds(4, 11, ruleset):
        replayed = RoundState(ruleset, state.dealer, state.totals)
        for action in state.history:
            context = replayed._play_context()
            if context is not None:
                hand, stock_empty, first = context
                trick = replayed.trick
                full = legal_plays(
                    hand, trick, trick.trump, ruleset, stock_empty=stock_empty, first_lead=first
                )
                fresh = RoundState(**{f: getattr(replayed, f) for f in _FIELDS})
                for card in dict.fromkeys(hand):
                    assert fresh.play_verdict(card) == full.verdict(card)
                if stock_empty:
                    quick = quick_analysis(hand.cards, trick, ruleset, first)
                    assert list(quick.legal) == list(full.legal)
                    assert [v.wins for v in quick.verdicts] == [
                        full.verdict(c).wins for c in full.legal
                    ]
                    plays += 1
            replayed = replayed.apply(action)
    assert plays >= 4 * 24


@settings(max_examples=examples(300), deadline=None)
@given(hands, st.sampled_from(DECK))
def test_hand_add_and_remove_keep_the_order_a_new_hand_has(cards, card):
    hand = Hand(cards)
    assert hand.count(card) == cards.count(card)  # found by display order, as counted
    if hand.count(card) < 2:
        assert hand.add(card).cards == Hand([*cards, card]).cards
    else:
        with pytest.raises(HandError, match="a third"):
            hand.add(card)
    for held in dict.fromkeys(hand.cards):
        rest = list(hand.cards)
        rest.remove(held)
        assert hand.remove(held).cards == Hand(rest).cards
    if card not in cards:
        with pytest.raises(HandError, match="holds no"):
            hand.remove(card)


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.sampled_from(DOUBLE_DECK.deck.cards), max_size=30), st.sampled_from(DECK))
def test_double_deck_hands_count_add_and_remove_up_to_four_copies(cards, card):
    assume(not cards or max(Counter(cards).values()) <= 4)
    hand = Hand(cards, DOUBLE_DECK.deck)
    assert hand.count(card) == cards.count(card)
    if card.rank in DOUBLE_DECK.deck.ranks and hand.count(card) < 4:
        assert hand.add(card).cards == Hand([*cards, card], DOUBLE_DECK.deck).cards
    else:
        with pytest.raises(HandError):
            hand.add(card)
    if card in cards:
        assert hand.remove(card).count(card) == cards.count(card) - 1


def test_the_planner_memo_stays_bounded_and_never_changes_a_choice(monkeypatch):
    """The best orders the stock planner keeps between turns are forgotten past the limit, and
    a planner with a cold, tiny memo chooses exactly as one with a warm, large one."""
    import pinochle_learn.fastplan as fastplan

    def rounds():
        return [state.history for state in play_rounds(6, 21, TWO_HAND_STOCK)]

    fastplan._MEMOS.clear()
    warm = rounds()
    assert max(len(memo) for _, memo in fastplan._MEMOS.values()) > 40
    monkeypatch.setattr(fastplan, "_MEMO_LIMIT", 40)
    fastplan._MEMOS.clear()
    seen = []
    original = fastplan._Search.__init__

    def watch(self, specs):
        original(self, specs)
        seen.append(len(self.memo))

    monkeypatch.setattr(fastplan._Search, "__init__", watch)
    assert rounds() == warm
    assert max(seen) <= 40  # a search starts with at most the limit kept
    assert seen.count(0) > len(Suit)  # forgotten again and again, not once a trump
    fastplan._MEMOS.clear()


@settings(max_examples=examples(300), deadline=None)
@given(
    meldy_hands,
    st.lists(st.integers(0, 60), max_size=8),
    st.one_of(st.none(), st.integers(1, 8)),
    st.integers(0, 2**16),
)
def test_plan_carried_over_a_card_played_from_the_hand(cards, steps, tricks, seed):
    """A plan one hand card short of the last one (the meld turn after a card played) is carried
    over from it when that card was spare; every such plan is still the explained planner's."""
    hand, table = _random_table(cards, Suit.HEARTS, steps)
    assume(not table.stock_gone)
    spare = fast_plan(hand, table, tricks).spare  # read: the plan is kept for the next turn
    on_table = {tc.card for tc in table.cards}
    for card in sorted(set(hand.cards), key=lambda c: c.sort_key):
        if card in on_table:
            continue
        assert (card in spare) == (card in plan_melds(hand, table, tricks).spare)
        _same_choices(hand.remove(card), table, tricks, seed)
