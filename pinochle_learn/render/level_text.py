"""Why the computer chose its action, in a sentence (:mod:`pinochle_learn.levels`).

Each :class:`~pinochle_learn.levels.LevelWhy` code reads as a msgid in the table ``_MSGIDS``
(keyed by the code and, for the few codes that say it several ways, a variant): one sentence
marked ``N_``, or a plural pair marked ``N_plural`` with the name of the value that decides the
form. One function, :func:`_said`, translates it and fills it with the words of the reason's
values (:func:`_words`: a card as ``10♠``, trump as its suit's name and symbol, a meld kind's
name, the budget in seconds); the codes that choose among variants by their values have a
function in :data:`SENTENCES` that picks the key (``tests/unit/test_levels.py`` checks every
code has one). The subject is the computer seat, "it"; points in the counting of the game
being played.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..levels import Decision, LevelReason, LevelWhy
from ..seats import Seat
from .i18n import N_, N_plural, _, ngettext, pgettext
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

Key = tuple[LevelWhy, str | None]
"""A key of ``_MSGIDS``: the code and its variant (``None``: the code's only or usual way;
``"late"``: its budget ran out first; ``"plain"``: the learner level's card)."""

Msgid = str | tuple[tuple[str, str], str]
"""A sentence (``N_``), or a plural pair (``N_plural``) and the value whose count picks the
form."""

_MSGIDS: dict[Key, Msgid] = {
    (LevelWhy.LEARNER, None): N_("It follows the learner level's few plain rules."),
    (LevelWhy.LIKE_LEARNER, None): N_(
        "The strong level plays this step like the learner level for now."
    ),
    (LevelWhy.NOT_SOLVED, None): N_(
        "The strong level plays {game} like the learner level: the solver does not take this game."
    ),
    (LevelWhy.ONLY_CARD, None): N_("It plays the {card}: its only legal card."),
    (LevelWhy.EXACT, None): (
        N_plural(
            "It plays the {card}: with best play from here its side takes {points} of the {left} "
            "point left.",
            "It plays the {card}: with best play from here its side takes {points} of the {left} "
            "points left.",
        ),
        "left",
    ),
    (LevelWhy.ESTIMATED, "late"): N_(
        "It plays the {card}: the position is known but did not solve within its "
        "{seconds}-second budget, so each card was played out by simple rules to the last "
        "{tail} tricks, solved exactly; with this one its side takes about {points} of the "
        "{left} points left."
    ),
    (LevelWhy.ESTIMATED, None): N_(
        "It plays the {card}: the position is known but too big to solve in time, so each "
        "card was played out by simple rules to the last {tail} tricks, solved exactly; "
        "with this one its side takes about {points} of the {left} points left."
    ),
    (LevelWhy.SAMPLED, "late"): (
        N_plural(
            "It plays the {card}: its {seconds}-second budget ran out after {deals} sampled "
            "deal of the hidden cards; this card did best in {best} of them, taking {points} "
            "points on average.",
            "It plays the {card}: its {seconds}-second budget ran out after {deals} sampled "
            "deals of the hidden cards; this card did best in {best} of them, taking {points} "
            "points on average.",
        ),
        "deals",
    ),
    (LevelWhy.SAMPLED, None): (
        N_plural(
            "It plays the {card}: in {best} of the {deals} deal of the hidden cards it sampled "
            "and solved, this card did best, taking {points} points on average.",
            "It plays the {card}: in {best} of the {deals} deals of the hidden cards it sampled "
            "and solved, this card did best, taking {points} points on average.",
        ),
        "deals",
    ),
    (LevelWhy.BUILD_KEEP, None): N_(
        "It keeps the card it drew: over {samples} random ways to finish its hand from the "
        "cards it does not hold, keeping it leaves a hand worth {kept} points on average "
        "(best meld and counters), discarding it {discarded}."
    ),
    (LevelWhy.BUILD_DISCARD, None): N_(
        "It discards the card it drew: over {samples} random ways to finish its hand from the "
        "cards it does not hold, keeping it leaves a hand worth {kept} points on average "
        "(best meld and counters), discarding it {discarded}."
    ),
    (LevelWhy.BUILD_LAST, None): N_(
        "It keeps the last card of the widow: the rules leave no choice."
    ),
    (LevelWhy.WIDOW_BID, None): N_(
        "It bids {bid}: with {suit} trump it expects about {total} ({meld} meld and about "
        "{tricks} in tricks, played out from the two known hands), and any bid up to "
        "{ceiling} is worth more to it than passing."
    ),
    (LevelWhy.WIDOW_PASS, None): N_(
        "It passes, leaving the other player the contract at {standing}: its best is about "
        "{total} with {suit} trump ({meld} meld and about {tricks} in tricks), and no bid is "
        "worth more to it than that."
    ),
    (LevelWhy.WIDOW_TRUMP, None): N_(
        "It names {suit} trump: {meld} meld and about {tricks} in tricks, about {total} "
        "against its bid of {bid}, the best of the four suits."
    ),
    (LevelWhy.STOCK_MELD, None): (
        N_plural(
            "It lays down the {meld} for {points}: it expects to win {turns} of the {left} trick "
            "still to play while the stock lasts, and this meld now plus the best melds it can "
            "add on the tricks it wins is worth the most (on a tie: more points now, then more "
            "counters kept free for tricks).",
            "It lays down the {meld} for {points}: it expects to win {turns} of the {left} "
            "tricks still to play while the stock lasts, and this meld now plus the best melds "
            "it can add on the tricks it wins is worth the most (on a tie: more points now, "
            "then more counters kept free for tricks).",
        ),
        "left",
    ),
    (LevelWhy.STOCK_MELD, "none left"): N_(
        "It lays down the {meld} for {points}: no trick is left to play while the stock lasts, "
        "so this meld turn is its last, and this meld is worth the most."
    ),
    (LevelWhy.STOCK_NO_MELD, None): (
        N_plural(
            "It lays down no meld now: it expects to win {turns} of the {left} trick still to "
            "play while the stock lasts, and the best melds it can lay down on it are worth "
            "more than any meld now.",
            "It lays down no meld now: it expects to win {turns} of the {left} tricks still to "
            "play while the stock lasts, and the best melds it can lay down on those it wins "
            "are worth more than any meld now.",
        ),
        "left",
    ),
    (LevelWhy.STOCK_SAMPLED, "plain late"): (
        N_plural(
            "It plays the {card}, the learner level's card: its {seconds}-second budget ran "
            "out after {deals} sampled deal of the hidden hand and stock, each played out to "
            "the end of the round, and no other card did clearly better.",
            "It plays the {card}, the learner level's card: its {seconds}-second budget ran "
            "out after {deals} sampled deals of the hidden hand and stock, each played out to "
            "the end of the round, and no other card did clearly better.",
        ),
        "deals",
    ),
    (LevelWhy.STOCK_SAMPLED, "plain"): (
        N_plural(
            "It plays the {card}, the learner level's card: in the {deals} deal of the hidden "
            "hand and stock it sampled and played out to the end of the round, no other card "
            "did clearly better.",
            "It plays the {card}, the learner level's card: in the {deals} deals of the hidden "
            "hand and stock it sampled and played out to the end of the round, no other card "
            "did clearly better.",
        ),
        "deals",
    ),
    (LevelWhy.STOCK_SAMPLED, "late"): (
        N_plural(
            "It plays the {card}: its {seconds}-second budget ran out after {deals} sampled "
            "deal of the hidden hand and stock, each played out to the end of the round; this "
            "card did best in {best} of them.",
            "It plays the {card}: its {seconds}-second budget ran out after {deals} sampled "
            "deals of the hidden hand and stock, each played out to the end of the round; this "
            "card did best in {best} of them.",
        ),
        "deals",
    ),
    (LevelWhy.STOCK_SAMPLED, None): (
        N_plural(
            "It plays the {card}: best in {best} of the {deals} deal of the hidden hand and "
            "stock it sampled and played out to the end of the round.",
            "It plays the {card}: best in {best} of the {deals} deals of the hidden hand and "
            "stock it sampled and played out to the end of the round.",
        ),
        "deals",
    ),
    (LevelWhy.STOCK_SAMPLED, "ahead"): (
        N_plural(
            "With it, it scores {points} point more than its opponent from here on average "
            "(meld and counters).",
            "With it, it scores {points} points more than its opponent from here on average "
            "(meld and counters).",
        ),
        "points",
    ),
    (LevelWhy.STOCK_SAMPLED, "behind"): (
        N_plural(
            "With it, it scores {points} point less than its opponent from here on average "
            "(meld and counters).",
            "With it, it scores {points} points less than its opponent from here on average "
            "(meld and counters).",
        ),
        "points",
    ),
    (LevelWhy.BID, None): (
        N_plural(
            "It bids {bid}: with {symbol} {suit} trump it expects {expected} and makes {bid} in "
            "{made} of the {deals} deal it sampled; it would bid up to {limit}.",
            "It bids {bid}: with {symbol} {suit} trump it expects {expected} and makes {bid} in "
            "{made} of the {deals} deals it sampled; it would bid up to {limit}.",
        ),
        "deals",
    ),
    (LevelWhy.BID_PASS, "no bid"): N_("It passes: it may not bid."),
    (LevelWhy.BID_PASS, None): (
        N_plural(
            "It passes: at {bid}, with {symbol} {suit} trump, it expects {expected} and makes "
            "the bid in {made} of the {deals} deal it sampled; letting the other side have the "
            "contract costs it less.",
            "It passes: at {bid}, with {symbol} {suit} trump, it expects {expected} and makes "
            "the bid in {made} of the {deals} deals it sampled; letting the other side have the "
            "contract costs it less.",
        ),
        "deals",
    ),
    (LevelWhy.PARTNER_HOLDS, None): (
        N_plural(
            "It passes and leaves the contract with its partner: it bids over its partner only "
            "when its hand expects {margin} more than the next bid, {bid}, and bidding is worth "
            "more than passing; with {symbol} {suit} trump it expects {expected} in the {deals} "
            "deal it sampled.",
            "It passes and leaves the contract with its partner: it bids over its partner only "
            "when its hand expects {margin} more than the next bid, {bid}, and bidding is worth "
            "more than passing; with {symbol} {suit} trump it expects {expected} in the {deals} "
            "deals it sampled.",
        ),
        "deals",
    ),
    (LevelWhy.TRUMP_EV, None): (
        N_plural(
            "It names {symbol} {suit} trump: with it its side expects {expected} and makes the "
            "bid of {bid} in {made} of the {deals} deal it sampled, the best of the four suits.",
            "It names {symbol} {suit} trump: with it its side expects {expected} and makes the "
            "bid of {bid} in {made} of the {deals} deals it sampled, the best of the four suits.",
        ),
        "deals",
    ),
    (LevelWhy.PASS_EV, "alone"): N_(
        "It passes {cards}: played out in {deals} sampled deals, its side's score less the "
        "other side's is {margin} points on average."
    ),
    (LevelWhy.PASS_EV, None): N_(
        "It passes {cards}: of the {candidates} sets of cards it weighed, each played out "
        "in {deals} sampled deals, these give its side the best score less the other "
        "side's, {margin} points on average (the next best set: {next})."
    ),
    # the same reasons with the cards not named: the learner does not see the other side's pass
    (LevelWhy.PASS_EV, "unseen alone"): (
        N_plural(
            "It passes {count} card: played out in {deals} sampled deals, its side's score less "
            "the other side's is {margin} points on average.",
            "It passes {count} cards: played out in {deals} sampled deals, its side's score less "
            "the other side's is {margin} points on average.",
        ),
        "count",
    ),
    (LevelWhy.PASS_EV, "unseen"): (
        N_plural(
            "It passes {count} card: of the {candidates} sets of cards it weighed, each played "
            "out in {deals} sampled deals, these give its side the best score less the other "
            "side's, {margin} points on average (the next best set: {next}).",
            "It passes {count} cards: of the {candidates} sets of cards it weighed, each played "
            "out in {deals} sampled deals, these give its side the best score less the other "
            "side's, {margin} points on average (the next best set: {next}).",
        ),
        "count",
    ),
    (LevelWhy.THROW_IN_EV, None): (
        N_plural(
            "It throws the hand in: the bid of {bid} is more than its side's meld, {meld}, plus "
            "{margin}, so it is set either way; played, the other side would score {played} on "
            "average in the {deals} deal it sampled, thrown in only its meld, {their_meld}.",
            "It throws the hand in: the bid of {bid} is more than its side's meld, {meld}, plus "
            "{margin}, so it is set either way; played, the other side would score {played} on "
            "average in the {deals} deals it sampled, thrown in only its meld, {their_meld}.",
        ),
        "deals",
    ),
    (LevelWhy.PLAY_ON_EV, None): (
        N_plural(
            "It plays on: the bid of {bid} is more than its side's meld, {meld}, plus {margin}, "
            "so it is set either way; played, the other side scores {played} on average in the "
            "{deals} deal it sampled, less than its meld, {their_meld}, that a throw-in gives "
            "it.",
            "It plays on: the bid of {bid} is more than its side's meld, {meld}, plus {margin}, "
            "so it is set either way; played, the other side scores {played} on average in the "
            "{deals} deals it sampled, less than its meld, {their_meld}, that a throw-in gives "
            "it.",
        ),
        "deals",
    ),
}
"""Each code's sentence, keyed by the code and its variant (see :data:`Key`)."""

_WORDS: dict[str, Callable[[Any], tuple[tuple[str, Any], ...]]] = {
    "card": lambda card: (("card", card.label),),
    "cards": lambda cards: (("cards", " ".join(c.label for c in cards)), ("count", len(cards))),
    "trump": lambda trump: (("suit", suit_noun(trump)), ("symbol", trump.symbol)),
    "kind": lambda kind: (("meld", kind_name(kind)),),
    # the safety net's seconds (none when the work alone bounded the decision)
    "budget": lambda budget: (("seconds", "" if budget is None else f"{float(budget):g}"),),
    "game": lambda game: (("game", ruleset_title(str(game))),),
    "best_in": lambda best: (("best", best),),
    "next_margin": lambda margin: (("next", margin),),
}
"""How a value reads in a sentence: its name -> the placeholders it fills and their words."""


def _words(values: Mapping[str, Any]) -> dict[str, Any]:
    """The placeholders of a reason's sentence: its values, each worded by ``_WORDS`` where a
    rule says how (a value that is ``None`` stays as it is)."""
    words = dict(values)
    for name, word in _WORDS.items():
        if values.get(name) is not None:
            words.update(word(values[name]))
    return words


def _said(key: Key, words: Mapping[str, Any]) -> str:
    """The sentence of ``key`` in the current language, filled with ``words`` (a plural pair's
    form agrees with the count of its value)."""
    msgid = _MSGIDS[key]
    if isinstance(msgid, str):
        return _(msgid).format_map(words)
    (singular, plural), count = msgid
    return ngettext(singular, plural, int(words[count])).format_map(words)


def _late(values: Mapping[str, Any]) -> str | None:
    """The variant of a code whose budget may run out first."""
    return "late" if values.get("out_of_time") else None


def _stock_sampled(values: Mapping[str, Any]) -> str:
    """The strong card while the stock lasts: best in N of M deals played out, then how far
    ahead (or behind) of the opponent it leaves the player."""
    words = _words(values)
    lead = " ".join(filter(None, ("plain" if values.get("plain") else None, _late(values))))
    margin = int(values["margin"])
    tail = _said(
        (LevelWhy.STOCK_SAMPLED, "ahead" if margin >= 0 else "behind"),
        {"points": abs(margin)},
    )
    return f"{_said((LevelWhy.STOCK_SAMPLED, lead or None), words)} {tail}"


_VARIANT: dict[LevelWhy, Callable[[Mapping[str, Any]], str | None]] = {
    LevelWhy.ESTIMATED: _late,
    LevelWhy.SAMPLED: _late,
    LevelWhy.BID_PASS: lambda values: "no bid" if values.get("bid") is None else None,
    LevelWhy.PASS_EV: lambda values: "alone" if values.get("next_margin") is None else None,
    # the last meld turn of the stock: not "it expects to win 0 of the 0 tricks"
    LevelWhy.STOCK_MELD: lambda values: "none left" if int(values.get("left", 1)) == 0 else None,
}
"""The codes said several ways: which variant the values choose (see :data:`Key`)."""


def _sentence(code: LevelWhy) -> Callable[[Mapping[str, Any]], str]:
    def sentence(values: Mapping[str, Any]) -> str:
        variant = _VARIANT[code](values) if code in _VARIANT else None
        return _said((code, variant), _words(values))

    return sentence


_UNSEEN: dict[LevelWhy, Callable[[Mapping[str, Any]], str]] = {
    LevelWhy.PASS_EV: lambda values: (
        "unseen alone" if values.get("next_margin") is None else "unseen"
    ),
}
"""The codes whose sentence names cards of the action (a pass) that the table may hide from
the learner: the variant that says how many instead (``reason_text(..., seen=False)``).
Every other code names no card but one played face up or its own meld laid down (building's
"the card it drew" is never named)."""


SENTENCES: dict[LevelWhy, Callable[[Mapping[str, Any]], str]] = {
    code: _stock_sampled if code is LevelWhy.STOCK_SAMPLED else _sentence(code)
    for code, _variant in _MSGIDS
}
"""The sentence of each code that ``_MSGIDS`` words, filled with the reason's values."""


def reason_text(reason: LevelReason, *, seen: bool = True) -> str:
    """The sentence of a decision's reason, in the current language.

    ``seen``: whether the learner may know the cards of the action (the table decides: the
    other side's pass is hidden); when not, a pass's reason says how many cards, not which.

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
    >>> passed = LevelReason(LevelWhy.PASS_EV, {"cards": tuple(Card.parse(c) for c in
    ...     ("SA", "SK", "SJ", "CA")), "margin": 12, "deals": 16, "candidates": 6,
    ...     "next_margin": 9})
    >>> with speaking("en"):
    ...     reason_text(passed, seen=False)[:56]
    'It passes 4 cards: of the 6 sets of cards it weighed, ea'
    """
    if not seen and reason.code in _UNSEEN:
        key = (reason.code, _UNSEEN[reason.code](reason.values))
        return _said(key, _words(reason.values))
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
            "How the computer players play. Learner: a few plain rules. Strong: it works out "
            "each choice, from the bid to the last card, on deals of the cards it cannot see, "
            "and says why."
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


def reason_lines(
    reasons: Sequence[LevelReason | None], seen: Sequence[bool] | None = None
) -> list[str | None]:
    """The sentence to show under each computer action of a table's log, one per reason:
    ``None`` for a learner's action, a learner-level move (its rules are the lesson's) and a
    sentence already said above in the same log (the strong level's "like the learner" for
    each bid of an auction is said once). ``seen``, one per reason: whether the learner may
    know the cards of that action (:func:`reason_text`; ``None``: every action's).

    >>> from pinochle_learn.levels import LevelReason, LevelWhy
    >>> same = LevelReason(LevelWhy.LIKE_LEARNER, {"phase": "AUCTION"})
    >>> [line is None for line in reason_lines([None, same, same, LevelReason(LevelWhy.LEARNER)])]
    [True, False, True, True]
    """
    said: set[str] = set()
    out: list[str | None] = []
    shown = [True] * len(reasons) if seen is None else seen
    for reason, visible in zip(reasons, shown, strict=True):
        if reason is None or reason.code is LevelWhy.LEARNER:
            out.append(None)
            continue
        text = reason_text(reason, seen=visible)
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
