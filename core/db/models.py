"""Typed SQLAlchemy 2 models of SPEC §4.

Table and column names are exact: operators run the seed's admin SQL verbatim, so ``user_memory``
and ``ai_engine_audit_log`` use the seed's quoted camelCase columns (``"userId"``, ``"stableKey"``…).
The schema itself is created by the Alembic migrations in ``core/db/migrations``; a test checks
that these models and the migrations agree.
"""

from __future__ import annotations

import enum
import uuid
from datetime import datetime
from typing import Any

from pgvector.sqlalchemy import Vector
from sqlalchemy import (
    REAL,
    BigInteger,
    CheckConstraint,
    DateTime,
    Double,
    ForeignKey,
    Identity,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    func,
)
from sqlalchemy import text as sql_text
from sqlalchemy.dialects.postgresql import ARRAY, JSONB, UUID
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

NAMING = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class MemoryType(enum.StrEnum):
    """Seed 000's memory types; ``reflection`` is a legacy type that is never shown or recalled."""

    preference = "preference"
    fact = "fact"
    reflection = "reflection"


class MemoryCategory(enum.StrEnum):
    """Seed 001's eight kinds of memory."""

    user_preference = "user_preference"
    communication_preference = "communication_preference"
    workflow_preference = "workflow_preference"
    standing_instruction = "standing_instruction"
    recurring_constraint = "recurring_constraint"
    risk_preference = "risk_preference"
    stable_user_context = "stable_user_context"
    project_context = "project_context"


FACT_CATEGORIES = frozenset({MemoryCategory.stable_user_context, MemoryCategory.project_context})


def type_of_category(category: MemoryCategory) -> MemoryType:
    """The memory type a category belongs to (SPEC §4)."""
    return MemoryType.fact if category in FACT_CATEGORIES else MemoryType.preference


class MemoryStatus(enum.StrEnum):
    """Lifecycle of a memory row."""

    active = "active"
    superseded = "superseded"
    deleted = "deleted"


class MessageRole(enum.StrEnum):
    """Roles of conversation messages."""

    user = "user"
    assistant = "assistant"
    system = "system"
    tool = "tool"


class ActorType(enum.StrEnum):
    """Who performed an audited action."""

    system = "system"
    user = "user"
    reviewer = "reviewer"


def _in(column: str, values: type[enum.StrEnum]) -> str:
    return f"{column} IN ({', '.join(repr(v.value) for v in values)})"


class Base(DeclarativeBase):
    """Declarative base with deterministic constraint names."""

    metadata = MetaData(naming_convention=NAMING)


class Workspace(Base):
    """A workspace whose members may read each other's conversations."""

    __tablename__ = "workspaces"

    id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    name: Mapped[str] = mapped_column(Text)


class WorkspaceMember(Base):
    """Membership of one user in one workspace."""

    __tablename__ = "workspace_members"

    workspace_id: Mapped[uuid.UUID] = mapped_column(
        UUID(as_uuid=True), ForeignKey("workspaces.id", ondelete="CASCADE"), primary_key=True
    )
    user_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)


