"""The JupyterHub recipe's records (deploy/jupyterhub/lessons_config.py): the hub hands
``PINOCHLE_HUB_DATABASE`` to every student's server as ``PINOCHLE_LEARN_DATABASE``, makes its
tables when it starts, and refuses to start on a database it cannot reach (one line, the host,
no password). The hub itself runs in tests/serving/test_jupyterhub.py."""

from __future__ import annotations

import runpy
from pathlib import Path
from typing import Any

import pytest
from traitlets.config import Config

from pinochle_widgets.records import ClassStore

CONFIG = Path(__file__).resolve().parents[2] / "deploy" / "jupyterhub" / "lessons_config.py"


def load(monkeypatch: pytest.MonkeyPatch, database: str | None) -> Any:
    if database is None:
        monkeypatch.delenv("PINOCHLE_HUB_DATABASE", raising=False)
    else:
        monkeypatch.setenv("PINOCHLE_HUB_DATABASE", database)
    config = Config()
    runpy.run_path(str(CONFIG), init_globals={"get_config": lambda: config})
    return config


def test_the_hub_gives_every_students_server_the_database(
    monkeypatch: pytest.MonkeyPatch, pg_url: str
) -> None:
    config = load(monkeypatch, pg_url)
    assert config.Spawner.environment["PINOCHLE_LEARN_DATABASE"] == pg_url
    assert ClassStore(pg_url).class_title("K7WQ3M") is None  # the tables are there


def test_without_a_database_the_servers_get_none(monkeypatch: pytest.MonkeyPatch) -> None:
    config = load(monkeypatch, None)
    assert "PINOCHLE_LEARN_DATABASE" not in config.Spawner.environment


def test_a_database_the_hub_cannot_reach_stops_it_in_one_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with pytest.raises(SystemExit) as stop:
        load(monkeypatch, "postgresql://hub:s3cret@127.0.0.1:1/records")
    message = str(stop.value.code)
    assert message.startswith(
        "PINOCHLE_HUB_DATABASE: PostgreSQL at 127.0.0.1:1/records: could not reach the records"
    )
    assert "\n" not in message and "s3cret" not in message
