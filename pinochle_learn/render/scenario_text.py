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

from .i18n import N_, _, ngettext

__all__ = [
    "LINK_LABELS",
    "after_auction",
    "bad_hands",
    "bad_pair",
    "bad_seat",
    "bid_refused",
    "field_problem",
    "link_label",
    "no_auction_game",
    "not_a_side",
    "not_between",
    "not_playable",
    "not_whole",
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
