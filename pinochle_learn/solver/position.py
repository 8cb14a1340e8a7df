"""A position of the trick phase: hands, trump, the trick so far, who is to play.

``RULES.md``, Tricks of each game. A :class:`Position` is checked when made, so the solver
only ever sees a position the rules can reach: every card at most twice, hands of the sizes the
trick implies, each card already in the trick legal when it was played (judged by
:func:`pinochle_learn.play.legal_plays`, the engine's one copy of the trick rules).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards import Card, Suit, as_cards, as_suit
from ..errors import HandError, IllegalActionError
from ..play import legal_plays
from ..procedure import FirstLead, Phase
from ..ruleset import Ruleset, as_ruleset
from ..seats import Seat

if TYPE_CHECKING:
    from ..state import RoundState

__all__ = ["Position", "PositionError"]


def unsolvable(rules: Ruleset) -> PositionError | None:
    """``None`` if the solver takes games of ``rules``, else the error saying why not: the
    search is two-sided (one side maximises, one minimises), so THREE_HAND_CUTTHROAT's three
    sides are refused, and its cards are packed two copies to a card, so DOUBLE_DECK's four
    copies are refused."""
    if rules.side_count != 2:
        return PositionError(
            f"rules {rules.name!r}: the solver plays two sides, and this game has "
            f"{rules.side_count}"
        )
    if rules.deck.copies > 2:
        return PositionError(
            f"rules {rules.name!r}: the solver takes decks of two copies of each card "
            f"(this deck has {rules.deck.copies})"
        )
    return None


class PositionError(HandError):
    """A position the rules cannot reach (a third copy of a card, a hand of the wrong size, a
    card in the trick that could not have been played), or one the solver does not take (the
    stock game while the stock lasts)."""


def _seat(seat: int) -> str:
    """``"North"``: a seat as a word in a message (not the enum's upper-case code)."""
    return Seat(seat).name.capitalize()


def _cards(text: str, seat: Seat) -> str:
    return f"{_seat(seat)}'s hand" + (f" ({text})" if text else " (empty)")


def _count(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


@dataclass(frozen=True)
class Position:
    """A position of the trick phase, checked.

    Attributes
    ----------
    ruleset
        The game: its trick rules (``must_follow_suit``, ``must_trump``, ``must_head_trick``,
        ``first_lead_trump``...) and its counting (``counter_points``, ``last_trick_points``).
    trump
        The trump suit.
    hands
        Each seat's cards now, by seat index (4 hands in PARTNERSHIP, 2 in the two-hand games).
    to_play
        The seat to play next; the trick was led by the seat ``len(trick)`` places before it.
    trick
        The cards of the trick in progress, in play order (empty when ``to_play`` leads).
    first_lead
        The trick is the round's first and its leader is the bidder (TWO_HAND_WIDOW:
        ``first_lead_trump``, a trump must be led if held). ``None`` (the default) works it out:
        the player to play holds a full hand and the game's bidder leads first.

    Raises
    ------
    PositionError
        A card appears more than twice; a hand is too big or of the wrong size for the trick
        (the seats that played to it hold one card fewer); the trick is complete; a card in the
        trick could not legally have been played.
    ParseError
        Bad card notation or trump.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_STOCK
    >>> p = Position(TWO_HAND_STOCK, "H", ("H14 S9", "H10 S10"), Seat.NORTH)
    >>> p.leader, p.points_left, p.tricks_left
    (<Seat.NORTH: 0>, 40, 2)
    """

    ruleset: Ruleset
    trump: Suit
    hands: tuple[tuple[Card, ...], ...]
    to_play: Seat
    trick: tuple[Card, ...] = ()
    first_lead: bool | None = None

    def __init__(
        self,
        ruleset: Ruleset | str,
        trump: Suit | str,
        hands: Sequence[Iterable[Card] | str] | Mapping[Seat, Iterable[Card] | str],
        to_play: Seat | str | int,
        trick: Iterable[Card] | str = (),
        first_lead: bool | None = None,
    ) -> None:
        rules = as_ruleset(ruleset)
        refused = unsolvable(rules)
        if refused is not None:
            raise refused
        seat = Seat.parse(to_play) if not isinstance(to_play, Seat) else to_play
        if isinstance(hands, Mapping):
            missing = [_seat(s) for s in Seat if s < rules.players and s not in hands]
            if missing:
                raise PositionError(f"no hand given for {', '.join(missing)}")
            hands = [hands[Seat(s)] for s in range(rules.players)]
        read = tuple(as_cards(h) for h in hands)
        set_ = object.__setattr__
        set_(self, "ruleset", rules)
        set_(self, "trump", as_suit(trump))
        set_(self, "hands", read)
        set_(self, "to_play", seat)
        set_(self, "trick", as_cards(trick))
        self._check()
        if first_lead is None:
            procedure = rules.procedure
            bidder_leads = procedure is None or procedure.first_lead is FirstLead.BIDDER
            full = len(read[seat]) == rules.hand_size
            first_lead = bool(rules.first_lead_trump and bidder_leads and full)
        set_(self, "first_lead", first_lead)
        self._check_trick()

    # -- derived ------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        """Seats at the table (``ruleset.players``)."""
        return self.ruleset.players

    @property
    def leader(self) -> Seat:
        """The seat that led (or leads) the trick in progress."""
        return self.to_play.ahead(-len(self.trick), self.players)

    @property
    def tricks_left(self) -> int:
        """Tricks still to finish, the one in progress included."""
        return (sum(len(h) for h in self.hands) + len(self.trick)) // self.players

    @property
    def points_left(self) -> int:
        """Counter points still to take: cards in the hands and the trick, and the last
        trick's bonus (``ruleset.counter_points``, ``last_trick_points``)."""
        points = self.ruleset.counter_points
        cards = [c for h in self.hands for c in h] + list(self.trick)
        return sum(points[c.rank] for c in cards) + self.ruleset.last_trick_points

    # -- from a round --------------------------------------------------------------------------
    @classmethod
    def from_state(cls, state: RoundState) -> Position:
        """The position of a round in its trick phase (the stock game once the stock is gone).

        Raises
        ------
        PositionError
            The round is not in its tricks (the stock game while the stock lasts is out of
            scope: the draws are hidden), or it is over.
        """
        if state.phase is Phase.STOCK:
            raise PositionError(
                "the stock game is solved only once the stock is gone (from the last draw on): "
                "while it lasts the draws are hidden"
            )
        seat = state.to_act
        if state.phase is not Phase.TRICKS or state.trick is None or seat is None:
            raise PositionError(f"the round is in its {state.phase.name} phase, not its tricks")
        assert state.trump is not None
        leader = state.trick.leader
        first = not state.tricks and state.bidder is not None and leader == state.bidder
        return cls(
            state.ruleset,
            state.trump,
            [h.cards for h in state.hands],
            seat,
            state.trick.cards,
            first,
        )

    # -- checks --------------------------------------------------------------------------------
    def _check(self) -> None:
        rules, players = self.ruleset, self.ruleset.players
        if len(self.hands) != players:
            raise PositionError(
                f"{len(self.hands)} hands given: {rules.name} is played by {players}"
            )
        if self.to_play >= players:
            raise PositionError(
                f"to_play={self.to_play.name}: the seats in {rules.name} are "
                + " and ".join(_seat(s) for s in Seat if s < players)
            )
        if len(self.trick) >= players:
            raise PositionError(
                f"the trick {' '.join(map(str, self.trick))!r} has {len(self.trick)} cards: "
                f"a trick of {rules.name} is complete at {players}, so nobody is to play to it"
            )
        self._check_copies()
        self._check_sizes()

    def _check_copies(self) -> None:
        count = Counter(c for h in self.hands for c in h) + Counter(self.trick)
        for card, n in count.items():
            if n > 2:
                where = [
                    f"{_seat(s)} {h.count(card)}" for s, h in enumerate(self.hands) if card in h
                ]
                raise PositionError(
                    f"{str(card)!r} ({card.label}) appears {n} times (in hands: {', '.join(where)}"
                    f"; in the trick: {self.trick.count(card)}): "
                    "the deck holds only two copies of each card"
                )

    def _check_sizes(self) -> None:
        rules, players, n = self.ruleset, self.ruleset.players, len(self.trick)
        played = {int(self.to_play.ahead(-i, players)) for i in range(1, n + 1)}
        size = len(self.hands[self.to_play])
        if size == 0:
            raise PositionError(f"{_seat(self.to_play)} is to play but holds no card")
        if size > rules.hand_size:
            raise PositionError(
                f"{_seat(self.to_play)} holds {size} cards: a hand in {rules.name} holds at most "
                f"{rules.hand_size}"
            )
        most = max(len(h) for h in self.hands)
        short = {s for s, h in enumerate(self.hands) if len(h) == most - 1}
        sizes_fit = all(len(h) in (most, most - 1) for h in self.hands)
        if sizes_fit and len(short) == n and short != played and n:
            raise PositionError(
                f"the trick was led by {_seat(self.leader)} (the seat {n} before "
                f"{_seat(self.to_play)}), but the hands say "
                f"{' and '.join(_seat(s) for s in sorted(short))} played to it: "
                "check the seat to play and the hands"
            )
        for seat, hand in enumerate(self.hands):
            want = size - 1 if seat in played else size
            if len(hand) != want:
                text = " ".join(map(str, hand))
                raise PositionError(
                    f"{_cards(text, Seat(seat))} holds {_count(len(hand))}: with "
                    f"{_count(n)} in the trick and {_seat(self.to_play)} holding {_count(size)}, "
                    f"it should hold {_count(want)}"
                )

    def _check_trick(self) -> None:
        for i, card in enumerate(self.trick):
            seat = self.leader.ahead(i, self.players)
            before = (*self.hands[seat], card)
            try:
                analysis = legal_plays(
                    before,
                    self.trick[:i],
                    self.trump,
                    self.ruleset,
                    first_lead=bool(i == 0 and self.first_lead),
                )
            except IllegalActionError as error:  # pragma: no cover - sizes checked above
                raise PositionError(str(error)) from None
            verdict = analysis.verdict(card)
            if not verdict.legal:
                raise PositionError(
                    f"card {i + 1} of the trick, {card} ({card.label}) played by {_seat(seat)}, "
                    f"breaks the rule {verdict.rule.value}: {_seat(seat)} also held "
                    + (" ".join(map(str, self.hands[seat])) or "nothing")
                )
