"""The part of a JupyterHub configuration that serves the pinochle-learn lessons: load it from
any hub's configuration (``jupyterhub_config.py`` here does; The Littlest JupyterHub reads it from
``/opt/tljh/config/jupyterhub_config.d/``). It sets what each student's server runs (Voila on the
lessons in the page's language, learner-facing errors, kernel culling), the limits of a class
and the idle culler; who logs in and how servers are spawned are left to the hub.

Settings read from the environment (all optional):

- ``PINOCHLE_HUB_MAX_STUDENTS``: servers running at once (default 60); past it a student sees
  JupyterHub's "too many users" page and retries.
- ``PINOCHLE_HUB_IDLE_TIMEOUT``: seconds after which an idle student's server is stopped
  (default 3600), by jupyterhub-idle-culler.
- ``PINOCHLE_LESSONS``: the folder of lessons (default: the installed package's lessons).
- ``PINOCHLE_HUB_DATABASE``: where a class's self-check answers are kept, a
  ``postgresql://USER:PASSWORD@HOST/NAME`` URL. Only the hub's records service
  (``pinochle-records``, pinochle_widgets.records.service, run by the hub) is given it; each
  student's server gets the service's address (``PINOCHLE_RECORDS_SERVICE``) and sends its
  answers there with the student's own hub token, so no student's server holds the database's
  password. Checked when the hub starts: a database that cannot be reached stops the hub with
  one line naming its host (the password hidden), and its tables are made or upgraded then.
  Unset: each student's server keeps its answers in its own data folder, where no teacher's
  page sees them (``jupyterhub_config.py`` gives its one-machine hub a SQLite file instead).
- ``PINOCHLE_HUB_RECORDS_URL``: where the records service listens (default
  ``http://127.0.0.1:10101``; on a hub whose students' servers run elsewhere, an address
  they reach).

The service takes a learner's name from their token (JupyterHub's user name): the lessons ask
for none, and a student can store and read only their own answers; the class's answers are
read only with the class's teacher token.
"""

# ruff: noqa: F821  (``c`` is the configuration object JupyterHub passes in)

from __future__ import annotations

import os
import sys
from pathlib import Path

from pinochle_learn.serve import (
    CELL_ERROR_TEXT,
    CELL_TIMEOUT_TEXT,
    LESSON_CONNECTION_CLASS,
    LESSON_TEMPLATE,
    notebooks_dir,
)
from pinochle_widgets.records import ClassStore, RecordError
from pinochle_widgets.records.client import SERVICE_ENV
from pinochle_widgets.records.service import SERVICE_NAME
from pinochle_widgets.serving.lesson_page import CONFIG_ROOT, TEMPLATE_ROOT

LESSONS = Path(os.environ.get("PINOCHLE_LESSONS") or notebooks_dir())
MAX_STUDENTS = int(os.environ.get("PINOCHLE_HUB_MAX_STUDENTS", "60"))
IDLE_TIMEOUT = int(os.environ.get("PINOCHLE_HUB_IDLE_TIMEOUT", "3600"))
DATABASE = os.environ.get("PINOCHLE_HUB_DATABASE", "").strip()
RECORDS_URL = os.environ.get("PINOCHLE_HUB_RECORDS_URL", "").strip() or "http://127.0.0.1:10101"

c = get_config()  # type: ignore[name-defined]

