"""Words for the two-hand stock game at a table: one function per kind of event.

The engine gives actions, states and scores as data; these functions make the sentences a
learner reads while playing TWO_HAND_STOCK (``RULES.md``, TWO_HAND_STOCK), with the person
chosen here (:class:`~pinochle_learn.render.person.Person`: "You draw", "Lisa draws"). What a
player may not see stays hidden: the card the other player draws from the stock.

Examples
--------
>>> from pinochle_learn import TWO_HAND_STOCK, Seat, RoundState, deal_from_seed
>>> state = RoundState(TWO_HAND_STOCK, Seat.EAST)
>>> deal = deal_from_seed(3, Seat.EAST, TWO_HAND_STOCK)
>>> after = state.apply(deal)
>>> print(stock_event_lines(deal, state, after, ("You", "Lisa"), learner=Seat.NORTH)[0])
... # doctest: +NORMALIZE_WHITESPACE
Lisa deals 12 cards each, in packets of four, and turns up K♦: diamonds are trump. You lead
the first trick.
>>> print(stock_prompt(after, ("You", "Lisa"), learner=Seat.NORTH))
... # doctest: +NORMALIZE_WHITESPACE
Your lead. While the stock lasts any card may be played, from your hand or from your melds
on the table; win the trick to lay down a meld.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from ..actions import Action, Draw
from ..cards import Card
from ..meldkinds import MeldKind
from ..procedure import Phase
from ..scoring import GameWhy, RoundScore
from ..seats import Seat
from ..state import RoundState
from ..stockscore import MeldScored, MeldSource
from .action_sentences import action_sentence, people_of
from .markup import text_html
from .meld_sentences import kind_name
from .person import Person, capital, listed
from .table_text import meld_title

__all__ = [
    "STOCK_MESSAGES",
    "end_of_stock_text",
    "last_tricks_duties",
    "meld_detail_lines",
    "no_hint_text",
    "options_heading",
    "stock_event_lines",
    "stock_log_html",
    "stock_pile_text",
    "stock_prompt",
    "stock_score_html",
    "stock_score_lines",
    "stock_status_html",
    "table_card_note",
]

STOCK_MESSAGES = {
    "no_meld_offered": "No meld is on offer now: win a trick first.",
    "table_to_play": "Click a card on your table to play it to the trick, as from your hand.",
    "table": "",
}
"""The stock table's own messages and hints, by key (the controls' are
:data:`~.game_text.GAME_MESSAGES`)."""


def _points(n: int, what: str = "counter point") -> str:
    return f"{n} {what}{'s' if n != 1 else ''}"


def last_tricks_duties(state: RoundState) -> str:
    """The duties of the last tricks, read from the ruleset's switches.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_STOCK, RoundState
    >>> last_tricks_duties(RoundState(TWO_HAND_STOCK))
    'follow suit if you can, else trump if you can; and win the trick if you can'
    """
    rules = state.ruleset
    duties = []
    if rules.must_follow_suit:
        duties.append("follow suit if you can")
    if rules.must_trump:
        duties.append("else trump if you can")
    text = ", ".join(duties) if duties else "any card"
    if rules.must_head_trick:
        text += "; and win the trick if you can"
    return text


def end_of_stock_text(state: RoundState) -> str:
    """What changes when the stock is gone: no more meld, melded cards back in the hands, the
    duties of the last tricks."""
    left = state.ruleset.tricks_per_round - len(state.tricks)
    return (
        "The stock is gone: no more meld is laid down, and the cards melded on the table go "
        f"back into each hand. The last {left} tricks: {last_tricks_duties(state)}."
    )


def no_hint_text(state: RoundState) -> str:
    """Why the meld planner has nothing to say now (outside the tricks while the stock lasts)."""
    if state.is_over:
        return "The round is over: no meld to plan."
    if state.phase is Phase.TRICKS:
        return "The stock is gone: no more meld is laid down, so there is no meld to plan."
    return "No meld to plan before the cards are dealt."


def stock_prompt(state: RoundState, names: Sequence[str], *, learner: Seat) -> str:
    """What the learner is asked to do now (or what is awaited)."""
    if state.is_over:
        return "The round is over."
    seat = state.to_act
    if seat is None:
        return ""
    if seat != learner:
        return f"{Person.of(seat, names).subject} to play…"
    if state.meld_turn:
        return (
            "You won the trick: lay down one meld (one meld per trick won), exchange the dix "
            "if you hold the 9 of trump, or draw to go on."
        )
    trick = state.trick
    led = trick.cards[0] if trick is not None and trick.cards else None
    other = Person.of(int(seat.next(state.players)), names)
    if state.phase is Phase.STOCK:
        start = "Your lead." if led is None else f"{other.subject} led {led.label}."
        return (
            f"{start} While the stock lasts any card may be played, from your hand or from "
            "your melds on the table; win the trick to lay down a meld."
        )
    start = "Your lead: any card." if led is None else f"{other.subject} led {led.label}."
    return f"{start} The last tricks: {last_tricks_duties(state)}."


def table_card_note(served: Iterable[MeldKind]) -> str:
    """What a card lying on the table is there for: the kinds of meld it has served in.

    Examples
    --------
    >>> table_card_note([MeldKind.QUEENS_AROUND, MeldKind.ROYAL_MARRIAGE])
    'On your table, melded in royal marriage and queens around: it may still be played.'
    """
    kinds = [kind_name(k) for k in sorted(served, key=lambda k: list(MeldKind).index(k))]
    return f"On your table, melded in {listed(kinds)}: it may still be played."


def options_heading(now: bool) -> str:
    """The heading of the melds the learner's cards could make: now, or once a trick is won."""
    if now:
        return "Melds you may lay down now (one per trick won):"
    return "Melds in your cards, once you win a trick:"


