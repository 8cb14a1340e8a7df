"""The words and HTML of an ending of the last tricks: the position, the question, every card's
value and, after a wrong answer, the line that shows why.

The data is a :class:`~pinochle_learn.solver.Solution` (an ending solved double dummy, the
learner to play): every hand is shown, as the solver sees them (in the two-hand widow game each
player can name the other's cards by then; in the partnership game it is "seeing all hands").
Counter points are counted as the game counts them, the last trick's bonus included.
Stable hooks: ``pl-ending`` (``data-tricks``, ``data-left``), its hands ``pl-ending-hand``
(``data-seat``), ``pl-ending-why`` (``data-card``, ``data-points``, ``data-best``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from ..solver import CardValue, Position, Solution
from .html import card_svg, hand_html
from .i18n import _
from .markup import text_html, words_html
from .names import is_learner
from .person import listed
from .review_text import best_line_text
from .words import suit_noun

__all__ = ["ending_html", "ending_question_text", "values_html", "why_html"]


def _side_names(names: Sequence[str], position: Position) -> list[str]:
    """The names of the side to play, the player to play first."""
    rules = position.ruleset
    side = rules.side_of(position.to_play)
    seats = [position.to_play] + [
        s for s in range(rules.players) if s != position.to_play and rules.side_of(s) == side
    ]
    return [names[s] for s in seats]


def _side_case(names: Sequence[str], position: Position) -> tuple[str, str, str]:
    """The side to play as a sentence names it: ``(case, name, other)``, the case one of
    ``"you"`` (the learner alone), ``"you and"`` (the learner to play, with partner ``other``),
    ``"and you"`` (partner ``name`` to play, with the learner), ``"one"`` (``name`` alone) and
    ``"two"`` (``name`` to play and partner ``other``): each case has its whole sentences, so
    that every language can say "for you and Bill" and make the verb agree."""
    side = _side_names(names, position)
    if len(side) == 1:
        return ("you" if is_learner(side[0]) else "one"), side[0], ""
    first, other = side[0], listed(side[1:], _("and"))
    if is_learner(first):
        return "you and", first, other
    if len(side[1:]) == 1 and is_learner(side[1]):
        return "and you", first, other
    return "two", first, other


def ending_html(solution: Solution, names: Sequence[str]) -> str:
    """The ending: trump, every hand by its player's name, the trick so far, the points left.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_WIDOW, Seat
    >>> from pinochle_learn.solver import Position, solve
    >>> s = solve(Position(TWO_HAND_WIDOW, "H", ("H14 S9", "H10 S10"), Seat.NORTH))
    >>> html = ending_html(s, ("You", "Lisa"))
    >>> 'data-tricks="2"' in html, 'data-left="41"' in html, "41 counter points" in html
    (True, True, True)
    """
    position = solution.position
    players = position.players
    trump = position.trump
    hands = "".join(
        f'<div class="pl-ending-hand" data-seat="{seat}">'
        f"<p><strong>{text_html(names[seat])}</strong></p>"
        f"{hand_html(position.hands[seat], height=60)}</div>"
        for seat in range(players)
    )
    trick = ""
    if position.trick:
        leader = position.leader
        cards = "".join(
            f'<figure style="margin:0 .5em 0 0; text-align:center"><figcaption>'
            f"{text_html(names[(leader + i) % players])}</figcaption>"
            f"{card_svg(card, height=60)}</figure>"
            for i, card in enumerate(position.trick)
        )
        the_trick_so_far_text = _("The trick so far:")
        trick = (
            f'<p>{text_html(the_trick_so_far_text)}</p><div class="pl-ending-trick" '
            f'style="display:flex; flex-wrap:wrap">{cards}</div>'
        )
    left = solution.points_left
    head = words_html(
        _(
            "Trump is {trump}. {name} to play, {tricks} tricks left, {left} counter points "
            "still to take (the last trick's {bonus} included)."
        )
    ).format(
        trump=f"<strong>{trump.symbol} {suit_noun(trump)}</strong>",
        name=text_html(names[position.to_play]),
        tricks=position.tricks_left,
        left=left,
        bonus=position.ruleset.last_trick_points,
    )
    return (
        f'<div class="pl-ending" data-tricks="{position.tricks_left}" data-left="{left}">'
        f"<p>{head}</p>{hands}{trick}</div>"
    )


def ending_question_text(solution: Solution, names: Sequence[str]) -> str:
    """The question asked of the ending.

    >>> from pinochle_learn import TWO_HAND_WIDOW, Seat
    >>> from pinochle_learn.solver import Position, solve
    >>> s = solve(Position(TWO_HAND_WIDOW, "H", ("H14 S9", "H10 S10"), Seat.NORTH))
    >>> ending_question_text(s, ("You", "Lisa"))
    'Which card takes the most counter points for you from here, with best play by both sides?'
    """
    case, name, other = _side_case(names, solution.position)
    if case == "you":
        text = _(
            "Which card takes the most counter points for you from here, "
            "with best play by both sides?"
        )
    elif case == "you and":
        text = _(
            "Which card takes the most counter points for you and {partner} from here, "
            "with best play by both sides?"
        )
    elif case == "and you":
        text = _(
            "Which card takes the most counter points for {partner} and You from here, "
            "with best play by both sides?"
        )
    elif case == "two":
        text = _(
            "Which card takes the most counter points for {name} and {partner} from here, "
            "with best play by both sides?"
        )
    else:
        text = _(
            "Which card takes the most counter points for {who} from here, "
            "with best play by both sides?"
        )
    partner = name if case == "and you" else other
    return text.format(who=name, name=name, partner=partner)


def _line_words(solution: Solution, entry: CardValue, names: Sequence[str]) -> str:
    position = solution.position
    mover = names[position.to_play]
    rest = best_line_text(entry.line, names, position.players, in_trick=len(position.trick) + 1)
    first = f"{mover} {entry.card.label}"
    if not rest:
        return first
    joiner = " / " if len(position.trick) + 1 == position.players else ", "
    return first + joiner + rest


def values_html(solution: Solution, names: Sequence[str]) -> str:
    """Every legal card with the points the learner's side takes after it and its best line.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_WIDOW, Seat
    >>> from pinochle_learn.solver import Position, solve
    >>> s = solve(Position(TWO_HAND_WIDOW, "H", ("H14 S9", "H10 S10"), Seat.NORTH))
    >>> print(values_html(s, ("You", "Lisa")))  # doctest: +ELLIPSIS
    <ul class="pl-ending-values"><li data-card="S9" data-points="31"><b>9♠: 31 (best)</b> ...
    """
    items = []
    for entry in solution.cards:
        words = f"{entry.card.label}: {entry.points}"
        value_best_text = _("{value} (best)")
        shown = (
            f"<b>{text_html(value_best_text.format(value=words))}</b>"
            if entry.points == solution.value
            else text_html(words)
        )
        line = text_html(_line_words(solution, entry, names))
        items.append(
            f'<li data-card="{entry.card}" data-points="{entry.points}">{shown} '
            f'<span class="pl-ending-line">({line})</span></li>'
        )
    return f'<ul class="pl-ending-values">{"".join(items)}</ul>'


def why_html(solution: Solution, card: Card | str, names: Sequence[str]) -> str:
    """After a wrong answer: the learner's card, the best answer to it and the points it gives
    away, then the best card's line.

    Raises
    ------
    KeyError
        ``card`` is not a legal play of the ending.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_WIDOW, Seat
    >>> from pinochle_learn.solver import Position, solve
    >>> s = solve(Position(TWO_HAND_WIDOW, "H", ("H14 S9", "H10 S10"), Seat.NORTH))
    >>> print(why_html(s, "H14", ("You", "Lisa")))  # doctest: +ELLIPSIS
    <div class="pl-ending-why" data-card="H14" data-points="21" data-best="31"><p>Your A♥, then \
