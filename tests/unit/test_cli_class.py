"""``pinochle-learn class new|erase`` and ``serve --database`` (issue 20): the class's code and
links, erasure, and a database that cannot be reached stopping ``serve`` at start-up with one
line naming its host, the password hidden."""

from __future__ import annotations

import re
import socket
from pathlib import Path
from unittest import mock
from urllib.parse import parse_qs, urlsplit

import pytest

from pinochle_learn.cli import main
from pinochle_widgets.records import Answer, ClassStore

BASE = "http://room12:8866/voila/render/"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def url(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.delenv("PINOCHLE_LEARN_DATABASE", raising=False)
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))  # no default file in $HOME
    return f"sqlite:///{tmp_path / 'records.sqlite'}"


def new_class(url: str, capfd: pytest.CaptureFixture[str], *more: str) -> tuple[str, list[str]]:
    assert main(["class", "new", "Tuesday group", "--database", url, "--base", BASE, *more]) == 0
    out = capfd.readouterr().out
    code = re.search(r"code ([A-Z0-9]{6})", out)
    assert code, out
    return code.group(1), out.splitlines()


def _links(lines: list[str]) -> list[str]:
    return [m.group(0) for line in lines for m in [re.search(r"https?://\S+", line)] if m]


def test_class_new_lists_the_lessons_with_a_self_check_in_course_order_by_title(
    url: str, capfd: pytest.CaptureFixture[str]
) -> None:
    from pinochle_widgets.course.course import COURSE

    code, lines = new_class(url, capfd)
    listed = [line.strip() for line in lines if "?class=" in line and "teacher=" not in line]
    numbered = {lesson.notebook: f"{n}. {lesson.title}" for n, lesson in enumerate(COURSE, 1)}
    lessons = [line for line in listed if "index.ipynb" not in line]
    # the course's order: cards first, the auction second (not 01_meld by its file name)
    assert lessons[0] == f"{numbered['cards.ipynb']}: {BASE}cards.ipynb?class={code}"
    assert lessons[1].startswith(numbered["03_bidding.ipynb"] + ": ")
    order = [next(nb for nb in numbered if f"/{nb}?" in line) for line in lessons]
    assert order == [nb for nb in numbered if nb in order]
    assert "games.ipynb" not in order  # the games page has no self-check
    assert len(order) == 13
    assert listed[-1] == f"Every lesson (the course's index): {BASE}index.ipynb?class={code}"


@pytest.mark.parametrize("base", ["room12:8866", "ftp://room12/", "http://", "javascript:x"])
def test_class_new_refuses_a_base_that_is_no_http_address(
    url: str, capfd: pytest.CaptureFixture[str], base: str
) -> None:
    assert main(["class", "new", "x", "--database", url, "--base", base]) == 2
    captured = capfd.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1
    assert "is not an http:// or https:// address" in captured.err
    assert ClassStore(url).answer_count("K7WQ3M") == 0


def _class_with_an_answer(url: str, capfd: pytest.CaptureFixture[str]) -> str:
    from datetime import datetime, timezone

    code, _ = new_class(url, capfd)
    when = datetime(2026, 12, 1, tzinfo=timezone.utc)
    ClassStore(url).record(
        Answer(code, "Ana", "01_meld", "meld-seed-7", "1", "?", ("meld.run",), "150", True, when)
    )
    return code


