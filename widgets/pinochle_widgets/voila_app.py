"""Voila for the lessons folder, with ``/`` leading to the lesson index page.

Run as ``python -m pinochle_widgets.voila_app NOTEBOOKS_DIR [voila options]`` (what
``pinochle-learn serve`` does). It is Voila itself with one more route: serving a folder,
Voila shows a file tree at ``/``; here ``/`` redirects to ``voila/render/index.ipynb`` so a
learner lands on the index of lessons, and relative links between lessons
(``[Meld](01_meld.ipynb)``) resolve to ``voila/render/01_meld.ipynb``. The tree stays at
``/voila/tree``. Every Voila option (``--port``, ``--Voila.ip``, culling) works unchanged.

Not imported by ``pinochle_widgets``: it imports Voila and tornado.
"""

from __future__ import annotations

from typing import Any

from jupyter_server.utils import url_path_join
from tornado import web
from traitlets import Unicode
from voila.app import Voila

__all__ = ["LessonsVoila", "main"]


class LessonsVoila(Voila):
    """Voila serving a folder of lessons whose ``/`` opens :attr:`start_page`."""

    start_page = Unicode(
        "index.ipynb",
        config=True,
        help="Notebook, relative to the served folder, that / redirects to.",
    )

    def init_handlers(self) -> list[Any]:
        handlers: list[Any] = super().init_handlers()
        if not self.notebook_path:
            target = url_path_join(self.base_url, "voila/render", self.start_page)
            # Tornado takes the first matching route: put the redirect before Voila's tree.
            handlers.insert(
                0, (self.server_url, web.RedirectHandler, {"url": target, "permanent": False})
            )
        return handlers


main = LessonsVoila.launch_instance

if __name__ == "__main__":
    main()
