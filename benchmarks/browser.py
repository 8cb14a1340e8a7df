"""What the browser benchmarks share (``VOILA.md``, Testing): Debian's headless Chromium with the
flags the tests use (``CHROMIUM_FLAGS`` in the root ``conftest.py``, the one copy), a free port
on 127.0.0.1, and a wait for a Voila server to answer."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from conftest import CHROMIUM_FLAGS

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
