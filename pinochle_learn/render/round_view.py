"""What the round table draws from a round state: the learner's cards as :class:`CardView`,
the seats around the table, the auction hint, the passing preview and the round's history.

Pure functions of engine states (no widgets). The words of the rules come from the engine's
``render`` package; the table's layout from :mod:`.table_view`.

Stable hooks for tests: ``id="auction-hint"`` (a ``<details>``, one ``data-suit`` row per
trump with ``data-meld``), ``id="pass-preview"`` (``data-meld``), ``id="round-history"`` with one
``<li class="pl-history-trick" data-trick="1" data-winner="N" data-points="..">`` per trick and
its reasons in a ``<details class="pl-history-reasons">``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from pinochle_learn import Card, Seat, solve_meld
from pinochle_learn.render.i18n import N_, _, ngettext, pgettext
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.meld_hint import meld_hint_html
from pinochle_learn.render.names import is_you, seat_name, team_label
from pinochle_learn.render.person import Person
from pinochle_learn.render.trick_html import reasons_html, verdict_why
from pinochle_learn.render.words import suit_noun
from pinochle_learn.ruleset import Ruleset
from pinochle_learn.state import Phase, RoundState
from pinochle_learn.trick import Trick

from .card_view import CardView
from .meld_sentences import meld_name
from .table_view import TableSeat, seat_table_html


def hand_of(state: RoundState, seat: Seat) -> tuple[Card, ...]:
    """The cards ``seat`` holds in ``state`` (none before the deal)."""
    hands = state.hands
    return hands[seat].cards if hands else ()


__all__ = [
    "auction_hint_html",
    "hand_views",
    "history_html",
    "pass_preview_html",
    "play_reasons_html",
    "received_cards",
    "round_table_html",
]


def received_cards(state: RoundState, learner: Seat) -> tuple[Card, ...]:
    """The cards the learner was just passed, until the first card of the tricks is played.

    The bidder receives from the partner (``passed_to_bidder``), the partner receives the cards
    passed back (``passed_back``).
    """
    if state.tricks or (state.trick is not None and state.trick.cards):
        return ()
    bidder = state.bidder
    if bidder is None:
        return ()
    if learner is bidder and state.passed_to_bidder:
        return tuple(state.passed_to_bidder)
    if learner in state.ruleset.partners(bidder) and state.passed_back:
        return tuple(state.passed_back)
    return ()


def hand_views(
    state: RoundState,
    learner: Seat,
    chosen: Sequence[int],
    names: Sequence[str],
    received: Sequence[Card] | None = None,
) -> list[CardView]:
    """The learner's hand as the card widget shows it in this phase.

    In the tricks (and the stock game's tricks while the stock lasts), on the learner's turn:
    each card marked may be played or refused, with the engine's reason. While passing: the
    cards chosen lifted. Cards just received carry a "new" ribbon: the cards passed, until the
    first card is played, or the ``received`` given (e.g. the cards just drawn from a stock).
    """
    cards = hand_of(state, learner)
    new = Counter(received_cards(state, learner) if received is None else received)
    verdicts = {}
    analysis = None
    if state.phase in (Phase.TRICKS, Phase.STOCK) and state.to_act is learner:
        analysis = state.play_analysis()
        if analysis is not None:
            verdicts = {v.card: v for v in analysis.verdicts}
    views = []
    for index, card in enumerate(cards):
        is_new = new[card] > 0
        if is_new:
            new[card] -= 1
        mark, reason = "", ""
        if analysis is not None and card in verdicts:
            verdict = verdicts[card]
            mark = "playable" if verdict.legal else "refused"
            reason = verdict_why(verdict, analysis, names)
        views.append(
            CardView(
                card,
                mark,
                reason,
                selected=index in chosen,
                received=is_new,
                badge=pgettext("a card just received", "new") if is_new else "",
            )
        )
    return views


def _seat_note(state: RoundState, seat: Seat) -> str:
    auction = state.auction
    notes = []
    if seat is state.dealer:
        notes.append(_("dealer"))
    if state.phase is Phase.AUCTION and auction is not None:
        for action in reversed(auction.history):
            if action.seat is seat:
                amount = getattr(action, "amount", None)
                said = _("bid {amount}").format(amount=amount) if amount is not None else None
                notes.append(said or pgettext("a seat in the auction", "passed"))
                break
    elif state.bidder is seat and state.bid is not None:
        notes.append(_("won the bid at {bid}").format(bid=state.bid))
    return ", ".join(notes)


TABLE_LABELS = {
    2: N_("The table: you at the bottom, your opponent across"),
    4: N_("The table: your partner across, the opponents left and right"),
}
"""The felt's accessible name by the number of players (English, marked: translated where
shown)."""


def round_table_html(
    state: RoundState,
    learner: Seat,
    names: Sequence[str],
    *,
    show_all: bool,
    centre_note: str = "",
) -> str:
    """The table of a round, for any game on the round engine: its seats around the felt (four,
    or two facing each other), the trick in the middle (or the last trick, its winner framed,
    when a new one has not started), melds by each seat once laid down.

    Parameters
    ----------
    state
        The round as it stands (``state.players`` seats).
    learner
        The learner's seat: at the bottom; its hand is not drawn here (:class:`.SeatTable`).
    names
        Players' names by seat index.
    show_all
        The other hands face up (practice).
    centre_note
        Words for the middle of the table while it holds no card (e.g. the widow while
        building); by default the auction or the trump.
    """
    seats = []
    for seat in (Seat(i) for i in range(state.players)):
        held = hand_of(state, seat)
        melds = ""
        if state.melds and state.trump is not None:
            result = state.melds[seat]
            kinds = ", ".join(meld_name(m) for m in result.melds) or _("no meld")
            melds = _("meld {points}: {melds}").format(points=result.total, melds=kinds)
        seats.append(
            TableSeat(
                seat_name(seat, names),  # the learner's "You" in the page's language
                len(held),
                open_cards=held if show_all and seat is not learner else (),
                melds=melds,
                note=_seat_note(state, seat),
            )
        )
    trick_cards: list[tuple[int, Card]] = []
    winner = None
    note = centre_note
    trick = state.trick
    if trick is not None and trick.cards and trick.leader is not None:
        trick_cards = [(trick.seat_of(i), c) for i, c in enumerate(trick.cards)]
        winning = trick.winning_so_far
        winner = trick.seat_of(winning) if winning is not None else None
    elif state.tricks:
        last = state.tricks[-1]
        trick_cards = [(last.seat_of(i), c) for i, c in enumerate(last.cards)]
        winner = last.winner_seat
    elif note:
        pass
    elif state.phase is Phase.AUCTION:
        note = _("The auction: bid or pass.")
    elif state.trump is not None:
        note = _("Trump: {suit}").format(suit=f"{state.trump.symbol} {suit_noun(state.trump)}")
    to_act = state.to_act if not state.is_over else None
    return seat_table_html(
        seats,
        bottom=int(learner),
        trick=trick_cards,
        winner=winner,
        to_act=int(to_act) if to_act is not None else None,
        centre_note=note,
        label=_(TABLE_LABELS.get(state.players, N_("The table"))),
    )


def auction_hint_html(state: RoundState, learner: Seat) -> str:
    """A hint the learner may open in the auction: the hand's meld with each suit as trump
    (:func:`pinochle_learn.render.meld_hint.meld_hint_html`, the one copy every table with
    an auction shows: the four-hand round table and the widow table).

    Empty outside the learner's turn in the auction.
    """
    if state.phase is not Phase.AUCTION or state.to_act is not learner or not state.hands:
        return ""
    return meld_hint_html(state.hands[learner], state.ruleset)


def pass_preview_html(state: RoundState, learner: Seat, chosen: Sequence[Card]) -> str:
    """While the learner passes: the meld the cards kept would make, live as cards are chosen."""
    if (
        state.phase not in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK)
        or state.to_act is not learner
        or state.trump is None
    ):
        return ""
    kept = Counter(hand_of(state, learner))
    kept.subtract(Counter(chosen))
    cards = list(kept.elements())
    new = received_cards(state, learner)
    new_text = pgettext("a card just received", "new")
    got = (
        "<p>"
        + _("Just received (marked {new} on your cards): {cards}").format(
            new=f"<em>{text_html(new_text)}</em>",
            cards=f"<strong>{text_html(' '.join(c.label for c in new))}</strong>",
        )
        + "</p>"
        if new
        else ""
    )
    size = state.ruleset.hand_size
    noun = text_html(suit_noun(state.trump))
    keep = _("Meld you keep, trump {suit}").format(suit=f"{state.trump.symbol} {noun}")
    head = f"<h3>{keep}</h3>{got}"
    if len(cards) > size:
        more = len(cards) - size
        choose = ngettext(
            "Choose {count} more card to pass to see the meld of the {size} you keep.",
            "Choose {count} more cards to pass to see the meld of the {size} you keep.",
            more,
        ).format(count=more, size=size)
        return (
            '<div class="pl-round-box pl-pass-preview" id="pass-preview" data-meld="">'
            f"{head}<p>{text_html(choose)}</p></div>"
        )
    result = solve_meld(cards, state.trump, state.ruleset)
    kinds = ", ".join(f"{meld_name(m)} {m.points}" for m in result.melds) or _("no meld")
    with_kept = ngettext(
        "With the {count} card you keep: {points} meld points ({melds}).",
        "With the {count} cards you keep: {points} meld points ({melds}).",
        len(cards),
    ).format(count=len(cards), points=f"<strong>{result.total}</strong>", melds=text_html(kinds))
    return (
        f'<div class="pl-round-box pl-pass-preview" id="pass-preview" data-meld="{result.total}">'
        f"{head}<p>{with_kept}</p></div>"
    )


def play_reasons_html(state: RoundState, names: Sequence[str]) -> str:
    """Why each card of the hand to play in ``state`` may or may not be played (the engine's
    verdicts, :func:`~pinochle_learn.render.trick_html.reasons_html`); empty outside a trick."""
    analysis = state.play_analysis()
    return reasons_html(analysis, names=names) if analysis is not None else ""


def history_html(
    states: Sequence[RoundState],
    learner: Seat,
    names: Sequence[str],
    *,
    reasons: Callable[[RoundState], str] | None = None,
) -> str:
    """The round trick by trick, as a list (``id="round-history"``): who led, each card in the
    order played, who took the trick and the counter points taken; the reasons for the
    learner's card in each trick re-openable. Any number of seats (the side is named for four).

    The result of a trick is said in words once, where it happens ("What happened",
    :func:`~pinochle_learn.render.round_html.action_sentence`); each row here is a record
    ("→ North takes it"), not that sentence again.

    ``reasons(state)`` gives the reasons at one of the learner's turns
    (:func:`play_reasons_html` by default); a table passes a memo of it
    (:meth:`~.seat_table.SeatTable.history_html`) so that a click costs the new turn only.
    """
    if not states:
        return ""
    final = states[-1]
    if not final.tricks:
        return ""
    ruleset = final.ruleset
    reasons_of = reasons if reasons is not None else lambda s: play_reasons_html(s, names)
    reasons_at: dict[int, str] = {}
    done = len(final.tricks)  # only the tricks taken are listed
    for state in states:
        playing = state.phase in (Phase.TRICKS, Phase.STOCK) and state.trick is not None
        if playing and state.to_act is learner and not state.is_over:
            number = len(state.tricks)
            if number < done and number not in reasons_at:
                why = reasons_of(state)
                if why:
                    reasons_at[number] = why
    items = []
    size = ruleset.tricks_per_round
    for number, trick in enumerate(final.tricks):
        last = number == size - 1
        points = trick.points(ruleset, last=last)
        winner = Seat(trick.winner_seat)
        # "You take it"; a seat named "South (you)" reads in the third person, as elsewhere
        # on the round table ("South (you) bids 260.").
        taker = Person(names[winner], second=is_you(names[winner]))
        why = reasons_at.get(number, "")
        why_your_card_could_text = _("Why your card could be played")
        opened = (
            '<details class="pl-history-reasons"><summary>'
            f"{text_html(why_your_card_could_text)}</summary>{why}</details>"
            if why
            else ""
        )
        items.append(
            f'<li class="pl-history-trick" data-trick="{number + 1}" '
            f'data-winner="{winner.name[0]}" data-points="{points}">'
            f"{_trick_record(trick, number, names, taker, points, last, ruleset)}{opened}</li>"
        )
    heading = text_html(_("The round so far, trick by trick"))
    return (
        '<div class="pl-round-box pl-history" id="round-history">'
        f'<h3>{heading}</h3><ol style="padding-left:2.4em">'
        f"{''.join(items)}</ol></div>"
    )


def _trick_record(
    trick: Trick,
    number: int,
    names: Sequence[str],
    taker: Person,
    points: int,
    last: bool,
    ruleset: Ruleset,
) -> str:
    """One trick as a record: ``"Trick 3: North led A♥ · East 9♥ … → North takes it: 20
    counter points for North–South"`` (HTML)."""
    shown = [seat_name(seat, names) for seat in range(len(names))]  # "You" translated
    plays = " · ".join(
        _led(names[trick.seat_of(i)]).format(
            seat=text_html(shown[trick.seat_of(i)]), card=f"<strong>{text_html(c.label)}</strong>"
        )
        if i == 0
        else f"{text_html(shown[trick.seat_of(i)])} <strong>{text_html(c.label)}</strong>"
        for i, c in enumerate(trick.cards)
    )
    winner = Seat(trick.winner_seat)
    if ruleset.partners(winner):
        side = text_html(team_label(ruleset.side_of(winner), ruleset.players))
        taken = _("{points} counter points for {side}").format(points=points, side=side)
    else:
        taken = _("{points} counter points").format(points=points)
    if last:
        taken = _("{points} (with the last trick bonus)").format(points=taken)
    trick_number_text = _("Trick {number}")
    return taker.pick(
        pgettext("side: you", "{trick}: {plays} → <strong>You</strong> take it: {points}"),
        _("{trick}: {plays} → {name} takes it: {points}"),
    ).format(
        trick=f"<strong>{text_html(trick_number_text.format(number=number + 1))}</strong>",
        plays=plays,
        name=f"<strong>{text_html(shown[winner])}</strong>",
        points=taken,
    )


def _led(name: str) -> str:
    """``"{seat} led {card}"``, or the learner's own whole message (Italian "Hai aperto con")."""
    return _("You led {card}") if is_you(name) else _("{seat} led {card}")
