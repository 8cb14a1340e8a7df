"""Why the computer chose its action, in a sentence (:mod:`pinochle_learn.levels`).

Each :class:`~pinochle_learn.levels.LevelWhy` code reads as a msgid in the table ``_MSGIDS``
(keyed by the code and, for the few codes that say it several ways, a variant): one sentence
marked ``N_``, or a plural pair marked ``N_plural`` with the name of the value that decides the
form. One function, :func:`_said`, translates it and fills it with the words of the reason's
values (:func:`_words`: a card as ``10♠``, trump as its suit's name and symbol, a meld kind's
name, the budget in seconds); the codes that choose among variants by their values have a
function in :data:`SENTENCES` that picks the key (``tests/unit/test_levels.py`` checks every
code has one). The subject is the computer seat, named (``{name}``: "Lisa", never "it"); points
in the counting of the game being played.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..levels import Decision, LevelReason, LevelWhy
from ..seats import Seat
from .i18n import N_, N_plural, _, elided, ngettext, pgettext
from .markup import text_html
from .meld_sentences import kind_name
from .person import capital
from .words import ruleset_title, seat_label, suit_noun

if TYPE_CHECKING:
    from ..cards import Card

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
    (LevelWhy.LEARNER, None): N_("{name} follows the learner level's few plain rules."),
    (LevelWhy.LIKE_LEARNER, None): N_(
        "The strong level plays this step like the learner level for now."
    ),
    (LevelWhy.NOT_SOLVED, None): N_(
        "The strong level plays {game} like the learner level for now: it does not yet work "
        "out the choices of this game."
    ),
    (LevelWhy.ONLY_CARD, None): N_("{name} plays the {card}, the only card {name} may play."),
    (LevelWhy.EXACT, None): (
        N_plural(
            "{name} plays the {card}: every card is known, and with the best play of both "
            "sides from here {name}'s side takes {points} of the {left} point left.",
            "{name} plays the {card}: every card is known, and with the best play of both "
            "sides from here {name}'s side takes {points} of the {left} points left.",
        ),
        "left",
    ),
    (LevelWhy.ESTIMATED, "late"): N_(
        "{name} plays the {card}: every card is known, but working out every way to the end "
        "took more than the {seconds} seconds allowed, so each card was played out by simple "
        "rules until the last {tail} tricks, and those were worked out exactly; with this "
        "one {name}'s side takes about {points} of the {left} points left."
    ),
    (LevelWhy.ESTIMATED, None): N_(
        "{name} plays the {card}: every card is known, but there are too many ways to play "
        "to the end to work them all out in time, so each card was played out by simple "
        "rules until the last {tail} tricks, and those were worked out exactly; with this "
        "one {name}'s side takes about {points} of the {left} points left."
    ),
    (LevelWhy.SAMPLED, "late"): (
        N_plural(
            "{name} plays the {card}: in the {seconds} seconds allowed, {name} tried {deals} "
            "possible deal of the hidden cards; this card did best in {best} of them, and "
            "with it {name}'s side takes {points} points on average over that deal.",
            "{name} plays the {card}: in the {seconds} seconds allowed, {name} tried {deals} "
            "possible deals of the hidden cards; this card did best in {best} of them, and "
            "with it {name}'s side takes {points} points on average over the {deals} deals.",
        ),
        "deals",
    ),
    (LevelWhy.SAMPLED, None): (
        N_plural(
            "{name} plays the {card}: {name} tried {deals} possible deal of the hidden cards "
            "and worked it out to the end; this card did best in {best} of them, and with it "
            "{name}'s side takes {points} points on average over that deal.",
            "{name} plays the {card}: {name} tried {deals} possible deals of the hidden cards "
            "and worked each out to the end; this card did best in {best} of them, and with "
            "it {name}'s side takes {points} points on average over the {deals} deals.",
        ),
        "deals",
    ),
    (LevelWhy.BUILD_KEEP, None): N_(
        "{name} keeps the card just drawn: over {samples} random ways to fill the rest of "
        "the hand from the cards {name} does not hold, keeping it leaves a hand worth {kept} "
        "points on average (best meld and counters), discarding it {discarded}."
    ),
    (LevelWhy.BUILD_DISCARD, None): N_(
        "{name} discards the card just drawn: over {samples} random ways to fill the rest of "
        "the hand from the cards {name} does not hold, keeping it leaves a hand worth {kept} "
        "points on average (best meld and counters), discarding it {discarded}."
    ),
    (LevelWhy.BUILD_DISCARD, "close"): N_(
        "{name} discards the card just drawn: over {samples} random ways to fill the rest of "
        "the hand from the cards {name} does not hold, discarding it leaves a hand worth a "
        "little more on average (best meld and counters) than keeping it, though both round "
        "to {kept} points."
    ),
    (LevelWhy.BUILD_LAST, None): N_(
        "{name} keeps the last card of the widow: the rules leave no choice."
    ),
    (LevelWhy.WIDOW_BID, None): N_(
        "{name} bids {bid}: with {suit} trump {name} counts on about {total} ({meld} meld "
        "and about {tricks} in tricks, played out from the two known hands), and any bid up "
        "to {ceiling} is worth more than passing."
    ),
    (LevelWhy.WIDOW_BID, "running"): N_(
        "{name} bids {bid}: with {suit} trump {name} counts on about {total} ({meld} meld "
        "and about {tricks} in tricks, played out from the two known hands), and bidding is "
        "worth more than passing."
    ),
    (LevelWhy.WIDOW_PASS, None): N_(
        "{name} passes, leaving the other player the contract at {standing}: the best "
        "{name} can count on is about {total} with {suit} trump ({meld} meld and about "
        "{tricks} in tricks), and no bid is worth more than that."
    ),
    (LevelWhy.WIDOW_TRUMP, None): N_(
        "{name} names {suit} trump: {meld} meld and about {tricks} in tricks, about {total} "
        "against the bid of {bid}, the best of the four suits."
    ),
    (LevelWhy.STOCK_MELD, "none"): N_(
        "{name} lays down the {meld} for {points}: {name} counts on winning none of the "
        "tricks still to play while the stock lasts, and this meld now is worth the most (on "
        "a tie: more points now, then more counters kept free for tricks)."
    ),
    (LevelWhy.STOCK_MELD, "last"): N_(
        "{name} lays down the {meld} for {points}: {name} counts on winning the one trick "
        "still to play while the stock lasts, and this meld now plus the best meld {name} can "
        "add after it is worth the most (on a tie: more points now, then more counters kept "
        "free for tricks)."
    ),
    (LevelWhy.STOCK_MELD, "none left"): N_(
        "{name} lays down the {meld} for {points}: no trick is left to play while the stock "
        "lasts, so this meld turn is the last one, and this meld is worth the most."
    ),
    (LevelWhy.STOCK_MELD, None): (
        N_plural(
            "{name} lays down the {meld} for {points}: {name} counts on winning {turns} of the "
            "{left} trick still to play while the stock lasts, and this meld now plus the "
            "best melds {name} can add after the tricks won is worth the most (on a tie: more "
            "points now, then more counters kept free for tricks).",
            "{name} lays down the {meld} for {points}: {name} counts on winning {turns} of the "
            "{left} tricks still to play while the stock lasts, and this meld now plus the "
            "best melds {name} can add after the tricks won is worth the most (on a tie: more "
            "points now, then more counters kept free for tricks).",
        ),
        "left",
    ),
    (LevelWhy.STOCK_NO_MELD, "none"): N_(
        "{name} lays down no meld now: {name} counts on winning none of the tricks still to "
        "play while the stock lasts, and no meld now is worth more than keeping the cards."
    ),
    (LevelWhy.STOCK_NO_MELD, "last"): N_(
        "{name} lays down no meld now: {name} counts on winning the one trick still to play "
        "while the stock lasts, and the best meld {name} can lay down after it is worth more "
        "than any meld now."
    ),
    (LevelWhy.STOCK_NO_MELD, None): (
        N_plural(
            "{name} lays down no meld now: {name} counts on winning {turns} of the {left} "
            "trick still to play while the stock lasts, and the best melds {name} can lay "
            "down after the tricks won are worth more than any meld now.",
            "{name} lays down no meld now: {name} counts on winning {turns} of the {left} "
            "tricks still to play while the stock lasts, and the best melds {name} can lay "
            "down after the tricks won are worth more than any meld now.",
        ),
        "left",
    ),
    (LevelWhy.STOCK_SAMPLED, "plain late"): (
        N_plural(
            "{name} plays the {card}, the card the learner level would play: in the {seconds} "
            "seconds allowed, {name} tried {deals} possible deal of the hidden hand and "
            "stock, playing it to the end of the round, and no other card did clearly better, "
            "so {name} keeps the simple choice.",
            "{name} plays the {card}, the card the learner level would play: in the {seconds} "
            "seconds allowed, {name} tried {deals} possible deals of the hidden hand and "
            "stock, playing each to the end of the round, and no other card did clearly "
            "better, so {name} keeps the simple choice.",
        ),
        "deals",
    ),
    (LevelWhy.STOCK_SAMPLED, "plain"): (
        N_plural(
            "{name} plays the {card}, the card the learner level would play: {name} tried "
            "{deals} possible deal of the hidden hand and stock, playing it to the end of the "
            "round, and no other card did clearly better, so {name} keeps the simple choice.",
            "{name} plays the {card}, the card the learner level would play: {name} tried "
            "{deals} possible deals of the hidden hand and stock, playing each to the end of "
            "the round, and no other card did clearly better, so {name} keeps the simple "
            "choice.",
        ),
        "deals",
    ),
    (LevelWhy.STOCK_SAMPLED, "late"): (
        N_plural(
            "{name} plays the {card}: in the {seconds} seconds allowed, {name} tried {deals} "
            "possible deal of the hidden hand and stock, playing it to the end of the round; "
            "this card did best in {best} of them.",
            "{name} plays the {card}: in the {seconds} seconds allowed, {name} tried {deals} "
            "possible deals of the hidden hand and stock, playing each to the end of the "
            "round; this card did best in {best} of them.",
        ),
        "deals",
    ),
    (LevelWhy.STOCK_SAMPLED, None): (
        N_plural(
            "{name} plays the {card}: {name} tried {deals} possible deal of the hidden hand "
            "and stock, playing it to the end of the round; this card did best in {best} of "
            "them.",
            "{name} plays the {card}: {name} tried {deals} possible deals of the hidden hand "
            "and stock, playing each to the end of the round; this card did best in {best} of "
            "them.",
        ),
        "deals",
    ),
    (LevelWhy.STOCK_SAMPLED, "ahead"): (
        N_plural(
            "With it, {name} ends {points} point ahead of the opponent from here on average "
            "(meld and counters).",
            "With it, {name} ends {points} points ahead of the opponent from here on average "
            "(meld and counters).",
        ),
        "points",
    ),
    (LevelWhy.STOCK_SAMPLED, "behind"): (
        N_plural(
            "With it, {name} ends {points} point behind the opponent from here on average "
            "(meld and counters).",
            "With it, {name} ends {points} points behind the opponent from here on average "
            "(meld and counters).",
        ),
        "points",
    ),
    (LevelWhy.BID, None): (
        N_plural(
            "{name} bids {bid}: with {symbol} {suit} trump {name} counts on {expected} and "
            "makes {bid} in {made} of the {deals} possible deal tried; {name} would bid up to "
            "{limit}.",
            "{name} bids {bid}: with {symbol} {suit} trump {name} counts on {expected} and "
            "makes {bid} in {made} of the {deals} possible deals tried; {name} would bid up to "
            "{limit}.",
        ),
        "deals",
    ),
    (LevelWhy.BID, "running"): N_(
        "{name} bids {bid}: over the possible deals {name} tried, holding the contract at {bid} "
        "is worth more than letting the other side have it. The trump {name} has in mind and "
        "the figures are said once the auction is over."
    ),
    (LevelWhy.BID_PASS, "running"): N_(
        "{name} passes: over the possible deals {name} tried, letting the other side have the "
        "contract costs less than holding it at {bid}. The trump {name} had in mind and the "
        "figures are said once the auction is over."
    ),
    (LevelWhy.PARTNER_HOLDS, "running"): N_(
        "{name} passes and leaves the contract with the partner: {name} bids over the partner "
        "only when the hand counts on {margin} more than the next bid, {bid}, and bidding is "
        "worth more than passing. The figures are said once the auction is over."
    ),
    (LevelWhy.BID_PASS, "no bid"): N_("{name} passes: bidding is not allowed here."),
    (LevelWhy.BID_PASS, None): (
        N_plural(
            "{name} passes: at {bid}, with {symbol} {suit} trump, {name} counts on {expected} "
            "and makes the bid in {made} of the {deals} possible deal tried; letting the "
            "other side have the contract costs less.",
            "{name} passes: at {bid}, with {symbol} {suit} trump, {name} counts on {expected} "
            "and makes the bid in {made} of the {deals} possible deals tried; letting the "
            "other side have the contract costs less.",
        ),
        "deals",
    ),
    (LevelWhy.BID_PASS, "they fall short"): (
        N_plural(
            "{name} passes: at {bid}, with {symbol} {suit} trump, {name} counts on {expected} "
            "and makes the bid in {made} of the {deals} possible deal tried, but letting the "
            "other side have the contract at {contract} is worth more on average: the other "
            "side reaches {contract} in {their_made} of that deal, and a side that falls short "
            "loses its bid.",
            "{name} passes: at {bid}, with {symbol} {suit} trump, {name} counts on {expected} "
            "and makes the bid in {made} of the {deals} possible deals tried, but letting the "
            "other side have the contract at {contract} is worth more on average: the other "
            "side reaches {contract} in {their_made} of those deals, and a side that falls short "
            "loses its bid.",
        ),
        "deals",
    ),
    (LevelWhy.PARTNER_HOLDS, None): (
        N_plural(
            "{name} passes and leaves the contract with the partner: {name} bids over the "
            "partner only when the hand counts on {margin} more than the next bid, {bid}, and "
            "bidding is worth more than passing; with {symbol} {suit} trump {name} counts on "
            "{expected} in the {deals} possible deal tried.",
            "{name} passes and leaves the contract with the partner: {name} bids over the "
            "partner only when the hand counts on {margin} more than the next bid, {bid}, and "
            "bidding is worth more than passing; with {symbol} {suit} trump {name} counts on "
            "{expected} in the {deals} possible deals tried.",
        ),
        "deals",
    ),
    (LevelWhy.TRUMP_EV, None): (
        N_plural(
            "{name} names {symbol} {suit} trump: with it {name}'s side counts on {expected} and "
            "makes the bid of {bid} in {made} of the {deals} possible deal tried, the best of "
            "the four suits.",
            "{name} names {symbol} {suit} trump: with it {name}'s side counts on {expected} and "
            "makes the bid of {bid} in {made} of the {deals} possible deals tried, the best of "
            "the four suits.",
        ),
        "deals",
    ),
    (LevelWhy.PASS_EV, "alone ahead"): N_(
        "{name} passes {cards}: played out in {deals} possible deals, {name}'s side ends "
        "{margin} points ahead of the other side on average."
    ),
    (LevelWhy.PASS_EV, "alone behind"): N_(
        "{name} passes {cards}: played out in {deals} possible deals, {name}'s side ends "
        "{margin} points behind the other side on average."
    ),
    (LevelWhy.PASS_EV, "behind"): N_(
        "{name} passes {cards}: of the {candidates} sets of cards weighed, each played out in "
        "{deals} possible deals, these lose least: {name}'s side ends {margin} points behind "
        "on average, {next} behind with the next best choice."
    ),
    (LevelWhy.PASS_EV, "ahead"): N_(
        "{name} passes {cards}: of the {candidates} sets of cards weighed, each played out in "
        "{deals} possible deals, these do best: {name}'s side ends {margin} points ahead on "
        "average, {next} ahead with the next best choice."
    ),
    (LevelWhy.PASS_EV, "ahead of behind"): N_(
        "{name} passes {cards}: of the {candidates} sets of cards weighed, each played out in "
        "{deals} possible deals, these do best: {name}'s side ends {margin} points ahead on "
        "average, {next} behind with the next best choice."
    ),
    (LevelWhy.THROW_IN_EV, None): (
        N_plural(
            "{name} throws the hand in: the bid of {bid} is more than {name}'s side's meld, "
            "{meld}, plus {margin}, so the bid is lost either way; played, the other side "
            "would score {played} on average in the {deals} possible deal tried, thrown in "
            "only its meld, {their_meld}.",
            "{name} throws the hand in: the bid of {bid} is more than {name}'s side's meld, "
            "{meld}, plus {margin}, so the bid is lost either way; played, the other side "
            "would score {played} on average in the {deals} possible deals tried, thrown in "
            "only its meld, {their_meld}.",
        ),
        "deals",
    ),
    (LevelWhy.PLAY_ON_EV, None): (
        N_plural(
            "{name} plays on: the bid of {bid} is more than {name}'s side's meld, {meld}, plus "
            "{margin}, so the bid is lost either way; played, the other side scores {played} "
            "on average in the {deals} possible deal tried, less than its meld, {their_meld}, "
            "that a throw-in gives it.",
            "{name} plays on: the bid of {bid} is more than {name}'s side's meld, {meld}, plus "
            "{margin}, so the bid is lost either way; played, the other side scores {played} "
            "on average in the {deals} possible deals tried, less than its meld, {their_meld}, "
            "that a throw-in gives it.",
        ),
        "deals",
    ),
}
"""Each code's sentence, keyed by the code and its variant (see :data:`Key`)."""

