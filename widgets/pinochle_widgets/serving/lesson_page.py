"""What a lesson page gets from the server beyond Voila's own: its template, and a kernel
websocket that sends a learner no traceback.

- :data:`TEMPLATE` ``"pinochle"``: Voila's ``lab`` template plus a block that tells the learner
  when the lesson's kernel is gone (``voila_templates/voila/templates/pinochle/index.html.j2``).
  Voila looks for templates in the Jupyter data folders (``voila/paths.py``: ``jupyter_path()``,
  which reads ``JUPYTER_PATH``); :func:`use_template_folder` puts :data:`TEMPLATE_ROOT` first
  there. ``pinochle_widgets.serving.voila_app`` calls it; a Jupyter server with Voila as an
  extension (JupyterHub, Binder) gets ``JUPYTER_PATH`` from its environment, and the page's
  language from :data:`CONFIG_ROOT` (``JUPYTER_CONFIG_PATH``).
- :class:`LearnerChannelsConnection`: the kernel websocket, except that the kernel's ``error``
  messages and ``stderr`` streams stay in the server's log. A malformed ``comm_open`` sent by a
  visitor made ipykernel log a traceback (with the server's file paths) to ``stderr``, which the
  kernel sends on IOPub, to every connected page.

Not imported by ``pinochle_widgets``: it imports Jupyter Server.
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping
from pathlib import Path
from typing import Any

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

__all__ = [
    "CONFIG_ROOT",
    "CONNECTION_CLASS",
    "TEMPLATE",
    "TEMPLATE_ROOT",
    "LearnerChannelsConnection",
    "use_template_folder",
]

TEMPLATE = "pinochle"
"""The lesson pages' Voila template (``--VoilaConfiguration.template=pinochle``)."""

TEMPLATE_ROOT = Path(__file__).resolve().with_name("voila_templates")
"""A Jupyter data folder (package data) holding ``voila/templates/pinochle/``."""

CONFIG_ROOT = Path(__file__).resolve().with_name("jupyter_config")
"""A Jupyter configuration folder (package data) for ``JUPYTER_CONFIG_PATH``: its
``jupyter_server_config.py`` gives Voila, run as a Jupyter Server extension (JupyterHub,
Binder), the page-language hook and the header it hands the kernel
(``pinochle_widgets.serving.page_language``)."""

CONNECTION_CLASS = f"{__name__}.LearnerChannelsConnection"
"""The dotted name for ``--Voila.kernel_websocket_connection_class`` (Voila's own app) or
``--ServerApp.kernel_websocket_connection_class`` (Voila inside a Jupyter server)."""

HIDDEN_TYPES = frozenset({"error", "stream"})


def use_template_folder(environ: MutableMapping[str, str] | None = None) -> str:
    """Put :data:`TEMPLATE_ROOT` first in ``JUPYTER_PATH`` (of ``os.environ`` by default) and
    return the new value; already first, nothing changes."""
    env = os.environ if environ is None else environ
    root = str(TEMPLATE_ROOT)
    paths = [p for p in env.get("JUPYTER_PATH", "").split(os.pathsep) if p]
    if paths[:1] != [root]:
        env["JUPYTER_PATH"] = os.pathsep.join([root, *[p for p in paths if p != root]])
    return env["JUPYTER_PATH"]


class LearnerChannelsConnection(ZMQChannelsWebsocketConnection):
    """Jupyter Server's kernel websocket that keeps ``error`` messages and ``stderr`` streams
    (tracebacks, warnings, file paths) in the server's log instead of sending them to the page.

    A lesson never shows either: its widgets word their own refusals, and Voila hides the
    tracebacks of the cells it runs. Everything else passes unchanged.
    """

    def handle_outgoing_message(self, stream: Any, outgoing_msg: list[Any]) -> None:
        _, fed = self.session.feed_identities(outgoing_msg)
        parts = fed[1:]  # header, parent header, metadata, content, buffers...
        header = self.session.unpack(parts[0]) if len(parts) > 3 else {}
        kind = header.get("msg_type")
        if kind in HIDDEN_TYPES:
            content = self.session.unpack(parts[3])
            if kind == "error" or content.get("name") == "stderr":
                self.log.warning(
                    "Kernel %s: %s kept from the page:\n%s",
                    self.kernel_id,
                    kind,
                    content.get("text") or "\n".join(content.get("traceback", [])),
                )
                return
        super().handle_outgoing_message(stream, outgoing_msg)
