"""Fixtures for serving tests: ``lessons_server(folder=None, **options)`` starts a lessons server
(``serving_kit.start_server``) and stops it after the test. Chromium is ``chromium_browser``
from tests/conftest.py (one per session)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from serving_kit import Server, free_port, start_server

from pinochle_learn.serve import ServeOptions, notebooks_dir


@pytest.fixture
def lessons_server(tmp_path: Path) -> Iterator[Callable[..., Server]]:
    """``lessons_server(folder=None, **options)``: a started server (stopped after the test)."""
    started: list[Server] = []

    def start(folder: Path | None = None, **options: object) -> Server:
        opts = ServeOptions(port=free_port(), **options)  # type: ignore[arg-type]
        log = tmp_path / f"server-{len(started)}.log"
        server = start_server(opts, folder or notebooks_dir(), log)
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()
