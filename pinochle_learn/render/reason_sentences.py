"""Sentences for the verdicts outside the tricks: auction, passing, throw-in, the round's steps.

One function per :class:`~pinochle_learn.reasons.Why` code, in the table ``_SAY`` (the
pattern is written in ``render/play_sentences.py`` and ``pinochle_learn/reasons.py``). Each
takes the :class:`~pinochle_learn.reasons.Reason` and the players' names; a seat is spoken of
through :class:`~pinochle_learn.render.person.Person`, so the learner's seat reads "you"
("You pass", "it is your turn") and any other its name or seat label ("North passes").

A verdict's reason reads as a clause (no capital, no final stop), to follow "refused:" or an
action; where the auction stands (``TO_OPEN``, ``TO_RAISE``, ``AUCTION_WON``,
``DEALER_STUCK``) reads as a whole sentence.

Examples
--------
>>> from pinochle_learn import Auction, Bid, Pass, Seat
>>> a = Auction(Seat.NORTH).apply(Bid(Seat.EAST, 250))
>>> reason_sentence(a.check(Bid(Seat.NORTH, 260)).reason)
"it is South's turn, not North's"
>>> names = ("Bill", "Lisa", "You", "Mike")
>>> reason_sentence(a.check(Bid(Seat.NORTH, 260)).reason, names)
"it is your turn, not Bill's"
>>> reason_sentence(a.apply(Pass(Seat.SOUTH)).check(Pass(Seat.SOUTH)).reason, names)
'you have passed and are skipped for the rest of the auction'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..actions import Phase
from ..cards import STANDARD_DECK
from ..reasons import Reason, Why
from ..seats import Seat, seats
from .person import Person, capital, listed
from .words import ruleset_title, seat_label, suit_noun

__all__ = ["PHASE_WORDS", "dealer_stuck_sentence", "phase_words", "reason_sentence"]

Names = Sequence[str] | None

PHASE_WORDS = {
    Phase.DEAL: "the deal",
    Phase.BUILD: "the building",
    Phase.AUCTION: "the auction",
    Phase.TRUMP: "naming trump",
    Phase.PASS_TO_BIDDER: "passing to the bidder",
    Phase.PASS_BACK: "passing back",
    Phase.MELD: "the meld",
    Phase.THROW_IN: "the throw-in decision",
    Phase.WIDOW: "taking the widow",
    Phase.BURY: "the bury",
    Phase.STOCK: "the tricks while the stock lasts",
    Phase.TRICKS: "the tricks",
    Phase.OVER: "the score",
}
"""Each phase as it reads in a sentence ("refused in the auction")."""


def phase_words(phase: Phase) -> str:
    """``"the auction"``: a phase as it reads in a sentence."""
    return PHASE_WORDS[phase]


def _p(seat: Seat | None, names: Names) -> Person:
    return Person("nobody") if seat is None else Person.of(seat, names)


def _card(r: Reason) -> str:
    card = r.cards[0]
    return f"{str(card)!r} ({card.label})"


def _raises(r: Reason) -> str:
    return listed([f"+{n}" for n in r.figures], "or")


def _not_an_auction_action(r: Reason, n: Names) -> str:
    return f"only Bid and Pass are actions of the auction, not {r.token}"


def _auction_over_won(r: Reason, n: Names) -> str:
    return f"the auction is over: {_p(r.seat, n).name} won at {r.bid}"


def _auction_over_stuck(r: Reason, n: Names) -> str:
    p = _p(r.seat, n)
    return f"the auction is over: {p.name}, the dealer, {p.verb('are', 'is')} stuck at {r.bid}"


def _auction_won(r: Reason, n: Names) -> str:
    return f"{_p(r.seat, n).subject} won the auction at {r.bid}: every other player passed."


def dealer_stuck_sentence(dealer: Person, bid: int | None) -> str:
    """The one sentence for a dealer stuck with the minimum bid, said by the auction's status
    and by the round logs (four hands and the widow).

    >>> dealer_stuck_sentence(Person("Lisa"), 250)
    'Lisa, the dealer, is stuck and wins at 250: everyone else passed and nobody bid.'
    """
    p = dealer
    return (
        f"{p.subject}, the dealer, {p.verb('are', 'is')} stuck and {p.verb('win', 'wins')} "
        f"at {bid}: everyone else passed and nobody bid."
    )


def _dealer_stuck(r: Reason, n: Names) -> str:
    return dealer_stuck_sentence(_p(r.seat, n), r.bid)


def _not_a_seat(r: Reason, n: Names) -> str:
    playing = listed([seat_label(p) for p in seats(r.count or 4)])
    return f"{r.token} is not a seat in this game ({playing} play)"


def _has_passed(r: Reason, n: Names) -> str:
    p = _p(r.seat, n)
    return (
        f"{p.does('have', 'has')} passed and {p.verb('are', 'is')} skipped for the rest of "
        "the auction"
    )


def _not_your_turn(r: Reason, n: Names) -> str:
    return f"it is {_p(r.seat, n).possessive} turn, not {_p(r.other, n).own}"


def _passes(r: Reason, n: Names) -> str:
    return f"{_p(r.seat, n).does('are', 'is')} skipped for the rest of the auction"


def _bid_not_whole(r: Reason, n: Names) -> str:
    return f"a bid is a whole number of game points, not {r.token}"


def _opening_bid_is(r: Reason, n: Names) -> str:
    return f"the opening bid must be {r.bid}"


def _opening_bid(r: Reason, n: Names) -> str:
    return f"the opening bid, {r.bid}"


def _bid_above_cap(r: Reason, n: Names) -> str:
    return f"bids stop at {r.bid} game points, not {r.token}"


def _raise_not_allowed(r: Reason, n: Names) -> str:
    return f"a raise must be {_raises(r)} over {r.bid}"


def _raise(r: Reason, n: Names) -> str:
    return f"a raise of +{r.count} over {r.bid}"


def _to_open(r: Reason, n: Names) -> str:
    return f"{_p(r.seat, n).subject} to bid: the opening bid is {r.bid}, or pass."


def _to_raise(r: Reason, n: Names) -> str:
    return (
        f"{_p(r.seat, n).subject} to bid over {_p(r.other, n).possessive} {r.bid} "
        f"({_raises(r)}), or pass."
    )


def _no_passing(r: Reason, n: Names) -> str:
    return f"nobody passes cards in {r.token}"


def _not_a_pass(r: Reason, n: Names) -> str:
    return f"only PassCards is an action here, not {r.token}"


def _passes_now(r: Reason, n: Names, role: str) -> str:
    p = _p(r.seat, n)
    other = _p(r.other, n).name if r.other is not None else r.token
    return f"{p.name}, {role}, {p.verb('pass', 'passes')} now, not {other}"


def _partner_passes_now(r: Reason, n: Names) -> str:
    return _passes_now(r, n, "the bid winner's partner")


def _winner_passes_now(r: Reason, n: Names) -> str:
    return _passes_now(r, n, "the bid winner")


def _pass_count(r: Reason, n: Names) -> str:
    given = r.figures[0] if r.figures else 0
    return f"pass exactly {r.count} cards, not {given}"


def _not_held(r: Reason, n: Names) -> str:
    return f"{_p(r.seat, n).does('hold', 'holds')} no {_card(r)} to pass"


def _holds_too_few(r: Reason, n: Names) -> str:
    held, wanted = r.figures
    return f"{_p(r.seat, n).does('hold', 'holds')} only {held} of {_card(r)}, not {wanted}"


def _gives_to_winner(r: Reason, n: Names) -> str:
    p = _p(r.seat, n)
    return f"{p.does('give', 'gives')} {r.count} cards to the bid winner, {_p(r.other, n).name}"


def _gives_back(r: Reason, n: Names) -> str:
    p = _p(r.seat, n)
    return (
        f"{p.name}, the bid winner, {p.verb('give', 'gives')} {r.count} cards back to "
        f"{_p(r.other, n).name} (they may be cards just received)"
    )


def _no_throw_in(r: Reason, n: Names) -> str:
    title = ruleset_title(r.token or "")
    return f"{title[:1].lower()}{title[1:]} has no throw-in, so the hand must be played"


def _throw_in_sums(r: Reason) -> str:
    meld, margin, limit = r.figures
    return f"{meld} meld + {margin} = {limit}"


def _may_throw_in(r: Reason, n: Names) -> str:
    return f"the bid, {r.bid}, is more than {_throw_in_sums(r)}: the hand may be thrown in"


def _must_play(r: Reason, n: Names) -> str:
    return f"the bid, {r.bid}, is not more than {_throw_in_sums(r)}: the hand must be played"


def _round_over(r: Reason, n: Names) -> str:
    return "the round is over: start the next round"


def _dealer_deals(r: Reason, n: Names) -> str:
    return f"{_p(r.seat, n).does('deal', 'deals')} first"


def _deal_shape(r: Reason, n: Names) -> str:
    return f"a deal is {r.count} hands of {r.figures[0]} cards"


def _deal_deck(r: Reason, n: Names) -> str:
    return f"a deal uses the {r.count or STANDARD_DECK.size} cards of the deck, each once"


def _deals(r: Reason, n: Names) -> str:
    return f"{_p(r.seat, n).does('deal', 'deals')} {r.count} cards to each player"


def _bid_or_pass(r: Reason, n: Names) -> str:
    return "in the auction a player bids or passes"


def _must_name_trump(r: Reason, n: Names) -> str:
    return f"{_p(r.seat, n).name} won the auction and must name trump"


def _names_trump(r: Reason, n: Names) -> str:
    p = _p(r.seat, n)
    return f"{p.name} won the auction and {p.verb('name', 'names')} trump"


def _pass_now(r: Reason, n: Names) -> str:
    return f"now {r.count} cards are passed"


def _throw_in_or_play(r: Reason, n: Names) -> str:
    return "the bid winner decides to throw in or to play on"


def _play_one_card(r: Reason, n: Names) -> str:
    return "in the tricks a player plays one card"


def _no_such_card(r: Reason, n: Names) -> str:
    return f"{_p(r.seat, n).does('hold', 'holds')} no {r.cards[0].label}"


def _round_not_over(r: Reason, n: Names) -> str:
    return "the round is not over: finish it first"


def _game_over(r: Reason, n: Names) -> str:
    return "the game is over"


def _deals_widow(r: Reason, n: Names) -> str:
    p = _p(r.seat, n)
    return f"{p.does('shuffle', 'shuffles')} the deck: it is the widow, face down"


def _bury_now(r: Reason, n: Names) -> str:
    return f"now {_p(r.seat, n).name}, the bid winner, buries {r.count} cards"


def _bury_count(r: Reason, n: Names) -> str:
    return f"{_p(r.seat, n).name} must bury exactly {r.count} cards, not {r.figures[0]}"


def _bury_not_held(r: Reason, n: Names) -> str:
    return f"{_p(r.seat, n).does('hold', 'holds')} no {r.cards[0].label} to bury"


def _buries(r: Reason, n: Names) -> str:
    p = _p(r.seat, n)
    cards = listed([c.label for c in r.cards])
    whose = "you" if p.second else p.name
    return f"{p.does('bury', 'buries')} {cards}: their counters count for {whose}"


def _keep_or_discard(r: Reason, n: Names) -> str:
    return "while building, a player keeps or discards the card drawn"


def _must_keep_last(r: Reason, n: Names) -> str:
    return f"only one card is left to draw: {_p(r.seat, n).name} must keep it"


def _keeps_last(r: Reason, n: Names) -> str:
    p = _p(r.seat, n)
    return f"only one card is left to draw: {p.does('keep', 'keeps')} it"


def _keeps(r: Reason, n: Names) -> str:
    p = _p(r.seat, n)
    return (
        f"{p.does('keep', 'keeps')} the card drawn and "
        f"{p.verb('discard', 'discards')} the next unseen"
    )


def _discards(r: Reason, n: Names) -> str:
    p = _p(r.seat, n)
    return f"{p.does('discard', 'discards')} the card drawn and must keep the next"


def _not_on_table(r: Reason, n: Names) -> str:
    return f"no {r.cards[0].label} lies on {_p(r.seat, n).possessive} table"


def _meld_or_draw(r: Reason, n: Names) -> str:
    p = _p(r.seat, n)
    return (
        f"{p.does('won', 'won')} the trick: {p.name} now {p.verb('lay', 'lays')} down a meld, "
        f"{p.verb('exchange', 'exchanges')} the dix or {p.verb('draw', 'draws')}"
    )


def _draw_after_trick(r: Reason, n: Names) -> str:
    return "cards are drawn only after a trick, when its winner is done melding"


def _marriage_suit(r: Reason, n: Names) -> str:
    trump = r.cards[0].suit
    return f"a common marriage names a suit other than trump ({trump.symbol} {suit_noun(trump)})"


def _draws(r: Reason, n: Names) -> str:
    p = _p(r.seat, n)
    other = _p(r.other, n)
    if r.count == 2:
        return (
            f"{p.does('take', 'takes')} the last face-down card and {other.name} the turn-up; "
            "the stock is gone"
        )
    return f"{p.does('draw', 'draws')} the top card of the stock, then {other.name} the next"


def _nothing_to_do(r: Reason, n: Names) -> str:
    return "nobody acts now: the program does this step"


def _hand_count(r: Reason, n: Names) -> str:
    return f"{ruleset_title(r.token)} needs {r.count} hands, not {r.figures[0]}"


def _not_a_hand(r: Reason, n: Names) -> str:
    return f"{_p(r.seat, n).name}: {r.token} is not a Hand"


def _empty_hand(r: Reason, n: Names) -> str:
    p = _p(r.seat, n)
    return f"{p.does('have', 'has')} no cards: every seat needs at least one"


def _hand_too_big(r: Reason, n: Names) -> str:
    p = _p(r.seat, n)
    return (
        f"{p.does('have', 'has')} {r.count} cards: a hand in {ruleset_title(r.token)} "
        f"holds at most {r.figures[0]}"
    )


def _too_many_copies(r: Reason, n: Names) -> str:
    holders = ", ".join(_p(Seat(s), n).name for s in r.figures)
    return (
        f"{_card(r)} appears {r.count} times in the hands of {holders}: the deck holds only "
        "two copies of each card"
    )


def _hand_sizes_differ(r: Reason, n: Names) -> str:
    sizes: dict[int, list[Person]] = {}
    for seat, size in enumerate(r.figures):
        sizes.setdefault(size, []).append(_p(Seat(seat), n))
    parts = []
    for size, who in sorted(sizes.items(), reverse=True):
        cards = f"{size} card{'s' if size != 1 else ''}"
        if len(who) == 1:
            parts.append(f"{who[0].does('have', 'has')} {cards}")
        else:
            parts.append(f"{listed([p.name for p in who])} have {cards}")
    return (
        "every seat plays one card to each trick, so the hands must be the same size: "
        + "; ".join(parts)
    )


def _trick_complete(r: Reason, n: Names) -> str:
    return "the trick is complete"


def _trick_not_complete(r: Reason, n: Names) -> str:
    return "the trick is not complete yet: every seat plays a card first"


def _all_cards_played(r: Reason, n: Names) -> str:
    return "no next trick: every card has been played"


def _seat_out_of_cards(r: Reason, n: Names) -> str:
    return "no next trick: a seat has no cards"


def _cannot_play(r: Reason, n: Names) -> str:
    return f"{_p(r.seat, n).name} cannot play: {r.token}"


_SAY: dict[Why, Callable[[Reason, Names], str]] = {
    Why.NOT_AN_AUCTION_ACTION: _not_an_auction_action,
    Why.AUCTION_OVER_WON: _auction_over_won,
    Why.AUCTION_OVER_STUCK: _auction_over_stuck,
    Why.AUCTION_WON: _auction_won,
    Why.DEALER_STUCK: _dealer_stuck,
    Why.NOT_A_SEAT: _not_a_seat,
    Why.HAS_PASSED: _has_passed,
    Why.NOT_YOUR_TURN: _not_your_turn,
    Why.PASSES: _passes,
    Why.BID_NOT_WHOLE: _bid_not_whole,
    Why.OPENING_BID_IS: _opening_bid_is,
    Why.OPENING_BID: _opening_bid,
    Why.BID_ABOVE_CAP: _bid_above_cap,
    Why.RAISE_NOT_ALLOWED: _raise_not_allowed,
    Why.RAISE: _raise,
    Why.TO_OPEN: _to_open,
    Why.TO_RAISE: _to_raise,
    Why.NO_PASSING: _no_passing,
    Why.NOT_A_PASS: _not_a_pass,
    Why.PARTNER_PASSES_NOW: _partner_passes_now,
    Why.WINNER_PASSES_NOW: _winner_passes_now,
    Why.PASS_COUNT: _pass_count,
    Why.NOT_HELD: _not_held,
    Why.HOLDS_TOO_FEW: _holds_too_few,
    Why.GIVES_TO_WINNER: _gives_to_winner,
    Why.GIVES_BACK: _gives_back,
    Why.NO_THROW_IN: _no_throw_in,
    Why.MAY_THROW_IN: _may_throw_in,
    Why.MUST_PLAY: _must_play,
    Why.ROUND_OVER: _round_over,
    Why.DEALER_DEALS: _dealer_deals,
    Why.DEAL_SHAPE: _deal_shape,
    Why.DEAL_DECK: _deal_deck,
    Why.DEALS: _deals,
    Why.DEALS_WIDOW: _deals_widow,
    Why.BURY_NOW: _bury_now,
    Why.BURY_COUNT: _bury_count,
    Why.BURY_NOT_HELD: _bury_not_held,
    Why.BURIES: _buries,
    Why.KEEP_OR_DISCARD: _keep_or_discard,
    Why.MUST_KEEP_LAST: _must_keep_last,
    Why.KEEPS_LAST: _keeps_last,
    Why.KEEPS: _keeps,
    Why.DISCARDS: _discards,
    Why.NOT_ON_TABLE: _not_on_table,
    Why.MELD_OR_DRAW: _meld_or_draw,
    Why.DRAW_AFTER_TRICK: _draw_after_trick,
    Why.MARRIAGE_SUIT: _marriage_suit,
    Why.DRAWS: _draws,
    Why.NOTHING_TO_DO: _nothing_to_do,
    Why.BID_OR_PASS: _bid_or_pass,
    Why.MUST_NAME_TRUMP: _must_name_trump,
    Why.NAMES_TRUMP: _names_trump,
    Why.PASS_NOW: _pass_now,
    Why.THROW_IN_OR_PLAY: _throw_in_or_play,
    Why.PLAY_ONE_CARD: _play_one_card,
    Why.NO_SUCH_CARD: _no_such_card,
    Why.ROUND_NOT_OVER: _round_not_over,
    Why.GAME_OVER: _game_over,
    Why.HAND_COUNT: _hand_count,
    Why.NOT_A_HAND: _not_a_hand,
    Why.EMPTY_HAND: _empty_hand,
    Why.HAND_TOO_BIG: _hand_too_big,
    Why.TOO_MANY_COPIES: _too_many_copies,
    Why.HAND_SIZES_DIFFER: _hand_sizes_differ,
    Why.TRICK_COMPLETE: _trick_complete,
    Why.TRICK_NOT_COMPLETE: _trick_not_complete,
    Why.ALL_CARDS_PLAYED: _all_cards_played,
    Why.SEAT_OUT_OF_CARDS: _seat_out_of_cards,
    Why.CANNOT_PLAY: _cannot_play,
}


def reason_sentence(reason: Reason, names: Names = None) -> str:
    """The words for a :class:`~pinochle_learn.reasons.Reason`, in the players' ``names``.

    Parameters
    ----------
    reason
        A verdict's reason (or :attr:`Auction.why <pinochle_learn.auction.Auction.why>`).
    names
        Players' names by seat index; the learner's seat ("You", "South (you)") is spoken to.
        Seat labels ("North") by default.

    Examples
    --------
    >>> from pinochle_learn import Auction, Pass, Seat
    >>> a = Auction(Seat.WEST)
    >>> for seat in (Seat.NORTH, Seat.EAST, Seat.SOUTH):
    ...     a = a.apply(Pass(seat))
    >>> reason_sentence(a.why)
    'West, the dealer, is stuck and wins at 250: everyone else passed and nobody bid.'
    >>> reason_sentence(a.why, ("Bill", "Lisa", "Mike", "You"))
    'You, the dealer, are stuck and win at 250: everyone else passed and nobody bid.'
    """
    return _SAY[reason.code](reason, names)


def reason_clause(reason: Reason, names: Names = None) -> str:
    """:func:`reason_sentence` with a capital letter, for a reason that opens a sentence."""
    return capital(reason_sentence(reason, names))