_WORDS: dict[str, Callable[[Any], tuple[tuple[str, Any], ...]]] = {
    "card": lambda card: (("card", card.label),),
    "cards": lambda cards: (("cards", _cards_words(cards)), ("count", _count(cards))),
    "trump": lambda trump: (("suit", suit_noun(trump)), ("symbol", trump.symbol)),
    "kind": lambda kind: (("meld", kind_name(kind)),),
    # the safety net's seconds (none when the work alone bounded the decision)
    "budget": lambda budget: (("seconds", "" if budget is None else f"{float(budget):g}"),),
    "game": lambda game: (("game", ruleset_title(str(game))),),
    "best_in": lambda best: (("best", best),),
    "next_margin": lambda margin: (("next", margin),),
}
"""How a value reads in a sentence: its name -> the placeholders it fills and their words."""


def _count(cards: Sequence[Card] | int) -> int:
    return cards if isinstance(cards, int) else len(cards)


def _cards_words(cards: Sequence[Card] | int) -> str:
    """``"A♠ K♠ J♠ A♣"``, or for cards the learner may not see (their count: see
    :data:`UNSEEN`) ``"4 cards"``."""
    if isinstance(cards, int):
        return ngettext("{count} card", "{count} cards", cards).format(count=cards)
    return " ".join(c.label for c in cards)


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
        return elided(_(msgid).format_map(words))
    (singular, plural), count = msgid
    return elided(ngettext(singular, plural, int(words[count])).format_map(words))


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
        {"points": abs(margin), "name": words["name"]},
    )
    return f"{_said((LevelWhy.STOCK_SAMPLED, lead or None), words)} {tail}"


