"""A port taken between the server's pick and the kernel's bind breaks no lesson's kernel.

Found with 60 simultaneous views (tests/serving/test_class_of_sixty.py) on a loaded machine: the
counts were right but the log held "Exception in thread Heartbeat: Traceback ... _bootstrap_inner
... self.run()" from a kernel. Over TCP the server picks a kernel's five ports (bind to port 0,
close) and the kernel binds them seconds later; meanwhile the class's own connections take ports
from the same range, and the kernel's heartbeat (or a channel) could not bind ("Address already
in use"). Here the race is made certain: the kernel's heartbeat port is one another socket holds,
and the kernel is configured as ``pinochle-learn serve`` configures it (``voila_argv``).
"""

from __future__ import annotations

import asyncio
import socket
from concurrent.futures import ThreadPoolExecutor

import pytest
import zmq
from jupyter_client.manager import AsyncKernelManager
from traitlets.config import Config

from pinochle_learn.serve import ServeOptions, voila_argv

pytestmark = pytest.mark.serving

READY_TIMEOUT_S = 120
ANSWER_TIMEOUT_MS = 20_000


def _kernel_manager_config(argv: list[str]) -> Config:
    """The ``--KernelManager.*`` options of the server's command line, as traitlets config."""
    config = Config()
    for arg in argv:
        if arg.startswith("--KernelManager."):
            name, value = arg.removeprefix("--KernelManager.").split("=", 1)
            config.KernelManager[name] = value
    return config


def _heartbeat_answers(info: dict[str, object]) -> bool:
    """Ping the kernel's heartbeat as the server's client does; True when it echoes."""
    transport, ip, port = info["transport"], info["ip"], info["hb_port"]
    separator = ":" if transport == "tcp" else "-"
    context = zmq.Context()
    ping = context.socket(zmq.REQ)
    ping.linger = 0
    try:
        ping.connect(f"{transport}://{ip}{separator}{port}")
        ping.send(b"ping")
        return bool(ping.poll(ANSWER_TIMEOUT_MS)) and ping.recv() == b"ping"
    finally:
        ping.close()
        context.term()


async def _start_with_heartbeat_port_taken(config: Config, taken: int) -> bool:
    # cache_ports off so the port given is the port used (the server's cache picks its own).
    manager = AsyncKernelManager(config=config, cache_ports=False)
    manager.hb_port = taken
    await manager.start_kernel()
    client = manager.client()
    client.start_channels()
    try:
        await client.wait_for_ready(timeout=READY_TIMEOUT_S)
        return _heartbeat_answers(manager.get_connection_info())
    finally:
        client.stop_channels()
        await manager.shutdown_kernel(now=True)


def test_a_kernel_started_as_the_server_starts_it_beats_though_its_port_was_taken() -> None:
    config = _kernel_manager_config(voila_argv(8900, options=ServeOptions(port=8900)))
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as squatter:
        squatter.bind(("127.0.0.1", 0))
        squatter.listen()
        taken = squatter.getsockname()[1]
        # A thread of its own: an earlier test's Playwright (sync API) may keep an event loop
        # running in this one, where asyncio.run refuses to start another.
        with ThreadPoolExecutor(1) as pool:
            beats = pool.submit(asyncio.run, _start_with_heartbeat_port_taken(config, taken))
        assert beats.result(), (
            "the kernel's heartbeat does not answer: its port was taken before it could bind"
        )
