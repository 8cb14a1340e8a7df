"""A sentence that names the learner's side is one whole message (s10, leftover 1): "Bill and
You" is a label ("Tu e Bill"), and set inside a sentence it read "Offerta 330 di Tu e Bill",
"Tu e Bill prendono" (Italian says "di te e Bill", "tu e Bill prendete"). Each such sentence
now has its own message with ``{partner}``, so that every language can inflect "you" and make
the verb agree; the English stays as it was. The pseudo-language (``[[...]]``) shows which
messages were looked up: a label nested in a sentence reads ``[[... [[Bill and You]] ...]]``.
And the trick sentences for the learner alone ("You win the trick ... and take"), which
English got wrong ("You wins", "You takes")."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from pinochle_learn import Card, Seat, Suit
from pinochle_learn.figure_checks import FigureProblem, read_figure
from pinochle_learn.render.ending_text import ending_question_text, why_html
from pinochle_learn.render.figure_sentences import figure_sentence
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.names import CAST
from pinochle_learn.render.score_html import score_html
from pinochle_learn.render.score_question_text import score_prompt, side_adds
from pinochle_learn.render.score_sentences import Side
from pinochle_learn.render.trick_html import trick_html
from pinochle_learn.render.trick_panes import result_sentence
from pinochle_learn.ruleset import PARTNERSHIP, TWO_HAND_WIDOW
from pinochle_learn.scoring import score_round
from pinochle_learn.solver import Position, solve
from pinochle_learn.trick import Trick
from tests.pseudo_catalogue import use_pseudo_language

OURS = (Side("Bill and You", plural=True, partner="Bill"), Side("Lisa and Mike", plural=True))


@pytest.fixture
def pseudo_language(monkeypatch: pytest.MonkeyPatch) -> None:
    use_pseudo_language(monkeypatch, {"it"})


@pytest.fixture
def letters_to_x(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every message's letters turned to ``x``: an English "You" left in the output was not in
    the message looked up (it came with a name filled in)."""
    use_pseudo_language(monkeypatch, {"it"}, letters_to_x=True)


def _trick(*codes: str, leader: int, players: int = 4) -> Trick:
    return Trick(Suit.SPADES, tuple(Card.parse(c) for c in codes), leader=leader, players=players)


def _problem(typed: str, team: int) -> FigureProblem:
    found = read_figure(typed, "meld", team)
    assert isinstance(found, FigureProblem)
    return found


def _step(trick: Trick, last: bool = False) -> SimpleNamespace:
    return SimpleNamespace(trick=trick, is_last=last)


def test_the_bid_line_of_the_score_names_you_and_bill_in_one_message(pseudo_language):
    # Bid 330 by North-South (Bill and You): 60 + 150 = 210, short: set.
    score = score_round(bid=330, bidding_team=0, meld=(60, 90), tricks=(150, 100))
    assert "Bid <strong>330</strong> by Bill and You · rules" in score_html(score, names=CAST)
    with speaking("it"):
        html = score_html(score, names=CAST)
    assert "[[Bid <strong>330</strong> by Bill and You · rules: " in html
    assert "[[Bill and You]]" not in html.split("rules:")[0]


def test_the_empty_box_sentence_of_our_side_is_one_message(letters_to_x):
    empty = _problem(" ", 0)
    assert figure_sentence(empty, OURS) == "Type the meld points of Bill and You: the box is empty."
    with speaking("it"):
        said = figure_sentence(empty, OURS)
    assert said == "[[xxxx xxx [[xxxx xxxxxx]] xx Bill xxx xxx: xxx xxx xx xxxxx.]]"
    # the other side keeps the sentence with its label
    assert figure_sentence(_problem("", 1), OURS) == (
        "Type the meld points of Lisa and Mike: the box is empty."
    )


def test_a_whole_number_wanted_from_our_side_is_one_message(letters_to_x):
    bad = _problem("3o0", 0)
    assert figure_sentence(bad, OURS) == (
        "The meld points of Bill and You: '3o0' is not a whole number; type one in the digits 0-9."
    )
    with speaking("it"):
        assert figure_sentence(bad, OURS).startswith("[[xxx [[xxxx xxxxxx]] xx Bill xxx xxx: ")


def test_the_score_question_says_our_side_won_the_auction_in_one_message(pseudo_language):
    assert score_prompt("Bill and You", 300, "Bill") == (
        "Bill and You won the auction at <strong>300</strong>. After the round:"
    )
    assert side_adds("Bill and You", "Bill") == "Bill and You add"
    assert side_adds("Lisa and Mike") == "Lisa and Mike add"
    with speaking("it"):
        assert score_prompt("[[Bill and You]]", 300, "Bill").startswith("[[Bill and You won")
        assert side_adds("[[Bill and You]]", "Bill") == "[[Bill and You add]]"


def test_a_player_of_cutthroat_adds_in_the_singular():
    # The boxes of a cutthroat score question: one player a side, "Bill adds", "You add".
    assert [side_adds(n, person=True) for n in ("Bill", "Lisa", "You")] == [
        "Bill adds",
        "Lisa adds",
        "You add",
    ]


