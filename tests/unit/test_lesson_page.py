"""The lesson page's Voila template is found where `pinochle-learn serve` and the JupyterHub
deployment point Voila (issue 16), and the server command line asks for it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from voila.paths import collect_template_paths

from pinochle_learn.serve import voila_argv
from pinochle_widgets.serving.lesson_page import TEMPLATE, TEMPLATE_ROOT, use_template_folder


def test_the_template_folder_goes_first_in_jupyter_path_once() -> None:
    env = {"JUPYTER_PATH": os.pathsep.join(["/a", str(TEMPLATE_ROOT)])}
    assert use_template_folder(env) == os.pathsep.join([str(TEMPLATE_ROOT), "/a"])
    assert use_template_folder(env) == os.pathsep.join([str(TEMPLATE_ROOT), "/a"])
    assert use_template_folder({}) == str(TEMPLATE_ROOT)


def test_voila_finds_the_template_extending_lab(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUPYTER_PATH", use_template_folder({}))
    paths = [Path(p) for p in collect_template_paths(["voila", "nbconvert"], TEMPLATE, prune=True)]
    assert paths[0] == TEMPLATE_ROOT / "voila" / "templates" / TEMPLATE
    assert any(p.parts[-3:] == ("voila", "templates", "lab") for p in paths)
    page = (paths[0] / "index.html.j2").read_text(encoding="utf-8")
    assert "The lesson stopped on the server. Reload the page to start again." in page


def test_the_server_asks_for_the_template_and_lets_a_dead_kernel_go() -> None:
    argv = voila_argv(8900)
    assert f"--VoilaConfiguration.template={TEMPLATE}" in argv
    assert "--KernelRestarter.restart_limit=0" in argv
    assert (
        "--Voila.kernel_websocket_connection_class="
        "pinochle_widgets.serving.lesson_page.LearnerChannelsConnection"
    ) in argv
