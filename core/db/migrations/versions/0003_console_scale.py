"""Keep the console fast at a million memories (SPEC §12: pages under 2 s with 1M memories).

- ``STORAGE EXTERNAL`` and ``toast_tuple_target = 256`` on the embedding were meant to move the
  1.5 kB vectors out of line. Measured later (2026-12-03): they have no effect here. PostgreSQL
  only starts toasting a row above TOAST_TUPLE_THRESHOLD (about 2 kB) and a memory row is about
  1.8 kB, so the TOAST relation stays empty and every vector stays in the heap. Kept as applied.
- Index-only breakdowns for the Overview (status, type, category, language) and the distinct active
  users (status, type, userId); an index on ("updatedAt", id) for the Memories page's order.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02
"""

from __future__ import annotations

from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute("ALTER TABLE user_memory ALTER COLUMN embedding SET STORAGE EXTERNAL")
    op.execute("ALTER TABLE user_memory SET (toast_tuple_target = 256)")
    op.create_index(
        "ix_user_memory_breakdown", "user_memory", ["status", "type", "category", "language"]
    )
    op.create_index(
        "ix_user_memory_status_type_userId", "user_memory", ["status", "type", "userId"]
    )
    op.create_index("ix_user_memory_updatedAt_id", "user_memory", ["updatedAt", "id"])


def downgrade() -> None:
    op.drop_index("ix_user_memory_updatedAt_id", table_name="user_memory")
    op.drop_index("ix_user_memory_status_type_userId", table_name="user_memory")
    op.drop_index("ix_user_memory_breakdown", table_name="user_memory")
    op.execute("ALTER TABLE user_memory RESET (toast_tuple_target)")
    op.execute("ALTER TABLE user_memory ALTER COLUMN embedding SET STORAGE MAIN")
