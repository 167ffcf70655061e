"""Shadow runs replay into side schemas; the per-operation ``shadow_memories`` log goes (issue 20).

A shadow run used to show every conversation to the model with the user's *current* production
memories and log each gated operation in ``shadow_memories``, beside the store; replaying history
that way undid later updates and re-added what was forgotten, and the store's own decisions never
showed. A run now replays its sample through the real write path into side schemas
(``core.db.side_schema``: ``shadow_<run>_variant`` and ``shadow_<run>_production``), created when
the run executes — no table here. The old log cannot be turned into a replay, so it is dropped;
runs made before this revision are listed but cannot be compared (start them again).

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-05
"""

from __future__ import annotations

import importlib

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.drop_index("ix_shadow_memories_run_id_userId", table_name="shadow_memories")
    op.drop_table("shadow_memories")


def downgrade() -> None:
    # The code before this revision reads no side schema: the replays and the sandbox go, and
    # the old log comes back as revision 0001 made it (empty).
    bind = op.get_bind()
    for (schema,) in bind.execute(sa.text(_SIDE_SCHEMAS)).all():
        op.execute(f'DROP SCHEMA "{schema}" CASCADE')
    initial = importlib.import_module("core.db.migrations.versions.0001_initial_schema")
    initial.create_shadow_memories()


# Kept here, not imported from core.db.side_schema: a migration must not change with later code.
_SIDE_SCHEMAS = (
    "SELECT nspname FROM pg_namespace WHERE starts_with(nspname, 'shadow_') OR nspname = 'sandbox'"
)
