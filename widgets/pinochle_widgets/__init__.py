"""pinochle-learn's ipywidgets layer: thin views over the ``pinochle_learn`` engine.

:class:`HandBuilder` picks a hand; :class:`MeldExplainer` explains its best meld;
:func:`meld_lesson_app` puts the two together for the Meld lesson; :class:`TrickStepper` plays
a trick seat by seat with every card's verdict explained. Widgets never call
``display()`` themselves and show results with ``widgets.HTML`` (see VOILA.md).
"""

from .hand_builder import HandBuilder, deal_hand
from .meld_explainer import MeldExplainer, MeldLesson, meld_lesson_app, meld_table_html
from .trick_stepper import TrickStep, TrickStepper, deal_hands

__all__ = [
    "HandBuilder",
    "MeldExplainer",
    "MeldLesson",
    "TrickStep",
    "TrickStepper",
    "deal_hand",
    "deal_hands",
    "meld_lesson_app",
    "meld_table_html",
]
