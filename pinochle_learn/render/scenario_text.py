"""The words of "Link to this" and of the problems found in a lesson link's fields.

``pinochle_widgets.course.scenarios`` reads a link's query (``?dealer=N&bids=250,p``) and
sets an explorer up from it; a field it cannot use is named with the reason, in the
language of the block it runs in (:func:`~.i18n.speaking`). Field names (``bids``,
``hands``) are the link's own and stay as they are.

Examples
--------
>>> not_whole("'x'"), not_between(5, 0, 2)
("'x' is not a whole number", '5 is not between 0 and 2')
>>> link_label("button")
'Link to this'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Protocol

from .i18n import N_, _, ngettext
from .markup import text_html

__all__ = [
    "LINK_LABELS",
    "SCENARIO_FILE_PROBLEMS",
    "after_auction",
    "bad_hands",
    "bad_pair",
    "bad_scenario_html",
    "bad_seat",
    "bid_refused",
    "field_problem",
    "link_label",
    "link_problem",
    "link_problems",
    "no_auction_game",
    "not_a_side",
    "not_between",
    "not_playable",
    "not_whole",
    "problems_sentence",
    "scenario_file_problem",
    "scenario_page_note",
    "wrong_count",
]

LINK_LABELS: dict[str, str] = {
    "button": N_("Link to this"),
    "button_tip": N_(
        "A link that opens this lesson with this explorer as it is now, to paste into a "
        "message to the class (its fields are explained on the Scenarios page)"
    ),
    "placeholder": N_("click Link to this, then copy the link"),
}
"""The link bar's labels by key (English msgids)."""


def link_label(key: str) -> str:
    """The label ``key`` of :data:`LINK_LABELS` in the current language."""
    return _(LINK_LABELS[key])


def field_problem(field: str, problem: str) -> str:
    """A problem of the link's ``field`` (its own name), said as ``field: problem``."""
    return _("{field}: {problem}").format(field=field, problem=problem)


def bad_seat(text: str) -> str:
    """Not a seat letter (``text`` quoted)."""
    return _("seat {text}: one of N, E, S, W").format(text=text)


def not_whole(text: str) -> str:
    """Not a whole number (``text`` quoted)."""
    return _("{text} is not a whole number").format(text=text)


def not_between(value: int, low: int, high: int) -> str:
    """A number out of its range."""
    return _("{value} is not between {low} and {high}").format(value=value, low=low, high=high)


def bad_pair(text: str) -> str:
    """Not one whole number a side (``text`` quoted)."""
    return _(
        "{text}: a whole number for each side with commas between, like 120,60 (or 40,100,30 "
        "for three players)"
    ).format(text=text)


def bad_hands(count: int, players: str) -> str:
    """``count`` hands given where ``players`` (a number word) are needed."""
    return ngettext(
        "{count} hand: give {players}, with / between them",
        "{count} hands: give {players}, with / between them",
        count,
    ).format(count=count, players=players)


def after_auction(token: str) -> str:
    """A call (``token`` quoted) after the auction is over."""
    return _("{token} comes after the auction is over").format(token=token)


def bid_refused(token: str, why: str) -> str:
    """A call (``token`` quoted) the auction refuses, with the rule's reason."""
    return _("{token} is refused: {why}").format(token=token, why=why)


def not_playable(card: str) -> str:
    """A card of ``played`` that may not be played at that point."""
    return _("{card} may not be played there").format(card=card)


def no_auction_game(text: str, game: str) -> str:
    """A game (``text`` quoted, titled ``game``) with no auction: nothing to score."""
    return _("{text}: {game} has no auction, so no bid to score").format(text=text, game=game)


def wrong_count(count: int, sides: int) -> str:
    """``count`` figures given for a game of ``sides`` sides."""
    return ngettext(
        "{count} figure for a game of {sides} sides",
        "{count} figures for a game of {sides} sides",
        count,
    ).format(count=count, sides=sides)


def not_a_side(team: int, sides: int) -> str:
    """A bidding side that the game does not have."""
    return _("{team} is not a side of a game of {sides} sides").format(team=team, sides=sides)


class LinkProblemLike(Protocol):
    """A problem of a link as the link reader gives it (``pinochle_widgets.sessions.links``)."""

    @property
    def code(self) -> str: ...
    @property
    def field(self) -> str: ...
    @property
    def count(self) -> int: ...
    @property
    def limit(self) -> int: ...
    @property
    def value(self) -> str: ...
    @property
    def error(self) -> str: ...
    @property
    def failure(self) -> BaseException | None: ...