def test_class_erase_without_yes_and_no_terminal_refuses_in_one_line(
    url: str, capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import io

    from pinochle_widgets.records.cli import main as records_main

    code = _class_with_an_answer(url, capfd)
    monkeypatch.setattr("sys.stdin", io.StringIO("yes\n"))  # a pipe: not a terminal
    assert records_main(["class", "erase", code, "--database", url]) == 2
    captured = capfd.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1
    assert f"class 'Tuesday group' ({code}) holds 1 answer;" in captured.err
    assert "--yes" in captured.err
    assert ClassStore(url).class_title(code) == "Tuesday group"


class _Terminal:
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(("reply", "status", "kept"), [("y", 0, False), ("", 1, True)])
def test_class_erase_asks_naming_the_class_and_its_answers(
    url: str,
    capfd: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    reply: str,
    status: int,
    kept: bool,
) -> None:
    from pinochle_widgets.records.cli import main as records_main

    code = _class_with_an_answer(url, capfd)
    asked: list[str] = []
    monkeypatch.setattr("sys.stdin", _Terminal())
    monkeypatch.setattr("builtins.input", lambda prompt: asked.append(prompt) or reply)
    assert records_main(["class", "erase", code, "--database", url]) == status
    assert asked == [f"Erase class 'Tuesday group' ({code}) and its 1 answer for good? [y/N] "]
    assert (ClassStore(url).class_title(code) is not None) is kept


def test_class_new_prints_the_code_the_lesson_links_and_the_teachers_link(
    url: str, capfd: pytest.CaptureFixture[str]
) -> None:
    code, lines = new_class(url, capfd)
    links = _links(lines)
    assert f"{BASE}01_meld.ipynb?class={code}" in links
    assert f"{BASE}05_play_round.ipynb?class={code}" in links
    assert not any("scenarios.ipynb" in link for link in links)
    (teacher,) = [link for link in links if "teacher.ipynb" in link]
    query = parse_qs(urlsplit(teacher).query)
    assert teacher.startswith(f"{BASE}teacher.ipynb?class={code}&teacher=")
    assert query["class"] == [code]
    store = ClassStore(url)
    assert store.class_title(code) == "Tuesday group"
    assert store.class_answers(code, query["teacher"][0]) == []  # the printed token opens it
    assert any(f"pinochle-learn class erase {code}" in line for line in lines)


def test_the_servers_token_goes_into_every_link(
    url: str, capfd: pytest.CaptureFixture[str]
) -> None:
    code, lines = new_class(url, capfd, "--token", "s3cr/t")
    links = _links(lines)
    assert f"{BASE}01_meld.ipynb?class={code}&token=s3cr%2Ft" in links
    assert all(link.endswith("&token=s3cr%2Ft") for link in links)


def test_class_erase_deletes_the_class_and_its_answers(
    url: str, capfd: pytest.CaptureFixture[str]
) -> None:
    code, _ = new_class(url, capfd)
    from datetime import datetime, timezone

    ClassStore(url).record(
        Answer(
            code,
            "Ana",
            "01_meld",
            "meld-seed-7",
            "1",
            "?",
            ("meld.run",),
            "150",
            True,
            datetime(2026, 12, 1, tzinfo=timezone.utc),
        )
    )
    assert main(["class", "erase", code.lower(), "--database", url, "--yes"]) == 0
    assert f"Erased class 'Tuesday group' ({code}) and its 1 answer." in capfd.readouterr().out
    assert ClassStore(url).class_title(code) is None


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["class"], "the following arguments are required: action"),
        (["class", "bogus"], "invalid choice: 'bogus'"),
        (["class", "new", "   "], "class new: a title cannot be empty or all spaces"),
        (["class", "new", "t" * 41], "at most 40 characters (41 given)"),
        (["class", "erase", "K7WQ0M"], "class code 'K7WQ0M': 6 letters and digits"),
        (["class", "erase", "K7WQ3M"], "class code 'K7WQ3M': no such class"),
        (
            ["class", "new", "x", "--database", "postgresql://teacher:s3cret@127.0.0.1:1/rec"],
            "PostgreSQL at 127.0.0.1:1/rec: could not reach the records",
        ),
        (["class", "new", "x", "--database", "mysql://teacher:s3cret@db/rec"], "give sqlite:///"),
    ],
)
def test_bad_class_command_lines_are_one_line_and_exit_2(
    url: str, capfd: pytest.CaptureFixture[str], argv: list[str], expected: str
) -> None:
    argv = [*argv, "--database", url] if argv[1:2] == ["erase"] else argv
    assert main(argv) == 2
    captured = capfd.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1, captured.err
    assert captured.err.startswith("pinochle-learn class")
    assert expected in captured.err
    assert "s3cret" not in captured.err


def test_serve_stops_at_start_up_when_the_database_cannot_be_reached(
    url: str, capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PINOCHLE_LEARN_DATABASE", "")  # restored after: serve sets it
    run = mock.Mock(return_value=0)
    monkeypatch.setattr("pinochle_learn.serve.run_until_stopped", run)
    database = "postgresql://teacher:s3cret@127.0.0.1:1/records"
    assert main(["serve", "--port", str(free_port()), "--database", database]) == 2
    err = capfd.readouterr().err
    assert err == (
        "pinochle-learn serve: records: PostgreSQL at 127.0.0.1:1/records: could not reach "
        'the records (connection failed: connection to server at "127.0.0.1", port 1 '
        "failed: Connection refused)\n"
    ) or (err.count("\n") == 1 and "PostgreSQL at 127.0.0.1:1/records" in err), err
    assert "s3cret" not in err
    run.assert_not_called()  # Voila never started


def test_serve_hands_the_database_to_the_kernels(
    url: str, capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PINOCHLE_LEARN_DATABASE", "")
    seen: list[str] = []

    def run(argv: list[str], cwd: Path) -> int:
        import os

        seen.append(os.environ["PINOCHLE_LEARN_DATABASE"])
        return 0

    monkeypatch.setattr("pinochle_learn.serve.run_until_stopped", run)
    assert main(["serve", "--port", str(free_port()), "--database", url]) == 0
    assert seen == [url]
    where = url.removeprefix("sqlite:///")
    assert (
        f"a class's self-check answers (pinochle-learn class new) go to SQLite file {where}\n"
        in (capfd.readouterr().out)
    )
    assert ClassStore(url).class_title("K7WQ3M") is None  # the tables were made at start-up


def test_serve_refuses_an_empty_database(
    url: str, capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PINOCHLE_LEARN_DATABASE", "")
    assert main(["serve", "--port", str(free_port()), "--database", " "]) == 2
    assert capfd.readouterr().err == (
        "pinochle-learn serve: --database '': give sqlite:///FILE or "
        "postgresql://USER:PASSWORD@HOST/NAME\n"
    )


def test_the_engine_command_line_imports_no_widget_package() -> None:
    import subprocess
    import sys

    code = (
        "import sys, pinochle_learn.cli as c; c.build_parser(); "
        "print(sorted(m for m in sys.modules if m.startswith(('pinochle_widgets', 'sqlalchemy'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
