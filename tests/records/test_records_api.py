"""The records' API (issue 20), call by call and error by error, on SQLite (a file in a
temporary folder) and on a real PostgreSQL server (``pg_url``)."""

from __future__ import annotations

import hashlib
import os
import re
import sqlite3
import subprocess
import threading
from collections.abc import Iterator
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from sqlalchemy import create_engine, inspect, select

from pinochle_widgets.records import (
    Answer,
    BadAnswer,
    BadClassCode,
    BadName,
    ClassStore,
    NotTeacher,
    RecordError,
    check_class_code,
    check_name,
)
from pinochle_widgets.records.model import CODE_ALPHABET
from pinochle_widgets.records.schema import classes

T0 = datetime(2026, 12, 1, 17, 0, 0, 123456, tzinfo=timezone.utc)


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> ClassStore:
    if request.param == "sqlite":
        return ClassStore(f"sqlite:///{tmp_path / 'records.sqlite'}")
    return ClassStore(request.getfixturevalue("pg_url"))


def answer(code: str, learner: str = "Ana", question: str = "1", **changes: object) -> Answer:
    base = Answer(
        class_code=code,
        learner=learner,
        lesson="01_meld",
        question_set="meld-seed-7",
        question=question,
        prompt="What is A♥ 10♥ K♥ Q♥ J♥ worth with hearts trump?",
        rule_ids=("meld.run", "meld.marriage"),
        answer="150",
        correct=True,
        at=T0,
    )
    return replace(base, **changes)  # type: ignore[arg-type]


# --- the checks of a code and a name


@pytest.mark.parametrize(("text", "code"), [("k7wq3m", "K7WQ3M"), ("  ABC234\n", "ABC234")])
def test_a_class_code_is_stripped_and_upper_cased(text: str, code: str) -> None:
    assert check_class_code(text) == code


@pytest.mark.parametrize(
    "text", ["", "K7WQ3", "K7WQ3MM", "K7WQ0M", "K7WQOM", "K7WQ1M", "K7WQIM", "K7-Q3M", "K7WQ3М"]
)  # the last М is Cyrillic
def test_a_malformed_class_code_is_refused_by_name(text: str) -> None:
    with pytest.raises(BadClassCode, match=re.escape(f"class code {text!r}: 6 letters")):
        check_class_code(text)
    assert issubclass(BadClassCode, ValueError)


def test_the_code_alphabet_has_no_look_alikes() -> None:
    assert not set("0O1I") & set(CODE_ALPHABET)
    assert len(set(CODE_ALPHABET)) == 32


@pytest.mark.parametrize(
    ("text", "name"),
    [("  Ana María ", "Ana María"), ("x" * 40, "x" * 40), ("<b>Bo</b>", "<b>Bo</b>")],
)
def test_a_name_is_stripped(text: str, name: str) -> None:
    assert check_name(text) == name


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("\t\n", "empty"),
        ("x" * 41, "at most 40 characters (41"),
        ("Ana\nBo", "letters, digits"),
        ("Ana\x00", "letters, digits"),
        ("Ana\u202eoB", "letters, digits"),
    ],
)
def test_a_bad_name_is_refused_saying_why(text: str, why: str) -> None:
    with pytest.raises(BadName, match=why.replace("(", r"\(")):
        check_name(text)


# --- classes


def test_a_new_class_has_a_code_a_title_and_a_token_stored_only_hashed(
    store: ClassStore,
) -> None:
    made = store.new_class("  Tuesday group ")
    assert made.title == "Tuesday group"
    assert check_class_code(made.code) == made.code
    assert len(made.teacher_token) >= 32
    assert store.class_title(made.code) == "Tuesday group"
    assert store.class_title(made.code.lower()) == "Tuesday group"
    engine = create_engine(store.url)
    with engine.connect() as connection:
        row = connection.execute(select(classes).where(classes.c.code == made.code)).one()
    engine.dispose()
    assert row.teacher_hash == hashlib.sha256(made.teacher_token.encode()).hexdigest()
    assert made.teacher_token not in repr(tuple(row))


