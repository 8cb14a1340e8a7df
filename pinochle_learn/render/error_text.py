"""The message a learner reads for an engine error, in a language.

The engine's errors carry their refusal, problems or bad values as data and a short
technical ``str()`` (``cannot play 'C10' (outside_tier)``, ``invalid card 'QX' at position 2
in 'H14 QX'``); :func:`error_text` words them for a learner: one sentence per code
(:data:`INPUT_SENTENCES`, :func:`input_text`), a clause with no full stop, as the engine's
lines were, so a view sets it in its own sentence (``Could not set the hand: {error}.``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..cards import Card, Suit
from ..errors import AmbiguousCard, IllegalActionError, PinochleError, ScoreError, shown
from ..meldkinds import MeldKind
from ..ruleset import PRESETS
from ..seats import Seat
from .figure_sentences import problems_text
from .i18n import N_, _, ngettext, speaking
from .meld_sentences import kind_name
from .refusals import refusal_text
from .words import number_word, ruleset_title, seat_label, suit_noun

__all__ = ["INPUT_SENTENCES", "RULESET_SENTENCES", "error_text", "input_text"]

INPUT_SENTENCES: dict[str, str] = {
    "suit": N_("invalid suit {token}: use S, H, D, C or ♠ ♥ ♦ ♣"),
    "card": N_("invalid card {token}: write e.g. H14, AH, 10H or A♥"),
    "card_in_hand": N_("invalid card {token} at position {position} in {text}"),
    "rank_not_in_deck": N_("this deck has no {card}: it holds no cards of that rank"),
    "not_text": N_("{what}: expected text such as {example}, got {value}"),
    "seat": N_("invalid seat {token}: use N, E, S, W (or 0 to 3)"),
    "not_in_hand": N_("the hand holds no {card} to take out"),
    "not_on_table": N_("no {card} lies on the table"),
    "card_not_held": N_("{card} is not in the hand {hand}"),
    "unknown_ruleset": N_("no ruleset called {name}: choose one of {names}"),
    "seat_not_in_game": N_("{seat} does not play in {game}: its seats are {seats}"),
    "unknown_level": N_("no computer level called {name}: choose one of {names}"),
    "players": N_("{players} players: pinochle here is for 2, 3 or 4 players"),
    "trick_trump": N_("the trick's trump is {trick_trump}, but the trump given is {trump}"),
    "hand_empty": N_("the hand is empty: there is no card to play"),
}
"""The learner's sentence of each bad-input code that needs no plural (English msgids),
filled with the error's values (:func:`input_text`)."""

RULESET_SENTENCES: dict[str, str] = {
    "meld_kind": N_("{key} is no kind of meld"),
    "meld_points": N_("the {meld} cannot be worth {points}: a meld is worth 0 points or more"),
    "counter_missing": N_(
        "the counting gives no value for {missing}: each of A 10 K Q J 9 needs one"
    ),
    "counter_negative": N_("a counter is worth 0 points or more"),
    "min_bid": N_(
        "an opening bid of {bid}: the auction needs an opening bid above 0 and at least one raise"
    ),
    "throw_in_margin": N_(
        "throwing the hand in (margin {margin}) needs an auction and a margin of 0 or more"
    ),
    "pass_cards": N_(
        "passing {count}: partners pass 0 to {size} cards, and only in a four-player game"
    ),
    "both_reach_auction": N_(
        "“the side that held the bid wins when both reach the target” needs an auction: choose "
        "“the first to reach it” or “the higher total”"
    ),
    "beat_needs_head": N_(
        "“beat the suit led after a trump” needs “win the trick if able”: it refines that rule"
    ),
    "hand_size_deal": N_(
        "{players} hands of {size} and a widow of {kitty} are {total} cards, not the deck's {deck}"
    ),
    "hand_size_packet": N_(
        "hands of {size}: the deal goes in packets of {packet}, so a hand must be a multiple "
        "of {packet} cards"
    ),
    "sides_few": N_("a game needs at least two sides"),
    "side_empty": N_("side {side} has no seat"),
    "side_seat": N_("seat {seat} is not one of the {players} seats (0 to {last})"),
    "seat_twice": N_("seat {seat} is in two sides"),
    "seat_no_side": N_("seat {seat} is on no side"),
    "kitty": N_("a widow of {kitty}: the widow holds 0 cards or more"),
    "kitty_bury": N_(
        "a widow of {kitty}: a widow for the bid winner needs a round with a bury, and a round "
        "with a bury needs a widow"
    ),
    "deck": N_("{value} is not a deck"),
    "meld_rank": N_(
        "the {meld} needs {lacking}, a rank this deck ({size} cards: {ranks}) does not hold"
    ),
    "seat_side": N_("no side of {game} holds seat {seat}"),
}
"""The learner's sentence of each code of a :class:`~pinochle_learn.errors.RulesetError` (a
ruleset whose rules do not fit together, as a house-rule combination may be), English msgids
filled with the error's values (:func:`input_text`)."""


