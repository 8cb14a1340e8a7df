"""`pinochle-learn --lang CODE` (else LANGUAGE / LC_ALL / LC_MESSAGES / LANG): the command line's
own words (help, one-line errors, the headings of its output) go through the catalogue of the
language chosen; ``--json`` is the same in every language; an unknown ``--lang`` is one line
naming it and the choices, exit status 2 (issue 23, point 4)."""

from __future__ import annotations

import re

import pytest

from pinochle_learn import cli
from pinochle_learn.cli import main
from tests.pseudo_catalogue import use_pseudo_language

ENV = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture
def pseudo_language(monkeypatch: pytest.MonkeyPatch) -> str:
    """ "it" reads as the bracketing pseudo-language; every other code as in the catalogues.
    The environment names no language (each test sets the variable it means)."""
    use_pseudo_language(monkeypatch, {"it"})
    for name in ENV:
        monkeypatch.delenv(name, raising=False)
    return "it"


SIMULATE = ["simulate", "--rounds", "3", "--seed", "4", "--quiet"]


def test_simulate_speaks_the_lang_option(pseudo_language, capsys):
    assert main([*SIMULATE, "--lang", pseudo_language]) == 0
    out = capsys.readouterr().out
    head, *rows = out.splitlines()
    # 3 rounds: the plural of the heading, its placeholders filled after translation
    assert head.startswith("[[3 computer-only rounds of ") and head.endswith("(seed 4)]]")
    assert rows[0].startswith("  [[[[games finished]]:]]")  # "{label}:" and the label
    assert "[[bids made]]" in out and "[[mean bidders' score]]" in out
    # every heading went through the catalogue: no bare English label left
    assert "games finished:" not in out.replace("[[games finished]]", "")


def test_simulate_in_english_is_unchanged(pseudo_language, capsys):
    """English (no --lang, no variable) reads as before the change, aligned columns."""
    assert main(SIMULATE) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("3 computer-only rounds of ")
    assert lines[1].startswith("  games finished:        ")
    assert lines[3].startswith("  mean winning bid:      ") and lines[3].endswith(" game points")
    assert re.fullmatch(r"  bids made:             \d of 3", lines[4])


def test_the_lang_variable_is_read_without_the_option(pseudo_language, monkeypatch, capsys):
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    assert main(SIMULATE) == 0
    assert "[[games finished]]" in capsys.readouterr().out
    monkeypatch.setenv("LC_ALL", "C")  # before LANG, as gettext reads them: English
    assert main(SIMULATE) == 0
    assert "[[" not in capsys.readouterr().out
    monkeypatch.setenv("LANGUAGE", "de:it")  # a colon list: the first the course speaks
    assert main(SIMULATE) == 0
    assert "[[games finished]]" in capsys.readouterr().out
    assert main([*SIMULATE, "--lang=en"]) == 0  # the option wins over the variables
    assert "[[" not in capsys.readouterr().out


def test_help_and_one_line_errors_speak_it(pseudo_language, capsys):
    assert main(["meld", "--help", "--lang", "it"]) == 0
    out = capsys.readouterr().out
    assert "[[trump suit: S, H, D or C]]" in out
    assert "[[the language of the words: en, it, es, ro, fr (default: " in out
    assert main(["meld", "", "--trump", "H", "--lang", "it"]) == 2
    err = capsys.readouterr().err
    assert (
        err == "pinochle-learn meld: [[cards '': no cards given: write cards such as H14 KH Q♠]]\n"
    )


