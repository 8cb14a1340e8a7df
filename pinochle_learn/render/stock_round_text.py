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
from .action_sentences import action_lines, people_of
from .i18n import N_, _, ngettext
from .markup import list_items, text_html
from .meld_sentences import kind_name
from .names import seat_name
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
    "no_meld_offered": N_("No meld is on offer now: win a trick first."),
    "table_to_play": N_("Click a card on your table to play it to the trick, as from your hand."),
    "table": "",
}
"""The stock table's own messages and hints, by key (the controls' are
:data:`~.game_text.GAME_MESSAGES`), marked for the catalogue: translate where shown (``""``
stays ``""``)."""


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
        duties.append(_("follow suit if you can"))
    if rules.must_trump:
        duties.append(_("else trump if you can"))
    text = ", ".join(duties) if duties else _("any card")
    if rules.must_head_trick:
        text = _("{duties}; and win the trick if you can").format(duties=text)
    return text


def end_of_stock_text(state: RoundState) -> str:
    """What changes when the stock is gone: no more meld, melded cards back in the hands, the
    duties of the last tricks."""
    left = state.ruleset.tricks_per_round - len(state.tricks)
    return _(
        "The stock is gone: no more meld is laid down, and the cards melded on the table go "
        "back into each hand. The last {count} tricks: {duties}."
    ).format(count=left, duties=last_tricks_duties(state))


def no_hint_text(state: RoundState) -> str:
    """Why the meld planner has nothing to say now (outside the tricks while the stock lasts)."""
    if state.is_over:
        return _("The round is over: no meld to plan.")
    if state.phase is Phase.TRICKS:
        return _("The stock is gone: no more meld is laid down, so there is no meld to plan.")
    return _("No meld to plan before the cards are dealt.")


def stock_prompt(state: RoundState, names: Sequence[str], *, learner: Seat) -> str:
    """What the learner is asked to do now (or what is awaited)."""
    if state.is_over:
        return _("The round is over.")
    seat = state.to_act
    if seat is None:
        return ""
    if seat != learner:
        who = Person.of(seat, names)
        return who.pick(_("You to play…"), _("{name} to play…")).format(name=who.subject)
    if state.meld_turn:
        return _(
            "You won the trick: lay down one meld (one meld per trick won), exchange the dix "
            "if you hold the 9 of trump, or draw to go on."
        )
    trick = state.trick
    led = trick.cards[0] if trick is not None and trick.cards else None
    other = Person.of(int(seat.next(state.players)), names)
    if led is None:
        start = _("Your lead.") if state.phase is Phase.STOCK else _("Your lead: any card.")
    else:
        start = other.pick(_("You led {card}."), _("{name} led {card}.")).format(
            name=other.subject, card=led.label
        )
    if state.phase is Phase.STOCK:
        return _(
            "{start} While the stock lasts any card may be played, from your hand or from "
            "your melds on the table; win the trick to lay down a meld."
        ).format(start=start)
    return _("{start} The last tricks: {duties}.").format(
        start=start, duties=last_tricks_duties(state)
    )


def table_card_note(served: Iterable[MeldKind]) -> str:
    """What a card lying on the table is there for: the kinds of meld it has served in.

    Examples
    --------
    >>> table_card_note([MeldKind.QUEENS_AROUND, MeldKind.ROYAL_MARRIAGE])
    'On your table, melded in royal marriage and queens around: it may still be played.'
    """
    kinds = [kind_name(k) for k in sorted(served, key=lambda k: list(MeldKind).index(k))]
    return _("On your table, melded in {kinds}: it may still be played.").format(
        kinds=listed(kinds, _("and"))
    )


def options_heading(now: bool) -> str:
    """The heading of the melds the learner's cards could make: now, or once a trick is won."""
    if now:
        return _("Melds you may lay down now (one per trick won):")
    return _("Melds in your cards, once you win a trick:")


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
    if state.turn_up is None:
        return ngettext(
            "{down} face down: {count} card to draw",
            "{down} face down: {count} cards to draw",
            down,
        ).format(down=down, count=down)
    return ngettext(
        "{down} face down + the turn-up {card} = {count} card to draw",
        "{down} face down + the turn-up {card} = {count} cards to draw",
        down + 1,
    ).format(down=down, card=state.turn_up.label, count=down + 1)


