"""Actions a player takes in a round, and the verdict that allows or refuses one.

Every action is a small frozen dataclass naming the seat that acts (``RULES.md``, PARTNERSHIP):
:class:`Bid` and :class:`Pass` in the auction, :class:`DeclareTrump` by the bid winner,
:class:`PassCards` between the bid winner and partner, :class:`ThrowIn` or :class:`PlayOn`
after meld, and :class:`Play` in the tricks; :class:`Keep` and :class:`Discard` while building
hands from the widow (TWO_HAND_WIDOW); :class:`LayDown`, :class:`ExchangeDix` and :class:`Draw`
after a trick won while the stock lasts (TWO_HAND_STOCK), where :class:`Play` may take a card
from the player's melds on the table; :class:`Bury` by the bid winner who took the widow
(THREE_HAND_CUTTHROAT).

``str(action)`` is the form error messages quote: ``Bid(seat=EAST, amount=280)``.

One legality vocabulary: a state's ``check(action)`` returns a :class:`Verdict`; ``can(action)``
is ``check(action).legal``; ``apply(action)`` raises the
:class:`~pinochle_learn.errors.IllegalActionError` that :meth:`Verdict.error` builds.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from .cards import Card, Suit
from .errors import IllegalActionError, InputTypeError, ParseError, shown
from .meldkinds import MeldKind
from .play import PlayReason
from .procedure import Phase
from .reasons import Reason
from .seats import Seat

if TYPE_CHECKING:
    from .stockpile import StockVerdict
    from .tablemeld import TableVerdict

__all__ = [
    "Action",
    "Bid",
    "Bury",
    "Deal",
    "DeclareTrump",
    "Discard",
    "Draw",
    "ExchangeDix",
    "Keep",
    "LayDown",
    "Pass",
    "PassCards",
    "Phase",
    "Play",
    "PlayOn",
    "ThrowIn",
    "Verdict",
    "action_from_dict",
    "require_action",
]


def _show(value: object) -> str:
    if isinstance(value, Enum):
        return value.name
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, tuple):
        return "(" + ", ".join(_show(v) for v in value) + ")"
    return shown(value)  # repr, clipped: a malformed action is quoted in its own error


def _as_tuple(value: object) -> object:
    """``value`` as a tuple when it is a sequence of items (a list, a generator); text and
    anything else are left as they are, for :func:`require_action` to refuse by name."""
    if isinstance(value, str | bytes) or not isinstance(value, Iterable):
        return value
    return tuple(value)


class _Action:
    """Shared behaviour: the quoted form and a JSON-ready dict."""

    seat: Seat

    def __post_init__(self) -> None:
        # A seat index (0 to 3) is taken as its Seat, so Pass(2) == Pass(Seat.SOUTH).
        seat = self.seat
        if not isinstance(seat, Seat) and isinstance(seat, int) and 0 <= seat < len(Seat):
            object.__setattr__(self, "seat", Seat(seat))

    def __str__(self) -> str:
        fields = ", ".join(
            f"{f.name}={_show(getattr(self, f.name))}"
            for f in dataclasses.fields(self)  # type: ignore[arg-type]
        )
        return f"{type(self).__name__}({fields})"

    def to_dict(self) -> dict[str, Any]:
        """``{"action": "Bid", "seat": "EAST", "amount": 280}``; cards in seed notation.

        Examples
        --------
        >>> PassCards(Seat.SOUTH, (Card.parse("AH"), Card.parse("QS"))).to_dict()
        {'action': 'PassCards', 'seat': 'SOUTH', 'cards': ['H14', 'S12']}
        """
        out: dict[str, Any] = {"action": type(self).__name__}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            if isinstance(value, Enum):
                out[f.name] = value.name
            elif isinstance(value, Card):
                out[f.name] = str(value)
            elif isinstance(value, tuple):
                out[f.name] = [str(v) for v in value]
            else:
                out[f.name] = value
        return out


@dataclass(frozen=True)
class Bid(_Action):
    """Bid ``amount`` game points (``RULES.md``, PARTNERSHIP Auction).

    Examples
    --------
    >>> str(Bid(Seat.EAST, 280))
    'Bid(seat=EAST, amount=280)'
    """

    seat: Seat
    amount: int


@dataclass(frozen=True)
class Pass(_Action):
    """Pass in the auction: the seat is skipped for the rest of it."""

    seat: Seat


@dataclass(frozen=True)
class DeclareTrump(_Action):
    """The bid winner names the trump suit (``RULES.md``, PARTNERSHIP Trump and passing)."""

    seat: Seat
    suit: Suit


@dataclass(frozen=True)
class PassCards(_Action):
    """Give cards across the table: the partner's 4 to the bid winner, then the winner's 4 back.

    Examples
    --------
    >>> str(PassCards(Seat.SOUTH, (Card.parse("AH"), Card.parse("QS"))))
    'PassCards(seat=SOUTH, cards=(H14, S12))'
    """

    seat: Seat
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "cards", _as_tuple(self.cards))


@dataclass(frozen=True)
class ThrowIn(_Action):
    """The bid winner throws the hand in after meld (``RULES.md``, PARTNERSHIP Throw-in)."""

    seat: Seat


@dataclass(frozen=True)
class PlayOn(_Action):
    """The bid winner chooses to play the hand out when a throw-in is allowed."""

    seat: Seat


@dataclass(frozen=True)
class Play(_Action):
    """Play one card to the trick (``RULES.md``, PARTNERSHIP Tricks).

    ``from_table``: TWO_HAND_STOCK while the stock lasts, the card is one of the player's melded
    cards lying on the table, played as if in hand (``RULES.md``, TWO_HAND_STOCK). It is left
    out of ``str`` and ``to_dict`` when ``False``.

    Examples
    --------
    >>> str(Play(Seat.EAST, Card.parse("QS"))), str(Play(Seat.EAST, Card.parse("QS"), True))
    ('Play(seat=EAST, card=S12)', 'Play(seat=EAST, card=S12, from_table=True)')
    """

    seat: Seat
    card: Card
    from_table: bool = False

    def __str__(self) -> str:
        table = ", from_table=True" if self.from_table else ""
        return f"Play(seat={_show(self.seat)}, card={_show(self.card)}{table})"

    def to_dict(self) -> dict[str, Any]:
        """``{"action": "Play", "seat": "EAST", "card": "S12"}``, with ``"from_table": true``
        for a card played from the table."""
        out: dict[str, Any] = {"action": "Play", "seat": self.seat.name, "card": str(self.card)}
        if self.from_table:
            out["from_table"] = True
        return out


@dataclass(frozen=True)
class LayDown(_Action):
    """TWO_HAND_STOCK: after winning a trick, lay down one meld from the hand and the table
    (``RULES.md``, TWO_HAND_STOCK; :meth:`~pinochle_learn.tablemeld.MeldTable.check`).

    ``suit`` names a common marriage's suit; ``None`` for every other kind.

    Examples
    --------
    >>> str(LayDown(Seat.NORTH, MeldKind.COMMON_MARRIAGE, Suit.CLUBS))
    'LayDown(seat=NORTH, kind=COMMON_MARRIAGE, suit=CLUBS)'
    """

    seat: Seat
    kind: MeldKind
    suit: Suit | None = None

    def to_dict(self) -> dict[str, Any]:
        """``{"action": "LayDown", "seat": "NORTH", "kind": "PINOCHLE"}``, with ``"suit"`` for a
        common marriage."""
        out: dict[str, Any] = {"action": "LayDown", "seat": self.seat.name, "kind": self.kind.name}
        if self.suit is not None:
            out["suit"] = self.suit.name
        return out


@dataclass(frozen=True)
class ExchangeDix(_Action):
    """TWO_HAND_STOCK: after winning a trick, exchange the 9 of trump for the turn-up and score
    10 (``RULES.md``, TWO_HAND_STOCK; :meth:`~pinochle_learn.stockpile.Stock.exchange`)."""

    seat: Seat


@dataclass(frozen=True)
class Draw(_Action):
    """TWO_HAND_STOCK: the trick's winner is done melding; the winner draws the top card of the
    stock, the loser the next, and the winner leads (``RULES.md``, TWO_HAND_STOCK)."""

    seat: Seat


@dataclass(frozen=True)
class Keep(_Action):
    """Building (TWO_HAND_WIDOW): keep the card just drawn from the widow, then draw the next
    and discard it unseen (``RULES.md``, TWO_HAND_WIDOW)."""

    seat: Seat


@dataclass(frozen=True)
class Discard(_Action):
    """Building (TWO_HAND_WIDOW): discard the card just drawn from the widow, then keep the
    next one, whatever it is (``RULES.md``, TWO_HAND_WIDOW)."""

    seat: Seat


@dataclass(frozen=True)
class Bury(_Action):
    """THREE_HAND_CUTTHROAT: the bid winner, holding the widow, lays ``cards`` face down; they
    are out of play and count for the bid winner as if taken in a trick (``docs/rules.md``,
    ``#cutthroat.bury``).

    Examples
    --------
    >>> str(Bury(Seat.EAST, (Card.parse("9C"), Card.parse("JC"), Card.parse("9H"))))
    'Bury(seat=EAST, cards=(C9, C11, H9))'
    """

    seat: Seat
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "cards", _as_tuple(self.cards))


@dataclass(frozen=True)
class Deal(_Action):
    """The dealer deals: ``hands`` lists each seat's cards by seat index (NORTH first), and
    ``stock`` the cards left face down, top first: the widow to build from (TWO_HAND_WIDOW,
    where ``hands`` are empty) or the stock (TWO_HAND_STOCK).

    Dealing is an action so that a round replays exactly: make one from a seed with
    :func:`~pinochle_learn.state.deal_from_seed`, or write the hands out for a lesson.
    """

    seat: Seat
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        super().__post_init__()
        hands = _as_tuple(self.hands)
        if isinstance(hands, tuple):
            hands = tuple(_as_tuple(h) for h in hands)
        object.__setattr__(self, "hands", hands)
        object.__setattr__(self, "stock", _as_tuple(self.stock))

    def to_dict(self) -> dict[str, Any]:
        """``{"action": "Deal", "seat": "WEST", "hands": [["H14", ...], ...]}``, with
        ``"stock"`` when cards are left face down."""
        out: dict[str, Any] = {
            "action": "Deal",
            "seat": self.seat.name,
            "hands": [[str(c) for c in hand] for hand in self.hands],
        }
        if self.stock:
            out["stock"] = [str(c) for c in self.stock]
        return out


Action = (
    Deal
    | Bid
    | Pass
    | DeclareTrump
    | PassCards
    | ThrowIn
    | PlayOn
    | Play
    | Keep
    | Discard
    | LayDown
    | ExchangeDix
    | Draw
    | Bury
)
"""Any action of a round."""


@dataclass(frozen=True)
class Verdict:
    """Whether an action is allowed, and the rule that decides it, as data.

    Attributes
    ----------
    legal
        ``True`` when the action may be applied.
    reason
        Why: a :class:`~pinochle_learn.reasons.Reason` (a :class:`~pinochle_learn.reasons.Why`
        code and its parameters), a card's :class:`~pinochle_learn.play.PlayReason`, or in the
        stock game a meld's :class:`~pinochle_learn.tablemeld.TableVerdict` or the dix
        exchange's :class:`~pinochle_learn.stockpile.StockVerdict`.
    phase
        Where the action was judged (:class:`Phase`), ``None`` outside a round.

    Examples
    --------
    >>> from pinochle_learn.reasons import Reason, Why
    >>> verdict = Verdict(False, Reason(Why.RAISE_NOT_ALLOWED, bid=250, figures=(10, 20)),
    ...                   Phase.AUCTION)
    >>> bool(verdict), verdict.reason.code.value
    (False, 'raise_not_allowed')
    >>> print(verdict.error(Bid(Seat.EAST, 280)))
    Bid(seat=EAST, amount=280) refused in auction (raise_not_allowed)

    The words are render's, in a language: ``render.refusals.reason_text(verdict.reason)``
    gives ``'a raise must be +10 or +20 over 250'``.
    """

    legal: bool
    reason: Reason | PlayReason | TableVerdict | StockVerdict
    phase: Phase | None = None

    def __bool__(self) -> bool:
        return self.legal

    def error(self, action: object) -> IllegalActionError:
        """The error ``apply`` raises for a refused ``action``: it carries the action, the
        reason and the phase, and its message quotes them (made by ``render.refusals``)."""
        return IllegalActionError(action=action, reason=self.reason, phase=self.phase)


ACTION_TYPES: tuple[type[Any], ...] = (
    Deal,
    Bid,
    Pass,
    DeclareTrump,
    PassCards,
    ThrowIn,
    PlayOn,
    Play,
    Keep,
    Discard,
    LayDown,
    ExchangeDix,
    Draw,
    Bury,
)
_BY_NAME = {cls.__name__: cls for cls in ACTION_TYPES}
_NAMES = ", ".join(_BY_NAME)


def _cards_ok(value: object) -> bool:
    return isinstance(value, tuple) and all(isinstance(c, Card) for c in value)


_FIELD_TESTS: dict[str, Callable[[object], bool]] = {
    "seat": lambda v: isinstance(v, Seat),
    "amount": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "suit": lambda v: isinstance(v, Suit),
    "card": lambda v: isinstance(v, Card),
    "from_table": lambda v: isinstance(v, bool),
    "cards": _cards_ok,
    "stock": _cards_ok,
    "hands": lambda v: isinstance(v, tuple) and all(_cards_ok(h) for h in v),
    "kind": lambda v: isinstance(v, MeldKind),
}


def _need(field: str) -> str:
    """What a field must hold, for the error message."""
    return {
        "seat": "a Seat",
        "amount": "a whole number",
        "suit": "a Suit",
        "card": "a Card",
        "from_table": "True or False",
        "cards": "a tuple of Cards",
        "stock": "a tuple of Cards",
        "hands": "a tuple of hands, each a tuple of Cards",
        "kind": "a MeldKind",
    }[field]


def require_action(action: object) -> Action:
    """``action`` itself when it is an action of a round whose every field has its type (a
    :class:`Seat`, a :class:`Card`, ...), so the round engine may judge it.

    Raises
    ------
    InputTypeError
        Not an action (``"NORTH"``, ``None``, a dict), or an action with a field of the wrong
        type (``LayDown(NORTH, 7)``: the kind is an int; ``Play(EAST, "H14")``: the card is
        text). The message names the action and the field.

    Examples
    --------
    >>> require_action(Bid(Seat.EAST, 280))
    Bid(seat=<Seat.EAST: 1>, amount=280)
    >>> require_action(LayDown(Seat.NORTH, 7))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pinochle_learn.errors.InputTypeError: LayDown(seat=NORTH, kind=7, suit=None): kind must be ...
    """
    if not isinstance(action, ACTION_TYPES):
        raise InputTypeError(f"not an action: {shown(action)}; an action is one of {_NAMES}")
    for field in dataclasses.fields(action):
        value = getattr(action, field.name)
        if value is None and field.default is None:  # LayDown's suit, for most kinds
            continue
        if not _FIELD_TESTS[field.name](value):
            text = str(action)  # every field quoted by shown(): one line, never raises
            text = text if len(text) <= 80 else text[:76] + " ...)"
            raise InputTypeError(
                f"{text}: {field.name} must be {_need(field.name)}, got {shown(value)}"
            )
    return action  # type: ignore[no-any-return]


# ---- reading recorded actions --------------------------------------------------------------


def _member(enum: type[Any], name: object, what: str) -> Any:
    """The member of ``enum`` called ``name`` (``"HEARTS"``), or a ParseError naming it."""
    if isinstance(name, str) and name in enum.__members__:
        return enum[name]
    names = ", ".join(m.name for m in enum)
    raise ParseError(f"unknown {what} {shown(name)}: one of {names}")


def _card_of(value: object) -> Card:
    if not isinstance(value, str):
        raise ParseError(f"card {shown(value)}: write a card as text such as 'H14'")
    return Card.parse(value)


def _cards_of(value: object) -> tuple[Card, ...]:
    if not isinstance(value, list | tuple):
        raise ParseError(f"cards {shown(value)}: give a list of cards such as ['H14', 'S12']")
    return tuple(_card_of(c) for c in value)


def _hands_of(value: object) -> tuple[tuple[Card, ...], ...]:
    if not isinstance(value, list | tuple):
        raise ParseError(f"hands {shown(value)}: give a list of hands, each a list of cards")
    return tuple(_cards_of(hand) for hand in value)


def _seat_of(value: object) -> Seat:
    if not isinstance(value, str):
        raise ParseError(f"seat {shown(value)}: write a seat as text such as 'NORTH'")
    return Seat.parse(value)


def _amount_of(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ParseError(f"amount {shown(value)}: a bid is a whole number such as 280")
    return value


def _flag_of(value: object) -> bool:
    if not isinstance(value, bool):
        raise ParseError(f"from_table {shown(value)}: give true or false")
    return value


_READERS: dict[str, Callable[[object], object]] = {
    "seat": _seat_of,
    "amount": _amount_of,
    "suit": lambda v: _member(Suit, v, "suit"),
    "card": _card_of,
    "from_table": _flag_of,
    "cards": _cards_of,
    "stock": _cards_of,
    "hands": _hands_of,
    "kind": lambda v: _member(MeldKind, v, "kind"),
}


def action_from_dict(data: object) -> Action:
    """Rebuild an action from :meth:`to_dict` output (for recorded games).

    ``data`` holds ``"action"`` (the class name), ``"seat"`` (a seat name) and the action's
    own fields in the types ``to_dict`` writes: text for a seat, suit, kind or card, a list of
    cards, a whole number for a bid, ``true``/``false`` for ``from_table``. Fields with a
    default (``stock``, ``from_table``, a lay-down's ``suit``) may be left out.

    Raises
    ------
    ParseError
        ``data`` is no dict, or names an unknown action, seat, suit, kind or card, misses a
        field, has a field the action does not take, or a field of the wrong type (the
        message quotes it).

    Examples
    --------
    >>> action_from_dict(Bid(Seat.EAST, 280).to_dict())
    Bid(seat=<Seat.EAST: 1>, amount=280)
    >>> action_from_dict({"action": "Bid", "seat": "NORTH"})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pinochle_learn.errors.ParseError: Bid: missing field 'amount' in {'action': 'Bid', 'seat': ...
    """
    if not isinstance(data, dict):
        raise ParseError(
            f"an action is a dict such as {{'action': 'Pass', 'seat': 'NORTH'}}, got {shown(data)}"
        )
    name = data.get("action")
    cls = _BY_NAME.get(name) if isinstance(name, str) else None
    if cls is None:
        raise ParseError(f"unknown action {shown(name)}: one of {_NAMES}")
    fields = {f.name: f for f in dataclasses.fields(cls)}
    for key in data:
        if key != "action" and key not in fields:
            raise ParseError(f"{name}: unknown field {shown(key)} in {shown(data, 60)}")
    values: dict[str, object] = {}
    for key, field in fields.items():
        if key not in data:
            if field.default is dataclasses.MISSING:
                raise ParseError(f"{name}: missing field {key!r} in {shown(data, 60)}")
            continue
        value = data[key]
        if not (value is None and field.default is None):  # LayDown's "suit": null
            values[key] = _READERS[key](value)
    return cls(**values)  # type: ignore[no-any-return]
