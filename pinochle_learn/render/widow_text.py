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
from .action_sentences import action_lines, action_sentence, people_of
from .bid_text import opening_offer, raise_offer
from .i18n import N_, _, ngettext, npgettext, pgettext
from .markup import NBSP, list_items, text_html
from .meld_sentences import meld_name
from .names import seat_name
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
    "widow_action_lines",
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
    # The pile with its preposition, whole: Italian "dal monte", French "du talon".
    if not state.stock:
        pile = pgettext("drawn from", "from the discard pile, turned over as the new widow")
    elif left:
        pile = npgettext(
            "drawn from",
            "from the widow ({count} card face down)",
            "from the widow ({count} cards face down)",
            left,
        ).format(count=left)
    else:
        pile = pgettext("drawn from", "from the widow, its last card")
    if len(state.stock) + len(state.discards) == 1:
        sentence = p.pick(
            _("You draw {card} {from_pile}: it is the last card, so you must keep it."),
            _("{name} draws {card} {from_pile}: it is the last card, so {name} must keep it."),
        )
    else:
        sentence = p.pick(
            _(
                "You draw {card} {from_pile}: keep it and discard the next card unseen, "
                "or discard it and keep the next card."
            ),
            _(
                "{name} draws {card} {from_pile}: keep it and discard the next card unseen, "
                "or discard it and keep the next card."
            ),
        )
    return capital(sentence.format(name=p.name, card=card.label, from_pile=pile))


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
    piles = _("widow{nbsp}{widow} · discards{nbsp}{discards}").format(
        nbsp=NBSP, widow=widow, discards=discards
    )
    seat = state.to_act
    if seat != learner or state.drawn is None:
        return piles
    p = Person.of(seat, names)
    drew = p.pick(_("You drew{nbsp}{card}"), _("{name} drew{nbsp}{card}"))
    return drew.format(name=p.subject, nbsp=NBSP, card=state.drawn.label) + f" · {piles}"


def widow_action_sentence(
    action: Action, before: RoundState, names: Sequence[str], *, learner: Seat
) -> str:
    """One action of the widow game in words, as ``learner`` saw it
    (:func:`~pinochle_learn.render.action_sentences.action_sentence` with the players' names:
    the other player's building cards stay hidden)."""
    return action_sentence(action, before, people_of(names), learner=learner)


def widow_action_lines(
    action: Action, before: RoundState, names: Sequence[str], *, learner: Seat
) -> list[str]:
    """:func:`widow_action_sentence` as the log's lines: a card that completes a trick, then who
    wins it (:func:`~pinochle_learn.render.action_sentences.action_lines`)."""
    return action_lines(action, before, people_of(names), learner=learner)


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
            return _auction_opening(me, other, opening_offer(state.ruleset), opening)
        return other.pick(
            _("You bid {bid}. {raise_offer}, or pass: a pass ends the auction."),
            _("{name} bids {bid}. {raise_offer}, or pass: a pass ends the auction."),
        ).format(name=other.subject, bid=current, raise_offer=capital(raise_offer(state.auction)))
    if phase is Phase.TRUMP:
        return me.pick(
            _("You won the auction at {bid}: name trump."),
            _("{name} won the auction at {bid}: name trump."),
        ).format(name=me.subject, bid=state.bid)
    if phase is Phase.TRICKS and state.trick is not None:
        led = state.trick.cards
        if not led:
            return me.pick(_("Your lead: any card."), _("{name}'s lead: any card.")).format(
                name=me.subject
            )
        return _trick_prompt(me, other, led[0].label)
    return ""


def _auction_opening(me: Person, other: Person, offer: str, opening: int) -> str:
    """The opening prompt of the auction, said to ``me`` (``other`` plays at ``opening`` if
    ``me`` passes)."""
    if me.second:
        sentence = other.pick(
            _("Your bid: {offer}, or pass (a pass ends the auction and you play at {opening})."),
            _(
                "Your bid: {offer}, or pass (a pass ends the auction and {other} plays at "
                "{opening})."
            ),
        )
    else:
        sentence = other.pick(
            _(
                "{name}'s bid: {offer}, or pass (a pass ends the auction and you play at "
                "{opening})."
            ),
            _(
                "{name}'s bid: {offer}, or pass (a pass ends the auction and {other} plays at "
                "{opening})."
            ),
        )
    return capital(sentence.format(name=me.name, other=other.name, offer=offer, opening=opening))


def _trick_prompt(me: Person, other: Person, card: str) -> str:
    """The prompt of ``me`` to follow ``card``, led by ``other``."""
    if me.second:
        sentence = other.pick(
            _("You led {card}: follow suit, else trump; win the trick if you can."),
            _("{other} led {card}: follow suit, else trump; win the trick if you can."),
        )
    else:
        sentence = other.pick(
            _("You led {card}: follow suit, else trump; win the trick if {name} can."),
            _("{other} led {card}: follow suit, else trump; win the trick if {name} can."),
        )
    return capital(sentence.format(name=me.name, other=other.name, card=card))


def waiting_text(state: RoundState, names: Sequence[str]) -> str:
    """``"Lisa is playing…"``: while the computer acts."""
    seat = state.to_act
    if seat is None:
        return ""
    p = Person.of(seat, names)
    return p.pick(_("You are playing…"), _("{name} is playing…")).format(name=p.subject)