class Conversation(Base):
    """A conversation; ``metadata`` holds the sweeper's progress keys (SPEC §4)."""

    __tablename__ = "conversations"
    __table_args__ = (Index("ix_conversations_user_id", "user_id"),)

    id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    user_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    workspace_id: Mapped[uuid.UUID | None] = mapped_column(
        UUID(as_uuid=True), ForeignKey("workspaces.id", ondelete="SET NULL"), nullable=True
    )
    title: Mapped[str] = mapped_column(Text, server_default="")
    meta: Mapped[dict[str, Any]] = mapped_column(
        "metadata", JSONB, server_default=sql_text("'{}'::jsonb")
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class Message(Base):
    """One turn. ``metadata.author_id`` is the asker of a user message (SPEC §4)."""

    __tablename__ = "messages"
    __table_args__ = (
        CheckConstraint(_in("role", MessageRole), name="role"),
        Index("ix_messages_conversation_id_created_at", "conversation_id", "created_at"),
        Index("messages_createdAt_idx", "created_at"),
    )

    id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    conversation_id: Mapped[uuid.UUID] = mapped_column(
        UUID(as_uuid=True), ForeignKey("conversations.id", ondelete="CASCADE")
    )
    role: Mapped[str] = mapped_column(String(16))
    content: Mapped[str] = mapped_column(Text)
    source_citations: Mapped[list[Any]] = mapped_column(
        JSONB, server_default=sql_text("'[]'::jsonb")
    )
    meta: Mapped[dict[str, Any]] = mapped_column(
        "metadata", JSONB, server_default=sql_text("'{}'::jsonb")
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class UserMemory(Base):
    """One long-term memory of one user (SPEC §4, seed 000 + seed 001)."""

    __tablename__ = "user_memory"
    __table_args__ = (
        CheckConstraint(_in("type", MemoryType), name="type"),
        CheckConstraint(_in("status", MemoryStatus), name="status"),
        CheckConstraint(
            f"type = 'reflection' OR {_in('category', MemoryCategory)}", name="category"
        ),
        CheckConstraint("stability IN ('stable', 'temporary', 'speculative')", name="stability"),
        CheckConstraint("importance >= 0 AND importance <= 1", name="importance"),
        CheckConstraint("confidence >= 0 AND confidence <= 1", name="confidence"),
        CheckConstraint("(status = 'deleted') = (\"deletedAt\" IS NOT NULL)", name="deleted_at"),
        Index("ix_user_memory_userId_status", "userId", "status"),
        Index(
            "uq_user_memory_active_stable_key",
            "userId",
            "stableKey",
            unique=True,
            postgresql_where=sql_text("status = 'active'"),
        ),
        Index("ix_user_memory_supersedesId", "supersedesId"),
        Index("ix_user_memory_breakdown", "status", "type", "category", "language"),
        Index("ix_user_memory_status_type_userId", "status", "type", "userId"),
        Index("ix_user_memory_updatedAt_id", "updatedAt", "id"),
        Index("ix_user_memory_userId_updatedAt", "userId", "updatedAt"),
    )

    id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    user_id: Mapped[uuid.UUID] = mapped_column("userId", UUID(as_uuid=True))
    type: Mapped[str] = mapped_column(String(16))
    category: Mapped[str | None] = mapped_column(String(40), nullable=True)
    text: Mapped[str] = mapped_column(Text)
    embedding: Mapped[list[float] | None] = mapped_column(Vector(), nullable=True)
    importance: Mapped[float] = mapped_column(REAL(), server_default="0.5")
    confidence: Mapped[float] = mapped_column(REAL(), server_default="1")
    stability: Mapped[str] = mapped_column(String(16), server_default="stable")
    tags: Mapped[list[str]] = mapped_column(ARRAY(Text), server_default=sql_text("'{}'::text[]"))
    identity: Mapped[dict[str, Any]] = mapped_column(JSONB, server_default=sql_text("'{}'::jsonb"))
    stable_key: Mapped[str] = mapped_column("stableKey", Text)
    language: Mapped[str] = mapped_column(String(16), server_default="und")
    status: Mapped[str] = mapped_column(String(16), server_default="active")
    source_conversation_id: Mapped[uuid.UUID | None] = mapped_column(
        "sourceConversationId", UUID(as_uuid=True), nullable=True
    )
    source_message_ids: Mapped[list[uuid.UUID]] = mapped_column(
        "sourceMessageIds", ARRAY(UUID(as_uuid=True)), server_default=sql_text("'{}'::uuid[]")
    )
    supersedes_id: Mapped[uuid.UUID | None] = mapped_column(
        "supersedesId",
        UUID(as_uuid=True),
        ForeignKey("user_memory.id", ondelete="SET NULL"),
        nullable=True,
    )
    extractor_version: Mapped[str] = mapped_column("extractorVersion", Text, server_default="")
    created_at: Mapped[datetime] = mapped_column(
        "createdAt", DateTime(timezone=True), server_default=func.now()
    )
    updated_at: Mapped[datetime] = mapped_column(
        "updatedAt", DateTime(timezone=True), server_default=func.now()
    )
    deleted_at: Mapped[datetime | None] = mapped_column(
        "deletedAt", DateTime(timezone=True), nullable=True
    )


class AuditLog(Base):
    """Append-only audit trail (a trigger refuses UPDATE and DELETE). Never holds memory text."""

    __tablename__ = "ai_engine_audit_log"
    __table_args__ = (
        CheckConstraint(_in('"actorType"', ActorType), name="actor_type"),
        Index("ix_ai_engine_audit_log_entityType_entityId", "entityType", "entityId"),
        Index("ix_ai_engine_audit_log_createdAt", "createdAt"),
        Index(
            "ix_ai_engine_audit_log_userId_createdAt",
            sql_text("(details ->> 'userId')"),
            "createdAt",
        ),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    entity_type: Mapped[str] = mapped_column("entityType", String(40))
    entity_id: Mapped[str] = mapped_column("entityId", Text)
    action: Mapped[str] = mapped_column(String(40))
    actor_type: Mapped[str] = mapped_column("actorType", String(16))
    actor_id: Mapped[str] = mapped_column("actorId", Text, server_default="")
    reason: Mapped[str] = mapped_column(Text, server_default="")
    details: Mapped[dict[str, Any]] = mapped_column(JSONB, server_default=sql_text("'{}'::jsonb"))
    created_at: Mapped[datetime] = mapped_column(
        "createdAt", DateTime(timezone=True), server_default=func.now()
    )


class UserLabel(Base):
    """A name or e-mail of a user, where the host's messages carry one (kept by a trigger on
    ``messages``, migration 0006); what the console's user finder searches besides ids."""

    __tablename__ = "user_labels"

    user_id: Mapped[uuid.UUID] = mapped_column("userId", UUID(as_uuid=True), primary_key=True)
    label: Mapped[str] = mapped_column(Text)
    updated_at: Mapped[datetime] = mapped_column(
        "updatedAt", DateTime(timezone=True), server_default=func.now()
    )


class LegalHold(Base):
    """A legal hold on one user (migration 0007): while open (``released_at`` NULL), neither
    retention nor any delete removes the user's conversations or audit rows. Released holds stay
    as history; at most one open hold per user; rows are never deleted (a trigger refuses it)."""

    __tablename__ = "legal_holds"
    __table_args__ = (
        CheckConstraint("(released_at IS NULL) = (released_by IS NULL)", name="released"),
        Index(
            "uq_legal_holds_open_user",
            "user_id",
            unique=True,
            postgresql_where=sql_text("released_at IS NULL"),
        ),
        Index("ix_legal_holds_user_id_placed_at", "user_id", "placed_at"),
    )

    id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    user_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    reason: Mapped[str] = mapped_column(Text)
    placed_by: Mapped[str] = mapped_column(Text)
    placed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    released_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    released_by: Mapped[str | None] = mapped_column(Text, nullable=True)
    release_reason: Mapped[str | None] = mapped_column(Text, nullable=True)


class EmbeddingRecord(Base):
    """The embedding space of this database's vectors (one row), and a re-embedding under way.

    Written when the database is first opened by a process (``core.db.embedding_record``); a
    process configured for another space refuses to start. ``target_*`` and ``reembed_after`` are
    set while ``ingat db reembed`` moves the vectors to another model (resumable: rows are taken in
    id order and ``reembed_after`` is the last id already moved).
    """

    __tablename__ = "embedding_space"
    __table_args__ = (CheckConstraint("id = 1", name="single_row"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, server_default="1")
    provider: Mapped[str] = mapped_column(Text)
    model: Mapped[str] = mapped_column(Text)
    dimensions: Mapped[int] = mapped_column(Integer)
    relevance_band: Mapped[float] = mapped_column(Double())
    recorded_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), server_default=func.now()
    )
    target_provider: Mapped[str | None] = mapped_column(Text, nullable=True)
    target_model: Mapped[str | None] = mapped_column(Text, nullable=True)
    target_relevance_band: Mapped[float | None] = mapped_column(Double(), nullable=True)
    reembed_after: Mapped[uuid.UUID | None] = mapped_column(UUID(as_uuid=True), nullable=True)
    reembed_done: Mapped[int] = mapped_column(Integer, server_default="0")


class ShadowRun(Base):
    """A write-path run with a chosen variant over a sample, writing only to shadow tables (§9)."""

    __tablename__ = "shadow_runs"
    __table_args__ = (
        CheckConstraint("status IN ('pending', 'running', 'done', 'failed')", name="status"),
    )

    id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    name: Mapped[str] = mapped_column(Text)
    variant: Mapped[dict[str, Any]] = mapped_column(JSONB, server_default=sql_text("'{}'::jsonb"))
    sample: Mapped[dict[str, Any]] = mapped_column(JSONB, server_default=sql_text("'{}'::jsonb"))
    status: Mapped[str] = mapped_column(String(16), server_default="pending")
    started_by: Mapped[str] = mapped_column(Text, server_default="")
    counts: Mapped[dict[str, Any]] = mapped_column(JSONB, server_default=sql_text("'{}'::jsonb"))
    conversations_total: Mapped[int] = mapped_column(Integer, server_default="0")
    conversations_done: Mapped[int] = mapped_column(Integer, server_default="0")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class EvalRun(Base):
    """A stored evaluation result (SPEC §10.3), browsed in the console."""

    __tablename__ = "eval_runs"
    __table_args__ = (Index("ix_eval_runs_suite_created_at", "suite", "created_at"),)

    id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    suite: Mapped[str] = mapped_column(String(16))
    dataset: Mapped[str] = mapped_column(Text)
    provider: Mapped[str] = mapped_column(Text)
    prompt_version: Mapped[str] = mapped_column(Text, server_default="")
    strategy: Mapped[str] = mapped_column(Text, server_default="")
    metrics: Mapped[dict[str, Any]] = mapped_column(JSONB, server_default=sql_text("'{}'::jsonb"))
    intervals: Mapped[dict[str, Any]] = mapped_column(JSONB, server_default=sql_text("'{}'::jsonb"))
    by_language: Mapped[dict[str, Any]] = mapped_column(
        JSONB, server_default=sql_text("'{}'::jsonb")
    )
    cases: Mapped[list[Any]] = mapped_column(JSONB, server_default=sql_text("'[]'::jsonb"))
    git_sha: Mapped[str] = mapped_column(Text, server_default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
