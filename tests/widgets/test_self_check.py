"""The self-check helper, headless: seeded questions made by the engine, judged against answers
worked out here by hand from RULES.md, and a changed engine answer changes the verdict."""

from __future__ import annotations

import pytest

from pinochle_learn import Suit, Verdict, parse_cards
from pinochle_widgets.course import play_questions, score_questions
from pinochle_widgets.course.questions import KINDS, make_question
from pinochle_widgets.course.self_check import SelfCheck

ORDER = "9 J Q K 10 A"  # RULES.md Cards: rank in tricks, low to high
SEED_MELD = 5  # a hand whose meld changes with the trump
COUNTERS = {"A": 10, "10": 10, "K": 10}  # RULES.md PARTNERSHIP Counting


def _rank(card: object) -> int:
    return ORDER.split().index(card.rank.short)  # type: ignore[attr-defined]


def _winner_by_hand(cards: str, trump: str) -> int:
    """Highest trump, else highest card of the suit led; the first of two identical wins."""
    played = parse_cards(cards)
    best = 0
    for i, card in enumerate(played):
        top = played[best]
        if card.suit.letter == trump and top.suit.letter != trump:
            best = i
        elif card.suit is top.suit and _rank(card) > _rank(top):
            best = i
    return best


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_same_seed_same_question_and_the_engine_answer_is_right(kind: str) -> None:
    q = make_question(kind, 11, 2)
    assert q == make_question(kind, 11, 2)
    assert q.judge(q.answer if q.form != "one" else q.answer[0])
    assert q.answer_words and q.explanation
    # the answer is not in the question's page text
    assert q.answer_words not in q.prompt


@pytest.mark.parametrize("number", range(12))
def test_winner_matches_the_rules_worked_by_hand(number: int) -> None:
    q = make_question("winner", 5, number)
    cards, trump, leader = q.situation["cards"], q.situation["trump"], q.situation["leader"]
    index = _winner_by_hand(str(cards), str(trump))
    assert q.answer == (str((int(leader) + index) % 4),)  # type: ignore[call-overload]


@pytest.mark.parametrize("number", range(12))
def test_counters_match_the_rules_worked_by_hand(number: int) -> None:
    q = make_question("counters", 3, number)
    cards = parse_cards(str(q.situation["cards"]))
    last = 10 if q.situation["last"] else 0
    expected = sum(COUNTERS.get(c.rank.short, 0) for c in cards) + last
    assert q.answer == (expected,)


@pytest.mark.parametrize("number", range(12))
def test_throw_in_and_score_match_the_rules_worked_by_hand(number: int) -> None:
    q = make_question("throw_in", 9, number)
    bid, meld = int(q.situation["bid"]), int(q.situation["meld"])  # type: ignore[call-overload]
    assert q.answer == ("yes" if bid > meld + 250 else "no",)

    s = make_question("score", 9, number).situation
    bid, team = int(s["bid"]), int(s["team"])  # type: ignore[call-overload]
    meld, tricks = s["meld"], s["tricks"]
    expected = [0, 0]
    other = 1 - team
    expected[other] = meld[other] + tricks[other] if tricks[other] > 0 else 0  # type: ignore[index]
    made = tricks[team] > 0 and meld[team] + tricks[team] >= bid  # type: ignore[index,operator]
    expected[team] = meld[team] + tricks[team] if made else -bid  # type: ignore[index,operator]
    assert make_question("score", 9, number).answer == tuple(expected)


@pytest.mark.parametrize("number", range(12))
def test_cutthroat_score_matches_the_rules_worked_by_hand(number: int) -> None:
    # #cutthroat.made / set: the bid winner adds meld + tricks when they reach the bid (and it
    # took a trick point), else loses the bid; #cutthroat.defenders / no-tricks: each other
    # player adds their own meld + tricks, nothing without a trick point.
    q = make_question("cutthroat_score", 4, number)
    s = q.situation
    bid, bidder = int(s["bid"]), int(s["bidder"])  # type: ignore[call-overload]
    meld, tricks = s["meld"], s["tricks"]
    assert sum(tricks) == 250  # type: ignore[arg-type]
    expected = []
    for seat in range(3):
        points = meld[seat] + tricks[seat]  # type: ignore[index]
        if seat == bidder:
            made = tricks[seat] > 0 and points >= bid  # type: ignore[index,operator]
            expected.append(points if made else -bid)
        else:
            expected.append(points if tricks[seat] > 0 else 0)  # type: ignore[index,operator]
    assert q.answer == tuple(expected)
    assert len(q.fields) == 3


