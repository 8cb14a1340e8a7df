"""`pinochle-learn serve` options (issue 9): what reaches Voila, what is refused, and the
admission rules of pinochle_widgets.serving.classroom, without starting a server."""

from __future__ import annotations

import asyncio
import datetime
from concurrent.futures import ThreadPoolExecutor

import pytest

from pinochle_learn.cli import main
from pinochle_learn.errors import PinochleError
from pinochle_learn.serve import ServeOptions, default_max_kernels, voila_argv


def _option(argv: list[str], name: str) -> str:
    (value,) = [a.split("=", 1)[1] for a in argv if a.startswith(f"--{name}=")]
    return value


def test_defaults_bind_loopback_without_token_and_set_the_classroom_limits():
    options = ServeOptions(port=8900, max_kernels=80)
    argv = voila_argv(8900, options=options)

    assert _option(argv, "Voila.ip") == "127.0.0.1"
    assert not any(a.startswith("--Voila.token") for a in argv)
    assert _option(argv, "LessonsVoila.max_kernels") == "80"
    assert _option(argv, "LessonsVoila.max_starting") == "4"
    assert _option(argv, "VoilaExecutor.iopub_timeout") == "60"  # nbclient's 4 s left pages empty
    assert _option(argv, "VoilaExecutor.raise_on_iopub_timeout") == "True"
    assert _option(argv, "VoilaConfiguration.show_tracebacks") == "False"
    assert _option(argv, "MappingKernelManager.cull_idle_timeout") == "60"
    assert _option(argv, "ClassroomKernelManager.cull_connected_timeout") == "3600"
    # a page still loading connects late: its kernel waits 10 min, not cull_idle (issue 16)
    assert _option(argv, "ClassroomKernelManager.cull_unconnected_timeout") == "600"
    # kernels on Unix sockets: no TCP port to lose to another program (tests/serving/
    # test_kernel_ports.py)
    assert _option(argv, "KernelManager.transport") == "ipc"


def test_a_network_address_gets_a_token_and_the_link_carries_it():
    options = ServeOptions(port=8900, ip="0.0.0.0", max_kernels=10)

    assert len(options.token) >= 16
    assert _option(voila_argv(8900, options=options), "Voila.token") == options.token
    assert options.url("teacher-pc") == f"http://teacher-pc:8900/?token={options.token}"
    assert ServeOptions(ip="0.0.0.0", token="abc", max_kernels=10).token == "abc"
    assert ServeOptions(ip="::1", max_kernels=10).token == ""  # loopback: no token needed


def test_max_kernels_default_is_half_the_memory_at_100_mb_a_lesson(tmp_path):
    meminfo = tmp_path / "meminfo"
    meminfo.write_text("MemTotal:       25165824 kB\nMemFree:        1000 kB\n")  # 24 GiB
    assert default_max_kernels(meminfo) == 24 * 1024 // 2 // 100  # 122
    meminfo.write_text("MemTotal:       1048576 kB\n")  # 1 GiB: still 10
    assert default_max_kernels(meminfo) == 10
    assert default_max_kernels(tmp_path / "missing") == 60


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["serve", "--max-starting", "0"], "--max-starting: '0': give a whole number from 1"),
        (["serve", "--max-kernels", "-3"], "--max-kernels: '-3': give a whole number from 0"),
        (["serve", "--cull-idle", "0"], "--cull-idle: '0': give a whole number from 1 to 86400"),
        (["serve", "--queue-timeout", "nan"], "--queue-timeout: 'nan': give a number from 1"),
        (
            ["serve", "--port", "８８６６"],
            "--port: '８８６６': give a whole number from 1 to 65535",
        ),
        (["serve", "--ip", "my-laptop"], "--ip 'my-laptop': not an IP address"),
        (["serve", "--ip", "127.0.0.1", "--classroom"], "not allowed with argument"),
    ],
)
def test_bad_serve_options_are_one_line_and_exit_2(capsys, argv, expected):
    try:
        status = main(argv)
    except SystemExit as stop:  # argparse's own refusals exit through the parser
        status = stop.code
    err = capsys.readouterr().err
    assert status == 2
    assert expected in err and len(err.strip().splitlines()) == 1


def test_serve_options_raise_pinochle_error_naming_the_value():
    with pytest.raises(PinochleError, match=r"--queue-timeout 0: at least 1 second"):
        ServeOptions(queue_timeout=0, max_kernels=10)


def _run(scenario):
    # its own thread: Playwright's sync API (the session's browser) keeps a loop in this one
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, asyncio.wait_for(scenario, 30)).result()


