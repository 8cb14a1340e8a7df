"""Fixtures of the records' tests: ``pg_server``, one PostgreSQL server for the test session
(``postgres_kit``; skipped, with the reason, only where Debian's binaries are absent), and
``pg_url``, a fresh empty database on it for one test."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from postgres_kit import PgServer, pg_bin, start_postgres

_NAMES = itertools.count()


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    if pg_bin() is None:
        pytest.skip("PostgreSQL is not installed: `make postgresql` installs Debian's package")
    server = start_postgres()
    yield server
    server.stop()


@pytest.fixture
def pg_url(pg_server: PgServer) -> str:
    """A new empty database on the session's server, as a ``postgresql://`` URL."""
    return pg_server.create_database(f"records_{next(_NAMES)}")
