"""Sentences in the lessons' names: a play verdict speaks to the player to act ("you must follow
suit") when that is the learner; about any other seat it names that seat, with verbs that agree.
The person is an argument of the renderer (``render.person``), never English rewritten."""

from __future__ import annotations

import random
import re

import pytest

from pinochle_learn import (
    DECK,
    PARTNERSHIP,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    Auction,
    Bid,
    Hand,
    Pass,
    Seat,
    Trick,
)
from pinochle_learn.play import PlayWhy, check_play, legal_plays
from pinochle_learn.reasons import Why
from pinochle_learn.render.names import agree, is_learner
from pinochle_learn.render.person import Person
from pinochle_learn.render.play_sentences import _PLAY, _WIN, play_sentence
from pinochle_learn.render.reason_sentences import _SAY, reason_sentence
from pinochle_learn.render.trick_html import reasons_html, verdict_why
from pinochle_learn.trick import WinWhy

NAMES = ("Bill", "Lisa", "You", "Mike")
SECOND_PERSON = re.compile(r"\b[Yy]ou(rs?)?\b")
BAD_AGREEMENT = re.compile(r"\b(Bill|Lisa|Mike|North|East|West) (hold|have|lead)\b|but hold\b")
RULESETS = [
    PARTNERSHIP,
    PARTNERSHIP.variant(name="no-head", must_head_trick=False),
    PARTNERSHIP.variant(name="beat-led", must_beat_led_suit_after_trump=True),
    PARTNERSHIP.variant(name="free", must_follow_suit=False, must_trump=False),
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
]


def positions(count: int = 400):
    """Random positions: a hand to play to a trick in progress, every rule tier reached."""
    rng = random.Random(2024)
    for n in range(count):
        rules = RULESETS[n % len(RULESETS)]
        deck = list(DECK)
        rng.shuffle(deck)
        played = rng.randrange(rules.players)
        leader = rng.randrange(rules.players)
        trick = Trick(rng.choice(list(DECK)).suit, (), leader, rules.players)
        for card in deck[:played]:
            trick = trick.add(card)
        hand = Hand(deck[played : played + rng.randrange(1, 8)])
        yield rules, hand, trick


@pytest.mark.parametrize("names", [NAMES, None])
def test_a_verdict_about_another_seat_names_it_and_never_says_you(names) -> None:
    seen_rules = set()
    for rules, hand, trick in positions():
        analysis = legal_plays(hand, trick, trick.trump, rules, stock_empty=bool(len(hand) % 2))
        seat = trick.to_play
        for verdict in analysis.verdicts:
            seen_rules.add(verdict.rule)
            why = play_sentence(verdict.reason, Person.of(seat, names))
            name = (names or ("North", "East", "South", "West"))[seat]
            if is_learner(name):
                assert why == play_sentence(verdict.reason)
                continue
            assert not SECOND_PERSON.search(why), why
            assert not BAD_AGREEMENT.search(why), why
            assert verdict_why(verdict, analysis, names or ("North", "East", "South", "West")) == (
                why
            )
    assert len(seen_rules) >= 6


def test_a_card_not_held_is_about_the_seat_too() -> None:
    verdict = check_play("S14", "H9 H10", "H12", "S", PARTNERSHIP)
    assert play_sentence(verdict.reason, Person.of(1, NAMES)) == (
        "Lisa holds no A♠: only a card in Lisa's hand may be played."
    )


def test_reasons_for_the_learner_speak_to_you_without_a_heading() -> None:
    trick = Trick.parse("H12 C9", "S", leader=0)
    html = reasons_html(legal_plays("H9 H10 H14", trick, "S", PARTNERSHIP), names=NAMES)
    assert "pl-reasons-whose" not in html and "you must head the trick" in html
    round_names = ("North (partner)", "East", "South (you)", "West")
    html = reasons_html(legal_plays("H9 H10 H14", trick, "S", PARTNERSHIP), names=round_names)
    assert "pl-reasons-whose" not in html and "you must head the trick" in html


def test_every_code_has_one_sentence_function() -> None:
    assert set(_PLAY) == set(PlayWhy) and set(_WIN) == set(WinWhy)


def test_names_marked_you_keep_their_labels() -> None:
    names = ("North (partner)", "East", "South (you)", "West")
    assert Person.of(0, names).says("hold", "holds") == "North (partner) holds"
    assert Person.of(2, names).says("hold", "holds") == "You hold"
    assert agree("You", "deals", "deal") == "You deal"
    assert agree("South (you)", "deals", "deal") == "South (you) deals"


def test_free_discard_sentence_when_trump_is_led_says_no_trump_once() -> None:
    analysis = legal_plays("D10 C11 C9", "S9", "S", PARTNERSHIP)
    assert play_sentence(analysis.verdict("D10").reason) == (
        "You have no spades (trump), the suit led: you may play any card; 10♦ cannot win the trick."
    )
    assert play_sentence(analysis.verdict("D10").reason, Person("Mike")) == (
        "Mike has no spades (trump), the suit led: Mike may play any card; "
        "10♦ cannot win the trick."
    )


def test_every_verdict_code_outside_the_tricks_has_one_sentence_function() -> None:
    assert set(_SAY) == set(Why)


def test_auction_sentences_speak_to_the_learner_and_of_others_by_name() -> None:
    # North deals; East bids 250; South passes. Lisa (East) and "You" (South).
    a = Auction(Seat.NORTH).apply(Bid(Seat.EAST, 250)).apply(Pass(Seat.SOUTH))
    assert reason_sentence(a.why) == "West to bid over East's 250 (+10 or +20), or pass."
    assert reason_sentence(a.why, NAMES) == "Mike to bid over Lisa's 250 (+10 or +20), or pass."
    refused = a.check(Bid(Seat.SOUTH, 260)).reason
    assert reason_sentence(refused, NAMES) == (
        "you have passed and are skipped for the rest of the auction"
    )
    assert reason_sentence(refused) == (
        "South has passed and is skipped for the rest of the auction"
    )
    passes = Auction(Seat.NORTH).check(Pass(Seat.EAST)).reason
    assert reason_sentence(passes, ("Bill", "You", "Lisa", "Mike")) == (
        "you are skipped for the rest of the auction"
    )


def test_every_meld_kind_and_note_code_has_its_words() -> None:
    from pinochle_learn.meld import NoteWhy
    from pinochle_learn.meldkinds import MeldKind
    from pinochle_learn.render.meld_sentences import _NOTES, KIND_NAMES

    assert set(KIND_NAMES) == set(MeldKind) and set(_NOTES) == set(NoteWhy)
    assert all(" " not in kind.value for kind in MeldKind)  # identifiers, not English


def test_every_score_and_game_code_has_one_sentence_function() -> None:
    from pinochle_learn.render.score_sentences import _GAME, _LINES
    from pinochle_learn.scoring import GameWhy, ScoreWhy

    assert set(_LINES) == set(ScoreWhy) and set(_GAME) == set(GameWhy)


def test_score_sentences_agree_with_a_plural_side() -> None:
    from pinochle_learn.render.score_sentences import Side, score_sentence
    from pinochle_learn.scoring import score_round

    s = score_round(bid=330, bidding_team=0, meld=(60, 90), totals=(500, 400))
    assert score_sentence(s.teams[0].reason) == (
        "Team 0 threw the hand in: it loses the bid, 330, and its 60 meld does not count."
    )
    assert score_sentence(s.teams[0].reason, Side("Bill and You", plural=True)) == (
        "Bill and You threw the hand in: they lose the bid, 330, and their 60 meld does not count."
    )
