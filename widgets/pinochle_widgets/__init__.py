"""pinochle-learn's ipywidgets layer: thin views over the ``pinochle_learn`` engine.

:class:`HandBuilder` picks a hand; :class:`MeldExplainer` explains its best meld;
:func:`meld_lesson_app` puts the two together for the Meld lesson. Widgets never call
``display()`` themselves and show results with ``widgets.HTML`` (see VOILA.md).
"""

from .hand_builder import HandBuilder, deal_hand
from .meld_explainer import MeldExplainer, MeldLesson, meld_lesson_app, meld_table_html

__all__ = [
    "HandBuilder",
    "MeldExplainer",
    "MeldLesson",
    "deal_hand",
    "meld_lesson_app",
    "meld_table_html",
]
