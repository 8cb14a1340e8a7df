"""Binder: `binder/` is all a launch needs (issue 9). In a fresh virtual environment with only
what binder/requirements.txt installs, from the committed files alone (as Binder clones them),
a Jupyter server with Voila, started through `binder/start` as Binder starts it, renders the
lesson index at the README's launch path, `voila/render/notebooks/index.ipynb`, with the lesson
page's template (the block that says when the kernel is gone, issue 16), in the language of the
link's ``?lang=`` or else of the browser (issue 23).

Slow (a full install, about a minute from pip's cache): marked `binder`.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from serving_kit import CELL_ERROR, free_port, get

from pinochle_learn.render.i18n import lessons_text, speaking

pytestmark = [pytest.mark.binder, pytest.mark.serving]

ROOT = Path(__file__).resolve().parents[2]
LAUNCH_PATH = "voila/render/notebooks/index.ipynb"


def _committed_copy(target: Path) -> Path:
    files = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.split(b"\0")
    for name in filter(None, files):
        source = ROOT / name.decode()
        if source.is_file():
            (target / name.decode()).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name.decode())
    return target


def test_binder_folder_alone_installs_what_renders_the_lesson_index(tmp_path: Path) -> None:
    assert (ROOT / "binder" / "runtime.txt").read_text().strip().startswith("python-3.")
    repo = _committed_copy(tmp_path / "repo")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    # Binder runs this from the repository's root
    install = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "-r", "binder/requirements.txt"],
        cwd=repo,
        capture_output=True,
        text=True,
    )
    assert install.returncode == 0, install.stderr[-3000:]
    # then binder/postBuild (repo2docker runs it after the install): the package's bytecode,
    # which the lesson kernels read instead of compiling the package at each start (issue 21)
    path = f"{venv / 'bin'}:{os.environ['PATH']}"
    built = subprocess.run(
        ["bash", "binder/postBuild"],
        cwd=repo,
        env={**os.environ, "PATH": path},
        capture_output=True,
        text=True,
    )
    assert built.returncode == 0, built.stderr[-3000:]
    assert list((repo / "pinochle_learn" / "__pycache__").glob("state.cpython-*.pyc"))
    assert list((repo / "widgets" / "pinochle_widgets" / "views" / "__pycache__").glob("kit.*"))

    port = free_port()
    log = tmp_path / "server.log"
    with log.open("wb") as out:
        server = subprocess.Popen(
            [
                "bash",
                "binder/start",
                str(python),
                "-m",
                "jupyter_server",
                "--no-browser",
                "--ip=127.0.0.1",
                f"--port={port}",
                "--ServerApp.port_retries=0",
                "--IdentityProvider.token=",
                "--ServerApp.allow_root=True",
                f"--ServerApp.root_dir={repo}",
            ],
            cwd=repo,
            env={**os.environ, "PATH": f"{venv / 'bin'}{os.pathsep}{os.environ['PATH']}"},
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        url = f"http://127.0.0.1:{port}/{LAUNCH_PATH}"
        deadline = time.monotonic() + 90
        while True:
            try:
                status, body, _ = get(url)
                break
            except (urllib.error.URLError, OSError):
                if server.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"the Binder server did not start:\n{log.read_text()[-3000:]}")
                time.sleep(0.5)
        assert status == 200, log.read_text()[-3000:]
        assert 'id="pinochle-learn"' in body  # the index's title
        assert CELL_ERROR not in body
        assert 'id="pl-kernel-gone-message"' in body, "the pinochle template was not used"
        # the page's language, as with `pinochle-learn serve` (issue 23): the link's lang, else
        # the browser's Accept-Language (the package's jupyter_server_config.py, binder/start)
        with speaking("it"):
            italian = lessons_text("The course")
        with speaking("fr"):
            french = lessons_text("The course")
        assert "The course" not in (italian, french)
        _, body, _ = get(url + "?lang=it")
        assert '<html lang="it">' in body and italian in body and "The course" not in body
        request = urllib.request.Request(url, headers={"Accept-Language": "fr-FR,fr;q=0.9"})
        with urllib.request.urlopen(request, timeout=150) as response:
            body = response.read().decode("utf-8")
        assert '<html lang="fr">' in body and french in body and "The course" not in body
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
