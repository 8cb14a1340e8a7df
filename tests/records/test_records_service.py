"""The hub's records service (pinochle_widgets.records.service) and its client (ServiceStore),
in one process: the service runs in a thread with JupyterHub's real ``HubAuth``, which asks a
stand-in hub API (``/hub/api/user``) whose each token is. Who reads what: a learner stores and
reads only their own answers whatever name the request gives; the class's answers only with the
teacher token; a bad, missing or service-less token is refused (403) with nothing read.
The real hub runs in tests/serving/test_jupyterhub.py."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path

import pytest
from tornado import web
from tornado.httpserver import HTTPServer

from pinochle_widgets.records import (
    Answer,
    BadClassCode,
    ClassStore,
    NewClass,
    NotTeacher,
    RecordError,
    ServiceStore,
)
from pinochle_widgets.records.service import SERVICE_NAME, make_app

PREFIX = f"/services/{SERVICE_NAME}/"
ACCESS = f"access:services!service={SERVICE_NAME}"
USERS = {  # token -> the hub's reply to GET /hub/api/user
    "ada-token": {"kind": "user", "name": "ada", "scopes": [ACCESS, "read:users!user=ada"]},
    "bob-token": {"kind": "user", "name": "bob", "scopes": [ACCESS]},
    "eve-token": {"kind": "user", "name": "eve", "scopes": ["read:users!user=eve"]},  # no access
}


class FakeHubUser(web.RequestHandler):
    def get(self) -> None:
        token = self.request.headers.get("Authorization", "").partition(" ")[2]
        if token not in USERS:
            raise web.HTTPError(403)
        self.finish(USERS[token])


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def service(tmp_path: Path) -> Iterator[tuple[str, ClassStore, NewClass]]:
    """(the service's URL, its store, a class made in it)."""
    from jupyterhub.services.auth import HubAuth

    store = ClassStore(f"sqlite:///{tmp_path / 'records.sqlite'}")
    made = store.new_class("Tuesday group")
    port = _free_port()
    ready, loop_box = threading.Event(), {}

    def run() -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        hub_auth = HubAuth(
            api_url=f"http://127.0.0.1:{port}/hub/api",
            api_token="service-token",
            access_scopes={ACCESS},
            cache_max_age=0,
        )
        app = make_app(store, hub_auth, PREFIX)
        app.add_handlers(".*", [(r"/hub/api/user", FakeHubUser)])
        server = HTTPServer(app)
        server.listen(port, "127.0.0.1")
        loop_box["loop"] = loop
        ready.set()
        loop.run_forever()
        server.stop()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    assert ready.wait(10)
    yield f"http://127.0.0.1:{port}{PREFIX}", store, made
    loop = loop_box["loop"]
    assert isinstance(loop, asyncio.AbstractEventLoop)
    loop.call_soon_threadsafe(loop.stop)
    thread.join(10)


def _answer(code: str, learner: str, question: str, correct: bool) -> Answer:
    return Answer(
        class_code=code,
        learner=learner,
        lesson="01_meld",
        question_set="meld-seed-7",
        question=question,
        prompt="Your hand: A♠ 10♠ K♠ Q♠ J♠",
        rule_ids=("meld.run",),
        answer="150",
        correct=correct,
        at=datetime(2026, 12, 1, 9, 0, int(question), tzinfo=timezone.utc),
    )


def test_each_learner_stores_and_reads_only_their_own_answers(
    service: tuple[str, ClassStore, NewClass],
) -> None:
    url, store, made = service
    ada, bob = ServiceStore(url, "ada-token"), ServiceStore(url, "bob-token")
    assert ada.class_title(made.code.lower()) == "Tuesday group"
    assert ada.class_title("K7WQ3M") is None  # no such class (the code is well formed)

    ada.record(_answer(made.code, "bob", "1", True))  # the name in the request is not used
    bob.record(_answer(made.code, "", "2", False))
    ada.record(_answer(made.code, "ada", "1", True))  # the same answer again: stored once

    stored = store.class_answers(made.code, made.teacher_token)
    assert [(a.learner, a.question, a.correct) for a in stored] == [
        ("ada", "1", True),
        ("bob", "2", False),
    ]
    assert [(a.learner, a.question) for a in ada.learner_answers(made.code, "bob")] == [
        ("ada", "1")
    ]
    assert [(a.learner, a.question) for a in bob.learner_answers(made.code)] == [("bob", "2")]
    mine = ada.learner_answers(made.code)[0]
    assert mine == _answer(made.code, "ada", "1", True)  # every field back as sent


def test_the_class_is_read_only_with_its_teacher_token(
    service: tuple[str, ClassStore, NewClass],
) -> None:
    url, store, made = service
    ada = ServiceStore(url, "ada-token")
    ada.record(_answer(made.code, "ada", "1", True))
    assert [a.learner for a in ada.class_answers(made.code, made.teacher_token)] == ["ada"]
    other = store.new_class("Wednesday group")
    for token in ("", "wrong", other.teacher_token, made.teacher_token[:-1]):
        with pytest.raises(NotTeacher, match="not the class's teacher link"):
            ada.class_answers(made.code, token)


def test_a_bad_or_missing_token_is_refused_and_reads_nothing(
    service: tuple[str, ClassStore, NewClass],
) -> None:
    url, store, made = service
    ServiceStore(url, "ada-token").record(_answer(made.code, "ada", "1", True))
    for token in ("forged-token", "eve-token"):  # unknown to the hub; a user without access
        outsider = ServiceStore(url, token)
        with pytest.raises(RecordError, match="refused") as refused:
            outsider.class_answers(made.code, made.teacher_token)
        assert token not in str(refused.value)
        with pytest.raises(RecordError, match="refused"):
            outsider.record(_answer(made.code, "eve", "2", True))
        with pytest.raises(RecordError, match="refused"):
            outsider.learner_answers(made.code)
    with urllib.request.urlopen(url, timeout=10) as ready:  # the hub's "is it up?": no data
        assert json.loads(ready.read()) == {"service": SERVICE_NAME}
    bare = urllib.request.Request(f"{url}classes/{made.code}/answers?all=1")
    with pytest.raises(urllib.error.HTTPError) as no_token:
        urllib.request.urlopen(bare, timeout=10)
    assert no_token.value.code == 403
    assert b"ada" not in no_token.value.read()
    assert len(store.class_answers(made.code, made.teacher_token)) == 1  # nothing stored


def test_bad_answers_and_unknown_classes_are_refused_by_name(
    service: tuple[str, ClassStore, NewClass],
) -> None:
    url, _, made = service
    ada = ServiceStore(url, "ada-token")
    with pytest.raises(BadClassCode, match="no such class"):
        ada.record(_answer("K7WQ3M", "ada", "1", True))
    request = urllib.request.Request(
        f"{url}classes/{made.code}/answers",
        data=json.dumps({"lesson": "01_meld"}).encode(),
        method="POST",
        headers={"Authorization": "token ada-token"},
    )
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    assert refused.value.code == 400
    assert json.loads(refused.value.read()) == {
        "error": "BadAnswer",
        "code": "field_not_text",
        "values": {"field": "'question_set'"},
        "message": "answer field 'question_set': text expected",
    }


def test_a_service_that_is_down_is_a_record_error() -> None:
    down = ServiceStore(f"http://127.0.0.1:{_free_port()}{PREFIX}", "ada-token")
    with pytest.raises(RecordError, match="could not reach it"):
        down.class_title("K7WQ3M")


def test_open_store_picks_the_service_when_the_hub_names_one(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from pinochle_widgets.records import open_store

    monkeypatch.setenv("PINOCHLE_RECORDS_SERVICE", "http://127.0.0.1:1/services/x")
    monkeypatch.setenv("JUPYTERHUB_API_TOKEN", "ada-token")
    chosen = open_store()
    assert isinstance(chosen, ServiceStore) and chosen.url == "http://127.0.0.1:1/services/x/"
    monkeypatch.delenv("JUPYTERHUB_API_TOKEN")
    with pytest.raises(RecordError, match="no JUPYTERHUB_API_TOKEN"):
        open_store()
    monkeypatch.delenv("PINOCHLE_RECORDS_SERVICE")
    monkeypatch.setenv("PINOCHLE_LEARN_DATABASE", f"sqlite:///{tmp_path / 'r.sqlite'}")
    assert isinstance(open_store(), ClassStore)


def test_the_records_checks_import_no_sqlalchemy() -> None:
    """A fresh interpreter: the model's checks and the service's client load no SQLAlchemy
    (about 0.5 s of a lesson kernel's start); ClassStore does."""
    probe = (
        "import sys\n"
        "from pinochle_widgets.records import check_class_code, Answer, ServiceStore\n"
        "from pinochle_widgets.records import open_store, RecordError\n"
        "assert check_class_code('k7wq3m') == 'K7WQ3M'\n"
        "print('sqlalchemy' in sys.modules, end=' ')\n"
        "from pinochle_widgets.records import ClassStore\n"
        "print('sqlalchemy' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "True"]
