"""The page's language where Voila runs as a Jupyter Server extension (issue 23, JupyterHub and
Binder): a Jupyter server started as deploy/jupyterhub/ and binder/start start it builds Voila's
configuration (``VoilaConfiguration(parent=server_app)``, voila/server_extension.py) with the
same prelaunch hook as ``pinochle-learn serve`` and the browser's ``Accept-Language`` handed to
the kernel. The hub itself runs in tests/serving/test_jupyterhub.py; Binder's full install in
tests/serving/test_binder.py (``make binder``)."""

from __future__ import annotations

import os
import runpy
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import nbformat
import pytest
import yaml
from jupyter_server.serverapp import ServerApp
from tornado.httputil import HTTPHeaders, HTTPServerRequest, RequestStartLine
from traitlets.config import Config
from voila.configuration import VoilaConfiguration

from pinochle_widgets.serving import page_language
from pinochle_widgets.serving.lesson_page import CONFIG_ROOT

ROOT = Path(__file__).resolve().parents[2]
HUB_CONFIG = ROOT / "deploy" / "jupyterhub" / "lessons_config.py"


def _voila_in_a_server(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, path: str) -> Any:
    """Voila's configuration in a Jupyter server whose ``JUPYTER_CONFIG_PATH`` is ``path``, as
    its server extension builds it (the user's own ~/.jupyter left out)."""
    monkeypatch.setenv("JUPYTER_CONFIG_DIR", str(tmp_path / "user-config"))
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", path)
    app = ServerApp()
    app.load_config_file()
    return VoilaConfiguration(parent=app)


def test_a_server_on_the_packages_config_folder_gives_voila_the_page_language(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    voila = _voila_in_a_server(monkeypatch, tmp_path, str(CONFIG_ROOT))
    assert voila.prelaunch_hook is page_language.prelaunch_hook  # the one hook, not a copy
    assert voila.http_header_envs == ["Accept-Language"]
    assert not voila.preheat_kernel  # Voila refuses a hook with preheated kernels


def test_without_it_voila_has_no_hook(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    voila = _voila_in_a_server(monkeypatch, tmp_path, "")
    assert voila.prelaunch_hook is None
    assert voila.http_header_envs == []


def test_the_hub_gives_each_students_server_the_config_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("PINOCHLE_HUB_DATABASE", raising=False)
    config = Config()
    runpy.run_path(str(HUB_CONFIG), init_globals={"get_config": lambda: config})
    environment = config.Spawner.environment
    assert environment["JUPYTER_CONFIG_PATH"] == str(CONFIG_ROOT)
    voila = _voila_in_a_server(monkeypatch, tmp_path, environment["JUPYTER_CONFIG_PATH"])
    assert voila.prelaunch_hook is page_language.prelaunch_hook
    # Kubernetes: the same folder in the students' image (Python 3.12's site-packages there)
    values = yaml.safe_load((ROOT / "deploy" / "jupyterhub" / "z2jh-values.yaml").read_text())
    env = values["singleuser"]["extraEnv"]
    package = CONFIG_ROOT.relative_to(CONFIG_ROOT.parents[2])  # pinochle_widgets/serving/...
    assert env["JUPYTER_CONFIG_PATH"].endswith(f"/site-packages/{package}")
    assert env["JUPYTER_PATH"].rsplit("/", 1)[0] == env["JUPYTER_CONFIG_PATH"].rsplit("/", 1)[0]


def test_binder_start_gives_the_server_the_template_and_the_page_language(tmp_path: Path) -> None:
    """binder/start as Binder runs it, around a Python that builds Voila's configuration as the
    Jupyter server it would start does: binder/jupyter's settings and the package's hook."""
    probe = (
        "from jupyter_server.serverapp import ServerApp\n"
        "from voila.configuration import VoilaConfiguration\n"
        "app = ServerApp(); app.load_config_file()\n"
        "voila = VoilaConfiguration(parent=app)\n"
        "hook = voila.prelaunch_hook\n"
        "print(voila.template, hook.__module__ + '.' + hook.__name__, voila.http_header_envs)\n"
    )
    env = {
        **os.environ,
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
        "JUPYTER_CONFIG_DIR": str(tmp_path / "user-config"),
    }
    env.pop("JUPYTER_CONFIG_PATH", None)
    run = subprocess.run(
        ["bash", "binder/start", "python", "-c", probe],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.split() == [
        "pinochle",
        "pinochle_widgets.serving.page_language.prelaunch_hook",
        "['Accept-Language']",
    ]


def _plain_handler(uri: str, accept: str | None) -> Any:
    """Voila's own handler as the hook gets it in a Jupyter server: a request, no language
    resolved beforehand (no ``page_language``)."""
    headers = HTTPHeaders({"Host": "127.0.0.1:8888"})
    if accept:
        headers["Accept-Language"] = accept
    request = HTTPServerRequest(
        start_line=RequestStartLine("GET", uri, "HTTP/1.1"), headers=headers
    )
    return SimpleNamespace(request=request)


@pytest.mark.parametrize(
    ("uri", "accept", "lang"),
    [
        ("/user/ada/voila/render/01_meld.ipynb", "fr-FR,fr;q=0.9", "fr"),
        ("/user/ada/voila/render/01_meld.ipynb?lang=it", "fr", "it"),
        ("/user/ada/voila/render/01_meld.ipynb?lang=xx", "fr", "en"),
        ("/user/ada/voila/render/01_meld.ipynb", None, "en"),
    ],
)
def test_the_hook_reads_the_language_from_voilas_own_handler(
    uri: str, accept: str | None, lang: str
) -> None:
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Meld")])
    page_language.prelaunch_hook(_plain_handler(uri, accept), notebook, "")
    assert notebook.metadata[page_language.METADATA_KEY]["lang"] == lang
