"""Helpers for serving tests and benchmarks: start the lessons server as ``pinochle-learn serve``
does (``voila_argv`` on a free 127.0.0.1 port, own process group), count its kernels.

``Server.kernel_pids()`` lists the kernels it started, read from ``/proc`` (each page view is
one ipykernel process, a child of the server).
"""

from __future__ import annotations

import datetime
import json
import os
import re
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from pinochle_learn.serve import ServeOptions, voila_argv

START_TIMEOUT_S = 90
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
CELL_ERROR = "There was an error when executing cell"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def children(pid: int) -> list[int]:
    """Process ids whose parent is ``pid`` (from /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # the command name may hold spaces: fields after the closing parenthesis
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        if ppid == pid:
            found.append(int(entry.name))
    return found


def is_kernel(pid: int) -> bool:
    try:
        return b"ipykernel" in Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False


@dataclass
class Server:
    """A running lessons server: ``url`` ends with ``/``; ``log`` is its combined output."""

    proc: subprocess.Popen[bytes]
    url: str
    log: Path
    options: ServeOptions = field(default_factory=ServeOptions)

    def kernel_pids(self) -> list[int]:
        return [pid for pid in children(self.proc.pid) if is_kernel(pid)]

    def log_text(self) -> str:
        return self.log.read_text(errors="replace")

    def stop(self) -> None:
        """Stop the server (it shuts its kernels down); kernels left over are killed."""
        kernels = self.kernel_pids()
        try:
            os.killpg(self.proc.pid, signal.SIGTERM)
            self.proc.wait(timeout=20)
        except ProcessLookupError:
            pass
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=5)
        for pid in kernels:
            if is_kernel(pid):
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2):
            return True
    except urllib.error.HTTPError:
        return True  # 404 on /voila/static/ means the server is up
    except OSError:
        return False


def start_server(options: ServeOptions, folder: Path, log: Path) -> Server:
    """Start the lessons server (own process group) and wait until it answers."""
    with log.open("wb") as out:
        proc = subprocess.Popen(
            voila_argv(options.port, folder, options),
            cwd=folder,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    server = Server(proc, f"http://127.0.0.1:{options.port}/", log, options)
    deadline = time.monotonic() + START_TIMEOUT_S
    while not _answers(server.url + "voila/static/"):
        if proc.poll() is not None or time.monotonic() > deadline:
            server.stop()
            pytest.fail(f"the lessons server did not start:\n{server.log_text()[-3000:]}")
        time.sleep(0.25)
    return server


def get(url: str, timeout: float = 150) -> tuple[int, str, dict[str, str]]:
    """HTTP GET: (status, body, headers), for error statuses too."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            body = response.read().decode("utf-8", "replace")
            return response.status, body, dict(response.headers)
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8", "replace"), dict(error.headers)


def wait_until(check: Callable[[], bool], timeout: float, step: float = 0.5) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(step)
    return check()


def kernel_id_of(page: str) -> str:
    """The id of the kernel a rendered Voila page connects to (its page config's ``kernelId``)."""
    found = re.search(r'"kernelId": "([0-9a-f-]{36})"', page)
    assert found, "the page names no kernel"
    return found.group(1)


def widget_ids_of(page: str) -> list[str]:
    """The model ids of the widgets a rendered page displays, in page order."""
    return re.findall(r'"model_id": "([0-9a-f]{32})"', page)


def _message(msg_type: str, content: dict[str, object], session: str) -> str:
    header = {
        "msg_id": uuid.uuid4().hex,
        "msg_type": msg_type,
        "session": session,
        "username": "test",
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(),
        "version": "5.3",
    }
    message = {
        "header": header,
        "parent_header": {},
        "metadata": {},
        "content": content,
        "channel": "shell",
        "buffers": [],
    }
    return json.dumps(message)


def widget_answers(server: Server, page: str, timeout: float = 60) -> bool:
    """Connect to the page's kernel as the page's script does (its websocket) and ask its first
    widget for its state: True when the kernel answers with that widget's state, False when the
    kernel is gone (the websocket is refused) or silent for ``timeout`` seconds."""
    import websocket  # websocket-client

    kernel = kernel_id_of(page)
    model = widget_ids_of(page)[0]
    session = uuid.uuid4().hex
    ws_url = server.url.replace("http://", "ws://", 1)
    url = f"{ws_url}api/kernels/{kernel}/channels?session_id={session}"
    try:
        conn = websocket.create_connection(url, timeout=timeout)
    except (websocket.WebSocketException, OSError):
        return False
    try:
        content = {"comm_id": model, "data": {"method": "request_state"}}
        conn.send(_message("comm_msg", content, session))
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            reply = json.loads(conn.recv())
            data = reply.get("content", {})
            if (
                reply.get("msg_type") == "comm_msg"
                and data.get("comm_id") == model
                and data.get("data", {}).get("method") == "update"
            ):
                return True
        return False
    except (websocket.WebSocketException, OSError, ValueError):
        return False
    finally:
        conn.close()
