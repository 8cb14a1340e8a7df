"""Every word of the card, meld, trick and reason renderers goes through the catalogue
(issue 23): under a pseudo-language that wraps each message in ``[[ ]]``, no English word is
left outside the brackets but the cast's names, and every placeholder is filled."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from pinochle_learn import (
    PARTNERSHIP,
    TWO_HAND_WIDOW,
    Auction,
    Bid,
    Card,
    Hand,
    Keep,
    Pass,
    RoundState,
    Seat,
    Trick,
    deal_from_seed,
    legal_plays,
    play_card,
    solve_meld,
)
from pinochle_learn.play import PlayVerdict
from pinochle_learn.reasons import Reason, Why
from pinochle_learn.render.action_sentences import action_sentence, people_of
from pinochle_learn.render.bid_text import opening_offer, raise_offer
from pinochle_learn.render.card_view import CardView
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.html import hand_html, meld_html
from pinochle_learn.render.meld_hint import meld_hint_html
from pinochle_learn.render.names import CAST, is_learner, seat_name, team_label
from pinochle_learn.render.person import Person
from pinochle_learn.render.play_sentences import play_sentence, refusal_reason, win_sentence
from pinochle_learn.render.reason_sentences import reason_sentence
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.render.text import meld_text
from pinochle_learn.render.trick_html import play_html, trick_html
from pinochle_learn.render.trick_panes import hands_table_html, taken_html, turn_html
from pinochle_learn.render.trick_text import legal_text, stepper_refusal

NAMES = {"Bill", "Lisa", "Mike"}


def _readable(html: str) -> str:
    """What a reader meets in ``html``: its text and its ``aria-label`` and ``title`` values
    (tags, class names and data attributes are not words)."""
    said = re.findall(r'(?:aria-label|title)="([^"]*)"', html)
    return " ".join([re.sub(r"<[^>]+>", " ", html), *said])


def _bare_words(text: str) -> set[str]:
    """The words left outside every ``[[ ]]`` (innermost brackets removed first)."""
    while True:
        shorter = re.sub(r"\[\[[^\[\]]*\]\]", " ", text)
        if shorter == text:
            break
        text = shorter
    return set(re.findall(r"[A-Za-z]{2,}", text)) - NAMES


def _assert_translated(text: str) -> None:
    assert "[[" in text, text
    assert "{" not in text and "}" not in text, text
    assert _bare_words(_readable(text)) == set(), text


@dataclass(frozen=True)
class Step:
    """A moment of the trick stepper (the panes' ``TrickStep``)."""

    hands: tuple[Hand, ...]
    trick: Trick
    taken: tuple[int, ...]
    won: tuple[int, ...]
    to_play: int | None
    is_last: bool


def _verdicts() -> list[PlayVerdict]:
    """Several cards' reasons: follow suit, head the trick, trump, free discard, lead."""
    cases = [
        ("H9 H10 H14 C9", Trick.parse("H12 C9", "S", leader=0)),
        ("C9 S10 S9", Trick.parse("H12", "S", leader=0)),
        ("C9 D10", Trick.parse("H12", "S", leader=0)),
        ("C9 D10 H14", Trick.parse("", "S", leader=1)),
    ]
    return [v for hand, trick in cases for v in legal_plays(hand, trick, "S", PARTNERSHIP).verdicts]


def test_meld_words_go_through_the_catalogue(pseudo_language: None) -> None:
    result = solve_meld("H14 H10 H13 H13 H12 H12 H11 S12 D11", "H", PARTNERSHIP)
    _assert_translated(meld_html(result))
    _assert_translated(meld_text(result))
    _assert_translated(meld_html(solve_meld("", "H", PARTNERSHIP)))
    _assert_translated(hand_html(Hand.parse("S12 D11")))
    _assert_translated(meld_hint_html("S14 S10 S13 S12 S11 D11 C9", TWO_HAND_WIDOW))
    _assert_translated(meld_hint_html("S14 S10 S13 S12 S11 D11 C9", PARTNERSHIP))


def test_play_words_go_through_the_catalogue_for_every_person(pseudo_language: None) -> None:
    for verdict in _verdicts():
        for seat in (1, 2):
            player = Person.of(seat, CAST)
            _assert_translated(play_sentence(verdict.reason, player))
            _assert_translated(refusal_reason(verdict.reason, player))
    analysis = legal_plays("H9 H10 H14 C9", Trick.parse("H12 C9", "S", leader=0), "S", PARTNERSHIP)
    _assert_translated(play_html(analysis, names=CAST))
    _assert_translated(play_html(analysis))
    _assert_translated(legal_text(analysis))


def test_the_learner_is_spoken_to_in_the_language(pseudo_language: None) -> None:
    """The cast's "You" is a word: shown translated, and still the learner's seat."""
    assert seat_name(2, CAST) == "[[You]]"
    assert seat_name(0) == "[[North]]"
    assert is_learner(seat_name(2, CAST))
    # the learner's side is one whole message, the partner filled in (Italian "Tu e Bill")
    assert team_label(0, 4, CAST) == "[[{partner} and You]]".format(partner="Bill")
    ten = legal_plays("C10 H9", "H13 H12", "S", PARTNERSHIP).verdict("C10").reason
    assert play_sentence(ten, Person.of(2, CAST)).startswith("[[You hold ")
    assert play_sentence(ten, Person.of(1, CAST)).startswith("[[Lisa holds ")


def test_trick_words_go_through_the_catalogue(pseudo_language: None) -> None:
    done = Trick.parse("D10 D14 D14 D9", "S", leader=0)
    _assert_translated(trick_html(done, names=CAST, ruleset=PARTNERSHIP, last=True))
    _assert_translated(trick_html(done, ruleset=PARTNERSHIP, announce=False))
    _assert_translated(trick_html(Trick.parse("H12", "S", leader=3), names=CAST))
    _assert_translated(trick_html(Trick.parse("", "S", leader=3)))
    _assert_translated(win_sentence(done.reason))
    hands = (Hand.parse("S9"), Hand.parse("H9"), Hand.parse(""), Hand.parse("C9"))
    step = Step(hands, done, (30, 0), (1, 0), None, False)
    _assert_translated(turn_html(step, None, "", PARTNERSHIP, CAST))
    _assert_translated(taken_html(step, PARTNERSHIP, CAST))
    _assert_translated(hands_table_html(step, CAST))
    playing = Step(hands, Trick.parse("H12", "S", leader=0), (0, 0), (0, 0), 1, False)
    lisa = legal_plays("H9", playing.trick, "S", PARTNERSHIP)
    _assert_translated(turn_html(playing, lisa, "", PARTNERSHIP, CAST))
    _assert_translated(turn_html(playing, None, "", PARTNERSHIP, None))


def test_reasons_actions_and_refusals_go_through_the_catalogue(pseudo_language: None) -> None:
    a = Auction(Seat.NORTH).apply(Bid(Seat.EAST, 250))
    for names in (None, CAST):
        _assert_translated(reason_text(a.check(Bid(Seat.NORTH, 260)).reason, names))
        _assert_translated(reason_sentence(a.why, names))
        passed = a.apply(Pass(Seat.SOUTH)).check(Pass(Seat.SOUTH)).reason
        _assert_translated(reason_text(passed, names))
    stuck = Auction(Seat.WEST)
    for seat in (Seat.NORTH, Seat.EAST, Seat.SOUTH):
        stuck = stuck.apply(Pass(seat))
    _assert_translated(reason_sentence(stuck.why, ("Bill", "Lisa", "Mike", "You")))
    _assert_translated(reason_sentence(Reason(Why.HAND_SIZES_DIFFER, figures=(3, 3, 2, 3)), CAST))
    people = people_of(("You", "Lisa"))
    state = RoundState(TWO_HAND_WIDOW, Seat.EAST)
    deal = deal_from_seed(4, Seat.EAST, TWO_HAND_WIDOW)
    _assert_translated(action_sentence(deal, state, people))
    state = state.apply(deal)
    _assert_translated(action_sentence(Keep(Seat.EAST), state, people))
    _assert_translated(action_sentence(Keep(Seat.EAST), state, people, learner=Seat.NORTH))
    _assert_translated(action_sentence(Bid(Seat.NORTH, 260), state, people))
    with pytest.raises(ValueError) as refused:
        play_card("C10", "H14 H9 C10", "H13 H12", "S", PARTNERSHIP)
    _assert_translated(error_text(refused.value).replace("'C10'", ""))
    no_ace = Reason(Why.NO_SUCH_CARD, Seat.EAST, cards=(Card.parse("SA"),))
    _assert_translated(stepper_refusal(no_ace, 1, CAST))
    _assert_translated(stepper_refusal(Reason(Why.TRICK_COMPLETE), None))
    _assert_translated(opening_offer(PARTNERSHIP))
    _assert_translated(raise_offer(Auction(Seat.NORTH, PARTNERSHIP).apply(Bid(Seat.EAST, 250))))
    view = CardView(Card.parse("H14"), "refused", "why", selected=True, received=True)
    _assert_translated(view.aria_label().replace("why", ""))