def _number_text(values: Mapping[str, object], digits: bool) -> str:
    """A number refused (``number_digits``: not digits; ``number_range``: out of range),
    with the option's name (``--bid``) when it has one."""
    if digits:
        named = _("{name} {text}: give a whole number from {low} to {high} in the digits 0-9")
        plain = _("{text}: give a whole number from {low} to {high} in the digits 0-9")
    else:
        named = _("{name} {text}: give a whole number from {low} to {high}")
        plain = _("{text}: give a whole number from {low} to {high}")
    return (named if values.get("name") else plain).format(**values)


def _copies_text(values: Mapping[str, object]) -> str:
    """A card more often in a hand than the deck holds it."""
    copies = _count(values, "copies")
    return ngettext(
        "the deck holds only {copies} copy of each card: one {card} too many",
        "the deck holds only {copies} copies of each card: one {card} too many",
        copies,
    ).format(**{**values, "copies": number_word(copies)})


def _in_play_text(values: Mapping[str, object], where: str) -> str:
    """A card more often in the hand and the trick (``where="play"``) or in the trick alone
    than the deck holds it."""
    count, copies = _count(values, "count"), _count(values, "copies")
    if where == "play":
        sentence = ngettext(
            "{card} appears {count} time in the hand and the trick, but the deck holds only "
            "{copies} of each card",
            "{card} appears {count} times in the hand and the trick, but the deck holds only "
            "{copies} of each card",
            count,
        )
    else:
        sentence = ngettext(
            "{card} appears {count} time in the trick, but the deck holds only {copies} of "
            "each card",
            "{card} appears {count} times in the trick, but the deck holds only {copies} of "
            "each card",
            count,
        )
    return sentence.format(**{**values, "copies": number_word(copies)})


def _hand_size_text(values: Mapping[str, object], full: bool) -> str:
    """A hand of more cards than the game deals (``hand_too_big``), or not a full hand
    (``hand_not_full``)."""
    count = _count(values, "count")
    if full:
        sentence = ngettext(
            "{count} card: the question is asked of a full hand of {size}",
            "{count} cards: the question is asked of a full hand of {size}",
            count,
        )
    else:
        sentence = ngettext(
            "{count} card: a hand in {game} holds at most {size}",
            "{count} cards: a hand in {game} holds at most {size}",
            count,
        )
    return sentence.format(**values)


def _hand_size_deck_text(values: Mapping[str, object]) -> str:
    """Hands too big for the deck (a ruleset's ``hand_size``)."""
    size = _count(values, "size")
    return ngettext(
        "{players} hands of {size} card need more than the deck's {deck} cards",
        "{players} hands of {size} cards need more than the deck's {deck} cards",
        size,
    ).format(**values)


def _trick_text(values: Mapping[str, object], complete: bool) -> str:
    """A trick that does not fit the game: complete already (``trick_complete``), or for
    another number of players (``trick_players``)."""
    if complete:
        return ngettext(
            "the trick {cards} is complete: {game} has {players} player, so no card may be added",
            "the trick {cards} is complete: {game} has {players} players, so no card may be added",
            _count(values, "players"),
        ).format(**values)
    return ngettext(
        "the trick is for {count} player, but {game} has {players}",
        "the trick is for {count} players, but {game} has {players}",
        _count(values, "count"),
    ).format(**values)


def _computer_stuck_text(values: Mapping[str, object]) -> str:
    """The computer seats kept playing without reaching the learner's turn (a session's
    guard)."""
    return ngettext(
        "the computer players made {moves} move without reaching your turn",
        "the computer players made {moves} moves without reaching your turn",
        _count(values, "moves"),
    ).format(**values)


def _partners_text(values: Mapping[str, object]) -> str:
    """A seat asked for its one partner in a game that gives it none or several."""
    return ngettext(
        "{game} gives {seat} {count} partner, not one",
        "{game} gives {seat} {count} partners, not one",
        _count(values, "count"),
    ).format(**values)