def test_the_token_is_nowhere_in_the_sqlite_file(tmp_path: Path) -> None:
    store = ClassStore(str(tmp_path / "records.sqlite"))  # a plain path is a SQLite file
    made = store.new_class("Tuesday group")
    store.dispose()
    stored = b"".join(p.read_bytes() for p in tmp_path.iterdir() if p.is_file())
    assert made.code.encode() in stored  # the class is in the files read
    assert made.teacher_token.encode() not in stored


def test_two_classes_get_two_codes(store: ClassStore) -> None:
    codes = {store.new_class(f"group {n}").code for n in range(5)}
    assert len(codes) == 5


@pytest.mark.parametrize(
    ("title", "why"),
    [
        ("", "a title cannot be empty"),
        ("   ", "a title cannot be empty"),
        ("t" * 41, "title 't{40}…': at most 40 characters \\(41 given\\)"),
        ("Tue\nsday", "title 'Tue\\\\nsday': letters, digits"),
    ],
)
def test_a_class_needs_a_title(store: ClassStore, title: str, why: str) -> None:
    with pytest.raises(BadName, match=why):
        store.new_class(title)


def test_an_unknown_class_has_no_title_and_a_malformed_code_is_refused(
    store: ClassStore,
) -> None:
    assert store.class_title("ZZZZZZ") is None
    with pytest.raises(BadClassCode, match="'zz0'"):
        store.class_title("zz0")


# --- answers


def test_an_answer_comes_back_as_recorded(store: ClassStore) -> None:
    code = store.new_class("Tuesday group").code
    sent = answer(code)
    store.record(sent)
    assert store.learner_answers(code, "Ana") == [sent]
    (back,) = store.learner_answers(code.lower(), " Ana ")
    assert back.at == T0 and back.at.tzinfo is not None
    assert back.rule_ids == ("meld.run", "meld.marriage")


def test_times_are_utc_whatever_zone_the_caller_gave(store: ClassStore) -> None:
    code = store.new_class("Tuesday group").code
    berlin = timezone(timedelta(hours=1))
    store.record(answer(code, question="1", at=datetime(2026, 12, 1, 18, 0, tzinfo=berlin)))
    store.record(answer(code, question="2", at=datetime(2026, 12, 1, 17, 30)))  # naive: UTC
    first, second = store.learner_answers(code, "Ana")
    assert (first.question, first.at) == ("1", datetime(2026, 12, 1, 17, 0, tzinfo=timezone.utc))
    assert (second.question, second.at) == (
        "2",
        datetime(2026, 12, 1, 17, 30, tzinfo=timezone.utc),
    )


def test_a_learner_reads_their_own_answers_in_time_order(store: ClassStore) -> None:
    code = store.new_class("Tuesday group").code
    other = store.new_class("Thursday group").code
    for minute, q in [(3, "c"), (1, "a"), (2, "b")]:
        store.record(answer(code, question=q, at=T0 + timedelta(minutes=minute)))
    store.record(answer(code, learner="Bo", question="x"))
    store.record(answer(other, question="y"))
    assert [a.question for a in store.learner_answers(code, "Ana")] == ["a", "b", "c"]
    assert [a.question for a in store.learner_answers(code, "Bo")] == ["x"]
    assert store.learner_answers(code, "Cy") == []


def test_an_answer_sent_twice_is_stored_once(store: ClassStore) -> None:
    made = store.new_class("Tuesday group")
    sent = answer(made.code)
    store.record(sent)
    store.record(sent)  # a retry after a lost reply
    store.record(replace(sent, at=T0 + timedelta(seconds=5), correct=False))  # a second try
    assert len(store.class_answers(made.code, made.teacher_token)) == 2


def test_an_answer_to_an_unknown_class_or_with_a_bad_name_is_refused(store: ClassStore) -> None:
    code = store.new_class("Tuesday group").code
    with pytest.raises(BadClassCode, match="'ZZZZZZ': no such class"):
        store.record(answer("ZZZZZZ"))
    with pytest.raises(BadClassCode):
        store.record(answer("nope"))
    with pytest.raises(BadName):
        store.record(answer(code, learner="  "))
    with pytest.raises(BadName):
        store.learner_answers(code, "")


