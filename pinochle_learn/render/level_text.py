"""Why the computer chose its action, in a sentence (:mod:`pinochle_learn.levels`).

One sentence function per :class:`~pinochle_learn.levels.LevelWhy` code, in :data:`SENTENCES`
(``tests/unit/test_levels.py`` checks every code has one). The subject is the computer seat,
"it"; cards as ``10♠``; points in the counting of the game being played.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..levels import Decision, LevelReason, LevelWhy
from ..seats import Seat
from .i18n import _, ngettext, pgettext
from .markup import text_html
from .meld_sentences import kind_name
from .words import ruleset_title, seat_label, suit_noun

__all__ = [
    "SENTENCES",
    "decision_text",
    "level_chooser_words",
    "level_label",
    "reason_lines",
    "reason_text",
    "seat_results_lines",
    "thinking_html",
]


def _seconds(values: Mapping[str, Any]) -> str:
    """The safety net's seconds (none when the work alone bounded the decision)."""
    budget = values.get("budget")
    return "" if budget is None else f"{float(budget):g}"


def _exact(values: Mapping[str, Any]) -> str:
    return ngettext(
        "It plays the {card}: with best play from here its side takes {points} of the {left} "
        "point left.",
        "It plays the {card}: with best play from here its side takes {points} of the {left} "
        "points left.",
        int(values["left"]),
    ).format(card=values["card"].label, points=values["points"], left=values["left"])


def _estimated(values: Mapping[str, Any]) -> str:
    if values.get("out_of_time"):
        sentence = _(
            "It plays the {card}: the position is known but did not solve within its "
            "{seconds}-second budget, so each card was played out by simple rules to the last "
            "{tail} tricks, solved exactly; with this one its side takes about {points} of the "
            "{left} points left."
        )
    else:
        sentence = _(
            "It plays the {card}: the position is known but too big to solve in time, so each "
            "card was played out by simple rules to the last {tail} tricks, solved exactly; "
            "with this one its side takes about {points} of the {left} points left."
        )
    return sentence.format(
        card=values["card"].label,
        seconds=_seconds(values),
        tail=values["tail"],
        points=values["points"],
        left=values["left"],
    )


def _sampled(values: Mapping[str, Any]) -> str:
    deals = int(values["deals"])
    if values.get("out_of_time"):
        sentence = ngettext(
            "It plays the {card}: its {seconds}-second budget ran out after {deals} sampled "
            "deal of the hidden cards; this card did best in {best} of them, taking {points} "
            "points on average.",
            "It plays the {card}: its {seconds}-second budget ran out after {deals} sampled "
            "deals of the hidden cards; this card did best in {best} of them, taking {points} "
            "points on average.",
            deals,
        )
    else:
        sentence = ngettext(
            "It plays the {card}: in {best} of the {deals} deal of the hidden cards it sampled "
            "and solved, this card did best, taking {points} points on average.",
            "It plays the {card}: in {best} of the {deals} deals of the hidden cards it sampled "
            "and solved, this card did best, taking {points} points on average.",
            deals,
        )
    return sentence.format(
        card=values["card"].label,
        seconds=_seconds(values),
        deals=deals,
        best=values["best_in"],
        points=values["points"],
    )


def _build(values: Mapping[str, Any]) -> str:
    return _(
        "It keeps the card it drew: over {samples} random ways to finish its hand from the "
        "cards it does not hold, keeping it leaves a hand worth {kept} points on average "
        "(best meld and counters), discarding it {discarded}."
    ).format(
        samples=values["samples"],
        kept=values["kept"],
        discarded=values["discarded"],
    )


def _build_discard(values: Mapping[str, Any]) -> str:
    return _(
        "It discards the card it drew: over {samples} random ways to finish its hand from the "
        "cards it does not hold, keeping it leaves a hand worth {kept} points on average "
        "(best meld and counters), discarding it {discarded}."
    ).format(
        samples=values["samples"],
        kept=values["kept"],
        discarded=values["discarded"],
    )


