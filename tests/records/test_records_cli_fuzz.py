"""Generated ``class new`` titles and ``class erase`` codes: the records' command line exits 0
or 2, with one line on stderr for 2 and never a traceback (the engine's own command lines are
fuzzed by tests/unit/test_cli_fuzz.py)."""

from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_widgets.records.cli import main

_junk = st.one_of(
    st.text(max_size=50),
    st.sampled_from(
        ["", " ", "\n", "x" * 41, "K7WQ3M", "k7wq3m", "K7WQ0M", "--help", "-x", "-\nx", "\x00"]
    ),
)


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> str:
    return f"sqlite:///{tmp_path_factory.mktemp('records') / 'records.sqlite'}"


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = main(argv)
    return status, out.getvalue(), err.getvalue()


@settings(max_examples=80, deadline=None)
@given(action=st.sampled_from(["new", "erase"]), word=_junk)
def test_generated_class_command_lines_exit_0_or_2_with_one_line(
    database: str, action: str, word: str
) -> None:
    status, out, err = run(["class", action, word, "--database", database])
    assert "Traceback" not in out + err
    if status == 0:
        assert out.strip()
    else:
        assert status == 2, (word, status, err)
        assert out == "" and err.count("\n") == 1 and err.startswith("pinochle-learn"), err
