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

from collections.abc import Iterable

from ..cards import Card, Suit
from ..meldkinds import MeldKind
from ..tablemeld import TableRule, TableVerdict
from .i18n import _, ngettext
from .meld_sentences import kind_name
from .names import is_you
from .person import YOU, Person, listed

__all__ = ["meld_title", "table_verdict_text"]


def meld_title(kind: MeldKind, suit: Suit | None = None) -> str:
    """``"royal marriage"``, ``"common marriage in ♣"``, ``"queens around"``."""
    if kind is MeldKind.COMMON_MARRIAGE and suit is not None:
        return _("{meld} in {suit}").format(meld=kind_name(kind), suit=suit.symbol)
    return kind_name(kind)


def _labels(cards: Iterable[Card]) -> str:
    return " ".join(c.label for c in cards)


def _person(who: str) -> Person:
    """``"You"`` is the reader, spoken to; any other name is named."""
    return YOU if is_you(who) else Person(who)


def _kinds(kinds: tuple[MeldKind, ...]) -> str:
    return listed([kind_name(k) for k in kinds], _("and"))


def _legal(v: TableVerdict, who: str) -> str:
    title = meld_title(v.kind, v.suit).capitalize()
    if v.rule is TableRule.EXTENDS_MARRIAGE:
        text = _(
            "{meld} {cards}: {points} meld points. It extends the royal marriage on the table "
            "with {from_hand}: a royal marriage melded first scores, and the run scores too."
        )
    elif v.rule is TableRule.REUSES_CARDS:
        text = ngettext(
            "{meld} {cards}: {points} meld points. {from_table} serves again from the table: a "
            "card may serve in melds of different kinds.",
            "{meld} {cards}: {points} meld points. {from_table} serve again from the table: a "
            "card may serve in melds of different kinds.",
            len(v.from_table),
        )
    else:
        text = _("{meld} {cards}: {points} meld points, every card new to this kind of meld.")
    return text.format(
        meld=title,
        cards=_labels(v.cards),
        points=v.points,
        from_hand=_labels(v.from_hand),
        from_table=_labels(v.from_table),
    )


def _earlier(v: TableVerdict, person: Person) -> str:
    """The melds on the table a card already serves in: ``"Bill's pinochle"``, ``"a meld"``."""
    if not v.earlier:
        return _("a meld")
    return person.pick(_("your {melds}"), _("{name}'s {melds}")).format(
        name=person.name, melds=_kinds(v.earlier)
    )


def _turn_reason(v: TableVerdict, person: Person) -> str:
    """Why no meld may be laid down now, or why these cards are not there."""
    if v.rule is TableRule.NOT_SCORED:
        return _("this game scores no such meld.")
    if v.rule is TableRule.STOCK_GONE:
        return _("the stock is gone, and no meld is laid down after it.")
    if v.rule is TableRule.NO_TRICK_WON:
        return person.pick(
            _("you may lay down a meld only just after winning a trick."),
            _("{name} may lay down a meld only just after winning a trick."),
        ).format(name=person.name)
    if v.rule is TableRule.ONE_MELD_PER_TRICK:
        return person.pick(
            _(
                "you have already laid down a meld since your last trick won; one meld per "
                "trick won."
            ),
            _(
                "{name} has already laid down a meld since {name}'s last trick won; one meld "
                "per trick won."
            ),
        ).format(name=person.name)
    return person.pick(
        _("it needs {cards}, not in your hand or on the table."),
        _("it needs {cards}, not in {name}'s hand or on the table."),
    ).format(name=person.name, cards=_labels(v.blocking))


def _serving_reason(v: TableVerdict, person: Person) -> str:
    """Why cards already serving in a meld may not serve again."""
    n = len(v.blocking)
    if v.rule is TableRule.SAME_KIND:
        text = ngettext(
            "{cards} already serves in {earlier} on the table; a card may serve again only in "
            "a meld of a different kind.",
            "{cards} already serve in {earlier} on the table; a card may serve again only in "
            "a meld of a different kind.",
            n,
        )
    elif v.rule is TableRule.AROUND_NEEDS_NEW_CARDS:
        text = ngettext(
            "{cards} already serves in {earlier}; a second {kind} needs four new cards.",
            "{cards} already serve in {earlier}; a second {kind} needs four new cards.",
            n,
        )
    else:  # RUN_HOLDS_MARRIAGE
        text = person.pick(
            ngettext(
                "{cards} serves in your run, melded first; a run does not also score its royal "
                "marriage (a marriage melded first may be extended to a run).",
                "{cards} serve in your run, melded first; a run does not also score its royal "
                "marriage (a marriage melded first may be extended to a run).",
                n,
            ),
            ngettext(
                "{cards} serves in {name}'s run, melded first; a run does not also score its "
                "royal marriage (a marriage melded first may be extended to a run).",
                "{cards} serve in {name}'s run, melded first; a run does not also score its "
                "royal marriage (a marriage melded first may be extended to a run).",
                n,
            ),
        )
    return text.format(
        cards=_labels(v.blocking),
        earlier=_earlier(v, person),
        kind=kind_name(v.kind.family),
        name=person.name,
    )


_SERVING = (
    TableRule.SAME_KIND,
    TableRule.AROUND_NEEDS_NEW_CARDS,
    TableRule.RUN_HOLDS_MARRIAGE,
)


def _refused(v: TableVerdict, who: str) -> str:
    person = _person(who)
    reason = _serving_reason(v, person) if v.rule in _SERVING else _turn_reason(v, person)
    return _("{meld} refused: {reason}").format(
        meld=meld_title(v.kind, v.suit).capitalize(), reason=reason
    )


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
