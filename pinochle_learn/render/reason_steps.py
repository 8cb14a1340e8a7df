"""Sentences for the verdicts of the round's steps outside the auction and the passing:
building and burying (the widow games), the stock game's meld and draws, the hands a table
is set with, and the trick stepper's steps; with the helpers every reason sentence shares.

Each :class:`~pinochle_learn.reasons.Why` code's words are a :class:`Wording` in
:data:`STEP_WORDINGS` (a clause written whole for "you" and for a named player, chosen with
:meth:`~pinochle_learn.render.person.Person.pick`, or one clause for anybody, each marked for
the catalogues with ``N_`` and translated by :func:`worded`); the few codes a table cannot
word (two players named, a list of hand sizes) have a function in :data:`STEP_SAY`.
:mod:`.reason_sentences` joins both to its own tables.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple

from ..reasons import Reason, Why
from ..seats import Seat
from .i18n import N_, _, ngettext
from .person import Person, listed
from .words import ruleset_title, suit_noun

__all__ = [
    "STEP_SAY",
    "STEP_WORDINGS",
    "Names",
    "Wording",
    "card_words",
    "person_at",
    "say",
    "say_two",
    "worded",
]

Names = Sequence[str] | None
Words = Callable[[Reason, Names], Mapping[str, object]]


class Wording(NamedTuple):
    """How one reason code reads: msgids marked ``N_`` (English), translated by :func:`worded`.

    Attributes
    ----------
    you
        The clause spoken to the reader when :attr:`other` is given, else the one clause for
        anybody.
    other
        The same clause naming the player at the reason's seat as ``{name}``; ``None`` when
        the clause names nobody.
    words
        The placeholders beyond :func:`common_words`, from the reason and the players' names.
    sentence
        ``{name}`` opens a whole sentence (:attr:`Person.subject`, capitalised).
    """

    you: str
    other: str | None = None
    words: Words | None = None
    sentence: bool = False


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


def common_words(r: Reason) -> dict[str, object]:
    """The placeholders most clauses take, straight from the reason: ``{count}``, ``{bid}``,
    ``{token}``, ``{given}`` (the first figure, 0 if none) and ``{card}`` (the first card as
    shown, ``A♠``)."""
    return {
        "count": r.count,
        "bid": r.bid,
        "token": r.token,
        "given": r.figures[0] if r.figures else 0,
        "card": r.cards[0].label if r.cards else "",
    }


def worded(table: Mapping[Why, Wording], r: Reason, n: Names) -> str:
    """The reason's clause from its :class:`Wording` in ``table``, translated and filled (the
    form that agrees with the player at ``r.seat`` where there are two); ``KeyError`` for a
    code the table lacks."""
    wording = table[r.code]
    words = common_words(r)
    if wording.words is not None:
        words.update(wording.words(r, n))
    if wording.other is None:
        return _(wording.you).format(**words)
    p = person_at(r.seat, n)
    name = p.subject if wording.sentence else p.name
    return p.pick(_(wording.you), _(wording.other)).format(name=name, **words)


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


def _trump_words(r: Reason, n: Names) -> dict[str, object]:
    trump = r.cards[0].suit
    return {"symbol": trump.symbol, "suit": suit_noun(trump)}


def _holders(r: Reason, n: Names) -> dict[str, object]:
    holders = ", ".join(person_at(Seat(s), n).called for s in r.figures)
    return {"card": card_words(r), "holders": holders}


STEP_WORDINGS: dict[Why, Wording] = {
    Why.DEALS_WIDOW: Wording(
        N_("you shuffle the deck: it is the widow, face down"),
        N_("{name} shuffles the deck: it is the widow, face down"),
    ),
    Why.BURY_NOW: Wording(
        N_("now you, the bid winner, bury {count} cards"),
        N_("now {name}, the bid winner, buries {count} cards"),
    ),
    Why.BURY_COUNT: Wording(
        N_("you must bury exactly {count} cards, not {given}"),
        N_("{name} must bury exactly {count} cards, not {given}"),
    ),
    Why.BURY_NOT_HELD: Wording(
        N_("you hold no {card} to bury"),
        N_("{name} holds no {card} to bury"),
    ),
    Why.BURIES: Wording(
        N_("you bury {cards}: their counters count for you"),
        N_("{name} buries {cards}: their counters count for {name}"),
        lambda r, n: {"cards": listed([c.label for c in r.cards])},
    ),
    Why.KEEP_OR_DISCARD: Wording(N_("while building, a player keeps or discards the card drawn")),
    Why.MUST_KEEP_LAST: Wording(
        N_("only one card is left to draw: you must keep it"),
        N_("only one card is left to draw: {name} must keep it"),
    ),
    Why.KEEPS_LAST: Wording(
        N_("only one card is left to draw: you keep it"),
        N_("only one card is left to draw: {name} keeps it"),
    ),
    Why.KEEPS: Wording(
        N_("you keep the card drawn and discard the next unseen"),
        N_("{name} keeps the card drawn and discards the next unseen"),
    ),
    Why.DISCARDS: Wording(
        N_("you discard the card drawn and must keep the next"),
        N_("{name} discards the card drawn and must keep the next"),
    ),
    Why.NOT_ON_TABLE: Wording(
        N_("no {card} lies on your table"),
        N_("no {card} lies on {name}'s table"),
    ),
    Why.MELD_OR_DRAW: Wording(
        N_("you won the trick: you now lay down a meld, exchange the dix or draw"),
        N_("{name} won the trick: {name} now lays down a meld, exchanges the dix or draws"),
    ),
    Why.DRAW_AFTER_TRICK: Wording(
        N_("cards are drawn only after a trick, when its winner is done melding")
    ),
    Why.MARRIAGE_SUIT: Wording(
        N_("a common marriage names a suit other than trump ({symbol} {suit})"),
        words=_trump_words,
    ),
    Why.NOTHING_TO_DO: Wording(N_("nobody acts now: the program does this step")),
    Why.HAND_COUNT: Wording(
        N_("{game} needs {count} hands, not {given}"),
        words=lambda r, n: {"game": ruleset_title(r.token)},
    ),
    Why.NOT_A_HAND: Wording(
        N_("you: {token} is not a Hand"),
        N_("{name}: {token} is not a Hand"),
    ),
    Why.EMPTY_HAND: Wording(
        N_("you have no cards: every seat needs at least one"),
        N_("{name} has no cards: every seat needs at least one"),
    ),
    Why.HAND_TOO_BIG: Wording(
        N_("you have {count} cards: a hand in {game} holds at most {limit}"),
        N_("{name} has {count} cards: a hand in {game} holds at most {limit}"),
        lambda r, n: {"game": ruleset_title(r.token), "limit": r.figures[0]},
    ),
    Why.TOO_MANY_COPIES: Wording(
        N_(
            "{card} appears {count} times in the hands of {holders}: the deck holds only two "
            "copies of each card"
        ),
        words=_holders,
    ),
    Why.TRICK_COMPLETE: Wording(N_("the trick is complete")),
    Why.TRICK_NOT_COMPLETE: Wording(
        N_("the trick is not complete yet: every seat plays a card first")
    ),
    Why.ALL_CARDS_PLAYED: Wording(N_("no next trick: every card has been played")),
    Why.SEAT_OUT_OF_CARDS: Wording(N_("no next trick: a seat has no cards")),
    Why.CANNOT_PLAY: Wording(
        N_("you cannot play: {why}"),
        N_("{name} cannot play: {why}"),
        lambda r, n: {"why": r.token},
    ),
}
"""How each step's reason code reads (:func:`worded`), but for those in :data:`STEP_SAY`."""

STEP_SAY: dict[Why, Callable[[Reason, Names], str]] = {
    Why.DRAWS: _draws,
    Why.HAND_SIZES_DIFFER: _hand_sizes_differ,
}
"""The sentence maker of each step's reason code that a :class:`Wording` cannot say."""