@pytest.mark.parametrize("rule", ["", "meld run", "meld.run\n", None])
def test_a_rule_id_that_is_not_one_word_is_refused(store: ClassStore, rule: object) -> None:
    code = store.new_class("Tuesday group").code
    with pytest.raises(BadAnswer, match=re.escape(f"rule id {rule!r}: one word")):
        store.record(answer(code, rule_ids=("meld.run", rule)))
    assert store.learner_answers(code, "Ana") == []
    store.record(answer(code, rule_ids=()))  # a question tied to no rule: stored, read as ()
    assert store.learner_answers(code, "Ana")[0].rule_ids == ()


def test_the_teacher_reads_the_class_with_the_token_only(store: ClassStore) -> None:
    made = store.new_class("Tuesday group")
    other = store.new_class("Thursday group")
    store.record(answer(made.code, learner="Ana", question="1"))
    store.record(answer(made.code, learner="Bo", question="2", at=T0 + timedelta(seconds=1)))
    store.record(answer(other.code, learner="Cy"))
    got = store.class_answers(made.code, made.teacher_token)
    assert [(a.learner, a.question) for a in got] == [("Ana", "1"), ("Bo", "2")]
    for token in [
        "",
        "x",
        made.code,
        other.teacher_token,
        made.teacher_token[:-1],
        made.teacher_token + "x",
        made.teacher_token.upper(),
    ]:
        with pytest.raises(NotTeacher, match=made.code):
            store.class_answers(made.code, token)
    with pytest.raises(NotTeacher):  # an unknown class: the same answer as a wrong token
        store.class_answers("ZZZZZZ", made.teacher_token)


def test_markup_and_sql_are_stored_as_plain_text(store: ClassStore) -> None:
    made = store.new_class("x'); DROP TABLE classes;--")
    evil = "x'); DROP TABLE answers;--"
    sent = answer(
        made.code,
        learner=evil,
        prompt="<script>alert('A♥')</script>",
        answer="<img src=x onerror=alert(1)> 150",
        rule_ids=("meld.run'--",),
    )
    store.record(sent)
    store.record(answer(made.code, learner="Bo"))
    assert store.learner_answers(made.code, evil) == [sent]
    assert store.class_title(made.code) == "x'); DROP TABLE classes;--"
    assert len(store.class_answers(made.code, made.teacher_token)) == 2  # the tables are there
    assert store.learner_answers(made.code, "Bo' OR '1'='1") == []


def test_erase_deletes_the_class_and_its_answers_only(store: ClassStore) -> None:
    made = store.new_class("Tuesday group")
    kept = store.new_class("Thursday group")
    for n in range(3):
        store.record(answer(made.code, question=str(n)))
    store.record(answer(kept.code))
    assert store.erase(made.code.lower()) == 3
    assert store.class_title(made.code) is None
    assert store.learner_answers(made.code, "Ana") == []
    with pytest.raises(NotTeacher):
        store.class_answers(made.code, made.teacher_token)
    with pytest.raises(BadClassCode):  # no answer is kept for an erased class
        store.record(answer(made.code))
    assert len(store.class_answers(kept.code, kept.teacher_token)) == 1
    assert store.erase(made.code) == 0
    with pytest.raises(BadClassCode):
        store.erase("0000")


# --- the database: where it is, and when it fails


