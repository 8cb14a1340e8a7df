"""Rulesets: each game of ``RULES.md`` as data, with named presets.

A variant is a frozen :class:`Ruleset`; house rules are made with :meth:`Ruleset.variant`.
Point tables and switches live here, never as numbers inside the meld solver or scoring.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType
from typing import Any

from .cards import EIGHTY_CARD_DECK, STANDARD_DECK, Deck, Rank, Suit
from .errors import InputTypeError, RulesetError, shown
from .meldkinds import MeldKind
from .procedure import (
    AUCTION_ROUND,
    CUTTHROAT_ROUND,
    STOCK_ROUND,
    WIDOW_ROUND,
    DealKind,
    Phase,
    Procedure,
)
from .seats import PLAYER_COUNTS, Seat, standard_sides

__all__ = [
    "DOUBLE_DECK",
    "MAX_GAME_POINTS",
    "PARTNERSHIP",
    "PRESETS",
    "THREE_HAND_CUTTHROAT",
    "TWO_HAND_STOCK",
    "TWO_HAND_WIDOW",
    "BothReach",
    "CardReuse",
    "Ruleset",
    "SetPenalty",
    "ZeroTrickRule",
    "as_ruleset",
    "find_ruleset",
]


MAX_GAME_POINTS = 10_000
"""A sanity bound on a bid, a team's meld and a score before the round, in game points (both
signs for a score). ``RULES.md`` sets no cap, but a figure this size is a typing slip, not a
round: to make a bid of 10,000 a team would have to meld more than 9,750. The auction stops
raising there and :func:`~pinochle_learn.scoring.score_round` refuses a bigger figure, naming it."""


class CardReuse(Enum):
    """How often one card may serve in meld (``RULES.md``, each game's Meld)."""

    PER_CLASS = "per_class"
    """Once in each of the three classes (PARTNERSHIP)."""
    ONE_MELD = "one_meld"
    """In one meld only (TWO_HAND_WIDOW)."""
    PER_KIND = "per_kind"
    """Once in each kind of meld: marriage, run, pinochle, an around (TWO_HAND_STOCK)."""


class SetPenalty(Enum):
    """What a bidder who fails the contract loses (``RULES.md``)."""

    BID = "bid"
    """The bid is subtracted (PARTNERSHIP)."""
    SHORTFALL = "shortfall"
    """The bid minus the points made is subtracted (TWO_HAND_WIDOW)."""
    BID_PLUS_MELD = "bid_plus_meld"
    """A house rule: the bid and the team's meld are both subtracted."""


class ZeroTrickRule(Enum):
    """When a team scores nothing for the round, its meld included (``RULES.md``, PARTNERSHIP
    Round score)."""

    TRICK_POINTS = "trick_points"
    """A team that takes no trick points (no counter, not the last trick) scores nothing
    (PARTNERSHIP)."""
    TRICKS = "tricks"
    """A house rule: a team that takes no trick scores nothing; a trick without counters
    saves its meld."""
    NONE = "none"
    """Meld counts whatever the tricks (the two-hand seeds name no such rule)."""


class BothReach(Enum):
    """Who wins when both sides reach ``target_score`` in the same round."""

    BIDDER = "bidder"
    """The side that held the bid, whatever the scores (``RULES.md``, PARTNERSHIP Game)."""
    FIRST_TO_REACH = "first_to_reach"
    """The first to reach the target as points are scored: meld when it is laid down (or the
    dix exchanged, turned up or played), the counters at the end of the round. When only the
    count at the end takes both over, the higher total wins; equal totals: another round
    (TWO_HAND_STOCK, the seed's "the first player to score 1000")."""
    HIGHER_TOTAL = "higher_total"
    """A house rule: the higher total wins; equal totals: another round."""


def _frozen(mapping: Mapping[Any, int]) -> Mapping[Any, int]:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True)
class Ruleset:
    """One game of pinochle as data.

    Attributes
    ----------
    name
        Short lower-case name used on the command line (``"partnership"``); the title
        learners read is made from it by ``render.words.ruleset_title``.
    players, hand_size
        Seats at the table (2, 3 or 4) and cards in one hand after the deal (or after
        building).
    sides
        Which seats (indexes) form each side, in side order: two partnerships
        (``((0, 2), (1, 3))``), or every player a side of their own (``((0,), (1,))``,
        ``((0,), (1,), (2,))``). Left empty it is worked out from ``players``
        (:func:`~pinochle_learn.seats.standard_sides`). Every seat is on exactly one side.
    kitty
        Cards dealt face down as a widow for the bid winner, who takes them and buries as
        many (THREE_HAND_CUTTHROAT: 3); 0 in a game that deals none.
    meld_points
        Meld points for every kind of meld this game scores; a kind absent is not a meld here.
    card_reuse
        How often one card may serve in meld (:class:`CardReuse`).
    counter_points
        Counter points per card taken in tricks, by rank.
    last_trick_points
        Counter points for winning the last trick.
    min_bid, bid_raises
        Lowest opening bid and the raises allowed, in game points; ``min_bid`` is ``None``
        where there is no auction.
    target_score
        Game points that win the game.
    must_follow_suit, must_trump, must_head_trick
        The trick rules (``RULES.md``, PARTNERSHIP Tricks): follow suit if able, else trump if
        able, and win the trick if able.
    must_beat_led_suit_after_trump
        When the trick has been trumped and you follow a non-trump suit led, must you still
        beat the highest card of that suit? Off in every seed. A refinement of
        ``must_head_trick``, so it needs that switch on.
    free_play_while_stock
        TWO_HAND_STOCK: while the stock lasts any card may be played, with no duty to follow
        suit, trump or win; the trick rules apply once the stock is gone.
    first_lead_trump
        The bid winner leads the first trick with a trump if holding one (TWO_HAND_WIDOW,
        seed 004 item 12: "le joueur qui a remporté la vente aux enchères mène une carte
        maîtresse"); off in PARTNERSHIP, and a house rule can turn it off.
    dix_scores_when_played
        TWO_HAND_STOCK: a 9 of trump played to a trick scores 10 meld points.
    both_reach
        Who wins when both sides reach ``target_score`` in one round (:class:`BothReach`).
    set_penalty
        What a bidder who fails the contract loses (:class:`SetPenalty`).
    zero_trick_rule
        When a team scores nothing for the round, meld included (:class:`ZeroTrickRule`).
    throw_in_margin
        Game points: the bid winner may throw the hand in when bid > team meld + this margin
        (``RULES.md``, PARTNERSHIP Throw-in); ``None`` where no hand is thrown in.
    pass_cards
        Cards the bid winner's partner passes to the winner, and the winner back (4 in
        PARTNERSHIP); 0 where nobody passes.
    procedure
        How a round goes (:class:`~pinochle_learn.procedure.Procedure`): its phases, the deal,
        the first lead, when meld is declared and how the round is scored; ``None`` for a game
        the round engine does not play yet.
    source
        Where the rules come from (a section of ``RULES.md``).
    aliases
        Other names :func:`find_ruleset` accepts.
    preset
        The name of the preset this ruleset was made from (a :meth:`variant` keeps it); its
        own ``name`` when not given. ``render.words.ruleset_title`` names the game from it.
    deck
        The deck (:class:`~pinochle_learn.cards.Deck`): its ranks and copies of each card
        (the standard 48 cards unless given; DOUBLE_DECK's 80 cards, four copies, no nines).
        ``counter_points`` needs a value for each of its ranks (a rank it lacks counts 0) and
        no meld may need a rank it lacks.

    Raises
    ------
    RulesetError
        From ``__init__`` when the data is inconsistent (names the bad field).
    """

    name: str
    players: int
    hand_size: int
    meld_points: Mapping[MeldKind, int]
    card_reuse: CardReuse
    counter_points: Mapping[Rank, int]
    last_trick_points: int = 10
    min_bid: int | None = 250
    bid_raises: tuple[int, ...] = (10, 20)
    target_score: int = 1500
    both_reach: BothReach = BothReach.BIDDER
    must_follow_suit: bool = True
    must_trump: bool = True
    must_head_trick: bool = True
    must_beat_led_suit_after_trump: bool = False
    free_play_while_stock: bool = False
    first_lead_trump: bool = False
    dix_scores_when_played: bool = False
    set_penalty: SetPenalty = SetPenalty.BID
    zero_trick_rule: ZeroTrickRule = ZeroTrickRule.TRICK_POINTS
    throw_in_margin: int | None = 250
    pass_cards: int = 4
    procedure: Procedure | None = None
    sides: tuple[tuple[int, ...], ...] = ()
    kitty: int = 0
    source: str = ""
    aliases: tuple[str, ...] = field(default=(), compare=False)
    preset: str = ""
    deck: Deck = STANDARD_DECK

    def __post_init__(self) -> None:
        if not self.preset:
            object.__setattr__(self, "preset", self.name)
        object.__setattr__(self, "meld_points", _frozen(self.meld_points))
        self._check_deck()
        object.__setattr__(self, "counter_points", _frozen(self.counter_points))
        self._check_table()
        if not 1 <= self.hand_size <= self.deck.size // self.players:
            raise RulesetError(
                f"hand_size={self.hand_size!r}: {self.players} hands of that size "
                f"need more than {self.deck.size} cards",
                code="hand_size",
                size=shown(self.hand_size),
                players=self.players,
                deck=self.deck.size,
            )
        for kind, points in self.meld_points.items():
            if not isinstance(kind, MeldKind):
                raise RulesetError(
                    f"meld_points key {kind!r} is not a MeldKind", code="meld_kind", key=shown(kind)
                )
            if not isinstance(points, int) or points < 0:
                raise RulesetError(
                    f"meld_points[{kind.value!r}]={points!r}: must be a whole number >= 0",
                    code="meld_points",
                    meld=kind,
                    points=shown(points),
                )
        if set(self.counter_points) != set(Rank):
            missing = sorted(set(Rank) - set(self.counter_points), reverse=True)
            raise RulesetError(
                f"counter_points {dict(self.counter_points)!r}: must give a value for each of "
                f"A 10 K Q J 9 (missing: {' '.join(r.name for r in missing) or 'none'})",
                code="counter_missing",
                missing=" ".join(r.short for r in missing),
            )
        if any(not isinstance(v, int) or v < 0 for v in self.counter_points.values()):
            raise RulesetError(
                f"counter_points {dict(self.counter_points)!r}: values must be >= 0",
                code="counter_negative",
            )
        if self.min_bid is not None and (self.min_bid <= 0 or not self.bid_raises):
            raise RulesetError(
                f"min_bid={self.min_bid!r}: needs a positive bid and at least one raise",
                code="min_bid",
                bid=self.min_bid,
            )
        if self.throw_in_margin is not None and (self.min_bid is None or self.throw_in_margin < 0):
            raise RulesetError(
                f"throw_in_margin={self.throw_in_margin!r}: needs an auction and a margin >= 0",
                code="throw_in_margin",
                margin=self.throw_in_margin,
            )
        if not 0 <= self.pass_cards <= self.hand_size or (self.pass_cards and self.players != 4):
            raise RulesetError(
                f"pass_cards={self.pass_cards!r}: partners pass 0 to {self.hand_size} cards, "
                "and only in a four-player game",
                code="pass_cards",
                count=self.pass_cards,
                size=self.hand_size,
            )
        if self.both_reach is BothReach.BIDDER and self.min_bid is None:
            raise RulesetError(
                "both_reach='bidder' needs an auction: choose 'first_to_reach' or 'higher_total'",
                code="both_reach_auction",
            )
        if self.must_beat_led_suit_after_trump and not self.must_head_trick:
            raise RulesetError(
                "must_beat_led_suit_after_trump=True needs must_head_trick=True: "
                "it refines heading",
                code="beat_needs_head",
            )

        if self.procedure is not None and self.procedure.deal is DealKind.HANDS:
            if self.players * self.hand_size + self.kitty != self.deck.size:
                raise RulesetError(
                    f"hand_size={self.hand_size!r}: {self.players} hands of "
                    f"{self.hand_size} and a widow of {self.kitty} are "
                    f"{self.players * self.hand_size + self.kitty} cards, not the deck's "
                    f"{self.deck.size}",
                    code="hand_size_deal",
                    players=self.players,
                    size=self.hand_size,
                    kitty=self.kitty,
                    total=self.players * self.hand_size + self.kitty,
                    deck=self.deck.size,
                )
        packet = self.procedure.packet if self.procedure is not None else 0
        if packet and self.hand_size % packet:
            raise RulesetError(
                f"hand_size={self.hand_size!r}: the deal goes in packets of {packet}, "
                f"so a hand must be a multiple of {packet} cards",
                code="hand_size_packet",
                size=self.hand_size,
                packet=packet,
            )

    def _check_table(self) -> None:
        """The table's shape: the players, the sides, the widow (one block of checks; raises
        :class:`RulesetError` naming the field)."""
        if self.players not in PLAYER_COUNTS:
            raise RulesetError(
                f"players={self.players!r}: pinochle here is for 2, 3 or 4 players",
                code="players",
                players=shown(self.players),
            )
        if not self.sides:
            object.__setattr__(self, "sides", standard_sides(self.players))
        sides = tuple(tuple(side) for side in self.sides)
        object.__setattr__(self, "sides", sides)
        if len(sides) < 2:
            raise RulesetError(
                f"sides={sides!r}: a game needs at least two sides", code="sides_few"
            )
        for index, side in enumerate(sides):
            if not side:
                raise RulesetError(
                    f"sides={sides!r}: side {index} has no seat", code="side_empty", side=index
                )
        seated = [seat for side in sides for seat in side]
        for seat in seated:
            if not isinstance(seat, int) or not 0 <= seat < self.players:
                raise RulesetError(
                    f"sides={sides!r}: seat {seat!r} is not one of the {self.players} seats "
                    f"(0 to {self.players - 1})",
                    code="side_seat",
                    seat=shown(seat),
                    players=self.players,
                    last=self.players - 1,
                )
            if seated.count(seat) > 1:
                raise RulesetError(
                    f"sides={sides!r}: seat {seat} is in two sides", code="seat_twice", seat=seat
                )
        missing = sorted(set(range(self.players)) - set(seated))
        if missing:
            raise RulesetError(
                f"sides={sides!r}: seat {missing[0]} is on no side",
                code="seat_no_side",
                seat=missing[0],
            )
        if not isinstance(self.kitty, int) or self.kitty < 0:
            raise RulesetError(
                f"kitty={self.kitty!r}: the widow holds 0 or more cards",
                code="kitty",
                kitty=shown(self.kitty),
            )
        buries = self.procedure is not None and Phase.BURY in self.procedure.phases
        if buries != (self.kitty > 0):
            raise RulesetError(
                f"kitty={self.kitty!r}: a widow for the bid winner needs a round with a bury "
                "(and a round with a bury needs a widow)",
                code="kitty_bury",
                kitty=self.kitty,
            )

    def _check_deck(self) -> None:
        """The deck's own checks (``docs/rules.md`` #dd.deck): a :class:`Deck`, a counter value
        for each of its ranks (a rank it lacks counts 0), no meld needing a rank it lacks."""
        deck = self.deck
        if not isinstance(deck, Deck):
            raise RulesetError(
                f"deck={shown(deck)}: expected a Deck (ranks and copies)",
                code="deck",
                value=shown(deck),
            )
        if isinstance(self.counter_points, Mapping):
            given = dict(self.counter_points)
            missing = [r for r in deck.ranks if r not in given]
            if not missing and set(given) <= set(Rank):
                filled = {r: given.get(r, 0) for r in Rank}
                object.__setattr__(self, "counter_points", filled)
        for kind in self.meld_points:
            if not isinstance(kind, MeldKind) or not self.meld_points[kind]:
                continue
            lacking = sorted(kind.ranks - set(deck.ranks), reverse=True)
            if lacking:
                raise RulesetError(
                    f"meld_points[{kind.value!r}]: the meld needs "
                    f"{' '.join(r.short for r in lacking)}, a rank this deck "
                    f"({deck.size} cards: {' '.join(r.short for r in deck.ranks)}) lacks",
                    code="meld_rank",
                    meld=kind,
                    lacking=" ".join(r.short for r in lacking),
                    size=deck.size,
                    ranks=" ".join(r.short for r in deck.ranks),
                )

    def side_of(self, seat: int) -> int:
        """The side (index into :attr:`sides`) of ``seat``.

        Examples
        --------
        >>> PARTNERSHIP.side_of(2), THREE_HAND_CUTTHROAT.side_of(2)
        (0, 2)
        """
        for index, side in enumerate(self.sides):
            if int(seat) in side:
                return index
        raise RulesetError(
            f"seat={int(seat)!r}: no side of {self.name!r} holds this seat",
            code="seat_side",
            seat=int(seat),
            game=self.name,
        )

    @property
    def side_count(self) -> int:
        """How many sides play: 2 (partnerships, two players) or 3 (three players)."""
        return len(self.sides)

    @property
    def several_opponents(self) -> bool:
        """More than two sides (THREE_HAND_CUTTHROAT): the bid winner plays against several
        players, each scoring alone, and several may reach the target in one round."""
        return self.side_count > 2

    def partners(self, seat: int) -> tuple[Seat, ...]:
        """The other seats of ``seat``'s side, clockwise from it: the partner opposite in a
        partnership game, none where every player is for themselves.

        Raises
        ------
        RulesetError
            No side holds ``seat``.

        Examples
        --------
        >>> PARTNERSHIP.partners(1), THREE_HAND_CUTTHROAT.partners(1)
        ((<Seat.WEST: 3>,), ())
        """
        side = self.sides[self.side_of(seat)]
        ahead = [Seat(seat).ahead(step, self.players) for step in range(1, self.players)]
        return tuple(s for s in ahead if int(s) in side)

    def partner(self, seat: int) -> Seat:
        """The one partner of ``seat`` (``RULES.md``, PARTNERSHIP Seats and deal: partners
        sit opposite).

        Raises
        ------
        RulesetError
            ``seat`` has no partner or more than one in this game.

        Examples
        --------
        >>> PARTNERSHIP.partner(0), DOUBLE_DECK.partner(3)
        (<Seat.SOUTH: 2>, <Seat.EAST: 1>)
        """
        found = self.partners(seat)
        if len(found) != 1:
            raise RulesetError(
                f"seat={int(seat)!r}: {self.name!r} gives this seat {len(found)} partners, not one",
                code="partners",
                seat=Seat(seat),
                game=self.name,
                count=len(found),
            )
        return found[0]

    def opponents(self, side: int) -> tuple[int, ...]:
        """The other sides than ``side``, in order after it (side indexes).

        Examples
        --------
        >>> PARTNERSHIP.opponents(1), THREE_HAND_CUTTHROAT.opponents(1)
        ((0,), (2, 0))
        """
        count = self.side_count
        return tuple((side + step) % count for step in range(1, count))

    def __hash__(self) -> int:
        # Cached: rulesets key the meld solver's caches, hashed on every solve.
        cached: int | None = self.__dict__.get("_hash")
        if cached is None:
            items = tuple(sorted((k.value, v) for k, v in self.meld_points.items()))
            cached = hash((self.name, items))
            object.__setattr__(self, "_hash", cached)
        return cached

    @property
    def total_trick_points(self) -> int:
        """Counter points in a whole deck plus the last trick (250 in the three 48-card games,
        50 in DOUBLE_DECK): each rank's value times its cards in the deck (suits x copies)."""
        per_rank = len(Suit) * self.deck.copies
        return (
            per_rank * sum(self.counter_points[r] for r in self.deck.ranks) + self.last_trick_points
        )

    @property
    def tricks_per_round(self) -> int:
        """Tricks in a round: every card not buried is played, one per player a trick
        (12 in PARTNERSHIP, 24 in the two-hand games, 15 in THREE_HAND_CUTTHROAT, 20 in
        DOUBLE_DECK)."""
        cached: int | None = self.__dict__.get("_tricks_per_round")
        if cached is None:  # read after every trick: worked out once (the ruleset is frozen)
            cached = (self.deck.size - self.kitty) // self.players
            object.__setattr__(self, "_tricks_per_round", cached)
        return cached

    @property
    def has_round_engine(self) -> bool:
        """Can :class:`~pinochle_learn.state.RoundState` play this game (it has a procedure)?"""
        return self.procedure is not None

    def points(self, kind: MeldKind) -> int | None:
        """Meld points of ``kind`` here, or ``None`` when this game does not score it."""
        return self.meld_points.get(kind)

    def variant(self, **changes: Any) -> Ruleset:
        """A copy with some fields changed: a house rule. A change of ``players`` works the
        sides out anew when they were the default ones (give ``sides`` to keep others).

        Examples
        --------
        >>> house = PARTNERSHIP.variant(name="no-head", must_head_trick=False)
        >>> house.must_head_trick, PARTNERSHIP.must_head_trick
        (False, True)
        """
        if "players" in changes and "sides" not in changes:
            if self.sides == standard_sides(self.players):  # the default: work it out anew
                changes["sides"] = ()
        return dataclasses.replace(self, **changes)


