"""Every self-check kind in every preset game: the kinds a game has (``kinds_for``) make
questions whose stated answer the engine gives again from the question's own situation, and
every other kind is refused by name (``KindRefused``), never a raw engine error."""

from __future__ import annotations

import math

import pytest

from pinochle_learn import (
    PRESETS,
    TWO_HAND_STOCK,
    Card,
    Hand,
    Ruleset,
    Seat,
    Trick,
    check_throw_in,
    legal_plays,
    parse_cards,
    score_round,
    solve_meld,
    trick_points,
    trick_winner,
)
from pinochle_widgets.course.questions import KINDS, KindRefused, Question, kinds_for, make_question
from pinochle_widgets.course.self_check import SelfCheck

SEEDS = range(31)
GAMES = {r.name: r for r in PRESETS}


def _engine_agrees(q: Question, rules: Ruleset) -> None:
    """The engine's answer, worked again from ``q.situation``, is the stated one."""
    s = q.situation
    if q.kind == "winner":
        index, _ = trick_winner(str(s["cards"]), str(s["trump"]))
        assert q.answer == (str(Seat(int(s["leader"])).ahead(index, rules.players)),)  # type: ignore[call-overload]
    elif q.kind == "counters":
        assert q.answer == (trick_points(str(s["cards"]), rules, last=bool(s["last"])),)
    elif q.kind == "legal":
        hand = Hand.parse(str(s["hand"]), rules.deck)
        trick = Trick.parse(
            str(s["trick"]), str(s["trump"]), players=rules.players, copies=rules.deck.copies
        )
        legal = {str(c) for c in legal_plays(hand, trick, str(s["trump"]), rules).legal}
        assert set(q.answer) == legal and legal <= {str(c) for c in hand}
    elif q.kind == "meld":
        result = solve_meld(Hand.parse(str(s["hand"]), rules.deck), str(s["trump"]), rules)
        assert q.answer == tuple(result.class_totals.get(c, 0) for c in (1, 2, 3))
        assert len(parse_cards(str(s["hand"]))) == rules.hand_size
    elif q.kind == "score" and not rules.several_opponents:
        score = score_round(
            rules,
            bid=int(s["bid"]),  # type: ignore[call-overload]
            bidding_team=int(s["team"]),  # type: ignore[call-overload]
            meld=list(s["meld"]),  # type: ignore[call-overload]
            tricks=list(s["tricks"]),  # type: ignore[call-overload]
        )
        assert q.answer == score.deltas and len(q.fields) == rules.side_count
    elif q.kind == "throw_in":
        verdict = check_throw_in(int(s["bid"]), int(s["meld"]), rules)  # type: ignore[call-overload]
        assert q.answer == ("yes" if verdict.legal else "no",)
    elif q.kind == "partner_card":
        hand, card = Hand.parse(str(s["hand"]), rules.deck), Card.parse(str(s["card"]))
        unseen, pile = rules.deck.copies - hand.count(card), rules.deck.size - len(hand)
        size = rules.hand_size
        chance = 1 - math.comb(pile - unseen, size) / math.comb(pile, size)
        assert q.answer == (f"{chance * 100:.1f}%",)
        assert q.answer[0] in {key for _, key in q.choices}
    # every kind: the stated answer is judged right, and it is one of the choices offered
    assert q.judge(q.answer if q.form != "one" else q.answer[0])
    if q.form in ("one", "many"):
        assert set(map(str, q.answer)) <= {key for _, key in q.choices}


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("kind", sorted(k for k in KINDS if not k.startswith("last_tricks")))
def test_a_kind_the_game_has_makes_questions_the_engine_agrees_with(game: str, kind: str) -> None:
    rules = GAMES[game]
    if kind not in kinds_for(rules):
        with pytest.raises(KindRefused) as refused:
            make_question(kind, 0, 0, rules)
        message = str(refused.value)
        assert kind in message and game in message
        assert all(k in message for k in kinds_for(rules))
        assert isinstance(refused.value, ValueError)
        return
    for seed in SEEDS:
        _engine_agrees(make_question(kind, seed, 0, rules), rules)


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("kind", ["last_tricks", "last_tricks_widow"])
def test_the_endings_kinds_in_every_game(game: str, kind: str) -> None:
    # the solver's puzzles: a few seeds (each one solves an ending), judged by the solver
    rules = GAMES[game]
    if kind not in kinds_for(rules):
        with pytest.raises(KindRefused):
            make_question(kind, 0, 0, rules)
        return
    for seed in range(3):
        _engine_agrees(make_question(kind, seed, 0, rules), rules)


def test_what_each_game_has_is_read_from_its_rules() -> None:
    # RULES.md: the stock game has no auction (so no score of a bid, no throw-in) and nobody
    # passes; a game of two sides of one has no partner; cutthroat has three sides.
    has = {name: set(kinds_for(rules)) for name, rules in GAMES.items()}
    assert set(KINDS) == has["partnership"]
    assert {"score", "next_bid", "throw_in", "pass_cards", "partner_card"}.isdisjoint(
        has["two-hand-stock"]
    )
    assert {"score", "next_bid"} <= has["two-hand-widow"]
    assert {"throw_in", "pass_cards", "partner_card"}.isdisjoint(has["two-hand-widow"])
    assert "last_tricks" not in has["cutthroat"] and "score" in has["cutthroat"]
    assert {"partner_card", "throw_in"} <= has["double-deck"]
    assert "pass_cards" not in has["double-deck"]  # DOUBLE_DECK: pass_cards=0


def test_the_self_check_says_a_refused_kind_in_words() -> None:
    check = SelfCheck(["score", "meld"], ruleset=TWO_HAND_STOCK)
    text = check.prompt.value
    assert "pl-q-refused" in text and "two-hand-stock" in text and "auction" in text
    assert "Traceback" not in text and not check.answers.children
    assert check.check_button.disabled and check.answer([0]) is False
    check.new_question()  # the next kind the game has is asked as usual
    assert check.question.kind == "meld" and not check.check_button.disabled
