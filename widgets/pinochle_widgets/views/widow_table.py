"""WidowTable: a game of two-hand pinochle built from a widow, against the computer.

The learner (North, "You") plays against one computer seat (East, "Lisa",
:func:`pinochle_learn.players.choose_action`) on the round engine with TWO_HAND_WIDOW
(``RULES.md``, TWO_HAND_WIDOW): building from the widow, the auction a pass ends, trump,
meld, 24 tricks and the score, round after round to 1000. The model is a
:class:`~pinochle_widgets.sessions.round_session.RoundSession` (every state kept: step back,
forward, replay, under the shared :class:`~.game_controls.GameControls`); the words come
from :mod:`pinochle_learn.render.widow_text` and :mod:`~pinochle_learn.render.game_text`.
Every refusal is explained in the message line and nothing is lost.

The table is the round table's :class:`~.seat_table.SeatTable` with two seats facing each
other: you at the bottom, Lisa across, the trick between you (the card heading it framed),
each player's meld in front of their seat, and your hand under the felt as card pictures you
click to play (``✓`` may be played, ``✗`` refused, the reason on the card). Keep, discard, bid
and trump are buttons under the table, then what just happened (the one place a trick's result
is said, as on the round table). On a wide page these are on the left, the melds and the round
trick by trick on the right (:func:`~.kit.two_columns`).

Stable hooks for tests: ``id="widow-status"`` (``data-phase``, ``data-step``: it changes
last), ``pl-widow-prompt``, ``id="widow-score"``, ``pl-widow-log``, ``id="round-history"``,
the felt ``pl-felt``, the hand ``pl-widow-hand`` (``button.plc-card[data-card="H14"]``),
the auction's hint ``id="auction-hint"`` (your meld with each trump, shared with the round
table), buttons ``pl-widow-keep``, ``pl-widow-discard``, ``pl-widow-bid``, ``pl-widow-pass``,
``pl-widow-trump``, ``pl-widow-back``, ``pl-widow-forward``, ``pl-widow-replay``, ``pl-widow-next``,
``pl-widow-new``.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from pinochle_learn import TWO_HAND_WIDOW, Card, Ruleset, Seat
from pinochle_learn.actions import Action, Bid, DeclareTrump, Discard, Keep, Pass, Play
from pinochle_learn.cards import Suit
from pinochle_learn.procedure import Phase
from pinochle_learn.render.game_text import GAME_MESSAGES
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.names import WIDOW_OPPONENT
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.render.widow_text import (
    MESSAGES,
    log_html,
    melds_html,
    score_html,
    status_html,
    turn_prompt,
    waiting_text,
    widow_action_sentence,
    widow_centre_note,
)
from pinochle_learn.render.words import suit_noun
from pinochle_widgets.sessions.round_session import RoundSession

from .game_controls import GameControls
from .kit import button, message_html, two_columns
from .seat_table import SeatTable

__all__ = ["NAMES", "WidowTable"]

NAMES = ("You", WIDOW_OPPONENT)
"""You and your opponent, from the course's one cast (``render.names``)."""
"""The players by seat index: the learner at North, the computer at East."""
YOU = Seat.NORTH


