"""Classes and their answers.

Revision ID: 0001
Revises:
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "classes",
        sa.Column("code", sa.String(6), primary_key=True),
        sa.Column("title", sa.String(40), nullable=False),
        sa.Column("teacher_hash", sa.String(64), nullable=False),
        sa.Column("created", sa.DateTime(), nullable=False),
    )
    op.create_table(
        "answers",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column(
            "class_code",
            sa.String(6),
            sa.ForeignKey("classes.code", ondelete="CASCADE", name="fk_answers_class_code"),
            nullable=False,
        ),
        sa.Column("learner", sa.String(40), nullable=False),
        sa.Column("lesson", sa.Text, nullable=False),
        sa.Column("question_set", sa.Text, nullable=False),
        sa.Column("question", sa.Text, nullable=False),
        sa.Column("prompt", sa.Text, nullable=False),
        sa.Column("rule_ids", sa.Text, nullable=False),
        sa.Column("answer", sa.Text, nullable=False),
        sa.Column("correct", sa.Boolean(name="ck_answers_correct"), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
    )
    op.create_index(
        "uq_answers_once",
        "answers",
        ["class_code", "learner", "lesson", "question_set", "question", "at"],
        unique=True,
    )


def downgrade() -> None:
    op.drop_index("uq_answers_once", table_name="answers")
    op.drop_table("answers")
    op.drop_table("classes")
