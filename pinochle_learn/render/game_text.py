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

Every word here is English, marked with ``N_`` for the catalogues: the widget that shows one
translates it there (``_(GAME_MESSAGES["replayed"]).format(start=...)``), never at import.
"""

from __future__ import annotations

from .i18n import N_

__all__ = ["CONTROLS", "GAME_MESSAGES", "PANEL_WORDS", "TABLE_OPTIONS"]

GAME_MESSAGES = {
    "first_choice": N_("This is your first choice of the round."),
    "stepped_back": N_("Stepped back to your previous choice."),
    "nothing_to_redo": N_("Nothing to redo: you have not stepped back."),
    "replayed": N_("The same round again from {start}."),
    "new_game": N_("New game dealt with seed {seed}."),
    "round_not_over": N_("Finish the round first."),
    "game_over": N_("The game is over: start a new game."),
    "round_over_card": N_("The round is over: {card} stays in your hand."),
    "not_now_card": N_("{card} cannot be played now: {prompt}"),
    "no_card": N_("There is no card number {number} in your hand."),
    "too_many_chosen": N_(
        "You have chosen {count} cards already: click one of them to keep it first."
    ),
    "chosen": N_("{card} chosen."),
    "unchosen": N_("{card} stays in your hand."),
}
"""The controls' messages, by key."""

CONTROLS = {
    "back": (N_("◀ Step back"), N_("back to your previous choice")),
    "forward": (N_("Forward ▶"), N_("redo what the step back undid")),
    "replay": (N_("Replay round"), N_("the same round again from {start}")),
    "next": (N_("Next round"), N_("the next round: the deal passes")),
    "new": (N_("New game"), N_("a new game with the next seed")),
}
"""The control row's buttons, by key: (label, tooltip). ``replay``'s tooltip takes ``start``."""

PANEL_WORDS = {
    "keep": (N_("Keep {card}"), N_("keep the card drawn")),
    "discard": (N_("Discard {card}"), N_("discard the card drawn")),
    "bid": (N_("Bid {amount}"), N_("bid {amount} game points")),
    "pass_bid": (N_("Pass"), N_("pass: you are out of the auction")),
    "trump": ("{symbol} {noun}", N_("name {noun} trump")),
    "draw": (N_("Draw: no more meld"), N_("end your meld turn: draw, then {other} draws")),
    "dix": (
        N_("Exchange {nine} for {turn_up}"),
        N_("the 9 of trump for the turn-up: 10 meld points"),
    ),
    "throw_in": (N_("Throw in"), N_("give up the hand: your side loses the bid")),
    "play_on": (N_("Play on"), N_("play the hand out: meld + trick points must reach the bid")),
    "pass_cards": (N_("Pass these cards"), N_("give the chosen cards to your partner")),
    "bury": (
        N_("Bury these cards"),
        N_("bury the chosen cards face down: their counters count for you"),
    ),
    "other_bid": (N_("Other bid"), N_("any amount: the rules say whether it is allowed")),
    "bid_this": (
        N_("Bid this"),
        N_("bid the amount in the box (refused with the rule if not allowed)"),
    ),
}
"""The decision panels' buttons, by key: (label, tooltip), each a format string."""

TABLE_OPTIONS = {
    "seed": (N_("Seed"), N_("The same seed deals the same cards and replays the same game")),
    "show_all": (N_("Show all hands"), N_("Practice: see every player's cards")),
}
"""A table's options, by key: (label, tooltip): the seed box and "show all hands"."""