def _pass_ev(values: Mapping[str, Any]) -> str:
    """The passed cards: how far ahead or behind they leave the side on average, and the next
    best choice, each said as a distance ahead or behind (never a signed difference)."""
    words = _words(values)
    margin, following = int(values["margin"]), values.get("next_margin")
    ahead = "ahead" if margin >= 0 else "behind"
    if following is None:
        variant = f"alone {ahead}"
    elif margin < 0:
        variant = "behind"
    else:
        variant = "ahead" if int(following) >= 0 else "ahead of behind"
    words["margin"] = abs(margin)
    if following is not None:
        words["next"] = abs(int(following))
    return _said((LevelWhy.PASS_EV, variant), words)


def _tricks_won(values: Mapping[str, Any]) -> str | None:
    """The meld turn's variant: no trick expected to be won ("none"), the one trick left
    ("last"), else some of several (``None``)."""
    turns, left = int(values.get("turns") or 0), int(values.get("left") or 0)
    if turns == 0:
        return "none"
    return "last" if left == 1 else None


def _bid_pass(values: Mapping[str, Any]) -> str | None:
    """A pass in the partnership auction: no bid allowed ("no bid"); a bid it would make
    more often than not, passed because the other side would likely fall short ("they fall
    short"); else the usual sentence."""
    if values.get("bid") is None:
        return "no bid"
    if values.get("their_made") is not None and 2 * int(values["made"]) >= int(values["deals"]):
        return "they fall short"
    return None


