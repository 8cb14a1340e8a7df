"""The scenario reader on any input: scenarios, or one ScenarioError naming a line, nothing else."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_widgets.course.scenario_file import (
    MAX_SCENARIOS,
    Scenario,
    ScenarioError,
    read_scenarios,
)
from tests.examples_budget import examples

GOOD = ["Stuck: 03_bidding.ipynb?dealer=S&bids=p,p,p", "Seed: 05_play_round.ipynb?seed=12"]

lines = st.one_of(
    st.sampled_from([*GOOD, "", "# a comment", "root:x:0:0:root:/root:/bin/bash"]),
    st.text(max_size=80),
    st.builds(lambda name, q: f"{name}: 02_tricks.ipynb?{q}", st.text(max_size=20), st.text()),
)


def _check(result_of: object, text_lines: int) -> None:
    try:
        found = read_scenarios(result_of)  # type: ignore[arg-type]
    except ScenarioError as error:
        assert 1 <= error.line <= text_lines
        assert str(error).startswith(f"line {error.line}: ")
        assert "\n" not in str(error)
    else:
        assert all(isinstance(s, Scenario) for s in found)
        assert len(found) <= MAX_SCENARIOS
        assert [s.line for s in found] == sorted({s.line for s in found})


@settings(max_examples=examples(200), deadline=None)
@given(st.binary(max_size=400))
def test_any_bytes_give_scenarios_or_one_scenario_error(data: bytes) -> None:
    _check(data, data.count(b"\n") + 1)


@settings(max_examples=examples(200), deadline=None)
@given(st.text(max_size=400))
def test_any_text_gives_scenarios_or_one_scenario_error(text: str) -> None:
    _check(text, text.count("\n") + 1)


@settings(max_examples=examples(100), deadline=None)
@given(st.lists(lines, max_size=12))
def test_files_of_mixed_lines(parts: list[str]) -> None:
    text = "\n".join(parts)
    _check(text, text.count("\n") + 1)


@settings(max_examples=50, deadline=None)
@given(st.lists(st.sampled_from(GOOD), min_size=1, max_size=8), st.text(max_size=30))
def test_a_bad_line_is_named_by_its_number(good: list[str], bad: str) -> None:
    """Good lines, then a line of another shape (no ': '): the error names exactly that line."""
    line = "root:x:0:" + bad.replace(": ", "").replace("\n", "").replace("\r", "")
    text = "\n".join([*good, line])
    try:
        read_scenarios(text)
    except ScenarioError as error:
        assert error.line == len(good) + 1
        assert line.strip() not in str(error) or line.strip() in "root:x:0:"
    else:
        raise AssertionError("a line of another shape was read as a scenario")
