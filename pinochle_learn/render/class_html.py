"""The teacher's page of a class, as HTML: the rules the class gets wrong (a chart and a ranked
table with the lesson that teaches each and an example question missed), the learner-by-rule
grid, each learner's answers in order, the CSV export link, how long records are kept.

Rows come as plain data (``pinochle_widgets.sessions.class_stats``' rows, read through the
protocols below: the renderers import no widget package). Every name, answer and question is
the learners' or the link's text: each goes through :func:`~pinochle_learn.render.markup.text_html`.
Colours are the stylesheet's classes (``pl-grid-wrong`` ...) plus a sign and words, never colour
alone; the grid is a real ``<table>`` with column and row headers, for screen readers.

Examples
--------
>>> teacher_refusal_html().count("<p")
1
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Protocol
from urllib.parse import quote

from .i18n import N_, _, ngettext, pgettext
from .markup import text_html, words_html
from .rule_titles import rule_title
from .style import colour

__all__ = [
    "GRID_COLUMNS",
    "KEEP_TEXT",
    "TEACHER_WORDS",
    "class_body_html",
    "class_head_html",
    "class_page_html",
    "grid_html",
    "help_html",
    "learners_html",
    "records_down_html",
    "rules_chart_svg",
    "rules_table_html",
    "teacher_refusal_html",
]

TEACHER_WORDS = {
    "refresh": N_("Refresh"),
    "refresh_tooltip": N_("Read the class's answers again now (the page also does every 15 s)"),
}
"""The teacher page's button, marked for the catalogue: translate where shown."""

KEEP_TEXT = N_(
    "Records are kept on this server until you erase them: pinochle-learn class erase {code} "
    "deletes this class and every answer. Only names and answers are kept."
)
"""How long records are kept (``{code}``: the class code), marked for the catalogue."""


def _h(text: str) -> str:
    """Our own words (a translation) as HTML text: ``& < >`` escaped, apostrophes and quotes
    as written (a template: escape it, then fill in values escaped on their own)."""
    return words_html(text)


def _attr(text: str) -> str:
    """Our own words for a double-quoted attribute value, apostrophes as written."""
    return _h(text).replace('"', "&quot;")


CellMap = Mapping[tuple[str, str], tuple[int, int]]
"""(learner, rule) -> (right answers, wrong answers)."""


class RuleRowLike(Protocol):
    """A rule's answers (``class_stats.RuleRow``)."""

    @property
    def rule(self) -> str: ...
    @property
    def answers(self) -> int: ...
    @property
    def wrong(self) -> int: ...
    @property
    def learners_wrong(self) -> int: ...
    @property
    def example_prompt(self) -> str: ...
    @property
    def example_answer(self) -> str: ...
    @property
    def example_learner(self) -> str: ...
    @property
    def share_wrong(self) -> float: ...


class HelpRowLike(Protocol):
    """A learner who needs help (``class_stats.HelpRow``)."""

    @property
    def learner(self) -> str: ...
    @property
    def right(self) -> int: ...
    @property
    def answered(self) -> int: ...
    @property
    def missed(self) -> tuple[str, ...]: ...


class AnswerLike(Protocol):
    """One answer (``records.Answer``)."""

    @property
    def lesson(self) -> str: ...
    @property
    def question(self) -> str: ...
    @property
    def prompt(self) -> str: ...
    @property
    def rule_ids(self) -> tuple[str, ...]: ...
    @property
    def answer(self) -> str: ...
    @property
    def correct(self) -> bool: ...
    @property
    def at(self) -> datetime: ...


def teacher_refusal_html() -> str:
    """The one line the page shows without the teacher's link (a bad or missing token, an
    unknown or malformed class code alike: it tells nothing of which)."""
    text = _(
        "This page opens only with a teacher's link: the one pinochle-learn class new printed, "
        "with its class code and teacher token, whole. A class erased (pinochle-learn class "
        "erase) has no page any more."
    )
    return f'<p class="pl-teacher-refused pl-problem" role="alert">{_h(text)}</p>'


