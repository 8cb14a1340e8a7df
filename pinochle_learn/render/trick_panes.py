"""The trick stepper's panes as HTML: whose turn (or who won), the step counter, the counter
points taken, the cards in hand. Pure functions of a :class:`~.trick_session.TrickStep`, no
widgets; the trick itself and the reasons are the engine's
:mod:`pinochle_learn.render.trick_html`.

Stable hooks for tests: ``id="trick-result"`` (``data-winner``, ``data-points``), ``pl-turn``
(``data-seat``, ``pl-stuck``), ``pl-step`` (``data-step``, ``data-steps``), ``pl-score``
(``data-team``, ``data-points``), ``pl-counting``, ``pl-seat-hand`` (``data-seat``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from pinochle_learn.render.html import cards_html
from pinochle_learn.render.i18n import N_plural, _, ngettext
from pinochle_learn.render.markup import text_html, words_html
from pinochle_learn.render.names import is_learner, learner_partner, partnered
from pinochle_learn.render.trick_html import counting_text, play_rule_title, seat_name, team_label
from pinochle_learn.render.words import ruleset_title
from pinochle_learn.seats import Seat

from ..hand import Hand
from ..play import PlayAnalysis
from ..ruleset import Ruleset
from ..trick import Trick
from .table_view import TableSeat, seat_table_html


class TrickStep(Protocol):
    """What these panes read of one moment of play (the trick session's ``TrickStep``,
    :class:`pinochle_widgets.sessions.trick_session.TrickStep`, has it): each seat's hand, the
    trick with its leader, points and tricks taken by each side, whose turn, and whether the
    hand is played out."""

    @property
    def hands(self) -> tuple[Hand, ...]: ...
    @property
    def trick(self) -> Trick: ...
    @property
    def taken(self) -> tuple[int, ...]: ...
    @property
    def won(self) -> tuple[int, ...]: ...
    @property
    def to_play(self) -> int | None: ...
    @property
    def is_last(self) -> bool: ...


__all__ = [
    "felt_html",
    "hands_table_html",
    "result_sentence",
    "step_html",
    "taken_html",
    "turn_html",
]


_RESULTS = {
    # (who won and takes, the last trick): whole sentences, so that each language can make the
    # verb agree with "you", "you and Bill" (Italian "tu e Bill prendete") or a side's name
    ("side", False): N_plural(
        "{seat} wins the trick with {card}; {side} take {points} counter point.",
        "{seat} wins the trick with {card}; {side} take {points} counter points.",
    ),
    ("side", True): N_plural(
        "{seat} wins the trick with {card}; {side} take {points} counter point "
        "(with the last trick's bonus).",
        "{seat} wins the trick with {card}; {side} take {points} counter points "
        "(with the last trick's bonus).",
    ),
    ("one", False): N_plural(
        "{seat} wins the trick with {card}; {side} takes {points} counter point.",
        "{seat} wins the trick with {card}; {side} takes {points} counter points.",
    ),
    ("one", True): N_plural(
        "{seat} wins the trick with {card}; {side} takes {points} counter point "
        "(with the last trick's bonus).",
        "{seat} wins the trick with {card}; {side} takes {points} counter points "
        "(with the last trick's bonus).",
    ),
    ("partner wins", False): N_plural(
        "{seat} wins the trick with {card}; {partner} and You take {points} counter point.",
        "{seat} wins the trick with {card}; {partner} and You take {points} counter points.",
    ),
    ("partner wins", True): N_plural(
        "{seat} wins the trick with {card}; {partner} and You take {points} counter point "
        "(with the last trick's bonus).",
        "{seat} wins the trick with {card}; {partner} and You take {points} counter points "
        "(with the last trick's bonus).",
    ),
    ("you win", False): N_plural(
        "You win the trick with {card}; {partner} and You take {points} counter point.",
        "You win the trick with {card}; {partner} and You take {points} counter points.",
    ),
    ("you win", True): N_plural(
        "You win the trick with {card}; {partner} and You take {points} counter point "
        "(with the last trick's bonus).",
        "You win the trick with {card}; {partner} and You take {points} counter points "
        "(with the last trick's bonus).",
    ),
    ("you alone", False): N_plural(
        "You win the trick with {card} and take {points} counter point.",
        "You win the trick with {card} and take {points} counter points.",
    ),
    ("you alone", True): N_plural(
        "You win the trick with {card} and take {points} counter point "
        "(with the last trick's bonus).",
        "You win the trick with {card} and take {points} counter points "
        "(with the last trick's bonus).",
    ),
}


def result_sentence(step: TrickStep, ruleset: Ruleset, names: Sequence[str] | None) -> str:
    """Who won the complete trick of ``step``, with which card, and the counter points taken:
    ``"Mike wins the trick with Q♠; Lisa and Mike take 10 counter points."``; the learner
    (``names``' "You") says "You win the trick with A♥ and take 21 counter points.", and the
    learner's side "Bill and You take" (one whole sentence a case, for the translations)."""
    trick = step.trick
    seat = trick.winner_seat
    points = trick.points(ruleset, last=step.is_last)
    team = ruleset.side_of(seat)
    side = team_label(team, ruleset.players, names)
    partner = learner_partner(team, ruleset.players, names)
    you = names is not None and is_learner(seat_name(seat, names))
    if partner is not None:
        form = "you win" if you else "partner wins"
    elif you:
        form = "you alone"
    else:
        form = "side" if partnered(ruleset.players) else "one"
    text = ngettext(*_RESULTS[form, step.is_last], points)
    return text.format(
        seat=seat_name(seat, names),
        card=trick.cards[trick.winner].label,
        side=side,
        partner=partner,
        points=points,
    )


def turn_html(
    step: TrickStep,
    analysis: PlayAnalysis | None,
    error: str,
    ruleset: Ruleset,
    names: Sequence[str] | None,
) -> str:
    """Whose turn it is, the rule that decides and the cards allowed; or the trick's result.

    Parameters
    ----------
    step
        The moment of play shown.
    analysis
        The verdicts for the seat to play (``None`` when nobody can play).
    error
        Why the seat to play cannot play (the engine's message), or an empty string.
    ruleset
        The rules chosen (for seats and counting).
    names
        Names by seat index; default North, East, ...
    """
    trick = step.trick
    if trick.is_complete:
        winner = trick.winner_seat
        points = trick.points(ruleset, last=step.is_last)
        then = (
            _("Press “Next trick”: the winner leads it.")
            if all(step.hands)
            else _("Every card has been played.")
        )
        return (
            f'<p class="pl-turn" id="trick-result" data-winner="{Seat(winner).name[0]}" '
            f'data-points="{points}"><strong>{text_html(result_sentence(step, ruleset, names))}'
            f"</strong> {text_html(then)}</p>"
        )
    seat = step.to_play
    name = text_html(seat_name(seat if seat is not None else 0, names))
    if error or analysis is None:
        why = error or _("{name} has no card left to play").format(name=name)
        stuck = words_html(_("✗ {why}. Step back or set new hands.")).format(why=text_html(why))
        return f'<p class="pl-turn pl-stuck">{stuck}</p>'
    said = words_html(
        _(
            "{player} to play. Rule: {rule}; may play {cards}. Click a card: ✓ may be played, "
            "✗ is refused (the reasons are under the cards)."
        )
    ).format(
        player=f"<strong>{name}</strong>",
        rule=f"<em>{text_html(play_rule_title(analysis.rule))}</em>",
        cards=f"<strong>{' '.join(c.label for c in analysis.legal)}</strong>",
    )
    return f'<p class="pl-turn" data-seat="{Seat(seat or 0).name[0]}">{said}</p>'


def step_html(index: int, steps: int, number: int) -> str:
    """ "step ``index`` of ``steps - 1`` · trick ``number``" (``class="pl-step"``).

    Examples
    --------
    >>> step_html(2, 5, 1)  # doctest: +ELLIPSIS
    '<span class="pl-step" data-step="2" data-steps="4" ...>step 2 of 4 · trick 1</span>'
    """
    return (
        f'<span class="pl-step" data-step="{index}" data-steps="{steps - 1}" '
        f'style="margin-left:.8em">'
        + text_html(
            _("step {step} of {steps} · trick {number}").format(
                step=index, steps=steps - 1, number=number
            )
        )
        + "</span>"
    )


def taken_html(step: TrickStep, rules: Ruleset, names: Sequence[str] | None) -> str:
    """The counter points and tricks each side has taken, and how ``rules`` count them."""
    sides = " · ".join(
        f'<span class="pl-score" data-team="{team}" data-points="{step.taken[team]}">'
        + words_html(
            ngettext(
                "{side}: {points} ({n} trick)", "{side}: {points} ({n} tricks)", step.won[team]
            )
        ).format(
            side=text_html(team_label(team, rules.players, names)),
            points=f"<strong>{step.taken[team]}</strong>",
            n=step.won[team],
        )
        + "</span>"
        for team in range(len(step.taken))
    )
    taken = words_html(_("Counter points taken: {sides}")).format(sides=sides)
    counts = text_html(
        _("{game} counts {counting}.").format(
            game=ruleset_title(rules), counting=counting_text(rules)
        )
    )
    return (
        f'<div class="pl-scores"><p>{taken}</p><p class="pl-counting pl-muted">{counts}</p></div>'
    )


def hands_table_html(step: TrickStep, names: Sequence[str] | None) -> str:
    """Every seat's cards still in hand, the seat to play marked ``▶``."""
    rows = []
    for seat, hand in enumerate(step.hands):
        name = text_html(seat_name(seat, names))
        marker = "▶ " if seat == step.to_play else ""
        cards = (
            cards_html(hand.cards, height=40, label=_("{name}'s hand").format(name=name))
            if hand
            else "<em>" + text_html(_("no cards")) + "</em>"
        )
        rows.append(
            f'<div class="pl-seat-hand" data-seat="{Seat(seat).name[0]}" '
            'style="display:flex; gap:.6em; align-items:center; margin:2px 0">'
            f'<span style="min-width:7em">{marker}<strong>{name}</strong> ({len(hand)})</span>'
            f"{cards}</div>"
        )
    heading = text_html(_("Cards in hand"))
    return f'<div class="pl-table"><h3 class="pl-heading">{heading}</h3>{"".join(rows)}</div>'


def felt_html(step: TrickStep, names: Sequence[str] | None, players: int) -> str:
    """The trick at the table (:mod:`.table_view`): each card by its seat, the card now winning
    framed, the seat to play marked; "You" (else South, or the second of two) at the bottom."""
    trick = step.trick
    shown = [seat_name(s, names) for s in range(players)]
    you = _("You")
    bottom = next((s for s, n in enumerate(shown) if n == you), players // 2)
    seats = [TableSeat(shown[s], len(step.hands[s])) for s in range(players)]
    cards = [(trick.seat_of(i), c) for i, c in enumerate(trick.cards)]
    winning = trick.winning_so_far
    return seat_table_html(
        seats,
        bottom=bottom,
        trick=cards,
        winner=trick.seat_of(winning) if winning is not None else None,
        to_act=trick.to_play,
        centre_note=_("{name} leads").format(name=shown[trick.leader or 0]) if not cards else "",
        label=_("The trick at the table"),
    )
