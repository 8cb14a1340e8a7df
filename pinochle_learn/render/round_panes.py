"""The round table's own words and panes as HTML: the message line, refusals, the score sheet,
the hands on view and the passing status. Pure functions, no widgets; the table, phase,
auction and melds are the engine's :mod:`pinochle_learn.render.round_html`.

Stable hooks for tests: ``id="round-message"`` (``class="pl-message"``), ``id="score-sheet"``
(the table), ``id="round-score-totals"``, ``id="round-score"``, ``id="round-hands"``,
``pl-pass-status`` (``data-chosen``).
"""

from __future__ import annotations

from collections.abc import Sequence

from pinochle_learn import Card, Seat
from pinochle_learn.actions import Action, Bid, Bury, PassCards, Play
from pinochle_learn.play import PlayReason
from pinochle_learn.render.i18n import _
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.person import YOU, Person
from pinochle_learn.render.play_sentences import refusal_reason
from pinochle_learn.render.reason_sentences import phase_words
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.render.round_html import hands_html
from pinochle_learn.render.score_html import score_html
from pinochle_learn.render.trick_html import team_label
from pinochle_learn.ruleset import PARTNERSHIP
from pinochle_learn.scoring import RoundScore
from pinochle_learn.seats import seats
from pinochle_learn.state import Phase, RoundState

from .markup import message_html as kit_message
from .score_figures import score_table_html

TEAM_NAMES = tuple(team_label(t, PARTNERSHIP.players) for t in range(PARTNERSHIP.side_count))
"""The sides as the round table names them everywhere: North–South and East–West."""

__all__ = [
    "TEAM_NAMES",
    "hands_pane_html",
    "message_html",
    "pass_status_html",
    "refusal_text",
    "score_pane_html",
    "score_sheet_html",
    "sentence",
]


def message_html(text: str, kind: str = "info") -> str:
    """The table's message line (``id="round-message"``): ``kind`` is info, done or error.

    Examples
    --------
    >>> message_html("Bid 250 refused", "error")
    '<div class="pl-message pl-error" id="round-message" role="alert">✗ Bid 250 refused</div>'
    """
    return kit_message(text, kind, element_id="round-message")


def sentence(text: str) -> str:
    """``text`` stripped, with a full stop unless it ends a sentence already.

    Examples
    --------
    >>> sentence(" you must follow suit "), sentence("Done!")
    ('you must follow suit.', 'Done!')
    """
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text + "."


def refusal_text(
    action: Action,
    reason: object,
    phase: Phase | None,
    names: Sequence[str] | None = None,
) -> str:
    """Why the learner's ``action`` was refused, in words for the message line.

    Parameters
    ----------
    action
        The refused action.
    reason, phase
        The engine's :class:`~pinochle_learn.actions.Verdict` reason (any explanation
        :func:`~pinochle_learn.render.refusals.reason_text` words) and phase.
    names
        Players' names by seat index: the learner's seat is spoken to as "you".
    """
    words = reason_text(reason, names, action.seat)
    if isinstance(action, Play):
        if isinstance(reason, PlayReason):
            player = YOU if names is None else Person.of(action.seat, names)
            words = refusal_reason(reason, player)
        return _("{card} may not be played: {why} Nothing was played.").format(
            card=action.card.label, why=sentence(words)
        )
    if isinstance(action, Bid):
        return _("A bid of {amount} is refused: {why}").format(
            amount=action.amount, why=sentence(words)
        )
    if isinstance(action, PassCards):
        return _("That pass is refused: {why} Choose again.").format(why=sentence(words))
    if isinstance(action, Bury):
        return _("That bury is refused: {why} Choose again.").format(why=sentence(words))
    if phase is None:
        return _("Refused in this phase: {why}").format(why=sentence(words))
    return _("Refused in {phase}: {why}").format(phase=phase_words(phase), why=sentence(words))


