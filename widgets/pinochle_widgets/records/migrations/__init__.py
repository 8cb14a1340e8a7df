"""Alembic migrations of the class records (package data: ``ClassStore`` runs them to head)."""
