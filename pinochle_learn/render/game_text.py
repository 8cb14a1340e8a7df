"""The words of a game table's controls: the one set every game's table uses.

Step back, forward, replay, next round and new game
(:class:`pinochle_widgets.views.game_controls.GameControls`, labels and tooltips in
:data:`CONTROLS`), the decision panels' buttons (:data:`PANEL_WORDS`, the panels of
:mod:`pinochle_widgets.views.panels`) and the refusal line of a learner's
action (a refusal is worded by :func:`pinochle_learn.render.round_panes.refusal_text`, the
one wording: what was refused, the rule, what stays). ``replayed`` takes where the round
starts from (``"the deal"``, ``"the widow"``).

Examples
--------
>>> GAME_MESSAGES["replayed"].format(start="the widow")
'The same round again from the widow.'
"""

from __future__ import annotations

__all__ = ["CONTROLS", "GAME_MESSAGES", "PANEL_WORDS", "TABLE_OPTIONS"]

GAME_MESSAGES = {
    "first_choice": "This is your first choice of the round.",
    "stepped_back": "Stepped back to your previous choice.",
    "nothing_to_redo": "Nothing to redo: you have not stepped back.",
    "replayed": "The same round again from {start}.",
    "new_game": "New game dealt with seed {seed}.",
    "round_not_over": "Finish the round first.",
    "game_over": "The game is over: start a new game.",
    "round_over_card": "The round is over: {card} stays in your hand.",
    "not_now_card": "{card} cannot be played now: {prompt}",
    "no_card": "There is no card number {number} in your hand.",
    "too_many_chosen": "You have chosen {count} cards already: click one of them to keep it first.",
    "chosen": "{card} chosen.",
    "unchosen": "{card} stays in your hand.",
}
"""The controls' messages, by key."""

CONTROLS = {
    "back": ("◀ Step back", "back to your previous choice"),
    "forward": ("Forward ▶", "redo what the step back undid"),
    "replay": ("Replay round", "the same round again from {start}"),
    "next": ("Next round", "the next round: the deal passes"),
    "new": ("New game", "a new game with the next seed"),
}
"""The control row's buttons, by key: (label, tooltip). ``replay``'s tooltip takes ``start``."""

PANEL_WORDS = {
    "keep": ("Keep {card}", "keep the card drawn"),
    "discard": ("Discard {card}", "discard the card drawn"),
    "bid": ("Bid {amount}", "bid {amount} game points"),
    "pass_bid": ("Pass", "pass: you are out of the auction"),
    "trump": ("{symbol} {noun}", "name {noun} trump"),
    "draw": ("Draw: no more meld", "end your meld turn: draw, then {other} draws"),
    "dix": ("Exchange {nine} for {turn_up}", "the 9 of trump for the turn-up: 10 meld points"),
    "throw_in": ("Throw in", "give up the hand: your side loses the bid"),
    "play_on": ("Play on", "play the hand out: meld + trick points must reach the bid"),
    "pass_cards": ("Pass these cards", "give the chosen cards to your partner"),
    "bury": ("Bury these cards", "lay the chosen cards face down: they count as your trick"),
    "other_bid": ("Other bid", "any amount: the rules say whether it is allowed"),
    "bid_this": ("Bid this", "bid the amount in the box (refused with the rule if not allowed)"),
}
"""The decision panels' buttons, by key: (label, tooltip), each a format string."""

TABLE_OPTIONS = {
    "seed": ("Seed", "The same seed deals the same cards and replays the same game"),
    "show_all": ("Show all hands", "Practice: see every player's cards"),
}
"""A table's options, by key: (label, tooltip): the seed box and "show all hands"."""
