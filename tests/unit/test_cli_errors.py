"""Every bad command line gives one line on stderr naming the bad token, and exit status 2."""

from __future__ import annotations

import socket

import pytest

from pinochle_learn.cli import main


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["simulate", "--rounds", "abc"], "--rounds: 'abc': give a whole number from 1 to 10000"),
        (["bogus"], "invalid choice: 'bogus'"),
        (
            ["score", "--bid", "300", "--bidder-team", "0", "--meld", "-5,60", "--tricks", "1,2"],
            "write a negative value with =",
        ),
        (["serve", "--port", "99999"], "--port: '99999': give a whole number from 1 to 65535"),
        (["meld"], "the following arguments are required"),
        (
            [
                "score",
                "--bid",
                "255",
                "--bidder-team",
                "0",
                "--meld",
                "120,60",
                "--tricks",
                "180,70",
            ],
            "No auction ends at 255: the opening bid is 250",
        ),
    ],
)
def test_bad_command_line_is_one_line_and_exit_2(capsys, argv, expected):
    status = main(argv)
    err = capsys.readouterr().err
    assert status == 2
    assert err.count("\n") == 1
    assert expected in err


@pytest.mark.parametrize("reuse", [False, True], ids=["plain", "SO_REUSEADDR"])
def test_serve_refuses_a_busy_port(capsys, reuse):
    # a listening socket holds the port, even one bound as servers bind (SO_REUSEADDR, as
    # tornado does): the probe's own SO_REUSEADDR lets only a stopped server's TIME-WAIT through
    with socket.socket() as busy:
        busy.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, int(reuse))
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["serve", "--port", str(port)]) == 2
    err = capsys.readouterr().err
    assert f"--port {port}: the port is busy" in err
    assert err.count("\n") == 1


def test_a_reader_that_leaves_early_gets_no_traceback():
    # `pinochle-learn meld ... | true`: the reader is gone before the command writes, so the
    # write meets a closed pipe. The command stops quietly (status 1), with nothing on stderr.
    import subprocess
    import sys

    reader_gone = subprocess.Popen(
        [sys.executable, "-m", "pinochle_learn.cli", "meld", "S14 S10 S13 S12 S11", "--trump", "S"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert reader_gone.stdout is not None and reader_gone.stderr is not None
    reader_gone.stdout.close()  # the reader leaves before a byte is read
    stderr = reader_gone.stderr.read().decode()
    assert reader_gone.wait(timeout=60) == 1
    assert "Traceback" not in stderr and "BrokenPipeError" not in stderr
