"""Melds on the table in the two-hand stock game, laid down one at a time (``RULES.md``,
TWO_HAND_STOCK; seed 002).

In the stock game the winner of a trick may lay down **one** meld and score it. Melded cards
stay on the table, face up, and may still be played to tricks. A :class:`MeldTable` is one
player's side of the table: the cards lying there, each with the kinds of meld it has served
in, every meld laid down so far, and whether a meld may be laid down now. It is immutable:
:meth:`MeldTable.lay_down` and the other changes return a new table, so a lesson can step back.

The rules it applies (the seed's "Regole"), each with its own :class:`TableRule` code:

- one meld per trick won (``ONE_MELD_PER_TRICK``, ``NO_TRICK_WON``), none once the stock is gone
  (``STOCK_GONE``);
- a card may serve again only in a meld of a different kind (``SAME_KIND``): the Q♠ may be in a
  marriage, a run, a pinochle and queens around, never in two pinochles;
- a second around of one rank needs four new cards (``AROUND_NEEDS_NEW_CARDS``);
- a royal marriage melded first may be extended to a run (A 10 J added) and the run scores too
  (``EXTENDS_MARRIAGE``), but a run melded first never also scores its marriage
  (``RUN_HOLDS_MARRIAGE``).

Every kind of meld and its meld points come from the ruleset (:class:`~pinochle_learn.meldkinds.
MeldKind`, ``Ruleset.meld_points``); "kind" for reuse is :attr:`MeldKind.family` (a double
around is an around). Verdicts carry a code and the cards concerned; the sentences are made in
:mod:`pinochle_learn.render.table_text`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import Enum
from functools import lru_cache
from typing import Any

from .cards import Card, Suit
from .errors import HandError, IllegalActionError
from .hand import Hand
from .meld import Meld
from .meldkinds import MeldKind
from .ruleset import Ruleset

__all__ = ["MeldTable", "TableCard", "TableRule", "TableVerdict"]


class TableRule(Enum):
    """The rule that decides whether a meld may be laid down now; the value is its JSON name."""

    NEW_CARDS = "new_cards"
    """Legal: every card serves in its first meld of this kind."""
    REUSES_CARDS = "reuses_cards"
    """Legal: some cards already on the table serve in melds of other kinds, never this one."""
    EXTENDS_MARRIAGE = "extends_marriage"
    """Legal: a run built on a royal marriage already on the table (A 10 J added); both score."""
    NOT_SCORED = "not_scored"
    """This game scores no such meld (a run with an extra king in the stock game)."""
    STOCK_GONE = "stock_gone"
    """No meld once the last cards of the stock are drawn."""
    NO_TRICK_WON = "no_trick_won"
    """A meld is laid down only after winning a trick."""
    ONE_MELD_PER_TRICK = "one_meld_per_trick"
    """A meld has already been laid down since the last trick won."""
    NOT_HELD = "not_held"
    """Some of the meld's cards are neither in the hand nor on the table."""
    SAME_KIND = "same_kind"
    """A card would serve a second time in a meld of the same kind."""
    AROUND_NEEDS_NEW_CARDS = "around_needs_new_cards"
    """A second around of one rank reuses a card of the first: it needs four new cards."""
    RUN_HOLDS_MARRIAGE = "run_holds_marriage"
    """A royal marriage from the cards of a run melded first: the run does not also score it."""

    @property
    def legal(self) -> bool:
        """Does this rule allow the meld?"""
        return self in _LEGAL


_LEGAL = frozenset({TableRule.NEW_CARDS, TableRule.REUSES_CARDS, TableRule.EXTENDS_MARRIAGE})


@dataclass(frozen=True)
class TableCard:
    """One physical card lying on the table and the kinds of meld it has served in.

    ``served`` holds :attr:`MeldKind.family` values (a run, a pinochle, queens around, ...).
    """

    card: Card
    served: frozenset[MeldKind] = frozenset()

    def may_serve(self, kind: MeldKind) -> bool:
        """May this card serve in a new meld of ``kind``? Not twice in one kind, and not in a
        royal marriage once it serves in a run."""
        return _blocker(self, kind) is None


def _blocker(table_card: TableCard, kind: MeldKind) -> TableRule | None:
    family = kind.family
    if family in table_card.served:
        return TableRule.AROUND_NEEDS_NEW_CARDS if kind.around_rank else TableRule.SAME_KIND
    if kind is MeldKind.ROYAL_MARRIAGE and MeldKind.RUN in table_card.served:
        return TableRule.RUN_HOLDS_MARRIAGE
    return None


_REFUSAL_ORDER = (
    TableRule.NOT_HELD,
    TableRule.SAME_KIND,
    TableRule.AROUND_NEEDS_NEW_CARDS,
    TableRule.RUN_HOLDS_MARRIAGE,
)


