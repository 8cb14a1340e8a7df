"""Sentences for the verdicts of the round's steps outside the auction and the passing:
building and burying (the widow games), the stock game's meld and draws, the hands a table
is set with, and the trick stepper's steps; with the helpers every reason sentence shares.

One function per :class:`~pinochle_learn.reasons.Why` code, in :data:`STEP_SAY`, which
:mod:`.reason_sentences` joins to its own table; each clause is written whole for "you" and
for a named player (:meth:`~pinochle_learn.render.person.Person.pick`) and marked for the
catalogues (:mod:`.i18n`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..reasons import Reason, Why
from ..seats import Seat
from .i18n import _, ngettext
from .person import Person, listed
from .words import ruleset_title, suit_noun

__all__ = ["STEP_SAY", "Names", "card_words", "person_at", "say", "say_two"]

Names = Sequence[str] | None


def person_at(seat: Seat | None, names: Names) -> Person:
    """The player at ``seat`` (:meth:`Person.of`), or "nobody"."""
    return Person(_("nobody")) if seat is None else Person.of(seat, names)


def say(p: Person, to_you: str, of_other: str, **words: object) -> str:
    """The clause of the two (already translated) that agrees with ``p``, filled; the player
    is named as ``{name}``."""
    return p.pick(to_you, of_other).format(name=p.name, **words)


def say_two(p: Person, q: Person, p_you: str, q_you: str, neither: str, **words: object) -> str:
    """A sentence naming two players: ``p_you`` speaks to the reader as ``p``, ``q_you`` as
    ``q``, ``neither`` names both (``{name}`` is ``p``, ``{other}`` is ``q``)."""
    text = p_you if p.second else q_you if q.second else neither
    return text.format(name=p.name, other=q.name, **words)


def card_words(r: Reason) -> str:
    """``"'S14' (A♠)"``: the reason's card as typed and as shown."""
    card = r.cards[0]
    return f"{str(card)!r} ({card.label})"


def _deals_widow(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("you shuffle the deck: it is the widow, face down"),
        _("{name} shuffles the deck: it is the widow, face down"),
    )


def _bury_now(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("now you, the bid winner, bury {count} cards"),
        _("now {name}, the bid winner, buries {count} cards"),
        count=r.count,
    )


def _bury_count(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("you must bury exactly {count} cards, not {given}"),
        _("{name} must bury exactly {count} cards, not {given}"),
        count=r.count,
        given=r.figures[0],
    )


def _bury_not_held(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("you hold no {card} to bury"),
        _("{name} holds no {card} to bury"),
        card=r.cards[0].label,
    )


def _buries(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("you bury {cards}: their counters count for you"),
        _("{name} buries {cards}: their counters count for {name}"),
        cards=listed([c.label for c in r.cards]),
    )


def _keep_or_discard(r: Reason, n: Names) -> str:
    return _("while building, a player keeps or discards the card drawn")


def _must_keep_last(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("only one card is left to draw: you must keep it"),
        _("only one card is left to draw: {name} must keep it"),
    )


def _keeps_last(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("only one card is left to draw: you keep it"),
        _("only one card is left to draw: {name} keeps it"),
    )


def _keeps(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("you keep the card drawn and discard the next unseen"),
        _("{name} keeps the card drawn and discards the next unseen"),
    )


def _discards(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("you discard the card drawn and must keep the next"),
        _("{name} discards the card drawn and must keep the next"),
    )


def _not_on_table(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("no {card} lies on your table"),
        _("no {card} lies on {name}'s table"),
        card=r.cards[0].label,
    )


def _meld_or_draw(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
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
    p, q = person_at(r.seat, n), person_at(r.other, n)
    if r.count == 2:
        return say_two(
            p,
            q,
            _("you take the last face-down card and {other} the turn-up; the stock is gone"),
            _("{name} takes the last face-down card and you the turn-up; the stock is gone"),
            _("{name} takes the last face-down card and {other} the turn-up; the stock is gone"),
        )
    return say_two(
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
    return say(
        person_at(r.seat, n),
        _("you: {token} is not a Hand"),
        _("{name}: {token} is not a Hand"),
        token=r.token,
    )


def _empty_hand(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("you have no cards: every seat needs at least one"),
        _("{name} has no cards: every seat needs at least one"),
    )


def _hand_too_big(r: Reason, n: Names) -> str:
    return say(
        person_at(r.seat, n),
        _("you have {count} cards: a hand in {game} holds at most {limit}"),
        _("{name} has {count} cards: a hand in {game} holds at most {limit}"),
        count=r.count,
        game=ruleset_title(r.token),
        limit=r.figures[0],
    )


def _too_many_copies(r: Reason, n: Names) -> str:
    holders = ", ".join(person_at(Seat(s), n).called for s in r.figures)
    return _(
        "{card} appears {count} times in the hands of {holders}: the deck holds only two "
        "copies of each card"
    ).format(card=card_words(r), count=r.count, holders=holders)


def _hand_sizes_differ(r: Reason, n: Names) -> str:
    sizes: dict[int, list[Person]] = {}
    for seat, size in enumerate(r.figures):
        sizes.setdefault(size, []).append(person_at(Seat(seat), n))
    parts = []
    for size, who in sorted(sizes.items(), reverse=True):
        cards = ngettext("{n} card", "{n} cards", size).format(n=size)
        if len(who) == 1:
            parts.append(say(who[0], _("you have {cards}"), _("{name} has {cards}"), cards=cards))
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
    return say(
        person_at(r.seat, n),
        _("you cannot play: {why}"),
        _("{name} cannot play: {why}"),
        why=r.token,
    )


STEP_SAY: dict[Why, Callable[[Reason, Names], str]] = {
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
"""The sentence maker of each step's reason code."""
