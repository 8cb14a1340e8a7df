"""One action of a round in words, for every game: the one copy the round table and the widow
table share.

The engine gives the action and the state it was applied to; this module makes the sentence,
with the grammatical person carried by the :class:`~pinochle_learn.render.person.Person` of
each seat (``"You keep"`` / ``"Lisa keeps"``; the round table names every seat in the third
person, ``"South (you) bids 260."``). What a player may not see stays hidden: the cards of a
pass between the other two players, the card the other player keeps or discards while
building.

Examples
--------
>>> from pinochle_learn import TWO_HAND_WIDOW, Bid, Keep, Seat, RoundState, deal_from_seed
>>> people = people_of(("You", "Lisa"))
>>> state = RoundState(TWO_HAND_WIDOW, Seat.EAST)
>>> action_sentence(deal_from_seed(4, Seat.EAST, TWO_HAND_WIDOW), state, people)
'Lisa shuffles the deck: all 48 cards are the widow. Lisa builds first.'
>>> state = state.apply(deal_from_seed(4, Seat.EAST, TWO_HAND_WIDOW))
>>> action_sentence(Keep(Seat.EAST), state, people, learner=Seat.NORTH)
'Lisa keeps the card drawn and discards the next unseen.'
>>> action_sentence(Keep(Seat.EAST), state, people)
'Lisa keeps A♥ and discards the next card unseen.'
>>> action_sentence(Bid(Seat.EAST, 260), state, people)
'Lisa bids 260.'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import (
    Action,
    Bid,
    Bury,
    Deal,
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
from ..cards import Card, Rank
from ..meldkinds import MeldKind
from ..procedure import DealKind
from ..seats import Seat
from ..state import RoundState
from .person import Person
from .reason_sentences import dealer_stuck_sentence
from .table_text import meld_title
from .words import suit_noun

__all__ = ["action_sentence", "people_of"]


def people_of(names: Sequence[str]) -> tuple[Person, ...]:
    """Each seat's :class:`Person`, the learner's name ("You") spoken to as "you"."""
    return tuple(Person.of(seat, names) for seat in range(len(names)))


def _drawn(before: RoundState) -> str:
    return before.drawn.label if before.drawn is not None else "the card"


def _kept_after_discard(action: Discard, before: RoundState) -> str:
    after = before.apply(action)
    extra = after.hands[action.seat].counter() - before.hands[action.seat].counter()
    return next(iter(extra)).label if extra else "the next card"


def action_sentence(
    action: Action,
    before: RoundState,
    people: Sequence[Person],
    *,
    reveal: bool = True,
    learner: Seat | None = None,
    result: bool = True,
) -> str:
    """One action in words, as the table saw it.

    Parameters
    ----------
    action
        The action applied to ``before``.
    before
        The state it was applied to (it gives the trick, the widow, the auction and so on).
    people
        Each seat's :class:`Person`, by seat index (:func:`people_of`).
    reveal
        Name the cards of a pass; otherwise say only how many (the other team does not see
        them).
    learner
        Whose eyes, while building: the other player's cards drawn stay hidden (``None``:
        every card is named).
    result
        After the card that completes a trick, say who wins it ("North wins trick 3 with
        A♥ (30 counter points)."); a table says this once, in what happened.
    """
    p = people[action.seat]
    if isinstance(action, Deal):
        first = people[before.dealer.next(before.players)]
        if before.ruleset.procedure is not None and before.ruleset.procedure.deal is DealKind.WIDOW:
            return (  # the dealer builds first (seed 004 item 3)
                f"{p.says('shuffle', 'shuffles')} the deck: all {len(action.stock)} cards are "
                f"the widow. {p.says('build', 'builds')} first."
            )
        if before.ruleset.procedure is not None and action.stock:
            if before.ruleset.procedure.deal is DealKind.STOCK_TURN_UP:
                return _stock_deal_sentence(action, before, p, first)
        return (
            f"{p.says('deal', 'deals')} {len(action.hands[0])} cards to each player; "
            f"{first.name} {first.verb('bid', 'bids')} first."
        )
    if isinstance(action, Keep):
        if learner is not None and action.seat != learner:
            return f"{p.says('keep', 'keeps')} the card drawn and discards the next unseen."
        if len(before.stock) + len(before.discards) == 1:
            return f"{p.says('keep', 'keeps')} {_drawn(before)}, the last card."
        return (
            f"{p.says('keep', 'keeps')} {_drawn(before)} and "
            f"{p.verb('discard', 'discards')} the next card unseen."
        )
    if isinstance(action, Discard):
        if learner is not None and action.seat != learner:
            return f"{p.says('discard', 'discards')} the card drawn and keeps the next."
        kept = _kept_after_discard(action, before)
        return (
            f"{p.says('discard', 'discards')} {_drawn(before)} and {p.verb('keep', 'keeps')} "
            f"{kept}."
        )
    if isinstance(action, Bid):
        return f"{p.says('bid', 'bids')} {action.amount}."
    if isinstance(action, Pass):
        return _pass_sentence(action, before, people)
    if isinstance(action, DeclareTrump):
        suit = action.suit
        return f"{p.says('name', 'names')} {suit.symbol} {suit_noun(suit)} trump."
    if isinstance(action, PassCards):
        taker = people[before.ruleset.partner(action.seat)]
        what = " ".join(c.label for c in action.cards) if reveal else f"{len(action.cards)} cards"
        return f"{p.says('pass', 'passes')} {what} to {taker.name}."
    if isinstance(action, ThrowIn):
        return f"{p.says('throw', 'throws')} the hand in: no tricks are played."
    if isinstance(action, PlayOn):
        return f"{p.says('play', 'plays')} the hand out."
    if isinstance(action, Play):
        return _play_sentence(action, before, people, result=result)
    if isinstance(action, LayDown):
        return _lay_down_sentence(action, before, p)
    if isinstance(action, ExchangeDix):
        nine = Card(Rank.NINE, before.trump) if before.trump is not None else None
        turn_up = before.turn_up.label if before.turn_up is not None else "the turn-up"
        points = before.ruleset.points(MeldKind.DIX) or 0
        return (
            f"{p.says('exchange', 'exchanges')} {nine.label if nine else 'the 9 of trump'} for "
            f"the turn-up {turn_up} and {p.verb('score', 'scores')} {points}."
        )
    if isinstance(action, Draw):
        return f"{p.says('end', 'ends')} {p.possessive} meld turn and {p.verb('draw', 'draws')}."
    if isinstance(action, Bury):
        return _bury_sentence(action, p, learner)
    return str(action)


def _bury_sentence(action: Bury, p: Person, learner: Seat | None) -> str:
    """``"You bury K♠ 10♣ 9♦ face down: their counters count for you."``; another player's
    buried cards stay hidden from ``learner`` (``#cutthroat.bury``)."""
    hidden = learner is not None and action.seat != learner
    cards = f"{len(action.cards)} cards" if hidden else " ".join(c.label for c in action.cards)
    return f"{p.says('bury', 'buries')} {cards} face down: their counters count for {p.name}."


def _stock_deal_sentence(action: Deal, before: RoundState, p: Person, first: Person) -> str:
    """The stock game's deal: packets of four, the turn-up for trump, a 9 turned up scoring."""
    turn_up = action.stock[0]
    text = (
        f"{p.says('deal', 'deals')} {len(action.hands[0])} cards each, in packets of four, and "
        f"{p.verb('turn', 'turns')} up {turn_up.label}: {suit_noun(turn_up.suit)} are trump"
    )
    dix = before.ruleset.points(MeldKind.DIX) or 0
    if turn_up.rank is Rank.NINE and dix:
        text += f"; a 9 turned up scores {dix} for {p.name}"
    return f"{text}. {first.says('lead', 'leads')} the first trick."


def _lay_down_sentence(action: LayDown, before: RoundState, p: Person) -> str:
    """``"You lay down pinochle Q♠ J♦: 40 meld points."``"""
    if not before.tables or not before.hands:
        return str(action)
    verdict = before.tables[action.seat].check(before.hands[action.seat], action.kind, action.suit)
    cards = " ".join(c.label for c in verdict.cards)
    points = verdict.points
    return (
        f"{p.says('lay', 'lays')} down {meld_title(verdict.kind, verdict.suit)} {cards}: "
        f"{points} meld point{'s' if points != 1 else ''}."
    )


def _pass_sentence(action: Pass, before: RoundState, people: Sequence[Person]) -> str:
    """``"Lisa passes."``; where the first pass ends the auction (two players), it says so;
    where the pass leaves the dealer stuck at the minimum bid, it says that
    (:func:`~pinochle_learn.render.reason_sentences.dealer_stuck_sentence`)."""
    p = people[action.seat]
    auction = before.auction
    after = auction.apply(action) if auction is not None else None
    if after is not None and after.is_over and after.stuck:
        dealer = people[after.dealer]
        return f"{p.says('pass', 'passes')}. {dealer_stuck_sentence(dealer, after.min_bid)}"
    if auction is not None and after is not None and not auction.passed and after.is_over:
        return f"{p.says('pass', 'passes')}: the auction is over."
    return f"{p.says('pass', 'passes')}."


def _play_sentence(
    action: Play, before: RoundState, people: Sequence[Person], *, result: bool = True
) -> str:
    """``"West plays 9♦."``, and who wins the trick it completes, with its counter points; in
    the stock game a card played from the table says so, and a 9 of trump played scores (with
    ``dix_scores_when_played``)."""
    p = people[action.seat]
    where = " from the table" if action.from_table else ""
    text = f"{p.says('play', 'plays')} {action.card.label}{where}"
    rules, trump = before.ruleset, before.trump
    dix = rules.points(MeldKind.DIX) or 0
    if rules.dix_scores_when_played and trump is not None and dix:
        if action.card == Card(Rank.NINE, trump):
            text += f": a 9 of trump played scores {dix} meld points"
    text += "."
    trick = before.trick
    if not result or trick is None or len(trick.cards) != trick.players - 1:
        return text
    done = trick.add(action.card)
    winner = people[done.winner_seat]
    number = len(before.tricks) + 1
    last = number == before.ruleset.tricks_per_round
    points = done.points(before.ruleset, last=last)
    card = done.cards[done.winner].label
    return (
        f"{text} {winner.says('win', 'wins')} trick {number} with {card} "
        f"({points} counter point{'s' if points != 1 else ''}"
        f"{', with the last trick' if last else ''})."
    )
