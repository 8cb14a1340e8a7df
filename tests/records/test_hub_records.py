"""The JupyterHub recipe's records (deploy/jupyterhub/lessons_config.py): the hub gives
``PINOCHLE_HUB_DATABASE`` only to its records service, and every student's server only the
service's address; every user, and the token a student's server holds, may use the service. It
makes the tables when it starts, and refuses to start on a database it cannot reach (one line,
the host, no password). The hub itself runs in tests/serving/test_jupyterhub.py."""

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


def test_only_the_records_service_has_the_database(
    monkeypatch: pytest.MonkeyPatch, pg_url: str
) -> None:
    monkeypatch.setenv("PINOCHLE_HUB_RECORDS_URL", "http://127.0.0.1:10555")
    config = load(monkeypatch, pg_url)
    environment = config.Spawner.environment
    assert environment["PINOCHLE_RECORDS_SERVICE"] == (
        "http://127.0.0.1:10555/services/pinochle-records/"
    )
    assert "PINOCHLE_LEARN_DATABASE" not in environment
    assert not any(pg_url in str(value) for value in environment.values())
    (service,) = [s for s in config.JupyterHub.services if s["name"] == "pinochle-records"]
    assert service["url"] == "http://127.0.0.1:10555"
    assert service["environment"] == {"PINOCHLE_LEARN_DATABASE": pg_url}
    assert service["command"][1:] == ["-m", "pinochle_widgets.records.service"]
    access = "access:services!service=pinochle-records"
    (user,) = [r for r in config.JupyterHub.load_roles if r["name"] == "user"]
    assert user["scopes"] == ["self", access]
    assert access in config.Spawner.server_token_scopes
    assert ClassStore(pg_url).class_title("K7WQ3M") is None  # the tables are there


def test_without_a_database_the_servers_get_none(monkeypatch: pytest.MonkeyPatch) -> None:
    config = load(monkeypatch, None)
    assert "PINOCHLE_LEARN_DATABASE" not in config.Spawner.environment
    assert "PINOCHLE_RECORDS_SERVICE" not in config.Spawner.environment
    assert [s["name"] for s in config.JupyterHub.services] == ["idle-culler"]


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