_VARIANT: dict[LevelWhy, Callable[[Mapping[str, Any]], str | None]] = {
    LevelWhy.ESTIMATED: _late,
    LevelWhy.SAMPLED: _late,
    LevelWhy.BID_PASS: lambda values: _bid_pass(values),
    # a discard whose two figures round alike: not "407, discarding it 407"
    LevelWhy.BUILD_DISCARD: lambda values: (
        "close" if values.get("kept") == values.get("discarded") else None
    ),
    # the last meld turn of the stock: not "none of the tricks still to play"
    LevelWhy.STOCK_MELD: lambda values: (
        "none left" if int(values.get("left", 1)) == 0 else _tricks_won(values)
    ),
    LevelWhy.STOCK_NO_MELD: _tricks_won,
}
"""The codes said several ways: which variant the values choose (see :data:`Key`)."""


def _sentence(code: LevelWhy) -> Callable[[Mapping[str, Any]], str]:
    def sentence(values: Mapping[str, Any]) -> str:
        variant = _VARIANT[code](values) if code in _VARIANT else None
        return _said((code, variant), _words(values))

    return sentence


_OWN: dict[LevelWhy, Callable[[Mapping[str, Any]], str]] = {
    LevelWhy.STOCK_SAMPLED: _stock_sampled,
    LevelWhy.PASS_EV: _pass_ev,
}