@dataclass(frozen=True)
class TableVerdict:
    """Whether one meld may be laid down now, the rule that decides it, and the cards concerned.

    Attributes
    ----------
    kind, suit
        The meld judged; ``suit`` is that of a marriage or run (trump for a royal marriage or
        run), else ``None``.
    legal
        May it be laid down now?
    rule
        The deciding :class:`TableRule`.
    points
        Meld points the meld scores when laid down (also given when refused, for comparison;
        0 when the game does not score it).
    cards
        Every card the meld needs.
    from_hand
        Of those, the cards it brings out of the hand onto the table.
    from_table
        The cards already on the table it serves with again (in melds of other kinds).
    blocking
        Refused: the cards that refuse it (missing, or already serving in this kind).
    earlier
        Refused for reuse: the kinds of meld those cards already serve in.
    """

    kind: MeldKind
    suit: Suit | None
    legal: bool
    rule: TableRule
    points: int
    cards: tuple[Card, ...]
    from_hand: tuple[Card, ...] = ()
    from_table: tuple[Card, ...] = ()
    blocking: tuple[Card, ...] = ()
    earlier: tuple[MeldKind, ...] = ()

    @property
    def meld(self) -> Meld:
        """The meld as it would lie on the table."""
        return Meld(self.kind, self.cards, self.points, self.suit)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready, cards in seed notation and codes as their values."""
        return {
            "kind": self.kind.value,
            "suit": None if self.suit is None else self.suit.letter,
            "legal": self.legal,
            "rule": self.rule.value,
            "points": self.points,
            "cards": [str(c) for c in self.cards],
            "from_hand": [str(c) for c in self.from_hand],
            "from_table": [str(c) for c in self.from_table],
            "blocking": [str(c) for c in self.blocking],
            "earlier": [k.value for k in self.earlier],
        }


@lru_cache(maxsize=512)
def _cards(kind: MeldKind, trump: Suit, suit: Suit | None) -> tuple[Card, ...]:
    return kind.cards(trump, suit)


@lru_cache(maxsize=512)
def _needed(kind: MeldKind, trump: Suit, suit: Suit | None) -> tuple[tuple[Card, int], ...]:
    """The cards of a meld with their counts, in display order (cached: the rules never change
    which cards a kind needs)."""
    counts = Counter(kind.cards(trump, suit))
    return tuple(sorted(counts.items(), key=lambda item: item[0].sort_key))


_KIND_ORDER = {kind: i for i, kind in enumerate(MeldKind)}


def meld_suit(kind: MeldKind, trump: Suit, suit: Suit | None) -> Suit | None:
    """The suit a meld is named by: its own for a common marriage, trump for the other class 1
    melds, none for pinochles and arounds (as :class:`~pinochle_learn.meld.Meld` records it)."""
    if kind.needs_suit:
        return suit
    return trump if kind.meld_class == 1 else None


@dataclass(frozen=True)
class MeldTable:
    """One player's melds on the table in the stock game (``RULES.md``, TWO_HAND_STOCK).

    Attributes
    ----------
    trump, ruleset
        The round's trump and rules (meld points come from ``ruleset.meld_points``).
    cards
        The cards lying on the table now, each with the kinds it has served in.
    laid
        Every meld laid down this round, in order, with its meld points.
    may_meld
        Did this player win the last trick and not meld since?
    melded
        Has a meld been laid down since the last trick won (so a second one is refused)?
    stock_gone
        Are the last cards of the stock drawn (no meld any more)?

    Examples
    --------
    The seed's marriage extended to a run: 40, then 150 more (trump ♥).

    >>> from pinochle_learn import TWO_HAND_STOCK
    >>> hand = Hand.parse("H14 H10 H13 H12 H11")
    >>> table = MeldTable(Suit.HEARTS, TWO_HAND_STOCK).after_trick(won=True)
    >>> hand, table = table.lay_down(hand, MeldKind.ROYAL_MARRIAGE)
    >>> hand, table = table.after_trick(won=True).lay_down(hand, MeldKind.RUN)
    >>> [(m.kind.value, m.points) for m in table.laid], table.points, str(hand)
    ([('royal_marriage', 40), ('run', 150)], 190, '')
    """

    trump: Suit
    ruleset: Ruleset
    cards: tuple[TableCard, ...] = ()
    laid: tuple[Meld, ...] = ()
    may_meld: bool = False
    melded: bool = False
    stock_gone: bool = False

    @property
    def points(self) -> int:
        """Meld points scored by every meld laid down so far."""
        return sum(m.points for m in self.laid)

    @property
    def shown(self) -> Hand:
        """The cards on the table, as a hand (display order)."""
        return Hand(tc.card for tc in self.cards)

    def served_in(self, card: Card) -> tuple[frozenset[MeldKind], ...]:
        """For each copy of ``card`` on the table, the kinds of meld it serves in."""
        return tuple(tc.served for tc in self.cards if tc.card == card)

    # --- the turn ------------------------------------------------------------------------

    def after_trick(self, *, won: bool) -> MeldTable:
        """The table after a trick: its winner may lay down one meld, the loser none."""
        return self._with(may_meld=won and not self.stock_gone, melded=False)

    def lapse(self) -> MeldTable:
        """The table once its player has drawn after the trick won: the chance to meld lapses
        until the next trick won."""
        if not self.may_meld and not self.melded:
            return self  # immutable: the same table
        return self._with(may_meld=False, melded=False)

    def close(self) -> MeldTable:
        """The table once the last cards of the stock are drawn: no more meld."""
        return self._with(may_meld=False, stock_gone=True)

    def _with(self, **changes: Any) -> MeldTable:
        """``dataclasses.replace(self, **changes)`` without running ``__init__`` again (the
        table has no check of its fields to repeat): the round changes its tables after
        every trick."""
        new = object.__new__(MeldTable)
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        return new

    def take_back(self) -> tuple[tuple[Card, ...], MeldTable]:
        """Once the stock is gone the player takes the melded cards back into the hand for the
        last tricks: those cards, and the closed table, empty, keeping the melds laid (and
        their points) as a record.

        Examples
        --------
        >>> from pinochle_learn import TWO_HAND_STOCK
        >>> table = MeldTable(Suit.HEARTS, TWO_HAND_STOCK).after_trick(won=True)
        >>> _, table = table.lay_down(Hand.parse("H13 H12"), MeldKind.ROYAL_MARRIAGE)
        >>> cards, table = table.take_back()
        >>> [c.label for c in cards], table.points, table.stock_gone, len(table.cards)
        (['K♥', 'Q♥'], 40, True, 0)
        """
        cards = tuple(tc.card for tc in self.cards)
        return cards, replace(self.close(), cards=())

    # --- judging and laying down -----------------------------------------------------------

    def check(self, hand: Hand, kind: MeldKind, suit: Suit | None = None) -> TableVerdict:
        """May ``kind`` (in ``suit``, for a common marriage) be laid down now from ``hand`` and
        the cards on the table?

        Parameters
        ----------
        hand
            The cards in the player's hand (not those on the table).
        kind, suit
            The meld; ``suit`` only for a common marriage.

        Returns
        -------
        TableVerdict
            Legal or not, with the :class:`TableRule` that decides and the cards concerned.

        Raises
        ------
        ValueError
            A common marriage without a non-trump suit (from :meth:`MeldKind.cards`).
        """
        return self._judge(hand, kind, suit)[0]

    def _judge(
        self, hand: Hand, kind: MeldKind, suit: Suit | None
    ) -> tuple[TableVerdict, list[int]]:
        """:meth:`check`'s verdict, and the copies a legal meld uses (:meth:`_pick`'s)."""
        needed = _cards(kind, self.trump, suit)
        points = self.ruleset.points(kind) or 0
        base = TableVerdict(
            kind, meld_suit(kind, self.trump, suit), False, TableRule.NOT_SCORED, points, needed
        )
        if not points:
            return base, []
        for refused, rule in (
            (self.stock_gone, TableRule.STOCK_GONE),
            (self.melded, TableRule.ONE_MELD_PER_TRICK),
            (not self.may_meld, TableRule.NO_TRICK_WON),
        ):
            if refused:
                return replace(base, rule=rule), []
        picked, refusals = self._pick(hand, kind, suit)
        for rule in _REFUSAL_ORDER:
            if rule in refusals:
                cards, earlier = refusals[rule]
                return replace(base, rule=rule, blocking=cards, earlier=earlier), []
        from_table = tuple(self.cards[i].card for i in picked if i >= 0)
        from_hand = tuple(c for c, i in zip(_sorted(needed), picked, strict=True) if i < 0)
        extends = kind.family is MeldKind.RUN and any(
            MeldKind.ROYAL_MARRIAGE in self.cards[i].served for i in picked if i >= 0
        )
        rule = (
            TableRule.EXTENDS_MARRIAGE
            if extends
            else TableRule.REUSES_CARDS
            if from_table
            else TableRule.NEW_CARDS
        )
        legal = TableVerdict(  # base with what makes it legal (built once, no replace)
            kind, base.suit, True, rule, points, needed, from_hand, _sorted(from_table)
        )
        return legal, picked

    def can(self, hand: Hand, kind: MeldKind, suit: Suit | None = None) -> bool:
        """``check(...).legal``."""
        return self.check(hand, kind, suit).legal

    def lay_down(
        self, hand: Hand, kind: MeldKind, suit: Suit | None = None
    ) -> tuple[Hand, MeldTable]:
        """Lay down one meld: its cards from the hand join the table, it scores.

        Returns
        -------
        (Hand, MeldTable)
            The hand without the cards brought out, and the new table.

        Raises
        ------
        IllegalActionError
            The meld is refused; ``error.verdict`` is the :class:`TableVerdict` saying why.
        """
        verdict, picked = self._judge(hand, kind, suit)
        if not verdict.legal:
            error = IllegalActionError(action=kind.value, reason=verdict)
            error.verdict = verdict  # type: ignore[attr-defined]
            raise error
        family = kind.family
        cards = list(self.cards)
        for i in picked:
            if i >= 0:
                cards[i] = TableCard(cards[i].card, cards[i].served | {family})
        for card in verdict.from_hand:
            hand = hand.remove(card)
            cards.append(TableCard(card, frozenset({family})))
        table = self._with(
            cards=tuple(sorted(cards, key=_table_order)),
            laid=(*self.laid, verdict.meld),
            may_meld=False,
            melded=True,
        )
        return hand, table

    def options(self, hand: Hand) -> tuple[TableVerdict, ...]:
        """Every meld of this game the cards held (hand and table) could form, judged now:
        legal ones first (most meld points first), then the refused ones with their reasons.
        Melds missing a card are left out."""
        verdicts = []
        held = hand.counter() + Counter(tc.card for tc in self.cards)
        for kind, points in self.ruleset.meld_points.items():
            suits: Iterable[Suit | None] = (
                [s for s in Suit if s is not self.trump] if kind.needs_suit else [None]
            )
            for suit in suits:
                if points and all(held[c] >= n for c, n in _needed(kind, self.trump, suit)):
                    verdicts.append(self.check(hand, kind, suit))
        verdicts.sort(key=lambda v: (not v.legal, -v.points, _KIND_ORDER[v.kind], v.suit or 0))
        return tuple(verdicts)

    # --- cards leaving the table ---------------------------------------------------------

    def play(self, card: Card) -> MeldTable:
        """The table after ``card`` is played from it to a trick. Of two copies, the one that
        serves in more kinds of meld leaves (the other keeps more melds open).

        Raises
        ------
        HandError
            No copy of ``card`` lies on the table.
        """
        copies = [i for i, tc in enumerate(self.cards) if tc.card == card]
        if not copies:
            raise HandError(
                f"no {str(card)!r} ({card.label}) lies on the table", code="not_on_table", card=card
            )
        leaving = max(copies, key=lambda i: len(self.cards[i].served))
        return self._with(cards=self.cards[:leaving] + self.cards[leaving + 1 :])

    # --- private --------------------------------------------------------------------------

    def _pick(
        self, hand: Hand, kind: MeldKind, suit: Suit | None
    ) -> tuple[list[int], dict[TableRule, tuple[tuple[Card, ...], tuple[MeldKind, ...]]]]:
        """For each needed card (in display order) the table index of the copy used, or -1 for a
        copy from the hand; and the refusals found, with their cards and earlier kinds.

        Table copies are preferred (they are already shown); then the hand's."""
        picks: list[int] = []
        refusals: dict[TableRule, tuple[tuple[Card, ...], tuple[MeldKind, ...]]] = {}
        for card, n in _needed(kind, self.trump, suit):
            usable = [
                i for i, tc in enumerate(self.cards) if tc.card == card and tc.may_serve(kind)
            ]
            usable += [-1] * hand.count(card)
            if len(usable) >= n:
                picks.extend(usable[:n])
                continue
            on_table = [tc for tc in self.cards if tc.card == card]
            if len(on_table) + hand.count(card) < n:
                _note(refusals, TableRule.NOT_HELD, card, ())
                continue
            for tc in on_table:
                rule = _blocker(tc, kind)
                if rule is not None:
                    _note(refusals, rule, card, tuple(sorted(tc.served, key=_kind_order)))
        return picks, refusals


def _note(
    refusals: dict[TableRule, tuple[tuple[Card, ...], tuple[MeldKind, ...]]],
    rule: TableRule,
    card: Card,
    earlier: tuple[MeldKind, ...],
) -> None:
    cards, kinds = refusals.get(rule, ((), ()))
    if card not in cards:
        cards = (*cards, card)
    kinds = tuple(dict.fromkeys((*kinds, *earlier)))
    refusals[rule] = (cards, kinds)


def _sorted(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: c.sort_key))


def _kind_order(kind: MeldKind) -> int:
    return _KIND_ORDER[kind]


def _table_order(tc: TableCard) -> tuple[tuple[int, int], int]:
    return (tc.card.sort_key, len(tc.served))
