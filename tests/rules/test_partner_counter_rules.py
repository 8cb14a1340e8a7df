"""The computer seat's counters and a partner's trick (issue 19, point 1: the learner level's
habit a learner saw twice in one round). RULES.md, PARTNERSHIP: counters are A, 10, K; a player
unable to follow must trump, else may play any card.

The rule (``players.opponent_may_take``): a seat gives a counter to the trick its partner is
winning only when no opponent still to play may take it, that is when no card that beats the
winning card is unseen in a suit that opponent has not shown void in.
"""

from __future__ import annotations

import random
from collections import Counter

from pinochle_learn import PARTNERSHIP, Card, Hand, Suit
from pinochle_learn.actions import Play
from pinochle_learn.cards import STANDARD_DECK
from pinochle_learn.players import choose_action, note_voids, opponent_may_take
from pinochle_learn.procedure import Phase
from pinochle_learn.state import RoundState
from pinochle_learn.trick import Trick

SPADES = Suit.SPADES
K_H = Card.parse("H13")


def trick(leader: int, cards: str) -> Trick:
    return Trick(SPADES, tuple(Card.parse(c) for c in cards.split()), leader=leader)


def at_play(hands: dict[int, str], current: Trick, *done: Trick) -> RoundState:
    """A partnership round in the trick phase, trump ♠, with the given hands and tricks."""
    held = tuple(Hand.parse(hands.get(s, "")) for s in range(4))
    return RoundState(
        PARTNERSHIP, trump=SPADES, hands=held, trick=current, tricks=done, phase=Phase.TRICKS
    )


# North (0) and South (2) are partners; East (1) and West (3) the opponents.
# North leads K♥, East follows 9♥: North is winning, South (void in ♥ and ♠) to play, and
# West still to play after South.


def test_keeps_its_ace_when_the_opponent_still_to_play_may_hold_a_higher_heart():
    # A♥ and 10♥ (both copies each) are unseen: West may take the K♥. South plays low: 9♦.
    state = at_play({2: "C14 C10 D9"}, trick(0, "H13 H9"))
    assert state.to_act == 2
    action = choose_action(state, random.Random(0))
    assert action == Play(2, Card.parse("D9"))


def test_gives_its_ace_when_the_opponent_still_to_play_has_shown_it_cannot_take():
    # Trick 1: North's A♥ took East's 9♥, South's Q♥ and West's 9♦: West showed no heart and
    # no spade (it neither followed nor trumped). Now West cannot beat North's K♥: South gives
    # its highest counter, the A♣.
    first = trick(0, "H14 H9 H12 D9")
    state = at_play({2: "C14 C10 D9"}, trick(0, "H13 H9"), first)
    action = choose_action(state, random.Random(0))
    assert action == Play(2, Card.parse("C14"))


def test_gives_its_ace_when_nobody_is_left_to_play():
    # East leads 9♥, South takes it with K♥, West follows J♥; North, last to play, holds no
    # heart and no spade: nobody is left to take South's trick, so North gives it the A♣.
    state = at_play({0: "C14 D9"}, trick(1, "H9 H13 H11"))
    assert state.to_act == 0
    action = choose_action(state, random.Random(0))
    assert action == Play(0, Card.parse("C14"))


def test_an_opponent_void_in_the_suit_may_still_trump():
    # West showed no heart but trumped (it played 9♠ on a heart): it may hold another trump.
    shown: set[Suit] = set()
    note_voids(shown, Suit.HEARTS, Card.parse("S9"), SPADES)
    assert shown == {Suit.HEARTS}
    assert opponent_may_take(K_H, SPADES, Counter(), STANDARD_DECK, [shown])


def test_no_higher_card_unseen_and_no_trump_possible():
    # Both A♥ and both 10♥ seen (the seat holds one of each, two were played): only a trump
    # beats the K♥, and the opponent has shown a void in spades.
    seen = Counter({Card.parse("H14"): 2, Card.parse("H10"): 2})
    assert opponent_may_take(K_H, SPADES, seen, STANDARD_DECK, [{SPADES}]) is False
    assert opponent_may_take(K_H, SPADES, seen, STANDARD_DECK, [set()]) is True


def test_a_trump_winning_is_taken_only_by_a_higher_trump():
    # Q♠ winning (trump): K♠ 10♠ A♠ beat it; the opponent void in spades cannot take it.
    queen = Card.parse("S12")
    assert opponent_may_take(queen, SPADES, Counter(), STANDARD_DECK, [{Suit.HEARTS}])
    assert not opponent_may_take(queen, SPADES, Counter(), STANDARD_DECK, [{SPADES}])
