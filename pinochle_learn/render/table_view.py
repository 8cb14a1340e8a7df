"""The table seen from the learner's seat: seats around it, the trick in the middle.

A pure function of what is on the table (no widgets): four seats (or two facing each other for
the two-hand games), the learner's at the bottom; each card of the trick lies by the seat that
played it, the card heading the trick framed in gold with "winning" under it ("wins" once the
trick is whole); the other hands are face down (a fan of backs and the number of cards)
unless they are shown face up; each seat's melds lie in front of it once laid down. The
learner's own hand is not drawn here: it is a :class:`~.card_hand.CardHand` under the table,
where the cards are the controls.

Stable hooks for tests: ``class="pl-felt"`` (``data-players``), ``pl-seat`` with
``data-seat`` (N, E, S, W) and ``data-pos`` (top, left, right, bottom), ``pl-to-act`` on the
seat whose turn it is, ``pl-table-card`` with ``data-card`` and ``data-seat`` in the trick,
``pl-table-winner`` on the winning card, ``pl-backs`` (``data-count``) for a hidden hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pinochle_learn import Card, Seat
from pinochle_learn.render.html import card_svg
from pinochle_learn.render.i18n import _, ngettext, pgettext
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.style import colour

__all__ = ["TableSeat", "card_back_svg", "positions", "seat_table_html"]

_POSITIONS = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
}
"""Where the seats sit by the number of players, from the learner round to the left."""

_BACK = (
    '<svg class="pl-back" aria-hidden="true" width="{w}" height="{h}" viewBox="0 0 60 84">'
    '<rect x="0.75" y="0.75" width="58.5" height="82.5" rx="5" '
    f'fill="{colour("card-back")}" stroke="{colour("card-edge")}" '
    'stroke-width="1.5"/><rect x="6" y="6" width="48" height="72" rx="3" fill="none" '
    f'stroke="{colour("card-back-line")}" stroke-width="2" stroke-dasharray="4 3"/></svg>'
)


def card_back_svg(width: int = 31, height: int = 44) -> str:
    """The back of a card (a face-down card of a hand or of the stock), ``aria-hidden``."""
    return _BACK.format(w=width, h=height)


@dataclass(frozen=True)
class TableSeat:
    """One seat as the table shows it.

    Parameters
    ----------
    name
        What the learner calls this seat ("Bill", "You").
    count
        Cards held (drawn as backs when the hand is hidden).
    open_cards
        The hand face up (practice, "show all hands"); empty: face down.
    melds
        What this seat has laid down, in words (e.g. "run, pinochle: 190 meld points").
    note
        A short line under the name ("bid 260", "passed", "dealer").
    """

    name: str
    count: int = 0
    open_cards: tuple[Card, ...] = ()
    melds: str = ""
    note: str = ""


def positions(players: int, bottom: int) -> dict[int, str]:
    """Where each seat index sits, seen from ``bottom``: play passes to the left (clockwise).

    Examples
    --------
    >>> positions(4, 2)  # South at the bottom: West on the left, North across, East right
    {2: 'bottom', 3: 'left', 0: 'top', 1: 'right'}
    >>> positions(2, 1)
    {1: 'bottom', 0: 'top'}
    >>> positions(3, 0)  # three players: the opponents left and right
    {0: 'bottom', 1: 'left', 2: 'right'}

    Raises
    ------
    ValueError
        A number of players no table seats (2, 3 or 4).
    """
    if players not in _POSITIONS:
        raise ValueError(f"a table seats 2, 3 or 4 players, not {players!r}")
    order = _POSITIONS[players]
    return {(bottom + k) % players: order[k] for k in range(players)}


def _seat_letter(seat: int, players: int) -> str:
    if players == 2:
        return "N" if seat == 0 else "S"
    return Seat(seat).name[0]


def _winner_caption(name: str, *, whole: bool) -> str:
    """Under the card heading the trick: ``"Bill · winning"``, ``"Bill · wins"`` once the
    trick is whole; the learner called "You" has the second person's words ("Tu · vinci").

    >>> _winner_caption("Bill", whole=True), _winner_caption("You", whole=False)
    ('Bill · wins', 'You · winning')
    """
    if name in ("You", _("You")):
        return _("You · win") if whole else _("You · winning")
    verb = _("{seat} · wins") if whole else _("{seat} · winning")
    return verb.format(seat=name)


def seat_table_html(
    seats: Sequence[TableSeat],
    *,
    bottom: int,
    trick: Sequence[tuple[int, Card]] = (),
    winner: int | None = None,
    to_act: int | None = None,
    centre_note: str = "",
    card_height: int = 84,
    label: str = "The table",
) -> str:
    """The table as HTML: seats around it, the trick in the middle (``class="pl-felt"``).

    Parameters
    ----------
    seats
        One :class:`TableSeat` per seat index (2, 3 or 4: the ruleset's seats).
    bottom
        The learner's seat index: drawn at the bottom (their hand is the widget below).
    trick
        The cards of the trick on the table, as ``(seat index, card)`` in the order played.
    winner
        The seat index whose card heads the trick (framed), if any.
    to_act
        The seat index whose turn it is (its name is highlighted, with ``▶``).
    centre_note
        Words for the middle of the table while it holds no card ("Bill leads").
    card_height
        Height of the trick's cards in CSS pixels (64 under 560 px wide).
    label
        The table's accessible name.

    Examples
    --------
    >>> seats = [TableSeat(n, 3) for n in ("Bill", "Lisa", "You", "Mike")]
    >>> html = seat_table_html(seats, bottom=2, trick=[(0, Card.parse("H12"))], winner=0)
    >>> 'data-seat="N" data-pos="top"' in html, 'pl-table-winner' in html
    (True, True)
    """
    players = len(seats)
    where = positions(players, bottom)
    parts = []
    for index, seat in enumerate(seats):
        pos = where[index]
        letter = _seat_letter(index, players)
        acting = " pl-to-act" if index == to_act else ""
        info = ngettext("{count} card", "{count} cards", seat.count).format(count=seat.count)
        if seat.note:
            info = f"{seat.note} · {info}"
        body = ""
        if index != bottom:
            if seat.open_cards:
                cards = "".join(card_svg(c, height=44) for c in seat.open_cards)
                label = text_html(_("{name}'s cards").format(name=seat.name))
                body = f'<div class="pl-open" aria-label="{label}">{cards}</div>'
            elif seat.count:
                shown = min(seat.count, 5)
                backs = _BACK.format(w=31, h=44) * shown
                body = f'<div class="pl-backs" data-count="{seat.count}">{backs}</div>'
        melds = (
            f'<div class="pl-seat-melds" tabindex="0" title="{text_html(seat.melds)}">'
            f"{text_html(seat.melds)}</div>"
            if seat.melds
            else ""
        )
        named = (
            _("{name}: {cards}, to act")
            if acting
            else pgettext("a seat: its cards", "{name}: {cards}")
        ).format(name=seat.name, cards=info)
        parts.append(
            f'<div class="pl-seat{acting}" data-seat="{letter}" data-pos="{pos}" '
            f'role="group" aria-label="{text_html(named)}">'
            f'<div class="pl-seat-name">{text_html(seat.name)}</div>'
            f'<div class="pl-seat-info">{text_html(info)}</div>{body}{melds}</div>'
        )
    played = []
    for seat_index, card in trick:
        pos = where[seat_index]
        letter = _seat_letter(seat_index, players)
        wins = seat_index == winner
        # A trick still being played has a card winning so far; a whole trick, its winner.
        caption = seats[seat_index].name
        if wins:
            caption = _winner_caption(caption, whole=len(trick) == players)
        css = "pl-table-card pl-table-winner" if wins else "pl-table-card"
        played.append(
            f'<figure class="{css}" data-card="{card}" data-seat="{letter}" data-pos="{pos}" '
            'style="margin:0">'
            f"{card_svg(card, height=card_height)}<figcaption>{text_html(caption)}</figcaption>"
            "</figure>"
        )
    if not played and centre_note:
        played.append(f'<div class="pl-centre-note">{text_html(centre_note)}</div>')
    the_trick_text = _("the trick")
    centre = (
        f'<div class="pl-centre" aria-label="{text_html(the_trick_text)}">{"".join(played)}</div>'
    )
    return (
        f'<div class="pl-felt" data-players="{players}" role="group" '
        f'aria-label="{text_html(label)}">{"".join(parts)}{centre}</div>'
    )
