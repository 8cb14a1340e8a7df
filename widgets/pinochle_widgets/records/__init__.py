"""Records: a class's self-check answers kept in a database (SQLite by default, PostgreSQL for
a hub), for the teacher's page. The lowest layer of the widget package: no widgets, no
renderer; SQLAlchemy Core for every statement, Alembic migrations for the tables.

>>> from pinochle_widgets.records import check_class_code
>>> check_class_code("k7wq3m")
'K7WQ3M'
"""

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

__all__ = [
    "DATABASE_ENV",
    "Answer",
    "BadAnswer",
    "BadClassCode",
    "BadName",
    "ClassStore",
    "NewClass",
    "NotTeacher",
    "RecordError",
    "check_class_code",
    "check_name",
    "check_title",
    "default_database_url",
]
