"""The words and HTML of "Review this round" and "Best card?" at every game table.

The data is :mod:`pinochle_learn.solver.review` (a round's last tricks judged) and a
:class:`~pinochle_learn.solver.Solution` (every legal card's value now); this module words it:
cards as ``A♥ 10♠``, counter points as the learner counts them (last trick included), from
which trick the review judges, and, in the partnership game, that the solver sees all four
hands. Buttons' labels and tooltips are :data:`REVIEW_WORDS`, messages :data:`REVIEW_MESSAGES`.

Stable hooks: ``id="round-review"`` (``data-lost``, ``data-first-trick``), its rows
``tr.pl-review-row`` (``data-trick``, ``data-cost``), ``id="best-card"`` (rows
``data-card="H14"`` ``data-points``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Play
from ..ruleset import Ruleset
from ..solver import Solution
from ..solver.review import ReviewedPlay, RoundReview
from ..trick import trick_winner
from .i18n import N_, _, ngettext
from .markup import text_html
from .names import is_you
from .words import number_word, ruleset_title

__all__ = [
    "REVIEW_MESSAGES",
    "REVIEW_WORDS",
    "back_note_html",
    "best_card_html",
    "best_line_html",
    "best_line_text",
    "not_offered_text",
    "note_html",
    "progress_html",
    "progress_text",
    "review_html",
    "went_back_text",
]

REVIEW_WORDS = {
    "review": (
        N_("Review this round"),
        N_("each card you played in the last tricks, judged with best play by both sides"),
    ),
    "best_card": (
        N_("Best card?"),
        N_("what each card you may play takes, with best play by both sides"),
    ),
    "go_back": (
        N_("↶ Trick {trick}"),
        N_("back to your card in trick {trick}: try the better card"),
    ),
    "line": (
        N_("Best line, trick {trick}"),
        N_("the best play from your card in trick {trick} to the end"),
    ),
}
"""The review's buttons, by key: (label, tooltip), format strings."""

REVIEW_MESSAGES = {
    "working": N_("Judging your cards: {done} of {total}…"),
    "went_back": (
        N_("Back at trick {trick}, before your {played}: the best card here was {best}. Try it.")
    ),
    "went_back_best": (
        N_(
            "Back at trick {trick}, before your {played}: your {played} was already the best "
            "card here."
        )
    ),
    "table_back": (
        N_("The table is back at trick {trick}, waiting for your card: try the better card there.")
    ),
    "cannot_go_back": N_("Trick {trick} of the round reviewed is no longer in this round's steps."),
    "over_budget": (
        N_(
            "Too many positions to search from here ({nodes:,} and more): the solver stops rather "
            "than keep you waiting. Ask again a few tricks later."
        )
    ),
    "not_in_tricks": N_("Best card? answers in the tricks, when it is your turn to play."),
    "stock_hidden": (
        N_(
            "Best card? answers once the stock is gone: while it lasts, nobody knows the next "
            "draws."
        )
    ),
    "line_head": N_("The best play from trick {trick} on, with {best} where you played {played}:"),
    "line_head_yours": N_("The best play from trick {trick} on, starting with your {played}:"),
    "line_trick": N_("Trick {trick}: {cards}"),
    "line_winner": N_("Trick {trick}: {cards}; {name} wins."),
    "line_winner_you": N_("Trick {trick}: {cards}; You win."),
    "searching": N_("Searching every card to the end of the round…"),
    "self_check": N_("Best card? is off during a self-check: find the card yourself."),
}
"""The review's messages, by key (format strings), marked for the catalogue: translate where
shown, ``_(REVIEW_MESSAGES[key]).format(...)`` (and each of :data:`REVIEW_WORDS`)."""


def _names(cards: Sequence[object]) -> str:
    labels = [getattr(c, "label", str(c)) for c in cards]
    if len(labels) <= 1:
        return "".join(labels)
    or_text = _("or")
    return ", ".join(labels[:-1]) + f" {or_text} " + labels[-1]