def _widow_bid(values: Mapping[str, Any]) -> str:
    return _(
        "It bids {bid}: with {suit} trump it expects about {total} ({meld} meld and about "
        "{tricks} in tricks, played out from the two known hands), and any bid up to "
        "{ceiling} is worth more to it than passing."
    ).format(
        bid=values["bid"],
        suit=suit_noun(values["trump"]),
        total=values["total"],
        meld=values["meld"],
        tricks=values["tricks"],
        ceiling=values["ceiling"],
    )


def _widow_pass(values: Mapping[str, Any]) -> str:
    return _(
        "It passes, leaving the other player the contract at {standing}: its best is about "
        "{total} with {suit} trump ({meld} meld and about {tricks} in tricks), and no bid is "
        "worth more to it than that."
    ).format(
        standing=values["standing"],
        suit=suit_noun(values["trump"]),
        total=values["total"],
        meld=values["meld"],
        tricks=values["tricks"],
    )


def _widow_trump(values: Mapping[str, Any]) -> str:
    return _(
        "It names {suit} trump: {meld} meld and about {tricks} in tricks, about {total} "
        "against its bid of {bid}, the best of the four suits."
    ).format(
        suit=suit_noun(values["trump"]),
        meld=values["meld"],
        tricks=values["tricks"],
        total=values["total"],
        bid=values["bid"],
    )


def _stock_meld(values: Mapping[str, Any]) -> str:
    return ngettext(
        "It lays down the {meld} for {points}: it expects to win {turns} of the {left} trick "
        "still to play while the stock lasts, and this meld now plus the best melds it can add "
        "on the tricks it wins is worth the most (on a tie: more points now, then more "
        "counters kept free for tricks).",
        "It lays down the {meld} for {points}: it expects to win {turns} of the {left} tricks "
        "still to play while the stock lasts, and this meld now plus the best melds it can add "
        "on the tricks it wins is worth the most (on a tie: more points now, then more "
        "counters kept free for tricks).",
        int(values["left"]),
    ).format(
        meld=kind_name(values["kind"]),
        points=values["points"],
        turns=values["turns"],
        left=values["left"],
    )


def _stock_no_meld(values: Mapping[str, Any]) -> str:
    return ngettext(
        "It lays down no meld now: it expects to win {turns} of the {left} trick still to "
        "play while the stock lasts, and the best melds it can lay down on it are worth more "
        "than any meld now.",
        "It lays down no meld now: it expects to win {turns} of the {left} tricks still to "
        "play while the stock lasts, and the best melds it can lay down on those it wins are "
        "worth more than any meld now.",
        int(values["left"]),
    ).format(turns=values["turns"], left=values["left"])


def _plain_stock_lead(deals: int, out_of_time: bool) -> str:
    if out_of_time:
        return ngettext(
            "It plays the {card}, the learner level's card: its {seconds}-second budget ran "
            "out after {deals} sampled deal of the hidden hand and stock, each played out to "
            "the end of the round, and no other card did clearly better.",
            "It plays the {card}, the learner level's card: its {seconds}-second budget ran "
            "out after {deals} sampled deals of the hidden hand and stock, each played out to "
            "the end of the round, and no other card did clearly better.",
            deals,
        )
    return ngettext(
        "It plays the {card}, the learner level's card: in the {deals} deal of the hidden hand "
        "and stock it sampled and played out to the end of the round, no other card did "
        "clearly better.",
        "It plays the {card}, the learner level's card: in the {deals} deals of the hidden "
        "hand and stock it sampled and played out to the end of the round, no other card did "
        "clearly better.",
        deals,
    )


