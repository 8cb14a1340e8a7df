"""Sentences for the verdicts outside the tricks: auction, passing, throw-in, the round's steps.

One function per :class:`~pinochle_learn.reasons.Why` code, in the table ``_SAY`` (the
pattern is written in ``render/play_sentences.py`` and ``pinochle_learn/reasons.py``). Each
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

from collections.abc import Callable, Sequence

from ..actions import Phase
from ..cards import STANDARD_DECK
from ..reasons import Reason, Why
from ..seats import Seat, seats
from .i18n import N_, _, ngettext
from .person import Person, capital, listed
from .words import ruleset_title, seat_label, suit_noun

__all__ = ["PHASE_WORDS", "dealer_stuck_sentence", "phase_words", "reason_sentence"]

Names = Sequence[str] | None

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


def _p(seat: Seat | None, names: Names) -> Person:
    return Person(_("nobody")) if seat is None else Person.of(seat, names)


def _say(p: Person, to_you: str, of_other: str, **words: object) -> str:
    """The clause of the two (already translated) that agrees with ``p``, filled; the player
    is named as ``{name}``."""
    return p.pick(to_you, of_other).format(name=p.name, **words)


def _two(p: Person, q: Person, p_you: str, q_you: str, neither: str, **words: object) -> str:
    """A sentence naming two players: ``p_you`` speaks to the reader as ``p``, ``q_you`` as
    ``q``, ``neither`` names both (``{name}`` is ``p``, ``{other}`` is ``q``)."""
    text = p_you if p.second else q_you if q.second else neither
    return text.format(name=p.name, other=q.name, **words)


def _card(r: Reason) -> str:
    card = r.cards[0]
    return f"{str(card)!r} ({card.label})"


def _raises(r: Reason) -> str:
    return listed([f"+{n}" for n in r.figures], _("or"))


def _not_an_auction_action(r: Reason, n: Names) -> str:
    return _("only Bid and Pass are actions of the auction, not {action}").format(action=r.token)


def _auction_over_won(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("the auction is over: you won at {bid}"),
        _("the auction is over: {name} won at {bid}"),
        bid=r.bid,
    )


def _auction_over_stuck(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("the auction is over: you, the dealer, are stuck at {bid}"),
        _("the auction is over: {name}, the dealer, is stuck at {bid}"),
        bid=r.bid,
    )


def _auction_won(r: Reason, n: Names) -> str:
    p = _p(r.seat, n)
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
    return dealer_stuck_sentence(_p(r.seat, n), r.bid)


def _not_a_seat(r: Reason, n: Names) -> str:
    playing = listed([seat_label(p) for p in seats(r.count or 4)])
    return _("{token} is not a seat in this game ({seats} play)").format(
        token=r.token, seats=playing
    )


def _has_passed(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("you have passed and are skipped for the rest of the auction"),
        _("{name} has passed and is skipped for the rest of the auction"),
    )


def _not_your_turn(r: Reason, n: Names) -> str:
    return _two(
        _p(r.seat, n),
        _p(r.other, n),
        _("it is your turn, not {other}'s"),
        _("it is {name}'s turn, not yours"),
        _("it is {name}'s turn, not {other}'s"),
    )


def _passes(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
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
    p = _p(r.seat, n)
    return p.pick(
        _("You to bid: the opening bid is {bid}, or pass."),
        _("{name} to bid: the opening bid is {bid}, or pass."),
    ).format(name=p.subject, bid=r.bid)


def _to_raise(r: Reason, n: Names) -> str:
    p, q = _p(r.seat, n), _p(r.other, n)
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
    other = _p(r.other, n).called if r.other is not None else r.token
    return _say(
        _p(r.seat, n),
        _("you, the bid winner's partner, pass now, not {other}"),
        _("{name}, the bid winner's partner, passes now, not {other}"),
        other=other,
    )


def _winner_passes_now(r: Reason, n: Names) -> str:
    other = _p(r.other, n).called if r.other is not None else r.token
    return _say(
        _p(r.seat, n),
        _("you, the bid winner, pass now, not {other}"),
        _("{name}, the bid winner, passes now, not {other}"),
        other=other,
    )


def _pass_count(r: Reason, n: Names) -> str:
    given = r.figures[0] if r.figures else 0
    return _("pass exactly {count} cards, not {given}").format(count=r.count, given=given)


def _not_held(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("you hold no {card} to pass"),
        _("{name} holds no {card} to pass"),
        card=_card(r),
    )


def _holds_too_few(r: Reason, n: Names) -> str:
    held, wanted = r.figures
    return _say(
        _p(r.seat, n),
        _("you hold only {held} of {card}, not {wanted}"),
        _("{name} holds only {held} of {card}, not {wanted}"),
        held=held,
        card=_card(r),
        wanted=wanted,
    )


def _gives_to_winner(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("you give {count} cards to the bid winner, {winner}"),
        _("{name} gives {count} cards to the bid winner, {winner}"),
        count=r.count,
        winner=_p(r.other, n).called,
    )


def _gives_back(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _(
            "you, the bid winner, give {count} cards back to {partner} (they may be cards just "
            "received)"
        ),
        _(
            "{name}, the bid winner, gives {count} cards back to {partner} (they may be cards "
            "just received)"
        ),
        count=r.count,
        partner=_p(r.other, n).called,
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
    return _say(_p(r.seat, n), _("you deal first"), _("{name} deals first"))


def _deal_shape(r: Reason, n: Names) -> str:
    return _("a deal is {count} hands of {size} cards").format(count=r.count, size=r.figures[0])


def _deal_deck(r: Reason, n: Names) -> str:
    return _("a deal uses the {count} cards of the deck, each once").format(
        count=r.count or STANDARD_DECK.size
    )


def _deals(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("you deal {count} cards to each player"),
        _("{name} deals {count} cards to each player"),
        count=r.count,
    )


def _bid_or_pass(r: Reason, n: Names) -> str:
    return _("in the auction a player bids or passes")


def _must_name_trump(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("you won the auction and must name trump"),
        _("{name} won the auction and must name trump"),
    )


def _names_trump(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
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
    return _say(
        _p(r.seat, n), _("you hold no {card}"), _("{name} holds no {card}"), card=r.cards[0].label
    )


def _round_not_over(r: Reason, n: Names) -> str:
    return _("the round is not over: finish it first")


def _game_over(r: Reason, n: Names) -> str:
    return _("the game is over")


def _deals_widow(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("you shuffle the deck: it is the widow, face down"),
        _("{name} shuffles the deck: it is the widow, face down"),
    )


def _bury_now(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("now you, the bid winner, bury {count} cards"),
        _("now {name}, the bid winner, buries {count} cards"),
        count=r.count,
    )


def _bury_count(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("you must bury exactly {count} cards, not {given}"),
        _("{name} must bury exactly {count} cards, not {given}"),
        count=r.count,
        given=r.figures[0],
    )


def _bury_not_held(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("you hold no {card} to bury"),
        _("{name} holds no {card} to bury"),
        card=r.cards[0].label,
    )


def _buries(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("you bury {cards}: their counters count for you"),
        _("{name} buries {cards}: their counters count for {name}"),
        cards=listed([c.label for c in r.cards]),
    )


def _keep_or_discard(r: Reason, n: Names) -> str:
    return _("while building, a player keeps or discards the card drawn")


def _must_keep_last(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("only one card is left to draw: you must keep it"),
        _("only one card is left to draw: {name} must keep it"),
    )


def _keeps_last(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("only one card is left to draw: you keep it"),
        _("only one card is left to draw: {name} keeps it"),
    )


def _keeps(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("you keep the card drawn and discard the next unseen"),
        _("{name} keeps the card drawn and discards the next unseen"),
    )


def _discards(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("you discard the card drawn and must keep the next"),
        _("{name} discards the card drawn and must keep the next"),
    )


def _not_on_table(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("no {card} lies on your table"),
        _("no {card} lies on {name}'s table"),
        card=r.cards[0].label,
    )


def _meld_or_draw(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("you won the trick: you now lay down a meld, exchange the dix or draw"),
        _("{name} won the trick: {name} now lays down a meld, exchanges the dix or draws"),
    )


def _draw_after_trick(r: Reason, n: Names) -> str:
    return _("cards are drawn only after a trick, when its winner is done melding")


def _marriage_suit(r: Reason, n: Names) -> str:
    trump = r.cards[0].suit
    return _("a common marriage names a suit other than trump ({symbol} {suit})").format(
        symbol=trump.symbol, suit=suit_noun(trump)
    )


def _draws(r: Reason, n: Names) -> str:
    p, q = _p(r.seat, n), _p(r.other, n)
    if r.count == 2:
        return _two(
            p,
            q,
            _("you take the last face-down card and {other} the turn-up; the stock is gone"),
            _("{name} takes the last face-down card and you the turn-up; the stock is gone"),
            _("{name} takes the last face-down card and {other} the turn-up; the stock is gone"),
        )
    return _two(
        p,
        q,
        _("you draw the top card of the stock, then {other} the next"),
        _("{name} draws the top card of the stock, then you the next"),
        _("{name} draws the top card of the stock, then {other} the next"),
    )


def _nothing_to_do(r: Reason, n: Names) -> str:
    return _("nobody acts now: the program does this step")


def _hand_count(r: Reason, n: Names) -> str:
    return _("{game} needs {count} hands, not {given}").format(
        game=ruleset_title(r.token), count=r.count, given=r.figures[0]
    )


def _not_a_hand(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("you: {token} is not a Hand"),
        _("{name}: {token} is not a Hand"),
        token=r.token,
    )


def _empty_hand(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("you have no cards: every seat needs at least one"),
        _("{name} has no cards: every seat needs at least one"),
    )


def _hand_too_big(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n),
        _("you have {count} cards: a hand in {game} holds at most {limit}"),
        _("{name} has {count} cards: a hand in {game} holds at most {limit}"),
        count=r.count,
        game=ruleset_title(r.token),
        limit=r.figures[0],
    )


def _too_many_copies(r: Reason, n: Names) -> str:
    holders = ", ".join(_p(Seat(s), n).called for s in r.figures)
    return _(
        "{card} appears {count} times in the hands of {holders}: the deck holds only two "
        "copies of each card"
    ).format(card=_card(r), count=r.count, holders=holders)


def _hand_sizes_differ(r: Reason, n: Names) -> str:
    sizes: dict[int, list[Person]] = {}
    for seat, size in enumerate(r.figures):
        sizes.setdefault(size, []).append(_p(Seat(seat), n))
    parts = []
    for size, who in sorted(sizes.items(), reverse=True):
        cards = ngettext("{n} card", "{n} cards", size).format(n=size)
        if len(who) == 1:
            parts.append(_say(who[0], _("you have {cards}"), _("{name} has {cards}"), cards=cards))
        else:
            names = listed([p.called for p in who])
            parts.append(_("{names} have {cards}").format(names=names, cards=cards))
    return _(
        "every seat plays one card to each trick, so the hands must be the same size: {sizes}"
    ).format(sizes="; ".join(parts))


def _trick_complete(r: Reason, n: Names) -> str:
    return _("the trick is complete")


def _trick_not_complete(r: Reason, n: Names) -> str:
    return _("the trick is not complete yet: every seat plays a card first")


def _all_cards_played(r: Reason, n: Names) -> str:
    return _("no next trick: every card has been played")


def _seat_out_of_cards(r: Reason, n: Names) -> str:
    return _("no next trick: a seat has no cards")


def _cannot_play(r: Reason, n: Names) -> str:
    return _say(
        _p(r.seat, n), _("you cannot play: {why}"), _("{name} cannot play: {why}"), why=r.token
    )


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