def not_offered_text(ruleset: Ruleset) -> str:
    """Why the review and "Best card?" are not offered in a game the solver does not take.

    Examples
    --------
    >>> from pinochle_learn.ruleset import THREE_HAND_CUTTHROAT, DOUBLE_DECK
    >>> print(not_offered_text(THREE_HAND_CUTTHROAT))  # doctest: +NORMALIZE_WHITESPACE
    Reviewing a round is not offered in three-hand cutthroat pinochle yet: the exact best-play
    search handles two sides, one against the other, and here three players each play for
    themselves.
    >>> print(not_offered_text(DOUBLE_DECK))  # doctest: +NORMALIZE_WHITESPACE
    Reviewing a round is not offered in double-deck partnership pinochle (80 cards) yet: the
    exact best-play search handles a deck with two copies of each card, and this deck has four.
    """
    title = ruleset_title(ruleset)
    game = f"{title[:1].lower()}{title[1:]}"
    if ruleset.several_opponents:
        return _(
            "Reviewing a round is not offered in {game} yet: the exact best-play search handles "
            "two sides, one against the other, and here {count} players each play for themselves."
        ).format(game=game, count=number_word(ruleset.side_count))
    return _(
        "Reviewing a round is not offered in {game} yet: the exact best-play search handles a "
        "deck with two copies of each card, and this deck has {count}."
    ).format(game=game, count=number_word(ruleset.deck.copies))


def progress_text(done: int, total: int) -> str:
    """``"Judging your cards: 3 of 8…"``."""
    return _(REVIEW_MESSAGES["working"]).format(done=done, total=total)


def progress_html(done: int, total: int) -> str:
    """The review's progress bar: a ``<progress>`` element and its words.

    >>> progress_html(3, 12)  # doctest: +NORMALIZE_WHITESPACE
    '<div class="pl-review-progress" data-done="3" data-total="12"><p class="pl-review-note"
    role="status">Judging your cards: 3 of 12…</p><progress value="3" max="12"
    aria-label="Judging your cards: 3 of 12…"></progress></div>'
    """
    text = text_html(progress_text(done, total))
    return (
        f'<div class="pl-review-progress" data-done="{done}" data-total="{total}">'
        f'<p class="pl-review-note" role="status">{text}</p><progress value="{done}" '
        f'max="{max(total, 1)}" aria-label="{text}"></progress></div>'
    )


def note_html(text: str, kind: str = "info") -> str:
    """A line of the review's panes (progress, a search refused): ``kind`` info or error.

    >>> note_html("Judging <3>", "error")
    '<p class="pl-review-note pl-error" role="status">Judging &lt;3&gt;</p>'
    """
    return f'<p class="pl-review-note pl-{kind}" role="status">{text_html(text)}</p>'


def _heading(review: RoundReview) -> str:
    judged = review.tricks - review.first_trick + 1
    if review.sees_all_hands:
        text = _(
            "Judged from trick {first} of {tricks} (the last {judged} tricks): for each card you "
            "played, what your side takes from there to the end, in counter points with the "
            "last trick's 10, with best play by both sides."
        )
    else:
        text = _(
            "Judged from trick {first} of {tricks} (the last {judged} tricks): for each card you "
            "played, what you take from there to the end, in counter points with the last "
            "trick's 10, with best play by both sides."
        )
    text = text.format(first=review.first_trick, tricks=review.tricks, judged=judged)
    if review.first_trick > 1:
        text += " " + _("Earlier tricks are too many for an exact search.")
    if review.sees_all_hands:
        text += " " + _("The solver sees all four hands (you saw only yours and the cards played).")
    return text


def _row(play: ReviewedPlay) -> str:
    trick = play.trick
    if not play.solved:
        not_judged_too_many_text = _("not judged: too many positions to search")
        cells = (
            f"<td>{trick}</td><td>{text_html(play.played.label)}</td>"
            f'<td colspan="2">{text_html(not_judged_too_many_text)}</td>'
        )
        return f'<tr class="pl-review-row" data-trick="{trick}" data-cost="">{cells}</tr>'
    best = _("(yours)") if play.cost == 0 else _names(play.best)
    cost = _("0 (best)") if play.cost == 0 else f"−{play.cost}"
    cells = (
        f"<td>{trick}</td><td>{text_html(play.played.label)}</td>"
        f"<td>{text_html(best)}</td><td>{text_html(cost)}</td>"
    )
    css = "pl-review-row" + (" pl-review-cost" if play.cost else "")
    return f'<tr class="{css}" data-trick="{trick}" data-cost="{play.cost}">{cells}</tr>'


