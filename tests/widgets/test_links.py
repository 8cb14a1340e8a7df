"""Lesson links: the one query-string reader (``pinochle_widgets.sessions.links``) and every
lesson that takes a link, fed generated query strings (issue 13)."""

from __future__ import annotations

from html import unescape

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_learn import UNIQUE_CARDS, Suit
from pinochle_learn.render.scenario_text import link_problems, problems_sentence
from pinochle_widgets import meld_lesson_from_query
from pinochle_widgets.course.scenarios import CHECK_READERS, EXPLORERS, restore
from pinochle_widgets.sessions.links import MAX_FIELDS, parse_link, read_link
from tests.examples_budget import examples

MELD_KEYS = ("hand", "trump", "rules")

_values = st.one_of(
    st.sampled_from(["H14 H10 KH", "H14+QX", "S", "h", "ſ", "8", "", " ", ";;", "partnership"]),
    st.sampled_from(["two-hand-widow", "skat", "H14 " * 13, "%ZZ", "%E2%99%A0", "H14%0AQX"]),
    st.text(max_size=30),
    st.text(alphabet="&=+%?;#\n ", max_size=15),
)
_fields = st.tuples(st.sampled_from([*MELD_KEYS, "trmp", "", "voila-theme", "&"]), _values).map(
    lambda kv: f"{kv[0]}={kv[1]}"
)
QUERIES = st.one_of(
    st.lists(_fields, max_size=25).map("&".join),
    st.text(max_size=60),
    st.integers(min_value=0, max_value=40).map(lambda n: "?" + "&" * n),
    st.integers(min_value=0, max_value=400).map(lambda n: "hand=H14&" * n),
)


def test_parse_link_reads_the_fields_it_knows() -> None:
    fields = parse_link("?hand=H14+H10%2CKH&trump=%E2%99%A0&rules=", MELD_KEYS)
    assert fields.values == {"hand": "H14 H10,KH", "trump": "♠", "rules": ""}
    assert fields.problems == ()


def test_parse_link_names_unknown_repeated_long_and_excess_fields() -> None:
    query = "trmp=H&hand=" + "H14+" * 200 + "&" + "&".join(f"x{i}=1" for i in range(30))
    problems = link_problems(parse_link(query, MELD_KEYS, max_value=400).problems)
    assert problems[0] == "the link has 32 fields: only the first 20 are read"
    assert problems[1] == "unknown field 'trmp'"
    assert problems[2] == "hand is 799 characters long, more than 400"
    assert problems[3:] == [f"unknown field 'x{i}'" for i in range(18)]
    twice = parse_link("trump=S&trump=H&trump=D", MELD_KEYS)
    assert twice.values == {"trump": "S"}
    assert link_problems(twice.problems) == ["trump is given 3 times: the first, 'S', is used"]


def test_parse_link_of_none_or_not_text_is_empty() -> None:
    assert parse_link(None, MELD_KEYS).values == {}
    assert parse_link(b"hand=H14", MELD_KEYS).problems == ()


def test_read_link_names_what_a_reader_refuses() -> None:
    values, problems = read_link("trump=%C5%BF&hand=H14", {"trump": Suit.parse, "hand": str})
    assert values == {"hand": "H14"}
    assert link_problems(problems) == ["trump: invalid suit 'ſ': use S, H, D, C or ♠ ♥ ♦ ♣"]
    assert problems_sentence([]) == ""


@settings(max_examples=examples(300), deadline=None)
@given(QUERIES)
def test_parse_link_never_raises_and_stays_bounded(query: str) -> None:
    fields = parse_link(query, MELD_KEYS)
    assert set(fields.values) <= set(MELD_KEYS)
    assert len(fields.problems) <= MAX_FIELDS + 2
    assert all("\n" not in problem for problem in link_problems(fields.problems))


def test_meld_link_with_eleven_empty_fields_opens_the_widget() -> None:
    # Issue 13: parse_qs(..., max_num_fields=10) raised on `?&&&&&&&&&&` and the page showed
    # Voila's cell error instead of the playground.
    app = meld_lesson_from_query("?&&&&&&&&&&")
    assert len(app.builder.hand) == 0
    assert app.explainer.trump is Suit.HEARTS
    assert app.builder.message.value == ""
    many = meld_lesson_from_query("&".join(["x=1"] * 40 + ["hand=H14"]))
    assert "the link has 41 fields: only the first 20 are read" in unescape(
        many.builder.message.value
    )


@settings(max_examples=60, deadline=None)
@given(QUERIES)
def test_meld_lesson_opens_with_a_working_widget_for_any_link(query: str) -> None:
    app = meld_lesson_from_query(query)
    values, problems = read_link(query, {key: str for key in MELD_KEYS})
    assert app.explainer.explanation.value  # the meld (or a message) is on show
    message = unescape(app.builder.message.value)
    for problem in link_problems(problems):  # every problem of the link itself is named on the page
        assert problem in message
    if "hand" not in values or "hand:" in message:
        assert len(app.builder.hand) == 0  # a bad or absent hand: the default, empty hand
    if "trump" not in values or "trump:" in message:
        assert app.explainer.trump is Suit.HEARTS
    # The playground still works: a click adds a card (when the hand has room).
    before = len(app.builder.hand)
    app.builder.picker_for(UNIQUE_CARDS[0]).click(UNIQUE_CARDS[0])
    assert len(app.builder.hand) in (before, before + 1)


def _explorer_queries(keys: tuple[str, ...]) -> st.SearchStrategy[str]:
    values = st.one_of(
        _values,
        st.sampled_from(["N", "W", "250,260", "250,255", "1,2", "-5,3", "9" * 40, "H14/H10"]),
        st.integers(min_value=-(10**12), max_value=10**12).map(str),
    )
    fields = st.tuples(st.sampled_from([*keys, "check", "x", ""]), values).map(
        lambda kv: f"{kv[0]}={kv[1]}"
    )
    return st.one_of(st.lists(fields, max_size=25).map("&".join), QUERIES)


@pytest.mark.parametrize("kind", sorted(EXPLORERS))
def test_every_scenario_explorer_opens_for_any_link(kind: str) -> None:
    # Issue 13, every lesson that takes a link: the scenario explorers (auction, round, scoring,
    # tricks) read generated links without raising, name each problem of the link, and open.
    keys = tuple(EXPLORERS[kind].readers)

    @settings(max_examples=40 if kind == "round" else examples(120), deadline=None)
    @given(_explorer_queries(keys))
    def opens(query: str) -> None:
        explorer, check, problems = restore(kind, query)
        assert explorer is not None
        assert check is None or 0 <= check
        assert all("\n" not in problem for problem in problems)
        _, raw = read_link(query, {**EXPLORERS[kind].readers, **CHECK_READERS})
        for problem in link_problems(raw):
            assert problem in problems
        assert EXPLORERS[kind].state(explorer) is not None  # the explorer answers for its state

    opens()


@pytest.mark.usefixtures("pseudo_language")
def test_link_problems_are_worded_through_the_catalogue() -> None:
    query = "trmp=H&trump=S&trump=H&hand=" + "H14+" * 200
    _, problems = read_link(query, {key: str for key in MELD_KEYS})
    assert link_problems(problems) == [
        "[[unknown field 'trmp']]",
        "[[hand is 799 characters long, more than 400]]",
        "[[trump is given 2 times: the first, 'S', is used]]",
    ]
    assert problems_sentence(["x"]) == (
        "[[This link could not be read in full (x): the lesson opens without those values.]]"
    )
