"""The words of a lesson's self-check: its controls, head line, verdict and score (HTML).

The self-check (``pinochle_widgets.course.self_check``) asks and judges on keys and numbers;
this module says it, in the language of the block it runs in (:func:`~.i18n.speaking`).

Examples
--------
>>> check_label("title"), number_tip("meld")
('Check yourself', 'meld: a whole number')
>>> verdict_html(True, "Lisa wins", "", "")
'<div data-right="true"><p class="pl-q-verdict-right">✓ Right: Lisa wins.</p></div>'
"""

from __future__ import annotations

from .i18n import N_, _
from .markup import text_html

__all__ = [
    "CHECK_LABELS",
    "check_label",
    "head_text",
    "number_tip",
    "score_html",
    "toggle_tip",
    "unknown_kind",
    "verdict_html",
]

CHECK_LABELS: dict[str, str] = {
    "title": N_("Check yourself"),
    "title_best_card": N_("Find the best card"),
    "check": N_("Check"),
    "check_tip": N_("Check your answer"),
    "new": N_("New question ▶"),
    "new_tip": N_("Another question of this lesson"),
    "set": N_("Question set"),
    "set_tip": N_("Question set: every learner with the same number gets the same questions"),
    "hand": N_("your hand: click the cards you may play"),
    "no_kinds": N_("a self-check needs at least one question kind"),
}
"""The self-check's labels, tooltips and refusals by key (English msgids)."""


def check_label(key: str) -> str:
    """The label ``key`` of :data:`CHECK_LABELS` in the current language."""
    return _(CHECK_LABELS[key])


def unknown_kind(kind: str, kinds: str) -> str:
    """Refused: ``kind`` (quoted) is no question kind; ``kinds`` lists them."""
    return _("unknown question kind {kind}: one of {kinds}").format(kind=kind, kinds=kinds)


def head_text(title: str, number: int) -> str:
    """The head line of question ``number`` under ``title`` (plain text)."""
    return _("{title}: question {number}").format(title=title, number=number)


def toggle_tip(choice: str) -> str:
    """The tooltip of a choice that is picked or unpicked."""
    return _("{choice}: click to pick or unpick").format(choice=choice)


def number_tip(field: str) -> str:
    """The tooltip of a number box."""
    return _("{field}: a whole number").format(field=field)


def verdict_html(right: bool, answer: str, wrong: str, explanation: str) -> str:
    """The verdict: right, or the engine's ``answer`` (plain text), why the learner's choice
    takes less (``wrong``, HTML) and the ``explanation`` (HTML)."""
    if right:
        said = _("✓ Right: {answer}.").format(answer=text_html(answer))
        return f'<div data-right="true"><p class="pl-q-verdict-right">{said}</p></div>'
    said = _("✗ Not quite. The answer: {answer}.").format(answer=text_html(answer))
    why = _("<strong>Why</strong> (the rules engine):")
    return (
        f'<div data-right="false"><p class="pl-q-verdict-wrong">{said}</p>{wrong}'
        f'<div class="pl-q-explanation"><p>{why}</p>{explanation}</div></div>'
    )


def score_html(right: int, answered: int) -> str:
    """The score so far: ``right`` of ``answered`` (``class="pl-q-score-text"``)."""
    said = _("Score: {right} right of {answered} answered").format(
        right=f"<strong>{right}</strong>", answered=answered
    )
    return (
        f'<span class="pl-q-score-text" data-right="{right}" '
        f'data-answered="{answered}">{said}</span>'
    )