def _total(review: RoundReview) -> str:
    lost = review.lost
    if not review.plays:
        return _("You played no card in these tricks.")
    if lost == 0:
        text = _("Every card you played in these tricks took the most counter points it could.")
    else:
        costly = sum(1 for p in review.plays if p.solved and p.cost)
        if review.sees_all_hands:
            cards = ngettext(
                "In all, {cards} card cost your side {points}.",
                "In all, {cards} cards cost your side {points}.",
                costly,
            )
        else:
            cards = ngettext(
                "In all, {cards} card cost you {points}.",
                "In all, {cards} cards cost you {points}.",
                costly,
            )
        points = ngettext("{lost} counter point", "{lost} counter points", lost).format(lost=lost)
        text = (
            cards.format(cards=costly, points=points)
            + " "
            + _("Go back to a trick and try the better card.")
        )
    if review.unsolved:
        text += " " + _("{count} of your cards could not be judged in time.").format(
            count=len(review.unsolved)
        )
    return text


def review_html(review: RoundReview) -> str:
    """The review as a table: trick, your card, the best card(s), what your card cost.

    Examples
    --------
    >>> from pinochle_learn.solver.review import RoundReview
    >>> from pinochle_learn import Seat
    >>> html = review_html(RoundReview(Seat.NORTH, 17, 24, (), False))
    >>> html[:77]
    '<div class="pl-review" id="round-review" data-lost="0" data-first-trick="17">'
    >>> html[80:124]
    'Judged from trick 17 of 24 (the last 8 trick'
    """
    rows = "".join(_row(p) for p in review.plays)
    head = (
        "<tr>"
        + "".join(
            f"<th>{text_html(h)}</th>"
            for h in (_("Trick"), _("Your card"), _("Best card"), _("Cost"))
        )
        + "</tr>"
    )
    return (
        f'<div class="pl-review" id="round-review" data-lost="{review.lost}" '
        f'data-first-trick="{review.first_trick}"><p>{text_html(_heading(review))}</p>'
        f'<table class="pl-review-table"><thead>{head}</thead><tbody>{rows}</tbody></table>'
        f'<p class="pl-review-total">{text_html(_total(review))}</p></div>'
    )


def best_line_text(
    line: Sequence[Play], names: Sequence[str], players: int, in_trick: int = 0
) -> str:
    """The best line, tricks between slashes, each card with its player's name, e.g.
    ``"You A♥, Lisa 9♥ / You 10♠, Lisa J♠"``; ``in_trick`` cards were in the trick before the
    line's first card.

    Examples
    --------
    >>> from pinochle_learn import Card, Seat
    >>> seats = (Seat.NORTH, Seat.EAST)
    >>> codes = ["H14", "H9", "S10", "S11"]
    >>> line = [Play(seats[i % 2], Card.parse(c)) for i, c in enumerate(codes)]
    >>> best_line_text(line, ("You", "Lisa"), 2)
    'You A♥, Lisa 9♥ / You 10♠, Lisa J♠'
    >>> best_line_text(line[1:], ("You", "Lisa"), 2, in_trick=1)
    'Lisa 9♥ / You 10♠, Lisa J♠'
    """
    tricks: list[list[str]] = [[]]
    placed = in_trick
    for play in line:
        if placed == players:
            tricks.append([])
            placed = 0
        tricks[-1].append(f"{names[play.seat]} {play.card.label}")
        placed += 1
    return " / ".join(", ".join(t) for t in tricks if t)


