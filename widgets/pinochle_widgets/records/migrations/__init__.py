"""Alembic migrations of the class records (package data: ``ClassStore`` runs them to head, with
no ``alembic.ini``; ``env.py`` takes the connection ClassStore hands in).

A change to the tables is a new file in ``versions/``: ``revNNNN_what.py`` with ``revision``
the next number and ``down_revision`` the last, its ``upgrade`` in Alembic operations
(``op.add_column``, ``op.create_index``; ``render_as_batch`` lets SQLite alter a table), and
the same change in ``schema.py``: ``tests/records`` compares the migrated database with it, on
SQLite and PostgreSQL.
"""
