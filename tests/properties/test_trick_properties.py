"""Legal plays and trick winners against a plain reference written here from RULES.md.

The reference knows nothing of ``play.py`` or ``trick.py``: it ranks cards by their seed
numbers (A 14 > 10 > K 13 > Q 12 > J 11 > 9), finds the winner as the first card of greatest
strength (trump above the suit led above the rest), and builds the legal set tier by tier:
follow suit, else trump, else anything; then, within the tier, the cards that would win.
"""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from pinochle_learn import (
    DECK,
    PARTNERSHIP,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    IllegalActionError,
    Suit,
    can_play,
    legal_plays,
    play_card,
    trick_points,
    trick_winner,
)
from pinochle_learn.render.play_sentences import play_sentence
from tests.examples_budget import examples

TRICK_ORDER = {9: 0, 11: 1, 12: 2, 13: 3, 10: 4, 14: 5}

RULESETS = [
    PARTNERSHIP,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    PARTNERSHIP.variant(name="no-head", must_head_trick=False),
    PARTNERSHIP.variant(name="beat-led", must_beat_led_suit_after_trump=True),
    TWO_HAND_WIDOW.variant(name="no-trump-duty", must_trump=False),
    PARTNERSHIP.variant(name="no-follow", must_follow_suit=False),
    TWO_HAND_STOCK.variant(name="free-for-all", must_follow_suit=False, must_trump=False),
]


def strength(card, led, trump):
    order = TRICK_ORDER[card.rank.seed_number]
    if card.suit == trump:
        return 20 + order
    if card.suit == led:
        return 10 + order
    return 0


def naive_winner(cards, trump):
    led = cards[0].suit
    best = 0
    for i, card in enumerate(cards):
        if strength(card, led, trump) > strength(cards[best], led, trump):
            best = i
    return best


def naive_wins(card, trick, trump):
    return not trick or naive_winner([*trick, card], trump) == len(trick)


def naive_tier(hand, trick, trump, rules):
    led = trick[0].suit
    follow = {c for c in hand if c.suit == led}
    trumps = {c for c in hand if c.suit == trump}
    if rules.must_follow_suit and follow:
        return follow, "follow"
    if rules.must_trump and not follow and trumps:
        return trumps, "trump"
    return set(hand), "free"


def naive_legal(hand, trick, trump, rules, stock_empty):
    if not trick or (rules.free_play_while_stock and not stock_empty):
        return set(hand)
    tier, how = naive_tier(hand, trick, trump, rules)
    if rules.must_head_trick:
        winners = {c for c in tier if naive_wins(c, trick, trump)}
        if winners:
            return winners
        led = trick[0].suit
        trumped = led != trump and any(c.suit == trump for c in trick)
        if rules.must_beat_led_suit_after_trump and how == "follow" and trumped:
            top = max(TRICK_ORDER[c.rank.seed_number] for c in trick if c.suit == led)
            beaters = {c for c in tier if TRICK_ORDER[c.rank.seed_number] > top}
            if beaters:
                return beaters
    return tier


@st.composite
def positions(draw):
    rules = draw(st.sampled_from(RULESETS))
    deck = draw(st.permutations(DECK))
    trick_size = draw(st.integers(0, rules.players - 1))
    hand_size = draw(st.integers(1, rules.hand_size))
    trick = list(deck[:trick_size])
    hand = list(deck[trick_size : trick_size + hand_size])
    trump = draw(st.sampled_from(list(Suit)))
    stock_empty = draw(st.booleans())
    return rules, hand, trick, trump, stock_empty