UNSEEN: frozenset[LevelWhy] = frozenset({LevelWhy.PASS_EV})
"""The codes whose sentence names the cards of the action (a pass), which the table may hide
from the learner (``reason_text(..., seen=False)``: the other side's pass): then the cards are
said by their count ("4 cards"). Every other code names no card but one played face up or a
meld laid down (building's "the card just drawn" is never named)."""

RUNNING_SAID: frozenset[LevelWhy] = frozenset(
    {LevelWhy.BID, LevelWhy.BID_PASS, LevelWhy.PARTNER_HOLDS, LevelWhy.WIDOW_BID}
)
"""The auction's reasons said another way while the auction runs (their ``"running"``
variant). A partnership bid or pass names no trump and no figure then: they would tell the
table, the partner too, what the hand holds, which a bid may not ("No talk between
partners", ``RULES.md``); and no bid names the highest bid the computer would make, else a
learner could push the computer to exactly its limit. Once the auction is over the whole
reason is said."""

SENTENCES: dict[LevelWhy, Callable[[Mapping[str, Any]], str]] = {
    code: _OWN.get(code) or _sentence(code) for code, _variant in _MSGIDS
}
"""The sentence of each code that ``_MSGIDS`` words, filled with the reason's values (and
``name``: the seat that chose)."""


