"""Words for the two-hand widow game at a table: one function per kind of event.

The engine gives actions, states and scores as data; these functions make the sentences a
learner reads while playing TWO_HAND_WIDOW (``RULES.md``, TWO_HAND_WIDOW), with the person
chosen here (:class:`~pinochle_learn.render.person.Person`: "You keep", "Lisa keeps"). What a
player may not see stays hidden: the card the other player keeps or discards while building.

Examples
--------
>>> from pinochle_learn import TWO_HAND_WIDOW, Keep, Seat, RoundState, deal_from_seed
>>> state = RoundState(TWO_HAND_WIDOW, Seat.NORTH)  # you deal, so you build first
>>> state = state.apply(deal_from_seed(4, Seat.NORTH, TWO_HAND_WIDOW))
>>> names = ("You", "Lisa")
>>> build_prompt(state, names).split(":")[0]
'You draw A♥ from the widow (47 cards face down)'
>>> widow_action_sentence(Keep(Seat.NORTH), state, names, learner=Seat.NORTH)
'You keep A♥ and discard the next card unseen.'
>>> widow_action_sentence(Keep(Seat.NORTH), state, ("Lisa", "You"), learner=Seat.EAST)
'Lisa keeps the card drawn and discards the next unseen.'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action
from ..procedure import Phase
from ..scoring import Outcome, RoundScore
from ..seats import Seat
from ..state import RoundState
from .action_sentences import action_sentence, people_of
from .bid_text import opening_offer, raise_offer
from .markup import NBSP, text_html
from .meld_sentences import meld_name
from .person import Person, capital

__all__ = [
    "MESSAGES",
    "build_prompt",
    "hand_heading",
    "log_html",
    "melds_html",
    "piles_left",
    "score_html",
    "score_lines",
    "status_html",
    "turn_prompt",
    "waiting_text",
    "widow_action_sentence",
    "widow_centre_note",
]

"""A no-break space: keeps a name and its number together on a narrow felt."""


def piles_left(state: RoundState) -> tuple[int, int]:
    """While building: the cards still face down in the widow and in the discard pile, the card
    the player to move has drawn (:attr:`RoundState.drawn`, shown to the drawer) no longer
    counted in its pile: it is in the drawer's hand (``RULES.md``, TWO_HAND_WIDOW).

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_WIDOW, deal_from_seed
    >>> state = RoundState(TWO_HAND_WIDOW, Seat.EAST)
    >>> piles_left(state.apply(deal_from_seed(4, Seat.EAST, TWO_HAND_WIDOW)))
    (47, 0)
    """
    widow, discards = len(state.stock), len(state.discards)
    if state.drawn is None:
        return widow, discards
    return (widow - 1, discards) if widow else (widow, discards - 1)


def build_prompt(state: RoundState, names: Sequence[str]) -> str:
    """What the player to move sees while building: the card drawn and the two choices."""
    seat = state.to_act
    card = state.drawn
    if state.phase is not Phase.BUILD or seat is None or card is None:
        return ""
    p = Person.of(seat, names)
    left = piles_left(state)[0]
    if not state.stock:
        pile = "the discard pile, turned over as the new widow"
    elif left:
        pile = f"the widow ({left} card{'s' if left != 1 else ''} face down)"
    else:
        pile = "the widow, its last card"
    head = f"{p.says('draw', 'draws')} {card.label} from {pile}"
    if len(state.stock) + len(state.discards) == 1:
        return f"{head}: it is the last card, so {p.name} must keep it."
    return (
        f"{head}: keep it and discard the next card unseen, or discard it and keep the next card."
    )


def widow_centre_note(state: RoundState, names: Sequence[str], *, learner: Seat) -> str:
    """The middle of the table while building: the widow, the discards, and the card drawn
    if ``learner`` drew it (the other player's card stays hidden); empty after building. Each
    name and its number or card are joined by a no-break space, so a narrow felt breaks the
    line only between the pairs.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_WIDOW, deal_from_seed
    >>> state = RoundState(TWO_HAND_WIDOW, Seat.NORTH)  # the dealer builds first
    >>> state = state.apply(deal_from_seed(4, Seat.NORTH, TWO_HAND_WIDOW))
    >>> widow_centre_note(state, ("You", "Lisa"), learner=Seat.NORTH)
    'You drew\xa0A♥ · widow\xa047 · discards\xa00'
    """
    if state.phase is not Phase.BUILD:
        return ""
    widow, discards = piles_left(state)
    piles = f"widow{NBSP}{widow} · discards{NBSP}{discards}"
    seat = state.to_act
    if seat != learner or state.drawn is None:
        return piles
    p = Person.of(seat, names)
    return f"{p.subject} drew{NBSP}{state.drawn.label} · {piles}"


def widow_action_sentence(
    action: Action, before: RoundState, names: Sequence[str], *, learner: Seat
) -> str:
    """One action of the widow game in words, as ``learner`` saw it
    (:func:`~pinochle_learn.render.action_sentences.action_sentence` with the players' names:
    the other player's building cards stay hidden)."""
    return action_sentence(action, before, people_of(names), learner=learner)


def turn_prompt(state: RoundState, names: Sequence[str]) -> str:
    """What the player to act is asked to do now (the learner's prompt), ``""`` for nothing.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_WIDOW, Seat, RoundState
    >>> turn_prompt(RoundState(TWO_HAND_WIDOW, Seat.EAST), ("You", "Lisa"))
    ''
    """
    seat = state.to_act
    if seat is None or state.is_over:
        return ""
    me, other = Person.of(seat, names), Person.of(seat.next(state.players), names)
    phase = state.phase
    if phase is Phase.BUILD:
        return build_prompt(state, names)
    if phase is Phase.AUCTION and state.auction is not None:
        current = state.auction.current_bid
        opening = state.auction.min_bid
        if current is None:
            return (
                f"{capital(me.possessive)} bid: {opening_offer(state.ruleset)}, or pass (a pass "
                f"ends the auction and {other.name} {other.verb('play', 'plays')} at {opening})."
            )
        return (
            f"{other.says('bid', 'bids')} {current}. {capital(raise_offer(state.auction))}, or "
            "pass: a pass ends the auction."
        )
    if phase is Phase.TRUMP:
        return f"{me.subject} won the auction at {state.bid}: name trump."
    if phase is Phase.TRICKS and state.trick is not None:
        led = state.trick.cards
        if not led:
            return f"{capital(me.possessive)} lead: any card."
        return (
            f"{other.subject} led {led[0].label}: follow suit, else trump; win the "
            f"trick if {me.name} can."
        )
    return ""


def waiting_text(state: RoundState, names: Sequence[str]) -> str:
    """``"Lisa is playing…"``: while the computer acts."""
    seat = state.to_act
    return "" if seat is None else f"{Person.of(seat, names).says('are', 'is')} playing…"


def status_html(
    state: RoundState, totals: Sequence[int], round_number: int, names: Sequence[str]
) -> str:
    """The table's status line: round, game points, widow and discards, trump, the bid.

    ``id="widow-status"`` with ``data-phase`` and ``data-step`` (the number of actions so
    far: a browser test waits on it).
    """
    scores = " – ".join(f"{text_html(names[seat])} {totals[seat]}" for seat in range(len(totals)))
    widow, discards = piles_left(state)
    text = (
        f"<b>Round {round_number}</b> · {scores} (game to {state.ruleset.target_score}) · "
        f"widow{NBSP}{widow}, discards{NBSP}{discards}"
    )
    if state.trump is not None:
        text += f" · trump {state.trump.symbol}"
    if state.bidder is not None:
        text += f" · bid {state.bid} by {text_html(names[state.bidder])}"
    return (
        f'<div class="pl-widow-status" id="widow-status" data-phase="{state.phase.name}" '
        f'data-step="{len(state.history)}">{text}</div>'
    )


def hand_heading(count: int) -> str:
    """``"Your hand"`` and its size, in HTML."""
    return f"<b>Your hand</b> ({count} card{'s' if count != 1 else ''})"


def melds_html(state: RoundState, names: Sequence[str]) -> str:
    """Each player's meld in the widow game (each card in one meld only); ``""`` before."""
    if not state.melds:
        return ""
    parts = []
    for seat, result in enumerate(state.melds):
        kinds = ", ".join(f"{meld_name(m)} {m.points}" for m in result.melds) or "no meld"
        parts.append(
            f"<li>{text_html(names[seat])}: {result.total} meld points ({text_html(kinds)})</li>"
        )
    return (
        '<div class="pl-widow-melds"><b>Meld</b> (each card in one meld only)'
        f"<ul>{''.join(parts)}</ul></div>"
    )


def score_html(score: RoundScore, names: Sequence[str]) -> str:
    """The round's score as a list (:func:`score_lines`), ``id="widow-score"``."""
    lines = "".join(f"<li>{text_html(line)}</li>" for line in score_lines(score, names))
    return f'<div id="widow-score" class="pl-widow-score"><b>Score</b><ul>{lines}</ul></div>'


def log_html(lines: Sequence[str]) -> str:
    """What just happened, as a list."""
    items = "".join(f"<li>{text_html(line)}</li>" for line in lines)
    return f'<div class="pl-widow-log"><b>Just now</b><ul>{items}</ul></div>'


MESSAGES = {
    "round_over_card": "The round is over: {card} stays in your hand.",
    "not_now_card": "{card} cannot be played now: the tricks have not started.",
}
"""The widow table's own messages, by key (the controls' are
:data:`~.game_text.GAME_MESSAGES`)."""


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
    order = (score.bidding_team, *score.ruleset.opponents(score.bidding_team))
    for team in order:
        line = score.teams[team]
        p = Person.of(team, names)
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
        w = Person.of(score.winner, names)
        total = score.totals[score.winner]
        lines.append(
            f"{w.subject} {w.verb('reach', 'reaches')} {total} "
            f"and {w.verb('win', 'wins')} the game."
        )
    return lines
