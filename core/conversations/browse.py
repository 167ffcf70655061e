"""Conversations for the console: a paged list, and one transcript with what the sweeper did.

The detail marks each message as consolidated or not (against the progress key), and lists what
each sweep wrote from the conversation (memories with their status) and what it rejected or gave
up on (audit rows: reason codes, never text).
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from pydantic import BaseModel
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from core.audit import ENTITY_TYPES
from core.consolidation.progress import UNSCOPED
from core.db.models import AuditLog, Conversation, Message, UserMemory
from core.errors import NotFound
from core.gates.reasons import meaning
from core.paging import PageInfo, check_paging


class ConversationRow(BaseModel):
    """One conversation in the list."""

    id: uuid.UUID
    user_id: uuid.UUID
    title: str
    messages: int
    last_at: datetime | None
    consolidated_through: datetime | None
    failures: int


class ConversationPage(PageInfo):
    """One page of conversations, newest activity first."""

    items: list[ConversationRow]


class TranscriptLine(BaseModel):
    """A message, marked consolidated or not."""

    id: uuid.UUID
    role: str
    content: str
    author_id: str | None
    created_at: datetime
    consolidated: bool
    policy_passed: bool | None


class WrittenMemory(BaseModel):
    """A memory written from this conversation."""

    id: uuid.UUID
    status: str
    category: str | None
    text: str
    created_at: datetime


class SweepEvent(BaseModel):
    """A rejection, failure or abandonment recorded for this conversation."""

    at: datetime
    action: str
    reason: str
    meaning: str
    labels: str
    level: str
    user_id: str


class ConversationDetail(BaseModel):
    """Everything the Conversations page shows for one conversation."""

    conversation: ConversationRow
    lines: list[TranscriptLine]
    written: list[WrittenMemory]
    events: list[SweepEvent]


def _through(meta: dict[str, Any] | None) -> datetime | None:
    value = (meta or {}).get(UNSCOPED.through)
    return datetime.fromisoformat(value) if isinstance(value, str) else None


def _stats() -> Any:
    return (
        select(
            Message.conversation_id,
            func.count().label("n"),
            func.max(Message.created_at).label("last_at"),
        )
        .group_by(Message.conversation_id)
        .subquery()
    )


def list_conversations(
    session: Session, user_id: uuid.UUID | None = None, page: int = 1, page_size: int = 50
) -> ConversationPage:
    """A page of conversations (optionally of one user), newest activity first."""
    stats = _stats()
    base = select(Conversation, stats.c.n, stats.c.last_at).outerjoin(
        stats, stats.c.conversation_id == Conversation.id
    )
    count = select(func.count()).select_from(Conversation)
    if user_id is not None:
        base = base.where(Conversation.user_id == user_id)
        count = count.where(Conversation.user_id == user_id)
    check_paging(1, page_size)
    total = int(session.execute(count).scalar_one())
    # A page past the end shows the last one (the console's page box may outlive a filter).
    page = min(max(page, 1), PageInfo(total=total, page=1, page_size=page_size).pages)
    rows = session.execute(
        base.order_by(stats.c.last_at.desc().nulls_last(), Conversation.id)
        .offset(check_paging(page, page_size))
        .limit(page_size)
    ).all()
    return ConversationPage(
        items=[_row(c, n, last) for c, n, last in rows],
        total=total,
        page=page,
        page_size=page_size,
    )


def _row(c: Conversation, n: int | None, last: datetime | None) -> ConversationRow:
    return ConversationRow(
        id=c.id,
        user_id=c.user_id,
        title=c.title,
        messages=int(n or 0),
        last_at=last,
        consolidated_through=_through(c.meta),
        failures=int((c.meta or {}).get(UNSCOPED.failures, 0) or 0),
    )


def conversation_detail(
    session: Session, conversation_id: uuid.UUID, max_messages: int = 500
) -> ConversationDetail:
    """The transcript (at most ``max_messages``), what was written and what was rejected."""
    conv = session.get(Conversation, conversation_id)
    if conv is None:
        raise NotFound(f"no conversation {conversation_id}; pick one from the list")
    stats = session.execute(
        select(func.count(), func.max(Message.created_at)).where(
            Message.conversation_id == conversation_id
        )
    ).one()
    through = _through(conv.meta)
    messages = session.execute(
        select(Message)
        .where(Message.conversation_id == conversation_id)
        .order_by(Message.created_at, Message.id)
        .limit(max_messages)
    ).scalars()
    lines = [
        TranscriptLine(
            id=m.id,
            role=m.role,
            content=m.content,
            author_id=(m.meta or {}).get("author_id"),
            created_at=m.created_at,
            consolidated=through is not None and m.created_at <= through,
            policy_passed=(m.meta or {}).get("policy_passed"),
        )
        for m in messages
    ]
    written = [
        WrittenMemory(
            id=m.id, status=m.status, category=m.category, text=m.text, created_at=m.created_at
        )
        for m in session.execute(
            select(UserMemory)
            .where(UserMemory.source_conversation_id == conversation_id)
            .order_by(UserMemory.created_at, UserMemory.id)
            .limit(200)
        ).scalars()
    ]
    audit_rows = session.execute(
        select(AuditLog)
        .where(
            AuditLog.entity_id == str(conversation_id),
            AuditLog.entity_type.in_(ENTITY_TYPES),
        )
        .order_by(AuditLog.created_at, AuditLog.id)
        .limit(500)
    ).scalars()
    events = [
        SweepEvent(
            at=a.created_at,
            action=a.action,
            reason=a.reason,
            meaning=meaning(a.reason),
            # Rule labels ("not_grounded:specific:name"), never memory text.
            labels=", ".join(str(x) for x in (a.details or {}).get("labels", [])),
            level=str((a.details or {}).get("level", "")),
            user_id=str((a.details or {}).get("userId", "")),
        )
        for a in audit_rows
    ]
    return ConversationDetail(
        conversation=_row(conv, stats[0], stats[1]), lines=lines, written=written, events=events
    )
