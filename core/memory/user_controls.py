"""What an end user may do with their own memories (SPEC §9 user controls, seed 000 "Kendali").

Reads show the caller's active memories only. Deletes are permanent (the row, its embedding and its
earlier versions; all rows of the user for delete-all). Another user's memory id is NotFound.
SUBJECT_ALLOWLIST only narrows: an unlisted subject sees nothing and deletes nothing.
"""

from __future__ import annotations

import uuid

from sqlalchemy import select
from sqlalchemy.orm import Session, defer

from core.access import Actor
from core.config.settings import MemorySettings
from core.db.models import ActorType, MemoryStatus, MemoryType, UserMemory
from core.errors import NotFound
from core.memory.browse import MemoryRow
from core.memory.erase import hard_delete_memory, hard_delete_user

USER_REQUEST = "user request"


def _allowed(user_id: uuid.UUID, limits: MemorySettings) -> bool:
    return not limits.subject_allowlist or str(user_id) in limits.subject_allowlist


def _actor(user_id: uuid.UUID) -> Actor:
    return Actor(type=ActorType.user, id=str(user_id))


def list_active(session: Session, user_id: uuid.UUID, limits: MemorySettings) -> list[MemoryRow]:
    """The caller's active memories, newest change first."""
    if not _allowed(user_id, limits):
        return []
    rows = session.execute(
        select(UserMemory)
        .options(defer(UserMemory.embedding))
        .where(
            UserMemory.user_id == user_id,
            UserMemory.status == MemoryStatus.active.value,
            UserMemory.type != MemoryType.reflection.value,
        )
        .order_by(UserMemory.updated_at.desc(), UserMemory.id)
    ).scalars()
    return [MemoryRow.model_validate(r) for r in rows]


def get_own(
    session: Session, user_id: uuid.UUID, memory_id: uuid.UUID, limits: MemorySettings
) -> MemoryRow:
    """One active memory of the caller; anything else is NotFound."""
    row = None
    if _allowed(user_id, limits):
        row = session.execute(
            select(UserMemory)
            .options(defer(UserMemory.embedding))
            .where(
                UserMemory.id == memory_id,
                UserMemory.user_id == user_id,
                UserMemory.status == MemoryStatus.active.value,
                UserMemory.type != MemoryType.reflection.value,
            )
        ).scalar_one_or_none()
    if row is None:
        raise NotFound(f"memory {memory_id} not found")
    return MemoryRow.model_validate(row)


def delete_own(
    session: Session,
    user_id: uuid.UUID,
    memory_id: uuid.UUID,
    limits: MemorySettings,
    hmac_key: bytes,
) -> int:
    """Permanently delete one of the caller's memories and its earlier versions; rows removed."""
    if not _allowed(user_id, limits):
        raise NotFound(f"memory {memory_id} not found")
    try:
        result = hard_delete_memory(
            session,
            memory_id,
            actor=_actor(user_id),
            reason=USER_REQUEST,
            hmac_key=hmac_key,
            owner=user_id,
        )
    except NotFound:
        raise NotFound(f"memory {memory_id} not found") from None
    return len(result.deleted_ids)


def delete_all(session: Session, user_id: uuid.UUID, limits: MemorySettings) -> int:
    """Permanently delete every memory row of the caller (all statuses); rows removed."""
    if not _allowed(user_id, limits):
        return 0
    return hard_delete_user(session, user_id, actor=_actor(user_id), reason=USER_REQUEST)
