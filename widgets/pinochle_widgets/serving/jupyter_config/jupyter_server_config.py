"""Jupyter Server configuration for the lesson pages when Voila runs as a server extension
(JupyterHub, Binder): the same page language as ``pinochle-learn serve``
(``pinochle_widgets.serving.page_language``).

A configuration folder, not a module: a Jupyter server reads it when ``JUPYTER_CONFIG_PATH``
names this folder (``pinochle_widgets.serving.lesson_page.CONFIG_ROOT``; set by
deploy/jupyterhub/lessons_config.py for each student's server and by binder/start). Voila's
server extension builds its ``VoilaConfiguration`` from the server's configuration, so:

- ``prelaunch_hook``: each lesson's markdown in the page's language (``?lang=``, else the
  browser's ``Accept-Language``, else English) and the page's words for the ``pinochle``
  template (``<html lang>``, the tab's title, Voila's loading text);
- ``http_header_envs``: the browser's ``Accept-Language`` handed to the lesson's kernel
  (``HTTP_ACCEPT_LANGUAGE``), so its widgets speak the same language when the link has no
  ``lang``.

A hook cannot be given on the command line (a callable), hence a Python file.
"""

# ruff: noqa: F821  (``c`` is the configuration object Jupyter passes in)

from pinochle_widgets.serving.page_language import KERNEL_HEADERS, prelaunch_hook

c = get_config()  # type: ignore[name-defined]
c.VoilaConfiguration.prelaunch_hook = prelaunch_hook
c.VoilaConfiguration.http_header_envs = list(KERNEL_HEADERS)
