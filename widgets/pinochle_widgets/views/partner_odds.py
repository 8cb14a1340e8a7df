"""What does my partner bring? An explorer over the learner's own hand (lesson "Meld odds").

From 12 cards and a trump it shows, exactly: your meld, the distribution of your partner's
meld (over all C(36,12) hands of the cards you do not hold, drawn as an SVG bar chart), and
the chance your partner holds each card that would add most to your meld. Two buttons run
seeded simulations with a progress bar: the team's meld after the 4-card pass each way, and
the bid guide (the chance of making each bid from 250 to 400, the computer seats playing the
round out). Each figure says its method.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets
import traitlets

from pinochle_learn import PARTNERSHIP, SUITS, Hand, Suit
from pinochle_learn.render import partner_odds_html as words
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.markup import message_html
from pinochle_learn.render.words import suit_noun
from pinochle_widgets.views.odds_views import SAMPLED, distribution_svg

from .hand_builder import HandBuilder, deal_hand
from .kit import button, guard_inputs, two_columns
from .speech import in_language

__all__ = ["PartnerOdds"]

AUTO = "auto"  # the trump picker's value for the computer's choice


class PartnerOdds(widgets.VBox):
    """The "what does partner bring" explorer.

    Parameters
    ----------
    seed
        Seed of the first hand dealt (and of the simulations, in the seed box).
    samples, deals
        Samples of the pass simulation and deals of the bid guide.
    lang
        The language of its words (``"it"``, ...); ``None``: the page's.

    Attributes
    ----------
    builder : HandBuilder
        The hand (12 cards to ask a question).
    trump : widgets.Dropdown
        The trump suit, or the computer's choice.
    result : widgets.HTML
        The exact answers (id ``odds-result``).
    simulated : widgets.HTML
        The last simulation's answer (id ``odds-simulated``).

    Examples
    --------
    >>> explorer = PartnerOdds(seed=3)
    >>> "partner" in explorer.result.value and "odds-plot" in explorer.result.value
    True
    """

    busy = traitlets.Bool(False)

    def __init__(
        self,
        seed: int = 1,
        *,
        samples: int = 300,
        deals: int = 200,
        lang: str | None = None,
        **kwargs: Any,
    ):
        self.lang = lang
        with speaking(lang):
            self._build(seed, samples, deals, **kwargs)

    def _build(self, seed: int, samples: int, deals: int, **kwargs: Any) -> None:
        self.samples, self.deals = samples, deals
        self.builder = HandBuilder(deal_hand(seed, 12), ruleset=PARTNERSHIP, seed=seed)
        self.trump = widgets.Dropdown(
            options=[(words.odds_label("auto"), AUTO)]
            + [(f"{s.symbol} {suit_noun(s)}", s.letter) for s in SUITS],
            value=AUTO,
            description=words.odds_label("trump"),
            tooltip=words.odds_label("trump_tip"),
        )
        self.result = widgets.HTML()
        self.simulated = widgets.HTML()
        self.progress = widgets.IntProgress(
            value=0, min=0, max=1, description="", layout=widgets.Layout(width="16em")
        )
        self.progress.layout.visibility = "hidden"
        self.pass_button = button(
            words.odds_label("pass"),
            words.pass_tip(samples),
            self._on_pass,
            "pl-odds-pass",
        )
        self.guide_button = button(
            words.odds_label("guide"),
            words.guide_tip(deals),
            self._on_guide,
            "pl-odds-guide",
        )
        self.message = widgets.HTML(message_html(""))
        controls = widgets.HBox(
            [self.pass_button, self.guide_button, self.progress],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        side = [self.trump, self.result, controls, self.message, self.simulated]
        super().__init__([two_columns([self.builder], side)], **kwargs)
        self.add_class("pl-partner-odds")
        guard_inputs(self.trump, self.message)  # the hand builder guards its own controls
        self.builder.observe(self._redraw, names=["hand"])
        self.trump.observe(self._redraw, names=["value"])
        self._redraw()

    # -- what is asked --------------------------------------------------------------------------
    def chosen_trump(self) -> Suit | None:
        """The trump in use: the dropdown's, or the computer's choice for a full hand."""
        hand = self.builder.hand
        if self.trump.value != AUTO:
            return Suit.parse(str(self.trump.value))
        if len(hand) != PARTNERSHIP.hand_size:
            return None
        from pinochle_learn.players import choose_trump

        return choose_trump(hand, PARTNERSHIP)

    def _ready(self) -> tuple[Hand, Suit] | None:
        hand = self.builder.hand
        trump = self.chosen_trump()
        if len(hand) != PARTNERSHIP.hand_size or trump is None:
            self.result.value = message_html(
                words.hand_size_note(len(hand), PARTNERSHIP.hand_size),
                element_id="odds-result",
            )
            return None
        return hand, trump

    @in_language
    def _redraw(self, _change: object = None) -> None:
        self.simulated.value = ""
        ready = self._ready()
        disabled = ready is None
        self.pass_button.disabled = self.guide_button.disabled = disabled
        if ready is None:
            return
        hand, trump = ready
        self.result.value = exact_answer_html(hand, trump)

    # -- simulations ----------------------------------------------------------------------------
    def _start(self, total: int) -> None:
        self.busy = True
        self.progress.max, self.progress.value = total, 0
        self.progress.layout.visibility = "visible"
        self.pass_button.disabled = self.guide_button.disabled = True

    def _step(self, n: int) -> None:
        self.progress.value += n

    def _stop(self) -> None:
        self.busy = False
        self.progress.layout.visibility = "hidden"
        self.pass_button.disabled = self.guide_button.disabled = False

    def _seed(self) -> int:
        return int(self.builder.seed.value)

    @in_language
    def _on_pass(self, _button: object) -> None:
        ready = self._ready()
        if ready is None or self.busy:
            return
        from pinochle_learn.odds import team_meld_after_pass

        hand, trump = ready
        self._start(self.samples)
        try:
            result = team_meld_after_pass(
                hand, trump, self.samples, self._seed(), progress=self._step
            )
        finally:
            self._stop()
        margin = 1.96 * result.standard_error
        shares = {v: n / result.samples for v, n in result.counts.items()}
        chart = distribution_svg(
            shares,
            title=words.odds_label("team_title"),
            upto=600,
            colour=SAMPLED,
            marker=round(result.mean),
            marker_label=words.odds_label("mean"),
            element_id="odds-team-plot",
        )
        self.simulated.value = words.team_meld_html(
            trump.symbol,
            samples=result.samples,
            seed=result.seed,
            mean=result.mean,
            margin=margin,
            before=result.extra["mean_before"],
            chart=chart,
        )

    @in_language
    def _on_guide(self, _button: object) -> None:
        ready = self._ready()
        if ready is None or self.busy:
            return
        from pinochle_learn.odds import bid_guide

        hand, trump = ready
        self._start(self.deals)
        try:
            guide = bid_guide(hand, trump, self.deals, self._seed(), progress=self._step)
        finally:
            self._stop()
        self.simulated.value = words.bid_guide_html(
            trump.symbol, deals=self.deals, seed=self._seed(), rows=list(guide.items())
        )


def exact_answer_html(hand: Hand, trump: Suit) -> str:
    """The exact answers for one hand and trump (HTML with ``id="odds-result"``)."""
    from pinochle_learn.fastmeld import (
        CARDS_BY_INDEX,
        counts_of,
        gains_of_counts,
        meld_tables,
        meld_total_of_counts,
    )
    from pinochle_learn.odds import partner_holds, partner_meld

    tables = meld_tables(PARTNERSHIP)
    counts = counts_of(hand)
    mine = meld_total_of_counts(counts, trump, tables)
    partner = partner_meld(hand, trump)
    shares = {v: float(p) for v, p in partner.fractions.items()}
    gains = sorted(
        ((g, i) for i, g in enumerate(gains_of_counts(counts, trump, tables)) if g > 0),
        key=lambda item: (-item[0], CARDS_BY_INDEX[item[1]].sort_key),
    )[:5]
    rows: list[tuple[str, int, float, float | None]] = []
    for gain, index in gains:
        card = CARDS_BY_INDEX[index]
        chance = partner_holds(hand, card)
        both = float(chance.both) if chance.unseen == 2 else None
        rows.append((card.label, gain, float(chance.at_least_one), both))
    chart = distribution_svg(
        shares,
        title=words.odds_label("partner_title"),
        upto=300,
        marker=round(float(partner.mean)),
        marker_label=words.odds_label("mean"),
    )
    return words.exact_answer_html(
        trump.symbol,
        mine=mine,
        hands=partner.total,
        mean=float(partner.mean),
        reach={v: float(partner.at_least(v)) for v in (20, 50, 100, 150)},
        gains=rows,
        chart=chart,
    )
