"""The engine holds codes and data; every English word learners read is made in ``render/``.

STYLE.md 11b ("Sentences have one home"). Two guards: the engine's public objects have no
attribute that makes words (the nouns, labels and titles now live in ``render/words.py``),
and no English phrase is written in an engine module outside an error message (the API's
``ValueError`` subclasses keep English messages that name the bad value), a docstring, or a
ruleset's ``source`` reference. A new phrase in the engine makes the second test fail and
names the file and line.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import pinochle_learn
from pinochle_learn import PARTNERSHIP, Card, Rank, Seat, Suit, score_round
from pinochle_learn import seats as seats_module
from pinochle_learn.errors import ScoreError
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.words import card_name, ruleset_title, seat_label, side_name, suit_noun
from pinochle_learn.ruleset import Ruleset

ENGINE = Path(pinochle_learn.__file__).parent
NOT_ENGINE = {"render", "cli.py", "serve.py", "simulate.py"}
"""The renderers and the command line: the layers that make words."""

PHRASE = re.compile(r"[A-Za-z]{2,}[ ,:;']+[A-Za-z]{2,}")
"""Two words in a row: a phrase a learner could read."""

ERROR_HELPERS = {
    "shown",
    "_text",
    "_bad",
    "_pair",
    "_need",
    "_check",
    "_member",
    "_refused_line",
    "_problems_line",
}
"""Engine helpers that build an error message (their strings are error text); a new helper
whose string arguments only go into a raised error is added here."""


@pytest.mark.parametrize(
    ("thing", "attribute"),
    [
        (Suit.SPADES, "noun"),
        (Rank.QUEEN, "noun"),
        (Card.parse("QS"), "name"),
        (Seat.NORTH, "label"),
        (PARTNERSHIP, "title"),
        (seats_module, "team_name"),
    ],
)
def test_the_engines_objects_have_no_word_making_attribute(thing: object, attribute: str) -> None:
    assert not hasattr(thing, attribute)


def test_the_words_for_the_engines_codes_are_made_in_render() -> None:
    assert (suit_noun(Suit.CLUBS), card_name(Card.parse("H10"))) == ("clubs", "ten of hearts")
    assert (seat_label(Seat.WEST), side_name(0), side_name(1, players=2)) == (
        "West",
        "North–South",
        "East",
    )
    assert ruleset_title(PARTNERSHIP) == "Partnership auction pinochle (four hands)"
    assert "title" not in Ruleset.__dataclass_fields__


def test_a_score_table_row_is_figures_and_codes() -> None:
    # Bid 300 set: 120 meld + 170 trick points = 290 < 300 (RULES.md, PARTNERSHIP Round score).
    row = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(170, 80)).to_rows()[0]
    assert all(re.fullmatch(r"[a-z_]+", key) for key in row)
    assert (row["outcome"], row["code"], row["change"]) == ("set", "set", -300)
    words = [v for v in row.values() if isinstance(v, str)]
    assert not [w for w in words if not re.fullmatch(r"[a-z_]+", w)]


def test_a_refused_throw_in_is_raised_as_data_and_worded_in_render() -> None:
    # RULES.md, PARTNERSHIP Throw-in: a hand may be thrown in when bid > meld + 250. A bid of
    # 300 with 100 meld is not more than 350, so the hand must be played.
    with pytest.raises(ScoreError) as caught:
        score_round(bid=300, bidding_team=0, meld=(100, 60), thrown_in=True)
    assert caught.value.args == ("",)
    (problem,) = caught.value.problems
    assert problem.code.value == "throw_in_refused"
    assert problem.reason.code.value == "must_play"
    assert str(caught.value) == "figures refused: throw_in_refused (thrown_in=300)"
    assert "350" in error_text(caught.value)  # the sentence: render's (issue 23)


def _engine_modules() -> list[Path]:
    return sorted(
        path
        for path in ENGINE.rglob("*.py")
        if not NOT_ENGINE & set(path.relative_to(ENGINE).parts)
    )


def _allowed(tree: ast.AST) -> set[int]:
    """Ids of the nodes whose strings may be English: error messages and docstrings."""
    allowed: set[int] = set()
    for node in ast.walk(tree):
        inside: ast.AST | None = None
        if isinstance(node, ast.Raise):
            inside = node
        elif isinstance(node, ast.Call):
            func = node.func
            name = getattr(func, "id", None) or getattr(func, "attr", "")
            if name.endswith("Error") or name in ERROR_HELPERS:
                inside = node
            for keyword in node.keywords:
                if keyword.arg == "source":  # a ruleset's reference: "RULES.md, PARTNERSHIP"
                    allowed.update(id(n) for n in ast.walk(keyword.value))
        elif isinstance(node, ast.FunctionDef) and node.name in ERROR_HELPERS:
            inside = node
        if inside is not None:
            allowed.update(id(n) for n in ast.walk(inside))
        body = getattr(node, "body", None)
        if isinstance(body, list):
            for statement in body:
                if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
                    allowed.add(id(statement.value))  # a docstring (or an attribute's)
    return allowed


def test_no_english_phrase_is_written_in_the_engine_outside_error_messages() -> None:
    found = []
    for path in _engine_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        allowed = _allowed(tree)
        for node in ast.walk(tree):
            if id(node) in allowed:
                continue
            if isinstance(node, ast.JoinedStr):
                text = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value
            else:
                continue
            if PHRASE.search(text):
                found.append(f"{path.relative_to(ENGINE)}:{node.lineno}: {text!r}")
    assert not found, "English in the engine (make it in render/):\n" + "\n".join(found)


def test_the_phrase_check_finds_a_phrase_and_passes_an_error_message() -> None:
    # The check itself can fail: a sentence in plain code is found, one in a raise is not.
    tree = ast.parse('x = f"{a} wins the trick"\nraise ValueError("bad card")\n"""doc text"""')
    allowed = _allowed(tree)
    strings = [
        n
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in allowed
    ]
    assert [s.value for s in strings] == [" wins the trick"]
