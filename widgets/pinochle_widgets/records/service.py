"""The records service of a JupyterHub: the only process of a hub that holds the database's
credentials. The hub runs it (``c.JupyterHub.services``, deploy/jupyterhub/lessons_config.py)
as ``python -m pinochle_widgets.records.service`` with ``PINOCHLE_LEARN_DATABASE`` in its
environment; students' servers get only its address and send their own hub token.

Each request is authenticated by the hub (:class:`jupyterhub.services.auth.HubAuth`: the token
of ``Authorization: token ...`` must belong to a hub user holding
``access:services!service=<this service>``); anything else is refused with 403 before the
database is touched. The learner is the token's hub user, never a name in the request: an
answer is stored under that user, and a learner reads only their own answers. The class's
answers are given only with the class's teacher token (``X-Pinochle-Teacher`` header),
compared by :meth:`ClassStore.class_answers` in constant time. The interface is in
:mod:`pinochle_widgets.records.client`.

Settings from the environment JupyterHub gives a service it runs: ``JUPYTERHUB_SERVICE_URL``
(where to listen), ``JUPYTERHUB_SERVICE_PREFIX`` (the path served), ``JUPYTERHUB_API_URL`` and
``JUPYTERHUB_API_TOKEN`` (to ask the hub whose a token is).
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar
from urllib.parse import urlsplit

from tornado import web
from tornado.httpserver import HTTPServer
from tornado.ioloop import IOLoop

from .client import TEACHER_HEADER, answer_from_json, answer_json
from .model import BadAnswer, BadClassCode, BadName, CodedError, NotTeacher, RecordError
from .store import ClassStore

__all__ = ["SERVICE_NAME", "WORKERS", "main", "make_app"]

SERVICE_NAME = "pinochle-records"
"""The service's name in the hub (``/services/pinochle-records/``)."""
WORKERS = 6
"""Threads reading and writing the database at once (a class's answers queue for them): as
many as ClassStore's PostgreSQL connections (2 pooled, 4 more on demand)."""
MAX_BODY = 64 * 1024
"""Longest request body taken, bytes (an answer is well under 2 KB)."""
DEFAULT_PORT = 10101
DEFAULT_URL = f"http://127.0.0.1:{DEFAULT_PORT}"
"""Where the service listens when the hub names no address (``PINOCHLE_HUB_RECORDS_URL``), and
its port when the address names none."""

_STATUS: dict[type[CodedError], int] = {
    BadClassCode: 404,
    BadName: 400,
    BadAnswer: 400,
    NotTeacher: 403,
}
_T = TypeVar("_T")
log = logging.getLogger("pinochle-records")