def test_admission_lets_max_starting_in_and_sends_late_visitors_the_busy_page():
    from pinochle_widgets.serving.classroom import Admission, ClassBusy, claim_kernel

    async def scenario() -> list[str]:
        admission = Admission(max_starting=2, max_kernels=4, queue_timeout=0.2)
        release = asyncio.Event()
        log: list[str] = []

        async def visitor(name: str) -> None:
            try:
                async with admission.turn():
                    log.append(f"{name} in")
                    claim_kernel(f"kernel-{name}")  # what the kernel manager does on start
                    await release.wait()
            except ClassBusy:
                log.append(f"{name} busy")

        tasks = [asyncio.create_task(visitor(n)) for n in "abc"]
        while admission.rendering < 2 or admission.waiting < 1:  # a and b in, c waiting
            await asyncio.sleep(0.01)
        log.append(f"rendering {admission.rendering}, waiting {admission.waiting}")
        # a's kernel listed by the kernel manager counts once; b's, not listed yet, counts too
        log.append(f"kernels with a's listed: {admission.kernels(['kernel-a'])}")
        log.append(f"full with a's: {admission.is_full(['kernel-a'])}")
        log.append(f"full with a's and one open: {admission.is_full(['kernel-a', 'open'])}")
        await tasks[2]  # c gives up after queue_timeout while a and b still render
        log.append(f"kernels after c left: {admission.kernels(['kernel-a', 'open'])}")
        release.set()
        await asyncio.gather(*tasks)
        log.append(f"rendering {admission.rendering}, waiting {admission.waiting}")
        log.append(f"kernels after: {admission.kernels(['kernel-a', 'kernel-b', 'open'])}")
        return log

    assert _run(scenario()) == [
        "a in",
        "b in",
        "rendering 2, waiting 1",
        "kernels with a's listed: 3",  # a's kernel, b's starting, c's to come
        "full with a's: False",
        "full with a's and one open: True",  # 4 of 4
        "c busy",
        "kernels after c left: 3",
        "rendering 0, waiting 0",
        "kernels after: 3",
    ]


def test_a_kernel_still_starting_is_not_culled_and_raises_nothing():
    # Jupyter Server records last_activity only once the start returns; the stock culler read
    # the unset trait and logged a TraitError for every kernel still starting (issue 16).
    from jupyter_server.services.kernels.kernelmanager import ServerKernelManager

    from pinochle_widgets.serving.classroom import ClassroomKernelManager

    manager = ClassroomKernelManager(cull_idle_timeout=1)
    starting = ServerKernelManager()
    manager._kernels["starting"] = starting

    _run(manager.cull_kernel_if_idle("starting"))

    assert manager._kernels == {"starting": starting}


def test_kernels_never_connected_wait_for_their_page_unless_dead():
    from jupyter_server._tz import utcnow
    from jupyter_server.services.kernels.kernelmanager import ServerKernelManager

    from pinochle_widgets.serving.classroom import ClassroomKernelManager

    manager = ClassroomKernelManager(cull_idle_timeout=1, cull_unconnected_timeout=600)
    shut: list[str] = []

    async def shutdown_kernel(kernel_id: str, *args: object, **kwargs: object) -> None:
        shut.append(kernel_id)

    manager.shutdown_kernel = shutdown_kernel  # type: ignore[method-assign]
    ago = utcnow() - datetime.timedelta(seconds=120)  # idle 2 min: past cull_idle, within 600
    for name, state in [("loading", "idle"), ("dead", "dead"), ("left", "idle")]:
        kernel = ServerKernelManager()
        kernel.last_activity, kernel.execution_state = ago, state
        manager._kernels[name] = kernel
        manager._kernel_connections[name] = 0
    manager.notify_connect("left")  # its page connected, then went (a crashed browser)
    manager.notify_disconnect("left")

    _run(manager.cull_kernels())

    assert sorted(shut) == ["dead", "left"]  # the page still loading keeps its kernel


def test_refusal_pages_say_what_happens_and_retry_by_themselves():
    from pinochle_widgets.serving.classroom import refusal_page

    busy, busy_retry = refusal_page("busy")
    full, full_retry = refusal_page("full", 1)

    assert 'id="pl-busy"' in busy and "opens in a moment" in busy
    assert f'http-equiv="refresh" content="{busy_retry}"' in busy and busy_retry == 5
    assert 'id="pl-full"' in full and "1 lesson is open on this server" in full
    assert f'content="{full_retry}"' in full and full_retry == 20
    with pytest.raises(ValueError, match="kind='bogus'"):
        refusal_page("bogus")
