"""Initial schema of SPEC §4: conversations, messages, workspaces, user_memory, audit, shadow, eval.

The vector dimension of ``user_memory.embedding`` is fixed here, per database, from
``ACEH_RAG_EMBEDDING__DIMENSIONS`` at the time of the first upgrade.

Revision ID: 0001
Revises:
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from pgvector.sqlalchemy import Vector
from sqlalchemy.dialects import postgresql as pg

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

UUID = pg.UUID(as_uuid=True)
NOW = sa.text("now()")
EMPTY_JSON = sa.text("'{}'::jsonb")
CATEGORIES = (
    "user_preference",
    "communication_preference",
    "workflow_preference",
    "standing_instruction",
    "recurring_constraint",
    "risk_preference",
    "stable_user_context",
    "project_context",
)


def _quoted(values: tuple[str, ...]) -> str:
    return ", ".join(f"'{v}'" for v in values)


def _ts(name: str) -> sa.Column[object]:
    return sa.Column(name, sa.DateTime(timezone=True), server_default=NOW, nullable=False)


def upgrade() -> None:
    config = op.get_context().config
    dims = int(config.attributes.get("embedding_dimensions", 384)) if config else 384
    op.execute("CREATE EXTENSION IF NOT EXISTS vector")

    op.create_table(
        "workspaces",
        sa.Column("id", UUID, nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_workspaces"),
    )
    op.create_table(
        "workspace_members",
        sa.Column("workspace_id", UUID, nullable=False),
        sa.Column("user_id", UUID, nullable=False),
        sa.ForeignKeyConstraint(
            ["workspace_id"],
            ["workspaces.id"],
            name="fk_workspace_members_workspace_id_workspaces",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("workspace_id", "user_id", name="pk_workspace_members"),
    )
    op.create_table(
        "conversations",
        sa.Column("id", UUID, nullable=False),
        sa.Column("user_id", UUID, nullable=False),
        sa.Column("workspace_id", UUID, nullable=True),
        sa.Column("title", sa.Text(), server_default="", nullable=False),
        sa.Column("metadata", pg.JSONB(), server_default=EMPTY_JSON, nullable=False),
        _ts("created_at"),
        _ts("updated_at"),
        sa.ForeignKeyConstraint(
            ["workspace_id"],
            ["workspaces.id"],
            name="fk_conversations_workspace_id_workspaces",
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_conversations"),
    )
    op.create_index("ix_conversations_user_id", "conversations", ["user_id"])

    op.create_table(
        "messages",
        sa.Column("id", UUID, nullable=False),
        sa.Column("conversation_id", UUID, nullable=False),
        sa.Column("role", sa.String(16), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column(
            "source_citations", pg.JSONB(), server_default=sa.text("'[]'::jsonb"), nullable=False
        ),
        sa.Column("metadata", pg.JSONB(), server_default=EMPTY_JSON, nullable=False),
        _ts("created_at"),
        sa.CheckConstraint(
            "role IN ('user', 'assistant', 'system', 'tool')", name="ck_messages_role"
        ),
        sa.ForeignKeyConstraint(
            ["conversation_id"],
            ["conversations.id"],
            name="fk_messages_conversation_id_conversations",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_messages"),
    )
    op.create_index(
        "ix_messages_conversation_id_created_at", "messages", ["conversation_id", "created_at"]
    )
    # Exact name from the seed's admin notes (migration 0027 there): the sweeper's lookback query.
    op.create_index("messages_createdAt_idx", "messages", ["created_at"])

    op.create_table(
        "user_memory",
        sa.Column("id", UUID, nullable=False),
        sa.Column("userId", UUID, nullable=False),
        sa.Column("type", sa.String(16), nullable=False),
        sa.Column("category", sa.String(40), nullable=True),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("embedding", Vector(dims), nullable=True),
        sa.Column("importance", sa.REAL(), server_default="0.5", nullable=False),
        sa.Column("confidence", sa.REAL(), server_default="1", nullable=False),
        sa.Column("stability", sa.String(16), server_default="stable", nullable=False),
        sa.Column(
            "tags", pg.ARRAY(sa.Text()), server_default=sa.text("'{}'::text[]"), nullable=False
        ),
        sa.Column("identity", pg.JSONB(), server_default=EMPTY_JSON, nullable=False),
        sa.Column("stableKey", sa.Text(), nullable=False),
        sa.Column("language", sa.String(16), server_default="und", nullable=False),
        sa.Column("status", sa.String(16), server_default="active", nullable=False),
        sa.Column("sourceConversationId", UUID, nullable=True),
        sa.Column(
            "sourceMessageIds",
            pg.ARRAY(UUID),
            server_default=sa.text("'{}'::uuid[]"),
            nullable=False,
        ),
        sa.Column("supersedesId", UUID, nullable=True),
        sa.Column("extractorVersion", sa.Text(), server_default="", nullable=False),
        _ts("createdAt"),
        _ts("updatedAt"),
        sa.Column("deletedAt", sa.DateTime(timezone=True), nullable=True),
        sa.CheckConstraint(
            "type IN ('preference', 'fact', 'reflection')", name="ck_user_memory_type"
        ),
        sa.CheckConstraint(
            "status IN ('active', 'superseded', 'deleted')", name="ck_user_memory_status"
        ),
        sa.CheckConstraint(
            f"type = 'reflection' OR category IN ({_quoted(CATEGORIES)})",
            name="ck_user_memory_category",
        ),
        sa.CheckConstraint(
            "stability IN ('stable', 'temporary', 'speculative')", name="ck_user_memory_stability"
        ),
        sa.CheckConstraint("importance >= 0 AND importance <= 1", name="ck_user_memory_importance"),
        sa.CheckConstraint("confidence >= 0 AND confidence <= 1", name="ck_user_memory_confidence"),
        sa.CheckConstraint(
            "(status = 'deleted') = (\"deletedAt\" IS NOT NULL)", name="ck_user_memory_deleted_at"
        ),
        sa.ForeignKeyConstraint(
            ["supersedesId"],
            ["user_memory.id"],
            name="fk_user_memory_supersedesId_user_memory",
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_user_memory"),
    )
    op.create_index("ix_user_memory_userId_status", "user_memory", ["userId", "status"])
    op.create_index(
        "uq_user_memory_active_stable_key",
        "user_memory",
        ["userId", "stableKey"],
        unique=True,
        postgresql_where=sa.text("status = 'active'"),
    )
    op.create_index("ix_user_memory_supersedesId", "user_memory", ["supersedesId"])

    op.create_table(
        "ai_engine_audit_log",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("entityType", sa.String(40), nullable=False),
        sa.Column("entityId", sa.Text(), nullable=False),
        sa.Column("action", sa.String(40), nullable=False),
        sa.Column("actorType", sa.String(16), nullable=False),
        sa.Column("actorId", sa.Text(), server_default="", nullable=False),
        sa.Column("reason", sa.Text(), server_default="", nullable=False),
        sa.Column("details", pg.JSONB(), server_default=EMPTY_JSON, nullable=False),
        _ts("createdAt"),
        sa.CheckConstraint(
            "\"actorType\" IN ('system', 'user', 'reviewer')",
            name="ck_ai_engine_audit_log_actor_type",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_ai_engine_audit_log"),
    )
    op.create_index(
        "ix_ai_engine_audit_log_entityType_entityId",
        "ai_engine_audit_log",
        ["entityType", "entityId"],
    )
    op.create_index("ix_ai_engine_audit_log_createdAt", "ai_engine_audit_log", ["createdAt"])
    # Append-only from the application's side: UPDATE and DELETE are refused by the database.
    op.execute(
        """
        CREATE FUNCTION ai_engine_audit_log_append_only() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            RAISE EXCEPTION 'ai_engine_audit_log is append-only (% refused)', TG_OP
                USING ERRCODE = 'insufficient_privilege';
        END $$
        """
    )
    op.execute(
        """
        CREATE TRIGGER ai_engine_audit_log_append_only
        BEFORE UPDATE OR DELETE ON ai_engine_audit_log
        FOR EACH ROW EXECUTE FUNCTION ai_engine_audit_log_append_only()
        """
    )

    op.create_table(
        "shadow_runs",
        sa.Column("id", UUID, nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("variant", pg.JSONB(), server_default=EMPTY_JSON, nullable=False),
        sa.Column("sample", pg.JSONB(), server_default=EMPTY_JSON, nullable=False),
        sa.Column("status", sa.String(16), server_default="pending", nullable=False),
        sa.Column("started_by", sa.Text(), server_default="", nullable=False),
        sa.Column("counts", pg.JSONB(), server_default=EMPTY_JSON, nullable=False),
        sa.Column("conversations_total", sa.Integer(), server_default="0", nullable=False),
        sa.Column("conversations_done", sa.Integer(), server_default="0", nullable=False),
        _ts("created_at"),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.CheckConstraint(
            "status IN ('pending', 'running', 'done', 'failed')", name="ck_shadow_runs_status"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_shadow_runs"),
    )
    create_shadow_memories()

    op.create_table(
        "eval_runs",
        sa.Column("id", UUID, nullable=False),
        sa.Column("suite", sa.String(16), nullable=False),
        sa.Column("dataset", sa.Text(), nullable=False),
        sa.Column("provider", sa.Text(), nullable=False),
        sa.Column("prompt_version", sa.Text(), server_default="", nullable=False),
        sa.Column("strategy", sa.Text(), server_default="", nullable=False),
        sa.Column("metrics", pg.JSONB(), server_default=EMPTY_JSON, nullable=False),
        sa.Column("intervals", pg.JSONB(), server_default=EMPTY_JSON, nullable=False),
        sa.Column("cases", pg.JSONB(), server_default=sa.text("'[]'::jsonb"), nullable=False),
        sa.Column("git_sha", sa.Text(), server_default="", nullable=False),
        _ts("created_at"),
        sa.PrimaryKeyConstraint("id", name="pk_eval_runs"),
    )
    op.create_index("ix_eval_runs_suite_created_at", "eval_runs", ["suite", "created_at"])


def create_shadow_memories() -> None:
    """The per-operation shadow log (dropped by 0005, made again by its downgrade)."""
    op.create_table(
        "shadow_memories",
        sa.Column("id", UUID, nullable=False),
        sa.Column("run_id", UUID, nullable=False),
        sa.Column("userId", UUID, nullable=False),
        sa.Column("op", sa.String(16), nullable=False),
        sa.Column("outcome", sa.String(16), nullable=False),
        sa.Column("reason", sa.Text(), server_default="", nullable=False),
        sa.Column("type", sa.String(16), nullable=True),
        sa.Column("category", sa.String(40), nullable=True),
        sa.Column("text", sa.Text(), server_default="", nullable=False),
        sa.Column(
            "tags", pg.ARRAY(sa.Text()), server_default=sa.text("'{}'::text[]"), nullable=False
        ),
        sa.Column("identity", pg.JSONB(), server_default=EMPTY_JSON, nullable=False),
        sa.Column("stableKey", sa.Text(), server_default="", nullable=False),
        sa.Column("language", sa.String(16), server_default="und", nullable=False),
        sa.Column("importance", sa.REAL(), server_default="0.5", nullable=False),
        sa.Column("confidence", sa.REAL(), server_default="1", nullable=False),
        sa.Column("targetMemoryId", UUID, nullable=True),
        sa.Column("sourceConversationId", UUID, nullable=True),
        sa.Column(
            "sourceMessageIds",
            pg.ARRAY(UUID),
            server_default=sa.text("'{}'::uuid[]"),
            nullable=False,
        ),
        _ts("createdAt"),
        sa.CheckConstraint("outcome IN ('written', 'rejected')", name="ck_shadow_memories_outcome"),
        sa.ForeignKeyConstraint(
            ["run_id"],
            ["shadow_runs.id"],
            name="fk_shadow_memories_run_id_shadow_runs",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_shadow_memories"),
    )
    op.create_index("ix_shadow_memories_run_id_userId", "shadow_memories", ["run_id", "userId"])


def downgrade() -> None:
    op.drop_table("eval_runs")
    op.drop_table("shadow_memories")
    op.drop_table("shadow_runs")
    op.execute("DROP TRIGGER IF EXISTS ai_engine_audit_log_append_only ON ai_engine_audit_log")
    op.execute("DROP FUNCTION IF EXISTS ai_engine_audit_log_append_only()")
    op.drop_table("ai_engine_audit_log")
    op.drop_table("user_memory")
    op.drop_table("messages")
    op.drop_table("conversations")
    op.drop_table("workspace_members")
    op.drop_table("workspaces")
    # The vector extension is left installed: other schemas in the database may use it.
