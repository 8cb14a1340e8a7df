"""Computer-only rounds of the auction games on the fast path, for simulations and the bid guide.

:class:`~pinochle_learn.state.RoundState` explains every step (verdicts with reasons, a new
immutable state per action): right for lessons and replays, slow for thousands of rounds.
Here the same computer players (:mod:`pinochle_learn.players`) make the same decisions from
the same seeded ``random.Random``, but meld is counted by the fast evaluator
(:mod:`pinochle_learn.fastmeld`) and the legal cards of each play are found without building a
verdict or a reason for each card, by the same rule function the verdicts explain
(:func:`~pinochle_learn.play.follow_duty`; ``RULES.md``, PARTNERSHIP Tricks: follow suit, else
trump, and head the trick if able). Scoring is :func:`~pinochle_learn.scoring.score_round` itself.

Everything about the table is read from the ruleset, as the phase units read it: the seats
(``players``, clockwise with :meth:`~pinochle_learn.seats.Seat.next`), the sides
(``sides``, ``side_of``, ``partner`` for the pass), the deck and hand size, the pass
(``pass_cards``), the throw-in (:func:`~pinochle_learn.scoring.can_throw_in`), the trick rules
and the counters. It plays any ruleset whose procedure is
:data:`~pinochle_learn.procedure.AUCTION_ROUND` (PARTNERSHIP, DOUBLE_DECK and their house-rule
variants) or :data:`~pinochle_learn.procedure.WIDOW_ROUND` (TWO_HAND_WIDOW: the building turns
first, on card counts, then the same auction, trump, meld and tricks, with no pass and no
throw-in); another procedure (a stock, a bury) is refused with a ``RulesetError`` (the stock
game has its own fast path, :mod:`pinochle_learn.faststock`).

The tricks are played on card indices (:mod:`pinochle_learn.fasttricks`), and the widow
game's deal and building turns too (:mod:`pinochle_learn.fastbuild`): the same rules and the
same choices, made without a ``Card`` per comparison.

``tests/unit/test_fastround.py`` plays the same seeds both ways and checks every action, meld
and score is the same, so the state machine stays the judge of legality.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, cast

from .cards import Card, Suit
from .errors import RulesetError
from .fastbuild import build_hands, widow_from_seed
from .fastmeld import counts_of, meld_tables, meld_total_of_counts
from .fasttricks import play_index_tricks
from .hand import Hand
from .play import follow_duty
from .players import (
    _trump_facts,
    _value_of_facts,
    choose_bid,
    choose_pass_back,
    choose_pass_to_bidder,
    choose_throw_in,
    suit_melds,
)
from .procedure import AUCTION_ROUND, WIDOW_ROUND, Phase
from .ruleset import MAX_GAME_POINTS, PARTNERSHIP, Ruleset
from .scoring import RoundScore, can_throw_in, score_round
from .seats import Seat, seats
from .trick import Trick, beats

if TYPE_CHECKING:
    from .play import PlayAnalysis

__all__ = [
    "FastRound",
    "fast_rounds",
    "play_fast_round",
    "play_out",
    "play_tricks",
    "quick_analysis",
]


@dataclass(frozen=True)
class FastRound:
    """One computer-only round played on the fast path.

    Attributes
    ----------
    dealer, bidder, bid, trump
        Who dealt, who won the auction at what bid (game points), and the trump named.
    stuck
        The dealer was stuck with the minimum bid.
    melds
        Meld points of each seat after passing (by seat index).
    thrown_in
        The bid winner threw the hand in.
    counters
        Trick points of each side (counters and the last trick).
    side_melds
        Meld points of each side (its players' melds), by side index.
    score
        The round's score (:func:`~pinochle_learn.scoring.score_round`).
    actions
        Every decision as ``(kind, seat, value)``: ``("bid", seat, amount or None)``,
        ``("trump", seat, suit)``, ``("pass", seat, cards)``, ``("throw_in", seat, bool)``,
        ``("play", seat, card)``; the deal is not listed.
    """

    dealer: Seat
    bidder: Seat
    bid: int
    trump: Suit
    stuck: bool
    melds: tuple[int, ...]
    thrown_in: bool
    counters: tuple[int, ...]
    score: RoundScore
    side_melds: tuple[int, ...] = ()
    actions: tuple[tuple[str, Seat, object], ...] = field(default=(), compare=False)

    def team_meld(self, team: int) -> int:
        """Meld points of a side: its players' melds."""
        return self.side_melds[team]


FAST_PROCEDURES = (AUCTION_ROUND, WIDOW_ROUND)
"""The procedures this module plays: the auction round, and the widow round (the same after
its building turns, with no pass and no throw-in)."""


def _fast_ruleset(ruleset: Ruleset) -> Ruleset:
    """``ruleset`` if the fast path plays its procedure, else a ``RulesetError``."""
    if ruleset.procedure not in FAST_PROCEDURES:
        raise RulesetError(
            f"ruleset={ruleset.name!r}: the fast path plays the auction round (deal, auction, "
            "trump, pass, throw-in, tricks) and the widow round (building, auction, trump, "
            "tricks); play this game with simulate.play_rounds (the stock game: "
            "pinochle_learn.faststock)"
        )
    return ruleset


def _side_totals(values: Sequence[int], ruleset: Ruleset) -> tuple[int, ...]:
    """Per-seat ``values`` summed over each side of ``ruleset`` (by side index)."""
    return tuple(sum(values[s] for s in side) for side in ruleset.sides)


def _display(card: Card) -> tuple[int, int]:
    return (int(card.suit), -int(card.rank))


class _Verdict:
    __slots__ = ("card", "wins")

    def __init__(self, card: Card, wins: bool) -> None:
        self.card, self.wins = card, wins


class _Trick:
    __slots__ = ("cards", "trump")

    def __init__(self, cards: Sequence[Card], trump: Suit) -> None:
        self.cards, self.trump = cards, trump


class _Analysis:
    """What :func:`~pinochle_learn.players.choose_play` reads of a ``PlayAnalysis``: the legal
    cards, the trick so far and whether each card would head it."""

    __slots__ = ("legal", "trick", "verdicts")

    def __init__(self, legal: list[Card], trick: _Trick, verdicts: list[_Verdict]) -> None:
        self.legal, self.trick, self.verdicts = legal, trick, verdicts


def _legal(
    hand: Sequence[Card],
    played: Sequence[Card],
    trump: Suit,
    ruleset: Ruleset,
    first_lead: bool = False,
) -> tuple[list[Card], list[bool]]:
    """The legal distinct cards of ``hand`` (display order) and whether each beats the card
    now winning: :func:`~pinochle_learn.play.follow_duty`, the rule
    :func:`~pinochle_learn.play.legal_plays` explains, without the reasons (``first_lead``:
    the bidder leads the first trick, a trump if held under ``first_lead_trump``)."""
    distinct = list(dict.fromkeys(hand))
    if not played:
        trumps = [c for c in distinct if c.suit is trump]
        if first_lead and ruleset.first_lead_trump and trumps:
            distinct = trumps
        return distinct, [True] * len(distinct)
    winning = played[0]
    for card in played[1:]:
        if beats(card, winning, trump):
            winning = card
    allowed = follow_duty(distinct, played, trump, ruleset, winning).allowed
    return allowed, [beats(c, winning, trump) for c in allowed]


def quick_analysis(
    hand: Sequence[Card], trick: Trick, ruleset: Ruleset, first_lead: bool = False
) -> PlayAnalysis:
    """What :func:`~pinochle_learn.players.choose_play` reads of
    :func:`~pinochle_learn.play.legal_plays` (the legal cards in display order, the trick, and
    whether each legal card heads it), without a verdict or reason per card; the same rules
    (``RULES.md``, Tricks), compared with ``legal_plays`` in ``tests/properties/
    test_fast_players.py``. ``first_lead``: the bid winner leads the round's first trick."""
    played = trick.cards
    legal, wins = _legal(hand, played, trick.trump, ruleset, first_lead)
    verdicts = [_Verdict(c, w) for c, w in zip(legal, wins, strict=True)]
    return cast("PlayAnalysis", _Analysis(legal, _Trick(played, trick.trump), verdicts))


def quick_legal(
    hand: Sequence[Card], trick: Trick, ruleset: Ruleset, first_lead: bool = False
) -> tuple[list[Card], list[bool]]:
    """:func:`quick_analysis` as two lists: the legal distinct cards in display order, and
    whether each would head the trick (what the computer seat reads at every card)."""
    return _legal(hand, trick.cards, trick.trump, ruleset, first_lead)


@lru_cache(maxsize=256)
def _raises(high: int, raises: tuple[int, ...]) -> tuple[int, ...]:
    """The bids allowed over ``high``: each raise, up to the game's points, lowest first."""
    return tuple(sorted(b for b in {high + r for r in raises} if b <= MAX_GAME_POINTS))


def _auction(
    values: list[int],
    dealer: Seat,
    ruleset: Ruleset,
    actions: list[tuple[str, Seat, object]] | None,
) -> tuple[Seat, int, bool]:
    """The auction of :class:`~pinochle_learn.auction.Auction` played by the computer seats:
    the player left of the dealer first, passed players skipped, the opening bid the minimum,
    raises from ``ruleset.bid_raises``; over when all but one have passed (``RULES.md``,
    PARTNERSHIP Auction). Returns the winner, the bid and whether the dealer was stuck."""
    players = ruleset.players
    lowest = ruleset.min_bid or 0
    passed: set[Seat] = set()
    high: tuple[Seat, int] | None = None
    seat = dealer.next(players)
    while True:
        if high is None:
            amounts: tuple[int, ...] = (lowest,)
        else:
            amounts = _raises(high[1], ruleset.bid_raises)
        amount = choose_bid(values[seat], amounts)
        if amount is None:
            passed.add(seat)
        else:
            high = (seat, amount)
        if actions is not None:
            actions.append(("bid", seat, amount))
        if len(passed) == players - 1:
            break
        seat = seat.next(players)
        while seat in passed:
            seat = seat.next(players)
    if high is None:
        return dealer, lowest, True
    return high[0], high[1], False


def _pass_and_meld(
    hands: list[list[Card]],
    bidder: Seat,
    trump: Suit,
    ruleset: Ruleset,
    actions: list[tuple[str, Seat, object]] | None,
    by_trump: list[tuple[int, ...]] | None = None,
) -> tuple[int, ...]:
    """The partner passes to the bidder and the bidder back, as the computer seats do
    (``hands`` changes in place); returns each seat's meld points after the pass
    (``by_trump``: each hand's meld with each trump before the pass, when known)."""
    if ruleset.pass_cards:
        partner = ruleset.partner(bidder)
        deck = ruleset.deck
        given = choose_pass_to_bidder(Hand(hands[partner], deck), trump, ruleset.pass_cards)
        for card in given:
            hands[partner].remove(card)
        hands[bidder] = sorted([*hands[bidder], *given], key=_display)
        back = choose_pass_back(Hand(hands[bidder], deck), trump, ruleset)
        for card in back:
            hands[bidder].remove(card)
        hands[partner] = sorted([*hands[partner], *back], key=_display)
        if actions is not None:
            actions += [("pass", partner, given), ("pass", bidder, back)]
    if not ruleset.pass_cards:  # the hands bid with: their melds are known (suit_melds)
        if by_trump is not None:
            return tuple(m[trump] for m in by_trump)
        return tuple(suit_melds(tuple(h), ruleset)[trump] for h in hands)
    tables = meld_tables(ruleset)
    return tuple(meld_total_of_counts(counts_of(h), trump, tables) for h in hands)


def play_tricks(
    hands: list[list[Card]],
    bidder: Seat,
    trump: Suit,
    rng: random.Random,
    ruleset: Ruleset = PARTNERSHIP,
    actions: list[tuple[str, Seat, object]] | None = None,
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The round's tricks (``ruleset.hand_size``) played by the computer seats, the bidder
    leading first.

    ``hands`` (each in display order) are emptied in place. Returns each side's trick points
    (counters and the last trick) and tricks won, by side index. Played on card indices
    (:mod:`pinochle_learn.fasttricks`): the same rules and choices.
    """
    return play_index_tricks(hands, bidder, trump, rng, ruleset, actions)


def play_out(
    hands: Sequence[Sequence[Card]],
    bidder: Seat,
    trump: Suit,
    rng: random.Random,
    ruleset: Ruleset = PARTNERSHIP,
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """From dealt hands with the auction won by ``bidder`` naming ``trump``: the pass, meld
    and tricks by the computer seats (no throw-in). Returns each seat's meld points and
    each side's trick points.

    Raises
    ------
    RulesetError
        ``ruleset``'s procedure is not the auction round.
    """
    _fast_ruleset(ruleset)
    work = [sorted(h, key=_display) for h in hands]
    melds = _pass_and_meld(work, bidder, trump, ruleset, None)
    counters, _ = play_tricks(work, bidder, trump, rng, ruleset)
    return melds, counters


def play_fast_round(
    rng: random.Random,
    dealer: Seat,
    totals: tuple[int, ...] | None = None,
    ruleset: Ruleset = PARTNERSHIP,
    *,
    record: bool = False,
) -> FastRound:
    """Deal with ``rng`` and play one round with the computer seats.

    The same ``rng`` state and dealer give the same round as
    :class:`~pinochle_learn.state.RoundState` driven by
    :func:`~pinochle_learn.players.choose_action`. ``totals``: each side's game points
    before the round (none: a new game).

    Raises
    ------
    RulesetError
        ``ruleset``'s procedure is not the auction round.
    """
    from .state import deal_from_seed

    _fast_ruleset(ruleset)
    actions: list[tuple[str, Seat, object]] = []
    if ruleset.procedure is WIDOW_ROUND:  # every card dealt to the widow: its indices
        widow = widow_from_seed(rng, ruleset)
        hands = build_hands(widow, dealer, ruleset, actions if record else None)
    else:
        deal = deal_from_seed(rng, dealer, ruleset)
        hands = [sorted(h, key=_display) for h in deal.hands]
    facts = [_trump_facts(tuple(h), ruleset) for h in hands]  # h in display order
    values = [_value_of_facts(f, ruleset) for f in facts]  # hand_value of each hand
    bidder, bid, stuck = _auction(values, dealer, ruleset, actions if record else None)
    trump = facts[bidder][0]  # choose_trump
    if record:
        actions.append(("trump", bidder, trump))
    by_trump = [f[2] for f in facts]
    melds = _pass_and_meld(hands, bidder, trump, ruleset, actions if record else None, by_trump)
    team = ruleset.side_of(bidder)
    side_melds = _side_totals(melds, ruleset)
    team_meld = side_melds[team]
    thrown_in = False
    procedure = ruleset.procedure
    assert procedure is not None
    if Phase.THROW_IN in procedure.phases and can_throw_in(bid, team_meld, ruleset):
        thrown_in = choose_throw_in(
            True, bid, team_meld, Hand(hands[bidder], ruleset.deck), trump, ruleset
        )
        if record:
            actions.append(("throw_in", bidder, thrown_in))
    counters: tuple[int, ...] = (0,) * ruleset.side_count
    won = counters
    if not thrown_in:
        counters, won = play_tricks(hands, bidder, trump, rng, ruleset, actions if record else None)
    score = score_round(
        ruleset,
        bid=bid,
        bidding_team=team,
        meld=side_melds,
        tricks=None if thrown_in else counters,
        tricks_won=None if thrown_in else won,
        totals=totals,
    )
    return FastRound(
        dealer,
        bidder,
        bid,
        trump,
        stuck,
        melds,
        thrown_in,
        counters,
        score,
        side_melds,
        tuple(actions),
    )


def fast_rounds(
    rounds: int, seed: int, ruleset: Ruleset = PARTNERSHIP, *, record: bool = False
) -> Iterator[FastRound]:
    """``rounds`` computer-only rounds from ``seed``, a new game whenever one ends: the same
    rounds as :func:`pinochle_learn.simulate.play_rounds`, faster.

    Raises
    ------
    RulesetError
        ``ruleset``'s procedure is not the auction round.
    """
    _fast_ruleset(ruleset)
    rng = random.Random(seed)
    table = seats(ruleset.players)
    dealer = random.Random(seed).choice(table)
    totals: tuple[int, ...] | None = None
    for _ in range(rounds):
        result = play_fast_round(rng, dealer, totals, ruleset, record=record)
        yield result
        if result.score.winner is not None:
            dealer = random.Random(rng.randrange(2**32)).choice(table)
            totals = None
        else:
            dealer = dealer.next(ruleset.players)
            totals = tuple(result.score.totals)
