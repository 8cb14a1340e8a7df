"""Computer players for the other seats: simple, sensible, documented, and seeded.

They are not strong; they are honest. Every choice follows a short rule a learner can read,
and every random choice (only to break ties) comes from a ``random.Random`` the caller seeds,
so a round replays exactly.

- **Building** (TWO_HAND_WIDOW): keep the card drawn when it is worth :data:`KEEP_AT` or more:
  its counter points, plus the meld it completes (a marriage with a lone K or Q of its suit,
  a pinochle with a lone J♦ or Q♠, a third or fourth suit toward an "around"); otherwise
  discard it and keep the next card unseen.
- **Bidding**: value the hand as its best meld over the four trumps plus an estimate of the
  partner's help (:data:`PARTNER_HELP` game points, in partnership games only) and of the trick
  points its aces and long trump will take; bid the lowest legal amount while that value
  reaches it, else pass.
- **Trump**: the suit that gives the most meld, ties broken by length then high cards.
- **Passing**: the partner gives the bidder its trumps, then aces, then pinochle legs (Q♠, J♦);
  the bidder gives back the 4 cards whose loss costs the least meld, preferring non-trump
  cards that are not aces.
- **Burying** (THREE_HAND_CUTTHROAT): the bid winner, holding the widow, buries the cards
  whose loss costs the least meld, as when passing back (:func:`choose_bury`).
- **Throw-in**: throw the hand in when allowed and the expected trick points cannot make the bid.
- **Play**: lead an ace of a plain suit, else the lowest card; following, win cheaply when the
  partner is not already winning, give counters to a partner who is winning when no opponent
  still to play can take the trick (:func:`opponent_may_take`), else play low.
- **The stock game while the stock lasts** (:mod:`pinochle_learn.stockplayer`): throw low
  cards and keep meld cards, win a lead with a higher spare card of its suit, lay down the
  first meld of the planner's best order, exchange the
  dix whenever allowed (before melding). A card lying both in the hand and on the table is
  played from the table: its melds are scored, and the copy in the hand stays new to every
  kind of meld.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from .actions import (
    Bid,
    Bury,
    DeclareTrump,
    Discard,
    Draw,
    ExchangeDix,
    Keep,
    LayDown,
    Pass,
    PassCards,
    Play,
    PlayOn,
    ThrowIn,
)
from .cards import Card, Deck, Rank, Suit
from .errors import IllegalActionError
from .fastmeld import (
    card_index,
    counts_of,
    meld_tables,
    meld_total_of_counts,
    suit_totals_of_counts,
)
from .hand import Hand
from .play import PlayAnalysis
from .procedure import Phase
from .ruleset import PARTNERSHIP, Ruleset
from .stockplayer import choose_stock_card, exchanges_dix, stock_meld_spec
from .trick import beats

if TYPE_CHECKING:
    from .actions import Action
    from .state import RoundState
    from .trick import Trick

__all__ = [
    "BASE_TRICK_POINTS",
    "KEEP_AT",
    "PARTNER_HELP",
    "WIDOW_CARD",
    "build_value",
    "build_value_of_counts",
    "choose_action",
    "choose_bid",
    "choose_build",
    "choose_bury",
    "choose_pass_back",
    "choose_pass_to_bidder",
    "choose_play",
    "choose_throw_in",
    "choose_trump",
    "hand_value",
    "note_voids",
    "opponent_may_take",
    "suit_melds",
]

PARTNER_HELP = 60
"""Game points a bidder counts on from the partner's meld and passed cards (a rough average)."""
BASE_TRICK_POINTS = 120
"""Trick points a bidder counts on before its aces and long trump (of 250 in a round)."""
WIDOW_CARD = 10
"""Game points a bidder counts on for each widow card it will take (``ruleset.kitty``;
THREE_HAND_CUTTHROAT's 3): half the deck's cards are counters worth 10, so 5 a card on
average, and about as much again in meld the card may complete or in counters the bury keeps
out of the tricks (``#cutthroat.bury``)."""
KEEP_AT = 10
"""Building: the value (counter points + meld completed) at which a drawn card is kept."""


