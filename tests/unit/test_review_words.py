"""The review's words (render/review_text): a game it does not take said plainly, "Best card?"
seeing all hands as one phrase, and going back to a card that was already best."""

from __future__ import annotations

from pinochle_learn import TWO_HAND_STOCK, Card, Seat
from pinochle_learn.render.review_text import best_card_html, not_offered_text, went_back_text
from pinochle_learn.ruleset import DOUBLE_DECK, THREE_HAND_CUTTHROAT
from pinochle_learn.solver import Position, solve
from pinochle_learn.solver.review import Turn, judge


def _stock_lead(played: str) -> Turn:
    # Stock game, trump ♥, the last 2 tricks: North leads holding A♥ 9♠, East 10♥ 10♠.
    # 9♠ led: East must head with 10♠ (10); East leads 10♥, North's A♥ heads it: 10 + 10 + the
    # last trick's 10 = 30 for North. A♥ led first: 20. So 9♠ is best.
    position = Position(TWO_HAND_STOCK, "H", ("H14 S9", "H10 S10"), Seat.NORTH)
    return Turn(23, position, Card.parse(played))


def test_going_back_to_a_card_already_best_says_so():
    assert went_back_text(judge(_stock_lead("S9"))) == (
        "Back at trick 23, before your 9♠: your 9♠ was already the best card here."
    )
    assert went_back_text(judge(_stock_lead("H14"))) == (
        "Back at trick 23, before your A♥: the best card here was 9♠. Try it."
    )


def test_not_offered_names_the_game_in_lower_case_and_the_search_plainly():
    assert not_offered_text(THREE_HAND_CUTTHROAT) == (
        "Reviewing a round is not offered in three-hand cutthroat pinochle yet: the exact "
        "best-play search handles two sides, one against the other, and here three players "
        "each play for themselves."
    )
    assert not_offered_text(DOUBLE_DECK) == (
        "Reviewing a round is not offered in double-deck partnership pinochle (80 cards) yet: "
        "the exact best-play search handles a deck with two copies of each card, and this deck "
        "has four."
    )


def test_best_card_seeing_all_hands_is_one_phrase_not_a_tail():
    solution = solve(_stock_lead("S9").position, lines=False)
    html = best_card_html(solution, sees_all_hands=True)
    assert (
        "<p>With all hands seen and best play by both sides, your side takes from here (of "
        "the 40 counter points left, the last trick&#x27;s 10 included):</p>"
    ) in html
    assert "included): seeing all hands." not in html