def _stock_sampled(values: Mapping[str, Any]) -> str:
    """The strong card while the stock lasts: best in N of M deals played out."""
    deals, margin = int(values["deals"]), int(values["margin"])
    if values.get("plain"):
        lead = _plain_stock_lead(deals, bool(values.get("out_of_time")))
    elif values.get("out_of_time"):
        lead = ngettext(
            "It plays the {card}: its {seconds}-second budget ran out after {deals} sampled "
            "deal of the hidden hand and stock, each played out to the end of the round; this "
            "card did best in {best} of them.",
            "It plays the {card}: its {seconds}-second budget ran out after {deals} sampled "
            "deals of the hidden hand and stock, each played out to the end of the round; this "
            "card did best in {best} of them.",
            deals,
        )
    else:
        lead = ngettext(
            "It plays the {card}: best in {best} of the {deals} deal of the hidden hand and stock "
            "it sampled and played out to the end of the round.",
            "It plays the {card}: best in {best} of the {deals} deals of the hidden hand and stock "
            "it sampled and played out to the end of the round.",
            deals,
        )
    if margin >= 0:
        tail = ngettext(
            "With it, it scores {points} point more than its opponent from here on average "
            "(meld and counters).",
            "With it, it scores {points} points more than its opponent from here on average "
            "(meld and counters).",
            margin,
        )
    else:
        tail = ngettext(
            "With it, it scores {points} point less than its opponent from here on average "
            "(meld and counters).",
            "With it, it scores {points} points less than its opponent from here on average "
            "(meld and counters).",
            -margin,
        )
    card = values["card"].label
    first = lead.format(card=card, seconds=_seconds(values), deals=deals, best=values["best_in"])
    return f"{first} {tail.format(points=abs(margin))}"


def _trump_words(values: Mapping[str, Any]) -> dict[str, Any]:
    trump = values["trump"]
    return {"symbol": trump.symbol, "suit": suit_noun(trump)}


def _bid(values: Mapping[str, Any]) -> str:
    return ngettext(
        "It bids {bid}: with {symbol} {suit} trump it expects {expected} and makes {bid} in "
        "{made} of the {deals} deal it sampled; it would bid up to {limit}.",
        "It bids {bid}: with {symbol} {suit} trump it expects {expected} and makes {bid} in "
        "{made} of the {deals} deals it sampled; it would bid up to {limit}.",
        int(values["deals"]),
    ).format_map({**values, **_trump_words(values)})


def _bid_pass(values: Mapping[str, Any]) -> str:
    if values.get("bid") is None:
        return _("It passes: it may not bid.")
    return ngettext(
        "It passes: at {bid}, with {symbol} {suit} trump, it expects {expected} and makes the "
        "bid in {made} of the {deals} deal it sampled; letting the other side have the "
        "contract costs it less.",
        "It passes: at {bid}, with {symbol} {suit} trump, it expects {expected} and makes the "
        "bid in {made} of the {deals} deals it sampled; letting the other side have the "
        "contract costs it less.",
        int(values["deals"]),
    ).format_map({**values, **_trump_words(values)})


def _partner_holds(values: Mapping[str, Any]) -> str:
    return ngettext(
        "It passes and leaves the contract with its partner: it bids over its partner only "
        "when its hand expects {margin} more than the next bid, {bid}, and bidding is worth "
        "more than passing; with {symbol} {suit} trump it expects {expected} in the {deals} "
        "deal it sampled.",
        "It passes and leaves the contract with its partner: it bids over its partner only "
        "when its hand expects {margin} more than the next bid, {bid}, and bidding is worth "
        "more than passing; with {symbol} {suit} trump it expects {expected} in the {deals} "
        "deals it sampled.",
        int(values["deals"]),
    ).format_map({**values, **_trump_words(values)})


def _trump_ev(values: Mapping[str, Any]) -> str:
    return ngettext(
        "It names {symbol} {suit} trump: with it its side expects {expected} and makes the bid "
        "of {bid} in {made} of the {deals} deal it sampled, the best of the four suits.",
        "It names {symbol} {suit} trump: with it its side expects {expected} and makes the bid "
        "of {bid} in {made} of the {deals} deals it sampled, the best of the four suits.",
        int(values["deals"]),
    ).format_map({**values, **_trump_words(values)})


