"""Fixtures for serving tests: ``lessons_server(folder=None, **options)`` starts a lessons server
(``serving_kit.start_server``) and stops it after the test; ``chromium`` is Debian's Chromium
through Playwright (never a downloaded browser)."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from serving_kit import Server, free_port, start_server

from pinochle_learn.serve import ServeOptions, notebooks_dir

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


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


@pytest.fixture
def chromium() -> Iterator[object]:
    """A headless Debian Chromium (Playwright ``Browser``)."""
    from playwright.sync_api import sync_playwright

    executable = shutil.which("chromium")
    if executable is None:
        pytest.fail("chromium is missing: `make chromium` installs it", pytrace=False)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_FLAGS)
        yield browser
        browser.close()
