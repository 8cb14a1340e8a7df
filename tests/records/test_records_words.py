"""The records' refusals are codes and values worded by ``pinochle_learn.render.record_text``
(issue 23): in the language of the block they are read in, the same English as before, and
carried as codes through the hub's records service."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from pinochle_learn.render.record_text import RECORD_PROBLEMS, record_problem
from pinochle_widgets.records import BadName, RecordError, check_class_code, check_name
from pinochle_widgets.records.cli import main
from pinochle_widgets.records.model import MAX_NAME


def test_a_long_name_is_refused_in_english_as_before() -> None:
    with pytest.raises(BadName) as caught:
        check_name("x" * (MAX_NAME + 1))
    assert caught.value.code == "name_long"
    assert caught.value.values == {"name": repr("x" * 40 + "…"), "most": 40, "length": 41}
    assert str(caught.value) == f"name {'x' * 40 + '…'!r}: at most 40 characters (41 given)"


@pytest.mark.usefixtures("pseudo_language")
def test_the_name_check_is_worded_through_the_catalogue() -> None:
    with pytest.raises(BadName) as caught:
        check_name("Ana\nBo")
    assert str(caught.value) == "[[name 'Ana\\nBo': letters, digits, spaces and signs only]]"
    with pytest.raises(BadName) as empty:
        check_name("  ")
    assert str(empty.value) == "[[a name cannot be empty or all spaces]]"
    with pytest.raises(ValueError) as code:
        check_class_code("K7WQ0M")
    assert str(code.value) == (
        "[[class code 'K7WQ0M': 6 letters and digits without 0, O, 1 or I (e.g. K7WQ3M)]]"
    )


@pytest.mark.usefixtures("pseudo_language")
def test_a_database_is_named_through_the_catalogue() -> None:
    error = RecordError("reach", kind="sqlite", where="/r.sqlite", reason="locked")
    assert str(error) == "[[[[SQLite file /r.sqlite]]: could not reach the records (locked)]]"


@pytest.mark.usefixtures("pseudo_language")
def test_class_new_words_a_bad_title_in_the_command_language(
    tmp_path: Path, capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    url = f"sqlite:///{tmp_path / 'records.sqlite'}"
    assert main(["class", "new", "t" * 41, "--database", url]) == 2
    err = capfd.readouterr().err
    title = repr("t" * 40 + "…")
    assert err == f"pinochle-learn class new: [[title {title}: at most 40 characters (41 given)]]\n"


def test_every_code_is_worded_and_an_error_survives_pickling() -> None:
    assert "name_long" in RECORD_PROBLEMS
    with pytest.raises(KeyError):
        record_problem("no such code", {})
    error = pickle.loads(pickle.dumps(BadName("title_empty")))
    assert (type(error), error.code, str(error)) == (
        BadName,
        "title_empty",
        "a title cannot be empty or all spaces",
    )
