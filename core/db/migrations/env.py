"""Alembic environment: runs on the connection handed in by :mod:`core.db.migrate`."""

from __future__ import annotations

from alembic import context

from core.db.models import Base

config = context.config
connection = config.attributes.get("connection")
if connection is None:  # pragma: no cover - only reached when alembic is run by hand
    raise RuntimeError("run migrations through `ingat db upgrade`, not the alembic command")

context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    compare_type=True,
    transaction_per_migration=True,
)
with context.begin_transaction():
    context.run_migrations()
