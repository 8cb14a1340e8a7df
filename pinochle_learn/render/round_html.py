"""Self-contained HTML and sentences for a round of PARTNERSHIP as a learner plays it.

Standard library only (``RULES.md``, PARTNERSHIP). The round table widget shows these pieces:
each action as a sentence (:func:`action_sentence`), the auction so far (:func:`auction_html`),
the hands (:func:`hands_html`), every seat's meld explained (:func:`melds_html`), the tricks
won so far (:func:`tricks_won_html`) and the throw-in rule (:func:`throw_in_html`). Names come
from :func:`seat_names`: the learner's seat reads "South (you)", the partner's "North (partner)".

Stable hooks for tests and styling: ``id="round-auction"`` with ``class="pl-call"`` per bid or
pass (``data-seat``, ``data-call``), ``class="pl-seat-hand"`` (``data-seat``),
``id="round-melds"`` with ``id="team-meld-0"`` / ``"team-meld-1"`` and one
``<details class="pl-seat-meld">`` per seat, ``id="tricks-won"`` (``data-tricks``,
``data-counters``), ``id="throw-in-rule"``.

Examples
--------
>>> from pinochle_learn import Bid, Pass, Seat
>>> from pinochle_learn.auction import Auction
>>> names = seat_names(Seat.SOUTH)
>>> names[Seat.SOUTH], names[Seat.NORTH]
('South (you)', 'North (partner)')
>>> auction = Auction(Seat.NORTH).apply(Bid(Seat.EAST, 250)).apply(Pass(Seat.SOUTH))
>>> html = auction_html(auction, names)
>>> 'data-seat="S" data-call="pass"' in html, "South (you)</strong> passes" in html
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..actions import Action, Bid
from ..auction import Auction
from ..cards import SUITS
from ..hand import Hand
from ..meld import MeldResult, meld_points
from ..ruleset import PARTNERSHIP, Ruleset
from ..scoring import check_throw_in
from ..seats import Seat, seats
from ..state import Phase, RoundState
from .action_sentences import action_sentence as sentence_of
from .html import hand_html, meld_html, suit_svg
from .i18n import N_, _, ngettext
from .markup import list_items, text_html
from .meld_sentences import meld_name
from .person import Person, listed
from .reason_sentences import phase_words, reason_sentence
from .refusals import reason_text
from .score_html import game_sentence
from .trick_html import RULE_TITLES, counting_text, reasons_html, team_label
from .words import seat_label, suit_noun

__all__ = [
    "PROMPTS",
    "action_sentence",
    "auction_html",
    "counters_sentence",
    "hands_html",
    "melds_html",
    "phase_html",
    "prompt",
    "recent_html",
    "recent_sentences",
    "seat_names",
    "table_html",
    "throw_in_html",
    "totals_html",
    "tricks_won_html",
]

PROMPTS = {
    Phase.AUCTION: N_("your turn to bid or pass"),
    Phase.TRUMP: N_("your turn to name trump"),
    Phase.PASS_TO_BIDDER: N_("your turn to give your partner 4 cards"),
    Phase.PASS_BACK: N_("your turn to give your partner 4 cards back"),
    Phase.THROW_IN: N_("your turn to throw the hand in or play it out"),
    Phase.TRICKS: N_("your turn to play a card"),
}
"""What the learner is asked to do in each phase (English, marked: :func:`prompt` translates)."""


def seat_names(learner: Seat | None, ruleset: Ruleset = PARTNERSHIP) -> tuple[str, ...]:
    """Seat names by index (``ruleset``'s seats), the learner's seat marked "(you)" and the
    partner's (``ruleset.partners``) "(partner)".

    Examples
    --------
    >>> seat_names(Seat.EAST)
    ('North', 'East (you)', 'South', 'West (partner)')
    >>> seat_names(None)
    ('North', 'East', 'South', 'West')
    """
    names = []
    partners = () if learner is None else ruleset.partners(learner)
    for seat in seats(ruleset.players):
        name = seat_label(seat)
        if learner is not None and seat == learner:
            name = _("{seat} (you)").format(seat=name)
        elif seat in partners:
            name = _("{seat} (partner)").format(seat=name)
        names.append(name)
    return tuple(names)


def action_sentence(
    action: Action,
    before: RoundState,
    names: Sequence[str],
    *,
    reveal: bool = True,
    result: bool = True,
) -> str:
    """One action in words, as the table saw it: ``"East (you) bids 260."``.

    Every seat is named in the third person (:func:`seat_names`); the sentence is
    :func:`~pinochle_learn.render.action_sentences.action_sentence`'s.

    Parameters
    ----------
    action
        The action applied to ``before``.
    before
        The state it was applied to (it gives the trick, the bid winner and so on).
    names
        Seat names by index (:func:`seat_names`).
    reveal
        Name the cards of a pass; otherwise say only how many (the other team does not see
        them).
    result
        After the card that completes a trick, say who wins it ("North wins trick 3 with
        A♥ (30 counter points)."); the round table says this once, in what happened.

    Examples
    --------
    >>> from pinochle_learn import Bid, Seat
    >>> from pinochle_learn.state import RoundState, deal_from_seed
    >>> state = RoundState(dealer=Seat.WEST)
    >>> action_sentence(deal_from_seed(1, Seat.WEST), state, seat_names(Seat.SOUTH))
    'West deals 12 cards to each player; North (partner) bids first.'
    >>> action_sentence(Bid(Seat.EAST, 260), state, seat_names(Seat.EAST))
    'East (you) bids 260.'
    """
    people = tuple(Person(name) for name in names)
    return sentence_of(action, before, people, reveal=reveal, result=result)


def auction_html(auction: Auction, names: Sequence[str]) -> str:
    """The bids and passes so far with seat names, then where the auction stands.

    Returns
    -------
    str
        ``<div class="pl-round-part pl-auction" id="round-auction">`` listing each call
        (``class="pl-call"``, ``data-seat="E"``, ``data-call="bid|pass"``, ``data-amount``).
    """
    calls = []
    for action in auction.history:
        seat = action.seat
        name = text_html(names[seat])
        if isinstance(action, Bid):
            said = _("{name} bids {amount}").format(
                name=f"<strong>{name}</strong>", amount=action.amount
            )
            calls.append(
                f'<li class="pl-call pl-bid" data-seat="{seat.name[0]}" data-call="bid" '
                f'data-amount="{action.amount}">{said}</li>'
            )
        else:
            said = _("{name} passes").format(name=f"<strong>{name}</strong>")
            calls.append(
                f'<li class="pl-call pl-pass" data-seat="{seat.name[0]}" data-call="pass">'
                f"{said}</li>"
            )
    no_bid_yet_text = _("No bid yet.")
    listed = (
        f'<ol class="pl-calls">{"".join(calls)}</ol>'
        if calls
        else f'<p class="pl-none">{text_html(no_bid_yet_text)}</p>'
    )
    or_text = _("or")
    raises = f" {or_text} ".join(f"+{r}" for r in auction.ruleset.bid_raises)
    rule = _(
        "Opening bid {opening}; each raise {raises}; a player who passes is out of the auction."
    ).format(opening=auction.min_bid, raises=raises)
    the_auction_text = _("The auction")
    return (
        f'<div class="pl-round-part pl-auction" id="round-auction">'
        f"<h3>{text_html(the_auction_text)}</h3>{listed}"
        f'<p class="pl-auction-why">{text_html(reason_sentence(auction.why, names))}</p>'
        f'<p class="pl-facts pl-muted">{text_html(rule)}</p></div>'
    )


def hands_html(
    hands: Sequence[Hand], names: Sequence[str], shown: Sequence[Seat], *, height: int = 56
) -> str:
    """The hands of the ``shown`` seats, each under its seat's name.

    Returns
    -------
    str
        One ``<div class="pl-seat-hand" data-seat="N">`` per seat shown.
    """
    parts = []
    for seat in shown:
        hand = hands[seat] if seat < len(hands) else Hand()
        held = ngettext("{seat}: {count} card", "{seat}: {count} cards", len(hand)).format(
            seat=f'<span class="pl-seat-name">{text_html(names[seat])}</span>', count=len(hand)
        )
        parts.append(
            f'<div class="pl-seat-hand" data-seat="{seat.name[0]}">'
            f"{held}{hand_html(hand, height=height)}</div>"
        )
    return f'<div class="pl-round-part pl-hands">{"".join(parts)}</div>'


def _meld_summary(result: MeldResult) -> str:
    if not result.melds:
        return _("no meld")
    return ", ".join(f"{meld_name(m)} {m.points}" for m in result.melds)


def melds_html(state: RoundState, names: Sequence[str], *, open_seats: Sequence[Seat] = ()) -> str:
    """Every seat's meld, explained, with each team's meld total (``RULES.md``, Meld).

    Parameters
    ----------
    state
        A round after the passing (``state.melds`` is set); before that, an empty string.
    names
        Seat names by index.
    open_seats
        Seats whose explanation starts unfolded (the others show a one-line summary that
        unfolds on a click).

    Returns
    -------
    str
        ``<div id="round-melds">``: the team totals (``id="team-meld-0"``, ``"team-meld-1"``)
        and one ``<details class="pl-seat-meld" data-seat="N" data-total="...">`` per seat
        holding :func:`~pinochle_learn.render.html.meld_html` (``id="meld-total-north"`` ...).
    """
    if not state.melds or state.trump is None:
        return ""
    trump = state.trump
    teams = []
    for team, side in enumerate(state.ruleset.sides):
        members = " + ".join(f"{text_html(names[s])} {state.melds[s].total}" for s in side)
        line = _("{side}: {melds} = {total} meld points").format(
            side=text_html(team_label(team, state.players)),
            melds=members,
            total=f'<strong id="team-meld-{team}">{state.team_meld(team)}</strong>',
        )
        teams.append(f"<li>{line}</li>")
    parts = []
    for seat in seats(state.players):
        result = state.melds[seat]
        opened = " open" if seat in open_seats else ""
        side_index = state.side_of(seat)
        parts.append(
            f'<details class="pl-seat-meld" data-seat="{seat.name[0]}" data-team="{side_index}" '
            f'data-total="{result.total}"{opened}><summary>'
            + _("{seat}: {total} meld points ({melds})").format(
                seat=f"<strong>{text_html(names[seat])}</strong>",
                total=result.total,
                melds=text_html(_meld_summary(result)),
            )
            + "</summary>"
            f"{meld_html(result, total_id=f'meld-total-{seat.name.lower()}')}</details>"
        )
    return (
        '<div class="pl-round-part pl-melds" id="round-melds">'
        "<h3>"
        + _("Meld, trump {suit}").format(suit=f"{suit_svg(trump)} {text_html(suit_noun(trump))}")
        + '</h3><p style="margin:.2em 0">'
        + _(
            "Every player melds from their own hand; a team's meld is its two players' melds "
            "added. Click a name to see its melds explained."
        )
        + "</p>"
        f'<ul class="pl-team-melds" style="margin:.2em 0">{"".join(teams)}</ul>'
        f"{''.join(parts)}</div>"
    )


def counters_sentence(ruleset: Ruleset) -> str:
    """What the cards taken in tricks are worth, from the ruleset (``RULES.md``, Counting;
    ``docs/rules.md`` #dd.counters).

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> from pinochle_learn.ruleset import DOUBLE_DECK
    >>> counters_sentence(PARTNERSHIP)
    'Each A, 10 and K taken is a counter worth 10; the last trick is worth 10 more: 250 in all.'
    >>> counters_sentence(DOUBLE_DECK)
    'Each A, 10 and K taken is a counter worth 1; the last trick is worth 2 more: 50 in all.'
    """
    values = {ruleset.counter_points[rank] for rank in ruleset.deck.ranks} - {0}
    ranks = [r.short for r in ruleset.deck.ranks if ruleset.counter_points[r]]
    if len(values) != 1 or len(ranks) < 2:  # unequal counters: the ruleset's own list
        return _("Cards taken count {counting}: {total} in all.").format(
            counting=counting_text(ruleset), total=ruleset.total_trick_points
        )
    return _(
        "Each {ranks} taken is a counter worth {points}; the last trick is worth {last} more: "
        "{total} in all."
    ).format(
        ranks=listed(ranks, _("and")),
        points=values.pop(),
        last=ruleset.last_trick_points,
        total=ruleset.total_trick_points,
    )


def tricks_won_html(state: RoundState) -> str:
    """Tricks and counter points each team has taken so far (``RULES.md``, Counting).

    Examples
    --------
    >>> from pinochle_learn.state import RoundState
    >>> tricks_won_html(RoundState()).count("<strong>0</strong> tricks")
    2
    """
    items = []
    for team in range(state.ruleset.side_count):
        won, points = state.tricks_won(team), state.counters(team)
        taken = ngettext(
            "{side}: {count} trick, {points} counter points",
            "{side}: {count} tricks, {points} counter points",
            won,
        ).format(
            side=text_html(team_label(team, state.ruleset.players)),
            count=f"<strong>{won}</strong>",
            points=f"<strong>{points}</strong>",
        )
        items.append(
            f'<li data-team="{team}" data-tricks="{won}" data-counters="{points}">{taken}</li>'
        )
    played = len(state.tricks)
    so_far = _("Tricks so far: {played} of {tricks}").format(
        played=played, tricks=state.ruleset.hand_size
    )
    return (
        f'<div class="pl-round-part pl-tricks-won" id="tricks-won" data-played="{played}">'
        f"<h3>{text_html(so_far)}</h3>"
        f'<ul style="margin:.2em 0">{"".join(items)}</ul>'
        f'<p class="pl-muted" style="margin:.2em 0">{text_html(counters_sentence(state.ruleset))}'
        "</p></div>"
    )


def throw_in_html(state: RoundState, names: Sequence[str]) -> str:
    """The throw-in rule worked out for this round: bid > team meld + 250?

    Returns an empty string before the meld.
    """
    bidder, bid = state.bidder, state.bid
    if bidder is None or bid is None or not state.melds:
        return ""
    verdict = check_throw_in(bid, state.team_meld(state.ruleset.side_of(bidder)), state.ruleset)
    rule = _(
        "After meld, the bid winner may throw the hand in when the bid exceeds the team's meld "
        "by more than {margin}: the bidding team then loses the bid, the other team adds its "
        "meld, and no tricks are played. Here {seat} bid {bid}: {reason}."
    ).format(
        margin=state.ruleset.throw_in_margin,
        seat=text_html(names[bidder]),
        bid=bid,
        reason=text_html(reason_text(verdict.reason)),
    )
    throw_in_text = _("Throw-in?")
    return (
        f'<div class="pl-round-part pl-throw-in" id="throw-in-rule">'
        f"<p><strong>{text_html(throw_in_text)}</strong> {rule}</p></div>"
    )


def prompt(state: RoundState) -> str:
    """What the learner is asked to do now: ``"your turn to bid or pass"``."""
    if state.is_over:
        return _("the round is over")
    return _(PROMPTS.get(state.phase, N_("your turn to act")))


def phase_html(state: RoundState, learner: Seat, names: Sequence[str], round_number: int) -> str:
    """The phase in plain words, who is to act, and the round's facts (dealer, bid, trump).

    Returns
    -------
    str
        ``<div id="round-phase" data-phase="AUCTION" data-to-act="SOUTH" data-round="1"
        data-step="5">`` (``data-step`` counts the actions applied: it changes on every move).

    Examples
    --------
    >>> from pinochle_learn.state import RoundState, deal_from_seed
    >>> state = RoundState(dealer=Seat.EAST)
    >>> state = state.apply(deal_from_seed(3, Seat.EAST))
    >>> html = phase_html(state, Seat.SOUTH, seat_names(Seat.SOUTH), 1)
    >>> 'data-phase="AUCTION" data-to-act="SOUTH"' in html
    True
    >>> "<strong>The auction</strong>: your turn to bid or pass." in html
    True
    """
    facts = [
        _("Round {number}").format(number=round_number),
        _("dealer {seat}").format(seat=names[state.dealer]),
    ]
    if state.bidder is not None:
        facts.append(_("bid {bid} by {seat}").format(bid=state.bid, seat=names[state.bidder]))
    if state.trump is not None:
        trump = f"{state.trump.symbol} {suit_noun(state.trump)}"
        facts.append(_("trump {suit}").format(suit=trump))
    facts.append(
        _("you are {seat}, your partner {partner}").format(
            seat=names[learner], partner=seat_label(state.ruleset.partner(learner))
        )
    )
    to_act = state.to_act
    phase = f"<strong>{text_html(phase_words(state.phase).capitalize())}</strong>"
    if state.is_over:
        the_round_is_over_text = _("The round is over")
        now = _("{title}: read the score sheet below.").format(
            title=f"<strong>{text_html(the_round_is_over_text)}</strong>"
        )
    elif to_act is learner:
        now = f"{phase}: {text_html(prompt(state))}."
    elif to_act is None:
        now = _("{phase}: nobody to act.").format(phase=phase)
    else:
        now = _("{phase}: {seat} to act.").format(phase=phase, seat=text_html(names[to_act]))
    return (
        f'<div class="pl-round-part pl-phase" id="round-phase" '
        f'data-phase="{state.phase.name}" data-to-act="{to_act.name if to_act else ""}" '
        f'data-round="{round_number}" data-step="{len(state.history)}">{now}<br>'
        f'<span class="pl-round-facts">{text_html(" · ".join(facts))}</span></div>'
    )


def totals_html(state: RoundState, totals: Sequence[int]) -> str:
    """Each team's game points (``id="total-team-0"``, ``"total-team-1"``), and the end of
    the game once a team has won (``id="game-over"``, with the rule that decided it)."""
    target = state.ruleset.target_score
    players, sides = state.ruleset.players, range(state.ruleset.side_count)
    parts = " · ".join(
        f'{text_html(team_label(t, players))} <strong id="total-team-{t}">{totals[t]}</strong>'
        for t in sides
    )
    game_over = ""
    if state.score is not None and state.score.game_over:
        labels = [team_label(t, players) for t in sides]
        start_a_new_deal_text = _("Start a new deal to play again.")
        game_over = (
            f'<br><strong id="game-over">{text_html(game_sentence(state.score, labels))}'
            f"</strong> {text_html(start_a_new_deal_text)}"
        )
    points = _("Game points: {totals} (first to {target} wins)").format(totals=parts, target=target)
    return f'<div class="pl-round-part pl-totals" id="game-totals">{points}{game_over}</div>'


def recent_sentences(recent: Sequence[Any], learner: Seat) -> list[str]:
    """The session's recent actions in words, the learner's seat named "(you)".

    ``recent`` holds records with ``action``, ``before`` and ``reveal``
    (:class:`pinochle_widgets.sessions.round_session.Recent`); each becomes :func:`action_sentence`.
    """
    names = seat_names(learner)
    return [action_sentence(r.action, r.before, names, reveal=r.reveal) for r in recent]


def recent_html(lines: Sequence[str]) -> str:
    """The actions since the learner's last move, in words (``id="round-recent"``)."""
    if not lines:
        return ""
    items = list_items(lines)
    what_happened_text = _("What happened")
    return (
        f'<div class="pl-round-part pl-recent" id="round-recent">'
        f"<h3>{text_html(what_happened_text)}</h3><ol>{items}</ol></div>"
    )


def _trump_help(state: RoundState, learner: Seat) -> str:
    hand = state.hands[learner]
    options = ", ".join(f"{s.symbol} {meld_points(hand, s, state.ruleset)}" for s in SUITS)
    count = state.ruleset.pass_cards
    words = ngettext(
        "You won the auction at {bid}. Name trump: the suit that beats every other suit this "
        "round. Your own meld with each suit as trump: {options} meld points. Your partner will "
        "then pass you {count} card.",
        "You won the auction at {bid}. Name trump: the suit that beats every other suit this "
        "round. Your own meld with each suit as trump: {options} meld points. Your partner will "
        "then pass you {count} cards.",
        count,
    ).format(bid=f"<strong>{state.bid}</strong>", options=text_html(options), count=count)
    return f'<div class="pl-round-part" id="round-trump"><p>{words}</p></div>'


def _pass_help(state: RoundState, names: Sequence[str]) -> str:
    bidder, trump, count = state.bidder, state.trump, state.ruleset.pass_cards
    if bidder is None or trump is None:
        return ""
    if state.phase is Phase.PASS_TO_BIDDER:
        text = ngettext(
            "Your partner {partner} won the auction at {bid} and named {suit} trump. Give "
            "{partner} exactly {count} card: trumps, aces and cards for their meld help most. "
            "Click cards to choose them, then confirm.",
            "Your partner {partner} won the auction at {bid} and named {suit} trump. Give "
            "{partner} exactly {count} cards: trumps, aces and cards for their meld help most. "
            "Click cards to choose them, then confirm.",
            count,
        ).format(
            partner=seat_label(bidder),
            bid=state.bid,
            suit=f"{trump.symbol} {suit_noun(trump)}",
            count=count,
        )
    else:
        got = " ".join(c.label for c in state.passed_to_bidder or ())
        text = ngettext(
            "Your partner passed you {cards}. Now give {count} card back (they may be cards you "
            "just received): keep your trumps and your meld. Click cards to choose them, then "
            "confirm.",
            "Your partner passed you {cards}. Now give {count} cards back (they may be cards you "
            "just received): keep your trumps and your meld. Click cards to choose them, then "
            "confirm.",
            count,
        ).format(cards=got, count=count)
    return f'<div class="pl-round-part" id="round-passing"><p>{text_html(text)}</p></div>'


def _tricks_html(state: RoundState, learner: Seat, names: Sequence[str]) -> tuple[str, str]:
    if state.thrown_in:
        thrown = _("The hand was thrown in: no tricks were played.")
        return (
            f'<div class="pl-round-part" id="round-tricks"><p>{text_html(thrown)}</p></div>',
            "",
        )
    # The trick itself lies on the table (the felt), the last one with its winner framed; its
    # result is said once, in what happened since the learner's last move: no second row here.
    above = []
    analysis = state.play_analysis()
    below = ""
    if analysis is not None and state.to_act is learner:
        legal = " ".join(c.label for c in analysis.legal)
        turn = _("Trick {number}: your turn").format(number=len(state.tricks) + 1)
        rule = _(
            "Rule: {rule} · you may play {cards}. Click a card: ✓ may be played, ✗ may not (the "
            "reasons are under your cards)."
        ).format(
            rule=f"<em>{text_html(_(RULE_TITLES[analysis.rule]))}</em>",
            cards=f"<strong>{legal}</strong>",
        )
        above.append(f'<h3>{text_html(turn)}</h3><p class="pl-to-play">{rule}</p>')
        why = _("Why each card may or may not be played")
        below = (
            f'<div class="pl-round-part" id="round-reasons"><h3>{text_html(why)}</h3>'
            f"{reasons_html(analysis, names=names)}</div>"
        )
    else:
        above.append(tricks_won_html(state))
        return f'<div class="pl-round-part" id="round-tricks">{"".join(above)}</div>', ""
    return (
        f'<div class="pl-round-part" id="round-tricks">{"".join(above)}</div>',
        below + tricks_won_html(state),
    )


def table_html(state: RoundState, learner: Seat, names: Sequence[str]) -> tuple[str, str]:
    """What the table shows in this phase, as the parts above and below the learner's controls.

    Above: the auction so far; the learner's meld in each suit when naming trump; what to
    pass; the throw-in rule; in the tricks, the rule deciding the learner's card (the trick
    itself is on the table, not here). Below (in the tricks, on the learner's turn): every
    card's verdict with its reason
    (:func:`~pinochle_learn.render.trick_html.reasons_html`), then the tricks won so far.
    """
    phase = state.phase
    if phase is Phase.AUCTION and state.auction is not None:
        return auction_html(state.auction, names), ""
    if phase is Phase.TRUMP and state.to_act is learner:
        return _trump_help(state, learner), ""
    if phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK) and state.to_act is learner:
        return _pass_help(state, names), ""
    if phase is Phase.THROW_IN:
        return throw_in_html(state, names), ""
    if phase in (Phase.TRICKS, Phase.OVER):
        above, below = _tricks_html(state, learner, names)
        return above, below
    return "", ""
