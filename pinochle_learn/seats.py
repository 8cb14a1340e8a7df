"""Seats and teams: table arithmetic (``RULES.md``, PARTNERSHIP Seats and deal).

Four players sit at the compass points; partners sit opposite, so NORTH and SOUTH are
team 0 and EAST and WEST are team 1. Play and the deal pass clockwise, to the left:
NORTH, EAST, SOUTH, WEST, NORTH, ...

A seat's value is its index at the table (0 to 3), the same index
:class:`~pinochle_learn.trick.Trick` uses for the seat that led.

Two-player games (TWO_HAND_STOCK, TWO_HAND_WIDOW) use the first two seats, NORTH (0) and
EAST (1), so a seat's value is still its index (0 to ``players - 1``); ``next(players=2)``
alternates between them, and each player is a team of one: ``team_of`` gives 0 for NORTH
and 1 for EAST, with no change to the arithmetic. ``partner`` is for four players only.

Three-player games (THREE_HAND_CUTTHROAT) use NORTH, EAST and SOUTH (0 to 2), each player a
side of their own. Which seats form each side is ruleset data (``Ruleset.sides``, by default
:func:`standard_sides`); ``Seat.team`` and ``team_of`` keep the two-sided arithmetic
(partners opposite) for the games with two sides, and :func:`side_of` reads any table.
"""

from __future__ import annotations

from enum import IntEnum

from .errors import ParseError, RulesetError, shown

__all__ = [
    "PLAYER_COUNTS",
    "SEATS",
    "TEAMS",
    "Seat",
    "seats",
    "side_of",
    "standard_sides",
    "team_of",
    "team_seats",
]

TEAMS = 2
"""Sides in a partnership or two-hand game: two partnerships, or two players (a game's own
count is ``len(Ruleset.sides)``)."""

PLAYER_COUNTS = (2, 3, 4)
"""Players a table may seat: two facing each other, three, or four (partners opposite)."""


class Seat(IntEnum):
    """A seat at the table, numbered clockwise from NORTH.

    Examples
    --------
    >>> Seat.NORTH.next(), Seat.WEST.next(), Seat.EAST.partner, Seat.WEST.team
    (<Seat.EAST: 1>, <Seat.NORTH: 0>, <Seat.WEST: 3>, 1)
    >>> Seat.NORTH.next(players=2), Seat.EAST.next(players=2)
    (<Seat.EAST: 1>, <Seat.NORTH: 0>)
    """

    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    def next(self, players: int = 4) -> Seat:
        """The seat to this one's left: the next to bid, deal or play (clockwise).

        Parameters
        ----------
        players
            Players at the table, 4 or 2 (two players use NORTH and EAST).
        """
        return SEATS[(self + 1) % _checked(players)]

    def previous(self, players: int = 4) -> Seat:
        """The seat to this one's right (the one that acted just before, clockwise)."""
        return SEATS[(self - 1) % _checked(players)]

    def ahead(self, steps: int, players: int = 4) -> Seat:
        """The seat ``steps`` places to the left (clockwise); negative steps go right.

        Examples
        --------
        >>> Seat.WEST.ahead(2), Seat.NORTH.ahead(-1)
        (<Seat.EAST: 1>, <Seat.WEST: 3>)
        """
        return SEATS[(self + steps) % _checked(players)]

    @property
    def partner(self) -> Seat:
        """The seat opposite: this seat's partner in a four-player game."""
        return Seat((self + 2) % 4)

    @property
    def team(self) -> int:
        """Team 0 (NORTH and SOUTH) or team 1 (EAST and WEST); in a two-player game the
        player's own index."""
        return int(self) % TEAMS

    @classmethod
    def parse(cls, text: str | int) -> Seat:
        """A seat from its name, initial or index: ``"north"``, ``"N"``, ``0``.

        Raises
        ------
        ValueError
            Not a seat (a :class:`~pinochle_learn.errors.ParseError`, naming the token).

        Examples
        --------
        >>> Seat.parse("e"), Seat.parse("West"), Seat.parse(2)
        (<Seat.EAST: 1>, <Seat.WEST: 3>, <Seat.SOUTH: 2>)
        """
        key = str(text).strip().upper()
        for seat in cls:
            if key in (seat.name, seat.name[0], str(int(seat))):
                return seat
        raise ParseError(
            f"invalid seat {text!r}: use N, E, S, W (or 0 to 3)", code="seat", token=str(text)
        )


SEATS: tuple[Seat, ...] = tuple(Seat)
"""Every seat by its index: ``SEATS[i]`` is ``Seat(i)``, without the enum's lookup (the round
engine names the seat to act after every action)."""


def _checked(players: int) -> int:
    if players not in PLAYER_COUNTS:
        raise RulesetError(
            f"players={players!r}: seats are for 2, 3 or 4 players",
            code="players",
            players=shown(players),
        )
    return players


def seats(players: int = 4) -> tuple[Seat, ...]:
    """The seats in use, clockwise from NORTH: all four, NORTH, EAST and SOUTH for three
    players, or NORTH and EAST for two.

    Examples
    --------
    >>> seats(2)
    (<Seat.NORTH: 0>, <Seat.EAST: 1>)
    """
    return tuple(Seat(i) for i in range(_checked(players)))


def team_of(seat: Seat | int) -> int:
    """The team (0 or 1) of a seat or seat index: partners opposite share a team.

    Examples
    --------
    >>> team_of(Seat.SOUTH), team_of(3)
    (0, 1)
    """
    return Seat(seat).team


def team_seats(team: int, players: int = 4) -> tuple[Seat, ...]:
    """The seats of one team: ``(NORTH, SOUTH)`` for team 0 of four players, ``(NORTH,)`` of two.

    Examples
    --------
    >>> team_seats(1), team_seats(1, players=2)
    ((<Seat.EAST: 1>, <Seat.WEST: 3>), (<Seat.EAST: 1>,))
    >>> team_seats(2, players=3)
    (<Seat.SOUTH: 2>,)
    """
    sides = standard_sides(players)
    return tuple(Seat(s) for s in sides[team]) if 0 <= team < len(sides) else ()


def standard_sides(players: int) -> tuple[tuple[int, ...], ...]:
    """The usual sides of a table, as seat indexes: partners opposite at four
    (``((0, 2), (1, 3))``), every player for themselves at two or three.

    Raises
    ------
    RulesetError
        ``players`` is not 2, 3 or 4.

    Examples
    --------
    >>> standard_sides(4), standard_sides(3), standard_sides(2)
    (((0, 2), (1, 3)), ((0,), (1,), (2,)), ((0,), (1,)))
    """
    if _checked(players) == 4:
        return ((0, 2), (1, 3))
    return tuple((seat,) for seat in range(players))


def side_of(seat: Seat | int, sides: tuple[tuple[int, ...], ...]) -> int:
    """The index of the side ``seat`` sits on, in ``sides`` (a ruleset's ``sides``).

    Raises
    ------
    RulesetError
        No side holds ``seat``.

    Examples
    --------
    >>> side_of(Seat.SOUTH, standard_sides(4)), side_of(Seat.SOUTH, standard_sides(3))
    (0, 2)
    """
    for index, members in enumerate(sides):
        if int(seat) in members:
            return index
    raise RulesetError(f"seat={int(seat)!r}: no side holds this seat (sides={sides!r})")
