"""Find users and read the audit at a million memories (issue 21).

- ``user_labels``: a name or e-mail per user, where the host's conversations carry one
  (``messages.metadata`` ``author_name`` / ``author_email`` beside ``author_id``). A trigger keeps
  it as messages arrive, whoever writes them (the host application writes messages directly);
  existing messages are read once here. The console's user finder searches it.
- ``ix_user_memory_userId_updatedAt``: each user's last write, for the users list, from the index.
- ``ix_ai_engine_audit_log_userId_createdAt``: the audit rows of one user (``details ->> 'userId'``),
  newest first, for the Audit page's user filter.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-05
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

_LABEL = (
    "concat_ws(' ', nullif(btrim(metadata ->> 'author_name'), ''), "
    "nullif(btrim(metadata ->> 'author_email'), ''))"
)
_UUID = "'^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'"


def upgrade() -> None:
    op.create_table(
        "user_labels",
        sa.Column("userId", UUID(as_uuid=True), nullable=False),
        sa.Column("label", sa.Text(), nullable=False),
        sa.Column(
            "updatedAt", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False
        ),
        sa.PrimaryKeyConstraint("userId", name="pk_user_labels"),
    )
    # A message whose author_id is no UUID, or that names nobody, leaves the labels as they are;
    # the message itself is never refused.
    op.execute(
        f"""
        CREATE FUNCTION ingat_user_label() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE label text := {_LABEL.replace("metadata", "NEW.metadata")};
        BEGIN
            IF label <> '' AND NEW.metadata ->> 'author_id' ~ {_UUID} THEN
                INSERT INTO user_labels ("userId", label, "updatedAt")
                VALUES (CAST(NEW.metadata ->> 'author_id' AS uuid), label, now())
                ON CONFLICT ("userId") DO UPDATE
                SET label = EXCLUDED.label, "updatedAt" = EXCLUDED."updatedAt";
            END IF;
            RETURN NULL;
        END $$
        """  # noqa: S608
    )
    op.execute(
        "CREATE TRIGGER messages_user_label AFTER INSERT ON messages "
        "FOR EACH ROW EXECUTE FUNCTION ingat_user_label()"
    )
    op.execute(
        f"""
        INSERT INTO user_labels ("userId", label)
        SELECT DISTINCT ON (metadata ->> 'author_id') CAST(metadata ->> 'author_id' AS uuid),
               {_LABEL}
        FROM messages
        WHERE {_LABEL} <> '' AND metadata ->> 'author_id' ~ {_UUID}
        ORDER BY metadata ->> 'author_id', created_at DESC
        """  # noqa: S608
    )
    op.create_index("ix_user_memory_userId_updatedAt", "user_memory", ["userId", "updatedAt"])
    op.execute(
        'CREATE INDEX "ix_ai_engine_audit_log_userId_createdAt" ON ai_engine_audit_log '
        "((details ->> 'userId'), \"createdAt\")"
    )


def downgrade() -> None:
    op.execute('DROP INDEX "ix_ai_engine_audit_log_userId_createdAt"')
    op.drop_index("ix_user_memory_userId_updatedAt", table_name="user_memory")
    op.execute("DROP TRIGGER messages_user_label ON messages")
    op.execute("DROP FUNCTION ingat_user_label()")
    op.drop_table("user_labels")
