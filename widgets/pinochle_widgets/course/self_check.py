"""SelfCheck: a lesson's questions, made by the engine from a seed, answered by click or typing.

The view over :mod:`pinochle_widgets.course.questions`. The learner answers (clicks a choice, picks
several and checks, or types numbers and checks) and is told at once whether it is right; on a
wrong answer the engine's explanation of the right one appears. A running score, a **New
question** button and a **Question set** box: the same set number gives every learner the same
questions in the same order (a teacher's link can fix it). The answer and its explanation stay
in Python until the learner has answered: nothing in the page gives them away.

Stable hooks for tests (VOILA.md rule 5): ``pl-self-check``, ``pl-q-prompt``, ``pl-q-choice``
(buttons; ``pl-q-picked`` when toggled), ``pl-q-number`` (number boxes), ``pl-q-check``,
``pl-q-verdict`` (``data-right="true|false"`` once answered); cards to pick are a
:class:`~pinochle_widgets.views.card_hand.CardHand` (``button.plc-card[data-card=...]``),
``pl-q-score``, ``pl-q-new``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets
from ipywidgets.widgets.widget_button import ButtonStyle
from ipywidgets.widgets.widget_description import DescriptionStyle
from ipywidgets.widgets.widget_string import HTMLStyle

from pinochle_learn import PARTNERSHIP, Card, Ruleset
from pinochle_learn.render import self_check_html as words
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.refusals import kind_refused_text
from pinochle_widgets.views.card_hand import CardHand, CardView
from pinochle_widgets.views.controls import seed_box
from pinochle_widgets.views.kit import guard_inputs, styled
from pinochle_widgets.views.shared_models import shared_layout, shared_style
from pinochle_widgets.views.speech import in_language

from .questions import KINDS, KindRefused, Question, make_question

__all__ = ["SelfCheck"]


class SelfCheck(widgets.VBox):
    """Questions of the given kinds in turn, with a running score.

    Parameters
    ----------
    kinds
        Question kinds (keys of :data:`pinochle_widgets.course.questions.KINDS`), asked in turn.
    seed
        The question set: the same set gives the same questions in the same order.
    ruleset
        The rules the engine answers by.
    title
        The heading over the questions (``None``: "Check yourself").
    stream
        The lesson asking (its notebook): each lesson draws questions of its own from a
        question set (:func:`~pinochle_widgets.course.questions.make_question`).
    lang
        The language of its words (``"it"``, ...); ``None``: the page's. The answers are
        judged on keys and numbers, the same in every language.

    Raises
    ------
    ValueError
        An unknown kind, or no kinds.

    Examples
    --------
    >>> check = SelfCheck(["throw_in"], seed=3)
    >>> check.answer(check.question.answer[0]), check.right, check.answered
    (True, 1, 1)
    >>> check.new_question()
    >>> check.answer("maybe"), check.right, check.answered
    (False, 1, 2)
    """

    def __init__(
        self,
        kinds: Sequence[str],
        *,
        seed: int = 1,
        ruleset: Ruleset = PARTNERSHIP,
        title: str | None = None,
        stream: str = "",
        lang: str | None = None,
    ) -> None:
        self.lang = lang
        with speaking(lang):
            self._build(kinds, seed, ruleset, title, stream)

    def _build(
        self, kinds: Sequence[str], seed: int, ruleset: Ruleset, title: str | None, stream: str
    ) -> None:
        kinds = tuple(kinds)
        if not kinds:
            raise ValueError(words.check_label("no_kinds"))
        for kind in kinds:
            if kind not in KINDS:
                raise ValueError(words.unknown_kind(repr(kind), ", ".join(sorted(KINDS))))
        self.kinds = kinds
        self.ruleset = ruleset
        self.stream = stream
        self.number = 0
        self.right = 0
        self.answered = 0
        self._done = False
        self._title = title if title is not None else words.check_label("title")
        # One layout and style for every part that never changes them (issue 21: fewer models)
        self.head = _html()
        self.prompt = _html()
        self.prompt.add_class("pl-q-prompt")
        self.answers = widgets.VBox(layout=shared_layout())
        self.check_button = widgets.Button(
            description=words.check_label("check"),
            tooltip=words.check_label("check_tip"),
            button_style="primary",
            layout=shared_layout(),
            style=shared_style(ButtonStyle),
        )
        self.check_button.add_class("pl-q-check")
        self.check_button.on_click(lambda _: self._check())
        self.verdict = _html()
        self.verdict.add_class("pl-q-verdict")
        self.score = _html()
        self.score.add_class("pl-q-score")
        self.new_button = widgets.Button(
            description=words.check_label("new"),
            tooltip=words.check_label("new_tip"),
            layout=shared_layout(),
            style=shared_style(ButtonStyle),
        )
        self.new_button.add_class("pl-q-new")
        self.new_button.on_click(lambda _: self.new_question())
        self.seed = seed_box(
            seed,
            tooltip=words.check_label("set_tip"),
            width="16em",
        )
        self.seed.description = words.check_label("set")
        self.seed.observe(self._on_seed, names="value")
        self.bar = widgets.HBox(
            [self.new_button, self.seed, self.score],
            layout=shared_layout(flex_flow="row wrap", align_items="center"),
        )
        super().__init__(
            styled([self.head, self.prompt, self.answers, self.verdict, self.bar]),
            layout=widgets.Layout(max_width="100%"),
        )
        self.add_class("pl-self-check")
        self._boxes: list[widgets.IntText] = []
        self._toggles: list[widgets.ToggleButton] = []
        self._buttons: list[widgets.Button] = []
        self._hand: CardHand | None = None
        self._picked: set[str] = set()
        self._listeners: list[Callable[[SelfCheck, Any, bool], None]] = []
        self._ask()

    # ------------------------------------------------------------------ state
    @property
    def question(self) -> Question:
        """The question on show."""
        return self._question

    @in_language
    def new_question(self) -> None:
        """Ask the next question of the set (answered or not)."""
        self.number += 1
        self._ask()

    @in_language
    def restart(self, seed: int) -> None:
        """Start question set ``seed`` from its first question, the score at zero."""
        if self.seed.value != seed:
            self.seed.value = seed  # observed: comes back here
            return
        self.number = self.right = self.answered = 0
        self._ask()

    def on_answer(self, listener: Callable[[SelfCheck, Any, bool], None]) -> None:
        """Call ``listener(check, response, right)`` after each answer is judged and shown
        (the class recorder: :func:`pinochle_widgets.course.lesson.self_check`)."""
        self._listeners.append(listener)

    @property
    def question_set(self) -> str:
        """The question's set as the teacher's records name it: its kind and the set number
        (``"meld-seed-7"``)."""
        return f"{self.question.kind}-seed-{int(self.seed.value)}"

    def shown_answer(self, response: Any) -> str:
        """``response`` as the learner saw it: the labels of the choices picked, or the
        numbers typed after their boxes' labels (plain text, cards as ``A♠``)."""
        q = self.question
        labels = {key: label for label, key in q.choices}
        if q.form == "one":
            return labels.get(str(response), str(response))
        if q.form == "many":
            return ", ".join(labels.get(str(key), str(key)) for key in response)
        return "; ".join(
            f"{label}: {value}" for label, value in zip(q.fields, response, strict=False)
        )

    @in_language
    def answer(self, response: Any) -> bool:
        """Judge ``response`` (see :meth:`Question.judge`), show the verdict, count it.

        A question counts once: answering again before a new question changes nothing.
        """
        if self._done:
            return False
        try:
            right = self.question.judge(response)
        except (TypeError, ValueError):
            right = False
        self._done = True
        self.answered += 1
        self.right += int(right)
        self._show_verdict(right, response)
        for listener in self._listeners:
            listener(self, response, right)
        return right

    # ------------------------------------------------------------------ view
    def _on_seed(self, change: dict[str, Any]) -> None:
        self.restart(int(change["new"]))

    @in_language
    def _ask(self) -> None:
        kind = self.kinds[self.number % len(self.kinds)]
        try:
            self._question = make_question(
                kind, int(self.seed.value), self.number, self.ruleset, stream=self.stream
            )
        except KindRefused as refused:
            self._refuse(refused)
            return
        self._done = False
        self.head.value = (
            f'<p class="pl-q-head" data-kind="{kind}" data-number="{self.number}" '
            f'data-seed="{int(self.seed.value)}" data-ruleset="{self.ruleset.name}" '
            f'data-stream="{text_html(self.stream)}">'
            f"✎ {text_html(words.head_text(self._title, self.number + 1))}</p>"
        )
        self.prompt.value = self._question.prompt
        self.verdict.value = ""
        self.verdict.remove_class("pl-q-answered")
        self.answers.children = self._answer_widgets(self._question)
        self._show_score()
        guard_inputs(self, self.verdict)

    def _refuse(self, refused: KindRefused) -> None:
        """Say that the game has no such question, in place of one: nothing to answer (the
        refusal's words: ``render.refusals.kind_refused_text``)."""
        self._done = True
        self.head.value = (
            f'<p class="pl-q-head" data-kind="{refused.kind}" data-number="{self.number}" '
            f'data-ruleset="{self.ruleset.name}">✎ {text_html(self._title)}</p>'
        )
        words = kind_refused_text(refused.kind, refused.ruleset, refused.lacks, refused.kinds)
        self.prompt.value = f'<p class="pl-q-refused" role="status">{text_html(words)}</p>'
        self.answers.children = ()
        self.verdict.value = ""
        self.check_button.disabled = True
        self._show_score()

    def _answer_widgets(self, q: Question) -> tuple[widgets.Widget, ...]:
        self._boxes, self._toggles = [], []
        self._hand = None
        self._picked = set()
        self.check_button.disabled = False
        if q.form == "one":
            buttons = []
            for label, key in q.choices:
                button = widgets.Button(
                    description=label,
                    tooltip=label,
                    layout=shared_layout(),
                    style=shared_style(ButtonStyle),
                )
                button.add_class("pl-q-choice")
                button.on_click(lambda b, key=key: self._pick_one(b, key))
                buttons.append(button)
            self._buttons = buttons
            row = widgets.HBox(buttons, layout=shared_layout(flex_flow="row wrap"))
            return (row,)
        if q.form == "many" and q.cards:
            self._hand = CardHand(
                [Card.parse(code) for code in q.cards],
                label=words.check_label("hand"),
                height=76,
            )
            self._hand.on_pick(self._on_card)
            return (self._hand, self.check_button)
        if q.form == "many":
            for label, key in q.choices:
                toggle = widgets.ToggleButton(
                    description=label,
                    tooltip=words.toggle_tip(label),
                    layout=shared_layout(width="auto"),
                )
                toggle.add_class("pl-q-choice")
                toggle.key = key
                toggle.observe(self._on_toggle, names="value")
                self._toggles.append(toggle)
            row = widgets.HBox(self._toggles, layout=shared_layout(flex_flow="row wrap"))
            return (row, self.check_button)
        for label in q.fields:
            box = widgets.IntText(
                value=0,
                description=label,
                tooltip=words.number_tip(label),
                style=shared_style(DescriptionStyle, description_width="initial"),
                layout=shared_layout(width="auto"),
            )
            box.add_class("pl-q-number")
            self._boxes.append(box)
        return (*self._boxes, self.check_button)

    @in_language
    def _on_card(self, _index: int, card: Card) -> None:
        if self._done or self._hand is None:
            return
        self._picked ^= {str(card)}
        self._hand.show([CardView(c, selected=str(c) in self._picked) for c in self._hand.shown])

    def _on_toggle(self, change: dict[str, Any]) -> None:
        toggle = change["owner"]
        if change["new"]:
            toggle.add_class("pl-q-picked")
        else:
            toggle.remove_class("pl-q-picked")

    def _pick_one(self, button: widgets.Button, key: str) -> None:
        if self._done:
            return
        button.add_class("pl-q-picked")
        self.answer(key)

    @in_language
    def _check(self) -> None:
        if self.question.form == "many" and self.question.cards:
            self.answer(sorted(self._picked))
        elif self.question.form == "many":
            self.answer([t.key for t in self._toggles if t.value])
        else:
            self.answer([box.value for box in self._boxes])

    def _show_verdict(self, right: bool, response: Any = None) -> None:
        for child in (*self._toggles, *self._boxes, *self._buttons):
            child.disabled = True
        if self._hand is not None:
            self._hand.disabled = True
        self.check_button.disabled = True
        self._buttons = []
        q = self.question
        wrong = q.wrong.get(str(response), "") if isinstance(response, str) else ""
        self.verdict.value = words.verdict_html(right, q.answer_words, wrong, q.explanation)
        self.verdict.add_class("pl-q-answered")
        self._show_score()

    def _show_score(self) -> None:
        self.score.value = words.score_html(self.right, self.answered)


def _html() -> widgets.HTML:
    """An HTML part of the check, with the layout and style every such part shares."""
    return widgets.HTML(layout=shared_layout(), style=shared_style(HTMLStyle))
