"""Sentences for the trick rules: why a card may be played, and why a card wins a trick.

This is the pattern every explanation in pinochle-learn follows (``STYLE.md`` 7 and 11b):

1. **The engine gives data.** An ``Enum`` of codes whose values are identifiers
   (:class:`~pinochle_learn.play.PlayWhy`, :class:`~pinochle_learn.trick.WinWhy`), and a frozen
   dataclass carrying the code with its parameters: seats, cards, suits, numbers, never words
   (:class:`~pinochle_learn.play.PlayReason`, :class:`~pinochle_learn.trick.TrickWin`).
2. **``render/`` makes the sentence from a table keyed by the code**: a sentence about a
   player is a pair of msgids keyed by the code and the hand's holding (``_SENTENCES``,
   worded by one function, ``_worded``); the others have a function per code; ``_PLAY`` and
   ``_WIN`` below give each code its sentence maker, and a test checks that every code has one.
3. **Grammatical person is an argument.** A sentence about a player takes a
   :class:`~pinochle_learn.render.person.Person` (``YOU``, or ``Person.of(seat, names)``) and
   picks the whole sentence that agrees (:meth:`Person.pick`: "You hold ..." / "{name} holds
   ..."), each marked for the catalogues (:mod:`.i18n`); nothing rewrites words afterwards.

A translation is a catalogue of these sentences; the engine and this module do not change.

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
from .i18n import N_, _, speaking
from .person import YOU, Person, capital
from .words import suit_noun, suit_one

__all__ = ["holding_clause", "play_sentence", "refusal_reason", "win_sentence"]


def _labels(cards: tuple[Card, ...]) -> str:
    return " ".join(c.label for c in cards)


def _suit_led(r: PlayReason) -> str:
    """``"hearts"``, or ``"spades (trump)"`` when trump was led."""
    led = r.led if r.led is not None else r.trump
    return _("{suit} (trump)").format(suit=suit_noun(led)) if led is r.trump else suit_noun(led)


def _one(suit: Suit | None) -> str:
    """``"heart"``: one card of the suit."""
    return suit_one(suit) if suit is not None else _("card")


def _winning(r: PlayReason) -> str:
    return r.winning.label if r.winning is not None else ""


def _over(r: PlayReason) -> str:
    return _("over-trump") if r.holding is Holding.VOID_HOLDS_TRUMP else _("head the trick")


def _any(r: PlayReason) -> str:
    """What the tier allows: ``"any heart"``, ``"any trump"`` or ``"any card"``."""
    if r.holding is Holding.HOLDS_LED:
        return _("any {suit}").format(suit=_one(r.led))
    if r.holding is Holding.VOID_HOLDS_TRUMP:
        return _("any trump")
    return _("any card")


Key = tuple[PlayWhy | None, Holding | None]
"""A table's key: the code (``None`` for :func:`holding_clause`) and the hand's holding
(``None``: any holding the table does not name)."""

_SENTENCES: dict[Key, tuple[str, str]] = {
    (PlayWhy.FREE_LEAD, None): (
        N_("You lead: any card may be led, {card} too."),
        N_("{name} leads: any card may be led, {card} too."),
    ),
    # The rule named: the bid winner leads the first trick with a trump if holding one.
    (PlayWhy.LEADS_TRUMP, None): (
        N_(
            "You lead the first trick as the bid winner: the first lead must be a trump if "
            "you hold one, and {card} is a trump ({trump})."
        ),
        N_(
            "{name} leads the first trick as the bid winner: the first lead must be a trump "
            "if {name} holds one, and {card} is a trump ({trump})."
        ),
    ),
    (PlayWhy.FIRST_LEAD_NOT_TRUMP, None): (
        N_(
            "You lead the first trick as the bid winner and hold a trump ({trump}): the "
            "first lead must be a trump, so {card} may not be led."
        ),
        N_(
            "{name} leads the first trick as the bid winner and holds a trump ({trump}): the "
            "first lead must be a trump, so {card} may not be led."
        ),
    ),
    (PlayWhy.NO_TRUMP_TO_LEAD, None): (
        N_(
            "You lead the first trick as the bid winner: the first lead must be a trump if "
            "you hold one; you hold no trump ({trump}), so any card may be led, {card} too."
        ),
        N_(
            "{name} leads the first trick as the bid winner: the first lead must be a trump "
            "if {name} holds one; {name} holds no trump ({trump}), so any card may be led, "
            "{card} too."
        ),
    ),
    (PlayWhy.NOT_IN_HAND, None): (
        N_("You hold no {card}: only a card in your hand may be played."),
        N_("{name} holds no {card}: only a card in {name}'s hand may be played."),
    ),
    (PlayWhy.OUTSIDE_TIER, Holding.HOLDS_LED): (
        N_("You hold {led}, the suit led: you must follow suit, so {card} may not be played."),
        N_(
            "{name} holds {led}, the suit led: {name} must follow suit, so {card} may not "
            "be played."
        ),
    ),
    (PlayWhy.OUTSIDE_TIER, None): (
        N_(
            "You have no {led}, the suit led, but hold trump ({trump}): you must trump, so "
            "{card} may not be played."
        ),
        N_(
            "{name} has no {led}, the suit led, but holds trump ({trump}): {name} must trump, "
            "so {card} may not be played."
        ),
    ),
    (PlayWhy.HEADS, Holding.HOLDS_LED): (
        N_(
            "You hold {led}, the suit led, and {card} beats the {winning} now winning: you "
            "must {duty}."
        ),
        N_(
            "{name} holds {led}, the suit led, and {card} beats the {winning} now winning: "
            "{name} must {duty}."
        ),
    ),
    (PlayWhy.HEADS, Holding.VOID_HOLDS_TRUMP): (
        N_(
            "You have no {led} and must trump, and {card} beats the {winning} now winning: "
            "you must {duty}."
        ),
        N_(
            "{name} has no {led} and must trump, and {card} beats the {winning} now "
            "winning: {name} must {duty}."
        ),
    ),
    (PlayWhy.HEADS, None): (
        N_("{holding}, but {card} beats the {winning} now winning: you must {duty}."),
        N_("{holding}, but {card} beats the {winning} now winning: {name} must {duty}."),
    ),
    (PlayWhy.FAILS_TO_HEAD, Holding.HOLDS_LED): (
        N_(
            "{card} does not beat the {winning} now winning, and you hold a {suit} that "
            "does ({cards}): you must {duty}."
        ),
        N_(
            "{card} does not beat the {winning} now winning, and {name} holds a {suit} "
            "that does ({cards}): {name} must {duty}."
        ),
    ),
    (PlayWhy.FAILS_TO_HEAD, Holding.VOID_HOLDS_TRUMP): (
        N_(
            "{card} does not beat the {winning} now winning, and you hold a trump that "
            "does ({cards}): you must {duty}."
        ),
        N_(
            "{card} does not beat the {winning} now winning, and {name} holds a trump "
            "that does ({cards}): {name} must {duty}."
        ),
    ),
    (PlayWhy.FAILS_TO_HEAD, None): (
        N_(
            "{card} does not beat the {winning} now winning, and you hold a card that does "
            "({cards}): you must {duty}."
        ),
        N_(
            "{card} does not beat the {winning} now winning, and {name} holds a card that "
            "does ({cards}): {name} must {duty}."
        ),
    ),
    (PlayWhy.BEATS_LED, None): (
        N_(
            "House rule: even though the trick is trumped, you must beat the highest {suit} "
            "played ({top}), and {card} does."
        ),
        N_(
            "House rule: even though the trick is trumped, {name} must beat the highest "
            "{suit} played ({top}), and {card} does."
        ),
    ),
    (PlayWhy.FAILS_TO_BEAT_LED, None): (
        N_(
            "House rule: even though the trick is trumped, you must beat the highest {suit} "
            "played ({top}) if able; {card} does not, and you hold {cards}."
        ),
        N_(
            "House rule: even though the trick is trumped, {name} must beat the highest "
            "{suit} played ({top}) if able; {card} does not, and {name} holds {cards}."
        ),
    ),
    (PlayWhy.NONE_BEATS, None): (
        N_(
            "{holding}; none of yours beats the {winning} now winning, so {allowed} may be "
            "played, {card} too."
        ),
        N_(
            "{holding}; none of {name}'s beats the {winning} now winning, so {allowed} may be "
            "played, {card} too."
        ),
    ),
    # What the hand holds against the suit led, and the duty it brings: holding_clause.
    (None, Holding.HOLDS_LED): (
        N_("You hold {led}, the suit led, and must follow suit"),
        N_("{name} holds {led}, the suit led, and must follow suit"),
    ),
    (None, Holding.VOID_HOLDS_TRUMP): (
        N_("You have no {led}, the suit led, and must trump"),
        N_("{name} has no {led}, the suit led, and must trump"),
    ),
    (None, Holding.FOLLOW_NOT_REQUIRED): (
        N_("With no duty to follow suit (house rule) you may play any card"),
        N_("With no duty to follow suit (house rule) {name} may play any card"),
    ),
    (None, Holding.TRUMP_NOT_REQUIRED): (
        N_("You have no {led}; with no duty to trump (house rule) you may play any card"),
        N_("{name} has no {led}; with no duty to trump (house rule) {name} may play any card"),
    ),
    (None, Holding.VOID_TRUMP_LED): (
        N_("You have no {led}, the suit led: you may play any card"),
        N_("{name} has no {led}, the suit led: {name} may play any card"),
    ),
    (None, None): (
        N_("You have no {led}, the suit led, and no trump: you may play any card"),
        N_("{name} has no {led}, the suit led, and no trump: {name} may play any card"),
    ),
}
"""Each sentence about a player, for "you" and for a named player (English msgids)."""

_REFUSALS: dict[Key, tuple[str, str]] = {
    (PlayWhy.OUTSIDE_TIER, Holding.HOLDS_LED): (
        N_("you hold {led}, the suit led, and must follow suit"),
        N_("{name} holds {led}, the suit led, and must follow suit"),
    ),
    (PlayWhy.OUTSIDE_TIER, None): (
        N_("you have no {led}, the suit led, and must trump ({trump})"),
        N_("{name} has no {led}, the suit led, and must trump ({trump})"),
    ),
    (PlayWhy.FIRST_LEAD_NOT_TRUMP, None): (
        N_(
            "you lead the first trick as the bid winner and hold a trump ({trump}): the "
            "first lead must be a trump"
        ),
        N_(
            "{name} leads the first trick as the bid winner and holds a trump ({trump}): "
            "the first lead must be a trump"
        ),
    ),
}
"""The clauses :func:`refusal_reason` words itself, where the sentence would say too much."""


def _worded(
    table: dict[Key, tuple[str, str]], code: PlayWhy | None, r: PlayReason, p: Person
) -> str:
    """The sentence of ``table`` for ``code`` and the hand's holding (else for any holding)
    that agrees with ``p``, translated and filled with every word of the reason."""
    to_you, of_other = table.get((code, r.holding)) or table[(code, None)]
    words = {
        "led": _suit_led(r),
        "card": r.card.label,
        "winning": _winning(r),
        "cards": _labels(r.cards),
        "duty": _over(r),
        "suit": _one(r.led),
        "trump": suit_noun(r.trump),
        "top": r.top_led.label if r.top_led is not None else "",
        "allowed": _any(r),
    }
    if "{holding}" in to_you:
        words["holding"] = holding_clause(r, p)
    return p.pick(_(to_you), _(of_other)).format(name=p.name, **words)


def holding_clause(r: PlayReason, p: Person) -> str:
    """What the hand holds against the suit led, and the duty it brings (no final stop).

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, legal_plays
    >>> ten = legal_plays("C9 D10", "H12", "S", PARTNERSHIP).verdict("D10").reason
    >>> holding_clause(ten, Person("Lisa"))
    'Lisa has no hearts, the suit led, and no trump: Lisa may play any card'
    """
    return _worded(_SENTENCES, None, r, p)


def _about_player(r: PlayReason, p: Person) -> str:
    return _worded(_SENTENCES, r.code, r, p)


def _stock_free(r: PlayReason, p: Person) -> str:
    text = (
        _(
            "While the stock lasts any card may be played, with no duty to follow suit or "
            "win; {card} would take the lead from the {winning}."
        )
        if r.wins
        else _(
            "While the stock lasts any card may be played, with no duty to follow suit or "
            "win; {card} would not take the lead from the {winning}."
        )
    )
    return text.format(card=r.card.label, winning=_winning(r))


def _beats(r: PlayReason, p: Person) -> str:
    return _("{holding}; {card} beats the {winning} now winning.").format(
        holding=holding_clause(r, p), card=r.card.label, winning=_winning(r)
    )


def _no_head_duty(r: PlayReason, p: Person) -> str:
    return _(
        "{holding}; with no duty to head the trick (house rule) {allowed} may be played, "
        "{card} too."
    ).format(holding=holding_clause(r, p), allowed=_any(r), card=r.card.label)


def _trick_trumped(r: PlayReason, p: Person) -> str:
    return _(
        "{holding}; the trick is already trumped ({winning} winning), so no {suit} can win "
        "and {allowed} may be played, {card} too."
    ).format(
        holding=holding_clause(r, p),
        winning=_winning(r),
        suit=_one(r.led),
        allowed=_any(r),
        card=r.card.label,
    )


def _cannot_win(r: PlayReason, p: Person) -> str:
    return _("{holding}; {card} cannot win the trick.").format(
        holding=holding_clause(r, p), card=r.card.label
    )


_PLAY: dict[PlayWhy, Callable[[PlayReason, Person], str]] = {
    **{code: _about_player for code, _holding in _SENTENCES if code is not None},
    PlayWhy.STOCK_FREE: _stock_free,
    PlayWhy.BEATS: _beats,
    PlayWhy.NO_HEAD_DUTY: _no_head_duty,
    PlayWhy.TRICK_TRUMPED: _trick_trumped,
    PlayWhy.CANNOT_WIN: _cannot_win,
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
    if (reason.code, reason.holding) in _REFUSALS or (reason.code, None) in _REFUSALS:
        return _worded(_REFUSALS, reason.code, reason, p)
    text = play_sentence(reason, player).removesuffix(".")
    you = _("You")
    if p.second and text.startswith(you):
        text = _("you") + text[len(you) :]
    return text


def _only_card(w: TrickWin) -> str:
    return _("it was led and nothing has been played after it")


def _highest_trump(w: TrickWin) -> str:
    return _("the highest trump ({suit}) in the trick").format(suit=suit_noun(w.trump))


def _trump_led(w: TrickWin) -> str:
    return _("trump ({suit}) was led and it is the highest trump").format(suit=suit_noun(w.trump))


def _highest_of_led(w: TrickWin) -> str:
    return _("the highest {suit}, the suit led, and no trump was played").format(suit=_one(w.led))


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
    text = (
        _(
            "{card} (card {number}) wins: {why}; the {card} played later does not beat it: "
            "of two identical cards the first played wins"
        )
        if w.first_of_two
        else _("{card} (card {number}) wins: {why}")
    )
    return capital(text.format(card=w.card.label, number=w.index + 1, why=_WIN[w.code](w)))