def score_sheet_html(
    score: RoundScore, names: Sequence[str] | None = None, teams: Sequence[str] | None = None
) -> str:
    """The round's score sheet: :meth:`RoundScore.to_rows` as a table with
    ``id="score-sheet"`` (the Scoring lesson's :func:`score_table_html`, on its side: one row per
    figure, one column per team, so that it fits the side panel whole), then the score worked
    out line by line with the reasons, the new totals and the game
    (:func:`~pinochle_learn.render.score_html.score_html`, totals in
    ``id="round-score-totals"``). ``teams`` names the two sides (the round table says
    "North–South" and "East–West", as in its totals). Imports nothing heavy (no pandas).

    Examples
    --------
    >>> from pinochle_learn import score_round
    >>> html = score_sheet_html(score_round(bid=300, bidding_team=0, meld=(120, 60),
    ...                                     tricks=(180, 70)))
    >>> 'id="score-sheet"' in html, "<td>300</td>" in html, "made its bid of 300" in html
    (True, True, True)
    """
    table = score_table_html(score, table_id="score-sheet", by_figure=True)
    return table + score_html(score, totals_id="round-score-totals", names=names, teams=teams)


def score_pane_html(score: RoundScore | None, round_number: int, names: Sequence[str]) -> str:
    """The score sheet of round ``round_number`` under its heading; empty before the score."""
    if score is None:
        return ""
    title = _("Score sheet, round {number}").format(number=round_number)
    teams = tuple(team_label(t, PARTNERSHIP.players) for t in range(PARTNERSHIP.side_count))
    return (
        '<div class="pl-round-box pl-round-score" id="round-score">'
        f"<h3>{text_html(title)}</h3>"
        f"{score_sheet_html(score, names, teams)}</div>"
    )


def hands_pane_html(state: RoundState, seat: Seat, names: Sequence[str], *, show_all: bool) -> str:
    """The hands not drawn elsewhere: the learner's own, or with ``show_all`` every hand.

    The learner's hand is drawn under the table by the card widget, so it is left out here
    until the round is over. After the round, ``show_all`` shows the hands as dealt.
    """
    if not state.hands:
        return ""
    if not show_all and state.is_over and not state.hands[seat]:
        played = state.ruleset.hand_size
        out = _("All {count} of your cards have been played: the hand is played out.").format(
            count=played
        )
        your_hand_text = _("Your hand")
        return (
            f'<div class="pl-round-box" id="round-hands"><h3>{text_html(your_hand_text)}</h3>'
            f'<p class="pl-played-out">{text_html(out)}</p></div>'
        )
    if show_all:
        if state.is_over:
            dealt = text_html(_("The hands as dealt"))
            return (
                f'<div class="pl-round-box" id="round-hands"><h3>{dealt}</h3></div>'
                + hands_html(state.dealt, names, list(seats(state.ruleset.players)))
            )
        shown = [s for s in seats(state.ruleset.players) if not _hand_in_view(state, s, seat)]
        title = _("All hands (practice: in a real game you see only your own)")
    else:
        shown = [] if _hand_in_view(state, seat, seat) else [seat]
        title = _("Your hand")
    return (
        f'<div class="pl-round-box" id="round-hands"><h3>{text_html(title)}</h3></div>'
        + hands_html(state.hands, names, shown)
        if shown
        else ""
    )


def _hand_in_view(state: RoundState, seat: Seat, learner: Seat) -> bool:
    """The learner's hand is always drawn under the table (the card widget) until the end."""
    return seat is learner and not state.is_over


def pass_status_html(count: int, need: int, chosen: Sequence[Card], verb: str = "pass") -> str:
    """ "Chosen to pass: ``count`` of ``need``" and the cards chosen (``class="pl-pass-status"``);
    ``verb`` is what the chosen cards are for (``"pass"``, ``"bury"``; a code, the words are
    chosen here).

    Examples
    --------
    >>> pass_status_html(1, 4, [Card.parse("H14")])  # doctest: +ELLIPSIS
    '<div ... data-chosen="1">Chosen to pass: <strong>1 of 4</strong> (A♥)</div>'
    """
    chosen_text = " ".join(c.label for c in chosen) or _("none yet")
    words = (
        _("Chosen to bury: {chosen} ({cards})")
        if verb == "bury"
        else _("Chosen to pass: {chosen} ({cards})")
    )
    so_far = _("{count} of {need}").format(count=count, need=need)
    said = words.format(
        chosen=f"<strong>{text_html(so_far)}</strong>", cards=text_html(chosen_text)
    )
    return f'<div class="pl-round-box pl-pass-status" data-chosen="{count}">{said}</div>'