@lru_cache(maxsize=256)
def suit_melds(cards: tuple[Card, ...], ruleset: Ruleset) -> tuple[int, ...]:
    """The meld points of ``cards`` (a hand's cards in display order) with each suit as trump,
    by suit index (the fast evaluator, :mod:`pinochle_learn.fastmeld`). Cached: the auction,
    the trump and the meld of one hand ask for the same four figures."""
    return suit_totals_of_counts(counts_of(cards), meld_tables(ruleset))


_Facts = tuple[Suit, tuple[int, ...], tuple[int, ...], int]


def _trump_facts(cards: tuple[Card, ...], ruleset: Ruleset) -> _Facts:
    """The trump of most meld, then longest suit, then highest cards (by rank sum); the
    number of cards of each suit and the meld with each trump (by suit index); the aces held.
    What the bid and the trump read of a hand (``cards`` in display order)."""
    meld = suit_totals_of_counts(counts_of(cards), meld_tables(ruleset))
    lengths, highs = [0, 0, 0, 0], [0, 0, 0, 0]  # by suit index (Suit: four suits)
    aces = 0
    for card in cards:
        lengths[card.suit] += 1
        highs[card.suit] += card.rank
        aces += card.rank is Rank.ACE
    best = max(range(len(lengths)), key=lambda s: (meld[s], lengths[s], highs[s], -s))
    return Suit(best), tuple(lengths), meld, aces


_best_trump = lru_cache(maxsize=256)(_trump_facts)
""":func:`_trump_facts`, cached: the bid and the trump read the same hand."""


def choose_trump(hand: Hand, ruleset: Ruleset) -> Suit:
    """The trump a computer bidder names: most meld, then longest suit, then highest cards."""
    return _best_trump(hand.cards, ruleset)[0]


def hand_value(hand: Hand, ruleset: Ruleset) -> int:
    """What a computer player thinks its team can make with this hand as bidder, in game points.

    Best meld over the four trumps, plus :data:`PARTNER_HELP` (the partner's meld and passed
    cards; partnership games only), plus :data:`WIDOW_CARD` for each card of a widow the bid
    winner takes (``ruleset.kitty``: three-hand cutthroat), plus an estimate of trick points:
    :data:`BASE_TRICK_POINTS`, 10 for each ace (in a game without partners, each ace beyond the
    average share of a hand) and 10 for each trump beyond a third of the hand (long trump takes
    tricks). The partner's help, the widow and the trick estimate are in a round of 250 trick
    points, scaled to the ruleset's ``total_trick_points`` (50 in DOUBLE_DECK: a fifth).
    """
    return _hand_value(hand.cards, ruleset)


@lru_cache(maxsize=256)
def _hand_value(cards: tuple[Card, ...], ruleset: Ruleset) -> int:
    """:func:`hand_value` of the cards (cached: a hand bids several times on one value)."""
    return _value_of_facts(_best_trump(cards, ruleset), ruleset)


