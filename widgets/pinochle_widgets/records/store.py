"""``ClassStore``: a class's self-check answers in SQLite (the default) or PostgreSQL.

SQLAlchemy Core builds every statement (values go as bound parameters, never into SQL text);
Alembic makes and upgrades the tables (``migrations/``). Writes from many lesson kernels at once
are safe: SQLite runs in WAL mode with a busy timeout (a writer waits for the one before it,
30 s by default, ``?timeout=`` in the URL), PostgreSQL in transactions; the migrations run under
a lock (SQLite ``BEGIN IMMEDIATE``, a PostgreSQL advisory lock), so thirty kernels opening a new
database at once make its tables once. A write retried after a lost reply stores nothing new
(one row per class, learner, lesson, question set, question and time).
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from sqlalchemy import (
    Engine,
    column,
    create_engine,
    delete,
    event,
    func,
    insert,
    select,
    table,
    update,
)
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import URL, Connection, make_url
from sqlalchemy.exc import (
    ArgumentError,
    DBAPIError,
    IntegrityError,
    NoSuchModuleError,
    SQLAlchemyError,
)

from .model import (
    Answer,
    BadAnswer,
    BadClassCode,
    NewClass,
    NotTeacher,
    RecordError,
    check_class_code,
    check_name,
    check_title,
    new_class_code,
)
from .schema import RULE_SEPARATOR, answers, classes

__all__ = ["DATABASE_ENV", "ClassStore", "database_place", "default_database_url"]

DATABASE_ENV = "PINOCHLE_LEARN_DATABASE"
"""The environment variable naming the records' database (``serve --database`` sets it for the
lesson kernels); unset or empty: SQLite in the data folder (:func:`default_database_url`)."""
SQLITE_TIMEOUT_S = 30.0
"""How long a SQLite write waits for the writer before it (the busy timeout), seconds."""
PG_CONNECT_TIMEOUT_S = 5
_MIGRATION_LOCK = 0x70696E6F  # PostgreSQL advisory lock key of the migrations ("pino")
_NEW_CODE_TRIES = 20


def default_database_url(make_folder: bool = False) -> str:
    """SQLite in the Jupyter data folder the lessons' server uses (``JUPYTER_DATA_DIR``, else
    ``~/.local/share/jupyter`` on Linux): ``<data>/pinochle-learn/records.sqlite``; the folder
    is made (mode 0700) when ``make_folder`` is true and it is missing."""
    from jupyter_core.paths import jupyter_data_dir

    folder = Path(jupyter_data_dir()) / "pinochle-learn"
    if make_folder:
        try:
            folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError as error:
            raise RecordError(
                "folder",
                kind="sqlite",
                where=str(folder / "records.sqlite"),
                reason=str(error.strerror or error),
            ) from None
    return f"sqlite:///{folder / 'records.sqlite'}"


def _url_of(text: str) -> URL:
    """The SQLAlchemy URL of ``text``: a ``sqlite:///`` or ``postgresql://`` URL, or a file path
    (SQLite). PostgreSQL goes through psycopg 3. RecordError for anything else."""
    if "://" not in text:
        return URL.create("sqlite", database=str(Path(text).expanduser()))
    try:
        url = make_url(text)
    except (ArgumentError, ValueError):  # ValueError: a port that is not a number
        raise RecordError("not_url", url=repr(_hidden(text))) from None
    backend = url.get_backend_name()
    if backend == "postgresql":
        return url.set(drivername="postgresql+psycopg")
    if backend == "sqlite" and url.get_driver_name() in ("", "pysqlite"):
        return url
    raise RecordError("url_kind", url=repr(_hidden(text)))


def _hidden(text: str) -> str:
    """``text`` with any password in it replaced by ``***``."""
    try:
        return make_url(text).render_as_string(hide_password=True)
    except (ArgumentError, ValueError):
        scheme, _, rest = text.partition("://")
        _, at, host = rest.rpartition("@")
        return f"{scheme}://***@{host}"[:100] if at else text[:100]


def database_place(url: URL) -> dict[str, str]:
    """The database as a message names it, never with a password: ``kind`` ``"sqlite"`` and
    ``where`` its file, or ``"postgresql"`` and ``HOST:PORT/NAME`` (worded by
    ``pinochle_learn.render.record_text.database_label``)."""
    if url.get_backend_name() == "sqlite":
        return {"kind": "sqlite", "where": url.database or ":memory:"}
    port = f":{url.port}" if url.port else ""
    return {"kind": "postgresql", "where": f"{url.host or 'localhost'}{port}/{url.database or ''}"}


def _token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def _naive_utc(at: datetime) -> datetime:
    if at.tzinfo is not None:
        at = at.astimezone(timezone.utc).replace(tzinfo=None)
    return at


class ClassStore:
    """The records of every class in one database (SQLite file or PostgreSQL server).

    ``ClassStore(url)`` checks the URL (a ``sqlite:///FILE`` or ``postgresql://`` URL, or a
    file path) and brings the tables to the newest migration. Every method raises
    :class:`~pinochle_widgets.records.RecordError` when the database cannot be reached, is
    locked past the busy timeout, read-only or full (its message names the host or file, never
    a password: for the server's log and the teacher, not for a learner's page);
    :class:`~pinochle_widgets.records.BadClassCode` for a malformed class code and
    :class:`~pinochle_widgets.records.BadName` for a bad learner's name or class title.
    """

    def __init__(self, url: str) -> None:
        self.url = _url_of(url)
        self.place = database_place(self.url)
        self._sqlite = self.url.get_backend_name() == "sqlite"
        self._engine = self._make_engine()
        self._migrate()

    @classmethod
    def from_environment(cls) -> ClassStore:
        """The store ``PINOCHLE_LEARN_DATABASE`` names, else SQLite in the data folder."""
        named = os.environ.get(DATABASE_ENV, "").strip()
        return cls(named or default_database_url(make_folder=True))

    # --- connections

    def _make_engine(self) -> Engine:
        if self._sqlite:
            return self._sqlite_engine()
        try:
            return create_engine(
                self.url,
                pool_pre_ping=True,  # a server restarted between two answers: a new connection
                pool_size=2,
                max_overflow=4,
                connect_args={"connect_timeout": PG_CONNECT_TIMEOUT_S},
            )
        except (NoSuchModuleError, ImportError):
            raise RecordError("psycopg", **self.place) from None

    def _sqlite_engine(self) -> Engine:
        query = dict(self.url.query)
        given = query.pop("timeout", str(SQLITE_TIMEOUT_S))
        try:
            timeout = float(given if isinstance(given, str) else given[-1])
        except ValueError:
            raise RecordError("timeout", **self.place, given=repr(given)) from None
        engine = create_engine(self.url.set(query=query), connect_args={"timeout": timeout})

        # SQLAlchemy's recipe for SQLite transactions (its pysqlite dialect notes): the driver's
        # own BEGIN is turned off and SQLAlchemy emits it, IMMEDIATE where a transaction reads
        # before it writes (the migrations), so two writers queue instead of failing.
        @event.listens_for(engine, "connect")
        def on_connect(dbapi_connection: Any, _record: Any) -> None:
            dbapi_connection.isolation_level = None
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.close()

        @event.listens_for(engine, "begin")
        def on_begin(connection: Connection) -> None:
            immediate = connection.get_execution_options().get("immediate", False)
            connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")

        return engine

    @contextmanager
    def _connection(self, doing: str, *, immediate: bool = False) -> Iterator[Connection]:
        """A connection in a transaction, committed at the end; any database failure becomes
        RecordError saying what could not be done (``doing``: its code, ``"reach"``, ``"save"``
        ...: a key of ``pinochle_learn.render.record_text.RECORD_PROBLEMS``)."""
        try:
            with self._engine.connect() as connection:
                if immediate:
                    connection = connection.execution_options(immediate=True)
                with connection.begin():
                    yield connection
        except IntegrityError:
            raise
        except DBAPIError as error:
            reason = str(error.orig).strip().splitlines()[0] if error.orig else type(error).__name__
            raise RecordError(doing, **self.place, reason=reason[:200]) from None
        except SQLAlchemyError as error:  # e.g. every pooled connection busy past its timeout
            raise RecordError(doing, **self.place, reason=type(error).__name__) from None
        except OSError as error:  # the SQLite file's folder is missing or not ours
            raise RecordError(doing, **self.place, reason=str(error.strerror or error)) from None

    def _migrate(self) -> None:
        """Bring the tables to the newest migration, under the lock that queues the others."""
        from alembic import command
        from alembic.config import Config
        from alembic.runtime.migration import MigrationContext
        from alembic.script import ScriptDirectory

        config = Config()
        config.set_main_option("script_location", "pinochle_widgets.records:migrations")
        head = ScriptDirectory.from_config(config).get_current_head()
        with self._connection("reach") as connection:
            if MigrationContext.configure(connection).get_current_revision() == head:
                return
        with self._connection("tables", immediate=True) as connection:
            if not self._sqlite:
                connection.execute(select(func.pg_advisory_xact_lock(_MIGRATION_LOCK)))
            config.attributes["connection"] = connection
            command.upgrade(config, "head")

    def check_reachable(self) -> None:
        """Raise RecordError (naming the host or file, password hidden) unless the database
        answers and takes a write (the migrations' version row written over with itself)."""
        version = table("alembic_version", column("version_num"))
        with self._connection("reach", immediate=self._sqlite) as connection:
            connection.execute(update(version).values(version_num=version.c.version_num))

    def dispose(self) -> None:
        """Close the pooled connections (a store is usable again after: it reconnects)."""
        self._engine.dispose()

    # --- classes

    def new_class(self, title: str) -> NewClass:
        """A new class titled ``title`` (:func:`~pinochle_widgets.records.model.check_title`:
        1-40 characters, BadName otherwise): a random code and the teacher's token, of which
        only the sha256 is stored."""
        name = check_title(title)
        token = secrets.token_urlsafe()  # 32 random bytes: 43 characters in the link
        for _ in range(_NEW_CODE_TRIES):
            code = new_class_code()
            row = {
                "code": code,
                "title": name,
                "teacher_hash": _token_hash(token),
                "created": _naive_utc(datetime.now(timezone.utc)),
            }
            try:
                with self._connection("make_class") as connection:
                    connection.execute(insert(classes).values(row))
            except IntegrityError:  # the code is taken: draw another
                continue
            return NewClass(code=code, title=name, teacher_token=token)
        raise RecordError("no_free_code", **self.place)

    def class_title(self, code: str) -> str | None:
        """The title of class ``code``; None for an unknown class. BadClassCode if malformed."""
        key = check_class_code(code)
        with self._connection("read_class") as connection:
            title = connection.execute(
                select(classes.c.title).where(classes.c.code == key)
            ).scalar_one_or_none()
        return None if title is None else str(title)

    def answer_count(self, code: str) -> int:
        """How many answers class ``code`` holds (0 for an unknown class). BadClassCode if
        malformed."""
        key = check_class_code(code)
        with self._connection("count") as connection:
            count = connection.execute(
                select(func.count()).select_from(answers).where(answers.c.class_code == key)
            ).scalar_one()
        return int(count)

    def erase(self, code: str) -> int:
        """Delete class ``code`` and all its answers; returns the answers deleted (0 for an
        unknown class, whose code is then free again)."""
        key = check_class_code(code)
        with self._connection("erase") as connection:
            gone = connection.execute(delete(answers).where(answers.c.class_code == key))
            connection.execute(delete(classes).where(classes.c.code == key))
        return int(gone.rowcount)

    # --- answers

    def record(self, answer: Answer) -> None:
        """Store ``answer`` (once: the same answer sent again is not stored twice).

        BadClassCode for a malformed or unknown class, BadName for a bad learner's name,
        BadAnswer for a rule id that is empty or holds a space, RecordError when the database
        is down, locked, read-only or full.
        """
        key = check_class_code(answer.class_code)
        for rule in answer.rule_ids:
            if not isinstance(rule, str) or not rule or any(ch.isspace() for ch in rule):
                raise BadAnswer("rule_id", rule=repr(rule))
        row = {
            "class_code": key,
            "learner": check_name(answer.learner),
            "lesson": str(answer.lesson),
            "question_set": str(answer.question_set),
            "question": str(answer.question),
            "prompt": str(answer.prompt),
            "rule_ids": RULE_SEPARATOR.join(str(rule) for rule in answer.rule_ids),
            "answer": str(answer.answer),
            "correct": bool(answer.correct),
            "at": _naive_utc(answer.at),
        }
        dialect_insert = sqlite_insert if self._sqlite else pg_insert
        statement = dialect_insert(answers).values(row).on_conflict_do_nothing()
        try:
            with self._connection("save") as connection:
                connection.execute(statement)
        except IntegrityError:  # the foreign key: no such class
            raise BadClassCode("no_such_class_erased", code=repr(key)) from None

    def learner_answers(self, code: str, learner: str) -> list[Answer]:
        """The answers of ``learner`` in class ``code``, oldest first (empty if none)."""
        key, name = check_class_code(code), check_name(learner)
        query = (
            select(answers)
            .where(answers.c.class_code == key, answers.c.learner == name)
            .order_by(answers.c.at, answers.c.id)
        )
        with self._connection("read_answers") as connection:
            return [_answer(row) for row in connection.execute(query).mappings()]

    def class_answers(self, code: str, teacher_token: str) -> list[Answer]:
        """Every answer of class ``code``, oldest first, for the holder of its teacher's token.

        NotTeacher when the token is not the class's (or the class is unknown); the hashes are
        compared with :func:`hmac.compare_digest` (constant time).
        """
        key = check_class_code(code)
        with self._connection("read_answers") as connection:
            stored = connection.execute(
                select(classes.c.teacher_hash).where(classes.c.code == key)
            ).scalar_one_or_none()
            given = _token_hash(teacher_token if isinstance(teacher_token, str) else "")
            expected = str(stored) if stored is not None else _token_hash(secrets.token_hex(16))
            if not hmac.compare_digest(given, expected) or stored is None:
                raise NotTeacher("not_teacher", code=repr(key))
            query = (
                select(answers)
                .where(answers.c.class_code == key)
                .order_by(answers.c.at, answers.c.id)
            )
            return [_answer(row) for row in connection.execute(query).mappings()]


def _answer(row: Any) -> Answer:
    rules = str(row["rule_ids"])
    return Answer(
        class_code=str(row["class_code"]),
        learner=str(row["learner"]),
        lesson=str(row["lesson"]),
        question_set=str(row["question_set"]),
        question=str(row["question"]),
        prompt=str(row["prompt"]),
        rule_ids=tuple(rules.split(RULE_SEPARATOR)) if rules else (),
        answer=str(row["answer"]),
        correct=bool(row["correct"]),
        at=row["at"].replace(tzinfo=timezone.utc),
    )