def _pass_ev(values: Mapping[str, Any]) -> str:
    cards = " ".join(c.label for c in values["cards"])
    if values.get("next_margin") is None:
        sentence = _(
            "It passes {cards}: played out in {deals} sampled deals, its side's score less the "
            "other side's is {margin} points on average."
        )
    else:
        sentence = _(
            "It passes {cards}: of the {candidates} sets of cards it weighed, each played out "
            "in {deals} sampled deals, these give its side the best score less the other "
            "side's, {margin} points on average (the next best set: {next})."
        )
    return sentence.format(
        cards=cards,
        deals=values["deals"],
        candidates=values["candidates"],
        margin=values["margin"],
        next=values.get("next_margin"),
    )


def _throw_in_ev(values: Mapping[str, Any]) -> str:
    return ngettext(
        "It throws the hand in: the bid of {bid} is more than its side's meld, {meld}, plus "
        "{margin}, so it is set either way; played, the other side would score {played} on "
        "average in the {deals} deal it sampled, thrown in only its meld, {their_meld}.",
        "It throws the hand in: the bid of {bid} is more than its side's meld, {meld}, plus "
        "{margin}, so it is set either way; played, the other side would score {played} on "
        "average in the {deals} deals it sampled, thrown in only its meld, {their_meld}.",
        int(values["deals"]),
    ).format(**values)


def _play_on_ev(values: Mapping[str, Any]) -> str:
    return ngettext(
        "It plays on: the bid of {bid} is more than its side's meld, {meld}, plus {margin}, so "
        "it is set either way; played, the other side scores {played} on average in the "
        "{deals} deal it sampled, less than its meld, {their_meld}, that a throw-in gives it.",
        "It plays on: the bid of {bid} is more than its side's meld, {meld}, plus {margin}, so "
        "it is set either way; played, the other side scores {played} on average in the "
        "{deals} deals it sampled, less than its meld, {their_meld}, that a throw-in gives it.",
        int(values["deals"]),
    ).format(**values)


SENTENCES: dict[LevelWhy, Callable[[Mapping[str, Any]], str]] = {
    LevelWhy.LEARNER: lambda values: _("It follows the learner level's few plain rules."),
    LevelWhy.LIKE_LEARNER: lambda values: _(
        "The strong level plays this step like the learner level for now."
    ),
    LevelWhy.NOT_SOLVED: lambda values: _(
        "The strong level plays {game} like the learner level: the solver does not take this game."
    ).format(game=ruleset_title(str(values["game"]))),
    LevelWhy.ONLY_CARD: lambda values: _("It plays the {card}: its only legal card.").format(
        card=values["card"].label
    ),
    LevelWhy.EXACT: _exact,
    LevelWhy.ESTIMATED: _estimated,
    LevelWhy.SAMPLED: _sampled,
    LevelWhy.BUILD_KEEP: _build,
    LevelWhy.BUILD_DISCARD: _build_discard,
    LevelWhy.BUILD_LAST: lambda values: _(
        "It keeps the last card of the widow: the rules leave no choice."
    ),
    LevelWhy.WIDOW_BID: _widow_bid,
    LevelWhy.WIDOW_PASS: _widow_pass,
    LevelWhy.WIDOW_TRUMP: _widow_trump,
    LevelWhy.STOCK_MELD: _stock_meld,
    LevelWhy.STOCK_NO_MELD: _stock_no_meld,
    LevelWhy.STOCK_SAMPLED: _stock_sampled,
    LevelWhy.BID: _bid,
    LevelWhy.BID_PASS: _bid_pass,
    LevelWhy.PARTNER_HOLDS: _partner_holds,
    LevelWhy.TRUMP_EV: _trump_ev,
    LevelWhy.PASS_EV: _pass_ev,
    LevelWhy.THROW_IN_EV: _throw_in_ev,
    LevelWhy.PLAY_ON_EV: _play_on_ev,
}
"""The sentence of each code, filled with the reason's values."""


