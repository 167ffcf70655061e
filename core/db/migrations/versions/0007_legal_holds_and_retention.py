"""Legal holds and retention (issue 22).

- ``legal_holds``: who is under hold, why, placed and released by whom and when. History is kept
  (a released hold stays, with ``released_at`` / ``released_by``); at most one open hold per user
  (a partial unique index), and rows are never deleted (a trigger refuses it).
- ``conversations``: a trigger refuses to delete a conversation whose owner, or any asker in it,
  is under an open hold, whatever deletes it (retention, an admin, the seed's SQL in psql).
  ``ingat_conversation_held`` and ``ingat_audit_row_held`` say what a hold covers, once, for the
  triggers and for retention's own queries.
- ``ai_engine_audit_log`` stays append-only, with one exception: retention may delete rows in a
  transaction that sets ``ingat.retention_purge`` to ``on`` (``SET LOCAL``), and even then never
  a row of a user under hold. UPDATE is always refused.

Revision ID: 0007
Revises: 0006
Create Date: 2027-01-10
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

_APPEND_ONLY = """
    CREATE OR REPLACE FUNCTION ai_engine_audit_log_append_only() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
        RAISE EXCEPTION 'ai_engine_audit_log is append-only (% refused)', TG_OP
            USING ERRCODE = 'insufficient_privilege';
    END $$
"""

# A conversation is held when its owner or any asker in it (a user message's author_id) is under
# an open hold. Retention's queries and the triggers below ask the same two functions.
_CONVERSATION_HELD = """
    CREATE FUNCTION ingat_conversation_held(conversation uuid, owner uuid) RETURNS boolean
    LANGUAGE sql STABLE AS $$
        SELECT EXISTS (
            SELECT 1 FROM legal_holds h
            WHERE h.released_at IS NULL AND (
                h.user_id = owner
                OR EXISTS (SELECT 1 FROM messages m
                           WHERE m.conversation_id = conversation
                             AND m.metadata ->> 'author_id' = h.user_id::text)))
    $$
"""
# An audit row belongs to a user through details.userId, or, for a row about a conversation,
# through that conversation (while it exists).
_AUDIT_ROW_HELD = """
    CREATE FUNCTION ingat_audit_row_held(details jsonb, entity_type text, entity_id text)
    RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT EXISTS (
            SELECT 1 FROM legal_holds h
            WHERE h.released_at IS NULL AND h.user_id::text = details ->> 'userId')
        OR (entity_type = 'conversation' AND EXISTS (
            SELECT 1 FROM conversations c
            WHERE c.id = CASE WHEN entity_id ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
                              THEN CAST(entity_id AS uuid) END
              AND ingat_conversation_held(c.id, c.user_id)))
    $$
"""
_RETAINED_AUDIT = """
    CREATE OR REPLACE FUNCTION ai_engine_audit_log_append_only() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
        IF TG_OP = 'DELETE' AND current_setting('ingat.retention_purge', true) = 'on' THEN
            IF ingat_audit_row_held(OLD.details, OLD."entityType", OLD."entityId") THEN
                RAISE EXCEPTION 'audit row % belongs to a user under legal hold', OLD.id
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
            RETURN OLD;
        END IF;
        RAISE EXCEPTION 'ai_engine_audit_log is append-only (% refused)', TG_OP
            USING ERRCODE = 'insufficient_privilege';
    END $$
"""


def upgrade() -> None:
    op.create_table(
        "legal_holds",
        sa.Column("id", UUID(as_uuid=True), nullable=False),
        sa.Column("user_id", UUID(as_uuid=True), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("placed_by", sa.Text(), nullable=False),
        sa.Column(
            "placed_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False
        ),
        sa.Column("released_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("released_by", sa.Text(), nullable=True),
        sa.Column("release_reason", sa.Text(), nullable=True),
        sa.CheckConstraint(
            "(released_at IS NULL) = (released_by IS NULL)", name="ck_legal_holds_released"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_legal_holds"),
    )
    op.create_index(
        "uq_legal_holds_open_user",
        "legal_holds",
        ["user_id"],
        unique=True,
        postgresql_where=sa.text("released_at IS NULL"),
    )
    op.create_index("ix_legal_holds_user_id_placed_at", "legal_holds", ["user_id", "placed_at"])
    op.execute(
        """
        CREATE FUNCTION legal_holds_kept() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            RAISE EXCEPTION 'legal_holds keeps its history (DELETE refused)'
                USING ERRCODE = 'insufficient_privilege';
        END $$
        """
    )
    op.execute(
        "CREATE TRIGGER legal_holds_kept BEFORE DELETE ON legal_holds "
        "FOR EACH ROW EXECUTE FUNCTION legal_holds_kept()"
    )
    op.execute(_CONVERSATION_HELD)
    op.execute(_AUDIT_ROW_HELD)
    op.execute(
        """
        CREATE FUNCTION conversations_legal_hold() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF ingat_conversation_held(OLD.id, OLD.user_id) THEN
                RAISE EXCEPTION 'conversation % belongs to a user under legal hold', OLD.id
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
            RETURN OLD;
        END $$
        """
    )
    op.execute(
        "CREATE TRIGGER conversations_legal_hold BEFORE DELETE ON conversations "
        "FOR EACH ROW EXECUTE FUNCTION conversations_legal_hold()"
    )
    op.execute(_RETAINED_AUDIT)


def downgrade() -> None:
    op.execute(_APPEND_ONLY)
    op.execute("DROP TRIGGER conversations_legal_hold ON conversations")
    op.execute("DROP FUNCTION conversations_legal_hold()")
    op.execute("DROP FUNCTION ingat_audit_row_held(jsonb, text, text)")
    op.execute("DROP FUNCTION ingat_conversation_held(uuid, uuid)")
    op.execute("DROP TRIGGER legal_holds_kept ON legal_holds")
    op.execute("DROP FUNCTION legal_holds_kept()")
    op.drop_index("ix_legal_holds_user_id_placed_at", table_name="legal_holds")
    op.drop_index("uq_legal_holds_open_user", table_name="legal_holds")
    op.drop_table("legal_holds")
