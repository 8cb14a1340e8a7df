"""Helpers for the browser tests (imported by their conftest and by tests, as
``tests/serving/serving_kit.py`` is for the serving tests)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

import pytest

from pinochle_learn.cli import notebooks_dir, voila_argv

START_TIMEOUT_S = 90


def free_port() -> int:
    """A port on 127.0.0.1 nobody is listening on now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2):
            return True
    except urllib.error.HTTPError:
        return True  # 404 on /voila/static/ means the server is up
    except OSError:
        return False


@contextmanager
def serve_lessons(
    log_path: Path, env: Mapping[str, str] | None = None, folder: Path | None = None
) -> Iterator[str]:
    """Voila serving ``folder`` (by default ``notebooks/``) as ``pinochle-learn serve`` starts
    it (``voila_argv``) on a free port, in its own process group, with ``env`` added to the
    environment; yields its base URL (``http://127.0.0.1:PORT/``) once it answers and stops it
    after."""
    folder = notebooks_dir() if folder is None else folder
    port = free_port()
    with log_path.open("wb") as log:
        proc = subprocess.Popen(
            voila_argv(port, folder),
            cwd=folder,
            env={**os.environ, **(env or {})},
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    base = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while not _answers(base + "voila/static/"):
            if proc.poll() is not None:
                pytest.fail(f"Voila exited with {proc.returncode}:\n{log_path.read_text()[-3000:]}")
            if time.monotonic() > deadline:
                pytest.fail(
                    f"Voila did not answer in {START_TIMEOUT_S} s:\n{log_path.read_text()[-3000:]}"
                )
            time.sleep(0.25)
        yield base
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=15)
        except ProcessLookupError:
            pass
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=5)


_SETTLED_JS = """() => new Promise(done =>
    requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"""


def settle(page: object, size: dict[str, int]) -> None:
    """Set the viewport to ``size`` and wait until the page has it and has laid itself out
    anew (two animation frames drawn at the new size), instead of a fixed wait."""
    from playwright.sync_api import Page

    assert isinstance(page, Page)
    page.set_viewport_size({"width": size["width"], "height": size["height"]})
    page.wait_for_function(
        "([w, h]) => window.innerWidth === w && window.innerHeight === h",
        arg=[size["width"], size["height"]],
    )
    page.evaluate(_SETTLED_JS)
