"""Record which embedding model made a database's vectors (issue 19).

Two 384-dimensional models give vectors of the same shape that mean nothing to each other, so the
dimension check alone let a process configured for another model rank with unrelated vectors. The
table holds one row, written when a process first opens the database (``core.db.embedding_record``)
— not here, since a migration does not know which embedder will run. A database that already holds
vectors when it is first opened has no way to tell their model: it is refused until
``ingat db reembed`` re-embeds it with the configured model.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-05
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "embedding_space",
        sa.Column("id", sa.Integer(), server_default="1", nullable=False),
        sa.Column("provider", sa.Text(), nullable=False),
        sa.Column("model", sa.Text(), nullable=False),
        sa.Column("dimensions", sa.Integer(), nullable=False),
        sa.Column("relevance_band", sa.Double(), nullable=False),
        sa.Column(
            "recorded_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False
        ),
        sa.Column("target_provider", sa.Text(), nullable=True),
        sa.Column("target_model", sa.Text(), nullable=True),
        sa.Column("target_relevance_band", sa.Double(), nullable=True),
        sa.Column("reembed_after", UUID(as_uuid=True), nullable=True),
        sa.Column("reembed_done", sa.Integer(), server_default="0", nullable=False),
        sa.CheckConstraint("id = 1", name="ck_embedding_space_single_row"),
        sa.PrimaryKeyConstraint("id", name="pk_embedding_space"),
    )


def downgrade() -> None:
    op.drop_table("embedding_space")