_AROUNDS = {
    MeldKind.ACES_AROUND: 100,
    MeldKind.KINGS_AROUND: 80,
    MeldKind.QUEENS_AROUND: 60,
    MeldKind.JACKS_AROUND: 40,
}
_DOUBLE_AROUNDS_X10 = {
    MeldKind.DOUBLE_ACES_AROUND: 1000,
    MeldKind.DOUBLE_KINGS_AROUND: 800,
    MeldKind.DOUBLE_QUEENS_AROUND: 600,
    MeldKind.DOUBLE_JACKS_AROUND: 400,
}
_COMMON = {
    MeldKind.RUN: 150,
    MeldKind.DIX: 10,
    MeldKind.ROYAL_MARRIAGE: 40,
    MeldKind.COMMON_MARRIAGE: 20,
    MeldKind.PINOCHLE: 40,
}

PARTNERSHIP = Ruleset(
    name="partnership",
    players=4,
    hand_size=12,
    meld_points={
        **_COMMON,
        MeldKind.RUN_EXTRA_KING: 190,
        MeldKind.RUN_EXTRA_QUEEN: 190,
        MeldKind.RUN_ROYAL_MARRIAGE: 230,
        MeldKind.DOUBLE_RUN: 1500,
        MeldKind.DOUBLE_PINOCHLE: 300,
        **_AROUNDS,
        **_DOUBLE_AROUNDS_X10,
    },
    card_reuse=CardReuse.PER_CLASS,
    counter_points={
        Rank.ACE: 10,
        Rank.TEN: 10,
        Rank.KING: 10,
        Rank.QUEEN: 0,
        Rank.JACK: 0,
        Rank.NINE: 0,
    },
    min_bid=250,
    bid_raises=(10, 20),
    target_score=1500,
    procedure=AUCTION_ROUND,
    source="RULES.md, PARTNERSHIP (seeds 000, 001, 003)",
    aliases=("four-hand", "4", "partners", "auction"),
)
"""Four-hand partnership auction pinochle (``RULES.md``, PARTNERSHIP)."""