_COUNTED: dict[str, Callable[[int], str]] = {
    "query_long": lambda n: ngettext(
        "the link is {count} character long: only {limit} are read",
        "the link is {count} characters long: only {limit} are read",
        n,
    ),
    "many_fields": lambda n: ngettext(
        "the link has {count} field: only the first {limit} are read",
        "the link has {count} fields: only the first {limit} are read",
        n,
    ),
    "value_long": lambda n: ngettext(
        "{field} is {count} character long, more than {limit}",
        "{field} is {count} characters long, more than {limit}",
        n,
    ),
    "repeated": lambda n: ngettext(
        "{field} is given {count} time: the first, {value}, is used",
        "{field} is given {count} times: the first, {value}, is used",
        n,
    ),
}
"""The problems of a link that count something, by code: the sentence (singular and plural
msgids) for the count, translated; :func:`link_problem` fills it."""


def link_problem(problem: LinkProblemLike | str) -> str:
    """One problem of a link in words (a ``str`` is already worded and kept as it is).

    Codes: see ``pinochle_widgets.sessions.links.LinkProblem``; an unknown code raises
    ``KeyError``.
    """
    if isinstance(problem, str):
        return problem
    p = problem
    if p.code == "unknown_field":
        return _("unknown field {field}").format(field=p.field)
    if p.code == "refused":
        from .error_text import error_text  # here: error_text's renderers are many

        return field_problem(p.field, p.error if p.failure is None else error_text(p.failure))
    return _COUNTED[p.code](p.count).format(
        count=p.count, limit=p.limit, field=p.field, value=p.value
    )


def link_problems(problems: Iterable[LinkProblemLike | str]) -> list[str]:
    """Each problem of a link in words, in order (see :func:`link_problem`)."""
    return [link_problem(p) for p in problems]


def problems_sentence(problems: Iterable[LinkProblemLike | str]) -> str:
    """The problems of a link as one sentence for a widget's message line (empty if none).

    Examples
    --------
    >>> problems_sentence(["unknown field 'x'", "trump: invalid suit 'Z'"])
    "This link could not be read in full (unknown field 'x'; trump: invalid suit 'Z'): the \
lesson opens without those values."
    """
    worded = link_problems(problems)
    if not worded:
        return ""
    return _(
        "This link could not be read in full ({problems}): the lesson opens without those values."
    ).format(problems="; ".join(worded))


SCENARIO_FILE_PROBLEMS: dict[str, str] = {
    "shape": N_("not a scenario: write it as 'name: lesson.ipynb?fields'"),
    "too_many": N_("more than {most} scenarios in one file"),
    "name": N_("a scenario's name is 1 to {most} characters, printable"),
    "no_lesson": N_("the link is to no lesson of the course (write e.g. 03_bidding.ipynb?...)"),
    "too_long": N_("the file is longer than {most} bytes"),
    "not_utf8": N_("not UTF-8 text"),
}
"""Why a teacher's file is not a scenario file, by code (English msgids; ``{most}``: a bound,
made as text, ``1,000,000``)."""


def scenario_file_problem(line: int, code: str, values: Mapping[str, object]) -> str:
    """Why a teacher's file is not a scenario file, at ``line``: ``code`` a key of
    :data:`SCENARIO_FILE_PROBLEMS` with its ``values``; never quotes the file's text.

    >>> scenario_file_problem(3, "not_utf8", {})
    'line 3: not UTF-8 text'
    """
    problem = _(SCENARIO_FILE_PROBLEMS[code]).format(**values)
    return _("line {line}: {problem}").format(line=line, problem=problem)


def bad_scenario_html(line: int, name_html: str, problems: str) -> str:
    """A scenario of the teacher's file whose link has problems, as a list item's inside:
    ``name_html`` the scenario's name, made and escaped; ``problems`` plain text, escaped here."""
    return _("line {line}, {name}: {problems}").format(
        line=line, name=f"<strong>{name_html}</strong>", problems=text_html(problems)
    )


def scenario_page_note(key: str, line: int = 0) -> str:
    """The Scenarios page's line when there is no list to show (plain text): ``"none"`` (no
    scenarios in the file), ``"unreadable"`` (the file cannot be read), ``"changed"`` (it is no
    longer a scenario file, first wrong at ``line``)."""
    if key == "none":
        return _("No scenarios in the file.")
    if key == "unreadable":
        return _(
            "The teacher's scenario file cannot be read now. Tell your teacher: the lessons "
            "themselves still open from the list of all lessons."
        )
    where = _("line {line}").format(line=line)
    return _(
        "The teacher's scenario file has changed and is no longer a scenario file ({where})."
    ).format(where=where)
