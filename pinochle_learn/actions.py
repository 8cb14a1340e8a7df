"""Actions a player takes in a round, and the verdict that allows or refuses one.

Every action is a small frozen dataclass naming the seat that acts (``RULES.md``, PARTNERSHIP):
:class:`Bid` and :class:`Pass` in the auction, :class:`DeclareTrump` by the bid winner,
:class:`PassCards` between the bid winner and partner, :class:`ThrowIn` or :class:`PlayOn`
after meld, and :class:`Play` in the tricks; :class:`Keep` and :class:`Discard` while building
hands from the widow (TWO_HAND_WIDOW); :class:`LayDown`, :class:`ExchangeDix` and :class:`Draw`
after a trick won while the stock lasts (TWO_HAND_STOCK), where :class:`Play` may take a card
from the player's melds on the table.

``str(action)`` is the form error messages quote: ``Bid(seat=EAST, amount=280)``.

One legality vocabulary: a state's ``check(action)`` returns a :class:`Verdict`; ``can(action)``
is ``check(action).legal``; ``apply(action)`` raises the
:class:`~pinochle_learn.errors.IllegalActionError` that :meth:`Verdict.error` builds.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from .cards import Card, Suit
from .errors import IllegalActionError, ParseError
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
]


def _show(value: object) -> str:
    if isinstance(value, Enum):
        return value.name
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, tuple):
        return "(" + ", ".join(_show(v) for v in value) + ")"
    return repr(value)


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
        object.__setattr__(self, "cards", tuple(self.cards))


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
        return f"Play(seat={self.seat.name}, card={self.card}{table})"

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
        object.__setattr__(self, "hands", tuple(tuple(h) for h in self.hands))
        object.__setattr__(self, "stock", tuple(self.stock))

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
    >>> bool(verdict), verdict.why
    (False, 'a raise must be +10 or +20 over 250')
    >>> print(verdict.error(Bid(Seat.EAST, 280)))
    Bid(seat=EAST, amount=280) refused in the auction: a raise must be +10 or +20 over 250
    """

    legal: bool
    reason: Reason | PlayReason | TableVerdict | StockVerdict
    phase: Phase | None = None

    def __bool__(self) -> bool:
        return self.legal

    @property
    def why(self) -> str:
        """The reason as a sentence with seat labels ("North passes"), made by ``render``."""
        from .render.refusals import reason_text

        return reason_text(self.reason)

    def error(self, action: object) -> IllegalActionError:
        """The error ``apply`` raises for a refused ``action``: it carries the action, the
        reason and the phase, and its message quotes them (made by ``render.refusals``)."""
        return IllegalActionError(action=action, reason=self.reason, phase=self.phase)


def _member(enum: type[Any], name: object, what: str) -> Any:
    """The member of ``enum`` called ``name`` (``"HEARTS"``), or a ParseError naming it."""
    try:
        return enum[str(name)]
    except KeyError:
        names = ", ".join(m.name for m in enum)
        raise ParseError(f"unknown {what} {name!r}: one of {names}") from None


def action_from_dict(data: dict[str, Any]) -> Action:
    """Rebuild an action from :meth:`to_dict` output (for recorded games).

    Raises
    ------
    ParseError
        An unknown action name, seat, suit or card (the message quotes it).

    Examples
    --------
    >>> action_from_dict(Bid(Seat.EAST, 280).to_dict())
    Bid(seat=<Seat.EAST: 1>, amount=280)
    """
    name = data.get("action")
    seat = Seat.parse(str(data.get("seat")))
    if name == "Deal":
        hands = tuple(tuple(Card.parse(c) for c in hand) for hand in data["hands"])
        return Deal(seat, hands, tuple(Card.parse(c) for c in data.get("stock", ())))
    if name == "Bid":
        return Bid(seat, int(data["amount"]))
    if name == "DeclareTrump":
        return DeclareTrump(seat, _member(Suit, data["suit"], "suit"))
    if name == "PassCards":
        return PassCards(seat, tuple(Card.parse(c) for c in data["cards"]))
    if name == "Play":
        return Play(seat, Card.parse(str(data["card"])), bool(data.get("from_table", False)))
    if name == "LayDown":
        suit = data.get("suit")
        kind = _member(MeldKind, data["kind"], "kind")
        return LayDown(seat, kind, None if suit is None else _member(Suit, suit, "suit"))
    simple: dict[str, type[Pass | ThrowIn | PlayOn | Keep | Discard | ExchangeDix | Draw]] = {
        "Pass": Pass,
        "ThrowIn": ThrowIn,
        "PlayOn": PlayOn,
        "Keep": Keep,
        "Discard": Discard,
        "ExchangeDix": ExchangeDix,
        "Draw": Draw,
    }
    if name in simple:
        return simple[str(name)](seat)
    raise ParseError(f"unknown action {name!r}")
