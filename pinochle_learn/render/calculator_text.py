"""The words of the score calculator's controls and notes (lesson "Scoring").

The calculator (``pinochle_widgets.views.score_calculator``) reads the boxes and scores the
round with the engine; this module gives its labels, tooltips and notes, in the language of
the block it runs in (:func:`~.i18n.speaking`). A side's words agree with it through a *form*
(:func:`side_form`): ``"you"``, ``"it"`` (a team named in the singular), ``"plural"`` (a team
of two named) or ``"person"`` (one player of a two-hand game), each its own whole sentence.

Examples
--------
>>> calc_label("bid_won_by"), side_won_tip(one=True)
('Bid won by', 'The player that won the auction')
>>> meld_ask("Lisa", "it", bidder=False)
'<strong>Thrown in:</strong> Lisa adds its meld: what did Lisa meld? Type it above.'
>>> meld_ask("You", "you", bidder=True)
'Your meld only decides whether the hand may be thrown in: it does not count.'
"""

from __future__ import annotations

from .i18n import N_, _, pgettext
from .markup import text_html
from .names import is_learner
from .score_sentences import Side

__all__ = [
    "CALC_LABELS",
    "calc_label",
    "cannot_score",
    "example_label",
    "example_tip",
    "figures_count_refused",
    "meld_ask",
    "no_auction",
    "no_score_html",
    "not_scored_yet",
    "rule_option",
    "rules_note_html",
    "side_form",
    "side_won_tip",
    "throw_in_tip",
    "trick_points_note_html",
    "untick_note",
]

CALC_LABELS: dict[str, str] = {
    "game": N_("Game"),
    "game_tip": N_("The game whose round you score: its sides, counters and rules"),
    "bid": N_("Bid"),
    "bid_won_by": N_("Bid won by"),
    "thrown_in": N_("Thrown in after meld: no tricks played"),
    "zero": N_("No trick points"),
    "zero_tip": N_("When does a side score nothing for the round, meld included?"),
    "penalty": N_("Set penalty"),
    "penalty_tip": N_("What does a bidder who falls short lose?"),
    "load": N_("Load an example:"),
    "worked_out": N_("The round, worked out"),
}
"""The calculator's labels and tooltips by key (English msgids)."""


def calc_label(key: str) -> str:
    """The label ``key`` of :data:`CALC_LABELS` in the current language."""
    return _(CALC_LABELS[key])


def side_form(side: Side) -> str:
    """How a sentence agrees with ``side``: ``"you"``, ``"you and"`` (the learner and a
    partner), ``"plural"``, ``"person"`` or ``"it"``."""
    if side.partner is not None:
        return "you and"
    if is_learner(side.name):
        return "you"
    return "plural" if side.plural else "person" if side.person else "it"


def rules_note_html() -> str:
    """The note above the house-rule switches (``class="pl-calc-note"``)."""
    text = _(
        "<strong>Rules</strong>: the standard rule (the one in the published rules this "
        "program follows) is chosen first; the others are house rules some tables play."
    )
    return f'<div class="pl-calc-note">{text}</div>'


def example_label(title: str) -> str:
    """The "Load" button of the example ``title`` (an English id of ``EXAMPLES``, marked
    ``N_``), in the current language."""
    return _(title)


def example_tip(title: str) -> str:
    """The tooltip of the "Load" button of the example ``title`` (English id, translated)."""
    return _("Put the figures of the example “{title}” in the boxes").format(title=_(title))


def rule_option(text: str, *, standard: bool) -> str:
    """A house-rule switch's option: the rule ``text`` (an English id of ``ZERO_WORDS`` or
    ``PENALTY_WORDS``, marked ``N_``, translated here), marked standard or house rule."""
    if standard:
        return _("standard rule: {rule}").format(rule=_(text))
    return _("house rule: {rule}").format(rule=_(text))


def side_won_tip(*, one: bool) -> str:
    """The tooltip of "Bid won by" (``one``: one player a side)."""
    return _("The player that won the auction") if one else _("The team that won the auction")


def throw_in_tip(margin: int | None, game: str) -> str:
    """The tooltip of "Thrown in": the margin that allows it, or ``game`` has no throw-in."""
    if margin is None:
        return _("{game} has no throw-in: every hand is played").format(game=game)
    return _("The bid winner threw the hand in (allowed only when bid > meld + {margin})").format(
        margin=margin
    )


def meld_ask(name: str, form: str, *, bidder: bool, partner: str | None = None) -> str:
    """In a throw-in, the note under a side's meld (HTML, ``name`` and ``partner`` escaped
    here; ``form`` from :func:`side_form`): the bidder's meld only decides the throw-in; the
    other side adds its meld, and is asked for it."""
    if bidder:
        if form == "you":
            return _("Your meld only decides whether the hand may be thrown in: it does not count.")
        if form == "you and":
            return pgettext(
                "side: you and partner",
                "Your meld only decides whether the hand may be thrown in: it does not count.",
            )
        if form == "it":
            return _("Its meld only decides whether the hand may be thrown in: it does not count.")
        return _("Their meld only decides whether the hand may be thrown in: it does not count.")
    if form == "you":
        text = _("{side} add your meld: what did {side} meld? Type it above.")
    elif form == "you and":
        text = pgettext(
            "side: you and partner",
            "You and {partner} add your meld: what did you meld? Type it above.",
        )
    elif form == "plural":
        text = _("{side} add their meld: what did {side} meld? Type it above.")
    elif form == "person":
        text = _("{side} adds their meld: what did {side} meld? Type it above.")
    else:
        text = _("{side} adds its meld: what did {side} meld? Type it above.")
    lead = _("Thrown in:")
    asked = text.format(side=text_html(name), partner=text_html(partner or ""))
    return f"<strong>{text_html(lead)}</strong> {asked}"


def trick_points_note_html(total: str, deal: str) -> str:
    """The sum of the trick points typed (``total``, with its ✓ or ✗) and what a deal holds."""
    text = _("Trick points: {total} ({deal})").format(total=total, deal=deal)
    return f'<div class="pl-calc-note">{text_html(text)}</div>'


def cannot_score(problems: str) -> str:
    """Why the figures cannot be scored (``problems``: sentences)."""
    return _("These figures cannot be scored. {problems}").format(problems=problems)


def untick_note() -> str:
    """A throw-in the rules refuse: the learner should enter trick points instead."""
    return _("Untick “Thrown in” and enter the trick points.")


def no_score_html() -> str:
    """The score table's place while the figures cannot be a round."""
    text = _(
        "No score: the figures above cannot be a round. Change them and the round is "
        "worked out again."
    )
    return f'<p class="pl-no-score">{text_html(text)}</p>'


def no_auction(game: str) -> str:
    """Refused: the calculator scores bids, and ``game`` (a quoted name) has no auction."""
    return _("ruleset {game} has no auction: there is no bid to score").format(game=game)


def figures_count_refused(field: str, values: str, count: int, game: str, sides: int) -> str:
    """Refused: ``count`` figures given for ``field``, but ``game`` has ``sides`` sides."""
    return _("{field}={values}: {count} figures, but {game} has {sides} sides").format(
        field=field, values=values, count=count, game=game, sides=sides
    )


def not_scored_yet(phase: str) -> str:
    """Refused: a round still in ``phase`` has no score to load."""
    return _("the round is in {phase}: it has no score yet").format(phase=phase)
