"""pinochle-learn's ipywidgets layer: thin views over the ``pinochle_learn`` engine.

:class:`HandBuilder` picks a hand; :class:`MeldExplainer` explains its best meld;
:func:`meld_lesson_app` puts the two together for the Meld lesson; :class:`TrickStepper` plays
a trick seat by seat with every card's verdict explained (over a :class:`TrickSession`);
:class:`AuctionExplorer` runs an auction seat by seat; :class:`ScoreCalculator` scores a round
line by line; :class:`RoundTable` plays whole rounds against three computer seats (over a
:class:`RoundSession`); :class:`HouseRules` shows every house rule beside the game's own;
:class:`WidowTable` plays the two-hand widow game against the computer (over a
:class:`RoundSession`), :class:`CutthroatTable` three-hand cutthroat; :class:`SelfCheck`
asks a lesson's questions, made by the engine.
The lesson kit is :mod:`pinochle_widgets.course.lesson`, the course map
:mod:`pinochle_widgets.course.course`.
Widgets never call ``display()`` themselves and show results with
``widgets.HTML`` (see VOILA.md).

Every name below is imported on first use (PEP 562 ``__getattr__``): ``import pinochle_widgets``
alone loads no widget module, so a lesson's kernel loads only the widgets it shows.
"""

from __future__ import annotations

import importlib
import sys
from typing import TYPE_CHECKING, Any

from pinochle_learn.render.display import register as _register_pictures

if TYPE_CHECKING:
    from pinochle_learn.render.round_panes import score_sheet_html
    from pinochle_widgets.course import lesson as lesson
    from pinochle_widgets.course.self_check import SelfCheck
    from pinochle_widgets.sessions.round_session import RoundSession
    from pinochle_widgets.sessions.trick_session import (
        TrickSession,
        TrickSetup,
        TrickStep,
        deal_hands,
    )
    from pinochle_widgets.views.auction_explorer import AuctionExplorer
    from pinochle_widgets.views.card_hand import CardHand, CardView
    from pinochle_widgets.views.cutthroat_table import CutthroatTable
    from pinochle_widgets.views.double_deck_table import DoubleDeckTable
    from pinochle_widgets.views.hand_builder import HandBuilder, deal_hand
    from pinochle_widgets.views.house_rules import HouseRules, house_situation
    from pinochle_widgets.views.meld_explainer import (
        MeldExplainer,
        MeldLesson,
        meld_lesson_app,
        meld_lesson_from_query,
        meld_table_html,
    )
    from pinochle_widgets.views.round_table import RoundTable
    from pinochle_widgets.views.score_calculator import EXAMPLES as SCORE_EXAMPLES
    from pinochle_widgets.views.score_calculator import ScoreCalculator, score_table_html
    from pinochle_widgets.views.stock_table import StockTable
    from pinochle_widgets.views.table_meld import TableMeld
    from pinochle_widgets.views.trick_stepper import TrickStepper
    from pinochle_widgets.views.widow_table import WidowTable

