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
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.odds_text import percent
from pinochle_learn.render.words import suit_noun
from pinochle_widgets.views.odds_views import SAMPLED, distribution_svg

from .hand_builder import HandBuilder, deal_hand
from .kit import button, guard_inputs, message_html, two_columns

__all__ = ["PartnerOdds"]

AUTO = "computer's choice"


class PartnerOdds(widgets.VBox):
    """The "what does partner bring" explorer.

    Parameters
    ----------
    seed
        Seed of the first hand dealt (and of the simulations, in the seed box).
    samples, deals
        Samples of the pass simulation and deals of the bid guide.

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

    def __init__(self, seed: int = 1, *, samples: int = 300, deals: int = 200, **kwargs: Any):
        self.samples, self.deals = samples, deals
        self.builder = HandBuilder(deal_hand(seed, 12), ruleset=PARTNERSHIP, seed=seed)
        self.trump = widgets.Dropdown(
            options=[(AUTO, AUTO)] + [(f"{s.symbol} {suit_noun(s)}", s.letter) for s in SUITS],
            value=AUTO,
            description="Trump",
            tooltip="The trump you would name (the computer's choice: the most meld)",
        )
        self.result = widgets.HTML()
        self.simulated = widgets.HTML()
        self.progress = widgets.IntProgress(
            value=0, min=0, max=1, description="", layout=widgets.Layout(width="16em")
        )
        self.progress.layout.visibility = "hidden"
        self.pass_button = button(
            "After the pass (simulate)",
            f"Deal your partner {samples} hands and pass 4 cards each way as the computer does",
            self._on_pass,
            "pl-odds-pass",
        )
        self.guide_button = button(
            "Bid guide (simulate)",
            f"Play {deals} rounds out with the computer seats for each bid from 250 to 400",
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
                f"Your hand has {len(hand)} cards: the odds are worked out for a dealt hand of "
                f"{PARTNERSHIP.hand_size}. Add cards, or deal a hand.",
                element_id="odds-result",
            )
            return None
        return hand, trump

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
        self.simulated.value = (
            '<div id="odds-simulated">'
            f"<p><b>Our team's meld after the pass</b> (you win the auction with "
            f"{trump.symbol} trump; sampled: {result.samples} deals of your partner's hand, "
            f"seed {result.seed}): mean <b>{result.mean:.0f}</b> ± {margin:.0f} meld points "
            f"(95% margin), against {result.extra['mean_before']:.0f} before passing.</p>"
            + distribution_svg(
                shares,
                title="Team meld after passing 4 cards each way (sampled)",
                upto=600,
                colour=SAMPLED,
                marker=round(result.mean),
                marker_label="mean",
                element_id="odds-team-plot",
            )
            + "</div>"
        )

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
        rows = "".join(
            f"<tr><td>{bid}</td><td>{percent(p)}</td>"
            f"<td>± {percent(1.96 * (p * (1 - p) / self.deals) ** 0.5)}</td></tr>"
            for bid, p in guide.items()
        )
        self.simulated.value = (
            '<div id="odds-simulated">'
            f"<p><b>Bid guide</b> (sampled: {self.deals} deals of the other 36 cards, seed "
            f"{self._seed()}; you win the auction with {trump.symbol} trump, the partner passes "
            "and you pass back as the computer does, and the computer seats play the 12 tricks; "
            "no hand is thrown in). A bid is made when meld plus trick points reach it.</p>"
            '<table class="pl-odds-table" id="odds-guide"><tr><th>bid</th><th>made</th>'
            f"<th>95% margin</th></tr>{rows}</table></div>"
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
    rows = []
    for gain, index in gains:
        card = CARDS_BY_INDEX[index]
        chance = partner_holds(hand, card)
        both = percent(float(chance.both)) if chance.unseen == 2 else "–"
        rows.append(
            f"<tr><td>{text_html(card.label)}</td><td>+{gain}</td>"
            f"<td>{percent(float(chance.at_least_one))}</td><td>{both}</td></tr>"
        )
    need = (
        '<table class="pl-odds-table"><tr><th>card</th><th>adds to your meld</th>'
        f"<th>partner holds one</th><th>partner holds both</th></tr>{''.join(rows)}</table>"
        if rows
        else "<p>No single card would add to your meld.</p>"
    )
    reach = ", ".join(f"{v}+ {percent(float(partner.at_least(v)))}" for v in (20, 50, 100, 150))
    return (
        '<div id="odds-result">'
        f"<p>With {trump.symbol} trump your hand melds <b id='odds-mine'>{mine}</b>. "
        f"Your partner's meld (exact, over all {partner.total:,} hands of the 36 cards you do "
        f"not hold): mean <b id='odds-partner-mean'>{float(partner.mean):.1f}</b> meld points; "
        f"at least {reach}.</p>"
        + distribution_svg(
            shares,
            title="Your partner's meld before passing (exact)",
            upto=300,
            marker=round(float(partner.mean)),
            marker_label="mean",
        )
        + f"<p>Cards that would add most to your meld:</p>{need}</div>"
    )
