"""``ServiceStore``: the records reached through the hub's records service, and
:func:`open_store`, the one place a lesson or the teacher's page picks its store.

On JupyterHub a student's server holds no database URL: the hub runs the records service
(:mod:`pinochle_widgets.records.service`) with the database's credentials, and gives each
student's server only the service's address (:data:`SERVICE_ENV`). A lesson's kernel sends
each answer there with the student's own hub token (``JUPYTERHUB_API_TOKEN``, which JupyterHub
puts in each student's server and its kernels inherit); the service takes the learner's name
from the token, never from the request. Standard library only (:mod:`urllib`): no SQLAlchemy
in a kernel that records through the service.

The HTTP interface (under the service's prefix, ``/services/pinochle-records/``; every request
with ``Authorization: token <hub token>``; a missing or bad token: 403 and nothing read):

========================================  ==================================================
``GET classes/CODE``                      ``{"title": ...}``; 404 for an unknown class
``POST classes/CODE/answers``             one answer (JSON, :func:`answer_json`), stored
                                          under the token's user: 204
``GET classes/CODE/answers``              the token's user's own answers: ``{"answers": []}``
``GET classes/CODE/answers?all=1``        every answer of the class, with the teacher's token
                                          in the ``X-Pinochle-Teacher`` header (403 without)
========================================  ==================================================

An error's body is ``{"error": KIND, "message": TEXT}``, KIND the name of the error of
:mod:`~pinochle_widgets.records.model` the client raises again.
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.parse
import urllib.request
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from .model import (
    Answer,
    BadAnswer,
    BadClassCode,
    BadName,
    CodedError,
    NotTeacher,
    RecordError,
    check_class_code,
)

if TYPE_CHECKING:
    from .store import ClassStore

__all__ = [
    "HUB_TOKEN_ENV",
    "SERVICE_ENV",
    "TEACHER_HEADER",
    "ServiceStore",
    "answer_from_json",
    "answer_json",
    "open_store",
]

SERVICE_ENV = "PINOCHLE_RECORDS_SERVICE"
"""The records service's address a hub gives each student's server
(``http://127.0.0.1:10101/services/pinochle-records/``); unset: the database directly."""
HUB_TOKEN_ENV = "JUPYTERHUB_API_TOKEN"
"""The student's own hub token, set by JupyterHub in their server (and its kernels)."""
TEACHER_HEADER = "X-Pinochle-Teacher"
"""The request header carrying a class's teacher token (never in a URL: logs keep URLs)."""
TIMEOUT_S = 10.0
"""How long a request to the service waits for its reply, seconds."""

_ERRORS: dict[str, type[CodedError]] = {
    "BadAnswer": BadAnswer,
    "BadClassCode": BadClassCode,
    "BadName": BadName,
    "NotTeacher": NotTeacher,
    "RecordError": RecordError,
}


def open_store() -> ServiceStore | ClassStore:
    """The store a lesson's kernel records in: the hub's records service when
    :data:`SERVICE_ENV` names one (with the student's ``JUPYTERHUB_API_TOKEN``), else the
    database ``PINOCHLE_LEARN_DATABASE`` names, else SQLite in the data folder
    (:meth:`ClassStore.from_environment`, as ``pinochle-learn serve`` runs it).

    RecordError when the service is named but no hub token is set, or the database cannot be
    opened."""
    service = os.environ.get(SERVICE_ENV, "").strip()
    if service:
        token = os.environ.get(HUB_TOKEN_ENV, "").strip()
        if not token:
            raise RecordError("no_token", kind="service", where=service, variable=HUB_TOKEN_ENV)
        return ServiceStore(service, token)
    from .store import ClassStore

    return ClassStore.from_environment()


def answer_json(answer: Answer, *, whose: bool = False) -> dict[str, Any]:
    """``answer`` as the service takes it: its fields, ``rule_ids`` a list, ``at`` ISO 8601 in
    UTC; ``learner`` and ``class_code`` only with ``whose`` (as the service sends answers
    back: it takes them from the token and the URL, never from a request's body)."""
    at = answer.at if answer.at.tzinfo else answer.at.replace(tzinfo=timezone.utc)
    owner = {"class_code": answer.class_code, "learner": answer.learner} if whose else {}
    return {
        **owner,
        "lesson": answer.lesson,
        "question_set": answer.question_set,
        "question": answer.question,
        "prompt": answer.prompt,
        "rule_ids": list(answer.rule_ids),
        "answer": answer.answer,
        "correct": answer.correct,
        "at": at.astimezone(timezone.utc).isoformat(),
    }


def answer_from_json(data: object, class_code: str, learner: str) -> Answer:
    """The answer of ``data`` (as :func:`answer_json` makes it) for ``learner`` in class
    ``class_code``; BadAnswer naming the field that is missing or of the wrong type."""
    if not isinstance(data, dict):
        raise BadAnswer("answer_not_object")
    texts = ("lesson", "question_set", "question", "prompt", "answer", "at")
    for field in texts:
        if not isinstance(data.get(field), str):
            raise BadAnswer("field_not_text", field=repr(field))
    rules, correct = data.get("rule_ids"), data.get("correct")
    if not isinstance(rules, list) or not all(isinstance(rule, str) for rule in rules):
        raise BadAnswer("rule_ids_not_list")
    if not isinstance(correct, bool):
        raise BadAnswer("correct_not_bool")
    try:
        at = datetime.fromisoformat(data["at"])
    except ValueError:
        raise BadAnswer("at_not_time", text=repr(data["at"][:40])) from None
    return Answer(
        class_code=class_code,
        learner=learner,
        lesson=data["lesson"],
        question_set=data["question_set"],
        question=data["question"],
        prompt=data["prompt"],
        rule_ids=tuple(rules),
        answer=data["answer"],
        correct=correct,
        at=at if at.tzinfo else at.replace(tzinfo=timezone.utc),
    )


class ServiceStore:
    """The records of the hub's records service at ``url``, as the hub user whose token
    ``token`` is: what a lesson and the teacher's page need of
    :class:`~pinochle_widgets.records.ClassStore` (``class_title``, ``record``,
    ``learner_answers``, ``class_answers``), with the same errors. ``learner_answers`` gives
    the token's user's answers whatever name is asked for; ``record`` stores under that user
    whatever learner the answer names.

    RecordError when the service cannot be reached, refuses the token (403) or cannot reach
    its database: the message names the service's address, never the token.
    """

    def __init__(self, url: str, token: str) -> None:
        self.url = url if url.endswith("/") else url + "/"
        self.place = {"kind": "service", "where": self.url}
        self._token = token

    def class_title(self, code: str) -> str | None:
        """The title of class ``code``; None for an unknown class. BadClassCode if malformed."""
        reply = self._call("GET", self._path(code), missing_ok=True)
        return None if reply is None else str(reply["title"])

    def record(self, answer: Answer) -> None:
        """Store ``answer`` under the token's hub user (once, as ClassStore.record)."""
        self._call("POST", self._path(answer.class_code, "answers"), body=answer_json(answer))

    def learner_answers(self, code: str, learner: str = "") -> list[Answer]:
        """The token's user's own answers in class ``code``, oldest first (``learner`` is not
        sent: the service answers for the token's user only)."""
        reply = self._call("GET", self._path(code, "answers"))
        return [_answer(item) for item in reply["answers"]] if reply else []

    def class_answers(self, code: str, teacher_token: str) -> list[Answer]:
        """Every answer of class ``code`` for the holder of its teacher's token (NotTeacher
        otherwise: the service compares it in constant time)."""
        headers = {TEACHER_HEADER: teacher_token if isinstance(teacher_token, str) else ""}
        reply = self._call("GET", self._path(code, "answers") + "?all=1", headers=headers)
        return [_answer(item) for item in reply["answers"]] if reply else []

    def _path(self, code: str, *rest: str) -> str:
        key = urllib.parse.quote(check_class_code(code), safe="")
        return "/".join([f"classes/{key}", *rest])

    def _call(
        self,
        method: str,
        path: str,
        *,
        body: object = None,
        headers: dict[str, str] | None = None,
        missing_ok: bool = False,
    ) -> Any:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method=method)
        request.add_header("Authorization", f"token {self._token}")
        if data is not None:
            request.add_header("Content-Type", "application/json")
        for key, value in (headers or {}).items():
            request.add_header(key, value)
        try:
            with urllib.request.urlopen(request, timeout=TIMEOUT_S) as reply:
                text = reply.read()
        except urllib.error.HTTPError as error:
            if error.code == 404 and missing_ok:
                return None
            raise self._error(error) from None
        except (urllib.error.URLError, OSError) as error:
            reason = getattr(error, "reason", error)
            raise RecordError("unreachable", **self.place, reason=str(reason)) from None
        return json.loads(text) if text else None

    def _error(self, error: urllib.error.HTTPError) -> ValueError:
        try:
            content = json.loads(error.read() or b"{}")
        except ValueError:
            content = {}
        kind = content.get("error") if isinstance(content, dict) else None
        code = content.get("code") if isinstance(content, dict) else None
        values = content.get("values") if isinstance(content, dict) else None
        if (
            kind in _ERRORS
            and isinstance(code, str)
            and isinstance(values, dict)
            and all(isinstance(v, (str, int)) for v in values.values())
        ):
            return _ERRORS[kind](code, **{str(k): v for k, v in values.items()})
        if error.code == 403:
            return RecordError("refused_token", **self.place)
        return RecordError("http", **self.place, status=error.code)


def _answer(item: Any) -> Answer:
    if not isinstance(item, dict):
        raise RecordError("reply_not_object")
    return answer_from_json(item, str(item.get("class_code", "")), str(item.get("learner", "")))
