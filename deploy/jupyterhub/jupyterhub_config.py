"""A complete JupyterHub on one machine for a class: the lessons (``lessons_config.py``), a
class password and a server per student started as a local process.

    PINOCHLE_HUB_PASSWORD=... jupyterhub -f deploy/jupyterhub/jupyterhub_config.py --ip 0.0.0.0

Run it from a folder of its own (JupyterHub keeps its database and cookie secret there). Each
student logs in with any name and the password and lands on the lesson index at
``/user/<name>/voila/render/index.ipynb``; the link a teacher hands out is
``/hub/user-redirect/voila/render/01_meld.ipynb``. deploy/jupyterhub/README.md explains it all,
with The Littlest JupyterHub and Zero to JupyterHub on Kubernetes.

This login and spawner suit a trusted classroom network only: every student's server runs as the
hub's own user with no isolation (JupyterHub says so of SimpleLocalProcessSpawner). For anything
else use your school's login and a spawner that isolates users (The Littlest JupyterHub does).

- ``PINOCHLE_HUB_PASSWORD``: the class password (8 characters or more; any user name).
- ``PINOCHLE_HUB_DATABASE``: the class records' PostgreSQL URL, held only by the hub's records
  service (``lessons_config.py``); unset, this hub keeps them in ``records.sqlite`` beside its
  own database, behind the same service (a student's server runs as the hub's user here and
  could open that file from a terminal: PostgreSQL where students may).
"""

# ruff: noqa: F821  (``c`` and ``load_subconfig`` are given by JupyterHub)

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if not os.environ.get("PINOCHLE_HUB_DATABASE", "").strip():  # read by lessons_config.py
    os.environ["PINOCHLE_HUB_DATABASE"] = f"sqlite:///{Path.cwd() / 'records.sqlite'}"
load_subconfig(str(HERE / "lessons_config.py"))  # type: ignore[name-defined]

c = get_config()  # type: ignore[name-defined]

# One class password (JupyterHub's SharedPasswordAuthenticator, the successor of
# DummyAuthenticator's password): any student name, the password the teacher gives.
PASSWORD = os.environ.get("PINOCHLE_HUB_PASSWORD", "")
if len(PASSWORD) < 8:
    raise SystemExit("set PINOCHLE_HUB_PASSWORD to the class password (8 characters or more)")
c.JupyterHub.authenticator_class = "shared-password"
c.SharedPasswordAuthenticator.user_password = PASSWORD
c.Authenticator.allow_all = True

c.JupyterHub.spawner_class = "simple"
# each student's home: a folder beside the hub's database (the lessons are read from LESSONS)
c.SimpleLocalProcessSpawner.home_dir_template = str(Path.cwd() / "homes" / "{username}")
c.Spawner.cmd = [sys.executable, "-m", "jupyterhub.singleuser"]  # this Python, with the lessons
if os.geteuid() == 0:  # the servers run as the hub's user: root, in a container or a CI runner
    c.Spawner.args = [*c.Spawner.args, "--ServerApp.allow_root=True"]

# --- The proxy: configurable-http-proxy from npm, installed by `make hub` here ----------------
_local_proxy = HERE / "node_modules" / ".bin" / "configurable-http-proxy"
if _local_proxy.exists():
    c.ConfigurableHTTPProxy.command = [str(_local_proxy)]
elif shutil.which("configurable-http-proxy") is None:
    raise SystemExit(
        "configurable-http-proxy is missing: run `make hub` (npm install in deploy/jupyterhub)"
    )
