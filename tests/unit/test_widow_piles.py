"""The widow game's piles as the learner reads them while building (issue 22: the felt said
"48 cards face down" while the first card drawn was already in the learner's hand).

RULES.md, TWO_HAND_WIDOW: the whole deck is the widow, face down; the player to move draws a
card and sees it. Worked out by hand: 48 cards, one drawn and shown, so 47 lie face down. After
both players' first turns (each keeps one card and discards one) 44 are left in the widow and 2
in the discards; the next drawer's card makes it 43 face down.
"""

from __future__ import annotations

from pinochle_learn import TWO_HAND_WIDOW, Keep, RoundState, Seat, deal_from_seed
from pinochle_learn.render.widow_text import build_prompt, piles_left, widow_centre_note

NAMES = ("You", "Lisa")


def _dealt() -> RoundState:
    """North deals, so North builds first (seed 004 item 3: the dealer draws first)."""
    state = RoundState(TWO_HAND_WIDOW, Seat.NORTH)
    return state.apply(deal_from_seed(4, Seat.NORTH, TWO_HAND_WIDOW))


def test_the_card_drawn_is_not_counted_face_down() -> None:
    state = _dealt()
    assert state.to_act is Seat.NORTH and state.drawn is not None
    assert piles_left(state) == (47, 0)
    assert build_prompt(state, NAMES).startswith(
        f"You draw {state.drawn.label} from the widow (47 cards face down):"
    )
    assert widow_centre_note(state, NAMES, learner=Seat.NORTH).endswith(
        "widow\u00a047 · discards\u00a00"
    )


def test_after_a_turn_each_the_piles_are_counted_by_hand() -> None:
    state = _dealt().apply(Keep(Seat.NORTH))
    state = state.apply(Keep(state.to_act))
    assert state.to_act is Seat.NORTH
    assert (len(state.stock), len(state.discards)) == (44, 2)
    assert piles_left(state) == (43, 2)
    assert "(43 cards face down)" in build_prompt(state, NAMES)