_PLURAL_SENTENCES: dict[str, Callable[[Mapping[str, object]], str]] = {
    "number_digits": lambda values: _number_text(values, digits=True),
    "number_range": lambda values: _number_text(values, digits=False),
    "too_many_copies": _copies_text,
    "too_many_in_play": lambda values: _in_play_text(values, "play"),
    "too_many_in_trick": lambda values: _in_play_text(values, "trick"),
    "hand_too_big": lambda values: _hand_size_text(values, full=False),
    "hand_not_full": lambda values: _hand_size_text(values, full=True),
    "hand_size": _hand_size_deck_text,
    "partners": _partners_text,
    "computer_stuck": _computer_stuck_text,
    "trick_complete": lambda values: _trick_text(values, complete=True),
    "trick_players": lambda values: _trick_text(values, complete=False),
}


def _preset_names() -> str:
    """``"partnership (or four-hand), two-hand-stock (or stock), ..."``: each preset by the
    name typed for it, then its first (short) alias, as the engine's error lists them."""
    return ", ".join(
        _("{name} (or {alias})").format(name=p.name, alias=p.aliases[0]) if p.aliases else p.name
        for p in PRESETS
    )


def _count(values: Mapping[str, object], key: str) -> int:
    value = values.get(key)
    return value if isinstance(value, int) else 0


def _shown(key: str, value: object) -> object:
    """A value as the sentence names it: a card as ``A♥``, a suit or seat in words, a game by
    its title, typed text quoted; numbers as they are."""
    if isinstance(value, Card):
        return value.label
    if isinstance(value, Suit):
        return suit_noun(value)
    if isinstance(value, Seat):
        return seat_label(value)
    if isinstance(value, MeldKind):
        return kind_name(value)
    if key == "game" and isinstance(value, str):
        return ruleset_title(value)
    if key in ("token", "text") and isinstance(value, str):
        return shown(value)
    return value


def input_text(code: str, values: Mapping[str, object]) -> str | None:
    """The learner's sentence of a bad-input ``code`` filled with ``values`` (an engine
    error's ``code`` and ``values``), in the current language; ``None`` for a code with no
    sentence (the caller keeps the error's own line).

    Examples
    --------
    >>> with speaking("en"):
    ...     print(input_text("card_in_hand", {"token": "QX", "position": 2, "text": "H14 QX"}))
    invalid card 'QX' at position 2 in 'H14 QX'
    """
    filled = {key: _shown(key, value) for key, value in values.items()}
    if code == "unknown_ruleset":  # the engine's list says "(or stock)" in English
        filled["names"] = _preset_names()
    if code in _PLURAL_SENTENCES:
        return _PLURAL_SENTENCES[code](filled)
    if code in INPUT_SENTENCES:
        return _(INPUT_SENTENCES[code]).format(**filled)
    if code in RULESET_SENTENCES:
        return _(RULESET_SENTENCES[code]).format(**filled)
    return None


def error_text(error: BaseException, *, lang: str | None = None) -> str:
    """The message a learner reads for an engine error, in ``lang`` (``None``: the language
    of the surrounding ``speaking()`` block): a refused action's sentence
    (``refusals.refusal_text``), a score's problems (``figure_sentences.problems_text``), a
    bad input's sentence by its ``code`` (:func:`input_text`), else the error's own message.

    Examples
    --------
    >>> from pinochle_learn import parse_cards, score_round
    >>> try:
    ...     score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(180, 60))
    ... except ValueError as error:
    ...     print(error)
    ...     print(error_text(error, lang="en"))
    figures refused: tricks_sum
    Trick points must add up to 250: 180 + 60 = 240.
    >>> try:
    ...     parse_cards("H14 QX")
    ... except ValueError as error:
    ...     print(error)
    ...     print(error_text(error, lang="en"))
    invalid card 'QX' at position 2 in 'H14 QX'
    invalid card 'QX' at position 2 in 'H14 QX'

    Raises
    ------
    i18n.UnknownLanguage
        ``lang`` is no language of the catalogues.
    """
    with speaking(lang):
        if isinstance(error, AmbiguousCard):
            from .card_letters import ambiguous_text

            return ambiguous_text(error)
        if isinstance(error, IllegalActionError) and error.reason is not None:
            return refusal_text(error.action, error.reason, error.phase)
        if isinstance(error, ScoreError) and error.problems:
            return problems_text(error.problems)
        if isinstance(error, PinochleError) and error.code is not None:
            text = input_text(error.code, error.values)
            if text is not None:
                return text
        return str(error)
