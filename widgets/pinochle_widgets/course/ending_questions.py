"""Self-check questions on the last tricks: an ending of a real deal, find the best card.

The ending is cut from a round the computer players play from a seed and solved double dummy
(:mod:`pinochle_learn.solver.puzzles`): 2 to 4 tricks left, one best card. The learner clicks
one of the cards they may play; the solver judges it. On a wrong answer the self-check shows
the line after the learner's own card (:attr:`Question.wrong`: the best answers to it and the
points it gives away), then every card's value.

Kinds: ``last_tricks`` (an ending of the self-check's game: any game the solver takes, You
South at a table of four, North at a table of two) and ``last_tricks_widow`` (always two-hand
pinochle built from the widow, You against Lisa). Imports no ipywidgets.
"""

from __future__ import annotations

import random
from dataclasses import replace

from pinochle_learn import TWO_HAND_WIDOW, Ruleset, Seat
from pinochle_learn.render import question_text as words
from pinochle_learn.render.ending_text import (
    ending_html,
    ending_question_text,
    values_html,
    why_html,
)
from pinochle_learn.render.names import CAST, WIDOW_OPPONENT
from pinochle_learn.solver.puzzles import make_puzzle

from .question_model import Question, p_html

__all__ = ["make_last_tricks", "make_last_tricks_widow", "seat_and_names"]


def seat_and_names(ruleset: Ruleset) -> tuple[Seat, tuple[str, ...]]:
    """The learner's seat and every seat's name: South among the course's cast at a table of
    four, North against Lisa at a table of two.

    Raises
    ------
    ValueError
        A game of three (the solver plays two sides).
    """
    if ruleset.several_opponents:
        raise ValueError(words.two_sides_only(repr(ruleset.name), ruleset.players))
    if ruleset.partners(Seat.NORTH):  # partners opposite: the learner sits South
        return Seat.SOUTH, CAST
    return Seat.NORTH, ("You", WIDOW_OPPONENT)


def make_last_tricks(rng: random.Random, ruleset: Ruleset) -> Question:
    """Which card takes the most counter points from this ending? (``RULES.md``, Tricks and
    Counting of ``ruleset``; judged by the solver.)"""
    seat, names = seat_and_names(ruleset)
    puzzle = make_puzzle(ruleset, seat, rng)
    solution = puzzle.solution
    best = puzzle.best
    return Question(
        kind="last_tricks",
        prompt=ending_html(solution, names)
        + p_html(words.ending_ask_html(ending_question_text(solution, names))),
        form="one",
        choices=tuple((e.card.label, str(e.card)) for e in solution.cards),
        answer=(str(best.card),),
        answer_words=words.ending_answer(best.card.label, best.points),
        explanation=values_html(solution, names),
        wrong={
            str(e.card): why_html(solution, e.card, names)
            for e in solution.cards
            if e.points < solution.value
        },
        situation={
            "seed": puzzle.seed,
            "ruleset": ruleset.name,
            "trump": solution.position.trump.letter,
            "hands": [" ".join(map(str, h)) for h in solution.position.hands],
            "trick": " ".join(map(str, solution.position.trick)),
            "to_play": int(seat),
        },
    )


def make_last_tricks_widow(rng: random.Random, ruleset: Ruleset) -> Question:
    """:func:`make_last_tricks` in two-hand pinochle built from the widow, whatever the
    self-check's ruleset (as ``table_meld`` is always the stock game)."""
    del ruleset
    question = make_last_tricks(rng, TWO_HAND_WIDOW)
    return replace(question, kind="last_tricks_widow")
