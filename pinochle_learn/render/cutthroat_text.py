"""Words for three-hand cutthroat at a table: the status line, prompts, the widow shown, the
bury, the melds and the score, each player a side of their own.

The engine gives actions, states and scores as data; these functions make the sentences a
learner reads while playing THREE_HAND_CUTTHROAT (``docs/rules.md``, ``#cutthroat.*``), with
the person chosen here ("You bury", "Lisa buries"). What a player may not see stays hidden: the
cards another bid winner buries. The widow is shown face up to all once the bid winner takes
it (``#cutthroat.widow``).

Examples
--------
>>> from pinochle_learn import THREE_HAND_CUTTHROAT, Seat, RoundState, deal_from_seed
>>> state = RoundState(THREE_HAND_CUTTHROAT, Seat.EAST)  # Lisa deals: you bid first
>>> state = state.apply(deal_from_seed(4, Seat.EAST, THREE_HAND_CUTTHROAT))
>>> names = ("Bill", "Lisa", "You")
>>> cutthroat_prompt(state, Seat.SOUTH, names).split(":")[0]
'Your bid'
>>> cutthroat_centre_note(state, Seat.SOUTH, names)
'widow\\xa03 face down'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action, Deal
from ..cards import Card
from ..procedure import Phase
from ..scoring import RoundScore
from ..seats import Seat
from ..state import RoundState
from .action_sentences import action_sentence, people_of
from .bid_text import opening_offer, raise_offer
from .i18n import _, ngettext
from .markup import NBSP, list_items, text_html
from .meld_sentences import meld_name
from .person import Person, capital
from .score_sentences import Side, game_text, score_sentence

__all__ = [
    "bury_counted_sentence",
    "bury_try_sentence",
    "cutthroat_centre_note",
    "cutthroat_event_lines",
    "cutthroat_log_html",
    "cutthroat_melds_html",
    "cutthroat_prompt",
    "cutthroat_score_html",
    "cutthroat_score_lines",
    "cutthroat_status_html",
    "widow_cards",
    "widow_shown_sentence",
]


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(c.label for c in cards)


def widow_cards(state: RoundState) -> tuple[Card, ...]:
    """The widow's cards as dealt (the deal's face-down cards), ``()`` before the deal."""
    for action in state.history:
        if isinstance(action, Deal):
            return action.stock
    return ()


def _widow_taken(state: RoundState) -> bool:
    return bool(widow_cards(state)) and not state.stock and state.bidder is not None


def widow_shown_sentence(state: RoundState, names: Sequence[str]) -> str:
    """``"Lisa turns the widow face up for all to see, A♥ 10♠ Q♠, and takes it: 18 cards."``
    (``#cutthroat.widow``); ``""`` while the widow lies face down."""
    if not _widow_taken(state) or state.bidder is None:
        return ""
    p = Person.of(state.bidder, names)
    held = len(state.hands[state.bidder]) + len(state.buried)
    sentence = p.pick(
        _("You turn the widow face up for all to see, {cards}, and take it: {count} cards."),
        _("{name} turns the widow face up for all to see, {cards}, and takes it: {count} cards."),
    )
    return sentence.format(name=p.subject, cards=_cards(widow_cards(state)), count=held)


def bury_try_sentence(count: int, reason: str) -> str:
    """``"Bury 3 cards? Legal."``: a bury of ``count`` cards tried, and the engine's answer
    (``reason``: :func:`~pinochle_learn.render.refusals.reason_text`, without a full stop)."""
    return ngettext("Bury {count} card? {reason}.", "Bury {count} cards? {reason}.", count).format(
        count=count, reason=reason
    )


def cutthroat_event_lines(
    action: Action,
    before: RoundState,
    after: RoundState,
    learner: Seat,
    names: Sequence[str],
    *,
    show_all: bool = False,
) -> list[str]:
    """One action in words as ``learner`` saw it (``show_all``: every card named, another
    player's bury too), then the widow shown when that action ended the auction (the widow is
    taken as the auction is won)."""
    eyes = None if show_all else learner
    lines = [action_sentence(action, before, people_of(names), learner=eyes)]
    if before.stock and not after.stock and after.bidder is not None:
        lines.append(widow_shown_sentence(after, names))
    return lines


def cutthroat_centre_note(state: RoundState, learner: Seat, names: Sequence[str]) -> str:
    """The middle of the felt: the widow face down during the auction, face up (named) while
    the bid winner names trump and buries; ``""`` in the tricks."""
    if state.stock and state.phase in (Phase.DEAL, Phase.AUCTION):
        return _("widow{nbsp}{count} face down").format(nbsp=NBSP, count=len(state.stock))
    if _widow_taken(state) and state.phase in (Phase.TRUMP, Phase.BURY):
        cards = NBSP.join(c.label for c in widow_cards(state))
        return _("widow:{nbsp}{cards}").format(nbsp=NBSP, cards=cards)
    return ""


def _auction_prompt(state: RoundState, names: Sequence[str]) -> str:
    auction = state.auction
    seat = state.to_act
    if auction is None or seat is None:
        return ""
    me = Person.of(seat, names)
    current = auction.current_bid
    if current is None:
        return me.pick(
            _(
                "Your bid: {offer}, or pass (a player who passes is out of the auction; "
                "the widow goes to the bid winner)."
            ),
            _(
                "{name}'s bid: {offer}, or pass (a player who passes is out of the auction; "
                "the widow goes to the bid winner)."
            ),
        ).format(name=me.subject, offer=opening_offer(state.ruleset))
    leader = auction.high_bidder
    who = Person.of(leader, names).name if leader is not None else _("the high bidder")
    return _(
        "The bid is {bid} ({who}). {raise_offer}, or pass: a player who passes is out of the "
        "auction."
    ).format(bid=current, who=who, raise_offer=capital(raise_offer(auction)))


def cutthroat_prompt(state: RoundState, learner: Seat, names: Sequence[str]) -> str:
    """What ``learner`` is asked now, or what the table waits for; ``""`` once the round is over.

    The prompts of the auction, trump, the bury (``#cutthroat.bury``: exactly as many cards as
    the widow held, any cards, their counters yours) and the tricks.
    """
    seat = state.to_act
    if seat is None or state.is_over:
        return ""
    if seat != learner:
        other = Person.of(seat, names)
        return other.pick(_("You are playing…"), _("{name} is playing…")).format(name=other.subject)
    me = Person.of(seat, names)
    phase, need = state.phase, state.ruleset.kitty
    if phase is Phase.AUCTION:
        return _auction_prompt(state, names)
    if phase is Phase.TRUMP:
        return me.pick(
            _("You won the auction at {bid} and took the widow ({cards}): name trump."),
            _("{name} won the auction at {bid} and took the widow ({cards}): name trump."),
        ).format(name=me.subject, bid=state.bid, cards=_cards(widow_cards(state)))
    if phase is Phase.BURY:
        return _(
            "Bury {need} of your {count} cards face down: click them in your hand, then press "
            "Bury. Any {need} cards, trump and meld included; their counters count for you, "
            "and your meld is counted from the {keep} you keep."
        ).format(need=need, count=len(state.hands[seat]), keep=state.ruleset.hand_size)
    if phase is Phase.TRICKS and state.trick is not None:
        led = state.trick.cards
        if not led:
            return me.pick(_("Your lead: any card."), _("{name}'s lead: any card.")).format(
                name=me.subject
            )
        return me.pick(
            _("{card} was led: follow suit, else trump; win the trick if you can."),
            _("{card} was led: follow suit, else trump; win the trick if {name} can."),
        ).format(name=me.name, card=led[0].label)
    return ""


def cutthroat_status_html(
    state: RoundState, totals: Sequence[int], round_number: int, names: Sequence[str]
) -> str:
    """The status line: round, each player's game points, the widow, trump, the bid.

    ``id="cutthroat-status"`` with ``data-phase`` and ``data-step`` (the actions so far: a
    browser waits on it). ``totals`` is one figure a side, each side one player
    (``#cutthroat.seats``).
    """
    rules = state.ruleset
    scores = " · ".join(
        f"{text_html(names[rules.sides[side][0]])}{NBSP}{total}"
        for side, total in enumerate(totals)
    )
    round_number_text = _("Round {number}")
    text = f"<b>{text_html(round_number_text.format(number=round_number))}</b> · " + text_html(
        _("{scores} (game to {target})")
    ).format(scores=scores, target=rules.target_score)
    if state.stock:
        text += " · " + text_html(_("widow{nbsp}{count} face down")).format(
            nbsp=NBSP, count=len(state.stock)
        )
    if state.trump is not None:
        text += " · " + text_html(_("trump {suit}")).format(suit=state.trump.symbol)
    if state.bidder is not None:
        text += " · " + text_html(_("bid {bid} by {name}")).format(
            bid=state.bid, name=text_html(names[state.bidder])
        )
    return (
        f'<div class="pl-cutthroat-status" id="cutthroat-status" data-phase="{state.phase.name}" '
        f'data-step="{len(state.history)}">{text}</div>'
    )


def cutthroat_melds_html(state: RoundState, names: Sequence[str]) -> str:
    """Each player's meld from the cards they keep; ``""`` before the meld."""
    if not state.melds:
        return ""
    parts = []
    for seat, result in enumerate(state.melds):
        kinds = ", ".join(f"{meld_name(m)} {m.points}" for m in result.melds) or _("no meld")
        line = text_html(_("{name}: {points} meld points ({melds})")).format(
            name=text_html(names[seat]), points=result.total, melds=text_html(kinds)
        )
        parts.append(f"<li>{line}</li>")
    title = text_html(_("Meld"))
    return f'<div class="pl-cutthroat-melds"><b>{title}</b><ul>{"".join(parts)}</ul></div>'


def cutthroat_score_lines(score: RoundScore, names: Sequence[str]) -> list[str]:
    """The round's score for each player, the bid winner first, then the game
    (``#cutthroat.made``, ``#cutthroat.set``, ``#cutthroat.defenders``,
    ``#cutthroat.no-tricks``, ``#cutthroat.target``).

    Examples
    --------
    >>> from pinochle_learn import THREE_HAND_CUTTHROAT, score_round
    >>> s = score_round(THREE_HAND_CUTTHROAT, bid=300, bidding_team=2, meld=(60, 30, 150),
    ...                 tricks=(60, 0, 190))
    >>> for line in cutthroat_score_lines(s, ("Bill", "Lisa", "You")):
    ...     print(line)  # doctest: +NORMALIZE_WHITESPACE
    You made your bid of 300: 150 meld + 190 trick points = 340, so you add all 340.
    Bill took trick points, so their meld counts: they add 60 meld + 60 trick points = 120.
    Lisa took no trick points (no counter and not the last trick), so they score nothing: their
    30 meld does not count.
    No player has reached 1500: the game goes on.
    """
    rules = score.ruleset
    sides = tuple(
        Side(names[rules.sides[side][0]], person=True) for side in range(len(score.teams))
    )
    order = [score.bidding_team] + [s for s in range(len(score.teams)) if s != score.bidding_team]
    lines = [score_sentence(score.teams[side].reason, sides[side]) for side in order]
    lines.append(game_text(score.game_reason, sides))
    return lines


def bury_counted_sentence(state: RoundState, names: Sequence[str]) -> str:
    """Once the round is over, the buried cards turned up and what they counted for the bid
    winner (``#cutthroat.bury``, ``#cutthroat.counting``); ``""`` with no bury.

    Examples
    --------
    >>> from pinochle_learn import THREE_HAND_CUTTHROAT, Bid, Bury, DeclareTrump, Pass, Suit
    >>> from pinochle_learn import deal_from_seed
    >>> state = RoundState(THREE_HAND_CUTTHROAT, Seat.EAST)
    >>> state = state.apply(deal_from_seed(4, Seat.EAST, THREE_HAND_CUTTHROAT))
    >>> for action in (Bid(Seat.SOUTH, 250), Pass(Seat.NORTH), Pass(Seat.EAST),
    ...                DeclareTrump(Seat.SOUTH, Suit.SPADES)):
    ...     state = state.apply(action)
    >>> held = state.hands[Seat.SOUTH].cards[:3]
    >>> bury_counted_sentence(state.apply(Bury(Seat.SOUTH, held)), ("Bill", "Lisa", "You"))
    'The bury, Q♠ 9♠ A♥, held 10 counter points: counted in your trick points.'
    """
    if not state.buried or state.bidder is None:
        return ""
    p = Person.of(state.bidder, names)
    points = sum(state.ruleset.counter_points.get(c.rank, 0) for c in state.buried)
    sentence = p.pick(
        ngettext(
            "The bury, {cards}, held {points} counter point: counted in your trick points.",
            "The bury, {cards}, held {points} counter points: counted in your trick points.",
            points,
        ),
        ngettext(
            "The bury, {cards}, held {points} counter point: counted in {name}'s trick points.",
            "The bury, {cards}, held {points} counter points: counted in {name}'s trick points.",
            points,
        ),
    )
    return sentence.format(name=p.name, cards=_cards(state.buried), points=points)


def cutthroat_score_html(
    score: RoundScore, names: Sequence[str], state: RoundState | None = None
) -> str:
    """The round's score as a list (:func:`cutthroat_score_lines`), ``id="cutthroat-score"``;
    with the round's ``state``, the bury's count first (:func:`bury_counted_sentence`)."""
    bury = bury_counted_sentence(state, names) if state is not None else ""
    lines = "".join(
        f"<li>{text_html(line)}</li>"
        for line in ([bury] if bury else []) + cutthroat_score_lines(score, names)
    )
    title = text_html(_("Score"))
    return (
        f'<div id="cutthroat-score" class="pl-cutthroat-score"><b>{title}</b><ul>{lines}</ul></div>'
    )


def cutthroat_log_html(lines: Sequence[str]) -> str:
    """What just happened, as a list (``class="pl-cutthroat-log"``)."""
    items = list_items(lines)
    title = text_html(_("Just now"))
    return f'<div class="pl-cutthroat-log"><b>{title}</b><ul>{items}</ul></div>'
