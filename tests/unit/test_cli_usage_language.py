"""argparse's usage errors (an unknown option, a missing argument, a bad choice) speak the
command's language: one line, exit status 2 (issue 23 leftovers, s9).

argparse words them in English through its own gettext domain;
``render.usage_text.usage_error_text`` words the common ones through our catalogues."""

from __future__ import annotations

import pytest

from pinochle_learn.cli import main
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.usage_text import usage_error_text
from tests.pseudo_catalogue import use_pseudo_language

ENV = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture(autouse=True)
def no_language_in_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ENV:
        monkeypatch.delenv(name, raising=False)


def _error_line(words: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(words) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1
    return captured.err


def test_an_unknown_option_in_italian(capsys):
    line = _error_line(["--lang", "it", "simulate", "--bogus"], capsys)
    assert line == "pinochle-learn: argomenti non riconosciuti: --bogus\n"


def test_the_lang_variable_is_enough(monkeypatch, capsys):
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    assert _error_line(["simulate", "--bogus"], capsys) == (
        "pinochle-learn: argomenti non riconosciuti: --bogus\n"
    )


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "pinochle-learn meld: the following arguments are required: cards, --trump\n"),
        ("it", "pinochle-learn meld: mancano argomenti obbligatori: cards, --trump\n"),
        ("es", "pinochle-learn meld: faltan argumentos obligatorios: cards, --trump\n"),
        ("ro", "pinochle-learn meld: lipsesc argumente obligatorii: cards, --trump\n"),
        ("fr", "pinochle-learn meld: arguments obligatoires manquants\u202f: cards, --trump\n"),
    ],
)
def test_a_missing_argument_in_each_language(lang, line, capsys):
    assert _error_line(["--lang", lang, "meld"], capsys) == line


def test_a_bad_choice_in_italian(capsys):
    line = _error_line(["--lang", "it", "frob"], capsys)
    assert line.startswith("pinochle-learn: argomento command: scelta non valida: 'frob' (")
    assert "'simulate'" in line  # the choices, as argparse names them


def test_the_records_command_line_speaks_too(capsys):
    from pinochle_widgets.records.cli import main as records_main

    assert records_main(["class", "bogus", "--lang", "it"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith("pinochle-learn class: argomento action: scelta non valida: 'bogus'")


# argparse's English (Python 3.11) -> what the pseudo-language makes of it: every word looked
# up, the option names and values argparse quoted kept as they were.
PSEUDO = {
    "unrecognized arguments: --bogus x": "[[unrecognized arguments: --bogus x]]",
    "the following arguments are required: cards, --trump": (
        "[[the following arguments are required: cards, --trump]]"
    ),
    "one of the arguments --tricks --throw-in is required": (
        "[[one of the arguments --tricks --throw-in is required]]"
    ),
    "ambiguous option: --se could match --seed, --seat": (
        "[[ambiguous option: --se could match --seed, --seat]]"
    ),
    "argument --level: expected one argument": ("[[argument --level: [[expected one argument]]]]"),
    "argument --players: expected at least one argument": (
        "[[argument --players: [[expected at least one argument]]]]"
    ),
    "argument --x: expected at most one argument": (
        "[[argument --x: [[expected at most one argument]]]]"
    ),
    "argument command: invalid choice: 'frob' (choose from 'serve', 'odds')": (
        "[[argument command: [[invalid choice: 'frob' (choose from 'serve', 'odds')]]]]"
    ),
    "argument --n: invalid int value: 'x'": "[[argument --n: [[invalid value: 'x']]]]",
    "argument --ip: not allowed with argument --classroom": (
        "[[argument --ip: [[not allowed with argument --classroom]]]]"
    ),
    "argument --flag: ignored explicit argument 'x'": (
        "[[argument --flag: [[ignored explicit argument 'x']]]]"
    ),
    # our own type= functions' messages are already in the language: only the prefix
    "argument --rules: no ruleset called 'x'": "[[argument --rules: no ruleset called 'x']]",
    # a wording we do not know stays as argparse gave it
    "something new": "something new",
}


@pytest.mark.parametrize("message", sorted(PSEUDO))
def test_each_wording_goes_through_the_catalogue(message, monkeypatch):
    use_pseudo_language(monkeypatch, {"it"})
    with speaking("it"):
        assert usage_error_text(message) == PSEUDO[message]


@pytest.mark.parametrize("message", sorted(PSEUDO))
def test_english_reads_as_argparse_wrote_it(message):
    with speaking("en"):
        text = usage_error_text(message)
    if "invalid int value" in message:
        assert text == "argument --n: invalid value: 'x'"  # no Python type name shown
    else:
        assert text == message


@pytest.mark.parametrize(("lang", "either"), [("it", " (o "), ("es", " (o "), ("ro", " (sau ")])
def test_the_rulesets_to_choose_from_in_the_language(lang, either, capsys):
    """A bad --rules lists each preset with its short name, "or" in the command's language."""
    line = _error_line(["--lang", lang, "simulate", "--rules", "nope"], capsys)
    assert f"partnership{either}four-hand), two-hand-stock{either}stock)" in line
    assert "(or " not in line


def test_the_help_headings_in_italian(capsys):
    assert main(["--lang", "it", "meld", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("uso: pinochle-learn meld [-h] --trump TRUMP")
    assert "\nargomenti posizionali:\n" in out and "\nopzioni:\n" in out
    assert "-h, --help     mostra questo aiuto ed esce" in out
    assert "usage:" not in out and "show this help" not in out


def test_the_help_headings_in_english(capsys):
    assert main(["meld", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: pinochle-learn meld [-h]")
    assert "\npositional arguments:\n" in out and "\noptions:\n" in out
    assert "show this help message and exit" in out


def test_the_records_help_headings_through_the_catalogue(monkeypatch, capsys):
    from pinochle_widgets.records.cli import main as records_main

    use_pseudo_language(monkeypatch, {"it"})
    assert records_main(["class", "--help", "--lang", "it"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("[[usage: ]]pinochle-learn class")
    assert "[[positional arguments]]:" in out and "[[show this help message and exit]]" in out
