"""pinochle-learn's ipywidgets layer: thin views over the ``pinochle_learn`` engine.

:class:`HandBuilder` picks a hand; :class:`MeldExplainer` explains its best meld;
:func:`meld_lesson_app` puts the two together for the Meld lesson; :class:`TrickStepper` plays
a trick seat by seat with every card's verdict explained (over a :class:`TrickSession`);
:class:`AuctionExplorer` runs an auction seat by seat; :class:`ScoreCalculator` scores a round
line by line; :class:`RoundTable` plays whole rounds against three computer seats (over a
:class:`RoundSession`); :class:`HouseRules` shows every house rule beside the game's own;
:class:`WidowTable` plays the two-hand widow game against the computer (over a
:class:`RoundSession`); :class:`SelfCheck` asks a lesson's questions, made by the engine.
The lesson kit is :mod:`pinochle_widgets.lesson`, the course map :mod:`pinochle_widgets.course`.
Widgets never call ``display()`` themselves and show results with
``widgets.HTML`` (see VOILA.md).

Every name below is imported on first use (PEP 562 ``__getattr__``): ``import pinochle_widgets``
alone loads no widget module, so a lesson's kernel loads only the widgets it shows.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .auction_explorer import AuctionExplorer
    from .card_hand import CardHand, CardView
    from .hand_builder import HandBuilder, deal_hand
    from .house_rules import HouseRules, house_situation
    from .meld_explainer import (
        MeldExplainer,
        MeldLesson,
        meld_lesson_app,
        meld_lesson_from_query,
        meld_table_html,
    )
    from .round_panes import score_sheet_html
    from .round_session import RoundSession
    from .round_table import RoundTable
    from .score_calculator import EXAMPLES as SCORE_EXAMPLES
    from .score_calculator import ScoreCalculator, score_table_html
    from .self_check import SelfCheck
    from .stock_table import StockTable
    from .table_meld import TableMeld
    from .trick_session import TrickSession, TrickSetup, TrickStep, deal_hands
    from .trick_stepper import TrickStepper
    from .widow_table import WidowTable

_LAZY: dict[str, tuple[str, str]] = {
    "AuctionExplorer": ("auction_explorer", "AuctionExplorer"),
    "CardHand": ("card_hand", "CardHand"),
    "CardView": ("card_hand", "CardView"),
    "HandBuilder": ("hand_builder", "HandBuilder"),
    "deal_hand": ("hand_builder", "deal_hand"),
    "HouseRules": ("house_rules", "HouseRules"),
    "house_situation": ("house_rules", "house_situation"),
    "MeldExplainer": ("meld_explainer", "MeldExplainer"),
    "MeldLesson": ("meld_explainer", "MeldLesson"),
    "meld_lesson_app": ("meld_explainer", "meld_lesson_app"),
    "meld_lesson_from_query": ("meld_explainer", "meld_lesson_from_query"),
    "meld_table_html": ("meld_explainer", "meld_table_html"),
    "score_sheet_html": ("round_panes", "score_sheet_html"),
    "RoundSession": ("round_session", "RoundSession"),
    "RoundTable": ("round_table", "RoundTable"),
    "SCORE_EXAMPLES": ("score_calculator", "EXAMPLES"),
    "ScoreCalculator": ("score_calculator", "ScoreCalculator"),
    "score_table_html": ("score_calculator", "score_table_html"),
    "SelfCheck": ("self_check", "SelfCheck"),
    "StockTable": ("stock_table", "StockTable"),
    "TableMeld": ("table_meld", "TableMeld"),
    "TrickSession": ("trick_session", "TrickSession"),
    "TrickSetup": ("trick_session", "TrickSetup"),
    "TrickStep": ("trick_session", "TrickStep"),
    "deal_hands": ("trick_session", "deal_hands"),
    "TrickStepper": ("trick_stepper", "TrickStepper"),
    "WidowTable": ("widow_table", "WidowTable"),
}
"""Public name -> (module of this package, name in it)."""

__all__ = [
    "SCORE_EXAMPLES",
    "AuctionExplorer",
    "CardHand",
    "CardView",
    "HandBuilder",
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
    try:
        module, attr = _LAZY[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    value = getattr(importlib.import_module(f".{module}", __name__), attr)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
