"""Sentences for the stock of the two-hand stock game: one per
:class:`~pinochle_learn.stockpile.StockWhy` code, the person chosen here.

Examples
--------
>>> from pinochle_learn import TWO_HAND_STOCK, Card, Hand
>>> from pinochle_learn.stockpile import Stock
>>> stock = Stock.after_deal([Card.parse("H14"), Card.parse("S9")])
>>> print(exchange_text(stock.check_exchange(Hand.parse("H9 C10"), TWO_HAND_STOCK)))
You exchange 9♥ for the turn-up A♥ and score 10; the 9♥ goes under the stock.
>>> print(exchange_text(stock.check_exchange(Hand.parse("C10"), TWO_HAND_STOCK), who="Bill"))
No dix exchange: Bill holds no 9♥.
"""

from __future__ import annotations

from ..stockpile import StockVerdict, StockWhy
from .i18n import _
from .names import is_you

__all__ = ["exchange_text"]


def exchange_text(verdict: StockVerdict, who: str = "You") -> str:
    """One sentence: the dix exchange done, or why it is refused."""
    you = is_you(who)
    nine = verdict.nine.label
    turn_up = verdict.turn_up.label if verdict.turn_up is not None else ""
    if verdict.code is StockWhy.EXCHANGED:
        sentence = (
            _(
                "You exchange {nine} for the turn-up {turn_up} and score {points}; "
                "the {nine} goes under the stock."
            )
            if you
            else _(
                "{name} exchanges {nine} for the turn-up {turn_up} and scores {points}; "
                "the {nine} goes under the stock."
            )
        )
        return sentence.format(name=who, nine=nine, turn_up=turn_up, points=verdict.points)
    if verdict.code is StockWhy.NO_NINE:
        sentence = (
            _("No dix exchange: You hold no {nine}.")
            if you
            else _("No dix exchange: {name} holds no {nine}.")
        )
        return sentence.format(name=who, nine=nine)
    if verdict.code is StockWhy.NO_TURN_UP:
        return _("No dix exchange: the turn-up has been drawn.")
    if verdict.code is StockWhy.NO_TRICK_WON:
        return _("No dix exchange now: the dix is exchanged only just after winning a trick.")
    return _("No dix exchange: the turn-up is already the {nine}.").format(nine=nine)