def _value_of_facts(facts: _Facts, ruleset: Ruleset) -> int:
    """:func:`hand_value` of a hand of these :func:`_trump_facts`."""
    trump, lengths, melds, aces = facts
    partners = ruleset.pass_cards > 0 or bool(ruleset.partners(0))
    if not partners:
        aces -= ruleset.hand_size // len(Rank)  # a fair share: one ace per six cards held
    long_trump = max(0, lengths[trump] - ruleset.hand_size // 3)
    help_ = PARTNER_HELP if partners else 0
    widow = WIDOW_CARD * ruleset.kitty
    return melds[trump] + _scaled(
        help_ + widow + BASE_TRICK_POINTS + 10 * aces + 10 * long_trump, ruleset
    )


def _scaled(points: int, ruleset: Ruleset) -> int:
    """``points`` of a round of 250 trick points, in this ruleset's (exact when it is 250)."""
    total = ruleset.total_trick_points
    return points if total == _ROUND_TRICK_POINTS else points * total // _ROUND_TRICK_POINTS


_ROUND_TRICK_POINTS = 250
"""Trick points of a 48-card round, the scale of the estimates here."""


def choose_bid(value: int, allowed: Sequence[int]) -> int | None:
    """The lowest allowed bid not above ``value``, or ``None`` to pass."""
    affordable = [b for b in allowed if b <= value]
    return min(affordable) if affordable else None


def _pass_priority(card: Card, trump: Suit) -> tuple[int, int]:
    if card.suit is trump:
        return (0, -int(card.rank))
    if card.rank is Rank.ACE:
        return (1, 0)
    if card in (Card(Rank.QUEEN, Suit.SPADES), Card(Rank.JACK, Suit.DIAMONDS)):
        return (2, 0)
    if card.rank is Rank.TEN:
        return (3, 0)
    return (4, int(card.rank))


def choose_pass_to_bidder(
    hand: Hand, trump: Suit, count: int = PARTNERSHIP.pass_cards
) -> tuple[Card, ...]:
    """The partner's ``count`` cards for the bidder (``ruleset.pass_cards``): trumps first
    (highest first), aces, pinochle legs."""
    return tuple(sorted(hand, key=lambda c: _pass_priority(c, trump))[:count])


def choose_pass_back(hand: Hand, trump: Suit, ruleset: Ruleset) -> tuple[Card, ...]:
    """The bidder's ``ruleset.pass_cards`` cards back: one at a time, the card whose loss costs
    the least meld.

    Among equal losses prefer non-trump, non-ace, low cards.
    """
    return _least_meld_cards(hand, trump, ruleset, ruleset.pass_cards)


def choose_bury(hand: Hand, trump: Suit, ruleset: Ruleset) -> tuple[Card, ...]:
    """The bid winner's ``ruleset.kitty`` cards to bury after taking the widow
    (THREE_HAND_CUTTHROAT, ``#cutthroat.bury``): one at a time, the card whose loss costs the
    least meld; among equal losses non-trump, non-ace, low cards (as :func:`choose_pass_back`).

    Examples
    --------
    >>> from pinochle_learn import THREE_HAND_CUTTHROAT
    >>> hand = Hand.parse("S14 S10 S13 S12 S11 D11 C9 C9 H9 H11")
    >>> sorted(str(c) for c in choose_bury(hand, Suit.SPADES, THREE_HAND_CUTTHROAT))
    ['C9', 'C9', 'H9']
    """
    return _least_meld_cards(hand, trump, ruleset, ruleset.kitty)


def _least_meld_cards(hand: Hand, trump: Suit, ruleset: Ruleset, count: int) -> tuple[Card, ...]:
    """``count`` cards taken from ``hand`` one at a time, each the card whose loss costs the
    least meld (ties: non-trump, non-ace, low)."""
    given: list[Card] = []
    counts = counts_of(hand)
    tables = meld_tables(ruleset)
    held = list(dict.fromkeys(hand))  # distinct cards in display order (ties go to the first)
    for _ in range(count):

        def cost(card: Card) -> tuple[int, bool, bool, int]:
            index = card_index(card)
            counts[index] -= 1
            kept = meld_total_of_counts(counts, trump, tables)
            counts[index] += 1
            return (-kept, card.suit is trump, card.rank is Rank.ACE, int(card.rank))

        card = min(held, key=cost)
        given.append(card)
        counts[card_index(card)] -= 1
        if counts[card_index(card)] == 0:
            held.remove(card)
    return tuple(given)


_PINOCHLE = (Card(Rank.QUEEN, Suit.SPADES), Card(Rank.JACK, Suit.DIAMONDS))
_MARRIAGE = {Rank.KING: Rank.QUEEN, Rank.QUEEN: Rank.KING}
_AROUND_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)


def build_value(card: Card, hand: Hand, ruleset: Ruleset) -> int:
    """What keeping ``card`` is worth to ``hand`` while building: its counter points plus
    20 for a marriage it completes, 40 for a pinochle, 10 toward an "around" (a suit of that
    rank not yet held when two other suits are).

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_WIDOW
    >>> build_value(Card.parse("S12"), Hand.parse("D11"), TWO_HAND_WIDOW)
    43
    >>> build_value(Card.parse("H9"), Hand.parse("D11"), TWO_HAND_WIDOW)
    0
    """
    return build_value_of_counts(card, counts_of(hand), ruleset)