def stock_pile_text(state: RoundState) -> str:
    """The stock counted once: the cards face down, the turn-up, and how many are left to draw.

    The turn-up is drawn last (``RULES.md``, TWO_HAND_STOCK), so it counts in the cards to draw.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_STOCK, Seat
    >>> from pinochle_learn.state import deal_from_seed
    >>> state = RoundState(TWO_HAND_STOCK, Seat.EAST).apply(
    ...     deal_from_seed(2, Seat.EAST, TWO_HAND_STOCK))
    >>> stock_pile_text(state)  # 48 cards, 12 to each hand: 23 face down and the turn-up
    '23 face down + the turn-up 10♥ = 24 cards to draw'
    """
    down = len(state.stock)
    face_down = f"{down} face down"
    if state.turn_up is None:
        return f"{face_down}: {_count(down, 'card')} to draw"
    return f"{face_down} + the turn-up {state.turn_up.label} = {_count(down + 1, 'card')} to draw"


def _count(n: int, what: str) -> str:
    return f"{n} {what}{'' if n == 1 else 's'}"


def stock_status_html(
    state: RoundState, totals: Sequence[int], round_number: int, names: Sequence[str]
) -> str:
    """The table's status line: round, game points, trump, this round's meld and counters so
    far (the stock is counted once, beside its pile: :func:`stock_pile_text`).

    ``id="stock-status"`` with ``data-phase``, ``data-step`` (the number of actions so far: a
    browser test waits on it), ``data-stock`` (cards left to draw, the turn-up included) and
    ``data-meld-turn``.
    """
    scores = " – ".join(f"{text_html(names[seat])} {totals[seat]}" for seat in range(len(totals)))
    parts = [
        f"<b>Round {round_number}</b>",
        f"game: {scores} (to {state.ruleset.target_score})",
    ]
    if state.trump is not None:
        parts.append(f"trump {state.trump.symbol}")
    if state.tables:
        melds = " – ".join(str(state.meld_scored(s)) for s in range(len(names)))
        counters = " – ".join(str(state.counters(s)) for s in range(len(names)))
        parts.append(f"this round: meld {melds}, counters {counters}")
    return (
        f'<div class="pl-stock-status" id="stock-status" data-phase="{state.phase.name}" '
        f'data-step="{len(state.history)}" data-stock="{state.stock_left}" '
        f'data-meld-turn="{str(state.meld_turn).lower()}">{" · ".join(parts)}</div>'
    )


