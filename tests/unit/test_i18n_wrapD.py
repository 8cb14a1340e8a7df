"""Every word of the stock, widow, cutthroat, ending, house-rule, odds, chart, comparison,
review, solver, class and rule-title renderers goes through the catalogue (issue 23).

Under a pseudo-language (``pseudo_language``: a catalogue wrapping every message in
``[[ ]]``, the plural forms too) each output below is stripped of its bracketed words; what is
left may hold card labels, numbers, the players' names, markup and punctuation, never a bare
English word: a word left is a word a translator could not reach. A ``{`` left is a placeholder
not filled after translation.
"""

from __future__ import annotations

import html
import random
import re
from collections.abc import Iterable, Iterator
from datetime import datetime, timezone
from typing import Any

import pytest

from pinochle_learn import (
    PRESETS,
    THREE_HAND_CUTTHROAT,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    Card,
    Hand,
    RoundState,
    Seat,
    Suit,
    deal_from_seed,
    score_round,
)
from pinochle_learn.compare import compare_rulesets
from pinochle_learn.houserules import Situation, house_effects
from pinochle_learn.meldkinds import MeldKind
from pinochle_learn.players import choose_action
from pinochle_learn.render import i18n
from pinochle_learn.render.chart_svg import bar_chart_svg
from pinochle_learn.render.class_html import (
    class_page_html,
    records_down_html,
    teacher_refusal_html,
)
from pinochle_learn.render.class_text import class_line, name_problem, question_text
from pinochle_learn.render.compare_html import comparison_html, meld_table_html
from pinochle_learn.render.cutthroat_text import (
    bury_counted_sentence,
    cutthroat_centre_note,
    cutthroat_event_lines,
    cutthroat_prompt,
    cutthroat_status_html,
)
from pinochle_learn.render.ending_text import ending_html, ending_question_text, why_html
from pinochle_learn.render.house_text import house_table_html
from pinochle_learn.render.meld_sentences import kind_name, meld_name
from pinochle_learn.render.odds_text import odds_text
from pinochle_learn.render.review_text import best_card_html, not_offered_text, review_html
from pinochle_learn.render.rule_titles import rule_title
from pinochle_learn.render.solver_text import solution_text
from pinochle_learn.render.stock_round_text import (
    meld_detail_lines,
    stock_event_lines,
    stock_pile_text,
    stock_prompt,
    stock_score_lines,
    stock_status_html,
)
from pinochle_learn.render.stock_text import exchange_text
from pinochle_learn.render.widow_text import (
    build_prompt,
    hand_heading,
    melds_html,
    score_lines,
    status_html,
    turn_prompt,
    waiting_text,
    widow_centre_note,
)
from pinochle_learn.render.words import number_word, ruleset_title, seat_label, side_name, suit_noun
from pinochle_learn.ruleset import PARTNERSHIP
from pinochle_learn.scoring import running_score
from pinochle_learn.solver import Position, solve
from pinochle_learn.solver.review import RoundReview
from pinochle_learn.stockpile import Stock
from pinochle_learn.stockscore import meld_scored

NAMES = ("You", "Lisa", "Bill")


@pytest.fixture
def pseudo_language(pseudo_language: None) -> Iterator[None]:
    """Speak the bracketing pseudo-language (in place of every catalogue), as French."""
    with i18n.speaking("fr"):
        yield


_INNERMOST = re.compile(r"\[\[(?!\[)(?:(?!\[\[|\]\]).)*\]\]", re.S)
_SHOWN_ATTRIBUTES = re.compile(r'(?:aria-label|title|data-label)="([^"]*)"')