def build_value_of_counts(card: Card, counts: Sequence[int], ruleset: Ruleset) -> int:
    """:func:`build_value` of the hand given as its 24 card counts
    (:func:`~pinochle_learn.fastmeld.card_index`): what the fast round reads at every turn."""
    rank, suit = card.rank, card.suit
    value = ruleset.counter_points[rank]
    held = counts[6 * suit + rank]
    mate = _MARRIAGE.get(rank)
    if mate is not None and counts[6 * suit + mate] > held:
        value += 20
    if card in _PINOCHLE:
        other = _PINOCHLE[1] if card == _PINOCHLE[0] else _PINOCHLE[0]
        if counts[card_index(other)] > held:
            value += 40
    if rank in _AROUND_RANKS and not held:
        suits = sum(1 for s in range(len(Suit)) if counts[6 * s + rank])
        if suits >= 2:
            value += 10
    return value


def choose_build(card: Card, hand: Hand, ruleset: Ruleset) -> bool:
    """Keep the card drawn (``True``) when :func:`build_value` reaches :data:`KEEP_AT`."""
    return build_value(card, hand, ruleset) >= KEEP_AT


def choose_throw_in(
    may_throw_in: bool,
    bid: int,
    team_meld: int,
    hand: Hand,
    trump: Suit,
    ruleset: Ruleset = PARTNERSHIP,
) -> bool:
    """Throw in when allowed and meld plus a generous trick estimate still falls short (the
    estimate made for 250 trick points, scaled to ``ruleset.total_trick_points``)."""
    if not may_throw_in:
        return False
    trumps = len(hand.of_suit(trump))
    estimate = _scaled(120 + 10 * trumps, ruleset)
    return team_meld + estimate < bid


def choose_play(
    analysis: PlayAnalysis,
    partner_winning: bool,
    rng: random.Random | None = None,
    *,
    at_risk: bool = False,
) -> Card:
    """The card a computer seat plays, from the legal cards of ``analysis``.

    Leading: an ace of a plain suit if held, else the lowest card. Following: when the partner
    is winning, give the highest counter allowed unless an opponent still to play may take the
    trick (``at_risk``, :func:`opponent_may_take`), then play the lowest card; otherwise win
    with the cheapest winning card, or play the lowest card. ``rng`` only breaks ties between
    equal choices.
    """
    verdicts = {v.card: v for v in analysis.verdicts}
    legal = list(analysis.legal)
    wins = [verdicts[c].wins for c in legal]
    trick = analysis.trick
    return _choose_card(
        legal, wins, bool(trick.cards), trick.trump, partner_winning, rng, at_risk=at_risk
    )


def _choose_card(
    legal: list[Card],
    wins: list[bool],
    following: bool,
    trump: Suit,
    partner_winning: bool,
    rng: random.Random | None,
    *,
    at_risk: bool = False,
) -> Card:
    """:func:`choose_play` on the legal cards (display order) and whether each would head the
    trick: ``following`` when the trick has a card."""
    if not following:
        plain_aces = [c for c in legal if c.rank is Rank.ACE and c.suit is not trump]
        if plain_aces:
            return _pick(plain_aces, rng)
        return _lowest(legal, trump, rng)
    if partner_winning:
        if at_risk:
            return _lowest(legal, trump, rng)
        losers = [c for c, w in zip(legal, wins, strict=True) if c.rank in _COUNTERS and not w]
        if losers:
            return max(losers, key=lambda c: (int(c.rank), c.suit is not trump))
        return _lowest(legal, trump, rng)
    winners = [c for c, w in zip(legal, wins, strict=True) if w]
    if winners:
        return _lowest(winners, trump, rng)
    return _lowest(legal, trump, rng)


_COUNTERS = (Rank.ACE, Rank.TEN, Rank.KING)
"""The ranks a computer seat gives a partner who is winning the trick."""


