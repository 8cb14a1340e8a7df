"""Sentences for the trick rules: why a card may be played, and why a card wins a trick.

This is the pattern every explanation in pinochle-learn follows (``STYLE.md`` 7 and 11b):

1. **The engine gives data.** An ``Enum`` of codes whose values are identifiers
   (:class:`~pinochle_learn.play.PlayWhy`, :class:`~pinochle_learn.trick.WinWhy`), and a frozen
   dataclass carrying the code with its parameters: seats, cards, suits, numbers, never words
   (:class:`~pinochle_learn.play.PlayReason`, :class:`~pinochle_learn.trick.TrickWin`).
2. **``render/`` makes the sentence, one function per code**, kept in a table keyed by the
   code (``_PLAY``, ``_WIN`` below); a test checks that every code has one.
3. **Grammatical person is an argument.** A sentence about a player takes a
   :class:`~pinochle_learn.render.person.Person` (``YOU``, or ``Person.of(seat, names)``) and
   asks it for "You hold" / "Lisa holds"; nothing rewrites English afterwards.

A translation adds a module like this one per language; the engine does not change.

Examples
--------
>>> from pinochle_learn import PARTNERSHIP, legal_plays
>>> nine = legal_plays("H9 H10 H14", "H12 C9", "S", PARTNERSHIP).verdict("H9")
>>> nine.reason.code.value, [c.label for c in nine.reason.cards]
('fails_to_head', ['A♥', '10♥'])
>>> print(play_sentence(nine.reason, Person("Lisa")))  # doctest: +NORMALIZE_WHITESPACE
9♥ does not beat the Q♥ now winning, and Lisa holds a heart that does (A♥ 10♥):
Lisa must head the trick.
"""

from __future__ import annotations

from collections.abc import Callable

from ..cards import Card, Suit
from ..play import Holding, PlayReason, PlayWhy
from ..trick import TrickWin, WinWhy
from .i18n import speaking
from .person import YOU, Person, capital
from .words import suit_noun

__all__ = ["holding_clause", "play_sentence", "refusal_reason", "win_sentence"]


def _labels(cards: tuple[Card, ...]) -> str:
    return " ".join(c.label for c in cards)


def _suit_led(r: PlayReason) -> str:
    """``"hearts"``, or ``"spades (trump)"`` when trump was led."""
    led = r.led if r.led is not None else r.trump
    return f"{suit_noun(led)} (trump)" if led is r.trump else suit_noun(led)


def _one(suit: Suit | None) -> str:
    """``"heart"``: one card of the suit."""
    return suit_noun(suit)[:-1] if suit is not None else "card"


def _winning(r: PlayReason) -> str:
    return r.winning.label if r.winning is not None else ""


def _over(r: PlayReason) -> str:
    return "over-trump" if r.holding is Holding.VOID_HOLDS_TRUMP else "head the trick"


def _any(r: PlayReason) -> str:
    """What the tier allows: ``"any heart"``, ``"any trump"`` or ``"any card"``."""
    if r.holding is Holding.HOLDS_LED:
        return f"any {_one(r.led)}"
    if r.holding is Holding.VOID_HOLDS_TRUMP:
        return "any trump"
    return "any card"


def holding_clause(r: PlayReason, p: Person) -> str:
    """What the hand holds against the suit led, and the duty it brings (no final stop).

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, legal_plays
    >>> ten = legal_plays("C9 D10", "H12", "S", PARTNERSHIP).verdict("D10").reason
    >>> holding_clause(ten, Person("Lisa"))
    'Lisa has no hearts, the suit led, and no trump: Lisa may play any card'
    """
    led = _suit_led(r)
    if r.holding is Holding.HOLDS_LED:
        return f"{p.says('hold', 'holds')} {led}, the suit led, and must follow suit"
    if r.holding is Holding.VOID_HOLDS_TRUMP:
        return f"{p.says('have', 'has')} no {led}, the suit led, and must trump"
    if r.holding is Holding.FOLLOW_NOT_REQUIRED:
        return f"With no duty to follow suit (house rule) {p.name} may play any card"
    if r.holding is Holding.TRUMP_NOT_REQUIRED:
        return (
            f"{p.says('have', 'has')} no {led}; with no duty to trump (house rule) "
            f"{p.name} may play any card"
        )
    if r.holding is Holding.VOID_TRUMP_LED:
        return f"{p.says('have', 'has')} no {led}, the suit led: {p.name} may play any card"
    return (
        f"{p.says('have', 'has')} no {led}, the suit led, and no trump: {p.name} may play any card"
    )


def _free_lead(r: PlayReason, p: Person) -> str:
    return f"{p.says('lead', 'leads')}: any card may be led, {r.card.label} too."


def _first_lead(r: PlayReason, p: Person) -> str:
    """The rule named: the bid winner leads the first trick with a trump if holding one."""
    return f"{p.says('lead', 'leads')} the first trick as the bid winner"


