"""The words of a two-hand game table's controls, shared by the stock and widow tables.

Step back, forward, replay, next round and new game
(:class:`pinochle_widgets.views.game_controls.GameControls`) and the refusal line of a learner's
action. ``replayed`` takes where the round starts from (``"the deal"``, ``"the widow"``);
``refused`` takes the reason's words.

Examples
--------
>>> GAME_MESSAGES["replayed"].format(start="the widow")
'The same round again from the widow.'
"""

from __future__ import annotations

__all__ = ["GAME_MESSAGES"]

GAME_MESSAGES = {
    "refused": "Not allowed: {reason}",
    "first_choice": "This is your first choice of the round.",
    "stepped_back": "Stepped back to your previous choice.",
    "nothing_to_redo": "Nothing to redo: you have not stepped back.",
    "replayed": "The same round again from {start}.",
    "round_not_over": "Finish the round first.",
    "game_over": "The game is over: start a new game.",
}
"""The controls' messages, by key."""