def records_down_html(seconds: int) -> str:
    """The line shown while the class's records cannot be read (the database down)."""
    text = _h(
        _(
            "The class's records could not be read just now: this page tries again every "
            "{seconds} s."
        )
    ).format(seconds=seconds)
    return f'<p class="pl-teacher-down pl-problem" role="alert">{text}</p>'


def _percent(share: float) -> str:
    return f"{round(share * 100)}%"


def rules_chart_svg(rows: Sequence[RuleRowLike], *, most: int = 10) -> str:
    """The ``most`` rules with the largest share of wrong answers as horizontal bars (a
    ``<figure>`` with an SVG ``role="img"`` named by its caption; each bar's share written
    beside it as text)."""
    shown = list(rows)[:most]
    if not shown:
        return ""
    bar_h, gap, width, label_w = 22, 22, 400, 50  # about 1:1 on a 420 px phone
    height = len(shown) * (bar_h + gap) + gap
    plot_w = width - label_w
    ink, wrong = colour("ink"), colour("error")
    parts = []
    for i, row in enumerate(shown):
        y = gap + i * (bar_h + gap)
        w = max(row.share_wrong * plot_w, 1.0)
        parts.append(
            f'<text x="0" y="{y - 5}" fill="{ink}" style="font-size: 14px">'
            f"{text_html(rule_title(row.rule))}"
            f' <tspan style="font-size: 11px">{text_html(row.rule)}</tspan></text>'
            f'<rect x="0" y="{y}" width="{w:.1f}" height="{bar_h}" fill="{wrong}"/>'
            f'<text x="{w + 6:.1f}" y="{y + bar_h * 0.7:.1f}" fill="{ink}"'
            f' style="font-size: 14px">{_percent(row.share_wrong)}</text>'
        )
    title = _("Share of wrong answers, by rule")
    return (
        f'<figure class="pl-class-chart" id="class-chart"><figcaption>{_h(title)}</figcaption>'
        f'<svg role="img" aria-label="{_attr(title)}" style="max-width:100%;height:auto"'
        f' xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}"'
        f' viewBox="0 0 {width} {height}">{"".join(parts)}</svg></figure>'
    )


def _lesson_link(rule: str, lessons: Mapping[str, tuple[str, str]]) -> str:
    if rule not in lessons:
        return "—"
    notebook, title = lessons[rule]
    return f'<a class="pl-rule-lesson" href="{text_html(notebook)}">{text_html(title)}</a>'


def rules_table_html(rows: Sequence[RuleRowLike], lessons: Mapping[str, tuple[str, str]]) -> str:
    """The rules ranked by share of wrong answers (``table#class-rules``): the rule, its wrong
    answers, the lesson teaching it (``lessons``: rule id -> (notebook, title)) and the latest
    question the class missed with the answer given."""
    body = []
    for rank, row in enumerate(rows, start=1):
        if row.wrong:
            answered = _h(_("{name} answered “{answer}”.")).format(
                name=text_html(row.example_learner), answer=text_html(row.example_answer)
            )
            example = (
                f'<span class="pl-example-q">{text_html(row.example_prompt)}</span> '
                f'<span class="pl-example-a">{answered}</span>'
            )
        else:
            example = _h(_("none missed"))
        wrong = ngettext(
            "{wrong} of {answers} ({share}); {learners} learner",
            "{wrong} of {answers} ({share}); {learners} learners",
            row.learners_wrong,
        ).format(
            wrong=row.wrong,
            answers=row.answers,
            share=_percent(row.share_wrong),
            learners=row.learners_wrong,
        )
        body.append(
            f'<tr data-rule="{text_html(row.rule)}"><td>{rank}</td>'
            f'<th scope="row">{_rule_name(row.rule)}</th>'
            f"<td>{_h(wrong)}</td>"
            f"<td>{_lesson_link(row.rule, lessons)}</td><td>{example}</td></tr>"
        )
    heads = (
        _("rule"),
        _("wrong answers"),
        _("lesson that teaches it"),
        _("a question the class missed"),
    )
    rules_ranked_by_the_text = _("Rules ranked by the share of wrong answers")
    return (
        '<table class="pl-class-rules" id="class-rules">'
        f"<caption>{_h(rules_ranked_by_the_text)}</caption>"
        f"<thead><tr><th>#</th>{''.join(f'<th>{_h(h)}</th>' for h in heads)}</tr></thead>"
        f"<tbody>{''.join(body)}</tbody></table>"
    )