# --- What each student's server runs ----------------------------------------------------------
c.Spawner.notebook_dir = str(LESSONS)
c.Spawner.default_url = "/voila/render/index.ipynb"
c.Spawner.start_timeout = 120  # a loaded machine starts a Python server slowly
c.Spawner.http_timeout = 120
c.Spawner.args = [
    # Voila runs inside each student's Jupyter Server (it enables itself as an extension);
    # the same learner-facing settings as `pinochle-learn serve`.
    "--VoilaConfiguration.show_tracebacks=False",
    "--VoilaExecutor.iopub_timeout=60",
    "--VoilaExecutor.raise_on_iopub_timeout=True",
    "--VoilaExecutor.startup_timeout=120",
    "--VoilaExecutor.timeout=120",
    f"--VoilaExecutor.cell_error_instruction={CELL_ERROR_TEXT}",
    f"--VoilaExecutor.cell_timeout_instruction={CELL_TIMEOUT_TEXT}",
    # The lesson page (pinochle_widgets.serving.lesson_page): the template that says when
    # the lesson's kernel is gone (found through JUPYTER_PATH below), no traceback or stderr
    # sent to a page, and a dead kernel let go instead of restarted blank.
    f"--VoilaConfiguration.template={LESSON_TEMPLATE}",
    f"--ServerApp.kernel_websocket_connection_class={LESSON_CONNECTION_CLASS}",
    "--KernelRestarter.restart_limit=0",
    # A student's lesson kernels: freed when no page is connected for a minute.
    "--MappingKernelManager.cull_idle_timeout=60",
    "--MappingKernelManager.cull_interval=15",
    "--MappingKernelManager.cull_connected=False",
]
c.Spawner.environment = {
    "JUPYTER_PATH": str(TEMPLATE_ROOT),  # where Voila finds the template
    # The page's language as with `pinochle-learn serve` (?lang=, else the browser's
    # Accept-Language, else English): the lesson's prose, <html lang>, the tab's title, Voila's
    # loading text and the kernel's widgets. The package's jupyter_server_config.py gives Voila
    # its prelaunch hook (a callable: not a command-line option) and the header for the kernel.
    "JUPYTER_CONFIG_PATH": str(CONFIG_ROOT),
}

# --- A class's records: one database, reached only by the hub's records service --------------
RECORDS_SERVICE: dict[str, object] = {}
RECORDS_ROLES: list[dict[str, object]] = []
if DATABASE:
    try:
        ClassStore(DATABASE).check_reachable()  # tables made now, once, not by 30 servers at once
    except RecordError as error:
        raise SystemExit(f"PINOCHLE_HUB_DATABASE: {error}") from None
    # The service holds the credentials; a student's server only its address.
    RECORDS_SERVICE = {
        "name": SERVICE_NAME,
        "url": RECORDS_URL,
        "command": [sys.executable, "-m", "pinochle_widgets.records.service"],
        "environment": {"PINOCHLE_LEARN_DATABASE": DATABASE},
    }
    c.Spawner.environment[SERVICE_ENV] = f"{RECORDS_URL.rstrip('/')}/services/{SERVICE_NAME}/"
    # Every user may use the service (JupyterHub's 'user' role, 'self', does not include
    # services), and a student's server token (JUPYTERHUB_API_TOKEN, which the lesson kernels
    # send) carries that access beside the server role's own scopes.
    ACCESS = f"access:services!service={SERVICE_NAME}"
    RECORDS_ROLES = [{"name": "user", "scopes": ["self", ACCESS]}]
    c.Spawner.server_token_scopes = ["users:activity!user", "access:servers!server", ACCESS]
# Each student's server (~100 MB) plus a kernel per open lesson (~60-100 MB): see the README.
# The local spawner cannot enforce these; the systemd and Kubernetes spawners do.
c.Spawner.mem_limit = "512M"
c.Spawner.cpu_limit = 1.0

# --- Limits for a class ------------------------------------------------------------------------
c.JupyterHub.concurrent_spawn_limit = 10  # servers starting at once; others see "try again"
c.JupyterHub.active_server_limit = MAX_STUDENTS
c.JupyterHub.redirect_to_server = True

# --- Stop idle students' servers (jupyterhub-idle-culler, from PyPI) --------------------------
c.JupyterHub.load_roles = [
    *RECORDS_ROLES,
    {
        "name": "idle-culler",
        "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
        "services": ["idle-culler"],
    },
]
c.JupyterHub.services = [
    {
        "name": "idle-culler",
        "command": [
            sys.executable,
            "-m",
            "jupyterhub_idle_culler",
            f"--timeout={IDLE_TIMEOUT}",
            "--cull-every=60",
        ],
    },
    *([RECORDS_SERVICE] if RECORDS_SERVICE else []),
]
