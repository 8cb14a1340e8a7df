"""The Scenarios page and ``serve --scenarios``: only a scenario file's own names and links,
never a server path or another file's lines, names escaped, the file parsed once per change."""

from __future__ import annotations

import html
import os
from pathlib import Path

import pytest

from pinochle_learn.cli import main
from pinochle_widgets.course import scenario_file
from pinochle_widgets.course.scenario_file import (
    CACHE_ENV,
    SCENARIOS_ENV,
    ScenarioError,
    load_scenarios,
    read_scenarios,
    scenario_page_html,
)

PASSWD = "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n"
MARKUP = "<img src=x onerror=alert(1)>"


def test_another_file_is_refused_at_its_first_line() -> None:
    with pytest.raises(ScenarioError, match=r"^line 1: not a scenario") as caught:
        read_scenarios(PASSWD)
    assert "root" not in str(caught.value)


def test_the_page_shows_no_line_of_another_file(tmp_path: Path) -> None:
    other = tmp_path / "passwd"
    other.write_text(PASSWD)
    html = scenario_page_html({SCENARIOS_ENV: str(other)})
    assert "root" not in html and "daemon" not in html and str(tmp_path) not in html
    assert "no longer a scenario file (line 1)" in html


@pytest.mark.parametrize("kind", ["missing", "folder"])
def test_the_page_shows_no_server_path_or_markup_of_a_file_name(tmp_path: Path, kind: str) -> None:
    path = tmp_path / MARKUP
    if kind == "folder":
        path.mkdir()
    html = scenario_page_html({SCENARIOS_ENV: str(path)})
    assert str(tmp_path) not in html and "<img" not in html and "&lt;img" not in html
    assert "cannot be read now" in html


def test_a_scenario_name_is_shown_as_text(tmp_path: Path) -> None:
    path = tmp_path / "s.txt"
    path.write_text(
        f"{MARKUP}: 03_bidding.ipynb?dealer=S\nBad {MARKUP}: 03_bidding.ipynb?dealer={MARKUP}\n"
    )
    html = scenario_page_html({SCENARIOS_ENV: str(path)})
    assert "<img" not in html
    assert html.count("&lt;img src=x onerror=alert(1)&gt;") == 3  # two names and one problem


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    real = scenario_file.read_scenarios

    def counted(data: str | bytes) -> list[scenario_file.Scenario]:
        calls.append(1)
        return real(data)

    monkeypatch.setattr(scenario_file, "read_scenarios", counted)
    return calls


def test_the_file_is_parsed_once_until_it_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = _counting(monkeypatch)
    path = tmp_path / "s.txt"
    path.write_text("A: 03_bidding.ipynb?dealer=S\n")
    for _ in range(3):
        assert [s.name for s in load_scenarios(path)] == ["A"]
    assert len(calls) == 1
    path.write_text("A: 03_bidding.ipynb?dealer=S\nB: 05_play_round.ipynb?seed=4\n")
    assert [s.name for s in load_scenarios(path)] == ["A", "B"]
    assert len(calls) == 2


def test_every_kernel_reads_the_parsed_copy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A page view is a new kernel (an empty memo): it reads the JSON the first one wrote."""
    calls = _counting(monkeypatch)
    path, cache = tmp_path / "s.txt", tmp_path / "cache"
    cache.mkdir()
    path.write_text("A: 03_bidding.ipynb?dealer=S\n")
    first = load_scenarios(path, cache)
    monkeypatch.setattr(scenario_file, "_MEMO", {})  # another kernel
    assert load_scenarios(path, cache) == first
    assert len(calls) == 1
    stat = path.stat()
    path.write_text("B: 03_bidding.ipynb?dealer=N\n")  # same size: the time tells the change
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    monkeypatch.setattr(scenario_file, "_MEMO", {})
    assert [s.name for s in load_scenarios(path, cache)] == ["B"]
    assert len(calls) == 2


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("/etc/passwd", "not a scenario file: line 1: not a scenario"),
        ("a" * 300, "(300 characters): cannot be read"),
        ("/", "a folder, not a scenario file"),
        ("/no/such/file.txt", "no such file"),
    ],
)
def test_serve_refuses_a_bad_scenario_file_in_one_line(
    name: str, expected: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["serve", "--scenarios", name, "--port", "1"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and expected in err
    assert "root:" not in err and "Traceback" not in err


def test_the_scenarios_command_refuses_another_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["scenarios", "/etc/passwd"]) == 2
    assert "root:" not in capsys.readouterr().err


def test_serve_hands_the_page_the_file_and_a_private_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pinochle_learn import cli

    monkeypatch.delenv(SCENARIOS_ENV, raising=False)
    monkeypatch.delenv(CACHE_ENV, raising=False)
    path = tmp_path / "s.txt"
    path.write_text("A: 03_bidding.ipynb?dealer=S\n")
    cli._serve_scenarios(str(path))
    assert os.environ[SCENARIOS_ENV] == str(path.resolve())
    cache = Path(os.environ[CACHE_ENV])
    assert cache.is_dir() and (cache.stat().st_mode & 0o077) == 0


def test_each_view_words_the_problems_in_its_own_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cache holds codes and values, never words: the file is parsed once, by an Italian
    view, and an English view (in this kernel, then in a new one reading the JSON) reads its
    problems in English; Italian again from the JSON reads Italian."""
    from pinochle_learn.render import i18n
    from tests.pseudo_catalogue import use_pseudo_language

    use_pseudo_language(monkeypatch, {"it"})  # Italian brackets every message
    calls = _counting(monkeypatch)
    path, cache = tmp_path / "s.txt", tmp_path / "cache"
    cache.mkdir()
    path.write_text(
        "Tricks: 02_tricks.ipynb?trump=Z&leader=Q&hands=H14/C9\nScore: 04_scoring.ipynb?team=7\n"
        "Cards: 02_tricks.ipynb?hands=H14%20H14%20H14/C9/C10/C11\n"
    )
    env = {SCENARIOS_ENV: str(path), CACHE_ENV: str(cache)}
    english = [
        "trump: invalid suit 'Z': use S, H, D, C or ♠ ♥ ♦ ♣",  # the engine's code
        "leader: seat 'Q': one of N, E, S, W",  # the lesson's readers' codes
        "hands: 2 hands: give four, with / between them",
        "team: 7 is not between 0 and 2",
        "hands: the deck holds only two copies of each card: one A♥ too many",  # a card value
    ]
    italian = [
        "[[{field}: {problem}]]".format(field=field, problem=f"[[{problem}]]")
        for field, problem in (p.split(": ", 1) for p in english)
    ]
    italian[2] = "[[hands: [[2 hands: give [[four]], with / between them]]]]"
    italian[4] = "[[hands: [[the deck holds only [[two]] copies of each card: one A♥ too many]]]]"
    with i18n.speaking("it"):
        page = scenario_page_html(env)
    assert all(html.escape(text) in page for text in italian), page
    for kernel in ("this", "another"):
        if kernel == "another":
            monkeypatch.setattr(scenario_file, "_MEMO", {})
        with i18n.speaking("en"):
            page = scenario_page_html(env)
        assert all(html.escape(text) in page for text in english), page
        assert "[[" not in page
    monkeypatch.setattr(scenario_file, "_MEMO", {})
    with i18n.speaking("it"):
        page = scenario_page_html(env)
        problems = [p for s in load_scenarios(path, cache) for p in s.problems]
    assert all(html.escape(text) in page for text in italian), page
    assert problems == italian
    assert len(calls) == 1  # parsed once: every later view read the memo or the JSON