def _leads_trump(r: PlayReason, p: Person) -> str:
    return (
        f"{_first_lead(r, p)}: the first lead must be a trump if {p.does('hold', 'holds')} "
        f"one, and {r.card.label} is a trump ({suit_noun(r.trump)})."
    )


def _first_lead_not_trump(r: PlayReason, p: Person) -> str:
    return (
        f"{_first_lead(r, p)} and {p.verb('hold', 'holds')} a trump ({suit_noun(r.trump)}): "
        f"the first lead must be a trump, so {r.card.label} may not be led."
    )


def _no_trump_to_lead(r: PlayReason, p: Person) -> str:
    return (
        f"{_first_lead(r, p)}: the first lead must be a trump if {p.does('hold', 'holds')} "
        f"one; {p.does('hold', 'holds')} no trump ({suit_noun(r.trump)}), so any card may be "
        f"led, {r.card.label} too."
    )


def _stock_free(r: PlayReason, p: Person) -> str:
    would = "would" if r.wins else "would not"
    return (
        "While the stock lasts any card may be played, with no duty to follow suit or win; "
        f"{r.card.label} {would} take the lead from the {_winning(r)}."
    )


def _not_in_hand(r: PlayReason, p: Person) -> str:
    return (
        f"{p.says('hold', 'holds')} no {r.card.label}: only a card in {p.possessive} hand "
        "may be played."
    )


def _outside_tier(r: PlayReason, p: Person) -> str:
    led = _suit_led(r)
    if r.holding is Holding.HOLDS_LED:
        return (
            f"{p.says('hold', 'holds')} {led}, the suit led: {p.name} must follow suit, "
            f"so {r.card.label} may not be played."
        )
    return (
        f"{p.says('have', 'has')} no {led}, the suit led, but {p.verb('hold', 'holds')} trump "
        f"({suit_noun(r.trump)}): {p.name} must trump, so {r.card.label} may not be played."
    )


def _heads(r: PlayReason, p: Person) -> str:
    led = _suit_led(r)
    if r.holding is Holding.HOLDS_LED:
        head = f"{p.says('hold', 'holds')} {led}, the suit led, and"
    elif r.holding is Holding.VOID_HOLDS_TRUMP:
        head = f"{p.says('have', 'has')} no {led} and must trump, and"
    else:
        head = f"{holding_clause(r, p)}, but"
    return f"{head} {r.card.label} beats the {_winning(r)} now winning: {p.name} must {_over(r)}."


def _fails_to_head(r: PlayReason, p: Person) -> str:
    kind = {Holding.HOLDS_LED: f"a {_one(r.led)}", Holding.VOID_HOLDS_TRUMP: "a trump"}.get(
        r.holding, "a card"
    )
    return (
        f"{r.card.label} does not beat the {_winning(r)} now winning, and "
        f"{p.does('hold', 'holds')} {kind} that does ({_labels(r.cards)}): "
        f"{p.name} must {_over(r)}."
    )


def _beat_led_head(r: PlayReason, p: Person) -> str:
    top = r.top_led.label if r.top_led is not None else ""
    return (
        "House rule: even though the trick is trumped, "
        f"{p.name} must beat the highest {_one(r.led)} played ({top})"
    )


def _beats_led(r: PlayReason, p: Person) -> str:
    return f"{_beat_led_head(r, p)}, and {r.card.label} does."


def _fails_to_beat_led(r: PlayReason, p: Person) -> str:
    return (
        f"{_beat_led_head(r, p)} if able; {r.card.label} does not, and "
        f"{p.does('hold', 'holds')} {_labels(r.cards)}."
    )


def _beats(r: PlayReason, p: Person) -> str:
    return f"{holding_clause(r, p)}; {r.card.label} beats the {_winning(r)} now winning."


def _no_head_duty(r: PlayReason, p: Person) -> str:
    return (
        f"{holding_clause(r, p)}; with no duty to head the trick (house rule) {_any(r)} "
        f"may be played, {r.card.label} too."
    )


def _trick_trumped(r: PlayReason, p: Person) -> str:
    return (
        f"{holding_clause(r, p)}; the trick is already trumped ({_winning(r)} winning), so "
        f"no {_one(r.led)} can win and {_any(r)} may be played, {r.card.label} too."
    )


def _cannot_win(r: PlayReason, p: Person) -> str:
    return f"{holding_clause(r, p)}; {r.card.label} cannot win the trick."


def _none_beats(r: PlayReason, p: Person) -> str:
    return (
        f"{holding_clause(r, p)}; none of {p.own} beats the {_winning(r)} now winning, so "
        f"{_any(r)} may be played, {r.card.label} too."
    )


_PLAY: dict[PlayWhy, Callable[[PlayReason, Person], str]] = {
    PlayWhy.FREE_LEAD: _free_lead,
    PlayWhy.LEADS_TRUMP: _leads_trump,
    PlayWhy.FIRST_LEAD_NOT_TRUMP: _first_lead_not_trump,
    PlayWhy.NO_TRUMP_TO_LEAD: _no_trump_to_lead,
    PlayWhy.STOCK_FREE: _stock_free,
    PlayWhy.NOT_IN_HAND: _not_in_hand,
    PlayWhy.OUTSIDE_TIER: _outside_tier,
    PlayWhy.HEADS: _heads,
    PlayWhy.FAILS_TO_HEAD: _fails_to_head,
    PlayWhy.BEATS_LED: _beats_led,
    PlayWhy.FAILS_TO_BEAT_LED: _fails_to_beat_led,
    PlayWhy.BEATS: _beats,
    PlayWhy.NO_HEAD_DUTY: _no_head_duty,
    PlayWhy.TRICK_TRUMPED: _trick_trumped,
    PlayWhy.CANNOT_WIN: _cannot_win,
    PlayWhy.NONE_BEATS: _none_beats,
}


def play_sentence(reason: PlayReason, player: Person = YOU, *, lang: str | None = None) -> str:
    """The sentence for a card's verdict, about ``player`` (the reader, "you", by default).

    Parameters
    ----------
    reason
        A verdict's :class:`~pinochle_learn.play.PlayReason`.
    player
        Who is to play: :data:`~pinochle_learn.render.person.YOU` speaks to the reader,
        ``Person.of(seat, names)`` names another player.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, check_play
    >>> ten = check_play("C10", "H14 H9 C10", "H13 H12", "S", PARTNERSHIP).reason
    >>> print(play_sentence(ten))
    You hold hearts, the suit led: you must follow suit, so 10♣ may not be played.
    >>> print(play_sentence(ten, Person("Mike")))
    Mike holds hearts, the suit led: Mike must follow suit, so 10♣ may not be played.
    """
    if lang is not None:
        with speaking(lang):
            return play_sentence(reason, player)
    return _PLAY[reason.code](reason, player)


def refusal_reason(reason: PlayReason, player: Person = YOU) -> str:
    """Why a refused card may not be played, as the clause after "J♠ may not be played: "
    (no repeat of the card's verdict, no capital, no full stop).

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, check_play
    >>> ten = check_play("C10", "H14 H9 C10", "H13 H12", "S", PARTNERSHIP).reason
    >>> refusal_reason(ten)
    'you hold hearts, the suit led, and must follow suit'
    >>> refusal_reason(ten, Person("Mike"))
    'Mike holds hearts, the suit led, and must follow suit'
    """
    p = player
    if reason.code is PlayWhy.OUTSIDE_TIER:
        led = _suit_led(reason)
        if reason.holding is Holding.HOLDS_LED:
            return f"{p.name} {p.verb('hold', 'holds')} {led}, the suit led, and must follow suit"
        return (
            f"{p.name} {p.verb('have', 'has')} no {led}, the suit led, and must trump "
            f"({suit_noun(reason.trump)})"
        )
    text = play_sentence(reason, player).removesuffix(".")
    for tail in (" may not be played", " may not be led"):
        text = text.removesuffix(f", so {reason.card.label}{tail}")
    if text.startswith(p.subject):
        text = p.name + text[len(p.subject) :]
    return text


def _only_card(w: TrickWin) -> str:
    return "it was led and nothing has been played after it"


def _highest_trump(w: TrickWin) -> str:
    return f"the highest trump ({suit_noun(w.trump)}) in the trick"


def _trump_led(w: TrickWin) -> str:
    return f"trump ({suit_noun(w.trump)}) was led and it is the highest trump"


def _highest_of_led(w: TrickWin) -> str:
    return f"the highest {_one(w.led)}, the suit led, and no trump was played"


_WIN: dict[WinWhy, Callable[[TrickWin], str]] = {
    WinWhy.ONLY_CARD: _only_card,
    WinWhy.HIGHEST_TRUMP: _highest_trump,
    WinWhy.TRUMP_LED: _trump_led,
    WinWhy.HIGHEST_OF_LED: _highest_of_led,
}


def win_sentence(win: TrickWin) -> str:
    """Why a card wins a trick (no final stop: renderers place it in their own sentence).

    Examples
    --------
    >>> from pinochle_learn import trick_winner
    >>> print(win_sentence(trick_winner("D10 D14 D14 D9", "S")[1]))
    ... # doctest: +NORMALIZE_WHITESPACE
    A♦ (card 2) wins: the highest diamond, the suit led, and no trump was played;
    the A♦ played later does not beat it: of two identical cards the first played wins
    >>> win_sentence(trick_winner("H12 H9 H14 S12", "S")[1])
    'Q♠ (card 4) wins: the highest trump (spades) in the trick'
    """
    w = win
    text = f"{w.card.label} (card {w.index + 1}) wins: {_WIN[w.code](w)}"
    if w.first_of_two:
        text += (
            f"; the {w.card.label} played later does not beat it: "
            "of two identical cards the first played wins"
        )
    return capital(text)