def best_line_html(play: ReviewedPlay, line: Sequence[Play], names: Sequence[str]) -> str:
    """The best line from the learner's turn of ``play`` (``line``: the best card, then the
    best play by both sides to the end, :func:`~pinochle_learn.solver.review.best_line`): a
    heading naming the card it starts with, then one trick a line, its cards with their
    players' ``names`` (by seat) and who wins it (``RULES.md``, Tricks: highest trump, else
    highest card of the suit led, of two identical cards the first played). The cards already
    in the learner's trick open the first line. Class ``pl-review-line-text``, a row
    ``li[data-trick]`` per trick.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_STOCK, Card, Seat
    >>> from pinochle_learn.solver import Position
    >>> from pinochle_learn.solver.review import ReviewedPlay, Turn
    >>> position = Position(TWO_HAND_STOCK, "H", ("S14 S9", "H14"), Seat.NORTH, ("S10",))
    >>> play = ReviewedPlay(Turn(23, position, Card.parse("S9")), ())
    >>> codes = (("NORTH", "S14"), ("NORTH", "S9"), ("EAST", "H14"))
    >>> line = [Play(Seat[seat], Card.parse(code)) for seat, code in codes]
    >>> html = best_line_html(play, line, ("You", "Lisa"))
    >>> html.split("</p>")[0]  # doctest: +NORMALIZE_WHITESPACE
    '<div class="pl-review-line-text"><p>The best play from trick 23 on, with A♠ where you
    played 9♠:'
    >>> [row.split(">")[1] for row in html.split("<li")[1:]]
    ['Trick 23: Lisa 10♠, You A♠; You win.</li', 'Trick 24: You 9♠, Lisa A♥; Lisa wins.</li']
    """
    position = play.turn.position
    players = position.players
    before = [Play(position.leader.ahead(i, players), c) for i, c in enumerate(position.trick)]
    plays = [*before, *line]
    rows = []
    for number, start in enumerate(range(0, len(plays), players), start=play.trick):
        trick = plays[start : start + players]
        cards = ", ".join(f"{names[p.seat]} {p.card.label}" for p in trick)
        if len(trick) == players:
            won, _why = trick_winner([p.card for p in trick], position.trump)
            winner = names[trick[won].seat]
            key = "line_winner_you" if is_you(winner) else "line_winner"
            text = _(REVIEW_MESSAGES[key]).format(trick=number, cards=cards, name=winner)
        else:
            text = _(REVIEW_MESSAGES["line_trick"]).format(trick=number, cards=cards)
        rows.append(f'<li data-trick="{number}">{text_html(text)}</li>')
    first = line[0].card if line else play.played
    key = "line_head_yours" if first == play.played else "line_head"
    head = _(REVIEW_MESSAGES[key]).format(
        trick=play.trick, best=first.label, played=play.played.label
    )
    return (
        f'<div class="pl-review-line-text"><p>{text_html(head)}</p>'
        f'<ol class="pl-review-line-tricks">{"".join(rows)}</ol></div>'
    )


def went_back_text(play: ReviewedPlay) -> str:
    """The message once the table is back before the learner's card of ``play``."""
    best = _names(play.best) if play.solved else _("not judged")
    key = "went_back_best" if play.solved and play.cost == 0 else "went_back"
    return _(REVIEW_MESSAGES[key]).format(trick=play.trick, played=play.played.label, best=best)


def back_note_html(play: ReviewedPlay) -> str:
    """The line by the review's buttons once the table went back to the learner's card of
    ``play``: the review may be far from the table (under it on a narrow screen), so it says
    where the round went (``id="review-back-note"``)."""
    text = text_html(_(REVIEW_MESSAGES["table_back"]).format(trick=play.trick))
    return f'<p class="pl-review-note pl-info" id="review-back-note" role="status">{text}</p>'


def best_card_html(solution: Solution, *, sees_all_hands: bool) -> str:
    """Every legal card with the counter points your side takes from here after it.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_STOCK, Seat
    >>> from pinochle_learn.solver import Position, solve
    >>> s = solve(Position(TWO_HAND_STOCK, "H", ("H14 S9", "H10 S10"), Seat.NORTH), lines=False)
    >>> html = best_card_html(s, sees_all_hands=False)
    >>> '<li data-card="S9" data-points="30"><b>9♠ 30 (best)</b></li>' in html
    True
    >>> '<li data-card="H14" data-points="20">A♥ 20</li>' in html
    True
    """
    left = solution.points_left
    if sees_all_hands:
        head = _(
            "With all hands seen and best play by both sides, your side takes from here (of the "
            "{left} counter points left, the last trick's 10 included):"
        )
    else:
        head = _(
            "With best play by both sides, you take from here (of the {left} counter points "
            "left, the last trick's 10 included):"
        )
    head = head.format(left=left)
    items = []
    for value in solution.cards:
        text = f"{value.card.label} {value.points}"
        if value.points == solution.value:
            value_best_text = _("{value} (best)")
            text = f"<b>{text_html(value_best_text.format(value=text))}</b>"
        else:
            text = text_html(text)
        items.append(f'<li data-card="{value.card}" data-points="{value.points}">{text}</li>')
    return (
        f'<div class="pl-best-card" id="best-card"><p>{text_html(head)}</p>'
        f'<ul class="pl-best-card-list">{"".join(items)}</ul></div>'
    )
