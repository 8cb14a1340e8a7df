"""The trick stepper's widgets and where they stand (:class:`~.trick_stepper.TrickStepper`
holds the behaviour and wires the buttons).

Set up, above: trump, rules, the house-rule boxes, one hand box per seat with the language's
rank letters under them, Set hands / seed / Deal / who leads, and the card placer folded away.
Play, below, in two columns: the felt, the hand of the seat to play, the message line, ◀ ▶ and
Next trick, the step; then whose turn, every card's reason, the trick, the points taken and
the hands on the table. Every word comes from :mod:`pinochle_learn.render.table_labels` and
:mod:`pinochle_learn.render.table_messages`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

from pinochle_learn import Ruleset, Suit
from pinochle_learn.render import table_messages as say
from pinochle_learn.render.card_letters import letters_note_html
from pinochle_learn.render.table_labels import heading_html, label, tooltip
from pinochle_learn.render.trick_html import seat_name
from pinochle_learn.seats import Seat

from .card_hand import CardHand
from .controls import checkbox, rules_picker, seed_box, trump_picker
from .kit import button, two_columns
from .trick_placer import CardPlacer

__all__ = ["TrickStepperLayout", "hand_tooltip"]


class TrickStepperLayout(widgets.VBox):
    """The stepper's controls and views, laid out; no behaviour (the buttons have no handler
    yet, the hand no pick callback).

    Parameters
    ----------
    trump, ruleset, stock_empty, seed
        The set-up the controls show first.
    seat_names
        The names of the seats in play, by seat index (``None``: seat labels).
    placer
        The card placer, folded away under the set-up.
    """

    def __init__(
        self,
        trump: Suit,
        ruleset: Ruleset,
        stock_empty: bool,
        seat_names: Sequence[str] | None,
        seed: int,
        placer: CardPlacer,
        **kwargs: Any,
    ) -> None:
        self._make_set_up(trump, ruleset, stock_empty, seat_names, seed)
        self._make_play()
        placer_box = widgets.Accordion(
            [placer], titles=(label("stepper.placer"),), selected_index=None
        )
        super().__init__(
            [
                widgets.HTML(heading_html("stepper.set_up")),
                widgets.HBox([self.trump_picker], layout=widgets.Layout(flex_flow="row wrap")),
                self.rules_picker,
                widgets.HBox(
                    [self.stock_box, self.head_box, self.beat_box],
                    layout=widgets.Layout(flex_flow="row wrap", grid_gap="0 1.5em"),
                ),
                self.hands_box,
                widgets.HBox(
                    [self.set_button, self.seed, self.deal_button, self.leader_picker],
                    layout=widgets.Layout(flex_flow="row wrap"),
                ),
                placer_box,
                widgets.HTML(heading_html("stepper.play_it")),
                two_columns(
                    [
                        self.felt_view,
                        self.hand,
                        self.message,
                        widgets.HBox(
                            [self.back_button, self.forward_button, self.next_button],
                            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
                        ),
                        self.step_view,
                    ],
                    [
                        self.turn_view,
                        self.reasons_view,
                        self.trick_view,
                        self.score_view,
                        self.table_view,
                    ],
                    "pl-trick-columns",
                ),
            ],
            **kwargs,
        )

    def _make_set_up(
        self,
        trump: Suit,
        ruleset: Ruleset,
        stock_empty: bool,
        seat_names: Sequence[str] | None,
        seed: int,
    ) -> None:
        """Trump, rules, the house-rule boxes, the hand boxes and their letters note, Set hands,
        seed, Deal and who leads."""
        self.trump_picker = trump_picker(trump, button_width="3em")
        self.rules_picker = rules_picker(ruleset, tooltip=tooltip("stepper.rules"))
        self.stock_box = _rule_box(stock_empty, "stepper.stock_empty", "pl-stock-box")
        self.head_box = _rule_box(ruleset.must_head_trick, "stepper.must_head", "pl-head-box")
        self.beat_box = _rule_box(
            ruleset.must_beat_led_suit_after_trump, "stepper.beat_led", "pl-beat-box"
        )
        self.hand_texts = tuple(
            widgets.Text(
                description=seat_name(seat, seat_names),
                placeholder=label("stepper.hand_placeholder"),
                tooltip=hand_tooltip(seat_name(seat, seat_names)),
                style={"description_width": "7em"},
                layout=widgets.Layout(width="36em"),
            )
            for seat in Seat
        )
        for seat, text in enumerate(self.hand_texts):
            text.add_class("pl-hand-text")
            text.add_class(f"pl-hand-text-{Seat(seat).name[0]}")
        self.set_button = _button("stepper.set_hands")
        self.seed = seed_box(seed, tooltip=tooltip("stepper.seed"))
        self.deal_button = _button("stepper.deal")
        self.leader_picker = widgets.Dropdown(
            description=label("stepper.leads"),
            tooltip=tooltip("stepper.leads"),
            layout=widgets.Layout(width="16em"),
        )
        self.leader_picker.add_class("pl-leader-picker")

        note = letters_note_html()  # the language's own rank letters; none in English
        self.letters_note = widgets.HTML(
            note, layout=widgets.Layout(display=None if note else "none")
        )
        self.hands_box = widgets.VBox([*self.hand_texts, self.letters_note])

    def _make_play(self) -> None:
        """The felt, the hand to play from, the message line, ◀ ▶ Next trick and the panes."""
        self.trick_view = widgets.HTML()
        self.trick_view.add_class("pl-trick-view")
        self.turn_view = widgets.HTML()
        self.turn_view.add_class("pl-turn-view")
        self.felt_view = widgets.HTML()
        self.felt_view.add_class("pl-trick-felt")
        self.hand = CardHand(
            label=label("stepper.cards_to_play"), hint=tooltip("stepper.cards_to_play")
        )
        self.hand.add_class("pl-play-hand")
        self.reasons_view = widgets.HTML()
        self.reasons_view.add_class("pl-reasons-view")
        self.message = widgets.HTML()
        self.message.add_class("pl-trick-message")
        self.back_button = _button("stepper.back")
        self.forward_button = _button("stepper.forward")
        self.next_button = _button("stepper.next")
        for made, css in (
            (self.back_button, "pl-back"),
            (self.forward_button, "pl-forward"),
            (self.next_button, "pl-next-trick"),
        ):
            made.add_class(css)
        self.step_view = widgets.HTML()
        self.score_view = widgets.HTML()
        self.score_view.add_class("pl-score-view")
        self.table_view = widgets.HTML()
        self.table_view.add_class("pl-table-view")


def hand_tooltip(name: str) -> str:
    """The tooltip of the hand box of the seat ``name``."""
    return say.cards_of(name)


def _button(key: str) -> widgets.Button:
    return button(label(key), tooltip(key), min_width="4em")


def _rule_box(value: bool, key: str, css: str) -> widgets.Checkbox:
    """A rule's checkbox: its label and tooltip ``key`` of the table labels."""
    return checkbox(
        value, label(key), tooltip(key), css_class=css, layout=widgets.Layout(width="auto")
    )