class WidowTable(widgets.VBox):
    """A whole widow game in a lesson: the two-seat table, every step explained.

    Parameters
    ----------
    seed
        The game's seed: the widow's order, every computer choice. The same seed replays
        the same game.
    ruleset
        TWO_HAND_WIDOW or a house-rule variant of it (e.g. ``set_penalty="bid"``).

    Examples
    --------
    Lisa deals, so she builds first (the dealer does, ``RULES.md``) and you bid first:

    >>> table = WidowTable(seed=3)
    >>> table.state.phase.name, table.state.to_act.name
    ('BUILD', 'NORTH')
    >>> len(table.state.hands[0]), len(table.state.hands[1])
    (0, 1)
    >>> table.keep_button.click()
    >>> len(table.state.hands[0]), len(table.state.hands[1])
    (1, 2)
    >>> table.back_button.click()
    >>> len(table.state.hands[0])
    0
    """

    def __init__(self, seed: int = 1, *, ruleset: Ruleset = TWO_HAND_WIDOW) -> None:
        self.session = RoundSession(seed, seat=YOU, ruleset=ruleset, first_dealer=Seat.EAST)
        self.status = widgets.HTML()
        self.prompt = widgets.HTML()
        self.table = SeatTable(YOU, NAMES, hand_class="pl-widow-hand")
        self.table.on_pick(self._on_card)
        self.hand = self.table.hand
        self.choices = widgets.Box(
            layout=widgets.Layout(display="flex", flex_flow="row wrap", max_width="100%")
        )
        self.message = widgets.HTML(message_html(""))
        self.hint_view = widgets.HTML()
        self.history_html = widgets.HTML()
        self.tricks_view = widgets.HTML()
        self.melds = widgets.HTML()
        self.keep_button = button("Keep it", "keep the card drawn", self._keep, "pl-widow-keep")
        self.discard_button = button(
            "Discard it", "discard the card drawn", self._discard, "pl-widow-discard"
        )
        self.controls = GameControls(self.session, "pl-widow", say=self._say, start="the widow")
        self.back_button = self.controls.back_button
        self.forward_button = self.controls.forward_button
        self.replay_button = self.controls.replay_button
        self.next_button = self.controls.next_button
        self.new_button = self.controls.new_button
        columns = two_columns(
            [
                self.status,
                self.prompt,
                self.table,
                self.choices,
                self.hint_view,
                self.message,
                self.history_html,
                self.controls,
            ],
            [self.melds, self.tricks_view],
            "pl-widow-columns",
        )
        super().__init__([columns], layout=widgets.Layout(max_width="100%"))
        self.add_class("pl-widow-table")
        self._show()

    # ---- queries ---------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The round as it stands (an immutable :class:`~pinochle_learn.state.RoundState`)."""
        return self.session.state

    # ---- actions ---------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """Apply the learner's ``action``; a refusal is explained and changes nothing."""
        verdict = self.session.apply(action)
        if verdict.legal:
            self.message.value = message_html("")
        else:
            words = reason_text(verdict.reason, NAMES, int(YOU))
            self.message.value = message_html(
                GAME_MESSAGES["refused"].format(reason=words), "error"
            )
        self._show()
        return verdict.legal

    def _on_card(self, _index: int, card: Card) -> None:
        """A card of the hand was clicked: play it in the tricks; else say what to do."""
        state = self.state
        if state.phase is Phase.TRICKS and state.to_act is YOU:
            self.act(Play(YOU, card))
        elif state.is_over:
            text = MESSAGES["round_over_card"].format(card=card.label)
            self.message.value = message_html(text, "error")
        else:
            text = MESSAGES["not_now_card"].format(card=card.label)
            self.message.value = message_html(text, "error")

    def _keep(self, _: object = None) -> None:
        self.act(Keep(YOU))

    def _discard(self, _: object = None) -> None:
        self.act(Discard(YOU))

    def _say(self, text: str, kind: str) -> None:
        self.message.value = message_html(text, kind)
        self._show()

    # ---- drawing ---------------------------------------------------------------------
    def _show(self) -> None:
        state = self.state
        totals = self.session.game.totals
        mine = state.to_act is YOU and not state.is_over
        self.prompt.value = self._prompt_html(state, mine)
        self.choices.children = self._choice_buttons(state) if mine else ()
        self.table.show_auction_hint(self.hint_view, state)
        self.table.show(state, centre_note=widow_centre_note(state, NAMES, learner=YOU))
        self.table.panes.draw(self.melds, (state.melds,), lambda: melds_html(state, NAMES))
        self.history_html.value = self._log_html()
        self.tricks_view.value = self.table.history_html(self.session.states)
        self.controls.update()
        # The status last: its data-step tells a browser the whole table is redrawn.
        self.status.value = status_html(state, totals, self.session.round_number, NAMES)

    def _prompt_html(self, state: Any, mine: bool) -> str:
        if state.is_over and state.score is not None:
            return score_html(state.score, NAMES)
        text = turn_prompt(state, NAMES) if mine else waiting_text(state, NAMES)
        return f'<div class="pl-widow-prompt">{text_html(text)}</div>'

    def _choice_buttons(self, state: Any) -> tuple[widgets.Widget, ...]:
        phase = state.phase
        if phase is Phase.BUILD:
            drawn = state.drawn.label if state.drawn is not None else ""
            self.keep_button.description = f"Keep {drawn}"
            self.discard_button.description = f"Discard {drawn}"
            self.discard_button.disabled = not state.can(Discard(YOU))
            return (self.keep_button, self.discard_button)
        if phase is Phase.AUCTION:
            bids = [a for a in state.legal_actions() if isinstance(a, Bid)]
            made = [self._action_button(f"Bid {b.amount}", b, "pl-widow-bid") for b in bids]
            made.append(self._action_button("Pass", Pass(YOU), "pl-widow-pass"))
            return tuple(made)
        if phase is Phase.TRUMP:
            return tuple(
                self._action_button(
                    f"{s.symbol} {suit_noun(s)}", DeclareTrump(YOU, s), "pl-widow-trump"
                )
                for s in Suit
            )
        return ()

    def _action_button(self, label: str, action: Action, css: str) -> widgets.Button:
        def chosen(_: object = None) -> None:
            self.act(action)

        return button(label, label, chosen, css, min_width="3em")

    def _log_html(self) -> str:
        lines = [
            widow_action_sentence(r.action, r.before, NAMES, learner=YOU)
            for r in self.session.recent()
        ]
        return log_html(lines[-12:])