def _rule_name(rule: str) -> str:
    """A rule's title as a learner reads it, its id small beside it."""
    return (
        f'<span class="pl-rule-title">{text_html(rule_title(rule))}</span> '
        f'<small class="pl-rule-id"><code>{text_html(rule)}</code></small>'
    )


def _grid_cell(right: int, wrong: int) -> str:
    """A cell as signs and counts (``✓2 ✗1``), its words (``2 right, 1 wrong``) for screen
    readers and as a tooltip: a dozen learners' columns fit a laptop's width."""
    if not right and not wrong:
        none_answered_text = _("none answered")
        none_text = _("none")
        return (
            f'<td class="pl-grid-none" title="{_attr(none_answered_text)}">—'
            f'<span class="pl-sr"> {_h(none_text)}</span></td>'
        )
    css = "pl-grid-wrong" if wrong > right else "pl-grid-mixed" if wrong else "pl-grid-right"
    signs, words = [], []
    if right:
        signs.append(f"✓{right}")
        words.append(_("{count} right").format(count=right))
    if wrong:
        signs.append(f"✗{wrong}")
        words.append(_("{count} wrong").format(count=wrong))
    said = ", ".join(words)
    return (
        f'<td class="{css}" title="{_attr(said)}"><span aria-hidden="true">{" ".join(signs)}'
        f'</span><span class="pl-sr">{_h(said)}</span></td>'
    )


GRID_COLUMNS = 12
"""Learners a laptop's width shows as columns (about 80 px each beside the rules' titles at
1280 px): a larger class is drawn with a row per learner and a column per rule instead."""


def _grid_rule_head(rule: str) -> str:
    """A rule's column head in a class's grid: its title and id set upright (read bottom to
    top), so thirteen rules' columns are no wider than their cells."""
    return f'<th scope="col" class="pl-grid-rule"><span>{_rule_name(rule)}</span></th>'


def _grid_total(learner: str, rules: Sequence[str], cells: CellMap) -> str:
    """A learner's right answers of all answered, over every rule (``7/13`` and its words)."""
    right = sum(cells.get((learner, rule), (0, 0))[0] for rule in rules)
    answered = right + sum(cells.get((learner, rule), (0, 0))[1] for rule in rules)
    said = _right_of(right, answered)
    return (
        f'<td class="pl-grid-total" title="{_attr(said)}"><span aria-hidden="true">'
        f'{right}/{answered}</span><span class="pl-sr">{_h(said)}</span></td>'
    )


def _right_of(right: int, answered: int) -> str:
    """``"7 right of 13 answered"``, in the current language."""
    return _("{right} right of {answered} answered").format(right=right, answered=answered)


def grid_html(
    learners: Sequence[str],
    rules: Sequence[str],
    cells: Mapping[tuple[str, str], tuple[int, int]],
    *,
    columns: int = GRID_COLUMNS,
) -> str:
    """The learner-by-rule grid (``table#class-grid``): each cell a learner's right and wrong
    answers on a rule in words and signs, coloured by its class (mostly wrong, some wrong, all
    right); real column and row headers for screen readers.

    Up to ``columns`` learners: a row per rule (``<th scope="row">``, its title with the id
    small beside it), a column per learner, so a dozen rules never push the page sideways
    (``data-by="rule"``). More learners (a class of 30): a row per learner with their right
    answers of all answered, a column per rule headed by its title set upright
    (``data-by="learner"``), so 30 learners by 13 rules fit 1280 px."""
    if len(learners) > columns:
        head = "".join(_grid_rule_head(rule) for rule in rules)
        body = "".join(
            f'<tr><th scope="row">{text_html(learner)}</th>'
            + _grid_total(learner, rules, cells)
            + "".join(_grid_cell(*cells.get((learner, rule), (0, 0))) for rule in rules)
            + "</tr>"
            for learner in learners
        )
        learner_text = _("learner")
        right_text = pgettext("answers", "right")
        corner = f'<th scope="col">{_h(learner_text)}</th><th scope="col">{_h(right_text)}</th>'
        by = "learner"
    else:
        head = "".join(f'<th scope="col">{text_html(learner)}</th>' for learner in learners)
        body = "".join(
            f'<tr><th scope="row">{_rule_name(rule)}</th>'
            + "".join(_grid_cell(*cells.get((learner, rule), (0, 0))) for learner in learners)
            + "</tr>"
            for rule in rules
        )
        rule_text = _("rule")
        corner, by = f'<th scope="col">{_h(rule_text)}</th>', "rule"
    caption = _h(_("Each learner's answers by rule"))
    return (
        f'<div class="pl-grid-scroll"><table class="pl-class-grid" id="class-grid"'
        f' data-by="{by}"><caption>{caption}</caption>'
        f"<thead><tr>{corner}{head}</tr></thead><tbody>{body}</tbody></table></div>"
    )