def status_html(
    state: RoundState, totals: Sequence[int], round_number: int, names: Sequence[str]
) -> str:
    """The table's status line: round, game points, widow and discards, trump, the bid.

    ``id="widow-status"`` with ``data-phase`` and ``data-step`` (the number of actions so
    far: a browser test waits on it).
    """
    scores = " – ".join(
        f"{text_html(seat_name(seat, names))} {totals[seat]}" for seat in range(len(totals))
    )
    widow, discards = piles_left(state)
    text = (
        "<b>"
        + text_html(_("Round {number}").format(number=round_number))
        + "</b> · "
        + text_html(_("{scores} (game to {target})")).format(
            scores=scores, target=state.ruleset.target_score
        )
        + " · "
        + text_html(_("widow{nbsp}{widow}, discards{nbsp}{discards}")).format(
            nbsp=NBSP, widow=widow, discards=discards
        )
    )
    if state.trump is not None:
        text += " · " + text_html(_("trump {suit}")).format(suit=state.trump.symbol)
    if state.bidder is not None:
        bidder = Person.of(state.bidder, names)
        text += " · " + text_html(
            bidder.pick(_("bid {bid} by you"), _("bid {bid} by {name}"))
        ).format(bid=state.bid, name=text_html(bidder.name))
    return (
        f'<div class="pl-widow-status" id="widow-status" data-phase="{state.phase.name}" '
        f'data-step="{len(state.history)}">{text}</div>'
    )


def hand_heading(count: int) -> str:
    """``"Your hand"`` and its size, in HTML."""
    size = ngettext("({count} card)", "({count} cards)", count).format(count=count)
    your_hand_text = _("Your hand")
    return f"<b>{text_html(your_hand_text)}</b> {text_html(size)}"


def melds_html(state: RoundState, names: Sequence[str]) -> str:
    """Each player's meld in the widow game (each card in one meld only); ``""`` before."""
    if not state.melds:
        return ""
    parts = []
    for seat, result in enumerate(state.melds):
        kinds = ", ".join(f"{meld_name(m)} {m.points}" for m in result.melds) or _("no meld")
        line = text_html(_("{name}: {points} meld points ({melds})")).format(
            name=text_html(seat_name(seat, names)), points=result.total, melds=text_html(kinds)
        )
        parts.append(f"<li>{line}</li>")
    meld_text = _("Meld")
    each_card_in_one_text = _("(each card in one meld only)")
    return (
        f'<div class="pl-widow-melds"><b>{text_html(meld_text)}</b> '
        f"{text_html(each_card_in_one_text)}"
        f"<ul>{''.join(parts)}</ul></div>"
    )


def score_html(score: RoundScore, names: Sequence[str]) -> str:
    """The round's score as a list (:func:`score_lines`), ``id="widow-score"``."""
    lines = "".join(f"<li>{text_html(line)}</li>" for line in score_lines(score, names))
    title = text_html(_("Score"))
    return f'<div id="widow-score" class="pl-widow-score"><b>{title}</b><ul>{lines}</ul></div>'


def log_html(lines: Sequence[str]) -> str:
    """What just happened, as a list."""
    items = list_items(lines)
    just_now_text = _("Just now")
    return f'<div class="pl-widow-log"><b>{text_html(just_now_text)}</b><ul>{items}</ul></div>'


MESSAGES = {
    "round_over_card": N_("The round is over: {card} stays in your hand."),
    "not_now_card": N_("{card} cannot be played now: the tricks have not started."),
}
"""The widow table's own messages, by key (the controls' are
:data:`~.game_text.GAME_MESSAGES`), marked for the catalogue: translate where shown,
``_(MESSAGES[key]).format(card=...)``."""


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
        lines.append(_team_line(score, team, Person.of(team, names)))
    target = score.ruleset.target_score
    if score.winner is None:
        lines.append(_("Nobody has reached {target} yet: the game goes on.").format(target=target))
    else:
        w = Person.of(score.winner, names)
        total = score.totals[score.winner]
        lines.append(
            w.pick(
                _("You reach {total} and win the game."),
                _("{name} reaches {total} and wins the game."),
            ).format(name=w.subject, total=total)
        )
    return lines


def _team_line(score: RoundScore, team: int, p: Person) -> str:
    """The round's score of ``team`` (played by ``p``), one sentence."""
    line = score.teams[team]
    sums = _("{meld} meld + {tricks} trick points = {made}").format(
        meld=line.meld, tricks=line.trick_points or 0, made=line.points_made
    )
    if line.outcome is Outcome.MADE:
        sentence = p.pick(
            _("You bid {bid} and made {sums}: you add all {delta}."),
            _("{name} bid {bid} and made {sums}: {name} adds all {delta}."),
        )
        return capital(sentence.format(name=p.name, bid=score.bid, sums=sums, delta=line.delta))
    if line.outcome is Outcome.SET:
        loss = -line.delta
        if loss == score.bid:
            why = _("the bid, {loss}").format(loss=loss)
        else:
            why = _("the shortfall, {bid} - {made} = {loss}").format(
                bid=score.bid, made=line.points_made, loss=loss
            )
        sentence = p.pick(
            _("You bid {bid} and made {sums}: you are set and lose {why}."),
            _("{name} bid {bid} and made {sums}: {name} is set and loses {why}."),
        )
        return capital(sentence.format(name=p.name, bid=score.bid, sums=sums, why=why))
    return p.pick(_("You add {sums}."), _("{name} adds {sums}.")).format(name=p.subject, sums=sums)