def opponent_may_take(
    winning: Card,
    trump: Suit,
    seen: Mapping[Card, int],
    deck: Deck,
    voids: Iterable[set[Suit]],
) -> bool:
    """May an opponent still to play take the trick that ``winning`` heads?

    The rule (one sentence): an opponent may take it when a card that beats ``winning`` (a
    higher card of its suit, or a trump on a plain card) is unseen, that is neither in the
    seat's hand nor played so far this round, and lies in a suit that opponent has not shown
    void in (by failing to follow suit, or to trump; :func:`note_voids`). The seat then keeps
    its counters (A, 10, K; ``RULES.md``, PARTNERSHIP Counting) out of a partner's trick.

    Parameters
    ----------
    winning, trump
        The card heading the trick and the trump.
    seen
        How many copies of each card the seat has seen: its own hand and every card played this
        round, the trick so far included.
    deck
        The deck (``ruleset.deck``: its cards and copies of each).
    voids
        For each opponent still to play in this trick, the suits it has shown void in (none:
        no opponent is to play, and nobody can take the trick from the partner).

    Examples
    --------
    >>> from collections import Counter
    >>> from pinochle_learn.cards import STANDARD_DECK
    >>> ten = Card.parse("H10")
    >>> opponent_may_take(ten, Suit.SPADES, Counter(), STANDARD_DECK, [set()])
    True
    >>> aces = Counter({Card.parse("H14"): 2})
    >>> opponent_may_take(ten, Suit.SPADES, aces, STANDARD_DECK, [{Suit.SPADES}])
    False
    >>> opponent_may_take(ten, Suit.SPADES, aces, STANDARD_DECK, [])
    False
    """
    suits = {
        c.suit
        for c in deck.unique_cards
        if seen.get(c, 0) < deck.copies and beats(c, winning, trump)
    }
    return any(suits - shown for shown in voids)


def note_voids(voids: set[Suit], led: Suit, card: Card, trump: Suit) -> None:
    """Add to ``voids`` the suits a player shows it holds none of by playing ``card`` to a
    trick led in ``led``: not following shows a void in ``led``; neither following nor
    trumping shows a void in trump as well (``RULES.md``, PARTNERSHIP Tricks: follow suit,
    else trump).

    Examples
    --------
    >>> shown: set[Suit] = set()
    >>> note_voids(shown, Suit.HEARTS, Card.parse("C9"), Suit.SPADES)
    >>> sorted(s.name for s in shown)
    ['HEARTS', 'SPADES']
    """
    if card.suit is not led:
        voids.add(led)
        if card.suit is not trump:
            voids.add(trump)


def _lowest(cards: Sequence[Card], trump: Suit, rng: random.Random | None) -> Card:
    key = [(c.suit is trump, int(c.rank)) for c in cards]
    low = min(key)
    return _pick([c for c, k in zip(cards, key, strict=True) if k == low], rng)


def _pick(cards: Sequence[Card], rng: random.Random | None) -> Card:
    distinct = list(dict.fromkeys(cards))
    if len(distinct) > 1:  # one card needs no sorting (the draw below is made all the same)
        distinct.sort(key=_display_key)
    return rng.choice(distinct) if rng is not None else distinct[0]


def _display_key(card: Card) -> tuple[int, int]:
    return card.sort_key