def stock_status_html(
    state: RoundState, totals: Sequence[int], round_number: int, names: Sequence[str]
) -> str:
    """The table's status line: round, game points, trump, this round's meld and counters so
    far (the stock is counted once, beside its pile: :func:`stock_pile_text`).

    ``id="stock-status"`` with ``data-phase``, ``data-step`` (the number of actions so far: a
    browser test waits on it), ``data-stock`` (cards left to draw, the turn-up included) and
    ``data-meld-turn``.
    """
    scores = " – ".join(
        f"{text_html(seat_name(seat, names))} {totals[seat]}" for seat in range(len(totals))
    )
    round_number_text = _("Round {number}")
    parts = [
        f"<b>{text_html(round_number_text.format(number=round_number))}</b>",
        text_html(_("game: {scores} (to {target})")).format(
            scores=scores, target=state.ruleset.target_score
        ),
    ]
    if state.trump is not None:
        parts.append(text_html(_("trump {suit}").format(suit=state.trump.symbol)))
    if state.tables:
        melds = " – ".join(str(state.meld_scored(s)) for s in range(len(names)))
        counters = " – ".join(str(state.counters(s)) for s in range(len(names)))
        parts.append(
            text_html(
                _("this round: meld {melds}, counters {counters}").format(
                    melds=melds, counters=counters
                )
            )
        )
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
    title = text_html(_("Score of round {number}").format(number=round_number))
    return (
        '<div id="stock-score" class="pl-stock-box pl-stock-score">'
        f"<b>{title}</b><ul>{items}</ul></div>"
    )


def _source_words(event: MeldScored) -> str:
    if event.source is MeldSource.LAID:
        return meld_title(event.meld.kind, event.meld.suit)
    nine = event.meld.cards[0].label
    return {
        MeldSource.TURN_UP: _("{nine} turned up"),
        MeldSource.EXCHANGE: _("the dix {nine} exchanged"),
        MeldSource.PLAYED: _("{nine} played"),
    }[event.source].format(nine=nine)


def _first_dix_words(event: MeldScored, events: Sequence[MeldScored], names: Sequence[str]) -> str:
    """How the copy played first scored as dix: ``"the dix 9♥ exchanged (10)"``, ``" by Lisa"``
    added when another player scored it; ``""`` when it cannot be told which scoring it was."""
    first = next((e for e in events if e.step == event.first), None)
    if first is None:
        return ""
    nine = first.meld.cards[0].label
    if first.source is MeldSource.LAID:
        how = _("{nine} melded as dix").format(nine=nine)
    else:
        how = _source_words(first)
    if first.seat != event.seat:
        how = _("{how} by {name}").format(how=how, name=Person.of(int(first.seat), names).name)
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
        if len(mine) > 1:
            line = p.pick(
                _("Your meld: {parts} = {total}."), _("{name}'s meld: {parts} = {total}.")
            )
        else:
            line = p.pick(_("Your meld: {parts}."), _("{name}'s meld: {parts}."))
        lines.append(capital(line.format(name=p.name, parts=parts, total=total)))
        for again in (e for e in mine if e.source is MeldSource.PLAYED and e.twice):
            lines.append(_scored_twice(again, events, names, p))
    return lines


def _scored_twice(
    again: MeldScored, events: Sequence[MeldScored], names: Sequence[str], p: Person
) -> str:
    """The line of a 9 of trump ``p`` played that scored again, already scored as dix."""
    sentence = p.pick(
        _(
            "The {nine} you played had already scored as dix{first}, and it scored again "
            "({points}): in this game every 9 of trump played to a trick scores, even a card "
            "already scored as dix."
        ),
        _(
            "The {nine} {name} played had already scored as dix{first}, and it scored again "
            "({points}): in this game every 9 of trump played to a trick scores, even a card "
            "already scored as dix."
        ),
    )
    return sentence.format(
        nine=again.meld.cards[0].label,
        name=p.name,
        first=_first_dix_words(again, events, names),
        points=again.points,
    )