@settings(max_examples=examples(400), deadline=None)
@given(positions())
def test_legal_set_matches_the_reference(position):
    rules, hand, trick, trump, stock_empty = position
    analysis = legal_plays(hand, trick, trump, rules, stock_empty=stock_empty)
    legal = analysis.legal
    assert legal, "the legal set is never empty"
    assert set(legal) <= set(hand)
    assert len(legal) == len(set(legal))
    assert list(legal) == sorted(legal, key=lambda c: c.sort_key)
    assert set(legal) == naive_legal(hand, trick, trump, rules, stock_empty)
    assert [v.card for v in analysis.verdicts] == sorted(set(hand), key=lambda c: c.sort_key)
    for verdict in analysis.verdicts:
        assert verdict.wins == naive_wins(verdict.card, trick, trump)
        assert verdict.card.label in play_sentence(verdict.reason)
    expected = naive_winner(trick, trump) if trick else None
    assert analysis.winning_so_far == expected


@settings(max_examples=examples(300), deadline=None)
@given(positions())
def test_following_suit_when_holding_it(position):
    rules, hand, trick, trump, stock_empty = position
    free_phase = rules.free_play_while_stock and not stock_empty
    assume(trick and not free_phase and rules.must_follow_suit)
    led = trick[0].suit
    if any(c.suit == led for c in hand):
        legal = legal_plays(hand, trick, trump, rules, stock_empty=stock_empty).legal
        assert all(c.suit == led for c in legal)


@settings(max_examples=examples(300), deadline=None)
@given(positions())
def test_a_winning_card_is_legal_whenever_the_tier_can_win(position):
    rules, hand, trick, trump, stock_empty = position
    assume(trick and rules.must_head_trick)
    assume(stock_empty or not rules.free_play_while_stock)
    tier, _ = naive_tier(hand, trick, trump, rules)
    if any(naive_wins(c, trick, trump) for c in tier):
        analysis = legal_plays(hand, trick, trump, rules, stock_empty=stock_empty)
        assert any(naive_wins(c, trick, trump) for c in analysis.legal)
        assert all(naive_wins(c, trick, trump) for c in analysis.legal)


@settings(max_examples=examples(200), deadline=None)
@given(positions())
def test_play_card_applies_exactly_the_legal_cards(position):
    rules, hand, trick, trump, stock_empty = position
    legal = set(legal_plays(hand, trick, trump, rules, stock_empty=stock_empty).legal)
    for card in set(hand):
        assert can_play(card, hand, trick, trump, rules, stock_empty=stock_empty) == (card in legal)
        if card in legal:
            rest, after = play_card(card, hand, trick, trump, rules, stock_empty=stock_empty)
            assert len(rest) == len(hand) - 1 and after.cards == (*trick, card)
        else:
            try:
                play_card(card, hand, trick, trump, rules, stock_empty=stock_empty)
            except IllegalActionError as error:
                assert repr(str(card)) in str(error)
            else:
                raise AssertionError(f"{card} was played though not legal")


@st.composite
def tricks_with_a_repeat(draw):
    deck = draw(st.permutations(DECK))
    size = draw(st.integers(2, 4))
    cards = list(deck[: size - 1])
    first = draw(st.integers(0, size - 2))
    later = draw(st.integers(first + 1, size - 1))
    cards.insert(later, cards[first])
    trump = draw(st.sampled_from(list(Suit)))
    return cards, later, trump


@settings(max_examples=examples(300), deadline=None)
@given(tricks_with_a_repeat())
def test_winner_invariant_to_the_second_identical_card(case):
    cards, later, trump = case
    index, _ = trick_winner(cards, trump)
    assert index != later
    without = cards[:later] + cards[later + 1 :]
    index_without, _ = trick_winner(without, trump)
    assert cards[index] == without[index_without]
    assert index == (index_without if index_without < later else index_without + 1)
    assert index == naive_winner(cards, trump)


@settings(max_examples=examples(100), deadline=None)
@given(st.permutations(DECK), st.sampled_from([PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW]))
def test_trick_points_of_a_whole_deck_sum_to_the_ruleset_total(deck, rules):
    size = rules.players
    tricks = [deck[i : i + size] for i in range(0, 48, size)]
    total = sum(trick_points(t, rules, last=i == len(tricks) - 1) for i, t in enumerate(tricks))
    assert total == rules.total_trick_points == 250