class RecordsHandler(web.RequestHandler):
    """``classes/CODE`` and ``classes/CODE/answers`` (module :mod:`~.client` lists them)."""

    store: ClassStore
    hub_auth: Any
    pool: ThreadPoolExecutor

    def initialize(self, store: ClassStore, hub_auth: Any, pool: ThreadPoolExecutor) -> None:
        self.store, self.hub_auth, self.pool = store, hub_auth, pool
        self.learner = ""

    def check_xsrf_cookie(self) -> None:
        """No cookies are read (a token in the header is the only credential): nothing to
        forge across sites."""

    async def prepare(self) -> None:
        """Identify the hub user of the request's token; 403 for none, a bad one, or a user
        without access to this service."""
        token = self.hub_auth.get_token(self, in_cookie=False)
        model: dict[str, Any] = {}
        if token:
            model = await self.hub_auth.user_for_token(token, sync=False) or {}
        allowed = bool(model) and model.get("kind", "user") == "user"
        if allowed and self.hub_auth.access_scopes:
            allowed = bool(self.hub_auth.check_scopes(self.hub_auth.access_scopes, model))
        if not allowed:
            self._refuse(403, RecordError("not_hub_user"))
            return
        self.learner = str(model["name"])

    async def get(self, code: str, answers: str | None = None) -> None:
        if not answers:
            title = await self._run(lambda: self.store.class_title(code))
            if title is None:
                self._refuse(404, BadClassCode("no_such_class", code=repr(code)))
                return
            self.finish({"title": title})
            return
        if self.get_query_argument("all", ""):
            teacher = self.request.headers.get(TEACHER_HEADER, "")
            found = await self._run(lambda: self.store.class_answers(code, teacher))
        else:
            found = await self._run(lambda: self.store.learner_answers(code, self.learner))
        self.finish({"answers": [answer_json(a, whose=True) for a in found]})

    async def post(self, code: str, answers: str | None = None) -> None:
        if not answers:
            raise web.HTTPError(405)
        if len(self.request.body) > MAX_BODY:
            self._refuse(413, BadAnswer("answer_too_long", most=MAX_BODY))
            return
        try:
            data = json.loads(self.request.body or b"null")
        except ValueError:  # UnicodeDecodeError too
            self._refuse(400, BadAnswer("answer_not_object"))
            return
        try:
            answer = answer_from_json(data, code, self.learner)
        except BadAnswer as error:
            self._refuse(400, error)
            return
        await self._run(lambda: self.store.record(answer))
        self.set_status(204)
        self.finish()

    async def _run(self, work: Callable[[], _T]) -> _T:
        """``work`` (a store call) in the pool; its errors become the client's errors."""
        try:
            return await asyncio.get_running_loop().run_in_executor(self.pool, work)
        except RecordError as error:
            log.warning("%s", error)  # the database's host, for the hub's log, not a learner
            self._refuse(503, RecordError("records_down"))
        except tuple(_STATUS) as error:
            self._refuse(_STATUS[type(error)], error)
        raise web.Finish()

    def _refuse(self, status: int, error: CodedError) -> None:
        """Refuse with ``status`` and ``error`` as JSON: its class, code and values (the client
        raises it again from them) and its message in the service's language, for a log."""
        self.set_status(status)
        self.finish(
            {
                "error": type(error).__name__,
                "code": error.code,
                "values": error.values,
                "message": str(error),
            }
        )

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        """Every other error as JSON, with no traceback."""
        self.finish({"error": "RecordError", "message": f"HTTP {status_code}"})


class ReadyHandler(web.RequestHandler):
    """The service's own address: 200 and nothing else (the hub asks it whether the service is
    up before routing to it)."""

    def get(self) -> None:
        self.finish({"service": SERVICE_NAME})


def make_app(store: ClassStore, hub_auth: Any, prefix: str) -> web.Application:
    """The service's Tornado application over ``store``, its routes under ``prefix`` (ending
    with ``/``), users identified by ``hub_auth`` (a :class:`jupyterhub.services.auth.HubAuth`
    or anything with its ``get_token``, ``user_for_token``, ``check_scopes`` and
    ``access_scopes``)."""
    pool = ThreadPoolExecutor(WORKERS, thread_name_prefix="pinochle-records")
    route = rf"{prefix}classes/([^/]+)(?:/(answers))?/?"
    settings = {"store": store, "hub_auth": hub_auth, "pool": pool}
    return web.Application(
        [(prefix, ReadyHandler), (route, RecordsHandler, settings)], xsrf_cookies=False
    )


def main() -> None:
    """Run the service as JupyterHub starts it (settings above); exits with one line when the
    database cannot be opened."""
    from jupyterhub.services.auth import HubAuth

    logging.basicConfig(level=logging.INFO, format="[pinochle-records %(levelname)s] %(message)s")
    try:
        store = ClassStore.from_environment()
        store.check_reachable()
    except RecordError as error:
        raise SystemExit(f"pinochle-records: {error}") from None
    listen = urlsplit(os.environ.get("JUPYTERHUB_SERVICE_URL", DEFAULT_URL))
    prefix = os.environ.get("JUPYTERHUB_SERVICE_PREFIX", f"/services/{SERVICE_NAME}/")
    app = make_app(store, HubAuth(), prefix)
    server = HTTPServer(app, xheaders=True, max_body_size=MAX_BODY)
    server.listen(listen.port or DEFAULT_PORT, listen.hostname or "127.0.0.1")
    log.info("serving %s on %s:%s", prefix, listen.hostname, listen.port)
    IOLoop.current().start()


if __name__ == "__main__":
    main()
