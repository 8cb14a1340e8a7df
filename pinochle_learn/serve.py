"""``pinochle-learn serve``: the Voila command line that serves the lessons to a class.

Everything here is configuration of Voila and Jupyter Server (standard library only; Voila runs
in a child process). The pieces Voila lacks, admission control with the busy and class-full
pages, the shutdown beacon's xsrf cookie and a second culling timeout, are in
``pinochle_widgets.serving.classroom``; ``pinochle_widgets.serving.voila_app`` wires them in.

Figures behind the defaults were measured on a 2-core machine (benchmarks/bench_serving.py):
a lesson's kernel holds about 60-100 MB, and 30 lessons opened at the same moment all render
when at most a few start at once and the IOPub timeout allows for a loaded machine.
"""

from __future__ import annotations

import ipaddress
import secrets
import sys
from dataclasses import dataclass, field
from pathlib import Path

from .errors import PinochleError
from .render.i18n import N_, _

__all__ = [
    "DATABASE_ENV",
    "KERNEL_MB",
    "KERNEL_TRANSPORT",
    "ServeOptions",
    "check_records",
    "default_max_kernels",
    "is_loopback",
    "notebooks_dir",
    "records_argv",
    "run_until_stopped",
    "voila_argv",
]

KERNEL_MB = 100
"""Memory one open lesson may take (its kernel), MB: the measured 60-100 MB, rounded up."""

CELL_ERROR_TEXT = (
    "Part of this lesson could not be shown. Reload the page; if it happens again, tell your "
    "teacher."
)
LESSON_TEMPLATE = "pinochle"
"""Voila's template for lesson pages (``pinochle_widgets.serving.lesson_page.TEMPLATE``)."""
LESSON_CONNECTION_CLASS = "pinochle_widgets.serving.lesson_page.LearnerChannelsConnection"
"""The kernel websocket that sends a page no traceback
(``pinochle_widgets.serving.lesson_page``)."""
CELL_TIMEOUT_TEXT = (
    "The server was too busy to finish this lesson in time. Reload the page in a minute."
)


def notebooks_dir() -> Path:
    """The folder of lesson notebooks: ``notebooks/`` beside the package in a checkout (and an
    editable install), else ``lessons/`` inside an installed wheel."""
    here = Path(__file__).resolve().parent
    checkout = here.parent / "notebooks"
    return checkout if checkout.is_dir() else here / "lessons"


