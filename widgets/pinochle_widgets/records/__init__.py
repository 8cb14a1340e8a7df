"""Records: a class's self-check answers kept in a database (SQLite by default, PostgreSQL for
a hub), for the teacher's page. The lowest layer of the widget package: no widgets, no
renderer; SQLAlchemy Core for every statement, Alembic migrations for the tables.

On JupyterHub the lessons reach the database only through the hub's records service
(:mod:`~pinochle_widgets.records.service`, over HTTP with the learner's own hub token:
:class:`~pinochle_widgets.records.client.ServiceStore`); :func:`open_store` picks the one a
lesson uses.

Every name below is imported on first use (PEP 562 ``__getattr__``): the checks of
:mod:`~pinochle_widgets.records.model` and the service's client load no SQLAlchemy (about
0.5 s of a lesson kernel's start); only :class:`ClassStore` does.

>>> from pinochle_widgets.records import check_class_code
>>> check_class_code("k7wq3m")
'K7WQ3M'
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .client import SERVICE_ENV, ServiceStore, open_store
    from .model import (
        Answer,
        BadAnswer,
        BadClassCode,
        BadName,
        NewClass,
        NotTeacher,
        RecordError,
        check_class_code,
        check_name,
        check_title,
    )
    from .store import DATABASE_ENV, ClassStore, default_database_url

_LAZY: dict[str, str] = {
    "Answer": "model",
    "BadAnswer": "model",
    "BadClassCode": "model",
    "BadName": "model",
    "NewClass": "model",
    "NotTeacher": "model",
    "RecordError": "model",
    "check_class_code": "model",
    "check_name": "model",
    "check_title": "model",
    "DATABASE_ENV": "store",
    "ClassStore": "store",
    "default_database_url": "store",
    "SERVICE_ENV": "client",
    "ServiceStore": "client",
    "open_store": "client",
}
"""Public name -> the module of this package that defines it."""

__all__ = [
    "DATABASE_ENV",
    "SERVICE_ENV",
    "Answer",
    "BadAnswer",
    "BadClassCode",
    "BadName",
    "ClassStore",
    "NewClass",
    "NotTeacher",
    "RecordError",
    "ServiceStore",
    "check_class_code",
    "check_name",
    "check_title",
    "default_database_url",
    "open_store",
]


def __getattr__(name: str) -> Any:
    """Import a public name's module on first use (PEP 562)."""
    try:
        module = _LAZY[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
