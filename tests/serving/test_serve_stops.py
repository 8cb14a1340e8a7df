"""``kill PID`` of ``pinochle-learn serve`` stops Voila too: no server left holding the port.

Found trying the README as a newcomer: SIGTERM ended the command but left its Voila child (and
a kernel) running under init, the port still answering; SIGINT to the command alone did
nothing. The command now passes SIGINT, SIGTERM and SIGHUP on.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest
from serving_kit import children, free_port

pytestmark = pytest.mark.serving


def _answers(port: int) -> bool:
    try:
        urllib.request.urlopen(f"http://127.0.0.1:{port}/voila/static/", timeout=2)
    except urllib.error.HTTPError:
        return True  # 404 and friends: a server is there
    except OSError:
        return False
    return True


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_signal_to_serve_alone_stops_voila_and_frees_the_port(stop):
    port = free_port()
    cli = [sys.executable, "-m", "pinochle_learn.cli", "serve", "--port", str(port)]
    serve = subprocess.Popen(cli, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    voila: list[int] = []
    try:
        deadline = time.monotonic() + 90
        while not _answers(port):
            assert serve.poll() is None, "serve ended before it answered"
            assert time.monotonic() < deadline, "serve never answered"
            time.sleep(0.5)
        voila = children(serve.pid)
        assert voila, "serve runs Voila as its child"
        serve.send_signal(stop)  # to the wrapper alone, not its process group (kill -INT PID)
        serve.wait(timeout=60)
        deadline = time.monotonic() + 30
        while _answers(port) or any(os.path.exists(f"/proc/{pid}") for pid in voila):
            assert time.monotonic() < deadline, f"Voila {voila} still runs on port {port}"
            time.sleep(0.5)
    finally:
        if serve.poll() is None:
            serve.kill()
        for pid in voila:
            if os.path.exists(f"/proc/{pid}"):
                os.kill(pid, signal.SIGTERM)


def _time_wait_on(port: int) -> bool:
    """True when a TCP socket with local port ``port`` is in TIME-WAIT (/proc/net/tcp)."""
    for line in open("/proc/net/tcp").read().splitlines()[1:]:
        local, state = line.split()[1], line.split()[3]
        if int(local.split(":")[1], 16) == port and state == "06":
            return True
    return False


def _serve(port: int) -> subprocess.Popen[bytes]:
    cli = [sys.executable, "-m", "pinochle_learn.cli", "serve", "--port", str(port)]
    return subprocess.Popen(cli, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def _wait_answers(serve: subprocess.Popen[bytes], port: int) -> None:
    deadline = time.monotonic() + 90
    while not _answers(port):
        if serve.poll() is not None:
            assert serve.stderr is not None
            pytest.fail(f"serve ended before it answered: {serve.stderr.read().decode()}")
        assert time.monotonic() < deadline, "serve never answered"
        time.sleep(0.5)


def test_serve_starts_again_at_once_on_the_port_it_just_left() -> None:
    # Issue 16: for ~50 s after a stop, serve said "the port is busy" while only the stopped
    # server's TIME-WAIT connections remained (its port check bound without SO_REUSEADDR).
    port = free_port()
    first = _serve(port)
    again: subprocess.Popen[bytes] | None = None
    try:
        _wait_answers(first, port)
        # a visitor's connection open while the server stops: the server closes it first,
        # which leaves the server's side in TIME-WAIT on the port
        visitor = socket.create_connection(("127.0.0.1", port))
        first.send_signal(signal.SIGTERM)
        first.wait(timeout=60)
        visitor.recv(1)  # the server's end closed
        visitor.close()
        assert _time_wait_on(port), "no TIME-WAIT left on the port: nothing tested"

        again = _serve(port)
        _wait_answers(again, port)
    finally:
        for serve in (first, again):
            if serve is not None and serve.poll() is None:
                serve.send_signal(signal.SIGTERM)
                serve.wait(timeout=60)
