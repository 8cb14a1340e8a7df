"""Sentences for the verdicts outside the tricks: auction, passing, throw-in, the round's steps.

One function per :class:`~pinochle_learn.reasons.Why` code, in the table ``_SAY`` (the
pattern is written in ``render/play_sentences.py`` and ``pinochle_learn/reasons.py``; the
round's later steps, building, burying, the stock game and the hands, are in
:mod:`.reason_steps`). Each
takes the :class:`~pinochle_learn.reasons.Reason` and the players' names; a seat is spoken of
through :class:`~pinochle_learn.render.person.Person` (each clause written whole for "you" and
for a named player, chosen with :meth:`Person.pick`), so the learner's seat reads "you"
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

from collections.abc import Callable

from ..actions import Phase
from ..cards import STANDARD_DECK
from ..reasons import Reason, Why
from ..seats import seats
from .i18n import N_, _
from .person import Person, capital, listed
from .reason_steps import STEP_SAY, Names, card_words, person_at, say, say_two
from .words import ruleset_title, seat_label

__all__ = ["PHASE_WORDS", "dealer_stuck_sentence", "phase_words", "reason_sentence"]

PHASE_WORDS = {
    Phase.DEAL: N_("the deal"),
    Phase.BUILD: N_("the building"),
    Phase.AUCTION: N_("the auction"),
    Phase.TRUMP: N_("naming trump"),
    Phase.PASS_TO_BIDDER: N_("passing to the bidder"),
    Phase.PASS_BACK: N_("passing back"),
    Phase.MELD: N_("the meld"),
    Phase.THROW_IN: N_("the throw-in decision"),
    Phase.WIDOW: N_("taking the widow"),
    Phase.BURY: N_("the bury"),
    Phase.STOCK: N_("the tricks while the stock lasts"),
    Phase.TRICKS: N_("the tricks"),
    Phase.OVER: N_("the score"),
}
"""Each phase as it reads in a sentence ("refused in the auction")."""


def phase_words(phase: Phase) -> str:
    """``"the auction"``: a phase as it reads in a sentence."""
    return _(PHASE_WORDS[phase])


def _raises(r: Reason) -> str:
    return listed([f"+{n}" for n in r.figures], _("or"))


def _not_an_auction_action(r: Reason, n: Names) -> str:
    return _("only Bid and Pass are actions of the auction, not {action}").format(action=r.token)


def _auction_over_won(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("the auction is over: you won at {bid}"),
        _("the auction is over: {name} won at {bid}"),
        bid=r.bid,
    )


def _auction_over_stuck(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("the auction is over: you, the dealer, are stuck at {bid}"),
        _("the auction is over: {name}, the dealer, is stuck at {bid}"),
        bid=r.bid,
    )


def _auction_won(r: Reason, n: Names) -> str:
    p = person_at(r.seat, n)
    return p.pick(
        _("You won the auction at {bid}: every other player passed."),
        _("{name} won the auction at {bid}: every other player passed."),
    ).format(name=p.subject, bid=r.bid)


def dealer_stuck_sentence(dealer: Person, bid: int | None) -> str:
    """The one sentence for a dealer stuck with the minimum bid, said by the auction's status
    and by the round logs (four hands and the widow).

    >>> dealer_stuck_sentence(Person("Lisa"), 250)
    'Lisa, the dealer, is stuck and wins at 250: everyone else passed and nobody bid.'
    """
    p = dealer
    return p.pick(
        _("You, the dealer, are stuck and win at {bid}: everyone else passed and nobody bid."),
        _("{name}, the dealer, is stuck and wins at {bid}: everyone else passed and nobody bid."),
    ).format(name=p.subject, bid=bid)


def _dealer_stuck(r: Reason, n: Names) -> str:
    return dealer_stuck_sentence(person_at(r.seat, n), r.bid)


def _not_a_seat(r: Reason, n: Names) -> str:
    playing = listed([seat_label(p) for p in seats(r.count or 4)])
    return _("{token} is not a seat in this game ({seats} play)").format(
        token=r.token, seats=playing
    )


def _has_passed(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("you have passed and are skipped for the rest of the auction"),
        _("{name} has passed and is skipped for the rest of the auction"),
    )


def _not_your_turn(r: Reason, n: Names) -> str:
    return say_two(
        person_at(r.seat, n),
        person_at(r.other, n),
        _("it is your turn, not {other}'s"),
        _("it is {name}'s turn, not yours"),
        _("it is {name}'s turn, not {other}'s"),
    )


def _passes(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("you are skipped for the rest of the auction"),
        _("{name} is skipped for the rest of the auction"),
    )


def _bid_not_whole(r: Reason, n: Names) -> str:
    return _("a bid is a whole number of game points, not {token}").format(token=r.token)


def _opening_bid_is(r: Reason, n: Names) -> str:
    return _("the opening bid must be {bid}").format(bid=r.bid)


def _opening_bid(r: Reason, n: Names) -> str:
    return _("the opening bid, {bid}").format(bid=r.bid)


def _bid_above_cap(r: Reason, n: Names) -> str:
    return _("bids stop at {bid} game points, not {token}").format(bid=r.bid, token=r.token)


def _raise_not_allowed(r: Reason, n: Names) -> str:
    return _("a raise must be {raises} over {bid}").format(raises=_raises(r), bid=r.bid)


def _raise(r: Reason, n: Names) -> str:
    return _("a raise of +{count} over {bid}").format(count=r.count, bid=r.bid)


def _to_open(r: Reason, n: Names) -> str:
    p = person_at(r.seat, n)
    return p.pick(
        _("You to bid: the opening bid is {bid}, or pass."),
        _("{name} to bid: the opening bid is {bid}, or pass."),
    ).format(name=p.subject, bid=r.bid)


def _to_raise(r: Reason, n: Names) -> str:
    p, q = person_at(r.seat, n), person_at(r.other, n)
    text = (
        _("You to bid over {other}'s {bid} ({raises}), or pass.")
        if p.second
        else _("{name} to bid over your {bid} ({raises}), or pass.")
        if q.second
        else _("{name} to bid over {other}'s {bid} ({raises}), or pass.")
    )
    return text.format(name=p.subject, other=q.name, bid=r.bid, raises=_raises(r))


def _no_passing(r: Reason, n: Names) -> str:
    return _("nobody passes cards in {game}").format(game=r.token)


def _not_a_pass(r: Reason, n: Names) -> str:
    return _("only PassCards is an action here, not {action}").format(action=r.token)


def _partner_passes_now(r: Reason, n: Names) -> str:
    other = person_at(r.other, n).called if r.other is not None else r.token
    return say(
        person_at(r.seat, n),
        _("you, the bid winner's partner, pass now, not {other}"),
        _("{name}, the bid winner's partner, passes now, not {other}"),
        other=other,
    )


def _winner_passes_now(r: Reason, n: Names) -> str:
    other = person_at(r.other, n).called if r.other is not None else r.token
    return say(
        person_at(r.seat, n),
        _("you, the bid winner, pass now, not {other}"),
        _("{name}, the bid winner, passes now, not {other}"),
        other=other,
    )


def _pass_count(r: Reason, n: Names) -> str:
    given = r.figures[0] if r.figures else 0
    return _("pass exactly {count} cards, not {given}").format(count=r.count, given=given)


def _not_held(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("you hold no {card} to pass"),
        _("{name} holds no {card} to pass"),
        card=card_words(r),
    )


def _holds_too_few(r: Reason, n: Names) -> str:
    held, wanted = r.figures
    return say(
        person_at(r.seat, n),
        _("you hold only {held} of {card}, not {wanted}"),
        _("{name} holds only {held} of {card}, not {wanted}"),
        held=held,
        card=card_words(r),
        wanted=wanted,
    )


def _gives_to_winner(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("you give {count} cards to the bid winner, {winner}"),
        _("{name} gives {count} cards to the bid winner, {winner}"),
        count=r.count,
        winner=person_at(r.other, n).called,
    )


def _gives_back(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _(
            "you, the bid winner, give {count} cards back to {partner} (they may be cards just "
            "received)"
        ),
        _(
            "{name}, the bid winner, gives {count} cards back to {partner} (they may be cards "
            "just received)"
        ),
        count=r.count,
        partner=person_at(r.other, n).called,
    )


def _no_throw_in(r: Reason, n: Names) -> str:
    title = ruleset_title(r.token or "")
    return _("{game} has no throw-in, so the hand must be played").format(
        game=f"{title[:1].lower()}{title[1:]}"
    )


def _throw_in_sums(r: Reason) -> str:
    meld, margin, limit = r.figures
    return _("{meld} meld + {margin} = {limit}").format(meld=meld, margin=margin, limit=limit)


def _may_throw_in(r: Reason, n: Names) -> str:
    return _("the bid, {bid}, is more than {sum}: the hand may be thrown in").format(
        bid=r.bid, sum=_throw_in_sums(r)
    )


def _must_play(r: Reason, n: Names) -> str:
    return _("the bid, {bid}, is not more than {sum}: the hand must be played").format(
        bid=r.bid, sum=_throw_in_sums(r)
    )


def _round_over(r: Reason, n: Names) -> str:
    return _("the round is over: start the next round")


def _dealer_deals(r: Reason, n: Names) -> str:
    return say(person_at(r.seat, n), _("you deal first"), _("{name} deals first"))


def _deal_shape(r: Reason, n: Names) -> str:
    return _("a deal is {count} hands of {size} cards").format(count=r.count, size=r.figures[0])


def _deal_deck(r: Reason, n: Names) -> str:
    return _("a deal uses the {count} cards of the deck, each once").format(
        count=r.count or STANDARD_DECK.size
    )


def _deals(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("you deal {count} cards to each player"),
        _("{name} deals {count} cards to each player"),
        count=r.count,
    )


def _bid_or_pass(r: Reason, n: Names) -> str:
    return _("in the auction a player bids or passes")


def _must_name_trump(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("you won the auction and must name trump"),
        _("{name} won the auction and must name trump"),
    )


def _names_trump(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("you won the auction and name trump"),
        _("{name} won the auction and names trump"),
    )


def _pass_now(r: Reason, n: Names) -> str:
    return _("now {count} cards are passed").format(count=r.count)


def _throw_in_or_play(r: Reason, n: Names) -> str:
    return _("the bid winner decides to throw in or to play on")


def _play_one_card(r: Reason, n: Names) -> str:
    return _("in the tricks a player plays one card")


def _no_such_card(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("you hold no {card}"),
        _("{name} holds no {card}"),
        card=r.cards[0].label,
    )


def _round_not_over(r: Reason, n: Names) -> str:
    return _("the round is not over: finish it first")


def _game_over(r: Reason, n: Names) -> str:
    return _("the game is over")


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
    Why.BID_OR_PASS: _bid_or_pass,
    Why.MUST_NAME_TRUMP: _must_name_trump,
    Why.NAMES_TRUMP: _names_trump,
    Why.PASS_NOW: _pass_now,
    Why.THROW_IN_OR_PLAY: _throw_in_or_play,
    Why.PLAY_ONE_CARD: _play_one_card,
    Why.NO_SUCH_CARD: _no_such_card,
    Why.ROUND_NOT_OVER: _round_not_over,
    Why.GAME_OVER: _game_over,
    **STEP_SAY,
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