def choose_action(state: RoundState, rng: random.Random) -> Action:
    """The computer's action for the seat to act in ``state`` (any phase but the deal).

    Raises
    ------
    IllegalActionError
        Nobody is to act (the round is over) or the deal is awaited.
    """
    if state.phase is Phase.STOCK and state.to_act is not None:
        return _choose_stock(state, rng)

    seat = state.to_act
    phase = state.phase
    if seat is None or phase is Phase.DEAL:
        raise IllegalActionError(f"no computer action in phase {phase.name}")
    hand = state.hands[seat]
    if phase is Phase.BUILD:
        drawn = state.drawn
        assert drawn is not None
        keep = choose_build(drawn, hand, state.ruleset) or len(state.legal_actions()) == 1
        return Keep(seat) if keep else Discard(seat)
    if phase is Phase.AUCTION:
        amounts = [a.amount for a in state.legal_actions() if isinstance(a, Bid)]
        amount = choose_bid(hand_value(hand, state.ruleset), amounts)
        return Bid(seat, amount) if amount is not None else Pass(seat)
    if phase is Phase.TRUMP:
        return DeclareTrump(seat, choose_trump(hand, state.ruleset))
    trump = state.trump
    assert trump is not None
    if phase is Phase.PASS_TO_BIDDER:
        return PassCards(seat, choose_pass_to_bidder(hand, trump, state.ruleset.pass_cards))
    if phase is Phase.PASS_BACK:
        return PassCards(seat, choose_pass_back(hand, trump, state.ruleset))
    if phase is Phase.BURY:
        return Bury(seat, choose_bury(hand, trump, state.ruleset))
    if phase is Phase.THROW_IN:
        bid = state.bid or 0
        meld = state.team_meld(state.side_of(seat))
        throw = choose_throw_in(state.may_throw_in, bid, meld, hand, trump, state.ruleset)
        return ThrowIn(seat) if throw else PlayOn(seat)
    trick = state.trick
    assert trick is not None
    first = not state.tricks and state.bidder is not None and seat is state.bidder
    legal, wins = _quick_legal(hand.cards, trick, state.ruleset, first)
    winning = trick.winning_so_far
    partner_winning = at_risk = False
    if winning is not None:
        winner = trick.seat_of(winning)
        partner_winning = winner != seat and state.side_of(winner) == state.side_of(seat)
        if partner_winning:
            at_risk = _at_risk(state, seat, trick, trick.cards[winning])
    card = _choose_card(
        legal, wins, bool(trick.cards), trick.trump, partner_winning, rng, at_risk=at_risk
    )
    return Play(seat, card)  # choose_play's card, read from the quick analysis's lists


def _at_risk(state: RoundState, seat: int, trick: Trick, winning: Card) -> bool:
    """:func:`opponent_may_take` for ``seat`` in ``state``: what it has seen (its hand and the
    round's cards played) and the voids shown by the opponents still to play this trick."""
    ruleset, trump = state.ruleset, trick.trump
    players = ruleset.players
    after = [(seat + k) % players for k in range(1, players - len(trick.cards))]
    opponents = [s for s in after if ruleset.side_of(s) != ruleset.side_of(seat)]
    if not opponents:
        return False
    seen: dict[Card, int] = {}
    voids: dict[int, set[Suit]] = {s: set() for s in opponents}
    for done in (*state.tricks, trick):
        for index, card in enumerate(done.cards):
            seen[card] = seen.get(card, 0) + 1
            player = done.seat_of(index)
            if index and player in voids:
                note_voids(voids[player], done.cards[0].suit, card, trump)
    for card in state.hands[seat].cards:
        seen[card] = seen.get(card, 0) + 1
    return opponent_may_take(winning, trump, seen, ruleset.deck, voids.values())


def _quick_legal(
    hand: tuple[Card, ...], trick: Trick, ruleset: Ruleset, first: bool
) -> tuple[list[Card], list[bool]]:
    """:func:`~pinochle_learn.fastround.quick_legal` (imported on the first card played: that
    module imports this one), bound here once instead of imported at every card."""
    global _QUICK_LEGAL
    if _QUICK_LEGAL is None:
        from .fastround import quick_legal

        _QUICK_LEGAL = quick_legal
    return _QUICK_LEGAL(hand, trick, ruleset, first)


_QuickLegal = Callable[[tuple[Card, ...], "Trick", Ruleset, bool], tuple[list[Card], list[bool]]]
_QUICK_LEGAL: _QuickLegal | None = None


def _choose_stock(state: RoundState, rng: random.Random) -> Action:
    """The computer's action while the stock lasts (:mod:`pinochle_learn.stockplayer`)."""
    seat = state.to_act
    trump = state.trump
    assert seat is not None and trump is not None
    hand, table = state.hands[seat], state.tables[seat]
    tricks_left = state.stock_left // state.players
    trick = state.trick
    if trick is not None:
        led = trick.cards[0] if trick.cards else None
        card = choose_stock_card(hand, table, led, tricks_left, rng)
        return Play(seat, card, from_table=any(tc.card == card for tc in table.cards))
    if exchanges_dix(hand, trump, state.turn_up) and state.can(ExchangeDix(seat)):
        return ExchangeDix(seat)
    meld = stock_meld_spec(hand, table, tricks_left)  # choose_stock_meld's, without its verdict
    return Draw(seat) if meld is None else LayDown(seat, meld.kind, meld.suit)
