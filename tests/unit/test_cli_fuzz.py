"""Generated command lines (issue 13): every one gives exit 0 with valid output, or exit 2 with
exactly one line on stderr; never a traceback. ``main()`` runs in-process for speed; a few real
subprocess runs check the installed command, including a terminal without suit symbols."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_learn.cli import main
from tests.examples_budget import examples

HUGE = "9" * 4301  # int() refuses strings this long: once a traceback
ODD_DIGITS = ["３００", "٣٠٠", "१२", "١٠٠", "𝟑𝟎𝟎", "²"]  # digits str.isdigit/int() would read
ODD_LETTERS = ["ſ14", "ſ", "K", "Kh", "ı", "ß", "ﬀ", "Ｈ14"]  # case-fold or look like notation
SEPARATORS = ["", " ", ",", ";;", " , ; ", "\n", "\t"]
NEWLINES = ["H14\nQX", "a\nb", "\r", "300\n"]
HAND = "S14 S14 S10 S13 S12 H14 H10 H13 C14 C10 C13 C12"

_cards = st.sampled_from(["H14", "KH", "Q♠", "10h", "D9", "C11", "S12", "ts", "A♥"])
_hand = st.lists(_cards, min_size=1, max_size=14).map(" ".join)
_junk = st.one_of(
    st.sampled_from([HUGE, "-" + HUGE, *ODD_DIGITS, *ODD_LETTERS, *SEPARATORS, *NEWLINES]),
    st.text(max_size=12),
    st.integers(-(10**40), 10**40).map(str),
)
_number = st.one_of(st.integers(-50, 400).map(str), _junk)
_pair = st.one_of(st.tuples(_number, _number).map(",".join), _junk)
_suit = st.one_of(st.sampled_from(["S", "h", "♦", "clubs", "Spades"]), _junk)
_rules = st.one_of(st.sampled_from(["partnership", "widow", "stock", "skat"]), _junk)


def _not_many(text: str) -> bool:
    """Not a valid round count above 2 (simulating thousands of rounds proves nothing more)."""
    digits = text.strip().lstrip("+-")
    return not (digits.isascii() and digits.isdigit() and (len(digits) > 5 or int(digits) > 2))


def _options(pairs: dict[str, st.SearchStrategy[str]]) -> st.SearchStrategy[list[str]]:
    """Some of the options, each once, with its value after it or joined by ``=``."""

    def one(name: str, value: st.SearchStrategy[str]) -> st.SearchStrategy[list[str]]:
        return st.one_of(
            value.map(lambda v: [f"{name}={v}"]),
            value.filter(lambda v: not v.startswith("-")).map(lambda v: [name, v]),
        )

    return st.fixed_dictionaries(
        {}, optional={name: one(name, value) for name, value in pairs.items()}
    ).map(lambda chosen: [word for words in chosen.values() for word in words])


_flags = st.lists(st.sampled_from(["--json", "--bogus", "-x", "--help"]), max_size=1)
ARGVS = {
    "meld": st.tuples(
        st.lists(st.one_of(_hand, _junk), min_size=0, max_size=3),
        _options({"--trump": _suit, "--rules": _rules}),
        _flags,
    ).map(lambda t: ["meld", *t[0], *t[1], *t[2]]),
    "legal": st.tuples(
        _options(
            {
                "--hand": st.one_of(_hand, _junk),
                "--trick": st.one_of(_hand, _junk),
                "--trump": _suit,
                "--rules": _rules,
            }
        ),
        st.lists(st.just("--stock-empty"), max_size=1),
        _flags,
    ).map(lambda t: ["legal", *t[0], *t[1], *t[2]]),
    "score": st.tuples(
        _options(
            {
                "--bid": st.one_of(st.sampled_from(["250", "300", "330", "10000"]), _number),
                "--bidder-team": st.one_of(st.sampled_from(["0", "1"]), _number),
                "--meld": _pair,
                "--tricks": st.one_of(st.sampled_from(["180,70", "250,0"]), _pair),
                "--totals": _pair,
                "--rules": _rules,
            }
        ),
        st.lists(st.just("--throw-in"), max_size=1),
        _flags,
    ).map(lambda t: ["score", *t[0], *t[1], *t[2]]),
    "simulate": st.tuples(
        _options(
            {
                "--rounds": st.one_of(st.sampled_from(["1", "2"]), _junk.filter(_not_many)),
                "--seed": _number,
                "--rules": _rules,
            }
        ),
        _flags,
    ).map(lambda t: ["simulate", *t[0], "--quiet", *t[1]]),
    "serve": st.tuples(
        _options(
            {
                "--port": _number,
                "--max-starting": _number,
                "--max-kernels": _number,
                "--queue-timeout": st.one_of(st.sampled_from(["nan", "inf", "1e9", "2.5"]), _junk),
                "--cull-idle": _number,
                "--ip": st.one_of(st.just("127.0.0.1"), _junk),
            }
        ),
        _flags,
    ).map(lambda t: ["serve", *t[0], *t[1]]),
    "none": st.lists(_junk, max_size=3),
}
ODDS_ARGV = st.tuples(
    _options(
        {
            # sampling a million hands proves nothing more than a hundred
            "--samples": st.one_of(st.sampled_from(["2", "50"]), _junk.filter(_not_many)),
            "--seed": _number,
            "--trump": _suit,
            "--rules": _rules,
            "--hand": st.one_of(st.just(HAND), _hand, _junk),
        }
    ),
    _flags,
).map(lambda t: ["odds", *t[0], *t[1]])


def run_main(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    # serve never really starts Voila here: the command would run until stopped; nor checks
    # the records' database (a child process: tests/unit/test_cli_class.py tries it).
    with (
        redirect_stdout(out),
        redirect_stderr(err),
        mock.patch("pinochle_learn.serve.run_until_stopped", return_value=0),
        mock.patch("pinochle_learn.serve.check_records", return_value="SQLite file x"),
    ):
        status = main(argv)
    return status, out.getvalue(), err.getvalue()


def check_outcome(argv: list[str], status: int, out: str, err: str) -> None:
    assert "Traceback" not in out + err, (argv, err)
    if status == 0:
        assert out.strip(), argv
        if "--json" in argv and "--help" not in argv and argv[0] != "serve":
            json.loads(out)
    else:
        assert status == 2, (argv, status, err)
        assert out == "", (argv, out)
        assert err.endswith("\n") and err.count("\n") == 1, (argv, err)
        assert err.startswith("pinochle-learn"), (argv, err)


@pytest.mark.parametrize("command", list(ARGVS))
@settings(max_examples=examples(150), deadline=None)
@given(data=st.data())
def test_generated_command_lines_exit_0_or_2_with_one_line(command, data):
    argv = data.draw(ARGVS[command], label="argv")
    status, out, err = run_main(argv)
    check_outcome(argv, status, out, err)


@settings(max_examples=60, deadline=None)  # each odds run counts or deals hands: fewer
@given(argv=ODDS_ARGV)
def test_generated_odds_command_lines_exit_0_or_2_with_one_line(argv):
    # Issue 16: --seed=-1 gave a numpy traceback, --samples=１０ or 1_000 was read as a number.
    status, out, err = run_main(argv)
    check_outcome(argv, status, out, err)


# ---- the command-line bugs of issue 13, one test each -----------------------------------


SCORE = {
    "--bid": "300",
    "--bidder-team": "0",
    "--meld": "120,60",
    "--tricks": "180,70",
    "--totals": "0,0",
}


@pytest.mark.parametrize("option", list(SCORE))
def test_score_number_of_4301_digits_exits_2_not_a_traceback(option):
    figures = {**SCORE, option: HUGE if option in ("--bid", "--bidder-team") else f"{HUGE},1"}
    status, out, err = run_main(["score", *(f"{k}={v}" for k, v in figures.items())])
    assert status == 2 and out == "" and err.count("\n") == 1, err
    assert f"argument {option}: '9999" in err and "(4301 characters)" in err


@pytest.mark.parametrize(
    "argv",
    [
        ["score", "--bid=３００", "--bidder-team", "0", "--meld", "120,60", "--tricks", "180,70"],
        ["score", "--bid=٣٠٠", "--bidder-team", "0", "--meld", "120,60", "--tricks", "180,70"],
        ["simulate", "--rounds=١٠٠", "--quiet"],
    ],
)
def test_non_ascii_digits_are_not_read_as_numbers(argv):
    status, _, err = run_main(argv)
    assert status == 2 and "in the digits 0-9" in err and err.count("\n") == 1


def test_meld_u017f_is_not_read_as_spades():
    status, _, err = run_main(["meld", "ſ14", "--trump", "S"])
    assert status == 2 and "invalid card 'ſ14'" in err
    status, _, err = run_main(["meld", "S14", "--trump", "ſ"])
    assert status == 2 and "invalid suit 'ſ'" in err


@pytest.mark.parametrize("hand", ["", " ", ",", ";;"])
def test_meld_empty_or_separator_only_hand_is_refused(hand):
    status, out, err = run_main(["meld", hand, "--trump", "H"])
    assert status == 2 and out == ""
    assert f"cards {hand!r}: no cards given" in err


def test_score_bid_of_10_to_the_38_is_refused():
    argv = ["score", f"--bid={10**38}", "--bidder-team", "0", "--meld", "1,2", "--tricks", "1,2"]
    status, _, err = run_main(argv)
    assert status == 2 and "give a whole number from 0 to 10000" in err


def test_simulate_rounds_has_an_upper_bound():
    status, _, err = run_main(["simulate", "--rounds", "10001", "--quiet"])
    assert status == 2 and "'10001': give a whole number from 1 to 10000" in err


def test_unrecognised_argument_with_a_newline_is_one_line():
    status, _, err = run_main(["meld", "H14", "--trump", "H", "x\ny"])
    assert status == 2 and err == "pinochle-learn: unrecognized arguments: x\\ny\n"


# ---- real subprocess runs ----------------------------------------------------------------


def _cli(*args: str, encoding: str = "utf-8") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": encoding}
    return subprocess.run(
        [sys.executable, "-m", "pinochle_learn.cli", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        env=env,
        timeout=120,
        check=False,
    )


def test_meld_prints_on_an_ascii_terminal():
    # Issue 13: PYTHONIOENCODING=ascii gave a UnicodeEncodeError traceback. Suits become letters.
    run = _cli("meld", "H14", "H10", "KH", "QH", "JH", "--trump", "H", encoding="ascii")
    assert run.returncode == 0, run.stderr
    assert "run 150: AH 10H KH QH JH" in run.stdout
    assert "Traceback" not in run.stderr
    run = _cli("meld", "H14", "--trump", "H", "--json", encoding="ascii")
    assert json.loads(run.stdout)["unused"] == ["H14"]
    run = _cli("meld", "--help", encoding="ascii")
    assert run.returncode == 0 and "QS" in run.stdout


@pytest.mark.parametrize(
    "args",
    [
        ("score", f"--bid={HUGE}", "--bidder-team", "0", "--meld", "1,2", "--tricks", "1,2"),
        ("meld", "H14\nQX", "--trump", "H"),
        ("simulate", "--rounds=١٠٠"),
    ],
)
def test_real_command_refuses_in_one_line(args):
    run = _cli(*args, encoding="ascii")
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr
