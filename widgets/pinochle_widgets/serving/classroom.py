"""Serving a class from one machine: admission control, the busy and class-full pages, culling.

Voila starts one kernel per page view and has no limit of its own. When a class opens a lesson
at the same moment, 30 kernels starting on two cores delay every cell's output past nbclient's
IOPub timeout and the widget cell stays empty (VOILA.md, "Under load"). This module holds the
few pieces Voila's options do not provide (everything else is configuration, in
``pinochle_learn.cli.voila_argv``):

- :class:`Admission`: at most ``max_starting`` lessons are rendered (kernel start plus the
  notebook's cells) at once; later visitors wait their turn, up to ``queue_timeout`` seconds,
  then get the *busy* page, which retries by itself. Beyond ``max_kernels`` kernels (live,
  starting, or to come for visitors already admitted: each counted once, see :class:`Claim`)
  a visitor gets the *class is full* page, which retries too. Both answer HTTP 503 with
  ``Retry-After``; neither is ever a lesson with its widgets missing.
- :class:`LessonHandler`: Voila's render handler behind that admission, which also sets the
  ``_xsrf`` cookie, so the shutdown request Voila's page sends when its tab closes is accepted
  and the kernel is freed at once (without the cookie it is refused with 403, voila#1458).
- :class:`ClassroomKernelManager`: Jupyter Server's kernel manager culling for a class:
  ``cull_idle_timeout`` frees kernels whose page connected and is gone,
  ``cull_unconnected_timeout`` (longer) those whose page never connected (a page still loading
  on a busy machine connects late), ``cull_connected_timeout`` those of pages open but
  untouched that long.

Not imported by ``pinochle_widgets``: it imports Voila, Jupyter Server and tornado.
"""

from __future__ import annotations

import asyncio
import html
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from jupyter_core.utils import ensure_async
from jupyter_server._tz import utcnow  # noqa: PLC2701 (jupyter_server has no public clock)
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado import web
from traitlets import Integer, TraitError
from traitlets import Set as TraitSet
from voila.tornado.handler import TornadoVoilaHandler

from pinochle_learn.render.i18n import (
    _,  # noqa: PLC2701 (gettext's name, the one babel.cfg extracts)
    ngettext,
    speaking,
)
from pinochle_learn.render.style import style_tag

from .page_language import PageLanguage, request_language

__all__ = [
    "ADMISSION_SETTING",
    "Admission",
    "Claim",
    "ClassBusy",
    "ClassroomKernelManager",
    "LessonHandler",
    "claim_kernel",
    "refusal_page",
]

ADMISSION_SETTING = "pinochle_admission"
BUSY_RETRY_S = 5
FULL_RETRY_S = 20


class ClassBusy(Exception):
    """A visitor waited ``queue_timeout`` seconds without a turn to start a lesson."""


@dataclass(eq=False)
class Claim:
    """One admitted visitor's place under ``max_kernels``, from arrival until its page is
    rendered; ``kernel_id`` once its kernel is being started (that kernel then counts once)."""

    kernel_id: str | None = None


_CLAIM: ContextVar[Claim | None] = ContextVar("pinochle_claim", default=None)


def claim_kernel(kernel_id: str) -> None:
    """Record ``kernel_id`` as the kernel of the visitor whose render is running here (if any)."""
    claim = _CLAIM.get()
    if claim is not None:
        claim.kernel_id = kernel_id


@dataclass
class Admission:
    """How many lessons start at once and how many kernels may live.

    ``max_starting`` renders run together (kernel start and every cell); others wait in arrival
    order. ``max_kernels`` (0: no cap) bounds every kernel that lives or will: the live ones
    plus one per admitted visitor (waiting or rendering) whose kernel is not started yet.
    """

    max_starting: int = 4
    max_kernels: int = 0
    queue_timeout: float = 90.0

    def __post_init__(self) -> None:
        if self.max_starting < 1:
            raise ValueError(f"max_starting={self.max_starting!r}: at least one lesson at once")
        if self.max_kernels < 0:
            raise ValueError(f"max_kernels={self.max_kernels!r}: 0 (no cap) or more")
        self.waiting = 0
        self.rendering = 0
        self.claims: set[Claim] = set()
        self._slots = asyncio.Semaphore(self.max_starting)

    def kernels(self, live_ids: Iterable[str]) -> int:
        """Kernels that live or will: ``live_ids`` (the kernel manager's) plus the admitted
        visitors' kernels not among them yet, each counted once."""
        claimed = {claim.kernel_id for claim in self.claims}
        return len(set(live_ids) - claimed) + len(self.claims)

    def is_full(self, live_ids: Iterable[str]) -> bool:
        """True when one more visitor would go past ``max_kernels``."""
        return self.max_kernels > 0 and self.kernels(live_ids) >= self.max_kernels

    @asynccontextmanager
    async def turn(self) -> AsyncIterator[None]:
        """Wait for a free rendering slot; raises :class:`ClassBusy` after ``queue_timeout``.

        The visitor holds a :class:`Claim` from the first line (no await between the caller's
        :meth:`is_full` and it, so two visitors cannot take the last place) to the end.
        """
        claim = Claim()
        self.claims.add(claim)
        token = _CLAIM.set(claim)
        try:
            async with self._slot():
                yield
        finally:
            _CLAIM.reset(token)
            self.claims.discard(claim)

    @asynccontextmanager
    async def _slot(self) -> AsyncIterator[None]:
        self.waiting += 1
        try:
            await asyncio.wait_for(self._slots.acquire(), self.queue_timeout)
        except asyncio.TimeoutError:
            raise ClassBusy from None
        finally:
            self.waiting -= 1
        self.rendering += 1
        try:
            yield
        finally:
            self.rendering -= 1
            self._slots.release()


_PAGE = """<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="{retry}">
<title>{title}</title>
{style}</head>
<body><main id="{hook}" class="pl-refusal"><h1>{title}</h1><p>{body}</p>
<p>{retry_line}</p></main></body></html>
"""


def refusal_page(kind: str, live_kernels: int = 0, lang: str = "en") -> tuple[str, int]:
    """The HTML of the busy (``kind="busy"``) or class-full (``"full"``) page, in ``lang`` (the
    page's language, see ``page_language``), and its retry delay (seconds). Neither names a
    file, a kernel or a traceback.

    Raises
    ------
    ValueError
        For another ``kind``; :class:`~pinochle_learn.render.i18n.UnknownLanguage` for a
        ``lang`` that is not one of the lessons' languages.
    """
    if kind not in ("busy", "full"):
        raise ValueError(f"kind={kind!r}: 'busy' or 'full'")
    with speaking(lang) as code:
        if kind == "busy":
            retry = BUSY_RETRY_S
            title = _("The class is busy: your lesson opens in a moment")
            body = _(
                "Many students opened a lesson at the same moment, and the server starts them "
                "a few at a time. Keep this page open."
            )
        else:
            retry = FULL_RETRY_S
            title = _("The class is full")
            body = ngettext(
                "{n} lesson is open on this server, as many as it can hold. A place frees up "
                "when a student closes a lesson tab. Keep this page open, or ask your teacher.",
                "{n} lessons are open on this server, as many as it can hold. A place frees up "
                "when a student closes a lesson tab. Keep this page open, or ask your teacher.",
                live_kernels,
            ).format(n=live_kernels)
        retry_line = ngettext(
            "This page tries again by itself in {n} second.",
            "This page tries again by itself in {n} seconds.",
            retry,
        ).format(n=retry)
        page = _PAGE.format(
            lang=code,
            retry=retry,
            title=html.escape(title),
            body=html.escape(body),
            retry_line=html.escape(retry_line),
            hook=f"pl-{kind}",
            style=style_tag(),
        )
    return page, retry


class LessonHandler(TornadoVoilaHandler):
    """Voila's ``/voila/render/<notebook>`` behind :class:`Admission`, with the xsrf cookie set
    and the page's language resolved (``?lang=``, else ``Accept-Language``, else English)."""

    def _refuse(self, kind: str, live_kernels: int = 0) -> None:
        lang = self.page_language.lang if self.page_language else "en"
        page, retry = refusal_page(kind, live_kernels, lang)
        self.set_status(503)
        self.set_header("Retry-After", str(retry))
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.set_header("Cache-Control", "no-cache, no-store, must-revalidate")
        self.finish(page)

    page_language: PageLanguage | None = None

    def _choose_language(self) -> None:
        """Resolve the page's language (``pinochle_widgets.serving.page_language``) for the
        prelaunch hook and the busy and full pages. The kernel resolves it the same way from
        what Voila hands it: the link's query string and the browser's ``Accept-Language``
        (``VoilaConfiguration.http_header_envs``, set by ``voila_app``)."""
        self.page_language = request_language(self)

    @web.authenticated
    async def get(self, path: str | None = None) -> None:
        self._choose_language()
        # Touching xsrf_token sets the _xsrf cookie that Voila's page posts with its
        # shutdown beacon when the tab closes (voila#1458): the kernel is then freed at once.
        self.xsrf_token  # noqa: B018
        admission: Admission | None = self.settings.get(ADMISSION_SETTING)
        if admission is None or not (path or "").endswith(".ipynb"):
            await super().get(path)
            return
        live_ids = self.kernel_manager.list_kernel_ids()
        if admission.is_full(live_ids):
            self.log.warning(
                "Class full: %d kernels live or starting, %d waiting",
                admission.kernels(live_ids),
                admission.waiting,
            )
            self._refuse("full", admission.kernels(live_ids))
            return
        try:
            async with admission.turn():
                await super().get(path)
        except ClassBusy:
            self.log.warning("Class busy: no turn in %.0f s", admission.queue_timeout)
            self._refuse("busy")