def test_a_changed_engine_answer_changes_the_verdict(monkeypatch: pytest.MonkeyPatch) -> None:
    check = SelfCheck(["throw_in"], seed=2)
    said = check.question.answer[0]
    real = score_questions.check_throw_in

    def flipped(bid: int, meld: int, ruleset: object) -> Verdict:
        # the engine's verdict for another meld, so that it says the opposite
        verdict = real(bid, meld, ruleset)  # type: ignore[arg-type]
        return real(bid, bid, ruleset) if verdict.legal else real(1000, 0, ruleset)  # type: ignore[arg-type]

    monkeypatch.setattr(score_questions, "check_throw_in", flipped)
    again = SelfCheck(["throw_in"], seed=2)
    assert again.question.answer != (said,)
    assert again.answer(said) is False
    assert again.question.explanation in again.verdict.value


def test_a_changed_meld_answer_changes_the_verdict(monkeypatch: pytest.MonkeyPatch) -> None:
    typed = list(make_question("meld", SEED_MELD, 0).answer)
    real = play_questions.solve_meld

    def other_trump(hand: object, trump: Suit, rules: object, **kw: object) -> object:
        return real(hand, Suit((trump + 1) % 4), rules, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(play_questions, "solve_meld", other_trump)
    check = SelfCheck(["meld"], seed=SEED_MELD)
    assert check.question.answer != tuple(typed)
    assert check.answer(typed) is False


def test_right_wrong_score_and_the_explanation_only_after_answering() -> None:
    check = SelfCheck(["winner", "counters"], seed=8)
    q = check.question
    assert check.verdict.value == ""
    assert q.explanation not in check.prompt.value
    wrong = next(key for _, key in q.choices if key != q.answer[0])
    check.answers.children[0].children[[k for _, k in q.choices].index(wrong)].click()
    assert (check.right, check.answered) == (0, 1)
    assert 'data-right="false"' in check.verdict.value and q.explanation in check.verdict.value
    check.answer(q.answer[0])  # a second answer to the same question does not count
    assert (check.right, check.answered) == (0, 1)
    check.new_button.click()
    q2 = check.question
    assert q2.kind == "counters" and check.verdict.value == ""
    check._boxes[0].value = int(q2.answer[0])
    check.check_button.click()
    assert (check.right, check.answered) == (1, 2)
    assert 'data-right="true"' in check.verdict.value
    assert 'data-right="1" data-answered="2"' in check.score.value


def test_a_teacher_fixed_set_gives_the_same_questions_and_restarts_the_score() -> None:
    a, b = SelfCheck(["legal"], seed=42), SelfCheck(["legal"], seed=42)
    a.new_button.click()
    b.new_button.click()
    assert a.question == b.question
    a.answer(list(a.question.answer))
    a.seed.value = 7
    assert (a.number, a.right, a.answered) == (0, 0, 0)
    assert a.question == make_question("legal", 7, 0)


def test_unknown_kind_is_named() -> None:
    with pytest.raises(ValueError, match="unknown question kind 'bogus'"):
        SelfCheck(["bogus"])


def test_cards_are_picked_by_clicking_the_hand() -> None:
    check = SelfCheck(["legal"], seed=3)
    q = check.question
    assert check._hand is not None and [str(c) for c in check._hand.shown] == list(q.cards)
    for code in q.answer:
        check._hand.click(str(code))
    check._hand.click(str(q.answer[0]))  # a second click puts it back...
    check._hand.click(str(q.answer[0]))  # ...and a third picks it again
    selected = {c["code"] for c in check._hand.cards if c["selected"]}
    assert selected == set(q.answer)
    check.check_button.click()
    assert (check.right, check.answered) == (1, 1)
    assert check._hand.disabled


def test_the_double_deck_questions_deal_twenty_cards_with_four_copies() -> None:
    # docs/rules.md #dd.deck, #dd.no-dix, #dd.counters: hands of 20 from 80 cards, up to four
    # copies of a card in a hand or a trick, no dix in the meld question, 1 per A 10 K.
    from collections import Counter

    from pinochle_learn import Card, solve_meld
    from pinochle_learn.ruleset import DOUBLE_DECK
    from pinochle_widgets.course.questions import make_question

    fours = 0
    for number in range(1, 13):
        meld = make_question("meld", 3, number, DOUBLE_DECK)
        hand = meld.situation["hand"].split()
        assert len(hand) == 20 and not any(code.endswith("9") for code in hand)
        fours += max(Counter(hand).values()) > 2
        assert meld.fields[0] == "class 1: runs, marriages"
        result = solve_meld(" ".join(hand), meld.situation["trump"], DOUBLE_DECK)
        assert meld.answer == tuple(result.class_totals.get(c, 0) for c in (1, 2, 3))
        counters = make_question("counters", 3, number, DOUBLE_DECK)
        cards = [Card.parse(c) for c in counters.situation["cards"].split()]
        worth = sum(c.rank.short in ("A", "10", "K") for c in cards)
        assert counters.answer == (worth + 2 * counters.situation["last"],)
        make_question("legal", 3, number, DOUBLE_DECK)
        make_question("winner", 3, number, DOUBLE_DECK)
    assert fours  # some hand holds three or four copies of a card, which 48 cards never deal
    assert make_question("meld", 3, 1).fields[0] == "class 1: runs, marriages, dix"
