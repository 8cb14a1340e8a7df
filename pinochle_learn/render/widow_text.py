"""Words for the two-hand widow game at a table: one function per kind of event.

The engine gives actions, states and scores as data; these functions make the sentences a
learner reads while playing TWO_HAND_WIDOW (``RULES.md``, TWO_HAND_WIDOW), with the person
chosen here (:class:`~pinochle_learn.render.person.Person`: "You keep", "Lisa keeps"). What a
player may not see stays hidden: the card the other player keeps or discards while building.

Examples
--------
>>> from pinochle_learn import TWO_HAND_WIDOW, Keep, Seat, RoundState, deal_from_seed
>>> state = RoundState(TWO_HAND_WIDOW, Seat.EAST)
>>> state = state.apply(deal_from_seed(4, Seat.EAST, TWO_HAND_WIDOW))
>>> names = ("You", "Lisa")
>>> build_prompt(state, names).split(":")[0]
'You draw A♥ from the widow (48 cards face down)'
>>> widow_action_sentence(Keep(Seat.NORTH), state, names, learner=Seat.NORTH)
'You keep A♥ and discard the next card unseen.'
>>> widow_action_sentence(Keep(Seat.NORTH), state, ("Lisa", "You"), learner=Seat.EAST)
'Lisa keeps the card drawn and discards the next unseen.'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action, Bid, Deal, DeclareTrump, Discard, Keep, Pass, Play
from ..procedure import Phase
from ..scoring import Outcome, RoundScore
from ..seats import Seat
from ..state import RoundState
from .person import Person

__all__ = ["build_prompt", "score_lines", "widow_action_sentence", "widow_centre_note"]


def _p(seat: int, names: Sequence[str]) -> Person:
    return Person.of(seat, names)


def build_prompt(state: RoundState, names: Sequence[str]) -> str:
    """What the player to move sees while building: the card drawn and the two choices."""
    seat = state.to_act
    card = state.drawn
    if state.phase is not Phase.BUILD or seat is None or card is None:
        return ""
    p = _p(seat, names)
    left = len(state.stock)
    pile = (
        f"the widow ({left} card{'s' if left != 1 else ''} face down)"
        if left
        else "the discard pile, turned over as the new widow"
    )
    head = f"{p.says('draw', 'draws')} {card.label} from {pile}"
    if len(state.stock) + len(state.discards) == 1:
        return f"{head}: it is the last card, so {p.name} must keep it."
    return (
        f"{head}: keep it and discard the next card unseen, or discard it and keep the next card."
    )


def widow_centre_note(state: RoundState, names: Sequence[str], *, learner: Seat) -> str:
    """The middle of the table while building: the widow, the discards, and the card drawn
    if ``learner`` drew it (the other player's card stays hidden); empty after building.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_WIDOW, deal_from_seed
    >>> state = RoundState(TWO_HAND_WIDOW, Seat.EAST)
    >>> state = state.apply(deal_from_seed(4, Seat.EAST, TWO_HAND_WIDOW))
    >>> widow_centre_note(state, ("You", "Lisa"), learner=Seat.NORTH)
    'You drew A♥ · widow 48 · discards 0'
    """
    if state.phase is not Phase.BUILD:
        return ""
    piles = f"widow {len(state.stock)} · discards {len(state.discards)}"
    seat = state.to_act
    if seat != learner or state.drawn is None:
        return piles
    p = _p(seat, names)
    return f"{p.subject} drew {state.drawn.label} · {piles}"


def widow_action_sentence(
    action: Action, before: RoundState, names: Sequence[str], *, learner: Seat
) -> str:
    """One action of the widow game in words, as ``learner`` saw it.

    Parameters
    ----------
    action
        The action applied to ``before``.
    before
        The state it was applied to.
    names
        Players' names by seat index (the learner's is "You").
    learner
        Whose eyes: the other player's building cards stay hidden.
    """
    p = _p(action.seat, names)
    mine = action.seat == learner
    if isinstance(action, Deal):
        first = _p(before.dealer.next(before.players), names)
        return (
            f"{p.says('shuffle', 'shuffles')} the deck: all 48 cards are the widow. "
            f"{first.subject} {first.verb('build', 'builds')} first."
        )
    if isinstance(action, Keep):
        if mine:
            card = before.drawn.label if before.drawn is not None else "the card"
            if len(before.stock) + len(before.discards) == 1:
                return f"{p.says('keep', 'keeps')} {card}, the last card."
            return f"{p.says('keep', 'keeps')} {card} and discard the next card unseen."
        return f"{p.says('keep', 'keeps')} the card drawn and discards the next unseen."
    if isinstance(action, Discard):
        if mine:
            card = before.drawn.label if before.drawn is not None else "the card"
            after = before.apply(action)
            kept = [c for c in after.hands[action.seat].cards if c not in before.hands[action.seat]]
            got = kept[0].label if kept else "the next card"
            if not kept:  # a second copy of a card already held
                extra = after.hands[action.seat].counter() - before.hands[action.seat].counter()
                got = next(iter(extra)).label
            return f"{p.says('discard', 'discards')} {card} and keep {got}."
        return f"{p.says('discard', 'discards')} the card drawn and keeps the next."
    if isinstance(action, Bid):
        return f"{p.says('bid', 'bids')} {action.amount}."
    if isinstance(action, Pass):
        return f"{p.says('pass', 'passes')}: the auction is over."
    if isinstance(action, DeclareTrump):
        return f"{p.says('name', 'names')} {action.suit.symbol} {action.suit.noun} trump."
    if isinstance(action, Play):
        text = f"{p.says('play', 'plays')} {action.card.label}."
        trick = before.trick
        if trick is not None and len(trick.cards) == trick.players - 1:
            done = trick.add(action.card)
            winner = _p(done.winner_seat, names)
            number = len(before.tricks) + 1
            last = number == before.ruleset.tricks_per_round
            points = done.points(before.ruleset, last=last)
            card = done.cards[done.winner].label
            text += (
                f" {winner.subject} {winner.verb('win', 'wins')} trick {number} with {card} "
                f"({points} counter point{'s' if points != 1 else ''}"
                f"{', with the last trick' if last else ''})."
            )
        return text
    return str(action)


def score_lines(score: RoundScore, names: Sequence[str]) -> list[str]:
    """The round's score for each player, the bidder first, then the game.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_WIDOW, score_round
    >>> s = score_round(TWO_HAND_WIDOW, bid=300, bidding_team=0, meld=(150, 60),
    ...                 tricks=(120, 130))
    >>> for line in score_lines(s, ("You", "Lisa")):
    ...     print(line)  # doctest: +NORMALIZE_WHITESPACE
    You bid 300 and made 150 meld + 120 trick points = 270: you are set and lose the
    shortfall, 300 - 270 = 30.
    Lisa adds 60 meld + 130 trick points = 190.
    Nobody has reached 1000 yet: the game goes on.
    """
    lines = []
    order = (score.bidding_team, 1 - score.bidding_team)
    for team in order:
        line = score.teams[team]
        p = _p(team, names)
        sums = f"{line.meld} meld + {line.trick_points or 0} trick points = {line.points_made}"
        if line.outcome is Outcome.MADE:
            lines.append(
                f"{p.subject} bid {score.bid} and made {sums}: "
                f"{p.name} {p.verb('add', 'adds')} all {line.delta}."
            )
        elif line.outcome is Outcome.SET:
            loss = -line.delta
            if loss == score.bid:
                why = f"the bid, {loss}"
            else:
                why = f"the shortfall, {score.bid} - {line.points_made} = {loss}"
            lines.append(
                f"{p.subject} bid {score.bid} and made {sums}: "
                f"{p.name} {p.verb('are', 'is')} set and {p.verb('lose', 'loses')} {why}."
            )
        else:
            lines.append(f"{p.says('add', 'adds')} {sums}.")
    target = score.ruleset.target_score
    if score.winner is None:
        lines.append(f"Nobody has reached {target} yet: the game goes on.")
    else:
        w = _p(score.winner, names)
        total = score.totals[score.winner]
        lines.append(
            f"{w.subject} {w.verb('reach', 'reaches')} {total} "
            f"and {w.verb('win', 'wins')} the game."
        )
    return lines
