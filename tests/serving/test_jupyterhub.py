"""Past one machine: a real JupyterHub with deploy/jupyterhub/ serves the lessons through Voila
to each student (issue 9). Two students log in with the class password; each gets a server of
their own and a lesson at /user/<name>/voila/render/..., with its widget on screen.

The hub binds 127.0.0.1 on free ports; its proxy is configurable-http-proxy from npm (`make hub`).
Its class records are in PostgreSQL, as the recipe says (a server of the test's own,
tests/records/postgres_kit.py): each student's server gets the database and the student's hub
name (``PINOCHLE_LEARN_DATABASE``, ``JUPYTERHUB_USER``), which its lesson kernels inherit.
Every process it starts (proxy, idle culler, students' servers, their kernels) is stopped at
the end, each by its own id.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from serving_kit import CELL_ERROR, children, free_port

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "records"))
from postgres_kit import PgServer, pg_bin, start_postgres

from pinochle_widgets.records import ClassStore

pytestmark = [pytest.mark.hub, pytest.mark.serving, pytest.mark.browser]

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "deploy" / "jupyterhub" / "jupyterhub_config.py"
PROXY = ROOT / "deploy" / "jupyterhub" / "node_modules" / ".bin" / "configurable-http-proxy"
PASSWORD = "pinochle-class-7"
LESSON = "voila/render/01_meld.ipynb"
START_TIMEOUT_S = 120
SPAWN_TIMEOUT_MS = 240_000


def _descendants(pid: int) -> list[int]:
    found, todo = [], [pid]
    while todo:
        kids = children(todo.pop())
        found += kids
        todo += kids
    return found


def _kill(pids: list[int]) -> None:
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


@pytest.fixture
def records() -> Iterator[str]:
    """The class records' database of the hub: a PostgreSQL server of the test's own."""
    if pg_bin() is None:
        pytest.skip("PostgreSQL is not installed: `make postgresql` installs Debian's package")
    server: PgServer = start_postgres()
    try:
        yield server.create_database("hub_records")
    finally:
        server.stop()


@pytest.fixture
def hub(tmp_path: Path, records: str) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    if not PROXY.exists():
        pytest.fail("configurable-http-proxy is missing: `make hub` installs it", pytrace=False)
    port, api, hub_port = free_port(), free_port(), free_port()
    log = tmp_path / "hub.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "jupyterhub",
                "-f",
                str(CONFIG),
                "--ip=127.0.0.1",
                f"--port={port}",
                "--JupyterHub.hub_ip=127.0.0.1",
                f"--JupyterHub.hub_port={hub_port}",
                f"--ConfigurableHTTPProxy.api_url=http://127.0.0.1:{api}",
            ],
            cwd=tmp_path,
            env={**os.environ, "PINOCHLE_HUB_PASSWORD": PASSWORD, "PINOCHLE_HUB_DATABASE": records},
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            # a shell's background job ignores SIGINT, and so would the hub's children, which
            # JupyterHub stops with SIGINT first: give them the default back
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        )
    base = f"http://127.0.0.1:{port}/"
    started: set[int] = set()
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            try:
                with urllib.request.urlopen(base + "hub/api", timeout=3):
                    break
            except (urllib.error.URLError, OSError):
                if proc.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"JupyterHub did not start:\n{log.read_text()[-3000:]}")
                time.sleep(0.5)
        yield base, proc
        started.update(_descendants(proc.pid))
    finally:
        started.update(_descendants(proc.pid))
        pid_file = tmp_path / "jupyterhub-proxy.pid"
        if pid_file.exists():
            started.add(int(pid_file.read_text().strip()))
        os.killpg(proc.pid, signal.SIGTERM)  # the hub stops its servers, culler and proxy
        try:
            proc.wait(timeout=45)
        except subprocess.TimeoutExpired:
            started.add(proc.pid)
        _kill(sorted(started))  # whatever did not stop by itself


def test_two_students_each_open_a_lesson_through_jupyterhub(
    hub: tuple[str, subprocess.Popen[bytes]], records: str, chromium_browser: object
) -> None:
    from playwright.sync_api import Browser

    assert isinstance(chromium_browser, Browser)
    base, proc = hub
    for student in ("ada", "bob"):
        context = chromium_browser.new_context()
        page = context.new_page()
        page.set_default_timeout(SPAWN_TIMEOUT_MS)
        # the link a teacher hands out: the lesson in whichever student's server
        page.goto(base + "hub/login?next=/hub/user-redirect/" + LESSON)
        page.fill("input[name=username]", student)
        page.fill("input[name=password]", PASSWORD)
        page.click("[type=submit]")
        page.locator(".jupyter-widgets").first.wait_for(state="visible")

        assert page.url == f"{base}user/{student}/{LESSON}"
        assert page.locator("h1", has_text="Meld").first.is_visible()
        assert CELL_ERROR not in page.content()
        context.close()

    servers = [p for p in _descendants(proc.pid) if b"singleuser" in _cmdline(p)]
    kernels = [p for p in _descendants(proc.pid) if b"ipykernel" in _cmdline(p)]
    assert len(servers) == 2, "one server per student"
    # the records: one database for every student, each under the name they logged in with
    seen = {_environ(p).get("JUPYTERHUB_USER"): _environ(p) for p in servers + kernels}
    assert sorted(k for k in seen if k) == ["ada", "bob"]
    assert all(env.get("PINOCHLE_LEARN_DATABASE") == records for env in seen.values())
    assert ClassStore(records).class_title("K7WQ3M") is None  # the hub made the tables
    memory = sum(_rss_mb(p) for p in servers + kernels) / 2
    print(f"memory per student with one lesson open: {memory:.0f} MB (RSS)")


def _environ(pid: int) -> dict[str, str]:
    try:
        raw = Path(f"/proc/{pid}/environ").read_bytes()
    except OSError:
        return {}
    pairs = (item.decode("utf-8", "replace").partition("=") for item in raw.split(b"\0") if item)
    return {key: value for key, _, value in pairs}


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""