TWO_HAND_STOCK = Ruleset(
    name="two-hand-stock",
    players=2,
    hand_size=12,
    meld_points={
        **_COMMON,
        MeldKind.DOUBLE_PINOCHLE: 80,
        **_AROUNDS,
        **{kind: 2 * _AROUNDS[kind.parts[0]] for kind in _DOUBLE_AROUNDS_X10},
    },
    card_reuse=CardReuse.PER_KIND,
    counter_points={
        Rank.ACE: 10,
        Rank.TEN: 10,
        Rank.KING: 5,
        Rank.QUEEN: 5,
        Rank.JACK: 0,
        Rank.NINE: 0,
    },
    min_bid=None,
    bid_raises=(),
    target_score=1000,
    both_reach=BothReach.FIRST_TO_REACH,
    free_play_while_stock=True,
    zero_trick_rule=ZeroTrickRule.NONE,
    throw_in_margin=None,
    pass_cards=0,
    dix_scores_when_played=True,
    procedure=STOCK_ROUND,
    source="RULES.md, TWO_HAND_STOCK (seed 002)",
    aliases=("stock", "two-hand", "2"),
)
"""Two-hand pinochle with a stock and a turned-up trump (``RULES.md``, TWO_HAND_STOCK)."""

TWO_HAND_WIDOW = Ruleset(
    name="two-hand-widow",
    players=2,
    hand_size=24,
    meld_points={
        **_COMMON,
        MeldKind.DOUBLE_RUN: 1500,
        MeldKind.DOUBLE_PINOCHLE: 300,
        **_AROUNDS,
        **_DOUBLE_AROUNDS_X10,
    },
    card_reuse=CardReuse.ONE_MELD,
    counter_points={
        Rank.ACE: 11,
        Rank.TEN: 10,
        Rank.KING: 4,
        Rank.QUEEN: 3,
        Rank.JACK: 2,
        Rank.NINE: 0,
    },
    min_bid=250,
    bid_raises=(10,),
    target_score=1000,
    set_penalty=SetPenalty.SHORTFALL,
    zero_trick_rule=ZeroTrickRule.NONE,
    throw_in_margin=None,
    pass_cards=0,
    first_lead_trump=True,
    procedure=WIDOW_ROUND,
    source="RULES.md, TWO_HAND_WIDOW (seed 004)",
    aliases=("widow", "building", "24"),
)
"""Two-hand pinochle, 24 cards each built from a widow (``RULES.md``, TWO_HAND_WIDOW)."""

