"""Read-only views of memories for reviewers: filtered pages and one memory's full story.

Filtering and paging run in the database; nothing here loads a whole table. Legacy
``reflection`` rows are never shown (seed 000).
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import ColumnElement, Select, and_, func, or_, select
from sqlalchemy.orm import Session, defer

from core.audit import MEMORY_ENTITY
from core.db.models import AuditLog, MemoryType, Message, UserMemory
from core.errors import NotFound
from core.paging import PageInfo, check_paging


class MemoryFilter(BaseModel):
    """Server-side filters of the memory table; empty fields do not filter."""

    model_config = ConfigDict(frozen=True)

    user_id: uuid.UUID | None = None
    type: str | None = None
    category: str | None = None
    status: str | None = None
    language: str | None = None
    text: str | None = Field(None, max_length=200)


class MemoryRow(BaseModel):
    """One memory as listed (no embedding)."""

    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    user_id: uuid.UUID
    type: str
    category: str | None
    status: str
    language: str
    text: str
    tags: list[str]
    importance: float
    confidence: float
    created_at: datetime
    updated_at: datetime


class MemoryPage(PageInfo):
    """One page of a filtered listing."""

    items: list[MemoryRow]


class SourceMessage(BaseModel):
    """A message a memory was extracted from."""

    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    conversation_id: uuid.UUID
    role: str
    content: str
    created_at: datetime


class AuditEntry(BaseModel):
    """One audit row (which never contains memory text)."""

    memory_id: str
    action: str
    actor_type: str
    actor_id: str
    reason: str
    details: dict[str, Any]
    created_at: datetime


class MemoryDetail(BaseModel):
    """A memory with its provenance, its versions and its audit trail."""

    memory: MemoryRow
    identity: dict[str, Any]
    stable_key: str
    stability: str
    extractor_version: str
    source_conversation_id: uuid.UUID | None
    deleted_at: datetime | None
    sources: list[SourceMessage]
    chain: list[MemoryRow] = Field(description="every version, oldest first")
    audit: list[AuditEntry]


def _escape_like(value: str) -> str:
    return value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _conditions(f: MemoryFilter) -> list[ColumnElement[bool]]:
    conds: list[ColumnElement[bool]] = [UserMemory.type != MemoryType.reflection.value]
    if f.user_id:
        conds.append(UserMemory.user_id == f.user_id)
    for column, value in (
        (UserMemory.type, f.type),
        (UserMemory.category, f.category),
        (UserMemory.status, f.status),
        (UserMemory.language, f.language),
    ):
        if value:
            conds.append(column == value)
    if f.text and f.text.strip():
        conds.append(UserMemory.text.ilike(f"%{_escape_like(f.text.strip())}%", escape="\\"))
    return conds


def _row(m: UserMemory) -> MemoryRow:
    return MemoryRow.model_validate(m)


def _listing() -> Select[UserMemory]:
    # Never load the embedding column for listings.
    return select(UserMemory).options(defer(UserMemory.embedding))


def list_memories(
    session: Session, filters: MemoryFilter, page: int = 1, page_size: int = 50
) -> MemoryPage:
    """One page of memories matching ``filters``, newest change first."""
    offset = check_paging(page, page_size)
    conds = _conditions(filters)
    total = session.execute(
        select(func.count()).select_from(UserMemory).where(and_(*conds))
    ).scalar_one()
    rows = session.execute(
        _listing()
        .where(and_(*conds))
        .order_by(UserMemory.updated_at.desc(), UserMemory.id.desc())
        .limit(page_size)
        .offset(offset)
    ).scalars()
    return MemoryPage(items=[_row(r) for r in rows], total=total, page=page, page_size=page_size)


def _chain(session: Session, start: UserMemory) -> list[UserMemory]:
    older: list[UserMemory] = []
    seen = {start.id}
    cur = start
    while cur.supersedes_id is not None and cur.supersedes_id not in seen and len(seen) < 200:
        prev = session.get(UserMemory, cur.supersedes_id)
        if prev is None:
            break
        older.append(prev)
        seen.add(prev.id)
        cur = prev
    newer: list[UserMemory] = []
    cur = start
    while len(seen) < 200:
        nxt = (
            session.execute(
                _listing().where(UserMemory.supersedes_id == cur.id).order_by(UserMemory.created_at)
            )
            .scalars()
            .first()
        )
        if nxt is None or nxt.id in seen:
            break
        newer.append(nxt)
        seen.add(nxt.id)
        cur = nxt
    return [*reversed(older), start, *newer]


def memory_detail(session: Session, memory_id: uuid.UUID) -> MemoryDetail:
    """Everything a reviewer needs about one memory."""
    m = session.execute(
        _listing().where(UserMemory.id == memory_id, UserMemory.type != MemoryType.reflection.value)
    ).scalar_one_or_none()
    if m is None:
        raise NotFound(f"memory {memory_id} does not exist; it may have been deleted")
    chain = _chain(session, m)
    sources = session.execute(
        select(Message)
        .where(Message.id.in_(list(m.source_message_ids)))
        .order_by(Message.created_at)
    ).scalars()
    chain_ids = [str(c.id) for c in chain]
    audit_rows = session.execute(
        select(AuditLog)
        .where(
            AuditLog.entity_type == MEMORY_ENTITY,
            or_(AuditLog.entity_id.in_(chain_ids), AuditLog.entity_id == str(m.user_id)),
        )
        .order_by(AuditLog.created_at, AuditLog.id)
        .limit(500)
    ).scalars()
    return MemoryDetail(
        memory=_row(m),
        identity=dict(m.identity),
        stable_key=m.stable_key,
        stability=m.stability,
        extractor_version=m.extractor_version,
        source_conversation_id=m.source_conversation_id,
        deleted_at=m.deleted_at,
        sources=[SourceMessage.model_validate(s) for s in sources],
        chain=[_row(c) for c in chain],
        audit=[
            AuditEntry(
                memory_id=a.entity_id,
                action=a.action,
                actor_type=a.actor_type,
                actor_id=a.actor_id,
                reason=a.reason,
                details=dict(a.details),
                created_at=a.created_at,
            )
            for a in audit_rows
        ],
    )
