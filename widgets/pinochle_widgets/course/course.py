"""The course map: the lessons in order, their previous/next links, and the rule -> lesson map.

To add a lesson, add ONE :class:`Lesson` line to :data:`COURSE` where it belongs in the order;
the index, every page's previous/next links and the browser tests follow. A lesson is built with
the lesson kit (:mod:`pinochle_widgets.course.lesson`): ``kit.start(notebook)`` in its set-up cell,
a ``kit.self_check([...])`` near its end and ``kit.end(notebook)`` (the browser test of the
course, ``tests/browser/test_index.py``, opens every lesson and answers its self-check).

In the lesson's markdown cells, name the rules of ``docs/rules.md`` each cell teaches with a
comment that the page does not show::

    <!-- teaches: cards.order cards.counters -->

:func:`rule_map` reads those comments: rule id -> [(notebook, cell index)]. A test fails when
a rule of ``docs/rules.md`` is taught nowhere (unless its lesson is :data:`PENDING`) or a lesson
cites a rule that does not exist.

Imports no ipywidgets.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from pinochle_learn.render.course_nav import course_nav_html, course_table_html
from pinochle_learn.render.i18n import N_

__all__ = [
    "COURSE",
    "PENDING",
    "Lesson",
    "course_html",
    "find_lesson",
    "nav_html",
    "rule_ids",
    "rule_map",
]


@dataclass(frozen=True)
class Lesson:
    """One lesson of the course.

    Attributes
    ----------
    notebook
        File name in ``notebooks/`` (the link target).
    title
        The lesson's title, as links and the index show it.
    summary
        What a learner learns and does, for the index.
    """

    notebook: str
    title: str
    summary: str


COURSE: tuple[Lesson, ...] = (
    Lesson(
        "cards.ipynb",
        N_("Cards, ranks and counters"),
        N_(
            "the 48-card deck, the order of the cards in a trick (A 10 K Q J 9: the ten above the "
            "king), the counters, how cards are written; who wins a trick"
        ),
    ),
    Lesson(
        "03_bidding.ipynb",
        N_("The deal and the auction"),
        N_(
            "the deal, the auction: opening bid 250, raises of 10 or 20, passing out, the stuck "
            "dealer; what a bid means; run an auction seat by seat"
        ),
    ),
    Lesson(
        "passing.ipynb",
        N_("Trump and passing"),
        N_(
            "the bid winner names trump; four cards to the bid winner and four back, without a word"
        ),
    ),
    Lesson(
        "01_meld.ipynb",
        N_("Meld"),
        N_(
            "trump, the three classes of meld, runs, dix, royal and common marriages, pinochle, "
            "arounds; build a hand and see its meld explained"
        ),
    ),
    Lesson(
        "02_tricks.ipynb",
        N_("Playing tricks"),
        N_(
            "follow suit, trump, head the trick even over your partner, over-trump, identical "
            "cards; play a trick card by card and see why each card is allowed or refused"
        ),
    ),
    Lesson(
        "04_scoring.ipynb",
        N_("Counting and scoring a round"),
        N_(
            "counters and the 250 trick points, made or set, meld lost without a trick point, "
            "throwing the hand in, winning at 1500; score any round line by line"
        ),
    ),
    Lesson(
        "05_play_round.ipynb",
        N_("Play a round"),
        N_(
            "the whole round from the deal to the score sheet against three computer players, "
            "every step explained; step back and try again"
        ),
    ),
    Lesson(
        "stock.ipynb",
        N_("Two-hand pinochle with a stock"),
        N_(
            "the turn-up, free play while the stock lasts, melds laid down one at a time after "
            "tricks won (a marriage extended to a run, a second around of new cards), the dix, the "
            "last 12 tricks; lay melds down yourself, with the planner's hint, then play a whole "
            "game against the computer"
        ),
    ),
    Lesson(
        "widow.ipynb",
        N_("Two-hand pinochle: building from the widow"),
        N_(
            "24 cards each built from the widow (keep it and discard the next unseen, or discard "
            "it and keep the next), an auction a pass ends, each card in one meld only, 24 tricks "
            "counted A 11 10 10 K 4 Q 3 J 2, the shortfall set; play a whole game against Lisa"
        ),
    ),
    Lesson(
        "cutthroat.ipynb",
        N_("Three-hand cutthroat: a widow for the bid winner"),
        N_(
            "three players each for themselves, 15 cards each and a widow of 3: the bid winner "
            "shows the widow, takes it, names trump and buries 3 cards that count for them; 15 "
            "tricks, a score per player, no throw-in; play a whole game against Bill and Lisa"
        ),
    ),
    Lesson(
        "double_deck.ipynb",
        N_("Double-deck pinochle"),
        N_(
            "the 80-card deck (four copies, no nines), 20 cards each, an auction from 50, double, "
            "triple and quadruple melds, 1 point for each A 10 K and 2 for the last trick, a game "
            "to 500; build 20-card hands, read how often a hand holds each meld, play a round"
        ),
    ),
    Lesson(
        "meld_odds.ipynb",
        N_("Meld odds"),
        N_(
            "the exact chance of each meld in a dealt hand, how much meld a hand holds, why a "
            "binomial model is wrong for a two-copy deck; what your partner brings to your own hand"
        ),
    ),
    Lesson(
        "endings.ipynb",
        N_("Playing the last tricks well"),
        N_(
            "the best card of the last tricks, found by trying every line to the end: cash sure "
            "winners, keep a trump to head the last trick, force the opponent to give up a "
            "counter; solve endings cut from real deals, and see the line a wrong card allows"
        ),
    ),
)
"""The lessons in course order (one line each)."""

PENDING: dict[str, str] = {}
"""Rule-id prefixes whose lesson is still to come, and where it comes from: their rules may be
untaught for now. Remove a prefix when its lesson teaches every rule under it."""


def find_lesson(notebook: str) -> tuple[int, Lesson]:
    """The 1-based number and the :class:`Lesson` of ``notebook``.

    Raises
    ------
    ValueError
        ``notebook`` is not in :data:`COURSE`.

    Examples
    --------
    >>> number, lesson = find_lesson("cards.ipynb")
    >>> number, lesson.title
    (1, 'Cards, ranks and counters')
    """
    for number, lesson in enumerate(COURSE, start=1):
        if lesson.notebook == notebook:
            return number, lesson
    raise ValueError(
        f"{notebook!r} is not a lesson of the course (see pinochle_widgets.course.course)"
    )


def nav_html(notebook: str, *, foot: bool = False, query: str = "") -> str:
    """Previous / All lessons / Next links for ``notebook`` (``nav.pl-course-nav``), at the top
    of the page or, with ``foot``, at its foot (``pl-course-foot``), in the current language
    (:func:`pinochle_learn.render.course_nav.course_nav_html`). The two landmarks carry
    different labels, so a screen reader tells them apart. ``query`` (e.g. ``class=K7WQ3M``,
    already encoded) is added to every link, so a class's lessons lead to its other lessons.

    Examples
    --------
    >>> html = nav_html("03_bidding.ipynb")
    >>> 'class="pl-prev" href="cards.ipynb"' in html, 'class="pl-next" href="passing.ipynb"' in html
    (True, True)
    >>> "pl-prev" in nav_html("cards.ipynb")
    False
    >>> 'href="passing.ipynb?class=K7WQ3M"' in nav_html("03_bidding.ipynb", query="class=K7WQ3M")
    True
    """
    number, _ = find_lesson(notebook)
    prev = COURSE[number - 2] if number > 1 else None
    nxt = COURSE[number] if number < len(COURSE) else None
    return course_nav_html(
        number,
        len(COURSE),
        None if prev is None else (prev.notebook, prev.title),
        None if nxt is None else (nxt.notebook, nxt.title),
        query=query,
        foot=foot,
    )


def course_html(query: str = "") -> str:
    """The course as a numbered table of linked lessons (``table.pl-course``), for the index;
    ``query`` (encoded) is added to every link, as in :func:`nav_html`."""
    return course_table_html([(x.notebook, x.title, x.summary) for x in COURSE], query)


_RULE_ID = re.compile(r"`#([a-z0-9][a-z0-9_.-]*[a-z0-9])`")
_TEACHES = re.compile(r"<!--\s*teaches:([^>]*?)-->")


def rule_ids(rules_md: Path) -> list[str]:
    """The rule ids of ``docs/rules.md``, in order (each written `` `#id` `` where it is stated)."""
    return _RULE_ID.findall(rules_md.read_text(encoding="utf-8"))


def rule_map(notebooks: Path) -> dict[str, list[tuple[str, int]]]:
    """Rule id -> the (notebook, cell index) of every course lesson's cell that teaches it."""
    taught: dict[str, list[tuple[str, int]]] = {}
    for lesson in COURSE:
        path = notebooks / lesson.notebook
        if not path.exists():
            continue
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        for index, cell in enumerate(cells):
            if cell["cell_type"] != "markdown":
                continue
            for group in _TEACHES.findall("".join(cell["source"])):
                for rule in group.split():
                    taught.setdefault(rule, []).append((lesson.notebook, index))
    return taught