THREE_HAND_CUTTHROAT = Ruleset(
    name="cutthroat",
    players=3,
    hand_size=15,
    kitty=3,
    meld_points=PARTNERSHIP.meld_points,
    card_reuse=CardReuse.PER_CLASS,
    counter_points=PARTNERSHIP.counter_points,
    min_bid=250,
    bid_raises=(10,),
    target_score=1500,
    throw_in_margin=None,
    pass_cards=0,
    procedure=CUTTHROAT_ROUND,
    source="docs/rules.md, THREE_HAND_CUTTHROAT (pagat.com/marriage/pin3.html)",
    aliases=("three-hand", "three-hand-cutthroat", "3", "cut-throat"),
)
"""Three-hand cutthroat pinochle: each player for themselves, 15 cards each and a widow of 3
for the bid winner, who buries 3 (``docs/rules.md``, THREE_HAND_CUTTHROAT)."""


DOUBLE_DECK = Ruleset(
    name="double-deck",
    players=4,
    hand_size=20,
    meld_points={
        MeldKind.RUN: 15,
        MeldKind.DOUBLE_RUN: 150,
        MeldKind.TRIPLE_RUN: 225,
        MeldKind.QUADRUPLE_RUN: 300,
        MeldKind.ROYAL_MARRIAGE: 4,
        MeldKind.COMMON_MARRIAGE: 2,
        MeldKind.PINOCHLE: 4,
        MeldKind.DOUBLE_PINOCHLE: 30,
        MeldKind.TRIPLE_PINOCHLE: 90,
        MeldKind.QUADRUPLE_PINOCHLE: 500,
        **{kind: points // 10 for kind, points in _AROUNDS.items()},
        MeldKind.DOUBLE_ACES_AROUND: 100,
        MeldKind.DOUBLE_KINGS_AROUND: 80,
        MeldKind.DOUBLE_QUEENS_AROUND: 60,
        MeldKind.DOUBLE_JACKS_AROUND: 40,
        MeldKind.TRIPLE_ACES_AROUND: 150,
        MeldKind.TRIPLE_KINGS_AROUND: 120,
        MeldKind.TRIPLE_QUEENS_AROUND: 90,
        MeldKind.TRIPLE_JACKS_AROUND: 60,
        MeldKind.QUADRUPLE_ACES_AROUND: 200,
        MeldKind.QUADRUPLE_KINGS_AROUND: 160,
        MeldKind.QUADRUPLE_QUEENS_AROUND: 120,
        MeldKind.QUADRUPLE_JACKS_AROUND: 80,
    },
    card_reuse=CardReuse.PER_CLASS,
    counter_points={Rank.ACE: 1, Rank.TEN: 1, Rank.KING: 1, Rank.QUEEN: 0, Rank.JACK: 0},
    last_trick_points=2,
    min_bid=50,
    bid_raises=(1, 2, 3, 4, 5, 10),
    target_score=500,
    throw_in_margin=50,
    pass_cards=0,
    procedure=AUCTION_ROUND,
    source="docs/rules.md, DOUBLE_DECK (pagat's Double Deck Pinochle, via gambiter.com)",
    aliases=("double", "80", "double-deck-partnership"),
    deck=EIGHTY_CARD_DECK,
)
"""Four-hand partnership pinochle with the 80-card double deck, 20 cards each, no nines
(``docs/rules.md``, DOUBLE_DECK)."""

PRESETS: tuple[Ruleset, ...] = (
    PARTNERSHIP,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    THREE_HAND_CUTTHROAT,
    DOUBLE_DECK,
)


_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ_ ", "abcdefghijklmnopqrstuvwxyz--")


def _key(name: str) -> str:
    # ASCII letters only: str.lower would read the Kelvin sign (U+212A) as "k".
    if not isinstance(name, str):
        raise InputTypeError(
            f"rules: expected a ruleset name such as 'partnership', got {shown(name)}",
            code="not_text",
            what="rules",
            example="'partnership'",
            value=shown(name),
        )
    return name.strip().translate(_LOWER)


def as_ruleset(value: Ruleset | str) -> Ruleset:
    """The one check of a ruleset argument: a :class:`Ruleset` or a preset's name.

    Raises
    ------
    RulesetError
        No preset has that name.
    InputTypeError
        Neither a ruleset nor text (``None``, ``4``).

    Examples
    --------
    >>> as_ruleset("widow") is TWO_HAND_WIDOW, as_ruleset(PARTNERSHIP) is PARTNERSHIP
    (True, True)
    """
    return value if isinstance(value, Ruleset) else find_ruleset(value)


def _listed_name(preset: Ruleset) -> str:
    """``"two-hand-stock (or stock)"``: a preset's name, then its first (short) alias, the
    same way for every preset."""
    if not preset.aliases:
        return preset.name
    return f"{preset.name} (or {preset.aliases[0]})"


def find_ruleset(name: str) -> Ruleset:
    """The preset called ``name`` or one of its aliases; case, ``_`` and spaces do not matter.

    Raises
    ------
    RulesetError
        No preset has that name; the message lists every preset by its name and its
        first alias (``two-hand-stock (or stock)``).
    InputTypeError
        ``name`` is not text.

    Examples
    --------
    >>> find_ruleset("TWO_HAND_WIDOW").name, find_ruleset("partners").name
    ('two-hand-widow', 'partnership')
    """
    key = _key(name)
    for preset in PRESETS:
        if key == preset.name or key in preset.aliases:
            return preset
    names = ", ".join(_listed_name(p) for p in PRESETS)
    raise RulesetError(
        f"no ruleset called {name!r}: choose one of {names}",
        code="unknown_ruleset",
        name=shown(name),
        names=names,
    )
