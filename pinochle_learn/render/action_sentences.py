"""One action of a round in words, for every game: the one copy the round table and the widow
table share.

The engine gives the action and the state it was applied to; this module makes the sentence,
with the grammatical person carried by the :class:`~pinochle_learn.render.person.Person` of
each seat (whole sentences picked per person, :meth:`Person.pick`: ``"You keep"`` /
``"Lisa keeps"``; the round table names every seat in the third
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
from .i18n import _, ngettext
from .person import Person
from .reason_sentences import dealer_stuck_sentence
from .table_text import meld_title
from .words import suit_noun

__all__ = ["action_lines", "action_sentence", "people_of"]


def action_lines(
    action: Action,
    before: RoundState,
    people: Sequence[Person],
    *,
    reveal: bool = True,
    learner: Seat | None = None,
) -> list[str]:
    """:func:`action_sentence` as a log's lines: a card that completes a trick, then who wins
    the trick on a line of its own (so that what a log shows under an action's first line, a
    computer card's reason, stays under the card it explains): ``["Bill plays 9♣.", "You win
    trick 5 with A♥ (10 counter points)."]``; any other action, its one sentence.
    """
    said = action_sentence(action, before, people, reveal=reveal, learner=learner, result=False)
    won = _trick_won(action, before, people) if isinstance(action, Play) else None
    return [said] if won is None else [said, won]


def people_of(names: Sequence[str]) -> tuple[Person, ...]:
    """Each seat's :class:`Person`, the learner's name ("You") spoken to as "you"."""
    return tuple(Person.of(seat, names) for seat in range(len(names)))


def _drawn(before: RoundState) -> str:
    return before.drawn.label if before.drawn is not None else _("the card")


def _kept_after_discard(action: Discard, before: RoundState) -> str:
    after = before.apply(action)
    extra = after.hands[action.seat].counter() - before.hands[action.seat].counter()
    return next(iter(extra)).label if extra else _("the next card")


def _say(p: Person, to_you: str, of_other: str, **words: object) -> str:
    """The sentence of the two (already translated) that agrees with ``p``, filled; the
    player is named as ``{name}``."""
    return p.pick(to_you, of_other).format(name=p.name, **words)


def _count(n: int) -> str:
    """``"4 cards"``."""
    return ngettext("{n} card", "{n} cards", n).format(n=n)


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
        return _deal_sentence(action, before, people)
    if isinstance(action, Keep | Discard):
        return _build_sentence(action, before, p, learner)
    if isinstance(action, Pass):
        return _pass_sentence(action, before, people)
    if isinstance(action, PassCards):
        taker = people[before.ruleset.partner(action.seat)]
        what = " ".join(c.label for c in action.cards) if reveal else _count(len(action.cards))
        return _say(
            p,
            _("You pass {cards} to {taker}."),
            _("{name} passes {cards} to {taker}."),
            cards=what,
            taker=taker.called,
        )
    if isinstance(action, Play):
        return _play_sentence(action, before, people, result=result)
    if isinstance(action, LayDown):
        return _lay_down_sentence(action, before, p)
    if isinstance(action, ExchangeDix):
        return _exchange_sentence(before, p)
    if isinstance(action, Bury):
        return _bury_sentence(action, p, learner)
    return _short_sentence(action, p)


def _short_sentence(action: Action, p: Person) -> str:
    """A bid, trump named, a throw-in or play-on, a draw: one short sentence each."""
    if isinstance(action, Bid):
        return _say(p, _("You bid {amount}."), _("{name} bids {amount}."), amount=action.amount)
    if isinstance(action, DeclareTrump):
        suit = action.suit
        return _say(
            p,
            _("You name {symbol} {suit} trump."),
            _("{name} names {symbol} {suit} trump."),
            symbol=suit.symbol,
            suit=suit_noun(suit),
        )
    if isinstance(action, ThrowIn):
        return _say(
            p,
            _("You throw the hand in: no tricks are played."),
            _("{name} throws the hand in: no tricks are played."),
        )
    if isinstance(action, PlayOn):
        return _say(p, _("You play the hand out."), _("{name} plays the hand out."))
    if isinstance(action, Draw):
        return _say(
            p,
            _("You end your meld turn and draw."),
            _("{name} ends {name}'s meld turn and draws."),
        )
    return str(action)


def _deal_sentence(action: Deal, before: RoundState, people: Sequence[Person]) -> str:
    """The deal: the widow's (the dealer builds first, seed 004 item 3), the stock game's, or
    hands dealt and who bids first."""
    p = people[action.seat]
    first = people[before.dealer.next(before.players)]
    procedure = before.ruleset.procedure
    if procedure is not None and procedure.deal is DealKind.WIDOW:
        return _say(
            p,
            _("You shuffle the deck: all {count} cards are the widow. You build first."),
            _("{name} shuffles the deck: all {count} cards are the widow. {name} builds first."),
            count=len(action.stock),
        )
    if procedure is not None and action.stock and procedure.deal is DealKind.STOCK_TURN_UP:
        return _stock_deal_sentence(action, before, p, first)
    count = len(action.hands[0])
    if p.second:
        text = _("You deal {count} cards to each player; {first} bids first.")
    elif first.second:
        text = _("{name} deals {count} cards to each player; you bid first.")
    else:
        text = _("{name} deals {count} cards to each player; {first} bids first.")
    return text.format(name=p.name, count=count, first=first.name)


def _build_sentence(
    action: Keep | Discard, before: RoundState, p: Person, learner: Seat | None
) -> str:
    """A card drawn while building, kept or discarded; hidden from ``learner`` when another
    player draws it."""
    hidden = learner is not None and action.seat != learner
    if isinstance(action, Keep):
        if hidden:
            return _say(
                p,
                _("You keep the card drawn and discard the next unseen."),
                _("{name} keeps the card drawn and discards the next unseen."),
            )
        if len(before.stock) + len(before.discards) == 1:
            return _say(
                p,
                _("You keep {card}, the last card."),
                _("{name} keeps {card}, the last card."),
                card=_drawn(before),
            )
        return _say(
            p,
            _("You keep {card} and discard the next card unseen."),
            _("{name} keeps {card} and discards the next card unseen."),
            card=_drawn(before),
        )
    if hidden:
        return _say(
            p,
            _("You discard the card drawn and keep the next."),
            _("{name} discards the card drawn and keeps the next."),
        )
    return _say(
        p,
        _("You discard {card} and keep {kept}."),
        _("{name} discards {card} and keeps {kept}."),
        card=_drawn(before),
        kept=_kept_after_discard(action, before),
    )


def _exchange_sentence(before: RoundState, p: Person) -> str:
    """The 9 of trump exchanged for the turn-up, and the dix's points scored."""
    nine = Card(Rank.NINE, before.trump).label if before.trump is not None else None
    turn_up = before.turn_up.label if before.turn_up is not None else _("the turn-up")
    return _say(
        p,
        _("You exchange {nine} for the turn-up {turn_up} and score {points}."),
        _("{name} exchanges {nine} for the turn-up {turn_up} and scores {points}."),
        nine=nine or _("the 9 of trump"),
        turn_up=turn_up,
        points=before.ruleset.points(MeldKind.DIX) or 0,
    )


def _bury_sentence(action: Bury, p: Person, learner: Seat | None) -> str:
    """``"You bury K♠ 10♣ 9♦ face down: their counters count for you."``; another player's
    buried cards stay hidden from ``learner`` (``#cutthroat.bury``)."""
    hidden = learner is not None and action.seat != learner
    cards = _count(len(action.cards)) if hidden else " ".join(c.label for c in action.cards)
    return _say(
        p,
        _("You bury {cards} face down: their counters count for you."),
        _("{name} buries {cards} face down: their counters count for {name}."),
        cards=cards,
    )


def _stock_deal_sentence(action: Deal, before: RoundState, p: Person, first: Person) -> str:
    """The stock game's deal: packets of four, the turn-up for trump, a 9 turned up scoring."""
    turn_up = action.stock[0]
    text = _say(
        p,
        _("You deal {count} cards each, in packets of four, and turn up {card}: {suit} are trump"),
        _(
            "{name} deals {count} cards each, in packets of four, and turns up {card}: {suit} "
            "are trump"
        ),
        count=len(action.hands[0]),
        card=turn_up.label,
        suit=suit_noun(turn_up.suit),
    )
    dix = before.ruleset.points(MeldKind.DIX) or 0
    if turn_up.rank is Rank.NINE and dix:
        text = _say(
            p,
            _("{deal}; a 9 turned up scores {points} for you"),
            _("{deal}; a 9 turned up scores {points} for {name}"),
            deal=text,
            points=dix,
        )
    lead = _say(first, _("You lead the first trick."), _("{name} leads the first trick."))
    return f"{text}. {lead}"


def _lay_down_sentence(action: LayDown, before: RoundState, p: Person) -> str:
    """``"You lay down pinochle Q♠ J♦: 40 meld points."``"""
    if not before.tables or not before.hands:
        return str(action)
    verdict = before.tables[action.seat].check(before.hands[action.seat], action.kind, action.suit)
    points = verdict.points
    return _say(
        p,
        ngettext(
            "You lay down {meld} {cards}: {points} meld point.",
            "You lay down {meld} {cards}: {points} meld points.",
            points,
        ),
        ngettext(
            "{name} lays down {meld} {cards}: {points} meld point.",
            "{name} lays down {meld} {cards}: {points} meld points.",
            points,
        ),
        meld=meld_title(verdict.kind, verdict.suit),
        cards=" ".join(c.label for c in verdict.cards),
        points=points,
    )


def _pass_sentence(action: Pass, before: RoundState, people: Sequence[Person]) -> str:
    """``"Lisa passes."``; where the first pass ends the auction (two players), it says so;
    where the pass leaves the dealer stuck at the minimum bid, it says that
    (:func:`~pinochle_learn.render.reason_sentences.dealer_stuck_sentence`)."""
    p = people[action.seat]
    auction = before.auction
    after = auction.apply(action) if auction is not None else None
    passes = _say(p, _("You pass."), _("{name} passes."))
    if after is not None and after.is_over and after.stuck:
        dealer = people[after.dealer]
        return f"{passes} {dealer_stuck_sentence(dealer, after.min_bid)}"
    if auction is not None and after is not None and not auction.passed and after.is_over:
        return _say(
            p, _("You pass: the auction is over."), _("{name} passes: the auction is over.")
        )
    return passes


def _play_sentence(
    action: Play, before: RoundState, people: Sequence[Person], *, result: bool = True
) -> str:
    """``"West plays 9♦."``, and who wins the trick it completes, with its counter points; in
    the stock game a card played from the table says so, and a 9 of trump played scores (with
    ``dix_scores_when_played``)."""
    p = people[action.seat]
    card = action.card.label
    if action.from_table:
        card = _("{card} from the table").format(card=card)
    rules, trump = before.ruleset, before.trump
    dix = rules.points(MeldKind.DIX) or 0
    if (
        rules.dix_scores_when_played
        and trump is not None
        and dix
        and action.card == Card(Rank.NINE, trump)
    ):
        text = _say(
            p,
            _("You play {card}: a 9 of trump played scores {points} meld points."),
            _("{name} plays {card}: a 9 of trump played scores {points} meld points."),
            card=card,
            points=dix,
        )
    else:
        text = _say(p, _("You play {card}."), _("{name} plays {card}."), card=card)
    won = _trick_won(action, before, people) if result else None
    return text if won is None else f"{text} {won}"


def _trick_won(action: Play, before: RoundState, people: Sequence[Person]) -> str | None:
    """Who wins the trick ``action`` completes, with its counter points; ``None`` if the card
    does not complete a trick."""
    trick = before.trick
    if trick is None or len(trick.cards) != trick.players - 1:
        return None
    done = trick.add(action.card)
    number = len(before.tricks) + 1
    last = number == before.ruleset.tricks_per_round
    return _won_sentence(
        people[done.winner_seat],
        number,
        done.cards[done.winner].label,
        done.points(before.ruleset, last=last),
        last,
    )


def _won_sentence(winner: Person, number: int, card: str, points: int, last: bool) -> str:
    """``"North wins trick 3 with A♥ (30 counter points)."``"""
    if last:
        to_you = ngettext(
            "You win trick {number} with {card} ({points} counter point, with the last trick).",
            "You win trick {number} with {card} ({points} counter points, with the last trick).",
            points,
        )
        of_other = ngettext(
            "{name} wins trick {number} with {card} ({points} counter point, with the last trick).",
            "{name} wins trick {number} with {card} ({points} counter points, with the last "
            "trick).",
            points,
        )
    else:
        to_you = ngettext(
            "You win trick {number} with {card} ({points} counter point).",
            "You win trick {number} with {card} ({points} counter points).",
            points,
        )
        of_other = ngettext(
            "{name} wins trick {number} with {card} ({points} counter point).",
            "{name} wins trick {number} with {card} ({points} counter points).",
            points,
        )
    return _say(winner, to_you, of_other, number=number, card=card, points=points)