def help_html(rows: Sequence[HelpRowLike], *, most: int = 8) -> str:
    """ "Who needs help" (``section#class-help``): the ``most`` learners with the largest share
    of wrong answers, each with right of answered and the rules they miss most (by title)."""
    items = ""
    for row in list(rows)[:most]:
        missed = ""
        if row.missed:
            titles = "; ".join(text_html(rule_title(r)) for r in row.missed)
            missed = "; " + _h(_("misses {rules}")).format(rules=titles)
        items += (
            f'<li data-learner="{text_html(row.learner)}"><strong>{text_html(row.learner)}'
            f"</strong>: {_h(_right_of(row.right, row.answered))}{missed}</li>"
        )
    if items:
        body = f"<ol>{items}</ol>"
    else:
        nobody_yet_every_answer_text = _("Nobody yet: every answer so far is right.")
        body = f"<p>{_h(nobody_yet_every_answer_text)}</p>"
    title = _("Who needs help")
    return (
        f'<section class="pl-class-help" id="class-help" aria-label="{_attr(title)}">'
        f"<h2>{_h(title)}</h2>{body}</section>"
    )


def learners_html(
    by_learner: Mapping[str, Sequence[AnswerLike]], titles: Mapping[str, str] | None = None
) -> str:
    """Each learner's answers in order (``section#class-learners``), one ``<details>`` each:
    the time, lesson and question, the question as read, the answer, right or wrong, the rules.

    ``titles`` names each lesson as the course does (the notebook's stem, as an answer keeps
    it, -> ``"4. Meld"``); a lesson not in it is shown by its stem."""
    named = titles or {}
    parts = []
    for learner, answers in by_learner.items():
        right = sum(a.correct for a in answers)
        items = "".join(_answer_item(a, named) for a in answers)
        parts.append(
            f'<details class="pl-class-learner" data-learner="{text_html(learner)}">'
            f"<summary>{text_html(learner)}: {_h(_right_of(right, len(answers)))}"
            f"</summary><ol>{items}</ol></details>"
        )
    label, heading = _("Each learner's answers"), _("Each learner's answers, in order")
    no_answers_yet_text = _("No answers yet.")
    empty = f"<p>{_h(no_answers_yet_text)}</p>"
    return (
        '<section class="pl-class-learners" id="class-learners" '
        f'aria-label="{_attr(label)}"><h2>{_h(heading)}</h2>'
        f"{''.join(parts) or empty}</section>"
    )


def _answer_item(a: AnswerLike, named: Mapping[str, str]) -> str:
    """One answer of a learner's list: right or wrong, the time, lesson and question, the
    question as read, the answer, the rules."""
    mark = _("✓ right") if a.correct else _("✗ wrong")
    where = _h(_("{lesson}, question {question}:")).format(
        lesson=text_html(named.get(a.lesson, a.lesson)), question=text_html(a.question)
    )
    answered = _h(_("Answered “{answer}” (rules: {rules})")).format(
        answer=text_html(a.answer), rules=text_html(" ".join(a.rule_ids) or "—")
    )
    return (
        f'<li class="{"pl-ok" if a.correct else "pl-bad"}"'
        f' data-correct="{str(a.correct).lower()}">'
        f"{_h(mark)} · {a.at:%H:%M} · {where} "
        f'<span class="pl-example-q">{text_html(a.prompt)}</span> '
        f"{answered}</li>"
    )


