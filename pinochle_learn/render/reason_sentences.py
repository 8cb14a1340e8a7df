"""Sentences for the verdicts outside the tricks: auction, passing, throw-in, the round's steps.

Each :class:`~pinochle_learn.reasons.Why` code reads as a
:class:`~.reason_steps.Wording` in the table ``_WORDINGS``: its clause written whole for "you"
and for a named player (chosen with :meth:`Person.pick`), or one clause for anybody, with the
words that fill it; the few codes a table cannot word (two players named) have a function in
``_SAY`` (the pattern is written in ``render/play_sentences.py`` and
``pinochle_learn/reasons.py``; the round's later steps, building, burying, the stock game and
the hands, are in :mod:`.reason_steps`). A seat is spoken of through
:class:`~pinochle_learn.render.person.Person`, so the learner's seat reads "you" ("You pass",
"it is your turn") and any other its name or seat label ("North passes").

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
from .reason_steps import (
    STEP_SAY,
    STEP_WORDINGS,
    Names,
    Wording,
    card_words,
    person_at,
    say_two,
    worded,
)
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


def _called(r: Reason, n: Names) -> dict[str, object]:
    """``{other}``: the player at ``r.other`` as named inside a clause, else the token."""
    return {"other": person_at(r.other, n).called if r.other is not None else r.token}


def _held(r: Reason, n: Names) -> dict[str, object]:
    held, wanted = r.figures
    return {"held": held, "card": card_words(r), "wanted": wanted}


def _throw_in_sums(r: Reason, n: Names) -> dict[str, object]:
    meld, margin, limit = r.figures
    sums = _("{meld} meld + {margin} = {limit}").format(meld=meld, margin=margin, limit=limit)
    return {"sum": sums}


def _no_throw_in_game(r: Reason, n: Names) -> dict[str, object]:
    title = ruleset_title(r.token or "")
    return {"game": f"{title[:1].lower()}{title[1:]}"}


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


def _not_your_turn(r: Reason, n: Names) -> str:
    return say_two(
        person_at(r.seat, n),
        person_at(r.other, n),
        _("it is your turn, not {other}'s"),
        _("it is {name}'s turn, not yours"),
        _("it is {name}'s turn, not {other}'s"),
    )


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


_WORDINGS: dict[Why, Wording] = {
    Why.NOT_AN_AUCTION_ACTION: Wording(
        N_("only Bid and Pass are actions of the auction, not {action}"),
        words=lambda r, n: {"action": r.token},
    ),
    Why.AUCTION_OVER_WON: Wording(
        N_("the auction is over: you won at {bid}"),
        N_("the auction is over: {name} won at {bid}"),
    ),
    Why.AUCTION_OVER_STUCK: Wording(
        N_("the auction is over: you, the dealer, are stuck at {bid}"),
        N_("the auction is over: {name}, the dealer, is stuck at {bid}"),
    ),
    Why.AUCTION_WON: Wording(
        N_("You won the auction at {bid}: every other player passed."),
        N_("{name} won the auction at {bid}: every other player passed."),
        sentence=True,
    ),
    Why.NOT_A_SEAT: Wording(
        N_("{token} is not a seat in this game ({seats} play)"),
        words=lambda r, n: {"seats": listed([seat_label(p) for p in seats(r.count or 4)])},
    ),
    Why.HAS_PASSED: Wording(
        N_("you have passed and are skipped for the rest of the auction"),
        N_("{name} has passed and is skipped for the rest of the auction"),
    ),
    Why.PASSES: Wording(
        N_("you are skipped for the rest of the auction"),
        N_("{name} is skipped for the rest of the auction"),
    ),
    Why.BID_NOT_WHOLE: Wording(N_("a bid is a whole number of game points, not {token}")),
    Why.OPENING_BID_IS: Wording(N_("the opening bid must be {bid}")),
    Why.OPENING_BID: Wording(N_("the opening bid, {bid}")),
    Why.BID_ABOVE_CAP: Wording(N_("bids stop at {bid} game points, not {token}")),
    Why.RAISE_NOT_ALLOWED: Wording(
        N_("a raise must be {raises} over {bid}"), words=lambda r, n: {"raises": _raises(r)}
    ),
    Why.RAISE: Wording(N_("a raise of +{count} over {bid}")),
    Why.TO_OPEN: Wording(
        N_("You to bid: the opening bid is {bid}, or pass."),
        N_("{name} to bid: the opening bid is {bid}, or pass."),
        sentence=True,
    ),
    Why.NO_PASSING: Wording(
        N_("nobody passes cards in {game}"), words=lambda r, n: {"game": r.token}
    ),
    Why.NOT_A_PASS: Wording(
        N_("only PassCards is an action here, not {action}"),
        words=lambda r, n: {"action": r.token},
    ),
    Why.PARTNER_PASSES_NOW: Wording(
        N_("you, the bid winner's partner, pass now, not {other}"),
        N_("{name}, the bid winner's partner, passes now, not {other}"),
        _called,
    ),
    Why.WINNER_PASSES_NOW: Wording(
        N_("you, the bid winner, pass now, not {other}"),
        N_("{name}, the bid winner, passes now, not {other}"),
        _called,
    ),
    Why.PASS_COUNT: Wording(N_("pass exactly {count} cards, not {given}")),
    Why.NOT_HELD: Wording(
        N_("you hold no {card} to pass"),
        N_("{name} holds no {card} to pass"),
        lambda r, n: {"card": card_words(r)},
    ),
    Why.HOLDS_TOO_FEW: Wording(
        N_("you hold only {held} of {card}, not {wanted}"),
        N_("{name} holds only {held} of {card}, not {wanted}"),
        _held,
    ),
    Why.GIVES_TO_WINNER: Wording(
        N_("you give {count} cards to the bid winner, {winner}"),
        N_("{name} gives {count} cards to the bid winner, {winner}"),
        lambda r, n: {"winner": person_at(r.other, n).called},
    ),
    Why.GIVES_BACK: Wording(
        N_(
            "you, the bid winner, give {count} cards back to {partner} (they may be cards just "
            "received)"
        ),
        N_(
            "{name}, the bid winner, gives {count} cards back to {partner} (they may be cards "
            "just received)"
        ),
        lambda r, n: {"partner": person_at(r.other, n).called},
    ),
    Why.NO_THROW_IN: Wording(
        N_("{game} has no throw-in, so the hand must be played"), words=_no_throw_in_game
    ),
    Why.MAY_THROW_IN: Wording(
        N_("the bid, {bid}, is more than {sum}: the hand may be thrown in"),
        words=_throw_in_sums,
    ),
    Why.MUST_PLAY: Wording(
        N_("the bid, {bid}, is not more than {sum}: the hand must be played"),
        words=_throw_in_sums,
    ),
    Why.ROUND_OVER: Wording(N_("the round is over: start the next round")),
    Why.DEALER_DEALS: Wording(N_("you deal first"), N_("{name} deals first")),
    Why.DEAL_SHAPE: Wording(
        N_("a deal is {count} hands of {size} cards"),
        words=lambda r, n: {"size": r.figures[0]},
    ),
    Why.DEAL_DECK: Wording(
        N_("a deal uses the {count} cards of the deck, each once"),
        words=lambda r, n: {"count": r.count or STANDARD_DECK.size},
    ),
    Why.DEALS: Wording(
        N_("you deal {count} cards to each player"),
        N_("{name} deals {count} cards to each player"),
    ),
    Why.BID_OR_PASS: Wording(N_("in the auction a player bids or passes")),
    Why.MUST_NAME_TRUMP: Wording(
        N_("you won the auction and must name trump"),
        N_("{name} won the auction and must name trump"),
    ),
    Why.NAMES_TRUMP: Wording(
        N_("you won the auction and name trump"),
        N_("{name} won the auction and names trump"),
    ),
    Why.PASS_NOW: Wording(N_("now {count} cards are passed")),
    Why.THROW_IN_OR_PLAY: Wording(N_("the bid winner decides to throw in or to play on")),
    Why.PLAY_ONE_CARD: Wording(N_("in the tricks a player plays one card")),
    Why.NO_SUCH_CARD: Wording(N_("you hold no {card}"), N_("{name} holds no {card}")),
    Why.ROUND_NOT_OVER: Wording(N_("the round is not over: finish it first")),
    Why.GAME_OVER: Wording(N_("the game is over")),
    **STEP_WORDINGS,
}
"""How each reason code reads (:func:`~.reason_steps.worded`), but for those in ``_SAY``'s
functions."""


def _worded(r: Reason, n: Names) -> str:
    return worded(_WORDINGS, r, n)


_SAY: dict[Why, Callable[[Reason, Names], str]] = {
    **dict.fromkeys(_WORDINGS, _worded),
    Why.DEALER_STUCK: _dealer_stuck,
    Why.NOT_YOUR_TURN: _not_your_turn,
    Why.TO_RAISE: _to_raise,
    **STEP_SAY,
}
"""The sentence maker of every reason code."""


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
