"""A throwaway PostgreSQL server for the records' tests and benchmark: Debian's binaries
(``make postgresql`` installs them), a data folder in a temporary directory, TCP on 127.0.0.1
at a free port with a password (so the tests see a URL as a hub's), stopped and removed after.

``initdb`` refuses to run as root: as root the server runs as the ``postgres`` user the Debian
package creates (``runuser``), in a folder given to that user.
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

__all__ = ["PASSWORD_LENGTH", "PgServer", "pg_bin", "start_postgres"]

PASSWORD_LENGTH = 24
USER = "pinochle"


def pg_bin() -> Path | None:
    """The newest ``/usr/lib/postgresql/<version>/bin`` holding ``initdb`` and ``pg_ctl``."""
    found = sorted(
        Path("/usr/lib/postgresql").glob("*/bin/initdb"),
        key=lambda p: int(p.parent.parent.name) if p.parent.parent.name.isdigit() else 0,
    )
    return found[-1].parent if found else None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class PgServer:
    """A running server: ``url(database)`` gives a ``postgresql://`` URL with the password."""

    bin: Path
    folder: Path
    port: int
    password: str
    runner: list[str]
    max_connections: int

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}:{self.password}@127.0.0.1:{self.port}/{database}"

    def create_database(self, name: str) -> str:
        """A new empty database ``name`` (``createdb``); returns its URL."""
        env = {**os.environ, "PGPASSWORD": self.password}
        subprocess.run(
            [str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", USER, name],
            check=True,
            env=env,
            capture_output=True,
        )
        return self.url(name)

    def _pg_ctl(self, *args: str) -> subprocess.CompletedProcess[bytes]:
        command = [*self.runner, str(self.bin / "pg_ctl"), *args, "-D", str(self.folder / "data")]
        return subprocess.run(command, capture_output=True)

    def halt(self) -> None:
        """Stop the server, keeping its data (``resume`` starts it again): a database down."""
        self._pg_ctl("stop", "-m", "immediate", "-w")

    def resume(self) -> bool:
        """Start the server on its folder and port; True when it answers."""
        options = (
            f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 "
            f"-c max_connections={self.max_connections}"
        )
        log = str(self.folder / "log")
        return self._pg_ctl("start", "-l", log, "-w", "-t", "60", "-o", options).returncode == 0

    def stop(self) -> None:
        """Stop the server and remove its folder."""
        self.halt()
        shutil.rmtree(self.folder, ignore_errors=True)


def start_postgres(max_connections: int = 200) -> PgServer:
    """Start a server (``initdb``, ``pg_ctl start -w``) and return it; raise RuntimeError with
    the server's log when it does not start. The caller stops it (``PgServer.stop``)."""
    binaries = pg_bin()
    if binaries is None:
        raise RuntimeError("PostgreSQL is not installed (make postgresql)")
    folder = Path(tempfile.mkdtemp(prefix="pinochle-pg-"))
    runner: list[str] = []
    if os.geteuid() == 0:
        runner = ["runuser", "-u", "postgres", "--"]
        shutil.chown(folder, "postgres", "postgres")
    password = secrets.token_hex(PASSWORD_LENGTH // 2)
    pwfile = folder / "pw"
    pwfile.write_text(password + "\n")
    if runner:
        shutil.chown(pwfile, "postgres", "postgres")
    data, log = folder / "data", folder / "log"  # pg_ctl writes the log as the server's user
    subprocess.run(
        [
            *runner,
            str(binaries / "initdb"),
            "-D",
            str(data),
            "-U",
            USER,
            f"--pwfile={pwfile}",
            "--auth-local=trust",
            "--auth-host=scram-sha-256",
            "-E",
            "UTF8",
            "--no-sync",
        ],
        check=True,
        capture_output=True,
    )
    server = PgServer(binaries, folder, _free_port(), password, runner, max_connections)
    if not server.resume():
        text = log.read_text(errors="replace") if log.exists() else "no log"
        server.stop()
        raise RuntimeError(f"PostgreSQL did not start: {text[-2000:]}")
    return server