def stock_score_html(
    score: RoundScore,
    names: Sequence[str],
    round_number: int,
    events: Sequence[MeldScored] = (),
) -> str:
    """The round's score as a list (:func:`stock_score_lines`), then where each player's meld
    points came from (:func:`meld_detail_lines`), ``id="stock-score"``."""
    lines = [*stock_score_lines(score, names), *meld_detail_lines(events, names)]
    items = "".join(f"<li>{text_html(line)}</li>" for line in lines)
    return (
        '<div id="stock-score" class="pl-stock-box pl-stock-score"><b>Score of round '
        f"{round_number}</b><ul>{items}</ul></div>"
    )


def _source_words(event: MeldScored) -> str:
    if event.source is MeldSource.LAID:
        return meld_title(event.meld.kind, event.meld.suit)
    nine = event.meld.cards[0].label
    return {
        MeldSource.TURN_UP: f"{nine} turned up",
        MeldSource.EXCHANGE: f"the dix {nine} exchanged",
        MeldSource.PLAYED: f"{nine} played",
    }[event.source]


def _first_dix_words(event: MeldScored, events: Sequence[MeldScored], names: Sequence[str]) -> str:
    """How the copy played first scored as dix: ``"the dix 9♥ exchanged (10)"``, ``" by Lisa"``
    added when another player scored it; ``""`` when it cannot be told which scoring it was."""
    first = next((e for e in events if e.step == event.first), None)
    if first is None:
        return ""
    nine = first.meld.cards[0].label
    how = f"{nine} melded as dix" if first.source is MeldSource.LAID else _source_words(first)
    if first.seat != event.seat:
        how += f" by {Person.of(int(first.seat), names).name}"
    return f" ({how}, {first.points})"


def meld_detail_lines(events: Sequence[MeldScored], names: Sequence[str]) -> list[str]:
    """Where each player's meld points came from, in the order scored (a player who scored
    none is left out), each source with its points in brackets as on the meld buttons. A 9 of
    trump played that is certainly a copy already scored as dix (turned up, exchanged or
    melded: ``MeldScored.twice``, from ``meld_scored(..., copies=True)``) scores again
    (RULES.md, TWO_HAND_STOCK: a 9 of trump played scores 10, and no such 9 is left out): a
    line says that very card scored twice, and by which rule, in words.

    Parameters
    ----------
    events
        From :func:`pinochle_learn.stockscore.meld_scored`.
    names
        Players' names by seat index.
    """
    lines = []
    for seat in range(len(names)):
        mine = [e for e in events if int(e.seat) == seat]
        if not mine:
            continue
        parts = " + ".join(f"{_source_words(e)} ({e.points})" for e in mine)
        total = sum(e.points for e in mine)
        p = Person.of(seat, names)
        head = capital(p.possessive)
        lines.append(
            f"{head} meld: {parts} = {total}." if len(mine) > 1 else f"{head} meld: {parts}."
        )
        for again in (e for e in mine if e.source is MeldSource.PLAYED and e.twice):
            nine = again.meld.cards[0].label
            lines.append(
                f"The {nine} {p.name} played had already scored as dix"
                f"{_first_dix_words(again, events, names)}, and it scored again "
                f"({again.points}): in this game every 9 of trump played to a trick scores, "
                "even a card already scored as dix."
            )
    return lines


def stock_log_html(lines: Sequence[str]) -> str:
    """What just happened, as a list (``id="stock-log"``)."""
    items = "".join(f"<li>{text_html(line)}</li>" for line in lines)
    return (
        '<div class="pl-stock-box pl-stock-log" id="stock-log"><b>Just now</b>'
        f"<ul>{items}</ul></div>"
    )


def _gained(before: RoundState, after: RoundState, seat: int) -> list[Card]:
    """Cards that came into ``seat``'s hand from the stock (not back from the table)."""
    if not after.hands:
        return []
    had = Counter(before.hands[seat].cards) if before.hands else Counter()
    if before.tables:
        had.update(tc.card for tc in before.tables[seat].cards)
    now = Counter(after.hands[seat].cards)
    if after.tables:
        now.update(tc.card for tc in after.tables[seat].cards)
    return sorted((now - had).elements(), key=lambda c: c.sort_key)