def reason_text(
    reason: LevelReason,
    name: str | None = None,
    *,
    auction_over: bool = True,
    seen: bool = True,
) -> str:
    """The sentence of a decision's reason, in the current language, naming the seat that
    chose: ``name`` ("Lisa", "North"), else "the computer" (never a pronoun: "it" would not
    say which player, and a name has no grammatical gender to agree with). ``auction_over``
    false (the auction still running): a bid's sentence leaves out the highest bid the
    computer would make, and a partnership bid or pass its trump and figures
    (:data:`RUNNING_SAID`). ``seen`` false (the table decides: the other side's pass is
    hidden): a pass's sentence says how many cards, not which (:data:`UNSEEN`).

    ``seen``: whether the learner may know the cards of the action (the table decides: the
    other side's pass is hidden); when not, a pass's reason says how many cards, not which.

    Examples
    --------
    >>> from pinochle_learn import Card
    >>> from pinochle_learn.render.i18n import speaking
    >>> reason = LevelReason(LevelWhy.SAMPLED, {"card": Card.parse("S10"), "deals": 30,
    ...     "best_in": 24, "points": 62, "left": 130, "out_of_time": False, "budget": 1.0})
    >>> with speaking("en"):
    ...     text = reason_text(reason, "Lisa")
    >>> text.startswith("Lisa plays the 10♠: Lisa tried 30 possible deals of the hidden cards")
    True
    >>> text.endswith("with it Lisa's side takes 62 points on average over the 30 deals.")
    True
    """
    values = {**reason.values, "name": name if name is not None else _("the computer")}
    if not seen and reason.code in UNSEEN:
        values["cards"] = len(values["cards"])
    if not auction_over and reason.code in RUNNING_SAID and values.get("bid") is not None:
        return capital(_said((reason.code, "running"), _words(values)))
    return capital(SENTENCES[reason.code](values))