def reason_text(reason: LevelReason) -> str:
    """The sentence of a decision's reason, in the current language.

    Examples
    --------
    >>> from pinochle_learn import Card
    >>> from pinochle_learn.render.i18n import speaking
    >>> reason = LevelReason(LevelWhy.SAMPLED, {"card": Card.parse("S10"), "deals": 30,
    ...     "best_in": 24, "points": 62, "left": 130, "out_of_time": False, "budget": 1.0})
    >>> with speaking("en"):
    ...     text = reason_text(reason)
    >>> text[:66]
    'It plays the 10♠: in 24 of the 30 deals of the hidden cards it sam'
    >>> text[66:]
    'pled and solved, this card did best, taking 62 points on average.'
    """
    return SENTENCES[reason.code](reason.values)


def decision_text(decision: Decision) -> str:
    """:func:`reason_text` of a :class:`~pinochle_learn.levels.Decision`."""
    return reason_text(decision.reason)


def level_label(level: str) -> str:
    """The name of a computer level (:data:`~pinochle_learn.levels.LEVELS`) on the table's
    chooser: ``"Learner"``, ``"Strong"``.

    Raises
    ------
    KeyError
        ``level`` is none of the levels.

    >>> level_label("strong")
    'Strong'
    """
    labels = {
        "learner": pgettext("a level of the computer players", "Learner"),
        "strong": pgettext("a level of the computer players", "Strong"),
    }
    return labels[level]


def level_chooser_words() -> tuple[str, str]:
    """The table's level chooser: its label and its tooltip."""
    return (
        _("Computer"),
        _(
            "How the computer players play. Learner: a few plain rules. Strong: in the tricks "
            "it works out its card by solving deals of the cards it cannot see, and says why."
        ),
    )


def thinking_html(element_id: str) -> str:
    """ "The computer is thinking" under a table, while a strong card is worked out: shown
    only when it takes more than a moment (``pl-thinking``: CSS fades it in after 0.3 s).

    >>> thinking_html("pl-round-thinking")[:60]
    '<div class="pl-thinking" id="pl-round-thinking" role="status'
    """
    text = _("The computer is thinking…")
    return (
        f'<div class="pl-thinking" id="{text_html(element_id)}" role="status">'
        f"{text_html(text)}</div>"
    )


def reason_lines(reasons: Sequence[LevelReason | None]) -> list[str | None]:
    """The sentence to show under each computer action of a table's log, one per reason:
    ``None`` for a learner's action, a learner-level move (its rules are the lesson's) and a
    sentence already said above in the same log (the strong level's "like the learner" for
    each bid of an auction is said once).

    >>> from pinochle_learn.levels import LevelReason, LevelWhy
    >>> same = LevelReason(LevelWhy.LIKE_LEARNER, {"phase": "AUCTION"})
    >>> [line is None for line in reason_lines([None, same, same, LevelReason(LevelWhy.LEARNER)])]
    [True, False, True, True]
    """
    said: set[str] = set()
    out: list[str | None] = []
    for reason in reasons:
        if reason is None or reason.code is LevelWhy.LEARNER:
            out.append(None)
            continue
        text = reason_text(reason)
        out.append(None if text in said else text)
        said.add(text)
    return out


def seat_results_lines(levels: Mapping[Seat, str], totals: Mapping[Seat, int]) -> list[str]:
    """The lines of ``pinochle-learn simulate`` for each seat of ``totals`` (in its order):
    the seat, its computer level (``levels``; a seat not named plays learner) and the game
    points its side scored over the run (partners show the same number), after a heading.

    >>> from pinochle_learn.seats import Seat
    >>> for line in seat_results_lines({Seat.EAST: "strong"}, {Seat.NORTH: -30, Seat.EAST: 1}):
    ...     print(line)
    each seat, its level and its side's game points:
      North (Learner): -30 game points
      East (Strong): 1 game point
    """
    lines = [_("each seat, its level and its side's game points:")]
    for seat, points in totals.items():
        line = ngettext(
            "{seat} ({level}): {points} game point",
            "{seat} ({level}): {points} game points",
            abs(points),
        ).format(
            seat=seat_label(seat), level=level_label(levels.get(seat, "learner")), points=points
        )
        lines.append(f"  {line}")
    return lines