def _draw_line(before: RoundState, after: RoundState, names: Sequence[str], learner: Seat) -> str:
    winner = int(before.tricks[-1].winner_seat) if before.tricks else int(learner)
    loser = int(Seat(winner).next(before.ruleset.players))
    got = {s: _gained(before, after, s) for s in (winner, loser)}
    if before.turn_up is not None and after.turn_up not in (None, before.turn_up):
        got[winner].remove(before.turn_up)  # taken for the dix in the same step, not drawn

    def took(seat: int, what: str) -> str:
        p = Person.of(seat, names)
        cards = got[seat]
        if seat == learner and cards:
            return f"{p.does('take', 'takes')} {what}, {cards[0].label}"
        return f"{p.does('take', 'takes')} {what}"

    if after.stock_left == 0:
        text = (
            f"{took(winner, 'the last face-down card')} and {took(loser, 'the turn-up')}: "
            "the stock is gone."
        )
    else:

        def drew(seat: int, what: str) -> str:
            p = Person.of(seat, names)
            cards = got[seat]
            shown = f" ({cards[0].label})" if seat == learner and cards else ""
            return f"{p.does('draw', 'draws')} {what}{shown}"

        text = (
            f"{drew(winner, 'the top card of the stock')}, then {drew(loser, 'the next')}; "
            f"{_count(after.stock_left, 'card')} left to draw."
        )
    return text[0].upper() + text[1:]


def stock_event_lines(
    action: Action,
    before: RoundState,
    after: RoundState,
    names: Sequence[str],
    *,
    learner: Seat,
) -> list[str]:
    """One action of the stock game and what followed from it (a trick won, the draws, the end
    of the stock), as ``learner`` saw it.

    Parameters
    ----------
    action
        The action applied to ``before``, giving ``after``.
    before, after
        The states around it.
    names
        Players' names by seat index (the learner's is "You").
    learner
        Whose eyes: the other player's cards drawn stay hidden.
    """
    lines: list[str] = []
    if not isinstance(action, Draw):  # the draws themselves are said below
        people = people_of(names)
        lines.append(action_sentence(action, before, people, learner=learner))
    if before.stock_left > after.stock_left and before.tables:
        lines.append(_draw_line(before, after, names, learner))
    if before.phase is Phase.STOCK and after.phase is not Phase.STOCK:
        lines.append(end_of_stock_text(after))
    return lines


def _game_line(score: RoundScore, names: Sequence[str]) -> str:
    reason = score.game_reason
    target = score.ruleset.target_score
    totals = score.totals
    if score.winner is not None:
        w = Person.of(score.winner, names)
        if reason.code is GameWhy.FIRST_TO_REACH:
            return (
                f"{w.subject} reached {target} first, while meld was scored: "
                f"{w.name} {w.verb('win', 'wins')} the game."
            )
        if reason.code is GameWhy.HIGHER_TOTAL:
            return (
                f"Both reach {target} at the count ({totals[0]} and {totals[1]}): the higher "
                f"total wins, and {w.name} {w.verb('win', 'wins')} the game."
            )
        return (
            f"{w.says('reach', 'reaches')} {totals[score.winner]} and "
            f"{w.verb('win', 'wins')} the game."
        )
    if reason.code is GameWhy.BOTH_EQUAL:
        return f"Both reach {target} with {totals[0]} each: another round is played."
    need = [max(0, target - t) for t in totals]
    return f"Nobody has reached {target} yet: the game goes on ({need[0]} and {need[1]} to go)."


def stock_score_lines(score: RoundScore, names: Sequence[str]) -> list[str]:
    """The round's score for each player (meld + counter points, the game total), then the
    game.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_STOCK
    >>> from pinochle_learn.scoring import running_score
    >>> s = running_score(TWO_HAND_STOCK, meld=(60, 230), tricks=(140, 110))
    >>> for line in stock_score_lines(s, ("You", "Lisa")):
    ...     print(line)  # doctest: +NORMALIZE_WHITESPACE
    You add 60 meld + 140 counter points = 200: 200 in the game.
    Lisa adds 230 meld + 110 counter points = 340: 340 in the game.
    Nobody has reached 1000 yet: the game goes on (800 and 660 to go).
    """
    lines = []
    for seat, line in enumerate(score.teams):
        p = Person.of(seat, names)
        counters = line.trick_points or 0
        lines.append(
            f"{p.says('add', 'adds')} {line.meld} meld + {counters} counter points = "
            f"{line.delta}: {score.totals[seat]} in the game."
        )
    lines.append(_game_line(score, names))
    return lines