def stock_log_html(lines: Sequence[str]) -> str:
    """What just happened, as a list (``id="stock-log"``)."""
    items = list_items(lines)
    just_now_text = _("Just now")
    return (
        f'<div class="pl-stock-box pl-stock-log" id="stock-log"><b>{text_html(just_now_text)}</b>'
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


_DRAW_CLAUSES: dict[tuple[str, bool], tuple[str, str]] = {
    ("last", False): (
        N_("you take the last face-down card"),
        N_("{name} takes the last face-down card"),
    ),
    ("last", True): (
        N_("you take the last face-down card, {card}"),
        N_("{name} takes the last face-down card, {card}"),
    ),
    ("turn-up", False): (N_("you take the turn-up"), N_("{name} takes the turn-up")),
    ("turn-up", True): (N_("you take the turn-up, {card}"), N_("{name} takes the turn-up, {card}")),
    ("top", False): (
        N_("you draw the top card of the stock"),
        N_("{name} draws the top card of the stock"),
    ),
    ("top", True): (
        N_("you draw the top card of the stock ({card})"),
        N_("{name} draws the top card of the stock ({card})"),
    ),
    ("next", False): (N_("you draw the next"), N_("{name} draws the next")),
    ("next", True): (N_("you draw the next ({card})"), N_("{name} draws the next ({card})")),
}
"""The clauses of the draws after a trick, by what is taken and whether the card is shown
(to the learner): said to the reader, of another player."""


def _draw_line(before: RoundState, after: RoundState, names: Sequence[str], learner: Seat) -> str:
    winner = int(before.tricks[-1].winner_seat) if before.tricks else int(learner)
    loser = int(Seat(winner).next(before.ruleset.players))
    got = {s: _gained(before, after, s) for s in (winner, loser)}
    if before.turn_up is not None and after.turn_up not in (None, before.turn_up):
        got[winner].remove(before.turn_up)  # taken for the dix in the same step, not drawn

    def clause(seat: int, what: str) -> str:
        p = Person.of(seat, names)
        cards = got[seat]
        shown = seat == learner and bool(cards)
        to_you, of_other = _DRAW_CLAUSES[what, shown]
        return p.pick(_(to_you), _(of_other)).format(
            name=p.name, card=cards[0].label if shown else ""
        )

    if after.stock_left == 0:
        text = _("{winner} and {loser}: the stock is gone.").format(
            winner=clause(winner, "last"), loser=clause(loser, "turn-up")
        )
    else:
        text = ngettext(
            "{winner}, then {loser}; {count} card left to draw.",
            "{winner}, then {loser}; {count} cards left to draw.",
            after.stock_left,
        ).format(winner=clause(winner, "top"), loser=clause(loser, "next"), count=after.stock_left)
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
        lines.extend(action_lines(action, before, people, learner=learner))
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
            sentence = w.pick(
                _("You reached {target} first, while meld was scored: you win the game."),
                _("{name} reached {target} first, while meld was scored: {name} wins the game."),
            )
        elif reason.code is GameWhy.HIGHER_TOTAL:
            sentence = w.pick(
                _(
                    "Both reach {target} at the count ({first} and {second}): the higher "
                    "total wins, and you win the game."
                ),
                _(
                    "Both reach {target} at the count ({first} and {second}): the higher "
                    "total wins, and {name} wins the game."
                ),
            )
        else:
            sentence = w.pick(
                _("You reach {total} and win the game."),
                _("{name} reaches {total} and wins the game."),
            )
        return capital(
            sentence.format(
                name=w.name,
                target=target,
                first=totals[0],
                second=totals[1],
                total=totals[score.winner],
            )
        )
    if reason.code is GameWhy.BOTH_EQUAL:
        return _("Both reach {target} with {total} each: another round is played.").format(
            target=target, total=totals[0]
        )
    need = [max(0, target - t) for t in totals]
    return _(
        "Nobody has reached {target} yet: the game goes on ({first} and {second} to go)."
    ).format(target=target, first=need[0], second=need[1])


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
        sentence = p.pick(
            _("You add {meld} meld + {counters} counter points = {points}: {total} in the game."),
            _(
                "{name} adds {meld} meld + {counters} counter points = {points}: {total} in "
                "the game."
            ),
        )
        lines.append(
            sentence.format(
                name=p.subject,
                meld=line.meld,
                counters=counters,
                points=line.delta,
                total=score.totals[seat],
            )
        )
    lines.append(_game_line(score, names))
    return lines