class ClassroomKernelManager(AsyncMappingKernelManager):
    """Jupyter Server's kernel manager, culling for a class.

    - A kernel whose page has never connected is kept ``cull_unconnected_timeout`` seconds
      after its last activity (the end of its render), not ``cull_idle_timeout``: a page's
      script opens the kernel's websocket only once the whole page has loaded, and on a loaded
      machine (a class of 60 on two cores) that came after ``cull_idle_timeout``, the kernel
      freed first and the page left broken. A page that never connects (a plain HTTP fetch)
      still frees its kernel after that longer time.
    - ``cull_idle_timeout`` (Jupyter Server's own) frees kernels whose page had connected and
      is gone (a crashed browser, a tab whose shutdown request was lost).
    - ``cull_connected_timeout`` frees kernels idle that long even with their page still open
      (a tab left open all day); 0 keeps such kernels.
    - A kernel still starting (no activity recorded yet) is never culled.

    It also records which visitor's render started each kernel (:func:`claim_kernel`), for
    :class:`Admission`'s exact count.
    """

    cull_connected_timeout = Integer(
        0,
        config=True,
        help="Seconds without activity after which a kernel whose page is still connected is "
        "shut down (0: never). Needs cull_idle_timeout > 0, which starts the culler.",
    )
    cull_unconnected_timeout = Integer(
        600,
        config=True,
        help="Seconds without activity after which a kernel whose page has never connected is "
        "shut down (at least cull_idle_timeout). Needs cull_idle_timeout > 0.",
    )
    _ever_connected = TraitSet()

    def pre_start_kernel(self, kernel_name: str | None, kwargs: Any) -> tuple[Any, str, str]:
        started: tuple[Any, str, str] = super().pre_start_kernel(kernel_name, kwargs)
        claim_kernel(started[2])
        return started

    def notify_connect(self, kernel_id: str) -> None:
        super().notify_connect(kernel_id)  # type: ignore[no-untyped-call]
        self._ever_connected.add(kernel_id)

    async def cull_kernels(self) -> None:
        self._ever_connected.intersection_update(self._kernels)
        await super().cull_kernels()  # type: ignore[no-untyped-call]

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        kernel: Any = self._kernels.get(kernel_id)
        last = _last_activity(kernel)
        if kernel is None or last is None:
            return  # gone, or still starting: no activity to measure idleness from
        idle = utcnow() - last
        if self._left_open_untouched(kernel_id, kernel, idle):
            self.log.warning(
                "Culling kernel %s: its page is open but untouched for %d s",
                kernel_id,
                self.cull_connected_timeout,
            )
            await ensure_async(self.shutdown_kernel(kernel_id))  # type: ignore[no-untyped-call]
            return
        if self._awaiting_its_page(kernel_id, kernel, idle):
            return
        await super().cull_kernel_if_idle(kernel_id)  # type: ignore[no-untyped-call]

    def _left_open_untouched(self, kernel_id: str, kernel: Any, idle: timedelta) -> bool:
        """A page is connected, the kernel idle past ``cull_connected_timeout`` (when set)."""
        return (
            self._kernel_connections.get(kernel_id, 0) > 0
            and self.cull_connected_timeout > 0
            and getattr(kernel, "execution_state", None) != "busy"
            and idle > timedelta(seconds=self.cull_connected_timeout)
        )

    def _awaiting_its_page(self, kernel_id: str, kernel: Any, idle: timedelta) -> bool:
        """No page has connected yet, and the kernel is alive and within
        ``cull_unconnected_timeout`` (a dead kernel goes at once, as Jupyter Server does)."""
        grace = max(self.cull_unconnected_timeout, self.cull_idle_timeout)
        return (
            kernel_id not in self._ever_connected
            and getattr(kernel, "execution_state", None) != "dead"
            and idle <= timedelta(seconds=grace)
        )


def _last_activity(kernel: Any) -> datetime | None:
    """The kernel's last activity, or None before Jupyter Server recorded one (reading the unset
    trait raises TraitError, which the stock culler let through for kernels still starting)."""
    try:
        last = getattr(kernel, "last_activity", None)
    except TraitError:
        return None
    return last if isinstance(last, datetime) else None