def _left_over(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The English words of ``text`` outside every ``[[ ]]``: its text and the attributes a
    reader meets (``aria-label``, ``title``, ``data-label``), the cards' pictures (drawn by
    ``render/html``) left out, names and ``allowed`` texts made by other modules taken out."""
    text = re.sub(r'<svg class="pl-card.*?</svg>|<div class="pl-hand"[^>]*>', " ", text, flags=re.S)
    shown = " ".join(_SHOWN_ATTRIBUTES.findall(text))
    text = html.unescape(re.sub(r"<[^>]*>", " ", text) + " " + shown)
    for word in sorted({*allowed, *NAMES}, key=len, reverse=True):
        if word:
            text = text.replace(word, " ")
    while True:
        stripped = _INNERMOST.sub(" ", text)
        if stripped == text:
            break
        text = stripped
    return re.findall(r"[A-Za-z]{2,}", text)


def _check(texts: Iterable[str], allowed: Iterable[str] = ()) -> None:
    allowed = list(allowed)
    for text in texts:
        assert "[[" in text, text
        assert _left_over(text, allowed) == [], text
        assert not re.search(r"\{[a-z_]*[}:!]", re.sub(r"<[^>]*>", "", text)), text


def _other_modules_words() -> list[str]:
    """Words made by render modules other helpers mark (in whatever language they speak)."""
    words = [ruleset_title(r) for r in PRESETS]
    words += [suit_noun(s) for s in Suit] + [seat_label(s) for s in Seat]
    words += [number_word(n) for n in range(9)]
    words += [side_name(s, p) for p in (2, 4) for s in range(2)]
    return words


@pytest.mark.usefixtures("pseudo_language")
def test_the_stock_games_words_go_through_the_catalogue() -> None:
    stock = Stock.after_deal([Card.parse("H14"), Card.parse("S9")])
    done = stock.check_exchange(Hand.parse("H9 C10"), TWO_HAND_STOCK)
    refused = stock.check_exchange(Hand.parse("C10"), TWO_HAND_STOCK)
    state = RoundState(TWO_HAND_STOCK, Seat.EAST)
    state = state.apply(deal_from_seed(3, Seat.EAST, TWO_HAND_STOCK))
    score = running_score(TWO_HAND_STOCK, meld=(60, 230), tricks=(140, 110))
    texts = [
        exchange_text(done),
        exchange_text(refused, who="Bill"),
        stock_prompt(state, NAMES[:2], learner=Seat.NORTH),
        stock_prompt(state, NAMES[:2], learner=Seat.EAST),
        stock_pile_text(state),
        stock_status_html(state, (120, 80), 2, NAMES[:2]),
        *stock_score_lines(score, NAMES[:2]),
    ]
    _check(texts, _other_modules_words())
    assert "[[Your lead.]]" in texts[2]
    assert texts[0].startswith("[[You exchange 9♥ for the turn-up A♥ and score 10;")
    assert texts[1] == "[[No dix exchange: Bill holds no 9♥.]]"


@pytest.mark.usefixtures("pseudo_language")
def test_the_widow_and_cutthroat_tables_words_go_through_the_catalogue() -> None:
    widow = RoundState(TWO_HAND_WIDOW, Seat.NORTH)
    widow = widow.apply(deal_from_seed(4, Seat.NORTH, TWO_HAND_WIDOW))
    names = NAMES[:2]
    score = score_round(TWO_HAND_WIDOW, bid=300, bidding_team=0, meld=(150, 60), tricks=(120, 130))
    cut = RoundState(THREE_HAND_CUTTHROAT, Seat.EAST)
    cut = cut.apply(deal_from_seed(4, Seat.EAST, THREE_HAND_CUTTHROAT))
    cut_names = ("Bill", "Lisa", "You")
    texts = [
        build_prompt(widow, names),
        build_prompt(widow, ("Lisa", "You")),
        widow_centre_note(widow, names, learner=Seat.NORTH),
        status_html(widow, (0, 0), 1, names),
        hand_heading(1),
        hand_heading(12),
        *score_lines(score, names),
        *score_lines(score, ("Lisa", "You")),
        cutthroat_prompt(cut, Seat.SOUTH, cut_names),
        cutthroat_prompt(cut, Seat.NORTH, cut_names),
        cutthroat_centre_note(cut, Seat.SOUTH, cut_names),
        cutthroat_status_html(cut, (0, 0, 0), 1, cut_names),
    ]
    _check(texts, _other_modules_words())
    # the person agrees within one whole sentence, the name filled in after translation
    assert texts[0].startswith("[[You draw A♥ [[from the widow (")
    assert texts[1].startswith("[[Lisa draws A♥ [[from the widow (")


@pytest.mark.usefixtures("pseudo_language")
def test_the_bury_and_meld_lines_go_through_the_catalogue() -> None:
    from pinochle_learn import Bid, Bury, DeclareTrump, Pass

    state = RoundState(THREE_HAND_CUTTHROAT, Seat.EAST)
    state = state.apply(deal_from_seed(4, Seat.EAST, THREE_HAND_CUTTHROAT))
    for action in (
        Bid(Seat.SOUTH, 250),
        Pass(Seat.NORTH),
        Pass(Seat.EAST),
        DeclareTrump(Seat.SOUTH, Suit.SPADES),
    ):
        state = state.apply(action)
    held = state.hands[Seat.SOUTH].cards[:3]
    after = state.apply(Bury(Seat.SOUTH, held))
    names = ("Bill", "Lisa", "You")
    text = bury_counted_sentence(after, names)
    _check([text, bury_counted_sentence(after, ("You", "Lisa", "Bill"))])
    widow = RoundState(TWO_HAND_WIDOW, Seat.NORTH)
    widow = widow.apply(deal_from_seed(4, Seat.NORTH, TWO_HAND_WIDOW))
    melds = melds_html(widow, ("You", "Lisa"))
    kinds = [meld_name(m) for result in widow.melds for m in result.melds]
    _check([melds] if melds else [], kinds)


@pytest.mark.usefixtures("pseudo_language")
def test_the_ending_review_and_solver_words_go_through_the_catalogue() -> None:
    solution = solve(Position(TWO_HAND_WIDOW, "H", ("H14 S9", "H10 S10"), Seat.NORTH))
    names = ("You", "Lisa")
    texts = [
        ending_html(solution, names),
        ending_question_text(solution, names),
        why_html(solution, "H14", names),
        best_card_html(solution, sees_all_hands=False),
        best_card_html(solution, sees_all_hands=True),
        review_html(RoundReview(Seat.NORTH, 17, 24, (), False)),
        review_html(RoundReview(Seat.NORTH, 17, 24, (), True)),
        not_offered_text(THREE_HAND_CUTTHROAT),
        solution_text(solve(Position(TWO_HAND_STOCK, "H", ("H14 S9", "H10 S10"), Seat.NORTH))),
    ]
    _check(texts, _other_modules_words())


@pytest.mark.usefixtures("pseudo_language")
def test_the_house_rules_comparison_odds_and_chart_words_go_through_the_catalogue() -> None:
    situation = Situation(PARTNERSHIP, Hand.parse("H14 H10 H13 H13 H12 H11"), Suit.HEARTS)
    effects = house_effects(situation)
    sides = ("your side", "their side")
    table = house_table_html(effects, situation, sides)
    shown = [meld_name(m) for e in effects for m in (*e.before.melds, *e.after.melds)]
    shown += [e.before.error for e in effects] + [e.after.error for e in effects]
    kinds = [kind_name(k) for k in MeldKind]
    comparison = compare_rulesets(PRESETS)
    report = {
        "rules": "partnership",
        "trump": "H",
        "hand_size": 12,
        "hands": 1000,
        "melds": [{"meld": "run", "points": 150, "chance": 0.01}],
        "total_meld": {"method": "exact", "mean": 30.0, "at_least": {"20": 0.5}},
        "sampled_meld": {
            "method": "sampled",
            "samples": 100,
            "seed": 1,
            "standard_error": 0.5,
            "mean": 30.0,
            "at_least": {"20": 0.5},
        },
    }
    chart = bar_chart_svg({0: 0.5, 400: 0.5}, title="t", colour="#000", tail_colour="#111")
    texts = [table, comparison_html(comparison), meld_table_html(PRESETS), odds_text(report)]
    _check(texts, [*_other_modules_words(), *shown, *kinds, *sides, "run"])
    assert "[[meld points]]" in chart and "[[chance (%)]]" in chart


@pytest.mark.usefixtures("pseudo_language")
def test_the_class_and_teacher_words_go_through_the_catalogue() -> None:
    from pinochle_widgets.records import Answer
    from pinochle_widgets.sessions.class_stats import (
        answers_csv,
        learner_answers,
        learner_grid,
        needs_help,
        rule_rows,
    )

    at = datetime(2026, 3, 3, 9, 5, tzinfo=timezone.utc)
    answers = [
        Answer("K7PX4M", "Ana", "02_tricks", "legal-seed-1", "1", "Which may you play?",
               ("tricks.follow",), "K♠", False, at),
        Answer("K7PX4M", "Ben", "02_tricks", "legal-seed-1", "1", "Which may you play?",
               ("tricks.follow",), "K♠", True, at),
    ]  # fmt: skip
    grid = learner_grid(answers)
    page = class_page_html(
        code="K7PX4M",
        title="Tuesday",
        rows=rule_rows(answers),
        learners=grid.learners,
        rules=grid.rules,
        cells=grid.cells,
        by_learner=learner_answers(answers),
        lessons={"tricks.follow": ("02_tricks.ipynb", "Playing tricks")},
        csv_text=answers_csv(answers),
        answers=len(answers),
        updated=at,
        helped=needs_help(answers),
    )
    lines = [
        class_line(state, code="K7PX4M", title="Tuesday", learner="Ana", waiting=2, bad="x")
        for state in ("bad-code", "connecting", "unknown", "needs-name", "recording", "not-saved")
    ]
    texts = [
        page,
        teacher_refusal_html(),
        records_down_html(15),
        *lines,
        class_line("recording", code="K7PX4M", learner="Ana", hub=True),
        name_problem("", most=40),
        name_problem("x" * 41, most=40),
        name_problem("<", most=40),
        question_text("<p>[[Which may you play?]]</p>", ("S14",)),
    ]
    learner_words = ["Tuesday", "Ana", "Ben", "Playing tricks", "Which may you play?"]
    learner_words += ["tricks.follow", "02_tricks", "legal-seed-1"]
    _check(texts, [*learner_words, "K7PX4M", "CSV", "UTC", "JupyterHub", "pinochle-learn"])
    assert rule_title("count.counters") == "[[Counters: A, 10, K count]]"
    assert rule_title("made.up") == "made.up"


def _played(ruleset: Any, seed: int, dealer: Seat) -> list[tuple[Any, RoundState, RoundState]]:
    """Every step of a round the computer plays for all: (action, before, after)."""
    rng = random.Random(seed)
    state = RoundState(ruleset, dealer)
    steps = []
    deal = deal_from_seed(seed, dealer, ruleset)
    while True:
        action = deal if not state.history else choose_action(state, rng)
        after = state.apply(action)
        steps.append((action, state, after))
        state = after
        if state.is_over:
            return steps


@pytest.mark.usefixtures("pseudo_language")
def test_a_whole_round_of_each_table_game_speaks_through_the_catalogue(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from pinochle_learn.render import cutthroat_text, stock_round_text, widow_text

    # the action's own sentence is action_sentences.py's: only what these modules add is read
    for module in (stock_round_text, cutthroat_text, widow_text):
        if hasattr(module, "action_sentence"):
            monkeypatch.setattr(module, "action_sentence", lambda *a, **k: "[[action]]")
        if hasattr(module, "action_lines"):  # the card, then who wins the trick: two lines
            monkeypatch.setattr(module, "action_lines", lambda *a, **k: ["[[action]]"])
    names = ("You", "Lisa")
    texts: list[str] = []
    steps = _played(TWO_HAND_STOCK, 3, Seat.EAST)
    for action, before, after in steps:
        texts += stock_event_lines(action, before, after, names, learner=Seat.NORTH)
        texts += [stock_prompt(after, names, learner=Seat.NORTH), stock_pile_text(after)]
    last = steps[-1][2]
    texts += meld_detail_lines(meld_scored(last, copies=True), names)
    assert any("[[you draw the top card of the stock (" in t for t in texts)
    assert any("the last face-down card" in t and "the turn-up" in t for t in texts)
    for *_, after in _played(TWO_HAND_WIDOW, 7, Seat.NORTH):
        texts += [turn_prompt(after, names), waiting_text(after, names)]
        texts += [widow_centre_note(after, names, learner=Seat.NORTH)]
    cut_names = ("Bill", "Lisa", "You")
    for action, before, after in _played(THREE_HAND_CUTTHROAT, 17, Seat.SOUTH):
        texts += cutthroat_event_lines(action, before, after, Seat.SOUTH, cut_names)
        texts += [cutthroat_prompt(after, Seat.SOUTH, cut_names)]
        texts += [cutthroat_centre_note(after, Seat.SOUTH, cut_names)]
    _check([t for t in texts if t], _other_modules_words())