def default_max_kernels(meminfo: Path = Path("/proc/meminfo")) -> int:
    """Open lessons one machine holds: half its memory at :data:`KERNEL_MB` each (at least 10).

    24 GiB gives 122. Without ``/proc/meminfo`` (not Linux) the answer is 60.
    """
    try:
        for line in meminfo.read_text().splitlines():
            if line.startswith("MemTotal:"):
                total_mb = int(line.split()[1]) // 1024
                return max(10, total_mb // 2 // KERNEL_MB)
    except (OSError, ValueError, IndexError):
        pass
    return 60


def is_loopback(ip: str) -> bool:
    """True for 127.0.0.0/8, ::1 and ``localhost``; raises PinochleError for a malformed ip."""
    if ip == "localhost":
        return True
    try:
        return ipaddress.ip_address(ip).is_loopback
    except ValueError:
        raise PinochleError(
            _("--ip {value}: not an IP address (e.g. 127.0.0.1 or 0.0.0.0)").format(value=repr(ip))
        ) from None


@dataclass(frozen=True)
class ServeOptions:
    """How the lessons are served. Times in seconds; ``max_kernels`` 0 means no cap.

    Raises PinochleError naming the bad value. A network address (not loopback) without a
    token gets a random one: a class reaches the lessons only through the link printed.
    ``cull_unconnected`` (no command-line option) is how long a kernel whose page has never
    connected is kept: generous, since a page loading on a machine serving a class of 60
    connects its kernel minutes after the render.
    """

    port: int = 8866
    ip: str = "127.0.0.1"
    token: str = ""
    max_kernels: int = field(default_factory=default_max_kernels)
    max_starting: int = 4
    queue_timeout: float = 90.0
    cull_idle: int = 60
    cull_unconnected: int = 600
    cull_open: int = 3600
    iopub_timeout: int = 60

    def __post_init__(self) -> None:
        if not 1 <= self.port <= 65535:
            raise PinochleError(
                _("--port {value}: a port is a number from 1 to 65535").format(
                    value=repr(self.port)
                )
            )
        if not is_loopback(self.ip) and not self.token:
            object.__setattr__(self, "token", secrets.token_urlsafe(16))
        checks = [
            ("--max-kernels", self.max_kernels, 0, N_("0 (no cap) or more")),
            ("--max-starting", self.max_starting, 1, N_("at least 1")),
            ("--queue-timeout", self.queue_timeout, 1, N_("at least 1 second")),
            ("--cull-idle", self.cull_idle, 1, N_("at least 1 second")),
            ("cull_unconnected", self.cull_unconnected, 1, N_("at least 1 second")),
            ("--cull-open", self.cull_open, 0, N_("0 (never) or more seconds")),
            ("--iopub-timeout", self.iopub_timeout, 1, N_("at least 1 second")),
        ]
        for option, value, least, what in checks:
            if value < least:
                raise PinochleError(f"{option} {value!r}: {_(what)}")

    def url(self, host: str | None = None) -> str:
        """The link a visitor opens (with the token when there is one)."""
        where = host or self.ip
        query = f"?token={self.token}" if self.token else ""
        return f"http://{where}:{self.port}/{query}"


DATABASE_ENV = "PINOCHLE_LEARN_DATABASE"
"""The records' database URL the lesson kernels read (``pinochle_widgets.records``); unset:
SQLite in the data folder."""
RECORDS_MODULE = "pinochle_widgets.course.class_command"
"""The records' command line (``class new``, ``class erase``, ``check``), run as a child process
as Voila is: the engine imports no widget package."""


def records_argv(args: list[str]) -> list[str]:
    """The command line running the records' ``args`` (``["check"]``, ``["class", "new", ...]``)
    in this Python."""
    return [sys.executable, "-m", RECORDS_MODULE, *args]


def check_records(database: str | None) -> str:
    """Hand ``database`` (``serve --database``; None: ``PINOCHLE_LEARN_DATABASE`` as it is) to
    the lesson kernels through the environment, and check before the server starts that the
    records' database answers and takes a write (its tables made or upgraded now, once).

    Returns where the records are (``SQLite file PATH``, ``PostgreSQL at HOST:PORT/NAME``).
    Raises PinochleError in one line naming its host or file (never the password): a database
    that cannot be reached stops ``serve`` at start-up, not at a learner's first answer.
    """
    import os
    import subprocess

    if database is not None:
        if not database.strip():
            raise PinochleError(
                _("--database '': give sqlite:///FILE or postgresql://USER:PASSWORD@HOST/NAME")
            )
        os.environ[DATABASE_ENV] = database.strip()
    check = subprocess.run(records_argv(["check"]), capture_output=True, check=False)
    if check.returncode != 0:
        lines = check.stderr.decode("utf-8", "replace").strip().splitlines() or [_("no reply")]
        raise PinochleError(f"records: {lines[-1].removeprefix('pinochle-learn check: ')}")
    return check.stdout.decode("utf-8", "replace").strip()


KERNEL_TRANSPORT = "tcp" if sys.platform == "win32" else "ipc"
"""How a lesson's kernel and the server talk (jupyter_client's ``KernelManager.transport``)."""


def voila_argv(
    port: int, notebooks: Path | None = None, options: ServeOptions | None = None
) -> list[str]:
    """The Voila command line that serves the lessons (``port`` overrides ``options.port``).

    ``pinochle_widgets.serving.voila_app`` is Voila plus the lesson index at ``/`` and admission
    control; this adds the timeouts for a loaded machine, a cap on live kernels, culling of
    idle kernels, and error messages meant for learners (no tracebacks, no paths).
    """
    opts = options or ServeOptions(port=port)
    folder = notebooks or notebooks_dir()
    argv = [
        sys.executable,
        "-m",
        "pinochle_widgets.serving.voila_app",
        str(folder),
        "--no-browser",
        f"--port={port}",
        f"--Voila.ip={opts.ip}",
        "--Voila.port_retries=0",  # a busy port is an error, not a silent move to another
        # Admission control (pinochle_widgets.serving.classroom): a few lessons start at
        # once, the rest wait for a turn or get the busy page; past max_kernels the class-full page.
        f"--LessonsVoila.max_starting={opts.max_starting}",
        f"--LessonsVoila.max_kernels={opts.max_kernels}",
        f"--LessonsVoila.queue_timeout={opts.queue_timeout}",
        # A loaded machine: nbclient's 4 s IOPub wait left widget cells empty; a cell that
        # still times out shows a message instead of an empty widget, and nothing hangs.
        f"--VoilaExecutor.iopub_timeout={opts.iopub_timeout}",
        "--VoilaExecutor.raise_on_iopub_timeout=True",
        "--VoilaExecutor.startup_timeout=120",
        "--VoilaExecutor.timeout=120",
        f"--VoilaExecutor.cell_error_instruction={CELL_ERROR_TEXT}",
        f"--VoilaExecutor.cell_timeout_instruction={CELL_TIMEOUT_TEXT}",
        "--VoilaConfiguration.show_tracebacks=False",
        # The lesson page (pinochle_widgets.serving.lesson_page): the template that tells the
        # learner when the lesson's kernel is gone, and a kernel websocket that keeps tracebacks and
        # stderr (server paths) in the server's log. A dead kernel is not restarted blank,
        # without the lesson's state, behind a page that looks alive: it is let go.
        f"--VoilaConfiguration.template={LESSON_TEMPLATE}",
        f"--Voila.kernel_websocket_connection_class={LESSON_CONNECTION_CLASS}",
        "--KernelRestarter.restart_limit=0",
        # Kernels talk to the server over Unix sockets in Jupyter's runtime folder, not TCP
        # ports. Over TCP the server picks each kernel's five ports (bind to port 0, close) and
        # the kernel binds them seconds later on a loaded machine; a class's hundreds of
        # connections take ports from the same range meanwhile, and a taken port left a kernel
        # without its heartbeat ("Exception in thread Heartbeat: ... Address already in use"
        # in the log) or without a channel. IPC has no port to lose (jupyter_client's own option;
        # not on Windows, which keeps TCP).
        f"--KernelManager.transport={KERNEL_TRANSPORT}",
        # Kernels: the closed tab's beacon frees its kernel at once (xsrf cookie set by
        # LessonHandler); kernels whose page connected and is gone go after cull_idle seconds,
        # kernels whose page never connected (a page still loading on a busy machine, a plain
        # HTTP fetch) after cull_unconnected, pages left open but untouched after cull_open.
        "--VoilaConfiguration.multi_kernel_manager_class="
        "pinochle_widgets.serving.classroom.ClassroomKernelManager",
        f"--MappingKernelManager.cull_idle_timeout={opts.cull_idle}",
        f"--MappingKernelManager.cull_interval={max(1, min(15, opts.cull_idle // 2))}",
        f"--ClassroomKernelManager.cull_connected_timeout={opts.cull_open}",
        f"--ClassroomKernelManager.cull_unconnected_timeout={opts.cull_unconnected}",
    ]
    if opts.token:
        argv.append(f"--Voila.token={opts.token}")
    return argv


def run_until_stopped(argv: list[str], cwd: Path) -> int:
    """Run the server command ``argv`` in ``cwd`` until it ends, and return its exit status.

    SIGINT, SIGTERM and SIGHUP sent to ``pinochle-learn serve`` are passed on to the server, so
    ``kill PID``, ``kill -INT PID`` (systemd, nohup, a closed terminal, a script) stop Voila and
    its kernels as Ctrl-C does, instead of leaving them running with the port taken. The server
    runs in its own session, so a Ctrl-C at the terminal reaches it once, through this process,
    and not a second time from the terminal while it shuts its kernels down.
    """
    import signal
    import subprocess

    started: list[subprocess.Popen[bytes]] = []

    def forward(signum: int, _frame: object) -> None:
        for child in started:
            child.send_signal(signum)

    # Caught before the server starts: a caught signal is default again in the server (an
    # ignored one, as SIGINT in a job a shell put in the background, would stay ignored).
    stops = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
    previous = {sig: signal.signal(sig, forward) for sig in stops}
    try:
        started.append(subprocess.Popen(argv, cwd=cwd, start_new_session=True))
        return started[0].wait()
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