_LAZY: dict[str, tuple[str, str]] = {
    "AuctionExplorer": ("pinochle_widgets.views.auction_explorer", "AuctionExplorer"),
    "CardHand": ("pinochle_widgets.views.card_hand", "CardHand"),
    "CardView": ("pinochle_widgets.views.card_hand", "CardView"),
    "CutthroatTable": ("pinochle_widgets.views.cutthroat_table", "CutthroatTable"),
    "DoubleDeckTable": ("pinochle_widgets.views.double_deck_table", "DoubleDeckTable"),
    "HandBuilder": ("pinochle_widgets.views.hand_builder", "HandBuilder"),
    "deal_hand": ("pinochle_widgets.views.hand_builder", "deal_hand"),
    "HandWorthPanel": ("pinochle_widgets.views.hand_worth", "HandWorthPanel"),
    "HouseRules": ("pinochle_widgets.views.house_rules", "HouseRules"),
    "house_situation": ("pinochle_widgets.views.house_rules", "house_situation"),
    "MeldExplainer": ("pinochle_widgets.views.meld_explainer", "MeldExplainer"),
    "MeldLesson": ("pinochle_widgets.views.meld_explainer", "MeldLesson"),
    "meld_lesson_app": ("pinochle_widgets.views.meld_explainer", "meld_lesson_app"),
    "meld_lesson_from_query": ("pinochle_widgets.views.meld_explainer", "meld_lesson_from_query"),
    "meld_table_html": ("pinochle_widgets.views.meld_explainer", "meld_table_html"),
    "score_sheet_html": ("pinochle_learn.render.round_panes", "score_sheet_html"),
    "RoundSession": ("pinochle_widgets.sessions.round_session", "RoundSession"),
    "RoundTable": ("pinochle_widgets.views.round_table", "RoundTable"),
    "SCORE_EXAMPLES": ("pinochle_widgets.views.score_calculator", "EXAMPLES"),
    "ScoreCalculator": ("pinochle_widgets.views.score_calculator", "ScoreCalculator"),
    "score_table_html": ("pinochle_widgets.views.score_calculator", "score_table_html"),
    "SelfCheck": ("pinochle_widgets.course.self_check", "SelfCheck"),
    "StockTable": ("pinochle_widgets.views.stock_table", "StockTable"),
    "TableMeld": ("pinochle_widgets.views.table_meld", "TableMeld"),
    "TrickSession": ("pinochle_widgets.sessions.trick_session", "TrickSession"),
    "TrickSetup": ("pinochle_widgets.sessions.trick_session", "TrickSetup"),
    "TrickStep": ("pinochle_widgets.sessions.trick_session", "TrickStep"),
    "deal_hands": ("pinochle_widgets.sessions.trick_session", "deal_hands"),
    "TrickStepper": ("pinochle_widgets.views.trick_stepper", "TrickStepper"),
    "WidowTable": ("pinochle_widgets.views.widow_table", "WidowTable"),
}
"""Public name -> (module, name in it): the views, sessions and course modules of this package
(``score_sheet_html`` is a renderer, in ``pinochle_learn.render``)."""

_MODULES = {"lesson": "pinochle_widgets.course.lesson"}
"""Modules the lessons import by their old flat name:
``from pinochle_widgets import lesson as kit``."""

__all__ = [
    "SCORE_EXAMPLES",
    "AuctionExplorer",
    "CardHand",
    "CardView",
    "CutthroatTable",
    "DoubleDeckTable",
    "HandBuilder",
    "HandWorthPanel",
    "HouseRules",
    "MeldExplainer",
    "MeldLesson",
    "RoundSession",
    "RoundTable",
    "ScoreCalculator",
    "SelfCheck",
    "StockTable",
    "TableMeld",
    "TrickSession",
    "TrickSetup",
    "TrickStep",
    "TrickStepper",
    "WidowTable",
    "deal_hand",
    "deal_hands",
    "house_situation",
    "meld_lesson_app",
    "meld_lesson_from_query",
    "meld_table_html",
    "score_sheet_html",
    "score_table_html",
]


def __getattr__(name: str) -> Any:
    """Import a public name's module on first use (PEP 562)."""
    if name in _MODULES:
        value: Any = importlib.import_module(_MODULES[name])
        globals()[name] = value
        return value
    try:
        module, attr = _LAZY[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    value = getattr(importlib.import_module(module), attr)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


def _pictures_in_this_kernel() -> None:
    """Inside an IPython kernel, show engine objects (cards, hands, melds, tricks) as pictures
    (``pinochle_learn.render.display``: the engine itself holds no ``_repr_html_``). Outside
    one, nothing: IPython is not imported for it."""
    if "IPython" in sys.modules:
        from IPython import get_ipython

        _register_pictures(get_ipython())


_pictures_in_this_kernel()