def test_the_default_is_sqlite_in_the_data_folder_and_the_variable_overrides(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("PINOCHLE_LEARN_DATABASE", raising=False)
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    store = ClassStore.from_environment()
    assert store.url.database == str(tmp_path / "data" / "pinochle-learn" / "records.sqlite")
    assert Path(store.url.database).is_file()
    monkeypatch.setenv("PINOCHLE_LEARN_DATABASE", f"sqlite:///{tmp_path / 'other.sqlite'}")
    assert ClassStore.from_environment().url.database == str(tmp_path / "other.sqlite")


def test_sqlite_runs_in_wal_mode_and_a_writer_waits_for_the_one_before(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite"
    store = ClassStore(str(path))
    code = store.new_class("Tuesday group").code
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    blocker = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    blocker.execute("BEGIN IMMEDIATE")  # another kernel's write under way
    writing = threading.Thread(target=store.record, args=(answer(code),))
    writing.start()
    writing.join(timeout=0.5)
    assert writing.is_alive()  # waiting (the busy timeout), not failed
    blocker.execute("ROLLBACK")
    writing.join(timeout=30)
    blocker.close()
    assert len(store.learner_answers(code, "Ana")) == 1


def test_a_locked_sqlite_file_is_a_record_error_and_the_retry_stores_it(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite"
    store = ClassStore(f"sqlite:///{path}?timeout=0.2")
    code = store.new_class("Tuesday group").code
    blocker = sqlite3.connect(path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    with pytest.raises(
        RecordError, match=rf"SQLite file {path}: could not save the answer .*locked"
    ):
        store.record(answer(code))
    blocker.execute("ROLLBACK")
    blocker.close()
    store.record(answer(code))
    assert len(store.learner_answers(code, "Ana")) == 1


def test_a_read_only_sqlite_file_is_a_record_error(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite"
    code = ClassStore(str(path)).new_class("Tuesday group").code
    read_only = ClassStore(f"sqlite:///file:{path}?mode=ro&uri=true")
    assert read_only.class_title(code) == "Tuesday group"
    with pytest.raises(RecordError, match=r"could not save the answer .*readonly"):
        read_only.record(answer(code))
    with pytest.raises(RecordError, match="could not reach the records"):
        read_only.check_reachable()


@pytest.fixture(params=["file", "file and folder"])
def unwritable(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[tuple[Path, bool]]:
    """A records file with a class in it that this process cannot write (and, second, in a
    folder it cannot write, where SQLite cannot make its WAL files): mode 0444 (folder 0555),
    or for root (who writes whatever the mode) the immutable attribute (``chattr +i``)."""
    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / "r.sqlite"
    store = ClassStore(str(path))
    store.new_class("Tuesday group")
    store.dispose()
    for leftover in (folder / "r.sqlite-wal", folder / "r.sqlite-shm"):
        leftover.unlink(missing_ok=True)
    locked = [path, folder] if request.param == "file and folder" else [path]
    if os.geteuid() == 0:
        made = subprocess.run(["chattr", "+i", *map(str, locked)], capture_output=True)
        if made.returncode != 0:
            pytest.skip(f"root, and chattr +i refused here: {made.stderr.decode().strip()}")
    else:
        path.chmod(0o444)
        if folder in locked:
            folder.chmod(0o555)
    yield path, folder in locked
    if os.geteuid() == 0:
        subprocess.run(["chattr", "-i", *map(str, locked)], check=True)
    else:
        folder.chmod(0o755)
        path.chmod(0o644)


def test_an_unwritable_sqlite_file_is_a_record_error(unwritable: tuple[Path, bool]) -> None:
    path, folder_too = unwritable
    (code,) = _codes(path)
    where = rf"SQLite file {path}: could not"
    if folder_too:  # no WAL files can be made: no connection at all
        with pytest.raises(RecordError, match=rf"{where} reach the records \(unable to open"):
            ClassStore(str(path))
        return
    store = ClassStore(str(path))  # its tables are there: nothing to write to open it
    assert store.class_title(code) == "Tuesday group"
    with pytest.raises(
        RecordError, match=rf"{where} save the answer \(attempt to write a readonly"
    ):
        store.record(answer(code))
    with pytest.raises(RecordError, match=rf"{where} reach the records"):
        store.check_reachable()


def _codes(path: Path) -> list[str]:
    with sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True) as raw:
        return [row[0] for row in raw.execute("SELECT code FROM classes")]


def test_a_busy_timeout_that_is_not_a_number_is_a_record_error(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="timeout='soon' is not a number of seconds"):
        ClassStore(f"sqlite:///{tmp_path / 'r.sqlite'}?timeout=soon")


def test_a_sqlite_file_that_cannot_be_made_is_a_record_error(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match=f"SQLite file {tmp_path}/no/such/r.sqlite"):
        ClassStore(str(tmp_path / "no" / "such" / "r.sqlite"))
    (tmp_path / "folder.sqlite").mkdir()
    with pytest.raises(RecordError, match="unable to open"):
        ClassStore(str(tmp_path / "folder.sqlite"))


def test_an_unreachable_server_names_its_host_and_hides_the_password() -> None:
    with pytest.raises(RecordError) as caught:
        ClassStore("postgresql://teacher:s3cret-pw@127.0.0.1:1/records")
    message = str(caught.value)
    assert message.startswith("PostgreSQL at 127.0.0.1:1/records: could not reach the records")
    assert "s3cret" not in message


@pytest.mark.parametrize(
    "url",
    [
        "mysql://teacher:s3cret-pw@db/records",
        "postgresql+asyncpg://teacher:s3cret-pw@db/x",
        "postgresql://teacher:s3cret-pw@[db/records",
        "sqlite+aiosqlite:///x.db",
        "postgresql://teacher:s3cret-pw@db:notaport/records",
    ],
)
def test_a_database_url_we_do_not_serve_is_refused_without_its_password(url: str) -> None:
    with pytest.raises(RecordError) as caught:
        ClassStore(url)
    assert "s3cret" not in str(caught.value)


def test_check_reachable_passes_on_a_working_database(store: ClassStore) -> None:
    store.check_reachable()


def test_the_migrations_make_exactly_the_tables_the_queries_use(store: ClassStore) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from pinochle_widgets.records.schema import metadata

    engine = create_engine(store.url)
    with engine.connect() as connection:
        diff = compare_metadata(MigrationContext.configure(connection), metadata)
        tables = set(inspect(connection).get_table_names())
        version = MigrationContext.configure(connection).get_current_revision()
    engine.dispose()
    assert diff == []
    assert tables == {"classes", "answers", "alembic_version"}
    assert version == "0001"


def test_a_second_store_on_the_same_database_keeps_its_records(store: ClassStore) -> None:
    made = store.new_class("Tuesday group")
    store.record(answer(made.code))
    again = ClassStore(store.url.render_as_string(hide_password=False))
    assert again.class_answers(made.code, made.teacher_token) == [answer(made.code)]


def test_no_sql_text_is_written_by_hand_in_the_package() -> None:
    package = Path(__file__).resolve().parents[2] / "widgets" / "pinochle_widgets" / "records"
    for path in package.rglob("*.py"):
        code = path.read_text(encoding="utf-8").upper()
        for word in ("CREATE TABLE", "INSERT INTO", "SELECT ", "DELETE FROM", "TEXT("):
            # \b: SQLAlchemy's text( is SQL written by hand, gettext's ngettext( is not
            assert not re.search(rf"\b{re.escape(word)}", code), (path.name, word)


def test_a_postgresql_server_down_is_a_record_error_and_the_retry_stores_it() -> None:
    from postgres_kit import pg_bin, start_postgres

    if pg_bin() is None:
        pytest.skip("PostgreSQL is not installed: `make postgresql` installs Debian's package")
    server = start_postgres()
    try:
        store = ClassStore(server.url())
        code = store.new_class("Tuesday group").code
        store.record(answer(code, question="1"))
        server.halt()
        with pytest.raises(RecordError) as caught:
            store.record(answer(code, question="2"))
        message = str(caught.value)
        assert message.startswith(
            f"PostgreSQL at 127.0.0.1:{server.port}/postgres: could not save the answer"
        )
        assert server.password not in message
        assert server.resume()
        store.record(answer(code, question="2"))  # the same store: a new connection
        assert [a.question for a in store.learner_answers(code, "Ana")] == ["1", "2"]
    finally:
        server.stop()
