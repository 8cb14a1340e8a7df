"""Sentences for melds laid on the table in the stock game: one function per
:class:`~pinochle_learn.tablemeld.TableRule` code, the grammatical person chosen here.

``who`` is the player the sentence is about: ``"You"`` (the learner) or a name such as
``"Bill"``; verbs and possessives agree with it.

Examples
--------
>>> from pinochle_learn import TWO_HAND_STOCK, Hand, MeldKind, Suit
>>> from pinochle_learn.tablemeld import MeldTable
>>> table = MeldTable(Suit.HEARTS, TWO_HAND_STOCK).after_trick(won=True)
>>> hand, table = table.lay_down(Hand.parse("S12 D11"), MeldKind.PINOCHLE)
>>> print(table_verdict_text(table.check(hand, MeldKind.PINOCHLE)))
... # doctest: +NORMALIZE_WHITESPACE
Pinochle refused: you have already laid down a meld since your last trick won;
one meld per trick won.
>>> table = table.after_trick(won=True)
>>> print(table_verdict_text(table.check(hand, MeldKind.PINOCHLE), who="Bill"))
... # doctest: +NORMALIZE_WHITESPACE
Pinochle refused: Q♠ J♦ already serve in Bill's pinochle on the table;
a card may serve again only in a meld of a different kind.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..cards import Card, Suit
from ..meldkinds import MeldKind
from ..tablemeld import TableRule, TableVerdict
from .meld_sentences import kind_name

__all__ = ["meld_title", "table_verdict_text"]


def meld_title(kind: MeldKind, suit: Suit | None = None) -> str:
    """``"royal marriage"``, ``"common marriage in ♣"``, ``"queens around"``."""
    if kind is MeldKind.COMMON_MARRIAGE and suit is not None:
        return f"{kind_name(kind)} in {suit.symbol}"
    return kind_name(kind)


def _labels(cards: Iterable[Card]) -> str:
    return " ".join(c.label for c in cards)


def _you(who: str) -> bool:
    return who == "You"


def _subject(who: str) -> str:
    return "you" if _you(who) else who


def _their(who: str) -> str:
    return "your" if _you(who) else f"{who}'s"


def _has(who: str) -> str:
    return f"{_subject(who)} {'have' if _you(who) else 'has'}"


def _serve(cards: tuple[Card, ...], adverb: str = "") -> str:
    verb = "serves" if len(cards) == 1 else "serve"
    return f"{_labels(cards)} {adverb + ' ' if adverb else ''}{verb}"


def _kinds(kinds: tuple[MeldKind, ...]) -> str:
    names = [kind_name(k) for k in kinds]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _legal(v: TableVerdict, who: str) -> str:
    head = f"{meld_title(v.kind, v.suit).capitalize()} {_labels(v.cards)}: {v.points} meld points"
    if v.rule is TableRule.EXTENDS_MARRIAGE:
        return (
            f"{head}. It extends the royal marriage on the table with {_labels(v.from_hand)}: "
            "a royal marriage melded first scores, and the run scores too."
        )
    if v.rule is TableRule.REUSES_CARDS:
        return (
            f"{head}. {_serve(v.from_table)} again from the table: a card may serve in melds "
            "of different kinds."
        )
    return f"{head}, every card new to this kind of meld."


def _refused(v: TableVerdict, who: str) -> str:
    head = f"{meld_title(v.kind, v.suit).capitalize()} refused: "
    earlier = f"{_their(who)} {_kinds(v.earlier)}" if v.earlier else "a meld"
    reasons: dict[TableRule, Callable[[], str]] = {
        TableRule.NOT_SCORED: lambda: "this game scores no such meld.",
        TableRule.STOCK_GONE: lambda: "the stock is gone, and no meld is laid down after it.",
        TableRule.NO_TRICK_WON: lambda: (
            f"{_subject(who)} may lay down a meld only just after winning a trick."
        ),
        TableRule.ONE_MELD_PER_TRICK: lambda: (
            f"{_has(who)} already laid down a meld since {_their(who)} last trick won; "
            "one meld per trick won."
        ),
        TableRule.NOT_HELD: lambda: (
            f"it needs {_labels(v.blocking)}, not in {_their(who)} hand or on the table."
        ),
        TableRule.SAME_KIND: lambda: (
            f"{_serve(v.blocking, 'already')} in {earlier} on the table; "
            "a card may serve again only in a meld of a different kind."
        ),
        TableRule.AROUND_NEEDS_NEW_CARDS: lambda: (
            f"{_serve(v.blocking, 'already')} in {earlier}; a second "
            f"{kind_name(v.kind.family)} needs four new cards."
        ),
        TableRule.RUN_HOLDS_MARRIAGE: lambda: (
            f"{_serve(v.blocking)} in {_their(who)} run, melded first; a run does not also "
            "score its royal marriage (a marriage melded first may be extended to a run)."
        ),
    }
    return head + reasons[v.rule]()


def table_verdict_text(verdict: TableVerdict, who: str = "You") -> str:
    """One sentence saying whether the meld may be laid down now and which rule decides.

    Parameters
    ----------
    verdict
        From :meth:`~pinochle_learn.tablemeld.MeldTable.check`.
    who
        ``"You"`` or the player's name.
    """
    if verdict.legal:
        return _legal(verdict, who)
    return _refused(verdict, who)