def decision_text(decision: Decision, name: str | None = None) -> str:
    """:func:`reason_text` of a :class:`~pinochle_learn.levels.Decision`."""
    return reason_text(decision.reason, name)


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
    reasons: Sequence[LevelReason | None],
    names: Sequence[str | None] | None = None,
    *,
    auction_over: bool = True,
    seen: Sequence[bool] | None = None,
) -> list[str | None]:
    """The sentence to show under each computer action of a table's log, one per reason:
    ``None`` for a learner's action, a learner-level move (its rules are the lesson's) and a
    sentence already said above in the same log (the strong level's "like the learner" for
    each bid of an auction is said once). ``names``: the name of the seat that chose, one per
    reason (:func:`reason_text`). ``auction_over`` false: the bids are said without the
    computer's limit; ``seen``, one per reason: whether the learner may know the cards of that
    action (``None``: every action's) (:func:`reason_text`).

    >>> from pinochle_learn.levels import LevelReason, LevelWhy
    >>> same = LevelReason(LevelWhy.LIKE_LEARNER, {"phase": "AUCTION"})
    >>> [line is None for line in reason_lines([None, same, same, LevelReason(LevelWhy.LEARNER)])]
    [True, False, True, True]
    """
    said: set[str] = set()
    out: list[str | None] = []
    who = list(names) if names is not None else [None] * len(reasons)
    shown = [True] * len(reasons) if seen is None else seen
    for reason, name, visible in zip(reasons, who, shown, strict=True):
        if reason is None or reason.code is LevelWhy.LEARNER:
            out.append(None)
            continue
        text = reason_text(reason, name, auction_over=auction_over, seen=visible)
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
