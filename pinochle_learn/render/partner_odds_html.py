"""The words of the "What does my partner bring?" explorer (lesson "Meld odds"), as HTML.

The explorer (``pinochle_widgets.views.partner_odds``) works the figures out and draws the
charts; this module says them, in the language of the block it runs in
(:func:`~.i18n.speaking`). Every number goes in a named placeholder; the charts come in made.

Examples
--------
>>> hand_size_note(9, 12)
'Your hand has 9 cards: the odds are worked out for a dealt hand of 12. Add cards, or deal a hand.'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .i18n import N_, _, ngettext
from .markup import text_html
from .odds_text import percent

__all__ = [
    "ODDS_LABELS",
    "bid_guide_html",
    "exact_answer_html",
    "guide_tip",
    "hand_size_note",
    "odds_label",
    "pass_tip",
    "team_meld_html",
]

ODDS_LABELS: dict[str, str] = {
    "auto": N_("computer's choice"),
    "trump": N_("Trump"),
    "trump_tip": N_("The trump you would name (the computer's choice: the most meld)"),
    "pass": N_("After the pass (simulate)"),
    "guide": N_("Bid guide (simulate)"),
    "team_title": N_("Team meld after passing 4 cards each way (sampled)"),
    "partner_title": N_("Your partner's meld before passing (exact)"),
    "mean": N_("mean"),
}
"""The explorer's labels and chart titles by key (English msgids)."""


def odds_label(key: str) -> str:
    """The label ``key`` of :data:`ODDS_LABELS` in the current language."""
    return _(ODDS_LABELS[key])


def pass_tip(samples: int) -> str:
    """The tooltip of "After the pass": ``samples`` deals of the partner's hand."""
    return ngettext(
        "Deal your partner {samples} hand and pass 4 cards each way as the computer does",
        "Deal your partner {samples} hands and pass 4 cards each way as the computer does",
        samples,
    ).format(samples=samples)


def guide_tip(deals: int) -> str:
    """The tooltip of "Bid guide": ``deals`` rounds played out per bid."""
    return ngettext(
        "Play {deals} round out with the computer seats for each bid from 250 to 400",
        "Play {deals} rounds out with the computer seats for each bid from 250 to 400",
        deals,
    ).format(deals=deals)


def hand_size_note(held: int, size: int) -> str:
    """The odds wait for a full hand: ``held`` cards of ``size``."""
    return ngettext(
        "Your hand has {held} card: the odds are worked out for a dealt hand of {size}. "
        "Add cards, or deal a hand.",
        "Your hand has {held} cards: the odds are worked out for a dealt hand of {size}. "
        "Add cards, or deal a hand.",
        held,
    ).format(held=held, size=size)


def team_meld_html(
    trump: str,
    *,
    samples: int,
    seed: int,
    mean: float,
    margin: float,
    before: float,
    chart: str,
) -> str:
    """The pass simulation's answer (``id="odds-simulated"``); ``chart`` is made (SVG)."""
    text = _(
        "<b>Our team's meld after the pass</b> (you win the auction with {trump} trump; "
        "sampled: {samples} deals of your partner's hand, seed {seed}): mean <b>{mean}</b> "
        "± {margin} meld points (95% margin), against {before} before passing."
    ).format(
        trump=trump,
        samples=samples,
        seed=seed,
        mean=f"{mean:.0f}",
        margin=f"{margin:.0f}",
        before=f"{before:.0f}",
    )
    return f'<div id="odds-simulated"><p>{text}</p>{chart}</div>'


def bid_guide_html(trump: str, *, deals: int, seed: int, rows: Sequence[tuple[int, float]]) -> str:
    """The bid guide (``id="odds-guide"``): each bid with its chance of being made, out of
    ``deals`` sampled deals, and the 95% margin of that chance."""
    text = _(
        "<b>Bid guide</b> (sampled: {deals} deals of the other 36 cards, seed {seed}; you win "
        "the auction with {trump} trump, the partner passes and you pass back as the computer "
        "does, and the computer seats play the 12 tricks; no hand is thrown in). A bid is made "
        "when meld plus trick points reach it."
    ).format(deals=deals, seed=seed, trump=trump)
    body = "".join(
        f"<tr><td>{bid}</td><td>{percent(p)}</td>"
        f"<td>± {percent(1.96 * (p * (1 - p) / deals) ** 0.5)}</td></tr>"
        for bid, p in rows
    )
    heads = (_("bid"), _("made"), _("95% margin"))
    head = "".join(f"<th>{text_html(h)}</th>" for h in heads)
    return (
        f'<div id="odds-simulated"><p>{text}</p>'
        f'<table class="pl-odds-table" id="odds-guide"><tr>{head}</tr>{body}</table></div>'
    )


def exact_answer_html(
    trump: str,
    *,
    mine: int,
    hands: int,
    mean: float,
    reach: Mapping[int, float],
    gains: Sequence[tuple[str, int, float, float | None]],
    chart: str,
) -> str:
    """The exact answers (``id="odds-result"``): your meld ``mine``, your partner's over
    ``hands`` hands (``mean``, the chance of at least each value of ``reach``), ``chart``
    (made), and the cards that add most (label, gain, chance of one, of both or ``None``)."""
    if gains:
        rows = "".join(
            f"<tr><td>{text_html(card)}</td><td>+{gain}</td><td>{percent(one)}</td>"
            f"<td>{percent(both) if both is not None else '–'}</td></tr>"
            for card, gain, one, both in gains
        )
        heads = (
            _("card"),
            _("adds to your meld"),
            _("partner holds one"),
            _("partner holds both"),
        )
        head = "".join(f"<th>{text_html(h)}</th>" for h in heads)
        need = f'<table class="pl-odds-table"><tr>{head}</tr>{rows}</table>'
    else:
        no_single_card_would_text = _("No single card would add to your meld.")
        need = f"<p>{text_html(no_single_card_would_text)}</p>"
    reached = ", ".join(f"{v}+ {percent(p)}" for v, p in reach.items())
    text = _(
        "With {trump} trump your hand melds {mine}. Your partner's meld (exact, over all "
        "{hands} hands of the 36 cards you do not hold): mean {mean} meld points; at least "
        "{reach}."
    ).format(
        trump=trump,
        mine=f"<b id='odds-mine'>{mine}</b>",
        hands=f"{hands:,}",
        mean=f"<b id='odds-partner-mean'>{mean:.1f}</b>",
        reach=reached,
    )
    most = text_html(_("Cards that would add most to your meld:"))
    return f'<div id="odds-result"><p>{text}</p>{chart}<p>{most}</p>{need}</div>'