def test_the_trick_result_of_our_side_is_one_message(pseudo_language):
    # Trump ♠; Lisa (East) leads K♥, You (South) A♥, Mike 9♥, Bill (North) 10♥: you win with
    # A♥; the partnership game counts A, 10 and K 10 each: 30 counter points.
    trick = _trick("H13", "H14", "H9", "H10", leader=1)
    assert result_sentence(_step(trick), PARTNERSHIP, CAST) == (
        "You win the trick with A♥; Bill and You take 30 counter points."
    )
    # Bill (North) wins: led by Bill A♥, Lisa 9♥, You K♥, Mike 10♥
    bills = _trick("H14", "H9", "H13", "H10", leader=0)
    said = result_sentence(_step(bills, last=True), PARTNERSHIP, CAST)
    assert said.startswith("Bill wins the trick with A♥; Bill and You take ")
    assert said.endswith("counter points (with the last trick's bonus).")
    with speaking("it"):
        said = result_sentence(_step(trick), PARTNERSHIP, CAST)
    assert said == "[[You win the trick with A♥; Bill and You take 30 counter points.]]"


def test_the_learner_alone_wins_and_takes_in_the_second_person():
    # Two-hand widow: You (North) lead A♥, Lisa plays 9♥: you win; the widow game counts the
    # ace 11, the 9 nothing: 11 counter points.
    trick = _trick("H14", "H9", leader=0, players=2)
    names = ("You", "Lisa")
    assert result_sentence(_step(trick), TWO_HAND_WIDOW, names) == (
        "You win the trick with A♥ and take 11 counter points."
    )
    html = trick_html(trick, names=names, ruleset=TWO_HAND_WIDOW)
    assert "You take <strong>11</strong> counter points" in html
    # Lisa's trick keeps the third person
    lisas = _trick("H9", "H14", leader=0, players=2)
    assert result_sentence(_step(lisas), TWO_HAND_WIDOW, names) == (
        "Lisa wins the trick with A♥; Lisa takes 11 counter points."
    )


def test_the_trick_points_paragraph_of_our_side_is_one_message(pseudo_language):
    trick = _trick("H13", "H14", "H9", "H10", leader=1)
    assert "Bill and You take <strong>" in trick_html(trick, names=CAST, ruleset=PARTNERSHIP)
    with speaking("it"):
        html = trick_html(trick, names=CAST, ruleset=PARTNERSHIP)
    assert "[[Bill and You take <strong>" in html and "[[[[Bill and You]]" not in html


def test_the_ending_names_the_side_to_play_in_whole_sentences(pseudo_language):
    # Partnership, hearts trump, You (South) to play with Bill (North): "for you and Bill" was
    # glued from "You", the word "and" and "Bill", then "You" lower-cased by hand.
    hands = ("H14 S9", "H10 S10", "H9 S14", "H13 S13")
    solution = solve(Position(PARTNERSHIP, "H", hands, Seat.SOUTH))
    assert ending_question_text(solution, CAST) == (
        "Which card takes the most counter points for you and Bill from here, with best play "
        "by both sides?"
    )
    with speaking("it"):
        asked = ending_question_text(solution, CAST)
        why = why_html(solution, "S14", CAST)
    assert asked == (
        "[[Which card takes the most counter points for you and Bill from here, with best play "
        "by both sides?]]"
    )
    assert "[[You and Bill take " in why and "[[and]]" not in why


@pytest.mark.parametrize(
    ("names", "seat", "for_whom", "takes"),
    [
        # partnership, Bill (North) and You (South) against Lisa and Mike
        (CAST, Seat.SOUTH, "you and Bill", "You and Bill take"),
        (CAST, Seat.NORTH, "Bill and You", "Bill and You take"),
        (CAST, Seat.EAST, "Lisa and Mike", "Lisa and Mike take"),
        (("North", "East", "South", "West"), Seat.WEST, "West and East", "West and East take"),
    ],
)
def test_the_ending_sentences_in_english_are_as_before(names, seat, for_whom, takes):
    # The English of every case as the glued words made it before (s10: compared over 20
    # cases of both games and every seat to play).
    hands = ("H14 S9", "H10 S10", "H9 S14", "H13 S13")
    solution = solve(Position(PARTNERSHIP, "H", hands, seat))
    assert ending_question_text(solution, names) == (
        f"Which card takes the most counter points for {for_whom} from here, with best play by "
        "both sides?"
    )
    card = str(solution.cards[0].card)
    assert f". {takes} " in why_html(solution, card, names)


@pytest.mark.parametrize(
    ("names", "for_whom", "takes"),
    [(("You", "Lisa"), "you", "You take"), (("Lisa", "You"), "Lisa", "Lisa takes")],
)
def test_the_ending_of_two_players_in_english_is_as_before(names, for_whom, takes):
    solution = solve(Position(TWO_HAND_WIDOW, "H", ("H14 S9", "H10 S10"), Seat.NORTH))
    assert ending_question_text(solution, names) == (
        f"Which card takes the most counter points for {for_whom} from here, with best play by "
        "both sides?"
    )
    assert f". {takes} " in why_html(solution, "H14", names)
