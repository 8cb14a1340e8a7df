"""What the browser benchmarks share (``VOILA.md``, Testing): Voila serving a folder as
``pinochle-learn serve`` does (:func:`serving`: a free port on 127.0.0.1, a wait for it to
answer, the server and its kernels stopped after), Debian's headless Chromium with the flags the
tests use (:func:`chromium`; ``CHROMIUM_FLAGS`` in the root ``conftest.py``, the one copy), and
one-cell notebooks written for a benchmark (:func:`write_notebook`)."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import struct
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from playwright.async_api import Browser as AsyncBrowser
from playwright.async_api import Playwright as AsyncPlaywright
from playwright.sync_api import Browser, Page, Playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from conftest import CHROMIUM_FLAGS
from pinochle_learn.cli import voila_argv

FLAGS = CHROMIUM_FLAGS


def free_port() -> int:
    """A port on 127.0.0.1 nobody is listening on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_up(url: str, proc: subprocess.Popen[bytes]) -> None:
    """Wait up to 90 s for ``url`` to answer; stop the benchmark if ``proc`` exits first."""
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"Voila exited with {proc.returncode}")
        try:
            urllib.request.urlopen(url, timeout=2)
            return
        except urllib.error.HTTPError:
            return
        except OSError:
            time.sleep(0.25)
    raise SystemExit("Voila did not start in 90 s")


@contextlib.contextmanager
def serving(
    folder: Path, env: dict[str, str] | None = None, log: Path | None = None
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """Voila serving ``folder`` as ``pinochle-learn serve`` starts it (``voila_argv``), with
    ``env`` (by default this process's), its output written to ``log`` (by default dropped):
    yields its base address (``http://127.0.0.1:PORT/``) once it answers, and its process;
    stops it and its kernels (its process group) after."""
    port = free_port()
    with contextlib.ExitStack() as files:
        out = files.enter_context(log.open("wb")) if log is not None else subprocess.DEVNULL
        proc = subprocess.Popen(
            voila_argv(port, folder),
            cwd=folder,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT if log is not None else subprocess.DEVNULL,
            start_new_session=True,
        )
    base = f"http://127.0.0.1:{port}/"
    try:
        wait_up(base + "voila/static/", proc)
        yield base, proc
    finally:
        stop(proc)


def stop(proc: subprocess.Popen[bytes]) -> None:
    """Stop a server started in its own session, its kernels with it (SIGKILL after 15 s)."""
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=15)
    except ProcessLookupError:
        return
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)


def chromium_path() -> str:
    """Debian's Chromium; stops the benchmark if it is missing."""
    found = shutil.which("chromium")
    if found is None:
        raise SystemExit("chromium is missing: apt-get install -y chromium")
    return found


def chromium(playwright: Playwright) -> Browser:
    """Debian's headless Chromium with the tests' flags; stops the benchmark if it is missing."""
    return playwright.chromium.launch(executable_path=chromium_path(), args=FLAGS)


async def chromium_async(playwright: AsyncPlaywright) -> AsyncBrowser:
    """:func:`chromium` for Playwright's asyncio API (many pages at once in one process)."""
    return await playwright.chromium.launch(executable_path=chromium_path(), args=FLAGS)


def write_notebook(folder: Path, name: str, code: str) -> str:
    """Write a one-cell notebook of ``code`` as ``folder/name`` and return ``name``."""
    notebook = {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "metadata": {},
                "outputs": [],
                "source": code,
            }
        ],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (folder / name).write_text(json.dumps(notebook))
    return name


def decode(frame: bytes | str) -> dict[str, Any] | None:
    """A kernel message from a websocket frame (the v1 binary protocol, or JSON text)."""
    if isinstance(frame, str):
        try:
            found: dict[str, Any] = json.loads(frame)
        except ValueError:
            return None
        return found
    count = struct.unpack_from("<Q", frame, 0)[0]
    offsets = [struct.unpack_from("<Q", frame, 8 * (i + 1))[0] for i in range(count)]
    offsets.append(len(frame))
    parts = [frame[offsets[i] : offsets[i + 1]] for i in range(count)]
    return {"header": json.loads(parts[1]), "content": json.loads(parts[4])}


class KernelWatch:
    """The last execution state (``busy``/``idle``) the kernels of ``page`` reported, read
    from the page's websocket frames (its ``status`` messages)."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.state = "idle"
        page.on("websocket", lambda ws: ws.on("framereceived", self._frame))

    def _frame(self, frame: bytes | str) -> None:
        message = decode(frame)
        if message and message.get("header", {}).get("msg_type") == "status":
            self.state = message["content"].get("execution_state", self.state)

    def settle(self) -> None:
        """Wait until the kernel is idle and the page has drawn two frames since: what the
        last (untimed) click sent has reached the page and been painted, as before a learner's
        next click."""
        for _ in range(2000):
            if self.state == "idle":
                break
            self.page.wait_for_timeout(5)
        self.page.evaluate(
            "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"
        )
