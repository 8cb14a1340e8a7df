"""The tables of a class's records, as SQLAlchemy Core sees them for its queries.

The database itself is made and upgraded only by the Alembic migrations in ``migrations/``
(``ClassStore`` runs them to head); ``tests/records`` checks that the migrated database matches
these tables column for column. Times are UTC, stored without a zone.
"""

from __future__ import annotations

from sqlalchemy import (
    Boolean,
    Column,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
)

__all__ = ["RULE_SEPARATOR", "answers", "classes", "metadata"]

RULE_SEPARATOR = " "
"""``answers.rule_ids`` holds the answer's rule ids joined by one space (a rule id of
``docs/rules.md`` holds no space)."""

metadata = MetaData()

classes = Table(
    "classes",
    metadata,
    Column("code", String(6), primary_key=True),
    Column("title", String(40), nullable=False),
    # sha256 of the teacher's token, hex: the token itself is never stored
    Column("teacher_hash", String(64), nullable=False),
    Column("created", DateTime(), nullable=False),
)

answers = Table(
    "answers",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column(
        "class_code",
        String(6),
        ForeignKey("classes.code", ondelete="CASCADE", name="fk_answers_class_code"),
        nullable=False,
    ),
    Column("learner", String(40), nullable=False),
    Column("lesson", Text, nullable=False),
    Column("question_set", Text, nullable=False),
    Column("question", Text, nullable=False),
    Column("prompt", Text, nullable=False),
    Column("rule_ids", Text, nullable=False),
    Column("answer", Text, nullable=False),
    Column("correct", Boolean(name="ck_answers_correct"), nullable=False),
    Column("at", DateTime(), nullable=False),
    # One row per answer: a write retried after a lost reply stores nothing new.
    Index(
        "uq_answers_once",
        "class_code",
        "learner",
        "lesson",
        "question_set",
        "question",
        "at",
        unique=True,
    ),
)