best play by both sides: You A♥, Lisa 10♥ / You 9♠, Lisa 10♠. The best answer from Lisa: 10♥. \
You take 21 of the 41 counter points left; 9♠ takes 31: 10 more.</p>...
    """
    position = solution.position
    mine = next((e for e in solution.cards if str(e.card) == str(card)), None)
    if mine is None:
        raise KeyError(str(card))
    best = next(e for e in solution.cards if e.points == solution.value)
    rules = position.ruleset
    side = rules.side_of(position.to_play)
    answer = next((p for p in mine.line if rules.side_of(p.seat) != side), None)
    text = _("Your {card}, then best play by both sides: {line}.").format(
        card=mine.card.label, line=_line_words(solution, mine, names)
    )
    if answer:
        text += " " + _("The best answer from {name}: {card}.").format(
            name=names[answer.seat], card=answer.card.label
        )
    case, name, other = _side_case(names, position)
    text += " " + _taken_text(case).format(
        who=name,
        name=name,
        partner=name if case == "and you" else other,
        points=mine.points,
        left=solution.points_left,
        best=best.card.label,
        best_points=best.points,
        more=best.points - mine.points,
    )
    best_line = _("The best line: {line}.").format(line=_line_words(solution, best, names))
    return (
        f'<div class="pl-ending-why" data-card="{mine.card}" data-points="{mine.points}" '
        f'data-best="{best.points}"><p>{text_html(text)}</p>'
        f"<p>{text_html(best_line)}</p></div>"
    )


def _taken_text(case: str) -> str:
    """The sentence of the points the side to play takes, agreeing with it (``case`` of
    :func:`_side_case`; translated, unfilled: ``{who}``/``{name}``, ``{partner}``,
    ``{points}``, ``{left}``, ``{best}``, ``{best_points}``, ``{more}``)."""
    if case == "you":
        return _(
            "You take {points} of the {left} counter points left; {best} takes {best_points}: "
            "{more} more."
        )
    if case == "you and":
        return _(
            "You and {partner} take {points} of the {left} counter points left; {best} takes "
            "{best_points}: {more} more."
        )
    if case == "and you":
        return _(
            "{partner} and You take {points} of the {left} counter points left; {best} takes "
            "{best_points}: {more} more."
        )
    if case == "two":
        return _(
            "{name} and {partner} take {points} of the {left} counter points left; {best} takes "
            "{best_points}: {more} more."
        )
    return _(
        "{who} takes {points} of the {left} counter points left; {best} takes {best_points}: "
        "{more} more."
    )
