"""The bid advisor's panel, "What is my hand worth?", for a hand in the auction.

A button opens the panel: the advisor (:func:`pinochle_learn.advisor.hand_worth`) samples its
deals with a progress bar, then the panel shows the renderer's table, sentence, chart and
method (:mod:`pinochle_learn.render.advisor_text`); a second click closes it. The answer is
kept, so opening it again costs nothing.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets
import traitlets

from pinochle_learn import Hand
from pinochle_learn.advisor import SAMPLES, HandWorth, hand_worth
from pinochle_learn.render import advisor_text as words
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.person import YOU, Person

from .kit import button
from .speech import in_language

__all__ = ["HandWorthPanel"]


class HandWorthPanel(widgets.VBox):
    """The "What is my hand worth?" panel for ``hand`` (12 cards of the partnership game).

    Parameters
    ----------
    hand
        The hand to value (a :class:`~pinochle_learn.hand.Hand`, or cards in notation).
    samples, seed
        Deals sampled per trump and their seed (:func:`~pinochle_learn.advisor.hand_worth`).
    lang
        The language of its words; ``None``: the page's.
    owner
        Whose hand it is (:class:`~pinochle_learn.render.person.Person`): the panel speaks of
        "your meld" for the learner (the default), of "Bill's meld" for ``Person("Bill")``.
    below_table
        Ask a game table to place the panel after the learner's hand, not with the bid
        buttons above it (the round's auction): the open panel then never pushes the hand
        below the fold.

    Attributes
    ----------
    toggle : widgets.Button
        Opens and closes the panel (class ``pl-worth-open``).
    result : widgets.HTML
        The panel (class ``pl-worth-result``); empty while closed.
    worth : HandWorth | None
        The advisor's answer once computed.

    Examples
    --------
    >>> panel = HandWorthPanel("H14 H10 H13 H12 S14 C14 D14 S13 S12 D11 C9 D9", samples=2)
    >>> panel.toggle.click(); "hand-worth-table" in panel.result.value
    True
    >>> panel.toggle.click(); panel.result.value
    ''
    """

    opened = traitlets.Bool(False)

    def __init__(
        self,
        hand: Hand | str,
        *,
        samples: int = SAMPLES,
        seed: int = 0,
        lang: str | None = None,
        owner: Person = YOU,
        below_table: bool = False,
        **kwargs: Any,
    ):
        self.lang, self.owner, self.below_table = lang, owner, below_table
        self.hand = hand if isinstance(hand, Hand) else Hand.parse(hand)
        self.samples, self.seed = samples, seed
        self.worth: HandWorth | None = None
        with speaking(lang):
            title = words.hand_worth_title(owner)
            self.toggle = button(title, title, self._on_toggle, "pl-worth-open")
            sampling = words.sampling_label()
        self.progress = widgets.IntProgress(
            value=0,
            min=0,
            max=4 * samples,
            description=sampling,
            tooltip=sampling,
            layout=widgets.Layout(width="16em"),
        )
        self.progress.layout.visibility = "hidden"
        self.progress.add_class("pl-worth-progress")
        self.result = widgets.HTML()
        self.result.add_class("pl-worth-result")
        controls = widgets.HBox(
            [self.toggle, self.progress],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        super().__init__([controls, self.result], **kwargs)
        self.add_class("pl-hand-worth")

    def show_hand(self, hand: Hand) -> None:
        """Value ``hand`` from now on: a new hand closes the panel and forgets the answer."""
        if hand.cards != self.hand.cards:
            self.hand, self.worth, self.opened = hand, None, False
            self.result.value = ""

    def _step(self, done: int, total: int) -> None:
        self.progress.max, self.progress.value = total, done

    @in_language
    def _on_toggle(self, _button: object = None) -> None:
        if self.opened:
            self.opened = False
            self.result.value = ""
            return
        if self.worth is None:
            self.progress.layout.visibility = "visible"
            self.toggle.disabled = True
            try:
                self.worth = hand_worth(
                    self.hand, samples=self.samples, seed=self.seed, progress=self._step
                )
            finally:
                self.toggle.disabled = False
                self.progress.layout.visibility = "hidden"
        self.opened = True
        self.result.value = words.hand_worth_html(self.worth, self.owner)
