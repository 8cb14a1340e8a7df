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
from .markup import text_html
from .meld_sentences import meld_name
from .person import Person
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
    Phase.AUCTION: "bid or pass",
    Phase.TRUMP: "name trump",
    Phase.PASS_TO_BIDDER: "give your partner 4 cards",
    Phase.PASS_BACK: "give your partner 4 cards back",
    Phase.THROW_IN: "throw the hand in or play it out",
    Phase.TRICKS: "play a card",
}
"""What the learner is asked to do in each phase."""


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
        suffix = ""
        if learner is not None and seat == learner:
            suffix = " (you)"
        elif seat in partners:
            suffix = " (partner)"
        names.append(seat_label(seat) + suffix)
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
            calls.append(
                f'<li class="pl-call pl-bid" data-seat="{seat.name[0]}" data-call="bid" '
                f'data-amount="{action.amount}"><strong>{name}</strong> bids {action.amount}</li>'
            )
        else:
            calls.append(
                f'<li class="pl-call pl-pass" data-seat="{seat.name[0]}" data-call="pass">'
                f"<strong>{name}</strong> passes</li>"
            )
    listed = (
        f'<ol class="pl-calls">{"".join(calls)}</ol>'
        if calls
        else '<p class="pl-none">No bid yet.</p>'
    )
    rule = (
        f"Opening bid {auction.min_bid}; each raise +"
        + " or +".join(str(r) for r in auction.ruleset.bid_raises)
        + "; a player who passes is out of the auction."
    )
    return (
        f'<div class="pl-round-part pl-auction" id="round-auction">'
        f"<h3>The auction</h3>{listed}"
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
        parts.append(
            f'<div class="pl-seat-hand" data-seat="{seat.name[0]}">'
            f'<span class="pl-seat-name">{text_html(names[seat])}</span>: {len(hand)} card'
            f"{'s' if len(hand) != 1 else ''}{hand_html(hand, height=height)}</div>"
        )
    return f'<div class="pl-round-part pl-hands">{"".join(parts)}</div>'


def _meld_summary(result: MeldResult) -> str:
    if not result.melds:
        return "no meld"
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
        teams.append(
            f"<li>{text_html(team_label(team, state.players))}: {members} = "
            f'<strong id="team-meld-{team}">{state.team_meld(team)}</strong> meld points</li>'
        )
    parts = []
    for seat in seats(state.players):
        result = state.melds[seat]
        opened = " open" if seat in open_seats else ""
        side_index = state.side_of(seat)
        parts.append(
            f'<details class="pl-seat-meld" data-seat="{seat.name[0]}" data-team="{side_index}" '
            f'data-total="{result.total}"{opened}><summary>'
            f"<strong>{text_html(names[seat])}</strong>: "
            f"{result.total} meld points ({text_html(_meld_summary(result))})</summary>"
            f"{meld_html(result, total_id=f'meld-total-{seat.name.lower()}')}</details>"
        )
    return (
        f'<div class="pl-round-part pl-melds" id="round-melds">'
        f"<h3>Meld, trump {suit_svg(trump)} {text_html(suit_noun(trump))}</h3>"
        '<p style="margin:.2em 0">Every player melds from their own hand; a team\'s meld is its '
        "two players' melds added. Click a name to see its melds explained.</p>"
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
        worth = f"Cards taken count {counting_text(ruleset)}"
        return f"{worth}: {ruleset.total_trick_points} in all."
    return (
        f"Each {', '.join(ranks[:-1])} and {ranks[-1]} taken is a counter worth {values.pop()}; "
        f"the last trick is worth {ruleset.last_trick_points} more: "
        f"{ruleset.total_trick_points} in all."
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
        items.append(
            f'<li data-team="{team}" data-tricks="{won}" data-counters="{points}">'
            f"{text_html(team_label(team, state.ruleset.players))}: <strong>{won}</strong> trick"
            f"{'s' if won != 1 else ''}, <strong>{points}</strong> counter points</li>"
        )
    played = len(state.tricks)
    return (
        f'<div class="pl-round-part pl-tricks-won" id="tricks-won" data-played="{played}">'
        f"<h3>Tricks so far: {played} of {state.ruleset.hand_size}</h3>"
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
    return (
        f'<div class="pl-round-part pl-throw-in" id="throw-in-rule">'
        f"<p><strong>Throw-in?</strong> After meld, the bid winner may throw the hand in when "
        f"the bid exceeds the team's meld by more than {state.ruleset.throw_in_margin}: the "
        "bidding team then loses the bid, the other team adds its meld, and no tricks are "
        f"played. Here {text_html(names[bidder])} bid {bid}: "
        f"{text_html(reason_text(verdict.reason))}.</p></div>"
    )


def prompt(state: RoundState) -> str:
    """What the learner is asked to do now: ``"your turn to bid or pass"``."""
    if state.is_over:
        return "the round is over"
    return f"your turn to {PROMPTS.get(state.phase, 'act')}"


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
    facts = [f"Round {round_number}", f"dealer {names[state.dealer]}"]
    if state.bidder is not None:
        facts.append(f"bid {state.bid} by {names[state.bidder]}")
    if state.trump is not None:
        facts.append(f"trump {state.trump.symbol} {suit_noun(state.trump)}")
    facts.append(
        f"you are {names[learner]}, your partner {seat_label(state.ruleset.partner(learner))}"
    )
    to_act = state.to_act
    phase = text_html(phase_words(state.phase).capitalize())
    if state.is_over:
        now = "<strong>The round is over</strong>: read the score sheet below."
    elif to_act is learner:
        now = f"<strong>{phase}</strong>: {text_html(prompt(state))}."
    else:
        who = names[to_act] if to_act is not None else "nobody"
        now = f"<strong>{phase}</strong>: {text_html(who)} to act."
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
        game_over = (
            f'<br><strong id="game-over">{text_html(game_sentence(state.score, labels))}'
            "</strong> Start a new deal to play again."
        )
    return (
        f'<div class="pl-round-part pl-totals" id="game-totals">Game points: {parts} '
        f"(first to {target} wins){game_over}</div>"
    )


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
    items = "".join(f"<li>{text_html(line)}</li>" for line in lines)
    return (
        f'<div class="pl-round-part pl-recent" id="round-recent">'
        f"<h3>What happened</h3><ol>{items}</ol></div>"
    )


def _trump_help(state: RoundState, learner: Seat) -> str:
    hand = state.hands[learner]
    options = ", ".join(f"{s.symbol} {meld_points(hand, s, state.ruleset)}" for s in SUITS)
    return (
        '<div class="pl-round-part" id="round-trump">'
        f"<p>You won the auction at <strong>{state.bid}</strong>. Name trump: the suit that "
        "beats every other suit this round. Your own meld with each suit as trump: "
        f"{text_html(options)} meld points. Your partner will then pass you "
        f"{state.ruleset.pass_cards} cards.</p></div>"
    )


def _pass_help(state: RoundState, names: Sequence[str]) -> str:
    bidder, trump, count = state.bidder, state.trump, state.ruleset.pass_cards
    if bidder is None or trump is None:
        return ""
    if state.phase is Phase.PASS_TO_BIDDER:
        text = (
            f"Your partner {seat_label(bidder)} won the auction at {state.bid} and named "
            f"{trump.symbol} {suit_noun(trump)} trump. "
            f"Give {seat_label(bidder)} exactly {count} cards: "
            "trumps, aces and cards for their meld help most. Click cards to choose them, "
            "then confirm."
        )
    else:
        got = " ".join(c.label for c in state.passed_to_bidder or ())
        text = (
            f"Your partner passed you {got}. Now give {count} cards back (they may be cards "
            "you just received): keep your trumps and your meld. Click cards to choose them, "
            "then confirm."
        )
    return f'<div class="pl-round-part" id="round-passing"><p>{text_html(text)}</p></div>'


def _tricks_html(state: RoundState, learner: Seat, names: Sequence[str]) -> tuple[str, str]:
    if state.thrown_in:
        return (
            '<div class="pl-round-part" id="round-tricks"><p>The hand was thrown in: '
            "no tricks were played.</p></div>",
            "",
        )
    # The trick itself lies on the table (the felt), the last one with its winner framed; its
    # result is said once, in what happened since the learner's last move: no second row here.
    above = []
    analysis = state.play_analysis()
    below = ""
    if analysis is not None and state.to_act is learner:
        legal = " ".join(c.label for c in analysis.legal)
        above.append(
            f"<h3>Trick {len(state.tricks) + 1}: your turn</h3>"
            f'<p class="pl-to-play">Rule: <em>{text_html(RULE_TITLES[analysis.rule])}</em>'
            f" · you may play <strong>{legal}</strong>. Click a card: ✓ may be played, "
            "✗ may not (the reasons are under your cards).</p>"
        )
        below = (
            '<div class="pl-round-part" id="round-reasons"><h3>Why each card may or may not be '
            f"played</h3>{reasons_html(analysis, names=names)}</div>"
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
