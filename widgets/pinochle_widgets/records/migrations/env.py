"""Alembic's environment for the class records: run on the connection ``ClassStore`` hands in
(``config.attributes["connection"]``), inside its transaction (which holds the lock that keeps
two kernels from migrating at once)."""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection

connection = context.config.attributes.get("connection")
if not isinstance(connection, Connection):
    raise RuntimeError("the class records migrate through ClassStore (no alembic.ini)")
context.configure(connection=connection, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
