"""The self-check question's data (:class:`Question`) and what every maker shares: the
course's cast, the learner's seat in a game, the hands of a deal (see
:mod:`pinochle_widgets.course.questions`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from pinochle_learn import Hand, Ruleset, Seat
from pinochle_learn.actions import Deal
from pinochle_learn.render.names import CAST, WIDOW_OPPONENT

__all__ = ["NAMES", "Form", "Question", "p_html", "seat_and_names", "table_hands"]

NAMES = CAST  # the course's one cast (render.names.CAST)
"""The lessons' players by seat: Bill (North) and You (South) against Lisa and Mike."""

Form = Literal["one", "many", "numbers"]


@dataclass(frozen=True)
class Question:
    """One self-check question.

    Attributes
    ----------
    kind
        Which maker made it (a key of :data:`KINDS`).
    prompt
        HTML: the situation and the question. It never contains the answer.
    form
        ``"one"``: click one of ``choices``; ``"many"``: pick every right choice then check;
        ``"numbers"``: type one whole number per label in ``fields``.
    choices
        ``(label, key)`` pairs for ``one`` and ``many``.
    fields
        Labels of the number boxes for ``numbers``.
    answer
        The engine's answer: the right keys (``one``, ``many``) or the numbers, in order.
    explanation
        HTML: the engine's explanation of the answer (shown once the learner has answered).
    answer_words
        The answer in words ("Lisa wins"), shown with the verdict.
    cards
        For a question answered by picking cards (``many`` whose keys are card codes): the
        whole hand in notation, drawn as card pictures to click.
    wrong
        HTML by wrong key (``one``): why that answer takes less, shown with the explanation
        (the ``last_tricks`` kinds: the line after the learner's own card).
    situation
        The question's inputs as data (cards in notation, bid, meld...), for tests that work
        the answer out by hand from the rules. Never sent to the page.
    """

    kind: str
    prompt: str
    form: Form
    answer: tuple[str, ...] | tuple[int, ...]
    explanation: str
    choices: tuple[tuple[str, str], ...] = ()
    fields: tuple[str, ...] = ()
    answer_words: str = field(default="")
    situation: dict[str, object] = field(default_factory=dict, compare=False)
    cards: tuple[str, ...] = ()
    wrong: dict[str, str] = field(default_factory=dict, compare=False)

    def judge(self, response: Sequence[str] | Sequence[int] | str) -> bool:
        """Whether ``response`` is the engine's answer.

        ``one``: a key; ``many``: the keys picked (order and repeats do not matter);
        ``numbers``: the numbers typed, in the order of ``fields``.
        """
        if self.form == "one":
            return [response] == list(self.answer) or list(response) == list(self.answer)
        if self.form == "many":
            return {str(r) for r in response} == {str(a) for a in self.answer}
        return [int(r) for r in response] == [int(a) for a in self.answer]


def p_html(text: str, css: str = "pl-q-text") -> str:
    """``text`` (HTML) as a paragraph of class ``css``."""
    return f'<p class="{css}">{text}</p>'


def seat_and_names(ruleset: Ruleset) -> tuple[Seat, tuple[str, ...]]:
    """The learner's seat and every seat's name: South among the course's cast at a table of
    four or three (``CAST``), North against Lisa at a table of two."""
    if ruleset.partners(Seat.NORTH) or ruleset.several_opponents:
        return Seat.SOUTH, CAST[: ruleset.players]
    return Seat.NORTH, ("You", WIDOW_OPPONENT)  # two sides of one player


def table_hands(deal: Deal, ruleset: Ruleset) -> list[Hand]:
    """Every player's hand of ``ruleset.hand_size`` cards: the deal's hands, or in a game that
    deals no hands (two-hand built from the widow, ``RULES.md`` TWO_HAND_WIDOW) the widow's
    cards shared out in turn, as a hand stands once built."""
    if all(deal.hands):
        return [Hand(h, ruleset.deck) for h in deal.hands]
    pile = list(deal.stock)
    return [Hand(pile[i :: ruleset.players], ruleset.deck) for i in range(ruleset.players)]
