"""The words of any engine explanation, and the message of a refused action.

:func:`reason_text` dispatches an explanation to its sentence module by type
(:class:`~pinochle_learn.play.PlayReason` to ``play_sentences``,
:class:`~pinochle_learn.reasons.Reason` to ``reason_sentences``).
:class:`~pinochle_learn.errors.IllegalActionError` carries a refusal as data (the action, the
explanation, the phase) and :class:`~pinochle_learn.errors.ScoreError` its problems, so the
engine raises without writing a sentence (its ``str()`` is a short technical line);
``render.error_text.error_text`` makes the sentence a learner reads, in a language.

Examples
--------
>>> from pinochle_learn import PARTNERSHIP, play_card
>>> from pinochle_learn.render.error_text import error_text
>>> try:
...     play_card("C10", "H14 H9 C10", "H13 H12", "S", PARTNERSHIP)
... except ValueError as error:
...     error.reason.code.value
...     print(error_text(error))  # doctest: +NORMALIZE_WHITESPACE
'outside_tier'
cannot play 'C10': You hold hearts, the suit led: you must follow suit,
so 10♣ may not be played.
>>> from pinochle_learn import Auction, Bid, Seat
>>> try:
...     Auction(Seat.NORTH).apply(Bid(Seat.EAST, 260))
... except ValueError as error:
...     print(error_text(error))
Bid(seat=EAST, amount=260) refused in the auction: the opening bid must be 250
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Phase
from ..cards import Card
from ..play import PlayReason
from ..reasons import Reason
from ..stockpile import StockVerdict
from ..tablemeld import TableVerdict
from .i18n import _, speaking
from .person import YOU, Person
from .play_sentences import play_sentence
from .reason_sentences import phase_words, reason_sentence
from .stock_text import exchange_text
from .table_text import table_verdict_text

__all__ = ["kind_refused_text", "reason_text", "refusal_text"]


def reason_text(
    reason: object,
    names: Sequence[str] | None = None,
    seat: int | None = None,
    *,
    lang: str | None = None,
) -> str:
    """The words of any engine explanation, in the players' ``names``.

    Parameters
    ----------
    reason
        A :class:`~pinochle_learn.reasons.Reason`, a card's
        :class:`~pinochle_learn.play.PlayReason`, a stock game meld's
        :class:`~pinochle_learn.tablemeld.TableVerdict` or dix exchange's
        :class:`~pinochle_learn.stockpile.StockVerdict`.
    names
        Players' names by seat index (seat labels by default).
    seat
        For a card's, a meld's or a dix exchange's reason: the seat that acts. Without it, or
        without ``names``, the reason speaks to the reader ("you hold"); else to the learner's
        seat and of any other by name.
    lang
        The language (``"it"``, ``"fr"``...); ``None`` speaks that of the surrounding
        ``speaking()`` block.

    Raises
    ------
    TypeError
        ``reason`` is not an explanation the renderers know.
    i18n.UnknownLanguage
        ``lang`` is no language of the catalogues.
    """
    if lang is not None:
        with speaking(lang):
            return reason_text(reason, names, seat)
    if isinstance(reason, PlayReason):
        player = YOU if names is None or seat is None else Person.of(seat, names)
        return play_sentence(reason, player)
    if isinstance(reason, Reason):
        return reason_sentence(reason, names)
    if isinstance(reason, TableVerdict | StockVerdict):
        player = YOU if names is None or seat is None else Person.of(seat, names)
        who = player.subject
        if isinstance(reason, TableVerdict):
            return table_verdict_text(reason, who)
        return exchange_text(reason, who)
    raise TypeError(f"no sentence for {type(reason).__name__}")


def refusal_text(action: object, reason: object, phase: object = None) -> str:
    """``cannot play 'C10': ...`` for a card; a stock game meld's or dix exchange's reason
    alone; ``<action> refused in <phase>: ...`` otherwise."""
    if isinstance(reason, TableVerdict | StockVerdict):
        return reason_text(reason)
    if isinstance(action, Card):
        return _("cannot play {card}: {reason}").format(
            card=repr(str(action)), reason=reason_text(reason)
        )
    if isinstance(phase, Phase):
        return _("{action} refused in {phase}: {reason}").format(
            action=action, phase=phase_words(phase), reason=reason_text(reason)
        )
    return _("{action} refused: {reason}").format(action=action, reason=reason_text(reason))


def kind_refused_text(kind: str, game: str, lacks: str, kinds: Sequence[str]) -> str:
    """A self-check's words for a question kind its game does not have (``lacks``: what the
    game lacks, e.g. ``"has no auction"``; ``kinds``: the kinds it has).

    Examples
    --------
    >>> kind_refused_text("score", "two-hand-stock", "has no auction", ["legal", "meld"])
    'No “score” question in two-hand-stock: that game has no auction. Its questions: legal, meld.'
    """
    return _("No “{kind}” question in {game}: that game {lacks}. Its questions: {kinds}.").format(
        kind=kind, game=game, lacks=lacks, kinds=", ".join(kinds)
    )