@pytest.mark.parametrize(
    "argv",
    [
        ["meld", "H14", "H10", "KH", "QH", "JH", "QS", "JD", "--trump", "H", "--json"],
        [*SIMULATE, "--json"],
        "score --bid 300 --bidder-team 0 --meld 120,60 --tricks 180,70 --json".split(),
        ["legal", "--hand", "H14 H9 C10", "--trick", "C9", "--trump", "S", "--json"],
    ],
)
def test_json_is_the_same_in_every_language(pseudo_language, monkeypatch, capsys, argv):
    outputs = []
    for lang in ("en", "it", "fr"):
        assert main([*argv, "--lang", lang]) == 0
        outputs.append(capsys.readouterr().out)
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    assert main(argv) == 0
    outputs.append(capsys.readouterr().out)
    assert outputs[0].startswith("{") and "[[" not in outputs[0]
    assert len(set(outputs)) == 1


@pytest.mark.parametrize(
    ("argv", "value"),
    [
        (["meld", "H14", "--trump", "H", "--lang", "xx"], "'xx'"),
        (["--lang=klingon", "simulate"], "'klingon'"),
        (["class", "new", "T", "--lang", "de"], "'de'"),
    ],
)
def test_an_unknown_lang_is_one_line_and_exit_2(pseudo_language, capsys, argv, value):
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"pinochle-learn: --lang {value}: not a language of the course; choose one of "
        "en, it, es, ro, fr\n"
    )


@pytest.mark.parametrize("argv", [["simulate", "--lang"], ["--lang=", "simulate"]])
def test_a_lang_without_its_value_says_the_value_is_missing(pseudo_language, capsys, argv):
    """s10: ``simulate --lang`` said "--lang '': not a language"; the value is missing."""
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        "pinochle-learn: --lang: the language is missing; choose one of en, it, es, ro, fr\n"
    )


def test_an_unknown_lang_is_said_in_the_language_of_the_environment(
    pseudo_language, monkeypatch, capsys
):
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    assert main(["simulate", "--lang", "xx"]) == 2
    assert capsys.readouterr().err.startswith("pinochle-learn: [[--lang 'xx': not a language")


def test_class_hands_the_language_to_the_records_command(pseudo_language, monkeypatch):
    """``class ...`` runs the records' command line as a child process: it gets ``--lang``."""
    seen: list[list[str]] = []
    monkeypatch.setattr(cli.serving, "records_argv", lambda words: seen.append(words) or ["true"])
    assert main(["class", "erase", "K7WQ3M", "--lang", "it"]) == 0
    assert seen == [["class", "erase", "K7WQ3M", "--lang", "it"]]
    monkeypatch.setenv("LANGUAGE", "fr")
    assert main(["class", "new", "Tuesday"]) == 0
    assert seen[-1] == ["class", "new", "Tuesday", "--lang", "fr"]


def test_the_records_command_line_speaks_it(pseudo_language, tmp_path, capsys):
    from pinochle_widgets.records import cli as records

    database = ["--database", f"sqlite:///{tmp_path / 'records.db'}"]
    assert records.main(["class", "erase", "ZZZZZZ", *database, "--lang", "it"]) == 2
    assert capsys.readouterr().err == (
        "pinochle-learn class erase: [[class code 'ZZZZZZ': no such class]]\n"
    )
    assert records.main(["class", "new", "Tuesday", *database, "--lang", "it"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("[[Class 'Tuesday': code ")
    assert "[[Lesson links for the learners:]]" in out
    assert records.main(["check", *database, "--lang", "xx"]) == 2
    assert "--lang 'xx': not a language of the course" in capsys.readouterr().err


def test_serve_s_refusals_speak_it(pseudo_language, capsys):
    """``serve`` refuses a bad address before it starts anything, in the command's language."""
    assert main(["serve", "--ip", "nowhere!", "--lang", "it"]) == 2
    assert capsys.readouterr().err == (
        "pinochle-learn serve: [[--ip 'nowhere!': not an IP address (e.g. 127.0.0.1 or 0.0.0.0)]]\n"
    )
    assert main(["serve", "--ip", "nowhere!"]) == 2  # English: as before
    assert capsys.readouterr().err.startswith("pinochle-learn serve: --ip 'nowhere!': not an IP")
