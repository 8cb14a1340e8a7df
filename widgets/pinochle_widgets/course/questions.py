"""Self-check questions made by the engine from a seed: no answer is typed anywhere.

Each maker takes a ``random.Random`` and returns a :class:`Question`: the situation drawn as
HTML (nothing in it gives the answer away), how the learner answers (one choice, several
choices, or numbers typed), the answer the engine computed and the engine's own explanation of
it, drawn by the renderers in ``pinochle_learn.render``. :func:`make_question` picks the maker
by kind and seeds it from ``(kind, seed, number)``, so a teacher who fixes the seed gives a whole
class the same questions in the same order.

Imports no ipywidgets: :class:`~pinochle_widgets.course.self_check.SelfCheck` is the view.

Kinds: ``meld`` (a hand's meld, class by class), ``legal`` (which cards may be played),
``winner`` (who wins this trick), ``counters`` (a trick's counter points), ``score`` (what each
team adds this round), ``throw_in`` (may the bidder throw in), ``next_bid`` (which bids may come
next), ``pass_cards`` (may these cards be passed), ``table_meld`` (which melds may be laid down
now in the stock game), ``cutthroat_score`` (what each of three players adds in cutthroat),
``last_tricks`` and ``last_tricks_widow`` (the best card of an ending, in
:mod:`~pinochle_widgets.course.ending_questions`).
"""

import random
from collections.abc import Callable

from pinochle_learn import PARTNERSHIP, Ruleset, Seat
from pinochle_learn.cards import STANDARD_DECK
from pinochle_learn.render.kind_text import kind_refused, lacks_text, unknown_kind

from .hand_questions import make_partner_card, make_pass_cards, make_table_meld
from .play_questions import make_counters, make_legal, make_meld, make_winner
from .question_model import NAMES, Form, Question
from .score_questions import make_cutthroat_score, make_next_bid, make_score, make_throw_in

__all__ = [
    "KINDS",
    "NAMES",
    "Form",
    "KindRefused",
    "Question",
    "kinds_for",
    "make_counters",
    "make_cutthroat_score",
    "make_legal",
    "make_meld",
    "make_next_bid",
    "make_partner_card",
    "make_pass_cards",
    "make_question",
    "make_score",
    "make_table_meld",
    "make_throw_in",
    "make_winner",
]


def _last_tricks(rng: random.Random, ruleset: Ruleset) -> Question:
    from .ending_questions import make_last_tricks  # loads the solver: only when asked

    return make_last_tricks(rng, ruleset)


def _last_tricks_widow(rng: random.Random, ruleset: Ruleset) -> Question:
    from .ending_questions import make_last_tricks_widow

    return make_last_tricks_widow(rng, ruleset)


KINDS: dict[str, Callable[[random.Random, Ruleset], Question]] = {
    "counters": make_counters,
    "cutthroat_score": make_cutthroat_score,
    "last_tricks": _last_tricks,
    "last_tricks_widow": _last_tricks_widow,
    "legal": make_legal,
    "meld": make_meld,
    "next_bid": make_next_bid,
    "partner_card": make_partner_card,
    "pass_cards": make_pass_cards,
    "score": make_score,
    "table_meld": make_table_meld,
    "throw_in": make_throw_in,
    "winner": make_winner,
}
"""Question makers by kind. ``table_meld``, ``cutthroat_score`` and ``last_tricks_widow`` ask
about their own game (the stock game, cutthroat, two-hand from the widow) whatever the
self-check's ruleset: they are in every game's :func:`kinds_for`."""


def _lacks(kind: str, ruleset: Ruleset) -> str:
    """What ``ruleset``'s game lacks for a question of ``kind`` (a code of
    :data:`pinochle_learn.render.kind_text.LACKS`), or ``""``."""
    auction = ruleset.min_bid is not None
    lacks = {
        "next_bid": "" if auction else "no_auction",
        "score": "" if auction else "no_bid",
        "throw_in": "" if ruleset.throw_in_margin is not None else "no_throw_in",
        "pass_cards": "" if ruleset.pass_cards > 0 else "no_passing",
        "partner_card": "" if ruleset.partners(Seat.NORTH) else "no_partners",
        "last_tricks": "many_sides"
        if ruleset.several_opponents
        else ("" if ruleset.deck.copies == STANDARD_DECK.copies else "other_deck"),
    }
    return lacks.get(kind, "")


class KindRefused(ValueError):
    """A question kind asked of a game that has no such thing (``score`` in the stock game,
    ``pass_cards`` where nobody passes, ``partner_card`` at a table of two sides of one).

    Attributes: ``kind``, ``ruleset`` (its name), ``lacks`` (what the game lacks, in words),
    ``kinds`` (the kinds the game has).
    """

    def __init__(self, kind: str, ruleset: Ruleset) -> None:
        self.kind, self.ruleset, self.kinds = kind, ruleset.name, kinds_for(ruleset)
        self.lacks = lacks = lacks_text(_lacks(kind, ruleset))
        super().__init__(kind_refused(kind, ruleset.name, lacks, self.kinds))


def kinds_for(ruleset: Ruleset) -> tuple[str, ...]:
    """The question kinds that ``ruleset``'s game has, sorted: every kind of :data:`KINDS`
    but those whose idea the game lacks (no auction: ``score``, ``next_bid``; no throw-in;
    no passing: ``pass_cards``; no partner: ``partner_card``; three sides or four copies:
    ``last_tricks``), read from the ruleset's data (``min_bid``, ``throw_in_margin``,
    ``pass_cards``, ``partners``, ``several_opponents``, ``deck``).

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_STOCK
    >>> [k for k in KINDS if k not in kinds_for(TWO_HAND_STOCK)]
    ['next_bid', 'partner_card', 'pass_cards', 'score', 'throw_in']
    """
    return tuple(k for k in sorted(KINDS) if not _lacks(k, ruleset))


def make_question(
    kind: str, seed: int, number: int, ruleset: Ruleset = PARTNERSHIP, *, stream: str = ""
) -> Question:
    """Question ``number`` (0, 1, ...) of ``kind`` for ``seed``: the same three give the same
    question on every machine. ``stream`` (a lesson's notebook) gives each lesson questions of
    its own: two lessons asking the same kind of question from the same question set do not
    ask the same question.

    Raises
    ------
    ValueError
        An unknown kind (the message lists the kinds).
    KindRefused
        A kind the game of ``ruleset`` does not have (the message lists the kinds it has).

    Examples
    --------
    >>> q = make_question("throw_in", 7, 0)
    >>> q == make_question("throw_in", 7, 0), q.form, q.judge(q.answer[0])
    (True, 'one', True)
    >>> q.prompt == make_question("throw_in", 7, 0, stream="04_scoring.ipynb").prompt
    False
    """
    maker = KINDS.get(kind)
    if maker is None:
        raise ValueError(unknown_kind(kind, sorted(KINDS)))
    if kind not in kinds_for(ruleset):
        raise KindRefused(kind, ruleset)
    key = f"{kind}:{seed}:{number}"
    return maker(random.Random(f"{stream}:{key}" if stream else key), ruleset)
