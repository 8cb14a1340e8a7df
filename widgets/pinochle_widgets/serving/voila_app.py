"""Voila for the lessons folder, with ``/`` leading to the lesson index page.

Run as ``python -m pinochle_widgets.serving.voila_app NOTEBOOKS_DIR [voila options]`` (what
``pinochle-learn serve`` does). It is Voila itself with one more route: serving a folder,
Voila shows a file tree at ``/``; here ``/`` redirects to ``voila/render/index.ipynb`` so a
learner lands on the index of lessons, and relative links between lessons
(``[Meld](01_meld.ipynb)``) resolve to ``voila/render/01_meld.ipynb``. The tree stays at
``/voila/tree``. Lesson pages use the ``pinochle`` template
(``pinochle_widgets.serving.lesson_page``), found in this package's ``voila_templates``
folder. Every Voila option (``--port``, ``--Voila.ip``, culling) works unchanged.

Lesson pages are rendered by :class:`~pinochle_widgets.serving.classroom.LessonHandler`, behind the
admission control configured by :attr:`LessonsVoila.max_starting`, :attr:`~LessonsVoila.max_kernels`
and :attr:`~LessonsVoila.queue_timeout` (see ``pinochle_widgets.serving.classroom``).

Not imported by ``pinochle_widgets``: it imports Voila and tornado.
"""

from __future__ import annotations

from typing import Any

from jupyter_server.utils import url_path_join
from tornado import web
from traitlets import Float, Integer, Unicode
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler

from .classroom import ADMISSION_SETTING, Admission, LessonHandler
from .lesson_page import use_template_folder
from .page_language import KERNEL_HEADERS, prelaunch_hook

__all__ = ["LessonsVoila", "main"]


class LessonsVoila(Voila):
    """Voila serving a folder of lessons whose ``/`` opens :attr:`start_page`."""

    start_page = Unicode(
        "index.ipynb",
        config=True,
        help="Notebook, relative to the served folder, that / redirects to.",
    )
    max_starting = Integer(
        4,
        config=True,
        help="Lessons rendered at once (kernel start and cells); later visitors wait their turn.",
    )
    max_kernels = Integer(
        0,
        config=True,
        help="Live kernels (open lesson pages) beyond which visitors get the class-full page; "
        "0: no cap.",
    )
    queue_timeout = Float(
        90.0,
        config=True,
        help="Seconds a visitor waits for a turn before getting the busy page (which retries).",
    )

    def setup_template_dirs(self) -> None:
        # Voila looks for its template (--VoilaConfiguration.template=pinochle) in the Jupyter
        # data folders: the lessons' own folder first (pinochle_widgets.serving.lesson_page).
        use_template_folder()
        super().setup_template_dirs()

    def init_settings(self) -> dict[str, Any]:
        # Each page's markdown in its language, and its words for the template; the browser's
        # Accept-Language handed to the kernel, whose widgets speak the page's language too
        # (pinochle_widgets.serving.page_language: the same as Voila inside a Jupyter server
        # gets from serving/jupyter_config). Voila refuses a hook with preheated kernels.
        configuration = self.voila_configuration
        if configuration.prelaunch_hook is None and not configuration.preheat_kernel:
            configuration.prelaunch_hook = prelaunch_hook
        headers = list(configuration.http_header_envs)
        configuration.http_header_envs = headers + [
            name for name in KERNEL_HEADERS if name not in headers
        ]
        settings: dict[str, Any] = super().init_settings()
        settings[ADMISSION_SETTING] = Admission(
            max_starting=self.max_starting,
            max_kernels=self.max_kernels,
            queue_timeout=self.queue_timeout,
        )
        return settings

    def init_handlers(self) -> list[Any]:
        handlers: list[Any] = [
            (route[0], LessonHandler, *route[2:]) if route[1] is TornadoVoilaHandler else route
            for route in super().init_handlers()
        ]
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