def _csv_link(code: str, csv_text: str) -> str:
    href = "data:text/csv;charset=utf-8," + quote(csv_text, safe="")
    download_every_answer_csv_text = _("Download every answer (CSV)")
    return (
        f'<p><a class="pl-class-csv" id="class-csv" download="class-{text_html(code)}.csv"'
        f' href="{href}">{_h(download_every_answer_csv_text)}</a></p>'
    )


def class_head_html(
    *, code: str, title: str, answers: int, learners: int, updated: datetime
) -> str:
    """The page's heading: the class's title and code, its answers and learners counted, when
    they were read."""
    small = _h(_("(class {code})")).format(code=text_html(code))
    facts = _("{answers} from {learners}; read at {time} UTC, again every 15 s.").format(
        answers=ngettext("{count} answer", "{count} answers", answers).format(count=answers),
        learners=ngettext("{count} learner", "{count} learners", learners).format(count=learners),
        time=f"{updated:%H:%M:%S}",
    )
    return (
        f'<h1 class="pl-class-title">{text_html(title)} <small>{small}</small></h1>'
        f'<p class="pl-class-facts" data-answers="{answers}" data-learners="{learners}">'
        f"{_h(facts)}</p>"
    )


def class_body_html(
    *,
    code: str,
    rows: Sequence[RuleRowLike],
    learners: Sequence[str],
    rules: Sequence[str],
    cells: Mapping[tuple[str, str], tuple[int, int]],
    by_learner: Mapping[str, Sequence[AnswerLike]],
    lessons: Mapping[str, tuple[str, str]],
    csv_text: str,
    titles: Mapping[str, str] | None = None,
    helped: Sequence[HelpRowLike] = (),
) -> str:
    """The page under its heading (``div.pl-class-page``): who needs help (``helped``:
    :func:`help_html`), chart, rules, grid, each learner's
    answers (each lesson named by ``titles``: :func:`learners_html`), the CSV link and how
    long records are kept (or "No answers yet")."""
    keep = f'<p class="pl-class-keep">{text_html(_(KEEP_TEXT).format(code=code))}</p>'
    if not by_learner:
        empty = _("No answers yet: they appear here as the class answers its lessons' self-checks.")
        return f'<div class="pl-class-page"><p class="pl-class-empty">{_h(empty)}</p>{keep}</div>'
    return (
        f'<div class="pl-class-page">{help_html(helped)}{rules_chart_svg(rows)}'
        f'<div class="pl-grid-scroll">{rules_table_html(rows, lessons)}</div>'
        f"{grid_html(learners, rules, cells)}"
        f"{learners_html(by_learner, titles)}{_csv_link(code, csv_text)}{keep}</div>"
    )


def class_page_html(
    *,
    code: str,
    title: str,
    rows: Sequence[RuleRowLike],
    learners: Sequence[str],
    rules: Sequence[str],
    cells: Mapping[tuple[str, str], tuple[int, int]],
    by_learner: Mapping[str, Sequence[AnswerLike]],
    lessons: Mapping[str, tuple[str, str]],
    csv_text: str,
    answers: int,
    updated: datetime,
    titles: Mapping[str, str] | None = None,
    helped: Sequence[HelpRowLike] = (),
) -> str:
    """The whole teacher's page for class ``code``: :func:`class_head_html` then
    :func:`class_body_html`."""
    head = class_head_html(
        code=code, title=title, answers=answers, learners=len(learners), updated=updated
    )
    body = class_body_html(
        code=code,
        rows=rows,
        learners=learners,
        rules=rules,
        cells=cells,
        by_learner=by_learner,
        lessons=lessons,
        csv_text=csv_text,
        titles=titles,
        helped=helped,
    )
    return head + body
