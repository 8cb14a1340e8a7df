"""MeldExplainer: the best meld of a hand, explained, redrawn whenever hand, trump or rules change.

Follows a :class:`~pinochle_widgets.views.hand_builder.HandBuilder` (or a hand assigned to its
``hand`` trait). The explanation is :func:`pinochle_learn.render.html.meld_html` in a
``widgets.HTML`` (never an ``Output``: VOILA.md rule 1); the optional table of melds is a
pandas ``DataFrame.to_html``, imported only when the learner asks for the table (VOILA.md
rule 4: light start-up).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import ipywidgets as widgets
import traitlets

from pinochle_learn import (
    PARTNERSHIP,
    Hand,
    MeldResult,
    PinochleError,
    Ruleset,
    Suit,
    find_ruleset,
    parse_cards,
    solve_meld,
)
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.html import meld_html
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.meld_explainer_text import (
    cannot_meld_html,
    explainer_controls,
    link_hand_problem,
    link_hand_too_long,
    meld_heading_html,
    meld_table_heads,
    meld_table_total,
    rules_note_html,
    too_big_problem_html,
)
from pinochle_learn.render.meld_sentences import meld_name
from pinochle_learn.render.scenario_text import link_problems, problems_sentence
from pinochle_learn.render.words import ruleset_title
from pinochle_widgets.sessions.links import read_link

from .controls import checkbox, rules_picker, trump_picker
from .hand_builder import HandBuilder
from .kit import guard_inputs, speaks, stylesheet

__all__ = [
    "MeldExplainer",
    "MeldLesson",
    "meld_lesson_app",
    "meld_lesson_from_query",
    "meld_lesson_from_values",
    "meld_table_html",
]


def meld_table_html(result: MeldResult) -> str:
    """The melds of ``result`` as an HTML table (pandas): class, meld, cards, meld points, and
    a last row with the total (meld points).

    Imports pandas on first use.
    """
    import pandas as pd

    heads = meld_table_heads()
    rows: list[tuple[object, str, str, int]] = [
        (m.meld_class, meld_name(m), " ".join(c.label for c in m.cards), m.points)
        for m in result.melds
    ]
    if rows:
        rows.append(("", meld_table_total(), "", result.total))
    frame = pd.DataFrame(rows, columns=list(heads))
    table: str = frame.to_html(classes="pl-meld-table", index=False, border=0)
    return table


class MeldExplainer(widgets.VBox):
    """Trump and rules pickers over the explained best meld of a hand (``RULES.md``, Meld).

    Parameters
    ----------
    builder
        A :class:`HandBuilder` to follow: its hand is shown here, and the rules chosen here
        set its hand-size limit. Without one, assign :attr:`hand` directly.
    hand
        Starting hand when there is no builder.
    trump
        Starting trump suit.
    ruleset
        Starting ruleset (one of ``PRESETS``).
    total_id
        ``id`` of the element holding the meld total (give each explainer on a page its own).
    near_misses
        How many near misses to list (0 for none).
    lang
        The language of its words (a code such as ``"it"``); ``None``: the page's.

    Attributes
    ----------
    hand, trump, ruleset : traitlets
        What is explained; changing any of them redraws :attr:`explanation`.
    result : MeldResult or None
        The last result, ``None`` when the hand could not be solved (see :attr:`explanation`).
    explanation : widgets.HTML
        The explanation or, for a hand too large for the rules, a readable message.
    table : widgets.HTML
        The melds as a table while :attr:`show_table` is ticked.

    Examples
    --------
    >>> from pinochle_learn import TWO_HAND_WIDOW
    >>> hand = Hand.parse("S12 D11 H12 C12 D12 S13 S14 S10 S11 H10 C10 D10")
    >>> explainer = MeldExplainer(hand=hand, trump=Suit.SPADES)
    >>> explainer.result.total
    250
    >>> explainer.ruleset = TWO_HAND_WIDOW
    >>> explainer.result.total
    150
    """

    hand = traitlets.Instance(Hand)
    trump = traitlets.UseEnum(Suit, default_value=Suit.HEARTS)
    ruleset = traitlets.Instance(Ruleset)

    @speaks
    def __init__(
        self,
        builder: HandBuilder | None = None,
        *,
        hand: Hand | None = None,
        trump: Suit = Suit.HEARTS,
        ruleset: Ruleset = PARTNERSHIP,
        total_id: str = "meld-total",
        near_misses: int = 5,
        lang: str | None = None,
        **kwargs: Any,
    ) -> None:
        self.lang = lang
        self.builder = builder
        self.total_id = total_id
        self.near_misses = near_misses
        self.result: MeldResult | None = None
        self.trump_picker = trump_picker(trump, button_width="8em", nouns=True, bold=True)
        words = explainer_controls()
        self.rules_picker = rules_picker(ruleset, tooltip=words["rules"][1])
        self.show_table = checkbox(False, *words["table"])
        self.rules_note = widgets.HTML()
        self.message = widgets.HTML()
        self.message.add_class("pl-explainer-message")
        self.explanation = widgets.HTML()
        self.explanation.add_class("pl-explanation")
        self.table = widgets.HTML()
        self.table.add_class("pl-table")
        super().__init__(
            [
                stylesheet(),
                self.trump_picker,
                self.rules_picker,
                self.rules_note,
                self.message,
                self.explanation,
                self.show_table,
                self.table,
            ],
            **kwargs,
        )
        self.add_class("pl-meld-explainer")
        # Set the traits before observing, then draw once.
        self.trump = trump
        self.ruleset = ruleset
        self.hand = builder.hand if builder is not None else (hand or Hand())
        widgets.link((self.trump_picker, "value"), (self, "trump"))
        widgets.link((self.rules_picker, "value"), (self, "ruleset"))
        if builder is not None:
            builder.ruleset = ruleset
            traitlets.dlink((builder, "hand"), (self, "hand"))
            traitlets.dlink((self, "ruleset"), (builder, "ruleset"))
        self.observe(self._redraw, names=["hand", "trump", "ruleset"])
        self.show_table.observe(self._redraw_table, names="value")
        self._redraw()
        guard_inputs(self, self.message)

    @speaks
    def _redraw(self, _change: object = None) -> None:
        self.rules_note.value = rules_note_html(self.ruleset.name)
        try:
            # no near misses for an empty hand: "one more 9♥" is no help before any card
            misses = self.near_misses if len(self.hand) else 0
            self.result = solve_meld(self.hand, self.trump, self.ruleset, near_misses=misses)
        except PinochleError as error:
            self.result = None
            self.explanation.value = self._problem(error)
        else:
            self.explanation.value = meld_html(self.result, total_id=self.total_id)
        self._redraw_table()

    @speaks
    def _problem(self, error: PinochleError) -> str:
        size, limit = len(self.hand), self.ruleset.hand_size
        if size > limit:
            return too_big_problem_html(size, limit, ruleset_title(self.ruleset))
        return cannot_meld_html(error_text(error))

    @speaks
    def _redraw_table(self, _change: object = None) -> None:
        if self.show_table.value and self.result is not None:
            self.table.value = meld_table_html(self.result)
        else:
            self.table.value = ""


class MeldLesson(widgets.VBox):
    """A :class:`HandBuilder` above a :class:`MeldExplainer` that follows it.

    Attributes
    ----------
    builder : HandBuilder
    explainer : MeldExplainer
    """

    @speaks
    def __init__(
        self,
        builder: HandBuilder,
        explainer: MeldExplainer,
        *,
        lang: str | None = None,
        **kwargs: Any,
    ) -> None:
        self.lang = lang
        self.builder = builder
        self.explainer = explainer
        heading = widgets.HTML(meld_heading_html())
        super().__init__([builder, heading, explainer], **kwargs)
        self.add_class("pl-meld-lesson")


def meld_lesson_app(
    hand: Hand | str | None = None,
    *,
    trump: Suit = Suit.HEARTS,
    ruleset: Ruleset = PARTNERSHIP,
    seed: int = 1,
    lang: str | None = None,
) -> MeldLesson:
    """The meld lesson's playground: build a hand, choose trump and rules, read its meld.

    Parameters
    ----------
    hand
        Starting hand (a :class:`Hand` or notation); empty by default.
    trump, ruleset
        Starting trump suit and rules.
    seed
        Starting value of the "Deal" seed box.
    lang
        The language of its words (a code such as ``"it"``); ``None``: the page's.

    Examples
    --------
    >>> app = meld_lesson_app("H14 H10 H13 H13 H12 H12 H11", trump=Suit.HEARTS)
    >>> app.explainer.result.total
    230
    """
    if isinstance(hand, str):
        hand = Hand.parse(hand)
    builder = HandBuilder(hand, ruleset=ruleset, seed=seed, lang=lang)
    explainer = MeldExplainer(builder, trump=trump, ruleset=ruleset, lang=lang)
    return MeldLesson(builder, explainer, lang=lang)


def meld_lesson_from_query(query: str, *, lang: str | None = None) -> MeldLesson:
    """The playground set up from a page's query string, so a teacher can share a hand.

    ``?hand=H14+H10+KH+QH+JH&trump=H&rules=partnership`` (every key optional). The query is
    untrusted: :func:`~pinochle_widgets.sessions.links.read_link` reads it (bounded, never raises)
    and     each value goes through the engine's parser (VOILA.md rule 6); a bad one is named in the
    builder's message line and the playground starts without it.

    Examples
    --------
    >>> app = meld_lesson_from_query("hand=H14+H10+H13+H12+H11&trump=h")
    >>> app.explainer.result.total
    150
    >>> app = meld_lesson_from_query("hand=H14+QX&trump=Z&rules=skat")
    >>> len(app.builder.hand), app.explainer.trump.name
    (0, 'HEARTS')
    >>> "QX" in app.builder.message.value and "skat" in app.builder.message.value
    True
    >>> app = meld_lesson_from_query("&" * 11 + "hand=H14")
    >>> str(app.builder.hand), app.builder.message.value == ""
    ('H14', True)
    """
    values, found = read_link(
        query,
        {"rules": find_ruleset, "trump": Suit.parse, "hand": parse_cards, "check": str},
    )  # check: the lesson's self-check question set (read by the lesson kit)
    with speaking(lang):
        problems = link_problems(found)
    app = meld_lesson_from_values(values, problems, lang=lang)
    if problems:
        with speaking(lang):
            app.builder.say(problems_sentence(problems), "error")
    return app


def meld_lesson_from_values(
    values: Mapping[str, Any], problems: list[str], *, lang: str | None = None
) -> MeldLesson:
    """The playground from a link's read values (``hand`` as cards, ``trump``, ``rules``, each
    optional); a hand the rules' deck cannot hold (a third copy in the 48-card deck, a nine in
    the double deck) or longer than the rules deal is added to ``problems`` and left out (the
    one builder of both :func:`meld_lesson_from_query` and the lesson's scenario link).

    Examples
    --------
    >>> from pinochle_learn.ruleset import DOUBLE_DECK
    >>> app = meld_lesson_from_values({"hand": parse_cards("QS QS QS JD JD JD"),
    ...                                "rules": DOUBLE_DECK}, [])
    >>> app.explainer.result.total
    90
    >>> problems = []
    >>> app = meld_lesson_from_values({"hand": parse_cards("QS QS QS")}, problems)
    >>> len(app.builder.hand), problems
    (0, ['hand: the deck holds only two copies of each card: one Q♠ too many'])
    """
    cards = values.get("hand")
    ruleset = values.get("rules", PARTNERSHIP)
    hand = None
    if cards is not None:
        try:  # the copies and ranks of the chosen rules' deck (docs/rules.md #dd.deck)
            hand = Hand(cards, ruleset.deck)
        except PinochleError as error:
            with speaking(lang):
                problems.append(link_hand_problem(error_text(error)))
    if hand is not None and len(hand) > ruleset.hand_size:
        with speaking(lang):
            title = ruleset_title(ruleset)
            problems.append(link_hand_too_long(len(hand), ruleset.hand_size, title))
        hand = None
    trump = values.get("trump", Suit.HEARTS)
    return meld_lesson_app(hand, trump=trump, ruleset=ruleset, lang=lang)
